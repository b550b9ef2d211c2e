"""The heuristic homesteader (``bots/heuristic.py``, its plan ``bots/plan.py``): its every action is legal
(it is trusted), it settles the block it plans, and each of its play choices does what its docstring says."""

from __future__ import annotations

import random

import pytest

from farmlab.homesteader.actions import Aim, Discard, EndTurn, Flip, PlantSwap, Remove, Transplant
from farmlab.homesteader.bots import HeuristicBot, RandomBot
from farmlab.homesteader.bots.plan import Plan, block, ring_of
from farmlab.homesteader.game import Homesteader
from farmlab.homesteader.grid import outline
from farmlab.homesteader.rules.settlement import START_LINES, START_SQUARES
from farmlab.homesteader.state import ACT, AIM, LOSE, Placed

from .helpers import begin, block as square_block, game, on_top, position, put


def test_the_trusted_bots_only_ever_choose_legal_actions() -> None:
    """Simulations skip the re-check of the heuristic's and the random bot's moves (``Bot.trusted``):
    here every move they choose goes through ``apply`` in debug mode, in mixed games and games of
    random bots only, with every option."""
    rng = random.Random(5)
    assert HeuristicBot(0).is_trusted() and RandomBot(0).is_trusted()
    for game_no in range(64):
        n = 2 + game_no % 3
        share = 0.7 if game_no < 40 else 1.0 if game_no < 52 else 0.0  # then heuristic only, then random only
        bots = [HeuristicBot(rng.getrandbits(32)) if rng.random() < share else RandomBot(rng.getrandbits(32))
                for _ in range(n)]
        g = Homesteader(n, rng.getrandbits(32), debug=True, zones=game_no % 2 == 1, deal=15 + game_no % 16)
        while not g.over:
            seat = g.to_act()[0]
            g.apply(seat, bots[seat].choose(g, seat))  # raises if illegal


# ------------------------------------------------------------------ the plan
@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("deal", [15, 16, 20, 24, 30])
def test_the_plan_is_a_block_in_the_seats_own_quarter_with_its_voids_inside(n, deal):
    blocks = []
    for seat in range(n):
        squares, voids = block(n, seat, deal)
        region = set(squares)
        assert START_SQUARES[n][seat] in region and len(region) == len(squares) >= deal + 1
        assert len(voids) == len(region) - deal >= 1
        rim = {s for piece in outline(region) for s in _inner(piece, region)}
        assert not rim & set(voids), "a void on the rim: the fence could not run along a card there"
        ring = ring_of(region)
        assert len(ring) == len(outline(region)) and all(p in ring for p in START_LINES[n][seat])
        blocks.append(region)
    for i, a in enumerate(blocks):
        for b in blocks[i + 1:]:
            assert not a & b


def _inner(piece, region):
    from farmlab.homesteader.grid import squares_beside

    return [s for s in squares_beside(*piece) if s in region]


def test_the_plan_places_the_rim_first_from_both_ends_of_the_fence_then_the_inside():
    """Each card of the order lies beside or corner to corner with one placed before it, the rim comes
    before the inside, and the first two cards continue the start line's two ends."""
    plan = Plan(4, 0, 15, list(START_LINES[4][0]))  # seat 0 of four grows up and to the left of (0, 0)
    assert plan.region == square_block(-3, -4, 4, 5)  # 15 cards, the house and 4 voids more
    assert plan.order[:2] == [(0, -1), (-1, 0)]
    placed = {START_SQUARES[4][0]}
    for s in plan.order:
        assert any(abs(s[0] - x) <= 1 and abs(s[1] - y) <= 1 for x, y in placed)
        placed.add(s)
    inside = [s for s in plan.order if -3 < s[0] < 0 and -4 < s[1] < 0]
    assert plan.order[-len(inside):] == inside and len(plan.order) == 14 and plan.voids[0] not in plan.order


@pytest.mark.parametrize("n", [2, 3, 4])
def test_heuristic_players_settle_their_planned_blocks_and_close_them_with_their_last_card(n):
    """"Block-shaped properties ... with empty space in the middle": with 15 cards each, every property
    is the planned block (4 x 5 squares, 5 of them empty), fenced by its owner (no card sent back),
    the house on its most central void."""
    for seed in range(3):
        g = game(n, seed=seed)
        bots = [HeuristicBot(s) for s in range(n)]
        while g.table.step in ("place", "fence", "house"):
            s = g.to_act()[0]
            g.apply(s, bots[s].choose(g, s))
        for seat, f in enumerate(g.farms):
            squares, voids = block(n, seat, 15)
            assert f.land == frozenset(squares) and f.closed and f.returned == 0 and f.house == voids[0]
            assert len(squares) == 20 and sum(1 for s in f.land if s not in g.table.grid) == 4


def test_a_square_another_player_takes_leaves_the_plan_and_the_card_goes_elsewhere():
    g = game(4, seed=1)
    bot = HeuristicBot(0)
    plan = bot.seat(g, 0).plan
    target = plan.order[0]
    g.table.grid[target] = Placed(g.farms[1].hand.pop(), 1)  # another player's card on the plan's first square
    action = bot.choose(g, 0)
    assert (action.x, action.y) != target and target not in plan.region
    g.apply(0, action)


# ------------------------------------------------------------------ play
def _act(g, seat=0):
    """``seat``'s turn: its face-down card on (3, 0) is turned over (a Lavender: nothing to swap away)."""
    put(g, seat, (3, 0), "Lavender", face_up=False)
    begin(g, seat)
    g.apply(seat, Flip(3, 0))
    assert g.table.step == ACT


def test_it_transplants_a_card_whose_inputs_are_unmet_to_the_empty_square_that_meets_them_all():
    g = position(2)
    put(g, 0, (0, 0), "House")
    put(g, 1, (7, 3), "House")
    put(g, 0, (0, 1), "Pond")       # water
    put(g, 0, (1, 0), "Clover")     # nitrogen, groundcover, pollinators
    put(g, 0, (3, 3), "Blueberry")  # needs water, pollinators, nitrogen and a groundcover: none here
    put(g, 1, (5, 1), "Oak Tree", face_up=False)
    _act(g)
    assert HeuristicBot(0).choose(g, 0) == Transplant(3, 3, 1, 1)


def test_it_keeps_a_card_whose_inputs_are_all_met():
    g = position(2)
    put(g, 0, (0, 0), "House")
    put(g, 1, (7, 3), "House")
    put(g, 0, (0, 1), "Pond")
    put(g, 0, (2, 2), "Elderberry")  # needs water: from the Rain Barrel beside it
    put(g, 0, (2, 1), "Rain Barrel")
    put(g, 1, (5, 1), "Oak Tree", face_up=False)
    _act(g)
    assert HeuristicBot(0).choose(g, 0) == EndTurn()


def test_it_swaps_the_card_just_turned_over_when_it_gets_none_of_its_many_needs():
    g = position(2)
    put(g, 0, (0, 0), "House")
    put(g, 1, (7, 3), "House")
    put(g, 0, (3, 3), "Blueberry", face_up=False)  # four inputs, no water given, nothing face up around
    put(g, 1, (5, 1), "Oak Tree", face_up=False)
    on_top(g, "Lavender")
    begin(g, 0)
    g.apply(0, Flip(3, 3))
    assert HeuristicBot(0).choose(g, 0) == Discard()


def test_it_keeps_a_card_just_turned_over_that_needs_one_thing_only_or_gets_one_of_its_needs():
    for neighbour, kept in ((None, False), ("Strawberry", True)):
        g = position(2)
        put(g, 0, (0, 0), "House")
        put(g, 1, (7, 3), "House")
        put(g, 0, (3, 3), "Chicken Coop", face_up=False)  # needs food and water
        if neighbour:
            put(g, 0, (3, 2), neighbour)  # gives food
        put(g, 1, (5, 1), "Oak Tree", face_up=False)
        begin(g, 0)
        g.apply(0, Flip(3, 3))
        assert (HeuristicBot(0).choose(g, 0) != Discard()) == kept
    g = position(2)
    put(g, 0, (0, 0), "House")
    put(g, 1, (7, 3), "House")
    put(g, 0, (3, 2), "Sweet Potato", face_up=False)  # one need only (water), not met: kept
    put(g, 1, (5, 1), "Oak Tree", face_up=False)
    begin(g, 0)
    g.apply(0, Flip(3, 2))
    assert HeuristicBot(0).choose(g, 0) == EndTurn()


def test_once_its_cards_are_face_up_it_swaps_for_a_plant_worth_much_more_on_one_of_its_squares():
    g = position(2)
    put(g, 0, (0, 0), "House")
    put(g, 1, (7, 3), "House")
    put(g, 0, (0, 1), "Pond")
    put(g, 0, (1, 0), "Clover")
    put(g, 0, (1, 1), "Lavender")   # one penny; a Blueberry there would meet all four inputs: five
    put(g, 1, (6, 2), "Blueberry")  # the other player's, alone
    put(g, 1, (5, 1), "Oak Tree", face_up=False)
    begin(g, 0)
    assert g.table.step == ACT
    bot = HeuristicBot(0)
    assert bot.choose(g, 0) == PlantSwap(1, 6, 2, 1, 1)
    assert bot.choose(g, 0) == EndTurn()  # the swap is weighed once a game


def _disaster(g, name):
    put(g, 0, (3, 3), name, face_up=False)
    begin(g, 0)
    g.apply(0, Flip(3, 3))
    assert g.table.step == AIM


def test_a_tornado_is_aimed_at_the_leading_opponent_who_has_a_tree():
    g = position(4)
    for seat, square in enumerate([(0, 0), (4, 0), (0, 4), (4, 4)]):
        put(g, seat, square, "House")
    put(g, 1, (5, 1), "Oak Tree")
    put(g, 2, (1, 5), "Apple Tree")
    put(g, 3, (5, 5), "Lavender")  # the leader, but nothing a tornado takes
    g.farms[1].score, g.farms[2].score, g.farms[3].score = 3, 5, 9
    _disaster(g, "Tornado")
    assert HeuristicBot(0).choose(g, 0) == Aim(2)


def test_aphids_are_not_aimed_at_a_player_whom_ladybugs_protect():
    g = position(3)
    for seat, square in enumerate([(0, 0), (4, 0), (0, 4)]):
        put(g, seat, square, "House")
    put(g, 1, (5, 1), "Oak Tree")
    put(g, 1, (6, 1), "Ladybugs")
    put(g, 2, (1, 5), "Lavender")
    g.farms[1].score, g.farms[2].score = 9, 2
    _disaster(g, "Aphids")
    assert HeuristicBot(0).choose(g, 0) == Aim(2)


def test_as_the_target_it_loses_the_card_that_costs_it_least():
    g = position(2)
    put(g, 0, (0, 0), "House")
    put(g, 1, (7, 3), "House")
    put(g, 1, (5, 0), "Oak Tree")        # a tree of the other player's: the tornado is aimed there
    put(g, 1, (5, 1), "Pond")            # water for the Elderberry
    put(g, 1, (6, 1), "Elderberry")      # three pennies (its water met)
    put(g, 1, (6, 3), "Black Walnut")    # a tree giving only food and trellis: nobody of its needs it
    _disaster(g, "Tornado")
    g.apply(0, Aim(1))
    assert g.table.step == LOSE
    assert HeuristicBot(1).choose(g, 1) in (Remove(5, 0), Remove(6, 3))  # a tree, not worth more than one penny
    put(g, 1, (4, 0), "Grape Vine")      # climbs the oak: losing it now costs the vine's pennies too
    assert HeuristicBot(1).choose(g, 1) == Remove(6, 3)
