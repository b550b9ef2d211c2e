"""Fields of Green: what a player can do (the actions) and the variant options.

Actions are frozen dataclasses of ints, strings and booleans, so they save to JSON as they are.
A place in a farm is ``(x, y)``: the starting Water Tower lies at (0, 0) and the Silo at (1, 0);
``x`` grows to the right and ``y`` downwards.
"""

from __future__ import annotations

import dataclasses

from ..core.actions import Action
from ..core.options import Options


@dataclasses.dataclass(frozen=True, slots=True)
class DrawCards(Action):
    """Upkeep: how many cards to draw from each main pile (6 in all, from at least 3 piles)."""

    fields: int
    livestock: int
    facilities: int
    buildings: int

    def counts(self) -> tuple[int, int, int, int]:
        return (self.fields, self.livestock, self.facilities, self.buildings)


@dataclasses.dataclass(frozen=True, slots=True)
class PickCard(Action):
    """Action phase: select card number ``card`` of your hand (face down, with 3-4 players), or of
    the face-up cards (2 players)."""

    card: int


@dataclasses.dataclass(frozen=True, slots=True)
class BuildLocation(Action):
    """Build the selected card at ``(x, y)``; ``equipment``: an Equipment kept aside to place on it
    (its number among those aside), or -1."""

    x: int
    y: int
    equipment: int = -1


@dataclasses.dataclass(frozen=True, slots=True)
class BuildTower(Action):
    """Discard the selected card, pay 2 coins and build a Water Tower (with 3 water) at ``(x, y)``."""

    x: int
    y: int


@dataclasses.dataclass(frozen=True, slots=True)
class BuildSilo(Action):
    """Discard the selected card and build an empty Silo at ``(x, y)``."""

    x: int
    y: int


@dataclasses.dataclass(frozen=True, slots=True)
class GoToMarket(Action):
    """Discard the selected card and gain 2 coins plus 2 per food sold (``food``: 0 to 2)."""

    food: int = 0


@dataclasses.dataclass(frozen=True, slots=True)
class KeepEquipment(Action):
    """Of the Equipment just drawn keep number ``token`` (the other goes to the bottom of the stack):
    place it on the location at ``(x, y)``, or keep it aside (``aside=True``)."""

    token: int
    x: int = 0
    y: int = 0
    aside: bool = False


@dataclasses.dataclass(frozen=True, slots=True)
class PlaceWater(Action):
    """Put the new Water on these Water Towers: ``towers`` lists ``(x, y, markers)`` for each Tower
    that gets some (G5). Asked only when there is more than one way to place it."""

    towers: tuple[tuple[int, int, int], ...]


@dataclasses.dataclass(frozen=True, slots=True)
class PayWater(Action):
    """Pay the Water cost from these Water Towers within 2: ``towers`` lists ``(x, y, markers)`` for
    each Tower that pays some (G10). Asked only when there is more than one way to pay it."""

    towers: tuple[tuple[int, int, int], ...]


@dataclasses.dataclass(frozen=True, slots=True)
class PayHarvest(Action):
    """Harvest: pay the Harvest cost of the location at ``(x, y)`` and apply its ability."""

    x: int
    y: int


@dataclasses.dataclass(frozen=True, slots=True)
class EndHarvest(Action):
    """Harvest: pay nothing more; every Harvest location left unpaid becomes an Open Area."""


ACTIONS = (DrawCards, PickCard, BuildLocation, BuildTower, BuildSilo, GoToMarket, KeepEquipment, PlaceWater, PayWater,
           PayHarvest, EndHarvest)


@dataclasses.dataclass(frozen=True)
class FieldsOfGreenOptions(Options):
    """Variant options. The defaults are the printed rules.

    * ``suggested_draws``: every player draws the combination the text suggests for a first game
      (round 1: 3 Fields, 2 Livestock, 1 Facility; round 2: 2-2-1-1; round 3: 1-2-1-2;
      round 4: 1-1-1-3) instead of choosing;
    * ``first_player``: the seat of the player who most recently ate an organic food product
      ("Setup"); -1 (the default): drawn at random;
    * ``rounds``: how many years the game lasts, 1 to 4 (the text: 4; a shorter game for a
      lesson; the piles are not made for more).
    """

    suggested_draws: bool = False
    first_player: int = -1
    rounds: int = 4
