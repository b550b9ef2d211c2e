"""Section "End of the game": after 4 years the player with most points wins; on a tie, the
player with most colours among their Crops, then the one with most Crop cards.

Ruling F12: the tie-breaks count the Crops in play when the game ends (after the last harvest).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .sections import ENDED

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Farmed


def tiebreak_key(g: Farmed, seat: int) -> tuple[int, int]:
    crops = g.farms[seat].crops
    return (len({g.crop_of[p.card].colour for p in crops}), len(crops))


def finish(g: Farmed) -> None:
    g.over = True
    g.emit((ENDED, None))
