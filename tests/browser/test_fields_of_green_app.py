"""Fields of Green in the browser: a person plays a whole round by clicking against two computer
players, and a whole 2-player game; the piles, the farm grid and the face-up cards are drawn from
the view."""

from __future__ import annotations

from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from .board_page import BoardPage

SMART = "Computer player (smart)"


def start(page: Page, voila, kinds: list[str], seed: str) -> None:
    page.goto(voila.render("fields_of_green/app.ipynb"), timeout=60_000)
    expect(page.locator(".fl-setup")).to_be_visible(timeout=60_000)
    page.locator(".fl-players select").select_option(label=str(len(kinds)))
    for seat, label in enumerate(kinds):
        page.locator(f".fl-kind-{seat} select").select_option(label=label)
    page.locator(".fl-advanced").get_by_text("Advanced", exact=True).click()
    page.locator(".fl-seed input").fill(seed)
    page.locator(".fl-seed input").press("Tab")
    page.locator(".fl-pace input").fill("0")
    page.locator(".fl-pace input").press("Tab")
    page.locator("button.fl-start").click()


class FieldsOfGreenPage(BoardPage):
    """Building a Location or paying a Harvest whose Water more than one set of Towers could pay asks
    the person which Towers pay (ruling G10) before anything is built or paid: nothing to log yet."""

    QUESTIONS = ("pay",)


def test_a_person_plays_a_whole_round_by_clicking(page: Page, voila, timings) -> None:
    start(page, voila, ["Person", SMART, SMART], "5")
    table = page.locator(".fl-fg-table")
    expect(table).to_have_attribute("data-round", "1", timeout=30_000)
    expect(page.locator(".fl-guide").first).to_be_visible()  # the first game's tip
    expect(table).to_contain_text("Fields:")
    expect(table).to_contain_text("Water Towers left: 15")
    board = FieldsOfGreenPage(page, timings)
    for _ in range(40):  # the draw, 6 selections and actions, Equipment, the Harvest
        if table.get_attribute("data-round") != "1":
            break
        buttons = page.locator(".fl-action-row button.fl-action:visible, .fl-fg-draw button.fl-action:visible")
        expect(buttons.first).to_be_visible(timeout=30_000)
        board.click(buttons.first, "the first move offered")
    expect(table).to_have_attribute("data-round", "2", timeout=30_000)
    expect(page.locator(".fl-fg-seat[data-seat='0'] .fl-fg-grid").first).to_be_visible()
    log = page.locator(".fl-log")
    expect(log).to_contain_text("Round 2 begins")
    expect(log).to_contain_text("(Build Location)")
    expect(page.locator(".fl-error-inner")).to_have_count(0)


def test_a_person_plays_a_whole_two_player_game_by_clicking(page: Page, voila, timings) -> None:
    start(page, voila, ["Person", SMART], "3")
    table = page.locator(".fl-fg-table")
    expect(table).to_have_attribute("data-round", "1", timeout=30_000)
    saw_face_up = False
    for _ in range(200):
        if page.locator(".fl-end").is_visible():
            break
        saw_face_up = saw_face_up or "Face-up cards" in (table.text_content() or "")
        buttons = page.locator(".fl-action-row button.fl-action:visible, .fl-fg-draw button.fl-action:visible")
        if buttons.count() == 0:
            page.wait_for_timeout(300)
            continue
        before = BoardPage(page, timings).step()
        try:
            buttons.first.click(timeout=5_000)
        except PlaywrightTimeout:  # the buttons were redrawn (a computer player moved): look again
            continue
        page.wait_for_function(  # the board moves on, or the game is over (the end screen shows)
            "s => Number(document.querySelector('.fl-prompt-inner')?.dataset.step) > s"
            " || document.querySelector('.fl-end')?.offsetParent != null", arg=before, timeout=30_000)
        errors = page.locator(".fl-error-inner")
        assert errors.count() == 0, f"the board showed an error: {errors.first.text_content()!r}"
    expect(page.locator(".fl-end")).to_be_visible(timeout=60_000)
    assert saw_face_up
    expect(page.locator(".fl-gameover")).to_contain_text("Game over")
    expect(page.locator(".fl-error-inner")).to_have_count(0)
