"""Section "End of the year and beginning of new year": surviving Crops stay; every Young is
discarded; each player takes back the Woman; the Weather cards go under the last one revealed,
which is the first card of the new line; the dealer is the player on the right of the previous
one (F7) and deals 5 Crop cards to each player.

Ruling F11: the card carried over is the new year's first Weather card ("A Weather card is
revealed at the beginning of each year" is that card: the first year's at the setup, later
ones carried over), so every year's line ends with five genuine Weather cards; it counts
toward three of a kind in the new line. The cards under it leave play (F5).

Team game: the School leaves the game and the Nursery is discarded; the Youngs the Hospital
kept stay (F28); the Woman cards are dealt again and make the new year's teams (F19).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import market, setup, special_improvements, teams
from .sections import NEW_YEAR

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Farmed


def new_year(g: Farmed) -> None:
    t = g.table
    if g.team:
        special_improvements.end_of_year(g)
    kept = t.kept
    for s, farm in enumerate(g.farms):
        for p in farm.crops:
            if p.youngs and s not in kept:
                t.discard.extend(p.youngs)
                p.youngs = []
            p.woman = ""
    t.kept = []
    last = t.line[-1]
    t.weather_discard.extend(t.line[:-1])
    t.line = [last]
    t.year += 1
    t.season = 0
    t.dealer = (t.dealer - 1) % g.n
    g.emit((NEW_YEAR, t.dealer, t.year + 1))
    if g.team:
        teams.deal_women(g)
    setup.deal(g)
    if g.advanced:
        market.open_market(g)
