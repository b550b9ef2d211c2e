"""Fields of Green: a test per ruling that no rule test above checks by itself (see
docs/fields-of-green-rulings.md)."""

from __future__ import annotations

from dataclasses import replace

from farmlab.fields_of_green.actions import PayWater, PlaceWater
from farmlab.fields_of_green.rules import build, game_end
from farmlab.fields_of_green.state import ACT, HARVEST, PAY, WATER

from .helpers import (EQUIP, BuildLocation, DrawCards, GoToMarket, KeepEquipment, PayHarvest, act_all, draw_all, game,
                      on_top, put, put_tower, refused, reveal, to_harvest, token)


def test_g9_an_open_area_stays_in_the_farm_without_a_type():
    g = game()
    draw_all(g)
    put(g, 0, "Turkeys", 2, 0).open_area = True
    put(g, 0, "Wheat", 2, 1)
    assert (3, 0) in build.free_places(g.farms[0])            # cards may be built next to it
    assert build.distance(g.farms[0], (0, 0), (3, 0), 3) == 3  # and distance runs through it
    reveal(g, {0: "Watchdogs"})
    g.apply(0, BuildLocation(3, 0))
    assert game_end.breakdown(g, 0)["game_end"] == 0           # no Livestock beside the Watchdogs


def test_g10_with_one_way_to_pay_the_engine_pays_it():
    g = game()
    draw_all(g)
    put_tower(g, 0, 0, 1, water=1)
    g.farms[0].grid[(0, 0)].water = 1
    reveal(g, {0: "Rice Paddy"})                 # needs 2 water: all there is within 2
    g.apply(0, BuildLocation(-1, 1))             # beside the new Tower, 2 from the first
    assert [t.water for t in g.farms[0].towers] == [0, 0] and g.table.step == ACT and g.to_act() == (1,)
    assert "Ana pays 1 water from the Water Tower at (0, 0) and 1 from the one at (0, 1)" in " ".join(g.log())


def test_g10_the_payer_chooses_which_towers_in_reach_pay_for_a_location():
    g = game()
    draw_all(g)
    put_tower(g, 0, 0, 1, water=3)
    g.farms[0].grid[(0, 0)].water = 2
    reveal(g, {0: "Rice Paddy"})                 # 2 water from 2 + 3 within reach
    g.apply(0, BuildLocation(-1, 1))
    assert g.table.step == PAY and g.to_act() == (0,) and (-1, 1) not in g.farms[0].grid  # not built yet
    assert g.log()[-1] == "Ana must choose which Water Towers pay the 2 water for Rice Paddy at (-1, 1) (Build Location)."
    asked = g.events[-1]
    assert asked.kind == "water_asked" and g.location_of[asked.data["card"]].name == "Rice Paddy"
    assert {k: asked.data[k] for k in ("x", "y", "water", "harvest")} == {"x": -1, "y": 1, "water": 2, "harvest": False}
    assert g.legal_actions(0) == [PayWater(((0, 0, 2),)), PayWater(((0, 0, 1), (0, 1, 1))), PayWater(((0, 1, 2),))]
    assert g.view(0)["players"][0]["paying"]["towers"] == [[0, 0, 2], [0, 1, 3]]
    g.apply(0, PayWater(((0, 0, 2),)))           # the emptier Tower, as the player wants
    assert [t.water for t in g.farms[0].towers] == [0, 3] and (-1, 1) in g.farms[0].grid
    assert g.table.step == ACT and g.to_act() == (1,)


def test_g10_a_harvest_cost_in_water_is_paid_from_the_towers_the_player_chooses():
    g = game()
    draw_all(g)
    put(g, 0, "Wheat", 0, 1)                     # Harvest: 1 water
    put(g, 0, "Wheat", 1, 1)                     # (and one more to pay after it)
    put_tower(g, 0, -1, 1, water=2)
    to_harvest(g)
    g.apply(0, PayHarvest(0, 1))
    assert g.table.step == PAY and g.legal_actions(0) == [PayWater(((0, 0, 1),)), PayWater(((-1, 1, 1),))]
    assert g.log()[-1] == "Ana must choose which Water Towers pay the 1 water for Wheat at (0, 1) (Harvest Phase)."
    assert g.events[-1].kind == "water_asked" and g.events[-1].data["harvest"] is True
    g.apply(0, PayWater(((-1, 1, 1),)))
    assert [t.water for t in g.farms[0].towers] == [3, 1] and g.farms[0].grid[(0, 1)].paid
    assert g.table.step == HARVEST and g.to_act() == (0,)
    assert "Ana pays 1 water from the Water Tower at (-1, 1)" in " ".join(g.log())


def test_g10_a_wrong_payment_is_refused_and_nothing_changes():
    g = game()
    draw_all(g)
    put_tower(g, 0, 0, 1, water=3)
    put_tower(g, 0, 4, 0, water=3)               # out of reach
    g.farms[0].grid[(0, 0)].water = 2
    reveal(g, {0: "Rice Paddy"})
    g.apply(0, BuildLocation(-1, 1))
    refused(g, 0, PayWater(((0, 0, 3),)), "holds 2 water")
    refused(g, 0, PayWater(((0, 1, 1),)), "pay exactly 2")
    refused(g, 0, PayWater(((4, 0, 2),)), "no Water Tower at \\(4, 0\\)")
    refused(g, 0, PayWater(((0, 1, 0), (0, 0, 2))), "cannot pay 0")
    refused(g, 0, GoToMarket(0), "pay the water")


def test_g5_water_an_ability_gives_is_placed_by_the_player_before_the_game_goes_on():
    g = game()
    draw_all(g)
    put_tower(g, 0, 0, 1, water=0)
    g.farms[0].grid[(0, 0)].water = 1
    reveal(g, {0: "Well"})                       # Immediate: 3 water
    g.apply(0, BuildLocation(1, 1))
    assert g.table.step == WATER and g.to_act() == (0,) and len(g.legal_actions(0)) == 3
    g.apply(0, PlaceWater(((0, 1, 3),)))
    assert [t.water for t in g.farms[0].towers] == [1, 3] and g.table.step == ACT and g.to_act() == (1,)


def test_g11_adjacent_means_beside_and_per_type_counts_the_card_itself():
    g = game()
    draw_all(g)
    put(g, 0, "Wheat", 2, 0)
    put(g, 0, "Corn", 3, 2)                      # diagonal to (2, 1): not adjacent
    sun = put(g, 0, "Sunflowers", 2, 1)
    assert build.count(g, 0, sun, g.location_of[sun.card].ability) == 1
    put(g, 0, "Sheep", -1, 0)
    barn = put(g, 0, "Barn", 0, 1)
    assert build.count(g, 0, barn, g.location_of[barn.card].ability) == 1
    put(g, 0, "Pigs", 0, 2)
    assert build.count(g, 0, barn, g.location_of[barn.card].ability) == 2


def test_g12_one_equipment_per_location_never_on_a_tower_silo_or_open_area():
    g = game()
    draw_all(g)
    put(g, 0, "Turkeys", -1, 0).equipment = token(g, "Fences")
    put(g, 0, "Watchdogs", 0, 1).open_area = True
    put(g, 0, "Goats", 0, -1)
    on_top(g, "Fences", "Beehive")
    reveal(g, {0: "Workshop"})
    g.apply(0, BuildLocation(2, 0))
    spots = {(a.x, a.y) for a in g.legal_actions(0) if not a.aside}
    assert spots == {(0, -1)}  # the Goats only


def test_g14_equipment_on_a_card_already_paid_works_next_harvest_and_on_an_open_area_does_nothing():
    g = game()
    draw_all(g)
    put(g, 0, "Sheep", 2, 0)
    put(g, 0, "Market Hall", -1, 0)
    on_top(g, "Milking Machine", "Fences")
    to_harvest(g)
    g.apply(0, PayHarvest(2, 0))                 # the Sheep first ...
    coins = g.farms[0].coins
    g.apply(0, PayHarvest(-1, 0))                # ... then an Equipment for it
    g.apply(0, KeepEquipment(0, 2, 0))
    assert g.table.round == 1 and g.farms[0].coins == coins - 2 + 3  # no 2 more coins this Harvest
    tile = put(g, 0, "Turkeys", 0, 1)
    tile.equipment = token(g, "Fences")
    tile.open_area = True
    assert game_end.breakdown(g, 0)["equipment"] == 0


def test_g15_tokens_drawn_are_secret_tokens_aside_are_public():
    g = game()
    draw_all(g)
    on_top(g, "Fences", "Beehive")
    reveal(g, {0: "Workshop"})
    g.apply(0, BuildLocation(2, 0))
    assert g.table.step == EQUIP
    assert "Beehive" not in g.log(1)[-1] and "Beehive" in g.log(0)[-1]
    g.apply(0, KeepEquipment(0, aside=True))
    assert "Fences" in g.log(1)[-1] and g.view(1)["players"][0]["aside"][0]["name"] == "Fences"
    assert g.view(1)["equipment_left"] == 29


def test_g18_counter_clockwise_passes_to_the_seat_before():
    g = game(4, suggested_draws=True)
    to_harvest(g)                                # round 1 ends (nothing to harvest)
    assert g.table.direction == "counter-clockwise"
    hands = [list(f.hand) for f in g.farms]
    reveal(g)
    for s in range(4):
        assert g.farms[(s - 1) % 4].hand == hands[s][1:]


def test_g24_the_supply_never_runs_out():
    g = game()
    build.give(g, 0, "coins", 500)
    build.give(g, 0, "vp", 40)
    assert g.farms[0].coins == 515 and g.farms[0].vp_tokens == 40


def test_g8_the_cards_are_seen_once_drawn_the_counts_by_everyone():
    g = game()
    g.apply(0, DrawCards(1, 1, 1, 3))
    names = ", ".join(g.location_of[c].name for c in g.farms[0].hand)
    assert g.log(0)[-1].endswith(f"3 Buildings: {names} (Upkeep Phase).")
    assert g.log(1)[-1] == "Ana draws 1 Fields, 1 Livestock, 1 Facilities, 3 Buildings (Upkeep Phase)."
    act_all(g)
    assert GoToMarket(0) not in g.legal_actions(1)


def test_g25_an_ongoing_equipment_works_from_the_moment_it_is_placed():
    g = game()
    draw_all(g)
    put(g, 0, "Chapel", -1, 0)                   # a Building with a Game End ability
    on_top(g, "Rain Gutter", "Fences")
    reveal(g, {0: "Workshop"})
    g.apply(0, BuildLocation(2, 0))
    assert g.tower_capacity(0) == 3
    assert {(a.x, a.y) for a in g.legal_actions(0) if a.token == 0 and not a.aside} == {(-1, 0)}
    g.apply(0, KeepEquipment(0, -1, 0))
    assert g.tower_capacity(0) == 4 and g.tower_capacity(1) == 3


def test_g25_an_ongoing_equipment_for_silos_lets_every_silo_store_more_from_the_moment_it_is_placed():
    """No tile of the deck lets Silos store more, but the tiles' format allows it (store_more food)."""
    g = game()
    t = token(g, "Rain Gutter")                  # made into a tile for Silos: each stores 2 more
    gutter = g.equipment_of[t]
    hay_racks = replace(gutter, name="Hay Racks", effect=replace(gutter.effect, gives="food", amount=2))
    g.equipment_of = tuple(hay_racks if i == t else tile for i, tile in enumerate(g.equipment_of))
    g.farms[0].aside.append(t)
    draw_all(g)
    reveal(g, {0: "Chapel"})
    g.apply(0, BuildLocation(2, 0, 0))
    assert g.silo_capacity(0) == 6 and g.silo_capacity(1) == 4 and g.tower_capacity(0) == 3


def test_g25_an_ongoing_equipment_kept_aside_works_from_the_moment_it_is_placed():
    g = game()
    draw_all(g)
    g.farms[0].aside.append(token(g, "Rain Gutter"))
    reveal(g, {0: "Chapel"})
    g.apply(0, BuildLocation(2, 0, 0))
    assert g.tower_capacity(0) == 4 and g.tower_capacity(1) == 3
