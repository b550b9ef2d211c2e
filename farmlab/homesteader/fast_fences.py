"""Fast path: the two-post fence extensions of :func:`farmlab.homesteader.rules.fences.extensions`.

The plain reference grows the extensions one post at a time (``fences._grow``: a list of paths per
length, the posts so far added to and taken from the set of posts used). A settlement turn offers
two posts (``fences.options``), so this module reads the two-post steps from each end from a table of
the lattice made once (:data:`farmlab.homesteader.grid.two_steps`) and checks each step with the same
rule (``extends``: along one of your cards, closing only at the other end, not over the line), giving
the same extensions in the same order (the paths closing the line after one post, then those closing it
after two, then the two-post paths). ``tests/homesteader/test_fast_fences.py`` checks it against the
reference at every fence step of many games. Nothing here decides a rule on its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .grid import Point, two_steps
from .rules.fences import closed_loop, loop_problem, own_card_on

if TYPE_CHECKING:  # pragma: no cover
    from .game import Homesteader


def two_post_extensions(g: "Homesteader", seat: int) -> list[tuple[int, tuple[Point, ...]]]:
    """The same list as ``fences.extensions(g, seat, 2)``."""
    line = g.farms[seat].line
    used = set(line)
    n = len(line)
    out: list[tuple[int, tuple[Point, ...]]] = []
    for end in (0, 1):
        start, other = (line[0], line[-1]) if end == 0 else (line[-1], line[0])
        closing: list[tuple[int, tuple[Point, ...]]] = []  # the paths closing the line at their second post
        paths: list[tuple[int, tuple[Point, ...]]] = []    # the two-post paths
        for p, sides, steps in two_steps(start):
            if not own_card_on(g, seat, sides):
                continue
            if p == other and n >= 3:  # the first post closes the line
                if loop_problem(g, seat, closed_loop(line, end, ())) is None:
                    out.append((end, (p,)))
                continue
            if p in used:
                continue
            for q, beside in steps:  # (the steps back to ``start`` are left out of the table: it is used)
                if not own_card_on(g, seat, beside):
                    continue
                if q == other and n + 1 >= 3:
                    if loop_problem(g, seat, closed_loop(line, end, (p,))) is None:
                        closing.append((end, (p, q)))
                elif q not in used:
                    paths.append((end, (p, q)))
        out += closing
        out += paths
    return out
