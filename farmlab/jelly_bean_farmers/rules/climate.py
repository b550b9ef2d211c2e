"""Section "Reveal the Climate Cards" (and the FAQ "Fire Climate card as a Year-Long
Climate"): which climate cards are in force, when they are shown.

Functions take the game (its named state: :mod:`farmlab.jelly_bean_farmers.state`)
and change it as the section says; the game's flow (``game.py``) calls them in the
text's order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state import COMMIT, META, NONE, SPRING, WARLORD
from .sections import CLIMATE, R_CLIMATE, R_SUMMER

if TYPE_CHECKING:  # pragma: no cover
    from ..game import JellyBeanFarmers


def climate_positions(g: JellyBeanFarmers, season: int | None = None) -> tuple[int, ...]:
    """Positions of the climate cards revealed at this season's Reveal step."""
    season = g.season if season is None else season
    y = 3 * g.year
    return (y, y + 1) if season == SPRING else (y + 2,)


def reveal_climate(g: JellyBeanFarmers) -> None:
    """Reveal the Climate Cards: the year-long card and the spring card in
    spring, the summer card (placed over the spring card) in summer."""
    pos = g.climate_positions()  # consecutive positions
    end = g.revealed = pos[-1] + 1
    order = g.climate_order
    y = 3 * g.year
    season = g.season
    g.emit((CLIMATE, None, season, order[pos[0] : end], order[y], order[y + 1 + season],
            R_CLIMATE if season == SPRING else R_SUMMER))


def year_card(g: JellyBeanFarmers) -> int:
    return g.climate_order[3 * g.year] if g.revealed > 3 * g.year else NONE


def season_card(g: JellyBeanFarmers) -> int:
    p = 3 * g.year + 1 + g.season
    return g.climate_order[p] if g.revealed > p else NONE


def fire_in_force(g: JellyBeanFarmers) -> bool:
    """Fire (a ``fire`` climate card) is the year card or this season's card.

    Ruling J22 (with D9): the free ½ Field is a may-decision open during
    the whole action step of each season Fire is in force (after the
    climate is revealed, seeded or not, once per seat per season); the
    hand card is laid face down at once.
    """
    st = g.step
    if st != COMMIT and st != META and st != WARLORD:
        return False
    # (in the action step the year card and this season's card are face up: they are revealed
    # after planting, before the actions)
    fire = g.decks.fire
    order = g.climate_order
    y = 3 * g.year
    return fire[order[y]] or fire[order[y + 1 + g.season]]
