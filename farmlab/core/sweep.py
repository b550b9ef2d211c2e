"""Sweeps: many variants of a game (rules, decks, bots, player counts) × many seeded games → one tidy table.

>>> import farmlab
>>> table = farmlab.sweep("community_farm", farmlab.grid(stables=[2, 3]), n_games=50, seed=1)

One row per (variant, game, seat); the variant's parameters are columns (``variant``,
``players``, ``bots`` and one column per option or deck edit that any variant sets), then
the columns of :func:`farmlab.simulate` (game, seed, seat, name, bot, score, rank, winner,
length and the game's own statistics).

**The same seeds, the same table, whatever runs it.** Game ``i`` of every variant gets the
same game seed and bot seeds (drawn in order from ``seed``, exactly as ``simulate`` draws
them), so variants are compared on the same deals ("common random numbers": a smaller
difference shows with fewer games), and a sweep with one variant is ``simulate``'s table.
The games are cut into chunks played in order or by any executor:

* nothing (in this process), or ``workers=N`` (a local process pool);
* ``executor=`` any :class:`concurrent.futures.Executor`;
* ``executor=`` a Dask ``distributed.Client`` — the same call runs on a cluster
  (``Client("tcp://scheduler:8786")``) or on a ``LocalCluster``.

Chunks come back in order and are turned into table parts one by one, so a run of a
million games streams (:func:`sweep_iter`, or ``out="table.csv"``) without holding every
game in memory.

**Deck edits** (``Variant(decks={"animals_file": {"remove": ["goats"], "counts": {"ducks": 20}}})``):
the game's packaged deck file (``Game.DECK_FILES``) with cards removed or counts changed,
checked before any game is played; the edited file travels to the workers as text.
"""

from __future__ import annotations

import csv
import io
import itertools
import os
import random
import tempfile
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Iterator, Mapping, Sequence

from . import validate
from .bots import Bot
from .decks import read_text
from .errors import FarmlabError, OptionError
from .game import Game
from .registry import game_class, make_bot
from .simulate import MAX_GAMES, _play_chunk

#: names a grid axis may have besides the game's options
SPECIAL_AXES = ("bots", "players")


@dataclass(frozen=True)
class Variant:
    """One version of the game: option values, deck edits, bots and the number of players.

    ``bots``: one computer player for every seat ("heuristic", "random") or one per seat
    (a tuple; then it also sets the number of players). ``decks``: per deck option of the
    game (e.g. ``"animals_file"``) either ``{"remove": [card ids], "counts": {card id: n}}``
    or ``{"csv": "<the whole file>"}``.
    """

    label: str = "printed rules"
    options: Mapping[str, Any] = field(default_factory=dict)
    bots: str | tuple[str, ...] = "heuristic"
    players: int | None = None
    decks: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)

    def columns(self) -> dict[str, Any]:
        """The variant's parameters, as columns of the table."""
        cols: dict[str, Any] = dict(self.options)
        for option, edit in self.decks.items():
            cols[option] = describe_edit(edit)
        return cols


def grid(**axes: Sequence[Any]) -> list[Variant]:
    """Every combination of the given values: ``grid(stables=[2, 3], bots=["heuristic", "random"])``.

    An axis is a game option, ``bots`` or ``players``. Labels read like "stables=3, bots=random".
    """
    if not axes:
        return [Variant()]
    names = list(axes)
    for name in names:
        values = axes[name]
        if isinstance(values, (str, bytes)) or not isinstance(values, Sequence) or not values:
            raise OptionError(f"The values of {name!r} must be a non-empty list, like {name}=[2, 3].")
    out = []
    for combo in itertools.product(*(axes[n] for n in names)):
        params = dict(zip(names, combo))
        bots = params.pop("bots", "heuristic")
        players = params.pop("players", None)
        label = ", ".join(f"{k}={_short(v)}" for k, v in zip(names, combo))
        out.append(Variant(label=label, options=params, bots=tuple(bots) if isinstance(bots, list) else bots,
                           players=players))
    return out


# --------------------------------------------------------------------------- deck edits
def edit_deck(source: Path, edit: Mapping[str, Any], *, name: str = "") -> str:
    """The text of deck file ``source`` with ``edit`` applied: ``remove`` (card ids) and
    ``counts`` ({card id: count}); comments and every other cell are kept as they were.
    A card id that is not in the file, or a count that is not a whole number ≥ 0, is an
    :class:`OptionError` naming the file and the card."""
    unknown = set(edit) - {"remove", "counts", "csv"}
    if unknown:
        raise OptionError(f"A deck edit has 'remove', 'counts' or 'csv', not {sorted(unknown)}.")
    if "csv" in edit:
        text = edit["csv"]
        if not isinstance(text, str):
            raise OptionError("A deck edit's 'csv' must be the text of a whole deck file.")
        return text
    fname = name or source.name
    remove = edit.get("remove", ())
    counts = edit.get("counts", {})
    if isinstance(remove, str) or not isinstance(remove, Iterable):
        raise OptionError(f"{fname}: 'remove' must be a list of card ids, like ['goats'].")
    if not isinstance(counts, Mapping):
        raise OptionError(f"{fname}: 'counts' must map card ids to counts, like {{'ducks': 20}}.")
    rows = list(csv.reader(io.StringIO(read_text(source), newline="")))
    header_at = next(i for i, r in enumerate(rows) if any(c.strip() for c in r) and not r[0].lstrip().startswith("#"))
    header = [c.strip() for c in rows[header_at]]
    if "id" not in header or "count" not in header:
        raise OptionError(f"{fname} has no 'id' and 'count' columns to edit.")
    id_col, count_col = header.index("id"), header.index("count")
    ids = [r[id_col].strip() for r in rows[header_at + 1:]
           if len(r) > id_col and any(c.strip() for c in r) and not r[0].lstrip().startswith("#")]
    for card in [*remove, *counts]:
        if card not in ids:
            raise OptionError(f"{fname} has no card {str(card)[:40]!r}; its cards are: {', '.join(ids)}.")
    for card, n in counts.items():
        if type(n) is not int or n < 0:
            raise OptionError(f"{fname}: the count of {card!r} must be a whole number of 0 or more, not {n!r}.")
    out_rows = rows[:header_at + 1]
    for r in rows[header_at + 1:]:
        card = r[id_col].strip() if len(r) > id_col else ""
        if card in remove or counts.get(card) == 0:
            continue
        if card in counts:
            r = list(r)
            r[count_col] = str(counts[card])
        out_rows.append(r)
    buf = io.StringIO()
    csv.writer(buf, lineterminator="\n").writerows(out_rows)
    return buf.getvalue()


def deck_cards(cls: type[Game], option: str) -> list[tuple[str, str, int]]:
    """The cards of a game's packaged deck file: (id, name, count), for choosing an edit."""
    source = cls.DECK_FILES.get(option)
    if source is None:
        raise OptionError(f"{cls.TITLE} has no deck option {option!r}.")
    rows = [r for r in csv.reader(io.StringIO(read_text(Path(source)), newline=""))
            if any(c.strip() for c in r) and not r[0].lstrip().startswith("#")]
    header = [c.strip() for c in rows[0]]
    i, c = header.index("id"), header.index("count")
    n = header.index("name") if "name" in header else i
    return [(r[i].strip(), r[n].strip(), int(r[c])) for r in rows[1:]]


def describe_edit(edit: Mapping[str, Any]) -> str:
    """A deck edit in a few words ("without goats, ducks×20")."""
    if "csv" in edit:
        return "custom deck"
    parts = [f"without {c}" for c in edit.get("remove", ())]
    parts += [f"{c}×{n}" for c, n in dict(edit.get("counts", {})).items()]
    return ", ".join(parts) or "packaged deck"


def _short(value: Any) -> str:
    if isinstance(value, (list, tuple)):
        return "/".join(map(str, value))
    return str(value)


# --------------------------------------------------------------------------- the plan
@dataclass
class _Plan:
    """One variant, checked and ready to play."""

    variant: Variant
    n: int
    bot_specs: list[Any]
    options: dict[str, Any]
    decks: dict[str, str]  # deck option -> file text


def _plan(cls: type[Game], v: Variant) -> _Plan:
    if not isinstance(v, Variant):
        raise OptionError(f"A sweep takes Variant(...) values (or farmlab.grid(...)), not {type(v).__name__}.")
    fields = {f for f in getattr(cls.OPTIONS, "__dataclass_fields__", {})}
    for k in v.options:
        if k not in fields:
            raise OptionError(f"{cls.TITLE} has no option {str(k)[:40]!r}; its options are: {', '.join(sorted(fields))}.")
    if isinstance(v.bots, str):
        n = v.players if v.players is not None else max(cls.MIN_PLAYERS, min(4, cls.MAX_PLAYERS))
        specs: list[Any] = [v.bots] * n
    else:
        specs = list(v.bots)
        n = len(specs)
        if v.players is not None and v.players != n:
            raise OptionError(f"{v.label}: {v.players} players but {n} bots were given.")
    validate.whole_number(n, "The number of players", cls.MIN_PLAYERS, cls.MAX_PLAYERS)
    decks: dict[str, str] = {}
    for option, edit in v.decks.items():
        source = cls.DECK_FILES.get(option)
        if source is None:
            known = ", ".join(cls.DECK_FILES) or "none"
            raise OptionError(f"{cls.TITLE} has no deck option {option!r} (its deck options: {known}).")
        if not isinstance(edit, Mapping):
            raise OptionError(f"The edit of {option} must be like {{'remove': [...], 'counts': {{...}}}}.")
        decks[option] = edit_deck(Path(source), edit)
    options = dict(v.options)
    with _deck_files(decks) as paths:
        for b in specs:
            make_bot(cls, b, 0)  # an unknown bot is reported before any game
        cls(n, 0, **{**options, **paths})  # bad options or a broken edited deck: reported now, with the deck's words
    return _Plan(v, n, specs, options, decks)


class _deck_files:
    """Write edited decks to a temporary folder for the length of a chunk (in the worker)."""

    def __init__(self, decks: Mapping[str, str]) -> None:
        self.decks = decks
        self.tmp: tempfile.TemporaryDirectory[str] | None = None

    def __enter__(self) -> dict[str, str]:
        if not self.decks:
            return {}
        self.tmp = tempfile.TemporaryDirectory(prefix="farmlab-deck-")
        paths = {}
        for option, text in self.decks.items():
            p = os.path.join(self.tmp.name, f"{option.removesuffix('_file')} (edited).csv")
            with open(p, "w", encoding="utf-8") as fh:
                fh.write(text)
            paths[option] = p
        return paths

    def __exit__(self, *exc: Any) -> None:
        if self.tmp is not None:
            self.tmp.cleanup()


def _run_chunk(cls: type[Game], bot_specs: list[Any], n: int, games: list[tuple[int, int, list[int]]],
               options: dict[str, Any], decks: dict[str, str]) -> dict[str, list[Any]]:
    """Play one chunk of one variant (in this process, a pool process or a Dask worker)."""
    bots = [b if isinstance(b, Bot) else make_bot(cls, b, 0) for b in bot_specs]
    with _deck_files(decks) as paths:
        return _play_chunk(cls, bots, n, games, {**options, **paths})


# --------------------------------------------------------------------------- running
def sweep_iter(game: str | type[Game], variants: Sequence[Variant] | None = None, n_games: int = 100,
               seed: int = 0, *, executor: Any = None, workers: int = 1, chunk_size: int | None = None,
               progress: Any = None) -> Iterator[Any]:
    """The sweep's table in parts (pandas DataFrames), in order: what :func:`sweep` joins.

    ``progress``: ``True`` for a tqdm bar, or a function called with (games done, games in all).
    At most a few chunks per worker are in flight, so memory stays flat however many games.
    """
    import pandas as pd

    cls = game_class(game)
    variants = list(variants) if variants is not None else [Variant()]
    if not variants:
        raise OptionError("A sweep needs at least one variant.")
    validate.whole_number(n_games, "The number of games (n_games)", 1, MAX_GAMES)
    validate.whole_number(seed, "The seed")
    validate.whole_number(workers, "The number of workers", 1, 256)
    plans = [_plan(cls, v) for v in variants]
    labels = [p.variant.label for p in plans]
    if len(set(labels)) != len(labels):
        raise OptionError("Two variants have the same label; give each its own.")
    size = chunk_size or max(1, min(250, n_games // 8 or 1))
    validate.whole_number(size, "The chunk size", 1, MAX_GAMES)
    param_cols = sorted({k for p in plans for k in p.variant.columns()})
    total = n_games * len(plans)

    def tasks() -> Iterator[tuple[_Plan, list[tuple[int, int, list[int]]]]]:
        # the seeds of game i are the same in every variant (and as in simulate): one master stream,
        # drawn chunk by chunk; variants with fewer seats use the first bot seeds of the game
        most = max(p.n for p in plans)
        master = random.Random(seed)
        for start in range(0, n_games, size):
            chunk = []
            for i in range(start, min(n_games, start + size)):
                gseed = master.getrandbits(32)
                chunk.append((i, gseed, [master.getrandbits(32) for _ in range(most)]))
            for p in plans:
                if p.n == most:
                    yield p, chunk
                else:  # a variant with fewer seats: the same game seeds, the bot seeds it needs
                    yield p, [(i, g, bs[:p.n]) for i, g, bs in chunk]

    def part(p: _Plan, cols: dict[str, list[Any]]) -> Any:
        df = pd.DataFrame(cols)
        rows = len(df)
        front = {"variant": [p.variant.label] * rows, "players": [p.n] * rows,
                 "bots": ["/".join(map(str, p.bot_specs)) if len(set(map(str, p.bot_specs))) > 1
                          else str(p.bot_specs[0])] * rows}
        vcols = p.variant.columns()
        for k in param_cols:
            front[k] = [vcols.get(k, _default(cls, k))] * rows
        return pd.concat([pd.DataFrame(front), df], axis=1)

    report = _progress(progress, total, cls.TITLE)
    done = 0
    pool = None
    submit: Any = None
    if executor is None and workers > 1:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        pool = ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork"))
        submit = pool.submit
    elif executor is not None:
        if not callable(getattr(executor, "submit", None)):
            raise OptionError("executor must be a concurrent.futures executor or a Dask distributed Client.")
        submit = executor.submit
        workers = max(workers, _worker_count(executor))
    try:
        if submit is None:
            for p, chunk in tasks():
                yield part(p, _run_chunk(cls, p.bot_specs, p.n, chunk, p.options, p.decks))
                done += len(chunk)
                report(done)
        else:
            window: deque[tuple[_Plan, int, Any]] = deque()
            limit = 3 * max(1, workers)
            for p, chunk in tasks():
                window.append((p, len(chunk), submit(_run_chunk, cls, p.bot_specs, p.n, chunk, p.options, p.decks)))
                if len(window) >= limit:
                    q, k, fut = window.popleft()
                    yield part(q, _result(fut))
                    done += k
                    report(done)
            while window:
                q, k, fut = window.popleft()
                yield part(q, _result(fut))
                done += k
                report(done)
    finally:
        report(None)
        if pool is not None:
            pool.shutdown(cancel_futures=True)


def sweep(game: str | type[Game], variants: Sequence[Variant] | None = None, n_games: int = 100,
          seed: int = 0, *, executor: Any = None, workers: int = 1, chunk_size: int | None = None,
          progress: Any = None, out: str | os.PathLike[str] | None = None) -> Any:
    """Play ``n_games`` seeded games of every variant and return one tidy DataFrame
    (see the module docstring). With ``out="table.csv"`` the table is written part by part
    and not held in memory; the function then returns the number of rows written."""
    parts = sweep_iter(game, variants, n_games, seed, executor=executor, workers=workers,
                       chunk_size=chunk_size, progress=progress)
    if out is not None:
        rows = 0
        with open(out, "w", encoding="utf-8", newline="") as fh:
            for k, df in enumerate(parts):
                df.to_csv(fh, header=k == 0, index=False)
                rows += len(df)
        return rows
    import pandas as pd

    return pd.concat(list(parts), ignore_index=True)


def _default(cls: type[Game], option: str) -> Any:
    f = getattr(cls.OPTIONS, "__dataclass_fields__", {}).get(option)
    if f is None:
        return "packaged deck" if option in cls.DECK_FILES else None
    if option in cls.DECK_FILES:
        return "packaged deck"
    return f.default


def _result(fut: Any) -> dict[str, list[Any]]:
    try:
        return fut.result()
    except FarmlabError:
        raise
    except Exception as exc:  # a worker died, a cluster went away: say so in words
        raise FarmlabError(f"A chunk of the sweep failed on its worker: {type(exc).__name__}: {exc}") from exc


def _worker_count(executor: Any) -> int:
    info = getattr(executor, "scheduler_info", None)  # a Dask Client
    if callable(info):
        try:
            return max(1, sum(w.get("nthreads", 1) for w in info().get("workers", {}).values()))
        except Exception:  # pragma: no cover - a client without a scheduler yet
            return 1
    return max(1, getattr(executor, "_max_workers", 1) or 1)


def _progress(progress: Any, total: int, title: str) -> Any:
    if progress is None or progress is False:
        return lambda done: None
    if callable(progress):
        return lambda done: progress(total if done is None else done, total)
    try:
        from tqdm.auto import tqdm
    except ImportError:  # pragma: no cover
        return lambda done: None
    bar = tqdm(total=total, desc=title, unit="game")

    def report(done: int | None) -> None:
        if done is None:
            bar.close()
        else:
            bar.update(done - bar.n)
    return report
