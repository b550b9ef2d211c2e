"""FARMED (2–8 players): crops, weather, livestock and resources — the Basic game.

>>> from farmlab.farmed import Farmed
>>> g = Farmed(4, seed=1)
>>> g.to_act()
(0, 1, 2, 3)

``Farmed(4, seed=1, mode="advanced")`` plays the Advanced rules (simple Improvements, Storm
and Hurricane, the Market); ``mode="team"`` the Team rules (teams by the Woman's colour each
year, all Improvements with the six special ones, the shared Market). The rulings are in
``docs/farmed-rulings.md``.
"""

from ..core.registry import register
from .actions import (ACTIONS, BuildUnder, FarmedOptions, KeepYoungs, LoseCrop, LoseImprovement, PeekMarket, PlaceWoman,
                      PlayCard, UseInstead)
from .bots import HeuristicBot, RandomBot
from .cards import CROPS, IMPROVEMENTS, WEATHER
from .game import Farmed

register(Farmed, {"random": RandomBot, "heuristic": HeuristicBot})

__all__ = ["ACTIONS", "CROPS", "IMPROVEMENTS", "WEATHER", "BuildUnder", "Farmed", "FarmedOptions", "HeuristicBot",
           "KeepYoungs", "LoseCrop", "LoseImprovement", "PeekMarket", "PlaceWoman", "PlayCard", "RandomBot", "UseInstead"]
