"""Preparation (section "Preparation").

* Separate house cards and deal one to each player – set aside until the end of settlement phase.
* Shuffle deck and deal 15-30 cards to each player face down.
* Players must not look at cards.
* Place the remaining cards in a reserve card deck, which will be used later in the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.errors import OptionError
from ...core.game import shuffle
from .sections import DEALT

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Homesteader

MIN_DEAL, MAX_DEAL = 15, 30


def check_deal(deal: int, players: int, playing_cards: int) -> None:
    """The deal: 15 to 30 cards each, and never more cards than the deck holds (ruling H3).

    Ruling H3: the text deals "15-30 cards to each player" from a deck of 62 playing cards and
    allows playing "with all cards in the deck"; a deal needing more than 62 cards cannot be made,
    so 3 players deal at most 20 each and 4 players exactly 15."""
    if not MIN_DEAL <= deal <= MAX_DEAL:
        raise OptionError(f"deal must be from {MIN_DEAL} to {MAX_DEAL} cards (\"deal 15-30 cards to each player\").")
    if deal * players > playing_cards:
        most = playing_cards // players
        raise OptionError(f"The deck has {playing_cards} playing cards: {players} players can be dealt at most "
                          f"{most} cards each, not {deal}.")


def set_up(g: "Homesteader") -> None:
    """Houses aside (one each), the deck shuffled, ``deal`` cards to each player face down, the rest
    the reserve deck (face down). A hand is a face-down pile nobody looks at, its owner included
    (ruling H4): the card placed next is its top card, unseen."""
    deck = [c for c in range(len(g.card_of)) if not g.card_of[c].house]
    shuffle(g.rng, deck)
    deal = g.options.deal  # type: ignore[attr-defined]
    for s, farm in enumerate(g.farms):
        farm.hand = deck[:deal]
        del deck[:deal]
        g.emit((DEALT, s, deal, len(deck)))
    g.table.reserve = deck
