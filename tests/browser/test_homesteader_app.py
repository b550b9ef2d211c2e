"""Homesteader in the browser: a person settles and plays a whole game by clicking, against a computer
player — the squares of the grid (place a card, the house, turn a card over) and the move buttons
(fence posts, end the turn) — to the end screen; the grid is drawn from the view."""

from __future__ import annotations

import time

from playwright.sync_api import Locator, Page, expect

from .board_page import RULE, BoardPage

SMART = "Computer player (smart)"
#: the board shows the newest 150 lines of the log (a whole Homesteader game has more)
SHOWN = 150


class LongGamePage(BoardPage):
    """A whole game writes more lines than the board shows: once the log is full, a click must still
    move the board on and bring a new newest line citing its rule."""

    def click(self, target: Locator, what: str) -> None:
        if self.log_count() < SHOWN:
            super().click(target, what)
            return
        entries = self.page.locator(".fl-log li")
        before_step, newest = self.step(), entries.first.inner_text()
        t0 = time.monotonic()
        target.click()
        self.page.wait_for_function(  # the board moves on, or the game is over
            """s => Number(document.querySelector('.fl-prompt-inner')?.dataset.step) > s
                 || document.querySelector('.fl-prompt-inner')?.dataset.over === 'true'""", arg=before_step,
            timeout=30_000)
        self.timings("click round trip (s)", time.monotonic() - t0)
        self.clicks += 1
        expect(self.page.locator(".fl-error-inner")).to_have_count(0)
        expect(entries.first).not_to_have_text(newest)
        assert RULE.match(entries.first.locator(".fl-rule").inner_text().strip()), entries.first.inner_text()


def test_a_person_settles_and_plays_a_whole_game_by_clicking(page: Page, voila, timings) -> None:
    page.goto(voila.render("homesteader/app.ipynb"), timeout=60_000)
    app = page.locator(".fl-homesteader-app")
    expect(app.locator(".fl-setup")).to_be_visible(timeout=60_000)
    app.locator(".fl-players select").select_option(label="2")
    for seat, label in enumerate(["Person", SMART]):
        app.locator(f".fl-kind-{seat} select").select_option(label=label)
    app.locator(".fl-advanced").get_by_text("Advanced", exact=True).click()
    app.locator(".fl-seed input").fill("5")
    app.locator(".fl-seed input").press("Tab")
    app.locator(".fl-pace input").fill("0")
    app.locator(".fl-pace input").press("Tab")
    app.locator("button.fl-start").click()
    table = page.locator(".fl-hs-table")
    expect(table).to_be_visible(timeout=30_000)
    expect(page.locator(".fl-hs-grid svg")).to_have_count(1)
    expect(page.locator(".fl-guide").first).to_be_visible()  # the first game's tip
    board = LongGamePage(page, timings)
    end = page.locator(".fl-end")
    phases = set()
    for _ in range(200):
        if end.is_visible():
            break
        phases.add(table.get_attribute("data-phase"))
        squares = page.locator(".fl-hs-squares button.fl-action:visible")
        buttons = page.locator(".fl-action-row button.fl-action:visible")
        page.wait_for_function("""() => [...document.querySelectorAll(
            '.fl-hs-squares button.fl-action, .fl-action-row button.fl-action, .fl-end')]
            .some(e => e.offsetParent !== null)""", timeout=30_000)
        if squares.count():
            board.click(squares.first, "a square of the grid")
        elif buttons.count():
            board.click(buttons.first, "the first move offered")
    expect(end).to_be_visible(timeout=60_000)
    assert {"place", "fence", "house", "flip", "act"} <= phases, phases
    expect(page.locator(".fl-gameover")).to_contain_text("wins")
    expect(page.locator(".fl-log")).to_contain_text("(Scoring)")
    expect(page.locator(".fl-error-inner")).to_have_count(0)


def test_a_teacher_chooses_a_bigger_deal_and_four_players_get_it_from_two_decks(page: Page, voila) -> None:
    """"deal 15-30 cards to each player": the page offers 15 to 30 cards each; 4 players of 20 cards
    need more than one deck's 62 cards, so the deal comes from two (ruling H3)."""
    page.goto(voila.render("homesteader/app.ipynb"), timeout=60_000)
    expect(page.locator(".fl-homesteader-app .fl-setup")).to_be_visible(timeout=60_000)
    page.locator(".fl-homesteader-deal select").select_option(label="20")
    app = page.locator(".fl-homesteader-app.fl-deal-20")
    expect(app.locator(".fl-setup")).to_be_visible(timeout=30_000)
    app.locator(".fl-players select").select_option(label="4")
    app.locator("button.fl-start").click()
    expect(page.locator(".fl-hs-table")).to_be_visible(timeout=30_000)
    log = page.locator(".fl-log")
    expect(log).to_contain_text("is dealt 20 cards face down; 44 are left for the reserve")
    expect(page.locator(".fl-error-inner")).to_have_count(0)
