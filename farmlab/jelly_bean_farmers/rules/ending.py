"""Sections "End of the Game", "Scoring" and "Tie-breaker": the game ends after the
last year; the score and the tie-break key are the game's variant hooks
(``JellyBeanFarmers.scores`` / ``tiebreak``).

Functions take the game (its named state: :mod:`farmlab.jelly_bean_farmers.state`)
and change it as the section says; the game's flow (``game.py``) calls them in the
text's order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state import OVER
from .sections import GAME_END, RESULT, R_SCORING, R_TIE

if TYPE_CHECKING:  # pragma: no cover
    from ..game import JellyBeanFarmers


def finish(g: JellyBeanFarmers) -> None:
    """End of the Game: after the 8th year; food + 4 per unused Food Stamp."""
    g.step = OVER
    g.over = True
    g.stage = None
    scores = g.scores()
    g.emit((GAME_END, None, scores, R_SCORING))
    winners = g.winners()
    best = max(scores)
    tied = [s for s in range(g.n) if scores[s] == best]
    g.emit((RESULT, None, winners, tied, best, [list(t) for t in g.tiebreak()], R_TIE if len(tied) > 1 else R_SCORING))
