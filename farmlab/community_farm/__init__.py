"""Community Farm (3–7 players): house animals in stables, trade, sell by the curves.

>>> from farmlab.community_farm import CommunityFarm
>>> g = CommunityFarm(4, seed=1)
>>> g.to_act()
(0,)
"""

from ..core.registry import register
from .bots import HeuristicBot, RandomBot
from .cards import ANIMALS, Animal, load_animals
from .game import (ACTIONS, Accept, CommunityFarm, CommunityFarmOptions, Decline, EndHousing, EndTrading,
                   House, HouseReceived, KeepFaceUp, Offer, Sell, Withdraw)

register(CommunityFarm, {"random": RandomBot, "heuristic": HeuristicBot})

__all__ = ["ACTIONS", "ANIMALS", "Accept", "Animal", "CommunityFarm", "CommunityFarmOptions", "Decline",
           "EndHousing", "EndTrading", "HeuristicBot", "House", "HouseReceived", "KeepFaceUp", "Offer",
           "RandomBot", "Sell", "Withdraw", "load_animals"]
