"""The two decks of Jelly Bean Farmers: Climate (24 cards) and Action (88 cards).

The printed card lists of Jelly Bean Farmers are not public, so both decks are
*designed* for this project, inside every constraint the rules text states
(the rule text ``jelly-bean-farmers.txt``).  The design, the counts and
every ruling taken where the text is silent are written down in
``docs/jelly-bean-farmers-deck.md``.

The decks live in two CSV files next to this module (``data/climate.csv`` and
``data/actions.csv``), one row per distinct card with a ``count`` column.  This
module loads them into frozen dataclasses and validates them on load: any
problem raises :class:`farmlab.core.errors.DeckFileError` (the error every
farmlab deck raises) with a plain-English message naming the file, the
spreadsheet row (header = row 1) and the field, e.g.::

    climate.csv, row 7, field 'drought': expected a whole number ≤ 0, got 'abc'

The files are read by :func:`farmlab.core.decks.read_rows`, the reader every
game shares (comments, blank lines, a spreadsheet's byte-order mark, unknown,
repeated or missing columns, rows with too many cells); :mod:`.card_checks` then
parses every cell with a message of its own and checks the decks against what
the rule text says of them.

It also holds the two pieces of climate arithmetic every engine needs:
:func:`climate_sum` (the modifier a year card and a season card give one
field) and :func:`field_yield` (what one field produces in a season), and
:class:`Decks`, both decks as a game reads them (loaded once per file version,
with per-card tables and the season's yields).

Only the standard library is used (``csv`` + ``dataclasses``).
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final, Literal, TypeAlias, TypeVar

from ..core.decks import PROVENANCES as _CORE_PROVENANCES
from ..core.errors import DeckFileError

__all__ = [
    "ACTIONS_FILE",
    "ACTION_DECK_SIZE",
    "BASE_YIELD",
    "CLIMATE_CARDS_PER_YEAR",
    "CLIMATE_DECK_SIZE",
    "CLIMATE_FILE",
    "CLIMATE_MAX",
    "CLIMATE_MIN",
    "DATA_DIR",
    "FERTILIZER_BONUS",
    "MAX_P_NORMAL",
    "MAX_YIELD",
    "PERENNIAL_BASE_YIELD",
    "YEARS",
    "ActionCard",
    "ClimateCard",
    "DeckFileError",
    "Decks",
    "by_id",
    "climate_sum",
    "decks",
    "expand_ids",
    "field_yield",
    "load_actions",
    "load_climate",
    "pair_sum_distribution",
]

# --------------------------------------------------------------------------
# Numbers fixed by the rules text
# --------------------------------------------------------------------------

DATA_DIR: Final[Path] = Path(__file__).parent / "data"
CLIMATE_FILE: Final[Path] = DATA_DIR / "climate.csv"
ACTIONS_FILE: Final[Path] = DATA_DIR / "actions.csv"

YEARS: Final = 8
"""The game lasts 8 years ("There are 24 Climate cards, so the game is 8 years long")."""
CLIMATE_CARDS_PER_YEAR: Final = 3
"""One year-long card plus one card for each of the two seasons."""
CLIMATE_DECK_SIZE: Final = YEARS * CLIMATE_CARDS_PER_YEAR  # 24
ACTION_DECK_SIZE: Final = 88

BASE_YIELD: Final = 3
"""A seeded field normally produces 3 food (the seed back plus 2)."""
PERENNIAL_BASE_YIELD: Final = 1
"""Ruling: an unseeded Perennial field grows from a base of 1 (the text only says "less")."""
FERTILIZER_BONUS: Final = 1
CLIMATE_MIN: Final = -6
"""Year card + season card can cut production by as much as 6 ..."""
CLIMATE_MAX: Final = 3
"""... or raise it by as much as 3."""
MAX_YIELD: Final = BASE_YIELD + CLIMATE_MAX + FERTILIZER_BONUS  # 7
MAX_P_NORMAL: Final = 0.15
"""Design bound: "normal" (climate total exactly 0) "almost never actually happens"."""

# --------------------------------------------------------------------------
# Vocabularies of the machine-readable columns (documented in the design doc)
# --------------------------------------------------------------------------

Cancels: TypeAlias = Literal["none", "drought", "pests"]
Upgrade: TypeAlias = Literal["fertilizer", "irrigation", "netting", "perennial"]
Provenance: TypeAlias = Literal["rules", "designed"]
Kind: TypeAlias = Literal["unit", "attack", "upgrade", "storage", "pest", "meta", "info", "hand"]
Phase: TypeAlias = Literal["meta", "face", "last", "back"]
Target: TypeAlias = Literal["self", "opponent", "any"]
FieldEffect: TypeAlias = Literal["none", "fertilizer", "irrigation", "netting", "perennial"]
Peek: TypeAlias = Literal["none", "next_season", "next_year"]
Effect: TypeAlias = Literal[
    "none",
    "double_back_armed_men",
    "tribute_contract",
    "eliminate_unit",
    "build_silo",
    "extend_silo",
    "guard_food",
    "vermin_all",
    "chase_cats_and_rabbits",
    "not_with_rabbits",
    "steal_card",
    "draw_two",
]

CANCELS: Final = ("none", "drought", "pests")
UPGRADES: Final = ("fertilizer", "irrigation", "netting", "perennial")
PROVENANCES: Final = _CORE_PROVENANCES  # ("rules", "designed"), shared by every deck file
KINDS: Final = ("unit", "attack", "upgrade", "storage", "pest", "meta", "info", "hand")
PHASES: Final = ("meta", "face", "last", "back")
TARGETS: Final = ("self", "opponent", "any")
FIELD_EFFECTS: Final = ("none", *UPGRADES)
PEEKS: Final = ("none", "next_season", "next_year")
EFFECTS: Final = (
    "none",
    "double_back_armed_men",
    "tribute_contract",
    "eliminate_unit",
    "build_silo",
    "extend_silo",
    "guard_food",
    "vermin_all",
    "chase_cats_and_rabbits",
    "not_with_rabbits",
    "steal_card",
    "draw_two",
)

MAX_TEXT_LENGTH: Final = 120


# --------------------------------------------------------------------------
# Card types
# --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ClimateCard:
    """One distinct Climate card (``count`` copies of it are in the deck).

    ``drought``, ``pests`` and ``weather`` are the card's three separate
    effects on a field's production; they are kept apart because Irrigation
    ignores drought and Protective Netting ignores pests, while nothing
    ignores ``weather`` (good sun and rain, storm, fire and frost damage).
    """

    id: str
    name: str
    count: int
    drought: int
    """Drought deduction, ≤ 0. Ignored on an irrigated field."""
    pests: int
    """Pestilence deduction, ≤ 0. Ignored on a field with Protective Netting."""
    weather: int
    """Every other effect, + or - (sun, rain, Driving Rain, Fire, frost). Never ignored."""
    cancels: Cancels
    """"Ignore the other card's drought/pests": which effect of the *other* card is ignored."""
    destroys: frozenset[str]
    """Field upgrades this card destroys on every field of every farm (subset of UPGRADES)."""
    fire: bool
    """While in force, each player may turn one hand card into a free ½ Field each season."""
    text: str
    provenance: Provenance


@dataclass(frozen=True, slots=True)
class ActionCard:
    """One distinct Action card (``count`` copies of it are in the deck).

    Every Action card can instead be played as one of the four Back Actions
    (½ Field, ½ Silo, Armed Man, Saved for Later); those are generic to all
    cards and therefore not columns.
    """

    id: str
    name: str
    count: int
    kind: Kind
    phase: Phase
    """When it resolves: meta (first), face (together), last (Warlord), back (with Back Actions)."""
    target: Target
    offense: int
    defense: int
    storage: int
    """Food this card protects from vermin (Silo 5, Silo Extension +2, Cats 3)."""
    field_effect: FieldEffect
    hand_size: int
    """Permanent increase of the owner's hand size."""
    peek: Peek
    effect: Effect
    """Keyword of a rule the numeric columns cannot express (see the design doc)."""
    persistent: bool
    """True: stays in play (tableau or the target's farm); False: resolves, then is discarded."""
    text: str
    provenance: Provenance


# --------------------------------------------------------------------------
# Climate arithmetic
# --------------------------------------------------------------------------


def _counted_effects(card: ClimateCard, other: ClimateCard, *, irrigation: bool, netting: bool) -> int:
    total = card.weather
    if other.cancels != "drought" and not irrigation:
        total += card.drought
    if other.cancels != "pests" and not netting:
        total += card.pests
    return total


def climate_sum(
    year: ClimateCard,
    season: ClimateCard,
    irrigation: bool = False,
    netting: bool = False,
) -> int:
    """The climate modifier one field gets this season from the two cards in force.

    Rulings applied (see "Rulings" in the design doc):

    * The year-long card and the season card are added together, effect by
      effect ("add 'em up", even Driving Rain with Drought, or two droughts).
    * ``cancels`` on one card removes that effect of the *other* card only,
      never the card's own; it works the same whichever card is the year card.
    * Irrigation ignores every drought deduction on the field; Protective
      Netting ignores every pestilence deduction; nothing ignores ``weather``
      (Driving Rain is storm damage, not drought).

    For a validated deck the result lies in ``[CLIMATE_MIN, CLIMATE_MAX]`` =
    [-6, +3] for every pair of distinct cards and every protection.
    """
    return _counted_effects(year, season, irrigation=irrigation, netting=netting) + _counted_effects(
        season, year, irrigation=irrigation, netting=netting
    )


def field_yield(
    seeded: bool,
    year: ClimateCard,
    season: ClimateCard,
    *,
    fertilizer: bool = False,
    irrigation: bool = False,
    netting: bool = False,
    perennial: bool = False,
) -> int:
    """Food one field produces this season (0..7), seed included.

    Rulings applied:

    * A seeded field starts from ``BASE_YIELD`` = 3 (the seed plus 2), even
      when it also has Perennial ("If you seed the field, it produces
      normally").
    * An unseeded field with Perennial starts from ``PERENNIAL_BASE_YIELD`` =
      1; Fertilizer and climate then apply normally (FAQ).
    * Any other unseeded (fallow) field produces 0, whatever the climate.
    * Fertilizer adds 1 *before* the floor: the result is
      ``max(0, base + climate_sum + fertilizer)``, so a field can never do
      worse than losing its seed, and bad enough climate wipes out the
      Fertilizer bonus too.
    * The result is capped at ``MAX_YIELD`` = 7 (3 + 3 + 1); the cap never
      bites for a validated deck.
    """
    if seeded:
        base = BASE_YIELD
    elif perennial:
        base = PERENNIAL_BASE_YIELD
    else:
        return 0
    total = base + climate_sum(year, season, irrigation=irrigation, netting=netting)
    if fertilizer:
        total += FERTILIZER_BONUS
    return min(MAX_YIELD, max(0, total))


def pair_sum_distribution(
    cards: Iterable[ClimateCard],
    *,
    irrigation: bool = False,
    netting: bool = False,
) -> dict[int, int]:
    """How many ordered (year card, season card) pairs of distinct physical cards give each sum.

    All 24 Climate cards are used every game, so the two cards in force in
    any one season are a uniformly random ordered pair of distinct cards:
    with 24 cards there are 24 * 23 = 552 such pairs.  Two copies of the same
    card can meet (``count * (count - 1)`` pairs); a single card cannot
    meet itself.
    """
    deck = list(cards)
    counts: Counter[int] = Counter()
    for a in deck:
        for b in deck:
            pairs = a.count * (a.count - 1) if a is b else a.count * b.count
            if pairs:
                counts[climate_sum(a, b, irrigation=irrigation, netting=netting)] += pairs
    return dict(sorted(counts.items()))


# --------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------

_CardT = TypeVar("_CardT", ClimateCard, ActionCard)


def expand_ids(cards: Iterable[ClimateCard | ActionCard]) -> list[str]:
    """The deck as a list of card ids, each repeated ``count`` times, in file order."""
    return [card.id for card in cards for _ in range(card.count)]


def by_id(cards: Iterable[_CardT]) -> dict[str, _CardT]:
    """Map card id -> card, e.g. ``by_id(load_actions())["warlord"]``."""
    return {card.id: card for card in cards}


# --------------------------------------------------------------------------
# Loading (the checks: card_checks.py)
# --------------------------------------------------------------------------


def load_climate(path: str | Path | None = None) -> tuple[ClimateCard, ...]:
    """Load and validate the Climate deck (default: the packaged ``data/climate.csv``).

    Raises :class:`DeckFileError` if a cell is missing or malformed, an id is
    repeated, the counts do not add up to 24, a card the rules name is
    missing or contradicts the text, some pair of cards leaves [-6, +3], or
    "normal" seasons are not rare.
    """
    from .card_checks import climate_rows

    file = Path(path) if path is not None else CLIMATE_FILE
    return tuple(ClimateCard(**values) for values in climate_rows(file))


def load_actions(path: str | Path | None = None) -> tuple[ActionCard, ...]:
    """Load and validate the Action deck (default: the packaged ``data/actions.csv``).

    Raises :class:`DeckFileError` if a cell is missing or malformed, an id is
    repeated, columns contradict the card's kind, the counts do not add up
    to 88, or a card the rules name is missing or contradicts the text.
    """
    from .card_checks import action_rows

    file = Path(path) if path is not None else ACTIONS_FILE
    return tuple(ActionCard(**values) for values in action_rows(file))


# --------------------------------------------------------------------------
# The decks as a game reads them
# --------------------------------------------------------------------------


class Decks:
    """Both decks loaded once per file version, with per-physical-card tables
    (the engine and the bots read these instead of the card objects in their
    inner loops)."""

    def __init__(self, climate_file: str, actions_file: str) -> None:
        self.climate: tuple[ClimateCard, ...] = load_climate(climate_file or None)
        self.actions: tuple[ActionCard, ...] = load_actions(actions_file or None)
        self.acard: tuple[ActionCard, ...] = tuple(c for c in self.actions for _ in range(c.count))
        self.ccard: tuple[ClimateCard, ...] = tuple(c for c in self.climate for _ in range(c.count))
        ctype = {c.id: i for i, c in enumerate(self.climate)}
        self.ctype: tuple[int, ...] = tuple(ctype[c.id] for c in self.ccard)
        ac = self.acard
        self.off = tuple(c.offense for c in ac)
        self.dfn = tuple(c.defense for c in ac)
        self.walls = tuple(c.effect == "double_back_armed_men" for c in ac)
        self.storage = tuple(c.storage for c in ac)
        self.phase = tuple(c.phase for c in ac)
        self.steal = tuple(c.effect == "steal_card" for c in ac)
        self.draw_two = tuple(c.effect == "draw_two" for c in ac)
        self.hand_bonus = tuple(c.hand_size for c in ac)
        self.fire = tuple(c.fire for c in self.ccard)
        #: (year type, season type) -> food of a field by its code (see :meth:`type_yields`)
        self.season_yields: dict[tuple[int, int], tuple[int, ...]] = {}
        #: the same tables by physical climate cards (year, season)
        self.card_yields: dict[tuple[int, int], tuple[int, ...]] = {}
        #: physical climate cards (year, season) -> what they destroy (see :meth:`destroyed_by`)
        self.destroys: dict[tuple[int, int], tuple[tuple[str, int], ...]] = {}

    def type_yields(self, year: int, season: int) -> tuple[int, ...]:
        """Food of a field under climate card *types* ``year``/``season`` (indices
        into ``climate``), by the field's code: 1 if seeded + 2 if Fertilizer + 4
        if Irrigation + 8 if Protective Netting + 16 if Perennial. Computed once
        per pair of types; the engine's harvest and the bots' odds both read it."""
        key = (year, season)
        t = self.season_yields.get(key)
        if t is None:
            yc, sc = self.climate[year], self.climate[season]
            t = tuple(field_yield(bool(k & 1), yc, sc, fertilizer=bool(k & 2), irrigation=bool(k & 4),
                                  netting=bool(k & 8), perennial=bool(k & 16)) for k in range(32))
            self.season_yields[key] = t
        return t

    def yield_table(self, year: int, season: int) -> tuple[int, ...]:
        """:meth:`type_yields` for the physical climate cards ``year``/``season``."""
        t = self.card_yields.get((year, season))
        if t is None:
            t = self.card_yields[(year, season)] = self.type_yields(self.ctype[year], self.ctype[season])
        return t

    def destroyed_by(self, year: int, season: int) -> tuple[tuple[str, int], ...]:
        """The field upgrades physical climate cards ``year``/``season`` destroy
        (D8), in the order of :data:`~.state.UPGRADES`: (upgrade, the climate card
        that destroys it: the year card if it does), computed once per pair."""
        key = (year, season)
        t = self.destroys.get(key)
        if t is None:
            yd, sd = self.ccard[year].destroys, self.ccard[season].destroys
            t = tuple((name, year if name in yd else season) for name in UPGRADES if name in yd or name in sd)
            self.destroys[key] = t
        return t


_DECKS: Final[dict[tuple[Any, ...], Decks]] = {}


def decks(climate_file: str = "", actions_file: str = "") -> Decks:
    """The decks for these files (cached; a changed file is read again)."""
    key: list[Any] = []
    for f in (climate_file, actions_file):
        if f:
            try:
                st = os.stat(f)
                key.append((os.path.abspath(f), st.st_mtime_ns, st.st_size))
            except OSError:
                key.append((f, None, None))  # the loader reports the missing file
        else:
            key.append("")
    k = tuple(key)
    d = _DECKS.get(k)
    if d is None:
        d = Decks(climate_file, actions_file)
        _DECKS[k] = d
    return d
