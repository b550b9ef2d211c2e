"""Homesteader (2–4 players): stake out a property with fences, then grow a food forest.

>>> from farmlab.homesteader import Homesteader
>>> g = Homesteader(2, seed=1)
>>> g.to_act()
(0,)

The package follows the template of ``docs/adding-a-game.md``: ``data/cards.csv`` and
``cards.py`` (the Food Forest deck), ``grid.py`` (the lattice of squares and fence posts),
``state.py``, ``rules/`` (one module per section of the rule text), ``game.py``, ``view.py``,
``text.py`` and ``bots/``.
"""

from ..core.registry import register
from .actions import (ACTIONS, Aim, Discard, EndTurn, Fence, Flip, HomesteaderOptions, Place, PlaceHouse, PlantSwap,
                      Remove, Transplant)
from .bots import HeuristicBot, RandomBot
from .cards import CARDS, Card, load_cards
from .game import Homesteader

register(Homesteader, {"random": RandomBot, "heuristic": HeuristicBot})

__all__ = ["ACTIONS", "Aim", "CARDS", "Card", "Discard", "EndTurn", "Fence", "Flip", "HeuristicBot", "Homesteader",
           "HomesteaderOptions", "Place", "PlaceHouse", "PlantSwap", "RandomBot", "Remove", "Transplant", "load_cards"]
