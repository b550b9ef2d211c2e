"""Sections "Build Water Tower" and "Build Silo".

Build Water Tower: discard the selected card, pay 2 coins, take a Water Tower from its pile and
build it adjacent to a card already in the farm, with 3 Water markers. Water Towers count as
locations but have no type. With no Water Tower left in the pile, or without 2 coins, the action
cannot be taken. Build Silo: discard the selected card, take a Silo (cost 0) and build it adjacent
to a card in the farm; it comes empty. Food moves freely between Silos (see ruling G6).

Ruling G16: with no Silo left in its pile, Build Silo cannot be taken either (as for Towers).
Ruling G17: the new Water Tower comes with 3 Water markers even if the farm's Towers store more
(a Tower's 3 markers are part of building it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.errors import IllegalActionError
from ..cards import STRUCTURES
from ..state import SILO, TOWER, Place
from .build import neighbours
from .sections import R_SILO, R_TOWER, SILO_BUILT, TOWER_BUILT

if TYPE_CHECKING:  # pragma: no cover
    from ..game import FieldsOfGreen


def _next_to_farm(g: FieldsOfGreen, seat: int, place: tuple[int, int]) -> str:
    grid = g.farms[seat].grid
    if place in grid:
        return "That place is taken: build next to your cards, not on them."
    if not any(cell in grid for cell in neighbours(*place)):
        return "Build it next to a card already in your farm."
    return ""


def can_build_tower(g: FieldsOfGreen, seat: int) -> str:
    cost = STRUCTURES["tower"].cost
    if g.table.towers_left <= 0:
        return "There are no Water Tower cards left."
    if g.farms[seat].coins < cost:
        return f"A Water Tower costs {cost} coins and you have {g.farms[seat].coins}."
    return ""


def check_tower(g: FieldsOfGreen, seat: int, place: tuple[int, int]) -> None:
    why = can_build_tower(g, seat) or _next_to_farm(g, seat, place)
    if why:
        raise IllegalActionError(why, rule=R_TOWER)


def build_tower(g: FieldsOfGreen, seat: int, card: int, place: tuple[int, int]) -> None:
    """Discard the card, pay 2 coins, build the Tower with 3 water (G17)."""
    tower = STRUCTURES["tower"]
    farm = g.farms[seat]
    g.table.discard.append(card)
    farm.coins -= tower.cost
    g.table.towers_left -= 1
    farm.add(Place(place[0], place[1], TOWER, water=tower.starts_with))
    g.emit((TOWER_BUILT, seat, card, place[0], place[1]))


def can_build_silo(g: FieldsOfGreen, seat: int) -> str:
    return "" if g.table.silos_left > 0 else "There are no Silo cards left."


def check_silo(g: FieldsOfGreen, seat: int, place: tuple[int, int]) -> None:
    why = can_build_silo(g, seat) or _next_to_farm(g, seat, place)
    if why:
        raise IllegalActionError(why, rule=R_SILO)


def build_silo(g: FieldsOfGreen, seat: int, card: int, place: tuple[int, int]) -> None:
    """Discard the card and build an empty Silo (cost 0)."""
    g.table.discard.append(card)
    g.farms[seat].coins -= STRUCTURES["silo"].cost
    g.table.silos_left -= 1
    g.farms[seat].add(Place(place[0], place[1], SILO))
    g.emit((SILO_BUILT, seat, card, place[0], place[1]))
