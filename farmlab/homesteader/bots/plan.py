"""The heuristic's settlement plan: a compact block with voids inside, and the fence that goes round it.

"Block-shaped properties are more advantageous than straggling lines. Blocks with empty space in the
middle are even more advantageous." A :class:`Plan` is made once per seat and game from what every
player knows at the start (the number of players, the seat, the deal), not from the table:

* the **block**: a rectangle of about ``deal + 1`` squares (the cards and the house), square-ish,
  with the seat's start square at its corner nearest the centre of the start block (in a 2-player
  game at the middle of its inner side), so each player grows into its own quarter of the table;
* the **voids**: the squares of the block left empty, all inside it (never on its rim, so the fence
  can run along cards all the way round), the most central first; the house goes on the first;
* the **order** the cards are placed in: the rim of the block first, walking round it from the two
  ends of the start fence line in turn (each card beside or corner to corner with the last, and each
  adds the side of the rim the fence runs along next), then the inside;
* the **ring**: the outline of the block as a loop of fence posts, kept as steps: from a post reached
  from its neighbour, the next post and the square of the block the fence piece runs along; so the
  fence's next post is one lookup from the line's end and the post before it.

When another player takes a square of the block (a card on it, or the square inside a fenced
property), the square leaves the block and the outline is worked out again; a card placed off the
plan joins it. An outline that is no loop (two corners of the block touching) leaves the ring empty:
then the fence is chosen among the rules' options (the heuristic's fallback).
"""

from __future__ import annotations

from ..grid import Point, Square, outline, point, squares_beside
from ..rules.settlement import START_LINES, START_SQUARES


#: empty squares planned beyond the house's: room to transplant into
SPARE = 4


def shape(deal: int) -> tuple[int, int]:
    """The block's width and height: the smallest rectangle (then the squarest, then the taller) with
    room for the cards, the house and :data:`SPARE` voids, every void inside its rim, at most two
    squares longer than wide (a block, not a straggling line)."""
    best = None
    for w in range(4, deal + 2):
        for h in range(w, w + 3):
            area = w * h
            if area >= deal + 1 + SPARE and (w - 2) * (h - 2) >= area - deal:
                key = (area, h - w)
                if best is None or key < best[0]:
                    best = (key, (w, h))
                break
    assert best is not None
    return best[1]


def block(n: int, seat: int, deal: int) -> tuple[list[Square], list[Square]]:
    """The squares of ``seat``'s block (see the module's docstring) and its voids, the most central first."""
    starts = START_SQUARES[n]
    x, y = starts[seat]
    cx = sum(s[0] for s in starts) / len(starts)
    cy = sum(s[1] for s in starts) / len(starts)
    dx, dy = (x > cx) - (x < cx), (y > cy) - (y < cy)
    w, h = shape(deal)
    xs = [x + dx * i for i in range(w)] if dx else list(range(x - (w - 1) // 2, x - (w - 1) // 2 + w))
    ys = [y + dy * j for j in range(h)] if dy else list(range(y - (h - 1) // 2, y - (h - 1) // 2 + h))
    squares = [point((a, b)) for b in ys for a in xs]  # (the lattice's own tuples: dicts find them by identity)
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    inside = [s for s in squares if x0 < s[0] < x1 and y0 < s[1] < y1]
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    inside.sort(key=lambda s: (abs(s[0] - mx) + abs(s[1] - my), s))
    voids = inside[: max(1, w * h - deal)]
    return squares, voids


def ring_of(region: set[Square]) -> dict[Point, tuple[Point, Point]]:
    """The outline of ``region`` as a loop: each post on it and its two neighbours on it; empty when the
    outline is not one loop (a post with four pieces, or several loops)."""
    ends: dict[Point, list[Point]] = {}
    pieces = outline(region)
    for p, q in pieces:
        ends.setdefault(p, []).append(q)
        ends.setdefault(q, []).append(p)
    if not ends or any(len(v) != 2 for v in ends.values()):
        return {}
    ring = {p: (v[0], v[1]) for p, v in ends.items()}
    start = next(iter(ring))  # one loop: walking round it from a post comes back having seen every post
    prev, q, seen = start, ring[start][0], 1
    while q != start:
        a, b = ring[q]
        prev, q = q, (b if a == prev else a)
        seen += 1
    return ring if seen == len(ring) else {}


def steps_of(region: set[Square]) -> dict[tuple[Point, Point], tuple[Point, Square]]:
    """The ring of ``region`` (:func:`ring_of`) as steps: for a post ``q`` on it reached from its
    neighbour ``r``, the next post ``p`` and the square of the region beside the fence piece from ``q``
    to ``p`` (the card the piece runs along). Empty when the outline is not one loop."""
    steps = {}
    for q, (a, b) in ring_of(region).items():
        for r, p in ((a, b), (b, a)):
            inner = [s for s in squares_beside(q, p) if s in region]
            steps[point(q), point(r)] = (point(p), inner[0])  # (the lattice's own tuples, as the fence line's)
    return steps


class Plan:
    """One seat's settlement plan (see the module's docstring). The first plan of a seat, player count,
    deal and start line is made once and copied for every game (:meth:`of`)."""

    __slots__ = ("region", "voids", "order", "steps", "next", "centre", "start", "clean")

    #: the plans made so far, before any game changed them
    made: dict[tuple[int, int, int, tuple[Point, ...]], "Plan"] = {}

    def __init__(self, n: int, seat: int, deal: int, line: list[Point]) -> None:
        squares, voids = block(n, seat, deal)
        self.region: set[Square] = set(squares)
        self.voids: list[Square] = voids
        xs, ys = [s[0] for s in squares], [s[1] for s in squares]
        self.centre = ((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)
        self.start = START_SQUARES[n][seat]
        self.steps: dict[tuple[Point, Point], tuple[Point, Square]] = {}
        self.order: list[Square] = []
        self.next = 0  # the first square of the order not known to hold the seat's card
        #: the fence line lies along the ring, its posts one stretch of it (the plan is as made)
        self.clean = True
        self.redo(line)
        self.clean = True

    @classmethod
    def of(cls, n: int, seat: int, deal: int, line: list[Point]) -> "Plan":
        """A fresh copy of the seat's plan (made once for every game that starts alike)."""
        key = (n, seat, deal, tuple(line))
        made = cls.made.get(key)
        if made is None:
            made = cls.made[key] = cls(n, seat, deal, line)
        plan = cls.__new__(cls)
        plan.region, plan.voids, plan.order = set(made.region), list(made.voids), list(made.order)
        plan.steps, plan.centre, plan.start = made.steps, made.centre, made.start
        plan.next, plan.clean = 0, key[3] == START_LINES[n][seat]
        return plan

    def redo(self, line: list[Point]) -> None:
        """Work the steps and the order out again (the block changed). The squares of the order already
        passed stay first. The fence line may no longer lie along the new ring (``clean`` is off)."""
        self.clean = False
        region, voids = self.region, set(self.voids)
        self.steps = steps = steps_of(region)
        done = self.order[: self.next]
        seen = set(done)
        seen.add(self.start)
        rims: list[list[Square]] = []
        if steps and len(line) >= 2:
            for q, r in ((line[0], line[1]), (line[-1], line[-2])):
                rim: list[Square] = []
                for _ in range(len(steps) // 2):
                    step = steps.get((q, r))
                    if step is None:
                        break
                    p, inner = step
                    if inner not in voids and inner not in rim:
                        rim.append(inner)
                    r, q = q, p
                rims.append(rim)
        order = list(done)
        for k in range(max((len(r) for r in rims), default=0)):  # the two walks in turn
            for rim in rims:
                if k < len(rim) and rim[k] not in seen:
                    seen.add(rim[k])
                    order.append(rim[k])
        sx, sy = self.start
        rest = sorted((s for s in region if s not in seen and s not in voids),
                      key=lambda s: (max(abs(s[0] - sx), abs(s[1] - sy)), s))
        self.order = order + rest

    def distance(self, s: Square) -> float:
        """How far ``s`` lies from the middle of the block (the larger of across and down)."""
        a, b = abs(s[0] - self.centre[0]), abs(s[1] - self.centre[1])
        return a if a > b else b
