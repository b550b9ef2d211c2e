"""The table the heuristic keeps for the play phase (``bots/near.py``, a fast path caught up from the
squares the moves name) equals one built afresh at every play-phase decision of many games, with 2-4
players, with and without the zone rule and other deals; :class:`Values` built with it holds the same
cards and values as the reference, and the flip choice equals ``flip_reference``."""

from __future__ import annotations

import copy

from farmlab.homesteader.bots.heuristic import HeuristicBot
from farmlab.homesteader.bots.near import Near
from farmlab.homesteader.bots.values import Values
from farmlab.homesteader.game import Homesteader
from farmlab.homesteader.rules.play import flips, transplants

from .helpers import heuristic_decisions


def test_the_kept_table_equals_a_fresh_one() -> None:
    checked = 0
    for g, bot, seat in heuristic_decisions(24, deal_span=16):
        step = g.table.step
        if step in ("flip", "act"):
            near = Near.of(g)
            assert near.around == Near(g).around
            assert near.flips(g, seat) == flips(g, seat)
            assert near.transplants(g, seat) == transplants(g, seat)
            fast, plain = Values(g, seat, near), Values(g, seat)
            assert fast.mine == plain.mine
            for a, b in transplants(g, seat):
                assert fast.transplant_gain(a, b) == plain.transplant_gain(a, b)
                assert fast.transplant_at_most(a, b) == plain.transplant_at_most(a, b)
            checked += 1
            if step == "flip":
                twin = copy.deepcopy(bot)  # the same random draws for the reference
                action = bot.flip(g, seat)
                assert action == twin.flip_reference(g, seat)
                assert bot.rng.getstate() == twin.rng.getstate()
                g.apply(seat, action)
                continue
        g.apply(seat, bot.choose(g, seat))
    assert checked > 1000


def test_the_table_starts_again_on_another_game() -> None:
    g = Homesteader(3, 4)
    bots = [HeuristicBot(i) for i in range(3)]
    while g.table.step != "act":
        seat = g.to_act()[0]
        g.apply(seat, bots[seat].choose(g, seat))
    near = Near.of(g)
    other = g.copy()
    assert Near.of(other) is not near
    assert Near.of(other).around == Near(other).around
    for _ in range(20):  # the first game goes on: its table is built again, then caught up
        seat = g.to_act()[0]
        g.apply(seat, bots[seat].choose(g, seat))
        assert Near.of(g).around == Near(g).around
