"""Voila's settings for the farmlab gallery, read by ``scripts/gallery.sh`` (and the
browser tests) through ``--Voila.config_file_paths=notebooks``.

- Every app and lesson found on disk (``<folder>/app.ipynb``: each game's app and the
  what-if lab; ``<folder>/lesson.ipynb``) keeps one preheated kernel that has already run
  the page, so the first student to open it can use it within seconds (a lesson that runs
  its cells when opened takes 5-10 s). A new game's pages are found here without adding a
  line. The server starts them all when it starts: start it a few minutes before a class.
- Before a class, give the pages the class will open one ready kernel per student, and
  refill used pools only after the rush (``FARMLAB_FILL_DELAY`` seconds, default 1)::

      FARMLAB_POOLS="community_farm/app.ipynb=30 community_farm/lesson.ipynb=10" \\
      FARMLAB_FILL_DELAY=600 bash scripts/gallery.sh

- Pages use farmlab's Voila template (``notebooks/.voila/voila/templates/farmlab``): the
  page's text shows at once and the widgets fill in as they load, instead of a spinner
  until every cell has run.
- Kernels talk to the server over IPC (no TCP ports to collide when many start at once),
  a busy server gets 60 s (not 4) to deliver a page's output, and kernels idle for
  10 minutes are culled (their pages say so and offer Reload).
"""

import os
from pathlib import Path

HERE = Path(__file__).resolve().parent


def pools() -> dict[str, dict[str, int]]:
    """Voila's ``kernel_pools_config``: one kernel per app and lesson, then ``FARMLAB_POOLS``."""
    config = {"default": {"pool_size": 0}}
    for page in sorted([*HERE.glob("*/app.ipynb"), *HERE.glob("*/lesson.ipynb")]):
        config[page.relative_to(HERE).as_posix()] = {"pool_size": 1}
    for item in os.environ.get("FARMLAB_POOLS", "").replace(",", " ").split():
        page, _, size = item.partition("=")
        if not (HERE / page).is_file() or not size.isdigit():
            raise ValueError(f"FARMLAB_POOLS: {item!r} should be <folder>/<page>.ipynb=<number of kernels>, "
                             f"naming a page under notebooks/")
        config[page] = {"pool_size": int(size)}
    return config


c = get_config()  # noqa: F821 (given by Voila's config loader)
# Voila looks for templates in <each JUPYTER_PATH folder>/voila/templates/<name>
os.environ["JUPYTER_PATH"] = os.pathsep.join(filter(None, [str(HERE / ".voila"), os.environ.get("JUPYTER_PATH")]))
c.VoilaConfiguration.template = "farmlab"
c.VoilaConfiguration.preheat_kernel = True
c.VoilaKernelManager.kernel_pools_config = pools()
c.VoilaKernelManager.fill_delay = int(os.environ.get("FARMLAB_FILL_DELAY", "1"))
c.MappingKernelManager.cull_idle_timeout = 600
c.MappingKernelManager.cull_interval = 60
c.MappingKernelManager.cull_connected = False
c.VoilaExecutor.iopub_timeout = 60
c.KernelManager.transport = "ipc"
