"""Homesteader as a whole game: who may play, and the game's flow across its phases."""

from __future__ import annotations

import pytest

from farmlab.core.errors import OptionError
from farmlab.homesteader.bots import HeuristicBot
from farmlab.homesteader.game import Homesteader

from .helpers import game, play_to_end, settle


@pytest.mark.parametrize("players", [1, 5])
def test_a_game_for_2_to_4_players(players):
    with pytest.raises(OptionError, match="2 to 4"):
        Homesteader(players, 0)
    for n in (2, 3, 4):
        assert Homesteader(n, 0).n == n


def test_a_seat_not_asked_has_no_legal_action_and_its_move_is_refused():
    from farmlab.core.errors import NotYourTurnError
    from farmlab.homesteader.actions import Place

    g = Homesteader(2, 0)
    before = g.fingerprint()
    assert g.to_act() == (0,) and g.legal_actions(1) == []
    with pytest.raises(NotYourTurnError):
        g.apply(1, Place(2, 1))
    assert g.fingerprint() == before


def _played(moves=None):
    """A 3-player game of heuristic bots (tests/homesteader/helpers), played to the end, or settled and
    then ``moves`` moves into its play phase."""
    g = settle(game(3))
    if moves is None:
        return play_to_end(g)
    bots = [HeuristicBot(s) for s in range(3)]
    for _ in range(moves):
        s = g.to_act()[0]
        g.apply(s, bots[s].choose(g, s))
    return g


def test_the_statistics_of_a_game_for_the_what_if_lab():
    g = _played()
    stats = g.stats()
    assert stats["property"] == [len(f.land) for f in g.farms] and min(stats["property"]) >= 1
    assert stats["pennies_for_fences"] == [f.pennies for f in g.farms] and min(stats["pennies_for_fences"]) >= 2
    for key in ("returned", "lost", "transplants", "closed_by_hand"):
        assert len(stats[key]) == 3


def test_a_copy_plays_on_without_changing_the_game_it_was_copied_from():
    from farmlab.core.simulate import play
    from farmlab.homesteader.bots import RandomBot

    for g in (game(3), _played(moves=10)):  # in the settlement, and in the play phase
        before = g.fingerprint()
        c = g.copy()
        assert c.fingerprint() == before and c.scores() == g.scores()
        play(c, [RandomBot(s) for s in range(3)])
        assert c.over and not g.over and g.fingerprint() == before
        assert play(g, [RandomBot(s) for s in range(3)]).over


def test_debug_mode_catches_a_card_lost_or_doubled_and_properties_that_overlap():
    g = _played(moves=10)
    g.check_invariants()
    lost = g.copy()
    lost.table.reserve.pop()
    with pytest.raises(AssertionError, match="lost or doubled"):
        lost.check_invariants()
    overlap = g.copy()
    overlap.farms[1].land = overlap.farms[1].land | {next(iter(overlap.farms[0].land))}
    with pytest.raises(AssertionError, match="overlap"):
        overlap.check_invariants()


def test_shuffle_unseen_deals_anew_only_what_nobody_may_look_at():
    """"Players must not look at cards": the hands, the face-down cards on the table and the face-down
    reserve are dealt anew; every face-up card stays where it is, and what a seat sees is unchanged."""
    import random

    g = _played(moves=10)
    t = g.table
    seen = g.view(0)
    up = {sq: p.card for sq, p in t.grid.items() if p.face_up}
    down = sorted([p.card for p in t.grid.values() if not p.face_up] + [c for f in g.farms for c in f.hand]
                  + [c for c in t.reserve if c not in t.face_up])
    placed = {sq: p.card for sq, p in t.grid.items() if not p.face_up}
    g.shuffle_unseen(0, random.Random(1))
    g.check_invariants()
    assert g.view(0) == seen and {sq: p.card for sq, p in t.grid.items() if p.face_up} == up
    assert sorted([p.card for p in t.grid.values() if not p.face_up] + [c for f in g.farms for c in f.hand]
                  + [c for c in t.reserve if c not in t.face_up]) == down
    assert {sq: p.card for sq, p in t.grid.items() if not p.face_up} != placed
