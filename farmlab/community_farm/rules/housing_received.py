"""3. House traded & given animals.

"All players now house the animals they got in trades or were given (the
current player also houses any cards they drew and kept). The order of housing
is up to each player, but all must be housed. The players may (and may need
to) sell a row of animals at any time." (Example 4.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.errors import IllegalActionError
from ..state import HOUSE_RECEIVED
from ..text import HOUSED, R_HOUSE3, R_STABLES
from .housing import needs_forced_sale
from .stables import fits

if TYPE_CHECKING:  # pragma: no cover
    from ..game import CommunityFarm


def check_house_received(g: "CommunityFarm", seat: int, action: Any) -> None:
    """``HouseReceived(card, stable)``: a received card into a stable it fits."""
    card, stable = action.card, action.stable
    name = g.names[seat]
    if g.table.step != HOUSE_RECEIVED:
        raise IllegalActionError("Received cards are housed after trading has ended (step 3).", rule=R_HOUSE3)
    farm = g.farms[seat]
    received = farm.received
    if not received:
        raise IllegalActionError(f"{name} has no received cards left to house.", rule=R_HOUSE3)
    if not (card.__class__ is int and 0 <= card < len(received)):
        raise IllegalActionError(f"{name} has no received card number {card!r}.", rule=R_HOUSE3)
    if not (stable.__class__ is int and 0 <= stable < g.n_stables):
        raise IllegalActionError(f"{name} has no stable number {stable!r}.", rule=R_STABLES)
    if not fits(farm, received[card], stable):
        msg = (f"A {g.animals[received[card]].singular} cannot go into a stable of "
               f"{g.animals[farm.kinds[stable]].name}.")
        if needs_forced_sale(g, seat):
            msg += " Nothing fits, so you must sell one stable first."
        raise IllegalActionError(msg, rule=R_HOUSE3)


def house_received(g: "CommunityFarm", seat: int, action: Any) -> None:
    """House received card number ``action.card`` in ``action.stable`` (checked: it fits)."""
    stable = action.stable
    farm = g.farms[seat]
    kind = farm.received.pop(action.card)
    farm.kinds[stable] = kind
    farm.counts[stable] += 1
    g.emit((HOUSED, seat, kind, stable, farm.counts[stable], 3))
    g.maybe_end_step3()
