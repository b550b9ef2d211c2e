"""Saving and loading games as JSON.

A full save holds the game's name, options, player names, seed and action list
(the source of truth) and a fingerprint of the state they lead to. Loading
replays the actions and compares fingerprints, so a damaged or edited file is
refused with a clear message instead of giving a different game.

A save *for one seat* (``save(game, seat=k)``) holds only what that seat may
see (its view and its log): no seed, no deck order. It can be read but not
continued.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

from .actions import Action
from .errors import FarmlabError, IllegalActionError, SaveFileError
from .game import Game
from .registry import game_class

FORMAT = "farmlab-save"
VERSION = 1


def to_json(game: Game, seat: int | None = None) -> str:
    """The game as a JSON text (``seat`` given: only what that seat may see)."""
    if seat is not None:
        data: dict[str, Any] = {
            "format": FORMAT, "version": VERSION, "game": game.NAME, "for_seat": seat,
            "view": game.view(seat), "log": game.log(seat),
        }
    else:
        data = {
            "format": FORMAT, "version": VERSION, "game": game.NAME,
            "options": dataclasses.asdict(game.options), "names": list(game.names),
            "seed": game.seed, "actions": game.actions_json(), "fingerprint": game.fingerprint(),
        }
    return json.dumps(data, indent=1)


def from_json(text: str | bytes) -> Game:
    """Rebuild a game saved with :func:`to_json`. Raises SaveFileError if it cannot."""
    try:
        data = json.loads(text)
    except (ValueError, TypeError):
        raise SaveFileError("This is not a farmlab save file (it is not readable JSON).") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveFileError("This is not a farmlab save file.")
    version = data.get("version")
    if not isinstance(version, int):
        raise SaveFileError("This save file has no version number; it is damaged.")
    if version > VERSION:
        raise SaveFileError(f"This game was saved by a newer farmlab (save format {version}); "
                            f"this one reads format {VERSION}. Please update farmlab.")
    if "for_seat" in data:
        raise SaveFileError("This file was saved for one player and holds only what they could see; "
                            "it can be looked at but not played on.")
    try:
        cls = game_class(data["game"])
        registry = {a.__name__: a for a in cls.ACTIONS}
        game = cls(data["names"], data["seed"], **data["options"])
        actions = data["actions"]
        if not isinstance(actions, list):
            raise SaveFileError("The list of moves in this save file is damaged.")
        for i, entry in enumerate(actions):
            if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], int)):
                raise SaveFileError(f"Move {i + 1} in this save file is damaged.")
            try:
                game.apply(entry[0], Action.from_json(entry[1], registry))
            except IllegalActionError as exc:
                raise SaveFileError(f"Move {i + 1} in this save file is not allowed by the rules "
                                    f"({exc}); the file is damaged.") from None
    except SaveFileError:
        raise
    except FarmlabError as exc:
        raise SaveFileError(f"This save file is damaged: {exc}") from None
    except (KeyError, TypeError, ValueError) as exc:
        raise SaveFileError(f"This save file is damaged (problem with {exc}).") from None
    if data.get("fingerprint") != game.fingerprint():
        raise SaveFileError("This save file has been changed or damaged: its moves do not lead "
                            "to the game that was saved.")
    return game


def save(game: Game, path: str | Path, seat: int | None = None) -> Path:
    p = Path(path)
    p.write_text(to_json(game, seat), encoding="utf-8")
    return p


def load(path: str | Path) -> Game:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise SaveFileError(f"Could not read {path}: {exc.strerror}.") from None
    except UnicodeDecodeError:
        raise SaveFileError(f"{path} is not a farmlab save file (it is not text).") from None
    return from_json(text)
