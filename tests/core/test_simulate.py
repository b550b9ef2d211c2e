"""farmlab.simulate: one row per (game, seat), documented columns, reproducible."""

from __future__ import annotations

import pytest

import farmlab
from farmlab.core.errors import FarmlabError, OptionError

COLUMNS = ["game", "seed", "seat", "name", "bot", "score", "rank", "winner", "length"]
CF_STATS = ["goods_from_sales", "sales", "forced_sales", "trades", "hand_at_end", "turns", "end_reason",
            "lead_changes", "comeback"]  # the last two: from the scores noted each round


def test_simulate_one_row_per_game_and_seat_with_documented_columns():
    df = farmlab.simulate("community_farm", ["heuristic", "random", "random"], n_games=12, seed=5)
    assert len(df) == 12 * 3
    assert list(df.columns) == COLUMNS + CF_STATS
    assert sorted(df.groupby(["game", "seat"]).size().unique()) == [1]
    assert set(df["bot"]) == {"heuristic", "random"}
    assert (df[df.seat == 0]["bot"] == "heuristic").all()
    assert df.groupby("game")["winner"].any().all()
    assert (df["winner"] == (df["rank"] == 1)).all()
    assert (df.groupby("game")["seed"].nunique() == 1).all() and df["seed"].nunique() == 12
    assert (df["length"] > 0).all()


def test_simulate_is_reproducible_with_the_same_seed():
    a = farmlab.simulate("community_farm", "random", n_games=8, seed=11)
    b = farmlab.simulate("community_farm", "random", n_games=8, seed=11)
    c = farmlab.simulate("community_farm", "random", n_games=8, seed=12)
    assert a.equals(b)
    assert not a.equals(c)


def test_simulate_rows_match_a_replayed_game():
    df = farmlab.simulate("community_farm", "heuristic", n_games=3, seed=2, players=5)
    assert len(df) == 15
    row = df[df.game == 1]
    bots = [farmlab.make_bot("community_farm", "heuristic", 0) for _ in range(5)]
    g = farmlab.new_game("community_farm", 5, seed=int(row.seed.iloc[0]))
    farmlab.play(g, bots)
    assert list(row.score) == g.scores() and list(row["rank"]) == g.ranks()


def test_simulate_passes_options_to_every_game():
    df = farmlab.simulate("community_farm", "random", n_games=4, seed=1, stables=3)
    default = farmlab.simulate("community_farm", "random", n_games=4, seed=1)
    assert not df.equals(default)


def test_simulate_refuses_bad_arguments():
    with pytest.raises(OptionError, match="n_games"):
        farmlab.simulate("community_farm", "random", n_games=0)
    with pytest.raises(OptionError, match="3 players but 2 bots were given"):
        farmlab.simulate("community_farm", ["random", "random"], players=3)
    with pytest.raises(OptionError, match="no computer player called"):
        farmlab.simulate("community_farm", "clever")


def test_play_stops_a_game_that_does_not_end():
    g = farmlab.new_game("community_farm", 4, seed=1)
    with pytest.raises(FarmlabError, match="did not finish in 5 steps"):
        farmlab.play(g, [farmlab.make_bot("community_farm", "random", i) for i in range(4)], max_steps=5)


def test_simulate_in_two_processes_gives_the_same_table():
    import pandas.testing as pdt

    one = farmlab.simulate("community_farm", ["heuristic", "random", "random"], n_games=30, seed=11)
    two = farmlab.simulate("community_farm", ["heuristic", "random", "random"], n_games=30, seed=11, workers=2)
    pdt.assert_frame_equal(one, two)


def test_simulate_refuses_bad_workers():
    with pytest.raises(farmlab.OptionError, match="workers"):
        farmlab.simulate("community_farm", "random", n_games=2, workers=0)


def test_play_says_when_nobody_can_move_and_does_not_hide_a_broken_stage():
    """A game whose stage has no seat left before the end is reported as stuck; a game whose
    ``stage`` itself fails is reported as that failure, not as "nobody can move"."""
    from farmlab.core.flow import Stage

    bots = [farmlab.make_bot("community_farm", "heuristic", i) for i in range(3)]
    assert all(b.is_trusted() for b in bots)  # the loop that reads the stage itself
    stuck = farmlab.new_game("community_farm", 3, seed=2)
    stuck.stage = Stage("nothing", ())
    with pytest.raises(FarmlabError, match="nobody can move but the game is not over"):
        farmlab.play(stuck, bots)

    class Broken(type(stuck)):  # type: ignore[misc]
        @property
        def stage(self):  # a bug inside a game's stage
            return self.no_such_thing

        @stage.setter
        def stage(self, value):
            pass

    broken = Broken(3, 2)
    with pytest.raises(FarmlabError, match="AttributeError") as err:
        farmlab.play(broken, bots)
    assert "nobody can move" not in str(err.value)


def test_play_names_the_computer_player_that_failed_and_where():
    from farmlab.core.bots import Bot

    class Clumsy(Bot):
        name = "clumsy"

        def choose(self, game, seat):
            raise ValueError("my notebook bot has a bug")

    g = farmlab.new_game("community_farm", 3, seed=4)
    bots = [Clumsy(0), Clumsy(1), Clumsy(2)]
    seat = g.to_act()[0]
    with pytest.raises(FarmlabError, match=rf"computer player 'clumsy' of seat {seat} failed at move 1 of the game "
                                           r"with seed 4: ValueError: my notebook bot has a bug"):
        farmlab.play(g, bots)
    assert g.history == []  # nothing was played
