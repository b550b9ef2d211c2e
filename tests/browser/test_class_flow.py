"""What a class does in the browser: predict then check in a lesson, and the hot-seat pass screen.

Predict-then-check: the worked answer is locked until the student answers, a
wrong number says so at once and opens the worked answer, the right one says
"Right!". Pass screen (student app, two people at one screen): nothing of a
hand is in the page, Teacher view and Save are not offered.
"""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect


def test_lesson_predict_then_check(page: Page, voila) -> None:
    page.goto(voila.render("community_farm/lesson.ipynb"), timeout=120_000)
    box = page.locator(".fl-check-yourself")
    expect(box).to_be_visible(timeout=120_000)
    expect(page.locator("body")).not_to_contain_text("Traceback")
    q1 = box.locator(".fl-lesson-q").first
    first_answer = box.locator(".fl-reveal-box").first
    expect(first_answer).to_contain_text("Answer the question above first")
    expect(first_answer).not_to_contain_text("reach the step")  # no spoiler before answering
    q1.locator(".fl-q-input input").fill("4")
    q1.locator(".fl-q-input input").press("Tab")
    q1.locator("button.fl-q-check").click()
    expect(q1.locator(".fl-q-feedback")).to_contain_text("Not quite: your answer is too high")
    expect(first_answer).to_contain_text("reach the step for 3 goods")
    q1.locator(".fl-q-input input").fill("3")
    q1.locator(".fl-q-input input").press("Tab")
    q1.locator("button.fl-q-check").click()
    expect(q1.locator(".fl-q-feedback")).to_contain_text("Right!")
    # the second answer is still locked: each answer opens on its own
    expect(box.locator(".fl-reveal-box").nth(1)).to_contain_text("Answer the question above first")


def test_hot_seat_pass_screen_shows_no_hand(page: Page, voila) -> None:
    page.goto(voila.render("community_farm/app.ipynb"), timeout=120_000)
    expect(page.locator("button.fl-start")).to_be_visible(timeout=120_000)
    page.locator(".fl-players select").select_option(label="3")
    for seat, label in [(0, "Person"), (1, "Person"), (2, "Computer player (smart)")]:
        page.locator(f".fl-kind-{seat} select").select_option(label=label)
    page.locator("button.fl-start").click()
    pass_screen = page.locator(".fl-pass-inner")
    expect(pass_screen).to_be_visible(timeout=60_000)
    expect(pass_screen).to_contain_text(re.compile(r"Pass the device to \w+"))
    expect(page.locator(".fl-hand")).to_have_count(0)
    expect(page.locator(".fl-teacher")).to_be_hidden()
    expect(page.locator(".fl-save")).to_be_hidden()
    page.locator("button.fl-reveal").click()
    expect(page.locator(".fl-hand").first).to_be_visible(timeout=30_000)
    expect(page.locator(".fl-teacher")).to_be_hidden()  # a student app has no Teacher view
