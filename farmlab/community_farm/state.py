"""Community Farm's state: what lies on the table, with names. No rules here.

A card is an ``int``: the animal's index in the game's deck
(:data:`~farmlab.community_farm.cards.ANIMALS` or a "what if" deck). A hand is a
list, front first; the draw deck is a list whose *end* is its top.

* :class:`Farm` — one player's hand, stables, goods and the cards received in
  trades (set aside until step 3);
* :class:`Table` — the shared part: draw deck, discard pile, face-up cards, the
  open offer, whose turn it is and which step of the turn.

Stables are numbered from 0: ``farm.kinds[s]`` is the animal housed in stable
``s`` (:data:`EMPTY` when the stable is empty) and ``farm.counts[s]`` how many
cards it holds. (Two short lists rather than a Stable object each: the bots
read them thousands of times a game, and ``kind in farm.kinds`` says "do I
have a stable of this animal?" as plainly as it runs fast.)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .actions import Offer

#: ``farm.kinds[s]`` of an empty stable
EMPTY = -1

# The steps of a turn, as the rule text numbers them ("Playing the game");
# OVER once the game has ended. Step 4 (draw) happens at once and has no wait.
OVER = 0
HOUSE = 1
TRADE = 2
HOUSE_RECEIVED = 3
STEP_NAMES = {OVER: "over", HOUSE: "1. House animal cards", TRADE: "2. Draw, trade & give animal cards",
              HOUSE_RECEIVED: "3. House traded & given animals"}


@dataclass(slots=True)
class Farm:
    """One player's part of the game."""

    #: cards in hand, front first (the order may never change)
    hand: list[int]
    #: per stable: the animal housed there, or EMPTY
    kinds: list[int]
    #: per stable: how many cards it holds (0 when EMPTY)
    counts: list[int]
    #: goods earned so far
    goods: int = 0
    #: cards received in trades or kept from the face-up cards, to house in step 3
    received: list[int] = field(default_factory=list)
    #: cards in hand when the game ended (the tie-break)
    final_hand: int = 0
    # statistics for simulations
    sold_goods: int = 0
    sales: int = 0
    forced_sales: int = 0
    trades: int = 0

    @classmethod
    def empty(cls, stables: int) -> "Farm":
        return cls([], [EMPTY] * stables, [0] * stables)

    @property
    def empty_stables(self) -> int:
        return self.kinds.count(EMPTY)

    def stable_of(self, kind: int) -> int:
        """The stable housing ``kind``, else the first empty one, else -1."""
        kinds = self.kinds
        if kind in kinds:
            return kinds.index(kind)
        if EMPTY in kinds:
            return kinds.index(EMPTY)
        return -1

    def copy(self) -> "Farm":
        return Farm(self.hand[:], self.kinds[:], self.counts[:], self.goods, self.received[:], self.final_hand,
                    self.sold_goods, self.sales, self.forced_sales, self.trades)


@dataclass(slots=True)
class PendingOffer:
    """The one open offer of step 2: who made it, and what it is."""

    proposer: int
    offer: Offer

    @property
    def to(self) -> int:
        return self.offer.to

    def __iter__(self):  # type: ignore[no-untyped-def]
        """``proposer, offer = pending`` reads it as the pair it is."""
        return iter((self.proposer, self.offer))


@dataclass(slots=True)
class Table:
    """The shared part of the game."""

    #: the draw deck, top card last
    deck: list[int]
    discard: list[int] = field(default_factory=list)
    #: the two cards drawn face up in step 2 that are still on the table
    face_up: list[int] = field(default_factory=list)
    offer: PendingOffer | None = None
    #: whose turn it is
    active: int = 0
    #: the step of the turn (HOUSE, TRADE, HOUSE_RECEIVED; OVER at the end)
    step: int = HOUSE
    #: cards housed so far in step 1 of this turn
    housed: int = 0
    turn: int = 1
    #: how often the draw deck has run out
    runs_out: int = 0
    #: the deck ran out for the last time: no more draws
    deck_done: bool = False
    #: it ran out in step 2: the game ends after step 3
    ending: bool = False
    end_reason: str = ""

    def copy(self) -> "Table":
        offer = None if self.offer is None else PendingOffer(self.offer.proposer, self.offer.offer)
        return Table(self.deck[:], self.discard[:], self.face_up[:], offer, self.active, self.step, self.housed,
                     self.turn, self.runs_out, self.deck_done, self.ending, self.end_reason)


def state_json(table: Table, farms: list[Farm]) -> dict[str, Any]:
    """The whole state as JSON-able data (the fingerprint of a game is made of it)."""
    return {
        "deck": list(table.deck), "discard": list(table.discard), "hands": [list(f.hand) for f in farms],
        "kinds": [list(f.kinds) for f in farms], "counts": [list(f.counts) for f in farms],
        "goods": [f.goods for f in farms], "face_up": list(table.face_up),
        "aside": [list(f.received) for f in farms],
        "offer": None if table.offer is None else [table.offer.proposer, table.offer.offer.to_json()],
        "active": table.active, "phase": table.step, "housed": table.housed, "turn": table.turn,
        "runs_out": table.runs_out, "deck_done": table.deck_done, "ending": table.ending,
        "final_hands": [f.final_hand for f in farms],
    }
