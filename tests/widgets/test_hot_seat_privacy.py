"""Hot-seat privacy by construction: the pass screen holds nothing of the last
person's cards (every widget that showed them is closed, so its data leaves the
browser), Teacher view is never on the pass screen and opens only with the
teacher's PIN when one is set, and saving in hot seat is the teacher's."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("ipywidgets")

import farmlab  # noqa: E402
from farmlab.core.save import to_json  # noqa: E402
from farmlab.widgets import Board  # noqa: E402


def shown(w) -> bool:
    return w.layout.display != "none"


def play_until_pass(board: Board, helpers, seat: int = 0) -> None:
    bot = farmlab.make_bot(board.game, "heuristic", 1)
    for _ in range(400):
        if board.passing:
            return
        helpers.click_choice(board, seat, bot.choose(board.game, seat))
    raise AssertionError("the pass screen never came")


def test_the_pass_screen_closes_every_widget_that_showed_a_hand(helpers):
    board = Board("community_farm", ["human", "human", "heuristic"], seed=4)
    board.reveal_button.click()
    used = list(board._pool) + [w for w in board.cache.values()]
    assert used, "Ana's buttons and trade panel were on show"
    play_until_pass(board, helpers)
    assert board._pool == [] and board.cache == {}
    assert all(w.comm is None for w in used), "a widget of Ana's turn is still alive in the browser"
    assert board.controls == [] and board.extra_box.children == ()


def test_teacher_view_is_never_available_on_the_pass_screen(helpers):
    board = Board("community_farm", ["human", "human", "heuristic"], seed=4)
    assert board.passing and not shown(board.teacher_toggle)
    board.teacher_toggle.value = True
    assert board.teacher_toggle.value is False and board.passing
    assert "fl-hand" not in helpers.page_html(board)


def test_teacher_view_opens_only_with_the_pin():
    board = Board("community_farm", ["human", "heuristic", "heuristic"], seed=2, teacher_pin="4711")
    board.teacher_toggle.value = True
    assert board.teacher_toggle.value is False and shown(board.pin_row) and board.viewer == 0
    board.pin_input.value = "1234"
    board.pin_button.click()
    assert board.teacher_toggle.value is False and "not the teacher's PIN" in board.error
    board.pin_input.value = "4711"
    board.pin_button.click()
    assert board.teacher_toggle.value is True and board.viewer is None and not shown(board.pin_row)


def test_teacher_view_can_be_switched_off_for_student_apps():
    board = Board("community_farm", ["human", "heuristic", "heuristic"], seed=2, teacher_view=False)
    assert not shown(board.teacher_toggle)
    board.teacher_toggle.value = True
    assert board.teacher_toggle.value is False and board.viewer == 0


def test_saving_in_hot_seat_is_a_teachers_action_and_the_link_goes_with_the_next_move(helpers):
    hot = Board("community_farm", ["human", "human", "heuristic"], seed=4)
    hot.reveal_button.click()
    assert not shown(hot.save_button)
    hot.teacher_toggle.value = True
    assert shown(hot.save_button)
    solo = Board("community_farm", ["human", "heuristic", "heuristic"], seed=4)
    assert shown(solo.save_button)
    solo.save_button.click()
    assert "Download" in solo.save_link.value and str(solo.game.seed) not in solo.save_link.value.split("href")[0]
    helpers.click_choice(solo, 0, solo.game.legal_actions(0)[0])
    assert solo.save_link.value == ""


def test_a_save_of_another_game_is_refused_with_a_clear_message():
    board = Board("jelly_bean_farmers", ["human", "heuristic"], seed=1)
    other = farmlab.new_game("community_farm", 3, seed=1)
    before = board.game.fingerprint()
    assert not board.load_json(to_json(other))
    assert "saved game of Community Farm, not of Jelly Bean Farmers" in board.error
    assert board.game.fingerprint() == before
    assert "fl-refused" not in board.error_html.value  # a file problem is not "Not allowed:"
    assert not board.load_json(json.dumps({"format": "farmlab-save"}))
    assert "fl-refused" not in board.error_html.value and board.game.fingerprint() == before


def test_apps_offer_teacher_view_only_with_the_servers_pin(monkeypatch):
    from farmlab.widgets import app

    monkeypatch.delenv("FARMLAB_TEACHER_PIN", raising=False)
    b = app("community_farm", players=3, seed=1, start=True).board
    assert not b.teacher_view_allowed and not shown(b.teacher_toggle)
    monkeypatch.setenv("FARMLAB_TEACHER_PIN", "2468")
    b = app("community_farm", players=3, seed=1, start=True).board
    assert b.teacher_view_allowed and b.teacher_pin == "2468"
