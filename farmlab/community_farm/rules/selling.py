"""Selling animals: at any time, a whole stable, for the goods its sign shows.

"Players may sell animals at any time, even when they are not the current
player. When a player sells animals from one of their stables, they must sell
all animal cards in the field." The goods earned are cards flipped to their
goods side; the rest go face up on the discard pile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.errors import IllegalActionError
from ..state import EMPTY, Farm
from ..text import R_SELL, R_STABLES, SOLD
from .housing import needs_forced_sale

if TYPE_CHECKING:  # pragma: no cover
    from ..game import CommunityFarm


def can_sell(farm: Farm, stable: int) -> bool:
    """Any non-empty stable with two or more cards may be sold.

    A stable with one card may be sold only when no stable of that player
    holds two or more cards (the text: "unless both their stables have just
    one card"; Ruling R4 reads empty stables as not counting, as in the game
    Community Farm re-themes, and "both" as "all" with three stables).
    """
    counts = farm.counts
    if not 0 <= stable < len(counts) or counts[stable] == 0:
        return False
    return counts[stable] >= 2 or max(counts) <= 1


def sellable(farm: Farm) -> list[int]:
    """Every stable ``farm`` may sell now (see :func:`can_sell`)."""
    counts = farm.counts
    single = max(counts) <= 1
    return [s for s, c in enumerate(counts) if c >= 2 or c and single]


def check_sell(g: "CommunityFarm", seat: int, action: Any) -> None:
    """``Sell(stable)``: a stable the player may sell now (any player, any time)."""
    stable = action.stable
    name = g.names[seat]
    if not (stable.__class__ is int and 0 <= stable < g.n_stables):
        raise IllegalActionError(f"{name} has no stable number {stable!r}.", rule=R_STABLES)
    counts = g.farms[seat].counts
    if counts[stable] == 0:
        raise IllegalActionError(f"Stable {stable + 1} of {name} is empty: there is nothing to sell.", rule=R_SELL)
    if counts[stable] == 1 and max(counts) > 1:
        raise IllegalActionError(
            f"{name} cannot sell a stable with only one animal while another stable has two or more.", rule=R_SELL)


def sell_action(g: "CommunityFarm", seat: int, action: Any) -> None:
    """``Sell(stable)`` during play: forced when nothing the player must house fits."""
    sell(g, seat, action.stable, False, needs_forced_sale(g, seat))


def sell(g: "CommunityFarm", seat: int, stable: int, final: bool = False, forced: bool = False) -> None:
    """Sell every animal in ``stable``: goods by the sign (``CommunityFarm.goods_for``),
    the other cards to the discard pile (Example 5)."""
    farm = g.farms[seat]
    kind = farm.kinds[stable]
    count = farm.counts[stable]
    earned = g.goods_for(kind, count)
    farm.goods += earned
    if count > earned:
        g.table.discard += [kind] * (count - earned)
    farm.kinds[stable] = EMPTY
    farm.counts[stable] = 0
    farm.sold_goods += earned
    farm.sales += 1
    if forced:
        farm.forced_sales += 1
    g.emit((SOLD, seat, stable, kind, count, earned, final, forced))
