"""Record reference games: the safety net for refactoring a game.

``python tests/golden/record.py`` plays a fixed set of seeded games per game
with the built-in bots and writes ``tests/golden/<game>.json.gz``: for every
game the bots, the seed, every action, the fingerprint of the end state, the
scores and a digest of the explained log (the teacher's and seat 0's).
``tests/golden/test_golden.py`` replays them: the engine must reach the same
state and tell the same story from the same actions, and the bots must still
choose the same actions. Re-record only when a rule change is meant to change
games, and say so in the commit.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

#: per game: (players, bots per seat) mixes and how many seeds each
MIXES = {
    "community_farm": [(3, "heuristic"), (4, "heuristic"), (5, "random"), (4, "mixed"), (7, "mixed")],
    "jelly_bean_farmers": [(2, "heuristic"), (3, "random"), (4, "heuristic"), (4, "mixed")],
}
SEEDS = 12
#: per game: more recorded mixes that play a variant, (players, bots, options); added after the
#: mixes above, so the games recorded before stay as they were (a record without options plays
#: the defaults)
VARIANT_MIXES: dict[str, list[tuple[int, str, dict]]] = {
    "farmed": [(4, "mixed", {"mode": "team"}), (5, "heuristic", {"mode": "team"})],
}


def mixes(game: str) -> list[tuple[int, str]]:
    """The recorded mixes of a game: its own row above, or for a game added later the fewest
    players with heuristic bots, four (or the most) mixed, and the most with random bots."""
    if game in MIXES:
        return MIXES[game]
    import farmlab

    cls = farmlab.game_class(game)
    return [(cls.MIN_PLAYERS, "heuristic"), (min(4, cls.MAX_PLAYERS), "mixed"), (cls.MAX_PLAYERS, "random")]


def bots_for(n: int, mix: str) -> list[str]:
    if mix == "mixed":
        return ["heuristic" if s % 2 == 0 else "random" for s in range(n)]
    return [mix] * n


def digest(lines: list[str]) -> str:
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()[:20]


def play_recorded(game: str, n: int, mix: str, seed: int, options: dict | None = None) -> dict:
    import farmlab

    kinds = bots_for(n, mix)
    g = farmlab.new_game(game, players=n, seed=seed, **(options or {}))
    bots = [farmlab.make_bot(game, k, seed * 100 + s) for s, k in enumerate(kinds)]
    farmlab.play(g, bots)
    return {
        "players": n, "bots": kinds, "seed": seed, **({"options": options} if options else {}),
        "actions": g.actions_json(), "fingerprint": g.fingerprint(), "scores": g.scores(),
        "log_all": digest(g.log(None)), "log_seat0": digest(g.log(0)),
    }


def record(game: str) -> list[dict]:
    games = [play_recorded(game, n, mix, seed) for n, mix in mixes(game) for seed in range(SEEDS)]
    return games + [play_recorded(game, n, mix, seed, options) for n, mix, options in VARIANT_MIXES.get(game, [])
                    for seed in range(SEEDS)]


def main(argv: list[str]) -> None:
    import farmlab

    for game in argv or sorted(farmlab.GAMES):
        games = record(game)
        path = HERE / f"{game}.json.gz"
        with gzip.open(path, "wt", encoding="utf-8") as fh:
            json.dump(games, fh, separators=(",", ":"))
        print(f"{path.name}: {len(games)} games")


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parents[1]))
    main(sys.argv[1:])
