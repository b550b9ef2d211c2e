"""Sweeps: variants × seeded games → one tidy table, the same whatever runs it; deck edits;
the design metrics and their intervals; the command line."""

from __future__ import annotations

import math
from pathlib import Path
from concurrent.futures import ThreadPoolExecutor

import pandas as pd
import pytest

import farmlab
from farmlab import OptionError, Variant, grid, metrics, sweep
from farmlab.__main__ import main as cli

GAMES = sorted(farmlab.GAMES)


@pytest.mark.parametrize("game", GAMES)
def test_a_sweep_of_one_variant_is_simulates_table(game):
    t = sweep(game, [Variant(bots="random")], n_games=6, seed=3)
    s = farmlab.simulate(game, "random", n_games=6, seed=3)
    assert t.drop(columns=["variant", "players", "bots"]).equals(s)
    assert set(t["variant"]) == {"printed rules"}


def test_grid_makes_every_combination_with_readable_labels():
    vs = grid(stables=[2, 3], bots=["heuristic", "random"])
    assert [v.label for v in vs] == ["stables=2, bots=heuristic", "stables=2, bots=random",
                                     "stables=3, bots=heuristic", "stables=3, bots=random"]
    assert vs[3].options == {"stables": 3} and vs[3].bots == "random"
    with pytest.raises(OptionError, match="non-empty list"):
        grid(stables=3)


def test_every_variant_plays_the_same_deals():
    t = sweep("community_farm", grid(stables=[2, 3]), n_games=5, seed=9)
    a, b = (t[t["variant"] == v] for v in ("stables=2", "stables=3"))
    assert list(a["seed"]) == list(b["seed"])  # common random numbers: the same deal for game i
    assert {"stables", "variant", "players", "bots"} <= set(t.columns)
    assert list(t["stables"].unique()) == [2, 3]


def test_players_axis_changes_the_seats_and_keeps_the_game_seeds():
    t = sweep("community_farm", grid(players=[3, 4], bots=["random"]), n_games=4, seed=2)
    assert t.groupby("variant")["seat"].max().to_dict() == {"players=3, bots=random": 2, "players=4, bots=random": 3}
    three, four = (t[(t["players"] == n) & (t["seat"] == 0)] for n in (3, 4))
    assert list(three["seed"]) == list(four["seed"])


def _table(**kw):
    return sweep("community_farm", grid(stables=[2, 3], bots=["random"]), n_games=12, seed=5, chunk_size=4, **kw)


def test_the_same_table_from_every_executor(tmp_path):
    here = _table()
    assert _table(workers=2).equals(here)
    with ThreadPoolExecutor(2) as pool:
        assert _table(executor=pool).equals(here)
    # streamed to a file, chunk by chunk
    rows = sweep("community_farm", grid(stables=[2, 3], bots=["random"]), n_games=12, seed=5, chunk_size=4,
                 out=tmp_path / "t.csv")
    back = pd.read_csv(tmp_path / "t.csv")
    assert rows == len(here) == len(back)
    assert list(back["score"]) == list(here["score"]) and list(back["variant"]) == list(here["variant"])


def test_the_same_table_on_a_dask_cluster():
    from distributed import Client, LocalCluster

    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster, \
            Client(cluster) as client:
        on_dask = _table(executor=client)
    assert on_dask.equals(_table())


def test_progress_is_reported_to_the_end():
    seen = []
    sweep("community_farm", [Variant(bots="random")], n_games=10, seed=1, chunk_size=3,
          progress=lambda done, total: seen.append((done, total)))
    assert seen[-1] == (10, 10) and [d for d, _ in seen] == sorted(d for d, _ in seen)


def test_a_deck_edit_removes_a_card_kind_and_changes_counts():
    edit = {"remove": ["goats"], "counts": {"ducks": 10}}
    t = sweep("community_farm", [Variant(), Variant("fewer ducks, no goats", decks={"animals_file": edit})],
              n_games=3, seed=1, chunk_size=2)
    assert set(t["animals_file"]) == {"packaged deck", "without goats, ducks×10"}
    text = farmlab.core.sweep.edit_deck(Path(farmlab.GAMES["community_farm"].DECK_FILES["animals_file"]), edit)
    assert "\ngoats," not in text and "\nducks,Ducks,Duck,10," in text


@pytest.mark.parametrize("edit, words", [
    ({"remove": ["gaots"]}, "no card 'gaots'"),
    ({"counts": {"ducks": -1}}, "whole number of 0 or more"),
    ({"counts": {"ducks": 1.5}}, "whole number of 0 or more"),
    ({"delete": ["goats"]}, "'remove', 'counts' or 'csv'"),
])
def test_a_bad_deck_edit_is_refused_before_any_game(edit, words):
    with pytest.raises(OptionError, match=words):
        sweep("community_farm", [Variant("bad", decks={"animals_file": edit})], n_games=2)


def test_a_deck_the_game_cannot_play_is_reported_in_the_decks_words():
    with pytest.raises(farmlab.FarmlabError):
        sweep("community_farm", [Variant("empty", decks={"animals_file": {"remove": [
            "ducks", "hens", "horses", "dairy_cows", "goats", "roosters", "pigs", "sheep", "beef_cows", "llamas",
            "dogs"]}})], n_games=2)


@pytest.mark.parametrize("variants, words", [
    ([Variant(options={"stabls": 2})], "no option 'stabls'"),
    ([Variant(options={"stables": -4})], "stables must be between 1 and 6"),
    ([Variant(bots="wizard")], "wizard"),
    ([Variant(), Variant()], "same label"),
    ([Variant(decks={"deck_file": {}})], "no deck option"),
    ([], "at least one variant"),
    (["stables=2"], "Variant"),
])
def test_bad_variants_are_refused_with_a_clear_message(variants, words):
    with pytest.raises(farmlab.FarmlabError, match=words):
        sweep("community_farm", variants, n_games=2)


# ------------------------------------------------------------------ metrics
def test_wilson_interval_matches_the_textbook():
    lo, hi = metrics.wilson(10, 20)
    assert lo == pytest.approx(0.2993, abs=1e-4) and hi == pytest.approx(0.7007, abs=1e-4)
    assert metrics.wilson(0, 10)[0] == 0.0


def test_chi_square_tail_matches_the_tables():
    assert metrics._chi2_p(7.815, 3) == pytest.approx(0.05, abs=1e-3)
    assert metrics._chi2_p(3.841, 1) == pytest.approx(0.05, abs=1e-3)
    assert metrics._chi2_p(0.0, 3) == 1.0


def _fake(seat_wins):
    """A table of games where seat ``seat_wins[g]`` wins game g (4 seats, scores 10 / 5)."""
    rows = []
    for g, w in enumerate(seat_wins):
        for s in range(4):
            rows.append({"variant": "v", "game": g, "seat": s, "winner": s == w, "score": 10 if s == w else 5 - s,
                         "length": 100 + g, "bot": "b"})
    return pd.DataFrame(rows)


def test_summary_measures_advantage_balance_length_margin_and_ties():
    t = _fake([0] * 30 + [1, 2, 3] * 10)  # seat 1 wins half the games
    s = metrics.summary(t).set_index("metric")
    assert s.loc["first-player advantage", "value"] == pytest.approx(0.5 - 0.25)
    assert s.loc["first-player advantage", "low"] > 0  # clearly unfair
    assert "a real difference" in s.loc["seat balance gap", "meaning"]
    assert s.loc["game length", "value"] == pytest.approx(100 + 59 / 2)
    # the runner-up: seat 2 with 4 when seat 1 wins (margin 6), else seat 1 with 5 (margin 5)
    assert s.loc["winning margin", "value"] == pytest.approx((30 * 6 + 30 * 5) / 60)
    assert s.loc["ties", "value"] == 0
    fair = metrics.summary(_fake([0, 1, 2, 3] * 15)).set_index("metric")
    assert fair.loc["first-player advantage", "value"] == 0 and "could be chance" in fair.loc["seat balance gap",
                                                                                              "meaning"]


def test_compare_finds_a_real_difference_and_not_a_chance_one():
    t = sweep("community_farm", [Variant(bots="heuristic"), Variant("random", bots="random")], n_games=40, seed=1)
    same = metrics.compare(t, "printed rules", "printed rules")
    assert same["p_value"] == pytest.approx(1.0) and "could be chance" in same["sentence"]
    scores = metrics.compare(t, "printed rules", "random", measure="score")
    assert scores["p_value"] < 0.05 and "real difference" in scores["sentence"]  # heuristic bots score more
    assert scores["low"] <= scores["difference"] <= scores["high"]
    with pytest.raises(OptionError, match="no variant"):
        metrics.compare(t, "printed rules", "nope")


def test_reading_is_plain_words():
    t = sweep("jelly_bean_farmers", [Variant(bots="random")], n_games=8, seed=1)
    text = metrics.reading(t)
    assert "the first player wins" in text and "moves on average" in text and "ci95" not in text
    assert not any(math.isnan(v) for v in metrics.win_rates(t)["win_rate"])


# ------------------------------------------------------------------ the command line
def test_command_line_writes_the_table_and_prints_the_metrics(tmp_path, capsys):
    out = tmp_path / "t.csv"
    assert cli(["sweep", "community_farm", "--games", "4", "--bots", "random", "--vary", "stables=2,3",
                "--remove", "animals_file:goats", "--out", str(out)]) == 0
    t = pd.read_csv(out)
    assert set(t["variant"]) == {"stables=2, bots=random", "stables=3, bots=random", "deck: without goats"}
    assert "first-player advantage" in capsys.readouterr().out


def test_command_line_says_what_is_wrong(tmp_path, capsys):
    assert cli(["sweep", "community_farm", "--games", "2", "--vary", "stabls=2", "--out", str(tmp_path / "x")]) == 2
    assert "no option 'stabls'" in capsys.readouterr().err


# ------------------------------------------------------------------ drama
def test_lead_story_counts_changes_of_a_single_leader_and_comebacks():
    from farmlab.core.simulate import lead_story

    trace = [(0, 0), (1, 0), (1, 2), (3, 2), (3, 3), (3, 5)]  # A leads, B, A, a tie (no leader), B
    assert lead_story(trace, ranks=[2, 1]) == (3, False)  # halfway (round 3) B led: no comeback
    assert lead_story([(0, 1), (0, 2), (5, 2)], ranks=[1, 2]) == (1, True)  # A was behind halfway and won


@pytest.mark.parametrize("game", GAMES)
def test_games_note_their_scores_each_round_for_the_drama_metrics(game):
    g = farmlab.new_game(game, seed=4)
    farmlab.play(g, [farmlab.make_bot(game, "random", s) for s in range(g.n)])
    assert len(g.trace) >= 2 and g.trace[-1] == tuple(g.scores())
    t = sweep(game, [Variant(bots="random")], n_games=6, seed=1)
    assert {"lead_changes", "comeback"} <= set(t.columns)
    s = metrics.summary(t).set_index("metric")
    assert s.loc["lead changes", "value"] >= 0 and 0 <= s.loc["comebacks", "value"] <= 1
