"""What the heuristic keeps of its own property in the play phase, and how it values a card there.

A card's value is read from :mod:`.cardtable` with what the face-up cards around it give (an icon
mask, :func:`given`). So that a turn does not value every card again, a :class:`Farmstead` keeps,
from one decision to the next:

* the property's squares in order (the plan's order first: the cards are turned over in it);
* its **empty squares** and what the face-up cards around each give;
* its face-up cards whose inputs are not all met (**unmet**): the only cards a transplant or the
  plant swap is weighed for ("transplants/swaps considered only for the few cards whose needs are
  unmet").

At each decision of its turn it looks at what can have changed: the empty squares (a card gone to a
disaster, a transplant) and the card turned over or drawn this turn. Only the squares around those
are valued again. What it keeps may be out of date where another player's move changed the squares
round its property (a card of theirs turned over beside its fence): so a transplant or swap found
with it is valued afresh before it is chosen, and a kept mask that turns out wrong is corrected.
"""

from __future__ import annotations

from typing import Any

from ..grid import Square, neighbours
from .cardtable import CardTable


def given(grid: dict[Square, Any], gives: tuple[int, ...], square: Square, skip: Square | None = None) -> int:
    """What the face-up cards around ``square`` give (an icon mask), the card on ``skip`` left out."""
    got = 0
    for n in neighbours(square):
        p = grid.get(n)
        if p is not None and p.face_up and n != skip:
            got |= gives[p.card]
    return got


def lowest_zone(grid: dict[Square, Any], zone: tuple[int, ...], square: Square, skip: Square | None = None) -> int:
    """The lowest zone of the face-up cards around ``square`` (99 with none), ``skip`` left out."""
    low = 99
    for n in neighbours(square):
        p = grid.get(n)
        if p is not None and p.face_up and n != skip and zone[p.card] < low:
            low = zone[p.card]
    return low


def value(g: Any, ct: CardTable, square: Square, card: int, skip: Square | None = None, extra: int = -1) -> float:
    """The value of ``card`` on ``square`` with the face-up cards around it (``skip`` left out, the card
    ``extra`` added as a neighbour); halved with the zone rule when it touches no lower zone."""
    grid = g.table.grid
    got = given(grid, ct.gives, square, skip)
    if extra >= 0:
        got |= ct.gives[extra]
    worth = ct.value[card][(got & ct.need[card]).bit_count()]
    if g.zone_rule():
        low = lowest_zone(grid, ct.zone, square, skip)
        if extra >= 0 and ct.zone[extra] < low:
            low = ct.zone[extra]
        if low > ct.zone[card]:
            worth *= 0.5
    return worth


class Farmstead:
    """One seat's property in the play phase, as the heuristic keeps it (see the module's docstring)."""

    __slots__ = ("seat", "land", "flip_next", "swap_tried", "empty", "got", "unmet", "cards", "seen", "changed")

    def __init__(self, seat: int, land: list[Square]) -> None:
        self.seat = seat
        self.land = land                  # the property's squares, the plan's order first
        self.flip_next = 0                # the first square of ``land`` that may still hold a face-down card
        self.swap_tried = False           # the plant swap was weighed (once a game)
        self.empty: list[Square] | None = None  # the empty squares at the last look (None: not looked yet)
        self.got: dict[Square, int] = {}  # empty square -> what the face-up cards around it give
        self.unmet: set[Square] = set()   # squares of its face-up cards with inputs not all met
        self.cards: dict[Square, int] = {}  # its face-up cards as last seen, by square
        self.seen: tuple[int, Square, int] | None = None  # (turn, square, card) of the card revealed, taken in
        self.changed: Square | None = None  # the square of the card given in its plant swap, not looked at yet

    def mine(self, grid: dict[Square, Any], square: Square) -> int:
        """The seat's face-up card on ``square``, or -1."""
        p = grid.get(square)
        return p.card if p is not None and p.face_up and p.owner == self.seat else -1

    def check(self, g: Any, ct: CardTable, square: Square) -> None:
        """Value the card on ``square`` again: is it one of its face-up cards with inputs not all met?"""
        c = self.mine(g.table.grid, square)
        if c < 0:
            self.cards.pop(square, None)
        if c >= 0 and ct.need[c] and value(g, ct, square, c) < ct.full[c]:
            self.unmet.add(square)
        else:
            self.unmet.discard(square)

    def look(self, g: Any, ct: CardTable) -> None:
        """Catch up with the table: the empty squares that came or went, and the card revealed this turn."""
        t = g.table
        grid, gives, need, cards, got = t.grid, ct.gives, ct.need, self.cards, self.got
        empty = [s for s in self.land if s not in grid]
        if self.empty is None:  # the first look: everything
            self.empty = empty
            self.got = got = {b: given(grid, gives, b) for b in empty}
            for s in self.land:
                c = self.mine(grid, s)
                if c >= 0:
                    cards[s] = c
                    self.check(g, ct, s)
        elif empty != self.empty:
            now, before = set(empty), set(self.empty)
            for s in before - now:  # a card came (a transplant)
                del got[s]
                c = self.mine(grid, s)
                if c >= 0:
                    cards[s] = c
                    self.check(g, ct, s)
                    for m in neighbours(s):
                        if m in got:
                            got[m] |= gives[c]
            for s in now - before:  # a card went (a transplant, a disaster)
                old = cards.pop(s, -1)
                self.unmet.discard(s)
                got[s] = given(grid, gives, s)
                if old >= 0:
                    self.lost(g, ct, s, old)
            self.empty = empty
        if self.changed is not None:  # its own plant swap: another card on that square
            s, self.changed = self.changed, None
            old = cards.pop(s, -1)
            c = self.mine(grid, s)
            if c >= 0:
                cards[s] = c
                self.check(g, ct, s)
            if old >= 0:
                self.lost(g, ct, s, old)
        r = t.revealed
        if r is None:
            return
        c = grid[r].card
        key = (t.flips, r, c)
        seen = self.seen
        if key == seen:
            return
        self.seen = key
        cards[r] = c
        self.check(g, ct, r)
        if seen is not None and seen[0] == key[0] and seen[1] == r:  # a discard drew it: the old card went
            self.lost(g, ct, r, seen[2])
        else:
            out = gives[c]
            for m in neighbours(r):
                if m in got:
                    got[m] |= out

    def lost(self, g: Any, ct: CardTable, square: Square, old: int) -> None:
        """The card ``old`` left ``square``: what the empty squares around it get is worked out again, and
        the cards around it that needed what it gave are valued again."""
        grid, gives, need, cards, got = g.table.grid, ct.gives, ct.need, self.cards, self.got
        out = gives[old]
        for m in neighbours(square):
            if m in got:
                got[m] = given(grid, gives, m)
            else:
                k = cards.get(m)
                if k is not None and need[k] & out:
                    self.check(g, ct, m)

    def transplant(self, g: Any, ct: CardTable, threshold: float) -> tuple[Square, Square] | None:
        """Of its unmet cards that may move, the one whose inputs are all met around an empty square, moved
        there if that gains most (:meth:`gain`, above ``threshold``)."""
        got = self.got
        if not got or not self.unmet:
            return None
        t = g.table
        grid, gives, need = t.grid, ct.gives, ct.need
        union = 0
        for mask in got.values():
            union |= mask
        best, best_gain = None, threshold
        for a in sorted(self.unmet):
            c = self.mine(grid, a)
            want = need[c] if c >= 0 else 0
            if not want or want & union != want or ct.fixed[c] and a != t.revealed:
                continue  # gone, met nowhere, or it may not move (a barn only when just revealed)
            now = -1.0
            for b in self.empty or ():
                if got[b] & want != want:
                    continue
                fresh = given(grid, gives, b, a)
                if fresh & want != want:
                    if a not in neighbours(b):
                        got[b] = fresh  # what was kept was out of date
                    continue
                if now < 0:
                    now = value(g, ct, a, c)
                    if now >= ct.full[c]:
                        self.unmet.discard(a)  # met meanwhile
                        break
                gain = self.gain(g, ct, a, b, c, now)
                if gain > best_gain:
                    best, best_gain = (a, b), gain
        return best

    def gain(self, g: Any, ct: CardTable, a: Square, b: Square, c: int, now: float) -> float:
        """What moving the card ``c`` (worth ``now``) from ``a`` to the empty square ``b`` adds to the value
        of the seat's cards: its own, its old neighbours' (without it) and its new ones' (with it)."""
        grid, need = g.table.grid, ct.need
        out = -1 if g.zone_rule() else ct.gives[c]  # what may change for a neighbour (with zones: anything)
        gain = value(g, ct, b, c, a) - now
        near_a, near_b = neighbours(a), neighbours(b)
        for m in near_a:
            k = self.mine(grid, m)
            if k >= 0 and out & need[k] and m not in near_b and m != b:
                gain += value(g, ct, m, k, a) - value(g, ct, m, k)
        for m in near_b:
            k = self.mine(grid, m)
            if k >= 0 and out & need[k] and m not in near_a and m != a:
                gain += value(g, ct, m, k, None, c) - value(g, ct, m, k)
        return gain

    def swap(self, g: Any, ct: CardTable, threshold: float) -> tuple[int, Square, Square] | None:
        """The plant swap (target, square taken, square given) for one of its unmet cards: the plant taken
        would have all its inputs met on that card's square and be worth most more there than the card
        (above ``threshold``; the two cards not side by side). The plants are grouped by what they need
        (the same needs, the same value)."""
        grid = g.table.grid
        need, fixed, full = ct.need, ct.fixed, ct.full
        taken_from_me = g.farms[self.seat].taken
        groups: dict[int, list[tuple[Square, int, int]]] = {}  # need -> the plants that may be taken
        for s, p in grid.items():
            c = p.card
            if (p.owner != self.seat and p.face_up and need[c] and ct.plant[c] and not fixed[c]
                    and c not in taken_from_me):
                groups.setdefault(need[c], []).append((s, p.owner, c))
        wants = sorted(groups, key=lambda w: (-full[groups[w][0][2]], w))  # the most inputs first
        zones = g.zone_rule()
        best, best_gain = None, threshold
        for give in sorted(self.cards):
            mine = self.mine(grid, give)
            if mine < 0 or fixed[mine]:
                continue
            old = value(g, ct, give, mine)
            got = given(grid, ct.gives, give)
            for want in wants:
                if got & want != want:
                    continue
                for take, owner, c in groups[want]:
                    if -1 <= take[0] - give[0] <= 1 and -1 <= take[1] - give[1] <= 1:
                        continue  # side by side: the two cards would give to each other (not weighed)
                    gain = (value(g, ct, give, c) if zones else full[c]) - old
                    if gain > best_gain:
                        best, best_gain = (owner, take, give), gain
                    break
                else:
                    continue
                break  # the plants needing most that fit here are found
        return best
