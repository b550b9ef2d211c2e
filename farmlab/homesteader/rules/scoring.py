"""Play Phase ("Permaculture Zones", "Inputs") and Scoring.

"When one card's inputs are satisfied by outputs of cards next to or touching corners with it, the
card's needs are considered satisfied." "You may use the outputs of all adjacent cards to satisfy
your cards' input needs, even if they are across fence lines and belong to a neighbor."
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping

from ..cards import Card
from ..grid import Square, neighbours
from .sections import ENDED, SCORED, UNSCORED

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Homesteader


def showing(g: "Homesteader") -> dict[Square, Card]:
    """The cards whose icons count now: the face-up cards on the table, every farm's (ruling H20: a
    face-down card shows no icon)."""
    card_of = g.card_of
    return {s: card_of[p.card] for s, p in g.table.grid.items() if p.face_up}


def inputs_met(cards: Mapping[Square, Card], square: Square) -> list[str]:
    """The inputs of the card on ``square`` that the outputs of its eight neighbours satisfy. A card
    never satisfies its own input (the Blueberry "is not self-satisfying with respect to
    pollinators"); one card may satisfy many, and one input may be met by several."""
    card = cards[square]
    if not card.inputs:
        return []
    given: set[str] = set()  # everything the eight neighbours give
    for n in neighbours(square):
        neighbour = cards.get(n)
        if neighbour is not None:
            given.update(neighbour.outputs)
    return [icon for icon in card.inputs if icon in given]


def in_zone(cards: Mapping[Square, Card], square: Square) -> bool:
    """"Every card must touch a card with an equal or lower pz value than itself" (the house is pz 0;
    ruling H21: the touching card may be any farm's)."""
    zone = cards[square].zone
    return any(n in cards and cards[n].zone <= zone for n in neighbours(square))


def qualifies(g: "Homesteader", cards: Mapping[Square, Card], square: Square) -> bool:
    """Scoring step 1: all inputs satisfied and, with the zone rule, in its proper zone."""
    card = cards[square]
    if len(inputs_met(cards, square)) != len(card.inputs):
        return False
    return not g.zone_rule() or in_zone(cards, square)


def pennies(g: "Homesteader", emit: bool = False) -> list[int]:
    """The penny procedure, in the text's order, for every player at once (ruling H22).

    1. A penny on each card whose inputs are all satisfied (and, with the zone rule, in its zone).
    2. "When all cards have been examined, remove all cards with no pennies on them."
    3. "On each remaining card, add one penny for each input (NOT each output) that is satisfied":
       satisfied by the cards still on the table, so a card that lost a neighbour in step 2 may
       count fewer inputs than in step 1.
    4. The pennies on a player's cards are the score. The house is not scored (it is the zone's
       origin, not a playing card); a card without inputs scores its one penny of step 1."""
    cards = showing(g)
    table = g.table.grid
    first = {s for s, c in cards.items() if not c.house and qualifies(g, cards, s)}
    if emit:
        for s, c in sorted(cards.items()):
            if not c.house and s not in first:
                missing = [i for i in c.inputs if i not in inputs_met(cards, s)]
                g.emit((UNSCORED, table[s].owner, table[s].card, missing if missing else ["zone"]))
    remaining = {s: c for s, c in cards.items() if s in first or c.house}
    totals = [0] * g.n
    counted = [0] * g.n
    inputs = [0] * g.n
    for s in first:
        owner = table[s].owner
        met = len(inputs_met(remaining, s))
        totals[owner] += 1 + met
        counted[owner] += 1
        inputs[owner] += met
    if emit:
        for seat in range(g.n):
            g.emit((SCORED, seat, counted[seat], inputs[seat], totals[seat]))
    return totals


def final(g: "Homesteader") -> None:
    """Scoring at the end of the game: the scores; "The player with the most pennies wins!"
    (ruling H23: players tied on pennies share the win)."""
    for farm, total in zip(g.farms, pennies(g, emit=True)):
        farm.score = total
    g.emit((ENDED, None))
