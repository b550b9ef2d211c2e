"""Fast path: the farm's tables of where cards may go brought up to date card by card, instead of
worked out anew after every card built (``Farm.grown``). Each function here gives exactly what the
plain rule it names gives for the farm with its last card built (``place``), from the table as it
was one card before; ``tests/fields_of_green/test_tables.py`` checks them against the plain rules
on whole games. A farm only grows: a card once built keeps its place and its kind.

- free places (:func:`.build.free_places`): the place built on is no longer free, and its empty
  neighbours not yet listed come last, in the order of ``build.neighbours``;
- the places within 2 of each place (:func:`.build.within`, reach counted through built cards):
  only a place next to the new card reaches further (through it); the others are kept;
- the Water Towers within 2 of each place (:func:`.build.towers_by_place`): the same unless a
  Tower is next to the new card (then worked out anew); a new Tower adds itself, last, to the
  places it reaches;
- the build actions at the free places (:func:`.action_phase.at_free_places`) follow the free
  places.

Other reaches than 2 are worked out anew.
"""

from __future__ import annotations

from typing import Any

from ..state import TOWER, Farm
from . import action_phase, build

Cell = tuple[int, int]


def free_places(farm: Farm, before: list[Cell], place: Cell) -> list[Cell]:
    grid = farm.grid
    out = [cell for cell in before if cell != place]
    listed = set(before)
    for cell in build.neighbours(*place):
        if cell not in grid and cell not in listed:
            out.append(cell)
    return out


def within(farm: Farm, before: dict[Cell, set[Cell]], place: Cell, limit: int) -> dict[Cell, set[Cell]]:
    if limit != 2:
        return {}
    next_to = build.neighbours(*place)
    return {start: found for start, found in before.items() if start not in next_to}


def towers_by_place(farm: Farm, before: dict[Cell, list[Any]], place: Cell, limit: int) -> dict[Cell, list[Any]]:
    grid = farm.grid
    if limit != 2 or any(cell in grid and grid[cell].kind == TOWER for cell in build.neighbours(*place)):
        return build._towers_near(farm, limit)
    new = grid[place]
    if new.kind != TOWER:
        return before
    out = dict(before)
    for cell in build.within(farm, place, limit):
        out[cell] = [*before.get(cell, ()), new]
    return out


def at_free_places(farm: Farm, before: list[Any], place: Cell, action: type) -> list[Any]:
    px, py = place
    out = [a for a in before if a.x != px or a.y != py]
    for x, y in build.free_places(farm)[len(out):]:
        out.append(action_phase.place_action(action, x, y))
    return out
