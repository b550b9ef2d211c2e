"""Advanced rules, section "The Market": at the start of each year the first 3 Crop cards are
put face up (an Improvement among them is discarded and replaced) and the next 2 face down. At
the end of the year, after the Harvest and the Nutrition, all are revealed: a player scores 1
point for each card of their Crops equal to one in the Market, 2 when that Crop has cards on it
(Youngs, the Woman, the School, the Nursery); copies in the Market count separately. An Improvement in the Market is
worth nothing.

Ruling F17: the Market is opened after the deal; its cards go to the discard pile once scored.
With many players, when no card is left (F13) the Market holds what there is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import setup, teams
from .sections import MARKET_OPEN, MARKET_REPLACED, MARKET_SHOWN, MARKET_SOLD

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Farmed


def open_market(g: Farmed) -> None:
    t = g.table
    up: list[int] = []
    tries = len(g.crop_of)  # a deck of Improvements only cannot loop for ever
    while len(up) < 3 and (t.deck or t.discard) and tries > 0:
        tries -= 1
        c = setup.draw(g)
        if g.crop_of[c].is_crop:
            up.append(c)
        else:
            t.discard.append(c)
            g.emit((MARKET_REPLACED, None, c))
    t.market_up = up
    t.market_down = [setup.draw(g) for _ in range(2) if t.deck or t.discard]
    g.emit((MARKET_OPEN, None, list(up), len(t.market_down)))


def sell(g: Farmed) -> None:
    t = g.table
    market = t.market_up + t.market_down
    g.emit((MARKET_SHOWN, None, list(t.market_down)))
    kinds = [g.crop_of[c].name for c in market if g.crop_of[c].is_crop]
    sold = []
    for farm in g.farms:
        points = 0
        for p in farm.crops:
            copies = kinds.count(g.crop_of[p.card].name)
            if copies:  # "cards on it (be them Young, Woman, the Nursery or the School)"
                points += copies * (2 if (p.youngs or p.woman or p.school >= 0 or p.nursery >= 0) else 1)
        sold.append(points)
    if g.team:
        sold = teams.share_market(g, sold)
    for s, farm in enumerate(g.farms):
        farm.score += sold[s]
        g.emit((MARKET_SOLD, s, sold[s], farm.score))
    t.discard.extend(market)
    t.market_up, t.market_down = [], []
    t.peeked, t.peekers = -1, []
