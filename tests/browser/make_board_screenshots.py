"""Screenshots of any game's board in the middle of a game, for the README.

    .venv/bin/python tests/browser/make_board_screenshots.py                   # every game but the two
    .venv/bin/python tests/browser/make_board_screenshots.py farmed --moves 6  # one game             with their own script

Opens the game's app in Voila (Chromium, 1280x800), seats a person and two smart
computer players with a fixed deal, lets the person make ``--moves`` moves (the
first button offered each time) and saves what a 1280x800 projector shows as
``docs/screenshots/<game-with-dashes>-board.png``. Community Farm and Jelly Bean
Farmers have their own moments in ``make_screenshots.py``.

Not a test: run it again when a board's look changes.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_screenshots import ARGS, CHROMIUM, NOT_LOOPBACK, OUT, VIEWPORT, free_port, start_voila  # noqa: E402

import farmlab  # noqa: E402

OWN_SCRIPT = {"community_farm", "jelly_bean_farmers"}
SMART = "Computer player (smart)"
WAITING = """() => [...document.querySelectorAll('button.fl-action')].some(e => e.offsetParent !== null)"""


def shoot(page, url: str, game: str, moves: int, seed: str) -> Path:
    page.goto(url, timeout=120_000)
    page.locator(".fl-setup").wait_for(timeout=120_000)
    page.locator(".fl-players select").select_option(label="3")
    for seat, label in enumerate(["Person", SMART, SMART]):
        page.locator(f".fl-kind-{seat} select").select_option(label=label)
    page.locator(".fl-advanced").get_by_text("Advanced").click()
    page.locator(".fl-seed input").fill(seed)
    page.locator(".fl-seed input").press("Tab")
    page.locator(".fl-pace input").fill("0")
    page.locator(".fl-pace input").press("Tab")
    page.locator("button.fl-start").click()
    page.locator(".fl-board").wait_for(timeout=60_000)
    for _ in range(moves):
        page.wait_for_function(WAITING, timeout=60_000)
        step = page.locator(".fl-prompt-inner").get_attribute("data-step")
        page.locator("button.fl-action:visible").first.click()
        page.wait_for_function("s => document.querySelector('.fl-prompt-inner')?.dataset.step !== s", arg=step,
                               timeout=60_000)
    page.wait_for_function(WAITING, timeout=60_000)
    page.wait_for_timeout(1500)  # the last panels drawn
    path = OUT / f"{game.replace('_', '-')}-board.png"
    page.evaluate("document.querySelectorAll('*').forEach(e => { if (e.scrollTop) e.scrollTop = 0; })")
    page.screenshot(path=str(path))  # what a 1280x800 projector shows
    return path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=[g for g in farmlab.GAMES if g not in OWN_SCRIPT])
    parser.add_argument("--moves", type=int, default=4)
    parser.add_argument("--seed", default="11")
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    port = free_port()
    proc = start_voila(port)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            page = browser.new_page(viewport=VIEWPORT)
            page.route(NOT_LOOPBACK, lambda route: route.abort())
            for game in args.games:
                print(shoot(page, f"http://127.0.0.1:{port}/voila/render/{game}/app.ipynb", game, args.moves,
                            args.seed))
            browser.close()
    finally:
        proc.terminate()
        proc.wait()


if __name__ == "__main__":
    main()
