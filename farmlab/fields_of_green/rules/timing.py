"""Section "Timing Rules": when 2 or more players want to do something at the same time, the
player closest to the First Player marker goes first, then clockwise.

Ruling G3: the player holding the marker is the closest to it, so the order starts with the
First Player; seats are numbered clockwise (seat 1 sits on seat 0's left).
Ruling G4: after the cards are revealed, the players carry out their actions in this order
(building Towers and Silos from their piles and drawing Equipment are the "same time" the
section speaks of); the Harvest is paid player by player in this order too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from ..game import FieldsOfGreen


def order(g: FieldsOfGreen) -> list[int]:
    """Every seat, starting with the First Player and going clockwise (G3)."""
    first = g.table.first
    return [*range(first, g.n), *range(first)]


def left_of(g: FieldsOfGreen, seat: int) -> int:
    """The player on ``seat``'s left: the next seat clockwise (G3)."""
    return (seat + 1) % g.n
