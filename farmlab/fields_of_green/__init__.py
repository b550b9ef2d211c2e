"""Fields of Green (2–4 players): draft Location cards and build a farm around Water Towers and Silos.

>>> from farmlab.fields_of_green import FieldsOfGreen
>>> g = FieldsOfGreen(4, seed=1, first_player=0)
>>> g.to_act()
(0,)

``FieldsOfGreen(3, suggested_draws=True)`` draws the text's suggested combinations for a first game.
"""

from .actions import (ACTIONS, BuildLocation, BuildSilo, BuildTower, DrawCards, EndHarvest, FieldsOfGreenOptions,
                      GoToMarket, KeepEquipment, PayHarvest, PickCard)
from .bots import HeuristicBot, RandomBot
from .cards import EQUIPMENT, LOCATIONS, STRUCTURES
from .game import FieldsOfGreen

IN_PROGRESS = "the engine and its rule tests are in; golden games, the board and the lessons are still to come"

__all__ = ["ACTIONS", "EQUIPMENT", "LOCATIONS", "STRUCTURES", "BuildLocation", "BuildSilo", "BuildTower", "DrawCards",
           "EndHarvest", "FieldsOfGreen", "FieldsOfGreenOptions", "GoToMarket", "HeuristicBot", "KeepEquipment",
           "PayHarvest", "PickCard", "RandomBot"]
