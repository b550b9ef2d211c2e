"""The Community Farm lesson renders in Voila: plots, tables, stepper, calculator."""

from __future__ import annotations

import time

from playwright.sync_api import Page, expect

from .conftest import NO_READY_KERNELS, VoilaServer, _free_port, start_voila, stop_voila


def test_lesson_renders(page: Page, voila, timings) -> None:
    t0 = time.monotonic()
    page.goto(voila.render("community_farm/lesson.ipynb"), timeout=120_000)
    images = page.locator(".jp-OutputArea-output img")
    expect(images.nth(1)).to_be_visible(timeout=120_000)       # the curves and the strategy plot
    timings("lesson page -> plots visible (s)", time.monotonic() - t0)
    expect(page.locator("body")).not_to_contain_text("Traceback")
    expect(page.locator("body")).not_to_contain_text("There was an error when executing cell")
    expect(page.locator("h1")).to_contain_text("selling curves")
    expect(page.locator("body")).to_contain_text("to make room")        # the forced sale found in the game
    curves = page.locator("table", has_text="best goods per card")         # the pandas tables
    expect(curves).to_contain_text("Goats")
    expect(page.locator("table", has_text="animal number")).to_contain_text("+1")
    expect(page.locator(".fl-stepper")).to_be_visible()
    expect(page.locator(".fl-board").first).to_be_visible()
    # the "sell now or wait?" calculator answers in the page
    expect(page.get_by_text("Wait for 1 more")).to_be_visible()


def test_a_page_shows_its_text_while_its_cells_still_run(page: Page, tmp_path, timings) -> None:
    """farmlab's Voila template: the text comes first, then the widgets fill in (Voila's
    own page shows a spinner until every cell has run). On a server without preheated
    kernels the lesson's cells run while the student already reads its first paragraphs."""
    port = _free_port()
    proc = start_voila(port, tmp_path / "voila.log", NO_READY_KERNELS)
    try:
        t0 = time.monotonic()
        server = VoilaServer(f"http://127.0.0.1:{port}", tmp_path / "voila.log", t0)
        page.goto(server.render("jelly_bean_farmers/lesson.ipynb"), wait_until="commit", timeout=120_000)
        expect(page.locator("h1")).to_be_visible(timeout=60_000)
        timings("lesson page, no ready kernel -> first text visible (s)", time.monotonic() - t0)
        expect(page.locator("h1")).to_contain_text("climate math")
        expect(page.locator("#loading")).to_be_visible()        # still running: a line at the bottom says so
        expect(page.locator("#loading")).to_contain_text("Loading the page")
        expect(page.locator(".fl-lesson-q").first).to_be_visible(timeout=120_000)
        timings("lesson page, no ready kernel -> first question visible (s)", time.monotonic() - t0)
        expect(page.locator("#loading")).to_have_count(0)       # gone once the page is ready
        expect(page.locator("#fl-first-cell")).to_have_count(0)  # the early copy of the title gave way to the cell
        expect(page.locator("h1")).to_have_count(1)
        expect(page.locator("body")).not_to_contain_text("Traceback")
    finally:
        stop_voila(proc)


def test_an_app_shows_its_text_before_its_board_is_ready(page: Page, voila, timings) -> None:
    t0 = time.monotonic()
    page.goto(voila.render("community_farm/app.ipynb"), wait_until="commit", timeout=120_000)
    expect(page.get_by_text("choose who plays each seat")).to_be_visible(timeout=60_000)
    timings("app page -> first text visible (s)", time.monotonic() - t0)
    expect(page.locator(".fl-setup")).to_be_visible(timeout=60_000)
    timings("app page -> setup panel, text first (s)", time.monotonic() - t0)
