"""Every registered game's Voila app, driven in Chromium (a game added later is picked up
by itself: the tests are generated from the registry and the notebooks on disk).

For each game with ``notebooks/<game>/app.ipynb``:

* computer players only, at once: the page plays a whole game to its end screen (the
  winner, the score graph, "Play again") without an error;
* one person and computer players: the person is asked to decide, has buttons to
  click, and every click on a move button moves the board on, with each new log line
  citing its rule (checked by :class:`BoardPage`).

Each game's own test file (``test_app.py``, ``test_jelly_bean_farmers_app.py``, ...)
plays its special panels; this file is the floor every app must stand on.
"""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import Page, expect

import farmlab

from .board_page import BoardPage
from .conftest import NOTEBOOKS

APPS = sorted(name for name in farmlab.GAMES if (NOTEBOOKS / name / "app.ipynb").exists())
SMART = "Computer player (smart)"
#: the person has a move button to click again, or the game is over
WAITING_OR_OVER = """() => [...document.querySelectorAll('button.fl-action, .fl-end')]
    .some(e => e.offsetParent !== null)"""


def set_up(page: Page, voila, game: str, kinds: list[str], timings) -> None:
    """Open the app, choose the players, a fixed deal and no pause between computer moves, Start."""
    cls = farmlab.GAMES[game]
    t0 = time.monotonic()
    page.goto(voila.render(f"{game}/app.ipynb"), timeout=60_000)
    expect(page.locator(".fl-setup")).to_be_visible(timeout=60_000)
    timings(f"{game}: app page -> setup panel (s)", time.monotonic() - t0)
    expect(page.get_by_text("from farmlab.widgets")).to_have_count(0)  # no code in Voila
    expect(page.locator(".fl-title")).to_contain_text(cls.TITLE)
    page.locator(".fl-players select").select_option(label=str(len(kinds)))
    for seat, label in enumerate(kinds):
        page.locator(f".fl-kind-{seat} select").select_option(label=label)
    page.locator(".fl-advanced").get_by_text("Advanced").click()
    page.locator(".fl-seed input").fill("7")
    page.locator(".fl-seed input").press("Tab")
    page.locator(".fl-pace input").fill("0")
    page.locator(".fl-pace input").press("Tab")
    page.locator("button.fl-start").click()
    expect(page.locator(".fl-board")).to_be_visible(timeout=30_000)
    expect(page.locator(".fl-error-inner")).to_have_count(0)


@pytest.mark.parametrize("game", APPS)
def test_app_plays_computer_players_to_the_end_screen(page: Page, voila, timings, game: str) -> None:
    cls = farmlab.GAMES[game]
    t0 = time.monotonic()
    set_up(page, voila, game, [SMART] * cls.MIN_PLAYERS, timings)
    end = page.locator(".fl-end")
    expect(end).to_be_visible(timeout=120_000)
    timings(f"{game}: computer players' whole game (s)", time.monotonic() - t0)
    expect(page.locator(".fl-gameover")).to_be_visible()
    expect(page.locator(".fl-gameover")).to_contain_text("wins")
    expect(page.locator(".fl-score-plot svg")).to_have_count(1)
    expect(end.get_by_role("button", name="Play again")).to_be_visible()
    expect(page.locator(".fl-error-inner")).to_have_count(0)
    # the log tells the whole game, every line citing its rule
    expect(page.locator(".fl-log li").first).to_be_visible()
    assert page.locator(".fl-log li .fl-rule").count() == page.locator(".fl-log li").count()


@pytest.mark.parametrize("game", APPS)
def test_app_a_person_is_asked_and_every_click_moves_the_board_on(page: Page, voila, timings,
                                                                  game: str) -> None:
    cls = farmlab.GAMES[game]
    set_up(page, voila, game, ["Person"] + [SMART] * (cls.MIN_PLAYERS - 1), timings)
    board = BoardPage(page, timings)
    expect(page.locator(".fl-prompt-inner .fl-must[data-seat='0']")).to_have_count(1, timeout=30_000)
    expect(page.locator("button.fl-action:visible").first).to_be_visible(timeout=30_000)
    for _ in range(6):  # the move buttons of the action row: each one is a whole legal move
        if page.locator(".fl-end").is_visible():
            break
        buttons = page.locator(".fl-action-row button.fl-action:visible")
        if buttons.count() == 0:
            break  # the game asks through its own panel here; its own test plays that
        board.click(buttons.first, f"{game}: the first move offered")
        page.wait_for_function(WAITING_OR_OVER, timeout=30_000)
    expect(page.locator(".fl-error-inner")).to_have_count(0)


@pytest.mark.parametrize("game", APPS)
def test_app_game_comes_back_after_a_reload_with_its_code(page: Page, voila, timings, game: str) -> None:
    cls = farmlab.GAMES[game]
    set_up(page, voila, game, ["Person"] + [SMART] * (cls.MIN_PLAYERS - 1), timings)
    page.wait_for_function(WAITING_OR_OVER, timeout=30_000)
    code_el = page.locator(".fl-resume-inner")
    expect(code_el).to_be_visible(timeout=30_000)
    code = code_el.get_attribute("data-code")
    step = BoardPage(page, timings).step()
    log_lines = page.locator(".fl-log li").count()
    page.reload()
    expect(page.locator(".fl-setup")).to_be_visible(timeout=60_000)
    page.locator(".fl-resume-input input").fill(code.lower())
    page.locator(".fl-resume-input input").press("Tab")
    page.locator("button.fl-resume").click()
    expect(page.locator(".fl-board")).to_be_visible(timeout=30_000)
    expect(page.locator(".fl-resume-inner")).to_have_attribute("data-code", code)
    assert BoardPage(page, timings).step() >= step
    assert page.locator(".fl-log li").count() >= log_lines
    expect(page.locator(".fl-error-inner")).to_have_count(0)


@pytest.mark.parametrize("game", [g for g in APPS if (NOTEBOOKS / g / "how_to_play.ipynb").exists()])
def test_app_log_citations_link_to_how_to_play(page: Page, voila, timings, game: str) -> None:
    cls = farmlab.GAMES[game]
    set_up(page, voila, game, [SMART] * cls.MIN_PLAYERS, timings)
    expect(page.locator(".fl-end")).to_be_visible(timeout=120_000)
    link = page.locator(".fl-log li a.fl-rule").first
    expect(link).to_be_visible()
    assert link.get_attribute("href") == "how_to_play.ipynb" and link.get_attribute("target") == "_blank"
    with page.context.expect_page() as new_tab:
        link.click()
    how = new_tab.value
    how.wait_for_load_state()
    expect(how.get_by_text("How to play").first).to_be_visible(timeout=60_000)
    how.close()


LESSONS = sorted(name for name in farmlab.GAMES if (NOTEBOOKS / name / "lesson.ipynb").exists())


@pytest.mark.parametrize("game", LESSONS)
def test_lesson_predict_then_check_with_answers_locked(page: Page, voila, timings, game: str) -> None:
    """Every lesson follows the lesson standard: it renders without an error or code, it asks
    predict questions, and the answers stay locked until the student answers (or the teacher
    shows them all)."""
    t0 = time.monotonic()
    page.goto(voila.render(f"{game}/lesson.ipynb"), timeout=120_000)
    questions = page.locator(".fl-lesson-q")
    expect(questions.first).to_be_visible(timeout=120_000)
    timings(f"{game}: lesson page -> first question (s)", time.monotonic() - t0)
    body = page.locator("body")
    expect(body).not_to_contain_text("Traceback")
    expect(body).not_to_contain_text("There was an error when executing cell")
    expect(page.locator(".fl-teacher-row button")).to_be_visible()
    assert questions.count() >= 3
    locked = page.locator(".fl-reveal-locked:visible")
    assert locked.count() >= 3, "the worked answers must stay locked until answered"
    page.locator(".fl-teacher-row button").click()  # the teacher shows every answer
    expect(page.locator(".fl-reveal-locked:visible")).to_have_count(0)
