"""Fast path: each player's face-down cards in the play phase, kept from one decision to the next.

The plain reference is :func:`..rules.play.flips` (the squares of the player's face-down cards, in
order), which reads the whole table. In the play phase no card is ever put down face down again (a
card turns face up, moves face up, is swapped face up, drawn face up or removed), so a player's
face-down cards are among those seen at its last decision: only those are looked at again, and the
list stays in order. The list follows one table and starts again on another (a new game, a copy).
``tests/homesteader/test_settling.py`` checks it against the reference at every decision of many games.
"""

from __future__ import annotations

from typing import Any

from ..grid import Square
from ..rules.play import flips


class FaceDown:
    """The face-down cards of each seat, for the play phase (see the module's docstring)."""

    __slots__ = ("grid", "squares")

    def __init__(self) -> None:
        self.grid: dict[Square, Any] | None = None  # the table followed
        self.squares: dict[int, list[Square]] = {}  # seat -> its face-down cards at its last look

    def of(self, g: Any, seat: int) -> list[Square]:
        """:func:`..rules.play.flips`: the squares of ``seat``'s face-down cards, in order (play phase only)."""
        grid = g.table.grid
        kept = self.squares.get(seat)
        if grid is not self.grid:
            self.grid, self.squares, kept = grid, {}, None
        if kept is None:
            squares = flips(g, seat)
        else:
            squares = [s for s in kept if (p := grid.get(s)) is not None and p.owner == seat and not p.face_up]
        self.squares[seat] = squares
        return squares
