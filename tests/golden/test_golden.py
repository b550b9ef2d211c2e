"""Recorded games replay exactly (see record.py): the same actions give the
same end state, scores and explained log, and the bots choose the same actions."""

from __future__ import annotations

import gzip
import json

import pytest

import farmlab
from farmlab.core.actions import Action

from .record import HERE, digest, play_recorded


def recorded(game: str) -> list[dict]:
    with gzip.open(HERE / f"{game}.json.gz", "rt", encoding="utf-8") as fh:
        return json.load(fh)


GAMES = sorted(g for g in farmlab.GAMES if (HERE / f"{g}.json.gz").exists())
CASES = [(game, i) for game in GAMES for i in range(len(recorded(game)))]


def test_every_game_has_recorded_games():
    """A game is recorded when it is added (``python tests/golden/record.py <game>``)."""
    assert GAMES == sorted(farmlab.GAMES)


@pytest.mark.parametrize("game,index", CASES)
def test_recorded_actions_replay_to_the_same_game(game: str, index: int) -> None:
    rec = recorded(game)[index]
    g = farmlab.new_game(game, players=rec["players"], seed=rec["seed"], **rec.get("options", {}))
    types = {cls.__name__: cls for cls in type(g).ACTIONS}
    for seat, data in rec["actions"]:
        g.apply(seat, Action.from_json(data, types))
    assert g.over
    assert g.fingerprint() == rec["fingerprint"]
    assert g.scores() == rec["scores"]
    assert digest(g.log(None)) == rec["log_all"]
    assert digest(g.log(0)) == rec["log_seat0"]


@pytest.mark.parametrize("game,index", CASES)
def test_bots_still_choose_the_recorded_actions(game: str, index: int) -> None:
    rec = recorded(game)[index]
    again = play_recorded(game, rec["players"], "mixed" if len(set(rec["bots"])) > 1 else rec["bots"][0], rec["seed"],
                          rec.get("options"))
    assert again["actions"] == rec["actions"]
    assert again["fingerprint"] == rec["fingerprint"]
