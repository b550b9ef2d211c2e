"""Saving and loading games as JSON: data only, never paths.

A full save holds the game's name, options, player names, seed and action list
(the source of truth), the content of any deck file the game was played with
(an option whose name ends in ``_file``: the file's text travels in the save,
its path never does), a fingerprint of the state the moves lead to, and a
``check``: a digest of everything else in the file. Loading refuses a file
whose check or fingerprint does not match, replays the moves, and reads a
carried deck like any deck file (validated, size-capped) from a private copy.

What a save file guarantees: loading it gives exactly the game that was saved,
or a clear refusal. The check catches damage and careless edits (a changed
option, name, seed or move); it is a digest, not a signature, so it does not
stop a determined forger — but a forged file can only describe a legal game:
every move is checked by the rules on loading, and no save can make farmlab
open a file on the computer.

A save *for one seat* (``save(game, seat=k)``) holds only what that seat may
see (its view and its log): no seed, no deck order. It can be read but not
continued.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import tempfile
from pathlib import Path
from typing import Any

from .actions import Action
from .decks import MAX_DECK_BYTES, read_text
from .errors import FarmlabError, IllegalActionError, SaveFileError
from .game import Game
from .registry import game_class
from . import validate

FORMAT = "farmlab-save"
VERSION = 2
#: the largest save file farmlab reads (a long game is well under a megabyte)
MAX_SAVE_BYTES = 20_000_000


def _file_options(options: dict[str, Any]) -> list[str]:
    """The options that name a deck file (by convention their names end in ``_file``)."""
    return [key for key in options if key.endswith("_file")]


def _check(data: dict[str, Any]) -> str:
    body = {k: v for k, v in data.items() if k != "check"}
    blob = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(blob.encode()).hexdigest()[:32]


def to_json(game: Game, seat: int | None = None) -> str:
    """The game as a JSON text (``seat`` given: only what that seat may see)."""
    if not isinstance(game, Game):
        raise SaveFileError("Only a farmlab game can be saved.")
    if seat is not None:
        validate.seat(seat, game.n)
        data: dict[str, Any] = {
            "format": FORMAT, "version": VERSION, "game": game.NAME, "for_seat": seat,
            "view": game.view(seat), "log": game.log(seat),
        }
        return json.dumps(data, indent=1)
    options = dataclasses.asdict(game.options)
    decks = {}
    for key in _file_options(options):
        if options[key]:
            decks[key] = read_text(options[key])  # the deck travels as data
            options[key] = ""
    data = {
        "format": FORMAT, "version": VERSION, "game": game.NAME, "options": options, "decks": decks,
        "names": list(game.names), "seed": game.seed, "actions": game.actions_json(),
        "fingerprint": game.fingerprint(),
    }
    data["check"] = _check(data)
    return json.dumps(data, indent=1)


def _deck_copy(text: str) -> str:
    """A private copy of a deck carried in a save, named by its content."""
    if not isinstance(text, str) or len(text.encode("utf-8")) > MAX_DECK_BYTES:
        raise SaveFileError("A deck in this save file is damaged or too large.")
    folder = Path(tempfile.gettempdir()) / "farmlab-decks"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / (hashlib.sha256(text.encode("utf-8")).hexdigest()[:32] + ".csv")
    if not path.exists():
        path.write_text(text, encoding="utf-8")
    return str(path)


def from_json(text: Any) -> Game:
    """Rebuild a game saved with :func:`to_json`. Raises SaveFileError if it cannot."""
    if not isinstance(text, (str, bytes, bytearray)):
        raise SaveFileError("This is not a farmlab save file (a save file is text).")
    if len(text) > MAX_SAVE_BYTES:
        raise SaveFileError("This file is far too large to be a farmlab save file.")
    try:
        data = json.loads(text)
    except (ValueError, TypeError, RecursionError):
        raise SaveFileError("This is not a farmlab save file (it is not readable JSON).") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveFileError("This is not a farmlab save file.")
    version = data.get("version")
    if version.__class__ is not int:
        raise SaveFileError("This save file has no version number; it is damaged.")
    if version > VERSION:
        raise SaveFileError(f"This game was saved by a newer farmlab (save format {version}); "
                            f"this one reads format {VERSION}. Please update farmlab.")
    if "for_seat" in data:
        raise SaveFileError("This file was saved for one player and holds only what they could see; "
                            "it can be looked at but not played on.")
    if version < 2 and ("check" in data or "decks" in data):
        raise SaveFileError("This save file has been changed or damaged: its version does not match what it holds.")
    if version >= 2 and data.get("check") != _check(data):
        raise SaveFileError("This save file has been changed or damaged: its check does not match what it holds.")
    try:
        return _rebuild(data, version)
    except SaveFileError:
        raise
    except FarmlabError as exc:
        raise SaveFileError(f"This save file is damaged: {exc}") from None
    except (KeyError, TypeError, ValueError, AttributeError, IndexError, RecursionError) as exc:
        raise SaveFileError(f"This save file is damaged (problem with {type(exc).__name__}).") from None


def _rebuild(data: dict[str, Any], version: int) -> Game:
    cls = game_class(data["game"])
    options = data["options"]
    if not isinstance(options, dict):
        raise SaveFileError("The options in this save file are damaged.")
    options = dict(options)
    decks = data.get("decks", {}) if version >= 2 else {}
    if not isinstance(decks, dict):
        raise SaveFileError("The decks in this save file are damaged.")
    for key in _file_options(options):
        if options[key]:
            raise SaveFileError(f"This save file names a file on the computer ({key}); a save carries its "
                                f"decks as data, never as paths, so it is refused.")
    for key, content in decks.items():
        if key not in options or not key.endswith("_file"):
            raise SaveFileError(f"This save file carries a deck the game does not use ({str(key)[:30]}).")
        options[key] = _deck_copy(content)
    registry = {a.__name__: a for a in cls.ACTIONS}
    game = cls(data["names"], data["seed"], **options)
    actions = data["actions"]
    if not isinstance(actions, list):
        raise SaveFileError("The list of moves in this save file is damaged.")
    for i, entry in enumerate(actions):
        if not (isinstance(entry, list) and len(entry) == 2 and entry[0].__class__ is int):
            raise SaveFileError(f"Move {i + 1} in this save file is damaged.")
        try:
            game.apply(entry[0], Action.from_json(entry[1], registry))
        except IllegalActionError as exc:
            raise SaveFileError(f"Move {i + 1} in this save file is not allowed by the rules "
                                f"({exc}); the file is damaged.") from None
    if data.get("fingerprint") != game.fingerprint():
        raise SaveFileError("This save file has been changed or damaged: its moves do not lead "
                            "to the game that was saved.")
    return game


def save(game: Game, path: Any, seat: int | None = None) -> Path:
    """Write the game (or what ``seat`` may see of it) to ``path`` as JSON."""
    if not isinstance(path, (str, Path)) or not str(path).strip():
        raise SaveFileError("Say where to save the game: a file name such as 'game.json'.")
    p = Path(path)
    text = to_json(game, seat)
    try:
        p.write_text(text, encoding="utf-8")
    except FileNotFoundError:
        raise SaveFileError(f"The folder {str(p.parent)[:60]!r} does not exist, so the game could not be saved there.") from None
    except OSError as exc:
        raise SaveFileError(f"The game could not be saved to {p.name[:60]!r} ({exc.strerror}).") from None
    return p


def load(path: Any) -> Game:
    """Read a game saved with :func:`save`."""
    if not isinstance(path, (str, Path)) or not str(path).strip():
        raise SaveFileError("Say which file to load: a file name such as 'game.json'.")
    p = Path(path)
    try:
        if p.stat().st_size > MAX_SAVE_BYTES:
            raise SaveFileError(f"{p.name[:60]} is far too large to be a farmlab save file.")
        text = p.read_text(encoding="utf-8")
    except OSError as exc:
        raise SaveFileError(f"Could not read {p.name[:60]}: {exc.strerror}.") from None
    except UnicodeDecodeError:
        raise SaveFileError(f"{p.name[:60]} is not a farmlab save file (it is not text).") from None
    except ValueError:  # a name no file can have (a null byte in it)
        raise SaveFileError("That is not a file name a save file can have.") from None
    return from_json(text)


