"""What the heuristic keeps of its own property in the play phase, and how it values a card there.

A card's value is read from :mod:`.cardtable` with what the face-up cards around it give (an icon
mask, :func:`given`). So that a turn does not value every card again, a :class:`Farmstead` keeps,
from one decision to the next:

* the property's squares in order (the plan's order first: the cards are turned over in it);
* its **empty squares** and what the face-up cards around each give (at most: a mask may keep what a
  card that left gave);
* its face-up cards found with inputs not all met (**unmet**): the only cards a transplant is weighed
  for ("transplants/swaps considered only for the few cards whose needs are unmet"; the plant swap
  also weighs giving away a card worth two pennies at most).

It looks at the whole property once, at its first decision of the play phase. Then it takes in only
the card turned over or drawn each turn (is it unmet; the empty squares beside it, found by their
coordinates, get what it gives) and its own moves (a transplant, a card lost to a disaster or a
disaster it turned over); a transplant is weighed only when one of these changed something. A card
that a neighbour's leaving leaves unmet is not looked for. A transplant found with what it keeps is
checked afresh before it is chosen (a kept mask found wrong is corrected), and every move is legal
whatever it keeps.
"""

from __future__ import annotations

from typing import Any

from ..grid import Square, neighbours
from .cardtable import WATER, CardTable


def given(grid: dict[Square, Any], gives: tuple[int, ...], square: Square) -> int:
    """What the face-up cards around ``square`` give (an icon mask)."""
    got = 0
    for n in neighbours(square):
        p = grid.get(n)
        if p is not None and p.face_up:
            got |= gives[p.card]
    return got


def given_without(grid: dict[Square, Any], gives: tuple[int, ...], square: Square, skip: Square) -> int:
    """What the face-up cards around ``square`` give, the card on ``skip`` left out."""
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


def value(grid: dict[Square, Any], ct: CardTable, zones: bool, square: Square, card: int, skip: Square | None = None,
          extra: int = -1) -> float:
    """The value of ``card`` on ``square`` of the table ``grid`` with the face-up cards around it (``skip`` left
    out, the card ``extra`` added as a neighbour); halved with the zone rule (``zones``: the game's
    ``zone_rule()``) when it touches no lower zone."""
    got = given(grid, ct.gives, square) if skip is None else given_without(grid, ct.gives, square, skip)
    if extra >= 0:
        got |= ct.gives[extra]
    worth = ct.value[card][(got & ct.need[card]).bit_count()]
    if zones:
        low = lowest_zone(grid, ct.zone, square, skip)
        if extra >= 0 and ct.zone[extra] < low:
            low = ct.zone[extra]
        if low > ct.zone[card]:
            worth *= 0.5
    return worth


class Farmstead:
    """One seat's property in the play phase, as the heuristic keeps it (see the module's docstring)."""

    __slots__ = ("seat", "land", "flip_next", "swap_tried", "looked", "got", "unmet", "seen", "dirty", "misfit",
                 "zones")

    def __init__(self, seat: int, land: list[Square], zones: bool) -> None:
        self.seat = seat
        self.zones = zones                # the game's zone rule (``zone_rule()``: an option, fixed for the game)
        self.land = land                  # the property's squares, the plan's order first
        self.flip_next = 0                # the first square of ``land`` that may still hold a face-down card
        self.swap_tried = False           # the plant swap was weighed (once a game)
        self.looked = False               # has it looked at the whole property yet
        self.got: dict[Square, int] = {}  # its empty squares -> what the face-up cards around each give (at most)
        self.unmet: list[Square] = []     # squares of its face-up cards found with inputs not all met
        self.seen: tuple[int, Square, int] | None = None  # (turn, square, card) of the card revealed, taken in
        self.dirty = False                # a transplant is worth weighing (something it reads changed)
        self.misfit = False               # the card revealed this turn is worth swapping with the reserve

    def unmet_here(self, grid: dict[Square, Any], ct: CardTable, square: Square, c: int, got: int) -> bool:
        """Has the card ``c`` on ``square`` (its neighbours giving ``got``) inputs not all met?"""
        want = ct.need[c]
        return bool(want) and (got & want != want or self.zones and value(grid, ct, True, square, c) < ct.full[c])

    def look(self, g: Any, ct: CardTable) -> None:
        """Take in the card revealed this turn (once): is it unmet, and what it gives the empty squares
        beside it (found by their coordinates, not by reading the table). The first look takes in the whole
        property."""
        t = g.table
        grid, gives = t.grid, ct.gives
        got = self.got
        if not self.looked:  # the first look: everything
            self.looked = True
            seat = self.seat
            for s in self.land:
                p = grid.get(s)
                if p is None:
                    got[s] = given(grid, gives, s)
                elif p.face_up and p.owner == seat and self.unmet_here(grid, ct, s, p.card, given(grid, gives, s)):
                    self.unmet.append(s)
            self.dirty = True
        r = t.revealed
        self.misfit = False
        if r is None:
            return
        c = grid[r].card
        key = (t.flips, r, c)
        seen = self.seen
        if key == seen:
            return
        self.seen = key
        want = ct.need[c]
        out = gives[c]
        here = given(grid, gives, r)
        # a card worth swapping with the reserve: it needs two things or more, gets none of them here and
        # gives no water
        self.misfit = bool(want & (want - 1)) and not out & WATER and not here & want
        redo = seen is not None and seen[0] == key[0] and seen[1] == r  # a discard drew it: the old card went
        if redo and r in self.unmet:
            self.unmet.remove(r)
        if r not in self.unmet and self.unmet_here(grid, ct, r, c, here):
            self.unmet.append(r)
            self.dirty = True
        if got:
            x, y = r
            for b, m in got.items():
                if -1 <= b[0] - x <= 1 and -1 <= b[1] - y <= 1:
                    got[b] = given(grid, gives, b) if redo else m | out
                    self.dirty = True

    def moved(self, grid: dict[Square, Any], ct: CardTable, a: Square, b: Square) -> None:
        """Its transplant from ``a`` to ``b`` (not made yet): ``a`` becomes empty, ``b`` full."""
        got, out = self.got, ct.gives[grid[a].card]
        del got[b]
        x, y = b
        got[a] = given(grid, ct.gives, a) | (out if -1 <= a[0] - x <= 1 and -1 <= a[1] - y <= 1 else 0)
        for e in got:
            if -1 <= e[0] - x <= 1 and -1 <= e[1] - y <= 1:
                got[e] |= out
        if a in self.unmet:
            self.unmet.remove(a)
        self.dirty = True

    def gone(self, grid: dict[Square, Any], ct: CardTable, s: Square) -> None:
        """A card leaves its square ``s`` (a disaster: the card lost, or the disaster card turned over)."""
        if s in self.unmet:
            self.unmet.remove(s)
        if self.looked:
            self.got[s] = given(grid, ct.gives, s)
            self.dirty = True

    def transplant(self, g: Any, ct: CardTable, threshold: float) -> tuple[Square, Square] | None:
        """Of its unmet cards that may move, the one whose inputs are all met around an empty square, moved
        there if that gains most (:meth:`gain`, above ``threshold``): of the moves, the two that raise the
        moved card's own value most are weighed whole."""
        got, unmet = self.got, self.unmet
        if not self.dirty or not got or not unmet:
            return None
        self.dirty = False
        t = g.table
        grid, gives, need, full, zones, seat = t.grid, ct.gives, ct.need, ct.full, self.zones, self.seat
        union = 0
        for mask in got.values():
            union |= mask
        pairs = []  # (what the card itself would gain there, card's square, empty square, card, its value now)
        for a in tuple(unmet):
            p = grid.get(a)
            if p is None or not p.face_up or p.owner != seat:
                continue  # gone
            c = p.card
            want = need[c]
            if want & union != want or ct.fixed[c] and a != t.revealed:
                continue  # met nowhere, or it may not move (a barn only when just revealed)
            now = -1.0
            for b, there in got.items():
                if there & want != want:
                    continue
                if now < 0:
                    now = value(grid, ct, zones, a, c)
                    if now >= full[c]:
                        unmet.remove(a)  # met meanwhile (the loop stops here)
                        break
                pairs.append((full[c] - now, a, b, c, now))
        if not pairs:
            return None
        pairs.sort(key=lambda pair: -pair[0])
        best, best_gain = None, threshold
        for _, a, b, c, now in pairs[:2]:  # the whole gain of the two moves most promising for the card itself
            fresh = given_without(grid, gives, b, a)
            if fresh & need[c] != need[c]:
                got[b] = fresh | (gives[c] if -1 <= a[0] - b[0] <= 1 and -1 <= a[1] - b[1] <= 1 else 0)
                self.dirty = True  # what was kept was out of date
                continue
            gain = self.gain(grid, ct, a, b, c, now)
            if gain > best_gain:
                best, best_gain = (a, b), gain
        return best

    def gain(self, grid: dict[Square, Any], ct: CardTable, a: Square, b: Square, c: int, now: float) -> float:
        """What moving the card ``c`` (worth ``now``) from ``a`` to the empty square ``b`` adds to the value
        of the seat's cards: its own, its old neighbours' (without it) and its new ones' (with it)."""
        need, seat, zones = ct.need, self.seat, self.zones
        out = -1 if zones else ct.gives[c]  # what may change for a neighbour (with zones: anything)
        gain = value(grid, ct, zones, b, c, a) - now
        near_a, near_b = neighbours(a), neighbours(b)
        for m in near_a:  # its old neighbours of the seat's, face up, needing what it gave
            p = grid.get(m)
            if p is not None and p.face_up and p.owner == seat and out & need[p.card] and m not in near_b and m != b:
                k = p.card
                gain += value(grid, ct, zones, m, k, a) - value(grid, ct, zones, m, k)
        for m in near_b:  # its new ones
            p = grid.get(m)
            if p is not None and p.face_up and p.owner == seat and out & need[p.card] and m not in near_a and m != a:
                k = p.card
                gain += value(grid, ct, zones, m, k, None, c) - value(grid, ct, zones, m, k)
        return gain

    def swap(self, g: Any, ct: CardTable, threshold: float) -> tuple[int, Square, Square] | None:
        """The plant swap (target, square taken, square given) for one of its cheap cards (inputs unmet, or one
        input or none, all met: two pennies at most): the plant taken
        would have all its inputs met on that card's square and be worth most more there than the card
        (above ``threshold``; the two cards not side by side). The plants are grouped by what they need
        (the same needs, the same value)."""
        grid = g.table.grid
        need, fixed, full, seat, unmet, takeable = ct.need, ct.fixed, ct.full, self.seat, self.unmet, ct.takeable
        gives = []  # its cards that may be given: (square, card)
        for give in self.land:
            p = grid.get(give)
            if p is None or not p.face_up or p.owner != seat:
                continue
            mine = p.card
            if fixed[mine] or full[mine] > 2 and give not in unmet:
                continue  # a card with two inputs or more, all met, is worth three pennies or more: kept
            gives.append((give, mine))
        if not gives:
            return None
        taken_from_me = g.farms[seat].taken
        groups: dict[int, list[tuple[Square, int, int]]] = {}  # need -> the plants that may be taken
        for s, p in grid.items():
            c = p.card
            if takeable[c] and p.owner != seat and p.face_up and c not in taken_from_me:
                groups.setdefault(need[c], []).append((s, p.owner, c))
        zones = self.zones
        wants = sorted(groups, key=lambda w: (-full[groups[w][0][2]], w))  # the most inputs first
        best, best_gain = None, threshold
        for give, mine in gives:
            got = given(grid, ct.gives, give)
            old = value(grid, ct, zones, give, mine) if zones else ct.value[mine][(got & need[mine]).bit_count()]
            for want in wants:
                if got & want != want:
                    continue
                for take, owner, c in groups[want]:
                    if -1 <= take[0] - give[0] <= 1 and -1 <= take[1] - give[1] <= 1:
                        continue  # side by side: the two cards would give to each other (not weighed)
                    gain = (value(grid, ct, zones, give, c) if zones else full[c]) - old
                    if gain > best_gain:
                        best, best_gain = (owner, take, give), gain
                    break
                else:
                    continue
                break  # the plants needing most that fit here are found
        return best
