"""The rules' yes/no questions that stop at the first answer agree with the full lists they stand for."""

from __future__ import annotations

from farmlab.core.registry import make_bot
from farmlab.homesteader.game import Homesteader
from farmlab.homesteader.rules.fences import can_extend, extensions
from farmlab.homesteader.rules.settlement import can_place, places


def test_can_place_and_can_extend_answer_as_the_lists_do() -> None:
    asked = 0
    for seed in range(16):
        n = 2 + seed % 3
        g = Homesteader(n, seed)
        bots = [make_bot(Homesteader, "heuristic" if (seed + i) % 2 else "random", seed + i) for i in range(n)]
        while not g.over and g.table.step in ("place", "fence"):
            for seat in range(n):
                assert can_place(g, seat) == bool(places(g, seat))
                assert can_extend(g, seat) == bool(extensions(g, seat, 1))
                asked += 1
            seat = g.to_act()[0]
            g.apply(seat, bots[seat].choose(g, seat))
    assert asked > 1000
