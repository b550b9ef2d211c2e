"""The what-if lab in the browser, for every registered game: choose the game and a change,
play a few games, read the answer, see the plots, download the table. No code on the page."""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import Page, expect

import farmlab
from farmlab.widgets.whatif import rule_options

GAMES = sorted(farmlab.GAMES)


@pytest.mark.parametrize("game", GAMES)
def test_what_if_lab_answers_a_question_without_code(page: Page, voila, timings, game: str) -> None:
    cls = farmlab.GAMES[game]
    t0 = time.monotonic()
    page.goto(voila.render("what_if/app.ipynb"), timeout=60_000)
    run = page.locator(".fl-whatif-run button, button.fl-whatif-run")
    expect(run.first).to_be_visible(timeout=60_000)
    timings("what-if lab page -> panel (s)", time.monotonic() - t0)
    expect(page.get_by_text("WhatIfPanel")).to_have_count(0)  # no code in Voila
    expect(page.locator(".fl-whatif-reading")).to_have_text("")  # nothing played before the click
    page.locator(".fl-whatif-game select").select_option(label=cls.TITLE)
    if rule_options(cls):
        page.get_by_role("button", name="Change a rule").click()
    else:
        page.get_by_role("button", name="Change the deck").click()
    # the smallest run: 20 games each
    readout = page.locator(".fl-whatif-games .widget-readout")
    readout.click()
    page.keyboard.press("Control+A")
    page.keyboard.type("20")
    page.keyboard.press("Enter")
    expect(readout).to_have_text("20")
    t1 = time.monotonic()
    run.first.click()
    reading = page.locator(".fl-whatif-reading")
    expect(reading).to_contain_text("the first player wins", timeout=120_000)
    timings(f"{game}: what-if run (s)", time.monotonic() - t1)
    expect(reading).to_contain_text("printed rules")
    expect(reading).to_contain_text("What happened in 20 games each")
    # the plots are drawn after the reading is shown: on a busy machine that takes a while
    expect(page.locator(".fl-whatif-plots img")).to_be_visible(timeout=60_000)
    expect(page.locator(".fl-whatif-table table")).to_contain_text("First-player advantage", timeout=30_000)
    link = page.locator(".fl-whatif-download a[download]")
    expect(link).to_be_visible()
    assert link.get_attribute("href").startswith("data:text/csv;base64,")
    expect(page.locator(".fl-whatif-error .fl-error-inner")).to_have_count(0)
