"""Homesteader's state, with names: what lies on the table. No rules here.

A card is an ``int``: its number in the game's deck (``game.card_of[c]`` is its
:class:`~farmlab.homesteader.cards.Card`). Squares and fence posts are points of the lattice of
:mod:`farmlab.homesteader.grid`. The reserve deck is a list whose *first* card is the top.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .grid import Point, Square

# the steps of the game, in the text's order
PLACE = "place"        # Settlement, step 1: place a face-down card
FENCE = "fence"        # Settlement, step 2: extend the fence line
HOUSE = "house"        # end of settlement: place the house
FLIP = "flip"          # Play, action 1: turn one of your cards face up
AIM = "aim"            # Play, action 5: a disaster or pest turned over is played on a player
LOSE = "lose"          # ... and its target removes a card
ACT = "act"            # Play, actions 2-4: the discard, the transplant, the plant swap (all optional)
OVER = "over"


@dataclass(slots=True)
class Placed:
    """A card on the table: whose it is and whether it lies face up."""

    card: int
    owner: int
    face_up: bool = False

    def copy(self) -> "Placed":
        return Placed(self.card, self.owner, self.face_up)


@dataclass(slots=True)
class Farm:
    """One player's part of the game."""

    hand: list[int] = field(default_factory=list)         # face down, unseen; the last card is placed next
    around: set[Square] = field(default_factory=set)      # the squares beside or corner to corner with its
                                                          # cards, kept as they are placed (settlement)
    line: list[Point] = field(default_factory=list)       # the fence line, from one end to the other
    closed: bool = False                                  # the line has come back to its start
    settled: bool = False                                 # the property is staked out (fenced)
    land: frozenset[Square] = frozenset()                 # the property's squares, once settled
    house: Square | None = None
    swapped: bool = False                                 # has started the one plant swap of the game
    taken: list[int] = field(default_factory=list)        # cards taken from this player in swaps
    score: int = 0
    # statistics for simulations
    pennies: int = 0                                      # fence posts this player put down
    returned: int = 0                                     # cards that went back unplaced
    lost: int = 0                                         # cards lost to disasters and pests
    transplants: int = 0

    def copy(self) -> "Farm":
        return Farm(list(self.hand), set(self.around), list(self.line), self.closed, self.settled, self.land, self.house, self.swapped,
                    list(self.taken), self.score, self.pennies, self.returned, self.lost, self.transplants)


@dataclass(slots=True)
class Table:
    """The shared grid, the posts, the reserve deck and whose step it is."""

    grid: dict[Square, Placed] = field(default_factory=dict)
    posts: dict[Point, list[int]] = field(default_factory=dict)  # a post and the seats whose fence uses it
    reserve: list[int] = field(default_factory=list)              # top first
    face_up: set[int] = field(default_factory=set)                # reserve cards lying face up
    step: str = PLACE
    turn: int = 0
    revealed: Square | None = None      # the square of the card turned over (or drawn) this turn
    may_discard: bool = False            # the discard is still possible (directly after the flip)
    transplanted: bool = False           # this turn's transplant is used
    disaster: Square | None = None       # the disaster or pest being played
    target: int = -1                     # ... on this player
    flips: int = 0                       # turns of the play phase so far (for the score trace)
    down: list[int] | None = None        # each player's face-down cards on the table: counted when the play
                                         # phase's first turn starts, then kept by the flips (see ``face_down_counts``)

    def copy(self) -> "Table":
        return Table({s: p.copy() for s, p in self.grid.items()}, {p: list(v) for p, v in self.posts.items()},
                     list(self.reserve), set(self.face_up), self.step, self.turn, self.revealed, self.may_discard,
                     self.transplanted, self.disaster, self.target, self.flips,
                     None if self.down is None else list(self.down))

    def owned(self, seat: int) -> list[Square]:
        """The squares of ``seat``'s cards, in order."""
        return sorted([s for s, p in self.grid.items() if p.owner == seat])

    def has_face_down(self, seat: int) -> bool:
        """Has ``seat`` a face-down card on the table?"""
        for p in self.grid.values():
            if p.owner == seat and not p.face_up:
                return True
        return False

    def all_face_up(self) -> bool:
        """Is every card on the table face up?"""
        for p in self.grid.values():
            if not p.face_up:
                return False
        return True

    def face_down_counts(self, n: int) -> list[int]:
        """How many face-down cards each of the ``n`` players has on the table."""
        counts = [0] * n
        for p in self.grid.values():
            if not p.face_up:
                counts[p.owner] += 1
        return counts

    def face_down(self, seat: int) -> list[Square]:
        return sorted([s for s, p in self.grid.items() if p.owner == seat and not p.face_up])
