"""The lattice's tables and row-at-a-time searches (``grid.py``) agree with their plain definitions."""

from __future__ import annotations

import farmlab
from farmlab.core.registry import make_bot
from farmlab.homesteader.game import Homesteader
from farmlab.homesteader.rules import fences
from farmlab.homesteader.grid import (beside, enclosed, inside, neighbours, outline, pieces_from, point,
                                      squares_beside, steps_from, within_one, within_two)


def by_inside(loop):
    xs = [p[0] for p in loop]
    ys = [p[1] for p in loop]
    return {(x, y) for x in range(min(xs) // 2, max(xs) // 2 + 1) for y in range(min(ys) // 2, max(ys) // 2 + 1)
            if inside(loop, (x, y))}


def test_the_tables_hold_the_neighbours_and_steps() -> None:
    for x in range(-3, 4):
        for y in range(-3, 4):
            # the eight neighbours clockwise from the top; the four beside it
            assert neighbours((x, y)) == ((x, y - 1), (x + 1, y - 1), (x + 1, y), (x + 1, y + 1), (x, y + 1),
                                          (x - 1, y + 1), (x - 1, y), (x - 1, y - 1))
            assert beside((x, y)) == ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y))
            assert steps_from((x, y)) == tuple(q for q in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y))
                                               if not (q[0] & 1 and q[1] & 1))
            one = {(x, y)} | set(neighbours((x, y)))
            assert set(within_one((x, y))) == one and len(within_one((x, y))) == 9
            assert set(within_two((x, y))) == one.union(*(neighbours(n) for n in one))
    assert squares_beside((2, 0), (2, 1)) == ((0, 0), (1, 0))
    assert squares_beside((1, 2), (0, 2)) == ((0, 0), (0, 1))


def test_the_tables_and_the_moves_hand_out_the_lattices_own_tuple_of_each_point() -> None:
    """``grid.point``: one tuple per square or post point, the one the tables give and the table holds."""
    assert point((5, -2)) == (5, -2) and point((5, -2)) is point((5, -2))
    for x in range(-3, 4):
        for y in range(-3, 4):
            for n in neighbours((x, y)) + within_two((x, y)) + beside((x, y)) + steps_from((x, y)):
                assert n is point(n)
            for p, sides in pieces_from((x, y)):
                assert p is point(p) and all(s is point(s) for s in sides)
    assert all(s is point(s) for s in enclosed([(0, 0), (4, 0), (4, 2), (0, 2)]))
    g = farmlab.play(Homesteader(3, 4), [make_bot(Homesteader, "random", i) for i in range(3)])
    assert all(s is point(s) for s in g.table.grid)
    assert all(p is point(p) for p in g.table.posts)
    assert all(s is point(s) for f in g.farms for s in f.land)


def test_enclosed_finds_the_squares_inside_as_inside_does(monkeypatch) -> None:
    # a U-shaped fence around five squares: (0,0),(0,1),(1,1),(2,1),(2,0)
    u = [(0, 0), (2, 0), (2, 2), (4, 2), (4, 0), (6, 0), (6, 4), (0, 4)]
    loop = []
    for (x1, y1), (x2, y2) in zip(u, u[1:] + u[:1]):
        while (x1, y1) != (x2, y2):
            loop.append((x1, y1))
            x1 += (x2 > x1) - (x2 < x1)
            y1 += (y2 > y1) - (y2 < y1)
    assert enclosed(loop) == by_inside(loop) == {(0, 0), (0, 1), (1, 1), (2, 1), (2, 0)}
    # every loop the fence rules look at in played games (each extension that would close a line)
    seen = []

    def checked(loop):
        assert enclosed(loop) == by_inside(loop)
        seen.append(len(loop))
        return enclosed(loop)

    monkeypatch.setattr(fences, "enclosed", checked)
    for seed in range(12):
        n = 2 + seed % 3
        g = Homesteader(n, seed)
        farmlab.play(g, [make_bot(Homesteader, "heuristic" if (seed + i) % 3 else "random", i) for i in range(n)])
    assert len(seen) > 50


def test_the_outline_of_a_property_is_the_fence_pieces_between_its_squares_and_the_rest() -> None:
    """What the board draws as a property's fence: one square has 8 half-side pieces around it; two
    side by side 12 (the side between them is not fenced); an L of three 16."""
    one = sorted(outline({(0, 0)}))
    assert one == sorted([((0, 0), (1, 0)), ((1, 0), (2, 0)), ((2, 0), (2, 1)), ((2, 1), (2, 2)),
                          ((0, 2), (1, 2)), ((1, 2), (2, 2)), ((0, 0), (0, 1)), ((0, 1), (0, 2))])
    two = outline({(0, 0), (1, 0)})
    assert len(two) == 12 and ((2, 0), (2, 1)) not in two and ((4, 0), (4, 1)) in two
    assert len(outline({(0, 0), (1, 0), (0, 1)})) == 16
