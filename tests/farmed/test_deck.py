"""FARMED's decks: every number the rule text states ("Game materials", "Crop cards",
"Weather cards", "Event cards", Team rules), checked; broken files refused naming the file,
row and field; the design doc's odds table equal to the exact count."""

from __future__ import annotations

import re
from math import comb
from pathlib import Path

import pytest

from farmlab.core.errors import DeckFileError
from farmlab.farmed.cards import (COLOURS, CROPS, DATA, IMPROVEMENTS, KINDS, SPECIAL, WEATHER, load_crops,
                                  load_improvements, load_weather)
from farmlab.farmed.odds import design_table, disasters, survival

DOC = Path(__file__).resolve().parents[2] / "docs" / "farmed-deck.md"


def test_game_materials_70_crop_cards_are_56_crops_and_14_improvements():
    assert sum(c.count for c in CROPS) == 56
    assert sum(i.count for i in IMPROVEMENTS) == 14
    assert sum(c.count for c in CROPS) + sum(i.count for i in IMPROVEMENTS) == 70


def test_crop_cards_nine_kinds_in_five_colours_as_the_text_lists_them():
    assert {c.name: c.colour for c in CROPS} == KINDS
    assert sorted({c.colour for c in CROPS}) == sorted(COLOURS)


def test_crop_cards_wheat_needs_at_least_3_of_one_symbol_and_1_of_another():
    wheat = next(c for c in CROPS if c.name == "Wheat")
    assert max(wheat.needs) == 3 and sorted(n for n in wheat.needs if n) == [1, 3]


def test_team_rules_six_special_improvements_and_simple_ones_give_one_symbol():
    assert sorted(i.name for i in IMPROVEMENTS if i.kind == "special") == sorted(SPECIAL)
    simple = [i for i in IMPROVEMENTS if i.kind == "simple"]
    assert len(simple) == 8 and any(i.name == "Irrigation" and i.symbol == "water" for i in simple)
    assert {i.name for i in IMPROVEMENTS if i.placement == "under_crop"} == {"School", "Nursery"}


def test_weather_cards_24_normal_of_one_to_three_symbols_and_8_events():
    normal = [w for w in WEATHER if not w.event]
    assert sum(w.count for w in normal) == 24 and all(1 <= w.symbols <= 3 for w in normal)
    assert sum(w.count for w in WEATHER if w.event) == 8
    assert sorted(w.colour for w in WEATHER if w.kind == "pest") == sorted(COLOURS)
    assert {w.kind: w.mode for w in WEATHER if w.kind in ("storm", "hurricane")} == {"storm": "advanced",
                                                                                   "hurricane": "advanced"}


def test_every_card_says_where_it_comes_from():
    for card in (*CROPS, *IMPROVEMENTS, *WEATHER):
        assert card.provenance in ("rules", "designed")


def _broken(tmp_path, name, old, new):
    text = (DATA / name).read_text(encoding="utf-8")
    assert old in text
    p = tmp_path / name
    p.write_text(text.replace(old, new, 1), encoding="utf-8")
    return p


@pytest.mark.parametrize("name, old, new, loader, words", [
    ("crops.csv", "wheat,Wheat,yellow,6,3,0,0,1", "wheat,Wheat,green,6,3,0,0,1", load_crops,
     r"crops\.csv, row 6, field 'colour': Wheat is yellow"),
    ("crops.csv", "wheat,Wheat,yellow,6,3,0,0,1", "wheat,Wheat,yellow,6,2,0,0,1", load_crops,
     r"row 6, field 'sun': Wheat needs at least 3 of one symbol"),
    ("crops.csv", "fish,Fish,blue,8", "fish,Fish,blue,9", load_crops, r"add up to 57, but the game has 56"),
    ("crops.csv", "goat,Goat,", "goat,Goats,", load_crops, r"field 'name': the rule text's Crops are"),
    ("improvements.csv", "hospital,Hospital,1,special,none", "hospital,Hospital,1,special,water", load_improvements,
     r"field 'symbol': a special Improvement gives no Weather symbol"),
    ("weather.csv", "pest_blue,Algal Bloom (Pest: blue),1,pest,none,0,blue", "pest_blue,Algal Bloom,1,pest,none,0,green",
     load_weather, r"one Pest for each of the five colours"),
    ("weather.csv", "storm,Storm,1,storm,none,0,,advanced", "storm,Storm,1,storm,none,0,,basic", load_weather,
     r"field 'mode': Storm and Hurricane are used only in the Advanced and Team games"),
    ("weather.csv", "sun_3,Heat of the Sun,1,weather,sun,3", "sun_3,Heat of the Sun,1,weather,sun,4", load_weather,
     r"field 'symbols'"),
])
def test_a_broken_deck_file_names_file_row_and_field(tmp_path, name, old, new, loader, words):
    with pytest.raises(DeckFileError, match=words):
        loader(_broken(tmp_path, name, old, new))


def test_odds_goat_survives_unless_no_cold_card_comes():
    goat = next(c for c in CROPS if c.name == "Goat")
    cold_cards = sum(w.count for w in WEATHER if w.symbol == "cold")
    assert survival(goat) == 1 - __import__("fractions").Fraction(comb(24 - cold_cards, 5), comb(24, 5))
    assert survival(goat, youngs=1) == 1  # one Young can be the missing cold symbol


def test_odds_differ_by_kind_and_a_young_always_helps():
    table = design_table()
    assert len({r["0 Youngs"] for r in table}) == len(table)  # every kind has its own odds
    for r in table:
        assert r["0 Youngs"] < r["1 Youngs"] or r["0 Youngs"] == 100
        assert r["1 Youngs"] <= r["2 Youngs"]
    assert sum(disasters().values()) == 1


def test_the_design_doc_shows_the_exact_odds():
    doc = DOC.read_text(encoding="utf-8")
    for r in design_table():
        line = (f"| {r['crop']} | {r['colour']} | {r['cards']} | {r['needs']} | {r['0 Youngs']} % | "
                f"{r['1 Youngs']} % | {r['2 Youngs']} % |")
        assert line in doc, f"docs/farmed-deck.md is out of date for {r['crop']}"
    assert re.search(r"0: \d+\.\d %, 1: \d+\.\d %", doc)
