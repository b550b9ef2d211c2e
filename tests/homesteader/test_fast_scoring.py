"""The fast path of the scoring (``fast_scoring.py``, icon masks) gives the same pennies as the rule
text's procedure (``rules/scoring.py``) over many random positions, with and without the zone rule."""

from __future__ import annotations

import random

import pytest

from farmlab.homesteader import fast_scoring
from farmlab.homesteader.game import Homesteader
from farmlab.homesteader.grid import neighbours
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


@pytest.mark.parametrize("noted", [False, True])
@pytest.mark.parametrize("zones", [False, True])
def test_the_kept_tally_equals_the_rule_texts_procedure_after_every_change(zones: bool, noted: bool) -> None:
    """Small changes, as turns make them (a flip, a move, a swap of owners, a card lost or added),
    and now and then a whole new position; found by the tally itself, or named to it as moves do."""
    rng = random.Random(5 + zones)
    for _ in range(60):
        g = random_position(rng, zones)
        tally = fast_scoring.Tally(noted=noted)
        for _ in range(40):
            grid = g.table.grid
            squares = list(grid)
            kind = rng.randrange(6)
            if kind == 0 and squares:
                s = rng.choice(squares)
                grid[s].face_up = not grid[s].face_up
                tally.note((s,))
            elif kind == 1 and squares:
                s = rng.choice(squares)
                to = (s[0] + rng.randrange(-2, 3), s[1] + rng.randrange(-2, 3))
                grid[to] = grid.pop(s)
                tally.note((s, to))
            elif kind == 2 and len(squares) > 1:
                a, b = rng.sample(squares, 2)
                grid[a], grid[b] = grid[b], grid[a]
                grid[a].owner, grid[b].owner = grid[b].owner, grid[a].owner
                tally.note((a, b))
            elif kind == 3 and squares:
                s = rng.choice(squares)
                del grid[s]
                tally.note((s,))
            elif kind == 4:
                used = {p.card for p in grid.values()}
                free = [c for c in range(len(g.card_of)) if c not in used]
                s = (rng.randrange(8), rng.randrange(8))
                grid[s] = Placed(rng.choice(free), rng.randrange(g.n), True)
                tally.note((s,))
            elif kind == 5 and rng.random() < 0.2:
                g = random_position(rng, zones)
            assert tally.pennies(g) == pennies(g)


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
                assert fast_scoring.pennies(g) == pennies(g) == g.tally.pennies(g)
    farmlab.play(Homesteader(4, 99), bots)


def _game_events(g: Homesteader) -> list[tuple]:
    return [(e.kind, e.seat, tuple(sorted(e.data.items())), e.step) for e in g.events]


@pytest.mark.parametrize("zones", [False, True])
def test_the_kept_scores_and_the_final_scoring_equal_a_full_scoring_after_every_move(zones: bool) -> None:
    """After every move of the play phase of many games (2-4 players, heuristic and random bots, with
    and without the zone rule), the kept scores equal the rule text's full scoring; the final scoring
    read from them (``fast_scoring.final``) gives the same scores and events as ``rules/scoring.final``."""
    from farmlab.core.registry import make_bot
    from farmlab.homesteader.rules import scoring

    for seed in range(12):
        n = 2 + seed % 3
        kind = "heuristic" if seed % 2 else "random"
        games = []
        for reference in (False, True):
            bots = [make_bot(Homesteader, kind, seed + i) for i in range(n)]
            g = Homesteader(n, 1000 + seed, zones=zones)
            if reference:
                g.final_scoring = lambda g=g: scoring.final(g)  # type: ignore[method-assign]
            while not g.over:
                seat = g.to_act()[0]
                g.apply(seat, bots[seat].choose(g, seat))
                if not reference and g.table.step not in ("place", "fence", "house"):
                    assert g.tally.pennies(g) == pennies(g)
            games.append(g)
        fast, ref = games
        assert fast.scores() == ref.scores() == pennies(ref)
        assert fast.trace == ref.trace
        assert _game_events(fast) == _game_events(ref)


def test_the_tallys_square_numbers_are_distinct_keep_the_squares_order_and_refuse_squares_beyond_them():
    squares = [(x, y) for x in (-514, -60, -1, 0, 1, 59, 514) for y in (-514, -3, 0, 2, 514)]
    numbers = [fast_scoring.INDEX[s] for s in squares]
    assert len(set(numbers)) == len(squares)
    assert sorted(squares) == [fast_scoring.SQUARE[i] for i in sorted(numbers)]
    assert fast_scoring.NEAR[fast_scoring.INDEX[(0, 0)]] == tuple(fast_scoring.INDEX[s] for s in neighbours((0, 0)))
    for beyond in ((515, 0), (0, 515), (-515, 0), (0, -515)):
        with pytest.raises(ValueError, match="beyond"):
            fast_scoring.INDEX[beyond]
