"""CPU instructions per game, counted by valgrind: a figure that a busy or
throttled machine does not change, for comparing two versions of the engine.

    python benchmarks/instructions.py                       # every game, heuristic bots
    python benchmarks/instructions.py jelly_bean_farmers --games 40 --bot random

Needs ``valgrind`` (``apt-get install valgrind``); runs the installed farmlab
(pure or compiled) in a child process under ``valgrind --tool=callgrind``,
once with 0 and once with N games after the same warm-up, and prints the
difference per game (so imports and the per-deck tables built once do not
count). Slow: valgrind runs Python about 50 times slower. A measurement, not a test.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys

CHILD = """
import sys
from farmlab.core.registry import game_class, make_bot
from farmlab.core.simulate import play
name, bot, players, n = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
cls = game_class(name)
bots = [make_bot(name, bot, seed=i) for i in range(players)]
for s in range(20):  # warm-up: the per-deck tables
    play(cls(players, 7_000_000 + s), bots)
for s in range(n):
    play(cls(players, s), bots)
"""


def count(name: str, bot: str, players: int, n: int) -> int:
    """Instructions of the child process playing ``n`` games (after the warm-up)."""
    run = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, "-c", CHILD,
         name, bot, str(players), str(n)],
        capture_output=True, text=True, check=False)
    m = re.search(r"Collected\s*:\s*(\d+)", run.stderr)
    if run.returncode or not m:
        raise SystemExit(f"valgrind failed for {name}:\n{run.stderr[-2000:]}")
    return int(m.group(1))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("games", nargs="*", help="game names (default: all)")
    ap.add_argument("--games", dest="n", type=int, default=40, help="games counted (after the warm-up)")
    ap.add_argument("--bot", default="heuristic")
    ap.add_argument("--players", type=int, default=4)
    args = ap.parse_args(argv)
    if not shutil.which("valgrind"):
        print("valgrind is not installed (apt-get install valgrind); benchmarks/speed.py measures time instead.")
        return 1
    from farmlab import GAMES  # importing farmlab registers every game
    for name in args.games or sorted(GAMES):
        per_game = (count(name, args.bot, args.players, args.n) - count(name, args.bot, args.players, 0)) / args.n
        print(f"{name}, {args.bot} bots, {args.players} players: {per_game / 1e6:.2f} M instructions/game", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
