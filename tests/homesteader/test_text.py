"""Homesteader in words: every kind of change of the game is told as an event, and the log reads as
sentences for the teacher and for a seat. (That each event carries its kind's fields is the
conformance test's, for every game.)"""

from __future__ import annotations

from farmlab.core.simulate import play
from farmlab.homesteader.bots import HeuristicBot, RandomBot
from farmlab.homesteader.game import Homesteader


def test_the_deal_and_the_log_in_play():
    """In 30 games (2-4 players, random and heuristic bots): the deal told seat by seat with the
    reserve left, and the teacher's and a seat's log read as whole sentences. (That every kind of
    event happens in play is the conformance test's, for every game.)"""
    for seed in range(30):
        n = 2 + seed % 3
        g = play(Homesteader(n, seed), [(HeuristicBot if (seed + s) % 2 else RandomBot)(s) for s in range(n)])
        dealt = [e for e in g.events if e.kind == "deal"]  # 15 cards each by default, the rest the reserve
        assert [e.seat for e in dealt] == list(range(n)) and all(e.data["n"] == 15 for e in dealt)
        assert dealt[-1].data["reserve"] == 62 - 15 * n
        for viewer in (None, 0):  # the teacher's log and a seat's read as whole sentences
            for line in g.log(viewer)[-20:]:
                assert line.endswith(").") and "{" not in line, line
