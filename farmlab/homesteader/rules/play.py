"""Play Phase: the turn, action 1 (the flip), action 2 (the discard), action 3 (the transplant), and
the end of play ("Play ends after the last player has turned over his last card and completed his
turn"). The reserve deck is in :mod:`.reserve`, the plant swap in :mod:`.swap`, disasters and pests
in :mod:`.disasters`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.errors import IllegalActionError
from ..grid import Square
from ..state import ACT, FLIP, OVER
from . import disasters
from .house import empty_squares
from .reserve import discard as to_reserve, draw
from .sections import DISCARDED, FLIPPED, R_DISCARD, R_FLIP, R_TRANSPLANT, TRANSPLANTED, TURN

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Homesteader


def begin(g: "Homesteader") -> None:
    """"The play phase begins, again with the youngest player" (seat 0, ruling H1)."""
    start_turn(g, 0)


def start_turn(g: "Homesteader", seat: int) -> None:
    """A turn: the flip first (required). Ruling H13: a player with no face-down card left has nothing
    to flip but still takes the turn (transplant, plant swap) while others have cards to turn over."""
    t = g.table
    t.turn = seat
    t.revealed = None
    t.may_discard = False
    t.transplanted = False
    down = t.down
    if down is None:  # the first turn: the face-down cards are counted once, then kept by the flips
        down = t.down = t.face_down_counts(g.n)
    g.set_step(FLIP if down[seat] else ACT, seat)


def flips(g: "Homesteader", seat: int) -> list[Square]:
    """"Turning one card face up within your own marked property (you may only turn over your own cards)"."""
    return g.table.face_down(seat)


def check_flip(g: "Homesteader", seat: int, square: Square) -> None:
    placed = g.table.grid.get(square)
    if placed is None or placed.owner != seat:
        raise IllegalActionError("You may only turn over your own cards.", rule=R_FLIP)
    if placed.face_up:
        raise IllegalActionError("That card is already face up: turn over one of your face-down cards.", rule=R_FLIP)


def flip(g: "Homesteader", seat: int, square: Square) -> None:
    """The card turns face up. A disaster or pest must be played at once (action 5)."""
    t = g.table
    placed = t.grid[square]
    placed.face_up = True
    if t.down is not None:
        t.down[placed.owner] -= 1
    g.cards_changed(square)
    t.revealed = square
    g.emit((FLIPPED, seat, square[0], square[1], placed.card))
    if g.card_of[placed.card].disaster:
        disasters.turned_over(g, seat, square)
        return
    t.may_discard = bool(t.reserve)
    g.set_step(ACT, seat)


def check_discard(g: "Homesteader", seat: int) -> None:
    t = g.table
    if not t.may_discard or t.revealed is None:
        raise IllegalActionError("The discard comes directly after the flip, with the card you just turned over.",
                                 rule=R_DISCARD)


def discard(g: "Homesteader", seat: int) -> None:
    """"Directly after the flip, the revealed card may be swapped with the top card on the reserve deck"
    (ruling H14): the revealed card goes face up to the bottom of the reserve, the top card takes its
    square face up. A disaster or pest drawn this way is played at once, like one turned over."""
    t = g.table
    square = t.revealed
    assert square is not None
    placed = t.grid[square]
    old = placed.card
    placed.card = draw(g)
    g.cards_changed(square)
    t.may_discard = False
    to_reserve(g, old)
    g.emit((DISCARDED, seat, old, placed.card))
    if g.card_of[placed.card].disaster:
        disasters.turned_over(g, seat, square)


def movable(g: "Homesteader", seat: int, square: Square) -> str | None:
    """Why ``seat`` may not transplant the card on ``square``, or None (ruling H15): one of your face-up
    cards, never the house, a barn only in the turn it is first revealed."""
    placed = g.table.grid.get(square)
    if placed is None or placed.owner != seat:
        return "You may only transplant your own cards."
    card = g.card_of[placed.card]
    if card.house:
        return "The house card may not be transplanted."
    if not placed.face_up:
        return "Turn a card over before you transplant it."
    if card.barn and square != g.table.revealed:
        return "A barn may only be moved once, when it is first revealed."
    return None


def transplants(g: "Homesteader", seat: int) -> list[tuple[Square, Square]]:
    """Every transplant open now: a movable card to an empty square of your property."""
    if g.table.transplanted:
        return []
    empty = empty_squares(g, seat)
    if not empty:
        return []
    return [(s, e) for s in g.table.owned(seat) if movable(g, seat, s) is None for e in empty]


def check_transplant(g: "Homesteader", seat: int, square: Square, to: Square) -> None:
    if g.table.transplanted:
        raise IllegalActionError("You may transplant a maximum of one card per turn.", rule=R_TRANSPLANT)
    why = movable(g, seat, square)
    if why is not None:
        raise IllegalActionError(why, rule=R_TRANSPLANT)
    if to not in g.farms[seat].land:
        raise IllegalActionError("Cards must remain within the boundaries of your property.", rule=R_TRANSPLANT)
    if to in g.table.grid:
        raise IllegalActionError("Transplant to an empty square of your property.", rule=R_TRANSPLANT)


def transplant(g: "Homesteader", seat: int, square: Square, to: Square) -> None:
    """The card moves; the fences stay ("After the settlement phase, cards will move but fence lines
    must not be moved"). The discard is no longer possible (it comes directly after the flip)."""
    t = g.table
    placed = t.grid.pop(square)
    t.grid[to] = placed
    g.cards_changed(square, to)
    t.transplanted = True
    t.may_discard = False
    if t.revealed == square:
        t.revealed = to
    g.farms[seat].transplants += 1
    g.emit((TRANSPLANTED, seat, placed.card, square[0], square[1], to[0], to[1]))


def end_turn(g: "Homesteader", seat: int) -> None:
    """The turn ends; the scores as they stand are noted. Ruling H19: play ends when every card on the
    table is face up, at the end of the turn in which the last one was turned over; then the scoring."""
    t = g.table
    t.flips += 1
    g.emit((TURN, seat))
    g.update_scores()
    g.record_round()
    if any(t.down):  # not every card is face up (the face-down cards counted, see start_turn)
        start_turn(g, (seat + 1) % g.n)
        return
    t.step = OVER
    g.stage = None
    g.final_scoring()  # rules/scoring.py's final, read from the scores kept after each turn
    g.over = True
