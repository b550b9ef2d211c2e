"""FARMED (2–8 players): crops, weather, livestock and resources — the Basic game.

>>> from farmlab.farmed import Farmed
>>> g = Farmed(4, seed=1)
>>> g.to_act()
(0, 1, 2, 3)

``Farmed(4, seed=1, mode="advanced")`` plays the Advanced rules (simple Improvements, Storm
and Hurricane, the Market). The Team rules are not built yet (see ``docs/farmed-rulings.md``).
"""

from ..core.registry import register
from .actions import ACTIONS, FarmedOptions, LoseCrop, LoseImprovement, PlaceWoman, PlayCard
from .bots import HeuristicBot, RandomBot
from .cards import CROPS, IMPROVEMENTS, WEATHER
from .game import Farmed

register(Farmed, {"random": RandomBot, "heuristic": HeuristicBot})

__all__ = ["ACTIONS", "CROPS", "IMPROVEMENTS", "WEATHER", "Farmed", "FarmedOptions", "HeuristicBot", "LoseCrop",
           "LoseImprovement", "PlaceWoman", "PlayCard", "RandomBot"]
