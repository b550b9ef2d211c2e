"""Exact odds of a FARMED year, by counting every Weather line (the plain way).

A year's Weather line holds five normal Weather cards (section "Weather cards"; Events are
resolved and replaced, so they add no symbols). Here the five are any five of the 24 normal
cards, each set as likely as any other: C(24, 5) = 42,504 lines, all counted.

* :func:`survival` — the chance a Crop survives the year with a number of Youngs (each a
  symbol of the owner's choice) and the symbols the Improvements give;
* :func:`disasters` — the chance of 0, 1, 2 ... Natural Disasters in a year (one at the
  third and at every later card of one kind on the line).

These numbers are the design table in ``docs/farmed-deck.md`` (a test keeps the two equal).
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from functools import lru_cache
from itertools import combinations

from .cards import CROPS, SYMBOLS, WEATHER, Crop, Weather

LINE = 5


def _cards(weather: tuple[Weather, ...]) -> list[Weather]:
    return [w for w in weather if not w.event for _ in range(w.count)]


@lru_cache(maxsize=8)
def _lines(weather: tuple[Weather, ...] = WEATHER) -> tuple[tuple[tuple[int, int, int, int], tuple[int, int, int, int], int], ...]:
    """Every five-card line, reduced to (symbols per kind, cards per kind), with how many lines share them."""
    cards = _cards(weather)
    seen: Counter[tuple[tuple[int, ...], tuple[int, ...]]] = Counter()
    for line in combinations(range(len(cards)), LINE):
        sym = [0, 0, 0, 0]
        n = [0, 0, 0, 0]
        for i in line:
            k = SYMBOLS.index(cards[i].symbol)
            sym[k] += cards[i].symbols
            n[k] += 1
        seen[(tuple(sym), tuple(n))] += 1
    return tuple((s, n, c) for (s, n), c in seen.items())  # type: ignore[misc]


def survival(crop: Crop, youngs: int = 0, bonus: tuple[int, int, int, int] = (0, 0, 0, 0),
             weather: tuple[Weather, ...] = WEATHER) -> Fraction:
    """The exact chance ``crop`` survives a year with ``youngs`` Youngs on it and ``bonus`` symbols
    from Improvements (sun, water, heat, cold)."""
    total = good = 0
    for sym, _n, count in _lines(weather):
        total += count
        if crop.shortfall(sym, bonus) <= youngs:
            good += count
    return Fraction(good, total)


def disasters(weather: tuple[Weather, ...] = WEATHER) -> dict[int, Fraction]:
    """The exact chance of each number of Natural Disasters in a year's five-card line."""
    out: Counter[int] = Counter()
    total = 0
    for _sym, n, count in _lines(weather):
        out[sum(max(0, k - 2) for k in n)] += count
        total += count
    return {k: Fraction(v, total) for k, v in sorted(out.items())}


def design_table(crops: tuple[Crop, ...] = CROPS) -> list[dict[str, object]]:
    """Per Crop: its needs and the chance to survive a year with 0, 1 and 2 Youngs (in %)."""
    rows = []
    for c in crops:
        needs = ", ".join(f"{n} {s}" for s, n in zip(SYMBOLS, c.needs) if n)
        rows.append({"crop": c.name, "colour": c.colour, "cards": c.count, "needs": needs,
                     **{f"{y} Youngs": round(100 * float(survival(c, y)), 1) for y in (0, 1, 2)}})
    return rows
