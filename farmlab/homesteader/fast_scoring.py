"""Fast path: the penny procedure of :mod:`.rules.scoring` with per-card icon masks.

The plain reference is :func:`farmlab.homesteader.rules.scoring.pennies`, which reads like the rule
text (sets of icon names, a dict of face-up cards). This module computes the very same totals
for the scores noted after every turn, with the icons of each card packed once per deck into
small integers (one bit per icon of ``cards.ICONS``): "everything the eight neighbours give" is
an ``|`` of their output masks, and "all inputs met" is ``given & need == need``.
``tests/homesteader/test_fast_scoring.py`` checks it against the reference over many random
positions, with and without the zone rule. Nothing here decides a rule on its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from .cards import ICONS, Card
from .grid import neighbours, within_one, within_two

if TYPE_CHECKING:  # pragma: no cover
    from .game import Homesteader


class CardTables:
    """Per card number of a deal: the input mask, the output mask, the number of inputs, the zone,
    and whether it is the house (built once per deck, see :func:`tables`)."""

    __slots__ = ("cards", "need", "gives", "n_inputs", "zone", "house")

    def __init__(self, cards: Sequence[Card]) -> None:
        bit = {icon: 1 << i for i, icon in enumerate(ICONS)}
        self.cards = cards
        self.need = tuple(sum(bit[i] for i in c.inputs) for c in cards)
        self.gives = tuple(sum(bit[i] for i in c.outputs) for c in cards)
        self.n_inputs = tuple(len(c.inputs) for c in cards)
        self.zone = tuple(c.zone for c in cards)
        self.house = tuple(c.house for c in cards)


_TABLES: dict[int, CardTables] = {}


def tables(cards: Sequence[Card]) -> CardTables:
    """The tables of the deal ``cards`` (``game.card_of``), made once per deal object."""
    t = _TABLES.get(id(cards))
    if t is None or t.cards is not cards:
        t = _TABLES[id(cards)] = CardTables(cards)
    return t


def shown(g: "Homesteader") -> dict[tuple[int, int], int]:
    """The face-up cards on the table, by square (card numbers; ruling H20)."""
    return {s: p.card for s, p in g.table.grid.items() if p.face_up}


def given(cards: dict[tuple[int, int], int], gives: tuple[int, ...], square: tuple[int, int]) -> int:
    """The mask of everything the eight neighbours of ``square`` give."""
    out = 0
    for n in neighbours(square):
        c = cards.get(n)
        if c is not None:
            out |= gives[c]
    return out


def lowest_zone(cards: dict[tuple[int, int], int], zone: tuple[int, ...], square: tuple[int, int]) -> int:
    """The lowest zone among the eight neighbours of ``square`` (99 with none)."""
    low = 99
    for n in neighbours(square):
        c = cards.get(n)
        if c is not None and zone[c] < low:
            low = zone[c]
    return low


def pennies(g: "Homesteader") -> list[int]:
    """The same totals as :func:`farmlab.homesteader.rules.scoring.pennies` (without its events)."""
    t = tables(g.card_of)
    need, gives, zone, house = t.need, t.gives, t.zone, t.house
    grid = g.table.grid
    cards = shown(g)
    zones = g.zone_rule()
    # step 1: a penny on each card whose inputs are all met (and in its zone)
    first: dict[tuple[int, int], int] = {}
    for s, c in cards.items():
        if house[c]:
            continue
        want = need[c]
        if want and given(cards, gives, s) & want != want:
            continue
        if zones and lowest_zone(cards, zone, s) > zone[c]:
            continue
        first[s] = c
    # step 2: the cards without a penny leave (the houses stay); step 3: a penny per input met
    remaining = dict(first)
    for s, c in cards.items():
        if house[c]:
            remaining[s] = c
    totals = [0] * g.n
    for s, c in first.items():
        want = need[c]
        totals[grid[s].owner] += 1 + (given(remaining, gives, s) & want).bit_count() if want else 1
    return totals


class Tally:
    """The penny procedure kept from one call to the next, for the scores noted after every turn.

    A turn changes a few squares (a flip, a transplant, a swap, a card lost). Whether a card keeps
    its penny in step 1 depends only on its own square and its eight neighbours (so only the 3 x 3
    blocks around the changed squares are looked at again), and its pennies of step 3 only on the
    cards remaining around it after step 2 (so only the cards around a square whose remaining card
    changed are counted again). The totals by owner are kept too: a square's owner changes only with
    its card (a plant swap), and then its pennies are counted again.
    """

    __slots__ = ("tables", "zones", "cards", "first", "remaining", "points", "totals", "grid")

    def __init__(self) -> None:
        self.tables: CardTables | None = None
        self.zones: bool | None = None
        self.cards: dict[tuple[int, int], int] = {}      # the face-up cards at the last call
        self.first: dict[tuple[int, int], int] = {}      # step 1: the cards that keep their penny
        self.remaining: dict[tuple[int, int], int] = {}  # step 2: those and the houses
        self.points: dict[tuple[int, int], tuple[int, int]] = {}  # step 3: the owner and pennies of each
        self.totals: list[int] = []                      # the pennies by owner: the sums of ``points``
        self.grid: dict | None = None                    # the table followed (another: start again)

    def pennies(self, g: "Homesteader") -> list[int]:
        """The same totals as :func:`pennies`."""
        t = tables(g.card_of)
        need, gives, zone, house = t.need, t.gives, t.zone, t.house
        cards = shown(g)
        zones = bool(g.zone_rule())
        old = self.cards
        grid = g.table.grid
        if t is not self.tables or zones != self.zones or grid is not self.grid:
            self.tables, self.zones, self.grid = t, zones, grid
            self.first, self.remaining, self.points = {}, {}, {}
            self.totals = [0] * g.n
            old = {}
        changed = {s for s, _ in cards.items() ^ old.items()}  # a card came, went or is another
        self.cards = cards
        if changed:
            first, remaining, points, totals = self.first, self.remaining, self.points, self.totals
            if len(changed) == 1:
                (s,) = changed
                near = within_one(s)
            else:
                near = set()
                for s in changed:
                    near.update(within_one(s))
            moved = []  # the squares whose remaining card (after step 2) is another now
            for s in near:  # step 1 and step 2
                c = cards.get(s)
                keeps = c is not None and not house[c]
                if keeps:
                    want = need[c]
                    if want and given(cards, gives, s) & want != want:
                        keeps = False
                    elif zones and lowest_zone(cards, zone, s) > zone[c]:
                        keeps = False
                if keeps:
                    first[s] = c
                else:
                    first.pop(s, None)
                    if c is None or not house[c]:
                        c = None
                if remaining.get(s) != c:
                    moved.append(s)
                    if c is None:
                        del remaining[s]
                    else:
                        remaining[s] = c
            if len(moved) == 1:
                again = within_one(moved[0])
            else:
                again = set()
                for s in moved:
                    again.update(within_one(s))
            for s in again:  # step 3
                was = points.pop(s, None)
                if was is not None:
                    totals[was[0]] -= was[1]
                c = first.get(s)
                if c is not None:
                    want = need[c]
                    owner = grid[s].owner
                    n = 1 + (given(remaining, gives, s) & want).bit_count() if want else 1
                    points[s] = (owner, n)
                    totals[owner] += n
        return list(self.totals)
