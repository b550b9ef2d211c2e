"""The heuristic bot clearly beats random play (1,000 games, fixed seed)."""

from __future__ import annotations

import pytest

import farmlab
from farmlab.community_farm import CommunityFarm, HeuristicBot
from farmlab.community_farm.rules import selling


def test_heuristic_beats_random_over_1000_games():
    df = farmlab.simulate("community_farm", ["heuristic", "random", "random", "random"], n_games=1000, seed=2024)
    assert len(df) == 4000
    by_seat = df.groupby("seat").agg(win_rate=("winner", "mean"), score=("score", "mean"))
    heuristic, randoms = by_seat.loc[0], by_seat.loc[1:]
    assert heuristic.win_rate >= 0.5, by_seat
    assert heuristic.score >= 2 * randoms.score.max() + 1, by_seat


@pytest.mark.parametrize("n, seat", [(3, 2), (5, 4), (7, 3)])
def test_heuristic_beats_random_from_any_seat_and_player_count(n, seat):
    bots = ["random"] * n
    bots[seat] = "heuristic"
    df = farmlab.simulate("community_farm", bots, n_games=150, seed=7)
    mean = df.groupby("seat").score.mean()
    wins = df.groupby("seat").winner.mean()
    assert wins[seat] == wins.max() and mean[seat] == mean.max(), (wins, mean)
    assert wins[seat] >= 0.4, wins


def test_heuristic_bots_play_legal_games_against_each_other():
    for seed in range(5):
        g = CommunityFarm(4, seed, debug=True)
        farmlab.play(g, [HeuristicBot(seed * 10 + i) for i in range(4)])
        assert g.over and max(g.scores()) > 0


def test_trusted_bots_only_ever_choose_legal_actions():
    """The built-in bots skip the re-check in simulations (``Bot.trusted``), so
    every action they choose is checked here through ``apply`` instead, over
    many mixed games and player counts (an offer asking a player with an empty
    hand for a card once slipped through)."""
    import random

    rng = random.Random(7)
    for game in range(600):
        n = 3 + game % 5
        kinds = [rng.choice(["heuristic", "random"]) for _ in range(n)]
        bots = [farmlab.make_bot("community_farm", k, rng.getrandbits(32)) for k in kinds]
        assert all(b.is_trusted() for b in bots)
        g = CommunityFarm(n, rng.getrandbits(32))
        while not g.over:
            seat = g.to_act()[0]
            g.apply(seat, bots[seat].choose(g, seat))  # raises if illegal


def test_a_subclass_can_change_when_the_heuristic_sells():
    """Lessons and analysts subclass the heuristic and override ``voluntary_sale``."""

    class SellEarly(HeuristicBot):
        name = "sell early"

        def voluntary_sale(self, g, seat):
            for s in range(g.n_stables):
                k, c = g.farms[seat].kinds[s], g.farms[seat].counts[s]
                if c >= 2 and selling.can_sell(g.farms[seat], s) and g.goods_for(k, c) >= 1:
                    return s
            return None

    plain = farmlab.simulate("community_farm", ["heuristic"] * 4, n_games=60, seed=3)
    early = farmlab.simulate("community_farm", [SellEarly(1), "heuristic", "heuristic", "heuristic"], n_games=60, seed=3)
    assert not SellEarly(0).is_trusted()
    assert early[early.seat == 0].sales.mean() > plain[plain.seat == 0].sales.mean()


def test_the_bots_fast_payment_equals_the_games_canonical_payment():
    """HeuristicBot._payment is a fast path of rules.trading.canonical_payment (the reference)."""
    import random as _random

    from farmlab.community_farm import CommunityFarm, HeuristicBot

    bot = HeuristicBot(0)
    checked = 0
    for seed in range(30):
        g = CommunityFarm(4, seed)
        rng = _random.Random(seed)
        while not g.over and checked < 3000:
            for seat in range(g.n):
                for k in g.in_play[:6]:
                    for want in ((k,), (k, k), (k, g.in_play[0])):
                        assert bot._payment(g, seat, want) == g.canonical_payment(seat, want)
                        checked += 1
            s = g.to_act()[0]
            g.apply(s, g.random_action(s, rng))
    assert checked >= 3000
