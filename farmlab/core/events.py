"""Declared event kinds: every change a game records, named once with its fields.

A game lists its kinds in one place (usually ``text.py``)::

    PLANT = EventKind("plant", ("field", "card"), "Plant Seeds")
    EVENTS = (PLANT, HARVEST, ...)

records one with ``self.emit((PLANT, seat, field, card))`` (the tuple is
stored as it is; nothing is formatted: ``emit`` is the log list's own
``append``), and explains it with a template per kind in the game's ``TEXT``
table::

    TEXT = {"plant": "{name} plants {card} in field {field}."}

``Game.explain`` fills the template from the event's data (plus ``name``, the
name of the seat, and whatever the game's :meth:`~farmlab.core.game.Game.text_fields`
adds) and appends the rule section: "Ana plants Corn in field 1 (Plant Seeds)."
A template may also be a function ``(game, event, viewer) -> str`` for the
sentences a format string cannot say; it writes the whole sentence, the rule
citation included (some events cite a section that depends on their data).
"""

from __future__ import annotations

import string
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Mapping, Union

if TYPE_CHECKING:  # pragma: no cover
    from .actions import Event
    from .game import Game

#: a sentence template: a str.format pattern or a function of (game, event, viewer)
Template = Union[str, Callable[["Game", "Event", "int | None"], str]]


@dataclass(frozen=True, slots=True)
class EventKind:
    """One kind of event: its machine name, its data fields in order, and the
    section of the rule text it applies (cited in every sentence)."""

    kind: str
    fields: tuple[str, ...]
    section: str

    def __post_init__(self) -> None:
        if not self.kind or not self.kind.replace("_", "").isalnum():
            raise ValueError(f"An event kind needs a plain name, not {self.kind!r}.")
        if len(set(self.fields)) != len(self.fields):
            raise ValueError(f"Event kind {self.kind!r} names a field twice: {self.fields}.")


def kinds_table(kinds: "tuple[EventKind, ...] | list[EventKind]") -> dict[str, EventKind]:
    """``{kind.kind: kind}``, refusing a name declared twice."""
    table: dict[str, EventKind] = {}
    for k in kinds:
        if k.kind in table:
            raise ValueError(f"Event kind {k.kind!r} is declared twice.")
        table[k.kind] = k
    return table


def check_templates(kinds: Mapping[str, EventKind], text: Mapping[str, Template]) -> list[str]:
    """Problems between declared kinds and their templates (for a game's tests):
    a kind without a template, a template without a kind, a template naming a
    field its kind does not have (besides ``name``, the seat's name, and
    ``<field>_name``, the name of the seat a field holds)."""
    problems = []
    for name, kind in kinds.items():
        template = text.get(name)
        if template is None:
            problems.append(f"event kind {name!r} has no sentence template")
        elif isinstance(template, str):
            for _, field, _, _ in string.Formatter().parse(template):
                root = (field or "").split(".")[0].split("[")[0]
                named = root.endswith("_name") and root[:-5] in kind.fields  # "to_name": the name of seat "to"
                if root and root not in kind.fields and root != "name" and not named:
                    problems.append(f"the template of {name!r} names {root!r}, which the event does not have")
    for name in text:
        if name not in kinds:
            problems.append(f"template {name!r} belongs to no declared event kind")
    return problems


class Secret:
    """The part of an event only some seats may see: the last value of an
    emitted tuple, ``g.emit((DRAWN, seat, 3, Secret({"cards": [4, 7, 7]}, to=(seat,))))``."""

    __slots__ = ("data", "to")

    def __init__(self, data: dict[str, Any], to: tuple[int, ...] = ()) -> None:
        self.data = data
        self.to = to

    def __repr__(self) -> str:
        return f"Secret({self.data!r}, to={self.to!r})"


class _Missing(dict):  # type: ignore[type-arg]
    """Format mapping that shows a missing field as "?" instead of failing."""

    def __missing__(self, key: str) -> str:
        return "?"


def render(template: Template, game: "Game", event: "Event", viewer: "int | None", fields: Mapping[str, Any]) -> str:
    """Fill one template (see the module docstring)."""
    if callable(template):
        return template(game, event, viewer)
    return template.format_map(_Missing(fields))
