"""What the Fields of Green heuristic (:mod:`.heuristic`) knows of the cards and of its own farm,
kept so that a decision is a handful of lookups.

- :func:`card_table`: for every card of the deck (by its number) and every round, what the card
  is worth in VP, in parts: its printed VP, its costs, what its ability gives once or at each
  Harvest, and what it gives per card it counts (made once per deck and number of rounds);
- :class:`FarmPlan`: one player's farm as the bot reads it, brought up to date only where a new
  card lands: the face-up cards of each type next to every place (for per-adjacent abilities),
  the per-adjacent cards next to every place (whose ability a new card would feed), the cards of
  each type in the farm, and the running counters of the water and food plan (what the face-up
  cards drink and the food they make less what they eat at each Harvest); and what a card turn
  weighs besides the card, kept for the turn (the market visit, a Water Tower's worth, the water
  within reach of each free place, read once a round);
- :func:`harvests_paid`: how many Harvests in a row a cost can be paid from a stock with the
  Upkeep's income, in closed form.
"""

from __future__ import annotations

from itertools import islice
from typing import Any

from ..cards import TYPES
from ..rules import build, harvest
from ..rules.game_end import COINS_PER_VP
from ..state import LOCATION, SILO, TOWER

#: the types a card can count, by number: the four main piles, then Water Towers and Silos
KINDS = (*TYPES, TOWER, SILO)
INDEX = {kind: i for i, kind in enumerate(KINDS)}
WATER = 0.5  # what a water is worth, in VP
FOOD = 0.6   # what a food is worth at least, in VP (more when the farm will go short of it)
EQUIPMENT = 1.6  # an Equipment drawn
# what an ability counts (the ``count`` of a card's row)
NONE, ADJACENT, PER_TYPE, STORE = 0, 1, 2, 3


def coin(left: int) -> float:
    """A coin is worth a third of a VP at the end and more early, when it still builds cards."""
    return 1 / COINS_PER_VP + 0.12 * left


#: what a coin is worth, by the Harvests left (of a game of at most 4 rounds; coin() for more)
COIN = tuple(coin(left) for left in range(5))


def gain_value(gives: str, amount: float, left: int) -> float:
    """What ``amount`` of ``gives`` is worth, in VP, with ``left`` Harvests to come."""
    if gives == "coins":
        return amount * coin(left)
    if gives == "water":
        return amount * WATER
    if gives == "food":  # at least what half a Market visit sells it for
        return amount * max(FOOD, coin(left))
    if gives == "equipment":
        return EQUIPMENT
    return amount  # VP


def card_row(loc: Any, number: int, left: int) -> tuple[Any, ...]:
    """One card's row of :func:`card_table` with ``left`` Harvests to come:
    ``(coins, food, water, type, harvest, count, of_type, vp, cost, fixed, unit, harvest_cost,
    water_at_harvest, food_at_harvest, gives_food, bound, bound_per_counted, number, priority,
    amount, tight)``: its build cost (coins, food, water); its
    type's number; whether it has a Harvest ability; what its ability counts (NONE, ADJACENT,
    PER_TYPE, STORE) and the type's number; its VP and its cost in VP (coins and water; the
    food is valued at the decision); what the ability is worth counting nothing (``fixed``) and
    per card counted (``unit``), once or at each Harvest; the Harvest cost in VP and in water and
    food; whether it gives food; and at least the most it can be worth built (``bound``, plus
    ``bound_per_counted`` for each card of the type a per-type ability counts, or the Silos or
    Towers that store more), which spares working out the value of a card that cannot beat the
    market; the card's ``number`` among the distinct cards (its copies share it); its ``priority``
    at the Harvest (VP and what it gives, food spent first); its ability's amount; and ``tight``,
    the bound with a per-type ability counting just what the heuristic's value counts (the farm's
    cards of the type, itself if it is of that type, and one more hoped for) rather than two more:
    still at least the value, it is what decides whether a card is valued at all (``bound`` stays
    what the selection's fallback ranks the cards by)."""
    a = loc.ability
    c = coin(left)
    count, of_type = NONE, -1
    if a.effect == "per_adjacent":
        count, of_type = ADJACENT, INDEX[a.of_type]
    elif a.effect == "per_type":
        count, of_type = PER_TYPE, INDEX[a.of_type]
    elif a.effect == "store_more":
        count, of_type = STORE, INDEX[SILO if a.gives == "food" else TOWER]
    if loc.timing == "game_end":
        each = float(a.amount)
    elif a.effect == "store_more":
        each = 0.6 * a.amount
    else:
        each = gain_value(a.gives, a.amount, left)
    fixed, unit = (each, 0.0) if count == NONE else (0.0, each)
    hc, hw, hf = loc.harvest_cost if loc.timing == "harvest" else (0, 0, 0)
    harvests = loc.timing == "harvest"
    cost = loc.coins * c + loc.water * WATER
    h_cost = hc * c + hw * WATER + hf * FOOD
    # the bound: the most the heuristic's value can give the card, counting as many cards as it
    # could (next to it: the farm's cards of the type, at most 4, and hope for more; per type: the
    # farm's, itself and hope), its food at the least: ``bound`` plus ``per_counted`` for each
    # card of the type in the farm (at most 4 next to it)
    most = {NONE: 0.0, ADJACENT: 0.5, PER_TYPE: 2.0, STORE: 0.0}[count]
    hoped = 1.0 + (INDEX[loc.type] == of_type) if count == PER_TYPE else most  # (what the value counts)

    def bound_of(hope: float) -> float:
        gain = fixed + unit * hope
        if harvests:
            most = loc.vp + max(0.2, gain - h_cost) * left + (0.8 * gain if a.gives == "food" and gain > 0 else 0.0)
        else:
            most = loc.vp + gain
        return most - (cost + loc.food * FOOD)

    bound, tight = bound_of(most), bound_of(hoped) + 1e-9  # (a hair above, against rounding)
    per_counted = unit
    if harvests:
        per_counted = unit * left + (0.8 * unit if a.gives == "food" else 0.0)
    if count == NONE:
        per_counted = 0.0
    # the Harvest's order: its VP and what it gives first, food spent before food is made
    priority = loc.vp + 1.0 + fixed + 0.3 * hf
    return (loc.coins, loc.food, loc.water, INDEX[loc.type], harvests, count, of_type, float(loc.vp), cost, fixed,
            unit, h_cost, hw, hf, a.gives == "food", bound, per_counted, number, priority, a.amount, tight)


def card_table(location_of: tuple[Any, ...], rounds: int) -> tuple[tuple[tuple[Any, ...], ...], ...]:
    """For every round (by its number), every card's row (:func:`card_row`); made once per deck
    and number of rounds."""
    key = (id(location_of), rounds)
    known = _TABLES.get(key)
    if known is None or known[0] is not location_of:
        number = {id(loc): i for i, loc in enumerate(dict.fromkeys(location_of, None))}
        rows = tuple(tuple(card_row(loc, number[id(loc)], rounds - r) for loc in location_of) for r in range(rounds))
        known = _TABLES[key] = (location_of, rows)
    return known[1]


_TABLES: dict[tuple[int, int], tuple[Any, Any]] = {}


def card_bounds(location_of: tuple[Any, ...], rounds: int) -> tuple[tuple[float, ...], ...]:
    """For every round and card, its row's bound, counting up to MOST_COUNTED cards of the type
    a per-type ability counts (4 next to it for a per-adjacent one): what a selection reads of
    every card at once."""
    key = (id(location_of), rounds)
    known = _BOUNDS.get(key)
    if known is None or known[0] is not location_of:
        bounds = tuple(tuple(row[15] + row[16] * (4 if row[5] == ADJACENT else MOST_COUNTED) for row in rows)
                       for rows in card_table(location_of, rounds))
        known = _BOUNDS[key] = (location_of, bounds)
    return known[1]


_BOUNDS: dict[tuple[int, int], tuple[Any, Any]] = {}
MOST_COUNTED = 12


def bound(row: tuple[Any, ...], counts: list[int]) -> float:
    """A card's bound (its row's) for the farm's cards of each type (``counts``)."""
    if not row[16]:
        return row[15]  # type: ignore[no-any-return]
    n = counts[row[6]]
    if n > 4 and row[5] == ADJACENT:
        n = 4
    return row[15] + row[16] * n  # type: ignore[no-any-return]


def tight_bound(row: tuple[Any, ...], counts: list[int]) -> float:
    """A card's tight bound (its row's ``tight``) for the farm's cards of each type (``counts``):
    at least what the heuristic values it at."""
    n = counts[row[6]]
    if n > 4 and row[5] == ADJACENT:
        n = 4
    return row[20] + row[16] * n  # type: ignore[no-any-return]


def harvests_paid(stock: int, net: int, cost: int, income: int, harvests: int) -> int:
    """How many of the next ``harvests`` Harvests in a row a cost of ``cost`` can be paid, from
    ``stock`` now, ``net`` more at each Harvest (what the other cards make less what they use)
    and the Upkeep's ``income`` before each later one; a card not paid becomes an Open Area for
    good. In closed form: the ``i``-th Harvest is paid if ``stock + i * net + (i - 1) * income``
    covers ``i`` costs, which is linear in ``i``."""
    if stock + net < cost:
        return 0
    decline = cost - net - income  # what the stock loses from one Harvest to the next
    if decline <= 0:
        return harvests
    paid = (stock - income) // decline
    return harvests if paid >= harvests else paid


class FarmPlan:
    """One farm as the bot reads it (see the module's docstring), brought up to date by
    :meth:`update` when cards were built (only where they landed) or turned face down (anew)."""

    __slots__ = ("farm", "cards", "open", "near", "feeds", "counts", "thirst", "food_net", "thirsty",
                 "most_next", "fed", "turn_round", "turn_food", "visit_v", "visit", "quiet", "tower_v", "short",
                 "water_round", "water", "most", "total")

    def __init__(self, farm: Any) -> None:
        self.farm = farm
        self.cards = 0         # the farm's cards read so far (a farm only grows)
        self.open = -1         # its Open Areas when read
        self.near: dict[tuple[int, int], list[int]] = {}   # face-up cards of each type next to a place
        self.feeds: dict[tuple[int, int], list[int]] = {}  # the per-adjacent cards next to a place
        self.counts = [0] * len(KINDS)  # face-up cards of each type in the farm
        self.thirst = 0        # the water the face-up cards drink at each Harvest
        self.food_net = 0      # the food they make less what they eat at each Harvest
        self.thirsty: list[tuple[tuple[int, int], int]] = []  # (place, water at each Harvest)
        self.most_next = [-1] * len(KINDS)  # the most cards of each type next to a free place (-1: not read yet)
        self.fed = [False] * len(KINDS)  # the types some face-up per-adjacent card counts
        # what a card turn weighs, worked out for a round and the food stored (the heuristic's
        # ``new_turn``; -1: not yet, or the farm's cards changed since): the market visit and
        # what it is worth, whether nothing but the card built could beat it, a Water Tower's
        # value and the thirsty cards short of water it would reach
        self.turn_round = self.turn_food = -1
        self.visit_v = self.tower_v = 0.0
        self.visit: Any = None
        self.quiet = False
        self.short: list[tuple[int, int]] = []
        # the water within reach of each free place (in build.free_places' order), the most and
        # the water on all the Towers, read once a round (:meth:`read_water`; -1: not yet, or
        # the farm's cards changed since: in the Action phase the water changes only with them)
        self.water_round = -1
        self.water: list[int] = []
        self.most = self.total = 0

    def update(self, g: Any, seat: int, facts: tuple[tuple[Any, ...], ...]) -> None:
        """Read the cards built since (a farm only grows); anew when a card was turned face down.
        The water and food plan reads the Harvest costs as they are (an Equipment placed on a
        card later, at a Harvest, is read with the next card built)."""
        farm = self.farm
        grid = farm.grid
        if self.open != farm.open_areas:
            self.open = farm.open_areas
            self.cards = 0
            self.near = {}
            self.feeds = {}
            self.counts = [0] * len(KINDS)
            self.fed = [False] * len(KINDS)
        near, feeds, counts = self.near, self.feeds, self.counts
        for p in islice(grid.values(), self.cards, None):
            if p.kind != LOCATION:
                t = INDEX[p.kind]
            elif p.open_area:
                continue  # an Open Area has no type (G9)
            else:
                row = facts[p.card]
                t = row[3]
                if row[5] == ADJACENT:
                    self.fed[row[6]] = True
                    for cell in build.neighbours(p.x, p.y):
                        feeds.setdefault(cell, []).append(p.card)
            counts[t] += 1
            for cell in build.neighbours(p.x, p.y):
                n = near.get(cell)
                if n is None:
                    n = near[cell] = [0] * len(KINDS)
                n[t] += 1
        self.cards = len(grid)
        self.most_next = [-1] * len(KINDS)
        # the water and food plan: what the face-up Harvest cards drink, make and eat
        thirst = food_net = 0
        thirsty = []
        location_of = g.location_of
        for p in farm.locations:
            if p.open_area or not facts[p.card][4]:
                continue
            _, w, f = harvest.cost(g, p)
            thirst += w
            food_net -= f
            if w:
                thirsty.append(((p.x, p.y), w))
            if facts[p.card][14]:
                food_net += build.count(g, seat, p, location_of[p.card].ability)
        self.thirst, self.food_net, self.thirsty = thirst, food_net, thirsty
        self.turn_round = self.water_round = -1

    def next_to(self, of_type: int) -> int:
        """The most face-up cards of a type next to a free place (read once per card built)."""
        most = self.most_next[of_type]
        if most < 0:
            near = self.near.get
            most = 0
            for place in build.free_places(self.farm):
                n = near(place)
                if n is not None and n[of_type] > most:
                    most = n[of_type]
            self.most_next[of_type] = most
        return most

    def read_water(self, g: Any, rnd: int) -> None:
        """The water within reach of each free place, the most, and the water on all the Towers,
        for the round ``rnd`` (see ``water_round``)."""
        farm = self.farm
        towers = build.towers_by_place(farm, g.water_reach()).get
        out = []
        most = 0
        for place in build.free_places(farm):
            n = 0
            for t in towers(place, ()):
                n += t.water
            out.append(n)
            if n > most:
                most = n
        self.water, self.most, self.total, self.water_round = out, most, farm.water, rnd
