"""A class opens its pages together: every page becomes interactive, none stays stuck without a word.

The suite runs a small class (``FARMLAB_CLASS_APPS`` app pages + ``FARMLAB_CLASS_LESSONS``
lesson pages, default 6 + 2) opened at once against one Voila server; the full class
(30 + 10) is ``benchmarks/class_test.py``. Time to interactive: from opening the page
to the app's Start button / the lesson's questions being on screen. The p95 is reported
in the timings summary.

A class is many computers, not one browser: a browser opens at most 6 connections to
one server, so 40 tabs of one browser would queue behind each other while the server
waits. The pages are spread over ``FARMLAB_CLASS_BROWSERS`` browser processes (default
2 in the suite; the benchmark gives every page its own, as every student has a computer),
and every page is opened without waiting for the one before it. In a class the
browsers run on the students' computers; here they share the server's cores, so they
run at a low priority (``nice``) to leave the server the CPU it would have.
"""

from __future__ import annotations

import os
import shutil
import statistics
import time
from pathlib import Path

from playwright.sync_api import Page

from .conftest import NOT_LOOPBACK

APPS = int(os.environ.get("FARMLAB_CLASS_APPS", "6"))
LESSONS = int(os.environ.get("FARMLAB_CLASS_LESSONS", "2"))
LIMIT = float(os.environ.get("FARMLAB_CLASS_LIMIT", "240"))
BROWSERS = max(1, int(os.environ.get("FARMLAB_CLASS_BROWSERS", "2")))

#: what "interactive" means per page: the selector a student first uses
TARGETS = {
    "community_farm/app.ipynb": "button.fl-start",
    "community_farm/lesson.ipynb": ".fl-check-yourself button.fl-q-check",
}
#: a page that lost its kernel says so (see widgets/connection.py)
LOST = ".fl-kernel-lost"


def p95(xs: list[float]) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(0.95 * (len(xs) - 1))))]


def plan_of(apps: int, lessons: int) -> list[str]:
    """The pages in the order they are opened: lessons spread among the apps, as students arrive."""
    plan = ["community_farm/app.ipynb"] * apps
    step = max(1, (apps + lessons) // max(1, lessons))
    for i in range(lessons):
        plan.insert(min(len(plan), i * step), "community_farm/lesson.ipynb")
    return plan


def open_class(contexts, voila, apps: int, lessons: int, limit: float,  # noqa: ANN001
               timings=None) -> dict[str, list[float]]:  # noqa: ANN001
    """Open the pages within a moment, then wait for each to become interactive; seconds per page kind."""
    plan = plan_of(apps, lessons)
    blanks = [contexts[i % len(contexts)].new_page() for i in range(len(plan))]
    pages: list[tuple[str, Page, float]] = []
    t_open = time.monotonic()
    for path, page in zip(plan, blanks):
        t0 = time.monotonic()
        # start the navigation and go on at once (a goto would wait for the server's first byte)
        page.evaluate("url => { window.location.href = url; }", voila.render(path))
        pages.append((path, page, t0))
    opened = time.monotonic() - t_open
    print(f"{len(pages)} pages opened in {opened:.1f} s from {len(contexts)} browsers")
    if timings is not None:
        timings(f"class {apps}+{lessons}: seconds to open every page", opened)
    done: dict[int, float] = {}
    lost: set[int] = set()
    deadline = time.monotonic() + limit
    while len(done) < len(pages) and time.monotonic() < deadline:
        for i, (path, page, t0) in enumerate(pages):
            if i in done:
                continue
            try:
                if page.locator(TARGETS[path]).first.is_visible():
                    done[i] = time.monotonic() - t0
                elif page.locator(LOST).first.is_visible():
                    lost.add(i)
            except Exception:  # a page still navigating
                pass
        time.sleep(0.25)
    stuck = [f"{path} #{i}" + (" (says its kernel is lost)" if i in lost else " (no message)")
             for i, (path, _p, _t) in enumerate(pages) if i not in done]
    errors = []
    for i, (path, page, _t) in enumerate(pages):
        try:
            html = page.content()
        except Exception:
            continue
        if "Traceback" in html or "There was an error" in html:
            errors.append(f"{path} #{i}")
    for _path, page, _t in pages:
        page.close()
    log = voila.log_text()
    print(f"server log: {log.count('Using pre-heated kernel')} of {len(pages)} pages got a preheated kernel")
    for sign in ("Timeout waiting for IOPub", "Kernel restarted", "died", "Address already in use", "Traceback"):
        if sign in log:
            print(f"server log: {log.count(sign)} x {sign!r}")
    out: dict[str, list[float]] = {}
    for i, (path, _p, _t) in enumerate(pages):
        out.setdefault(path, []).append(done.get(i, float("inf")))
    print("time to interactive per page (s):", {k: [round(t, 1) for t in v] for k, v in out.items()})
    assert not errors, f"pages with an error: {errors}"
    assert not stuck, f"pages not interactive after {limit:.0f} s: {stuck}"
    return out


def low_priority(executable: str, tmp: Path) -> str:
    """A launcher that starts the browser at a low CPU priority (the students' computers are elsewhere)."""
    nice = shutil.which("nice")
    if not nice:
        return executable
    script = tmp / "chromium-nice"
    script.write_text(f'#!/bin/sh\nexec {nice} -n 15 {executable} "$@"\n')
    script.chmod(0o755)
    return str(script)


def test_a_class_opens_its_pages_together(playwright, browser_type_launch_args, browser_context_args,  # noqa: ANN001
                                          voila, timings, tmp_path) -> None:
    args = dict(browser_type_launch_args)
    args["executable_path"] = low_priority(args["executable_path"], tmp_path)
    browsers = [playwright.chromium.launch(**args) for _ in range(BROWSERS)]
    try:
        contexts = []
        for b in browsers:
            ctx = b.new_context(**browser_context_args)
            ctx.route(NOT_LOOPBACK, lambda route: route.abort())
            ctx.set_default_timeout(30_000)
            contexts.append(ctx)
        times = open_class(contexts, voila, APPS, LESSONS, LIMIT, timings)
    finally:
        for b in browsers:
            b.close()
    every = [t for ts in times.values() for t in ts]
    pools = "pools sized for the class" if os.environ.get("FARMLAB_POOLS") else "notebooks/voila.py"
    label = f"class {APPS}+{LESSONS} ({BROWSERS} browsers, {pools})"
    for path, ts in times.items():
        timings(f"{label}: {path} median time to interactive (s)", statistics.median(ts))
        timings(f"{label}: {path} p95 time to interactive (s)", p95(ts))
    timings(f"{label}: all pages p95 time to interactive (s)", p95(every))
