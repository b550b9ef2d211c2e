"""Games kept across a reload: every game in an app is saved on the server after each move under
a short code ("K7Q-2MD") shown on the board; "Resume a game" in the setup panel brings it back
after a reload, a lost connection or a restarted server.

The files are ordinary farmlab save files (data only, see ``farmlab.core.save``) with the seats
(person or computer player) beside them, in ``FARMLAB_RESUME_DIR`` (default
``~/.cache/farmlab/resume``). Files untouched for 14 days are removed. A code names a game, not
a person: anyone with the code can go on with that game, as anyone at the screen could.
"""

from __future__ import annotations

import json
import os
import secrets
import time
from pathlib import Path
from typing import Any

__all__ = ["ResumeStore", "format_code", "normalise_code"]

#: no 0/O, 1/I/L: a code read from a projector or a notebook is typed back right
ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
KEEP_DAYS = 14


def format_code(code: str) -> str:
    """``K7Q2MD`` → ``K7Q-2MD`` (easier to read out)."""
    return f"{code[:3]}-{code[3:]}"


def normalise_code(text: str) -> str:
    """What a student typed → the code: spaces, dashes and case do not matter."""
    return "".join(ch for ch in str(text).upper() if ch.isalnum())


class ResumeStore:
    """Save files by code, in one folder on the server."""

    def __init__(self, folder: str | os.PathLike[str] | None = None) -> None:
        where = folder or os.environ.get("FARMLAB_RESUME_DIR") or Path.home() / ".cache" / "farmlab" / "resume"
        self.folder = Path(where)

    def new_code(self) -> str:
        while True:
            code = "".join(secrets.choice(ALPHABET) for _ in range(6))
            if not self._path(code).exists():
                return code

    def _path(self, code: str) -> Path:
        return self.folder / f"{code}.json"

    def put(self, code: str, game_name: str, seats: list[str], save_text: str) -> bool:
        """Write the game (atomically); False if the folder cannot be written (the game goes on)."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            tmp = self._path(code).with_suffix(".tmp")
            tmp.write_text(json.dumps({"game": game_name, "seats": seats, "save": save_text}), encoding="utf-8")
            os.replace(tmp, self._path(code))
            return True
        except OSError:
            return False

    def get(self, text: str) -> dict[str, Any] | None:
        """The stored game for a code as typed, or None (unknown, expired or unreadable)."""
        code = normalise_code(text)
        if len(code) != 6 or any(ch not in ALPHABET for ch in code):
            return None
        try:
            data = json.loads(self._path(code).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        if not isinstance(data, dict) or not {"game", "seats", "save"} <= set(data):
            return None
        return data

    def clean(self) -> None:
        """Remove games untouched for :data:`KEEP_DAYS` days."""
        limit = time.time() - KEEP_DAYS * 86400
        try:
            for p in self.folder.glob("*.json"):
                if p.stat().st_mtime < limit:
                    p.unlink(missing_ok=True)
        except OSError:
            pass
