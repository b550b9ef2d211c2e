"""Community Farm (3–7 players): house animals in stables, trade, sell by the curves.

>>> from farmlab.community_farm import CommunityFarm
>>> g = CommunityFarm(4, seed=1)
>>> g.to_act()
(0,)

The package follows the template of ``docs/adding-a-game.md``: ``state.py``
(the named state), ``rules/`` (one module per section of the rule text),
``game.py`` (flow, dispatch, variant hooks), ``view.py``, ``text.py``,
``bots/``, ``cards.py`` and ``data/animals.csv``.
"""

from ..core.registry import register
from .actions import (ACTIONS, Accept, CommunityFarmOptions, Decline, EndHousing, EndTrading, House, HouseReceived,
                      KeepFaceUp, Offer, Sell, Withdraw)
from .bots import HeuristicBot, RandomBot
from .cards import ANIMALS, Animal, load_animals
from .game import CommunityFarm
from .state import EMPTY, Farm, Table

register(CommunityFarm, {"random": RandomBot, "heuristic": HeuristicBot})

__all__ = ["ACTIONS", "ANIMALS", "Accept", "Animal", "CommunityFarm", "CommunityFarmOptions", "Decline", "EMPTY",
           "EndHousing", "EndTrading", "Farm", "HeuristicBot", "House", "HouseReceived", "KeepFaceUp", "Offer",
           "RandomBot", "Sell", "Table", "Withdraw", "load_animals"]
