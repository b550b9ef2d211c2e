"""What the heuristic Fields of Green farmer plans over the rounds left (a part of
:class:`.heuristic.HeuristicBot`): the food and water its farm has and its cards make or need at
each Harvest, how many Harvests in a row a card could be paid for, what a food spent now is worth,
and the most a card could be worth built this round (the bound that lets the bot skip the cards
no better than the Market, shared by every bot and game)."""

from __future__ import annotations

from typing import Any

from ..cards import Location
from ..rules import build, harvest
from ..state import SILO, TOWER
from .kept import harvests_paid
from .water_choices import WATER

FOOD = 0.6  # what a food is worth at least, in VP (see food_worth)
AT_MOST = "at most"  # the key of the cards' bounds among the kept values (see at_most)
MOST_COUNTED = 30  # the counts of cards a bound is kept for (see at_most)
INF = float("inf")


class Plans:
    """The food and water plans and the bound (it reads the bot's memos of the decision, its kept
    values, and HeuristicBot's ``coin``, ``gain_value`` and ``near``)."""

    values_memo: Any  # kept.ValuesMemo: the plans worked out for this decision
    kept: dict[Any, Any]  # the values kept for the game, shared by every bot (kept.kept_values)

    def food_plan(self, g: Any, seat: int) -> tuple[int, int]:
        """``seat``'s food now and the food its face-up cards make at each Harvest, net of what
        they eat (negative: they eat more than they make). Worked out once per decision."""
        memo = self.values_memo
        plan = memo.plan
        if plan is None:
            farm = g.farms[seat]
            net = 0
            for p in farm.locations:
                if p.open_area:
                    continue
                loc = g.location_of[p.card]
                if loc.timing != "harvest":
                    continue
                c, w, f = harvest.cost(g, p)
                if loc.ability.gives == "food":
                    if w and self.near(g, seat, (p.x, p.y)) < w:
                        continue
                    net += build.count(g, seat, p, loc.ability) - f
                else:
                    net -= f
            plan = memo.plan = (farm.food, net)
        return plan

    def harvests_watered(self, g: Any, seat: int, spent: int, drinks: int) -> int:
        """How many of the Harvests left in a row a card drinking ``drinks`` water could be paid
        for, after ``spent`` water now, from the water of all the farm's Towers after its other
        thirsty cards drank (reach aside). Once per decision for each ``spent`` and ``drinks``."""
        watered = self.values_memo.watered
        known = watered.get((spent, drinks))
        if known is not None:
            return known
        water, thirst = self.water_plan_of(g, seat)
        known = watered[(spent, drinks)] = harvests_paid(water - spent, -thirst, drinks, g.income()[1],
                                                               g.options.rounds - g.table.round)
        return known

    def water_plan_of(self, g: Any, seat: int) -> tuple[int, int]:
        """The water on ``seat``'s Towers and what its face-up cards drink at each Harvest, once
        per decision."""
        memo = self.values_memo
        if memo.water_plan is None:
            farm = g.farms[seat]
            thirst = 0
            for p in farm.locations:
                if not p.open_area and g.location_of[p.card].timing == "harvest":
                    thirst += harvest.cost(g, p)[1]
            memo.water_plan = (farm.water, thirst)
        return memo.water_plan

    def harvests_fed(self, g: Any, seat: int, spent: int, eats: int) -> int:
        """How many of the Harvests left in a row a card eating ``eats`` food could be paid for,
        after ``spent`` food now and the farm's other cards fed (food_plan). Once per decision for
        each ``spent`` and ``eats``."""
        fed = self.values_memo.fed
        known = fed.get((spent, eats))
        if known is None:
            food, net = self.food_plan(g, seat)
            known = fed[(spent, eats)] = harvests_paid(food - spent, net, eats, g.income()[0],
                                                            g.options.rounds - g.table.round)
        return known

    def food_worth(self, g: Any, seat: int) -> float:
        """What a food spent now is worth: about half a VP, but more when the farm's cards will be
        short of food at the Harvests (each food short is a card turned into an Open Area). Once
        per decision."""
        memo = self.values_memo
        worth = memo.worth_of_food
        if worth is None:
            fed = self.harvests_fed(g, seat, 1, 0)
            worth = memo.worth_of_food = FOOD if fed == g.options.rounds - g.table.round else 1.6
        return worth

    def at_most(self, g: Any) -> tuple[tuple[str | None, tuple[float, ...]], ...]:
        """For every card of the deck (by its number), at least the most location_value can give
        for it at any free place this round: its Harvest paid at every Harvest left, its cost at
        the least (a food at FOOD), and its ability counting as many cards as it could. An ability
        that counts cards has a bound for each count of the farm's cards of the type it counts
        (``(type, bounds)``: a per-adjacent one at most 4 of them, a per-type one or one that lets
        Silos or Towers store more all; past the last count, no bound); another has one
        (``(None, (bound,))``). The same for every bot and game (kept with the values, once per
        round); a test checks that no value is above it."""
        key = (AT_MOST, g.table.round)
        bounds = self.kept.get(key)
        if bounds is None:
            out = []
            for loc in g.location_of:
                ability = loc.ability
                if ability.effect == "per_adjacent":
                    out.append((ability.of_type, tuple(self.bound(g, loc, n) for n in range(5))))
                elif ability.effect == "per_type":
                    out.append((ability.of_type, (*(self.bound(g, loc, n) for n in range(MOST_COUNTED)), INF)))
                elif ability.effect == "store_more":
                    out.append((SILO if ability.gives == "food" else TOWER,
                                (*(self.bound(g, loc, n) for n in range(MOST_COUNTED)), INF)))
                else:
                    out.append((None, (self.bound(g, loc, 0),)))
            bounds = self.kept[key] = tuple(out)
        return bounds  # type: ignore[no-any-return]

    def bound(self, g: Any, loc: Location, n: int) -> float:
        """The most location_value can give for ``loc`` (see at_most) with ``n`` cards of the type
        its ability counts in the farm (next to it, for a per-adjacent ability)."""
        left = g.options.rounds - g.table.round
        coin = self.coin(g)
        ability = loc.ability
        amount = float(ability.amount)
        if ability.effect == "per_adjacent":
            amount *= n + 0.5  # (see effect_amount)
        elif ability.effect == "per_type":
            amount *= n + (1 if loc.type == ability.of_type else 0) + 1
        bound = float(loc.vp)
        if loc.timing == "immediate":
            if ability.effect == "store_more":
                bound += 0.6 * ability.amount * n
            else:
                bound += self.gain_value(g, ability.gives, amount)
        elif loc.timing == "game_end":
            bound += amount
        else:
            c, w, f = loc.harvest_cost
            gain = self.gain_value(g, ability.gives, amount)
            bound += max(0.2, gain - c * coin - w * WATER - f * FOOD) * left
            if not f and ability.gives == "food" and gain > 0:
                bound += gain * 0.8
        return bound - (loc.coins * coin + loc.water * WATER + loc.food * FOOD)
