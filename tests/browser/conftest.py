"""Real-browser tests: Voila serves ``notebooks/`` and Playwright drives Chromium.

One Voila server (tree mode, a free loopback port) is started for the whole
session and stopped with SIGTERM at the end. The browser is Debian's Chromium
(``/usr/bin/chromium``, or ``FARMLAB_CHROMIUM``); every request that does not go
to the loopback interface is blocked, so the tests never touch the network.

If Chromium is missing the tests fail with a message saying how to install it;
set ``FARMLAB_SKIP_BROWSER=1`` to skip them instead.

Timings (page → board, click round trips) are printed in the terminal summary
and written to ``benchmarks/results/browser-timings.txt``.
"""

from __future__ import annotations

import os
import platform
import re
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable, Iterator

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
NOTEBOOKS = ROOT / "notebooks"
CHROMIUM = os.environ.get("FARMLAB_CHROMIUM", "/usr/bin/chromium")
SKIP = os.environ.get("FARMLAB_SKIP_BROWSER", "") == "1"
RESULTS = ROOT / "benchmarks" / "results" / "browser-timings.txt"

CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
# Anything not on 127.0.0.1/localhost (Voila's page links fonts on a CDN).
NOT_LOOPBACK = re.compile(r"^(?!https?://(127\.0\.0\.1|localhost)[:/]).*")

#: name -> measured seconds, filled by the tests through the ``timings`` fixture
TIMINGS: dict[str, list[float]] = {}


# ------------------------------------------------------------------ collection
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if HERE in Path(str(item.fspath)).resolve().parents:
            item.add_marker(pytest.mark.browser)
            if SKIP:
                item.add_marker(pytest.mark.skip(reason="FARMLAB_SKIP_BROWSER=1"))


# --------------------------------------------------------------------- browser
@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    if not Path(CHROMIUM).exists():
        pytest.fail(
            f"The browser tests need Chromium at {CHROMIUM}, and it is missing. Install it with "
            "'apt-get install -y chromium' (or set FARMLAB_CHROMIUM to its path), or set "
            "FARMLAB_SKIP_BROWSER=1 to skip the browser tests.", pytrace=False)
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS, "headless": True}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict) -> dict:
    return {**browser_context_args, "viewport": {"width": 1366, "height": 900}}


@pytest.fixture(autouse=True)
def _loopback_only(context) -> None:  # noqa: ANN001 - playwright's BrowserContext
    """Block every request that does not go to this machine."""
    context.route(NOT_LOOPBACK, lambda route: route.abort())
    context.set_default_timeout(30_000)


# ----------------------------------------------------------------------- Voila
def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait_for_port(port: int, proc: subprocess.Popen, log: Path, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"Voila exited with code {proc.returncode}:\n{log.read_text()[-3000:]}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError(f"Voila did not listen on port {port} within {timeout} s:\n{log.read_text()[-3000:]}")


#: the directory whose voila.py configures the server (notebooks/, as the gallery command runs it)
CONFIG_DIR = NOTEBOOKS


def preheated_pools() -> dict[str, int]:
    """The pages the server keeps preheated kernels for, and how many: what ``voila.py``
    says (with this process's ``FARMLAB_POOLS``, which the server inherits)."""
    from traitlets.config.loader import PyFileConfigLoader

    config = PyFileConfigLoader("voila.py", path=str(CONFIG_DIR)).load_config()
    if not config.VoilaConfiguration.get("preheat_kernel"):
        return {}
    pools = config.VoilaKernelManager.get("kernel_pools_config", {})
    return {page: c["pool_size"] for page, c in pools.items() if page != "default" and c.get("pool_size", 0) > 0}


def _wait_for_preheat(log: Path, timeout: float = float(os.environ.get("FARMLAB_PREHEAT_TIMEOUT", "120"))) -> None:
    """When voila.py preheats kernels, wait until every pool is full (as in a
    classroom, where the server starts well before the first student arrives)."""
    want = len(preheated_pools())
    if not want:
        return
    t0 = time.monotonic()
    while time.monotonic() - t0 < timeout:
        if log.read_text(errors="replace").count("is filled with") >= want:
            record("Voila preheated kernels ready after listening (s)", time.monotonic() - t0)
            return
        time.sleep(0.1)
    raise RuntimeError(f"voila.py preheats kernels but the pools were not filled in {timeout} s:\n"
                       f"{log.read_text(errors='replace')[-3000:]}")


def _tree_cpu_seconds(root: int) -> float:
    """CPU seconds used so far by process ``root`` and every process under it (Linux /proc)."""
    parent: dict[int, int] = {}
    cpu: dict[int, float] = {}
    tick = os.sysconf("SC_CLK_TCK")
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        parent[int(entry)] = int(fields[1])
        cpu[int(entry)] = (int(fields[11]) + int(fields[12])) / tick
    total = 0.0
    for pid, seconds in cpu.items():
        p = pid
        while p > 1:
            if p == root:
                total += seconds
                break
            p = parent.get(p, 0)
    return total


def _wait_until_quiet(root: int, timeout: float) -> None:
    """Wait until the server and its kernels are done preparing (using under 10 % of a core
    for 6 s): the preheated pages are rendered, as before a class arrives."""
    t0 = time.monotonic()
    last, calm = _tree_cpu_seconds(root), 0
    while time.monotonic() - t0 < timeout and calm < 3:
        time.sleep(2)
        now = _tree_cpu_seconds(root)
        calm = calm + 1 if now - last < 0.2 else 0
        last = now
    record("Voila and its preheated kernels quiet after (s)", time.monotonic() - t0)


class VoilaServer:
    def __init__(self, url: str, log: Path, started: float) -> None:
        self.url = url
        self.log = log
        self.started = started

    def render(self, path: str) -> str:
        """The URL that runs and shows ``notebooks/<path>``."""
        return f"{self.url}/voila/render/{path}"

    def log_text(self) -> str:
        return self.log.read_text(errors="replace")


#: for a test's own server that serves a page or two: no preheated kernels (it starts at once)
NO_READY_KERNELS = "--VoilaConfiguration.preheat_kernel=False"


def start_voila(port: int, log: Path, *extra: str) -> subprocess.Popen:
    """Voila in tree mode over ``notebooks/``, as the gallery command runs it (plus
    ``extra`` settings), listening on ``port`` when this returns."""
    env = dict(os.environ)
    env.pop("MPLBACKEND", None)  # the kernels must draw inline images
    cmd = [
        sys.executable, "-m", "voila", "notebooks", "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
        f"--Voila.config_file_paths={CONFIG_DIR}",       # read notebooks/voila.py (kernel preheating)
        "--VoilaConfiguration.show_tracebacks=True", *extra,
    ]
    with open(log, "ab") as out:
        proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
    try:
        _wait_for_port(port, proc, log)
    except BaseException:
        stop_voila(proc)
        raise
    return proc


def stop_voila(proc: subprocess.Popen) -> None:
    proc.terminate()  # SIGTERM: Voila shuts its kernels down and exits
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(timeout=10)


@pytest.fixture(scope="session")
def voila(tmp_path_factory: pytest.TempPathFactory) -> Iterator[VoilaServer]:
    """Voila in tree mode over ``notebooks/``, as the gallery command runs it."""
    if SKIP:
        pytest.skip("FARMLAB_SKIP_BROWSER=1")
    port = _free_port()
    log = tmp_path_factory.mktemp("voila") / "voila.log"
    t0 = time.monotonic()
    proc = start_voila(port, log)
    try:
        record("Voila listening after start (s)", time.monotonic() - t0)
        _wait_for_preheat(log)
        if os.environ.get("FARMLAB_WAIT_QUIET") == "1" and Path("/proc").is_dir():
            _wait_until_quiet(proc.pid, float(os.environ.get("FARMLAB_PREHEAT_TIMEOUT", "600")))
        yield VoilaServer(f"http://127.0.0.1:{port}", log, t0)
    finally:
        stop_voila(proc)


# --------------------------------------------------------------------- timings
def record(name: str, seconds: float) -> None:
    TIMINGS.setdefault(name, []).append(seconds)
    print(f"[timing] {name}: {seconds:.3f}")


@pytest.fixture
def timings() -> Callable[[str, float], None]:
    """``timings(name, seconds)`` adds a measurement to the session's report."""
    return record


def _timing_lines() -> list[str]:
    lines = []
    for name, values in TIMINGS.items():
        if len(values) == 1:
            lines.append(f"{name}: {values[0]:.3f}")
        else:
            lines.append(f"{name}: mean {statistics.mean(values):.3f}, median {statistics.median(values):.3f}, "
                         f"min {min(values):.3f}, max {max(values):.3f} (n={len(values)})")
    return lines


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    if not TIMINGS:
        return
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    head = (f"# farmlab browser timings (Voila + Chromium), {time.strftime('%Y-%m-%d %H:%M')}, "
            f"Python {platform.python_version()}, {os.cpu_count()} CPUs\n")
    RESULTS.write_text(head + "\n".join(_timing_lines()) + "\n")


def pytest_terminal_summary(terminalreporter, exitstatus: int, config: pytest.Config) -> None:  # noqa: ANN001
    if not TIMINGS:
        return
    terminalreporter.write_sep("-", "farmlab browser timings (seconds)")
    for line in _timing_lines():
        terminalreporter.write_line(line)
    terminalreporter.write_line(f"(written to {RESULTS.relative_to(ROOT)})")
