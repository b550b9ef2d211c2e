"""Variations based on number of players.

* 3 players: remove the Dogs; three stables each; the game ends when the draw
  deck is exhausted for the second time.
* 4 or 5 players: remove the Ducks.
* 6 or 7 players: remove the Dogs and the Llamas; the dealer deals 3 cards to
  the starting player, 4 to the next, 5 to the next and 6 to all others; in
  step 4 the active player draws four cards instead of three.

The game's variant hooks (``CommunityFarm.removed_animals``, ``stables``,
``deck_runs``, ``deal_sizes``, ``draw_count``) call these; options may
override the number of stables and of deck runs.
"""

from __future__ import annotations


def removed_animals(players: int) -> frozenset[str]:
    """The ids of the animals taken out of the deck for this number of players."""
    if players == 3:
        return frozenset({"dogs"})
    if players in (4, 5):
        return frozenset({"ducks"})
    return frozenset({"dogs", "llamas"})


def stables(players: int) -> int:
    """Stables per player: three with 3 players, else two ("The area in front of each player is his two stables")."""
    return 3 if players == 3 else 2


def deck_runs(players: int) -> int:
    """How often the deck may run out: twice with 3 players, else three times ("Ending and Scoring")."""
    return 2 if players == 3 else 3


def deal_sizes(players: int) -> list[int]:
    """Cards dealt to each seat, the starting player first: five each ("Setup"),
    or 3, 4, 5, then 6 with 6 or 7 players."""
    if players >= 6:
        return [3, 4, 5] + [6] * (players - 3)
    return [5] * players


def draw_count(players: int) -> int:
    """Cards drawn in step 4: three, or four with 6 or 7 players."""
    return 4 if players >= 6 else 3
