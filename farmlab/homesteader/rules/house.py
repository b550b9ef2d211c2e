"""Settlement Phase: the house card.

"When all cards are placed, the property must be entirely surrounded with pennies and the house
card is placed in one of the empty spaces. If there is not at least one spot in the middle of
your property for the house card, you must remove and discard a card without looking at it. This
card goes, face-down, at the bottom of the discard pile."
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..grid import Square
from ..state import HOUSE, Placed
from .reserve import discard
from .sections import HOUSE_DISCARD, HOUSED

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Homesteader


def empty_squares(g: "Homesteader", seat: int) -> list[Square]:
    """The empty squares of ``seat``'s property (its voids)."""
    grid = g.table.grid
    return sorted(s for s in g.farms[seat].land if s not in grid)


def spots(g: "Homesteader", seat: int) -> list[Square]:
    """Where the house may go (ruling H11): any empty square of the property (all of them lie inside
    the fence: "in the middle of your property"); when there is none, any of the player's cards,
    which is then discarded unseen to make room."""
    empty = empty_squares(g, seat)
    return empty if empty else sorted(s for s in g.farms[seat].land if s in g.table.grid)


def begin(g: "Homesteader") -> None:
    """Every property is fenced: the houses are placed, from the youngest player clockwise (ruling H11)."""
    g.set_step(HOUSE, 0)


def place(g: "Homesteader", seat: int, square: Square) -> None:
    """The house on ``square``; a card there is first discarded face down, unseen, at the bottom of the
    reserve deck."""
    t = g.table
    old = t.grid.pop(square, None)
    if old is not None:
        discard(g, old.card, face_up=False)
        g.emit((HOUSE_DISCARD, seat, square[0], square[1]))
    t.grid[square] = Placed(g.house_of[seat], seat, True)
    # told like every move's squares (the tables kept from move to move follow them), although no score
    # is counted before every house is placed: the first count reads the whole table
    g.cards_changed(square)
    g.farms[seat].house = square
    g.emit((HOUSED, seat, square[0], square[1]))
