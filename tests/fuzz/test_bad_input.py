"""Bad input at every front door, for every registered game (a game added later
is fuzzed too): every refusal is a farmlab error in plain words, raised before
anything changes; saves carry data, never paths; an edited save is refused."""

from __future__ import annotations

import dataclasses
import json
import random
import time
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import farmlab
from farmlab.core.errors import FarmlabError
from farmlab.core.save import from_json, to_json

GAMES = sorted(farmlab.GAMES)

#: values a careless script or a hostile student might pass anywhere
JUNK = st.one_of(
    st.none(), st.booleans(), st.integers(-10**12, 10**12), st.floats(allow_nan=True), st.text(max_size=12),
    st.lists(st.integers(-3, 30), max_size=4), st.tuples(st.integers(-3, 30)), st.just(object()),
    st.dictionaries(st.text(max_size=4), st.integers(), max_size=2), st.just([[0]]), st.just(([0],)),
)
FAST = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def a_game(name: str, steps: int = 25, seed: int = 1) -> farmlab.Game:
    cls = farmlab.GAMES[name]
    g = cls(cls.MIN_PLAYERS, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if g.over:
            break
        s = g.to_act()[0]
        g.apply(s, g.random_action(s, rng))
    return g


def only_farmlab_errors(call: Any) -> None:
    """``call()`` either works or raises a FarmlabError whose message is a plain sentence."""
    try:
        call()
    except FarmlabError as exc:
        msg = str(exc)
        assert msg[:1].isupper() and "Traceback" not in msg and "object at 0x" not in msg, msg
    except RecursionError:  # pragma: no cover
        raise AssertionError("a RecursionError escaped")


@pytest.mark.parametrize("name", GAMES)
@FAST
@given(value=JUNK, other=JUNK)
def test_every_entry_point_answers_junk_with_a_farmlab_error(name, value, other):
    g = a_game(name)
    before = g.fingerprint()
    calls = [
        lambda: farmlab.new_game(value), lambda: farmlab.new_game(name, value),
        lambda: farmlab.new_game(name, 3, seed=value), lambda: farmlab.make_bot(name, value),
        lambda: g.legal_actions(value), lambda: g.view(value), lambda: g.log(value),
        lambda: g.apply(value, other), lambda: g.is_legal(value, other), lambda: g.replay(value),
        lambda: g.undo(value), lambda: g.describe_action(value, other), lambda: g.explain(value, other),
        lambda: from_json(value), lambda: farmlab.load(value), lambda: farmlab.simulate(name, value, n_games=1),
        # (a valid number of games would start a real simulation: only invalid ones here)
        lambda: farmlab.simulate(name, "random", n_games=0 if value.__class__ is int and value > 0 else value),
        lambda: farmlab.simulate(name, players=value, n_games=1),
    ]
    for call in calls:
        only_farmlab_errors(call)
    assert g.fingerprint() == before, "bad input changed the game"


@pytest.mark.parametrize("name", GAMES)
@FAST
@given(data=st.data())
def test_actions_with_fields_of_the_wrong_kind_are_refused(name, data):
    """Every field of every action of the game, filled with junk: refused by apply and is_legal alike."""
    g = a_game(name)
    before = g.fingerprint()
    cls = data.draw(st.sampled_from(sorted(type(g).ACTIONS, key=lambda c: c.__name__)))
    fields = dataclasses.fields(cls)
    values = [data.draw(JUNK) for _ in fields]
    try:
        action = cls(*values)
    except TypeError:  # pragma: no cover - the dataclass itself refuses
        return
    seat = g.to_act()[0] if g.to_act() else 0
    legal = g.is_legal(seat, action)
    try:
        g.apply(seat, action)
        assert legal, "apply accepted what is_legal refused"
    except FarmlabError:
        assert not legal and g.fingerprint() == before


@pytest.mark.parametrize("name", GAMES)
@FAST
@given(data=st.data())
def test_an_action_naming_a_card_or_place_that_is_not_there_is_described_or_refused_never_crashes(name, data):
    """A board labels actions before they are checked: every action of the game with whole numbers
    out of range (-1 must not count from the end) gets words or a farmlab error, for every seat."""
    g = a_game(name, steps=data.draw(st.integers(0, 40)))
    cls = data.draw(st.sampled_from(sorted(type(g).ACTIONS, key=lambda c: c.__name__)))
    numbers = st.one_of(st.integers(-6, -1), st.integers(0, 3), st.integers(20, 99))
    values = []
    for f in dataclasses.fields(cls):
        kind = str(f.type)
        if "tuple" in kind:
            values.append(tuple(data.draw(st.lists(numbers, max_size=3))))
        elif "int" in kind:
            values.append(data.draw(numbers))
        elif f.default is not dataclasses.MISSING:
            values.append(f.default)
        else:
            values.append(data.draw(st.sampled_from(["", "youngs", "nutrition", "x"])))
    try:
        action = cls(*values)
    except (TypeError, ValueError):  # pragma: no cover - the dataclass itself refuses
        return
    before = g.fingerprint()
    for seat in [None, *range(g.n)]:
        try:
            words = g.describe_action(action, seat)
            assert isinstance(words, str) and words
        except FarmlabError:
            pass
    assert g.fingerprint() == before


@pytest.mark.parametrize("name", GAMES)
def test_booleans_are_not_numbers_and_blank_names_are_refused(name):
    cls = farmlab.GAMES[name]
    for field in dataclasses.fields(cls.OPTIONS):
        if type(field.default) is int:
            with pytest.raises(farmlab.OptionError):
                cls(cls.MIN_PLAYERS, 1, **{field.name: True})
    names = ["A", "B", "C", "D", "E", "F", "G", "H"][: cls.MIN_PLAYERS]
    for bad in ("", "   ", "x" * 100):
        with pytest.raises(farmlab.OptionError):
            cls([bad] + names[1:], 1)
    with pytest.raises(farmlab.OptionError):
        cls(["Ana", "ana"] + names[2:], 1)


@pytest.mark.parametrize("name", GAMES)
def test_huge_numbers_are_refused_before_any_work(name):
    started = time.perf_counter()
    for call in (lambda: farmlab.new_game(name, 3 * 10**7), lambda: farmlab.simulate(name, n_games=10**8)):
        with pytest.raises(farmlab.OptionError):
            call()
    assert time.perf_counter() - started < 1.0


@pytest.mark.parametrize("name", GAMES)
def test_a_save_naming_a_file_is_refused_without_opening_it(name):
    g = a_game(name, steps=5)
    data = json.loads(to_json(g))
    file_options = [k for k in data["options"] if k.endswith("_file")]
    from farmlab.core.save import _check

    for key in file_options:
        for path in ("/etc/passwd", "/dev/zero", "/proc/self/environ"):
            bad = dict(data, options={**data["options"], key: path})
            bad["check"] = _check(bad)
            with pytest.raises(farmlab.SaveFileError, match="names a file on the computer") as info:
                from_json(json.dumps(bad))
            assert "root:" not in str(info.value)


def _edit(value: Any, rng: random.Random) -> Any:
    """One small change somewhere inside ``value`` (None when nothing can change)."""
    if isinstance(value, dict) and value:
        key = rng.choice(sorted(value))
        return {**value, key: _edit(value[key], rng)}
    if isinstance(value, list) and value:
        i = rng.randrange(len(value))
        return value[:i] + [_edit(value[i], rng)] + value[i + 1:]
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + rng.choice((-1, 1, 7))
    if isinstance(value, str):
        return value + "x"
    return 1


@pytest.mark.parametrize("name", GAMES)
@FAST
@given(seed=st.integers(0, 10**6))
def test_a_save_edited_in_any_field_but_its_check_is_refused(name, seed):
    g = a_game(name, steps=15)
    data = json.loads(to_json(g))
    rng = random.Random(seed)
    key = rng.choice(sorted(k for k in data if k != "check"))
    edited = dict(data)
    edited[key] = _edit(data[key], rng)
    if edited[key] == data[key]:
        return
    with pytest.raises(farmlab.SaveFileError):
        from_json(json.dumps(edited))
