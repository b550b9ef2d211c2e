"""Scoring a small layout with the game's rules (the lesson's tool): the same pennies as the game."""

from __future__ import annotations

import pytest

from farmlab.homesteader.layout import best_layout, layout_score
from farmlab.homesteader.rules.scoring import pennies

from .helpers import position, put


def test_a_layout_scores_as_the_game_scores_it():
    cells = {(0, 0): "Blueberry", (1, 0): "Clover", (0, 1): "Pond", (1, 1): "Borage", (2, 1): "Rhubarb"}
    g = position(2)
    for square, name in cells.items():
        put(g, 0, square, name)
    assert layout_score(cells)["total"] == pennies(g)[0] == 8
    assert layout_score(cells)["cards"][(2, 1)]["unmet"] == ["water"]  # the Pond is two squares away


def test_a_block_beats_a_line_for_the_same_cards():
    six = ["Blueberry", "Strawberry", "Potato", "Pond", "Clover", "Borage"]
    block, cells = best_layout(six, [(x, y) for y in range(2) for x in range(3)])
    line, _ = best_layout(six, [(x, 0) for x in range(6)])
    assert block == 14 and line < block and layout_score(cells)["total"] == block


def test_a_layout_refuses_cards_the_deck_does_not_have():
    with pytest.raises(ValueError):
        layout_score({(0, 0): "Banana"})
    with pytest.raises(ValueError):
        layout_score({(0, 0): "Blueberry", (1, 0): "Blueberry"})
