"""The sections of the rule text, as the events cite them, and the field names of
the events the engine logs."""

from __future__ import annotations

from typing import Final

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

# Field names of the frequent events (see the log in JellyBeanFarmers.events)
K_RULE: Final = ("rule",)
K_DRAW: Final = ("n", "hand", "size", "rule")
K_CHOSE: Final = ("n", "rule")
K_SEASON: Final = ("year", "season", "rule")
K_PLANT: Final = ("fields", "food", "informed", "rule")
K_CLIMATE: Final = ("season", "cards", "year_card", "season_card", "rule")
K_REVEAL: Final = ("card", "how", "saved", "target", "where", "unit", "phase", "rule")
K_REVEAL_BACK: Final = ("how", "saved", "rule")
K_HALF_FIELD: Final = ("complete", "fields", "rule")
K_HALF_SILO: Final = ("complete", "silos", "rule")
K_SAVED: Final = ("saved", "rule")
K_HARVEST: Final = ("yields", "seeded", "total", "food", "capacity", "rule")
K_EAT: Final = ("unprotected", "food", "rule")
K_VERMIN: Final = ("unprotected", "lost", "rabbits", "food", "rule")
K_DESTROYED: Final = ("upgrade", "count", "climate", "rule")
K_YEAR: Final = ("year", "rule")
K_UNIT: Final = ("card", "offense", "defense", "rule")
K_SILO: Final = ("card", "silo", "capacity", "rule")
K_CATS: Final = ("card", "capacity", "rule")
K_RABBITS: Final = ("card", "target", "rule")
K_UPGRADE: Final = ("card", "field", "rule")
K_BACK_MAN: Final = ("offense", "defense", "rule")
K_FARM: Final = ("food", "stamps", "rule")
K_DEAL: Final = ("n", "keep", "rule")
