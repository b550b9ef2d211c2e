"""Ending and Scoring.

"The game ends when the draw deck has run out three times. If this happens
during step 2, the game continues until the end of step 3 for the current
player. If there are not enough cards for the player to draw two, that player
draws just one card. If this occurs during step 4, the game ends at that
moment. At the end of the game, players set aside the cards in their hands and
sell the animals in their stables. The player with the most goods wins the
game. If two or more players tie with the most goods, the player with the most
cards in their hand, among those tied with the most goods, is the winner."
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state import OVER
from ..text import GAME_END, RESULT
from .selling import sell

if TYPE_CHECKING:  # pragma: no cover
    from ..game import CommunityFarm


def finish(g: "CommunityFarm", reason: str) -> None:
    """Hands are set aside, every stable is sold, the most goods wins.

    Ruling R8: when the deck ran out for the last time in step 2, trading goes
    on, then *every* player houses what they received or kept (step 3 is
    everyone's), and the game ends there: there is no step 4.

    Ruling R9: the final sale sells every stable by its sign, single cards too
    (the single-card rule is for sales during play); cards in hand earn
    nothing and count only for the tie-break, as many as the hand holds when
    the game ends (in step 4 that includes the cards drawn before the deck ran
    out).
    """
    table = g.table
    table.end_reason = reason
    g.emit((GAME_END, None, reason, table.runs_out))
    for seat, farm in enumerate(g.farms):
        farm.final_hand = len(farm.hand)
        for stable in range(g.n_stables):
            if farm.counts[stable]:
                sell(g, seat, stable, final=True)
    g.enter_step(OVER)
    g.over = True
    scores = g.scores()
    best = max(scores)
    tied = [s for s in range(g.n) if scores[s] == best]
    g.emit((RESULT, None, list(scores), tied, [f.final_hand for f in g.farms], g.winners()))


def hand_tiebreak(g: "CommunityFarm") -> list[int]:
    """Among those tied on goods, the most cards in hand wins.

    Ruling R10: if that ties too, the tied players share the win.
    """
    if g.over:
        return [f.final_hand for f in g.farms]
    return [len(f.hand) for f in g.farms]
