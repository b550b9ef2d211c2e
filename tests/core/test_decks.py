"""Deck files: errors name file, row and field (load_animals and the animals_file option)."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from farmlab.community_farm import CommunityFarm, load_animals
from farmlab.community_farm.cards import DATA
from farmlab.core.errors import DeckFileError


def lines() -> list[str]:
    return DATA.read_text(encoding="utf-8").splitlines(keepends=True)


def row_of(animal_id: str) -> int:
    """The row a spreadsheet or editor shows for an animal (the file's line number)."""
    return next(i for i, line in enumerate(lines(), start=1) if line.startswith(animal_id + ","))


def edited(tmp_path: Path, animal_id: str, column: str, value: str) -> Path:
    out = []
    header: list[str] = []
    for line in lines():
        if line.startswith("#"):
            out.append(line)
            continue
        cells = next(csv.reader([line]))
        if not header:
            header = cells
        elif cells[0] == animal_id:
            cells[header.index(column)] = value
        out.append(",".join(f'"{c}"' if "," in c else c for c in cells) + "\n")
    path = tmp_path / "animals.csv"
    path.write_text("".join(out), encoding="utf-8")
    return path


def broken(path: Path) -> DeckFileError:
    with pytest.raises(DeckFileError) as info:
        load_animals(path)
    with pytest.raises(DeckFileError) as via_game:
        CommunityFarm(4, seed=1, animals_file=str(path))
    assert str(via_game.value) == str(info.value)
    return info.value


def test_a_copy_of_the_packaged_file_loads(tmp_path):
    path = edited(tmp_path, "goats", "count", "16")
    assert load_animals(path) == load_animals()


@pytest.mark.parametrize("animal, column, value, problem", [
    ("goats", "count", "abc", "expected a whole number, got 'abc'"),
    ("pigs", "count", "0", "expected a whole number from 1 to 200, got 0"),
    ("horses", "sell_2", "many", "expected a whole number, got 'many'"),
    ("horses", "sell_4", "500", "expected a whole number from 1 to 200, got 500"),
    ("sheep", "sell_3", "3", "the counts needed for 1, 2, 3, 4 goods must grow from left to right"),
    ("hens", "sell_1", "1", "a single card can never earn a good (the single-card-stable rule)"),
    ("dogs", "provenance", "invented", "expected one of rules, designed, got 'invented'"),
    ("llamas", "name", "", "is empty; it needs a value"),
    ("roosters", "sell_1", "", None),
])
def test_deck_file_errors_name_file_row_and_field(tmp_path, animal, column, value, problem):
    path = edited(tmp_path, animal, column, value)
    if problem is None:  # an empty level is allowed (Llamas and Dogs have no 1-good level)
        assert load_animals(path)
        return
    err = broken(path)
    assert (err.file, err.row, err.field) == ("animals.csv", row_of(animal), column)
    assert str(err) == f"animals.csv, row {row_of(animal)}, field '{column}': {problem}"


def test_row_numbers_count_the_comment_lines_like_a_spreadsheet(tmp_path):
    assert lines()[0].startswith("#")
    err = broken(edited(tmp_path, "ducks", "count", "x"))
    assert err.row == row_of("ducks") == 1 + sum(1 for line in lines() if line.startswith("#")) + 1


def test_all_levels_empty(tmp_path):
    path = tmp_path / "animals.csv"
    path.write_text(DATA.read_text(encoding="utf-8").replace("beef_cows,Beef Cows,Beef Cow,8,2,3,4,5,",
                                                             "beef_cows,Beef Cows,Beef Cow,8,,,,,"), encoding="utf-8")
    err = broken(path)
    assert (err.row, err.field) == (row_of("beef_cows"), "sell_1")
    assert "all four levels are empty" in str(err)


def test_duplicate_id(tmp_path):
    path = edited(tmp_path, "pigs", "id", "goats")
    err = broken(path)
    assert (err.row, err.field) == (row_of("pigs"), "id")
    assert str(err).endswith(f"'goats' appears twice (also row {row_of('goats')})")


def header_row() -> int:
    return next(i for i, line in enumerate(lines(), start=1) if line.startswith("id,"))


def without_column(column: str) -> str:
    """The packaged file with one column taken out of the header and every row."""
    out = []
    at = None
    for line in lines():
        if line.startswith("#"):
            out.append(line)
            continue
        cells = next(csv.reader([line]))
        if at is None:
            at = cells.index(column)
        del cells[at]
        out.append(",".join(f'"{c}"' if "," in c else c for c in cells) + "\n")
    return "".join(out)


def test_missing_column_and_extra_cells(tmp_path):
    path = tmp_path / "animals.csv"
    text = DATA.read_text(encoding="utf-8")
    path.write_text(without_column("sell_4"), encoding="utf-8")
    err = broken(path)
    assert (err.row, err.field) == (header_row(), "sell_4") and "missing from the header" in str(err)
    path.write_text(text.replace("goats,Goats,Goat,16,3,5,7,8,", "goats,Goats,Goat,16,3,5,7,8,9,"), encoding="utf-8")
    err = broken(path)
    assert err.row == row_of("goats") and "cells but the header has only" in str(err)


def test_a_misspelt_or_repeated_column_is_named(tmp_path):
    """A typo in a column name is an error naming that column, not a column quietly ignored."""
    path = tmp_path / "animals.csv"
    text = DATA.read_text(encoding="utf-8")
    path.write_text(text.replace(",sell_4,", ",sell_four,"), encoding="utf-8")
    err = broken(path)
    assert (err.row, err.field) == (header_row(), "sell_four")
    assert "unknown column; the columns are id, name, singular, count, sell_1" in str(err)
    path.write_text(text.replace(",sell_4,", ",sell_3,"), encoding="utf-8")
    err = broken(path)
    assert (err.row, err.field) == (header_row(), "sell_3") and "appears twice in the header" in str(err)


def test_spreadsheet_quirks_are_fine(tmp_path):
    """A byte-order mark (spreadsheet programs write one), blank lines and spaces
    around cells load the same deck; blank lines still count in row numbers."""
    path = tmp_path / "animals.csv"
    text = DATA.read_text(encoding="utf-8")
    spaced = text.replace("goats,Goats,", "goats , Goats ,").replace("\npigs,", "\n\n,,,\npigs,")
    path.write_text("\ufeff" + spaced, encoding="utf-8")
    assert load_animals(path) == load_animals()
    path.write_text(spaced.replace("pigs,Pigs,Pig,", "pigs,Pigs,Pig,x"), encoding="utf-8")
    assert broken(path).row == row_of("pigs") + 2


def test_empty_files(tmp_path):
    path = tmp_path / "animals.csv"
    path.write_text("# only a comment\n\n", encoding="utf-8")
    assert str(broken(path)) == "animals.csv, row 1: is empty; its first row must be the header"
    path.write_text(lines()[header_row() - 1], encoding="utf-8")
    assert str(broken(path)) == "animals.csv: has a header but no animal cards"


def test_unreadable_files(tmp_path):
    err = broken(tmp_path / "nothing.csv")
    assert err.file == "nothing.csv" and "cannot be opened" in str(err)
    bad = tmp_path / "binary.csv"
    bad.write_bytes(b"id,name\n\xff\xfe\x00")
    assert "not a UTF-8 text file" in str(broken(bad))
    two = tmp_path / "two.csv"
    two.write_text("\n".join(lines()[:5]).replace("\n\n", "\n"), encoding="utf-8")
    assert "at least three kinds" in str(broken(two))


def test_a_what_if_deck_changes_the_game(tmp_path):
    path = edited(tmp_path, "goats", "sell_1", "2")
    g = CommunityFarm(4, seed=1, animals_file=str(path))
    goat = next(a for a in g.animals if a.id == "goats")
    assert g.goods_table[goat.index][2] == 1
    assert load_animals()[goat.index].goods(2) == 0
