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


def decks_needed(deal: int, players: int, playing_cards: int) -> int:
    """How many Food Forest decks the deal is made from (ruling H3): one when it holds enough
    playing cards for everybody, else two shuffled together.

    Ruling H3: the text deals "15-30 cards to each player" from "one deck" of 62 playing cards, and
    expects "two or more cards left over in the reserve deck after the deal, unless players have
    elected to play with all cards in the deck". One deck deals 2 players up to 30 each, 3 players
    up to 20 and 4 players 15. A bigger deal (3 players 21-30, 4 players 16-30) is made from two
    decks shuffled together, as a class owning two decks would: 124 playing cards deal 4 players
    30 each and leave 4 in the reserve. The house cards come from one deck, one each."""
    return 1 if deal * players <= playing_cards else 2


def check_deal(deal: int) -> None:
    """The deal: 15 to 30 cards each ("deal 15-30 cards to each player"); any such deal can be made
    for 2 to 4 players, from two decks when one is not enough (ruling H3)."""
    if not MIN_DEAL <= deal <= MAX_DEAL:
        raise OptionError(f"deal must be from {MIN_DEAL} to {MAX_DEAL} cards (\"deal 15-30 cards to each player\"), "
                          f"not {deal}.")


def set_up(g: "Homesteader") -> None:
    """Houses aside (one each), the deck shuffled (two decks when the deal needs them, ruling H3),
    ``deal`` cards to each player face down, the rest the reserve deck (face down). A hand is a face-down pile nobody looks at, its owner included
    (ruling H4): the card placed next is its top card, unseen."""
    deck = [c for c in range(len(g.card_of)) if not g.card_of[c].house]
    shuffle(g.rng, deck)
    deal = g.options.deal  # type: ignore[attr-defined]
    for s, farm in enumerate(g.farms):
        farm.hand = deck[:deal]
        del deck[:deal]
        g.emit((DEALT, s, deal, len(deck)))
    g.table.reserve = deck
