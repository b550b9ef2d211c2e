"""simulate(cache=True): a table kept on disk is the table the call computes, under a
key that changes with everything the result depends on; a broken cache costs nothing."""

from __future__ import annotations

import pytest

import farmlab
import importlib
from farmlab.community_farm import HeuristicBot
from farmlab.core import memo
from farmlab.core.errors import OptionError

simulate_module = importlib.import_module("farmlab.core.simulate")


class SellNever(HeuristicBot):
    name = "sell never"

    def voluntary_sale(self, g, seat):
        return None


class Patient(HeuristicBot):
    """A bot with a setting (a plain value) that changes how it plays."""
    name = "patient"

    def __init__(self, seed=None, wait=2):
        super().__init__(seed)
        self.wait = wait


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("FARMLAB_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"


def _count_runs(monkeypatch) -> list[int]:
    runs: list[int] = []
    real = simulate_module._simulate

    def counting(*args, **kwargs):
        runs.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(simulate_module, "_simulate", counting)
    return runs


def run(bot, n_games=8, seed=5, **kw):
    return farmlab.simulate("community_farm", [bot, "heuristic", "random"], n_games=n_games, seed=seed, **kw)


def test_a_cached_table_is_the_table_the_call_computes_and_is_played_once(cache, monkeypatch):
    fresh = run(SellNever())
    runs = _count_runs(monkeypatch)
    first = run(SellNever(), cache=True)
    again = run(SellNever(), cache=True)
    assert len(runs) == 1, "the second call must read the table back"
    assert first.equals(fresh) and again.equals(fresh)
    assert list(cache.glob("*.pickle"))


def test_the_key_changes_with_the_games_the_seed_the_options_and_the_bots(cache, monkeypatch):
    runs = _count_runs(monkeypatch)
    run(SellNever(), cache=True)
    run(SellNever(), seed=6, cache=True)
    run(SellNever(), n_games=9, cache=True)
    run("random", cache=True)
    run(Patient(wait=2), cache=True)
    run(Patient(wait=3), cache=True)
    farmlab.simulate("community_farm", [SellNever(), "heuristic", "random"], n_games=8, seed=5, cache=True,
                     stables=5)
    assert len(runs) == 7
    run(Patient(wait=3), cache=True)
    assert len(runs) == 7


def test_a_bot_whose_code_changes_is_played_again(cache, monkeypatch):
    runs = _count_runs(monkeypatch)
    run(SellNever(), cache=True)

    class SellNever2(SellNever):  # same name, new code in the family
        def choose(self, game, seat):
            return super().choose(game, seat)

    run(SellNever2(), cache=True)
    assert len(runs) == 2
    assert memo.class_key(SellNever) != memo.class_key(SellNever2)


def test_what_cannot_be_written_down_is_not_cached(cache, monkeypatch):
    runs = _count_runs(monkeypatch)
    bot = SellNever()
    bot.plan = object()  # a setting that is not plain data
    run(bot, cache=True)
    run(bot, cache=True)
    assert len(runs) == 2 and not list(cache.glob("*.pickle"))


def test_a_damaged_cache_file_is_computed_again(cache, monkeypatch):
    fresh = run(SellNever(), cache=True)
    for f in cache.glob("*.pickle"):
        f.write_bytes(b"not a table")
    runs = _count_runs(monkeypatch)
    assert run(SellNever(), cache=True).equals(fresh)
    assert len(runs) == 1
    run(SellNever(), cache=True)
    assert len(runs) == 1  # written again, good this time


def test_a_cache_that_cannot_be_written_costs_nothing(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("a file where the cache folder would be")
    monkeypatch.setenv("FARMLAB_CACHE_DIR", str(blocker / "cache"))
    assert run(SellNever(), cache=True).equals(run(SellNever()))


def test_cache_must_be_true_or_false(cache):
    with pytest.raises(OptionError, match="cache must be True or False"):
        run(SellNever(), cache="yes")


def test_a_deck_file_counts_by_its_contents(cache, monkeypatch, tmp_path):
    from farmlab.community_farm.cards import DATA as ANIMALS_FILE

    deck = tmp_path / "animals.csv"
    deck.write_text(ANIMALS_FILE.read_text())
    runs = _count_runs(monkeypatch)
    run(SellNever(), cache=True, animals_file=str(deck))
    run(SellNever(), cache=True, animals_file=str(deck))
    assert len(runs) == 1
    deck.write_text(deck.read_text() + "\n")  # the same path, other contents
    run(SellNever(), cache=True, animals_file=str(deck))
    assert len(runs) == 2
