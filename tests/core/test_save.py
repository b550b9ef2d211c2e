"""Saving and loading games (farmlab.core.save): round trips and every refusal."""

from __future__ import annotations

import json
import random

import pytest

import farmlab
from farmlab.core.errors import SaveFileError
from farmlab.core.save import VERSION, from_json, load, save, to_json


def played(steps: int = 60, seed: int = 3, **options) -> farmlab.Game:
    g = farmlab.new_game("community_farm", ["Ana", "Ben", "Chloe", "Dev"], seed=seed, **options)
    rng = random.Random(seed)
    for _ in range(steps):
        s = g.to_act()[0]
        g.apply(s, g.random_action(s, rng))
    return g


def saved(g=None) -> dict:
    return json.loads(to_json(g if g is not None else played()))


def refused(text: str, *words: str) -> str:
    with pytest.raises(SaveFileError) as info:
        from_json(text)
    msg = str(info.value)
    assert msg[:1].isupper() and msg.endswith("."), msg
    for w in words:
        assert w in msg, f"{w!r} not in {msg!r}"
    return msg


def test_save_and_load_give_the_same_game(tmp_path):
    g = played(stables=3, deck_runs=2)
    path = save(g, tmp_path / "game.json")
    h = load(path)
    assert h.fingerprint() == g.fingerprint()
    assert h.names == g.names and h.options == g.options and h.history == g.history
    assert h.log() == g.log()
    # and play goes on identically in both
    rng1, rng2 = random.Random(9), random.Random(9)
    for _ in range(30):
        s = g.to_act()[0]
        g.apply(s, g.random_action(s, rng1))
        h.apply(s, h.random_action(s, rng2))
    assert h.fingerprint() == g.fingerprint()


def test_save_file_is_plain_json_with_seed_and_moves():
    data = saved()
    assert data["format"] == "farmlab-save" and data["version"] == VERSION
    assert data["game"] == "community_farm" and data["seed"] == 3
    assert len(data["actions"]) == 60 and data["fingerprint"]


def test_corrupt_json_is_refused():
    refused("{not json", "not a farmlab save file", "not readable JSON")
    refused("", "not readable JSON")


def test_wrong_format_is_refused():
    refused(json.dumps({"format": "chess-save", "version": 1}), "This is not a farmlab save file.")
    refused(json.dumps([1, 2, 3]), "This is not a farmlab save file.")
    data = saved()
    del data["version"]
    refused(json.dumps(data), "no version number")


def test_newer_version_says_to_update():
    data = saved()
    data["version"] = VERSION + 1
    refused(json.dumps(data), "newer farmlab", "Please update farmlab")


def test_edited_actions_give_a_fingerprint_error():
    g = played()
    data = saved(g)
    # replace the last move by another move that was legal at that moment: the game differs
    seat, last = g.history[-1]
    before = g.undo()
    other = next(a for a in before.legal_actions(seat) if a != last)
    data["actions"][-1] = [seat, other.to_json()]
    refused(json.dumps(data),
            "This save file has been changed or damaged: its moves do not lead to the game that was saved.")
    # one move fewer
    data = saved(g)
    data["actions"].pop()
    refused(json.dumps(data), "has been changed or damaged")
    # an edited fingerprint too
    data = saved(g)
    data["fingerprint"] = "0" * 20
    refused(json.dumps(data), "has been changed or damaged")
    # a different seed with the same moves
    data = saved(g)
    data["seed"] = 4
    refused(json.dumps(data), "damaged")


def test_moves_the_rules_forbid_are_refused():
    data = saved()
    data["actions"][0][1] = {"type": "House", "stable": 7}
    refused(json.dumps(data), "Move 1 in this save file is not allowed by the rules", "no stable number 7")
    data = saved()
    data["actions"].insert(0, [2, {"type": "EndTrading"}])
    refused(json.dumps(data), "Move 1 in this save file is not allowed by the rules")


def test_damaged_moves_are_refused():
    data = saved()
    data["actions"][2] = ["x"]
    refused(json.dumps(data), "Move 3 in this save file is damaged.")
    data = saved()
    data["actions"][0][1] = {"type": "Fly"}
    refused(json.dumps(data), "names a move this game does not have: 'Fly'")
    data = saved()
    data["actions"][0][1] = {"type": "House"}
    refused(json.dumps(data), "The move House in this save file is missing 'stable'.")
    data = saved()
    data["actions"][0][1] = {"stable": 0}
    refused(json.dumps(data), "A move in this save file is not readable")
    data = saved()
    data["actions"] = "none"
    refused(json.dumps(data), "The list of moves in this save file is damaged.")


def test_damaged_game_fields_are_refused():
    for key, value, words in [("game", "chess", "There is no game called 'chess'"),
                              ("options", {"colour": 1}, "has no option 'colour'"),
                              ("names", ["Ana"], "for 3 to 7 players"),
                              ("seed", "abc", "The seed must be a whole number")]:
        data = saved()
        data[key] = value
        refused(json.dumps(data), "This save file is damaged", words)
    data = saved()
    del data["seed"]
    refused(json.dumps(data), "This save file is damaged")


def test_seat_only_save_cannot_be_loaded(tmp_path):
    g = played()
    path = save(g, tmp_path / "ben.json", seat=1)
    data = json.loads(path.read_text())
    assert data["for_seat"] == 1 and "seed" not in data and "actions" not in data
    assert data["view"]["players"][1]["hand"] == g.farms[1].hand
    assert all("hand" not in p for i, p in enumerate(data["view"]["players"]) if i != 1)
    assert "deck" not in data["view"]
    with pytest.raises(SaveFileError, match="saved for one player.*can be looked at but not played on"):
        load(path)


def test_unreadable_files_are_refused(tmp_path):
    with pytest.raises(SaveFileError, match="Could not read"):
        load(tmp_path / "missing.json")
    bad = tmp_path / "picture.json"
    bad.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe")
    with pytest.raises(SaveFileError, match="is not a farmlab save file"):
        load(bad)


def test_finished_game_round_trips():
    g = farmlab.new_game("community_farm", 3, seed=5)
    farmlab.play(g, [farmlab.make_bot("community_farm", "heuristic", i) for i in range(3)])
    h = from_json(to_json(g))
    assert h.over and h.fingerprint() == g.fingerprint() and h.winners() == g.winners()
