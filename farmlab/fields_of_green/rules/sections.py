"""The sections of the rule text, as the events cite them, and the kinds of event."""

from __future__ import annotations

from typing import Final

from ...core.events import EventKind

R_SETUP: Final = "Setup"
R_ROUND: Final = "Round Overview"
R_UPKEEP: Final = "Upkeep Phase"
R_ACTION: Final = "Action Phase"
R_BUILD: Final = "Build Location"
R_TOWER: Final = "Build Water Tower"
R_SILO: Final = "Build Silo"
R_MARKET: Final = "Go to Market"
R_HARVEST: Final = "Harvest Phase"
R_END: Final = "Game End"
R_EQUIPMENT: Final = "Equipment"
R_TIMING: Final = "Timing Rules"
R_TWO: Final = "2 Player Rules"

# The kinds of event the engine records, with their fields (sentences in ``text.py``)
FIRST_PLAYER: Final = EventKind("first_player", (), R_SETUP)
START: Final = EventKind("start", ("coins", "water", "food"), R_SETUP)
ROUND: Final = EventKind("round", ("round", "direction"), R_UPKEEP)
INCOME: Final = EventKind("income", ("food", "water", "coins"), R_UPKEEP)
LOST: Final = EventKind("lost", ("food", "water"), R_UPKEEP)
WATER_PLACED: Final = EventKind("water_placed", ("towers",), R_UPKEEP)
DREW: Final = EventKind("drew", ("fields", "livestock", "facilities", "buildings"), R_UPKEEP)
PILE_CLOSED: Final = EventKind("pile_closed", ("pile",), R_UPKEEP)
CHOSE: Final = EventKind("chose", (), R_ACTION)
REVEALED: Final = EventKind("revealed", ("card",), R_ACTION)
PASSED: Final = EventKind("passed", ("direction",), R_ACTION)
BUILT: Final = EventKind("built", ("card", "x", "y", "coins", "water", "food"), R_BUILD)
ABILITY: Final = EventKind("ability", ("card", "gives", "amount"), R_BUILD)
WATER_PAID: Final = EventKind("water_paid", ("towers",), R_BUILD)
# which Towers pay (G10): when building (R_BUILD) or, with ``harvest`` true, at the Harvest (R_HARVEST)
WATER_ASKED: Final = EventKind("water_asked", ("card", "x", "y", "water", "harvest"), R_BUILD)
TOWER_BUILT: Final = EventKind("tower", ("card", "x", "y"), R_TOWER)
SILO_BUILT: Final = EventKind("silo", ("card", "x", "y"), R_SILO)
MARKET: Final = EventKind("market", ("card", "food", "coins"), R_MARKET)
HARVESTED: Final = EventKind("harvested", ("card", "x", "y", "coins", "water", "food", "gives", "amount"), R_HARVEST)
OPEN_AREA: Final = EventKind("open_area", ("card", "x", "y"), R_HARVEST)
MARKER: Final = EventKind("marker", (), R_HARVEST)
EQUIPMENT_DRAWN: Final = EventKind("equipment_drawn", ("count",), R_EQUIPMENT)
EQUIPMENT_PLACED: Final = EventKind("equipment_placed", ("equipment", "card", "x", "y"), R_EQUIPMENT)
EQUIPMENT_ASIDE: Final = EventKind("equipment_aside", ("equipment",), R_EQUIPMENT)
EQUIPMENT_GAIN: Final = EventKind("equipment_gain", ("equipment", "gives", "amount"), R_EQUIPMENT)
SCORED: Final = EventKind("scored", ("cards", "tokens", "equipment", "coins", "food", "towers", "game_end", "aside",
                                     "total"), R_END)
ENDED: Final = EventKind("ended", (), R_END)
RESULT: Final = EventKind("result", ("winners", "score"), R_END)
FACE_UP: Final = EventKind("face_up", ("cards",), R_TWO)

EVENTS: Final = (FIRST_PLAYER, START, ROUND, INCOME, LOST, WATER_PLACED, DREW, PILE_CLOSED, CHOSE, REVEALED, PASSED,
                 BUILT, ABILITY, WATER_ASKED, WATER_PAID, TOWER_BUILT, SILO_BUILT, MARKET, HARVESTED,
                 OPEN_AREA, MARKER,
                 EQUIPMENT_DRAWN, EQUIPMENT_PLACED, EQUIPMENT_ASIDE, EQUIPMENT_GAIN, SCORED, ENDED, RESULT, FACE_UP)
