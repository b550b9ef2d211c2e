"""One conformance test for every registered game (``farmlab.GAMES``).

A new game is covered as soon as it registers itself. For each game, several
player counts and seeds, random legal play runs to the end in debug mode
(invariants after every action) while the game's promises are checked:

* who must act (``to_act``) agrees with the must-decisions, and every seat
  that must act has a legal action; every listed action is legal;
* random illegal actions (junk field values, wrong seats, actions from other
  moments of the game) raise ``IllegalActionError`` and change nothing;
* replay, undo and a JSON save/load round trip give equal fingerprints;
* a seat's view, its log and a save made for it reveal nothing that seat may
  not see;
* the game ends within a step cap and scores, ranks and winners agree;
* every bot marked ``trusted`` (whose moves simulations do not check again) only
  ever chooses legal actions.

Hidden information is checked generically (secrets of events never reach
other seats' views and sentences) and, where a game overrides the hook
``Game.shuffle_unseen(seat, rng)``, by shuffling everything a seat cannot see
(on a copy) and requiring its view to stay the same. Everything here is read
from the game class: a new game needs no entry in this file.
"""

from __future__ import annotations

import dataclasses
import json
import random
from pathlib import Path
from typing import Any, Callable

import pytest

import farmlab
from farmlab.core.actions import Action, Event
from farmlab.core.errors import IllegalActionError, NotYourTurnError, OptionError
from farmlab.core.events import check_templates, kinds_table
from farmlab.core.game import Game
from farmlab.core.save import from_json, to_json

MAX_STEPS = 20_000


def _cases() -> list[Any]:
    out = []
    for name in sorted(farmlab.GAMES):
        cls = farmlab.GAMES[name]
        counts = sorted({cls.MIN_PLAYERS, (cls.MIN_PLAYERS + cls.MAX_PLAYERS + 1) // 2, cls.MAX_PLAYERS})
        for n in counts:
            for seed in (1, 2):
                out.append(pytest.param(name, n, seed, id=f"{name}-{n}p-seed{seed}"))
    return out


CASES = _cases()


# --------------------------------------------------------------- random play
def random_step(g: Game, rng: random.Random, out_of_turn: float = 0.15) -> tuple[int, Action]:
    """One random legal move: usually by a seat that must act, sometimes a
    may-action (selling, offering, ...) of a seat that does not have to."""
    seats = g.to_act()
    assert seats, f"{g.TITLE}: nobody can move but the game is not over"
    if rng.random() < out_of_turn:
        may = sorted({d.seat for d in g.decisions() if not d.must} - set(seats))
        if may:
            seat = rng.choice(may)
            return seat, g.random_action(seat, rng)
    seat = rng.choice(seats)
    return seat, g.random_action(seat, rng)


def play_randomly(name: str, n: int, seed: int, each_step: Callable[[Game, random.Random], None] | None = None,
                  debug: bool = True) -> Game:
    g = farmlab.new_game(name, n, seed=seed, debug=debug)
    rng = random.Random(seed * 7919 + n)
    steps = 0
    while not g.over:
        if each_step is not None:
            each_step(g, rng)
        seat, action = random_step(g, rng)
        assert g.is_legal(seat, action), f"random_action gave an illegal move: {action!r} for seat {seat}"
        g.apply(seat, action)
        steps += 1
        assert steps <= MAX_STEPS, f"{g.TITLE} did not end within {MAX_STEPS} actions (seed {seed})"
    return g


# --------------------------------------------------------------------- tests
@pytest.mark.parametrize("name, n, seed", CASES)
def test_random_play_keeps_invariants_and_ends(name, n, seed):
    def check(g: Game, rng: random.Random) -> None:
        seats = g.to_act()
        decisions = g.decisions()
        assert {d.seat for d in decisions if d.must} == set(seats), "to_act() disagrees with the must-decisions"
        assert all(0 <= d.seat < g.n and d.prompt for d in decisions)
        for s in range(g.n):
            acts = g.legal_actions(s)
            if s in seats:
                assert acts, f"seat {s} must act but has no legal action"
            for a in acts:
                assert g.is_legal(s, a), f"listed action {a!r} of seat {s} is not legal"
            if rng.random() < 0.05:
                for a in acts:
                    assert isinstance(g.describe_action(a, s), str) and g.describe_action(a, s)

    g = play_randomly(name, n, seed, check)
    assert g.over and g.to_act() == () and g.decisions() == []
    assert all(g.legal_actions(s) == [] for s in range(g.n))
    g.check_invariants()
    scores, ranks, winners = g.scores(), g.ranks(), g.winners()
    assert len(scores) == len(ranks) == g.n
    assert winners and winners == [s for s in range(g.n) if ranks[s] == 1]
    assert all(scores[w] == max(scores) for w in winners)
    for a in range(g.n):
        for b in range(g.n):
            if scores[a] > scores[b]:
                assert ranks[a] < ranks[b], "a higher score ranked lower"
    assert sorted(ranks)[0] == 1 and all(1 <= r <= g.n for r in ranks)
    for column, values in g.stats().items():
        assert len(values) == g.n, f"stats column {column} has {len(values)} values for {g.n} seats"
    v = g.view(None)
    assert v["over"] and v["scores"] == scores and v["winners"] == winners
    assert all(isinstance(s, str) and s for s in g.log())
    # every event names a rule section in its sentence
    assert all(s.endswith(").") or s.endswith(")") for s in g.log()), [s for s in g.log() if not s.endswith(")")]
    # every event is of a kind the game declares, with that kind's fields
    kinds = kinds_table(type(g).EVENTS)
    for e in g.events:
        assert e.kind in kinds, f"{g.TITLE} records {e.kind!r}, which is not in its EVENTS"
        assert tuple(e.data) == kinds[e.kind].fields, f"{e.kind!r} has fields {tuple(e.data)}"


@pytest.mark.parametrize("name, n, seed", CASES)
def test_trusted_bots_only_ever_choose_legal_actions(name, n, seed):
    """``play()`` does not check again the moves of a bot marked ``trusted``: here every trusted
    built-in bot of the game plays whole games through ``apply`` (which refuses an illegal move),
    in every seat and beside the game's other bots."""
    from farmlab.core.registry import BOTS

    kinds = sorted(BOTS[name])
    trusted = [k for k in kinds if farmlab.make_bot(name, k, 0).is_trusted()]
    rng = random.Random(seed)
    lineups = [[k] * n for k in trusted] + [[rng.choice(kinds) for _ in range(n)]]
    for lineup in lineups:
        bots = [farmlab.make_bot(name, k, rng.getrandbits(32)) for k in lineup]
        g = farmlab.new_game(name, n, seed=rng.getrandbits(32))
        for _ in range(MAX_STEPS):
            if g.over:
                break
            seat = g.to_act()[0]
            g.apply(seat, bots[seat].choose(g, seat))  # raises if illegal
        assert g.over


@pytest.mark.parametrize("name", sorted(farmlab.GAMES))
def test_every_event_kind_is_declared_with_a_sentence_template(name):
    """Every game declares its kinds of event through the core (``EVENTS``), each with a
    sentence template naming only its fields (``farmlab.core.events.check_templates``)."""
    cls = farmlab.GAMES[name]
    assert cls.EVENTS, f"{cls.TITLE} declares no kinds of event"
    assert check_templates(kinds_table(cls.EVENTS), cls.TEXT) == []


@pytest.mark.parametrize("name", sorted(farmlab.GAMES))
def test_every_event_kind_happens_in_play(name):
    """Every kind of change a game declares is recorded in 40 games of random and heuristic bots
    (every number of players; the default rules and each of ``PLAY_VARIANTS``), so that a rule
    that stopped telling what it did fails here. The kinds too rare in such games
    (``RARE_EVENTS``) name the test of their rule instead, which must exist."""
    cls = farmlab.GAMES[name]
    declared = {k.kind for k in cls.EVENTS}
    assert set(cls.RARE_EVENTS) <= declared, f"rare kinds not declared: {set(cls.RARE_EVENTS) - declared}"
    for kind, where in cls.RARE_EVENTS.items():
        path, _, test = where.partition("::")
        source = Path(__file__).resolve().parent.parent / path
        assert source.is_file() and f"def {test}(" in source.read_text(), f"{kind}: no test {where}"
    counts = range(cls.MIN_PLAYERS, cls.MAX_PLAYERS + 1)
    seen: set[str] = set()
    for options in ({}, *cls.PLAY_VARIANTS):
        for seed in range(40):
            n = counts[seed % len(counts)]
            bots = [farmlab.make_bot(name, "heuristic" if (seed + s) % 2 else "random", seed=s) for s in range(n)]
            g = farmlab.new_game(name, n, seed=seed, **options)
            farmlab.play(g, bots)
            seen |= {e.kind for e in g.events}
    assert declared - set(cls.RARE_EVENTS) - seen == set(), "kinds never recorded in play"


JUNK: list[Any] = [None, -1, -7, 99, 10**9, "0", "x", 1.5, [0], (), (0,), (0, 0), (-1,), (99,), ("x",), (None,),
                   ((0,),), {"a": 1}]


def _field_value(f: dataclasses.Field, rng: random.Random) -> Any:
    if rng.random() < 0.35:
        return rng.choice(JUNK)
    if "tuple" in str(f.type):
        return tuple(rng.randint(-1, 9) for _ in range(rng.randint(0, 3)))
    if "bool" in str(f.type):
        return rng.random() < 0.5
    if "str" in str(f.type):
        return rng.choice(["", "x", "goat"])
    return rng.randint(-2, 10)


def junk_action(g: Game, rng: random.Random) -> Action:
    cls = rng.choice(g.ACTIONS)
    return cls(**{f.name: _field_value(f, rng) for f in dataclasses.fields(cls)})


def _assert_refused(g: Game, seat: Any, action: Any) -> None:
    before = g.fingerprint()
    events, history = len(g.events), len(g.history)
    with pytest.raises(IllegalActionError) as info:
        g.apply(seat, action)
    msg = str(info.value)
    assert msg and "Traceback" not in msg and " object at 0x" not in msg, msg
    if isinstance(action, g.ACTIONS) and isinstance(seat, int) and 0 <= seat < g.n:
        assert msg[:1].isupper(), f"message is not a sentence: {msg!r}"
    assert g.fingerprint() == before, f"refused {action!r} changed the game"
    assert len(g.events) == events and len(g.history) == history


@pytest.mark.parametrize("name, n, seed", CASES)
def test_illegal_actions_are_refused_and_change_nothing(name, n, seed):
    seen: list[tuple[int, Action]] = []  # actions legal at some moment: stale ones later
    tried = {"junk": 0, "stale": 0, "wrong seat": 0, "refused": 0}

    def fuzz(g: Game, rng: random.Random) -> None:
        seats = g.to_act()
        for s in seats:
            seen.extend((s, a) for a in g.legal_actions(s)[:4])
        candidates: list[tuple[Any, Any, str]] = []
        for _ in range(2):
            candidates.append((rng.randrange(g.n), junk_action(g, rng), "junk"))
        if seen:
            s, a = rng.choice(seen)
            candidates.append((rng.choice([s, rng.randrange(g.n)]), a, "stale"))
        s = rng.choice(seats)
        others = [t for t in range(g.n) if t not in seats]
        acts = g.legal_actions(s)
        if others and acts:
            candidates.append((rng.choice(others), rng.choice(acts), "wrong seat"))
        for seat, action, kind in candidates:
            tried[kind] += 1
            if g.is_legal(seat, action):
                continue
            tried["refused"] += 1
            _assert_refused(g, seat, action)
        if rng.random() < 0.05:
            # seats that do not exist, and things that are not moves of this game
            a = rng.choice(g.legal_actions(s))
            for bad in (-1, g.n, 99, "0", None, 1.0, True):
                assert not g.is_legal(bad, a)  # type: ignore[arg-type]
                with pytest.raises(NotYourTurnError):
                    g.apply(bad, a)  # type: ignore[arg-type]
            _assert_refused(g, s, "House")
            _assert_refused(g, s, Action())

    g = play_randomly(name, n, seed, fuzz)
    assert tried["refused"] > 100, tried
    # after the end every move is refused
    for seat, action in seen[-20:]:
        _assert_refused(g, seat, action)


@pytest.mark.parametrize("name, n, seed", CASES)
def test_replay_undo_and_save_round_trip(name, n, seed):
    fingerprints: list[str] = []

    def record(g: Game, rng: random.Random) -> None:
        fingerprints.append(g.fingerprint())
        k = len(g.history)
        if k and rng.random() < 0.01:
            assert g.replay().fingerprint() == fingerprints[-1]
            assert g.undo().fingerprint() == fingerprints[-2]
            loaded = from_json(to_json(g))
            assert loaded.fingerprint() == fingerprints[-1]
            assert loaded.log() == g.log() and loaded.history == g.history
            assert json.loads(json.dumps(g.state())) == g.state()
            twin = g.copy()  # an independent copy: equal now, unaffected later
            assert twin.fingerprint() == fingerprints[-1] and twin.history == g.history
            copies.append((twin, fingerprints[-1]))

    copies: list[tuple[Game, str]] = []

    g = play_randomly(name, n, seed, record, debug=False)
    fingerprints.append(g.fingerprint())
    for twin, fp in copies:
        assert twin.fingerprint() == fp, "playing on the game changed a copy of it"
    rng = random.Random(seed)
    for k in sorted(rng.sample(range(len(fingerprints)), 4)) + [len(fingerprints) - 1]:
        again = g.replay(k)
        assert again.fingerprint() == fingerprints[k], f"replay to step {k} differs"
    loaded = from_json(to_json(g))
    assert loaded.over and loaded.fingerprint() == g.fingerprint() and loaded.scores() == g.scores()
    # the same seed and the same moves make the same game, another seed another one
    assert farmlab.new_game(name, n, seed=seed).fingerprint() == fingerprints[0]
    assert farmlab.new_game(name, n, seed=seed + 1000).fingerprint() != fingerprints[0]


# ------------------------------------------------------------ hidden information
def shuffler_of(name: str) -> Callable[[Any, int, random.Random], None] | None:
    """The game's ``shuffle_unseen`` hook, if it overrides the core's."""
    cls = farmlab.GAMES[name]
    if cls.shuffle_unseen is not Game.shuffle_unseen:
        return lambda g, seat, rng: g.shuffle_unseen(seat, rng)
    return None


def _contains_list(blob: str, values: list[Any]) -> bool:
    return json.dumps(values, separators=(",", ":")) in blob


@pytest.mark.parametrize("name, n, seed", CASES)
def test_views_logs_and_seat_saves_hide_secrets(name, n, seed):
    changed = {"teacher": 0, "checks": 0}
    shuffler = shuffler_of(name)

    def check(g: Game, rng: random.Random) -> None:
        k = len(g.history)
        if k % 7:
            return
        for s in range(g.n):
            view = g.view(s)
            blob = json.dumps(view, separators=(",", ":"), sort_keys=True)
            assert view["viewer"] == s
            for key in ("seed", "rng", "history", "actions"):
                assert f'"{key}":' not in blob, f"the view of seat {s} shows {key!r}"
            # no secret of an event meant for others is shown in this seat's view
            for e in g.events:
                if e.secret and s not in e.secret_to:
                    for value in e.secret.values():
                        if isinstance(value, list) and len(value) >= 3 and k == 0:
                            assert not _contains_list(blob, value), f"seat {s} sees {e.kind} secret {value}"
            # a save for one seat holds its view and log, never the seed or the moves
            saved = json.loads(to_json(g, seat=s))
            assert set(saved) == {"format", "version", "game", "for_seat", "view", "log"}
            assert saved["log"] == g.log(s)
            assert json.dumps(saved["view"], sort_keys=True) == json.dumps(json.loads(json.dumps(view)), sort_keys=True)
            if shuffler is not None:
                # deal anew, in a copy, everything this seat cannot see: its view
                # and text must not change (the teacher's view usually does)
                twin = g.copy()
                shuffler(twin, s, rng)
                assert json.dumps(twin.view(s), sort_keys=True) == json.dumps(view, sort_keys=True), (
                    f"the view of seat {s} changed when only what it cannot see was shuffled")
                assert twin.text(s) == g.text(s)
                changed["teacher"] += json.dumps(twin.view(None), sort_keys=True) != json.dumps(g.view(None), sort_keys=True)
                changed["checks"] += 1

    g = play_randomly(name, n, seed, check, debug=False)
    _check_log_secrets(g)
    if shuffler is not None:
        assert changed["checks"] and changed["teacher"] > changed["checks"] // 2, changed


def _check_log_secrets(g: Game) -> None:
    """An event's secret never shows in the sentence another seat reads: swapping
    in the secret of another event of the same kind changes nothing for them."""
    by_kind: dict[str, list[Event]] = {}
    for e in g.events:
        if e.secret:
            by_kind.setdefault(e.kind, []).append(e)
    differs = 0
    for kind, events in by_kind.items():
        for i, e in enumerate(events):
            other = next((f for f in events[i + 1:] + events[:i] if f.secret != e.secret), None)
            if other is None:
                continue
            fake = Event(e.kind, e.seat, e.data, e.step, other.secret, e.secret_to)
            for s in range(g.n):
                if s not in e.secret_to:
                    assert g.explain(fake, s) == g.explain(e, s), f"seat {s} reads the secret of a {kind} event"
                    assert e.to_json(s) == fake.to_json(s)
            differs += g.explain(fake, None) != g.explain(e, None)
    if by_kind:
        assert differs, "secrets never show even to the teacher: the check above tests nothing"


@pytest.mark.parametrize("name", sorted(farmlab.GAMES))
def test_view_refuses_seats_that_do_not_exist(name):
    g = farmlab.new_game(name, farmlab.GAMES[name].MIN_PLAYERS, seed=1)
    for bad in (-1, g.n, "0"):
        with pytest.raises(OptionError):
            g.view(bad)  # type: ignore[arg-type]
