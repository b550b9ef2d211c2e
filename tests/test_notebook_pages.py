"""Every page of the gallery is shaped the way its Voila template and the lesson standard
expect (docs/lesson-standard.md): it starts with a markdown cell (the title and hook the
template shows before the page's kernel has started), every game has its four pages, and
notebooks are committed without outputs (they are run by Voila and by the tests)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import farmlab

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
PAGES = sorted(p for p in NOTEBOOKS.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)


def _cells(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


@pytest.mark.parametrize("path", PAGES, ids=[p.relative_to(NOTEBOOKS).as_posix() for p in PAGES])
def test_a_page_starts_with_its_title_in_a_markdown_cell(path: Path) -> None:
    first = _cells(path)[0]
    assert first["cell_type"] == "markdown", "the first cell is what a student sees at once: make it text"
    assert "".join(first["source"]).strip(), "the first cell is empty"


@pytest.mark.parametrize("path", PAGES, ids=[p.relative_to(NOTEBOOKS).as_posix() for p in PAGES])
def test_a_page_is_committed_without_outputs(path: Path) -> None:
    for i, cell in enumerate(_cells(path)):
        if cell["cell_type"] == "code":
            assert not cell.get("outputs") and cell.get("execution_count") is None, f"cell {i} has outputs"


@pytest.mark.parametrize("game", sorted(farmlab.GAMES))
def test_every_game_has_its_four_pages(game: str) -> None:
    for page in ("app", "how_to_play", "lesson", "teacher_notes"):
        assert (NOTEBOOKS / game / f"{page}.ipynb").is_file(), f"notebooks/{game}/{page}.ipynb is missing"
