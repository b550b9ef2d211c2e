"""Every registered game's rulings, docs/<game>-rulings.md, kept in step with its code and tests.

The layout every game follows (docs/adding-a-game.md, "Rulings")::

    **F3 — Fire spares the Woman.** Text: *"Fire: each player discards all of his Young cards"*.
    The Woman is not a Young card, so she stays ...
    Code: `rules/weather.py::fire`. Test: `test_rules.py::test_event_fire_discards_every_young_but_not_the_woman`.

A ruling is numbered with the game's own letter (F1, F2 ...), quotes the sentence of the rule
text it rules on, and names the code that applies it (a file of the game's package and a
function or class there) and the test that checks it (a file
of tests/<game>/). A game registered later is checked the same way, with no change here.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

import pytest

import farmlab
from farmlab.core.registry import game_class

ROOT = Path(__file__).resolve().parents[1]
GAMES = sorted(farmlab.GAMES)


def rulings_doc(game: str) -> Path:
    """docs/<game>-rulings.md, the game's name written with hyphens (or as it is)."""
    for name in (game.replace("_", "-"), game):
        path = ROOT / "docs" / f"{name}-rulings.md"
        if path.exists():
            return path
    pytest.fail(f"{game} has no rulings document: write docs/{game.replace('_', '-')}-rulings.md")


def package(game: str) -> Path:
    return Path(sys.modules[game_class(game).__module__].__file__).parent  # type: ignore[arg-type]


def rulings(text: str) -> dict[str, str]:
    """``{"F1": "the text of ruling F1", ...}``: each ruling starts a line with ``**<letter><n> — ``
    and runs to the next ruling or heading (a ruling may hold a table or a worked example)."""
    parts = re.split(r"^\*\*(?=[A-Z]\d+ — )", text, flags=re.M)[1:]
    return {part.split(" ", 1)[0]: re.split(r"^#", part, maxsplit=1, flags=re.M)[0] for part in parts}


def letter(game: str, found: dict[str, str]) -> str:
    letters = {number[0] for number in found}
    assert len(letters) == 1, f"{game}: the rulings must share one letter, not {sorted(letters)}"
    return letters.pop()


@pytest.mark.parametrize("game", GAMES)
def test_every_ruling_in_the_code_is_documented_and_numbered_without_gaps(game: str) -> None:
    found = rulings(rulings_doc(game).read_text(encoding="utf-8"))
    assert found, f"{game}: no ruling in the layout '**X1 — Title.** Text: ...'"
    mark = letter(game, found)
    code = "".join(p.read_text(encoding="utf-8") for p in package(game).rglob("*.py"))
    in_code = set(re.findall(rf"\b[Rr]uling ({mark}\d+)\b", code))
    assert in_code <= set(found), f"{game}: rulings missing from the doc: {sorted(in_code - set(found))}"
    numbers = sorted(int(r[1:]) for r in found)
    assert numbers == list(range(1, len(numbers) + 1)), f"rulings are numbered {mark}1, {mark}2, ... without gaps"


@pytest.mark.parametrize("game", GAMES)
def test_every_ruling_quotes_the_rule_text_and_names_its_code_and_a_test(game: str) -> None:
    for number, part in rulings(rulings_doc(game).read_text(encoding="utf-8")).items():
        assert "Text" in part and '*"' in part, f"{game} {number} quotes no sentence of the rule text"
        assert "Code:" in part and re.search(r"`[\w/]+\.py::[\w.]+`", part), f"{game} {number} names no code"
        assert "Test" in part and "::test_" in part, f"{game} {number} names no test"


@pytest.mark.parametrize("game", GAMES)
def test_every_test_named_in_the_rulings_exists(game: str) -> None:
    text = rulings_doc(game).read_text(encoding="utf-8")
    for file, test in re.findall(r"`(test_\w+\.py)::(\w+)`", text):
        path = ROOT / "tests" / game / file
        assert path.exists(), f"{game}: tests/{game}/{file} does not exist"
        tree = ast.parse(path.read_text(encoding="utf-8"))
        assert test in {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}, f"{file}::{test}"


@pytest.mark.parametrize("game", GAMES)
def test_every_code_place_named_in_the_rulings_exists(game: str) -> None:
    """"Code: `rules/weather.py::fire`" names a function or class of the game's package."""
    found = rulings(rulings_doc(game).read_text(encoding="utf-8"))
    for number, part in found.items():
        for file, name in re.findall(r"`((?:[\w]+/)*(?!test_)\w+\.py)::([\w.]+)`", part):
            path = package(game) / file
            assert path.exists(), f"{game} {number}: {file} is not a file of the game's package"
            tree = ast.parse(path.read_text(encoding="utf-8"))
            defined = {n.name: n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.ClassDef))}
            assert name.split(".")[-1] in defined, f"{game} {number}: {file}::{name} is not defined"
