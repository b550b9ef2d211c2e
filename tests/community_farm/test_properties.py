"""Property tests: random move sequences and arbitrary illegal moves.

Moves are drawn as indices into the legal actions (plus offers built from
drawn fields), so Hypothesis explores and shrinks whole games.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from farmlab.community_farm import ANIMALS, CommunityFarm
from farmlab.community_farm.game import (TRADE, Accept, Decline, EndHousing, EndTrading, House,
                                         HouseReceived, KeepFaceUp, Offer, Sell, Withdraw)
from farmlab.core.errors import IllegalActionError
from farmlab.core.save import from_json, to_json

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])

small = st.integers(min_value=-2, max_value=9)
indices = st.lists(st.integers(min_value=-1, max_value=8), max_size=3).map(tuple)


@st.composite
def offers(draw, g: CommunityFarm) -> tuple[int, Offer]:
    seat = draw(st.integers(0, g.n - 1))
    to = g.table.active if seat != g.table.active else draw(st.integers(0, g.n - 1))
    fu = tuple(sorted(set(draw(st.lists(st.integers(0, 1), max_size=2)))))
    hand = tuple(sorted(set(draw(st.lists(st.integers(0, 7), max_size=3)))))
    want = tuple(draw(st.lists(st.sampled_from(g.in_play), max_size=2)))
    return seat, Offer(to, fu, hand, want)


def drive(data, g: CommunityFarm, steps: int) -> None:
    """Play up to ``steps`` moves chosen by Hypothesis; refused moves must change nothing."""
    for _ in range(steps):
        if g.over:
            return
        seats = list(g.to_act())
        may = sorted({d.seat for d in g.decisions() if not d.must} - set(seats))
        seat = data.draw(st.sampled_from(seats + may), label="seat")
        options = g.legal_actions(seat)
        if g.table.step == TRADE and data.draw(st.booleans(), label="offer?"):
            s, action = data.draw(offers(g), label="offer")
            if g.is_legal(s, action):
                seat = s
            else:
                before = g.fingerprint()
                try:
                    g.apply(s, action)
                except IllegalActionError:
                    pass
                assert g.fingerprint() == before
                continue
        elif not options:
            continue
        else:
            action = options[data.draw(st.integers(0, len(options) - 1), label="action")]
        g.apply(seat, action)


@SETTINGS
@given(n=st.integers(3, 7), seed=st.integers(0, 2**32 - 1), data=st.data())
def test_random_move_sequences_keep_invariants_and_replay_identically(n, seed, data):
    g = CommunityFarm(n, seed, debug=True)
    drive(data, g, data.draw(st.integers(0, 250), label="steps"))
    g.check_invariants()
    assert g.replay().fingerprint() == g.fingerprint()
    assert from_json(to_json(g)).fingerprint() == g.fingerprint()
    if g.history:
        k = data.draw(st.integers(0, len(g.history)), label="replay to")
        again = g.replay(k)
        assert again.history == g.history[:k]


def arbitrary_actions(g: CommunityFarm):
    return st.one_of(
        st.builds(House, small), st.builds(Sell, small), st.builds(KeepFaceUp, small),
        st.builds(HouseReceived, small, small), st.just(EndHousing()), st.just(EndTrading()),
        st.just(Decline()), st.just(Withdraw()), st.builds(Accept, indices, indices),
        st.builds(Offer, small, indices, indices, indices),
        st.builds(Offer, small, st.just([0]), st.just(()), st.just(())),
        st.builds(House, st.sampled_from([None, "1", 1.5, (0,)])),
    )


@SETTINGS
@given(n=st.integers(3, 7), seed=st.integers(0, 2**32 - 1), steps=st.integers(0, 300), data=st.data())
def test_arbitrary_illegal_actions_never_change_state(n, seed, steps, data):
    g = CommunityFarm(n, seed, debug=True)
    rng = random.Random(seed)
    for _ in range(steps):
        if g.over:
            break
        s = rng.choice(g.to_act())
        g.apply(s, g.random_action(s, rng))
    for _ in range(5):
        seat = data.draw(st.integers(-1, g.n), label="seat")
        action = data.draw(arbitrary_actions(g), label="action")
        before = g.fingerprint()
        if g.is_legal(seat, action):
            g.apply(seat, action)  # a legal one must simply work
            continue
        try:
            g.apply(seat, action)
        except IllegalActionError as exc:
            assert str(exc)[:1].isupper(), str(exc)
        else:  # pragma: no cover
            raise AssertionError(f"{action!r} by seat {seat} was applied though not legal")
        assert g.fingerprint() == before


def _is_subsequence(small_seq: list[int], big: list[int]) -> bool:
    it = iter(big)
    return all(any(x == y for y in it) for x in small_seq)


@SETTINGS
@given(n=st.integers(3, 7), seed=st.integers(0, 2**32 - 1), data=st.data())
def test_hands_only_lose_cards_and_gain_drawn_cards_at_the_back(n, seed, data):
    """Players may never change the order of their hands; drawn cards go after the last card."""
    g = CommunityFarm(n, seed)
    for _ in range(data.draw(st.integers(0, 400), label="steps")):
        if g.over:
            break
        old = [list(f.hand) for f in g.farms]
        mark = len(g.events)
        seats = g.to_act()
        seat = data.draw(st.sampled_from(seats), label="seat")
        g.apply(seat, g.random_action(seat, random.Random(data.draw(st.integers(0, 999), label="rng"))))
        drawn = {s: [] for s in range(n)}
        for e in g.events[mark:]:
            if e.kind == "draw":
                drawn[e.seat] += e.secret["cards"]
        for s in range(n):
            new, k = g.farms[s].hand, len(drawn[s])
            kept = new[:len(new) - k]
            assert new[len(new) - k:] == drawn[s]
            assert _is_subsequence(kept, old[s]), f"the hand of seat {s} was reordered: {old[s]} -> {new}"


@settings(max_examples=60, deadline=None)
@given(animal=st.sampled_from(ANIMALS), count=st.integers(1, 24))
def test_sell_sentence_band_contains_the_count_and_earns_the_same(animal, count):
    band = animal.band(count)
    goods = animal.goods(count)
    words = band.split(" ")
    if "–" in words[0]:
        lo, hi = (int(x) for x in words[0].split("–"))
    elif "or more" in band:
        lo, hi = int(words[0]), 10**6
    else:
        lo = hi = int(words[0])
    assert lo <= count <= hi
    assert animal.goods(lo) == goods and animal.goods(min(hi, 200)) == goods
    if lo > 1:
        assert animal.goods(lo - 1) < goods
    assert goods <= count  # goods are flipped cards of the sale
