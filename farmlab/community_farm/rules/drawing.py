"""4. Draw new animal cards (and the draw deck running out).

"The current player draws three cards from the draw deck. These cards are
drawn one at a time, placing each in turn at the back of their hand. [...]
When the draw deck is exhausted, the drawing player shuffles the discard pile
and places it on the table face down as the new draw deck. After drawing
cards, the current player ends their turn. The next player clockwise continues
play."
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.events import Secret
from ...core.game import shuffle
from ..text import DRAWN, RAN_OUT, RESHUFFLED

if TYPE_CHECKING:  # pragma: no cover
    from ..game import CommunityFarm


def draw_card(g: "CommunityFarm") -> int | None:
    """Take the top card of the draw deck (None once the deck is done).

    Ruling R7: the deck "runs out" the moment its last card is taken; that run
    is counted at once and, unless it was the last allowed run, the discard
    pile is shuffled into a new deck at once. A discard pile that is empty at
    that moment leaves the deck empty; the next draw then finds it empty and
    counts another run.
    """
    table = g.table
    if table.deck_done:
        return None
    if not table.deck:
        ran_out(g)
        if table.deck_done or not table.deck:
            return None
    card = table.deck.pop()
    if not table.deck:
        ran_out(g)
    return card


def ran_out(g: "CommunityFarm") -> None:
    """Count a run of the deck; shuffle the discard pile into a new deck unless
    it was the last run ("Ending and Scoring": the game ends when the draw deck
    has run out three times — see ``CommunityFarm.deck_runs``)."""
    table = g.table
    table.runs_out += 1
    last = table.runs_out >= g.deck_runs
    g.emit((RAN_OUT, table.active, table.runs_out, g.deck_runs, last))
    if last:
        table.deck_done = True
        return
    table.deck = table.discard
    table.discard = []
    shuffle(g.rng, table.deck)
    g.emit((RESHUFFLED, table.active, len(table.deck)))


def draw_new_cards(g: "CommunityFarm") -> list[int]:
    """Step 4: the active player draws ``CommunityFarm.draw_count()`` cards, one
    at a time, to the back of the hand (fewer if the deck runs out for the last time)."""
    table = g.table
    seat = table.active
    hand = g.farms[seat].hand
    count = g.draw_count()
    deck = table.deck
    if len(deck) > count and not table.deck_done:  # the deck cannot run out: the top cards, one at a time
        got = deck[-count:]
        got.reverse()
        del deck[-count:]
        hand += got
    else:
        got = []
        for _ in range(count):
            card = draw_card(g)
            if card is None:
                break
            hand.append(card)
            got.append(card)
    g.emit((DRAWN, seat, len(got), Secret({"cards": got[:]}, to=(seat,))))
    return got
