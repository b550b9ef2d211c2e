"""Make the Jelly Bean Farmers screenshot with Voila + Playwright (Chromium).

    .venv/bin/python tests/browser/make_jelly_bean_farmers_screenshot.py
    .venv/bin/python tests/browser/make_jelly_bean_farmers_screenshot.py --projector proj.png --no-docs

Writes docs/screenshots/jelly-bean-farmers-board.png: a 4-player game (a person
and three heuristic bots) played by clicking until a moment in the middle of the
game when the climate is revealed, the person must play the season's card and a
Tribute Contract is on the table.

``--projector FILE`` also saves that moment as a 1280x800 screen shows it, from
the top of the page (what a class sees without scrolling); ``--no-docs`` leaves
docs/screenshots as it is. Not a test: run it again when the board's look changes.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from make_screenshots import ARGS, CHROMIUM, NOT_LOOPBACK, VIEWPORT, free_port, start_voila  # same folder
from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "docs" / "screenshots" / "jelly-bean-farmers-board.png"
SEED = "31"


def click(page: Page, locator) -> None:  # noqa: ANN001 - a playwright Locator
    """Click and wait for the board to move on."""
    step = page.locator(".fl-prompt-inner").get_attribute("data-step")
    locator.click()
    page.wait_for_function("s => document.querySelector('.fl-prompt-inner')?.dataset.step !== s", arg=step)


def must(page: Page) -> str:
    d = page.locator(".fl-prompt-inner .fl-must[data-seat='0']")
    return (d.first.get_attribute("data-kind") or "") if d.count() else ""


def table(page: Page, name: str) -> str:
    return page.locator(".fl-jbf-table").get_attribute(f"data-{name}") or ""


def play_until_the_moment(page: Page) -> None:
    """Simple moves for the person (keep the first 3 cards, place the first two,
    seed field 1, play the first button) until year 3 or later, with the climate
    revealed, the person to play and a Tribute Contract on the table."""
    panel = page.locator(".fl-jbf-panel-0")
    for _ in range(300):
        kind = must(page)
        if (kind == "play" and int(table(page, "year") or 0) >= 3 and table(page, "stage") == "commit"
                and page.locator(".fl-jbf-contract").count()):
            return
        if kind == "keep":
            for i in range(3):
                panel.locator(".fl-jbf-pick").nth(i).click()
            click(page, page.locator("button.fl-keep"))
        elif kind == "choose":
            click(page, page.locator("button.fl-choose"))
        elif kind == "plant":
            if int(page.locator(".fl-seat-0 .fl-jbf-seat").get_attribute("data-food") or 0) > 0:
                panel.locator(".fl-jbf-pick").first.click()
            click(page, page.locator("button.fl-plant"))
        elif kind:
            click(page, page.locator(".fl-action-row button.fl-action:visible").first)
        else:
            raise SystemExit(f"unexpected state: {page.locator('.fl-prompt').inner_text()}")
    raise SystemExit("did not reach the moment")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--projector", default="", help="also save a 1280x800 view into this file")
    parser.add_argument("--no-docs", action="store_true", help="do not write docs/screenshots")
    opts = parser.parse_args()
    if not Path(CHROMIUM).exists():
        raise SystemExit(f"Chromium is missing at {CHROMIUM} (apt-get install -y chromium)")
    port = free_port()
    proc = start_voila(port)
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
            context = browser.new_context(viewport=VIEWPORT)
            context.route(NOT_LOOPBACK, lambda route: route.abort())
            context.set_default_timeout(60_000)
            page = context.new_page()
            page.goto(f"http://127.0.0.1:{port}/voila/render/jelly_bean_farmers/app.ipynb")
            page.locator(".fl-setup").wait_for()
            page.locator(".fl-players select").select_option(label="4")
            page.locator(".fl-advanced").get_by_text("Advanced").click()
            page.locator(".fl-seed input").fill(SEED)
            page.locator(".fl-seed input").press("Tab")
            page.locator("button.fl-start").click()
            page.locator("button.fl-action:visible").first.wait_for()
            play_until_the_moment(page)
            if not opts.no_docs:
                # Voila scrolls inside the page, not the window: make the window as tall as the board.
                board = page.locator(".fl-board")
                height = int(board.evaluate("e => e.scrollHeight")) + 40
                page.set_viewport_size({"width": VIEWPORT["width"], "height": max(VIEWPORT["height"], height)})
                page.wait_for_timeout(300)
                OUT.parent.mkdir(parents=True, exist_ok=True)
                board.screenshot(path=str(OUT))
                print(OUT, OUT.stat().st_size // 1024, "KB")
            if opts.projector:
                page.set_viewport_size(VIEWPORT)
                page.evaluate("document.querySelectorAll('*').forEach(e => { if (e.scrollTop) e.scrollTop = 0; })")
                page.wait_for_timeout(300)
                page.screenshot(path=opts.projector)
                print(opts.projector)
            browser.close()
    finally:
        proc.terminate()
        proc.wait(timeout=20)


if __name__ == "__main__":
    main()
