"""Section "Setup" of the rule text: each player keeps cards from the deal; the cards
not kept become the first field and silo, by their backs, with the starting food
and Food Stamps.

Functions take the game (its named state: :mod:`farmlab.jelly_bean_farmers.state`)
and change it as the section says; the game's flow (``game.py``) calls them in the
text's order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import JellyBeanFarmersOptions
from ..state import Field, Silo
from .sections import K_FARM, R_SETUP

if TYPE_CHECKING:  # pragma: no cover
    from ..game import JellyBeanFarmers


def finish_keep(g: JellyBeanFarmers) -> None:
    """Setup: the unkept cards become a field and a silo (card backs), 5
    food go into the silo and 2 Food Stamps onto the Yearly Sequence card."""
    o: JellyBeanFarmersOptions = g.options  # type: ignore[assignment]
    for s in range(g.n):
        hand = g.hands[s]
        keep = g.keep_choice[s] or ()
        backs = [c for i, c in enumerate(hand) if i not in keep]
        g.hands[s] = [hand[i] for i in keep]
        g.fields[s].append(Field((backs[0], backs[1])))
        g.seeded[s].append(False)
        g.silos[s].append(Silo(backs[2], backs[3]))
        g.food[s] = o.start_food
        g.stamps[s] = o.food_stamps
        g._log.append(
            ("farm", s, K_FARM, (g.food[s], g.stamps[s], R_SETUP), len(g.history), {"backs": backs[:4]}, (s,))
        )
