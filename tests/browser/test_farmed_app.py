"""FARMED in the browser: a person plays a whole year by clicking, against computer players,
in the Basic, the Advanced and the Team rules; the Weather line and the Crops are drawn from the view."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .board_page import BoardPage

SMART = "Computer player (smart)"


@pytest.mark.parametrize("rules, mode", [("Basic rules", "basic"), ("Advanced: Improvements and the Market", "advanced"),
                                         ("Team: teams and all Improvements", "team")])
def test_a_person_plays_a_whole_year_by_clicking(page: Page, voila, timings, rules: str, mode: str) -> None:
    players = 4 if mode == "team" else 3  # teams need 4 players or more
    page.goto(voila.render("farmed/app.ipynb"), timeout=60_000)
    expect(page.locator(".fl-rules-basic .fl-setup")).to_be_visible(timeout=60_000)
    page.get_by_role("button", name=rules).click()
    app = page.locator(f".fl-rules-{mode}")  # the setup for these rules (the page redraws it)
    expect(app.locator(".fl-setup")).to_be_visible(timeout=30_000)
    app.locator(".fl-players select").select_option(label=str(players))
    for seat, label in enumerate(["Person"] + [SMART] * (players - 1)):
        app.locator(f".fl-kind-{seat} select").select_option(label=label)
    app.locator(".fl-advanced").get_by_text("Advanced", exact=True).click()
    app.locator(".fl-seed input").fill("5")
    app.locator(".fl-seed input").press("Tab")
    app.locator(".fl-pace input").fill("0")
    app.locator(".fl-pace input").press("Tab")
    app.locator("button.fl-start").click()
    table = page.locator(".fl-fa-table")
    expect(table).to_have_attribute("data-year", "1", timeout=30_000)
    expect(page.locator(".fl-guide").first).to_be_visible()  # the first game's tip
    if mode != "basic":
        expect(table).to_contain_text("The Market")
    if mode == "team":
        expect(table).to_contain_text("Teams this year")
        expect(table).to_contain_text("shared by each team")
        expect(page.locator(".fl-fa-seat[data-seat='0']")).to_contain_text("with ")  # the person's teammate
        expect(page.get_by_text("Your teammate's hand").first).to_be_visible()
    board = BoardPage(page, timings)
    for _ in range(20):  # 4 seasons, the Woman, and any Disaster, Storm or special Improvement's decision
        if table.get_attribute("data-year") != "1":
            break
        buttons = page.locator(".fl-action-row button.fl-action:visible")
        expect(buttons.first).to_be_visible(timeout=30_000)
        board.click(buttons.first, "the first move offered")
        expect(page.locator(".fl-log li").first).to_be_visible()
    expect(table).to_have_attribute("data-year", "2", timeout=30_000)
    log = page.locator(".fl-log")
    expect(log).to_contain_text("scores")
    expect(log).to_contain_text("(Nutrition)")
    if mode == "team":
        expect(log).to_contain_text("in a team with")
        expect(log).to_contain_text("shares the Market")
    expect(page.locator(".fl-error-inner")).to_have_count(0)
