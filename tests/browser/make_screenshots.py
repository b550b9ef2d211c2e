"""Make the README's screenshots with Voila + Playwright (Chromium).

    .venv/bin/python tests/browser/make_screenshots.py
    .venv/bin/python tests/browser/make_screenshots.py --projector proj.png --moments shots/ --no-docs

Writes docs/screenshots/community-farm-board.png (a Community Farm board in the
middle of a game: the person's turn, step 2, two face-up cards to trade) and
gallery.png.

Options:

``--projector FILE``
    also save the README moment as a 1280x800 projector shows it (what a class
    sees without scrolling).
``--moments DIR``
    also save 1280x800 views of many moments into DIR: step 1 (housing), step 2
    (trading; the trade panel closed and opened), step 3, an offer to the
    person, teacher view, game over, the hot-seat "pass the device" screen and
    a 7-player game.
``--no-docs``
    do not write docs/screenshots (to look at the board without changing the
    README's pictures).
``--no-gallery``
    write the board's picture but leave gallery.png as it is.

Not a test: run it again when the board's look changes.
"""

from __future__ import annotations

import argparse
import os
import re
import socket
import subprocess
import sys
import time
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "docs" / "screenshots"
CHROMIUM = os.environ.get("FARMLAB_CHROMIUM", "/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
NOT_LOOPBACK = re.compile(r"^(?!https?://(127\.0\.0\.1|localhost)[:/]).*")
SEED = "11"
VIEWPORT = {"width": 1280, "height": 800}  # a common projector resolution


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_voila(port: int) -> subprocess.Popen:
    env = dict(os.environ)
    env.pop("MPLBACKEND", None)
    proc = subprocess.Popen(
        [sys.executable, "-m", "voila", "notebooks", "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
         "--Voila.config_file_paths=notebooks", "--VoilaConfiguration.preheat_kernel=False"],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise SystemExit(f"Voila exited with code {proc.returncode}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return proc
        except OSError:
            time.sleep(0.1)
    proc.terminate()
    raise SystemExit("Voila did not start")


def click(page: Page, selector: str) -> None:
    """Click the first visible match and wait for the board to move on."""
    step = page.locator(".fl-prompt-inner").get_attribute("data-step")
    page.locator(f"{selector}:visible").first.click()
    page.wait_for_function("s => document.querySelector('.fl-prompt-inner')?.dataset.step !== s", arg=step)


def must(page: Page) -> str:
    d = page.locator(".fl-prompt-inner .fl-must[data-seat='0']")
    return (d.first.get_attribute("data-kind") or "") if d.count() else ""


def visible(page: Page, selector: str) -> bool:
    return page.locator(f"{selector}:visible").count() > 0


def start_game(page: Page, url: str, players: int = 4, people: int = 1) -> None:
    """The app's setup panel: ``players`` seats, the first ``people`` of them persons, the rest bots."""
    page.goto(url)
    page.locator(".fl-setup").wait_for()
    page.locator(".fl-players select").select_option(label=str(players))
    for seat in range(players):
        page.locator(f".fl-kind-{seat} select").select_option(
            label="Person" if seat < people else "Bot (heuristic)")
    page.locator(".fl-seed input").fill(SEED)
    page.locator(".fl-seed input").press("Tab")
    page.locator("button.fl-start").click()
    page.locator(".fl-board").wait_for()
    if people == 1:
        page.locator("button.fl-action:visible").first.wait_for()


class Shots:
    """1280x800 views of the page, taken from the top of the page."""

    def __init__(self, page: Page, folder: str) -> None:
        self.page = page
        self.folder = Path(folder) if folder else None
        self.taken: set[str] = set()
        if self.folder:
            self.folder.mkdir(parents=True, exist_ok=True)

    def top(self, path: "str | Path") -> None:
        page = self.page
        page.set_viewport_size(VIEWPORT)
        page.evaluate("document.querySelectorAll('*').forEach(e => { if (e.scrollTop) e.scrollTop = 0; })")
        page.wait_for_timeout(300)
        page.screenshot(path=str(path))

    def moment(self, name: str, once: bool = True) -> None:
        if self.folder is None or (once and name in self.taken):
            return
        self.taken.add(name)
        self.top(self.folder / f"{name}.png")


def open_trade_panel(page: Page) -> None:
    """Open the trade panel when it is folded away (older boards show it always)."""
    toggle = page.locator(".fl-trade-toggle:visible")
    if toggle.count() and "fl-open" not in (toggle.first.get_attribute("class") or ""):
        toggle.first.click()
        page.locator(".fl-trade-to select:visible").first.wait_for()


def simple_move(page: Page, kind: str) -> None:
    """One simple move for decision ``kind`` (not "trade")."""
    if kind == "house":
        if visible(page, "button.fl-house"):
            click(page, "button.fl-house")
        elif visible(page, "button.fl-end-housing"):
            click(page, "button.fl-end-housing")
        else:
            click(page, "button.fl-sell")
    elif kind == "house_received":
        if visible(page, "button.fl-house-received"):
            click(page, "button.fl-house-received")
        else:
            click(page, "button.fl-sell")
    elif kind == "respond":
        click(page, "button.fl-decline")
    else:
        raise SystemExit(f"unexpected state: {page.locator('.fl-prompt').inner_text()}")


def play(page: Page, shots: Shots, *, turns: int = 0, to_the_end: bool = False) -> None:
    """Play the person's turns simply (house, keep a card in turn 1, end trading,
    house) until their ``turns``-th turn reaches step 2, or to the end of the game.
    Takes the moments' screenshots on the way."""
    seen = 0
    for _ in range(3000):
        if visible(page, ".fl-gameover-inner"):
            return
        kind = must(page)
        if kind == "trade":
            seen += 1
            if seen == turns and not to_the_end:
                return
            if seen == 1 and shots.folder is not None:
                shots.moment("02-step2-trading")
                open_trade_panel(page)
                shots.moment("03-step2-trade-panel-open")
            if seen == 1 and visible(page, "button.fl-keep-face-up"):
                click(page, "button.fl-keep-face-up")  # so that step 3 has a card to house
            else:
                click(page, "button.fl-end-trading")
        else:
            moment = {"house": "01-step1-housing", "house_received": "04-step3-house-received",
                      "respond": "05-offer-to-the-person"}.get(kind)
            if moment:
                shots.moment(moment)
            simple_move(page, kind)
    raise SystemExit("the game did not get there")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--projector", default="", metavar="FILE", help="save the README moment at 1280x800")
    ap.add_argument("--moments", default="", metavar="DIR", help="save 1280x800 views of many moments")
    ap.add_argument("--no-docs", action="store_true", help="do not write docs/screenshots")
    ap.add_argument("--no-gallery", action="store_true", help="leave docs/screenshots/gallery.png as it is")
    args = ap.parse_args()
    if not Path(CHROMIUM).exists():
        raise SystemExit(f"Chromium is missing at {CHROMIUM} (apt-get install -y chromium)")
    docs = not args.no_docs
    if docs:
        OUT.mkdir(parents=True, exist_ok=True)
    port = free_port()
    proc = start_voila(port)
    app_url = f"http://127.0.0.1:{port}/voila/render/community_farm/app.ipynb"
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
            context = browser.new_context(viewport=VIEWPORT)
            context.route(NOT_LOOPBACK, lambda route: route.abort())
            context.set_default_timeout(60_000)
            page = context.new_page()
            shots = Shots(page, args.moments)

            gallery = docs and not args.no_gallery
            if gallery:
                page.goto(f"http://127.0.0.1:{port}/voila/render/index.ipynb")
                page.locator(".fl-gallery").wait_for()
                page.screenshot(path=str(OUT / "gallery.png"))

            start_game(page, app_url)
            play(page, shots, turns=3)
            if docs:
                # Voila scrolls inside the page, not the window: make the window as tall as the board.
                board = page.locator(".fl-board")
                height = int(board.evaluate("e => e.scrollHeight")) + 40
                page.set_viewport_size({"width": VIEWPORT["width"], "height": max(VIEWPORT["height"], height)})
                page.wait_for_timeout(300)
                board.screenshot(path=str(OUT / "community-farm-board.png"))
            if args.projector:  # what a 1280x800 projector shows at that moment, from the top of the page
                shots.top(args.projector)

            if shots.folder is not None:
                shots.moment("06-readme-moment")
                page.locator(".fl-teacher").first.click()
                page.wait_for_timeout(500)
                shots.moment("07-teacher-view")
                page.locator(".fl-teacher").first.click()
                page.wait_for_timeout(500)
                # "Pause for my offers": the bots stop when the person may offer the next player a trade
                page.locator(".fl-pause").first.click()
                click(page, "button.fl-end-trading")
                for _ in range(100):
                    kind = must(page)
                    if not kind and visible(page, ".fl-trade"):
                        break
                    if kind == "trade":
                        click(page, "button.fl-end-trading")
                    elif kind:
                        simple_move(page, kind)
                    else:
                        click(page, "button.fl-bot-step")
                if not must(page) and visible(page, ".fl-trade"):
                    shots.moment("08-may-offer-panel-folded")
                page.locator(".fl-pause").first.click()
                click(page, "button.fl-bot-step")
                play(page, shots, to_the_end=True)
                page.locator(".fl-gameover-inner").wait_for()
                shots.moment("09-game-over")

                start_game(page, app_url, players=3, people=2)  # hot seat: two persons, one device
                page.locator(".fl-pass-inner:visible").wait_for()
                shots.moment("10-hot-seat-pass")
                page.locator("button.fl-reveal:visible").click()
                page.locator("button.fl-action:visible").first.wait_for()
                shots.moment("11-hot-seat-revealed")

                start_game(page, app_url, players=7)
                shots.moment("12-seven-players-housing")
                play(page, Shots(page, ""), turns=1)
                shots.moment("13-seven-players-trading")
                open_trade_panel(page)
                shots.moment("14-seven-players-trade-panel-open")
            browser.close()
    finally:
        proc.terminate()
        proc.wait(timeout=20)
    if docs:
        for name in ("community-farm-board.png",) + (("gallery.png",) if gallery else ()):
            print(OUT / name, (OUT / name).stat().st_size // 1024, "KB")
    if shots.folder is not None:
        print(f"{len(shots.taken)} views in {shots.folder}")


if __name__ == "__main__":
    main()
