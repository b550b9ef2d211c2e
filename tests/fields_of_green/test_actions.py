"""Fields of Green: the Action Phase and its four actions, one test per rule of the text."""

from __future__ import annotations

import pytest

from farmlab.core.errors import NotYourTurnError
from farmlab.fields_of_green.rules.build import distance

from .helpers import (ACT, HARVEST, PICK, BuildLocation, BuildSilo, BuildTower, GoToMarket, PickCard, act_all,
                      draw_all, game, names, put, put_silo, put_tower, refused, reveal)


def started(n: int = 3, seed: int = 0, **options):
    g = game(n, seed, **options)
    draw_all(g)
    return g


# ------------------------------------------------------------------ the turn
def test_action_phase_6_turns_each_selecting_a_card_until_the_hands_are_empty():
    g = started()
    for turn in range(6):
        assert g.table.turn == turn and g.table.step == PICK
        assert all(len(f.hand) == 6 - turn for f in g.farms)
        reveal(g)
        act_all(g)
    assert all(not f.hand for f in g.farms) and g.table.round == 1  # no Harvest costs: the next round


def test_action_phase_cards_are_selected_face_down_at_the_same_time_and_revealed_together():
    g = started()
    g.apply(1, PickCard(2))
    assert g.to_act() == (0, 2) and g.table.step == PICK
    assert g.view(0)["chosen"] == {"0": False, "1": True, "2": False}
    assert g.view(0)["players"][1]["selected"] is None and "my_choice" not in g.view(0)["players"][1]
    assert g.view(1)["players"][1]["my_choice"]["name"] == g.location_of[g.farms[1].hand[2]].name
    with pytest.raises(NotYourTurnError, match="already chosen"):
        g.apply(1, PickCard(0))
    g.apply(0, PickCard(0))
    g.apply(2, PickCard(0))
    assert g.table.step == ACT and all(f.selected >= 0 for f in g.farms)
    assert all(p["selected"] for p in g.view(0)["players"])  # revealed to everyone


def test_action_phase_the_rest_is_passed_to_the_next_player_as_the_marker_shows():
    g = started(4)
    hands = [list(f.hand) for f in g.farms]
    reveal(g)  # round 1: clockwise, to the next seat (G18)
    for s in range(4):
        assert g.farms[(s + 1) % 4].hand == hands[s][1:]


def test_action_phase_then_each_player_chooses_one_of_the_four_actions():
    g = started()
    reveal(g, {0: "Wheat"})
    kinds = {type(a).__name__ for a in g.legal_actions(0)}
    assert kinds == {"BuildLocation", "BuildTower", "BuildSilo", "GoToMarket"}
    refused(g, 0, PickCard(0), "build it, build a Water Tower")


def test_g4_actions_are_carried_out_in_the_timing_order_from_the_first_player():
    g = started(4, first_player=2)
    reveal(g)
    order = []
    while g.table.step == ACT:
        order.append(g.to_act()[0])
        g.apply(order[-1], GoToMarket(0))
    assert order == [2, 3, 0, 1]


@pytest.mark.parametrize("builds", [(2,), (3, 0), (2, 3, 0, 1)])
def test_g4_the_timing_order_holds_whatever_action_each_player_takes(builds):
    """Building (a Silo here) hands on to the next player in the Timing order as going to the market does."""
    g = started(4, first_player=2)
    reveal(g)
    order = []
    while g.table.step == ACT:
        seat = g.to_act()[0]
        order.append(seat)
        g.apply(seat, BuildSilo(2, 0) if seat in builds else GoToMarket(0))
    assert order == [2, 3, 0, 1]
    assert [len(g.farms[s].silos) for s in range(4)] == [2 if s in builds else 1 for s in range(4)]
    assert g.table.step == PICK  # the next card turn's selection


# ------------------------------------------------------------------ Build Location
def test_build_location_only_adjacent_to_a_card_already_in_the_farm():
    g = started()
    reveal(g, {0: "Vegetable Garden"})
    refused(g, 0, BuildLocation(3, 3), "next to a card already in your farm")
    refused(g, 0, BuildLocation(1, 1 + 1), "next to a card")
    refused(g, 0, BuildLocation(0, 0), "taken")


def test_build_location_the_first_card_goes_next_to_the_starting_water_tower_or_silo():
    g = started()
    reveal(g, {0: "Vegetable Garden"})
    places = {(a.x, a.y) for a in g.legal_actions(0) if isinstance(a, BuildLocation)}
    assert places == {(-1, 0), (0, -1), (0, 1), (1, -1), (1, 1), (2, 0)}


def test_build_location_pays_its_cost_in_coins():
    g = started()
    reveal(g, {0: "Chapel"})
    g.apply(0, BuildLocation(2, 0))
    assert g.farms[0].coins == 15 - 6 and names(g, [p.card for p in g.farms[0].locations]) == ["Chapel"]


def test_build_location_is_told_with_its_card_place_and_cost():
    g = started()
    reveal(g, {0: "Wheat"})
    g.apply(0, BuildLocation(0, 1))
    told = next(e for e in g.events if e.kind == "built")
    assert told.seat == 0 and names(g, [told.data["card"]]) == ["Wheat"]
    assert [told.data[k] for k in ("x", "y", "coins", "water", "food")] == [0, 1, 2, 1, 0]


def test_build_location_water_from_a_tower_within_distance_2():
    g = started()
    reveal(g, {0: "Wheat"})
    g.apply(0, BuildLocation(2, 0))  # Silo between: distance 2
    assert g.farms[0].grid[(0, 0)].water == 2
    g2 = started()
    put(g2, 0, "Turkeys", 2, 0)
    reveal(g2, {0: "Wheat"})
    refused(g2, 0, BuildLocation(3, 0), "within 2")  # distance 3
    assert BuildLocation(3, 0) not in g2.legal_actions(0)


def test_build_location_distance_counted_orthogonally_through_built_locations_each_card_1():
    g = game()
    farm = g.farms[0]
    put(g, 0, "Turkeys", 0, 1)
    assert distance(farm, (0, 0), (1, 1), 2) == 2       # through the Turkeys (or the Silo)
    assert distance(farm, (0, 0), (0, 2), 2) == 2
    assert distance(farm, (0, 0), (1, -1), 2) == 2      # through the Silo
    assert distance(farm, (0, 0), (-1, -1), 2) == 3     # diagonal: only through empty ground
    assert distance(farm, (0, 0), (0, 3), 2) == 3


def test_build_location_food_from_any_silo_with_no_distance():
    g = started()
    put(g, 0, "Turkeys", 2, 0)
    put(g, 0, "Watchdogs", 3, 0)
    put_silo(g, 0, 4, 0, food=1)
    g.farms[0].grid[(1, 0)].food = 0
    reveal(g, {0: "Sheep"})
    g.apply(0, BuildLocation(-1, 0))  # far from the Silo at (4, 0)
    assert g.farms[0].food == 0


def test_build_location_unable_to_pay_must_select_another_action():
    g = started()
    g.farms[0].coins = 3
    reveal(g, {0: "Chapel"})
    refused(g, 0, BuildLocation(2, 0), "costs 6 coins and you have 3")
    assert not any(isinstance(a, BuildLocation) for a in g.legal_actions(0))
    g.farms[0].grid[(1, 0)].food = 0
    g2 = started()
    g2.farms[0].grid[(1, 0)].food = 0
    reveal(g2, {0: "Sheep"})
    refused(g2, 0, BuildLocation(2, 0), "needs 1 food")
    g3 = started()
    g3.farms[0].grid[(0, 0)].water = 1
    reveal(g3, {0: "Rice Paddy"})
    refused(g3, 0, BuildLocation(-1, 0), "needs 2 water")
    g3.apply(0, BuildSilo(-1, 0))  # another action instead
    assert g3.farms[0].silos[-1].x == -1


def test_build_location_an_immediate_ability_is_applied_at_once():
    g = started()
    reveal(g, {0: "Vegetable Garden", 1: "Well"})
    g.farms[1].grid[(0, 0)].water = 0
    g.apply(0, BuildLocation(2, 0))
    assert g.farms[0].food == 3
    told = g.events[-1]
    assert told.kind == "ability" and told.seat == 0 and names(g, [told.data["card"]]) == ["Vegetable Garden"]
    assert (told.data["gives"], told.data["amount"]) == ("food", 2)
    g.apply(1, BuildLocation(2, 0))
    assert g.farms[1].water == 3


def test_build_location_harvest_and_game_end_abilities_wait_for_their_time():
    g = started()
    reveal(g, {0: "Sheep", 1: "Turkeys"})
    g.apply(0, BuildLocation(2, 0))
    g.apply(1, BuildLocation(2, 0))
    assert g.farms[0].coins == 12 and g.farms[0].vp_tokens == 0  # no coins from the Sheep yet
    assert g.farms[1].vp_tokens == 0 and g.scores()[1] == 1 + 2 + 13 // 3  # Turkeys' 2 VP only at the end


def test_ability_per_adjacent_counts_face_up_cards_of_a_type_beside_it():
    g = started()
    put(g, 0, "Wheat", 0, 1)
    put(g, 0, "Corn", 2, 1)
    put(g, 0, "Sheep", 1, 2)
    reveal(g, {0: "Herb Garden"})
    g.apply(0, BuildLocation(1, 1))
    assert g.farms[0].coins == 15 - 2 + 2  # two Fields beside it (the Silo and the Sheep are none)


def test_ability_per_type_counts_every_card_of_a_type_in_the_farm():
    g = started()
    put(g, 0, "Sheep", 2, 0)
    put(g, 0, "Pigs", -1, 0)
    barn = put(g, 0, "Barn", 0, 1)
    assert g.view(0)["players"][0]["score_parts"]["game_end"] == 2
    put(g, 0, "Goats", 0, 2)
    assert g.view(0)["players"][0]["score_parts"]["game_end"] == 3 and barn.kind == "location"


def test_ability_store_more_lets_every_silo_store_more():
    g = started()
    reveal(g, {0: "Granary"})
    g.apply(0, BuildLocation(2, 0))
    assert g.silo_capacity(0) == 6 and g.silo_capacity(1) == 4


def test_ability_store_more_lets_every_water_tower_store_more():
    g = started()
    reveal(g, {0: "Irrigation Canal"})
    g.apply(0, BuildLocation(2, 0))
    assert g.tower_capacity(0) == 4 and g.tower_capacity(1) == 3
    assert g.events[-1].kind == "ability" and g.events[-1].data["gives"] == "store_water"


# ------------------------------------------------------------------ Build Water Tower
def test_build_water_tower_discard_the_card_pay_2_coins_and_place_3_water():
    g = started()
    reveal(g, {0: "Wheat"})
    card = g.farms[0].selected
    g.apply(0, BuildTower(-1, 0))
    farm = g.farms[0]
    assert farm.coins == 13 and farm.grid[(-1, 0)].water == 3 and g.table.discard == [card]
    assert g.table.towers_left == 18 - 3 - 1
    assert g.view(2)["discard"][0]["name"] == "Wheat"  # face up, for all to see


def test_build_water_tower_anywhere_adjacent_to_a_built_location():
    g = started()
    reveal(g)
    refused(g, 0, BuildTower(5, 5), "next to a card")


def test_build_water_tower_not_without_2_coins_or_without_a_tower_card():
    g = started()
    g.farms[0].coins = 1
    reveal(g)
    refused(g, 0, BuildTower(-1, 0), "costs 2 coins")
    assert not any(isinstance(a, BuildTower) for a in g.legal_actions(0))
    g2 = started()
    for i in range(g2.table.towers_left):  # every Water Tower card is in a farm
        put_tower(g2, 2, -1 - i, 0)
    reveal(g2)
    refused(g2, 0, BuildTower(-1, 0), "no Water Tower cards left")


def test_build_water_tower_with_exactly_2_coins_and_the_last_water_tower_card():
    g = started()
    g.farms[0].coins = 2
    for i in range(g.table.towers_left - 1):  # one Water Tower card left
        put_tower(g, 2, -1 - i, 0)
    reveal(g)
    g.apply(0, BuildTower(0, 1))
    assert g.farms[0].coins == 0 and g.farms[0].grid[(0, 1)].water == 3 and g.table.towers_left == 0
    told = next(e for e in g.events if e.kind == "tower")
    assert told.seat == 0 and (told.data["x"], told.data["y"]) == (0, 1) and told.data["card"] == g.table.discard[-1]


def test_water_towers_count_as_locations_but_have_no_type():
    g = started()
    put_tower(g, 0, 2, 0, water=1)
    reveal(g, {0: "Herb Garden"})
    g.apply(0, BuildLocation(2, 1))  # next to the new Tower: allowed
    assert g.farms[0].coins == 15 - 2 and g.farms[0].grid[(2, 0)].water == 0  # the Tower beside it is no Field


def test_g17_a_new_water_tower_comes_with_3_water():
    g = started()
    g.farms[0].tower_bonus = 1
    reveal(g)
    g.apply(0, BuildTower(-1, 0))
    assert g.farms[0].grid[(-1, 0)].water == 3


# ------------------------------------------------------------------ Build Silo
def test_build_silo_discard_the_card_free_and_empty():
    g = started()
    reveal(g)
    g.apply(0, BuildSilo(2, 0))
    assert g.farms[0].coins == 15 and g.farms[0].grid[(2, 0)].food == 0 and len(g.table.discard) == 1
    refused(g, 1, BuildSilo(7, 7), "next to a card")


def test_g16_no_silo_card_left_no_silo():
    g = started()
    for i in range(g.table.silos_left):
        put_silo(g, 2, 2 + i, 0)
    reveal(g)
    refused(g, 0, BuildSilo(2, 0), "no Silo cards left")


def test_build_silo_the_last_silo_card_can_be_built():
    g = started()
    for i in range(g.table.silos_left - 1):  # one Silo card left
        put_silo(g, 2, 2 + i, 0)
    reveal(g)
    g.apply(0, BuildSilo(2, 0))
    assert g.farms[0].grid[(2, 0)].kind == "silo" and g.table.silos_left == 0
    told = next(e for e in g.events if e.kind == "silo")
    assert told.seat == 0 and (told.data["x"], told.data["y"]) == (2, 0) and told.data["card"] == g.table.discard[-1]


def test_food_moves_freely_between_silos_within_their_limit():
    g = started()
    put_silo(g, 0, 2, 0, food=0)
    g.farms[0].grid[(1, 0)].food = 4
    reveal(g, {0: "Vegetable Garden"})
    g.apply(0, BuildLocation(-1, 0))
    assert g.farms[0].food == 6 and g.farms[0].food_lost == 0


# ------------------------------------------------------------------ Go to Market
@pytest.mark.parametrize("food, coins", [(0, 2), (1, 4), (2, 6)])
def test_go_to_market_2_coins_plus_2_per_food_sold(food, coins):
    g = started()
    g.farms[0].grid[(1, 0)].food = 3
    reveal(g)
    g.apply(0, GoToMarket(food))
    assert g.farms[0].coins == 15 + coins and g.farms[0].food == 3 - food


def test_go_to_market_food_is_paid_from_any_silo_exactly_as_much_as_is_sold():
    g = started()
    g.farms[0].grid[(1, 0)].food = 1
    second = put_silo(g, 0, 2, 0, food=2)
    reveal(g)
    g.apply(0, GoToMarket(2))
    assert g.farms[0].food == 1 and second.food == 0  # the last-built Silo first (G6)
    market = g.events[-1]
    assert market.kind == "market" and (market.seat, market.data["food"], market.data["coins"]) == (0, 2, 6)
    assert g.stats()["markets"][0] == 1


def test_action_phase_only_a_card_of_your_hand_can_be_selected():
    g = started()
    refused(g, 0, PickCard(6), "no card number 7")
    refused(g, 0, PickCard(-1), "no card number 0")


def test_go_to_market_at_most_2_food_each_time():
    g = started()
    g.farms[0].grid[(1, 0)].food = 4
    reveal(g)
    refused(g, 0, GoToMarket(3), "from 0 to 2 food")
    g.farms[0].grid[(1, 0)].food = 1
    refused(g, 0, GoToMarket(2), "only 1 food")
    assert GoToMarket(3) not in g.legal_actions(0)


def test_after_6_turns_the_next_phase_begins():
    g = started()
    put(g, 0, "Sheep", 2, 0)
    for _ in range(6):
        reveal(g)
        act_all(g)
    assert g.table.step == HARVEST and g.to_act() == (0,)
