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
repeated or missing columns, rows with too many cells); this module then parses
every cell with a message of its own and checks the decks against the rules.

It also holds the two pieces of climate arithmetic every engine needs:
:func:`climate_sum` (the modifier a year card and a season card give one
field) and :func:`field_yield` (what one field produces in a season).

Only the standard library is used (``csv`` + ``dataclasses``).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final, Literal, TypeAlias, TypeVar

from ..core.decks import PROVENANCES as _CORE_PROVENANCES
from ..core.decks import read_rows, unique
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
    "by_id",
    "climate_sum",
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
# Errors
# --------------------------------------------------------------------------


def _error(file: str, problem: str, *, row: int | None = None, field: str | None = None) -> DeckFileError:
    return DeckFileError(file, row, field, problem)


class _CellError(Exception):
    """Internal: a cell value is wrong; the loader adds file, row and field."""


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
# Cell parsers
# --------------------------------------------------------------------------

_ID_RE: Final = re.compile(r"^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$")
_Parser: TypeAlias = Callable[[str], Any]


def _parse_id(raw: str) -> str:
    if not _ID_RE.match(raw):
        raise _CellError(f"expected a snake_case id (lower-case letters, digits and single '_'), got {raw!r}")
    return raw


def _parse_name(raw: str) -> str:
    return raw


def _parse_text(raw: str) -> str:
    if len(raw) > MAX_TEXT_LENGTH:
        raise _CellError(f"card text must be at most {MAX_TEXT_LENGTH} characters, this one has {len(raw)}")
    return raw


def _whole(lo: int | None, hi: int | None, expect: str) -> _Parser:
    """A whole-number parser; ``expect`` is how the value is described in errors."""

    def parse(raw: str) -> int:
        text = raw.replace("\u2212", "-")  # accept a typographic minus sign
        if not re.fullmatch(r"[+-]?\d+", text):
            raise _CellError(f"expected {expect}, got {raw!r}")
        value = int(text)
        if (lo is not None and value < lo) or (hi is not None and value > hi):
            full = f"a whole number from {lo} to {hi}" if lo is not None and hi is not None else expect
            raise _CellError(f"expected {full}, got {raw!r}")
        return value

    return parse


def _choice(options: Sequence[str]) -> _Parser:
    def parse(raw: str) -> str:
        if raw not in options:
            raise _CellError(f"expected one of {', '.join(options)}, got {raw!r}")
        return raw

    return parse


def _boolean(raw: str) -> bool:
    low = raw.lower()
    if low not in ("true", "false"):
        raise _CellError(f"expected true or false, got {raw!r}")
    return low == "true"


def _upgrade_set(raw: str) -> frozenset[str]:
    if raw == "none":
        return frozenset()
    parts = [p.strip() for p in raw.split("|")]
    bad = [p for p in parts if p not in UPGRADES]
    if bad or len(set(parts)) != len(parts):
        raise _CellError(f"expected none or field upgrades separated by '|' ({', '.join(UPGRADES)}), got {raw!r}")
    return frozenset(parts)


_CLIMATE_COLUMNS: Final[dict[str, _Parser]] = {
    "id": _parse_id,
    "name": _parse_name,
    "count": _whole(1, None, "a whole number ≥ 1"),
    "drought": _whole(CLIMATE_MIN, 0, "a whole number ≤ 0"),
    "pests": _whole(CLIMATE_MIN, 0, "a whole number ≤ 0"),
    "weather": _whole(CLIMATE_MIN, CLIMATE_MAX, f"a whole number from {CLIMATE_MIN} to {CLIMATE_MAX}"),
    "cancels": _choice(CANCELS),
    "destroys": _upgrade_set,
    "fire": _boolean,
    "text": _parse_text,
    "provenance": _choice(PROVENANCES),
}

_ACTION_COLUMNS: Final[dict[str, _Parser]] = {
    "id": _parse_id,
    "name": _parse_name,
    "count": _whole(1, None, "a whole number ≥ 1"),
    "kind": _choice(KINDS),
    "phase": _choice(PHASES),
    "target": _choice(TARGETS),
    "offense": _whole(0, 5, "a whole number from 0 to 5"),
    "defense": _whole(0, 5, "a whole number from 0 to 5"),
    "storage": _whole(0, 10, "a whole number from 0 to 10"),
    "field_effect": _choice(FIELD_EFFECTS),
    "hand_size": _whole(0, 3, "a whole number from 0 to 3"),
    "peek": _choice(PEEKS),
    "effect": _choice(EFFECTS),
    "persistent": _boolean,
    "text": _parse_text,
    "provenance": _choice(PROVENANCES),
}


# --------------------------------------------------------------------------
# Reading a CSV file into validated rows
# --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Row:
    number: int  # spreadsheet row number, header = 1
    values: dict[str, Any]


def _read_rows(path: Path, columns: Mapping[str, _Parser]) -> list[_Row]:
    """Read the file with the shared deck reader (header, comments, blank lines
    and bad files are checked there, the same for every game), then type-check
    every cell and check that ids are unique; return the rows with their
    spreadsheet numbers."""
    rows: list[_Row] = []
    read = read_rows(path, tuple(columns), what="cards")
    for row in read:
        values: dict[str, Any] = {}
        for column, parse in columns.items():
            raw = row.cells[column]
            if raw == "":
                raise row.error(column, "the value is missing")
            try:
                values[column] = parse(raw)
            except _CellError as exc:
                raise row.error(column, str(exc)) from None
        rows.append(_Row(row.number, values))
    unique(read, lambda r: r.cells["id"], "id")
    return rows


def _check_total(name: str, rows: Sequence[_Row], expected: int, why: str) -> None:
    total = sum(row.values["count"] for row in rows)
    if total != expected:
        raise _error(
            name,
            f"the counts add up to {total} cards, but the deck must have exactly {expected} ({why})",
            field="count",
        )


@dataclass(frozen=True, slots=True)
class _Fact:
    """A fact the rules text states about a named card, as a check on one column."""

    field: str
    holds: Callable[[Any], bool]
    says: str  # what the rules say, in plain English


def _eq(value: Any) -> Callable[[Any], bool]:
    return lambda got: got == value


def _show(value: Any) -> str:
    """A parsed value written back the way it looks in the CSV cell."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, frozenset):
        return "|".join(sorted(value)) or "none"
    return str(value)


def _check_named_cards(
    name: str,
    rows: Sequence[_Row],
    required: Mapping[str, tuple[str, int, Sequence[_Fact]]],
) -> None:
    """Every card the rules name exists, under its name, often enough, with the stated effect."""
    by_card = {row.values["id"]: row for row in rows}
    for card_id, (card_name, min_count, facts) in required.items():
        row = by_card.get(card_id)
        if row is None:
            raise _error(
                name,
                f"the card {card_name!r} (id {card_id!r}) is named in the rules but is missing",
                field="id",
            )
        if row.values["name"] != card_name:
            raise _error(
                name,
                f"the card with id {card_id!r} must be called {card_name!r}, got {row.values['name']!r}",
                row=row.number,
                field="name",
            )
        if row.values["count"] < min_count:
            raise _error(
                name,
                f"the rules need at least {min_count} {card_name} cards, got {row.values['count']}",
                row=row.number,
                field="count",
            )
        for fact in facts:
            got = row.values[fact.field]
            if not fact.holds(got):
                raise _error(
                    name,
                    f"the rules say {fact.says}, got {_show(got)!r}",
                    row=row.number,
                    field=fact.field,
                )


# --------------------------------------------------------------------------
# Climate deck
# --------------------------------------------------------------------------

_REQUIRED_CLIMATE: Final[dict[str, tuple[str, int, Sequence[_Fact]]]] = {
    "moderate_drought": (
        "Moderate Drought",
        1,
        (_Fact("drought", lambda v: v < 0, "Moderate Drought is a drought (drought < 0)"),),
    ),
    "severe_drought": (
        "Severe Drought",
        1,
        (_Fact("drought", lambda v: v < 0, "Severe Drought is a drought (drought < 0)"),),
    ),
    "driving_rain": (
        "Driving Rain",
        1,
        (
            _Fact(
                "drought", _eq(0), "Driving Rain is not drought (the FAQ adds it to a drought), so drought must be 0"
            ),
            _Fact("weather", lambda v: v < 0, "Driving Rain does damage (weather < 0)"),
        ),
    ),
    "locusts": ("Locusts", 1, (_Fact("pests", lambda v: v < 0, "locusts are pestilence (pests < 0)"),)),
    "fire": (
        "Fire",
        1,
        (_Fact("fire", _eq(True), "the Fire card lets a player turn a hand card into a free ½ Field (fire = true)"),),
    ),
}


def _climate_card(values: Mapping[str, Any]) -> ClimateCard:
    return ClimateCard(**values)


def _check_climate_deck(name: str, rows: Sequence[_Row]) -> None:
    _check_total(name, rows, CLIMATE_DECK_SIZE, f"{CLIMATE_CARDS_PER_YEAR} a year for {YEARS} years")
    _check_named_cards(name, rows, _REQUIRED_CLIMATE)
    by_card = {row.values["id"]: row for row in rows}

    moderate, severe = by_card["moderate_drought"], by_card["severe_drought"]
    if severe.values["drought"] >= moderate.values["drought"]:
        raise _error(
            name,
            f"a Severe Drought must be worse than the Moderate Drought on row {moderate.number} "
            f"({severe.values['drought']} is not below {moderate.values['drought']})",
            row=severe.number,
            field="drought",
        )
    if not any(row.values["cancels"] != "none" for row in rows):
        raise _error(
            name,
            "the rules say some Climate cards tell you to ignore an effect of the other card, "
            "but no card has cancels = drought or pests",
            field="cancels",
        )

    # Every pair of distinct physical cards, for every kind of field, stays in [-6, +3].
    cards = [(row, _climate_card(row.values)) for row in rows]
    protections = (
        (False, False, "no protection"),
        (True, False, "Irrigation"),
        (False, True, "Protective Netting"),
        (True, True, "Irrigation and Protective Netting"),
    )
    for irrigation, netting, label in protections:
        for i, (row_a, a) in enumerate(cards):
            for row_b, b in cards[i:]:
                if a is b and a.count < 2:
                    continue  # a single card can't be both the year card and the season card
                total = climate_sum(a, b, irrigation=irrigation, netting=netting)
                if not CLIMATE_MIN <= total <= CLIMATE_MAX:
                    pair = f"two {a.name} cards" if a is b else f"{b.name} + {a.name} (row {row_a.number})"
                    raise _error(
                        name,
                        f"{pair} give {total:+d} for a field with {label}; a year card plus a season "
                        f"card may only move production by {CLIMATE_MIN} to +{CLIMATE_MAX}",
                        row=row_b.number,
                    )

    distribution = pair_sum_distribution(card for _, card in cards)
    p_normal = distribution.get(0, 0) / sum(distribution.values())
    if p_normal > MAX_P_NORMAL:
        raise _error(
            name,
            f"'normal' production (climate total exactly 0) happens in {p_normal:.1%} of seasons; "
            f"the rules say it almost never happens (at most {MAX_P_NORMAL:.0%} allowed)",
        )


def load_climate(path: str | Path | None = None) -> tuple[ClimateCard, ...]:
    """Load and validate the Climate deck (default: the packaged ``data/climate.csv``).

    Raises :class:`DeckFileError` if a cell is missing or malformed, an id is
    repeated, the counts do not add up to 24, a card the rules name is
    missing or contradicts the text, some pair of cards leaves [-6, +3], or
    "normal" seasons are not rare.
    """
    file = Path(path) if path is not None else CLIMATE_FILE
    rows = _read_rows(file, _CLIMATE_COLUMNS)
    _check_climate_deck(file.name, rows)
    return tuple(_climate_card(row.values) for row in rows)


# --------------------------------------------------------------------------
# Action deck
# --------------------------------------------------------------------------

_REQUIRED_ACTIONS: Final[dict[str, tuple[str, int, Sequence[_Fact]]]] = {
    "armed_man": (
        "Armed Man",
        1,
        (
            _Fact("offense", _eq(1), "an Armed Man counts 1 for offense"),
            _Fact("defense", _eq(1), "an Armed Man counts 1 for defense"),
            _Fact(
                "phase",
                _eq("back"),
                "an Armed Man played directly doesn't affect a same-season Tribute Contract (phase back)",
            ),
        ),
    ),
    "mercenary": (
        "Mercenary",
        1,
        (
            _Fact("offense", lambda v: v > 0, "Mercenary counts for offense"),
            _Fact("defense", lambda v: v > 0, "Mercenary counts for defense"),
            _Fact(
                "phase",
                _eq("face"),
                "a Mercenary played in the Warlord's season affects the Tribute Contract (phase face)",
            ),
        ),
    ),
    "dogs": (
        "Dogs",
        1,
        (
            _Fact("offense", _eq(0), "Dogs only apply to defense (offense 0)"),
            _Fact("defense", lambda v: v > 0, "Dogs apply to defense (defense > 0)"),
        ),
    ),
    "walls": (
        "Walls",
        1,
        (
            _Fact("offense", _eq(0), "Walls only apply to defense (offense 0)"),
            _Fact("effect", _eq("double_back_armed_men"), "Walls double Back-Action Armed Men only"),
        ),
    ),
    "berzerker": (
        "Berzerker",
        1,
        (
            _Fact("offense", _eq(2), "a Berzerker is worth 2 Armed Men on offense"),
            _Fact("defense", _eq(0), "a Berzerker is for offense only (defense 0)"),
        ),
    ),
    "warlord": (
        "Warlord",
        2,  # FAQ "Multiple Warlord Attacks"
        (
            _Fact("offense", _eq(1), "the Warlord counts as 1 Armed Man in its own attack"),
            _Fact("defense", _eq(0), "the Warlord is for offense only (defense 0)"),
            _Fact("phase", _eq("last"), "the Warlord always plays after all other face-up cards (phase last)"),
            _Fact("effect", _eq("tribute_contract"), "a Warlord sets up a Tribute Contract"),
            _Fact("target", _eq("opponent"), "a Warlord attacks an opponent"),
        ),
    ),
    "assassin": (
        "Assassin",
        1,
        (
            _Fact("effect", _eq("eliminate_unit"), "the Assassin eliminates one of an opponent's units"),
            _Fact("persistent", _eq(False), "the Assassin is single use and never goes into the Tableau"),
            _Fact("target", _eq("opponent"), "the Assassin targets an opponent"),
        ),
    ),
    "silo": ("Silo", 1, (_Fact("storage", _eq(5), "a Silo holds 5 food"),)),
    "silo_extension": (
        "Silo Extension",
        1,
        (
            _Fact("storage", _eq(2), "a Silo Extension adds 2"),
            _Fact("effect", _eq("extend_silo"), "a Silo Extension extends a Silo (one per silo)"),
        ),
    ),
    "cats": (
        "Cats",
        2,  # FAQ "Can I have more than one Cats card? Yes"
        (
            _Fact("storage", _eq(3), "Cats protect 3 food"),
            _Fact("effect", _eq("guard_food"), "Cats guard food and can be chased away"),
        ),
    ),
    "rabbits": (
        "Rabbits",
        1,
        (
            _Fact("effect", _eq("vermin_all"), "with Rabbits ALL unprotected food is lost"),
            _Fact("target", _eq("opponent"), "Rabbits are played on an opponent"),
        ),
    ),
    "coyote": (
        "Coyote",
        1,
        (_Fact("effect", _eq("chase_cats_and_rabbits"), "a Coyote chases away all Cats and all Rabbits on a farm"),),
    ),
    "fertilizer": (
        "Fertilizer",
        1,
        (_Fact("field_effect", _eq("fertilizer"), "Fertilizer is a field upgrade, +1 production"),),
    ),
    "irrigation": (
        "Irrigation",
        1,
        (_Fact("field_effect", _eq("irrigation"), "Irrigation is a field upgrade that ignores drought"),),
    ),
    "protective_netting": (
        "Protective Netting",
        1,
        (_Fact("field_effect", _eq("netting"), "Protective Netting is a field upgrade that ignores pestilence"),),
    ),
    "perennial": (
        "Perennial",
        1,
        (
            _Fact("field_effect", _eq("perennial"), "Perennial is a field upgrade"),
            _Fact("effect", _eq("not_with_rabbits"), "Perennial can't be played on a farm with Rabbits"),
        ),
    ),
    "steal_opponents_card": (
        "Steal Opponent's Card",
        3,  # FAQ: "If three of the cards are played ..."
        (
            _Fact("phase", _eq("meta"), "Steal Opponent's Card always plays first (phase meta)"),
            _Fact("effect", _eq("steal_card"), "Steal Opponent's Card takes an opponent's action card"),
        ),
    ),
    "draw_2_cards": (
        "Draw 2 Cards",
        1,
        (_Fact("phase", _eq("meta"), "Draw 2 Cards is a meta-card that plays first (phase meta)"),),
    ),
    "almanac": ("Almanac", 1, (_Fact("peek", lambda v: v != "none", "the Almanac shows Climate to come"),)),
    "geezer": ("Geezer", 1, (_Fact("peek", lambda v: v != "none", "the Geezer shows Climate to come"),)),
    "flexible_hand": (
        "Flexible Hand",
        2,  # FAQ: "increased your hand size with two Flexible Hand cards"
        (_Fact("hand_size", lambda v: v > 0, "Flexible Hand increases hand size"),),
    ),
}


def _check_action_row(name: str, row: _Row) -> None:
    """Columns must agree with the card's kind, so an engine can trust them."""
    v = row.values

    def fail(field: str, detail: str) -> None:
        raise _error(name, detail, row=row.number, field=field)

    kind = v["kind"]
    if (kind == "upgrade") != (v["field_effect"] != "none"):
        fail(
            "field_effect",
            "a field upgrade needs a field_effect and no other kind may have one "
            f"(kind {kind!r}, got {v['field_effect']!r})",
        )
    if (kind == "info") != (v["peek"] != "none"):
        fail("peek", f"info cards must peek and no other kind may (kind {kind!r}, got {v['peek']!r})")
    if (kind == "hand") != (v["hand_size"] > 0):
        fail(
            "hand_size", f"hand cards must raise hand_size and no other kind may (kind {kind!r}, got {v['hand_size']})"
        )
    if (kind == "storage") != (v["storage"] > 0):
        fail("storage", f"storage cards must protect food and no other kind may (kind {kind!r}, got {v['storage']})")
    if (kind == "meta") != (v["phase"] == "meta"):
        fail("phase", f"meta-cards, and only they, play first (kind {kind!r}, got phase {v['phase']!r})")
    if kind not in ("unit", "attack") and (v["offense"] or v["defense"]):
        fail(
            "offense" if v["offense"] else "defense",
            f"only units and attacks count for offense or defense (kind {kind!r})",
        )
    if kind == "unit" and not (v["offense"] or v["defense"] or v["effect"] == "double_back_armed_men"):
        fail("defense", "a unit must count for offense or defense")


def _action_card(values: Mapping[str, Any]) -> ActionCard:
    return ActionCard(**values)


def load_actions(path: str | Path | None = None) -> tuple[ActionCard, ...]:
    """Load and validate the Action deck (default: the packaged ``data/actions.csv``).

    Raises :class:`DeckFileError` if a cell is missing or malformed, an id is
    repeated, columns contradict the card's kind, the counts do not add up
    to 88, or a card the rules name is missing or contradicts the text.
    """
    file = Path(path) if path is not None else ACTIONS_FILE
    rows = _read_rows(file, _ACTION_COLUMNS)
    for row in rows:
        _check_action_row(file.name, row)
    _check_total(file.name, rows, ACTION_DECK_SIZE, "the rules list 88 Action cards")
    _check_named_cards(file.name, rows, _REQUIRED_ACTIONS)
    return tuple(_action_card(row.values) for row in rows)
