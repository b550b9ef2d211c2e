"""Play Phase, action 5: disasters & pests.

"If a player turns over a natural disaster or pest card, the player must play the card, either on
himself or on another "target" player. All cards lost this way are discarded at the bottom of the
reserve deck, face-up."
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.errors import IllegalActionError
from ..grid import Square, neighbours
from ..state import ACT, AIM, LOSE
from .reserve import discard
from .sections import AIMED, PROTECTED, R_DISASTERS, REMOVED, SPARED

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Homesteader


def turned_over(g: "Homesteader", seat: int, square: Square) -> None:
    """A disaster or pest is face up: its player must play it now (ruling H17: before anything else of
    the turn; it cannot be swapped away: turned over, it opens no discard, and drawn, the discard that
    drew it is used)."""
    g.table.disaster = square
    g.set_step(AIM, seat)


def touching_water(g: "Homesteader", square: Square) -> bool:
    """Ruling H18: "touching a water source" is a face-up card with a water output among the eight squares
    around (any farm's)."""
    grid, card_of = g.table.grid, g.card_of
    for n in neighbours(square):
        p = grid.get(n)
        if p is not None and p.face_up and "water" in card_of[p.card].outputs:
            return True
    return False


def protected(g: "Homesteader", target: int) -> bool:
    """"If player has ladybugs or praying mantises, the aphids card is discarded": a face-up beneficial
    insect of the target's now. "Beneficial insects are not retroactive": nothing comes back later."""
    card_of = g.card_of
    return any(p.owner == target and p.face_up and card_of[p.card].beneficial for p in g.table.grid.values())


def victims(g: "Homesteader", effect: str, target: int) -> list[Square]:
    """The cards ``target`` could lose (ruling H17: face-up cards only, as a face-down card's kind is unknown):

    * Tornado: "one tree (if the player has one)";
    * Drought: "one plant that has a water input but is not yet touching a water source";
    * Aphids: "one plant of any sort (if the player has one)" (unless protected, see :func:`protected`)."""
    out = []
    for square, p in sorted([(s, p) for s, p in g.table.grid.items() if p.owner == target and p.face_up]):
        card = g.card_of[p.card]
        if effect == "tornado" and card.tree:
            out.append(square)
        elif effect == "drought" and card.plant and "water" in card.inputs and not touching_water(g, square):
            out.append(square)
        elif effect == "aphids" and card.plant:
            out.append(square)
    return out


def check_aim(g: "Homesteader", seat: int, target: int) -> None:
    if not 0 <= target < g.n:
        raise IllegalActionError("Play the card on yourself or on another player.", rule=R_DISASTERS)


def aim(g: "Homesteader", seat: int, target: int) -> None:
    """The card is played on ``target``; the target chooses which card to lose (ruling H17), unless
    there is nothing to lose or Aphids meet a beneficial insect."""
    t = g.table
    square = t.disaster
    assert square is not None
    card = g.card_of[t.grid[square].card]
    g.emit((AIMED, seat, t.grid[square].card, target))
    t.target = target
    if card.effect == "aphids" and protected(g, target):
        g.emit((PROTECTED, seat, target, t.grid[square].card))
        settle(g, seat)
        return
    if not victims(g, card.effect, target):
        g.emit((SPARED, seat, target, t.grid[square].card))
        settle(g, seat)
        return
    g.set_step(LOSE, target)


def check_remove(g: "Homesteader", seat: int, square: Square) -> None:
    t = g.table
    assert t.disaster is not None
    effect = g.card_of[t.grid[t.disaster].card].effect
    if square not in victims(g, effect, seat):
        what = {"tornado": "one of your trees", "drought": "one of your plants with a water input that is not "
                "touching a water source", "aphids": "one of your plants"}[effect]
        raise IllegalActionError(f"Remove {what}.", rule=R_DISASTERS)


def remove(g: "Homesteader", seat: int, square: Square) -> None:
    placed = g.table.grid.pop(square)
    g.cards_changed(square)
    g.farms[seat].lost += 1
    g.emit((REMOVED, seat, placed.card, square[0], square[1]))
    discard(g, placed.card)
    settle(g, g.table.turn)


def settle(g: "Homesteader", seat: int) -> None:
    """The disaster card itself leaves the game (face up, bottom of the reserve); its square is empty
    now. The turn goes on (transplant, plant swap)."""
    t = g.table
    assert t.disaster is not None
    placed = t.grid.pop(t.disaster)
    g.cards_changed(t.disaster)
    if t.revealed == t.disaster:
        t.revealed = None
    t.disaster = None
    t.target = -1
    discard(g, placed.card)
    g.set_step(ACT, seat)
