"""Actions, decisions and events: the small values every game is made of.

* An :class:`Action` is a frozen dataclass: what one seat chooses (``House(stable=1)``).
  Its fields are ints, strings, booleans or tuples of those, so it converts to and
  from JSON without a schema.
* A :class:`Decision` says who must (or may) choose what now.
* An :class:`Event` is one change of the game, with structured data; its sentence
  is rendered only when somebody asks (``game.explain(event)``), so simulations
  never format text.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar, Mapping

from .errors import SaveFileError


@dataclass(frozen=True, slots=True)
class Action:
    """Base class of every action. Subclasses are frozen dataclasses."""

    #: Short label for buttons; subclasses may override :meth:`label`.
    VERB: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": type(self).__name__}
        for f in dataclasses.fields(self):
            v = getattr(self, f.name)
            # a tuple as a list, and a tuple in it too (as from_json reads them back)
            out[f.name] = [list(x) if isinstance(x, tuple) else x for x in v] if isinstance(v, tuple) else v
        return out

    @staticmethod
    def from_json(data: Mapping[str, Any], registry: Mapping[str, type["Action"]]) -> "Action":
        if not isinstance(data, Mapping) or "type" not in data:
            raise SaveFileError(f"A move in this save file is not readable: {data!r}.")
        cls = registry.get(data["type"])
        if cls is None:
            raise SaveFileError(f"This save file names a move this game does not have: {data['type']!r}.")
        kwargs = {}
        for f in dataclasses.fields(cls):
            if f.name not in data:
                if f.default is not dataclasses.MISSING:
                    continue
                raise SaveFileError(f"The move {data['type']} in this save file is missing {f.name!r}.")
            v = data[f.name]
            kwargs[f.name] = tuple(tuple(x) if isinstance(x, list) else x for x in v) if isinstance(v, list) else v
        try:
            return cls(**kwargs)
        except TypeError as exc:  # wrong field names
            raise SaveFileError(f"The move {data['type']} in this save file is not readable ({exc}).") from None


@dataclass(frozen=True, slots=True)
class Decision:
    """Someone must (``must=True``) or may (``must=False``) choose something now.

    ``kind`` is a short machine name ("house", "trade", "respond", "sell"),
    ``prompt`` a plain sentence for the person at the table. Several seats may
    hold a must-decision at the same moment (simultaneous choices); may-decisions
    (selling at any time) never block the flow of the game.

    A prompt is written for the seat that decides and may name that seat's own
    hidden cards ("play your spring card (Fertilizer)"): show each person only
    the decisions of the seats they play, as the boards do; the full list is
    the teacher's view.
    """

    seat: int
    kind: str
    prompt: str
    must: bool = True
    secret: bool = False  # a simultaneous secret choice: hidden until all are in


class Event:
    """One change of the game. ``data`` is structured; text is rendered lazily.

    ``secret`` holds what only ``secret_to`` may see (e.g. which cards were drawn
    into a hidden hand); everyone else sees the public ``data`` only.
    """

    __slots__ = ("kind", "seat", "data", "secret", "secret_to", "step")

    def __init__(
        self,
        kind: str,
        seat: int | None,
        data: dict[str, Any],
        step: int,
        secret: dict[str, Any] | None = None,
        secret_to: tuple[int, ...] = (),
    ) -> None:
        self.kind = kind
        self.seat = seat
        self.data = data
        self.step = step  # index of the action that caused it (-1: setup)
        self.secret = secret
        self.secret_to = secret_to

    def visible_data(self, viewer: int | None) -> dict[str, Any]:
        """The data a viewer may see (``viewer=None``: the teacher sees all)."""
        if self.secret is None:
            return self.data
        if viewer is None or viewer in self.secret_to:
            return {**self.data, **self.secret}
        return self.data

    def to_json(self, viewer: int | None = None) -> dict[str, Any]:
        return {"kind": self.kind, "seat": self.seat, "step": self.step, "data": self.visible_data(viewer)}

    def __repr__(self) -> str:
        return f"Event({self.kind!r}, seat={self.seat}, data={self.data!r})"


_EVENT_DATA: Any = Event.data  # type: ignore[misc]  # the slot that holds an Event's data dict


class FieldsEvent(Event):
    """An :class:`Event` made from field names and values, for games that record
    many events: ``FieldsEvent("house", 0, ("kind", "stable"), (3, 1), step)``
    is ``Event("house", 0, {"kind": 3, "stable": 1}, step)``, except that the
    ``data`` dict is built only when somebody reads it (a simulation never
    does). ``keys`` is best a constant tuple shared by every event of a kind;
    ``keys=None`` means ``kind`` is an :class:`~farmlab.core.events.EventKind`
    (as :meth:`Game.emit` records it), whose name and fields are used.
    """

    __slots__ = ("_keys", "_values")

    def __init__(
        self,
        kind: Any,
        seat: int | None,
        keys: tuple[str, ...] | None,
        values: tuple[Any, ...],
        step: int,
        secret: dict[str, Any] | None = None,
        secret_to: tuple[int, ...] = (),
    ) -> None:
        if keys is None:  # recorded by Game.emit: ``kind`` is an EventKind
            kind, keys = kind.kind, kind.fields  # type: ignore[attr-defined]
        self.kind = kind
        self.seat = seat
        self._keys = keys
        self._values = values
        self.step = step
        self.secret = secret
        self.secret_to = secret_to

    @property  # type: ignore[override]
    def data(self) -> dict[str, Any]:
        if self._keys is not None:
            _EVENT_DATA.__set__(self, dict(zip(self._keys, self._values)))
            self._keys = self._values = None  # type: ignore[assignment]
        return _EVENT_DATA.__get__(self)  # type: ignore[no-any-return]

    @data.setter
    def data(self, value: dict[str, Any]) -> None:
        _EVENT_DATA.__set__(self, value)
        self._keys = self._values = None  # type: ignore[assignment]
