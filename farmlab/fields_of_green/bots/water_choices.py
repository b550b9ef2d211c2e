"""Where the heuristic puts new Water (ruling G5) and which Towers in reach it pays a Water cost
from (ruling G10): water goes where the thirsty cards (and the free places for more) can reach it,
spread so that no Tower is full when more comes, and is paid from the Towers the other thirsty
cards need least."""

from __future__ import annotations

from typing import Any

from ..actions import PayWater, PlaceWater
from ..rules import build, harvest
from ..state import HARVEST


def tower_need(g: Any, seat: int) -> dict[tuple[int, int], float]:
    """How much the thirsty cards want each Water Tower's water: a card's Harvest water shared
    among the Towers that reach it (at the Harvest, the cards still to pay; a card being paid
    for now does not count), and a little for the free places it reaches (Fields to come)."""
    farm = g.farms[seat]
    reach = g.water_reach()
    need = {(t.x, t.y): 0.0 for t in farm.towers}
    harvesting = g.table.phase == HARVEST
    paying = tuple(farm.paying[:2])
    for p in farm.locations:
        if p.open_area or (harvesting and p.paid) or (p.x, p.y) == paying:
            continue
        loc = g.location_of[p.card]
        thirst = harvest.cost(g, p)[1] if loc.timing == "harvest" else 0
        towers = build.towers_near(farm, (p.x, p.y), reach) if thirst else ()
        for t in towers:
            need[(t.x, t.y)] += thirst / len(towers)
    if not harvesting:
        for t in farm.towers:
            need[(t.x, t.y)] += 0.05 * sum(1 for c in build.within(farm, (t.x, t.y), reach)
                                           if c not in farm.grid)
    return need


def place_value(g: Any, seat: int, a: PlaceWater, need: dict[tuple[int, int], float]) -> float:
    """New water is worth most where it is needed, and least in a Tower it fills up."""
    grid = g.farms[seat].grid
    full = g.tower_capacity(seat)
    return sum(n * need[(x, y)] - (0.3 if grid[(x, y)].water + n >= full else 0.0) for x, y, n in a.towers)


def pay_value(g: Any, seat: int, a: PayWater, need: dict[tuple[int, int], float]) -> float:
    """Water is best paid from the Towers the other thirsty cards need least, the fuller first."""
    grid = g.farms[seat].grid
    return sum(n * (0.01 * grid[(x, y)].water - need[(x, y)]) for x, y, n in a.towers)
