"""Fast path: what the face-up neighbours of each square give, kept for the whole play phase.

The plain reference is :class:`.values.Values` built without it (and the flip choice of
:meth:`~.heuristic.HeuristicBot.flip_reference`): at every decision they read the eight
neighbours of each square they value on the table itself. What a square's neighbours give depends
only on the face-up cards beside it, and a move changes few squares, naming them
(``Homesteader.cards_changed``, listed in order in ``game.changed``). So one :class:`Near` per
game keeps, for every square with a face-up card beside it, what those cards give once and twice
(icon masks, as in :mod:`..fast_scoring`), their lowest and second lowest zone (with the zone rule;
99 without it) and how many they are; at each look it is caught up with the squares named since the
last one (only the squares around those are worked out again).

It follows one table (the grid of the game seen last, for all the players); given another (a new
game, a copy, another zone rule) it starts again. ``tests/homesteader/test_near.py`` checks at every
play-phase decision of many games that the table kept equals one built afresh, and that
:class:`.values.Values` built with it equals the reference.
"""

from __future__ import annotations

from itertools import islice
from typing import Any

from ..fast_scoring import CardTables, tables
from ..grid import Square, neighbours

#: what a square without a face-up neighbour reads: (once, twice, lowest zone, second lowest, how many)
NOTHING = (0, 0, 99, 99, 0)


class Near:
    """Per square, what its face-up neighbours give (see the module's docstring)."""

    __slots__ = ("grid", "changed", "seen", "card_of", "tables", "zones", "cards", "around", "lands")

    #: the table followed last (the bots of a game share it)
    current: Near | None = None

    def __init__(self, g: Any) -> None:
        self.grid = grid = g.table.grid              # the table followed
        self.changed = g.changed                     # the squares the moves named (the game's list)
        self.seen = len(g.changed)                   # how many of them are looked at
        self.card_of = g.card_of                     # the deal (its tables below)
        self.tables: CardTables = tables(g.card_of)
        self.zones = bool(g.zone_rule())
        #: the face-up cards at the last look, by square
        self.cards: dict[Square, int] = {s: p.card for s, p in grid.items() if p.face_up}
        #: square -> (given once, given twice, lowest zone, second lowest zone, face-up neighbours), for
        #: the squares with a face-up card beside them
        self.around: dict[Square, tuple[int, int, int, int, int]] = {}
        for s, c in self.cards.items():
            self._came(s, c, ())
        #: by seat: its property and its squares in order (the property is fixed in the play phase)
        self.lands: dict[int, tuple[Any, list[Square]]] = {}

    def land(self, g: Any, seat: int) -> list[Square]:
        """The squares of ``seat``'s property, in order."""
        land = g.farms[seat].land
        found = self.lands.get(seat)
        if found is None or found[0] is not land or len(found[1]) != len(land):
            found = self.lands[seat] = (land, sorted(land))
        return found[1]

    def flips(self, g: Any, seat: int) -> list[Square]:
        """:func:`..rules.play.flips`: ``seat``'s face-down cards, in order. In the play phase a player's
        cards are the cards on its property, so only the property is looked at."""
        grid = self.grid
        return [s for s in self.land(g, seat) if (p := grid.get(s)) is not None and not p.face_up and p.owner == seat]

    def movable(self, g: Any, seat: int) -> tuple[list[Square], list[Square]]:
        """The two sides of :func:`..rules.play.transplants`, the property looked at once: the cards that
        may move (face up, not the house, a barn only when just revealed) and the empty squares, each in
        order (none when the turn's transplant is used or no square is empty). Every transplant is one
        of each."""
        t = g.table
        if t.transplanted:
            return [], []
        grid, card_of = self.grid, g.card_of
        land = self.land(g, seat)
        empty = [s for s in land if s not in grid]
        if not empty:
            return [], []
        cards = []
        for s in land:
            p = grid.get(s)
            if p is not None and p.face_up and p.owner == seat:
                card = card_of[p.card]
                if not card.house and (not card.barn or s == t.revealed):
                    cards.append(s)
        return cards, empty

    def transplants(self, g: Any, seat: int) -> list[tuple[Square, Square]]:
        """:func:`..rules.play.transplants`: each card that may move with each empty square, in order."""
        cards, empty = self.movable(g, seat)
        return [(s, e) for s in cards for e in empty]

    @classmethod
    def of(cls, g: Any) -> Near:
        """The table of ``g``, caught up with the squares named since the last look."""
        grid, changed = g.table.grid, g.changed
        near = cls.current
        if (near is None or near.grid is not grid or near.changed is not changed or len(changed) < near.seen
                or near.card_of is not g.card_of or near.zones != bool(g.zone_rule())):
            near = cls.current = cls(g)
            return near
        if len(changed) > near.seen:
            near._catch_up(set(islice(changed, near.seen, None)))
            near.seen = len(changed)
        return near

    def _catch_up(self, squares: set[Square]) -> None:
        """The cards on ``squares`` may have come, gone or changed: a card come adds what it gives to each
        neighbour; around a card gone the neighbours are worked out again from the cards kept."""
        grid, cards = self.grid, self.cards
        came = []
        again: set[Square] = set()
        for s in squares:
            p = grid.get(s)
            c = p.card if p is not None and p.face_up else None
            old = cards.get(s)
            if old == c:
                continue
            if old is not None:
                again.update(neighbours(s))
                del cards[s]
            if c is not None:
                cards[s] = c
                came.append((s, c))
        for s in again:
            self._work_out(s)
        for s, c in came:
            self._came(s, c, again)

    def _came(self, s: Square, c: int, skip: Any) -> None:
        """Card ``c`` on ``s``: its neighbours (but those of ``skip``, worked out already) get what it gives."""
        around, zones = self.around, self.zones
        out, z = self.tables.gives[c], self.tables.zone[c]
        for n in neighbours(s):
            if n in skip:
                continue
            e = around.get(n)
            if e is None:
                around[n] = (out, 0, z if zones else 99, 99, 1)
                continue
            once, twice, low, low2, k = e
            if zones:
                if z < low:
                    low, low2 = z, low
                elif z < low2:
                    low2 = z
            around[n] = (once | out, twice | (once & out), low, low2, k + 1)

    def _work_out(self, s: Square) -> None:
        """What the face-up neighbours of ``s`` give, read from the cards kept."""
        cards, zones = self.cards, self.zones
        gives, zone = self.tables.gives, self.tables.zone
        once = twice = count = 0
        low = low2 = 99
        for n in neighbours(s):
            c = cards.get(n)
            if c is not None:
                out = gives[c]
                twice |= once & out
                once |= out
                count += 1
                if zones:
                    z = zone[c]
                    if z < low:
                        low, low2 = z, low
                    elif z < low2:
                        low2 = z
        if count:
            self.around[s] = (once, twice, low, low2, count)
        else:
            self.around.pop(s, None)
