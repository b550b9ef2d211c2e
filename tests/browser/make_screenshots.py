"""Make the README's screenshots with Voila + Playwright (Chromium).

    .venv/bin/python tests/browser/make_screenshots.py

Writes docs/screenshots/community-farm-board.png (a Community Farm board in the
middle of a game: the person's turn, step 2, two face-up cards to trade) and
gallery.png. ``--projector FILE`` also saves that moment as a 1280x800 screen
shows it (to check what a class sees without scrolling). Not a test: run it again when the board's look changes.
"""

from __future__ import annotations

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
PROJECTOR = sys.argv[sys.argv.index("--projector") + 1] if "--projector" in sys.argv[:-1] else ""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_voila(port: int) -> subprocess.Popen:
    env = dict(os.environ)
    env.pop("MPLBACKEND", None)
    proc = subprocess.Popen(
        [sys.executable, "-m", "voila", "notebooks", "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1"],
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


def play_until_trading(page: Page, turns: int) -> None:
    """Play the person's turns simply (house, keep, end trading, house) until
    their ``turns``-th turn reaches step 2."""
    seen = 0
    for _ in range(200):
        kind = must(page)
        if kind == "house":
            if page.locator("button.fl-house:visible").count():
                click(page, "button.fl-house")
            elif page.locator("button.fl-end-housing:visible").count():
                click(page, "button.fl-end-housing")
            else:
                click(page, "button.fl-sell")
        elif kind == "trade":
            seen += 1
            if seen >= turns:
                return
            click(page, "button.fl-end-trading")
        elif kind == "house_received":
            if page.locator("button.fl-house-received:visible").count():
                click(page, "button.fl-house-received")
            else:
                click(page, "button.fl-sell")
        elif kind == "respond":
            click(page, "button.fl-decline")
        else:
            raise SystemExit(f"unexpected state: {page.locator('.fl-prompt').inner_text()}")
    raise SystemExit("did not reach the trading step")


def main() -> None:
    if not Path(CHROMIUM).exists():
        raise SystemExit(f"Chromium is missing at {CHROMIUM} (apt-get install -y chromium)")
    OUT.mkdir(parents=True, exist_ok=True)
    port = free_port()
    proc = start_voila(port)
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
            context = browser.new_context(viewport=VIEWPORT)
            context.route(NOT_LOOPBACK, lambda route: route.abort())
            context.set_default_timeout(60_000)
            page = context.new_page()

            page.goto(f"http://127.0.0.1:{port}/voila/render/index.ipynb")
            page.locator(".fl-gallery").wait_for()
            page.screenshot(path=str(OUT / "gallery.png"))

            page.goto(f"http://127.0.0.1:{port}/voila/render/community_farm/app.ipynb")
            page.locator(".fl-setup").wait_for()
            page.locator(".fl-seed input").fill(SEED)
            page.locator(".fl-seed input").press("Tab")
            page.locator("button.fl-start").click()
            page.locator("button.fl-action:visible").first.wait_for()
            play_until_trading(page, turns=3)
            # Voila scrolls inside the page, not the window: make the window as tall as the board.
            board = page.locator(".fl-board")
            height = int(board.evaluate("e => e.scrollHeight")) + 40
            page.set_viewport_size({"width": VIEWPORT["width"], "height": max(VIEWPORT["height"], height)})
            page.wait_for_timeout(300)
            board.screenshot(path=str(OUT / "community-farm-board.png"))
            if PROJECTOR:  # what a 1280x800 projector shows at that moment, from the top of the page
                page.set_viewport_size(VIEWPORT)
                page.evaluate("document.querySelectorAll('*').forEach(e => { if (e.scrollTop) e.scrollTop = 0; })")
                page.wait_for_timeout(300)
                page.screenshot(path=PROJECTOR)
            browser.close()
    finally:
        proc.terminate()
        proc.wait(timeout=20)
    for name in ("community-farm-board.png", "gallery.png"):
        print(OUT / name, (OUT / name).stat().st_size // 1024, "KB")


if __name__ == "__main__":
    main()
