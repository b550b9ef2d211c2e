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


def play(game: Game, bots: Sequence[Bot], max_steps: int = 100_000) -> Game:
    """Let bots play ``game`` to the end (one bot per seat). Returns the game."""
    steps = 0
    # a trusted bot's actions skip the re-check (never in debug mode)
    applies = [game._apply_trusted if b.is_trusted() and not game.debug else game.apply for b in bots]
    chooses = [b.choose for b in bots]
    to_act = game.to_act
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


def simulate(
    game: str | type[Game],
    bots: str | Sequence[str | Bot] = "random",
    n_games: int = 100,
    seed: int = 0,
    players: int | None = None,
    progress: bool = False,
    **options: Any,
) -> "Any":
    """Play ``n_games`` games and return a DataFrame, one row per (game, seat).

    ``bots``: one name for every seat, or one name/Bot per seat (then the number
    of players is the number of bots). Columns: game, seed, seat, name, bot,
    score, rank, winner, length (actions in the game), plus the game's own
    statistics. Seats are given the same bots in every game; each game has its
    own seed drawn from ``seed``, so the whole table is reproducible.
    """
    import pandas as pd

    cls = game_class(game)
    if isinstance(bots, str):
        n = players if players is not None else max(cls.MIN_PLAYERS, min(4, cls.MAX_PLAYERS))
        bot_kinds: list[str | Bot] = [bots] * n
    else:
        bot_kinds = list(bots)
        n = len(bot_kinds)
        if players is not None and players != n:
            raise OptionError(f"{players} players but {n} bots were given.")
    if not isinstance(n_games, int) or n_games < 1:
        raise OptionError("n_games must be a whole number of at least 1.")
    master = random.Random(seed)
    seats_bots = [make_bot(cls, k, master.getrandbits(32)) for k in bot_kinds]
    bot_names = [b.name for b in seats_bots]
    cols: dict[str, list[Any]] = {k: [] for k in ("game", "seed", "seat", "name", "bot", "score", "rank", "winner", "length")}
    extra: dict[str, list[Any]] = {}
    iterator: Any = range(n_games)
    if progress:
        try:
            from tqdm.auto import tqdm

            iterator = tqdm(iterator, desc=cls.TITLE, unit="game")
        except ImportError:  # pragma: no cover
            pass
    for i in iterator:
        gseed = master.getrandbits(32)
        g = cls(n, gseed, **options)
        play(g, seats_bots)
        scores = g.scores()
        ranks = g.ranks()
        length = len(g.history)
        cols["game"].extend([i] * n)
        cols["seed"].extend([gseed] * n)
        cols["seat"].extend(range(n))
        cols["name"].extend(g.names)
        cols["bot"].extend(bot_names)
        cols["score"].extend(scores)
        cols["rank"].extend(ranks)
        cols["winner"].extend(r == 1 for r in ranks)
        cols["length"].extend([length] * n)
        for key, values in g.stats().items():
            extra.setdefault(key, []).extend(values)
    cols.update(extra)
    return pd.DataFrame(cols)
