"""Reading deck data files (CSV) with errors that name file, row and field.

Rows are numbered as a spreadsheet (or a text editor) shows them: the file's
first line is row 1, comment lines (starting with ``#``) included. Every deck
file has a ``provenance`` column whose value is ``rules`` (stated by the rule
text) or ``designed`` (made for farmlab).
"""

from __future__ import annotations

import csv
import io
import os
import stat
from pathlib import Path
from typing import Any, Callable

from .errors import DeckFileError

PROVENANCES = ("rules", "designed")
#: the largest deck file farmlab reads (a real deck is a few kilobytes)
MAX_DECK_BYTES = 1_000_000


def read_text(path: str | Path) -> str:
    """The text of a deck file: a regular file (not a device or a pipe, which
    could hang or never end) of at most :data:`MAX_DECK_BYTES`, UTF-8 (a
    byte-order mark is fine). Errors name the file, never its content."""
    p = Path(path)
    name = p.name
    try:
        info = os.stat(p)
    except OSError as exc:
        raise DeckFileError(name, None, None, f"cannot be opened ({exc.strerror or exc})") from None
    if not stat.S_ISREG(info.st_mode):
        raise DeckFileError(name, None, None, "is not a deck file (not a regular file)")
    if info.st_size > MAX_DECK_BYTES:
        raise DeckFileError(name, None, None, f"is too large for a deck file ({info.st_size:,} bytes; "
                                              f"at most {MAX_DECK_BYTES:,})")
    try:
        with open(p, "rb") as fh:
            raw = fh.read(MAX_DECK_BYTES + 1)
    except OSError as exc:
        raise DeckFileError(name, None, None, f"cannot be read ({exc.strerror or exc})") from None
    if len(raw) > MAX_DECK_BYTES:
        raise DeckFileError(name, None, None, f"is too large for a deck file (at most {MAX_DECK_BYTES:,} bytes)")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise DeckFileError(name, None, None, "is not a UTF-8 text file") from None


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


def read_rows(path: Path, required: tuple[str, ...], optional: tuple[str, ...] = (), *,
              what: str = "rows") -> list[Row]:
    """The rows of a CSV deck file, after checking its header.

    Checked here for every game: the file opens and is UTF-8 text (a byte-order
    mark, as spreadsheet programs write, is fine) and valid CSV; the header has
    every ``required`` column, no column twice and no column other than the
    ``required`` and ``optional`` ones (a typo in a column name is an error, not
    a column quietly ignored); no row has more cells than the header; the file
    has at least one row of ``what`` (e.g. "cards"). Comment lines (``# ...``)
    and blank lines are skipped but still counted in the row numbers; cells are
    stripped of surrounding spaces. The game's loader then reads each cell with
    the :class:`Row` getters, whose errors name the cell.
    """
    name = path.name
    text = read_text(path)
    with io.StringIO(text, newline="") as handle:
        try:
            records = list(csv.reader(handle))
        except csv.Error as exc:
            raise DeckFileError(name, None, None, f"is not valid CSV ({exc})") from None
    # comment and blank lines are rows of the spreadsheet too: keep their numbers
    numbered = [(i, r) for i, r in enumerate(records, start=1)
                if any(c.strip() for c in r) and not r[0].lstrip().startswith("#")]
    if not numbered:
        raise DeckFileError(name, 1, None, "is empty; its first row must be the header")
    header_row, cells = numbered[0]
    header = [c.strip() for c in cells]
    known = (*required, *optional)
    seen: set[str] = set()
    for column in header:
        if column in seen:
            raise DeckFileError(name, header_row, column, "this column appears twice in the header")
        if column not in known:
            raise DeckFileError(name, header_row, column, f"unknown column; the columns are {', '.join(known)}")
        seen.add(column)
    for column in required:
        if column not in seen:
            raise DeckFileError(name, header_row, column, "this column is missing from the header")
    rows = []
    for number, record in numbered[1:]:
        if len(record) > len(header):
            raise DeckFileError(name, number, None, f"this row has {len(record)} cells but the header has "
                                                    f"only {len(header)} columns")
        values = {column: (record[i].strip() if i < len(record) else "") for i, column in enumerate(header)}
        rows.append(Row(name, number, values))
    if not rows:
        raise DeckFileError(name, None, None, f"has a header but no {what}")
    return rows


def unique(rows: list[Any], key: Callable[[Any], str], field: str) -> None:
    seen: dict[str, Any] = {}
    for r in rows:
        k = key(r)
        if k in seen:
            raise DeckFileError(r.file, r.number, field, f"{k!r} appears twice (also row {seen[k].number})")
        seen[k] = r
