"""A first game's tips: the board shows what to do now and why, from the game's GUIDE, for the
person's own decisions only, and the Tips button hides them."""

from __future__ import annotations

import random

import pytest

import farmlab
from farmlab.widgets.board import Board

GUIDED = sorted(n for n, c in farmlab.GAMES.items() if c.GUIDE)


@pytest.mark.parametrize("game", GUIDED)
def test_every_decision_a_person_must_make_has_a_tip(game):
    cls = farmlab.GAMES[game]
    g = farmlab.new_game(game, seed=2)
    rng = random.Random(2)
    kinds = set()
    while not g.over:
        kinds.update(d.kind for d in g.decisions() if d.must)
        s = rng.choice(g.to_act())
        g.apply(s, g.random_action(s, rng) if hasattr(g, "random_action") else rng.choice(g.legal_actions(s)))
    assert kinds and kinds <= set(cls.GUIDE), f"no tip for {sorted(kinds - set(cls.GUIDE))}"


@pytest.mark.parametrize("game", GUIDED)
def test_the_board_shows_the_tip_for_the_persons_decision_and_the_tips_button_hides_it(game):
    cls = farmlab.GAMES[game]
    board = Board(game, ["human"] + ["heuristic"] * (cls.MIN_PLAYERS - 1), seed=3, bot_pace=0)
    board.play_bots()
    board.redraw()
    kind = next(d.kind for d in board.game.decisions() if d.must and d.seat == 0)
    assert f"class='fl-guide' data-kind='{kind}'" in board.prompt.value
    board.tips_toggle.value = False
    assert "fl-guide" not in board.prompt.value
