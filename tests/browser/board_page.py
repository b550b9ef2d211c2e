"""The board in a Voila page, read through its CSS classes and data attributes
(shared by the browser tests of every game's app)."""

from __future__ import annotations

import re
import time
from typing import Any

from playwright.sync_api import Locator, Page, expect

RULE = re.compile(r"^\(.+\)$")


class BoardPage:
    """Reads the generic board and clicks it, checking what every click must do:
    the board moves on (the prompt's step counter grows), no error shows, and
    every new log line ends with the rule it applies, in parentheses."""

    #: kinds of decision a move may open for the same person without anything to log yet (a
    #: follow-up question, e.g. which Water Towers pay): set by a game's page
    QUESTIONS: tuple[str, ...] = ()

    def __init__(self, page: Page, timings) -> None:
        self.page = page
        self.timings = timings
        self.clicks = 0

    # ------------------------------------------------------------- reading
    def step(self) -> int:
        return int(self.page.locator(".fl-prompt-inner").get_attribute("data-step") or -1)

    def must(self, seat: int = 0) -> str:
        """The kind of decision seat ``seat`` must make now ("" if none)."""
        d = self.page.locator(f".fl-prompt-inner .fl-must[data-seat='{seat}']")
        return (d.first.get_attribute("data-kind") or "") if d.count() else ""

    def log_count(self) -> int:
        return self.page.locator(".fl-log li").count()

    # ----------------------------------------------------- game-specific hooks
    def before_click(self) -> Any:
        """What the timing label needs to know from before the click."""
        return None

    def timing_label(self, before: Any) -> str:
        return "click round trip (s)"

    def after_click(self, what: str) -> None:
        """Called after every successful click."""

    # ------------------------------------------------------------- acting
    def click(self, target: Locator, what: str) -> None:
        """Click, wait until the board has changed, check the new log lines."""
        before_step, before_log, before = self.step(), self.log_count(), self.before_click()
        label = target.inner_text().strip()
        t0 = time.monotonic()
        target.click()
        self.page.wait_for_function(  # the board moves on, or the game is over
            """s => Number(document.querySelector('.fl-prompt-inner')?.dataset.step) > s
                 || document.querySelector('.fl-prompt-inner')?.dataset.over === 'true'""", arg=before_step,
            timeout=30_000)
        self.timings(self.timing_label(before), time.monotonic() - t0)
        self.clicks += 1
        self.after_click(what)
        expect(self.page.locator(".fl-error-inner")).to_have_count(0)
        entries = self.page.locator(".fl-log li")
        if self.log_count() == before_log and self.must(0) in self.QUESTIONS:
            print(f"clicked {label!r}: step {before_step} -> {self.step()}, a question follows: {self.must(0)}")
            return
        expect(entries).not_to_have_count(before_log)
        new = self.log_count() - before_log
        assert new > 0, f"{what} ({label!r}) added nothing to the log"
        for i in range(min(new, 25)):  # newest first, each citing its rule
            rule = entries.nth(i).locator(".fl-rule")
            expect(rule).to_have_count(1)
            assert RULE.match(rule.inner_text().strip()), entries.nth(i).inner_text()
        print(f"clicked {label!r}: step {before_step} -> {self.step()}, +{new} log lines; "
              f"newest: {entries.first.inner_text()[:110]}")
