"""The Homesteader board, driven in the kernel with clicks only (no browser).

A person plays seat 0 against a bot by clicking: the squares of the grid (place a card, turn one
over, place the house, lose a card, transplant: a card, then an empty square), the plant swap's
choices, and the board's buttons for the fence posts, the discard, disasters and ending the turn.
Face-down cards are never named in a seat's page."""

from __future__ import annotations

import random

import pytest

pytest.importorskip("ipywidgets")

from farmlab.homesteader.actions import EndTurn, Fence, PlantSwap, Transplant  # noqa: E402
from farmlab.widgets import Board, find_widgets  # noqa: E402
from farmlab.widgets.homesteader import GridPanel, HomesteaderRenderer, svg_grid  # noqa: E402

GAME = "homesteader"


def panel(board: Board) -> GridPanel | None:
    found = find_widgets(board, "fl-hs-panel", visible_only=True)
    return found[0] if found else None


def squares(board: Board, css: str) -> list:
    p = panel(board)
    return [b for b in p.squares.children if css in b._dom_classes] if p else []


def row_buttons(board: Board) -> list:
    return [b for b in find_widgets(board, "fl-action", visible_only=True) if hasattr(b, "click")
            and "fl-hs-square" not in b._dom_classes and "fl-hs-swap" not in b._dom_classes]


def click_something(board: Board, rng: random.Random) -> str:
    """A person's click: a green square, a transplant (a card, then a square), or a button."""
    moves = squares(board, "fl-action")
    picks = squares(board, "fl-hs-pick")
    buttons = row_buttons(board)
    if picks and rng.random() < 0.3:
        rng.choice(picks).click()
        targets = squares(board, "fl-action")
        if targets and any(isinstance(b.fl_action, Transplant) for b in targets):
            rng.choice([b for b in targets if isinstance(b.fl_action, Transplant)]).click()
            return "transplant"
        return "pick"
    if moves and (not buttons or rng.random() < 0.8):
        rng.choice(moves).click()
        return "square"
    end = [b for b in buttons if b.fl_action == EndTurn()]
    b = end[0] if end and rng.random() < 0.7 else rng.choice(buttons)
    b.click()
    return type(b.fl_action).__name__


def test_a_person_settles_and_plays_a_whole_game_by_clicking():
    board = Board(GAME, ["human", "heuristic"], seed=3)
    g = board.game
    rng = random.Random(1)
    kinds = set()
    for _ in range(3000):
        if g.over:
            break
        assert g.to_act() == (0,), "the bot moves by itself until the person must act"
        kinds.add(click_something(board, rng))
        g = board.game
        assert not board.error, board.error
        # a face-down card is never named in a seat's page
        for html in [board.table.value, *(h.value for h in board.seat_htmls)]:
            assert "hidden" not in html
    assert g.over
    assert {"square", "Fence", "EndTurn"} <= kinds, kinds


def test_the_fence_buttons_name_the_end_and_the_directions():
    board = Board(GAME, ["human", "heuristic"], seed=3)
    squares(board, "fl-action")[0].click()
    labels = [b.description for b in row_buttons(board) if isinstance(b.fl_action, Fence)]
    assert labels and all(label.startswith("Fence from end ") for label in labels)


def test_clicking_a_card_then_an_empty_square_transplants_it():
    board = Board(GAME, ["human", "heuristic"], seed=5)
    g = board.game
    rng = random.Random(2)
    while g.table.step != "act" or not any(isinstance(a, Transplant) for a in g.legal_actions(0)):
        board.act(0, g.random_action(0, rng) if g.table.step != "act" else EndTurn())
    picks = squares(board, "fl-hs-pick")
    assert picks
    picks[0].click()
    assert "fl-hs-chosen" in picks[0]._dom_classes
    target = [b for b in squares(board, "fl-action") if isinstance(b.fl_action, Transplant)]
    assert target
    before = len(g.history)
    target[0].click()
    assert isinstance(g.history[before][1], Transplant)


def test_the_plant_swap_is_made_with_its_two_choices():
    board = Board(GAME, ["human", "heuristic"], seed=5)
    g = board.game
    rng = random.Random(4)
    while not (g.table.step == "act" and any(isinstance(a, PlantSwap) for a in g.legal_actions(0))):
        acts = [a for a in g.legal_actions(0) if not isinstance(a, PlantSwap)]
        board.act(0, EndTurn() if g.table.step == "act" else rng.choice(acts))
    p = panel(board)
    assert p is not None and p.swap_box.layout.display != "none"
    before = len(g.history)
    p.swap.click()
    assert isinstance(g.history[before][1], PlantSwap)


def test_zones_are_shaded_on_demand():
    board = Board(GAME, ["human", "heuristic"], seed=3)
    view = board.game.view(0)
    assert svg_grid(view, zones=False) == svg_grid(view)
    r = board.renderer
    assert isinstance(r, HomesteaderRenderer)
    panel(board).zones.value = True
    assert r.show_zones
    panel(board).zones.value = False
