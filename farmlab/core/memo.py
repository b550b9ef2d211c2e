"""Results kept on disk, so that a class opening the same lesson computes its
simulations once, not once per student.

``simulate(..., cache=True)`` asks :func:`remember` for its table. The key says
everything the result depends on: the game, its options, the players' bots, the
number of games and the seed, and a fingerprint of farmlab's own files (any change to
a rule, a deck or a bot makes a new key). A bot written in a notebook is part of the
key through its source code and its settings; when that cannot be read (a class
without source, a setting that is not a plain value), nothing is cached and the
result is computed as usual. Equal keys give equal results because every game is
seeded: a cached table is the table the call would compute.

Where: ``$FARMLAB_CACHE_DIR``, else ``$XDG_CACHE_HOME/farmlab``, else
``~/.cache/farmlab``, in a folder ``simulations``. Pages that ask for the same key at the same time wait for
the first one to finish (a lock file per key) instead of all computing it. A cache
that cannot be written or read (a read-only home, a damaged file) is ignored:
the result is computed and returned as if there were no cache.
"""

from __future__ import annotations

import hashlib
import inspect
import os
import pickle
from pathlib import Path
from typing import Any, Callable, TypeVar

T = TypeVar("T")

#: bumped when the format of cached files changes
FORMAT = 1

_FINGERPRINT: str | None = None
_PLAIN = (int, float, str, bool, type(None))


class Unkeyable(Exception):
    """What a result depends on cannot be written down: do not cache it."""


def cache_dir() -> Path:
    if os.environ.get("FARMLAB_CACHE_DIR"):
        return Path(os.environ["FARMLAB_CACHE_DIR"])
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "farmlab" / "simulations"


def code_fingerprint() -> str:
    """A hash of every file of the installed farmlab package (rules, decks, bots)."""
    global _FINGERPRINT
    if _FINGERPRINT is None:
        root = Path(__file__).resolve().parents[1]
        h = hashlib.sha256()
        for path in sorted(root.rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc":
                h.update(path.relative_to(root).as_posix().encode())
                h.update(path.read_bytes())
        _FINGERPRINT = h.hexdigest()
    return _FINGERPRINT


def plain(value: Any) -> Any:
    """``value`` if it is plain data (numbers, text, and tuples, lists, dicts of them)."""
    if isinstance(value, _PLAIN):
        return value
    if isinstance(value, (tuple, list)):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return sorted((str(k), plain(v)) for k, v in value.items())
    raise Unkeyable(f"{type(value).__name__} is not plain data")


def options_key(options: dict[str, Any]) -> Any:
    """A game's options; an option naming a file (a deck file) counts by its contents,
    so an edited deck file is played again."""
    key = {}
    for name, value in options.items():
        if isinstance(value, (str, os.PathLike)) and os.path.isfile(value):
            value = ["file", hashlib.sha256(Path(value).read_bytes()).hexdigest()]
        key[name] = plain(value)
    return sorted(key.items())


def class_key(cls: type) -> list[Any]:
    """A class and its family: farmlab's own by name (the code fingerprint covers
    their files), any other (a variant or a bot written in a notebook) by its name
    and what it defines: the source of each function, the value of each plain
    setting. (Functions, not the class, because Python cannot find the source of a
    class written in a notebook cell, while it can find its functions'.)"""
    key: list[Any] = []
    for c in cls.__mro__:
        if c is object or c.__module__.split(".")[0] == "farmlab":
            key.append(f"{c.__module__}.{c.__qualname__}")
            continue
        body = []
        for name, value in sorted(vars(c).items()):
            if name in ("__dict__", "__weakref__", "__module__", "__doc__", "__annotations__", "__firstlineno__",
                        "__static_attributes__"):
                continue
            if isinstance(value, (staticmethod, classmethod)):
                value = value.__func__
            if isinstance(value, property):
                value = value.fget
            if inspect.isfunction(value):
                try:
                    body.append((name, inspect.getsource(value)))
                except (OSError, TypeError) as exc:
                    raise Unkeyable(f"no source for {c.__qualname__}.{name}") from exc
            else:
                body.append((name, plain(value)))
        key.append([c.__qualname__, body])
    return key


def bot_key(bot: Any) -> Any:
    """A bot given by name is its name; a bot object is its class and its public
    settings (``rng`` is reseeded for every game, and names starting with ``_``
    are the bot's own scratch memory)."""
    if isinstance(bot, str):
        return bot
    settings = {k: v for k, v in getattr(bot, "__dict__", {}).items() if k != "rng" and not k.startswith("_")}
    return [class_key(type(bot)), plain(settings)]


def _wait_for(lock: Any) -> None:
    """Hold ``lock`` (an open file) alone until it is closed: other pages asking for the
    same result wait here. Without ``fcntl`` (Windows) nobody waits: at worst the
    result is computed twice."""
    try:
        import fcntl
    except ImportError:
        return
    fcntl.flock(lock, fcntl.LOCK_EX)


def remember(key: Any, compute: Callable[[], T]) -> T:
    """``compute()``, kept on disk under ``key`` (plain data) and the code fingerprint."""
    try:
        text = repr(plain([FORMAT, code_fingerprint(), key]))
    except Unkeyable:
        return compute()
    name = hashlib.sha256(text.encode()).hexdigest()[:32]
    folder = cache_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        lock = open(folder / f"{name}.lock", "a+b")
    except OSError:  # no cache here
        return compute()
    with lock:  # closing the file lets the next page in
        _wait_for(lock)
        path = folder / f"{name}.pickle"
        try:
            with open(path, "rb") as f:
                stored_key, value = pickle.load(f)
            if stored_key == text:
                return value
        except Exception:  # missing or damaged: compute it again
            pass
        value = compute()
        try:
            tmp = path.with_suffix(f".{os.getpid()}.tmp")
            with open(tmp, "wb") as f:
                pickle.dump((text, value), f, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(tmp, path)
        except OSError:
            pass
        return value
