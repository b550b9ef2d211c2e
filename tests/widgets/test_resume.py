"""Games kept across a reload: every app game is kept on the server after each move under a
code shown on the board; "Resume a game" brings it back, and bad codes get clear messages."""

from __future__ import annotations

import json

import pytest

import farmlab
from farmlab.widgets.app import App
from farmlab.widgets.resume import ResumeStore, format_code

GAMES = sorted(farmlab.GAMES)


def started(game: str, tmp_path) -> App:
    app = App(game, seed=5, resume_dir=str(tmp_path))
    app.kind_inputs[0].value = "human"
    app.pace_input.value = 0
    assert app.start() is not None
    return app


@pytest.mark.parametrize("game", GAMES)
def test_a_game_is_kept_after_every_move_and_comes_back_with_its_code(game, tmp_path):
    app = started(game, tmp_path)
    board = app.board
    code = board.resume_code
    assert code and format_code(code) in board.resume_html.value
    seat = board.game.to_act()[0]
    board.act(seat, board.game.legal_actions(seat)[0])
    board.play_bots()
    board.redraw()
    kept = json.loads((tmp_path / f"{code}.json").read_text())
    assert kept["game"] == game and kept["seats"] == board.seats
    # after a reload: a fresh page, the code typed in lower case with a space
    again = App(game, resume_dir=str(tmp_path))
    again.resume_input.value = f" {format_code(code).lower().replace('-', ' ')} "
    back = again.resume()
    assert back is not None and again.board is back
    assert back.game.fingerprint() == board.game.fingerprint() and back.seats == board.seats
    assert back.resume_code == code  # it goes on under the same code


def test_a_new_game_gets_a_new_code(tmp_path):
    app = started("community_farm", tmp_path)
    first = app.board.resume_code
    app.board.new_game()
    assert app.board.resume_code != first


@pytest.mark.parametrize("typed, words", [
    ("", "Type the game code"),
    ("ZZZ-ZZZ", "no game with the code"),
    ("not a code at all", "no game with the code"),
])
def test_a_wrong_code_says_what_to_do(typed, words, tmp_path):
    app = App("community_farm", resume_dir=str(tmp_path))
    app.resume_input.value = typed
    assert app.resume() is None and app.board is None
    assert words in app.setup_error.value


def test_a_code_of_another_game_names_that_game(tmp_path):
    other = started("jelly_bean_farmers", tmp_path).board.resume_code
    app = App("community_farm", resume_dir=str(tmp_path))
    app.resume_input.value = other
    assert app.resume() is None
    assert "Jelly Bean Farmers" in app.setup_error.value and "Open the Jelly Bean Farmers app" in app.setup_error.value


def test_a_damaged_kept_game_is_refused_and_nothing_breaks(tmp_path):
    code = started("community_farm", tmp_path).board.resume_code
    path = tmp_path / f"{code}.json"
    data = json.loads(path.read_text())
    data["save"] = data["save"].replace('"seed"', '"seeed"')
    path.write_text(json.dumps(data))
    app = App("community_farm", resume_dir=str(tmp_path))
    app.resume_input.value = code
    assert app.resume() is None and "cannot be resumed" in app.setup_error.value


def test_an_unwritable_folder_only_hides_the_code(tmp_path):
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    app = App("community_farm", seed=1, resume_dir=str(blocked / "sub"))
    app.pace_input.value = 0
    board = app.start()
    assert board is not None and board.resume_html.value == "" and board.error == ""


def test_store_forgets_old_games(tmp_path):
    import os
    import time

    store = ResumeStore(tmp_path)
    assert store.put("ABCDEF", "community_farm", ["human"], "{}")
    old = time.time() - 20 * 86400
    os.utime(tmp_path / "ABCDEF.json", (old, old))
    store.clean()
    assert store.get("ABCDEF") is None
