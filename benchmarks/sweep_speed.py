"""Wall time of one Community Farm sweep (heuristic bots) in one process, in a 2-process pool and
on a 2-worker Dask LocalCluster, and the peak memory of the driver as the number of games grows.

    python benchmarks/sweep_speed.py [--games 10000]

Seconds swing with the machine's load (see instructions.py for a steady figure); the three
tables are checked equal. Results are appended to benchmarks/results/sweep-speed.txt.
"""

from __future__ import annotations

import argparse
import resource
import time
from pathlib import Path

import farmlab
from farmlab import Variant


def timed(label: str, **kw) -> tuple[float, object]:
    t0 = time.perf_counter()
    table = farmlab.sweep("community_farm", [Variant()], n_games=ARGS.games, seed=1, **kw)
    dt = time.perf_counter() - t0
    print(f"{label:<28} {dt:7.1f} s  ({ARGS.games / dt:,.0f} games/s)", flush=True)
    return dt, table


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10_000)
    ARGS = parser.parse_args()
    lines = [f"Community Farm sweep, {ARGS.games} games, heuristic bots, 4 players"]
    one, t1 = timed("1 process")
    two, t2 = timed("2 processes (workers=2)", workers=2)
    from distributed import Client, LocalCluster

    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster, \
            Client(cluster) as client:
        dask, t3 = timed("Dask LocalCluster, 2 workers", executor=client)
    assert t1.equals(t2) and t1.equals(t3), "every executor must give the same table"
    lines += [f"1 process: {one:.1f} s", f"2 processes: {two:.1f} s (speed-up {one / two:.2f}x)",
              f"Dask, 2 workers: {dask:.1f} s ({dask / two:.2f}x the process pool's time)"]
    # memory: streaming to a file keeps the driver flat
    out = Path("/tmp") / "farmlab-sweep-speed.csv"
    for n in (ARGS.games // 10, ARGS.games):
        before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        farmlab.sweep("community_farm", [Variant(bots="random")], n_games=n, seed=2, out=out, workers=2)
        after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        lines.append(f"streamed {n} random games to CSV: driver peak memory grew by {(after - before) / 1024:.0f} MB")
    out.unlink(missing_ok=True)
    print("\n".join(lines))
    results = Path(__file__).resolve().parent / "results" / "sweep-speed.txt"
    results.parent.mkdir(exist_ok=True)
    with results.open("a", encoding="utf-8") as fh:
        fh.write(time.strftime("%Y-%m-%d %H:%M UTC\n", time.gmtime()) + "\n".join(lines) + "\n\n")
