"""Where the heuristic puts new Water (ruling G5) and which Towers in reach it pays a Water cost
from (ruling G10): water goes where the thirsty cards (and the free places for more) can reach it,
spread so that no Tower is full when more comes, and is paid from the Towers the other thirsty
cards need least."""

from __future__ import annotations

from typing import Any

from ..actions import PayWater, PlaceWater
from ..rules import build, harvest
from ..state import HARVEST
from .places import free_near, free_numbers, free_place_set

#: what a water is worth, in VP (the heuristic values everything in VP)
WATER = 0.5


class TowerValues:
    """Where the heuristic would build a Water Tower (a part of :class:`.heuristic.HeuristicBot`:
    it reads the bot's free places, thirsty cards and coin value of the decision)."""

    farm_memo: Any  # kept.FarmMemo: its free places and thirsty cards
    values_memo: Any  # kept.ValuesMemo: what a coin is worth
    places_in_reach: int

    def tower_values(self, g: Any, seat: int) -> list[float]:
        """For every free place, what a Water Tower there is worth: its 3 water, and the thirsty
        cards (and free places) it would reach."""
        farm = g.farms[seat]
        reach = g.water_reach()
        memo = self.farm_memo
        free = memo.free
        values = [3 * WATER - 2 * self.values_memo.coin] * len(free)
        if memo.thirsty is None:
            memo.thirsty = self.thirsty_cards(g, seat)
        if memo.thirsty:
            number = farm.cached("free place numbers", free_numbers)
            free_set = farm.cached("free place set", free_place_set)
            for card, weight in memo.thirsty:  # a Tower within reach of a thirsty card reaches it
                for place in free_set.intersection(build.within(farm, card, reach)):
                    values[number[place]] += weight
        last_round = g.table.round == g.options.rounds - 1
        free_near_ = farm.cached(("free places within", reach), free_near, reach)
        for i, n in enumerate(free_near_):
            values[i] += 0.05 * n
            if last_round:
                values[i] -= 0.5
        return values

    def tower_bound(self, g: Any, seat: int) -> float:
        """At least the most a Water Tower could be worth at any free place (see tower_values): what
        it would be worth reaching every thirsty card and as many free places as a place has places
        within reach (or as there are free places, if fewer)."""
        memo = self.farm_memo
        value = 3 * WATER - 2 * self.values_memo.coin
        if memo.thirsty is None:
            memo.thirsty = self.thirsty_cards(g, seat)
        for _, weight in memo.thirsty:
            value += weight
        value += 0.05 * min(len(memo.free), self.places_in_reach)
        if g.table.round == g.options.rounds - 1:
            value -= 0.5
        return value

    def thirsty_cards(self, g: Any, seat: int) -> list[tuple[tuple[int, int], float]]:
        """The face-up cards with a Harvest water cost, in the order they were built: for each its
        place (a Tower within reach of it reaches it: build.distance counts the same both ways) and
        what such a Tower adds (more if the water near the card is short)."""
        out = []
        for p in g.farms[seat].locations:
            if p.open_area:
                continue
            thirst = g.location_of[p.card].harvest_cost[1]
            if thirst:
                out.append(((p.x, p.y), 0.6 if self.near(g, seat, (p.x, p.y)) < 2 * thirst else 0.15))
        return out




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
