"""Games are discovered: adding one edits no shared file.

The registry imports every sub-package of ``farmlab`` except the core and the
boards; setup finds the packages and their ``data/`` files; the board finds a
game's renderer module by the game's name; the shared code names no game.
"""

from __future__ import annotations

import importlib

import ast
import re
from pathlib import Path

import pytest

import farmlab
from farmlab.core.registry import NOT_GAMES, game_packages

ROOT = Path(__file__).resolve().parents[2]

#: shared code: the core, the generic boards and the build files
SHARED = [*(ROOT / "farmlab" / "core").glob("*.py"), ROOT / "farmlab" / "__init__.py", ROOT / "setup.py",
          ROOT / "pyproject.toml", *(ROOT / "widgets" / n for n in
                                     ("__init__.py", "board.py", "app.py", "stepper.py", "render.py")),
          ROOT / "notebooks" / "voila.py"]


def test_every_game_package_on_disk_is_registered_under_its_own_name():
    on_disk = sorted(p.parent.name for p in (ROOT / "farmlab").glob("*/__init__.py")
                     if p.parent.name not in NOT_GAMES)
    assert game_packages() == on_disk
    for name in on_disk:
        package = importlib.import_module(f"farmlab.{name}")
        if getattr(package, "IN_PROGRESS", ""):  # a game being built says so, and is not offered yet
            assert name not in farmlab.GAMES, f"farmlab/{name} is registered but still says IN_PROGRESS"
            assert isinstance(package.IN_PROGRESS, str) and len(package.IN_PROGRESS) > 20, "say what is missing"
            continue
        assert name in farmlab.GAMES, f"farmlab/{name} does not register a game called {name!r}"
        assert farmlab.GAMES[name].__module__.startswith(f"farmlab.{name}.")


def _code_only(path: Path) -> str:
    """The file without its docstrings and comments (examples there may name a game)."""
    text = path.read_text(encoding="utf-8")
    if path.suffix != ".py":
        return "\n".join(line.split("#")[0] for line in text.splitlines())
    tree = ast.parse(text)
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) \
                and isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str):
            body[0].value.value = ""
    return ast.unparse(tree)


def test_shared_code_names_no_game():
    names = sorted(farmlab.GAMES)
    pattern = re.compile("|".join(re.escape(n) for n in names))
    for path in SHARED:
        if path.exists():
            hits = pattern.findall(_code_only(path))
            assert not hits, f"{path.relative_to(ROOT)} names {sorted(set(hits))}: shared code must find games by itself"


def test_the_board_finds_each_renderer_module_by_the_game_name():
    from farmlab.widgets import get_renderer

    for name in farmlab.GAMES:
        module = ROOT / "widgets" / f"{name}.py"
        renderer = get_renderer(name)
        if module.exists():
            assert type(renderer).__module__ == f"farmlab.widgets.{name}", name
        assert renderer.game == name


def _gallery_config(monkeypatch, pools: str = ""):
    from traitlets.config.loader import PyFileConfigLoader

    monkeypatch.setenv("FARMLAB_POOLS", pools)
    return PyFileConfigLoader("voila.py", path=str(ROOT / "notebooks")).load_config()


def test_the_gallery_preheats_a_kernel_for_every_games_app_and_lesson_found_on_disk(monkeypatch):
    config = _gallery_config(monkeypatch)
    assert config.VoilaConfiguration.preheat_kernel is True
    pools = config.VoilaKernelManager.kernel_pools_config
    for name in farmlab.GAMES:
        assert pools[f"{name}/app.ipynb"] == {"pool_size": 1}, name
        assert pools[f"{name}/lesson.ipynb"] == {"pool_size": 1}, name
    assert pools["default"] == {"pool_size": 0}  # How to play and teacher notes start a kernel when opened


def test_a_class_sizes_the_pools_without_editing_a_file(monkeypatch):
    config = _gallery_config(monkeypatch, "community_farm/app.ipynb=30 community_farm/lesson.ipynb=10")
    pools = config.VoilaKernelManager.kernel_pools_config
    assert pools["community_farm/app.ipynb"] == {"pool_size": 30}
    assert pools["community_farm/lesson.ipynb"] == {"pool_size": 10}
    with pytest.raises(ValueError, match="FARMLAB_POOLS: 'community_farm/lesson=10'"):
        _gallery_config(monkeypatch, "community_farm/lesson=10")
