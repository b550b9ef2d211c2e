"""1. House animal cards.

"The active player must house the first card in his hand in one of his
stables. If the card matches a variety in one of their stables, they may house
it in that stable. If it does not match, they may house it in any of their
empty stables. If the card doesn't match and the player has no empty stables,
they must sell all the animals in one of their stables and house the card in
the stable that is now empty. Afterwards, the player may house the next card
(which is now the first card) in their hand in the same manner as the first.
The player may not house a 3rd animal. If the active player has no cards in
their hand, they omit this step."
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.errors import IllegalActionError, NotYourTurnError
from ..state import EMPTY, HOUSE, HOUSE_RECEIVED
from ..text import HOUSED, R_HOUSE, R_STABLES, STOP_HOUSING
from .stables import fits
from .trading import draw_face_up

if TYPE_CHECKING:  # pragma: no cover
    from ..game import CommunityFarm


def needs_forced_sale(g: "CommunityFarm", seat: int) -> bool:
    """True if nothing ``seat`` must house now fits any stable, so that a stable
    must be sold first (steps 1 and 3: "they must sell all the animals in one
    of their stables")."""
    table = g.table
    farm = g.farms[seat]
    kinds = farm.kinds
    if table.step == HOUSE:
        if seat == table.active and table.housed == 0 and farm.hand:
            return EMPTY not in kinds and farm.hand[0] not in kinds
    elif table.step == HOUSE_RECEIVED and farm.received:
        return EMPTY not in kinds and not any(k in kinds for k in farm.received)
    return False


def check_house(g: "CommunityFarm", seat: int, action: Any) -> None:
    """``House(stable)``: the first card of the hand into a stable it fits."""
    stable = action.stable
    table = g.table
    name = g.names[seat]
    if table.step != HOUSE:
        raise IllegalActionError("Housing cards from your hand happens only at the start of your turn.", rule=R_HOUSE)
    if seat != table.active:
        raise NotYourTurnError(f"It is {g.names[table.active]}'s turn, not {name}'s.", rule=R_HOUSE)
    if not (stable.__class__ is int and 0 <= stable < g.n_stables):
        raise IllegalActionError(f"{name} has no stable number {stable!r}.", rule=R_STABLES)
    farm = g.farms[seat]
    kind = farm.hand[0]
    if not fits(farm, kind, stable):
        msg = (f"A {g.animals[kind].singular} cannot go into a stable of {g.animals[farm.kinds[stable]].name}: "
               f"a stable holds one kind of animal.")
        if needs_forced_sale(g, seat):
            msg += " No stable fits, so you must sell one stable first."
        raise IllegalActionError(msg, rule=R_HOUSE)


def house_from_hand(g: "CommunityFarm", seat: int, action: Any) -> None:
    """House the first card of the hand in ``action.stable`` (checked: it fits)."""
    stable = action.stable
    farm = g.farms[seat]
    kind = farm.hand.pop(0)
    farm.kinds[stable] = kind
    farm.counts[stable] += 1
    g.emit((HOUSED, seat, kind, stable, farm.counts[stable], 1))
    g.table.housed += 1
    after_house_step(g)


def check_stop_housing(g: "CommunityFarm", seat: int, action: Any = None) -> None:
    table = g.table
    if table.step != HOUSE or seat != table.active:
        raise IllegalActionError("You can stop housing only during your own housing step.", rule=R_HOUSE)
    if table.housed == 0:
        raise IllegalActionError("You must house the first card of your hand before you stop.", rule=R_HOUSE)


def stop_housing(g: "CommunityFarm", seat: int, action: Any = None) -> None:
    """``EndHousing``: the second card is optional (R2)."""
    g.emit((STOP_HOUSING, seat))
    draw_face_up(g)


def after_house_step(g: "CommunityFarm") -> None:
    """After a card of step 1: stop after two, or when the hand is empty.

    Ruling R2: the second card is optional (:class:`EndHousing`); housed "in
    the same manner as the first", it may need a sale first when it fits no
    stable, which the player may make (any sale is allowed at any time) or
    simply stop housing.
    """
    table = g.table
    if table.housed >= 2 or not g.farms[table.active].hand:
        draw_face_up(g)
