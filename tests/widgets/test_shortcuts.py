"""Fewer clicks where the rules leave no choice: Community Farm's "House all" and "Decline all".

``forced_sequence(game, seat)`` (the engine's view) is checked against a brute force
over every order and stable the rules allow: it offers the moves exactly when every
way of housing the received cards ends in the same farm. The board plays a shortcut
through the game's public ``apply``, one move at a time, so the log and a replay are
the same as when the moves are clicked one by one.
"""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

from farmlab import make_bot  # noqa: E402
from farmlab.community_farm import CommunityFarm, HouseReceived  # noqa: E402
from farmlab.community_farm.state import HOUSE_RECEIVED, TRADE  # noqa: E402
from farmlab.community_farm.view import forced_sequence  # noqa: E402
from farmlab.widgets import Board, find_widgets  # noqa: E402


def step3_positions(seeds: range, min_cards: int = 2):
    """(game copy, seat) for every seat with ``min_cards`` or more received cards to house, in bot games."""
    for seed in seeds:
        g = CommunityFarm(4, seed)
        bots = [make_bot(g, "heuristic", seed * 10 + i) for i in range(4)]
        while not g.over:
            if g.table.step == HOUSE_RECEIVED:
                for s in g.to_act():
                    if len(g.farms[s].received) >= min_cards:
                        yield g.copy(), s
            s = g.to_act()[0]
            g.apply(s, bots[s].choose(g, s))


def endings(g: CommunityFarm, seat: int) -> set:
    """Every farm the rules allow ``seat`` to end step 3 with by housing alone (None: stuck, a sale is needed)."""
    farm = g.farms[seat]
    if not farm.received:
        return {(tuple(farm.kinds), tuple(farm.counts))}
    moves = [a for a in g.legal_actions(seat) if isinstance(a, HouseReceived)]
    if not moves:
        return {None}
    out: set = set()
    for a in moves:
        h = g.copy()
        h.apply(seat, a)
        out |= endings(h, seat) if h.table.step == HOUSE_RECEIVED and h.farms[seat].received else \
            {(tuple(h.farms[seat].kinds), tuple(h.farms[seat].counts))}
    return out


def test_forced_sequence_exactly_when_every_way_ends_the_same():
    forced = free = 0
    for g, seat in step3_positions(range(6)):
        if len(g.farms[seat].received) > 4:
            continue  # the brute force grows fast; 2-4 cards are the common case
        seq = forced_sequence(g, seat)
        ends = endings(g, seat)
        one_way = len(ends) == 1 and None not in ends
        assert bool(seq) == one_way, (g.farms[seat], seq, ends)
        if seq:
            forced += 1
            h = g.copy()
            for a in seq:  # each move legal in turn, and together they house every card
                assert h.is_legal(seat, a)
                h.apply(seat, a)
            assert (tuple(h.farms[seat].kinds), tuple(h.farms[seat].counts)) in ends
            assert g.farms[seat].received, "the view left the game as it was"
        else:
            free += 1
    assert forced >= 5 and free >= 5, (forced, free)


def test_forced_sequence_is_empty_outside_step_3_and_for_one_card():
    g = CommunityFarm(4, 3)
    assert all(forced_sequence(g, s) == [] for s in range(4))  # step 1
    for h, seat in step3_positions(range(3), min_cards=1):
        if len(h.farms[seat].received) == 1:
            assert forced_sequence(h, seat) == []  # one card: its own button is one click already
            break
    else:  # pragma: no cover
        pytest.fail("no position with one received card")


def _human_at_forced_step3(seed_range: range) -> Board:
    """A board whose person (seat 0) must house two or more received cards with no choice."""
    for seed in seed_range:
        board = Board("community_farm", ["human", "heuristic", "heuristic", "heuristic"], seed=seed, bot_pace=0)
        bots = {0: make_bot(board.game, "heuristic", 99)}
        for _ in range(400):
            g = board.game
            if g.over:
                break
            if 0 in g.to_act() and forced_sequence(g, 0):
                return board
            if 0 in g.to_act():
                board.act(0, bots[0].choose(g, 0))
            else:
                board.play_bots()
    pytest.fail("no forced step 3 for the person in these deals")


def test_house_all_is_one_click_and_the_log_and_replay_are_unchanged():
    board = _human_at_forced_step3(range(1, 40))
    g = board.game
    seq = forced_sequence(g, 0)
    [button] = [b for b in find_widgets(board, "fl-house-all", visible_only=True)]
    assert button.description == f"House all {len(seq)} cards" and "fl-action" in button._dom_classes
    assert button in board.controls
    by_hand = g.copy()
    n = len(g.history)
    button.click()
    assert board.error == ""
    assert board.game.history[n:n + len(seq)] == [(0, a) for a in seq]  # the same moves, one at a time
    for a in seq:
        by_hand.apply(0, a)
    # what followed (the bots' moves) aside, the log holds the same lines as when clicked one by one
    assert board.game.log(None)[:len(by_hand.events)] == by_hand.log(None)
    assert board.game.replay().fingerprint() == board.game.fingerprint()
    assert not board.game.farms[0].received


def _offer_to_person(seed_range: range) -> Board:
    for seed in seed_range:
        board = Board("community_farm", ["human", "heuristic", "heuristic"], seed=seed, bot_pace=0)
        me = make_bot(board.game, "heuristic", 5)
        for _ in range(600):
            g = board.game
            if g.over:
                break
            off = g.table.offer
            if g.table.step == TRADE and off is not None and off.offer.to == 0 and g.table.active != 0:
                return board
            if 0 in g.to_act():
                board.act(0, me.choose(g, 0))
            else:
                board.play_bots()
    pytest.fail("no computer player offered the person anything in these deals")


def test_decline_all_declines_every_offer_of_this_turn_and_then_stops():
    board = _offer_to_person(range(1, 60))
    g = board.game
    turn = g.table.turn
    [button] = find_widgets(board, "fl-decline-all", visible_only=True)
    n = len(g.history)
    button.click()
    g = board.game
    assert board.error == ""
    mine = [a for s, a in g.history[n:] if s == 0]
    # every move made for the person after the click is a Decline (the first is this offer's)
    assert mine and all(type(a).__name__ == "Decline" for a in mine)
    assert g.replay().fingerprint() == g.fingerprint()
    # the board waits for the person again only once no offer of that turn is open to them
    off = g.table.offer
    assert g.over or not (g.table.turn == turn and off is not None and off.offer.to == 0)


def test_decline_all_is_gone_when_the_turn_ends():
    board = _offer_to_person(range(1, 60))
    button = find_widgets(board, "fl-decline-all", visible_only=True)[0]
    turn = board.game.table.turn
    button.click()
    me = make_bot(board.game, "heuristic", 6)
    for _ in range(400):  # play on until a later turn offers the person something
        g = board.game
        if g.over:
            return
        off = g.table.offer
        if g.table.turn != turn and off is not None and off.offer.to == 0:
            assert 0 in g.to_act() and board._standing_move(0) is None  # the person answers it
            assert find_widgets(board, "fl-decline-all", visible_only=True)
            return
        if 0 in g.to_act():
            board.act(0, me.choose(g, 0))
        else:
            board.play_bots()
    pytest.fail("no later offer to the person")
