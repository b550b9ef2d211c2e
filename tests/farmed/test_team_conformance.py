"""The shared conformance checks (``tests/test_conformance.py``), run on FARMED's Team game: random
legal play keeps the invariants and ends, illegal moves change nothing, replay/undo/save round
trips, views and logs hide what a seat may not see (a teammate's hand and a Market card looked at
with Market Study are known to the team, F20, F25)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

import farmlab

_spec = importlib.util.spec_from_file_location("farmed_team_conformance",
                                               Path(__file__).resolve().parents[1] / "test_conformance.py")
conformance = importlib.util.module_from_spec(_spec)  # type: ignore[arg-type]
_spec.loader.exec_module(conformance)  # type: ignore[union-attr]

CASES = [(n, seed) for n in (2, 4, 5, 8) for seed in (1, 2)]


@pytest.fixture
def team_mode(monkeypatch):
    new_game = farmlab.new_game

    def team_game(name, *args, **kwargs):
        return new_game(name, *args, **{"mode": "team", **kwargs})

    monkeypatch.setattr(farmlab, "new_game", team_game)


@pytest.mark.parametrize("n, seed", CASES)
def test_team_game_random_play_keeps_invariants_and_ends(team_mode, n, seed):
    conformance.test_random_play_keeps_invariants_and_ends("farmed", n, seed)


@pytest.mark.parametrize("n, seed", CASES)
def test_team_game_illegal_actions_are_refused_and_change_nothing(team_mode, n, seed):
    conformance.test_illegal_actions_are_refused_and_change_nothing("farmed", n, seed)


@pytest.mark.parametrize("n, seed", CASES)
def test_team_game_replay_undo_and_save_round_trip(team_mode, n, seed):
    conformance.test_replay_undo_and_save_round_trip("farmed", n, seed)


@pytest.mark.parametrize("n, seed", CASES)
def test_team_game_views_logs_and_seat_saves_hide_secrets(team_mode, n, seed):
    conformance.test_views_logs_and_seat_saves_hide_secrets("farmed", n, seed)


def test_the_team_game_is_what_is_checked(team_mode):
    assert farmlab.new_game("farmed", 4, seed=1).team


def test_every_team_decision_has_a_prompt_and_a_first_games_tip():
    """A person deciding for a special Improvement is told what and why (the board's GUIDE)."""
    from farmlab.farmed import Farmed, RandomBot
    from farmlab.farmed.text import GUIDE

    kinds = set()
    for seed in range(30):
        g = Farmed(6, seed, mode="team")
        bots = [RandomBot(seed * 10 + s) for s in range(6)]
        while not g.over:
            for d in g.decisions():
                kinds.add(d.kind)
                assert d.prompt.startswith(g.names[d.seat] + ": ")
            s = g.to_act()[0]
            g.apply(s, bots[s].choose(g, s))
    assert kinds >= {"play", "woman", "peek", "pest_control", "tradition", "hospital"}
    assert all(k in GUIDE for k in kinds), sorted(kinds - set(GUIDE))
