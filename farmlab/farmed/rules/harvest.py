"""Sections "Harvest" and "Nutrition": a Crop survives when the Weather line shows at least the
symbols it needs, each Young under it (and a Woman on her Youngs side, worth 2) making up one
missing symbol of the owner's choice; the others are discarded with their Youngs. Each
surviving Crop scores 1 point, and each colour among them 1 more (2 with the Woman on her
Nutrition side under a surviving Crop).

With the Team rules a School under a Crop counts as 2 Youngs, and a Nursery under a surviving
Crop (the player's or the teammate's) as a second Woman on her Nutrition side: 3 points a colour
with the Woman there too (see :mod:`.teams` and :mod:`.special_improvements`).

Ruling F10: the Youngs are given the symbols that save the Crop when any choice does (the
engine chooses for the player: a Crop survives exactly when its Youngs number at least the
symbols it lacks).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cards import NO_BONUS, SYMBOLS
from ..state import NUTRITION_SIDE, YOUNGS_SIDE, Planted
from .sections import SCORED, SURVIVED, WITHERED
from . import improvements, teams
from .weather import discard_crop

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Farmed


def line_symbols(g: Farmed) -> tuple[int, int, int, int]:
    """The symbols of each kind on the Weather line (Events show none)."""
    out = [0, 0, 0, 0]
    for c in g.table.line:
        w = g.weather_of[c]
        if not w.event:
            out[SYMBOLS.index(w.symbol)] += w.symbols
    return (out[0], out[1], out[2], out[3])


class Shortfalls:
    """Each Crop card's shortfall (the symbols it misses, :meth:`~farmlab.farmed.cards.Crop.shortfall`)
    with a Weather line's symbols and a player's Improvement symbols, by card number (0 for an
    Improvement), from tables made once per deck: a Crop misses, of each symbol, what it needs
    beyond those shown, so each kind's shortfall is the sum of four parts, each read from a table
    of what every kind misses of that symbol per count shown. A line's table is kept: a year's
    line takes only a few hundred values and the same deck is played game after game."""

    def __init__(self, crop_of: tuple[Any, ...]) -> None:
        kinds: list[Any] = []
        for c in crop_of:
            if c.is_crop and c not in kinds:
                kinds.append(c)
        #: each card's kind, a number (the Improvements: the last number, a kind that misses nothing)
        self.kind_of = tuple(kinds.index(c) if c.is_crop else len(kinds) for c in crop_of)
        #: misses[i][v]: what each kind misses of symbol i when v are shown (v up to the most needed)
        self.most = max(max(k.needs) for k in kinds)
        self.misses = [[tuple(k.needs[i] - v if k.needs[i] > v else 0 for k in kinds) + (0,)
                        for v in range(self.most + 1)] for i in range(4)]
        self.tables: dict[tuple[tuple[int, ...], tuple[int, ...]], tuple[int, ...]] = {}

    def __call__(self, weather: tuple[int, int, int, int], bonus: tuple[int, ...] = NO_BONUS) -> tuple[int, ...]:
        key = (weather, bonus)
        known = self.tables.get(key)
        if known is None:
            if len(self.tables) > 100_000:  # a long sweep: start afresh rather than grow without end
                self.tables.clear()
            most, misses = self.most, self.misses
            shown = [min(w + b, most) for w, b in zip(weather, bonus)]
            per_kind = [a + b + c + d for a, b, c, d in zip(misses[0][shown[0]], misses[1][shown[1]],
                                                             misses[2][shown[2]], misses[3][shown[3]])]
            known = self.tables[key] = tuple(map(per_kind.__getitem__, self.kind_of))
        return known


def helpers(p: Planted) -> int:
    """Youngs under a Crop, the Woman on her Youngs side and a School counting 2 each."""
    return len(p.youngs) + (2 if p.woman == YOUNGS_SIDE else 0) + (2 if p.school >= 0 else 0)


def survives(g: Farmed, p: Planted, weather: tuple[int, int, int, int],
             bonus: tuple[int, int, int, int] = (0, 0, 0, 0)) -> bool:
    """F10: the Crop survives when its helpers make up every missing symbol (``bonus``: the
    symbols its owner's Improvements give)."""
    return g.shortfalls(weather, bonus)[p.card] <= helpers(p)


def nursery_seats(g: Farmed, weather: tuple[int, int, int, int]) -> set[int]:
    """The seats whose Nursery lies under a Crop that survives (F24)."""
    return {s for s, farm in enumerate(g.farms) for p in farm.crops
            if p.nursery >= 0 and survives(g, p, weather, improvements.bonus(g, s))}


def harvest(g: Farmed) -> None:
    weather = line_symbols(g)
    nursery = nursery_seats(g, weather) if g.team else set()
    # each Crop card's shortfall (a table per deck and line); the Basic game has no Improvements,
    # so one table for every player
    shortfall = g.shortfalls(weather, NO_BONUS)
    for s, farm in enumerate(g.farms):
        kept = []
        colours_kept = set()  # the colours among the surviving Crops
        if g.advanced:
            shortfall = g.shortfalls(weather, improvements.bonus(g, s))
        for p in farm.crops:
            short, helping = shortfall[p.card], helpers(p)
            if short <= helping:  # it survives (F10)
                kept.append(p)
                colours_kept.add(g.crop_of[p.card].colour)
                g.emit((SURVIVED, s, p.card, helping))
            else:
                g.emit((WITHERED, s, p.card, short, helping))
                discard_crop(g, p)
                farm.lost_to_weather += 1
        farm.crops = kept
        if g.team:
            teams.score(g, s, kept, nursery)
            continue
        crops, colours = len(kept), len(colours_kept)
        bonus = 0
        for p in kept:
            if p.woman == NUTRITION_SIDE:  # the Woman on her Nutrition side under a surviving Crop
                bonus = colours
        points = crops + colours + bonus
        farm.score += points
        farm.harvested += crops
        g.emit((SCORED, s, crops, colours, bonus, points, farm.score))
