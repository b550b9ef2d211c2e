"""Section "Game setup" (Basic game): the Improvements and the Events Storm and Hurricane
leave the decks; a random dealer shuffles both decks, deals 5 Crop cards to each player and
reveals the first Weather card.

Ruling F1: the first card is revealed like any other (an Event is resolved — with no Crops
on the table it does nothing — and another card is revealed until a genuine Weather card
lies on the line).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.events import Secret
from ...core.game import shuffle
from . import market, teams, weather
from .sections import DEAL, DEALER

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Farmed


def set_up(g: Farmed) -> None:
    t = g.table
    shuffle(g.rng, t.deck)
    shuffle(g.rng, t.weather_deck)
    t.dealer = g.rng.randrange(g.n)
    g.emit((DEALER, t.dealer))
    if g.team:
        teams.deal_women(g)
    deal(g)
    if g.advanced:
        market.open_market(g)
    weather.reveal(g)


def deal(g: Farmed) -> None:
    """The dealer deals ``hand`` (5) Crop cards to each player, one at a time, starting on the dealer's left.

    Ruling F13: with many players most Crops can be in play at once; when the deck and the
    discard pile are both empty the deal stops there (some players hold fewer cards, and a
    player with no card sits out the rest of the year's seasons)."""
    t = g.table
    size = g.options.hand  # type: ignore[attr-defined]
    order = [g.farms[(t.dealer + k) % g.n].hand for k in range(1, g.n + 1)]  # the dealer's left first
    dealt = size * g.n
    if len(t.deck) >= dealt:  # the deck holds enough: from the top, every n-th card to the same player
        top = t.deck[-1:-dealt - 1:-1]  # the top ``dealt`` cards, the top one first
        del t.deck[-dealt:]
        for k, hand in enumerate(order):
            hand.extend(top[k::g.n])
        size = 0
    for _ in range(size):
        for hand in order:
            if t.deck:
                hand.append(t.deck.pop())  # the top card
            elif t.discard:
                hand.append(draw(g))  # the deck depleted: reshuffled first
            else:
                break
    for s in range(g.n):
        g.emit((DEAL, s, len(g.farms[s].hand), Secret({"cards": list(g.farms[s].hand)}, to=(s,))))


def draw(g: Farmed) -> int:
    """The top Crop card ("When the Crop deck depletes, reshuffle the cards to form a new deck")."""
    t = g.table
    if not t.deck:
        t.deck, t.discard = t.discard, []
        shuffle(g.rng, t.deck)
    return t.deck.pop()
