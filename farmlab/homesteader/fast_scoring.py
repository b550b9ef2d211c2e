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

from typing import TYPE_CHECKING, Any, Iterable, Sequence

from .cards import ICONS, Card
from .grid import AROUND, Geometry, neighbours, point
from .rules.sections import ENDED, SCORED, UNSCORED

if TYPE_CHECKING:  # pragma: no cover
    from .game import Homesteader


#: each icon's bit in the masks
BIT: dict[str, int] = {icon: 1 << i for i, icon in enumerate(ICONS)}


class CardTables:
    """Per card number of a deal: the input mask, the output mask, the number of inputs, the zone,
    and whether it is the house (built once per deck, see :func:`tables`)."""

    __slots__ = ("cards", "need", "gives", "n_inputs", "zone", "house")

    def __init__(self, cards: Sequence[Card]) -> None:
        self.cards = cards
        self.need = tuple(sum(BIT[i] for i in c.inputs) for c in cards)
        self.gives = tuple(sum(BIT[i] for i in c.outputs) for c in cards)
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


def given(cards: dict[Any, int], gives: tuple[int, ...], near: Iterable[Any]) -> int:
    """The mask of everything the cards on the squares ``near`` (a square's eight neighbours:
    ``neighbours(square)``, or ``NEAR[i]`` for the tally's numbered squares) give."""
    out = 0
    for n in near:
        c = cards.get(n)
        if c is not None:
            out |= gives[c]
    return out


def lowest_zone(cards: dict[Any, int], zone: tuple[int, ...], near: Iterable[Any]) -> int:
    """The lowest zone among the cards on the squares ``near`` (a square's eight neighbours; 99 with none)."""
    low = 99
    for n in near:
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
        if want and given(cards, gives, neighbours(s)) & want != want:
            continue
        if zones and lowest_zone(cards, zone, neighbours(s)) > zone[c]:
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
        totals[grid[s].owner] += 1 + (given(remaining, gives, neighbours(s)) & want).bit_count() if want else 1
    return totals


# The tally's own dicts are keyed by squares as small ints (``(x + 515) * 1031 + y + 515``, in the same
# order as the squares): an int's hash costs next to nothing, a tuple's is worked out at every lookup.
# (An int is its own hash and a dict looks at its low bits: with an odd prime for the row length, the
# squares of a row or a column do not all land in the same slot.) The squares the moves name and the
# owners read from the table are turned into ints and back at the tally's edge.
_SIDE = 1031
_AROUND_I = tuple(dx * _SIDE + dy for dx, dy in AROUND)


def _index(square: tuple[int, int]) -> int:
    x, y = square
    if abs(x) >= _SIDE // 2 or abs(y) >= _SIDE // 2:  # a table of 60 cards spans fewer than 120 squares
        raise ValueError(f"square {square} lies beyond the score tally's numbering (±{_SIDE // 2 - 1})")
    i = (x + _SIDE // 2) * _SIDE + y + _SIDE // 2
    SQUARE[i] = point(square)
    return i


#: ``INDEX[square]``: the square as an int (a table filled on first use); ``SQUARE[i]``: back again
INDEX: dict[tuple[int, int], int] = Geometry(_index, of_points=False)
SQUARE: dict[int, tuple[int, int]] = {}
#: ``NEAR[i]``: the eight neighbours of the square ``i`` (as ints, clockwise from the top, as grid.neighbours)
NEAR: dict[int, tuple[int, ...]] = Geometry(lambda i: tuple(i + d for d in _AROUND_I), of_points=False)
#: ``BLOCK[i]``: the square ``i`` and its eight neighbours (as ints, as grid.within_one)
BLOCK: dict[int, tuple[int, ...]] = Geometry(lambda i: (i,) + NEAR[i], of_points=False)


class Tally:
    """The penny procedure kept from one call to the next, for the scores noted after every turn.

    A turn changes a few squares (a flip, a transplant, a swap, a card lost). Whether a card keeps
    its penny in step 1 depends only on its own square and its eight neighbours (so only the 3 x 3
    blocks around the changed squares are looked at again; there, a card keeping its penny is
    looked at only if a card giving what it needs went, or any card went with the zone rule, and a
    card without one only if a card came), and its pennies of step 3 only on the
    cards remaining around it after step 2 (so only that square and the cards around it that need
    what its remaining card gave or gives are counted again). The totals by owner are kept too: a
    square's owner changes only with its card (a plant swap), and then its pennies are counted again.

    The changed squares are found by comparing the face-up cards with those of the last call; or,
    with ``noted=True`` (the game's own tally), from the squares the moves name (:meth:`note`, called
    through ``Homesteader.cards_changed``), without listing the face-up cards each turn. Nothing of
    this is saved: a loaded or copied game starts a new tally, which lists the table once.
    """

    __slots__ = ("tables", "zones", "cards", "first", "remaining", "points", "totals", "grid", "noted")

    def __init__(self, noted: bool = False) -> None:
        self.tables: CardTables | None = None
        self.zones: bool | None = None
        # keyed by the squares as ints (INDEX)
        self.cards: dict[int, int] = {}                  # the face-up cards at the last call
        self.first: dict[int, int] = {}                  # step 1: the cards that keep their penny
        self.remaining: dict[int, int] = {}              # step 2: those and the houses
        self.points: dict[int, tuple[int, int]] = {}     # step 3: the owner and pennies of each
        self.totals: list[int] = []                      # the pennies by owner: the sums of ``points``
        self.grid: dict | None = None                    # the table followed (another: start again)
        # with noted=True: the squares the moves named since the last call
        self.noted: set[tuple[int, int]] | None = set() if noted else None

    def note(self, squares: Sequence[tuple[int, int]]) -> None:
        """The cards on ``squares`` came, went, turned face up or changed (told by the moves)."""
        if self.noted is not None:
            self.noted.update(squares)

    def pennies(self, g: "Homesteader") -> list[int]:
        """The same totals as :func:`pennies`."""
        t = tables(g.card_of)
        need, gives, zone, house = t.need, t.gives, t.zone, t.house
        zones = bool(g.zone_rule())
        grid = g.table.grid
        noted = self.noted
        if t is not self.tables or zones != self.zones or grid is not self.grid:
            self.tables, self.zones, self.grid = t, zones, grid
            self.first, self.remaining, self.points = {}, {}, {}
            self.totals = [0] * g.n
            cards = self.cards = {INDEX[s]: c for s, c in shown(g).items()}
            changed: dict[int, int | None] = dict.fromkeys(cards)  # each changed square's card before
        elif noted is None:
            cards, old = {INDEX[s]: c for s, c in shown(g).items()}, self.cards
            changed = {s: old.get(s) for s, _ in cards.items() ^ old.items()}  # a card came, went or is another
            self.cards = cards
        else:
            cards = self.cards
            changed = {}
            for square in noted:  # the squares the moves named: which of them hold another face-up card now
                p = grid.get(square)
                c = p.card if p is not None and p.face_up else None
                s = INDEX[square]
                if cards.get(s) != c:
                    changed[s] = cards.get(s)
                    if c is None:
                        del cards[s]
                    else:
                        cards[s] = c
        if noted is not None:
            noted.clear()
        if changed:
            first, remaining, points, totals = self.first, self.remaining, self.points, self.totals
            if len(changed) == 1:
                (s,) = changed
                near = BLOCK[s]
            else:
                near = set()
                for s in changed:
                    near.update(BLOCK[s])
            # a card keeping its penny loses it only if what it needs is gone (or, with the zone rule, any
            # card went), a card without one gains it only if what it needs came (or any card came)
            gone = went = brought = came = 0
            for s, c in changed.items():
                if c is not None:
                    gone |= gives[c]
                    went = 1
                c = cards.get(s)
                if c is not None:
                    brought |= gives[c]
                    came = 1
            moved = []  # the squares whose remaining card (after step 2) is another now, and what it changes
            for s in near:  # step 1 and step 2
                c = cards.get(s)
                if s not in changed:
                    if c is None:
                        continue
                    if first.get(s) == c:
                        if not (need[c] & gone or zones and went):
                            continue  # it keeps its penny
                    elif not (need[c] & brought or zones and came):
                        continue  # it is still without one
                keeps = c is not None and not house[c]
                if keeps:
                    want = need[c]
                    if want and given(cards, gives, NEAR[s]) & want != want:
                        keeps = False
                    elif zones and lowest_zone(cards, zone, NEAR[s]) > zone[c]:
                        keeps = False
                if keeps:
                    first[s] = c
                else:
                    first.pop(s, None)
                    if c is None or not house[c]:
                        c = None
                was = remaining.get(s)
                if was != c:
                    # what its neighbours may gain or lose in step 3: the outputs of the card gone and come
                    moved.append((s, (0 if was is None else gives[was]) | (0 if c is None else gives[c])))
                    if c is None:
                        del remaining[s]
                    else:
                        remaining[s] = c
            again = set()  # the squares whose pennies of step 3 may be others now
            for s, out in moved:
                again.add(s)
                for n in NEAR[s]:
                    c = first.get(n)
                    if c is not None and need[c] & out:
                        again.add(n)
            for s in again:  # step 3
                was = points.pop(s, None)
                if was is not None:
                    totals[was[0]] -= was[1]
                c = first.get(s)
                if c is not None:
                    want = need[c]
                    owner = grid[SQUARE[s]].owner
                    n = 1 + (given(remaining, gives, NEAR[s]) & want).bit_count() if want else 1
                    points[s] = (owner, n)
                    totals[owner] += n
        return list(self.totals)


def final(g: "Homesteader", tally: Tally) -> None:
    """The same scoring and events as :func:`farmlab.homesteader.rules.scoring.final`, read from the
    game's kept tally (up to date after the last turn's scores were noted) instead of scoring every
    card again: the cards without a penny and the inputs they miss, each player's cards counted and
    inputs met, the totals."""
    totals = tally.pennies(g)
    t = tally.tables
    assert t is not None
    need, gives, house = t.need, t.gives, t.house
    cards, first, table = tally.cards, tally.first, g.table.grid
    card_of = g.card_of
    emit = g.emit
    for i in sorted(cards):  # the ints in the squares' order
        c = cards[i]
        if house[c] or i in first:
            continue
        got = given(cards, gives, NEAR[i]) & need[c]
        missing = [icon for icon in card_of[c].inputs if not got & BIT[icon]]
        emit((UNSCORED, table[SQUARE[i]].owner, c, missing if missing else ["zone"]))
    counted = [0] * g.n
    for owner, _ in tally.points.values():
        counted[owner] += 1
    for seat in range(g.n):
        emit((SCORED, seat, counted[seat], totals[seat] - counted[seat], totals[seat]))
    for farm, total in zip(g.farms, totals):
        farm.score = total
    emit((ENDED, None))
