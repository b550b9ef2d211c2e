"""Settings shared by every test (browser fixtures live in tests/browser/conftest.py).

Property tests run with Hypothesis. ``HYPOTHESIS_PROFILE=ci`` makes them
deterministic (the same examples on every run); the default profile explores
new examples each run and prints a blob to reproduce any failure.
"""

from __future__ import annotations

import os
from typing import Any

import pytest

try:
    from hypothesis import settings
except ImportError:  # pragma: no cover - hypothesis comes with the test extras
    pass
else:
    settings.register_profile("dev", print_blob=True)
    settings.register_profile("ci", derandomize=True, print_blob=True)
    settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "dev"))

# Games kept for "Resume a game" go to a folder of this test run (the Voila server of the
# browser tests inherits it), never to the user's own ~/.cache.
if "FARMLAB_RESUME_DIR" not in os.environ:
    import tempfile

    os.environ["FARMLAB_RESUME_DIR"] = tempfile.mkdtemp(prefix="farmlab-resume-")

# Simulations kept with simulate(cache=True) (a lesson's) likewise go to a folder of this
# run: every test run plays them once itself, and the lesson pages of the run share them.
if "FARMLAB_CACHE_DIR" not in os.environ:
    import tempfile

    os.environ["FARMLAB_CACHE_DIR"] = tempfile.mkdtemp(prefix="farmlab-cache-")


# ------------------------------------------------------------------ two workers
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """scripts/test.sh runs the suite on two workers (pytest-xdist). What must stay on one worker
    stays together: a file's tests (a notebook's cells run in order in one kernel), and every
    browser test (they share one Voila server). A worker free takes the next such group."""
    from xdist.scheduler import LoadScopeScheduling

    class ByFile(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            path = nodeid.split("::", 1)[0]
            return "tests/browser" if path.startswith("tests/browser/") else path

    return ByFile(config, log)
