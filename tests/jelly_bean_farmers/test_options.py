"""Variant options for "what if" analysis: other deck files and rule numbers."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

import farmlab
from farmlab.core.errors import DeckFileError, OptionError
from farmlab.jelly_bean_farmers import JellyBeanFarmers, Keep
from farmlab.jelly_bean_farmers.cards import ACTIONS_FILE, CLIMATE_FILE


def _copy_with(tmp_path: Path, source: Path, edit) -> Path:
    with source.open(newline="", encoding="utf-8") as f:
        rows = list(csv.reader(f))
    edit(rows)
    out = tmp_path / source.name
    with out.open("w", newline="", encoding="utf-8") as f:
        csv.writer(f).writerows(rows)
    return out


def test_options_default_to_the_printed_rules():
    g = JellyBeanFarmers(2, 1)
    o = g.options
    assert (o.start_food, o.food_stamps, o.stamp_food, o.stamp_points, o.hand_size, o.dealt) == (5, 2, 4, 4, 3, 7)


def test_options_change_the_rule_numbers():
    g = JellyBeanFarmers(2, 1, start_food=8, food_stamps=1, hand_size=4, dealt=8)
    assert all(len(h) == 8 for h in g.hands) and g.keep_count == 4
    for s in range(2):
        g.apply(s, Keep((0, 1, 2, 3)))
    assert g.food == [8, 8] and g.stamps == [1, 1] and g.hand_size(0) == 4


def test_options_a_changed_deck_file_changes_the_game(tmp_path):
    # what if Dogs were worth 3 defense (a designed value, D15) instead of 2?
    def edit(rows):
        i = rows[0].index("defense")
        for r in rows[1:]:
            if r[0] == "dogs":
                r[i] = "3"

    path = _copy_with(tmp_path, ACTIONS_FILE, edit)
    g = JellyBeanFarmers(2, 1, actions_file=str(path))
    dogs = next(c for c in range(88) if g.acard[c].id == "dogs")
    g.units[0].append(dogs)
    assert g.defense(0) == 3
    df = farmlab.simulate("jelly_bean_farmers", "heuristic", n_games=3, seed=1, players=2, actions_file=str(path))
    assert len(df) == 6


def test_options_a_broken_deck_file_is_refused_naming_file_row_and_field(tmp_path):
    def edit(rows):
        rows[3][rows[0].index("weather")] = "lots"

    path = _copy_with(tmp_path, CLIMATE_FILE, edit)
    with pytest.raises(DeckFileError, match=r"climate\.csv, row 4, field 'weather'"):
        JellyBeanFarmers(2, 1, climate_file=str(path))
    with pytest.raises(DeckFileError, match="cannot be opened"):
        JellyBeanFarmers(2, 1, climate_file=str(tmp_path / "nope.csv"))


def test_options_that_make_no_sense_are_refused():
    for bad in (dict(start_food=-1), dict(hand_size=1), dict(dealt=4), dict(hand_size="3"), dict(years=9)):
        with pytest.raises(OptionError):
            JellyBeanFarmers(2, 1, **bad)
