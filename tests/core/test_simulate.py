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
