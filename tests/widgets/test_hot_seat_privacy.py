"""Hot-seat privacy: the pass screen shows nobody's cards and the browser keeps none of them.

Checked for every game with a renderer (so new games inherit the check): before the
device changes hands every action button is emptied, every extra control the last
person saw (a trade panel, a choice panel) is closed so its model leaves the browser,
Teacher view cannot be turned on, and saving a hot-seat game is a teacher action.
"""

from __future__ import annotations

import base64
import json
import re

import pytest

pytest.importorskip("ipywidgets")

import ipywidgets as widgets  # noqa: E402

from farmlab import make_bot  # noqa: E402
import farmlab  # noqa: E402
from farmlab.widgets import App, Board, find_widgets  # noqa: E402

GAMES = sorted(farmlab.GAMES)  # every registered game, also those added later


def hot_seats(game: str) -> list[str]:
    """Two people sharing the screen and computer players for the other seats."""
    cls = farmlab.GAMES[game]
    n = max(cls.MIN_PLAYERS, min(3, cls.MAX_PLAYERS))
    return ["human", "human"] + ["heuristic"] * (n - 2)


def _tree(w):
    out = [w]
    for c in getattr(w, "children", ()) or ():
        out.extend(_tree(c))
    return out


def _play_until_handover(board: Board) -> int:
    """Play the person holding the device until the pass screen comes up; returns that person."""
    board.reveal()
    first = board.holder
    bot = make_bot(board.game, "heuristic", 7)
    for _ in range(500):
        if board.passing or board.game.over:
            break
        seat = board.holder
        assert seat is not None
        board.act(seat, bot.choose(board.game, seat))
    assert board.passing, "the device was never handed over"
    return first


@pytest.mark.parametrize("game", GAMES)
def test_pass_screen_keeps_nothing_of_the_last_hand_in_the_browser(game):
    board = Board(game, hot_seats(game), seed=4)
    board.reveal()
    holder = board.holder
    shown_before = [w for w in _tree(board.extra_box)[1:]]
    labels = {b.description for b in board.controls if b.description}
    assert labels, "the person had buttons to press"
    _play_until_handover(board)
    assert board._pass_to != holder or board.holder != holder
    # the pooled buttons: no label, no tooltip, no action
    for b in board._pool.values():
        assert b.description == "" and b.tooltip == "" and b.fl_action is None
    # every extra control shown before (panels naming cards) is closed: gone from the browser
    for w in shown_before:
        assert w.comm is None, f"{type(w).__name__} still open on the pass screen"
    assert board.extra_box.children == () and board.cache == {}
    # the pass screen is built from names only
    text = board.pass_html.value
    assert "Pass the device to" in text
    for w in (board.table, board.prompt, board.log_html, *board.seat_htmls):
        assert w.value == ""
    # the next person gets working panels again
    board.reveal()
    assert board.controls and all(b.description for b in board.controls if b in board._pool.values())


def test_trade_panel_of_the_last_player_is_closed_before_handing_over():
    board = Board("community_farm", ["human", "human", "heuristic"], seed=4)
    board.reveal()
    panels = []
    bot = make_bot(board.game, "heuristic", 7)
    for _ in range(500):
        panels.extend(w for w in find_widgets(board, "fl-trade-" + str(board.holder)) if w not in panels)
        if board.passing:
            break
        board.act(board.holder, bot.choose(board.game, board.holder))
    assert panels, "a trade panel was shown during the game"
    assert board.passing
    assert all(w.comm is None for p in panels for w in _tree(p))


def test_teacher_view_never_on_the_pass_screen():
    board = Board("community_farm", ["human", "human", "heuristic"], seed=4)
    assert board.passing
    assert board.teacher_toggle.layout.display == "none"
    board.teacher_toggle.value = True  # a click sent by the browser anyway
    assert board.teacher_toggle.value is False and board.passing
    assert "fl-hand" not in "".join(w.value for w in board.seat_htmls)


def test_teacher_view_needs_the_teacher_pin():
    board = Board("community_farm", ["human", "human", "heuristic"], seed=4, teacher_pin="2468")
    board.reveal()
    assert board.teacher_toggle.layout.display is None
    board.teacher_toggle.value = True
    assert board.teacher_toggle.value is False and board.teacher_pin_box.layout.display is None
    assert not board.unlock_teacher("1111")
    assert board.teacher_toggle.layout.display is None and not board.teacher_unlocked
    board.teacher_pin_box.value = "2468"
    assert board.teacher_unlocked and board.teacher_toggle.value is True
    assert all(f"class='fl-hand' data-seat='{s}'" in board.seat_htmls[s].value for s in range(3))


def test_student_app_has_no_teacher_view_and_no_hot_seat_saving():
    app = App("community_farm", seats=["human", "human", "heuristic"], players=3, start=True)
    board = app.board
    board.reveal()
    assert board.teacher_toggle.layout.display == "none"
    board.teacher_toggle.value = True
    assert board.teacher_toggle.value is False
    assert board.save_button.layout.display == "none"
    assert board.save_button.value == ""  # no file holding every hand in the page


def _saved_file(board: Board) -> dict:
    m = re.search(r"base64,([A-Za-z0-9+/=]+)", board.save_button.value)
    assert m, board.save_button.value
    return json.loads(base64.b64decode(m.group(1)))


def test_saving_one_human_game_in_one_click_and_the_file_is_always_the_position_now():
    board = Board("community_farm", ["human", "heuristic", "heuristic"], seed=4, teacher_view=False)
    assert board.save_button.layout.display is None
    assert "download=" in board.save_button.value  # the button is the download: one click
    assert _saved_file(board) == json.loads(board.save_json())
    before = len(board.game.history)
    bot = make_bot(board.game, "heuristic", 1)
    board.act(0, bot.choose(board.game, 0))
    assert len(board.game.history) > before
    assert _saved_file(board) == json.loads(board.save_json())  # never an older position
    assert f"move{len(board.game.history)}.json" in board.save_button.value


def test_hot_seat_save_file_gone_on_the_pass_screen():
    board = Board("community_farm", ["human", "human", "heuristic"], seed=4)  # teacher's own notebook
    board.reveal()
    assert "download=" in board.save_button.value
    _play_until_handover(board)
    assert board.save_button.value == "" and board.save_button.layout.display == "none"


# ---------------------------------------------------------------- play a class can follow (same board)

def _finish(board: Board) -> None:
    bot = make_bot(board.game, "heuristic", 3)
    for _ in range(5000):
        if board.game.over:
            return
        seat = board.holder if board.holder is not None else board.human_seats[0]
        if seat in board.game.to_act():
            board.act(seat, bot.choose(board.game, seat))
        else:
            board.play_bots()
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("game", GAMES)
def test_end_screen_plot_replay_and_play_again(game):
    board = Board(game, ["human", "heuristic", "heuristic"], seed=5)
    _finish(board)
    assert board.gameover.layout.display is None and board.end_box.layout.display is None
    assert "<svg" in board.score_plot.value and "polyline" in board.score_plot.value
    assert all(name in board.score_plot.value for name in board.game.names)
    board.replay_button.click()
    [stepper] = board.replay_box.children
    assert stepper.n_steps == len(board.game.history)
    old = board.game
    board.play_again_button.click()
    assert board.game is not old and not board.game.over and board.replay_box.children == ()
    assert board.gameover.layout.display == "none" and board.end_box.layout.display == "none"


def test_tie_break_said_in_words(monkeypatch):
    board = Board("community_farm", ["human", "heuristic", "heuristic"], seed=5)
    g = board.game
    monkeypatch.setattr(g, "scores", lambda: [7, 7, 3])
    monkeypatch.setattr(g, "tiebreak", lambda: [(2, 1), (1, 4), (0, 0)])
    monkeypatch.setattr(g, "winners", lambda: [0])
    text = board.tiebreak_words()
    assert "all scored 7" in text and "2, then 1" in text and "wins the tie-break" in text
    assert g.names[0] in text and g.names[1] in text


def test_computer_players_move_at_a_readable_pace_by_default():
    board = Board("community_farm", seed=5)
    assert board.speed.value == Board.BOT_PACE > 0


def test_log_highlights_what_changed_since_my_last_move():
    board = Board("community_farm", ["human", "heuristic", "heuristic"], seed=5)
    board.autoplay.value = False
    bot = make_bot(board.game, "heuristic", 3)
    for _ in range(500):
        g = board.game
        if 0 in board._since and len(g.events) > board._since[0]:
            break
        if 0 in g.to_act():
            board.act(0, bot.choose(g, 0))
        else:
            assert board.bot_step()
    mark = board._since[0]
    assert len(board.game.events) > mark, "a computer player moved after the person"
    html = board.log_html.value
    assert "since your last move" in html
    assert html.count("fl-new'") == len(board.game.events) - mark


def test_save_of_another_game_refused_in_words():
    from farmlab.core.save import to_json
    from farmlab import new_game

    board = Board("jelly_bean_farmers", seed=1)
    fp = board.fingerprint()
    other = to_json(new_game("community_farm", 3, seed=2))
    assert board.load_json(other) is False
    assert "saved game of Community Farm" in board.error and "Not allowed" not in board.error
    assert board.fingerprint() == fp and board.game.NAME == "jelly_bean_farmers"


def test_apps_offer_teacher_view_only_with_the_servers_pin(monkeypatch):
    monkeypatch.delenv("FARMLAB_TEACHER_PIN", raising=False)
    b = App("community_farm", start=True).board
    assert not b.teacher_view and b.teacher_toggle.layout.display == "none"
    monkeypatch.setenv("FARMLAB_TEACHER_PIN", "2468")
    b = App("community_farm", start=True).board
    assert b.teacher_view and b.teacher_pin == "2468" and not b.teacher_unlocked
    assert b.unlock_teacher("2468") and b.teacher_unlocked


def test_only_a_refused_move_is_labelled_not_allowed():
    from farmlab.core.actions import Action

    board = Board("community_farm", ["human", "heuristic", "heuristic"], seed=4)
    legal = board.game.legal_actions(0)
    wrong = next(a for s in range(1, 3) for a in board.game.legal_actions(s) if a not in legal) \
        if any(board.game.legal_actions(s) for s in range(1, 3)) else None
    assert board.load_json("not json") is False
    assert "fl-refused" not in board.error_html.value
    if wrong is None:
        wrong = legal[0]
        board.game.apply(0, wrong)  # the same move twice is refused below
    assert board.act(0, wrong) is False
    assert "fl-refused" in board.error_html.value and isinstance(wrong, Action)
