"""The errors farmlab raises.

Every message is written for the person at the table (a 12-year-old should
understand it) and never for the programmer: it says what was wrong and, where
it helps, what would be allowed instead. Raising one of these never changes a
game: actions are checked completely before anything is moved.
"""

from __future__ import annotations


class FarmlabError(Exception):
    """Base class of every error farmlab raises on purpose."""


class IllegalActionError(FarmlabError, ValueError):
    """An action the rules do not allow right now (the game is unchanged)."""

    def __init__(self, message: str, *, rule: str | None = None) -> None:
        super().__init__(message)
        self.reason = message
        self.rule = rule

    def __str__(self) -> str:  # pragma: no cover - trivial
        if self.rule:
            return f"{self.reason} ({self.rule})"
        return self.reason


class NotYourTurnError(IllegalActionError):
    """The seat asked to act is not one that may make this choice now."""


class GameOverError(IllegalActionError):
    """The game has ended; no more actions are possible."""


class OptionError(FarmlabError, ValueError):
    """A game was asked for with options (players, variants) it does not have."""


class SaveFileError(FarmlabError, ValueError):
    """A saved game could not be read: corrupt, from a newer version, or altered."""


class DeckFileError(FarmlabError, ValueError):
    """A deck data file is broken; the message names the file, row and field."""

    def __init__(self, file: str, row: int | None, field: str | None, problem: str) -> None:
        where = _short(file)
        if row is not None:
            where += f", row {row}"
        if field is not None:
            where += f", field '{_short(field)}'"  # a header cell of a wrong file: shown cut short
        super().__init__(f"{where}: {problem}")
        self.file = file
        self.row = row
        self.field = field
        self.problem = problem


def _short(text: str, most: int = 40) -> str:
    """At most ``most`` characters of a name taken from a file (never a whole line of it)."""
    return text if len(text) <= most else text[:most - 1] + "…"
