"""The Jelly Bean Farmers deck files checked against the rule text: each cell parsed with a
message of its own, and every fact the text states about the decks (24 Climate cards, 88
Action cards, the cards it names and what it says they do) checked on load.

:func:`climate_rows` and :func:`action_rows` give the checked values of each row, for
:func:`.cards.load_climate` and :func:`.cards.load_actions`. Any problem raises
:class:`farmlab.core.errors.DeckFileError` naming the file, the spreadsheet row (header = row 1)
and the field. Design and rulings: ``docs/jelly-bean-farmers-deck.md``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final, TypeAlias

from ..core.decks import read_rows, unique
from ..core.errors import DeckFileError
from .cards import (ACTION_DECK_SIZE, CANCELS, CLIMATE_CARDS_PER_YEAR, CLIMATE_DECK_SIZE, CLIMATE_MAX, CLIMATE_MIN,
                    EFFECTS, FIELD_EFFECTS, KINDS, MAX_P_NORMAL, MAX_TEXT_LENGTH, PEEKS, PHASES, PROVENANCES, TARGETS,
                    UPGRADES, YEARS, ClimateCard, climate_sum, pair_sum_distribution)

# --------------------------------------------------------------------------
# Errors
# --------------------------------------------------------------------------


def _error(file: str, problem: str, *, row: int | None = None, field: str | None = None) -> DeckFileError:
    return DeckFileError(file, row, field, problem)


class _CellError(Exception):
    """Internal: a cell value is wrong; the loader adds file, row and field."""


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
    cards = [(row, ClimateCard(**row.values)) for row in rows]
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


# --------------------------------------------------------------------------
# The checked rows
# --------------------------------------------------------------------------


def climate_rows(file: Path) -> list[dict[str, Any]]:
    """The Climate deck's rows, checked: each cell, the 24 cards, the cards the rules name, every pair
    of cards within [-6, +3], "normal" seasons rare."""
    rows = _read_rows(file, _CLIMATE_COLUMNS)
    _check_climate_deck(file.name, rows)
    return [row.values for row in rows]


def action_rows(file: Path) -> list[dict[str, Any]]:
    """The Action deck's rows, checked: each cell, columns that agree with the card's kind, the 88
    cards, the cards the rules name and what the text says they do."""
    rows = _read_rows(file, _ACTION_COLUMNS)
    for row in rows:
        _check_action_row(file.name, row)
    _check_total(file.name, rows, ACTION_DECK_SIZE, "the rules list 88 Action cards")
    _check_named_cards(file.name, rows, _REQUIRED_ACTIONS)
    return [row.values for row in rows]
