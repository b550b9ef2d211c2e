"""What keeps a class going when something goes wrong, and saves clicks, in a real browser.

* A page whose kernel is lost (here: the kernel process is killed, as when it dies)
  says so across the top, offers Reload and reminds of the game code; Reload opens
  the page again.
* Save is one click: the Save button itself downloads the game file (Playwright's
  download API), and the file is the position on screen, also after the game moved on.
* Community Farm: "House all" houses every received card in one click when the rules
  leave no choice, each move in the log as if clicked one by one; "Decline all offers
  this turn" answers this offer and the turn's later ones (also when several come).
"""

from __future__ import annotations

import json
import os
import signal
import time

from playwright.sync_api import Page, expect

from farmlab import make_bot
from farmlab.community_farm import CommunityFarm
from farmlab.community_farm.view import forced_sequence
from farmlab.core.save import from_json, to_json

from .test_every_app import SMART, WAITING_OR_OVER, set_up


def _kernel_id(page: Page) -> str:
    return page.evaluate("JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId")


def _kernel_pid(kernel_id: str) -> int:
    """The page's kernel: the process started with this kernel's connection file (Linux /proc)."""
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/cmdline", "rb") as f:
                cmdline = f.read().decode(errors="replace")
        except OSError:
            continue
        if f"kernel-{kernel_id}.json" in cmdline:
            return int(entry)
    raise AssertionError(f"no process for kernel {kernel_id}")


def test_a_page_that_lost_its_kernel_says_so_and_offers_reload(page: Page, voila, timings) -> None:
    set_up(page, voila, "community_farm", ["Person", SMART, SMART], timings)
    page.wait_for_function(WAITING_OR_OVER, timeout=30_000)
    code = page.locator(".fl-resume-inner b").inner_text()
    expect(page.locator("#fl-connection")).to_have_count(0)  # nothing shown while all is well
    pid = _kernel_pid(_kernel_id(page))
    t0 = time.monotonic()
    os.kill(pid, signal.SIGKILL)  # the kernel dies (the server then starts an empty one)
    banner = page.locator(".fl-kernel-lost")
    expect(banner).to_be_visible(timeout=30_000)
    timings("lost kernel -> message on the page (s)", time.monotonic() - t0)
    expect(banner).to_contain_text("This page stopped working")
    expect(banner).to_contain_text(code)  # the game code that brings the game back
    expect(banner).to_contain_text("Resume a game")
    banner.locator("button.fl-reload").click()
    expect(page.locator(".fl-setup")).to_be_visible(timeout=60_000)  # the page works again
    expect(page.locator("#fl-connection")).to_have_count(0)


def test_save_is_one_click_and_always_the_position_on_screen(page: Page, voila, timings) -> None:
    set_up(page, voila, "community_farm", ["Person", SMART, SMART], timings)
    page.wait_for_function(WAITING_OR_OVER, timeout=30_000)
    save = page.locator(".fl-save a.fl-save-file")
    expect(save).to_be_visible(timeout=30_000)
    with page.expect_download() as info:
        save.click()
    first = json.loads(open(info.value.path(), encoding="utf-8").read())
    g = from_json(json.dumps(first))
    step = int(page.locator(".fl-prompt-inner").get_attribute("data-step"))
    assert len(g.history) == step and info.value.suggested_filename.endswith(f"move{step}.json")
    # the game moves on: the same button now saves the new position (no old link stays)
    page.locator("button.fl-action").first.click()
    page.wait_for_function("s => Number(document.querySelector('.fl-prompt-inner')?.dataset.step) > s", arg=step)
    page.wait_for_function(WAITING_OR_OVER, timeout=30_000)
    now = int(page.locator(".fl-prompt-inner").get_attribute("data-step"))
    expect(save).to_have_attribute("data-move", str(now), timeout=30_000)
    with page.expect_download() as info2:
        save.click()
    second = from_json(open(info2.value.path(), encoding="utf-8").read())
    assert len(second.history) == now > step
    assert page.locator("a.fl-save-file").count() == 1


def _forced_position() -> str:
    """A saved 3-player game in which the person (seat 0) must house 2+ received cards with no choice."""
    for seed in range(1, 200):
        g = CommunityFarm(3, seed)
        bots = [make_bot(g, "heuristic", seed * 10 + i) for i in range(3)]
        while not g.over:
            if 0 in g.to_act() and len(forced_sequence(g, 0)) >= 2:
                return to_json(g)
            s = g.to_act()[0]
            g.apply(s, bots[s].choose(g, s))
    raise AssertionError("no such position")


def test_house_all_in_one_click(page: Page, voila, timings) -> None:
    save = _forced_position()
    g = from_json(save)
    n_cards = len(forced_sequence(g, 0))
    set_up(page, voila, "community_farm", ["Person", SMART, SMART], timings)
    with page.expect_file_chooser() as chooser:
        page.locator(".fl-board .fl-load").click()
    chooser.value.set_files(files=[{"name": "forced.json", "mimeType": "application/json", "buffer": save.encode()}])
    button = page.locator("button.fl-house-all")
    expect(button).to_be_visible(timeout=30_000)
    expect(button).to_have_text(f"House all {n_cards} cards")
    total = "() => Number(document.querySelector('.fl-log ol')?.getAttribute('start') || 0)"
    before = page.evaluate(total)
    step = int(page.locator(".fl-prompt-inner").get_attribute("data-step"))
    button.click()
    page.wait_for_function("s => Number(document.querySelector('.fl-prompt-inner')?.dataset.step) >= s",
                           arg=step + n_cards)
    expect(page.locator(".fl-error-inner")).to_have_count(0)
    # one log line per card housed, as if clicked one by one
    new = min(page.evaluate(total) - before, 150)
    kinds = [page.locator(".fl-log li").nth(i).get_attribute("data-kind") for i in range(new)]
    assert kinds.count("house") >= n_cards, kinds
    expect(page.locator("button.fl-house-all")).to_have_count(0)


def _offers_this_turn_if_declined(g: CommunityFarm, seed: int) -> int:
    """How many offers the person (seat 0) gets in the turn now on, declining every one."""
    h = from_json(to_json(g))
    bots = [make_bot(h, "heuristic", seed * 10 + i) for i in range(3)]
    turn, offers = h.table.turn, 0
    while not h.over and h.table.turn == turn:
        if h.table.offer is not None and h.table.offer.offer.to == 0 and 0 in h.to_act():
            offers += 1
            h.apply(0, next(a for a in h.legal_actions(0) if type(a).__name__ == "Decline"))
            continue
        s = h.to_act()[0]
        h.apply(s, bots[s].choose(h, s))
    return offers


#: the person is asked (or the game is over) and no computer move is pending: "Bot step" has nothing
#: to play (while the computer players and the standing answer still move, a page on a busy machine
#: shows the turn's offers to the person one by one, with their buttons)
SETTLED = f"""() => ({WAITING_OR_OVER})() && !!document.querySelector('button.fl-bot-step')?.disabled"""


def _offer_position(offers: int = 1) -> str:
    """A saved 3-player game in which a computer player's offer to the person (seat 0) is open,
    and, if the person declines, the turn brings at least ``offers`` offers to them in all."""
    for seed in range(1, 300):
        g = CommunityFarm(3, seed)
        bots = [make_bot(g, "heuristic", seed * 10 + i) for i in range(3)]
        while not g.over:
            off = g.table.offer
            if off is not None and off.offer.to == 0 and g.table.active != 0 \
                    and (offers <= 1 or _offers_this_turn_if_declined(g, seed) >= offers):
                return to_json(g)
            s = g.to_act()[0]
            g.apply(s, bots[s].choose(g, s))
    raise AssertionError("no such position")


def test_decline_all_offers_of_a_turn_in_one_click(page: Page, voila, timings) -> None:
    save = _offer_position()
    turn = from_json(save).table.turn
    set_up(page, voila, "community_farm", ["Person", SMART, SMART], timings)
    with page.expect_file_chooser() as chooser:
        page.locator(".fl-board .fl-load").click()
    chooser.value.set_files(files=[{"name": "offer.json", "mimeType": "application/json", "buffer": save.encode()}])
    button = page.locator("button.fl-decline-all")
    expect(button).to_be_visible(timeout=30_000)
    step = int(page.locator(".fl-prompt-inner").get_attribute("data-step"))
    button.click()
    page.wait_for_function("s => Number(document.querySelector('.fl-prompt-inner')?.dataset.step) > s", arg=step)
    page.wait_for_function(SETTLED, timeout=60_000)
    expect(page.locator(".fl-error-inner")).to_have_count(0)
    assert page.locator(".fl-log li[data-kind='decline']").count() >= 1  # declined through the game
    # the board waits for the person again only when no offer of that turn is open to them
    if page.locator("button.fl-decline-all").count():
        assert f"Turn {turn} ·" not in page.locator(".fl-table").inner_text()


def test_decline_all_answers_every_offer_of_the_turn_when_several_come(page: Page, voila, timings) -> None:
    save = _offer_position(offers=2)
    start = from_json(save)
    set_up(page, voila, "community_farm", ["Person", SMART, SMART], timings)
    with page.expect_file_chooser() as chooser:
        page.locator(".fl-board .fl-load").click()
    chooser.value.set_files(files=[{"name": "offers.json", "mimeType": "application/json",
                                    "buffer": save.encode()}])
    button = page.locator("button.fl-decline-all")
    expect(button).to_be_visible(timeout=30_000)
    step = int(page.locator(".fl-prompt-inner").get_attribute("data-step"))
    button.click()  # one click for this offer and the turn's later ones
    page.wait_for_function("s => Number(document.querySelector('.fl-prompt-inner')?.dataset.step) > s", arg=step)
    page.wait_for_function(SETTLED, timeout=60_000)
    expect(page.locator(".fl-error-inner")).to_have_count(0)
    # the game on the server: every offer made to the person in that turn was declined by that one click
    code = page.locator(".fl-resume-inner b").inner_text()
    with page.expect_download() as info:
        page.locator(".fl-save a.fl-save-file").click()
    after = from_json(open(info.value.path(), encoding="utf-8").read())
    declined = [a for s, a in after.history[len(start.history):] if s == 0 and type(a).__name__ == "Decline"]
    assert len(declined) >= 2, (code, after.history[len(start.history):])
    assert after.table.turn != start.table.turn or after.over or 0 not in after.to_act() \
        or after.table.offer is None
