"""Fast path: the farm's tables of where cards may go brought up to date card by card, instead of
worked out anew after every card built (``Farm.grown``). Each function here gives exactly what the
plain rule it names gives for the farm with its last card built (``place``), from the table as it
was one card before; ``tests/fields_of_green/test_tables.py`` checks them against the plain rules
on whole games. A farm only grows: a card once built keeps its place and its kind.

- free places (:func:`.build.free_places`): the place built on is no longer free, and its empty
  neighbours not yet listed come last, in the order of ``build.neighbours``;
- the places within 2 of each place (:func:`.build.within`, reach counted through built cards):
  only a place next to the new card reaches further (through it); the others are kept;
- the Water Towers within 2 of each place (:func:`.build.towers_by_place`): a Tower next to the
  new card now reaches the new card's neighbours too (through it), the others reach as before;
  a new Tower adds itself, last, to the places it reaches;
- the build actions at the free places (:func:`.action_phase.at_free_places`) follow the free
  places.

Other reaches than 2 are worked out anew. The free places and the places within 2 may also be
brought up to date over several cards built since they were last asked for (``stepwise``: one
card at a time, each step reading the farm as it is now): a place is free unless built on, and
what a place reaches changes only when a card is built next to it. So may the Water Towers within 2
of each place: a Tower's reach grows only with the cards built next to it, so each card built
since adds the Towers next to it (as the farm is now, also those built after it) to its
neighbours, and each Tower built since reaches what it reaches now (each Tower once a place, in
the order they were built).
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


# (without the mark such a table is worked out anew when more than one card was built: the same, only slower)
free_places.stepwise = True  # type: ignore[attr-defined]
within.stepwise = True  # type: ignore[attr-defined]


def towers_by_place(farm: Farm, before: dict[Cell, list[Any]], place: Cell, limit: int) -> dict[Cell, list[Any]]:
    if limit != 2:
        return build._towers_near(farm, limit)
    grid = farm.grid
    next_to = build.neighbours(*place)
    reaching = []
    for cell in next_to:
        if cell in grid and grid[cell].kind == TOWER:
            reaching.append(grid[cell])
    new = grid[place]
    if not reaching and new.kind != TOWER:
        return before
    out = dict(before)
    # the order the Towers were built (a farm's only Tower, not new, is never ordered: not needed)
    built = {id(t): i for i, t in enumerate(farm.towers)} if len(farm.towers) > 1 or new.kind == TOWER else {}
    if reaching:  # a Tower next to the new card now reaches the new card's neighbours (through it)
        for cell in next_to:
            towers = out.get(cell, [])
            more = []
            for t in reaching:
                if (t.x, t.y) != cell and t not in towers:
                    more.append(t)
            if not more:
                continue
            if not towers and len(more) == 1:  # one Tower: nothing to order
                out[cell] = more
            else:
                out[cell] = sorted([*towers, *more], key=lambda t: built[id(t)])  # in the order they were built
    if new.kind == TOWER:
        mine = built[id(new)]
        for cell in build.within(farm, place, limit):
            towers = out.get(cell)
            if not towers:
                out[cell] = [new]
            elif built[id(towers[-1])] < mine:  # every Tower listed was built before it (one card built: always)
                out[cell] = [*towers, new]
            elif all(t is not new for t in towers):  # stepwise: it may be listed already, as a Tower next to
                # a card built before it, and a Tower built after it may be listed
                out[cell] = sorted([*towers, new], key=lambda t: built[id(t)])
    return out


towers_by_place.stepwise = True  # type: ignore[attr-defined]


def at_free_places(farm: Farm, before: list[Any], place: Cell, action: type) -> list[Any]:
    px, py = place
    out = [a for a in before if a.x != px or a.y != py]
    for x, y in build.free_places(farm)[len(out):]:
        out.append(action_phase.place_action(action, x, y))
    return out
