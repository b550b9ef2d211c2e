"""The Community Farm lesson renders in Voila: plots, tables, stepper, calculator."""

from __future__ import annotations

import time

from playwright.sync_api import Page, expect


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
