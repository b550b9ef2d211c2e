"""Jelly Bean Farmers: the actions and the variant options (frozen dataclasses).

They are exported by :mod:`farmlab.jelly_bean_farmers.game`, which the compiled
build (``FARMLAB_COMPILE=1``, see setup.py) compiles with mypyc; mypyc cannot
compile these dataclasses (subclasses of interpreted classes), so they live here.
Below them: the action values the engine and the bots offer again and again,
made once and shared (actions are immutable).
"""

from __future__ import annotations

import dataclasses
from itertools import combinations, permutations
from typing import Final

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


# ---------------------------------------------------------------------------
# Shared action values
# ---------------------------------------------------------------------------
# Action values the engine offers again and again (actions are immutable, so
# equal ones are shared instead of built anew for every list of legal actions).
DONE: Final = Done()
_PLANT_OPTIONS: Final[dict[tuple[int, int], tuple[Plant, ...]]] = {}
_CHOOSE_OPTIONS: Final[dict[int, tuple[Choose, ...]]] = {}
_PLAY_ACTIONS: Final[dict[tuple[str, int, int, str], Play]] = {}
_USE_SAVED_ACTIONS: Final[dict[tuple[int, str, int, int, str], UseSaved]] = {}
_FIRE_OPTIONS: Final[dict[int, tuple[FireField, ...]]] = {}
_PLANTS: Final[dict[tuple[int, ...], Plant]] = {}
_CHOOSES: Final[dict[tuple[int, int], Choose]] = {}
_KEEPS: Final[dict[tuple[int, ...], Keep]] = {}


def plant_action(fields: tuple[int, ...]) -> Plant:
    """``Plant(fields)``, shared (the engine's options and the bots' choices)."""
    a = _PLANTS.get(fields)
    if a is None:
        a = _PLANTS[fields] = Plant(fields)
    return a


def choose_action(spring: int, summer: int) -> Choose:
    """``Choose(spring, summer)``, shared."""
    a = _CHOOSES.get((spring, summer))
    if a is None:
        a = _CHOOSES[(spring, summer)] = Choose(spring, summer)
    return a


def keep_action(cards: tuple[int, ...]) -> Keep:
    """``Keep(cards)``, shared."""
    a = _KEEPS.get(cards)
    if a is None:
        a = _KEEPS[cards] = Keep(cards)
    return a


def plant_options(fields: int, food: int) -> tuple[Plant, ...]:
    """Every Plant of at most ``food`` of ``fields`` fields, fewest fields first."""
    key = (fields, min(fields, food))
    opts = _PLANT_OPTIONS.get(key)
    if opts is None:
        opts = _PLANT_OPTIONS[key] = tuple(plant_action(c) for k in range(key[1] + 1)
                                           for c in combinations(range(fields), k))
    return opts


def choose_options(hand: int) -> tuple[Choose, ...]:
    """Every Choose from a hand of ``hand`` cards."""
    opts = _CHOOSE_OPTIONS.get(hand)
    if opts is None:
        opts = _CHOOSE_OPTIONS[hand] = ((choose_action(0, -1),) if hand == 1 else
                                        tuple(choose_action(a, b) for a, b in permutations(range(hand), 2)))
    return opts


def play_action(opt: tuple[str, int, int, str]) -> Play:
    a = _PLAY_ACTIONS.get(opt)
    if a is None:
        a = _PLAY_ACTIONS[opt] = Play(*opt)
    return a


def use_saved_action(index: int, opt: tuple[str, int, int, str]) -> UseSaved:
    key = (index, *opt)
    a = _USE_SAVED_ACTIONS.get(key)
    if a is None:
        a = _USE_SAVED_ACTIONS[key] = UseSaved(*key)
    return a


def fire_options(hand: int) -> tuple[FireField, ...]:
    """A FireField for every card of a hand of ``hand`` cards."""
    opts = _FIRE_OPTIONS.get(hand)
    if opts is None:
        opts = _FIRE_OPTIONS[hand] = tuple(FireField(i) for i in range(hand))
    return opts
