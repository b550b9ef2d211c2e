"""Opt-in compiled build (like black): ``FARMLAB_COMPILE=1 pip install .``

Without ``FARMLAB_COMPILE=1`` this is the plain pure-Python package described
in pyproject.toml, and an editable install stays pure (the source files are
the truth). With it, the modules in ``COMPILED`` are compiled with mypyc; the
``.py`` files are shipped next to the ``.so`` files (Python imports the
``.so``). mypy is then a build requirement: setuptools' PEP 517 backend
reports ``setup_requires`` to pip, which installs it into the isolated build
environment, so a pure install never downloads it (with
``--no-build-isolation``, install ``MYPY`` first). See scripts/build-fast.sh.

``FARMLAB_COMPILE_MODULES="farmlab/x.py farmlab/y.py"`` overrides the list (for
experiments). A compiled module cannot hold dataclasses that interpreted code
subclasses (actions, options): those live in the games' ``actions.py``.
"""

import os
import sys
from pathlib import Path

from setuptools import find_packages, setup

MYPY = "mypy==2.4.1"  # the mypy/mypyc the compiled build is tested with

# The shared core, and the modules a game package lists in its own compile.txt
# (a game written to compile, like Jelly Bean Farmers' engine and bots). Games on
# the template whose rule modules are written for readers list nothing and stay
# pure Python. Adding a game edits no list here.
COMPILED = [
    "farmlab/core/game.py",
    "farmlab/core/chance.py",
    "farmlab/core/bots.py",
    "farmlab/core/simulate.py",
]
for marker in sorted(Path(__file__).resolve().parent.glob("farmlab/*/compile.txt")):
    package = marker.parent.relative_to(Path(__file__).resolve().parent).as_posix()
    COMPILED += [f"{package}/{line.strip()}" for line in marker.read_text(encoding="utf-8").splitlines()
                 if line.strip() and not line.lstrip().startswith("#")]

# Every game package is found on disk (adding a game edits no list), with its
# deck files; the boards live in widgets/ and install as farmlab.widgets.
PACKAGES = [*find_packages(include=["farmlab", "farmlab.*"]), "farmlab.widgets"]
PACKAGE_DATA = {"farmlab": ["py.typed"], **{p: ["data/*.csv", "data/*.toml"] for p in PACKAGES if p != "farmlab"}}
OPTIONS = {"packages": PACKAGES, "package_data": PACKAGE_DATA}

if os.environ.get("FARMLAB_COMPILE", "") in ("", "0"):
    setup(**OPTIONS)
else:
    command = sys.argv[1:2]
    if command in (["editable_wheel"], ["develop"]):
        sys.exit("FARMLAB_COMPILE=1 is for a normal (non-editable) install: an editable install must stay "
                 "pure Python so that edits of the .py files take effect.")
    try:
        from mypyc.build import mypycify
    except ImportError:
        if command != ["egg_info"]:
            sys.exit(f"FARMLAB_COMPILE=1 needs mypyc: pip install '{MYPY}', or build with build isolation.")
        # get_requires_for_build_wheel runs "egg_info": this names mypy to pip
        setup(setup_requires=[MYPY], **OPTIONS)
    else:
        if command in (["egg_info"], ["dist_info"]):
            setup(**OPTIONS)  # metadata only: no need to run mypyc for it
        else:
            modules = os.environ.get("FARMLAB_COMPILE_MODULES", "").split() or COMPILED
            # no stubs for pandas/tqdm (imported lazily by farmlab.core.simulate)
            setup(ext_modules=mypycify(["--ignore-missing-imports", *modules], opt_level="3"), **OPTIONS)
