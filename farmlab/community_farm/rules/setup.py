"""Setup: shuffle, deal five cards to each player in the order dealt, the rest
is the draw deck; the player left of the dealer starts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.errors import OptionError
from ...core.game import shuffle
from ...core.events import Secret
from ..state import Farm, Table
from ..text import DEAL, R_SETUP, R_VAR, START

if TYPE_CHECKING:  # pragma: no cover
    from ..cards import Animal
    from ..game import CommunityFarm

#: (id of the deck, removed ids) -> (animals in play, animals removed, the unshuffled deck); decks are immutable
_DECKS: dict[tuple[int, frozenset[str]], tuple[tuple["Animal", ...], tuple[int, ...], tuple[int, ...], list[int]]] = {}


def unshuffled_deck(animals: tuple["Animal", ...], removed: frozenset[str]) -> tuple[tuple[int, ...], tuple[int, ...], list[int]]:
    """(animals in play, animals removed, every card of the animals in play), made once per deck."""
    key = (id(animals), removed)
    got = _DECKS.get(key)
    if got is None or got[0] is not animals:
        if len(_DECKS) > 64:  # "what if" decks: keep the cache small
            _DECKS.clear()
        in_play = tuple(a.index for a in animals if a.id not in removed)
        out = tuple(a.index for a in animals if a.id in removed)
        got = _DECKS[key] = (animals, in_play, out, [k for k in in_play for _ in range(animals[k].count)])
    return got[1], got[2], got[3]


def set_up(g: "CommunityFarm") -> None:
    """Shuffle the deck and deal (sections "Setup" and "Variations based on
    number of players").

    Ruling R11: the dealer is the last seat, so the player to the dealer's
    left (seat 0) starts; each player is dealt their cards off the top of the
    shuffled deck, one player after another, first card dealt = front of the
    hand.
    """
    n = g.n
    deck = list(g.unshuffled)
    shuffle(g.rng, deck)
    g.table = Table(deck)
    g.farms = [Farm.empty(g.n_stables) for _ in range(n)]
    sizes = g.deal_sizes()
    rule = R_VAR if n >= 6 else R_SETUP
    for seat in range(n):
        k = sizes[seat]
        if k > len(deck):
            raise OptionError(f"The deck has too few cards to deal {k} to every player.")
        cards = deck[-k:]  # dealt one at a time off the top (the end of the list)
        cards.reverse()
        del deck[-k:]
        g.farms[seat].hand = cards
        g.emit((DEAL, seat, len(cards), rule, Secret({"cards": list(cards)}, to=(seat,))))
    g.emit((START, None, g.n_stables, [g.animals[k].name for k in g.removed], len(deck), g.deck_runs))
