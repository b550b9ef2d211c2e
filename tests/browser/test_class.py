"""A class opens its pages together: every page becomes interactive, none stays stuck without a word.

The suite runs a small class (``FARMLAB_CLASS_APPS`` app pages + ``FARMLAB_CLASS_LESSONS``
lesson pages, default 6 + 2) opened at once against one Voila server; the full class
(30 + 10) is ``benchmarks/class_test.py``. Time to interactive: from opening the page
to the app's Start button / the lesson's questions being on screen. The p95 is reported
in the timings summary.
"""

from __future__ import annotations

import os
import statistics
import time

from playwright.sync_api import Page

APPS = int(os.environ.get("FARMLAB_CLASS_APPS", "6"))
LESSONS = int(os.environ.get("FARMLAB_CLASS_LESSONS", "2"))
LIMIT = float(os.environ.get("FARMLAB_CLASS_LIMIT", "240"))

#: what "interactive" means per page: the selector a student first uses
TARGETS = {
    "community_farm/app.ipynb": "button.fl-start",
    "community_farm/lesson.ipynb": ".fl-check-yourself button.fl-q-check",
}


def p95(xs: list[float]) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(0.95 * (len(xs) - 1))))]


def open_class(context, voila, apps: int, lessons: int, limit: float) -> dict[str, list[float]]:  # noqa: ANN001
    """Open the pages within a moment, then wait for each to become interactive; seconds per page kind."""
    plan = ["community_farm/app.ipynb"] * apps + ["community_farm/lesson.ipynb"] * lessons
    pages: list[tuple[str, Page, float]] = []
    for path in plan:
        page = context.new_page()
        t0 = time.monotonic()
        page.goto(voila.render(path), wait_until="commit", timeout=60_000)
        pages.append((path, page, t0))
    done: dict[int, float] = {}
    deadline = time.monotonic() + limit
    while len(done) < len(pages) and time.monotonic() < deadline:
        for i, (path, page, t0) in enumerate(pages):
            if i in done:
                continue
            try:
                if page.locator(TARGETS[path]).first.is_visible():
                    done[i] = time.monotonic() - t0
            except Exception:  # a page still navigating
                pass
        time.sleep(0.25)
    stuck = [f"{path} #{i}" for i, (path, _p, _t) in enumerate(pages) if i not in done]
    errors = [f"{path} #{i}" for i, (path, page, _t) in enumerate(pages)
              if "Traceback" in page.content() or "There was an error" in page.content()]
    for _path, page, _t in pages:
        page.close()
    out: dict[str, list[float]] = {}
    for i, (path, _p, _t) in enumerate(pages):
        out.setdefault(path, []).append(done.get(i, float("inf")))
    print("time to interactive per page (s):", {k: [round(t, 1) for t in v] for k, v in out.items()})
    assert not errors, f"pages with an error: {errors}"
    assert not stuck, f"pages not interactive after {limit:.0f} s: {stuck}"
    return out


def test_a_class_opens_its_pages_together(context, voila, timings) -> None:
    times = open_class(context, voila, APPS, LESSONS, LIMIT)
    every = [t for ts in times.values() for t in ts]
    for path, ts in times.items():
        timings(f"class {APPS}+{LESSONS}: {path} median time to interactive (s)", statistics.median(ts))
        timings(f"class {APPS}+{LESSONS}: {path} p95 time to interactive (s)", p95(ts))
    timings(f"class {APPS}+{LESSONS}: all pages p95 time to interactive (s)", p95(every))
