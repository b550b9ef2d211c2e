"""Section "2 Player Rules": the players draw their 6 cards without looking at them; the 12 are
shuffled together into a face-down pile and its first 6 are revealed face up. The Action phase
is played in turns: the First Player chooses one of the face-up cards and performs an action,
then the other player does; after both have acted, 2 more cards are revealed. When the pile is
empty they go on until all 12 cards are taken, 6 turns each.

Ruling G23: with 2 players the drawn cards are seen by nobody (the counts stay public); the
Turn Order Marker's direction does not matter (no hands are passed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.errors import IllegalActionError
from ...core.game import shuffle
from ..actions import PickCard
from .sections import FACE_UP, R_TWO, REVEALED

if TYPE_CHECKING:  # pragma: no cover
    from ..game import FieldsOfGreen

FIRST_SHOWN = 6
SHOWN_AFTER_EACH_TURN = 2


def set_aside(g: FieldsOfGreen, cards: list[int]) -> None:
    """The drawn cards go, unseen, into the round's pile (G23)."""
    g.table.pile.extend(cards)


def lay_out(g: FieldsOfGreen) -> None:
    """Shuffle the 12 cards together and reveal the first 6."""
    shuffle(g.rng, g.table.pile)
    reveal(g, FIRST_SHOWN)


def reveal(g: FieldsOfGreen, n: int) -> None:
    t = g.table
    shown = []
    for _ in range(min(n, len(t.pile))):
        shown.append(t.pile.pop())
    t.face_up.extend(shown)
    if shown:
        g.emit((FACE_UP, None, shown))


def after_both_acted(g: FieldsOfGreen) -> None:
    """2 more cards are revealed, while the pile lasts."""
    reveal(g, SHOWN_AFTER_EACH_TURN)


def picks(g: FieldsOfGreen, seat: int) -> list[PickCard]:
    return [PickCard(i) for i in range(len(g.table.face_up))]


def check_pick(g: FieldsOfGreen, seat: int, a: PickCard) -> None:
    if not 0 <= a.card < len(g.table.face_up):
        raise IllegalActionError(f"There is no face-up card number {a.card + 1} (there are {len(g.table.face_up)}).",
                                 rule=R_TWO)


def take(g: FieldsOfGreen, seat: int, a: PickCard) -> None:
    """Take a face-up card: it is the card of this turn's action."""
    card = g.farms[seat].selected = g.table.face_up.pop(a.card)
    g.emit((REVEALED, seat, card))
