"""Homesteader rule tests: Preparation and the Settlement Phase, one per rule and ruling."""

from __future__ import annotations

import pytest

from farmlab.core.errors import IllegalActionError, OptionError
from farmlab.homesteader.actions import Fence, Place, PlaceHouse
from farmlab.homesteader.rules import fences, house, preparation, settlement
from farmlab.homesteader.state import FENCE, FLIP, HOUSE, PLACE, Placed

from .helpers import block, game, position, put, settle


# ------------------------------------------------------------------ Preparation
def test_preparation_a_house_card_for_each_player_set_aside_until_the_end_of_settlement():
    g = game(3)
    assert len(set(g.house_of)) == 3 and all(g.card_of[h].house for h in g.house_of)
    on_table = [p.card for p in g.table.grid.values()] + g.table.reserve + [c for f in g.farms for c in f.hand]
    assert not set(g.house_of) & set(on_table)
    settle(g)
    for s, f in enumerate(g.farms):
        assert g.table.grid[f.house].card == g.house_of[s]


@pytest.mark.parametrize("n, deal", [(2, 15), (2, 30), (3, 20), (4, 15)])
def test_preparation_deals_15_to_30_cards_face_down_and_the_rest_is_the_reserve(n, deal):
    g = game(n, deal=deal)
    for s, f in enumerate(g.farms):
        assert len(f.hand) + len(g.table.owned(s)) == deal
        assert not any(p.face_up for p in g.table.grid.values())
    assert len(g.table.reserve) == 62 - n * deal and not g.table.face_up


@pytest.mark.parametrize("deal", [14, 31, 0, 100])
def test_h3_a_deal_outside_15_to_30_is_refused(deal):
    with pytest.raises(OptionError, match="15 to 30"):
        game(2, deal=deal)


@pytest.mark.parametrize("n, deal", [(3, 21), (3, 30), (4, 16), (4, 30)])
def test_h3_a_deal_one_deck_cannot_make_comes_from_two_decks(n, deal):
    g = game(n, deal=deal)
    assert len(g.card_of) == 2 * 62 + 4 and sum(c.house for c in g.card_of) == 4
    for s, f in enumerate(g.farms):
        assert len(f.hand) + len(g.table.owned(s)) == deal
    assert len(g.table.reserve) == 124 - n * deal >= 4
    # every kind of card is there twice over: the second deck is a copy of the first's playing cards
    names = [c.name for c in g.card_of if not c.house]
    assert all(names.count(x) % 2 == 0 for x in set(names))
    g.check_invariants()


@pytest.mark.parametrize("n, deal", [(2, 30), (3, 20), (4, 15)])
def test_h3_a_deal_one_deck_can_make_uses_one_deck(n, deal):
    g = game(n, deal=deal)
    assert len(g.card_of) == 62 + 4


def test_h3_exactly_enough_playing_cards_for_everybody_is_dealt_from_one_deck():
    assert preparation.decks_needed(31, 2, 62) == 1  # every card dealt: still one deck
    assert preparation.decks_needed(20, 3, 62) == 1
    assert preparation.decks_needed(21, 3, 62) == 2


def test_preparation_the_deck_is_shuffled_before_the_deal():
    playing = [c for c in range(66) if not game(2).card_of[c].house]
    hands = {tuple(game(2, seed).farms[0].hand) for seed in range(5)}
    assert len(hands) == 5  # another seed, another deal
    g = game(2)
    dealt = g.farms[0].hand + [p.card for p in g.table.grid.values() if p.owner == 0]
    assert sorted(dealt) != playing[:15] and sorted(dealt) != playing[-15:]  # not the deck in its printed order


def test_players_must_not_look_at_cards_not_even_their_own():
    g = game(2)
    for seat in (0, 1):
        v = g.view(seat)
        assert all("hand" not in p for p in v["players"])
        assert all("name" not in sq and "hidden" not in sq for sq in v["squares"])
    teacher = g.view(None)
    assert all("hidden" in sq for sq in teacher["squares"]) and "hand" in teacher["players"][0]


# ------------------------------------------------------------------ the start
@pytest.mark.parametrize("n", [2, 3, 4])
def test_h5_start_configurations_a_card_each_in_the_centre_and_shared_posts(n):
    """The table of ruling H5 (docs/homesteader-rulings.md), written out here as the ruling states it."""
    squares = {2: [(0, 0), (1, 0)], 3: [(0, 0), (1, 0), (0, 1)], 4: [(0, 0), (1, 0), (1, 1), (0, 1)]}[n]
    lines = {2: [[(2, 0), (2, 1), (2, 2)]] * 2,
             3: [[(2, 0), (2, 1), (2, 2), (1, 2), (0, 2)], [(2, 0), (2, 1), (2, 2)], [(0, 2), (1, 2), (2, 2)]],
             4: [[(2, 0), (2, 1), (2, 2), (1, 2), (0, 2)], [(2, 0), (2, 1), (2, 2), (3, 2), (4, 2)],
                 [(4, 2), (3, 2), (2, 2), (2, 3), (2, 4)], [(0, 2), (1, 2), (2, 2), (2, 3), (2, 4)]]}[n]
    g = game(n)
    assert sorted(g.table.grid) == sorted(squares)
    told = [(e.seat, e.data["x"], e.data["y"]) for e in g.events if e.kind == "start"]
    assert told == [(s, *squares[s]) for s in range(n)]
    for s in range(n):
        placed = g.table.grid[squares[s]]
        assert placed.owner == s and not placed.face_up
        assert g.farms[s].line == lines[s]
    # every start post is shared by the players whose line passes there; one penny each
    assert sum(f.pennies for f in g.farms) == len(g.table.posts)
    centre = (2, 2)
    assert sorted(g.table.posts[centre]) == list(range(n))


def test_settlement_begins_with_the_youngest_player_and_proceeds_clockwise():
    g = game(3)
    order = []
    for _ in range(4):
        s = g.to_act()[0]
        order.append(s)
        g.apply(s, g.legal_actions(s)[0])  # step 1
        g.apply(s, g.legal_actions(s)[0])  # step 2
    assert order == [0, 1, 2, 0]


# ------------------------------------------------------------------ step 1
def test_step_1_a_face_down_card_next_to_or_touching_the_corner_of_one_of_your_cards():
    g = game(2)
    assert sorted((a.x, a.y) for a in g.legal_actions(0)) == sorted(
        [(-1, -1), (0, -1), (1, -1), (-1, 0), (-1, 1), (0, 1), (1, 1)])
    g.apply(0, Place(-1, 1))
    placed = g.events[-1]
    assert placed.kind == "place" and (placed.seat, placed.data["x"], placed.data["y"]) == (0, -1, 1)
    g = game(2)
    for bad in (Place(2, 0), Place(5, 5), Place(1, 0)):  # beside the other player only; far away; taken
        with pytest.raises(IllegalActionError):
            g.apply(0, bad)
    top = g.farms[0].hand[-1]
    g.apply(0, Place(-1, -1))  # corner to corner
    assert g.table.grid[(-1, -1)] == Placed(top, 0, False)
    assert g.table.step == FENCE


def test_h8_no_card_inside_a_property_already_fenced():
    g = game(2)
    g.farms[1].land = frozenset({(1, 0), (1, 1)})
    g.farms[1].settled = True
    assert (1, 1) not in settlement.places(g, 0)


# ------------------------------------------------------------------ step 2
def _first_turn(g, square=(0, 1)):
    g.apply(0, Place(*square))
    return g


def test_step_2_a_minimum_of_two_fence_posts_extending_the_line():
    g = _first_turn(game(2))
    with pytest.raises(IllegalActionError, match="minimum of two"):
        g.apply(0, Fence(0, (1, 0)))
    g.apply(0, Fence(0, (1, 0, 0, 0)))
    assert g.farms[0].line[:2] == [(0, 0), (1, 0)] and g.farms[0].pennies == 5


def test_step_2_new_fence_posts_must_extend_an_existing_line():
    g = _first_turn(game(2))
    with pytest.raises(IllegalActionError, match="next to the end"):
        g.apply(0, Fence(0, (0, 2, 0, 1)))  # not at the end (2, 0)
    with pytest.raises(IllegalActionError, match="cross"):
        g.apply(0, Fence(1, (2, 3, 2, 2)))  # back onto the line


def test_step_2_each_post_is_given_as_two_numbers():
    g = _first_turn(game(2))
    for bad in ((1, 0, 0), (1,), (1, 0) * 201):  # an odd count; far too many
        with pytest.raises(IllegalActionError, match="two numbers"):
            g.apply(0, Fence(0, bad))


def test_step_2_posts_only_at_a_corner_or_the_middle_of_a_side():
    g = _first_turn(game(2))
    with pytest.raises(IllegalActionError, match="never in its middle"):
        g.apply(0, Fence(1, (1, 2, 1, 1)))  # (1, 1) is the centre of square (0, 0)


def test_step_2_fence_posts_may_not_extend_through_empty_space():
    g = game(2)
    g.apply(0, Place(-1, -1))
    with pytest.raises(IllegalActionError, match="empty space"):
        g.apply(0, Fence(1, (2, 3, 2, 4)))  # along square (0, 1), which is empty
    g2 = _first_turn(game(2))  # with a card on (0, 1) the same posts are fine
    g2.apply(0, Fence(1, (2, 3, 2, 4)))


def test_step_2_cards_of_opposing_players_share_fence_posts():
    """Corner posts are shared; where two players' cards meet there is one line of posts (ruling H7)."""
    g = game(2)
    g.apply(0, Place(0, 1))
    g.apply(0, Fence(0, (1, 0, 0, 0)))
    g.apply(1, Place(1, 1))
    g.apply(1, Fence(1, (2, 3, 2, 4)))  # down the side between (0, 1) and (1, 1)
    pennies = g.farms[0].pennies
    g.apply(0, Place(-1, 0))
    g.apply(0, Fence(1, (2, 3, 2, 4)))  # the same posts: shared, no second penny
    assert g.farms[0].pennies == pennies
    assert g.table.posts[(2, 3)] == [1, 0] and g.table.posts[(2, 4)] == [1, 0]
    assert g.events[-1].data["new"] == 0


def test_h8_a_fence_closes_only_around_all_your_cards():
    g = _first_turn(game(2))
    loop_around_first_card = (1, 2, 0, 2, 0, 1, 0, 0, 1, 0, 2, 0)
    with pytest.raises(IllegalActionError, match="outside"):
        g.apply(0, Fence(1, loop_around_first_card))


def test_closing_the_fence_early_sends_the_unused_cards_back_and_longer_extensions_are_allowed():
    g = game(2)
    g.apply(0, Place(-1, 0))
    hand = list(g.farms[0].hand)
    g.apply(0, Fence(1, (1, 2, 0, 2, -1, 2, -2, 2, -2, 1, -2, 0, -1, 0, 0, 0, 1, 0, 2, 0)))
    f = g.farms[0]
    assert f.closed and f.settled and f.land == {(-1, 0), (0, 0)}
    assert f.hand == [] and f.returned == len(hand) == 13
    closed = g.events[-1]  # told, with what went back
    assert closed.kind == "closed" and (closed.seat, closed.data["squares"], closed.data["returned"]) == (0, 2, 13)
    assert g.table.reserve[-13:] == list(reversed(hand)) and set(hand) <= g.table.face_up
    assert g.to_act() == (1,)
    g.apply(1, g.legal_actions(1)[0])
    g.apply(1, g.legal_actions(1)[0])
    assert g.to_act() == (1,)  # Ana's settlement is over


def test_h10_no_square_left_the_cards_go_back_and_the_fence_goes_on():
    g = game(2)
    t = g.table
    for square in [(-1, -1), (0, -1), (1, -1), (-1, 0), (-1, 1), (0, 1), (1, 1)]:
        t.grid[square] = Placed(g.farms[1].hand.pop(), 1)
    settlement.next_turn(g, 1)
    assert g.farms[0].hand == [] and g.farms[0].returned == 14
    assert any(e.kind == "no_room" and e.seat == 0 and e.data["n"] == 14 for e in g.events)
    assert t.step == FENCE and g.to_act() == (0,)
    g.apply(0, Fence(1, (1, 2, 0, 2, 0, 1, 0, 0, 1, 0, 2, 0)))
    assert g.farms[0].land == {(0, 0)}


def test_h10_a_fence_that_cannot_go_on_is_completed_around_the_cards():
    g = game(2)
    t = g.table
    f = g.farms[0]
    t.grid[(-1, -1)] = Placed(f.hand.pop(), 0)
    t.reserve += f.hand
    f.hand = []
    f.line = [(2, 1), (2, 2), (1, 2), (0, 2), (0, 1), (0, 0), (1, 0), (2, 0)]
    settlement.next_turn(g, 1)
    assert f.settled and not f.closed and f.land == {(0, 0), (-1, -1)}
    assert g.events[-1].kind == "completed"


@pytest.mark.parametrize("n", [2, 3, 4])
def test_by_the_end_of_settlement_every_property_is_fenced_around_all_its_cards(n):
    g = settle(game(n, seed=n))
    assert g.table.step == FLIP
    for s, f in enumerate(g.farms):
        assert f.settled and set(g.table.owned(s)) <= f.land
    g.check_invariants()


# ------------------------------------------------------------------ the house
def _house_position(cards: int):
    g = position(2)
    put(g, 1, (4, 0), "Clover", face_up=False)
    for square in sorted(g.farms[0].land)[:cards]:
        put(g, 0, square, g.card_of[g.table.reserve[0]].name, face_up=False)
    house.begin(g)
    return g


def test_the_house_is_placed_in_one_of_the_empty_squares_of_the_property():
    g = _house_position(15)
    empty = sorted(set(g.farms[0].land) - set(g.table.grid))
    assert [(a.x, a.y) for a in g.legal_actions(0)] == empty
    g.apply(0, PlaceHouse(*empty[0]))
    assert g.farms[0].house == empty[0] and g.table.grid[empty[0]].card == g.house_of[0]
    assert g.to_act() == (1,) and g.table.step == HOUSE


def test_no_spot_for_the_house_a_card_is_discarded_unseen_face_down_at_the_bottom():
    g = _house_position(16)
    assert len(g.legal_actions(0)) == 16
    card = g.table.grid[(0, 0)].card
    g.apply(0, PlaceHouse(0, 0))
    assert g.table.reserve[-1] == card and card not in g.table.face_up
    assert g.table.grid[(0, 0)].card == g.house_of[0]
    with pytest.raises(IllegalActionError):
        g.apply(1, PlaceHouse(7, 7))  # not in Ben's property


def test_play_begins_with_the_youngest_player_once_every_house_is_placed():
    g = settle(game(3, seed=5))
    assert g.table.step == FLIP and g.to_act() == (0,)
    assert all(f.house is not None for f in g.farms)


def test_placing_a_card_in_settlement_is_refused_outside_its_step():
    g = game(2)
    with pytest.raises(IllegalActionError):
        g.apply(0, Fence(0, (1, 0, 0, 0)))  # step 1 comes first
    assert g.table.step == PLACE and block(0, 0, 1, 1) == {(0, 0)}


def test_the_squares_kept_around_each_players_cards_are_those_around_its_cards():
    """``Farm.around`` (kept as cards are placed) is, at every step of the settlement phase, the set of
    squares beside or corner to corner with the player's cards on the table, so ``places`` and
    ``can_place`` read the same as from the table; with random and heuristic players, 2-4 players."""
    import random

    from farmlab.homesteader.bots import HeuristicBot, RandomBot
    from farmlab.homesteader.grid import neighbours

    checked = 0
    for seed in range(30):
        n = 2 + seed % 3
        g = game(n, seed, deal=15 + seed % 7)
        rng = random.Random(seed)
        bots = [HeuristicBot(seed) if rng.random() < 0.5 else RandomBot(seed + s) for s in range(n)]
        while g.table.step in (PLACE, FENCE):
            for seat, f in enumerate(g.farms):
                if not f.settled:
                    grid = g.table.grid
                    assert f.around == {q for s, p in grid.items() if p.owner == seat for q in neighbours(s)}
                    checked += 1
            s = g.to_act()[0]
            g.apply(s, bots[s].choose(g, s))
    assert checked > 1000


# ------------------------------------------------------------------ step 2: closing, and the extensions offered
def test_h8_closing_from_the_lines_first_post_encloses_the_cards_and_every_post_stands_once():
    g = _first_turn(game(2))  # Ana's cards on (0, 0) and (0, 1); her line runs (2, 0) .. (2, 2)
    round_both = (1, 0, 0, 0, 0, 1, 0, 2, 0, 3, 0, 4, 1, 4, 2, 4, 2, 3, 2, 2)  # back to its last post
    g.apply(0, Fence(0, round_both))
    f = g.farms[0]
    assert f.closed and f.land == {(0, 0), (0, 1)}
    loop = [(2, 3), (2, 4), (1, 4), (0, 4), (0, 3), (0, 2), (0, 1), (0, 0), (1, 0), (2, 0), (2, 1), (2, 2)]
    assert len(f.line) == len(set(f.line)) == 12 and set(f.line) == set(loop)
    assert all(g.table.posts[p].count(0) == 1 for p in loop)
    posts = next(e for e in g.events if e.kind == "posts" and e.seat == 0)
    assert len(posts.data["posts"]) == 2 * 9 and posts.data["new"] == 9  # the closing post was there already
    assert f.pennies == 3 + 9


def test_h8_a_fence_closed_from_its_last_post_encloses_every_square_inside_it():
    """A line that last ended half way down a side, closed from that end: the squares inside are all of
    the player's cards (the fence is the line with the new posts after its last post)."""
    g = _first_turn(game(2))
    g.apply(0, Fence(0, (1, 0, 0, 0)))
    g.apply(1, Place(2, 0))
    g.apply(1, Fence(0, (3, 0, 4, 0)))
    g.apply(0, Place(0, 2))
    g.apply(0, Fence(1, (2, 3, 2, 4, 2, 5)))  # the line now ends at (2, 5), half way down a side
    g.apply(1, Place(3, 0))
    g.apply(1, Fence(0, (5, 0, 6, 0)))
    g.apply(0, Place(-1, 2))
    g.apply(0, Fence(1, (2, 6, 1, 6, 0, 6, -1, 6, -2, 6, -2, 5, -2, 4, -1, 4, 0, 4, 0, 3, 0, 2, 0, 1, 0, 0)))
    f = g.farms[0]
    assert f.closed and f.land == {(0, 0), (0, 1), (0, 2), (-1, 2)}


def test_step_2_new_posts_may_not_run_over_the_posts_placed_the_same_turn():
    g = _first_turn(game(2))
    with pytest.raises(IllegalActionError, match="cross"):
        g.apply(0, Fence(1, (2, 3, 2, 4, 2, 3)))


def test_step_2_the_extensions_offered_are_two_posts_from_either_end_along_your_cards():
    g = _first_turn(game(2))
    assert set(g.legal_actions(0)) == {Fence(0, (1, 0, 0, 0)), Fence(1, (2, 3, 2, 4)), Fence(1, (1, 2, 0, 2))}


def test_step_2_an_extension_may_take_the_posts_another_extension_from_the_other_end_would():
    g = game(2)
    g.farms[0].line = [(2, 2), (1, 2), (0, 2), (0, 1), (0, 0), (1, 0)]  # a gap of three half sides
    assert fences.begin_step_2(g, 0)
    assert set(g.legal_actions(0)) == {Fence(0, (2, 1, 2, 0)), Fence(1, (2, 0, 2, 1))}


def test_step_2_closing_the_fence_with_one_post_is_offered_at_either_end():
    g = game(2)
    f = g.farms[0]
    f.line = [(2, 1), (2, 2), (1, 2), (0, 2), (0, 1), (0, 0), (1, 0), (2, 0)]  # round card (0, 0) but one piece
    assert fences.begin_step_2(g, 0)
    assert set(g.legal_actions(0)) == {Fence(0, (2, 0)), Fence(1, (2, 1))}
    hand = len(f.hand)
    g.apply(0, Fence(1, (2, 1)))
    assert f.closed and f.land == {(0, 0)} and f.returned == hand


def test_step_2_longer_extensions_never_cross_themselves():
    g = _first_turn(game(2))
    three = fences.extensions(g, 0, 3)
    assert (1, ((2, 3), (2, 4), (1, 4))) in three
    for end, path in three:
        assert len(set(path)) == len(path) and not set(path) & set(g.farms[0].line[1:-1])
        fences.check(g, 0, end, list(path))


def test_the_house_placed_is_told_with_its_square():
    g = position(2)
    put(g, 0, (1, 2), "Lavender", face_up=False)
    put(g, 1, (5, 1), "Clover", face_up=False)
    house.begin(g)
    g.apply(0, PlaceHouse(0, 1))
    told = g.events[-1]
    assert told.kind == "house" and (told.seat, told.data["x"], told.data["y"]) == (0, 0, 1)
    assert g.farms[0].house == (0, 1) and g.to_act() == (1,)


def test_no_spot_for_the_house_the_card_discarded_to_make_room_is_told():
    g = _house_position(16)
    g.apply(0, PlaceHouse(1, 2))
    discarded, housed = g.events[-2:]
    assert discarded.kind == "house_discard" and (discarded.seat, discarded.data["x"], discarded.data["y"]) == (0, 1, 2)
    assert housed.kind == "house" and (housed.data["x"], housed.data["y"]) == (1, 2)
