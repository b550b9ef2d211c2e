"""Setup, Tableau and the Preparation Phase of jelly-bean-farmers.txt.

Each test is named after the sentence of the rule text it checks and fails if
that rule were broken. Positions are built by hand (see helpers.py) and played
through ``apply``.
"""

from __future__ import annotations

import json

import pytest

from farmlab.core.errors import IllegalActionError, NotYourTurnError
from farmlab.jelly_bean_farmers import Choose, JellyBeanFarmers, Keep
from farmlab.jelly_bean_farmers.rules import preparation
from farmlab.jelly_bean_farmers.state import CHOOSE, KEEP, PLANT
from farmlab.jelly_bean_farmers.rules.sections import R_SETUP

from farmlab.jelly_bean_farmers.state import NONE, Contract, Field, Silo

from .helpers import choose, game, hand, ids, pass_season, plant, take, top


# ------------------------------------------------------------------ Setup
def test_setup_each_player_gets_7_action_cards_and_keeps_3_secretly_at_the_same_time():
    g = JellyBeanFarmers(4, 3, debug=True)
    assert g.step == KEEP and g.to_act() == (0, 1, 2, 3)
    assert all(len(h) == 7 for h in g.hands)
    assert all(d.secret and d.must and d.kind == "keep" for d in g.decisions())
    dealt = list(g.hands[1])
    g.apply(1, Keep((0, 3, 6)))
    # nothing is revealed until everyone has chosen: Ana still sees 7 cards in Ben's hand
    assert g.view(0)["players"][1]["hand_count"] == 7 and "hand" not in g.view(0)["players"][1]
    assert g.to_act() == (0, 2, 3)
    for s in (0, 2, 3):
        g.apply(s, Keep((0, 1, 2)))
    assert g.hands[1] == [dealt[0], dealt[3], dealt[6]]
    assert len(g.events[-1].data) and g.step == CHOOSE


def test_setup_the_other_4_cards_become_a_field_and_a_silo_from_their_backs():
    g = JellyBeanFarmers(2, 5, debug=True)
    dealt = list(g.hands[0])
    g.apply(0, Keep((1, 2, 3)))
    g.apply(1, Keep((0, 1, 2)))
    backs = [dealt[0], dealt[4], dealt[5], dealt[6]]
    assert g.fields[0] == [Field((backs[0], backs[1]))]  # no upgrades yet
    assert g.silos[0] == [Silo(backs[2], backs[3], extension=NONE, base=5)]  # a Silo holds 5 food
    v = g.view(1)["players"][0]
    assert len(v["fields"]) == 1 and v["fields"][0]["upgrades"] == [] and v["capacity"] == 5
    # the faces of the backs stay hidden from the opponent
    assert all(g.acard[c].name not in json.dumps(v) for c in backs if g.acard[c].name not in
               [x["name"] for x in g.view(1)["players"][1]["hand"]])


def test_setup_5_food_in_the_silo_and_2_food_stamps():
    g = game(3)
    assert g.food == [5, 5, 5] and g.stamps == [2, 2, 2]
    assert all(g.protected(s) == 5 and g.unprotected(s) == 0 for s in range(3))
    assert any("5 food go into the silo and 2 Food Stamps" in line and f"({R_SETUP})." in line for line in g.log())


def test_setup_keep_must_name_3_different_cards():
    g = JellyBeanFarmers(2, 1, debug=True)
    for bad in [(0, 1), (0, 0, 1), (0, 1, 7), (0, 1, 2, 3)]:
        with pytest.raises(IllegalActionError):
            g.apply(0, Keep(bad))
    g.apply(0, Keep((4, 5, 6)))
    with pytest.raises(NotYourTurnError):
        g.apply(0, Keep((0, 1, 2)))  # one choice each


def test_setup_2_to_4_players():
    with pytest.raises(Exception):
        JellyBeanFarmers(5)
    with pytest.raises(Exception):
        JellyBeanFarmers(1)
    assert JellyBeanFarmers(2).n == 2


# ------------------------------------------------- Draw to complete the hand
def test_draw_initial_hand_size_3_you_play_2_a_year_so_you_normally_draw_2():
    g = game(4)
    assert [len(h) for h in g.hands] == [3, 3, 3, 3]
    choose(g)
    for _ in range(2):
        plant(g)
        pass_season(g)
    assert g.year == 1 and g.step == CHOOSE
    assert [len(h) for h in g.hands] == [3, 3, 3, 3]
    draws = [e for e in g.events if e.kind == "draw" and e.data["n"] == 2]
    assert len(draws) == 4


def test_draw_always_to_full_hand_size_with_flexible_hand():
    g = game(2)
    g.flex[0].append(take(g, "flexible_hand"))
    choose(g)
    for _ in range(2):
        plant(g)
        pass_season(g)
    assert len(g.hands[0]) == 4 and len(g.hands[1]) == 3
    assert g.hand_size(0) == 4


def test_draw_if_too_few_cards_the_discard_pile_is_shuffled_and_placed_at_the_bottom():
    g = game(2)
    top_cards = list(g.deck[-3:])
    g.discard.extend(g.deck[:-3])  # only 3 cards left in the deck: 4 are needed
    del g.deck[:-3]
    pile = set(g.discard)
    choose(g)
    for _ in range(2):
        plant(g)
        pass_season(g)
    # the 3 old deck cards were still on top and drawn first, then one from the old discard pile
    drawn = g.hands[0][1:] + g.hands[1][1:]
    assert set(top_cards) <= set(drawn)
    assert not g.discard and len(g.deck) == len(pile) + 4 - 1
    assert any(e.kind == "reshuffle" for e in g.events)


def test_draw_reshuffled_discard_goes_under_the_deck():
    g = game(2)
    deck = list(g.deck[-2:])
    pile = g.deck[:5]
    g.discard = list(pile)
    g.deck = list(deck)
    preparation.reshuffle(g)
    assert g.deck[-2:] == deck and sorted(g.deck[:5]) == sorted(pile)


def test_draw_reshuffle_only_when_short():
    g = game(2)
    choose(g)
    for _ in range(2):
        plant(g)
        pass_season(g)
    assert not any(e.kind == "reshuffle" for e in g.events) and g.discard


# ----------------------------------------------------------- Food Stamps
def _to_next_year(g: JellyBeanFarmers) -> None:
    choose(g)
    for _ in range(2):
        plant(g)
        pass_season(g)


def test_food_stamps_no_food_at_the_beginning_of_the_year_cashes_in_4_food_and_hand_size_2():
    g = game(2)
    g.food[0] = 2  # eats 1 in spring and 1 in summer: none left at the beginning of year 2
    _to_next_year(g)
    assert g.food[0] == 4 and g.stamps[0] == 1 and g.cashed[0]
    assert len(g.hands[0]) == 2 and g.hand_size(0) == 2
    assert len(g.hands[1]) == 3
    line = next(s for s in g.log() if "cashes in a Food Stamp" in s)
    assert line.endswith("(Preparation Phase, Food Stamps).")
    # the hand size of 2 holds for that year only
    _to_next_year(g)
    assert g.hand_size(0) == 3 and len(g.hands[0]) == 3


def test_food_stamps_hand_size_2_even_with_flexible_hand():
    g = game(2)
    g.flex[0].append(take(g, "flexible_hand"))
    g.food[0] = 2
    _to_next_year(g)
    assert g.hand_size(0) == 2


def test_food_stamps_cash_in_ends_the_tribute_contract_of_the_victim_and_discards_the_warlord():
    g = game(3)
    w = take(g, "warlord")
    g.contracts.append(Contract(1, 0, 1, w))
    w2 = take(g, "warlord")
    g.contracts.append(Contract(1, 2, 1, w2))  # Ben's contract with Chloe stays
    g.food[0] = 2
    g.food[2] = 9
    _to_next_year(g)
    assert [[c.attacker, c.victim] for c in g.contracts] == [[1, 2]]
    assert w in g.discard


def test_food_stamps_out_of_food_with_none_left_is_out_of_the_game():
    g = game(2)
    g.stamps[0] = 0
    g.food[0] = 2
    _to_next_year(g)
    assert g.out[0] and not g.hands[0] and not g.fields[0]
    assert g.scores()[0] == 0
    assert g.to_act() == (1,)
    assert any("is out of the game" in s for s in g.log())
    g.check_invariants()


def test_food_stamps_only_at_the_beginning_of_a_year_not_during_it():
    g = game(2)
    g.food[0] = 1
    choose(g)
    plant(g)
    pass_season(g)
    assert g.food[0] == 0 and g.stamps[0] == 2  # still 2: no cash-in in the middle of the year
    assert g.step == PLANT and g.to_act() == (1,)  # Ana has nothing to seed with


def test_food_stamps_unused_ones_score_4_points_each():
    g = game(2)
    g.food = [7, 7]
    g.stamps = [2, 0]
    assert g.scores() == [15, 7]


# ---------------------------------------------------------- Choose Actions
def test_choose_actions_two_cards_face_down_top_spring_bottom_summer():
    g = game(2)
    cards = hand(g, 0, "cats", "silo", "dogs")
    g.apply(0, Choose(2, 0))
    assert g.chosen[0] == [cards[2], cards[0]] and ids(g, g.hands[0]) == ["silo"]
    # hidden from the other seat until revealed
    v = g.view(1)["players"][0]
    assert v["placement"] == ["hidden", "hidden"]
    assert "Dogs" not in json.dumps(g.view(1)) or "Dogs" in json.dumps(g.view(1)["players"][1])
    assert g.view(0)["players"][0]["placement"][0]["id"] == "dogs"
    assert [s for s in g.log(1) if "face down" in s][-1] == "Ana places 2 action cards face down (Choose Actions)."


def test_choose_actions_simultaneous_and_secret():
    g = game(3)
    assert g.to_act() == (0, 1, 2)
    assert all(d.secret for d in g.decisions() if d.must)
    g.apply(2, Choose(0, 1))
    assert g.to_act() == (0, 1)


def test_choose_actions_must_be_two_different_cards():
    g = game(2)
    for bad in [Choose(0, 0), Choose(0, 3), Choose(-1, 0), Choose(0, -1)]:
        with pytest.raises(IllegalActionError):
            g.apply(0, bad)


def test_choose_actions_decide_on_both_cards_at_the_beginning_of_the_year():
    g = game(2)
    choose(g)
    summer = g.chosen[0][1]
    assert g.entries[0][0].card >= 0 and summer >= 0  # spring card on its way, summer card waiting
    # the summer card is fixed for the year: no new choice is possible later
    plant(g)
    with pytest.raises(IllegalActionError):
        g.apply(0, Choose(0, 1))
    pass_season(g)
    plant(g)
    assert g.entries[0][0].card == summer


def test_top_card_is_the_spring_action_bottom_card_the_summer_action():
    g = game(2)
    cards = hand(g, 0, "cats", "silo", "dogs")
    g.apply(0, Choose(1, 2))
    g.apply(1, Choose(0, 1))
    plant(g)
    assert g.entries[0][0].card == cards[1]
    pass_season(g)
    plant(g)
    assert g.entries[0][0].card == cards[2]


def test_game_is_8_years_of_two_seasons():
    g = game(2)
    g.food = [30, 30]
    seasons = 0
    while not g.over:
        if g.step == CHOOSE:
            choose(g)
        plant(g)
        pass_season(g)
        seasons += 1
    assert seasons == 16 and g.year == 7 and g.revealed == 24
    assert g.log()[-2].startswith("The 8 years are over") and g.log()[-2].endswith("(Scoring).")


def test_end_of_the_game_everybody_out_ends_it_early():
    g = game(2)
    g.stamps = [0, 0]
    g.food = [2, 2]
    choose(g)
    for _ in range(2):
        plant(g)
        pass_season(g)
    assert g.over and g.out == [True, True] and g.scores() == [0, 0]
