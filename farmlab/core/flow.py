"""The shared flow: who must decide what now, and choices made at the same time.

Every rule text has the same few shapes of flow (boardgame.io calls them
phases and stages):

* a **stage** — the must-step now: its name ("keep", "house", "pick"), the
  seats that must decide, the kind of decision and a prompt. A game keeps its
  current :class:`Stage` in ``self.stage`` and gets :meth:`Game.to_act` and the
  must-part of :meth:`Game.decisions` from the core;
* **simultaneous secret choices** — several seats choose at once and nobody
  sees another's choice until all are in (FARMED's and Fields of Green's card
  picks, Jelly Bean Farmers' action cards): a :class:`SecretChoices` holds
  them; the game resolves them together once :attr:`SecretChoices.complete`;
* **out-of-turn options** — things a seat *may* do at any time (Community
  Farm's selling, Jelly Bean Farmers' saved cards) never block the flow: the
  game declares each kind once, ``MAY = (May("sell", may_sell), ...)``, with a
  function ``(game, seat)`` that gives the prompt or ``None``; or, for a single
  unnamed option, answers the hook :meth:`Game.may_decide`.

Prompts are sentences for people, so they are written only when somebody asks
for :meth:`Game.decisions` (a board, a test), never while bots play: a stage's
prompt may be a function ``(game, seat) -> str`` that reads the state at that
moment. A stage holds no state of its own beyond its seats, so a game may make
its stages once (per seat) and reuse them: :func:`shared_stage` gives the one
stage for its values, made once for every game, and the stages one seat less
(``stage.without(seat)``) are then made once too, so that asking the same step
again and again builds nothing.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Union

from .errors import IllegalActionError


#: a prompt: one sentence, a sentence per seat, or a function (game, seat) -> sentence
Prompt = Union[str, "dict[int, str]", Callable[[Any, int], str]]


class Stage:
    """The must-step now: ``seats`` must each make a decision of ``kind``.

    ``prompt`` is a sentence for the table, a dict ``{seat: sentence}``
    when each seat is told something of its own (a hidden hand), or a
    function ``(game, seat) -> sentence`` called only when the decisions are
    asked for (so that it says what is true at that moment).
    ``secret`` marks a simultaneous secret choice (shown on the boards as
    "waiting for the others"). A stage is a small value: make a new one when
    the step changes; do not mutate it.
    """

    __slots__ = ("name", "seats", "kind", "prompt", "secret", "after")

    def __init__(self, name: str, seats: Iterable[int], kind: str | None = None,
                 prompt: Prompt = "", secret: bool = False) -> None:
        self.name = name
        self.seats: tuple[int, ...] = tuple(seats)
        self.kind = kind or name
        self.prompt = prompt
        self.secret = secret
        #: for a shared stage (:func:`shared_stage`), its stages one seat less, by that seat, as
        #: made so far: a game that asks again and again reads
        #: ``stage.after.get(seat) or stage.without(seat)`` (a lookup rather than a call)
        self.after: dict[int, Stage] | None = None

    def prompt_for(self, seat: int, game: Any = None) -> str:
        """The sentence for ``seat`` (a function prompt is called with ``game``)."""
        prompt = self.prompt
        if isinstance(prompt, str):
            return prompt
        if isinstance(prompt, dict):
            return prompt.get(seat, "")
        return prompt(game, seat)

    def without(self, seat: int) -> "Stage":
        """The same stage once ``seat`` has decided (of a shared stage: shared too)."""
        less = self.after
        if less is not None:  # a shared stage: each stage one seat less is made once
            twin = less.get(seat)
            if twin is not None:
                return twin
        seats = self.seats
        if seat not in seats:
            return self
        i = seats.index(seat)
        twin = Stage.__new__(Stage)  # (no __init__: asked once per decision)
        twin.name, twin.kind, twin.prompt, twin.secret = self.name, self.kind, self.prompt, self.secret
        twin.seats = seats[:i] + seats[i + 1:]
        if less is None:
            twin.after = None
        else:
            twin.after = {}
            less[seat] = twin
        return twin

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Stage) and (self.name, self.seats, self.kind, self.prompt, self.secret)
                == (other.name, other.seats, other.kind, other.prompt, other.secret))

    def __repr__(self) -> str:
        return f"Stage({self.name!r}, seats={self.seats})"

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "seats": list(self.seats), "kind": self.kind, "secret": self.secret}


#: every shared stage, by its values (see :func:`shared_stage`)
_SHARED: dict[tuple[Any, ...], Stage] = {}


def shared_stage(name: str, seats: Iterable[int], kind: str | None = None, prompt: Prompt = "",
                 secret: bool = False) -> Stage:
    """``Stage(name, seats, kind, prompt, secret)``, made once and shared by every
    game that asks for the same values (a stage holds nothing of one game); its
    stages one seat less are shared too. For a game that opens the same steps
    again and again: asking costs a lookup, not a new stage per step and per
    decision. The prompt must be a sentence or a function (a per-seat dict of
    sentences belongs to one moment of one game: make a plain :class:`Stage`)."""
    if isinstance(prompt, dict):
        raise TypeError("A shared stage cannot hold a per-seat prompt (a dict): make a Stage.")
    seats = tuple(seats)
    key = (name, seats, kind, prompt, secret)
    stage = _SHARED.get(key)
    if stage is None:
        if len(_SHARED) > 4096:  # (prompts made anew per game would fill it: stages are values, so start again)
            _SHARED.clear()
        stage = Stage(name, seats, kind, prompt, secret)
        stage.after = {}
        _SHARED[key] = stage
    return stage


class May:
    """An out-of-turn option, declared once in the game's ``MAY`` table:
    ``prompt(game, seat)`` gives the sentence when ``seat`` may do it now, else
    ``None``; ``kind`` names the decision (a board's tip, a test) and
    ``secret`` marks an option the others must not see being taken.

    :meth:`Game.decisions` lists the may-decisions kind by kind, in the order
    of ``MAY``, each for the seats in seat order."""

    __slots__ = ("kind", "prompt", "secret")

    def __init__(self, kind: str, prompt: Callable[[Any, int], "str | None"], secret: bool = False) -> None:
        self.kind = kind
        self.prompt = prompt
        self.secret = secret

    def __repr__(self) -> str:
        return f"May({self.kind!r})"


#: what :meth:`SecretChoices.seen_by` shows for another seat's choice
CHOSEN = "chosen"


class SecretChoices:
    """Choices that several seats make at the same time, in secret.

    >>> picks = SecretChoices([0, 1, 2])
    >>> picks.choose(1, "Corn"); picks.waiting()
    (0, 2)
    >>> picks.seen_by(0)       # seat 0 sees that seat 1 has chosen, not what
    {0: None, 1: 'chosen', 2: None}

    When every seat has chosen, :attr:`complete` is true and :meth:`revealed`
    gives the choices in seat order, for the game to resolve together (the
    rule text's "reveal at the same time"). A seat may not choose twice.
    """

    __slots__ = ("seats", "chosen")

    def __init__(self, seats: Iterable[int]) -> None:
        self.seats: tuple[int, ...] = tuple(seats)
        self.chosen: dict[int, Any] = {}

    def waiting(self) -> tuple[int, ...]:
        """Seats still to choose, in seat order."""
        chosen = self.chosen
        return tuple(s for s in self.seats if s not in chosen)

    def check(self, seat: int) -> None:
        """Raise unless ``seat`` still has to choose (call before changing anything)."""
        if seat not in self.seats:
            raise IllegalActionError("You have nothing to choose now.")
        if seat in self.chosen:
            raise IllegalActionError("You have already chosen; wait for the others.")

    def choose(self, seat: int, value: Any) -> None:
        if seat in self.chosen or seat not in self.seats:
            self.check(seat)  # raises, saying why
        self.chosen[seat] = value

    @property
    def complete(self) -> bool:
        return len(self.chosen) == len(self.seats)

    def revealed(self) -> list[tuple[int, Any]]:
        """``[(seat, choice), ...]`` in seat order; only once every seat has chosen."""
        chosen, seats = self.chosen, self.seats
        if len(chosen) != len(seats):
            raise IllegalActionError("The choices are revealed only when everybody has chosen.")
        return list(zip(seats, map(chosen.__getitem__, seats)))

    def get(self, seat: int) -> Any:
        return self.chosen.get(seat)

    def seen_by(self, viewer: int | None) -> dict[int, Any]:
        """What ``viewer`` may know: its own choice, and of the others only whether
        they have chosen (``None`` is the teacher, who sees everything)."""
        if viewer is None:
            return {s: self.chosen.get(s) for s in self.seats}
        return {s: (self.chosen.get(s) if s == viewer else (CHOSEN if s in self.chosen else None))
                for s in self.seats}

    def copy(self) -> "SecretChoices":
        twin = SecretChoices(self.seats)
        twin.chosen = dict(self.chosen)
        return twin

    def to_json(self) -> dict[str, Any]:
        return {"seats": list(self.seats), "chosen": {str(s): v for s, v in sorted(self.chosen.items())}}

    def __repr__(self) -> str:
        return f"SecretChoices(seats={self.seats}, waiting={self.waiting()})"
