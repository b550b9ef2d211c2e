"""The shared core every farmlab game is built on (see :mod:`farmlab.core.game`)."""

from .actions import Action, Decision, Event
from .bots import Bot, RandomBot
from .errors import (DeckFileError, FarmlabError, GameOverError, IllegalActionError,
                     NotYourTurnError, OptionError, SaveFileError)
from .game import Game, Options
from .registry import GAMES, game_class, make_bot, new_game, register
from .save import from_json, load, save, to_json
from .simulate import play, simulate

__all__ = [
    "Action", "Bot", "Decision", "DeckFileError", "Event", "FarmlabError", "GAMES", "Game",
    "GameOverError", "IllegalActionError", "NotYourTurnError", "Options", "OptionError",
    "RandomBot", "SaveFileError", "from_json", "game_class", "load", "make_bot", "new_game",
    "play", "register", "save", "simulate", "to_json",
]
