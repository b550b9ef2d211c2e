"""What the Fields of Green heuristic (:mod:`.heuristic`) keeps from decision to decision and
from game to game, and how it breaks ties.

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
