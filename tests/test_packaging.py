"""Packaging: the wheel carries every sub-package and deck file, and imports
from outside the source tree; the engine never imports the board layer."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    env = {k: v for k, v in os.environ.items() if k != "FARMLAB_COMPILE"}  # the normal, pure build
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                    "-w", str(out), str(ROOT)], check=True, capture_output=True, text=True, env=env)
    (whl,) = out.glob("farmlab-*.whl")
    return whl


def test_wheel_contains_every_package_and_deck_file(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    expected_packages = {p.parent.relative_to(ROOT).as_posix() for p in (ROOT / "farmlab").rglob("__init__.py")}
    for pkg in expected_packages:
        assert f"{pkg}/__init__.py" in names, f"{pkg} is missing from the wheel (list it in pyproject.toml)"
    for csv in (ROOT / "farmlab").rglob("*.csv"):
        assert csv.relative_to(ROOT).as_posix() in names, f"{csv.name} is missing from the wheel"
    assert "farmlab/widgets/__init__.py" in names
    widget_modules = {f"farmlab/widgets/{p.name}" for p in (ROOT / "widgets").glob("*.py")}
    assert widget_modules <= names, widget_modules - names
    compiled = [n for n in names if n.endswith((".so", ".pyd"))]
    assert not compiled, f"the normal build must stay pure Python (FARMLAB_COMPILE=1 is opt-in): {compiled}"


def test_installed_wheel_imports_from_anywhere(wheel: Path, tmp_path: Path) -> None:
    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(target), str(wheel)],
                   check=True, capture_output=True)
    code = ("import farmlab, farmlab.widgets, farmlab.community_farm; "
            "assert farmlab.__file__.startswith(%r), farmlab.__file__; "
            "g = farmlab.new_game('community_farm', 4, seed=1); print(len(g.legal_actions(0)))" % str(target))
    res = subprocess.run([sys.executable, "-I", "-c", f"import sys; sys.path.insert(0, {str(target)!r}); " + code],
                         cwd=tmp_path, capture_output=True, text=True)
    assert res.returncode == 0, res.stderr


def test_engine_never_imports_the_board_layer() -> None:
    code = ("import sys, farmlab; farmlab.simulate('community_farm', 'heuristic', n_games=2, seed=1); "
            "bad = [m for m in ('ipywidgets', 'farmlab.widgets', 'IPython', 'matplotlib') if m in sys.modules]; "
            "assert not bad, bad")
    res = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert res.returncode == 0, res.stderr
