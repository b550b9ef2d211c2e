"""Section "Setup" of the rule text: each player keeps cards from the deal; the cards
not kept become the first field and silo, by their backs, with the starting food
and Food Stamps.

Functions take the game (its named state: :mod:`farmlab.jelly_bean_farmers.state`)
and change it as the section says; the game's flow (``game.py``) calls them in the
text's order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.errors import IllegalActionError
from ...core.events import Secret
from ..actions import JellyBeanFarmersOptions, Keep
from ..state import KEEP, Field, Silo
from .sections import FARM, KEPT, R_SETUP

if TYPE_CHECKING:  # pragma: no cover
    from ..game import JellyBeanFarmers


def finish_keep(g: JellyBeanFarmers) -> None:
    """Setup: the unkept cards become a field and a silo (card backs), 5
    food go into the silo and 2 Food Stamps onto the Yearly Sequence card."""
    o: JellyBeanFarmersOptions = g.options  # type: ignore[assignment]
    for s in range(g.n):
        hand = g.hands[s]
        keep = g.keeps.get(s) or ()
        backs = [c for i, c in enumerate(hand) if i not in keep]
        g.hands[s] = [hand[i] for i in keep]
        g.fields[s].append(Field((backs[0], backs[1])))
        g.seeded[s].append(False)
        g.silos[s].append(Silo(backs[2], backs[3]))
        g.food[s] = o.start_food
        g.stamps[s] = o.food_stamps
        g.emit((FARM, s, g.food[s], g.stamps[s], R_SETUP, Secret({"backs": backs[:4]}, (s,))))


# ------------------------------------------------------------------ the move
def check_keep(g: JellyBeanFarmers, seat: int, action: Keep) -> None:
    """Keep: exactly ``keep_count`` different cards of the deal (section "Setup")."""
    if g.step != KEEP:
        raise IllegalActionError("Cards are kept only at the start of the game.", rule=R_SETUP)
    cards: Any = action.cards  # its fields may hold anything until checked
    h = len(g.hands[seat])
    if (type(cards) is not tuple or len(cards) != g.keep_count or any(type(x) is not int for x in cards)
            or len(set(cards)) != len(cards) or any(not 0 <= x < h for x in cards)):
        raise IllegalActionError(f"Choose exactly {g.keep_count} different cards of your {h} to keep.",
                                 rule=R_SETUP)


def keep(g: JellyBeanFarmers, seat: int, action: Keep) -> None:
    """The seat keeps these cards (in secret until everyone has kept)."""
    g.keeps.choose(seat, action.cards)
    g.stage = g.stage.without(seat)
    kept = [g.hands[seat][i] for i in action.cards]
    g.emit((KEPT, seat, R_SETUP, Secret({"cards": kept}, (seat,))))
