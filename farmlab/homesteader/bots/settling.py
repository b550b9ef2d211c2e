"""Fast path: what the heuristic reads of the table in the settlement phase, kept from one of its
decisions to the next.

The plain reference is in :mod:`.heuristic`: :meth:`~.heuristic.HeuristicBot.place_reference`
lists the squares of :func:`..rules.settlement.places` and reads the eight neighbours of each, and
:meth:`~.heuristic.HeuristicBot.fence_reference` values each extension of
:func:`..rules.fences.options`, reading the cards on either side of each fence piece. During the
settlement phase cards are only ever added to the table (face down; none moves, turns over or
leaves before the houses), so a player's view of it can be kept and told only the new squares:

* the squares of the bot's own cards (``own``), and the empty squares around them (``free``): the
  places are those not in a fenced property;
* for each square, the sum of what its filled neighbours add to a place's value there (``near``:
  one of the bot's own cards beside it 2, corner to corner 1, another player's card -0.5), so a
  place is valued without looking at its neighbours;
* the fence extensions grown as :func:`..rules.fences.extensions` grows them, a fence piece along
  one of the bot's cards read from ``own`` instead of the table, each valued for the heuristic as
  its pieces are laid (no second look at the squares beside them).

What is kept does not depend on the player but for whose cards they are, so one :class:`Table` per
game is kept for all the players (the table followed last; each placed card is looked at once): for
each player its cards, the empty squares around them and what its own cards beside a square add
there (``mine``: 2.5 beside, 1.5 corner to corner), and for all of them what every filled neighbour
takes (``crowd``: -0.5 each); a player's ``near`` is the sum of the two. The view follows one table;
given another (a new game, a copy) or a table with fewer squares it starts again.
``tests/homesteader/test_settling.py`` checks that the choices, the places and the extensions equal
the reference at every settlement decision of many games, also with two games played by turns.
"""

from __future__ import annotations

from itertools import islice
from typing import Any

from ..grid import Point, Square, neighbours, pieces_from
from ..rules.fences import closed_loop, loop_problem


class Table:
    """What the players' views read of one table, caught up with it card by card (one per game, kept for
    every player: see the module's docstring)."""

    __slots__ = ("grid", "seen", "crowd", "own", "free", "mine")

    #: the table followed last (the views of all the players of a game share it)
    current: Table | None = None

    def __init__(self, grid: dict[Square, Any]) -> None:
        self.grid = grid                                  # the table followed
        self.seen = 0                                     # its squares at the last look (the first ``seen`` in order)
        self.crowd: dict[Square, float] = {}              # square -> -0.5 per filled neighbour
        self.own: dict[int, set[Square]] = {}             # owner -> the squares of its cards
        self.free: dict[int, set[Square]] = {}            # owner -> the empty squares around them
        self.mine: dict[int, dict[Square, float]] = {}    # owner -> square -> what its cards beside add (+0.5 each)

    @classmethod
    def of(cls, g: Any) -> Table:
        """The table of ``g``, caught up: the squares filled since the last look. (A dict keeps its keys in
        the order they came, and in the settlement phase squares only ever come: the new ones are the
        last.)"""
        grid = g.table.grid
        table = cls.current
        if table is None or grid is not table.grid or len(grid) < table.seen:  # another table: start again
            table = cls.current = cls(grid)
        if len(grid) == table.seen:
            return table
        crowd, owns, frees, mines = table.crowd, table.own, table.free, table.mine
        for q in islice(grid, table.seen, None):
            for free in frees.values():
                free.discard(q)
            o = grid[q].owner
            if o not in owns:
                owns[o], frees[o], mines[o] = set(), set(), {}
            owns[o].add(q)
            free, mine = frees[o], mines[o]
            side = True  # neighbours() starts above and alternates: beside, corner to corner, beside ...
            for n in neighbours(q):
                crowd[n] = crowd.get(n, 0.0) - 0.5
                mine[n] = mine.get(n, 0.0) + (2.5 if side else 1.5)
                if n not in grid:
                    free.add(n)
                side = not side
        table.seen = len(grid)
        return table


class Settling:
    """One seat's view of the table in the settlement phase (see the module's docstring)."""

    __slots__ = ("seat", "own", "free", "mine", "crowd")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.own: set[Square] = set()        # the seat's cards
        self.free: set[Square] = set()       # the empty squares around those
        self.mine: dict[Square, float] = {}  # square -> what the seat's cards beside it add (+0.5 each)
        self.crowd: dict[Square, float] = {}  # square -> -0.5 per filled neighbour

    def look(self, g: Any) -> None:
        """Catch up with the table (:meth:`Table.of`)."""
        table = Table.of(g)
        seat = self.seat
        if seat not in table.own:
            table.own[seat], table.free[seat], table.mine[seat] = set(), set(), {}
        self.own, self.free, self.mine, self.crowd = table.own[seat], table.free[seat], table.mine[seat], table.crowd

    def near(self, s: Square) -> float:
        """What the filled neighbours of ``s`` add to a place's value there: one of the seat's own cards
        beside it 2, corner to corner 1, another player's card -0.5."""
        return self.mine.get(s, 0.0) + self.crowd.get(s, 0.0)

    def places(self, g: Any) -> list[Square]:
        """:func:`..rules.settlement.places`: around the seat's cards, empty, not in a fenced property."""
        free = self.free
        for f in g.farms:
            if f.land:
                free = free.difference(f.land)
        return sorted(free)

    def fence_options(self, g: Any) -> list[tuple[int, tuple[Point, ...]]]:
        """:func:`..rules.fences.options`: two posts (or fewer to close the line), one when no two fit."""
        return self.fence_values(g, None)[0]

    def fence_values(self, g: Any, void: Square | None) -> tuple[list[tuple[int, tuple[Point, ...]]], list[float]]:
        """The extensions of :meth:`fence_options`, and for each what its fence pieces add to its value
        for the heuristic: 1 for a piece with one of the seat's cards (or ``void``) on one side only, -2
        for one with them on both sides."""
        two = self.extensions(g, g.min_posts(), void)
        return two if two[0] else self.extensions(g, 1, void)

    def extensions(self, g: Any, length: int,
                   void: Square | None) -> tuple[list[tuple[int, tuple[Point, ...]]], list[float]]:
        """:func:`..rules.fences.extensions`, in its order: by end, the paths that close the line as they
        are found, then the others of ``length`` posts. A piece runs along one of the seat's cards, may
        close the line at its other end once it has three posts or more, and may not come back on it.
        Beside them, the value of their pieces (see :meth:`fence_values`)."""
        seat, own = self.seat, self.own
        line = g.farms[seat].line
        used = set(line)
        out: list[tuple[int, tuple[Point, ...]]] = []
        values: list[float] = []
        for end in (0, 1):
            start, other = (line[0], line[-1]) if end == 0 else (line[-1], line[0])
            paths: list[tuple[tuple[Point, ...], float]] = [((), 0.0)]
            for _ in range(length):
                longer = []
                for path, value in paths:
                    q = path[-1] if path else start
                    posts = len(line) + len(path)
                    for p, (left, right) in pieces_from(q):
                        own_left, own_right = left in own, right in own
                        if not (own_left or own_right):
                            continue  # through empty space or along another player's card
                        v = value + (1.0 if (own_left or left == void) != (own_right or right == void) else -2.0)
                        if p == other and posts >= 3:
                            if loop_problem(g, seat, closed_loop(line, end, path)) is None:
                                out.append((end, path + (p,)))
                                values.append(v)
                        elif p not in used and p not in path:  # not over the line, nor over the path itself
                            longer.append((path + (p,), v))
                paths = longer
            for path, value in paths:
                out.append((end, path))
                values.append(value)
        return out, values
