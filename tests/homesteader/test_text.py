"""Homesteader in words: every change of the game is told as an event with the data its
sentence names, and the whole game reads as sentences citing the rule sections."""

from __future__ import annotations

from farmlab.core.events import kinds_table
from farmlab.core.simulate import play
from farmlab.homesteader.bots import HeuristicBot, RandomBot
from farmlab.homesteader.game import Homesteader

KINDS = kinds_table(Homesteader.EVENTS)


def test_every_kind_of_change_is_told_in_play():
    """Every event kind is told in 30 games (2-4 players, random and heuristic bots); the rare ones
    in their rule tests: a fence closed early (test_closing_the_fence_early_sends_the_unused_cards_back_
    and_longer_extensions_are_allowed), no square left (test_h10_no_square_left_the_cards_go_back_and_
    the_fence_goes_on) and Aphids kept off by Ladybugs (test_play.py)."""
    seen = set()
    for seed in range(30):
        n = 2 + seed % 3
        g = play(Homesteader(n, seed), [(HeuristicBot if (seed + s) % 2 else RandomBot)(s) for s in range(n)])
        for e in g.events:
            seen.add(e.kind)
            assert set(e.data) == set(KINDS[e.kind].fields), e.kind
        dealt = [e for e in g.events if e.kind == "deal"]
        assert [e.seat for e in dealt] == list(range(n)) and all(e.data["n"] == 15 for e in dealt)
        assert dealt[-1].data["reserve"] == 62 - 15 * n
        for viewer in (None, 0):
            for line in g.log(viewer)[-20:]:
                assert line.endswith(").") and "{" not in line, line
    assert seen == set(KINDS) - {"closed", "no_room", "protected"}
