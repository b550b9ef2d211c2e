"""CPU instructions per game, counted by valgrind: a figure that a busy or
throttled machine does not change, for comparing two versions of the engine.

    python benchmarks/instructions.py                       # every game, heuristic bots
    python benchmarks/instructions.py jelly_bean_farmers --games 40 --bot random
    python benchmarks/instructions.py farmed --games 20 --option mode=advanced

``--option key=value`` (repeatable) plays every game with that option (parsed as in
``speed.py``: numbers and true/false where they look like them); without it, the defaults.

Needs ``valgrind`` (``apt-get install valgrind``); runs the installed farmlab
(pure or compiled; the child does not look in the current folder, ``-P``, so the
farmlab measured is the one this Python has installed, wherever it is run from)
in a child process under ``valgrind --tool=callgrind``,
once with 0 and once with N games after the same warm-up, and prints the
difference per game (so imports and the per-deck tables built once do not
count). The child's string hashes are fixed (``PYTHONHASHSEED=0``): with random ones, the order
of sets and the cost of dict lookups change from run to run, by up to ~2 % a game in Fields of
Green, as much as a small step. Slow: valgrind runs Python about 50 times slower. A measurement,
not a test.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
from typing import Any

from speed import parse_option  # the same key=value parsing as speed.py (this folder is on the path)

CHILD = """
import json, sys
from farmlab.core.registry import game_class, make_bot
from farmlab.core.simulate import play
name, bot, players, n = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
options = json.loads(sys.argv[5])
cls = game_class(name)
bots = [make_bot(name, bot, seed=i) for i in range(players)]
for s in range(20):  # warm-up: the per-deck tables
    play(cls(players, 7_000_000 + s, **options), bots)
for s in range(n):
    play(cls(players, s, **options), bots)
"""


def count(name: str, bot: str, players: int, n: int, options: dict[str, Any] | None = None) -> int:
    """Instructions of the child process playing ``n`` games (after the warm-up)."""
    run = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, "-P", "-c", CHILD,
         name, bot, str(players), str(n), json.dumps(options or {})],
        capture_output=True, text=True, check=False, env={**os.environ, "PYTHONHASHSEED": "0"})
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
    ap.add_argument("--option", dest="options", type=parse_option, action="append", default=[], metavar="KEY=VALUE",
                    help="a game option for every game (repeatable), e.g. --option mode=team")
    args = ap.parse_args(argv)
    options = dict(args.options)
    shown = "".join(f", {k}={v}" for k, v in options.items())
    if not shutil.which("valgrind"):
        print("valgrind is not installed (apt-get install valgrind); benchmarks/speed.py measures time instead.")
        return 1
    from farmlab import GAMES  # importing farmlab registers every game
    for name in args.games or sorted(GAMES):
        per_game = (count(name, args.bot, args.players, args.n, options)
                    - count(name, args.bot, args.players, 0, options)) / args.n
        print(f"{name}, {args.bot} bots, {args.players} players{shown}: {per_game / 1e6:.2f} M instructions/game",
              flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
