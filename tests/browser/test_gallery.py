"""The gallery page lists the games, and its links open the rendered apps."""

from __future__ import annotations

import time
from pathlib import Path

from playwright.sync_api import Page, expect

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"

TITLES = ["Community Farm", "Jelly Bean Farmers", "FARMED", "Homesteader", "Fields of Green"]


def test_gallery_lists_every_game(page: Page, voila, timings) -> None:
    t0 = time.monotonic()
    page.goto(voila.render("index.ipynb"))
    gallery = page.locator(".fl-gallery")
    expect(gallery).to_be_visible(timeout=60_000)
    timings("gallery page -> cards visible (s)", time.monotonic() - t0)
    expect(page.locator("h1")).to_contain_text("farmlab")
    for title in TITLES:
        expect(gallery).to_contain_text(title)
    cf = page.locator(".fl-game-community_farm")
    expect(cf.locator("a.fl-play")).to_have_attribute("href", "community_farm/app.ipynb")
    expect(cf.locator("a.fl-lesson")).to_contain_text("Selling curves")
    jbf = page.locator(".fl-game-jelly_bean_farmers")
    expect(jbf).to_contain_text("Climate math")
    if not (NOTEBOOKS / "jelly_bean_farmers" / "app.ipynb").exists():
        expect(jbf.locator(".fl-status")).to_have_text("coming")
    for folder in ("farmed", "homesteader", "fields_of_green"):
        if not (NOTEBOOKS / folder).exists():
            expect(page.locator(f".fl-game-{folder} .fl-status")).to_have_text("planned")
    # no code is shown in Voila
    expect(page.get_by_text("import farmlab")).to_have_count(0)


def test_gallery_links_open_the_app_and_back(page: Page, voila) -> None:
    page.goto(voila.render("index.ipynb"))
    page.locator(".fl-game-community_farm a.fl-play").click()      # same tab
    page.wait_for_url("**/voila/render/community_farm/app.ipynb", timeout=30_000)
    expect(page.locator(".fl-app")).to_be_visible(timeout=60_000)
    expect(page.locator(".fl-setup")).to_be_visible()
    page.get_by_role("link", name="All games").click()            # the app's link back to the gallery
    page.wait_for_url("**/voila/render/index.ipynb", timeout=30_000)
    expect(page.locator(".fl-gallery")).to_be_visible(timeout=60_000)


def test_tree_lists_the_notebooks(page: Page, voila) -> None:
    page.goto(voila.url + "/", timeout=60_000)
    expect(page.locator("body")).to_contain_text("index.ipynb", timeout=60_000)  # as long as an app may take on a busy machine
