"""The fast path of the scoring (``fast_scoring.py``, icon masks) gives the same pennies as the rule
text's procedure (``rules/scoring.py``) over many random positions, with and without the zone rule."""

from __future__ import annotations

import random

import pytest

from farmlab.homesteader import fast_scoring
from farmlab.homesteader.game import Homesteader
from farmlab.homesteader.rules.scoring import pennies
from farmlab.homesteader.state import Placed


def random_position(rng: random.Random, zones: bool) -> Homesteader:
    """Cards of the deck (houses too) on random squares of a small board, random owners, most face up."""
    n = rng.choice((2, 3, 4))
    g = Homesteader(n, rng.getrandbits(32), zones=zones)
    size = rng.choice((3, 4, 6, 8))
    squares = [(x, y) for x in range(size) for y in range(size)]
    rng.shuffle(squares)
    cards = list(range(len(g.card_of)))
    rng.shuffle(cards)
    k = rng.randrange(len(squares) + 1)
    g.table.grid = {s: Placed(c, rng.randrange(n), rng.random() < 0.8) for s, c in zip(squares[:k], cards)}
    return g


@pytest.mark.parametrize("zones", [False, True])
def test_fast_pennies_equal_the_rule_texts_procedure(zones: bool) -> None:
    rng = random.Random(11 + zones)
    for _ in range(1500):
        g = random_position(rng, zones)
        assert fast_scoring.pennies(g) == pennies(g)


def test_the_scores_noted_during_play_are_the_rule_texts() -> None:
    import farmlab
    from farmlab.core.registry import make_bot

    bots = [make_bot(Homesteader, "heuristic", i) for i in range(4)]
    for seed in range(6):
        g = Homesteader(4, seed, zones=bool(seed % 2))
        while not g.over:
            seat = g.to_act()[0]
            g.apply(seat, bots[seat].choose(g, seat))
            if g.table.step not in ("place", "fence", "house"):
                assert fast_scoring.pennies(g) == pennies(g)
    farmlab.play(Homesteader(4, 99), bots)
