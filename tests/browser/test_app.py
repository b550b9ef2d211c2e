"""Play Community Farm in the browser: set up a game, then play a whole human turn by clicking.

Every click must change the board (the step counter in the prompt moves on) and
every new log line must end with the rule it applies, in parentheses.
"""

from __future__ import annotations

import re
import time

from playwright.sync_api import Locator, Page, expect

from .board_page import BoardPage

SEED = "7"


class Table(BoardPage):
    """The Community Farm board in the page."""

    def turn(self) -> int:
        return int(self.page.locator(".fl-cf-table").get_attribute("data-turn") or -1)

    def actions(self, css: str) -> Locator:
        return self.page.locator(f"button.fl-action.{css}:visible")

    def before_click(self) -> int:
        return self.turn()

    def timing_label(self, turn_before: int) -> str:
        if self.turn() != turn_before:
            return "click that ends the turn -> bots' turns shown (s)"
        return "click round trip (s)"


def test_play_a_turn_by_clicking(page: Page, voila, timings) -> None:
    t0 = time.monotonic()
    page.goto(voila.render("community_farm/app.ipynb"), timeout=60_000)
    setup = page.locator(".fl-setup")
    expect(setup).to_be_visible(timeout=60_000)
    timings("app page -> setup panel (s)", time.monotonic() - t0)
    expect(page.get_by_text("from farmlab.widgets")).to_have_count(0)  # no code in Voila

    # ---- setup: seat 1 a person, the others heuristic bots, a fixed seed
    expect(page.locator(".fl-players select")).to_have_value(re.compile(r".*"))
    page.locator(".fl-players select").select_option(label="4")
    for seat, label in [(0, "Person"), (1, "Computer player (smart)"), (2, "Computer player (smart)"), (3, "Computer player (smart)")]:
        page.locator(f".fl-kind-{seat} select").select_option(label=label)
    page.locator(".fl-advanced").get_by_text("Advanced").click()
    page.locator(".fl-seed input").fill(SEED)
    page.locator(".fl-seed input").press("Tab")  # a Text widget syncs on change
    page.locator(".fl-pace input").fill("0")  # computer players at once: the test reads their answers
    page.locator(".fl-pace input").press("Tab")
    t1 = time.monotonic()
    page.locator("button.fl-start").click()
    board = page.locator(".fl-board")
    expect(board).to_be_visible(timeout=30_000)
    expect(page.locator("button.fl-action:visible").first).to_be_visible(timeout=30_000)
    now = time.monotonic()
    timings("Start click -> board with buttons (s)", now - t1)
    timings("time to first interactive board: page -> buttons (s)", now - t0)
    expect(page.locator(".fl-setup")).to_have_count(0)
    expect(page.locator(".fl-table")).to_contain_text("Turn 1")
    expect(page.locator(".fl-seat-0")).to_contain_text("Ana")
    expect(page.locator(".fl-hand")).to_have_count(1)          # only the person's own hand is shown
    expect(page.locator(".fl-log")).to_contain_text("(Setup)")
    if "Kernel pool of community_farm/app.ipynb is filled" in voila.log_text():
        assert "Using pre-heated kernel" in voila.log_text(), "voila.py preheats the app but it was not used"

    t = Table(page, timings)
    assert t.must(0) == "house", page.locator(".fl-prompt").inner_text()

    # ---- step 1: house the first card (and maybe the second)
    t.click(t.actions("fl-house").first, "house")
    if t.must(0) == "house":  # the second card is optional
        if t.actions("fl-house").count():
            t.click(t.actions("fl-house").first, "house the second card")
        else:
            t.click(t.actions("fl-end-housing"), "stop housing")
    assert t.must(0) == "trade", page.locator(".fl-prompt").inner_text()
    expect(page.locator(".fl-face-up .fl-card")).to_have_count(2)

    # ---- step 2: offer the first face-up card to Ben with the trade panel; Ben answers
    panel = page.locator(".fl-trade-0")
    expect(panel).to_be_visible()
    panel.locator(".fl-trade-to select").select_option(label="Ben")
    panel.locator(".fl-give-face-up select").select_option(index=0)
    expect(panel.locator(".fl-want-text")).to_contain_text("a gift")
    t.click(panel.locator("button.fl-offer"), "offer")
    expect(page.locator(".fl-log")).to_contain_text("Ana offers")
    # computer players answer at a readable pace: wait for Ben's answer
    expect(page.locator(".fl-log li").first).to_contain_text(re.compile(r"Ben (accepts|declines|counters)"),
                                                              timeout=15_000)
    if t.must(0) == "respond":  # Ben countered: say no
        t.click(t.actions("fl-decline"), "decline the counter-offer")
    if t.actions("fl-keep-face-up").count():
        t.click(t.actions("fl-keep-face-up").first, "keep a face-up card")
    t.click(t.actions("fl-end-trading"), "end trading")

    # ---- step 3: house what Ana kept or got (sell first when nothing fits); then the bots play
    for _ in range(10):
        kind = t.must(0)
        if kind != "house_received":
            break
        if t.actions("fl-house-received").count():
            t.click(t.actions("fl-house-received").first, "house a received card")
        else:
            t.click(t.actions("fl-sell").first, "sell to make room")
    assert t.turn() > 1, "the turn should have passed to the bots"
    for _ in range(5):  # a bot may have offered Ana something meanwhile
        if t.must(0) != "respond":
            break
        t.click(t.actions("fl-decline"), "decline a bot's offer")

    # ---- selling is allowed at any time: sell a stable now (the best one on offer)
    sells = t.actions("fl-sell")
    if sells.count():
        labels = sells.all_inner_texts()
        goods = [int(m.group(1)) if (m := re.search(r"(\d+)\s*$", x)) else 0 for x in labels]
        best = goods.index(max(goods))
        t.click(sells.nth(best), "sell")
        expect(page.locator(".fl-log li").first).to_contain_text("Ana sells")
    assert t.clicks >= 5
    expect(page.locator(".fl-log")).to_contain_text("(Rules for trading/giving)")
