"""The board, driven in the kernel with button clicks only (no browser)."""

from __future__ import annotations

import base64
import datetime
import json
import re
import time

import pytest

from farmlab.community_farm import House, Offer
from farmlab.community_farm.game import TRADE
from farmlab.widgets import Board, find_widgets


def shown(w) -> bool:
    return w.layout.display != "none"


def test_whole_game_by_clicks(helpers):
    board = Board("community_farm", ["human", "heuristic", "heuristic", "heuristic"], seed=3)
    assert "fl-board" in board._dom_classes
    assert not shown(board.gameover)
    how = helpers.drive(board)
    g = board.game
    assert g.over
    [over] = find_widgets(board, "fl-gameover", visible_only=True)
    assert "Game over" in over.value and "wins" in over.value
    # the result is explained with its rule, the table has every player's score
    assert "Ending and Scoring" in over.value
    for name, score in zip(g.names, g.scores()):
        assert f"<td>{name}</td><td>{score}</td>" in over.value
    assert board.controls == []
    assert "data-over='true'" in board.prompt.value
    # the trade panel was used to offer and the Accept button to pay
    assert "offer" in how and "accept" in how
    assert any(type(a).__name__ == "Offer" for s, a in g.history if s == 0)
    assert any(type(a).__name__ == "Accept" for s, a in g.history if s == 0)


def test_buttons_are_the_legal_actions(helpers):
    board = Board("community_farm", seed=5)
    g = board.game
    labels = {b.description for b in board.controls}
    assert labels == {g.describe_action(a, 0) for a in g.legal_actions(0)}
    for b in board.controls:
        assert "fl-action" in b._dom_classes
    assert "data-acting='Ana'" in board.prompt.value


def _until_my_trade(board: Board) -> bool:
    g = board.game
    return g.table.step == TRADE and g.table.active == 0 and g.table.offer is None


def test_refusals_show_a_reason_and_change_nothing(helpers):
    board = Board("community_farm", seed=11)
    fp = board.fingerprint()
    assert board.act(0, House(stable=7)) is False
    assert "no stable number" in board.error
    [err] = find_widgets(board, "fl-error", visible_only=True)
    assert "no stable number" in err.value and "Traceback" not in err.value
    assert board.fingerprint() == fp
    assert board.act(0, "not a move") is False and board.error
    assert board.fingerprint() == fp
    # an empty offer from the trade panel is refused with the engine's reason
    helpers.drive(board, until=_until_my_trade)
    fp = board.fingerprint()
    panel = helpers.trade_panel(board, 0)
    panel.reset()
    panel.offer_button.click()
    assert "at least one card" in board.error
    assert board.fingerprint() == fp
    # asking for more cards than the other player has
    other = next(s for s in range(1, board.game.n))
    panel.to.value = other
    for _ in range(len(board.game.farms[other].hand) + 1):
        panel.want_pick.value = board.game.in_play[0]
        panel.want_add.click()
    panel.offer_button.click()
    assert "does not have that many cards" in board.error
    assert board.fingerprint() == fp
    # the next good move clears the message
    [end] = [b for b in board.controls if "fl-end-trading" in b._dom_classes]
    end.click()
    assert board.error == "" and not shown(board.error_html)


def test_hot_seat_hides_the_other_hand(helpers):
    board = Board("community_farm", ["human", "human", "heuristic"], seed=4)
    html = helpers.page_html(board)
    assert board.passing and shown(board.pass_box) and not shown(board.main)
    [p] = find_widgets(board, "fl-pass", visible_only=True)
    assert "Pass the device to Ana" in p.children[0].value
    assert board.reveal_button.description == "I am Ana"
    assert "fl-hand" not in html and board.controls == []
    board.reveal_button.click()
    html = helpers.page_html(board)
    assert "class='fl-hand' data-seat='0'" in html
    assert "class='fl-hand' data-seat='1'" not in html and "fl-hand-hidden' data-seat='1'" in html
    # play Ana until Ben must decide: the pass screen comes back and hides Ana's hand
    for _ in range(400):
        if board.passing:
            break
        helpers.click_choice(board, 0, __import__("farmlab").make_bot(board.game, "heuristic", 1).choose(board.game, 0))
    assert board.passing and "Ben" in board.pass_html.value
    assert "fl-hand" not in helpers.page_html(board)
    board.reveal_button.click()
    html = helpers.page_html(board)
    assert "class='fl-hand' data-seat='1'" in html and "class='fl-hand' data-seat='0'" not in html
    # teacher view shows every hand
    board.teacher_toggle.value = True
    html = helpers.page_html(board)
    assert all(f"class='fl-hand' data-seat='{s}'" in html for s in range(3))
    board.teacher_toggle.value = False
    assert "class='fl-hand' data-seat='0'" not in helpers.page_html(board)


def test_teacher_view_one_human():
    board = Board("community_farm", seed=2)
    assert "class='fl-hand' data-seat='1'" not in board.seat_htmls[1].value
    [t] = find_widgets(board, "fl-teacher")
    t.value = True
    assert all("class='fl-hand'" in board.seat_htmls[s].value for s in range(4))


def test_undo_restores_the_fingerprint(helpers):
    board = Board("community_farm", seed=8)
    helpers.drive(board, until=lambda b: len(b.game.history) > 40 and 0 in b.game.to_act())
    fp, n = board.fingerprint(), len(board.game.history)
    helpers.click_choice(board, 0, __import__("farmlab").make_bot(board.game, "heuristic", 1).choose(board.game, 0))
    assert board.fingerprint() != fp
    board.undo_button.click()
    assert board.fingerprint() == fp and len(board.game.history) == n
    # with nothing of a person to take back, a message
    fresh = Board("community_farm", seed=8)
    assert fresh.undo_button.disabled
    assert fresh.undo() is False and "take back" in fresh.error


def test_save_and_load(helpers):
    board = Board("community_farm", seed=12)
    helpers.drive(board, until=lambda b: len(b.game.history) > 60)
    text = board.save_json()
    other = Board("community_farm", seed=99)
    assert other.load_json(text) and other.error == ""
    assert other.fingerprint() == board.fingerprint()
    # the Save button is the file itself: one click downloads this very game
    assert "download=" in board.save_button.value
    m = re.search(r"base64,([A-Za-z0-9+/=]+)", board.save_button.value)
    assert m and json.loads(base64.b64decode(m.group(1))) == json.loads(text)
    # a corrupt file: a message, and the game goes on unchanged
    fp = other.fingerprint()
    for bad in ("{not json", json.dumps({"format": "farmlab-save", "version": 1}), b"\xff\xfe\x00",
                text.replace('"stable": 0', '"stable": 5', 1)):
        assert other.load_json(bad) is False
        assert other.error and shown(other.error_html) and "Traceback" not in other.error
        assert other.fingerprint() == fp
    # through the upload widget
    up = other.load_upload
    up.value = ({"name": "g.json", "type": "application/json", "size": len(text),
                 "content": memoryview(b"[1, 2"), "last_modified": datetime.datetime.now()},)
    assert "not readable JSON" in other.error and other.fingerprint() == fp
    fresh = Board("community_farm", seed=1)
    fresh.load_upload.value = ({"name": "g.json", "type": "application/json", "size": len(text),
                                "content": memoryview(text.encode()), "last_modified": datetime.datetime.now()},)
    assert fresh.error == "" and fresh.fingerprint() == board.fingerprint()


def test_bot_step_autoplay_and_new_game():
    board = Board("community_farm", seed=6)
    board.autoplay.value = False
    [b] = [b for b in board.controls if b.description.startswith("House")][:1]
    b.click()
    g = board.game
    while 0 in g.to_act():  # finish Ana's turn by the first buttons
        ([c for c in board.controls if "fl-sell" not in c._dom_classes] or board.controls)[0].click()
        g = board.game
    n = len(g.history)
    assert not board.bot_step_button.disabled and "Waiting for" in board.prompt.value
    board.bot_step_button.click()
    assert len(board.game.history) == n + 1
    moves = board.play_bots()
    assert moves > 0 and (0 in board.game.to_act() or board.game.over)
    board.new_game_button.click()
    assert len(board.game.history) == 0 and board.error == ""
    # only bots: the game plays itself to the end and shows the result
    bots = Board("community_farm", ["heuristic", "random", "heuristic"], seed=2)
    assert bots.game.over and shown(bots.gameover)


def test_pause_for_offers_lets_a_person_offer_to_a_bot(helpers):
    board = Board("community_farm", seed=21)
    board.pause_toggle.value = True
    helpers.drive(board, until=lambda b: b.game.table.active != 0 and b.game.table.step == TRADE and b.game.table.offer is None)
    g = board.game
    assert g.table.active != 0 and 0 not in g.to_act() and not g.over
    panel = helpers.trade_panel(board, 0)
    assert list(panel.to.options) == [(g.names[g.table.active], g.table.active)]
    panel.give_hand.value = (0,)
    panel.offer_button.click()
    assert board.error == ""
    assert isinstance(next(a for s, a in reversed(board.game.history) if s == 0), Offer)


def test_redraw_is_fast(helpers):
    board = Board("community_farm", seed=9)
    t = time.perf_counter()
    for _ in range(20):
        board.redraw()
    assert (time.perf_counter() - t) / 20 < 0.05


def test_answer_an_offer_with_a_counter_offer(helpers):
    board = Board("community_farm", seed=31)

    def offered_to_me(b: Board) -> bool:
        g = b.game
        return g.table.offer is not None and g.table.offer.offer.to == 0 and g.table.offer.proposer != 0

    helpers.drive(board, until=offered_to_me)
    g = board.game
    assert offered_to_me(board), "no bot offered Ana anything in this game"
    proposer = g.table.offer.proposer
    labels = [b.description for b in board.controls]
    assert "Decline" in labels
    [decline] = [b for b in board.controls if "fl-decline" in b._dom_classes]
    panel = helpers.trade_panel(board, 0)
    assert list(panel.to.options) == [(g.names[proposer], proposer)]
    assert panel.offer_button.description == f"Counter-offer to {g.names[proposer]}"
    if g.table.offer.offer.want and any("fl-accept" in b._dom_classes for b in board.controls):
        # the payment is preset to the canonical one
        canon = g.canonical_payment(0, g.table.offer.offer.want)
        assert panel.payment() == canon
    n = len(g.history)
    panel.give_hand.value = (0,)
    panel.clear_want()
    panel.offer_button.click()
    assert board.error == ""
    seat, action = board.game.history[n]
    assert seat == 0 and isinstance(action, Offer) and action.to == proposer and action.give_hand == (0,)
    assert any(e.kind == "offer" and e.data["counter"] for e in board.game.events[-20:])
    assert decline is not None


def test_hot_seat_offer_between_people(helpers):
    board = Board("community_farm", ["human", "human", "heuristic"], seed=14)
    board.reveal_button.click()
    helpers.drive(board, until=_until_my_trade)
    assert not board.passing
    # Ben asks for the device to offer Ana something during her trading
    board.pass_to.value = 1
    find_widgets(board, "fl-pass-to")[0].click()
    assert board.passing and "Pass the device to Ben" in board.pass_html.value
    board.reveal_button.click()
    assert board.holder == 1
    panel = helpers.trade_panel(board, 1)
    assert list(panel.to.options) == [("Ana", 0)]
    panel.give_hand.value = (0,)
    panel.offer_button.click()
    assert board.error == ""
    # Ana must answer: the device goes back to her
    assert board.passing and "Pass the device to Ana" in board.pass_html.value
    board.reveal_button.click()
    assert "class='fl-hand' data-seat='1'" not in helpers.page_html(board)
    [accept] = [b for b in board.controls if "fl-accept" in b._dom_classes]
    accept.click()
    assert board.error == "" and board.game.table.offer is None
    assert board.game.events[-1].kind == "trade"
    assert not board.passing  # Ana goes on trading


# ---------------------------------------------------------------------------
# Layout for a 1280x800 projector: what the person needs first comes first
# ---------------------------------------------------------------------------
def test_every_part_keeps_its_css_class():
    board = Board("community_farm", seed=5)
    for css in ("fl-board", "fl-toolbar", "fl-bot-step", "fl-autoplay", "fl-speed", "fl-undo", "fl-new-game",
                "fl-teacher", "fl-save", "fl-load", "fl-gameover", "fl-pass", "fl-reveal", "fl-table", "fl-prompt",
                "fl-actions", "fl-action", "fl-error", "fl-seat", "fl-seat-0", "fl-seat-3", "fl-log"):
        assert find_widgets(board, css), css


def test_layout_order_own_seat_first():
    board = Board("community_farm", seed=5)
    # the table (heading, turn line, face-up cards) comes first, then the prompt and its buttons,
    # the person's own seat, the trade panel's place, the other seats, the reference and the log
    assert list(board.main.children) == [board.table, board.actions_box, board.own_box, board.extra_box,
                                         board.seats_box, board.reference, board.log_html]
    assert list(board.actions_box.children)[:2] == [board.prompt, board.action_row]
    assert board.children.index(board.toolbar) < board.children.index(board.main)
    assert list(board.own_box.children) == [board.seat_boxes[0]]
    assert list(board.seats_box.children) == board.seat_boxes[1:]
    # the toolbar is one row holding every control
    for w in (board.bot_step_button, board.autoplay, board.speed, board.pause_toggle, board.undo_button,
              board.new_game_button, board.teacher_toggle, board.save_button, board.load_upload):
        assert w in board.toolbar.children
    # teacher view: the person's seat stays first
    board.teacher_toggle.value = True
    assert list(board.own_box.children) == [board.seat_boxes[0]]
    board.teacher_toggle.value = False
    # only bots: no seat of the person, every seat with the others
    bots = Board("community_farm", ["heuristic", "random", "heuristic"], seed=2)
    assert list(bots.own_box.children) == [] and list(bots.seats_box.children) == bots.seat_boxes


def test_hot_seat_shows_the_holders_seat_first(helpers):
    board = Board("community_farm", ["human", "human", "heuristic"], seed=14)
    board.reveal_button.click()
    assert list(board.own_box.children) == [board.seat_boxes[0]]
    board.pass_device(1)
    board.reveal_button.click()
    assert board.holder == 1
    assert list(board.own_box.children) == [board.seat_boxes[1]]
    assert list(board.seats_box.children) == [board.seat_boxes[0], board.seat_boxes[2]]


def test_trade_panel_folds_unless_the_person_must_trade_or_answer(helpers):
    board = Board("community_farm", seed=21)
    board.pause_toggle.value = True
    helpers.drive(board, until=lambda b: b.game.table.active != 0 and b.game.table.step == TRADE and b.game.table.offer is None)
    panel = helpers.trade_panel(board, 0)
    # Ana only may offer: the panel is folded behind its button, its offer button is not on show
    assert "fl-trade" in panel._dom_classes and panel in board.extra_box.children
    assert not panel.expanded and not shown(panel.body)
    assert "fl-open" not in panel.toggle._dom_classes
    assert panel.offer_button not in board.controls
    panel.toggle.click()
    assert panel.expanded and shown(panel.body) and "fl-open" in panel.toggle._dom_classes
    assert panel.offer_button in board.controls
    board.redraw()  # the person's choice holds
    assert panel.expanded
    panel.toggle.click()
    assert not panel.expanded and panel.offer_button not in board.controls
    # Ana's own trading step: open
    board.pause_toggle.value = False
    helpers.drive(board, until=_until_my_trade)
    panel = helpers.trade_panel(board, 0)
    assert panel.expanded and shown(panel.body) and panel.offer_button in board.controls
    # folded by the person, it stays folded while Ana trades
    panel.toggle.click()
    keep = [b for b in board.controls if "fl-keep-face-up" in b._dom_classes]
    if keep:
        keep[0].click()
        assert board.error == ""
    assert board.game.table.step == TRADE and board.game.table.active == 0
    assert not panel.expanded and not shown(panel.body)


def test_trade_panel_opens_to_answer_an_offer(helpers):
    board = Board("community_farm", seed=31)
    helpers.drive(board, until=lambda b: b.game.table.offer is not None and b.game.table.offer.offer.to == 0)
    panel = helpers.trade_panel(board, 0)
    assert panel.responding and panel.expanded and shown(panel.body)
    assert "fl-counter" in panel.offer_button._dom_classes and panel.offer_button in board.controls
    assert any("fl-decline" in b._dom_classes for b in board.controls)
    # the payment list is on show only when Ana can accept
    can_accept = any("fl-accept" in b._dom_classes for b in board.controls)
    assert shown(panel.pay_box) == (can_accept and bool(board.game.table.offer.offer.want))


def test_a_click_on_a_button_taken_away_plays_nothing():
    """A click can reach the kernel after the game moved on (a computer player moved) while
    the browser still showed the old buttons: it plays nothing and asks to look again."""
    from farmlab.widgets.board import STALE_CLICK

    board = Board("community_farm", ["human", "heuristic", "heuristic", "heuristic"], seed=5)
    before = list(board.controls)
    assert before and all(hasattr(b, "fl_action") for b in before)
    board.redraw()
    assert board.controls == before  # nothing changed: the very same buttons stay on show
    meanings = {id(b): (b.fl_seat, b.fl_action, b.description) for b in before}
    before[0].click()
    gone = [b for b in before if b not in board.controls]
    assert gone, "the move should have taken some buttons away"
    # a button still on show kept the meaning it had
    for b in board.controls:
        if id(b) in meanings:
            assert (b.fl_seat, b.description) == (meanings[id(b)][0], meanings[id(b)][2])
    # the buttons taken away were disabled (the browser may show them a moment longer)
    assert all(b.disabled for b in gone) and not any(b.disabled for b in board.controls)
    fp, n = board.fingerprint(), len(board.game.history)
    board.error = ""
    gone[0].disabled = False  # a click already on its way when it was disabled
    gone[0].click()
    assert board.error == STALE_CLICK
    assert board.fingerprint() == fp and len(board.game.history) == n
    assert "Not allowed" not in board.error_html.value and "fl-refused" not in board.error_html.value
    # the next real click plays as usual
    board.controls[0].click()
    assert len(board.game.history) > n
