"""Section "Game End": after the 4th round's Harvest the game is over. Each player scores the VP
printed on the cards in his Farm and his VP tokens; the Game End abilities of his Equipment; 1 VP
per 3 coins; 1 VP per 2 Food in his Silos; 1 VP per empty Water Tower; the Game End abilities
of his Locations; and ("Equipment") 1 VP per token still aside. The most VP wins.

Ruling G21: an Open Area is face down: its printed VP and its abilities no longer count.
Ruling G22: the text names no tie-break: players with the most VP share the victory.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .build import count
from .equipment import UNPLACED_VP
from .sections import ENDED, RESULT, SCORED

if TYPE_CHECKING:  # pragma: no cover
    from ..game import FieldsOfGreen

COINS_PER_VP = 3
FOOD_PER_VP = 2


def breakdown(g: FieldsOfGreen, seat: int) -> dict[str, int]:
    """The score of ``seat`` if the game ended now, part by part (G21)."""
    farm = g.farms[seat]
    location_of = g.location_of
    cards = equipment = game_end = 0
    for place in farm.locations:
        if place.open_area:
            continue
        loc = location_of[place.card]
        cards += loc.vp
        if loc.timing == "game_end":
            game_end += count(g, seat, place, loc.ability)
        if place.equipment >= 0:
            tile = g.equipment_of[place.equipment]
            if tile.when == "game_end":
                equipment += count(g, seat, place, tile.effect)
    empty_towers = 0
    for tower in farm.towers:
        if tower.water == 0:
            empty_towers += 1
    parts = {"cards": cards, "tokens": farm.vp_tokens, "equipment": equipment,
             "coins": farm.coins // COINS_PER_VP, "food": farm.food // FOOD_PER_VP,
             "towers": empty_towers, "game_end": game_end, "aside": UNPLACED_VP * len(farm.aside)}
    parts["total"] = sum(parts.values())
    return parts


def finish(g: FieldsOfGreen) -> list[int]:
    """Score everyone, end the game and name the winners (G22: all those with the most VP); the
    scores, seat by seat."""
    totals = []
    for s in range(g.n):
        b = breakdown(g, s)
        totals.append(b["total"])
        g.emit((SCORED, s, b["cards"], b["tokens"], b["equipment"], b["coins"], b["food"], b["towers"],
                b["game_end"], b["aside"], b["total"]))
    g.over = True
    g.emit((ENDED, None))
    best = max(totals)
    g.emit((RESULT, None, [s for s in range(g.n) if totals[s] == best], best))
    return totals
