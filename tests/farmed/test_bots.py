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


def test_the_team_line_terms_value_a_play_as_the_whole_line() -> None:
    """The Team game's season reads a Young, a new Crop and a Crop replaced, its Disaster a Crop lost
    and its Woman from the line's terms (heuristic._TeamLine): the same values as the whole line
    valued again, to rounding."""
    import random

    from farmlab.farmed.bots.heuristic import HeuristicBot, _TeamLine

    rng = random.Random(5)
    value = HeuristicBot.value
    for _ in range(2000):
        line = [(rng.randrange(7), rng.randrange(3), rng.choice("ygopb"), rng.choice(("", "", "", "nutrition")),
                 rng.randrange(3)) for _ in range(rng.randrange(1, 6))]
        to_come, double = rng.randrange(5), rng.random() < 0.5
        crop = (rng.randrange(7), 0, rng.choice("ygopb"), "", rng.randrange(3))
        now = _TeamLine(line, to_come, double)
        for j, (m, h, c, w, k) in enumerate(line):
            young = line[:j] + [(m, h + 1, c, w, k)] + line[j + 1:]
            assert abs(now.with_young(j) - value(young, to_come, double)) < 1e-9
            rest = line[:j] + line[j + 1:]
            assert abs(now.without(j).now - value(rest, to_come, double)) < 1e-9
            assert abs(now.without(j).with_crop(crop) - value(rest + [crop], to_come, double)) < 1e-9
            for side, more in (("youngs", 2), ("nutrition", 0)):  # the Woman (a Team game's decision)
                woman = line[:j] + [(m, h + more, c, side, k)] + line[j + 1:]
                assert abs(now.with_woman(j, side) - value(woman, to_come, double)) < 1e-9
        assert abs(now.with_crop(crop) - value(line + [crop], to_come, double)) < 1e-9
