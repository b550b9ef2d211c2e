"""The lattice Homesteader is played on (rulings H2, H7): squares, fence posts and fence sides.

A card fills a *square* ``(x, y)`` (whole numbers; ``y`` grows downwards). Fence posts stand at
the corners and the middles of the sides of squares. In *doubled* coordinates the square
``(x, y)`` spans ``2x .. 2x+2`` across and ``2y .. 2y+2`` down: its corners are the points with
both coordinates even, the middles of its sides the points with one coordinate odd, and its
centre ``(2x+1, 2y+1)`` (both odd) is no post point. A *fence piece* joins two post points one
half-side apart; it always lies on a side of a square, between two squares. Nothing here is a
rule: it is the table's geometry.
"""

from __future__ import annotations

Square = tuple[int, int]
Point = tuple[int, int]

#: the eight neighbours of a square (beside it or touching its corners), clockwise from the top
AROUND: tuple[tuple[int, int], ...] = ((0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1))
#: the four squares beside a square
BESIDE: tuple[tuple[int, int], ...] = ((0, -1), (1, 0), (0, 1), (-1, 0))


class Geometry(dict):  # type: ignore[type-arg]
    """A table of the lattice filled on first use: ``table[key]`` is ``make(key)``, worked out once
    for every game (the geometry never changes), then looked up. A table of points keeps each under
    the lattice's own tuple (:data:`point`)."""

    __slots__ = ("make", "of_points")

    def __init__(self, make, of_points: bool = True) -> None:  # type: ignore[no-untyped-def]
        super().__init__()
        self.make = make
        self.of_points = of_points

    def __missing__(self, key):  # type: ignore[no-untyped-def]
        value = self.make(key)
        self[point(key) if self.of_points else key] = value
        return value


#: ``point(p)``: the one tuple of the lattice for the square or post point ``p`` (the first made). The
#: tables below hand out these tuples, and the moves put them on the table, so that a dict of squares
#: or posts finds its key as the very same object instead of comparing the numbers.
point = Geometry(lambda p: p, of_points=False).__getitem__


def _neighbours(square: Square) -> tuple[Square, ...]:
    x, y = square
    return tuple(point((x + dx, y + dy)) for dx, dy in AROUND)


#: ``neighbours(square)``: the eight squares beside or corner to corner with ``square``, clockwise
#: from the top (a table lookup).
neighbours = Geometry(_neighbours).__getitem__


def is_post_point(p: Point) -> bool:
    """A corner or the middle of a side (not the centre of a square)."""
    return not (p[0] & 1 and p[1] & 1)


def _steps_from(p: Point) -> tuple[Point, ...]:
    x, y = p
    return tuple(point(q) for q in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)) if is_post_point(q))


def _within(reach: int):  # type: ignore[no-untyped-def]
    def block(square: Square) -> tuple[Square, ...]:
        x, y = square
        return tuple(point((x + dx, y + dy)) for dy in range(-reach, reach + 1) for dx in range(-reach, reach + 1))
    return block


#: ``within_one(square)``: the square and its eight neighbours (a 3 x 3 block; a table lookup).
within_one = Geometry(_within(1)).__getitem__
#: ``within_two(square)``: the squares at most two steps (beside or corner to corner) away (5 x 5).
within_two = Geometry(_within(2)).__getitem__


def _beside(square: Square) -> tuple[Square, ...]:
    x, y = square
    return tuple(point((x + dx, y + dy)) for dx, dy in BESIDE)


#: ``beside(square)``: the four squares beside ``square`` (a table lookup).
beside = Geometry(_beside).__getitem__


#: ``steps_from(p)``: the post points one half-side away from ``p`` (a table lookup).
steps_from = Geometry(_steps_from).__getitem__


def _squares_beside(piece: tuple[Point, Point]) -> tuple[Square, Square]:
    p, q = piece
    if p[1] == q[1]:  # a horizontal piece on the line between two rows
        x = min(p[0], q[0]) // 2
        return point((x, p[1] // 2 - 1)), point((x, p[1] // 2))
    y = min(p[1], q[1]) // 2
    return point((p[0] // 2 - 1, y)), point((p[0] // 2, y))


_PIECES = Geometry(_squares_beside, of_points=False)  # by (post, post)


def squares_beside(p: Point, q: Point) -> tuple[Square, Square]:
    """The two squares on either side of the fence piece from ``p`` to ``q`` (one half-side apart)."""
    return _PIECES[p, q]


def _pieces_from(q: Point) -> tuple[tuple[Point, tuple[Square, Square]], ...]:
    return tuple((p, _PIECES[q, p]) for p in steps_from(q))


#: ``pieces_from(q)``: for each post point ``p`` one half-side from ``q``, the pair ``(p, the two squares
#: beside the fence piece from q to p)`` (a table lookup).
pieces_from = Geometry(_pieces_from).__getitem__


def _two_steps(q: Point) -> tuple[tuple[Point, tuple[Square, Square], tuple[tuple[Point, tuple[Square, Square]], ...]], ...]:
    return tuple((p, sides, tuple((r, beside) for r, beside in pieces_from(p) if r != q)) for p, sides in pieces_from(q))


#: ``two_steps(q)``: for each post point ``p`` one half-side from ``q``, ``(p, the two squares beside the
#: piece q-p, the pieces_from(p) that do not lead back to q)`` (a table lookup; fast_fences.py)
two_steps = Geometry(_two_steps).__getitem__


def inside(loop: list[Point], square: Square) -> bool:
    """Is ``square`` inside the closed fence ``loop`` (its posts in order, the last joined to the first)?

    A ray from the square's centre to the right crosses the loop an odd number of times exactly when
    the square is inside. Only the lower halves of upright sides are counted: a fence never turns at
    the middle of an upright side (the centres are not post points), so each side it runs along is
    counted once."""
    cx, cy = 2 * square[0] + 1, 2 * square[1] + 1
    crossings = 0
    n = len(loop)
    for i in range(n):
        (x1, y1), (x2, y2) = loop[i], loop[(i + 1) % n]
        if x1 == x2 and x1 > cx and min(y1, y2) == cy:
            crossings += 1
    return crossings % 2 == 1


def enclosed(loop: list[Point]) -> set[Square]:
    """Every square inside the closed ``loop``: those for which :func:`inside` holds, found a row at a
    time. The upright sides the loop counts for a row (their lower halves, as :func:`inside` counts
    them) are gathered in one pass; a square is inside when an odd number of them lie to its right."""
    crossing: dict[int, list[int]] = {}  # row of the centres (2y + 1) -> the x of each side counted there
    n = len(loop)
    for i in range(n):
        (x1, y1), (x2, y2) = loop[i], loop[(i + 1) % n]
        if x1 == x2 and min(y1, y2) & 1:
            crossing.setdefault(min(y1, y2), []).append(x1)
    out = set()
    for cy, sides in crossing.items():
        sides.sort()
        y = (cy - 1) // 2
        for k in range(0, len(sides) - 1, 2):  # between the 1st and 2nd side from the left, the 3rd and 4th ...
            out.update(point((x, y)) for x in range(sides[k] // 2, sides[k + 1] // 2))
    return out


def outline(squares: set[Square]) -> list[tuple[Point, Point]]:
    """The fence pieces around a set of squares (each piece between a square in it and one outside)."""
    pieces = []
    for x, y in squares:
        X, Y = 2 * x, 2 * y
        if (x, y - 1) not in squares:
            pieces += [((X, Y), (X + 1, Y)), ((X + 1, Y), (X + 2, Y))]
        if (x + 1, y) not in squares:
            pieces += [((X + 2, Y), (X + 2, Y + 1)), ((X + 2, Y + 1), (X + 2, Y + 2))]
        if (x, y + 1) not in squares:
            pieces += [((X, Y + 2), (X + 1, Y + 2)), ((X + 1, Y + 2), (X + 2, Y + 2))]
        if (x - 1, y) not in squares:
            pieces += [((X, Y), (X, Y + 1)), ((X, Y + 1), (X, Y + 2))]
    return pieces


def holes(walls: set[Square], free: set[Square]) -> set[Square]:
    """The squares of ``free`` that ``walls`` shut in: those from which no path of squares side by
    side, through ``free`` squares only, leads out of the walls' bounding box."""
    if not walls:
        return set()
    xs = [s[0] for s in walls]
    ys = [s[1] for s in walls]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    candidates = {s for s in free if x0 < s[0] < x1 and y0 < s[1] < y1}
    out: set[Square] = set()
    seen: set[Square] = set()
    for start in sorted(candidates):
        if start in seen:
            continue
        group, todo, escapes = [start], [start], False
        seen.add(start)
        while todo:
            for s in beside(todo.pop()):
                if s in walls or s in seen:
                    continue
                if s not in candidates:
                    escapes = True  # outside the box, or not free: not shut in
                    continue
                seen.add(s)
                group.append(s)
                todo.append(s)
        if not escapes:
            out.update(group)
    return out
