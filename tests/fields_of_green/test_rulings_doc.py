"""docs/fields-of-green-rulings.md lists every ruling the engine makes, and its tests exist."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import farmlab.fields_of_green as cf

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "fields-of-green-rulings.md"
HERE = Path(__file__).parent


def test_every_ruling_in_the_code_is_documented_and_the_other_way_round():
    code = "".join(p.read_text(encoding="utf-8") for p in Path(cf.__file__).parent.rglob("*.py"))
    in_code = set(re.findall(r"\bRuling (G\d+)\b", code))
    in_doc = set(re.findall(r"^\*\*(G\d+) — ", DOC.read_text(encoding="utf-8"), flags=re.M))
    assert in_code <= in_doc, f"rulings missing from the doc: {sorted(in_code - in_doc)}"
    numbers = sorted(int(r[1:]) for r in in_doc)
    assert numbers == list(range(1, len(numbers) + 1)), "rulings are numbered G1, G2, ... without gaps"


def test_every_test_named_in_the_rulings_exists():
    refs = re.findall(r"`(test_\w+\.py)::(\w+)`", DOC.read_text(encoding="utf-8"))
    assert len(refs) >= 24
    for file, test in refs:
        tree = ast.parse((HERE / file).read_text(encoding="utf-8"))
        assert test in {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}, f"{file}::{test}"


def test_every_ruling_names_a_rule_text_sentence_and_a_test():
    text = DOC.read_text(encoding="utf-8")
    parts = re.split(r"^\*\*(?=G\d+ — )", text, flags=re.M)[1:]
    for part in parts:
        number = part.split(" ", 1)[0]
        assert "Text" in part and "*\"" in part, f"{number} quotes no sentence of the rule text"
        assert "Test" in part and "::test_" in part, f"{number} names no test"


def test_every_code_place_named_in_the_rulings_exists():
    """"Code: `rules/weather.py::fire`" names a function that is there."""
    package = Path(cf.__file__).parent
    refs = re.findall(r"`((?:rules/)?(?!test_)\w+\.py)::([\w.]+)`", DOC.read_text(encoding="utf-8"))
    assert len(refs) >= 24
    for file, name in refs:
        tree = ast.parse((package / file).read_text(encoding="utf-8"))
        defined = {n.name for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.ClassDef))}
        assert name.split(".")[-1] in defined, f"{file}::{name} is not defined"
