"""Settlement Phase: the start configuration, step 1 (placing a card) and whose turn it is.

The fence posts (step 2) are in :mod:`.fences`, the house card in :mod:`.house`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..grid import Point, Square, neighbours, point
from ..state import PLACE, Placed
from . import fences, house
from .reserve import discard
from .sections import NO_ROOM, PLACED, START

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Homesteader

#: Ruling H5: the start configurations (the text's pictures are missing). The players' first cards
#: make a block in the centre, seat 0 first and clockwise; each player's first fence line runs
#: along the sides where its card meets the others', so the first posts are shared.
START_SQUARES: dict[int, tuple[Square, ...]] = {
    2: ((0, 0), (1, 0)),
    3: ((0, 0), (1, 0), (0, 1)),
    4: ((0, 0), (1, 0), (1, 1), (0, 1)),
}
START_LINES: dict[int, tuple[tuple[Point, ...], ...]] = {
    2: (((2, 0), (2, 1), (2, 2)), ((2, 0), (2, 1), (2, 2))),
    3: (((2, 0), (2, 1), (2, 2), (1, 2), (0, 2)), ((2, 0), (2, 1), (2, 2)), ((0, 2), (1, 2), (2, 2))),
    4: (((2, 0), (2, 1), (2, 2), (1, 2), (0, 2)), ((2, 0), (2, 1), (2, 2), (3, 2), (4, 2)),
        ((4, 2), (3, 2), (2, 2), (2, 3), (2, 4)), ((0, 2), (1, 2), (2, 2), (2, 3), (2, 4))),
}
# (the squares and posts as the lattice's own tuples, see grid.point)
START_SQUARES = {n: tuple(map(point, squares)) for n, squares in START_SQUARES.items()}
START_LINES = {n: tuple(tuple(map(point, line)) for line in lines) for n, lines in START_LINES.items()}


def start(g: "Homesteader") -> None:
    """"Each player places a card in the center of the playing space. Pennies are placed as shown"
    (ruling H5): the first card of each hand on its start square, face down, and the first posts."""
    t = g.table
    for s, farm in enumerate(g.farms):
        square = START_SQUARES[g.n][s]
        t.grid[square] = Placed(farm.hand.pop(), s)
        farm.around.update(neighbours(square))
        g.emit((START, s, square[0], square[1]))
        farm.line = list(START_LINES[g.n][s])
        for p in farm.line:
            owners = t.posts.setdefault(p, [])
            if not owners:
                farm.pennies += 1
            owners.append(s)


def claimed(g: "Homesteader", square: Square) -> bool:
    """Is ``square`` inside a property already fenced?"""
    for f in g.farms:
        if square in f.land:
            return True
    return False


def places(g: "Homesteader", seat: int) -> list[Square]:
    """Step 1: the empty squares where ``seat`` may put a card.

    "The card is either next to or touching the corner of another of your cards": one of the
    eight squares around one of your cards. "Your cards eventually form a grid and are not placed
    at odd angles": squares of the grid only (ruling H2); not inside a property another
    player has already fenced in (the squares of a fenced property are staked, ruling H8)."""
    around = g.farms[seat].around.difference(g.table.grid)  # the empty squares around your cards
    for f in g.farms:
        if f.land:
            around.difference_update(f.land)  # not claimed
    return sorted(around)


def may_place(g: "Homesteader", seat: int, square: Square) -> bool:
    """Is ``square`` one of :func:`places`? (Empty, not claimed, around one of ``seat``'s cards.)"""
    grid = g.table.grid
    if square in grid or claimed(g, square):
        return False
    for n in neighbours(square):
        placed = grid.get(n)
        if placed is not None and placed.owner == seat:
            return True
    return False


def can_place(g: "Homesteader", seat: int) -> bool:
    """Is there at least one square in :func:`places`?"""
    grid = g.table.grid
    for n in g.farms[seat].around:
        if n not in grid and not claimed(g, n):
            return True
    return False


def place(g: "Homesteader", seat: int, square: Square) -> None:
    """Step 1: the top card of the hand goes face down on ``square`` (unseen, ruling H4)."""
    farm = g.farms[seat]
    g.table.grid[square] = Placed(farm.hand.pop(), seat)
    farm.around.update(neighbours(square))
    g.emit((PLACED, seat, square[0], square[1]))


def next_turn(g: "Homesteader", after: int) -> None:
    """The next settlement turn, clockwise from ``after`` among the players whose property is not
    fenced yet ("Play begins with the youngest player and proceeds clockwise": seat 0 is the youngest,
    ruling H1). When every property is fenced, the houses are placed."""
    for k in range(1, g.n + 1):
        seat = (after + k) % g.n
        farm = g.farms[seat]
        if farm.settled:
            continue
        if farm.hand:
            if can_place(g, seat):
                g.set_step(PLACE, seat)
                return
            return_hand(g, seat)
        if fences.begin_step_2(g, seat):
            return
        # no fence step possible: the fence was completed (ruling H10); the next player
    house.begin(g)


def return_hand(g: "Homesteader", seat: int) -> None:
    """Ruling H10: a player who has cards left but no square to put one on can place no more; the
    cards go back to the reserve, as when a fence is closed early (ruling H9)."""
    farm = g.farms[seat]
    n = len(farm.hand)
    for card in reversed(farm.hand):
        discard(g, card)
    farm.returned += n
    farm.hand = []
    g.emit((NO_ROOM, seat, n))
