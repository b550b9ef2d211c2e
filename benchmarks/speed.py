"""Games per second and decisions per second on one core, for every registered game.

    python benchmarks/speed.py                 # every game, 4 players, heuristic and random bots
    python benchmarks/speed.py community_farm --games 2000
    python benchmarks/speed.py farmed --option mode=team --sweep 0   # a variant's options

``--option key=value`` (repeatable) plays every game with that option (a number or
true/false where the value looks like one, else text); without it, each game's defaults.

Times are CPU time of this process (steadier than wall time on a busy machine).
Prints a table and writes it to benchmarks/results/speed.md (or results/speed-compiled.md
when the installed farmlab is the opt-in compiled build, see scripts/build-fast.sh): the rows
of the games measured replace theirs, the other games' rows from earlier runs are kept.
This is a measurement, not a test: numbers depend on the machine.
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
from pathlib import Path
from typing import Any

import farmlab
from farmlab.core.registry import GAMES, make_bot


def build() -> str:
    """"pure Python", or "compiled (mypyc)" for the opt-in compiled build."""
    mods = [sys.modules["farmlab.core.game"], *(sys.modules[cls.__module__] for cls in GAMES.values())]
    if any(getattr(m, "__file__", "").endswith((".so", ".pyd")) for m in mods):
        return "compiled (mypyc)"
    return "pure Python"


def parse_option(text: str) -> tuple[str, Any]:
    """``"mode=advanced"`` -> ("mode", "advanced"); ``"years=6"`` -> ("years", 6); true/false -> bools."""
    key, sep, value = text.partition("=")
    if not sep or not key.strip():
        raise argparse.ArgumentTypeError(f"an option is key=value, not {text!r}")
    value = value.strip()
    if value.lower() in ("true", "false"):
        return key.strip(), value.lower() == "true"
    try:
        return key.strip(), int(value)
    except ValueError:
        return key.strip(), value


def measure(game: str, bot: str, players: int, n_games: int, seed: int = 1,
            repeat: int = 3, options: dict[str, Any] | None = None) -> tuple[float, float, float, float]:
    """Games/s of the fastest round, games/s of the median round, decisions/s
    and decisions/game (fastest round), over ``repeat`` rounds of ``n_games``
    new seeded games each (new games: the bots keep caches per season, which
    the same games would hit again). The fastest round is the figure (a busy
    machine only ever adds time); the median shows how much the machine varied."""
    cls = farmlab.game_class(game)
    options = options or {}
    bots = [make_bot(cls, bot, seed + i) for i in range(players)]
    for i in range(20):  # warm the per-deck tables
        farmlab.play(cls(players, 7_000_003 + i, **options), bots)
    rounds = []
    for r in range(repeat):
        steps = 0
        t0 = time.process_time()
        for i in range(n_games):
            g = cls(players, seed * 100_003 + r * n_games + i, **options)
            farmlab.play(g, bots)
            steps += len(g.history)
        dt = time.process_time() - t0
        rounds.append((n_games / dt, steps / dt, steps / n_games))
    rounds.sort()
    best = rounds[-1]
    return best[0], rounds[len(rounds) // 2][0], best[1], best[2]


def sweep(game: str, n_games: int, workers: int, options: dict[str, Any] | None = None) -> float:
    """Wall time of a whole simulate() call (DataFrame included)."""
    t0 = time.perf_counter()
    farmlab.simulate(game, "heuristic", n_games=n_games, seed=3, workers=workers, **(options or {}))
    return time.perf_counter() - t0


TABLE_HEAD = "| game | bots | games/s | games/s, median round | decisions/s | decisions/game | rounds × games |"


def earlier_figures(path: Path, measured: list[str]) -> tuple[dict[tuple[str, str], str], list[tuple[str, str]]]:
    """The rows of an earlier results file for the games not measured now, and all its sweep
    lines by game (a file in an older layout, without the rounds × games column, is not read)."""
    rows: dict[tuple[str, str], str] = {}
    sweeps: list[tuple[str, str]] = []
    if not path.exists():
        return rows, sweeps
    text = path.read_text(encoding="utf-8")
    if TABLE_HEAD not in text:
        return rows, sweeps
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("| ") and len(cells) == 7 and cells[0] in GAMES and cells[0] not in measured:
            rows[cells[0], cells[1]] = line
        elif line.startswith("- `simulate('"):
            sweeps.append((line.split("'")[1], line))
    return rows, sweeps


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("games", nargs="*", help="game names (default: all)")
    ap.add_argument("--games-per-run", "--games", dest="n", type=int, default=1000)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--repeat", type=int, default=5, help="rounds of new games; the fastest counts")
    ap.add_argument("--sweep", type=int, default=10_000, help="games in the simulate() sweep (0: skip)")
    ap.add_argument("--option", dest="options", type=parse_option, action="append", default=[], metavar="KEY=VALUE",
                    help="a game option for every game (repeatable), e.g. --option mode=advanced")
    args = ap.parse_args(argv)
    options = dict(args.options)
    shown = ", ".join(f"{k}={v}" for k, v in options.items())
    farmlab.game_class("community_farm")  # load every game
    names = args.games or sorted(GAMES)
    lines = [
        f"# Speed ({platform.python_implementation()} {platform.python_version()}, {build()}, one core, "
        f"{args.players} players{', ' + shown if shown else ''})",
        "",
        "The fastest of the rounds of new seeded games (last column: rounds × games; CPU time); the",
        "median round shows how much the machine's speed varied during the run. A run of some games",
        "replaces their rows and keeps the others' rows from earlier runs.",
        "",
        TABLE_HEAD,
        "|---|---|---:|---:|---:|---:|---:|",
    ]
    rows: dict[tuple[str, str], str] = {}
    for name in names:
        for bot in ("heuristic", "random"):
            gps, median, dps, per = measure(name, bot, args.players, args.n, repeat=args.repeat, options=options)
            rows[name, bot] = (f"| {name} | {bot} | {gps:,.0f} | {median:,.0f} | {dps:,.0f} | {per:,.0f} "
                               f"| {args.repeat} × {args.n:,} |")
            print(rows[name, bot], flush=True)
    stem = "speed" if build() == "pure Python" else "speed-compiled"
    if options:  # a variant's figures do not overwrite the defaults' figures
        stem += "-" + "-".join(f"{k}-{v}" for k, v in options.items())
    out = Path(__file__).parent / "results" / f"{stem}.md"
    kept_rows, kept_sweeps = earlier_figures(out, names)
    rows = {**kept_rows, **rows}
    lines += [rows[key] for key in sorted(rows)]
    sweeps = [line for name, line in kept_sweeps if not (args.sweep and name in names)]
    if args.sweep:
        for name in names:
            for workers in (1, 2):
                dt = sweep(name, args.sweep, workers, options)
                extra = "".join(f", {k}={v!r}" for k, v in options.items())
                sweeps.append(f"- `simulate('{name}', 'heuristic', n_games={args.sweep:,}, workers={workers}{extra})`: "
                              f"{dt:.1f} s wall ({args.sweep / dt:,.0f} games/s, DataFrame included)")
                print(sweeps[-1], flush=True)
    if sweeps:
        lines += [""] + sweeps
    out.parent.mkdir(exist_ok=True)
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"written to {out.relative_to(Path.cwd()) if out.is_relative_to(Path.cwd()) else out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
