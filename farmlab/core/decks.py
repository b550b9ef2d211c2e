"""Reading deck data files (CSV) with errors that name file, row and field.

Rows are numbered as a spreadsheet (or a text editor) shows them: the file's
first line is row 1, comment lines (starting with ``#``) included. Every deck
file has a ``provenance`` column whose value is ``rules`` (stated by the rule
text) or ``designed`` (made for farmlab).
"""

from __future__ import annotations

import csv
from pathlib import Path
from typing import Any, Callable, Iterator

from .errors import DeckFileError

PROVENANCES = ("rules", "designed")


class Row:
    """One row of a deck file; its getters raise DeckFileError naming the cell."""

    def __init__(self, file: str, number: int, cells: dict[str, str]) -> None:
        self.file = file
        self.number = number
        self.cells = cells

    def error(self, field: str | None, problem: str) -> DeckFileError:
        return DeckFileError(self.file, self.number, field, problem)

    def text(self, field: str, *, empty_ok: bool = False) -> str:
        value = (self.cells.get(field) or "").strip()
        if not value and not empty_ok:
            raise self.error(field, "is empty; it needs a value")
        return value

    def integer(self, field: str, lo: int | None = None, hi: int | None = None, *, empty: int | None = None) -> int:
        raw = (self.cells.get(field) or "").strip()
        if raw == "" and empty is not None:
            return empty
        try:
            value = int(raw)
        except ValueError:
            raise self.error(field, f"expected a whole number, got {raw!r}") from None
        if lo is not None and value < lo or hi is not None and value > hi:
            span = f"from {lo} to {hi}" if lo is not None and hi is not None else (f"at least {lo}" if lo is not None else f"at most {hi}")
            raise self.error(field, f"expected a whole number {span}, got {value}")
        return value

    def choice(self, field: str, options: tuple[str, ...]) -> str:
        value = self.text(field)
        if value not in options:
            raise self.error(field, f"expected one of {', '.join(options)}, got {value!r}")
        return value

    def provenance(self) -> str:
        return self.choice("provenance", PROVENANCES)


def read_rows(path: Path, required: tuple[str, ...]) -> Iterator[Row]:
    """Yield the rows of a CSV deck file after checking its header."""
    name = path.name
    try:
        handle = path.open(newline="", encoding="utf-8")
    except OSError as exc:
        raise DeckFileError(name, None, None, f"cannot be opened ({exc.strerror})") from None
    with handle:
        lines: list[int] = []  # the file's line number of every line given to the reader

        def data_lines() -> Iterator[str]:
            for number, line in enumerate(handle, start=1):
                if not line.startswith("#"):
                    lines.append(number)
                    yield line

        try:
            reader = csv.DictReader(data_lines())
            header = reader.fieldnames or []
            missing = [c for c in required if c not in header]
            if missing:
                raise DeckFileError(name, lines[0] if lines else 1, missing[0], "this column is missing from the header")
            for cells in reader:
                # comment lines are rows of the spreadsheet too: count them
                i = lines[reader.line_num - 1]
                if None in cells:
                    raise DeckFileError(name, i, None, "this row has more cells than the header has columns")
                yield Row(name, i, cells)
        except UnicodeDecodeError:
            raise DeckFileError(name, None, None, "is not a UTF-8 text file") from None
        except csv.Error as exc:
            raise DeckFileError(name, None, None, f"is not valid CSV ({exc})") from None


def unique(rows: list[Any], key: Callable[[Any], str], field: str) -> None:
    seen: dict[str, Any] = {}
    for r in rows:
        k = key(r)
        if k in seen:
            raise DeckFileError(r.file, r.number, field, f"{k!r} appears twice (also row {seen[k].number})")
        seen[k] = r
