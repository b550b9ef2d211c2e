"""When the server side goes away, in a real browser, with a Voila server of the test's own:

* the server restarts (stopped and started again, as after a crash or a reboot): the page
  says so and offers Reload; after Reload, the game code brings the game back where it was;
* the server culls the page's kernel (shut down for being idle, as when a student's laptop
  slept for longer than ``cull_idle_timeout``): the page says so, with the game code.
"""

from __future__ import annotations

import time

from playwright.sync_api import Page, expect

import pytest

from .board_page import BoardPage
from .conftest import NO_READY_KERNELS, SKIP, VoilaServer, _free_port, start_voila, stop_voila
from .test_every_app import SMART, WAITING_OR_OVER, set_up

pytestmark = pytest.mark.skipif(SKIP, reason="FARMLAB_SKIP_BROWSER=1")

def test_after_a_server_restart_the_page_says_so_and_the_game_comes_back(page: Page, tmp_path, timings) -> None:
    port = _free_port()
    log = tmp_path / "voila.log"
    proc = start_voila(port, log, NO_READY_KERNELS)
    try:
        server = VoilaServer(f"http://127.0.0.1:{port}", log, time.monotonic())
        set_up(page, server, "community_farm", ["Person", SMART, SMART], timings)
        page.wait_for_function(WAITING_OR_OVER, timeout=30_000)
        code = page.locator(".fl-resume-inner").get_attribute("data-code")
        shown = page.locator(".fl-resume-inner b").inner_text()  # as the board shows it
        step = BoardPage(page, timings).step()
        t0 = time.monotonic()
        stop_voila(proc)  # the server goes away, and its kernels with it
        banner = page.locator(".fl-kernel-lost")
        expect(banner).to_be_visible(timeout=60_000)
        timings("server stopped -> message on the page (s)", time.monotonic() - t0)
        expect(banner).to_contain_text("This page stopped working")
        expect(banner).to_have_attribute("data-reason", "server")
        expect(banner).to_contain_text(shown)
        proc = start_voila(port, log, NO_READY_KERNELS)  # the server is back
        banner.locator("button.fl-reload").click()
        expect(page.locator(".fl-setup")).to_be_visible(timeout=60_000)
        page.locator(".fl-resume-input input").fill(code)
        page.locator(".fl-resume-input input").press("Tab")
        page.locator("button.fl-resume").click()
        expect(page.locator(".fl-board")).to_be_visible(timeout=30_000)
        expect(page.locator(".fl-resume-inner")).to_have_attribute("data-code", code)
        assert BoardPage(page, timings).step() >= step
        expect(page.locator(".fl-error-inner")).to_have_count(0)
        expect(page.locator(".fl-kernel-lost")).to_have_count(0)
    finally:
        stop_voila(proc)


def test_a_page_whose_kernel_was_culled_says_so(page: Page, tmp_path, timings) -> None:
    port = _free_port()
    log = tmp_path / "voila.log"
    # culled after 4 idle seconds (the gallery: 10 minutes), also while the page is open
    # (the gallery culls only pages whose browser went away; both end the same way)
    proc = start_voila(port, log, NO_READY_KERNELS, "--MappingKernelManager.cull_idle_timeout=4",
                       "--MappingKernelManager.cull_interval=2", "--MappingKernelManager.cull_connected=True")
    try:
        server = VoilaServer(f"http://127.0.0.1:{port}", log, time.monotonic())
        set_up(page, server, "community_farm", ["Person", SMART, SMART], timings)
        page.wait_for_function(WAITING_OR_OVER, timeout=30_000)
        shown = page.locator(".fl-resume-inner b").inner_text()
        banner = page.locator(".fl-kernel-lost")
        expect(banner).to_be_visible(timeout=60_000)
        expect(banner).to_contain_text("This page stopped working")
        expect(banner).to_have_attribute("data-reason", "kernel")  # the server is there, the kernel is not
        expect(banner).to_contain_text(shown)
        expect(banner.locator("button.fl-reload")).to_be_visible()
    finally:
        stop_voila(proc)
