"""Section "Upkeep Phase", the draw: starting with the First Player and going clockwise, each
player draws 6 cards out of the 4 main piles, in any combination that takes cards from at least
3 of them, all at once (he does not see what he drew before choosing where to draw next). How
many cards each player drew from each pile is common information. A pile that runs out is
closed for the rest of the game. With the ``suggested_draws`` option everyone takes the text's
combination for the round.

Ruling G7: when fewer than 3 piles are still open, the cards come from every open pile (as many
piles as there are, at most 3 needed); a pile cannot give more cards than it has.
Ruling G8: a player sees his cards once he has drawn them all (the text forbids looking only
before choosing where to draw next); the others see only how many came from each pile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.errors import IllegalActionError
from ...core.events import Secret
from ..actions import DrawCards
from ..cards import TYPE_NAMES, TYPES
from .sections import DREW, PILE_CLOSED, R_UPKEEP

if TYPE_CHECKING:  # pragma: no cover
    from ..game import FieldsOfGreen

#: "we suggest you use the following combinations": Fields, Livestock, Facilities, Buildings
SUGGESTED = ((3, 2, 1, 0), (2, 2, 1, 1), (1, 2, 1, 2), (1, 1, 1, 3))
#: "from at least 3 of the 4 piles"
LEAST_PILES = 3


def piles_needed(g: FieldsOfGreen) -> int:
    """How many piles a draw must use: 3, or every open pile if fewer are open (G7)."""
    piles = g.table.piles
    open_piles = 0
    for kind in TYPES:
        if piles[kind]:
            open_piles += 1
    return min(LEAST_PILES, open_piles)


def combinations(g: FieldsOfGreen) -> list[DrawCards]:
    """Every legal draw now: the same for the same hand size, cards left in each pile (as far as
    a draw could take them) and piles needed, so each list is made once (do not change it)."""
    size = g.hand_size()
    piles = g.table.piles
    key = (size, tuple([min(len(piles[kind]), size) for kind in TYPES]), piles_needed(g))
    out = _COMBINATIONS.get(key)
    if out is None:
        out = _COMBINATIONS[key] = draws(*key)
    return out


_COMBINATIONS: dict[tuple[int, tuple[int, ...], int], list[DrawCards]] = {}


def draws(size: int, piles: tuple[int, ...], need: int) -> list[DrawCards]:
    """Every draw of ``size`` cards from piles of these sizes that takes from at least ``need`` piles."""
    out = []
    most_fields, most_livestock, most_facilities, most_buildings = piles
    for fields in range(min(size, most_fields) + 1):  # (each pile at most what it holds and what is left
        for livestock in range(min(size - fields, most_livestock) + 1):  # to draw: the buildings are the rest)
            for facilities in range(min(size - fields - livestock, most_facilities) + 1):
                buildings = size - fields - livestock - facilities
                counts = (fields, livestock, facilities, buildings)
                if buildings <= most_buildings and len(counts) - counts.count(0) >= need:
                    out.append(DrawCards(*counts))
    return out


def check_draw(g: FieldsOfGreen, a: DrawCards) -> None:
    size = g.hand_size()
    counts = a.counts()
    if any(c < 0 for c in counts) or sum(counts) != size:
        raise IllegalActionError(f"Draw {size} cards in all (you asked for {sum(max(0, c) for c in counts)}).",
                                 rule=R_UPKEEP)
    for kind, c in zip(TYPES, counts):
        left = len(g.table.piles[kind])
        if c > left:
            if kind in g.table.closed:
                raise IllegalActionError(f"The {TYPE_NAMES[kind]} pile ran out: it is closed for the rest of the game.",
                                         rule=R_UPKEEP)
            raise IllegalActionError(f"The {TYPE_NAMES[kind]} pile has only {left} cards left.", rule=R_UPKEEP)
    need = piles_needed(g)
    if sum(1 for c in counts if c) < need:
        raise IllegalActionError(f"Take cards from at least {need} different piles.", rule=R_UPKEEP)


def suggested(g: FieldsOfGreen) -> DrawCards:
    """The text's combination for this round."""
    return DrawCards(*SUGGESTED[g.table.round])


def draw(g: FieldsOfGreen, seat: int, a: DrawCards) -> list[int]:
    """Draw the cards all at once; the counts are public, the cards seen by the player only (G8; with
    2 players by nobody: see :mod:`.two_player`). Piles that run out are closed."""
    t = g.table
    farm = g.farms[seat]
    cards: list[int] = []
    counts = a.counts()
    for kind, c in zip(TYPES, counts):
        if not c:
            continue
        pile = t.piles[kind]
        top = pile[-c:]  # the top c cards (the end of the pile), drawn from the top down
        del pile[-c:]
        top.reverse()
        cards += top
        if not pile and kind not in t.closed:
            t.closed.append(kind)
            g.emit((PILE_CLOSED, None, kind))
    farm.drew = counts
    secret_to = (seat,) if g.n > 2 else ()
    g.emit((DREW, seat, *counts, Secret({"cards": list(cards)}, to=secret_to)))
    return cards
