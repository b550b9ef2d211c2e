"""Team rules, sections "Teams" and "Special rules with 5 and 7 players": the Woman cards have
colours; at the beginning of each year the players with the same colour join their forces for
that year. All Improvements of a player apply also to the teammate; the Market is shared (both
sales are summed and the total given to both); the Harvest and the Nutrition stay personal.
With 5 or 7 players one player has no teammate: that player plays alone for the year and
doubles the scores of Nutrition and Market.

Ruling F18: "With 4 or more players, you may play in teams." With 2 or 3 players the Team game
is the Advanced game with all fourteen Improvements (the six special ones too, with their own
effects): nobody has a teammate and nobody plays alone (no doubling).
Ruling F19: the Woman cards used are the two of each of as many colours as there are pairs of
players, and with an odd number of players one card of a further colour; at the beginning of
every year they are shuffled and dealt again, one to each player, so the teams change.
Ruling F20: teammates talk ("they may talk to find a common strategy"): each sees the other's
hand and, during a secret choice, the other's choice; the other players see neither.
Ruling F21: the player alone doubles the Nutrition points (the points for colours, with what
the Woman and a Nursery add), not the 1 point per Crop of the Harvest, and the Market points.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.game import shuffle
from .sections import MARKET_TEAM, TEAM, TEAM_SCORED

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Farmed
    from ..state import Planted

#: the four colours of the eight Woman cards (two of each; "8 Woman cards in 4 colors")
WOMAN_COLOURS = ("red", "white", "black", "brown")


def woman_cards(n: int) -> list[str]:
    """The Woman cards dealt to ``n`` players (F18, F19): none below 4 players."""
    if n < 4:
        return []
    cards = [colour for colour in WOMAN_COLOURS[:n // 2] for _ in range(2)]
    if n % 2:
        cards.append(WOMAN_COLOURS[n // 2])
    return cards


def deal_women(g: Farmed) -> None:
    """The beginning of a year: the Woman cards dealt at random make this year's teams (F19)."""
    t = g.table
    cards = woman_cards(g.n)
    shuffle(g.rng, cards)
    t.women = cards
    t.mates = [next((o for o in range(g.n) if o != s and cards[o] == cards[s]), -1) if cards else -1
               for s in range(g.n)]
    for s in range(g.n):
        if cards:
            g.emit((TEAM, s, cards[s], t.mates[s]))


def mate(g: Farmed, seat: int) -> int:
    """``seat``'s teammate this year, or -1."""
    return g.table.mates[seat] if g.team else -1


def alone(g: Farmed, seat: int) -> bool:
    """Whether ``seat`` plays alone this year (5 or 7 players): teams are made and it has no teammate."""
    t = g.table
    return g.team and bool(t.women) and t.mates[seat] < 0


def team_of(g: Farmed, seat: int) -> tuple[int, ...]:
    """``seat`` and its teammate (an Improvement applies to both)."""
    m = mate(g, seat)
    return (seat, m) if m >= 0 else (seat,)


def score(g: Farmed, seat: int, kept: list[Planted], nursery: set[int]) -> None:
    """Harvest and Nutrition of the Team game: 1 point a surviving Crop; 1 a colour, 1 more with the
    Woman on her Nutrition side, 1 more with a Nursery of the player or of the teammate under a
    surviving Crop (3 a colour with both); the player alone doubles the Nutrition (F21)."""
    from ..state import NUTRITION_SIDE

    farm = g.farms[seat]
    crops = len(kept)
    colours = len({g.crop_of[p.card].colour for p in kept})
    woman = 1 if any(p.woman == NUTRITION_SIDE for p in kept) else 0
    has_nursery = 1 if any(s in nursery for s in team_of(g, seat)) else 0
    lonely = alone(g, seat)
    nutrition = colours * (1 + woman + has_nursery) * (2 if lonely else 1)
    points = crops + nutrition
    farm.score += points
    farm.harvested += crops
    g.emit((TEAM_SCORED, seat, crops, colours, woman * colours, has_nursery * colours, lonely, points, farm.score))


def share_market(g: Farmed, sold: list[int]) -> list[int]:
    """"The Market is also shared: sum up the selling of both players and give the total to both of
    them"; the player alone doubles the Market (F21)."""
    out = []
    for s in range(g.n):
        m = mate(g, s)
        lonely = alone(g, s)
        points = sold[s] + sold[m] if m >= 0 else sold[s] * (2 if lonely else 1)
        if m >= 0 or lonely:
            g.emit((MARKET_TEAM, s, sold[s], sold[m] if m >= 0 else 0, lonely, points))
        out.append(points)
    return out
