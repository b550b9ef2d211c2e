"""Advanced rules, section "Simple Improvements": Improvements come in the Crop deck and are
played below the Crops, on a separate line; most give one Weather symbol to all of a player's
Crops (with Irrigation, all your Crops need a Water symbol less).

Ruling F14: two simple Improvements of the same symbol add up (each gives one symbol).
Ruling F15: any card of the Crop deck may be played face down as a Young, an Improvement too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .sections import LOST_IMPROVEMENT

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Farmed


def bonus(g: Farmed, seat: int) -> tuple[int, int, int, int]:
    """The Weather symbols ``seat``'s Improvements give each of its Crops (F14); in the Team game
    the teammate's too ("all Improvements of a player apply also to his teammate")."""
    out = [0, 0, 0, 0]
    cards = g.farms[seat].improvements
    if g.team and g.table.mates[seat] >= 0:
        cards = cards + g.farms[g.table.mates[seat]].improvements
    for c in cards:
        for k, b in enumerate(g.crop_of[c].bonus()):  # type: ignore[union-attr]
            out[k] += b
    return (out[0], out[1], out[2], out[3])


def storm_seats(g: Farmed) -> list[int]:
    """Who chooses an Improvement to lose to a Storm: players with two or more (F16)."""
    return [s for s, f in enumerate(g.farms) if len(f.improvements) >= 2]


def lose_only_improvements(g: Farmed) -> None:
    """Ruling F16: a Storm takes the only Improvement of a player who has one, without a choice."""
    for s, farm in enumerate(g.farms):
        if len(farm.improvements) == 1:
            lose(g, s, 0)


def lose(g: Farmed, seat: int, index: int) -> None:
    card = g.farms[seat].improvements.pop(index)
    if g.team:  # the School or the Nursery leaves its Crop (F23)
        from .special_improvements import detach

        detach(g, seat, card)
    g.table.discard.append(card)
    g.emit((LOST_IMPROVEMENT, seat, card))
