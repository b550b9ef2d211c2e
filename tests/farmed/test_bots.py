"""FARMED's bots: trusted bots choose only legal actions, in every mode."""

from __future__ import annotations

import random

import farmlab
from farmlab.farmed import Farmed, HeuristicBot, RandomBot


def test_trusted_bots_only_ever_choose_legal_actions():
    """The built-in bots skip the re-check in simulations (``Bot.trusted``), so every action they
    choose is checked here through ``apply`` instead, over mixed games of every mode and many
    player counts."""
    rng = random.Random(5)
    for game in range(90):
        mode = ("basic", "advanced", "team")[game % 3]
        n = 2 + game % 7
        kinds = [rng.choice(["heuristic", "random"]) for _ in range(n)]
        bots = [farmlab.make_bot("farmed", k, rng.getrandbits(32)) for k in kinds]
        assert all(b.is_trusted() for b in bots)
        g = Farmed(n, rng.getrandbits(32), mode=mode)
        while not g.over:
            seat = g.to_act()[0]
            g.apply(seat, bots[seat].choose(g, seat))  # raises if illegal


def test_a_subclass_of_a_trusted_bot_is_checked_again():
    class Mine(HeuristicBot):
        name = "mine"

    assert HeuristicBot(0).is_trusted() and RandomBot(0).is_trusted()
    assert not Mine(0).is_trusted()
