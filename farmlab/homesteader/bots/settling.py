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

The view follows one table; given another (a new game, a copy) or a table with fewer squares it
starts again. ``tests/homesteader/test_settling.py`` checks that the choices, the places and the
extensions equal the reference at every settlement decision of many games.
"""

from __future__ import annotations

from itertools import islice
from typing import Any

from ..grid import Point, Square, neighbours, pieces_from
from ..rules.fences import closed_loop, loop_problem


class Settling:
    """One seat's view of the table in the settlement phase (see the module's docstring)."""

    __slots__ = ("seat", "grid", "seen", "own", "free", "near")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.grid: dict[Square, Any] | None = None  # the table followed
        self.seen = 0                               # its squares at the last look (the first ``seen`` in order)
        self.own: set[Square] = set()               # the seat's cards among them
        self.free: set[Square] = set()              # the empty squares around those
        self.near: dict[Square, float] = {}         # square -> what its filled neighbours add to a place there

    def look(self, g: Any) -> None:
        """Catch up with the table: the squares filled since the last look. (A dict keeps its keys in the
        order they came, and in the settlement phase squares only ever come: the new ones are the last.)"""
        grid = g.table.grid
        if grid is not self.grid or len(grid) < self.seen:  # another table: start again
            self.grid, self.seen, self.own, self.free, self.near = grid, 0, set(), set(), {}
        if len(grid) == self.seen:
            return
        seat, own, free, near = self.seat, self.own, self.free, self.near
        for q in islice(grid, self.seen, None):
            free.discard(q)
            mine = grid[q].owner == seat
            if mine:
                own.add(q)
            side = True  # neighbours() starts above and alternates: beside, corner to corner, beside ...
            for n in neighbours(q):
                near[n] = near.get(n, 0.0) + ((2.0 if side else 1.0) if mine else -0.5)
                if mine and n not in grid:
                    free.add(n)
                side = not side
        self.seen = len(grid)

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
                    if path:
                        used.update(path)
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
                        elif p not in used:
                            longer.append((path + (p,), v))
                    if path:
                        used.difference_update(path)
                paths = longer
            for path, value in paths:
                out.append((end, path))
                values.append(value)
        return out, values
