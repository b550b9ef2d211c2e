"""The full class test: 30 app pages and 10 lesson pages opened together against one Voila server.

    python benchmarks/class_test.py            # 30 + 10
    python benchmarks/class_test.py 12 4       # a smaller class
    python benchmarks/class_test.py 30 10 8    # from 8 browsers instead of 5

Runs ``tests/browser/test_class.py`` at that size (Debian Chromium, loopback only),
the pages spread over several browser processes as over a class's computers (one
browser opens only 6 connections to a server at a time), and prints the median and p95 time to interactive per page; the figures are also
written to ``benchmarks/results/browser-timings.txt``.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main(argv: list[str]) -> int:
    apps = argv[1] if len(argv) > 1 else "30"
    lessons = argv[2] if len(argv) > 2 else "10"
    browsers = argv[3] if len(argv) > 3 else "5"
    env = {**os.environ, "FARMLAB_CLASS_APPS": apps, "FARMLAB_CLASS_LESSONS": lessons,
           "FARMLAB_CLASS_BROWSERS": browsers,
           "FARMLAB_CLASS_LIMIT": os.environ.get("FARMLAB_CLASS_LIMIT", "600"), "MPLBACKEND": "Agg"}
    return subprocess.call([sys.executable, "-m", "pytest", "-q", "-s", "tests/browser/test_class.py"],
                           cwd=ROOT, env=env)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
