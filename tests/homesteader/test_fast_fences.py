"""The fast path of the fence options (``fast_fences.py``: the two-post steps read from a table) gives
the same extensions, in the same order, as the rule's own growing of them (``fences.extensions``)."""

from __future__ import annotations

import pytest

from farmlab.core.registry import make_bot
from farmlab.homesteader import fast_fences
from farmlab.homesteader.game import Homesteader
from farmlab.homesteader.rules import fences
from farmlab.homesteader.state import FENCE, PLACE


@pytest.mark.parametrize("kind", ["random", "heuristic"])
def test_the_two_post_extensions_are_the_rules_at_every_fence_step(kind: str) -> None:
    """At every fence step and after every card placed in the settlement of many games (2-4 players,
    deals of 15 to 24 cards), for every player still fencing."""
    steps = 0
    for seed in range(30):
        n = 2 + seed % 3
        g = Homesteader(n, seed, deal=15 + seed % 10)
        bots = [make_bot(Homesteader, kind, seed * 10 + i) for i in range(n)]
        while g.table.step in (PLACE, FENCE):
            for seat in range(n):
                if not g.farms[seat].settled:
                    assert fast_fences.two_post_extensions(g, seat) == fences.extensions(g, seat, 2)
                    steps += 1
            seat = g.to_act()[0]
            g.apply(seat, bots[seat].choose(g, seat))
    assert steps > 1000


def test_the_fast_path_is_used_only_for_two_posts_a_turn() -> None:
    """A variant asking three posts a turn is offered the rule's own extensions of three posts."""
    class Three(Homesteader):
        def min_posts(self) -> int:
            return 3

    g = Three(2, 0)
    seat = g.to_act()[0]
    g.apply(seat, g.legal_actions(seat)[0])
    assert fences.options(g, seat) == fences.extensions(g, seat, 3)
