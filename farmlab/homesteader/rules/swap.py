"""Play Phase, action 4: the plant swap.

"Once during the game, each player can announce a plant swap with another player. This player then
gets to choose one plant from another player's property, and gives the other player a card in
return." Limits a–d: one swap initiated per game; no barns or houses; any number of times the
target; never take back the same card that was taken from you (a duplicate is fine).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.errors import IllegalActionError
from ..grid import Square
from .sections import R_SWAP, SWAPPED

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Homesteader


def takeable(g: "Homesteader", seat: int, target: int, square: Square) -> str | None:
    """Why ``seat`` may not take the card on ``square`` from ``target``, or None (ruling H16: a face-up
    plant of the target's; not a card that was taken from ``seat`` in an earlier swap)."""
    placed = g.table.grid.get(square)
    if placed is None or placed.owner != target:
        return "Choose a plant on the other player's property."
    card = g.card_of[placed.card]
    if not placed.face_up:
        return "You can only choose a plant that is face up."
    if card.barn or card.house:
        return "Barns and houses may not be swapped."
    if not card.plant:
        return "A plant swap takes a plant."
    if placed.card in g.farms[seat].taken:
        return "You may not take back the same card that was taken from you (a duplicate is fine)."
    return None


def givable(g: "Homesteader", seat: int, square: Square) -> str | None:
    """Why ``seat`` may not give the card on ``square``, or None (ruling H16: one of your face-up cards,
    not a barn or the house)."""
    placed = g.table.grid.get(square)
    if placed is None or placed.owner != seat:
        return "Give one of your own cards in return."
    card = g.card_of[placed.card]
    if card.barn or card.house:
        return "Barns and houses may not be swapped."
    if not placed.face_up:
        return "Give a card that is face up."
    return None


def check(g: "Homesteader", seat: int, target: int, square: Square, give: Square) -> None:
    if g.farms[seat].swapped:
        raise IllegalActionError("Each player may initiate only one swap per game.", rule=R_SWAP)
    if not 0 <= target < g.n or target == seat:
        raise IllegalActionError("A plant swap is made with another player.", rule=R_SWAP)
    why = takeable(g, seat, target, square) or givable(g, seat, give)
    if why is not None:
        raise IllegalActionError(why, rule=R_SWAP)


def sides(g: "Homesteader", seat: int) -> tuple[list[tuple[int, Square]], list[Square]]:
    """The two sides of the plant swaps open to ``seat`` now: the plants it may take (the target and
    the square), and its cards it may give in return, each in order (none once it has made its swap).
    Every swap is one of each."""
    if g.farms[seat].swapped:
        return [], []
    showing = sorted([(s, p.owner) for s, p in g.table.grid.items() if p.face_up])  # both ask for a face-up card
    mine = [s for s, owner in showing if owner == seat and givable(g, seat, s) is None]
    if not mine:
        return [], []
    return [(owner, s) for s, owner in showing if owner != seat and takeable(g, seat, owner, s) is None], mine


def swaps(g: "Homesteader", seat: int) -> list[tuple[int, Square, Square]]:
    """Every plant swap open to ``seat`` now: each plant it may take with each card it may give."""
    takes, gives = sides(g, seat)
    return [(owner, s, give) for owner, s in takes for give in gives]


def swap(g: "Homesteader", seat: int, target: int, square: Square, give: Square) -> None:
    """The two cards change places and owners; the target remembers the card taken (limit d)."""
    t = g.table
    taken, given = t.grid[square], t.grid[give]
    t.grid[square], t.grid[give] = given, taken
    taken.owner, given.owner = seat, target
    g.cards_changed(square, give)
    g.farms[seat].swapped = True
    g.farms[target].taken.append(taken.card)
    t.may_discard = False
    if t.revealed in (square, give):
        t.revealed = None
    g.emit((SWAPPED, seat, target, taken.card, given.card))
