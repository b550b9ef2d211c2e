"""The sections of the rule text, as the events cite them."""

from __future__ import annotations

from typing import Final

from ...core.events import EventKind

R_SETUP: Final = "Game setup"
R_CROPS: Final = "Crop cards"
R_YOUNGS: Final = "Young People Employment"
R_WEATHER: Final = "Weather cards"
R_DISASTER: Final = "Natural Disasters"
R_EVENTS: Final = "Event cards"
R_FLOW: Final = "Game flow"
R_WOMAN: Final = "Woman cards"
R_HARVEST: Final = "Harvest"
R_NUTRITION: Final = "Nutrition"
R_YEAR: Final = "End of the year and beginning of new year"
R_END: Final = "End of the game"
R_TWO: Final = "Special rules with 2 players"
R_IMPROVEMENTS: Final = "Simple Improvements"
R_MARKET: Final = "The Market"
R_SPECIAL: Final = "Special Improvements"
R_TEAMS: Final = "Teams"
R_TEAM_SPECIAL: Final = "Use of Special Improvements in Team mode"
R_ALONE: Final = "Special rules with 5 and 7 players"

# The kinds of event the engine records, with their fields (sentences in ``text.py``)
DEALER: Final = EventKind("dealer", (), R_SETUP)
DEAL: Final = EventKind("deal", ("n",), R_SETUP)
PLAYED: Final = EventKind("play", ("card",), R_CROPS)
YOUNG: Final = EventKind("young", ("crop",), R_YOUNGS)
REPLACED: Final = EventKind("replace", ("card",), R_CROPS)
TWO_DISCARD: Final = EventKind("two_discard", (), R_TWO)
PASSED: Final = EventKind("pass", (), R_FLOW)
WEATHER_CARD: Final = EventKind("weather", ("card",), R_WEATHER)
EVENT_CARD: Final = EventKind("event", ("card",), R_EVENTS)
PEST: Final = EventKind("pest", ("colour", "lost"), R_EVENTS)
FIRE: Final = EventKind("fire", ("lost",), R_EVENTS)
DISASTER: Final = EventKind("disaster", ("symbol", "cards"), R_DISASTER)
LOST: Final = EventKind("lose", ("card",), R_DISASTER)
LEFTOVER: Final = EventKind("leftover", (), R_FLOW)
WOMAN: Final = EventKind("woman", ("crop", "side"), R_WOMAN)
SURVIVED: Final = EventKind("survive", ("card", "helpers"), R_HARVEST)
WITHERED: Final = EventKind("wither", ("card", "missing", "helpers"), R_HARVEST)
SCORED: Final = EventKind("score", ("crops", "colours", "bonus", "points", "total"), R_NUTRITION)
NEW_YEAR: Final = EventKind("year", ("year",), R_YEAR)
ENDED: Final = EventKind("end", (), R_END)
CHOSE: Final = EventKind("chose", (), R_FLOW)
IMPROVED: Final = EventKind("improve", ("card",), R_IMPROVEMENTS)
STORMED: Final = EventKind("storm", (), R_EVENTS)
HURRICANE: Final = EventKind("hurricane", ("lost",), R_EVENTS)
LOST_IMPROVEMENT: Final = EventKind("lose_improvement", ("card",), R_EVENTS)
MARKET_OPEN: Final = EventKind("market_open", ("cards", "hidden"), R_MARKET)
MARKET_REPLACED: Final = EventKind("market_replaced", ("card",), R_MARKET)
MARKET_SHOWN: Final = EventKind("market_shown", ("cards",), R_MARKET)
MARKET_SOLD: Final = EventKind("market_sold", ("points", "total"), R_MARKET)
TEAM: Final = EventKind("team", ("colour", "mate"), R_TEAMS)
BUILT_UNDER: Final = EventKind("build_under", ("card", "crop"), R_SPECIAL)
WASTED: Final = EventKind("wasted", ("card",), R_SPECIAL)
PEEKED: Final = EventKind("peek", ("index",), R_SPECIAL)
INSTEAD: Final = EventKind("instead", ("card",), R_SPECIAL)
PROTECTED: Final = EventKind("protected", ("by",), R_TEAM_SPECIAL)
KEPT: Final = EventKind("kept", ("kept",), R_SPECIAL)
LEFT_GAME: Final = EventKind("left_game", ("card",), R_SPECIAL)
TEAM_SCORED: Final = EventKind("team_score", ("crops", "colours", "woman", "nursery", "alone", "points", "total"),
                               R_NUTRITION)
MARKET_TEAM: Final = EventKind("market_team", ("own", "mate", "alone", "points"), R_TEAMS)

EVENTS: Final = (DEALER, DEAL, PLAYED, YOUNG, REPLACED, TWO_DISCARD, PASSED, WEATHER_CARD, EVENT_CARD, PEST, FIRE,
                 DISASTER, LOST, LEFTOVER, WOMAN, SURVIVED, WITHERED, SCORED, NEW_YEAR, ENDED, CHOSE, IMPROVED,
                 STORMED, HURRICANE, LOST_IMPROVEMENT, MARKET_OPEN, MARKET_REPLACED, MARKET_SHOWN, MARKET_SOLD,
                 TEAM, BUILT_UNDER, WASTED, PEEKED, INSTEAD, PROTECTED, KEPT, LEFT_GAME, TEAM_SCORED, MARKET_TEAM)
