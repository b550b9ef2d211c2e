"""Homesteader's Food Forest deck: every number and card the rule text states, checked; broken files
refused naming the file, row and field."""

from __future__ import annotations

from pathlib import Path

import pytest

from farmlab.core.errors import DeckFileError
from farmlab.homesteader.cards import CARDS, DATA, ICONS, LAYERS, load_cards


def by_name(name):
    return next(c for c in CARDS if c.name == name)


def test_equipment_62_playing_cards_and_4_house_cards():
    assert sum(c.count for c in CARDS if not c.house) == 62
    assert sum(c.count for c in CARDS if c.house) == 4


def test_blueberry_needs_water_pollinators_nitrogen_groundcover_and_gives_food_and_pollinators():
    b = by_name("Blueberry")
    assert b.inputs == ("water", "pollinators", "nitrogen", "groundcover")
    assert b.outputs == ("food", "pollinators")
    assert b.provenance == "rules"


def test_plant_swap_example_two_grape_vine_cards():
    assert by_name("Grape Vine").count == 2


def test_disasters_and_pests_tornado_drought_aphids_and_the_beneficial_insects():
    assert {c.name: c.effect for c in CARDS if c.disaster} == {"Tornado": "tornado", "Drought": "drought",
                                                             "Aphids": "aphids"}
    assert {c.name for c in CARDS if c.beneficial} == {"Ladybugs", "Praying Mantis"}


def test_every_layer_trees_barns_water_sources_and_trellises_are_in_the_deck():
    assert {c.layer for c in CARDS if c.plant} == set(LAYERS)
    assert any(c.tree for c in CARDS) and any(c.barn for c in CARDS)
    assert any("water" in c.outputs for c in CARDS) and any("trellis" in c.outputs for c in CARDS)
    assert all(set(c.inputs) <= set(ICONS) and set(c.outputs) <= set(ICONS) for c in CARDS)


def test_permaculture_zones_range_from_0_to_5_and_the_house_is_0():
    assert {c.zone for c in CARDS if c.house} == {0}
    assert all(1 <= c.zone <= 5 for c in CARDS if not c.house)


def _broken(tmp_path: Path, old: str, new: str) -> Path:
    text = (DATA / "cards.csv").read_text(encoding="utf-8")
    assert old in text
    p = tmp_path / "cards.csv"
    p.write_text(text.replace(old, new, 1), encoding="utf-8")
    return p


@pytest.mark.parametrize("old, new, field", [
    ("blueberry,Blueberry,1,plant,shrub,no,yes,no,2,water pollinators nitrogen groundcover,",
     "blueberry,Blueberry,1,plant,shrub,no,yes,no,2,water pollinators nitrogen,", "inputs"),
    ("grape,Grape Vine,2,", "grape,Grape Vine,1,", "count"),
    ("oak,Oak Tree,1,plant,canopy,yes", "oak,Oak Tree,1,plant,canopy,no", "tree"),
    ("pond,Pond,2,structure,structure,no,no,no,2,,water", "pond,Pond,2,structure,structure,no,no,no,2,,rain",
     "outputs"),
    ("well,Well,1,structure,structure,no,no,no,1,", "well,Well,1,structure,structure,no,no,no,0,", "zone"),
])
def test_a_broken_deck_file_is_refused_naming_file_row_and_field(tmp_path, old, new, field):
    with pytest.raises(DeckFileError) as info:
        load_cards(_broken(tmp_path, old, new))
    message = str(info.value)
    assert "cards.csv" in message and field in message and "row" in message


def test_a_deck_of_the_wrong_size_is_refused(tmp_path):
    with pytest.raises(DeckFileError, match="62 playing cards"):
        load_cards(_broken(tmp_path, "trellis,Trellis,2,", "trellis,Trellis,3,"))
