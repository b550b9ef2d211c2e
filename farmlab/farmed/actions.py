"""FARMED: what a player can do (the actions) and the variant options.

Actions are frozen dataclasses of ints and strings, so they save to JSON as they are.
"""

from __future__ import annotations

import dataclasses

from ..core.actions import Action
from ..core.options import Options


@dataclasses.dataclass(frozen=True, slots=True)
class PlayCard(Action):
    """A season's card ("Game flow"): hand card ``card`` played as a Crop, or face down under
    your Crop number ``young_on`` as a Young ("Young People Employment"). ``replace``: the
    Crop you discard first to play a sixth one (at most 5 Crops), else -1. ``discard``: with
    two players, the other hand card discarded after playing ("Special rules with 2 players")."""

    card: int
    young_on: int = -1
    replace: int = -1
    discard: int = -1


@dataclasses.dataclass(frozen=True, slots=True)
class LoseCrop(Action):
    """A Natural Disaster: discard your Crop number ``crop`` (your choice)."""

    crop: int


@dataclasses.dataclass(frozen=True, slots=True)
class PlaceWoman(Action):
    """End of the year ("Woman cards"): put your Woman under Crop number ``crop`` on its
    ``side``: "youngs" (counts as 2 Youngs) or "nutrition" (+1 a colour); ``crop=-1``: keep it."""

    crop: int
    side: str = "youngs"


@dataclasses.dataclass(frozen=True, slots=True)
class LoseImprovement(Action):
    """A Storm (Advanced game): discard your Improvement number ``improvement`` (your choice)."""

    improvement: int


@dataclasses.dataclass(frozen=True, slots=True)
class BuildUnder(Action):
    """Team game: a season's card that is the School or the Nursery, played under your Crop
    number ``crop`` ("play it under one of your Crops"); ``discard`` as in :class:`PlayCard`."""

    card: int
    crop: int
    discard: int = -1


@dataclasses.dataclass(frozen=True, slots=True)
class PeekMarket(Action):
    """Team game, Market Study: at the start of the year look at face-down Market card
    number ``card`` (0 or 1), or at none (-1)."""

    card: int


@dataclasses.dataclass(frozen=True, slots=True)
class UseInstead(Action):
    """Team game: discard Pest Control (a Pest) or Traditional Knowledge (a Natural Disaster)
    instead of the Crops (``use=1``), or keep it (``use=0``)."""

    use: int


@dataclasses.dataclass(frozen=True, slots=True)
class KeepYoungs(Action):
    """Team game, Hospital: keep one Young under each Crop numbered in ``crops`` (a number twice:
    two Youngs of that Crop); the others are discarded as usual."""

    crops: tuple[int, ...]


ACTIONS = (PlayCard, LoseCrop, PlaceWoman, LoseImprovement, BuildUnder, PeekMarket, UseInstead, KeepYoungs)


@dataclasses.dataclass(frozen=True)
class FarmedOptions(Options):
    """Variant options. The defaults are the printed Basic rules.

    * ``years``: how many years the game lasts (the text: 4);
    * ``hand``: Crop cards dealt to each player at the start of a year (the text: 5);
    * ``max_crops``: Crops a player may have in play (the text: 5);
    * ``mode``: "basic" (the default), "advanced" (simple Improvements, Storm and
      Hurricane, the Market) or "team" (the Advanced game with teams by the Woman's colour
      and all Improvements, the six special ones too).
    """

    mode: str = "basic"
    years: int = 4
    hand: int = 5
    max_crops: int = 5
