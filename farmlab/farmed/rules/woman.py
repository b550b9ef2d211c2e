"""Section "Woman cards": at the end of the year, before the last Weather card is revealed, each
player may put the Woman under one of their Crops, on the Youngs side (she counts as 2 Youngs)
or on the Nutrition side (+1 point for each colour). She comes back at the start of every year;
if her Crop does not survive, she has no effect.

Ruling F9: the players place their Woman at the same time, in secret, revealed together (like
the season's cards); a player with no Crop keeps her.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ...core.errors import IllegalActionError
from ..actions import PlaceWoman
from ..state import NUTRITION_SIDE, YOUNGS_SIDE
from .sections import WOMAN, R_WOMAN

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Farmed

SIDES = (YOUNGS_SIDE, NUTRITION_SIDE)


def placements(g: Farmed, seat: int) -> list[PlaceWoman]:
    """Where ``seat`` may put the Woman: under each of its Crops, on either side, or nowhere (kept).
    The same few lists come back every year: each is made once (:func:`_placements`)."""
    return list(_placements(len(g.farms[seat].crops)))


@lru_cache(maxsize=None)
def _placements(crops: int) -> tuple[PlaceWoman, ...]:
    return tuple([PlaceWoman(i, side) for i in range(crops) for side in SIDES] + [PlaceWoman(-1, YOUNGS_SIDE)])


def check_place(g: Farmed, seat: int, a: PlaceWoman) -> None:
    if a.side not in SIDES:
        raise IllegalActionError("The Woman lies on her Youngs side (2 Youngs) or her Nutrition side "
                                 "(+1 a colour).", rule=R_WOMAN)
    if a.crop != -1 and not 0 <= a.crop < len(g.farms[seat].crops):
        raise IllegalActionError("The Woman goes under one of your Crops (or you keep her).", rule=R_WOMAN)


def resolve(g: Farmed, chosen: list[tuple[int, PlaceWoman]]) -> None:
    for seat, a in chosen:
        if a.crop >= 0:
            g.farms[seat].crops[a.crop].woman = a.side
            g.emit((WOMAN, seat, a.crop, a.side))
        else:
            g.emit((WOMAN, seat, -1, ""))
