"""Hypothesis over every registered game: move sequences drawn as indices into
the legal actions keep the invariants and replay identically, and arbitrary
actions (any action type of the game with arbitrary field values, for any
seat) are either legal or refused with the state unchanged."""

from __future__ import annotations

import dataclasses
import typing

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import farmlab
from farmlab.core.errors import IllegalActionError
from farmlab.core.save import from_json, to_json

GAMES = sorted(farmlab.GAMES)
SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])

small_int = st.integers(min_value=-2, max_value=9)
WORDS = st.sampled_from(["", "face", "back", "half_field", "half_silo", "armed_man", "save", "x", "spring"])


def field_values(tp: typing.Any) -> st.SearchStrategy[typing.Any]:
    """Arbitrary values for an action field, from its annotation."""
    text = str(tp)
    if "tuple" in text:
        return st.lists(small_int, max_size=4).map(tuple)
    if "bool" in text:
        return st.booleans()
    if "str" in text:
        return WORDS
    return small_int


def arbitrary_action(cls: type[farmlab.Game]) -> st.SearchStrategy[typing.Any]:
    options = []
    for action_type in cls.ACTIONS:
        hints = typing.get_type_hints(action_type)
        fields = {f.name: field_values(hints.get(f.name, int)) for f in dataclasses.fields(action_type)}
        options.append(st.fixed_dictionaries(fields).map(lambda kw, t=action_type: t(**kw)))
    return st.one_of(options)


def players(cls: type[farmlab.Game]) -> st.SearchStrategy[int]:
    return st.integers(cls.MIN_PLAYERS, min(cls.MAX_PLAYERS, 5))


@pytest.mark.parametrize("name", GAMES)
def test_drawn_move_sequences_keep_invariants_and_replay_identically(name):
    cls = farmlab.game_class(name)

    @SETTINGS
    @given(n=players(cls), seed=st.integers(0, 2**32 - 1), data=st.data())
    def run(n, seed, data):
        g = cls(n, seed, debug=True)
        for _ in range(data.draw(st.integers(0, 200), label="steps")):
            if g.over:
                break
            seats = list(g.to_act())
            seat = data.draw(st.sampled_from(seats), label="seat")
            options = g.legal_actions(seat)
            if not options:
                g.apply(seat, g.random_action(seat, __import__("random").Random(seed)))
                continue
            g.apply(seat, options[data.draw(st.integers(0, len(options) - 1), label="action")])
        g.check_invariants()
        assert g.replay().fingerprint() == g.fingerprint()
        assert from_json(to_json(g)).fingerprint() == g.fingerprint()
        assert g.copy().fingerprint() == g.fingerprint()

    run()


@pytest.mark.parametrize("name", GAMES)
def test_arbitrary_actions_are_legal_or_change_nothing(name):
    cls = farmlab.game_class(name)

    @SETTINGS
    @given(n=players(cls), seed=st.integers(0, 2**32 - 1), data=st.data())
    def run(n, seed, data):
        g = cls(n, seed)
        bots = [farmlab.make_bot(cls, "random", seed + s) for s in range(n)]
        for _ in range(data.draw(st.integers(0, 120), label="warm-up")):
            if g.over:
                break
            s = g.to_act()[0]
            g.apply(s, bots[s].choose(g, s))
        for _ in range(20):
            seat = data.draw(st.integers(-1, n), label="seat")
            action = data.draw(arbitrary_action(cls), label="action")
            before = g.fingerprint()
            try:
                g.apply(seat, action)
            except IllegalActionError as exc:
                assert g.fingerprint() == before, f"refused {action!r} but the game changed"
                assert str(exc) and "Traceback" not in str(exc)
            else:
                g.check_invariants()

    run()
