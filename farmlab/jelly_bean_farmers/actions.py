"""Jelly Bean Farmers: the actions and the variant options (frozen dataclasses).

They are exported by :mod:`farmlab.jelly_bean_farmers.game`, which the compiled
build (``FARMLAB_COMPILE=1``, see setup.py) compiles with mypyc; mypyc cannot
compile these dataclasses (subclasses of interpreted classes), so they live here.
"""

from __future__ import annotations

import dataclasses

from ..core.actions import Action
from ..core.options import Options


# ---------------------------------------------------------------------------
# Actions
# ---------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True, slots=True)
class Keep(Action):
    """Setup: keep these 3 of your 7 dealt cards (positions 0..6 in your hand);
    the other 4 become your first field and silo (card backs)."""

    cards: tuple[int, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class Choose(Action):
    """Choose Actions: place hand cards ``spring`` and ``summer`` (positions in
    your hand) face down; ``summer=-1`` only when you hold a single card."""

    spring: int
    summer: int = -1


@dataclasses.dataclass(frozen=True, slots=True)
class Plant(Action):
    """Seed these fields (0-based), one food each; ``()`` plants nothing."""

    fields: tuple[int, ...] = ()


@dataclasses.dataclass(frozen=True, slots=True)
class Play(Action):
    """Play your current action card: ``how`` is "face", "discard" or a Back
    Action ("half_field", "half_silo", "armed_man", "save").

    Face plays name what the card needs: ``target`` a seat (Rabbits, Coyote,
    Assassin), ``where`` a field (upgrades) or silo (Silo Extension), ``unit``
    the kind of unit an Assassin eliminates (a card id, or
    ``"back_armed_man"``). A Warlord names its victim later (:class:`Attack`).
    """

    how: str
    target: int = -1
    where: int = -1
    unit: str = ""


@dataclasses.dataclass(frozen=True, slots=True)
class UseSaved(Action):
    """Bring saved card ``index`` into play this season, face up or as another
    Back Action (not "save", not "discard"); the fields are as in :class:`Play`."""

    index: int
    how: str
    target: int = -1
    where: int = -1
    unit: str = ""


@dataclasses.dataclass(frozen=True, slots=True)
class FireField(Action):
    """While Fire is in force: turn hand card ``card`` into a free ½ Field."""

    card: int


@dataclasses.dataclass(frozen=True, slots=True)
class Done(Action):
    """End your season's plays when you have no action card to play."""


@dataclasses.dataclass(frozen=True, slots=True)
class Steal(Action):
    """Steal Opponent's Card: take ``victim``'s shown card; your own seat means
    discard the Steal for the top card of the deck."""

    victim: int


@dataclasses.dataclass(frozen=True, slots=True)
class KeepDrawn(Action):
    """Draw 2 Cards: play drawn card ``index`` (0 or 1) now; the other goes to your hand."""

    index: int


@dataclasses.dataclass(frozen=True, slots=True)
class Attack(Action):
    """Warlord: attack ``target`` (a seat), or ``-1`` to discard the Warlord."""

    target: int


ACTIONS = (Keep, Choose, Plant, Play, UseSaved, FireField, Done, Steal, KeepDrawn, Attack)


# ---------------------------------------------------------------------------
# Options
# ---------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class JellyBeanFarmersOptions(Options):
    """Variant options. The defaults are the printed rules.

    * ``climate_file`` / ``actions_file``: CSV decks with the columns of the
      packaged ``data/climate.csv`` / ``data/actions.csv`` ("" = packaged);
    * ``start_food`` (5), ``food_stamps`` (2), ``stamp_food`` (4 food per
      cash-in), ``stamp_points`` (4 points per unused stamp), ``hand_size`` (3),
      ``dealt`` (7 cards at setup, of which 4 build the first field and silo).
    """

    climate_file: str = ""
    actions_file: str = ""
    start_food: int = 5
    food_stamps: int = 2
    stamp_food: int = 4
    stamp_points: int = 4
    hand_size: int = 3
    dealt: int = 7
