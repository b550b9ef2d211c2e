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


def test_a_seat_not_asked_has_no_legal_action_and_an_odd_list_of_post_numbers_is_refused():
    from farmlab.core.errors import IllegalActionError, NotYourTurnError
    from farmlab.homesteader.actions import Fence, Place

    g = Homesteader(2, 0)
    assert g.to_act() == (0,) and g.legal_actions(1) == []
    with pytest.raises(NotYourTurnError):
        g.apply(1, Place(2, 1))
    g.apply(0, Place(-1, 0))
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match="two numbers"):
        g.apply(0, Fence(1, (1, 2, 0)))  # a post given by one number only
    with pytest.raises(IllegalActionError, match="two numbers"):
        g.apply(0, Fence(1, (1, 2) * 201))  # no fence has 201 new posts
    assert g.fingerprint() == before
