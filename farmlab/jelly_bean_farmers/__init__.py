"""Jelly Bean Farmers (2–4 players): grow, store and defend your jelly beans for 8 years.

>>> from farmlab.jelly_bean_farmers import JellyBeanFarmers
>>> g = JellyBeanFarmers(4, seed=1)
>>> g.to_act()
(0, 1, 2, 3)
"""

from ..core.registry import register
from .bots import HeuristicBot, RandomBot
from .game import ACTIONS, Attack, Choose, Done, FireField, JellyBeanFarmers, JellyBeanFarmersOptions, Keep, KeepDrawn, Plant, Play, Steal, UseSaved

register(JellyBeanFarmers, {"random": RandomBot, "heuristic": HeuristicBot})

__all__ = ["ACTIONS", "Attack", "Choose", "Done", "FireField", "HeuristicBot", "JellyBeanFarmers",
           "JellyBeanFarmersOptions", "Keep", "KeepDrawn", "Plant", "Play", "RandomBot", "Steal", "UseSaved"]
