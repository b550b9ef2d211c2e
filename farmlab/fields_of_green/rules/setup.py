"""Section "Setup": the piles shuffled, each player's 15 coins, Water Tower (3 water) and Silo
(1 food), the Equipment stack shuffled, the first player.

Ruling G1: the two starting cards lie side by side, the Water Tower at (0, 0) and the Silo at
(1, 0), so that the first Location may go next to either ("any Location Card you build must be
adjacent to one of those").
Ruling G2: "the player who most recently ate an organic food product" is asked at the table;
the engine draws the first player at random, or takes the ``first_player`` option.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.game import shuffle
from ..cards import STRUCTURES, TYPES
from ..state import SILO, TOWER, Place
from .sections import FIRST_PLAYER, START

if TYPE_CHECKING:  # pragma: no cover
    from ..game import FieldsOfGreen

STARTING_COINS = 15
STARTING_WATER = 3
STARTING_FOOD = 1
TOWER_AT = (0, 0)
SILO_AT = (1, 0)


def set_up(g: FieldsOfGreen) -> None:
    """Shuffle the 4 main piles and the Equipment stack; give each player 15 coins, a Water Tower
    with 3 Water markers and a Silo with 1 Food marker (G1); choose the first player (G2)."""
    t = g.table
    for kind in TYPES:
        shuffle(g.rng, t.piles[kind])
    shuffle(g.rng, t.equipment)
    for s, farm in enumerate(g.farms):
        farm.coins = STARTING_COINS
        farm.add(Place(*TOWER_AT, TOWER, water=STARTING_WATER))
        farm.add(Place(*SILO_AT, SILO, food=STARTING_FOOD))
        g.emit((START, s, STARTING_COINS, STARTING_WATER, STARTING_FOOD))
    t.towers_left = STRUCTURES["tower"].count - g.n
    t.silos_left = STRUCTURES["silo"].count - g.n
    chosen = g.options.first_player  # type: ignore[attr-defined]
    t.first = chosen if chosen >= 0 else g.rng.randrange(g.n)
    g.emit((FIRST_PLAYER, t.first))
