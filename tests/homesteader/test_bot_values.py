"""The heuristic's fast valuation of moves (``bots/values.py``) equals its plain reference
(``transplant_gain`` and ``swap_gain`` in ``bots/heuristic.py``, which copy the cards and value
them again) at every decision of many games, with and without the zone rule; the upper bound of a
transplant's gain is never below it."""

from __future__ import annotations

import copy

import pytest

from farmlab.homesteader.bots.heuristic import HeuristicBot, my_squares, swap_gain, transplant_gain
from farmlab.homesteader.bots.values import Values
from farmlab.homesteader.game import Homesteader
from farmlab.homesteader.rules.play import transplants
from farmlab.homesteader.rules.scoring import showing
from farmlab.homesteader.rules.swap import swaps


@pytest.mark.parametrize("zones", [False, True])
def test_fast_gains_equal_the_reference(zones: bool) -> None:
    checked = 0
    for seed in range(12):
        n = 2 + seed % 3
        g = Homesteader(n, seed, zones=zones)
        bots = [HeuristicBot(seed * 10 + i) for i in range(n)]
        while not g.over:
            seat = g.to_act()[0]
            if g.table.step == "act":
                transplanted, g.table.transplanted = g.table.transplanted, False  # value every transplant
                cards, mine, fast = showing(g), my_squares(g, seat), Values(g, seat)
                for a, b in transplants(g, seat):
                    gain = transplant_gain(g, cards, mine, a, b)
                    assert fast.transplant_gain(a, b) == pytest.approx(gain, abs=1e-9)
                    assert fast.transplant_at_most(a, b) >= gain - 1e-9  # the bound that skips a move
                    checked += 1
                swapped = g.farms[seat].swapped
                g.farms[seat].swapped = False
                offers = swaps(g, seat)
                for _, take, give in offers[::7]:
                    assert fast.swap_gain(take, give) == swap_gain(g, cards, take, give)
                    checked += 1
                twin = copy.deepcopy(bots[seat])  # the same random draws for the reference
                assert bots[seat].best_transplant(g, seat) == twin.best_transplant_reference(g, seat)
                assert bots[seat].best_swap(g, seat) == twin.best_swap_reference(g, seat)
                assert bots[seat].rng.getstate() == twin.rng.getstate()
                g.farms[seat].swapped, g.table.transplanted = swapped, transplanted
            g.apply(seat, bots[seat].choose(g, seat))
    assert checked > 1000


def test_the_trusted_bots_only_ever_choose_legal_actions() -> None:
    """Simulations skip the re-check of the heuristic's and the random bot's moves (``Bot.trusted``):
    here every move they choose goes through ``apply`` in debug mode, in mixed games and games of
    random bots only, with every option."""
    import random

    from farmlab.homesteader.bots import RandomBot

    rng = random.Random(5)
    assert HeuristicBot(0).is_trusted() and RandomBot(0).is_trusted()
    for game in range(52):
        n = 2 + game % 3
        share = 0.7 if game < 40 else 0.0  # the last games: random bots only
        bots = [HeuristicBot(rng.getrandbits(32)) if rng.random() < share else RandomBot(rng.getrandbits(32))
                for _ in range(n)]
        g = Homesteader(n, rng.getrandbits(32), debug=True, zones=game % 2 == 1, deal=15 + game % 16)
        while not g.over:
            seat = g.to_act()[0]
            g.apply(seat, bots[seat].choose(g, seat))  # raises if illegal
