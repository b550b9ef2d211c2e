"""Fields of Green: Setup, Round Overview and the Upkeep Phase, one test per rule of the text."""

from __future__ import annotations

import pytest

from farmlab.core.errors import IllegalActionError
from farmlab.fields_of_green.cards import TYPES
from farmlab.fields_of_green.rules import drafting
from farmlab.fields_of_green.actions import PlaceWater
from farmlab.fields_of_green.state import CLOCKWISE, COUNTER_CLOCKWISE, OVER, WATER

from .helpers import (DRAW, PICK, DrawCards, GoToMarket, PickCard, draw_all, game, put_silo, put_tower, refused,
                      to_harvest)


def finish_round(g) -> None:
    to_harvest(g)
    while g.table.step in ("harvest", "equip"):
        g.apply(g.to_act()[0], g.legal_actions(g.to_act()[0])[-1])


# ------------------------------------------------------------------ Setup
def test_setup_four_main_piles_of_33_shuffled_face_down():
    g = game(3, 1)
    assert {k: len(p) for k, p in g.table.piles.items()} == {k: 33 for k in TYPES}
    assert all(g.location_of[c].type == k for k, p in g.table.piles.items() for c in p)
    assert game(3, 2).table.piles["field"] != g.table.piles["field"]  # shuffled by the game's seed
    v = g.view(0)
    assert v["piles"] == {k: 33 for k in TYPES} and "field" not in str(v.get("face_down"))  # counts, not cards


def test_setup_water_tower_and_silo_piles_face_up_beside_them():
    g = game(4)
    assert g.table.towers_left == 18 - 4 and g.table.silos_left == 12 - 4
    assert g.view(1)["towers_left"] == 14 and g.view(1)["silos_left"] == 8


def test_setup_each_player_15_coins_a_water_tower_with_3_water_and_a_silo_with_1_food():
    g = game(4)
    for farm in g.farms:
        assert farm.coins == 15
        assert [(t.x, t.y, t.water) for t in farm.towers] == [(0, 0, 3)]  # G1: side by side
        assert [(s.x, s.y, s.food) for s in farm.silos] == [(1, 0, 1)]
        assert not farm.locations


def test_setup_equipment_shuffled_face_down_in_a_stack():
    g = game(3, 1)
    assert sorted(g.table.equipment) == list(range(30))
    assert g.table.equipment != game(3, 2).table.equipment
    assert g.view(0)["equipment_left"] == 30 and "face_down" not in g.view(0)
    assert len(g.view(None)["face_down"]["equipment"]) == 30  # the teacher may look


def test_setup_first_player_marker_g2_chosen_or_drawn_at_random():
    assert game(3, first_player=2).table.first == 2
    assert {game(3, seed, first_player=0).table.first for seed in range(30)} == {0}  # seat 0 chosen too
    firsts = {game(3, seed, first_player=-1).table.first for seed in range(30)}
    assert firsts == {0, 1, 2}


# ------------------------------------------------------------------ Round Overview
def test_round_overview_4_years_of_upkeep_action_and_harvest():
    g = game(3, suggested_draws=True)
    for r in range(4):
        assert g.table.round == r and g.table.step == PICK
        finish_round(g)
    assert g.over and g.table.step == OVER and len(g.trace) == 4


def test_upkeep_the_suggested_combinations_for_a_first_game_round_by_round():
    """The text's table (Fields, Livestock, Facilities, Buildings): round 1 3-2-1-0, round 2
    2-2-1-1, round 3 1-2-1-2, round 4 1-1-1-3, drawn by everyone with the option on."""
    table = [(3, 2, 1, 0), (2, 2, 1, 1), (1, 2, 1, 2), (1, 1, 1, 3)]
    g = game(3, suggested_draws=True)
    while not g.over:
        finish_round(g)
    drew = [tuple(e.data.values()) for e in g.events if e.kind == "drew"]
    drawn = [set(drew[3 * r:3 * r + 3]) for r in range(4)]
    assert drawn == [{row} for row in table]


# ------------------------------------------------------------------ Upkeep Phase
def test_upkeep_turn_order_marker_clockwise_in_rounds_1_and_3_counter_clockwise_in_2_and_4():
    g = game(3, suggested_draws=True)
    seen = []
    while not g.over:
        seen.append(g.table.direction)
        finish_round(g)
    assert seen == [CLOCKWISE, COUNTER_CLOCKWISE, CLOCKWISE, COUNTER_CLOCKWISE]
    told = [(e.data["round"], e.data["direction"]) for e in g.events if e.kind == "round"]
    assert told == [(1, CLOCKWISE), (2, COUNTER_CLOCKWISE), (3, CLOCKWISE), (4, COUNTER_CLOCKWISE)]


def test_upkeep_new_resources_1_food_2_water_3_coins_skipped_in_the_first_round():
    g = game(3, suggested_draws=True)
    assert g.farms[0].coins == 15 and g.farms[0].food == 1 and g.farms[0].water == 3  # round 1: nothing
    g.farms[0].grid[(0, 0)].water = 0
    coins = g.farms[0].coins
    finish_round(g)  # everyone went to market 6 times: +12 coins
    assert g.farms[0].coins == coins + 12 + 3
    assert g.farms[0].water == 2 and g.farms[0].food == 2


def test_upkeep_food_on_a_silo_at_most_4_each_more_is_lost():
    g = game(3, suggested_draws=True)
    g.farms[0].grid[(1, 0)].food = 4
    finish_round(g)
    assert g.farms[0].food == 4 and g.farms[0].food_lost == 1
    g2 = game(3, suggested_draws=True)
    g2.farms[0].grid[(1, 0)].food = 4
    put_silo(g2, 0, 2, 0)
    finish_round(g2)
    assert g2.farms[0].food == 5 and [s.food for s in g2.farms[0].silos] == [4, 1]


def test_upkeep_water_on_a_tower_at_most_3_each_more_is_lost():
    g = game(3, suggested_draws=True)
    g.farms[0].grid[(0, 0)].water = 2
    finish_round(g)
    assert g.farms[0].water == 3 and g.farms[0].water_lost == 1


def test_g5_the_player_chooses_the_towers_that_get_the_upkeep_water():
    g = game(3, suggested_draws=True)
    put_tower(g, 0, -1, 0, water=1)
    g.farms[0].grid[(0, 0)].water = 2
    finish_round(g)
    assert g.table.step == WATER and g.to_act() == (0,)     # the others' one Tower each: one way, no question
    assert g.legal_actions(0) == [PlaceWater(((0, 0, 1), (-1, 0, 1))), PlaceWater(((-1, 0, 2),))]
    assert "Water Towers get your new water" in g.decisions()[0].prompt
    g.apply(0, PlaceWater(((-1, 0, 2),)))                   # not where the most room is: the player's choice
    assert [t.water for t in g.farms[0].towers] == [2, 3] and g.farms[0].water_lost == 0
    assert g.table.step == PICK and "Ana puts 2 water on the Water Tower at (-1, 0)" in " ".join(g.log())


def test_g5_only_distinct_ways_are_offered_and_everyone_places_at_once():
    g = game(3, suggested_draws=True)
    for seat in (0, 1):
        put_tower(g, seat, -1, 0, water=0)
        g.farms[seat].grid[(0, 0)].water = 0
    finish_round(g)
    assert g.table.step == WATER and g.to_act() == (0, 1)  # at the same time, before the draw
    ways = g.legal_actions(1)
    assert ways == [PlaceWater(((0, 0, 2),)), PlaceWater(((0, 0, 1), (-1, 0, 1))), PlaceWater(((-1, 0, 2),))]
    g.apply(1, PlaceWater(((-1, 0, 1), (0, 0, 1))))         # named in any order
    assert g.to_act() == (0,) and [t.water for t in g.farms[1].towers] == [1, 1]
    g.apply(0, ways[0])
    assert g.table.step == PICK and [t.water for t in g.farms[0].towers] == [2, 0]


def test_g5_with_one_way_nobody_is_asked():
    g = game(3, suggested_draws=True)
    put_tower(g, 0, -1, 0, water=2)                          # room for 1 + 1: both must be filled
    g.farms[0].grid[(0, 0)].water = 2
    g.farms[1].grid[(0, 0)].water = 0                        # one Tower: it gets both
    finish_round(g)
    assert g.table.step == PICK
    assert [t.water for t in g.farms[0].towers] == [3, 3] and g.farms[1].towers[0].water == 2


def test_g5_a_wrong_placement_is_refused_and_nothing_changes():
    g = game(3, suggested_draws=True)
    put_tower(g, 0, -1, 0, water=1)
    g.farms[0].grid[(0, 0)].water = 2
    finish_round(g)
    refused(g, 0, PlaceWater(((0, 0, 2),)), "has room for 1")
    refused(g, 0, PlaceWater(((-1, 0, 1),)), "place exactly 2")
    refused(g, 0, PlaceWater(((5, 5, 2),)), "no Water Tower at \\(5, 5\\)")
    refused(g, 0, PlaceWater(((-1, 0, 1), (-1, 0, 1))), "named twice")
    refused(g, 0, PlaceWater(((0, 0, 3), (-1, 0, -1))), "room for")
    refused(g, 0, DrawCards(2, 2, 1, 1), "Water Towers get your new water")
    refused(g, 1, PlaceWater(((0, 0, 1),)), "nothing to decide")


def test_upkeep_draw_in_turn_order_starting_with_the_first_player_clockwise():
    g = game(4, first_player=2)
    order = []
    while g.table.step == DRAW:
        order.append(g.to_act()[0])
        g.apply(order[-1], DrawCards(2, 2, 1, 1))
    assert order == [2, 3, 0, 1]


def test_upkeep_draw_6_cards_from_at_least_3_of_the_4_piles():
    g = game(3)
    legal = g.legal_actions(0)
    assert len(legal) == 50 and DrawCards(3, 2, 1, 0) in legal and DrawCards(1, 4, 0, 1) in legal
    for bad, why in ((DrawCards(3, 3, 0, 0), "at least 3"), (DrawCards(2, 2, 1, 0), "6 cards"),
                     (DrawCards(6, 0, 0, 0), "at least 3"), (DrawCards(-1, 4, 2, 1), "6 cards")):
        before = g.fingerprint()
        with pytest.raises(IllegalActionError, match=why):
            g.apply(0, bad)
        assert g.fingerprint() == before
    g.apply(0, DrawCards(1, 4, 0, 1))
    assert sorted(g.location_of[c].type for c in g.farms[0].hand) == ["building", "field"] + ["livestock"] * 4


def test_upkeep_draw_takes_each_piles_top_cards_from_the_top_down():
    """The end of a pile's list is its top: the cards drawn are the top ones, the top card first,
    pile by pile in the order of the piles, and the piles keep the rest in their order."""
    g = game(3)
    piles = {kind: list(g.table.piles[kind]) for kind in TYPES}
    counts = (1, 3, 0, 2)
    g.apply(0, DrawCards(*counts))
    expected = [card for kind, c in zip(TYPES, counts) if c for card in reversed(piles[kind][-c:])]
    assert g.farms[0].hand == expected
    assert all(g.table.piles[kind] == piles[kind][:len(piles[kind]) - c] for kind, c in zip(TYPES, counts))


def test_upkeep_all_cards_drawn_at_once_and_the_counts_are_common_information():
    g = game(3)
    g.apply(0, DrawCards(3, 2, 1, 0))
    assert g.view(1)["players"][0]["drew"] == {"field": 3, "livestock": 2, "facility": 1, "building": 0}
    assert "hand" not in g.view(1)["players"][0] and len(g.view(0)["players"][0]["hand"]) == 6
    assert g.log(1)[-1].startswith("Ana draws 3 Fields, 2 Livestock, 1 Facilities") and "Wheat" not in g.log(1)[-1]
    assert g.view(1)["piles"]["field"] == 30


def test_upkeep_a_pile_that_runs_out_is_closed_for_the_rest_of_the_game():
    g = game(3)
    pile = g.table.piles["building"]
    g.table.discard.extend(pile[:-1])
    del pile[:-1]
    g.apply(0, DrawCards(2, 2, 1, 1))
    assert g.table.closed == ["building"] and g.view(1)["closed"] == ["building"]
    assert "pile_closed" in {e.kind for e in g.events}  # told to everyone
    with pytest.raises(IllegalActionError, match="ran out"):
        g.apply(1, DrawCards(2, 2, 1, 1))
    assert DrawCards(2, 2, 2, 0) in g.legal_actions(1)


def test_g7_with_two_piles_open_the_cards_come_from_both():
    g = game(3)
    for kind in ("facility", "building"):
        g.table.discard.extend(g.table.piles[kind])
        g.table.piles[kind].clear()
    assert drafting.piles_needed(g) == 2
    assert DrawCards(3, 3, 0, 0) in g.legal_actions(0) and DrawCards(6, 0, 0, 0) not in g.legal_actions(0)


def test_upkeep_these_cards_form_each_players_initial_hand():
    g = game(3)
    draw_all(g)
    assert all(len(f.hand) == 6 for f in g.farms) and g.table.step == PICK


@pytest.mark.parametrize("rnd, counts", list(enumerate(drafting.SUGGESTED)))
def test_upkeep_suggested_combinations_for_a_first_game(rnd, counts):
    g = game(4, suggested_draws=True)
    for _ in range(rnd):
        finish_round(g)
    assert all(f.drew == counts for f in g.farms)
    assert g.table.step == PICK  # nobody was asked


def test_upkeep_after_everyone_has_taken_6_cards_the_action_phase_begins():
    g = game(3)
    g.apply(0, DrawCards(2, 2, 1, 1))
    g.apply(1, DrawCards(2, 2, 1, 1))
    assert g.table.step == DRAW and g.to_act() == (2,)
    g.apply(2, DrawCards(2, 2, 1, 1))
    assert g.table.step == PICK and g.to_act() == (0, 1, 2)
    assert GoToMarket(0) not in g.legal_actions(0) and PickCard(5) in g.legal_actions(0)


def test_the_only_way_is_the_first_of_the_ways():
    """The engine places (G5) or pays (G10) water the only way there is as the first of the ways
    (first_way): each Tower in turn takes as many as it can, as the first of splits."""
    import itertools

    from farmlab.fields_of_green.rules.upkeep import first_way, splits
    from farmlab.fields_of_green.state import TOWER, Place

    for limits in itertools.product(range(4), repeat=3):
        towers = [Place(i, 0, TOWER) for i in range(3)]
        for total in range(sum(limits) + 1):
            first = tuple((t.x, t.y, n) for t, n in zip(towers, splits(list(limits), total)[0]) if n)
            assert first_way(towers, list(limits), total) == first
