"""Homesteader rule tests: the Play Phase (the flip, the discard, the transplant, the plant swap,
disasters and pests, the end), one per rule and ruling."""

from __future__ import annotations

import pytest

from farmlab.core.errors import IllegalActionError
from farmlab.homesteader.actions import Aim, Discard, EndTurn, Flip, PlantSwap, Remove, Transplant
from farmlab.homesteader.state import ACT, AIM, FLIP, LOSE, Placed

from .helpers import begin, block, name_at, on_top, position, put


def two_farms(**options):
    """Ana (left, squares 0-3) and Ben (right, squares 4-7), each with a house and a face-down card."""
    g = position(2, **options)
    put(g, 0, (0, 0), "House")
    put(g, 1, (7, 0), "House")
    put(g, 0, (0, 3), "Well", face_up=False)
    put(g, 1, (7, 3), "Pond", face_up=False)
    return g


# ------------------------------------------------------------------ 1. the flip
def test_the_flip_is_required_and_only_your_own_cards():
    g = two_farms()
    put(g, 0, (1, 1), "Borage", face_up=False)
    begin(g)
    assert g.table.step == FLIP
    for bad in (EndTurn(), Flip(7, 3), Flip(0, 0), Flip(2, 2)):  # required; Ben's; face up; empty
        with pytest.raises(IllegalActionError):
            g.apply(0, bad)
    g.apply(0, Flip(1, 1))
    assert g.table.grid[(1, 1)].face_up and g.table.step == ACT


def test_h13_a_player_with_no_face_down_card_takes_a_turn_without_a_flip():
    g = two_farms()
    g.table.grid[(0, 3)].face_up = True
    begin(g)
    assert g.table.step == ACT and EndTurn() in g.legal_actions(0)
    g.apply(0, EndTurn())
    assert g.to_act() == (1,) and g.table.step == FLIP


# ------------------------------------------------------------------ 2. the discard
def test_the_discard_swaps_the_revealed_card_with_the_reserves_top_card():
    g = two_farms()
    borage = put(g, 0, (1, 1), "Borage", face_up=False)
    clover = on_top(g, "Clover")
    begin(g)
    g.apply(0, Flip(1, 1))
    g.apply(0, Discard())
    assert g.table.grid[(1, 1)].card == clover and g.table.grid[(1, 1)].face_up
    assert g.table.reserve[-1] == borage and borage in g.table.face_up  # face up at the bottom
    with pytest.raises(IllegalActionError):
        g.apply(0, Discard())


def test_the_discard_comes_directly_after_the_flip():
    g = two_farms()
    put(g, 0, (1, 1), "Borage", face_up=False)
    begin(g)
    g.apply(0, Flip(1, 1))
    g.apply(0, Transplant(1, 1, 2, 2))
    with pytest.raises(IllegalActionError, match="directly after the flip"):
        g.apply(0, Discard())


def test_h12_when_the_face_up_cards_rise_to_the_top_the_reserve_is_shuffled_face_down():
    g = two_farms()
    borage = put(g, 0, (1, 1), "Borage", face_up=False)
    t = g.table
    t.face_up = set(t.reserve[1:])  # every card but the top one has left the game, face up
    begin(g)
    g.apply(0, Flip(1, 1))
    g.apply(0, Discard())  # the top card is drawn: the face-up cards are on top now
    assert any(e.kind == "refresh" for e in g.events)
    assert t.face_up == {borage} and t.reserve[-1] == borage  # shuffled face down, then Borage goes under


def test_h12_the_refresh_shuffles_the_reserve_deck():
    g = two_farms()
    put(g, 0, (1, 1), "Borage", face_up=False)
    t = g.table
    t.face_up = set(t.reserve[1:])
    risen = t.reserve[1:]  # the order in which the face-up cards rise to the top
    begin(g)
    g.apply(0, Flip(1, 1))
    g.apply(0, Discard())
    assert len(risen) > 20 and t.reserve[:-1] != risen and sorted(t.reserve[:-1]) == sorted(risen)


def test_h12_a_card_lost_into_an_empty_reserve_deck_is_on_top_so_the_deck_is_turned_face_down():
    g = position(2, lands=[block(0, 0), block(4, 0, 10, 10)])
    put(g, 0, (0, 0), "House")
    put(g, 1, (7, 0), "House")
    tornado = put(g, 0, (1, 1), "Tornado", face_up=False)
    apple = put(g, 1, (5, 1), "Apple Tree")
    put(g, 1, (7, 3), "Pond", face_up=False)
    t = g.table
    for square in sorted(block(4, 0, 10, 10) - set(t.grid)):  # every other card on Ben's land: no reserve left
        if t.reserve:
            t.grid[square] = Placed(t.reserve.pop(), 1, True)
    assert t.reserve == []
    begin(g)
    g.apply(0, Flip(1, 1))
    g.apply(0, Aim(1))
    g.apply(1, Remove(5, 1))
    assert [e.kind for e in g.events].count("refresh") == 1
    assert g.table.reserve == [apple, tornado] and g.table.face_up == {tornado}


# ------------------------------------------------------------------ 3. the transplant
def test_the_transplant_one_card_per_turn_within_your_own_property():
    g = two_farms()
    put(g, 0, (1, 1), "Borage")
    put(g, 0, (2, 1), "Clover")
    begin(g)
    g.apply(0, Flip(0, 3))
    for bad in (Transplant(1, 1, 4, 1), Transplant(1, 1, 2, 1), Transplant(7, 3, 6, 3)):  # Ben's; taken; Ben's card
        with pytest.raises(IllegalActionError):
            g.apply(0, bad)
    g.apply(0, Transplant(1, 1, 3, 3))
    with pytest.raises(IllegalActionError, match="maximum of one"):
        g.apply(0, Transplant(2, 1, 2, 2))


def test_the_house_card_may_not_be_transplanted():
    g = two_farms()
    begin(g)
    g.apply(0, Flip(0, 3))
    with pytest.raises(IllegalActionError, match="house"):
        g.apply(0, Transplant(0, 0, 1, 1))


def test_a_barn_may_only_be_moved_once_when_it_is_first_revealed():
    g = two_farms()
    put(g, 0, (1, 1), "Barn", face_up=False)
    begin(g)
    g.apply(0, Flip(1, 1))
    g.apply(0, Transplant(1, 1, 2, 2))
    g.apply(0, EndTurn())
    g.apply(1, Flip(7, 3))
    g.apply(1, EndTurn())
    g.apply(0, Flip(0, 3))
    with pytest.raises(IllegalActionError, match="barn"):
        g.apply(0, Transplant(2, 2, 3, 3))


def test_after_settlement_cards_move_but_fence_lines_do_not():
    g = two_farms()
    put(g, 0, (1, 1), "Borage")
    begin(g)
    land, posts = g.farms[0].land, dict(g.table.posts)
    g.apply(0, Flip(0, 3))
    g.apply(0, Transplant(1, 1, 3, 3))
    assert g.farms[0].land == land and g.table.posts == posts
    assert (1, 1) in g.farms[0].land and (1, 1) not in g.table.grid  # a void now


# ------------------------------------------------------------------ 4. plant swap
def three_farms():
    g = position(3)
    for s, (house, down) in enumerate([((0, 0), (0, 3)), ((7, 0), (7, 3)), ((0, 7), (3, 7))]):
        put(g, s, house, "House")
        put(g, s, down, ["Oak Tree", "Black Walnut", "Black Locust"][s], face_up=False)
        put(g, s, (down[0], down[1] - 1), ["Mason Bees", "Bumble Bees", "Hoverflies"][s], face_up=False)
    return g


def test_plant_swap_take_a_plant_and_give_a_card_in_return():
    g = three_farms()
    put(g, 0, (1, 1), "Borage")
    put(g, 1, (5, 1), "Blueberry")
    begin(g)
    g.apply(0, Flip(0, 3))
    g.apply(0, PlantSwap(1, 5, 1, 1, 1))
    assert name_at(g, (1, 1)) == "Blueberry" and g.table.grid[(1, 1)].owner == 0
    assert name_at(g, (5, 1)) == "Borage" and g.table.grid[(5, 1)].owner == 1


def test_plant_swap_a_each_player_may_initiate_only_one_swap_per_game():
    g = three_farms()
    put(g, 0, (1, 1), "Borage")
    put(g, 0, (2, 1), "Lavender")
    put(g, 1, (5, 1), "Blueberry")
    put(g, 1, (5, 2), "Strawberry")
    begin(g)
    g.apply(0, Flip(0, 3))
    g.apply(0, PlantSwap(1, 5, 1, 1, 1))
    g.apply(0, EndTurn())
    g.apply(1, Flip(7, 3))
    g.apply(1, EndTurn())
    g.apply(2, Flip(3, 7))
    g.apply(2, EndTurn())
    g.apply(0, Flip(0, 2))
    assert not any(isinstance(a, PlantSwap) for a in g.legal_actions(0))
    with pytest.raises(IllegalActionError, match="only one swap"):
        g.apply(0, PlantSwap(1, 5, 2, 2, 1))


def test_plant_swap_b_barns_and_houses_may_not_be_swapped():
    g = three_farms()
    put(g, 0, (1, 1), "Barn")
    put(g, 0, (2, 1), "Lavender")
    put(g, 1, (5, 1), "Blueberry")
    put(g, 1, (5, 2), "Chicken Coop")
    begin(g)
    g.apply(0, Flip(0, 3))
    for bad in (PlantSwap(1, 5, 1, 1, 1), PlantSwap(1, 5, 2, 2, 1), PlantSwap(1, 7, 0, 2, 1),
                PlantSwap(1, 5, 1, 0, 0)):
        with pytest.raises(IllegalActionError):
            g.apply(0, bad)


def test_plant_swap_c_a_player_may_be_the_target_of_any_number_of_swaps():
    g = three_farms()
    put(g, 0, (1, 1), "Borage")
    put(g, 2, (1, 5), "Lavender")
    put(g, 1, (5, 1), "Blueberry")
    put(g, 1, (5, 2), "Strawberry")
    begin(g)
    g.apply(0, Flip(0, 3))
    g.apply(0, PlantSwap(1, 5, 1, 1, 1))
    g.apply(0, EndTurn())
    g.apply(1, Flip(7, 3))
    g.apply(1, EndTurn())
    g.apply(2, Flip(3, 7))
    g.apply(2, PlantSwap(1, 5, 2, 1, 5))
    assert name_at(g, (1, 5)) == "Strawberry"


def test_plant_swap_d_no_taking_back_the_same_card_but_a_duplicate_is_fine():
    g = three_farms()
    put(g, 0, (1, 1), "Grape Vine")
    put(g, 0, (2, 1), "Grape Vine")
    put(g, 1, (5, 1), "Borage")
    put(g, 1, (5, 2), "Lavender")
    begin(g)
    g.apply(0, Flip(0, 3))
    g.apply(0, EndTurn())
    g.apply(1, Flip(7, 3))
    g.apply(1, PlantSwap(0, 1, 1, 5, 1))  # Ben takes Ana's first Grape Vine, now on (5, 1)
    g.apply(1, EndTurn())
    g.apply(2, Flip(3, 7))
    g.apply(2, EndTurn())
    g.apply(0, Flip(0, 2))
    with pytest.raises(IllegalActionError, match="take back"):
        g.apply(0, PlantSwap(1, 5, 1, 1, 1))
    g.table.grid[(5, 2)], g.table.grid[(2, 1)] = g.table.grid[(2, 1)], g.table.grid[(5, 2)]
    g.table.grid[(5, 2)].owner, g.table.grid[(2, 1)].owner = 1, 0  # the other Grape Vine is Ben's now
    g.apply(0, PlantSwap(1, 5, 2, 1, 1))  # the duplicate may be taken
    assert name_at(g, (1, 1)) == "Grape Vine"


def test_plant_swap_is_made_with_another_player():
    g = three_farms()
    put(g, 0, (1, 1), "Borage")
    put(g, 0, (2, 1), "Lavender")
    begin(g)
    g.apply(0, Flip(0, 3))
    for bad in (PlantSwap(0, 2, 1, 1, 1), PlantSwap(3, 2, 1, 1, 1), PlantSwap(-1, 2, 1, 1, 1)):  # herself; no such
        with pytest.raises(IllegalActionError, match="another player"):
            g.apply(0, bad)


def test_plant_swap_takes_a_plant_of_the_target_player_and_gives_one_of_your_own_cards():
    g = three_farms()
    put(g, 0, (1, 1), "Borage")
    put(g, 1, (5, 1), "Blueberry")
    put(g, 2, (1, 5), "Lavender")
    begin(g)
    g.apply(0, Flip(0, 3))
    for bad in (PlantSwap(1, 1, 5, 1, 1), PlantSwap(1, 5, 2, 1, 1)):  # Chloe's plant, not Ben's; an empty square
        with pytest.raises(IllegalActionError, match="the other player's property"):
            g.apply(0, bad)
    for bad in (PlantSwap(1, 5, 1, 1, 5), PlantSwap(1, 5, 1, 2, 2)):  # giving Chloe's card; an empty square
        with pytest.raises(IllegalActionError, match="your own cards"):
            g.apply(0, bad)


def test_plant_swap_b_taking_a_barn_is_refused_as_a_barn():
    g = three_farms()
    put(g, 0, (1, 1), "Borage")
    put(g, 1, (5, 2), "Chicken Coop")
    begin(g)
    g.apply(0, Flip(0, 3))
    for bad in (PlantSwap(1, 5, 2, 1, 1), PlantSwap(1, 7, 0, 1, 1)):  # a barn; Ben's house
        with pytest.raises(IllegalActionError, match="Barns and houses may not be swapped"):
            g.apply(0, bad)


def test_plant_swap_the_card_turned_over_and_given_away_is_no_longer_the_revealed_card():
    g = three_farms()
    put(g, 0, (1, 1), "Borage", face_up=False)
    put(g, 0, (2, 1), "Lavender")
    put(g, 1, (5, 1), "Blueberry")
    begin(g)
    g.apply(0, Flip(1, 1))
    g.apply(0, PlantSwap(1, 5, 1, 2, 1))  # another card given: the Borage is still the one turned over
    assert g.table.revealed == (1, 1)
    g = three_farms()
    put(g, 0, (1, 1), "Borage", face_up=False)
    put(g, 1, (5, 1), "Blueberry")
    begin(g)
    g.apply(0, Flip(1, 1))
    g.apply(0, PlantSwap(1, 5, 1, 1, 1))  # the Borage goes to Ben; the Blueberry on (1, 1) was not turned over
    assert g.table.revealed is None


# ------------------------------------------------------------------ 5. disasters & pests
def test_a_disaster_turned_over_must_be_played_on_yourself_or_another_player():
    g = two_farms()
    put(g, 0, (1, 1), "Tornado", face_up=False)
    put(g, 1, (5, 1), "Apple Tree")
    put(g, 1, (5, 2), "Borage")
    begin(g)
    g.apply(0, Flip(1, 1))
    assert g.table.step == AIM
    for bad in (EndTurn(), Discard(), Aim(2)):
        with pytest.raises(IllegalActionError):
            g.apply(0, bad)
    assert [a.target for a in g.legal_actions(0)] == [0, 1]
    g.apply(0, Aim(1))
    assert g.table.step == LOSE and g.to_act() == (1,)
    assert g.view(1)["target"] == g.view(0)["target"] == 1  # the board shows who was aimed at
    g.apply(1, Remove(5, 1))
    assert g.view(1)["target"] == -1


def test_tornado_the_target_removes_one_tree_and_lost_cards_go_face_up_to_the_reserve_bottom():
    g = two_farms()
    tornado = put(g, 0, (1, 1), "Tornado", face_up=False)
    put(g, 1, (5, 1), "Apple Tree")
    put(g, 1, (5, 2), "Borage")
    begin(g)
    g.apply(0, Flip(1, 1))
    g.apply(0, Aim(1))
    assert [(a.x, a.y) for a in g.legal_actions(1)] == [(5, 1)]
    with pytest.raises(IllegalActionError, match="trees"):
        g.apply(1, Remove(5, 2))
    apple = g.table.grid[(5, 1)].card
    assert g.view(None)["disaster"] == [1, 1] and g.table.revealed == (1, 1)
    g.apply(1, Remove(5, 1))
    removed = next(e for e in g.events if e.kind == "remove")
    assert (removed.seat, removed.data) == (1, {"card": apple, "x": 5, "y": 1})
    assert g.view(None)["disaster"] is None and g.table.revealed is None  # the Tornado has left the table
    assert (5, 1) not in g.table.grid and (1, 1) not in g.table.grid
    assert g.table.reserve[-2:] == [apple, tornado] and {apple, tornado} <= g.table.face_up
    assert g.table.step == ACT and g.to_act() == (0,)


def test_tornado_on_a_player_without_a_tree_takes_nothing():
    g = two_farms()
    put(g, 0, (1, 1), "Tornado", face_up=False)
    put(g, 1, (5, 2), "Borage")
    begin(g)
    g.apply(0, Flip(1, 1))
    g.apply(0, Aim(1))
    assert any(e.kind == "spared" for e in g.events)
    assert g.table.step == ACT and name_at(g, (5, 2)) == "Borage"


def test_drought_a_plant_with_a_water_input_not_yet_touching_a_water_source():
    g = two_farms()
    put(g, 0, (1, 1), "Drought", face_up=False)
    put(g, 1, (4, 1), "Rhubarb")            # needs water, nothing wet around: may be lost
    put(g, 1, (6, 1), "Potato")             # needs water, beside a Pond: safe
    put(g, 1, (6, 2), "Pond")
    put(g, 1, (4, 3), "Borage")             # needs no water: safe
    begin(g)
    g.apply(0, Flip(1, 1))
    g.apply(0, Aim(1))
    assert [(a.x, a.y) for a in g.legal_actions(1)] == [(4, 1)]


def test_aphids_remove_any_plant_unless_ladybugs_or_a_praying_mantis_is_there():
    g = two_farms()
    put(g, 0, (1, 1), "Aphids", face_up=False)
    put(g, 1, (4, 1), "Rhubarb")
    put(g, 1, (4, 2), "Pond")
    begin(g)
    g.apply(0, Flip(1, 1))
    g.apply(0, Aim(1))
    assert [(a.x, a.y) for a in g.legal_actions(1)] == [(4, 1)]  # a plant (the Pond is no plant)
    g2 = two_farms()
    put(g2, 0, (1, 1), "Aphids", face_up=False)
    put(g2, 1, (4, 1), "Rhubarb")
    put(g2, 1, (6, 1), "Praying Mantis")
    begin(g2)
    g2.apply(0, Flip(1, 1))
    g2.apply(0, Aim(1))
    assert g2.table.step == ACT and name_at(g2, (4, 1)) == "Rhubarb" and name_at(g2, (6, 1)) == "Praying Mantis"
    assert any(e.kind == "protected" for e in g2.events)


def test_beneficial_insects_are_not_retroactive():
    g = two_farms()
    put(g, 0, (1, 1), "Aphids", face_up=False)
    put(g, 1, (4, 1), "Rhubarb")
    put(g, 1, (6, 1), "Ladybugs", face_up=False)
    begin(g)
    g.apply(0, Flip(1, 1))
    g.apply(0, Aim(1))
    g.apply(1, Remove(4, 1))
    g.apply(0, EndTurn())
    g.apply(1, Flip(6, 1))  # Ladybugs now: the Rhubarb does not come back
    assert (4, 1) not in g.table.grid and g.farms[1].lost == 1


def test_h17_a_disaster_drawn_from_the_reserve_is_played_too():
    g = two_farms()
    put(g, 0, (1, 1), "Borage", face_up=False)
    on_top(g, "Tornado")
    begin(g)
    g.apply(0, Flip(1, 1))
    g.apply(0, Discard())
    assert g.table.step == AIM and name_at(g, (1, 1)) == "Tornado"


# ------------------------------------------------------------------ the end
def test_play_ends_after_the_last_player_has_turned_over_his_last_card_and_completed_his_turn():
    g = two_farms()
    begin(g)
    g.apply(0, Flip(0, 3))
    g.apply(0, EndTurn())
    g.apply(1, Flip(7, 3))
    assert not g.over and g.table.step == ACT
    g.apply(1, Transplant(7, 3, 6, 3))
    g.apply(1, EndTurn())
    assert g.over and g.to_act() == () and g.state()["waiting"] == []  # nobody is waited for any more


def test_all_cards_must_remain_within_the_boundaries_of_the_property():
    g = two_farms()
    put(g, 0, (3, 3), "Borage")
    begin(g)
    g.apply(0, Flip(0, 3))
    with pytest.raises(IllegalActionError, match="boundaries"):
        g.apply(0, Transplant(3, 3, 3, 4))
    assert block(0, 0) == g.farms[0].land


def test_the_discard_needs_a_card_in_the_reserve_deck():
    """"There will generally be two or more cards left over in the reserve deck after the deal, unless
    players have elected to play with all cards in the deck": with an empty reserve there is no discard."""
    g = two_farms()
    put(g, 0, (1, 1), "Borage", face_up=False)
    t = g.table
    put(g, 1, (4, 0), "Clover", face_up=False)  # keep the game going after Ana's flip
    spare = list(t.reserve)
    t.reserve = []
    g.farms[1].hand = spare  # the cards stay in the game, out of the reserve (a hand is never looked at here)
    begin(g)
    g.apply(0, Flip(1, 1))
    assert Discard() not in g.legal_actions(0)
    with pytest.raises(IllegalActionError):
        g.apply(0, Discard())


def test_h17_a_face_down_tree_cannot_be_lost():
    g = two_farms()
    put(g, 0, (1, 1), "Tornado", face_up=False)
    put(g, 1, (5, 1), "Apple Tree", face_up=False)
    begin(g)
    g.apply(0, Flip(1, 1))
    g.apply(0, Aim(1))
    assert g.table.step == ACT and (5, 1) in g.table.grid and any(e.kind == "spared" for e in g.events)


def test_the_flip_is_told_with_the_square_and_the_card_turned_over():
    g = two_farms()
    borage = put(g, 0, (1, 2), "Borage", face_up=False)
    begin(g)
    g.apply(0, Flip(1, 2))
    told = g.events[-1]
    assert told.kind == "flip" and (told.seat, told.data["x"], told.data["y"], told.data["card"]) == (0, 1, 2, borage)


def test_after_the_target_loses_a_card_the_turn_goes_on_with_the_player_who_turned_the_disaster_over():
    g = two_farms()
    put(g, 1, (5, 1), "Tornado", face_up=False)
    put(g, 0, (1, 1), "Apple Tree")
    begin(g, 1)  # Ben's turn
    g.apply(1, Flip(5, 1))
    g.apply(1, Aim(0))
    g.apply(0, Remove(1, 1))
    assert g.table.step == ACT and g.to_act() == (1,)


def test_a_turn_without_a_flip_has_no_card_turned_over_this_turn():
    """Ruling H13: the card Ana turned over is not Ben's revealed card when Ben has none to flip."""
    g = two_farms()
    g.table.grid[(7, 3)].face_up = True
    put(g, 0, (1, 1), "Borage", face_up=False)
    begin(g)
    g.apply(0, Flip(0, 3))
    g.apply(0, EndTurn())
    assert g.to_act() == (1,) and g.table.step == ACT and g.table.revealed is None


def test_the_transplant_moves_only_your_own_cards_not_another_players_nor_an_empty_square():
    g = two_farms()
    put(g, 1, (4, 1), "Clover")  # Ben's, face up, beside Ana's property
    begin(g)
    g.apply(0, Flip(0, 3))
    for bad in (Transplant(4, 1, 2, 2), Transplant(1, 1, 2, 2)):  # Ben's card; an empty square
        with pytest.raises(IllegalActionError, match="your own cards"):
            g.apply(0, bad)
    assert all(m.x != 4 and (m.x, m.y) != (1, 1) for m in g.legal_actions(0) if isinstance(m, Transplant))


def test_the_card_turned_over_this_turn_is_still_the_revealed_card_after_its_transplant():
    g = two_farms()
    put(g, 0, (1, 1), "Borage")
    begin(g)
    g.apply(0, Flip(0, 3))
    g.apply(0, Transplant(0, 3, 2, 2))
    assert g.table.revealed == (2, 2)
    g = two_farms()
    put(g, 0, (1, 1), "Borage")
    begin(g)
    g.apply(0, Flip(0, 3))
    g.apply(0, Transplant(1, 1, 2, 2))  # another card moves: the revealed one stays where it is
    assert g.table.revealed == (0, 3)


def test_the_game_statistics_count_each_players_transplants():
    g = two_farms()
    put(g, 0, (1, 1), "Borage")
    begin(g)
    g.apply(0, Flip(0, 3))
    g.apply(0, Transplant(1, 1, 2, 2))
    assert g.stats()["transplants"] == [1, 0]


def test_the_transplant_is_told_with_the_card_and_both_squares():
    g = two_farms()
    borage = put(g, 0, (1, 2), "Borage")
    begin(g)
    g.apply(0, Flip(0, 3))
    g.apply(0, Transplant(1, 2, 3, 0))
    told = g.events[-1]
    assert told.kind == "transplant" and told.seat == 0
    assert told.data == {"card": borage, "x": 1, "y": 2, "to_x": 3, "to_y": 0}


def test_the_face_down_cards_counted_when_play_begins_and_kept_by_the_flips_are_the_tables() -> None:
    """``Table.down``: counted at the play phase's first turn, then kept by the flips; after every move of
    the play phase (heuristic and random bots, 2-4 players) it equals the table's face-down cards, and
    the play ends when it is all zeros (ruling H19)."""
    import farmlab.core.registry as registry
    from farmlab.homesteader.game import Homesteader
    from farmlab.homesteader.state import OVER

    for seed in range(6):
        n = 2 + seed % 3
        bots = [registry.make_bot(Homesteader, "heuristic" if seed % 2 else "random", seed + i) for i in range(n)]
        g = Homesteader(n, 500 + seed)
        while not g.over:
            seat = g.to_act()[0]
            g.apply(seat, bots[seat].choose(g, seat))
            t = g.table
            if t.down is not None:
                assert t.down == t.face_down_counts(n)
                assert any(t.down) == (not t.all_face_up())
                if t.step == FLIP:
                    assert t.has_face_down(t.turn)
        assert g.table.step == OVER and g.table.down == [0] * n and g.table.all_face_up()
