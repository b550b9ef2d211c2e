"""Play Jelly Bean Farmers in the browser: set up a game, then play a whole year by clicking.

Seat 0 is a person, the other seats heuristic bots. The person keeps 3 cards,
places a spring and a summer card, seeds a field, plays the season's cards,
and so on until year 2 begins. Every click must change the board (the step
counter in the prompt moves on) and every new log line must end with the rule
it applies, in parentheses. The lesson page must render its plots and widgets.
"""

from __future__ import annotations

import re
import time

from playwright.sync_api import Locator, Page, expect

from .board_page import BoardPage

SEED = "5"


class Table(BoardPage):
    """The Jelly Bean Farmers board in the page."""

    def __init__(self, page: Page, timings) -> None:
        super().__init__(page, timings)
        self.kinds: list[str] = []

    def table(self, name: str) -> str:
        return self.page.locator(".fl-jbf-table").get_attribute(f"data-{name}") or ""

    def mine(self, name: str) -> str:
        """A data attribute of the person's own seat (fields, food, hand-count, ...)."""
        return self.page.locator(".fl-seat-0 .fl-jbf-seat").get_attribute(f"data-{name}") or ""

    def panel(self) -> Locator:
        return self.page.locator(".fl-jbf-panel-0")

    def timing_label(self, before: None) -> str:
        return "JBF click round trip, bots included (s)"

    def after_click(self, what: str) -> None:
        self.kinds.append(what)


def start_game(page: Page, url: str, timings) -> Table:
    t0 = time.monotonic()
    page.goto(url, timeout=60_000)
    expect(page.locator(".fl-setup")).to_be_visible(timeout=60_000)
    timings("JBF app page -> setup panel (s)", time.monotonic() - t0)
    expect(page.get_by_text("from farmlab.widgets")).to_have_count(0)  # no code in Voila
    page.locator(".fl-players select").select_option(label="4")
    for seat, label in [(0, "Person"), (1, "Computer player (smart)"), (2, "Computer player (smart)"), (3, "Computer player (smart)")]:
        page.locator(f".fl-kind-{seat} select").select_option(label=label)
    page.locator(".fl-advanced").get_by_text("Advanced").click()
    page.locator(".fl-seed input").fill(SEED)
    page.locator(".fl-seed input").press("Tab")
    page.locator(".fl-pace input").fill("0")  # computer players at once: the test reads their answers
    page.locator(".fl-pace input").press("Tab")
    t1 = time.monotonic()
    page.locator("button.fl-start").click()
    expect(page.locator(".fl-board")).to_be_visible(timeout=30_000)
    expect(page.locator("button.fl-action:visible").first).to_be_visible(timeout=30_000)
    timings("JBF Start click -> board with buttons (s)", time.monotonic() - t1)
    return Table(page, timings)


def test_play_a_year_by_clicking(page: Page, voila, timings) -> None:
    t = start_game(page, voila.render("jelly_bean_farmers/app.ipynb"), timings)
    table = page.locator(".fl-jbf-table")
    expect(table).to_contain_text("Jelly Bean Farmers")
    expect(page.locator(".fl-seat-0")).to_contain_text("Ana")
    expect(page.locator(".fl-hand")).to_have_count(1)            # only the person's own cards are shown
    expect(page.locator(".fl-hand-hidden")).to_have_count(3)
    expect(page.locator(".fl-log")).to_contain_text("(Setup)")

    # ---- setup: keep 3 of 7 cards with the panel's toggles (not 35 buttons)
    assert t.must(0) == "keep", page.locator(".fl-prompt").inner_text()
    picks = t.panel().locator(".fl-jbf-pick")
    expect(picks).to_have_count(7)
    expect(page.locator("button.fl-action:visible")).to_have_count(1)
    keep = page.locator("button.fl-keep")
    expect(keep).to_contain_text("0 of 3")
    names = [re.sub(r"^\d+\.\s*", "", picks.nth(i).inner_text().strip()) for i in (0, 2, 4)]
    for i in (0, 2, 4):
        picks.nth(i).click()
    expect(keep).to_have_text(re.compile("Keep " + re.escape(", ".join(names))))
    t.click(keep, "keep")
    assert t.mine("fields") == "1" and t.mine("silos") == "1" and t.mine("food") == "5"
    expect(page.locator(".fl-seat-0 .fl-hand")).to_contain_text(names[0])
    expect(page.locator(".fl-seat-0 .fl-jbf-stamp")).to_have_count(2)

    # ---- preparation: spring and summer cards (the second and third kept cards)
    assert t.must(0) == "choose", page.locator(".fl-prompt").inner_text()
    assert t.table("year") == "1"
    spring = t.panel().locator(".fl-jbf-spring button")
    summer = t.panel().locator(".fl-jbf-summer button")
    expect(spring).to_have_count(3)
    spring.nth(1).click()                                        # the summer card: the two swap
    expect(t.panel().locator(".fl-jbf-summer button.mod-active")).to_contain_text(names[0])
    summer.nth(2).click()
    expect(page.locator("button.fl-choose")).to_contain_text(f"Spring: {names[1]} · Summer: {names[2]}")
    t.click(page.locator("button.fl-choose"), "choose")
    placement = page.locator(".fl-seat-0 .fl-jbf-placement")
    expect(placement).to_contain_text(names[2])                  # the person sees their own face-down cards
    expect(page.locator(".fl-seats .fl-jbf-placement .fl-back").first).to_be_visible()   # the others: backs

    # ---- the year, season by season, until year 2 begins
    seasons_seen: set[str] = set()
    for _ in range(40):
        if t.table("year") != "1":
            break
        kind = t.must(0)
        seasons_seen.add(t.table("season"))
        if kind == "plant":
            expect(page.locator(".fl-jbf-climate.fl-hidden").first).to_be_visible()   # the climate is still hidden
            field = t.panel().locator(".fl-jbf-pick").first
            expect(field).to_contain_text("if seeded")
            field.click()
            expect(page.locator("button.fl-plant")).to_contain_text("Seed field 1")
            t.click(page.locator("button.fl-plant"), "plant")
            if t.table("stage") == "commit" and t.must(0) == "play":
                # the seed is on the field, the climate is revealed and its sum explained
                expect(page.locator(".fl-seat-0 .fl-jbf-field[data-seeded='true']")).to_have_count(1)
                expect(page.locator(".fl-jbf-sum")).to_contain_text("A seeded field makes 3")
                expect(page.locator(".fl-seat-0 .fl-jbf-yield")).to_contain_text("this season")
        elif kind:
            buttons = page.locator(".fl-action-row button.fl-action:visible")
            expect(buttons.first).to_be_visible()
            t.click(buttons.first, kind)
        else:
            raise AssertionError(f"nothing to click: {page.locator('.fl-prompt').inner_text()}")
    assert t.table("year") == "2", "year 2 should have begun"
    assert {"spring", "summer"} <= seasons_seen
    assert {"keep", "choose", "plant"} <= set(t.kinds) and t.kinds.count("plant") >= 1
    assert t.clicks >= 5
    log = page.locator(".fl-log")
    for rule in ("(Reveal the Climate Cards)", "(Harvest any successful production)", "(Eat One Food)",
                 "(Game Play, Preparation Phase)"):
        expect(log).to_contain_text(rule)
    expect(log).to_contain_text("Year 2 of 8 begins")
    # last year's cards are listed on the table for counting
    expect(page.locator(".fl-jbf-past")).to_contain_text("Y1:")


def test_lesson_renders(page: Page, voila, timings) -> None:
    t0 = time.monotonic()
    page.goto(voila.render("jelly_bean_farmers/lesson.ipynb"), timeout=120_000)
    questions = page.locator(".fl-lesson-q")
    expect(questions.first).to_be_visible(timeout=120_000)
    timings("JBF lesson page -> first question visible (s)", time.monotonic() - t0)
    expect(page.locator("body")).not_to_contain_text("Traceback")
    expect(page.locator("body")).not_to_contain_text("There was an error when executing cell")
    expect(page.locator("body")).not_to_contain_text("replace None")  # no exercises Voila cannot run
    expect(page.locator("h1")).to_contain_text("climate math")
    expect(page.locator(".fl-board").first).to_be_visible()      # play first
    expect(page.locator("body")).to_contain_text("Year 1 of 8 begins")
    expect(page.get_by_text("This field makes")).to_be_visible()  # the yield calculator
    expect(page.get_by_text("go on to the next season")).to_be_visible()    # the storage slider
    expect(page.locator(".fl-jbf-contract")).to_contain_text("Tom → Sue: 1 food a year")
    assert questions.count() == 7
    # predict, then check: the tribute answer is locked until the student answers
    tribute = questions.filter(has_text="how much food a year must Tom pay Sue")
    answer = page.locator(".fl-reveal-box", has_text="Worked answer").nth(1)
    expect(answer).not_to_contain_text("half, rounded down")
    tribute.locator(".fl-q-input input").fill("2")
    tribute.locator(".fl-q-input input").press("Tab")
    tribute.locator("button.fl-q-check").click()
    expect(tribute.locator(".fl-q-feedback")).to_contain_text("Warlord")   # the hint for a double-counted +1
    expect(answer).to_contain_text("half, rounded down: 1 food a year")
    # the chart and the tables stay hidden until the teacher shows every answer
    expect(page.locator("table", has_text="chance of losing the seed")).to_have_count(0)
    page.locator(".fl-teacher-row button").click()
    expect(page.locator("table", has_text="chance of losing the seed")).to_contain_text("Fertilizer")
    expect(page.locator(".fl-reveal-box img").first).to_be_visible()      # exact beside simulated
    # the calculator answers a click in the page
    page.locator(".widget-toggle-button", has_text=re.compile(r"^\s*Netting\s*$")).click()
    expect(page.get_by_text("This field makes 2 food")).to_be_visible()
