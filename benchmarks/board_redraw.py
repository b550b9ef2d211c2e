"""How long a click on the board takes in the kernel, over a whole Community Farm game.

    python benchmarks/board_redraw.py             # in this process (no browser connected)
    python benchmarks/board_redraw.py --kernel    # inside a real Jupyter kernel (widget messages included)

Seat 0 is played through ``board.act`` with the choices of a heuristic bot, the
other seats are heuristic bots. Printed: mean and max milliseconds of
``board.act`` (the action and the redraw) and of the bots' answer
(``board.play_bots()``: their moves and one redraw). A measurement, not a test.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

CODE = r'''
import statistics, time
from farmlab.community_farm import HeuristicBot
from farmlab.widgets import Board

def measure(seed, players):
    board = Board("community_farm", ["human"] + ["heuristic"] * (players - 1), seed=seed)
    board.autoplay.value = False        # time the human's click and the bots' answer apart
    me = HeuristicBot(seed)
    act, bots = [], []
    while not board.game.over:
        g = board.game
        if 0 in g.to_act():
            choice = me.choose(g, 0)
            t = time.perf_counter()
            board.act(0, choice)
            act.append(time.perf_counter() - t)
        else:
            t = time.perf_counter()
            board.play_bots()
            bots.append(time.perf_counter() - t)
    return act, bots

act, bots = [], []
for seed in SEEDS:
    a, b = measure(seed, PLAYERS)
    act += a
    bots += b
ms = lambda xs: f"mean {1000 * statistics.mean(xs):6.2f} ms   max {1000 * max(xs):6.2f} ms   ({len(xs)} times)"
print(f"{len(SEEDS)} games, {PLAYERS} players, {WHERE}")
print("board.act + redraw          ", ms(act))
print("bots' answer + redraw       ", ms(bots))
'''


def in_kernel(code: str) -> None:
    from jupyter_client.manager import start_new_kernel

    km, kc = start_new_kernel(kernel_name="python3")
    try:
        msg_id = kc.execute(code)
        while True:
            m = kc.get_iopub_msg(timeout=600)
            if m["parent_header"].get("msg_id") != msg_id:
                continue
            if m["msg_type"] == "stream":
                print(m["content"]["text"], end="")
            elif m["msg_type"] == "error":
                print("\n".join(m["content"]["traceback"]), file=sys.stderr)
            elif m["msg_type"] == "status" and m["content"]["execution_state"] == "idle":
                break
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--kernel", action="store_true", help="measure inside a Jupyter kernel")
    args = ap.parse_args()
    where = "inside a Jupyter kernel" if args.kernel else "plain Python (no kernel)"
    code = (f"SEEDS = list(range(1, {args.games} + 1))\nPLAYERS = {args.players}\nWHERE = {where!r}\n" + CODE)
    if args.kernel:
        in_kernel(code)
    else:
        exec(compile(code, "board_redraw", "exec"), {"__name__": "board_redraw", "statistics": statistics,
                                                      "time": time})


if __name__ == "__main__":
    main()
