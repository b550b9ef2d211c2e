"""The command line: ``python -m farmlab sweep GAME ...`` writes a sweep's table as CSV.

Examples::

    python -m farmlab games
    python -m farmlab sweep community_farm --games 1000 --vary stables=2,3 --out stables.csv
    python -m farmlab sweep jelly_bean_farmers --games 500 --vary stamp_points=1,4 --workers 2 --out jbf.csv
    python -m farmlab sweep community_farm --games 100000 --scheduler tcp://scheduler:8786 --out big.csv
    python -m farmlab sweep community_farm --games 500 --remove animals_file:goats --out no-goats.csv

``--vary NAME=V1,V2`` (an option, ``bots`` or ``players``; repeat it for a grid) makes one
variant per combination; ``--remove``/``--count`` make a deck-edit variant beside the printed
rules. The table is written chunk by chunk; a summary of the design metrics is printed.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from .core import metrics
from .core.errors import FarmlabError
from .core.registry import GAMES
from .core.sweep import Variant, describe_edit, grid, sweep


def _value(text: str) -> Any:
    """A number if it reads as one, true/false as booleans, else the text."""
    low = text.strip().lower()
    if low in ("true", "false"):
        return low == "true"
    try:
        return int(text)
    except ValueError:
        pass
    try:
        return float(text)
    except ValueError:
        return text.strip()


def _variants(args: argparse.Namespace) -> list[Variant]:
    axes: dict[str, list[Any]] = {}
    for spec in args.vary or []:
        if "=" not in spec:
            raise FarmlabError(f"--vary takes NAME=V1,V2 (like stables=2,3), not {spec!r}.")
        name, values = spec.split("=", 1)
        axes[name.strip()] = [_value(v) for v in values.split(",") if v.strip()]
    if args.bots and "bots" not in axes:
        axes["bots"] = [args.bots[0]] if len(args.bots) == 1 else [list(args.bots)]
    if args.players and "players" not in axes:
        axes["players"] = [args.players]
    variants = grid(**axes)
    if args.remove or args.count:
        edits: dict[str, dict[str, Any]] = {}
        for spec in args.remove or []:
            option, _, card = spec.partition(":")
            edits.setdefault(option, {}).setdefault("remove", []).append(card)
        for spec in args.count or []:
            option, _, rest = spec.partition(":")
            card, _, n = rest.partition("=")
            edits.setdefault(option, {}).setdefault("counts", {})[card] = _value(n)
        base = variants[0]
        label = "deck: " + "; ".join(describe_edit(e) for e in edits.values())
        variants.append(Variant(label=label, options=base.options, bots=base.bots, players=base.players, decks=edits))
    return variants


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m farmlab", description="farmlab from the command line.")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("games", help="list the games")
    sw = sub.add_parser("sweep", help="play seeded games of one or more variants and write the table as CSV")
    sw.add_argument("game", help="the game's name (see 'python -m farmlab games')")
    sw.add_argument("--games", type=int, default=100, help="games per variant (default 100)")
    sw.add_argument("--seed", type=int, default=0, help="the seed of the whole sweep (default 0)")
    sw.add_argument("--bots", nargs="+", help="one computer player for every seat, or one per seat")
    sw.add_argument("--players", type=int, help="the number of players")
    sw.add_argument("--vary", action="append", metavar="NAME=V1,V2", help="an option (or bots/players) to vary")
    sw.add_argument("--remove", action="append", metavar="DECK_OPTION:CARD", help="a deck variant without a card")
    sw.add_argument("--count", action="append", metavar="DECK_OPTION:CARD=N", help="a deck variant with N of a card")
    sw.add_argument("--workers", type=int, default=1, help="local processes (default 1)")
    sw.add_argument("--scheduler", help="the address of a Dask scheduler (tcp://host:8786) to run on")
    sw.add_argument("--out", required=True, help="the CSV file to write")
    args = parser.parse_args(argv)
    if args.command == "games":
        for name, cls in sorted(GAMES.items()):
            print(f"{name}: {cls.TITLE} ({cls.MIN_PLAYERS}-{cls.MAX_PLAYERS} players)")
        return 0
    try:
        variants = _variants(args)
        executor = None
        if args.scheduler:
            from distributed import Client

            executor = Client(args.scheduler)
        rows = sweep(args.game, variants, args.games, args.seed, workers=args.workers, executor=executor,
                     out=args.out, progress=sys.stderr.isatty())
        import pandas as pd

        table = pd.read_csv(args.out)
        print(f"{rows} rows ({len(variants)} variant(s) × {args.games} games × seats) written to {args.out}")
        print(metrics.summary(table)[["variant", "metric", "value", "low", "high"]].round(3).to_string(index=False))
        return 0
    except FarmlabError as exc:
        print(f"farmlab: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
