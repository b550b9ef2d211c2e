"""Community Farm: what a player can do (the actions) and the variant options.

Actions are frozen dataclasses of ints and tuples of ints, so they save to
JSON as they are; the common ones are made once and shared (see ``game.py``).
"""

from __future__ import annotations

import dataclasses

from ..core.actions import Action
from ..core.options import Options


# ---------------------------------------------------------------------------
# Actions
# ---------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True, slots=True)
class House(Action):
    """Step 1: house the first card of your hand in ``stable`` (0-based)."""

    stable: int


@dataclasses.dataclass(frozen=True, slots=True)
class EndHousing(Action):
    """Step 1: stop after housing one card (the second card is optional)."""


@dataclasses.dataclass(frozen=True, slots=True)
class HouseReceived(Action):
    """Step 3: house card ``card`` (index among your received cards) in ``stable``."""

    card: int
    stable: int


@dataclasses.dataclass(frozen=True, slots=True)
class Sell(Action):
    """Sell every animal in ``stable`` (any seat, any time)."""

    stable: int


@dataclasses.dataclass(frozen=True, slots=True)
class KeepFaceUp(Action):
    """Step 2: the active seat sets face-up card ``card`` aside for itself."""

    card: int


@dataclasses.dataclass(frozen=True, slots=True)
class Offer(Action):
    """Step 2: offer a trade or a gift to seat ``to``.

    Ruling R3 (how trading at the table becomes moves): one offer is open at a
    time; non-active players may propose to the active player whenever no offer
    is open; the receiver accepts, declines or answers with a counter-offer,
    which goes back to the proposer; the proposer may withdraw it.

    ``give_face_up`` / ``give_hand``: the proposer's own cards (face-up card
    indices, only for the active seat; hand positions, 0 = front). ``want``:
    the animals (indices) asked for in return; the receiver picks which of its
    cards when it accepts, because nobody can see another's hand. An empty
    ``want`` is a gift; an empty give side asks for a gift. Made by the seat
    that received a pending offer, it is a counter-offer.
    """

    to: int
    give_face_up: tuple[int, ...] = ()
    give_hand: tuple[int, ...] = ()
    want: tuple[int, ...] = ()


@dataclasses.dataclass(frozen=True, slots=True)
class Accept(Action):
    """Accept the pending offer, paying its ``want`` with these of your cards."""

    face_up: tuple[int, ...] = ()
    hand: tuple[int, ...] = ()


@dataclasses.dataclass(frozen=True, slots=True)
class Decline(Action):
    """Refuse the pending offer."""


@dataclasses.dataclass(frozen=True, slots=True)
class Withdraw(Action):
    """Take back your own pending offer."""


@dataclasses.dataclass(frozen=True, slots=True)
class EndTrading(Action):
    """Step 2: the active seat ends trading; face-up cards left are kept."""


ACTIONS = (House, EndHousing, HouseReceived, Sell, KeepFaceUp, Offer, Accept, Decline, Withdraw, EndTrading)


# The common actions are immutable values, made once and shared.
HOUSES = tuple(House(s) for s in range(7))
SELLS = tuple(Sell(s) for s in range(7))
KEEPS = tuple(KeepFaceUp(i) for i in range(4))
_HR_CARDS = 24
HOUSE_RECEIVED_ACTIONS = tuple(tuple(HouseReceived(i, s) for s in range(7)) for i in range(_HR_CARDS))
END_HOUSING = EndHousing()
END_TRADING = EndTrading()
DECLINE = Decline()
WITHDRAW = Withdraw()
ACCEPT_NOTHING = Accept()


def house_received(card: int, stable: int) -> HouseReceived:
    """``HouseReceived(card, stable)``, shared when it is a common one."""
    if 0 <= card < _HR_CARDS and 0 <= stable < 7:
        return HOUSE_RECEIVED_ACTIONS[card][stable]
    return HouseReceived(card, stable)


# ---------------------------------------------------------------------------
# Options
# ---------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class CommunityFarmOptions(Options):
    """Variant options. The defaults are the printed rules.

    * ``stables``: stables per player (0 = by the rules: 3 at 3 players, else 2);
    * ``deck_runs``: how many times the deck may run out (0 = by the rules: 2 at
      3 players, else 3);
    * ``animals_file``: a CSV of animals with the same columns as the packaged
      ``data/animals.csv`` ("" = the packaged deck), for "what if" decks.
    """

    stables: int = 0
    deck_runs: int = 0
    animals_file: str = ""
