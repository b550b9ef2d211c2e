"""The climate odds: the bot's fast model agrees with the plain reference (``odds.py``),
which is also what the board shows a planting seat."""

from __future__ import annotations

import random

import pytest

from farmlab.jelly_bean_farmers import HeuristicBot, JellyBeanFarmers
from farmlab.jelly_bean_farmers.bots import climate_model
from farmlab.jelly_bean_farmers.state import PLANT
from farmlab.jelly_bean_farmers.odds import expected_harvest


def planting_positions(seed: int, n: int = 4):
    """Every position of a bot game where someone must decide whether to plant."""
    g = JellyBeanFarmers(["A", "B", "C", "D"][:n], seed)
    bots = [HeuristicBot() for _ in range(n)]
    rng = random.Random(seed)
    while not g.over:
        if g.step == PLANT and g.year >= 0:
            yield g
        seat = rng.choice(g.to_act())
        g.apply(seat, bots[seat].choose(g, seat))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_fast_climate_model_agrees_with_the_plain_odds(seed: int) -> None:
    checked = 0
    for g in planting_positions(seed):
        model = climate_model(g)
        row = model.season(g)
        for s in g.to_act():
            reference = expected_harvest(g, s)
            for f, want in zip(g.fields[s], reference):
                kind = (True, f.fertilizer >= 0, f.irrigation >= 0, f.netting >= 0, f.perennial >= 0)
                assert model.expected(g, s, kind) == pytest.approx(want)
                if not g.known[s]:  # the shared (packed) path: what every seat without an Almanac sees
                    assert row is not None
                    assert model.shared_expected(f.code(False) >> 1) == pytest.approx(want)  # kind: the upgrades
                checked += 1
    assert checked > 20


def test_the_view_shows_a_planting_seat_the_reference_odds() -> None:
    g = next(iter(planting_positions(5)))
    s = g.to_act()[0]
    fields = g.view(s)["players"][s]["fields"]
    assert [f["expected_if_seeded"] for f in fields] == expected_harvest(g, s)
    assert all(f["expected_if_seeded"] is not None for f in fields)
    other = (s + 1) % g.n
    assert all(f["expected_if_seeded"] is None for f in g.view(s)["players"][other]["fields"])  # own odds only
