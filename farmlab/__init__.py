"""farmlab: five farming card games as one engine, for teaching and "what if" analysis.

>>> import farmlab
>>> g = farmlab.new_game("community_farm", players=4, seed=7)
>>> df = farmlab.simulate("community_farm", "heuristic", n_games=10, seed=1)
>>> t = farmlab.sweep("community_farm", farmlab.grid(stables=[2, 3]), n_games=10, seed=1)
>>> farmlab.metrics.summary(t)  # doctest: +SKIP

The engine is pure Python; boards live in :mod:`farmlab.widgets` (optional).
"""

from .core import (Action, Bot, Decision, DeckFileError, Event, FarmlabError, Game, GameOverError,
                   IllegalActionError, NotYourTurnError, OptionError, RandomBot, SaveFileError, from_json,
                   game_class, load, make_bot, new_game, play, register, save, simulate, to_json)
from .core.registry import GAMES, _load_all
from .core.sweep import Variant, grid, sweep, sweep_iter
from .core import metrics

__version__ = "0.1.0"

_load_all()

__all__ = [
    "Action", "Bot", "Decision", "DeckFileError", "Event", "FarmlabError", "GAMES", "Game", "GameOverError",
    "IllegalActionError", "NotYourTurnError", "OptionError", "RandomBot", "SaveFileError", "from_json",
    "game_class", "load", "make_bot", "new_game", "play", "register", "save", "simulate", "to_json",
    "Variant", "grid", "sweep", "sweep_iter", "metrics",
]
