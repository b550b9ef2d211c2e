"""Homesteader as a whole game: who may play, and the game's flow across its phases."""

from __future__ import annotations

import pytest

from farmlab.core.errors import OptionError
from farmlab.homesteader.game import Homesteader


@pytest.mark.parametrize("players", [1, 5])
def test_a_game_for_2_to_4_players(players):
    with pytest.raises(OptionError, match="2 to 4"):
        Homesteader(players, 0)
    for n in (2, 3, 4):
        assert Homesteader(n, 0).n == n
