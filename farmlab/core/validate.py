"""Checks at farmlab's front doors: bad input gets a farmlab error in plain
words, before any work is done.

Every public entry point (``new_game``, ``apply``/``is_legal``,
``legal_actions``, ``make_bot``, ``simulate``, save and load, ``replay``/
``undo``, ``describe_action``/``explain``, ``view``/``log``) calls these, so a
student who types the wrong thing, a corrupt file or a careless script is told
what is wrong and nothing changes. The checks are generic: an action's fields
are checked against the annotations of its dataclass, an option against the
type of its default, so every game (and every game added later) is covered
without a line of its own.
"""

from __future__ import annotations

import dataclasses
import typing
from typing import Any, Callable

from .errors import IllegalActionError, OptionError

#: the most players any game allows (a larger number is refused before anything is built)
MAX_PLAYERS_ANY_GAME = 64
#: the longest player name
MAX_NAME = 40

_KIND_WORDS = {int: "a whole number", str: "text", bool: "True or False", float: "a number"}


def whole_number(value: Any, what: str, lo: int | None = None, hi: int | None = None) -> int:
    """``value`` if it is a whole number (not True/False) in ``lo..hi``, else OptionError."""
    if value.__class__ is not int:
        raise OptionError(f"{what} must be a whole number, not {_show(value)}.")
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        span = (f"from {lo} to {hi}" if lo is not None and hi is not None
                else f"at least {lo}" if lo is not None else f"at most {hi}")
        raise OptionError(f"{what} must be {span}, not {value}.")
    return value


def player_names(players: Any, default_names: tuple[str, ...], lo: int, hi: int, title: str) -> list[str]:
    """The names of the players, from a count or a list of names; the range is
    checked before any list is built; names are non-blank, short and different."""
    if players.__class__ is int:
        n = players
        if not lo <= n <= hi:
            raise OptionError(f"{title} is for {lo} to {hi} players, not {n}.")
        return list(default_names[:n]) if n <= len(default_names) else [f"Player {i + 1}" for i in range(n)]
    if not isinstance(players, (list, tuple)):
        raise OptionError("Players must be given as a number of players or a list of names, "
                          f"not {_show(players)}.")
    if not lo <= len(players) <= hi:
        raise OptionError(f"{title} is for {lo} to {hi} players, not {len(players)}.")
    names = []
    for p in players:
        if not isinstance(p, str):
            raise OptionError(f"A player's name must be text, not {_show(p)}.")
        if not p.strip():
            raise OptionError("Every player needs a name that is not blank.")
        if len(p) > MAX_NAME:
            raise OptionError(f"A player's name can have at most {MAX_NAME} letters.")
        names.append(p)
    if len({n.strip().casefold() for n in names}) != len(names):
        raise OptionError("Every player needs a different name.")
    return names


def option_value(title: str, name: str, value: Any, default: Any) -> None:
    """An option must have the type of its default (True is not a number)."""
    if default is dataclasses.MISSING or default is None:
        return
    want = type(default)
    ok = value.__class__ is want or (want is float and value.__class__ is int)
    if not ok:
        word = _KIND_WORDS.get(want, f"a {want.__name__}")
        raise OptionError(f"Option {name!r} must be {word}, not {_show(value)}.")


def seat(value: Any, n: int) -> int:
    """A seat number 0..n-1 (no negative indexing, no True/False)."""
    if value.__class__ is not int or not 0 <= value < n:
        raise OptionError(f"There is no seat {_show(value)} in this game: seats are numbered 0 to {n - 1}.")
    return value


# ------------------------------------------------------------------ actions
def _checker(tp: Any) -> Callable[[Any], bool]:
    """A predicate for values of the annotated type ``tp`` (ints, strings,
    booleans, tuples of those; anything else is accepted as it is)."""
    origin = typing.get_origin(tp)
    if tp is int:
        return lambda v: v.__class__ is int
    if tp is bool:
        return lambda v: v.__class__ is bool
    if tp is str:
        return lambda v: v.__class__ is str
    if tp is float:
        return lambda v: v.__class__ in (float, int)
    if origin is tuple:
        args = typing.get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            inner = _checker(args[0])
            return lambda v: v.__class__ is tuple and len(v) <= 10_000 and all(inner(x) for x in v)
        parts = [_checker(a) for a in args]
        return lambda v: v.__class__ is tuple and len(v) == len(parts) and all(p(x) for p, x in zip(parts, v))
    if origin is typing.Union or str(origin) == "types.UnionType":
        options = [_checker(a) for a in typing.get_args(tp)]
        return lambda v: any(o(v) for o in options)
    if tp is type(None):
        return lambda v: v is None
    return lambda v: True


_FIELDS: dict[type, tuple[tuple[str, Callable[[Any], bool], str], ...]] = {}


def _describe(tp: Any) -> str:
    origin = typing.get_origin(tp)
    if origin is tuple:
        return "a list of " + _describe(typing.get_args(tp)[0]).replace("a whole number", "whole numbers")
    return _KIND_WORDS.get(tp, "the right kind of value")


def action_fields(cls: type) -> tuple[tuple[str, Callable[[Any], bool], str], ...]:
    """(field name, predicate, words for the expected value) per field of an action class."""
    got = _FIELDS.get(cls)
    if got is None:
        try:
            hints = typing.get_type_hints(cls)
        except Exception:  # an annotation that cannot be read: no field check for it
            hints = {}
        got = _FIELDS[cls] = tuple((f.name, _checker(hints.get(f.name, Any)), _describe(hints.get(f.name, Any)))
                                   for f in dataclasses.fields(cls))
    return got


def action(value: Any, action_types: frozenset[type], title: str) -> None:
    """An action of this game whose every field holds the kind of value its
    dataclass declares (``House(stable=True)`` and ``Plant(fields=([0],))`` are refused)."""
    cls = value.__class__
    if cls not in action_types:
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            raise IllegalActionError(f"{cls.__name__} is not a move of {title}.")
        raise IllegalActionError(f"That is not a move of {title} ({_show(value)}): "
                                 f"choose one of the moves the game lists.")
    for name, ok, words in action_fields(cls):
        if not ok(getattr(value, name)):
            raise IllegalActionError(f"That {cls.__name__} move is not filled in right: "
                                     f"{name!r} must be {words}, not {_show(getattr(value, name))}.")


def _show(value: Any) -> str:
    """A short, safe picture of a value for an error message."""
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return repr(value)
    if isinstance(value, (int, float)):
        text = repr(value)
        return text if len(text) <= 20 else text[:17] + "..."
    if isinstance(value, str):
        return repr(value if len(value) <= 30 else value[:27] + "...")
    if isinstance(value, (list, tuple)):
        return f"a list of {len(value)}" if len(value) > 5 else repr(type(value)(value))[:40]
    name = type(value).__name__
    return f"{'an' if name[:1].lower() in 'aeiou' else 'a'} {name}"
