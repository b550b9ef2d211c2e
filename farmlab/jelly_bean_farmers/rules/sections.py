"""The sections of the rule text, as the events cite them, and the kinds of event the
engine records."""

from __future__ import annotations

from typing import Final

from ...core.events import EventKind

# ---------------------------------------------------------------------------
R_SETUP: Final = "Setup"
R_OFFDEF: Final = "Offense/Defense"
R_SAVED_CARD: Final = "Saved Card"
R_STORAGE: Final = "Food Storage"
R_FIELDS: Final = "Fields"
R_STAMPS_TOKENS: Final = "Food Stamps"
R_PREP: Final = "Game Play, Preparation Phase"
R_DRAW: Final = "Draw cards to complete each Player's hand"
R_STAMPS: Final = "Preparation Phase, Food Stamps"
R_CHOOSE: Final = "Choose Actions"
R_PLANT: Final = "Choose whether or not to plant"
R_ORDER: Final = "Special Rule for order of planting"
R_CLIMATE: Final = "Reveal the Climate Cards"
R_ACTIONS: Final = "Reveal and resolve the spring actions"
R_BACK: Final = "Back Actions"
R_SAVED: Final = "Saved for Later"
R_HARVEST: Final = "Harvest any successful production"
R_EAT: Final = "Eat One Food"
R_VERMIN: Final = "Lose half unprotected food to vermin"
R_SUMMER: Final = "Repeat of the Spring Season"
R_TRIBUTE: Final = "Pay Tribute to Warlords"
R_END: Final = "End of the Game"
R_SCORING: Final = "Scoring"
R_TIE: Final = "Tie-breaker"
FAQ: Final = "Actions F.A.Q.: "
FAQ_STEAL: Final = FAQ + "Steal Opponent's Card"
FAQ_RAIN: Final = FAQ + "Driving Rain and Drought"
FAQ_FIRE: Final = FAQ + "Fire Climate card as a Year-Long Climate"
FAQ_MOVE: Final = FAQ + "Moving Field Upgrades"
FAQ_PERENNIAL: Final = FAQ + "Perennial Field Upgrade"
FAQ_CATS: Final = FAQ + "Cats, Rabbits, and Coyote (and Perennial)"
FAQ_EXTENSION: Final = FAQ + "Silo Extension"
FAQ_WARLORDS: Final = FAQ + "Multiple Warlord Attacks"
FAQ_WALLS: Final = FAQ + "Dogs, Mercenary, and Walls"
FAQ_CLEMENCY: Final = FAQ + "Warlord Clemency"
FAQ_BOTTOM: Final = FAQ + "Bottoming Out to end Tribute"
FAQ_ALMANAC: Final = FAQ + "Almanac, Geezer, Reactive Planting, and Climate"
FAQ_DEALS: Final = FAQ + "Making Deals"

# The kinds of event the engine records, with their fields (sentences in ``text.py``). Every
# event also names the section of the rule text it applies in its last field, ``rule``, which
# its sentence cites: the section given here, or for a few kinds one of two (a season's
# planting cites "Repeat of the Spring Season" in summer, a tribute paid short "Warlord
# Clemency", ...). What only some seats may see (a hand's cards) is the event's secret.
DEAL: Final = EventKind("deal", ("n", "keep", "rule"), R_SETUP)  # secret: the cards dealt
KEPT: Final = EventKind("kept", ("rule",), R_SETUP)  # secret: the cards kept
FARM: Final = EventKind("farm", ("food", "stamps", "rule"), R_SETUP)  # secret: the 4 card backs
YEAR: Final = EventKind("year", ("year", "rule"), R_PREP)
CASH_IN: Final = EventKind("cash_in", ("food", "stamps", "ended", "rule"), R_STAMPS)
OUT: Final = EventKind("out", ("rule",), R_STAMPS)
RESHUFFLE: Final = EventKind("reshuffle", ("cards", "deck", "rule"), R_DRAW)
DRAW: Final = EventKind("draw", ("n", "hand", "size", "rule"), R_DRAW)  # secret: the cards drawn
CHOSE: Final = EventKind("chose", ("n", "rule"), R_CHOOSE)  # secret: the spring and summer cards
SEASON: Final = EventKind("season", ("year", "season", "rule"), R_PLANT)  # summer: R_SUMMER
INFORMED: Final = EventKind("informed", ("seats", "rule"), R_ORDER)
PLANTED: Final = EventKind("plant", ("fields", "food", "informed", "rule"), R_PLANT)  # the informed: R_ORDER
# summer: R_SUMMER
CLIMATE: Final = EventKind("climate", ("season", "cards", "year_card", "season_card", "rule"), R_CLIMATE)
USE_SAVED: Final = EventKind("use_saved", ("saved", "rule"), R_SAVED)  # secret: the card and how it is played
SAID_DONE: Final = EventKind("done", ("rule",), R_ACTIONS)
# secret: the card; Fire's free ½ Field: FAQ_FIRE
HALF_FIELD_ADDED: Final = EventKind("half_field", ("complete", "fields", "rule"), R_BACK)
HALF_SILO_ADDED: Final = EventKind("half_silo", ("complete", "silos", "rule"), R_BACK)  # secret: the card
ARMED_MAN_ADDED: Final = EventKind("back_man", ("offense", "defense", "rule"), R_BACK)  # secret: the card
CARD_SAVED: Final = EventKind("save", ("saved", "rule"), R_SAVED)  # secret: the card
REVEAL: Final = EventKind("reveal", ("card", "how", "saved", "target", "where", "unit", "phase", "rule"), R_ACTIONS)
REVEAL_BACK: Final = EventKind("reveal_back", ("how", "saved", "rule"), R_BACK)  # a saved card: R_SAVED; secret: card
UNIT: Final = EventKind("unit", ("card", "offense", "defense", "rule"), R_OFFDEF)
SILO: Final = EventKind("silo", ("card", "silo", "capacity", "rule"), R_STORAGE)
EXTENSION: Final = EventKind("extension", ("card", "silo", "capacity", "rule"), FAQ_EXTENSION)
CATS: Final = EventKind("cats", ("card", "capacity", "rule"), R_STORAGE)
RABBITS: Final = EventKind("rabbits", ("card", "target", "rule"), R_VERMIN)
UPGRADED: Final = EventKind("upgrade", ("card", "field", "rule"), R_ACTIONS)  # a Perennial: FAQ_PERENNIAL
FLEX: Final = EventKind("flex", ("card", "size", "rule"), R_DRAW)
PEEK: Final = EventKind("peek", ("card", "n", "rule"), FAQ_ALMANAC)  # secret: the climate cards and positions
NO_EFFECT: Final = EventKind("no_effect", ("card", "rule"), R_ACTIONS)
COYOTE: Final = EventKind("coyote", ("card", "target", "cats", "rabbits", "rule"), FAQ_CATS)
ASSASSIN: Final = EventKind("assassin", ("card", "target", "unit", "hit", "rule"), R_OFFDEF)
PERENNIAL_EATEN: Final = EventKind("perennial_eaten", ("card", "field", "rule"), FAQ_CATS)  # moved onto: FAQ_MOVE
STEAL_SHOW: Final = EventKind("steal_show", ("thieves", "shown", "rule"), FAQ_STEAL)
STEAL: Final = EventKind("steal", ("victim", "card", "forced", "adjacent", "rule"), FAQ_STEAL)
STEAL_OWN: Final = EventKind("steal_own", ("forced", "rule"), FAQ_STEAL)  # secret: the card drawn
STEAL_DRAW: Final = EventKind("steal_draw", ("got", "rule"), FAQ_STEAL)  # secret: the card drawn
STEAL_CLASH: Final = EventKind("steal_clash", ("thieves", "rule"), FAQ_STEAL)
STEAL_REDRAW: Final = EventKind("steal_redraw", ("got", "rule"), FAQ_STEAL)  # secret: the card drawn
DRAW_TWO: Final = EventKind("draw_two", ("n", "rule"), FAQ_CATS)  # secret: the cards drawn
DRAW_TWO_KEEP: Final = EventKind("draw_two_keep", ("rule",), R_ACTIONS)  # secret: the card played, the one kept
ATTACK_CHOSEN: Final = EventKind("attack_chosen", ("rule",), R_TRIBUTE)  # secret: the victim
WARLORD_ATTACK: Final = EventKind("warlord", ("card", "target", "offense", "defense", "amount", "rule"), R_TRIBUTE)
WARLORD_FAIL: Final = EventKind("warlord_fail", ("card", "target", "offense", "defense", "rule"), R_TRIBUTE)
WARLORD_DISCARD: Final = EventKind("warlord_discard", ("card", "rule"), R_TRIBUTE)
HARVEST: Final = EventKind("harvest", ("yields", "seeded", "total", "food", "capacity", "rule"), R_HARVEST)
DESTROYED: Final = EventKind("destroyed", ("upgrade", "count", "climate", "rule"), R_ACTIONS)
EAT: Final = EventKind("eat", ("unprotected", "food", "rule"), R_EAT)
HUNGRY: Final = EventKind("hungry", ("rule",), R_EAT)
VERMIN: Final = EventKind("vermin", ("unprotected", "lost", "rabbits", "food", "rule"), R_VERMIN)
CONTRACT_END: Final = EventKind("contract_end", ("victim", "offense", "defense", "rule"), R_TRIBUTE)
TRIBUTE: Final = EventKind("tribute", ("attacker", "amount", "paid", "rule"), R_TRIBUTE)  # paid short: FAQ_CLEMENCY
GAME_END: Final = EventKind("game_end", ("scores", "rule"), R_SCORING)
RESULT: Final = EventKind("result", ("winners", "tied", "score", "tiebreak", "rule"), R_SCORING)  # a tie: R_TIE

EVENTS: Final = (DEAL, KEPT, FARM, YEAR, CASH_IN, OUT, RESHUFFLE, DRAW, CHOSE, SEASON, INFORMED, PLANTED, CLIMATE,
                 USE_SAVED, SAID_DONE, HALF_FIELD_ADDED, HALF_SILO_ADDED, ARMED_MAN_ADDED, CARD_SAVED, REVEAL,
                 REVEAL_BACK, UNIT, SILO, EXTENSION, CATS, RABBITS, UPGRADED, FLEX, PEEK, NO_EFFECT, COYOTE, ASSASSIN,
                 PERENNIAL_EATEN, STEAL_SHOW, STEAL, STEAL_OWN, STEAL_DRAW, STEAL_CLASH, STEAL_REDRAW, DRAW_TWO,
                 DRAW_TWO_KEEP, ATTACK_CHOSEN, WARLORD_ATTACK, WARLORD_FAIL, WARLORD_DISCARD, HARVEST, DESTROYED, EAT,
                 HUNGRY, VERMIN, CONTRACT_END, TRIBUTE, GAME_END, RESULT)
