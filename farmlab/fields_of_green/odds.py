"""Fields of Green: exact figures from the card data (for the deck design doc and the lesson).

* :func:`pile_table` — per pile, the mean of what a card costs and gives;
* :func:`chance_of_at_least` — the chance that ``draws`` cards from a pile bring at least
  ``want`` cards of a kind (drawing without replacement: the hypergeometric count), beside
  :func:`simulated_chance`, which shuffles the pile and counts (the lesson shows both).
"""

from __future__ import annotations

import random
from fractions import Fraction
from math import comb

from .cards import LOCATIONS, TYPE_NAMES, TYPES, Location


def pile(kind: str) -> list[Location]:
    """The 33 cards of one pile, copies included."""
    return [c for c in LOCATIONS if c.type == kind for _ in range(c.count)]


def pile_table() -> list[dict[str, object]]:
    """Per pile: mean coins, share needing water to build, share needing food, mean printed VP,
    and how many of its cards have a Harvest, Immediate or Game End ability."""
    rows = []
    for kind in TYPES:
        cards = pile(kind)
        n = len(cards)
        rows.append({"pile": TYPE_NAMES[kind], "cards": n,
                     "mean_coins": round(sum(c.coins for c in cards) / n, 2),
                     "need_water": sum(1 for c in cards if c.water),
                     "need_food": sum(1 for c in cards if c.food),
                     "harvest_water": sum(1 for c in cards if c.harvest_cost[1]),
                     "mean_vp": round(sum(c.vp for c in cards) / n, 2),
                     "immediate": sum(1 for c in cards if c.timing == "immediate"),
                     "harvest": sum(1 for c in cards if c.timing == "harvest"),
                     "game_end": sum(1 for c in cards if c.timing == "game_end")})
    return rows


def chance_of_at_least(size: int, good: int, draws: int, want: int) -> Fraction:
    """Exact chance that ``draws`` cards from a shuffled pile of ``size`` with ``good`` cards of a
    kind bring at least ``want`` of them."""
    total = comb(size, draws)
    hits = sum(comb(good, k) * comb(size - good, draws - k) for k in range(want, min(good, draws) + 1))
    return Fraction(hits, total)


def simulated_chance(size: int, good: int, draws: int, want: int, trials: int = 10_000, seed: int = 0) -> float:
    """The same chance counted over ``trials`` shuffles."""
    rng = random.Random(seed)
    cards = [1] * good + [0] * (size - good)
    hits = 0
    for _ in range(trials):
        rng.shuffle(cards)
        hits += sum(cards[:draws]) >= want
    return hits / trials


def design_table() -> str:
    """The Markdown table of :func:`pile_table` (kept equal to the deck doc by a test)."""
    head = ("| Pile | Cards | Mean coins | Need water | Need food | Water at Harvest | Mean VP | Immediate | "
            "Harvest | Game End |")
    lines = [head, "|" + "---|" * 10]
    for r in pile_table():
        lines.append(f"| {r['pile']} | {r['cards']} | {r['mean_coins']} | {r['need_water']} | {r['need_food']} | "
                     f"{r['harvest_water']} | {r['mean_vp']} | {r['immediate']} | {r['harvest']} | {r['game_end']} |")
    return "\n".join(lines)
