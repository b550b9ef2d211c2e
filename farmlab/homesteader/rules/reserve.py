"""Play Phase, action 2: the reserve deck's cycling and refresh.

"All cards that leave the game, for any reason, are placed face up at the bottom of the reserve
card deck. When these face-up cards rise to the top of the reserve deck, the reserve deck is
refreshed by shuffling and turning the reserve deck face down."
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.game import shuffle
from .sections import REFRESHED

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Homesteader


def discard(g: "Homesteader", card: int, face_up: bool = True) -> None:
    """A card leaves the game: to the bottom of the reserve deck, face up (face down only for the
    card discarded unseen to make room for the house, ruling H11). The text's "discard pile" is this
    reserve deck (ruling H12)."""
    t = g.table
    t.reserve.append(card)
    if face_up:
        t.face_up.add(card)
    refresh(g)


def draw(g: "Homesteader") -> int:
    """The reserve deck's top card, taken off (face down: a face-up card on top is always refreshed at
    once); then the deck is refreshed if a face-up card is on top."""
    card = g.table.reserve.pop(0)
    refresh(g)
    return card


def refresh(g: "Homesteader") -> None:
    """Ruling H12: whenever a face-up card is on top (it has risen there, or it went into an empty
    deck), the whole reserve deck is shuffled and turned face down."""
    t = g.table
    if t.reserve and t.reserve[0] in t.face_up:
        t.face_up.clear()
        shuffle(g.rng, t.reserve)
        g.emit((REFRESHED, None, len(t.reserve)))
