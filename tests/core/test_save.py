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


def resealed(data: dict) -> str:
    """An edited save with its check made anew: what a careful forger would do
    (the deeper checks must still refuse a game the rules do not allow)."""
    from farmlab.core.save import _check

    data = dict(data)
    data["check"] = _check(data)
    return json.dumps(data)


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
    refused(resealed(data),
            "This save file has been changed or damaged: its moves do not lead to the game that was saved.")
    # one move fewer
    data = saved(g)
    data["actions"].pop()
    refused(resealed(data), "has been changed or damaged")
    # an edited fingerprint too
    data = saved(g)
    data["fingerprint"] = "0" * 20
    refused(resealed(data), "has been changed or damaged")
    # a different seed with the same moves
    data = saved(g)
    data["seed"] = 4
    refused(resealed(data), "damaged")


def test_moves_the_rules_forbid_are_refused():
    data = saved()
    data["actions"][0][1] = {"type": "House", "stable": 7}
    refused(resealed(data), "Move 1 in this save file is not allowed by the rules", "no stable number 7")
    data = saved()
    data["actions"].insert(0, [2, {"type": "EndTrading"}])
    refused(resealed(data), "Move 1 in this save file is not allowed by the rules")


def test_damaged_moves_are_refused():
    data = saved()
    data["actions"][2] = ["x"]
    refused(resealed(data), "Move 3 in this save file is damaged.")
    data = saved()
    data["actions"][0][1] = {"type": "Fly"}
    refused(resealed(data), "names a move this game does not have: 'Fly'")
    data = saved()
    data["actions"][0][1] = {"type": "House"}
    refused(resealed(data), "The move House in this save file is missing 'stable'.")
    data = saved()
    data["actions"][0][1] = {"stable": 0}
    refused(resealed(data), "A move in this save file is not readable")
    data = saved()
    data["actions"] = "none"
    refused(resealed(data), "The list of moves in this save file is damaged.")


def test_damaged_game_fields_are_refused():
    for key, value, words in [("game", "chess", "There is no game called 'chess'"),
                              ("options", {"colour": 1}, "has no option 'colour'"),
                              ("names", ["Ana"], "for 3 to 7 players"),
                              ("seed", "abc", "The seed must be a whole number")]:
        data = saved()
        data[key] = value
        refused(resealed(data), "This save file is damaged", words)
    data = saved()
    del data["seed"]
    refused(resealed(data), "This save file is damaged")


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


def test_a_save_edited_in_any_field_fails_its_check():
    """Options, names, seed, moves, decks: the check covers everything that defines the game."""
    base = saved(played(steps=20))
    edits = {"options": {**base["options"], "deck_runs": 2}, "names": ["Ana", "Ben", "Chloe", "Eve"],
             "seed": base["seed"] + 1, "actions": base["actions"][:-1], "decks": {"animals_file": "x"},
             "game": "jelly_bean_farmers", "fingerprint": "0" * 20}
    for key, value in edits.items():
        data = dict(base)
        data[key] = value
        refused(json.dumps(data), "its check does not match")


def test_a_save_never_opens_a_file_named_in_it(tmp_path):
    """A save whose options name a file on the computer is refused without opening it."""
    data = saved(played(steps=5))
    for path in ("/etc/passwd", "/dev/zero", "/proc/self/environ"):
        data["options"] = {**data["options"], "animals_file": path}
        msg = refused(resealed(data), "names a file on the computer")
        assert "root" not in msg and path not in msg


def test_a_custom_deck_travels_in_the_save_as_data(tmp_path):
    from farmlab.community_farm.cards import DATA

    deck = tmp_path / "my_animals.csv"
    deck.write_text(DATA.read_text(encoding="utf-8").replace("Sheep,Sheep", "Sheep,Sheep"), encoding="utf-8")
    g = played(steps=10, animals_file=str(deck))
    text = to_json(g)
    assert str(deck) not in text and "my_animals" not in text
    one_back = g.undo().fingerprint()
    deck.unlink()  # the save no longer needs the file
    back = from_json(text)
    assert back.fingerprint() == g.fingerprint() and back.history == g.history
    assert back.undo().fingerprint() == one_back


def test_deck_files_that_are_not_regular_or_too_large_are_refused(tmp_path):
    from farmlab.core.errors import DeckFileError
    from farmlab.core.decks import MAX_DECK_BYTES

    with pytest.raises(DeckFileError, match="not a regular file"):
        farmlab.new_game("community_farm", 4, seed=1, animals_file="/dev/zero")
    big = tmp_path / "big.csv"
    big.write_text("x" * (MAX_DECK_BYTES + 10))
    with pytest.raises(DeckFileError, match="too large"):
        farmlab.new_game("community_farm", 4, seed=1, animals_file=str(big))
    wrong = tmp_path / "passwd.csv"
    wrong.write_text("root:x:0:0:root:/root:/bin/bash-and-a-very-long-secret-line-that-goes-on\n")
    with pytest.raises(DeckFileError) as info:
        farmlab.new_game("community_farm", 4, seed=1, animals_file=str(wrong))
    assert "bash-and-a-very-long-secret" not in str(info.value)


def test_saving_to_a_missing_folder_or_nowhere_is_a_clear_error(tmp_path):
    g = played(steps=3)
    with pytest.raises(SaveFileError, match="does not exist"):
        save(g, tmp_path / "no" / "such" / "game.json")
    for bad in (None, "", 3):
        with pytest.raises(SaveFileError):
            save(g, bad)
        with pytest.raises(SaveFileError):
            load(bad)


def test_json_too_deep_or_of_the_wrong_kind_is_refused():
    refused("[" * 100_000 + "]" * 100_000, "not a farmlab save file")
    refused(json.dumps({"format": "farmlab-save", "version": 2, "game": 123}), "check does not match")
    with pytest.raises(SaveFileError):
        from_json(None)  # type: ignore[arg-type]
