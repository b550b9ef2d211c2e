"""Homesteader: what a player can do (the actions) and the variant options.

Actions are frozen dataclasses of ints, so they save to JSON as they are. Squares are given by
their column ``x`` and row ``y``; fence posts by their doubled coordinates (see
:mod:`farmlab.homesteader.grid`).
"""

from __future__ import annotations

import dataclasses

from ..core.actions import Action
from ..core.options import Options


@dataclasses.dataclass(frozen=True, slots=True)
class Place(Action):
    """Settlement, step 1: put the next card of your hand face down on the square ``(x, y)``."""

    x: int
    y: int


@dataclasses.dataclass(frozen=True, slots=True)
class Fence(Action):
    """Settlement, step 2: extend your fence line from one ``end`` (0: its first post, 1: its last)
    with new posts, in order: ``posts = (x1, y1, x2, y2, ...)`` in doubled coordinates."""

    end: int
    posts: tuple[int, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class PlaceHouse(Action):
    """End of settlement: the house goes on the empty square ``(x, y)`` of your property, or, when your
    property has no empty square, on one of your cards there, which is discarded unseen."""

    x: int
    y: int


@dataclasses.dataclass(frozen=True, slots=True)
class Flip(Action):
    """Play, action 1 (required): turn your face-down card on ``(x, y)`` face up."""

    x: int
    y: int


@dataclasses.dataclass(frozen=True, slots=True)
class Discard(Action):
    """Play, action 2 (optional): swap the card you just turned over with the reserve deck's top card."""


@dataclasses.dataclass(frozen=True, slots=True)
class Transplant(Action):
    """Play, action 3 (optional, once a turn): move your card on ``(x, y)`` to the empty square
    ``(to_x, to_y)`` of your property."""

    x: int
    y: int
    to_x: int
    to_y: int


@dataclasses.dataclass(frozen=True, slots=True)
class PlantSwap(Action):
    """Play, action 4 (optional, once a game): take the plant on ``(x, y)`` from player ``target``
    and give that player your card on ``(give_x, give_y)``; the two cards change places."""

    target: int
    x: int
    y: int
    give_x: int
    give_y: int


@dataclasses.dataclass(frozen=True, slots=True)
class Aim(Action):
    """Play, action 5: play the disaster or pest you turned over on player ``target`` (yourself too)."""

    target: int


@dataclasses.dataclass(frozen=True, slots=True)
class Remove(Action):
    """Play, action 5: as the target of a disaster or pest, remove your card on ``(x, y)``."""

    x: int
    y: int


@dataclasses.dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """End your turn (after the flip; the discard, transplant and plant swap are optional)."""


ACTIONS = (Place, Fence, PlaceHouse, Flip, Discard, Transplant, PlantSwap, Aim, Remove, EndTurn)


@dataclasses.dataclass(frozen=True)
class HomesteaderOptions(Options):
    """Variant options. The defaults are the text's first game.

    * ``zones``: score the permaculture zone rule ("optional for beginners"; off by default, ruling H21);
    * ``deal``: cards dealt to each player, 15 to 30 ("Start with 15 cards until you are ready for
      more complexity"); a deal one deck of 62 playing cards cannot make (3 players over 20 each,
      4 players over 15) is made from two decks shuffled together (ruling H3).
    """

    zones: bool = False
    deal: int = 15
