"""Fields of Green (2–4 players): draft Location cards and build a farm around Water Towers and Silos.

>>> from farmlab.fields_of_green import FieldsOfGreen
>>> g = FieldsOfGreen(4, seed=1, first_player=0)
>>> g.to_act()
(0,)

``FieldsOfGreen(3, suggested_draws=True)`` draws the text's suggested combinations for a first game.
"""

from ..core.registry import register
from .actions import (ACTIONS, BuildLocation, BuildSilo, BuildTower, DrawCards, EndHarvest, FieldsOfGreenOptions,
                      GoToMarket, KeepEquipment, PayHarvest, PayWater, PickCard, PlaceWater)
from .bots import HeuristicBot, RandomBot
from .cards import EQUIPMENT, LOCATIONS, STRUCTURES
from .game import FieldsOfGreen

register(FieldsOfGreen, {"random": RandomBot, "heuristic": HeuristicBot})

__all__ = ["ACTIONS", "EQUIPMENT", "LOCATIONS", "STRUCTURES", "BuildLocation", "BuildSilo", "BuildTower", "DrawCards",
           "EndHarvest", "FieldsOfGreen", "FieldsOfGreenOptions", "GoToMarket", "HeuristicBot", "KeepEquipment",
           "PayHarvest", "PayWater", "PickCard", "PlaceWater", "RandomBot"]
