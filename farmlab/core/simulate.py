"""Run many games with bots and collect one tidy table.

``simulate("community_farm", ["heuristic", "random", "random", "random"],
n_games=1000, seed=1)`` returns a pandas DataFrame with one row per
(game, seat). Columns are gathered in plain lists and the DataFrame is built
once at the end.
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from .bots import Bot
from .errors import FarmlabError, OptionError
from .game import Game
from .registry import game_class, make_bot
from . import validate

#: the most games one call plays (its table is held in memory; split bigger runs)
MAX_GAMES = 5_000_000


def play(game: Game, bots: Sequence[Bot], max_steps: int = 100_000) -> Game:
    """Let bots play ``game`` to the end (one bot per seat). Returns the game.
    A bot that fails is reported with the game's seed, the seat and the move."""
    try:
        return _play(game, bots, max_steps)
    except FarmlabError:
        raise
    except Exception as exc:  # a bot written in a notebook failed (or the game itself): say where
        where = f"at move {len(game.history) + 1} of the game with seed {game.seed}: {type(exc).__name__}: {exc}"
        try:
            seat = game._first_to_act()
        except Exception:  # the game cannot even say whose move it is: its own code failed
            raise FarmlabError(f"{game.TITLE}: the game failed {where}") from exc
        who = bots[seat] if 0 <= seat < len(bots) else None
        raise FarmlabError(f"{game.TITLE}: the computer player {getattr(who, 'name', '?')!r} of seat {seat} "
                           f"failed {where}") from exc


def _nobody(game: Game) -> str:
    return f"{game.TITLE}: nobody can move but the game is not over (seed {game.seed})."


def _play(game: Game, bots: Sequence[Bot], max_steps: int) -> Game:
    steps = 0
    # a trusted bot's actions skip the re-check (never in debug mode)
    trusted = [b.is_trusted() and not game.debug for b in bots]
    chooses = [b.choose for b in bots]
    to_act = game.to_act
    if all(trusted) and type(game)._apply_trusted is Game._apply_trusted:
        # every seat trusted: Game._apply_trusted written out (one call less a move)
        first_to_act = game._first_to_act
        close = game._log.append  # the end of an action's events (see Game.apply)
        record = game.history.append
        # a game that declares its moves (Game.MOVES) and keeps the core's _do: the move called directly
        moves = type(game).MOVES if type(game)._do is Game._do else None
        do = game._do
        # a game that keeps the core's _first_to_act: its stage read here (one call less a move)
        from_stage = type(game)._first_to_act is Game._first_to_act
        for _ in range(max_steps + 1):  # (a move beyond ``max_steps`` is refused below, as in the loop after)
            if game.over:
                return game
            if from_stage:
                stage = game.stage
                seats = stage.seats if stage is not None else ()
                if not seats:  # no stage, or a stage with no seat: nobody can move
                    raise FarmlabError(_nobody(game))
                seat = seats[0]
            else:
                seat = first_to_act()
                if seat < 0:
                    raise FarmlabError(_nobody(game))
            action = chooses[seat](game, seat)
            if moves is not None:
                moves[action.__class__](game, seat, action)
            else:
                do(seat, action)
            close(None)
            record((seat, action))
        raise FarmlabError(f"{game.TITLE}: game did not finish in {max_steps} steps (seed {game.seed}).")
    applies = [game._apply_trusted if t else game.apply for t in trusted]
    while not game.over:
        seats = to_act()
        if not seats:
            raise FarmlabError(f"{game.TITLE}: nobody can move but the game is not over (seed {game.seed}).")
        seat = seats[0]
        applies[seat](seat, chooses[seat](game, seat))
        steps += 1
        if steps > max_steps:
            raise FarmlabError(f"{game.TITLE}: game did not finish in {max_steps} steps (seed {game.seed}).")
    return game


COLUMNS = ("game", "seed", "seat", "name", "bot", "score", "rank", "winner", "length")


def _play_chunk(cls: type[Game], bots: list[Bot], n: int, games: list[tuple[int, int, list[int]]],
                options: dict[str, Any]) -> dict[str, list[Any]]:
    """Play the given (index, game seed, bot seeds) games; return columns."""
    cols: dict[str, list[Any]] = {k: [] for k in COLUMNS}
    extra: dict[str, list[Any]] = {}
    bot_names = [b.name for b in bots]
    for i, gseed, bot_seeds in games:
        for b, bs in zip(bots, bot_seeds):
            b.rng.seed(bs)
        g = cls(n, gseed, **options)
        try:
            play(g, bots)
        except FarmlabError as exc:
            raise FarmlabError(f"Game {i} of the simulation: {exc}") from exc
        ranks = g.ranks()
        length = len(g.history)
        cols["game"].extend([i] * n)
        cols["seed"].extend([gseed] * n)
        cols["seat"].extend(range(n))
        cols["name"].extend(g.names)
        cols["bot"].extend(bot_names)
        cols["score"].extend(g.scores())
        cols["rank"].extend(ranks)
        cols["winner"].extend(r == 1 for r in ranks)
        cols["length"].extend([length] * n)
        for key, values in g.stats().items():
            extra.setdefault(key, []).extend(values)
        if g.trace:  # the game notes its scores each round: lead changes and comebacks
            changes, comeback = lead_story(g.trace, ranks)
            extra.setdefault("lead_changes", []).extend([changes] * n)
            extra.setdefault("comeback", []).extend([comeback] * n)
    cols.update(extra)
    return cols


def lead_story(trace: Sequence[tuple[int, ...]], ranks: Sequence[int]) -> tuple[int, bool]:
    """From the scores after each round: how often the lead changed hands (a round with a
    single leader who is not the last single leader), and whether the winner was behind
    halfway (not among the leaders at the middle round): a comeback."""
    changes = 0
    last = -1
    for scores in trace:
        top = max(scores)
        if scores.count(top) == 1:
            leader = scores.index(top)
            if last >= 0 and leader != last:
                changes += 1
            last = leader
    middle = trace[(len(trace) - 1) // 2]
    top = max(middle)
    winners = [s for s, r in enumerate(ranks) if r == 1]
    comeback = all(middle[w] < top for w in winners)
    return changes, comeback


def simulate(
    game: str | type[Game],
    bots: str | Sequence[str | Bot] = "random",
    n_games: int = 100,
    seed: int = 0,
    players: int | None = None,
    progress: bool = False,
    workers: int = 1,
    cache: bool = False,
    **options: Any,
) -> "Any":
    """Play ``n_games`` games and return a DataFrame, one row per (game, seat).

    ``bots``: one name for every seat, or one name/Bot per seat (then the number
    of players is the number of bots). Columns: game, seed, seat, name, bot,
    score, rank, winner, length (actions in the game), plus the game's own
    statistics. Every game has its own game seed and bot seeds drawn from
    ``seed`` up front, so the table is the same whatever ``workers`` is.
    ``workers`` > 1 plays chunks of games in that many processes (Linux/macOS
    fork; serial by default, which is what a notebook wants most of the time).
    ``cache=True`` keeps the table on disk (see ``farmlab.core.memo``): the same
    call on the same farmlab, from any page on the server, reads it back instead
    of playing the games again (a class opening one lesson plays them once).
    """
    cls = game_class(game)
    if players is not None:
        validate.whole_number(players, "The number of players", cls.MIN_PLAYERS, cls.MAX_PLAYERS)
    if isinstance(bots, str):
        n = players if players is not None else max(cls.MIN_PLAYERS, min(4, cls.MAX_PLAYERS))
        bot_kinds: list[str | Bot] = [bots] * n
    elif isinstance(bots, (list, tuple)):
        bot_kinds = list(bots)
        n = len(bot_kinds)
        if players is not None and players != n:
            raise OptionError(f"{players} players but {n} bots were given.")
        if not cls.MIN_PLAYERS <= n <= cls.MAX_PLAYERS:
            raise OptionError(f"{cls.TITLE} is for {cls.MIN_PLAYERS} to {cls.MAX_PLAYERS} players, "
                              f"but {n} bots were given.")
    else:
        raise OptionError("The bots must be the name of a computer player (\"random\", \"heuristic\") "
                          "or a list with one per seat.")
    validate.whole_number(n_games, "The number of games (n_games)", 1, MAX_GAMES)
    validate.whole_number(workers, "The number of workers", 1, 256)
    validate.whole_number(seed, "The seed")
    cls(n, 0, **options)  # bad options are reported here, before any work
    if cache not in (True, False):
        raise OptionError(f"cache must be True or False, not {cache!r}.")
    if cache:
        from .memo import Unkeyable, bot_key, class_key, options_key, remember

        try:
            key = ["simulate", class_key(cls), n, [bot_key(k) for k in bot_kinds], n_games, seed, options_key(options)]
        except Unkeyable:
            key = None
        if key is not None:
            return remember(key, lambda: _simulate(cls, n, bot_kinds, n_games, seed, progress, workers, options))
    return _simulate(cls, n, bot_kinds, n_games, seed, progress, workers, options)


def _simulate(cls: type[Game], n: int, bot_kinds: list[str | Bot], n_games: int, seed: int, progress: bool,
              workers: int, options: dict[str, Any]) -> Any:
    import pandas as pd

    master = random.Random(seed)
    seats_bots = [make_bot(cls, k, 0) for k in bot_kinds]
    games = [(i, master.getrandbits(32), [master.getrandbits(32) for _ in range(n)]) for i in range(n_games)]
    bar: Any = None
    if progress:
        try:
            from tqdm.auto import tqdm

            bar = tqdm(total=n_games, desc=cls.TITLE, unit="game")
        except ImportError:  # pragma: no cover
            bar = None
    workers = min(workers, n_games)
    size = max(1, min(500, n_games // (workers * 4) or 1)) if workers > 1 else max(1, n_games // 100 if bar else n_games)
    chunks = [games[k:k + size] for k in range(0, n_games, size)]
    parts: list[dict[str, list[Any]]] = []
    if workers == 1:
        for chunk in chunks:
            parts.append(_play_chunk(cls, seats_bots, n, chunk, options))
            if bar is not None:
                bar.update(len(chunk))
    else:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        ctx = multiprocessing.get_context("fork")
        with ProcessPoolExecutor(workers, mp_context=ctx) as pool:
            futures = [pool.submit(_play_chunk, cls, seats_bots, n, chunk, options) for chunk in chunks]
            for fut, chunk in zip(futures, chunks):
                parts.append(fut.result())
                if bar is not None:
                    bar.update(len(chunk))
    if bar is not None:
        bar.close()
    cols = {k: [v for part in parts for v in part[k]] for k in parts[0]}
    return pd.DataFrame(cols)
