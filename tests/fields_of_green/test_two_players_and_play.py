"""Fields of Green: the 2 Player Rules, whole games with 2, 3 and 4 players, the variant hooks and
the bots."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from farmlab.core.simulate import play
from farmlab.fields_of_green import FieldsOfGreen, HeuristicBot, RandomBot
from farmlab.fields_of_green.rules import game_end
from farmlab.fields_of_green.state import SILO, TOWER, Place

from .helpers import (ACT, PICK, BuildLocation, BuildSilo, BuildTower, DrawCards, GoToMarket, PickCard, draw_all, game,
                      put, refused, reveal, to_harvest)


# ------------------------------------------------------------------ 2 Player Rules
def test_two_players_the_12_drawn_cards_are_unseen_shuffled_into_a_pile_and_6_turned_face_up():
    g = game(2)
    g.apply(0, DrawCards(3, 2, 1, 0))
    assert not g.farms[0].hand and len(g.table.pile) == 6
    assert all("cards" not in e.visible_data(s) for e in g.events if e.kind == "drew" for s in (0, 1))  # unseen
    g.apply(1, DrawCards(0, 1, 2, 3))
    assert len(g.table.face_up) == 6 and len(g.table.pile) == 6
    types = sorted(g.location_of[c].type for c in g.table.face_up + g.table.pile)
    assert types == sorted(["field"] * 3 + ["livestock"] * 3 + ["facility"] * 3 + ["building"] * 3)
    assert g.view(0)["pile_left"] == 6 and len(g.view(1)["face_up"]) == 6


def test_two_players_shuffle_mixes_both_players_draws():
    seen = set()
    for seed in range(8):
        g = game(2, seed)
        draw_all(g, DrawCards(3, 2, 1, 0))
        seen.add(tuple(sorted(g.location_of[c].type for c in g.table.face_up)))
    assert len(seen) > 1


def test_two_players_take_turns_the_first_player_first_choosing_from_the_face_up_cards():
    g = game(2, first_player=1)
    draw_all(g)
    assert g.table.step == PICK and g.to_act() == (1,)
    card = g.table.face_up[4]
    g.apply(1, PickCard(4))
    assert g.farms[1].selected == card and g.table.step == ACT and g.to_act() == (1,)
    g.apply(1, GoToMarket(0))
    assert g.to_act() == (0,) and len(g.table.face_up) == 5
    g.apply(0, PickCard(0))
    g.apply(0, GoToMarket(0))
    assert len(g.table.face_up) == 4 + 2 and len(g.table.pile) == 4  # 2 more after both have acted


def test_two_players_only_a_face_up_card_can_be_chosen():
    g = game(2)
    draw_all(g)
    refused(g, 0, PickCard(6), "no face-up card number 7")
    refused(g, 0, PickCard(-1), "no face-up card number 0")
    g.apply(0, PickCard(5))
    assert g.table.step == ACT


def test_two_players_after_the_pile_is_used_up_continue_until_all_12_cards_are_taken():
    g = game(2)
    draw_all(g)
    taken = [0, 0]
    while g.table.step in (PICK, ACT):
        s = g.to_act()[0]
        if g.table.step == PICK:
            taken[s] += 1
            g.apply(s, PickCard(0))
        else:
            g.apply(s, GoToMarket(0))
    assert taken == [6, 6] and not g.table.face_up and not g.table.pile and g.table.round == 1


def test_two_players_the_turn_order_marker_passes_nothing():
    g = game(2)
    draw_all(g)
    assert all(not f.hand for f in g.farms)


# ------------------------------------------------------------------ whole games
@pytest.mark.parametrize("n", [2, 3, 4])
def test_two_three_and_four_players_play_to_the_end(n):
    for seed in range(3):
        g = play(FieldsOfGreen(n, seed, debug=True), [HeuristicBot(s) if s % 2 else RandomBot(s) for s in range(n)])
        assert g.over and len(g.trace) == 4
        assert g.scores() == [game_end.breakdown(g, s)["total"] for s in range(n)]
        assert all(f.hand == [] and f.selected == -1 for f in g.farms)


def test_heuristic_bot_beats_random_bots():
    wins = 0
    for seed in range(30):
        g = play(FieldsOfGreen(4, seed), [HeuristicBot(0), RandomBot(1), RandomBot(2), RandomBot(3)])
        wins += 0 in g.winners()
    assert wins >= 24  # a fair share would be 7 or 8 of 30


@pytest.mark.slow
def test_heuristic_bot_beats_random_over_1000_games():
    wins = 0
    for seed in range(1000):
        seats = [HeuristicBot(seed), RandomBot(seed + 1)]
        if seed % 2:
            seats.reverse()
        g = play(FieldsOfGreen(2, seed), seats)
        wins += g.winners() == [seed % 2]
    assert wins >= 900


def test_heuristic_bot_plays_only_legal_actions_in_debug_mode():
    g = play(FieldsOfGreen(3, 5, debug=True), [HeuristicBot(s) for s in range(3)])
    assert g.over


def test_a_random_action_draws_the_kind_of_action_first_so_many_places_do_not_drown_the_market():
    g = game()
    draw_all(g)
    reveal(g, {0: "Wheat"})
    kinds = Counter(type(a) for a in g.legal_actions(0))
    assert kinds == {BuildLocation: 6, BuildTower: 6, BuildSilo: 6, GoToMarket: 2}
    rng = random.Random(0)
    drawn = Counter(type(g.random_action(0, rng)) for _ in range(400))
    assert set(drawn) == set(kinds) and all(70 <= n <= 130 for n in drawn.values())  # each kind about 1 in 4


def test_a_random_selection_is_the_draw_from_the_legal_selections_the_same_generator_makes():
    """At the secret selection random_action reads the hand's selections directly: the same card
    as a choice among legal_actions from the same generator state, for every seat and hand size."""
    g = game(4)
    draw_all(g)
    for turn in range(3):
        for seat in g.to_act():
            assert g.table.step == PICK
            for draw in range(5):
                chosen = g.random_action(seat, random.Random(draw))
                assert chosen == random.Random(draw).choice(g.legal_actions(seat))
        while g.table.step == PICK:
            g.apply(g.to_act()[0], PickCard(turn))
        while g.table.step == ACT:
            g.apply(g.to_act()[0], GoToMarket(0))


def test_the_trusted_bots_only_ever_choose_legal_actions():
    """The heuristic's and the random bot's actions skip the re-check in simulations
    (``Bot.trusted``), so here every action they choose is checked through ``apply``, over mixed
    games of 2 to 4 players and games of random bots only."""
    import random

    rng = random.Random(11)
    assert HeuristicBot(0).is_trusted() and RandomBot(0).is_trusted()
    for n in range(2, 5):
        for game in range(12):
            share = 0.7 if game < 8 else 0.0  # the last games: random bots only
            bots = [HeuristicBot(rng.getrandbits(32)) if rng.random() < share else RandomBot(rng.getrandbits(32))
                    for _ in range(n)]
            g = FieldsOfGreen(n, rng.getrandbits(32))
            while not g.over:
                seat = g.to_act()[0]
                g.apply(seat, bots[seat].choose(g, seat))  # raises if illegal


# ------------------------------------------------------------------ variant hooks
def test_hook_water_reach_changes_how_far_a_tower_waters():
    class Far(FieldsOfGreen):
        def water_reach(self) -> int:
            return 3

    g = Far(["Ana", "Ben", "Chloe"], 0, debug=True, first_player=0)
    draw_all(g)
    put(g, 0, "Turkeys", 2, 0)
    reveal(g, {0: "Wheat"})
    assert BuildLocation(3, 0) in g.legal_actions(0)  # distance 3
    assert BuildLocation(3, 0) not in game_at_wheat().legal_actions(0)


def game_at_wheat():
    g = game()
    draw_all(g)
    put(g, 0, "Turkeys", 2, 0)
    reveal(g, {0: "Wheat"})
    return g


def test_hook_silo_and_tower_capacity():
    class Big(FieldsOfGreen):
        def silo_capacity(self, seat: int) -> int:
            return 10

        def tower_capacity(self, seat: int) -> int:
            return 5

    g = Big(["Ana", "Ben", "Chloe"], 0, debug=True, first_player=0, suggested_draws=True)
    g.farms[0].grid[(1, 0)].food = 9
    to_harvest(g)
    assert g.farms[0].food == 10 and g.farms[0].water == 5


def test_hook_income():
    class Rich(FieldsOfGreen):
        def income(self) -> tuple[int, int, int]:
            return (0, 0, 10)

    g = Rich(["Ana", "Ben", "Chloe"], 0, debug=True, first_player=0, suggested_draws=True)
    coins = g.farms[0].coins
    to_harvest(g)
    assert g.farms[0].coins == coins + 12 + 10


def test_hook_hand_size():
    class Seven(FieldsOfGreen):
        def hand_size(self) -> int:
            return 7

    g = Seven(["Ana", "Ben", "Chloe"], 0, debug=True, first_player=0)
    assert all(sum(a.counts()) == 7 for a in g.legal_actions(0))
    play(g, [RandomBot(s) for s in range(3)])  # 7 turns a round; every card stays in one place (debug)
    assert g.over and sum(1 for e in g.events if e.kind == "revealed") == 4 * 7 * 3


def test_hook_market_prices():
    class Dear(FieldsOfGreen):
        def market_prices(self) -> tuple[int, int]:
            return (3, 5)

    g = Dear(["Ana", "Ben", "Chloe"], 0, debug=True, first_player=0)
    draw_all(g)
    reveal(g)
    g.apply(0, GoToMarket(1))
    assert g.farms[0].coins == 15 + 3 + 5


def test_options_are_checked():
    from farmlab.core.errors import OptionError
    with pytest.raises(OptionError, match="rounds"):
        FieldsOfGreen(3, 0, rounds=5)
    for bad in (3, -2):
        with pytest.raises(OptionError, match="first_player"):
            FieldsOfGreen(3, 0, first_player=bad)
    with pytest.raises(OptionError, match="rounds"):
        FieldsOfGreen(3, 0, rounds=0)
    g = FieldsOfGreen(3, 0, rounds=1, suggested_draws=True)  # a game of one year
    play(g, [RandomBot(s) for s in range(3)])
    assert len(g.trace) == 1
    with pytest.raises(OptionError, match="Fields of Green is for 2 to 4 players"):  # refusals name the game
        FieldsOfGreen(5, 0)
    g = FieldsOfGreen(3, 0, rounds=2, suggested_draws=True)
    play(g, [RandomBot(s) for s in range(3)])
    assert len(g.trace) == 2


def test_a_copy_plays_on_without_changing_the_game_it_was_copied_from():
    g = game(3, suggested_draws=True)
    draw_all(g)
    g.apply(1, PickCard(0))                  # while the others still select their card
    before = g.fingerprint()
    c = g.copy()
    assert c.fingerprint() == before
    play(c, [RandomBot(s) for s in range(3)])
    assert c.over and g.fingerprint() == before and not g.over
    assert play(g, [RandomBot(s) for s in range(3)]).over


def test_the_state_names_the_seats_asked_now_and_none_once_the_game_is_over():
    g = game(3)
    assert g.state()["waiting"] == [0]           # the first player draws first
    draw_all(g)
    assert g.state()["waiting"] == [0, 1, 2]     # everyone selects a card at the same time
    play(g, [RandomBot(s) for s in range(3)])
    assert g.over and g.state()["waiting"] == []


def test_debug_mode_catches_negative_stock_and_a_tower_or_silo_card_doubled():
    g = game(3)
    g.check_invariants()
    for field in ("coins", "vp_tokens", "water_due"):
        g = game(3)
        setattr(g.farms[1], field, -1)
        with pytest.raises(AssertionError):
            g.check_invariants()
    for kind in (TOWER, SILO):
        g = game(3)
        g.farms[1].add(Place(2, 0, kind))   # not taken from its pile
        with pytest.raises(AssertionError):
            g.check_invariants()


def test_shuffle_unseen_deals_anew_only_what_the_seat_cannot_see():
    g = game(3)
    draw_all(g)
    g.apply(1, PickCard(0))
    g.farms[2].drawn = [g.table.equipment.pop(), g.table.equipment.pop()]  # Equipment Chloe is choosing from
    seen = g.view(0)
    others = sorted(g.farms[1].hand + g.farms[2].hand)
    piles = {k: sorted(p) for k, p in g.table.piles.items()}
    hands, stack = [list(f.hand) for f in g.farms], list(g.table.equipment) + g.farms[2].drawn
    order = {k: list(p) for k, p in g.table.piles.items()}
    g.shuffle_unseen(0, random.Random(1))
    g.check_invariants()
    assert g.view(0) == seen and g.farms[0].hand == hands[0]
    assert sorted(g.farms[1].hand + g.farms[2].hand) == others and [g.farms[1].hand, g.farms[2].hand] != hands[1:]
    assert {k: sorted(p) for k, p in g.table.piles.items()} == piles and g.table.piles != order
    tokens = g.table.equipment + g.farms[2].drawn
    assert sorted(tokens) == sorted(stack) and tokens != stack
    g2 = game(2)
    draw_all(g2)
    pile = list(g2.table.pile)                  # the 2-player face-down pile
    g2.shuffle_unseen(0, random.Random(1))
    assert sorted(g2.table.pile) == sorted(pile) and g2.table.pile != pile
