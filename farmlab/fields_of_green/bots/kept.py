"""What the Fields of Green heuristic (:mod:`.heuristic`) keeps from decision to decision and
from game to game, and how it breaks ties.

What a decision works out is kept in two small objects while what it reads is the same: a
FarmMemo while the farm's cards and water are (the free places, the classes of place, ...), a
ValuesMemo while the round and the food are (the values of the cards, the food and water plans,
...); a new state is a new object.

A Location's value is kept for the game and shared by every bot of the class (kept_values): by
the card, what it reads of its place and what it reads of the farm (HeuristicBot.farm_reads,
what_it_reads), so most values are looked up rather than worked out; so are the best draws
(BEST_DRAWS). Equal values are broken by one random draw among them (best_index, one_of).
"""

from __future__ import annotations

from typing import Any

from ...core.actions import Action
from ..cards import Location
from ..state import SILO, TOWER


class FarmMemo:
    """What HeuristicBot works out of one state of a farm (where its cards lie, which are face
    down, the water on its Towers), kept while that state lasts."""

    __slots__ = ("farm", "state", "free", "towers", "water", "classes", "groups", "plain", "counting_classes",
                 "counted", "by_type", "thirsty", "types")

    def __init__(self, farm: Any, state: tuple[Any, ...], free: list[tuple[int, int]],
                 towers: dict[tuple[int, int], Any]) -> None:
        self.farm = farm
        self.state = state
        self.free = free  # build.free_places
        self.towers = towers  # build.towers_by_place
        self.water: dict[tuple[int, int], int] = {}  # the water within reach of a place (HeuristicBot.near)
        self.classes: dict[tuple[int, int], int] = {}  # the class of each free place (place_classes)
        self.groups: list[tuple[Any, ...]] | None = None  # the classes (place_classes)
        self.plain: tuple[int, int] | None = None  # the class with most water of those no neighbour counts
        self.counting_classes: list[int] = []  # the classes with per-adjacent neighbours
        self.counted: set[str] = set()  # the types those per-adjacent neighbours count (place_classes)
        self.by_type: dict[tuple[str, str | None], dict[Any, tuple[int, int]]] = {}  # kinds_of_place
        self.thirsty: list[tuple[tuple[int, int], float]] | None = None  # TowerValues.thirsty_cards
        self.types: dict[str, int] | None = None  # types_in_farm


class ValuesMemo:
    """What HeuristicBot works out of one state of a farm for a round and its food (the values
    of the cards, the food and water plans), kept while they are the same."""

    __slots__ = ("round", "food", "coin", "at_most", "by_card", "best_built", "values", "plan", "water_plan", "fed",
                 "watered", "worth_of_food")

    def __init__(self, round_: int, food: int, coin: float, at_most: tuple[Any, ...]) -> None:
        self.round = round_
        self.food = food
        self.coin = coin  # what a coin is worth this round (HeuristicBot.coin)
        self.at_most = at_most  # the most each card could be worth built this round (HeuristicBot.at_most)
        self.by_card: dict[str, list[float | None]] = {}  # class_values
        self.best_built: dict[str, float] = {}  # see card_value
        self.values: dict[tuple[Any, ...], float] = {}  # value
        self.plan: tuple[int, int] | None = None  # food_plan
        self.water_plan: tuple[int, int] | None = None  # water_plan_of
        self.fed: dict[tuple[int, int], int] = {}  # harvests_fed
        self.watered: dict[tuple[int, int], int] = {}  # harvests_watered
        self.worth_of_food: float | None = None  # food_worth


def kept_values(bot: Any, g: Any) -> tuple[dict[tuple[Any, ...], float], dict[str, tuple[Any, ...]]]:
    """The values of Locations worked out so far (HeuristicBot.value), by the card, what it reads
    of its place and of the farm (farm_reads), and what each card reads (what_it_reads): the same
    for every bot of this class and every game of this class with the same deck and number of
    rounds. The values are emptied when they grow many (a sweep of many games), which changes
    nothing but the time."""
    key = (type(bot), type(g), id(g.location_of), g.options.rounds)
    known = KEPT.get(key)
    if known is None or known[0] is not g.location_of:
        known = KEPT[key] = (g.location_of, {}, {})
    if len(known[1]) > MOSTKEPT:
        known[1].clear()
    return known[1], known[2]


def what_it_reads(loc: Location) -> tuple[bool, bool, str | None]:
    """What the value of ``loc`` reads of the farm (HeuristicBot.location_value): its food plan
    (a food cost, a Harvest food cost, food made), its water plan (a Harvest water cost; not when
    the water near it is short, see farm_reads) and the farm's cards of one type (a per-type
    ability counts them; one that lets Silos or Towers store more counts those)."""
    ability = loc.ability
    c, w, f = loc.harvest_cost if loc.timing == "harvest" else (0, 0, 0)
    counts = None
    if ability.effect == "per_type":
        counts = ability.of_type
    elif ability.effect == "store_more":
        counts = SILO if ability.gives == "food" else TOWER  # (place_type of a Silo, a Tower)
    return (bool(loc.food or f or ability.gives == "food"), bool(w), counts)


KEPT: dict[tuple[Any, ...], tuple[Any, dict[tuple[Any, ...], float], dict[str, tuple[Any, ...]]]] = {}


def card_facts(location_of: tuple[Location, ...]) -> tuple[tuple[Any, ...], ...]:
    """For every card of the deck (by its number), what HeuristicBot.card_value reads of it: the
    Location, its cost in coins and food, its type, the type its per-adjacent ability counts (None
    if it has none), whether it has a Harvest water cost, its water cost, and the water near a
    place short of which it is thirsty (its cost and its Harvest's water); made once per deck."""
    known = FACTS.get(id(location_of))
    if known is None or known[0] is not location_of:
        facts = []
        for loc in location_of:
            ability = loc.ability
            of_type = ability.of_type if ability.effect == "per_adjacent" else None
            thirsty = loc.timing == "harvest" and loc.harvest_cost[1] > 0
            facts.append((loc, loc.coins, loc.food, loc.type, of_type, thirsty, loc.water,
                          loc.harvest_cost[1] + loc.water))
        known = FACTS[id(location_of)] = (location_of, tuple(facts))
    return known[1]


FACTS: dict[int, tuple[Any, tuple[tuple[Any, ...], ...]]] = {}
MOSTKEPT = 50_000


def best_index(values: list[float], rng: Any) -> int:
    """The number of the highest value; of equal ones (to a millionth), one drawn at random."""
    return one_of(best_ones(values), rng)


def best_ones(values: list[float]) -> list[int]:
    """The numbers of the highest value and of those equal to it (to a millionth)."""
    best = max(values)
    return [i for i, v in enumerate(values) if v >= best - 1e-6]


def one_of(ties: list[int], rng: Any) -> int:
    """The only one, or one drawn at random."""
    return ties[0] if len(ties) == 1 else rng.choice(ties)  # type: ignore[no-any-return]


#: the best draws (their numbers in drafting.combinations' list) by that list, the farm's Towers,
#: its food and the round: what HeuristicBot.draw values
BEST_DRAWS: dict[tuple[int, int, int, int, int], tuple[list[Action], list[int]]] = {}


def harvests_paid(stock: int, net: int, cost: int, income: int, harvests: int) -> int:
    """How many of the next ``harvests`` Harvests in a row a cost of ``cost`` can be paid, from
    ``stock`` now, ``net`` more at each Harvest (what the other cards make less what they use) and
    the Upkeep's ``income`` before each later one; a card not paid becomes an Open Area for good."""
    paid = 0
    for _ in range(harvests):
        stock += net
        if stock < cost:
            break
        stock -= cost
        paid += 1
        stock += income  # the next round's Upkeep
    return paid


def best_of(acts: list[Action], values: list[float], rng: Any) -> Action:
    """The action of highest value; of equal ones (to a millionth), one drawn at random."""
    return acts[best_index(values, rng)]
