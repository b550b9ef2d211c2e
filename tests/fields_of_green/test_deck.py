"""Fields of Green's decks: every number the rule text states ("Contents", "Setup", "Build Water
Tower", "Build Silo", "Equipment"), checked; broken files refused naming the file, row and field;
the design doc's table equal to the card data; exact chances beside simulated ones."""

from __future__ import annotations

from pathlib import Path

import pytest

from farmlab.core.errors import DeckFileError
from farmlab.fields_of_green.cards import (DATA, EQUIPMENT, LOCATIONS, STRUCTURES, TYPES, load_equipment,
                                           load_locations, load_structures)
from farmlab.fields_of_green.odds import chance_of_at_least, design_table, simulated_chance

DOC = Path(__file__).resolve().parents[2] / "docs" / "fields-of-green-deck.md"


def test_contents_four_piles_of_33_location_cards_11_distinct_cards_3_copies_each():
    for kind in TYPES:
        cards = [c for c in LOCATIONS if c.type == kind]
        assert len(cards) == 11 and all(c.count == 3 for c in cards)


def test_contents_18_water_towers_12_silos_30_equipment_tiles():
    assert STRUCTURES["tower"].count == 18 and STRUCTURES["silo"].count == 12
    assert sum(e.count for e in EQUIPMENT) == 30


def test_build_water_tower_costs_2_coins_and_comes_with_3_water_build_silo_is_free_and_empty():
    t, s = STRUCTURES["tower"], STRUCTURES["silo"]
    assert (t.cost, t.starts_with, t.capacity) == (2, 3, 3) and (s.cost, s.starts_with, s.capacity) == (0, 0, 4)


def test_every_location_has_a_cost_vp_and_one_ability_immediate_harvest_or_game_end():
    for c in LOCATIONS:
        assert c.timing in ("immediate", "harvest", "game_end") and c.coins >= 0 and c.vp >= 0
        assert (sum(c.harvest_cost) > 0) == (c.timing == "harvest")


def test_fields_mostly_need_water_livestock_mostly_eat_food():
    fields = [c for c in LOCATIONS if c.type == "field"]
    livestock = [c for c in LOCATIONS if c.type == "livestock"]
    assert sum(1 for c in fields if c.water) > len(fields) / 2
    assert sum(1 for c in livestock if c.food or c.harvest_cost[2]) > len(livestock) / 2


def test_equipment_lists_a_location_type_and_maybe_a_keyword():
    assert {e.type for e in EQUIPMENT} == set(TYPES)
    sprinkler = next(e for e in EQUIPMENT if e.name == "Sprinkler")
    wheat = next(c for c in LOCATIONS if c.name == "Wheat")
    sunflowers = next(c for c in LOCATIONS if c.name == "Sunflowers")
    assert sprinkler.where() == "Field - Harvest" and sprinkler.fits(wheat) and not sprinkler.fits(sunflowers)


def test_names_seen_publicly_are_used():
    names = {c.name for c in LOCATIONS} | {e.name for e in EQUIPMENT}
    for name in ("Wheat", "Orange Trees", "Apple Trees", "Sheep", "Oxen", "Pigs", "Turkeys", "Rabbits", "Ducks",
                 "Watchdogs", "Power Generator", "Sacks", "Fences"):
        assert name in names
    assert all(c.provenance in ("rules", "designed") for c in (*LOCATIONS, *EQUIPMENT))


def test_the_design_doc_table_is_the_card_data():
    assert design_table() in DOC.read_text(encoding="utf-8")


def test_exact_chance_beside_simulated():
    exact = float(chance_of_at_least(33, 9, 3, 1))
    assert abs(exact - simulated_chance(33, 9, 3, 1, trials=20_000)) < 0.02
    assert chance_of_at_least(33, 33, 1, 1) == 1 and chance_of_at_least(33, 0, 6, 1) == 0


def _broken(tmp_path, name, old, new):
    text = (DATA / name).read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / name
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


@pytest.mark.parametrize("old, new, field", [
    ("wheat,Wheat,field,3,", "wheat,Wheat,field,2,", "count"),
    ("wheat,Wheat,field,3,2,1,0,1,harvest,0,1,0", "wheat,Wheat,field,3,2,1,0,1,harvest,0,0,0", "h_coins"),
    ("sheep,Sheep,livestock", "sheep,Sheep,cattle", "type"),
    (",gain,food,2,,rules,", ",gain,food,2,field,rules,", "of_type"),
    ("turkeys,Turkeys,livestock,3,2,0,1,1,game_end,,,,gain,vp", "turkeys,Turkeys,livestock,3,2,0,1,1,game_end,,,,"
     "gain,coins", "gives"),
    ("granary,Granary,facility,3,3,0,0,1,immediate", "granary,Granary,facility,3,3,0,0,1,harvest", "h_coins"),
])
def test_a_broken_locations_file_is_refused_naming_file_row_and_field(tmp_path, old, new, field):
    with pytest.raises(DeckFileError) as err:
        load_locations(_broken(tmp_path, "locations.csv", old, new))
    assert err.value.field == field and "locations.csv" in str(err.value)


def test_a_pile_of_the_wrong_size_is_refused(tmp_path):
    path = _broken(tmp_path, "locations.csv", "olive_grove,Olive Grove,field", "olive_grove,Olive Grove,livestock")
    with pytest.raises(DeckFileError, match="Fields pile has 10 distinct"):
        load_locations(path)


def test_a_broken_structures_or_equipment_file_is_refused(tmp_path):
    with pytest.raises(DeckFileError, match="the rule text says 3") as err:
        load_structures(_broken(tmp_path, "structures.csv", "tower,Water Tower,18,2,3,3", "tower,Water Tower,18,2,4,3"))
    assert err.value.row == 5  # as a spreadsheet numbers it, the comment lines included
    with pytest.raises(DeckFileError, match="30 Equipment"):
        load_equipment(_broken(tmp_path, "equipment.csv", "sprinkler,Sprinkler,3", "sprinkler,Sprinkler,4"))
    with pytest.raises(DeckFileError) as err:
        load_equipment(_broken(tmp_path, "equipment.csv", "tractor,Tractor,3,field,harvest,harvest",
                               "tractor,Tractor,3,field,any,harvest"))
    assert err.value.field == "keyword"
