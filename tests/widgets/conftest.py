"""Helpers for the kernel-side board tests: drive a board by clicking its buttons."""

from __future__ import annotations

import types
from typing import Any, Callable

import pytest

pytest.importorskip("ipywidgets")

from farmlab.community_farm import Accept, HeuristicBot, Offer  # noqa: E402
from farmlab.widgets import Board, find_widgets  # noqa: E402


def visible_buttons(board: Board, css: str = "fl-action") -> list[Any]:
    return [b for b in find_widgets(board, css, visible_only=True) if hasattr(b, "click")]


def trade_panel(board: Board, seat: int) -> Any:
    panels = find_widgets(board, f"fl-trade-{seat}", visible_only=True)
    assert panels, f"no trade panel on show for seat {seat}"
    return panels[0]


def click_choice(board: Board, seat: int, choice: Any) -> str:
    """Make ``choice`` for ``seat`` by clicking, as a person would; returns how."""
    g = board.game
    if isinstance(choice, Offer):
        panel = trade_panel(board, seat)
        panel.to.value = choice.to
        if choice.give_face_up:
            panel.give_face_up.value = choice.give_face_up
        panel.give_hand.value = choice.give_hand
        panel.want_clear.click()
        for kind in choice.want:
            panel.want_pick.value = kind
            panel.want_add.click()
        panel.offer_button.click()
        return "offer"
    if isinstance(choice, Accept):
        panels = find_widgets(board, f"fl-trade-{seat}", visible_only=True)
        if panels and panels[0].pay_box.layout.display != "none":
            panels[0].pay.value = tuple([("f", i) for i in choice.face_up] + [("h", i) for i in choice.hand])
        [button] = [b for b in visible_buttons(board) if "fl-accept" in b._dom_classes]
        button.click()
        return "accept"
    label = g.describe_action(choice, seat)
    buttons = [b for b in visible_buttons(board) if b.description == label]
    if not buttons:  # not expected: fall back to the first button
        buttons = visible_buttons(board)
        assert buttons, "no action button on show"
        buttons[0].click()
        return "first"
    buttons[0].click()
    return "button"


def drive(board: Board, seat: int = 0, max_clicks: int = 5000,
          until: Callable[[Board], bool] | None = None, bot_seed: int = 7) -> list[str]:
    """Click through the game for human ``seat`` (choices of a heuristic bot)."""
    bot = HeuristicBot(bot_seed)
    done: list[str] = []
    for _ in range(max_clicks):
        if board.game.over or (until is not None and until(board)):
            break
        if board.passing:
            board.reveal_button.click()
            continue
        g = board.game
        if seat in g.to_act():
            done.append(click_choice(board, seat, bot.choose(g, seat)))
            assert not board.error, board.error
        else:
            board.bot_step_button.click()
    return done


def page_html(board: Board) -> str:
    """Every HTML string of the board that is on show (what a browser would render)."""
    out = []
    for w in find_widgets(board, "fl-table") + find_widgets(board, "fl-seat") + find_widgets(board, "fl-log") \
            + find_widgets(board, "fl-prompt"):
        for x in [w, *getattr(w, "children", ())]:
            if hasattr(x, "value") and isinstance(x.value, str):
                out.append(x.value)
    return "\n".join(out)


@pytest.fixture
def helpers() -> types.SimpleNamespace:
    return types.SimpleNamespace(drive=drive, click_choice=click_choice, visible_buttons=visible_buttons,
                                 trade_panel=trade_panel, page_html=page_html)
