"""The full class test: 30 app pages and 10 lesson pages opened together against one Voila server.

    python benchmarks/class_test.py              # 30 + 10, pools sized for the class
    python benchmarks/class_test.py 12 4         # a smaller class
    python benchmarks/class_test.py 30 10 40     # one browser per student instead of 5
    python benchmarks/class_test.py 30 10 5 --no-pools    # notebooks/voila.py as it is

Runs ``tests/browser/test_class.py`` at that size (Debian Chromium, loopback only),
the pages spread over 5 browser processes as over a class's computers (one browser
opens only 6 connections to a server at a time; 40 browsers would load these 2 cores
more than the server does), and prints the median and p95 time to interactive per
page; the figures are also written to ``benchmarks/results/browser-timings.txt``.

By default the server is set up as the README advises for a class: the preheated
pools of ``notebooks/voila.py`` sized for the class with ``FARMLAB_POOLS`` (one kernel per student, run
before the students arrive; refilled only 10 minutes after a page takes one). The
benchmark waits until the pools are full and the server is quiet (the preheated
pages rendered), as a teacher starts the server before the lesson. ``--no-pools``
uses ``notebooks/voila.py`` unchanged (one preheated kernel per app).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
APP = "community_farm/app.ipynb"
LESSON = "community_farm/lesson.ipynb"


def main(argv: list[str]) -> int:
    flags = [a for a in argv[1:] if a.startswith("--")]
    args = [a for a in argv[1:] if not a.startswith("--")]
    apps = args[0] if len(args) > 0 else "30"
    lessons = args[1] if len(args) > 1 else "10"
    browsers = args[2] if len(args) > 2 else "5"
    env = {**os.environ, "FARMLAB_CLASS_APPS": apps, "FARMLAB_CLASS_LESSONS": lessons,
           "FARMLAB_CLASS_BROWSERS": browsers,
           "FARMLAB_CLASS_LIMIT": os.environ.get("FARMLAB_CLASS_LIMIT", "600"), "MPLBACKEND": "Agg"}
    if "--no-pools" not in flags:  # one ready kernel per student, refilled after the rush
        env["FARMLAB_POOLS"] = f"{APP}={apps} {LESSON}={lessons}"
        env["FARMLAB_FILL_DELAY"] = "600"
        env["FARMLAB_PREHEAT_TIMEOUT"] = os.environ.get("FARMLAB_PREHEAT_TIMEOUT", "1200")
        env["FARMLAB_WAIT_QUIET"] = "1"  # until the preheated pages are rendered
    return subprocess.call([sys.executable, "-m", "pytest", "-q", "-s", "tests/browser/test_class.py"],
                           cwd=ROOT, env=env)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
