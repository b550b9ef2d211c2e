"""Making games: player counts, names, seeds, options, games and bots by name."""

from __future__ import annotations

import pytest

import farmlab
from farmlab.community_farm import CommunityFarm
from farmlab.core.errors import OptionError


def refused(*args, match: str, **kwargs) -> None:
    with pytest.raises(OptionError, match=match):
        farmlab.new_game(*args, **kwargs)


def test_wrong_player_count():
    refused("community_farm", 2, seed=1, match=r"^Community Farm is for 3 to 7 players, not 2\.$")
    refused("community_farm", 8, seed=1, match="not 8")
    refused("community_farm", ["A", "B"], seed=1, match="not 2")


def test_players_must_be_a_number_or_distinct_names():
    refused("community_farm", ["Ana", "Ana", "Ben"], seed=1, match="Every player needs a different name.")
    refused("community_farm", "four", seed=1, match="a number of players or a list of names")
    refused("community_farm", True, seed=1, match="a number of players or a list of names")
    g = farmlab.new_game("community_farm", ("Zoe", "Yan", "Xia"), seed=1)
    assert g.names == ["Zoe", "Yan", "Xia"] and g.n == 3


def test_unknown_option():
    refused("community_farm", 4, seed=1, colour="red",
            match=r"Community Farm has no option 'colour' \(its options: animals_file, deck_runs, stables\)\.")


def test_option_of_the_wrong_type():
    refused("community_farm", 4, seed=1, stables="3", match=r"Option 'stables' must be a whole number, not '3'\.")
    refused("community_farm", 4, seed=1, animals_file=3, match=r"Option 'animals_file' must be text, not 3\.")


def test_option_out_of_range():
    refused("community_farm", 4, seed=1, stables=7, match="stables must be between 1 and 6")
    refused("community_farm", 4, seed=1, deck_runs=-1, match="deck_runs must be 1 or more")


def test_options_change_the_game():
    g = farmlab.new_game("community_farm", 4, seed=1, stables=3, deck_runs=1)
    assert g.n_stables == 3 and g.deck_runs == 1 and len(g.farms[0].kinds) == 3


@pytest.mark.parametrize("seed", ["1", 1.5, True, [1]])
def test_bad_seed(seed):
    refused("community_farm", 4, seed=seed, match="The seed must be a whole number")


def test_no_seed_picks_one_and_keeps_it():
    g = farmlab.new_game("community_farm", 4)
    assert isinstance(g.seed, int)
    assert g.replay().fingerprint() == g.fingerprint()


def test_same_seed_same_deal_other_seed_other_deal():
    assert CommunityFarm(4, 42).fingerprint() == CommunityFarm(4, 42).fingerprint()
    assert CommunityFarm(4, 42).fingerprint() != CommunityFarm(4, 43).fingerprint()


def test_unknown_game_and_bot():
    with pytest.raises(OptionError, match="There is no game called 'chess'. Games: .*community_farm"):
        farmlab.new_game("chess", 4)
    with pytest.raises(OptionError, match=r"Community Farm has no computer player called 'genius'\. Choose one of: heuristic, random\."):
        farmlab.make_bot("community_farm", "genius")


def test_game_names_are_forgiving():
    assert farmlab.game_class("Community Farm") is CommunityFarm
    assert farmlab.game_class("community-farm") is CommunityFarm
    assert farmlab.GAMES["community_farm"] is CommunityFarm
