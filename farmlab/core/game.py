"""The core contract every farmlab game is built on.

A game is created from *players* (a count or a list of names), a *seed* and
variant *options*. All chance comes from ``game.rng``, a :class:`random.Random`
the game owns. The game says who must decide what now (:meth:`Game.to_act`,
:meth:`Game.decisions`) and lists the legal actions of each seat
(:meth:`Game.legal_actions`). :meth:`Game.apply` checks an action completely
before it changes anything, so an illegal action raises
:class:`~farmlab.core.errors.IllegalActionError` and leaves the game exactly as
it was. Every change is recorded as an :class:`~farmlab.core.actions.Event`.

The action history (with the seed, the names and the options) is the source of
truth: :meth:`Game.replay` rebuilds any earlier moment, and saving writes only
that (plus a fingerprint of the state so a damaged file is noticed).

A new game subclasses :class:`Game` and fills in the ``_`` methods; its package
registers it with :func:`farmlab.core.registry.register`, the registry finds the
package by itself, and the conformance test runs on it (the walk-through is
``docs/adding-a-game.md``). The shared flow (:mod:`farmlab.core.flow`: the
current :class:`~farmlab.core.flow.Stage`, simultaneous secret choices,
out-of-turn options) and declared event kinds with sentence templates
(:mod:`farmlab.core.events`) save each game writing its own.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import random
import secrets
from typing import Any, ClassVar, Sequence

from .._mypyc import get_state, mypyc_attr, set_state
from .actions import Action, Decision, Event, FieldsEvent
from .chance import _rng_to_json, shuffle  # noqa: F401  (shuffle re-exported: games import it from here)
from .errors import GameOverError, IllegalActionError, NotYourTurnError, OptionError
from .events import EventKind, Secret, Template, kinds_table, render
from .flow import May, Stage  # noqa: F401  (Stage re-exported: the type of Game.stage)
from . import validate
from .options import Options  # a dataclass, which the compiled build cannot hold here


@mypyc_attr(allow_interpreted_subclasses=True)  # every game and rule variant subclasses it
class Game:
    """Base class of every game state (see the module docstring)."""

    #: registry key, e.g. "community_farm"
    NAME: ClassVar[str] = ""
    #: human title, e.g. "Community Farm"
    TITLE: ClassVar[str] = ""
    #: for the gallery: what the game teaches, in a few plain words ...
    TEACHES: ClassVar[str] = ""
    #: ... and the title of its lesson (notebooks/<NAME>/lesson.ipynb)
    LESSON: ClassVar[str] = ""
    MIN_PLAYERS: ClassVar[int] = 2
    MAX_PLAYERS: ClassVar[int] = 4
    OPTIONS: ClassVar[type[Options]] = Options
    #: the packaged deck file behind each deck option (``{"animals_file": ".../animals.csv"}``):
    #: what a sweep's deck edit starts from (see :mod:`farmlab.core.sweep`)
    DECK_FILES: ClassVar[dict[str, str]] = {}
    #: every Action subclass of the game, for loading saved games
    ACTIONS: ClassVar[tuple[type[Action], ...]] = ()
    #: the name of the score ("goods", "food") used in explanations
    SCORE_NAME: ClassVar[str] = "points"
    DEFAULT_NAMES: ClassVar[tuple[str, ...]] = ("Ana", "Ben", "Chloe", "Dev", "Ema", "Finn", "Gus", "Hana")
    #: every kind of event the game records (see :mod:`farmlab.core.events`)
    EVENTS: ClassVar[tuple[EventKind, ...]] = ()
    #: option sets besides the defaults that bring rules of their own (a mode of play): the shared
    #: test that every kind of event happens in play plays these too
    PLAY_VARIANTS: ClassVar[tuple[dict[str, Any], ...]] = ()
    #: the kinds of event that games of bots show too seldom for that test, each with the test of
    #: its rule that tells it (``{kind: "tests/<game>/test_x.py::test_name"}``)
    RARE_EVENTS: ClassVar[dict[str, str]] = {}
    #: a sentence template per event kind (``{kind: "…{field}…"}`` or a function)
    TEXT: ClassVar[dict[str, Template]] = {}
    #: for a first game: per kind of decision, what to do now and why, in plain words
    #: (the board shows it as a tip above the buttons)
    GUIDE: ClassVar[dict[str, str]] = {}
    #: the moves, declared (as boardgame.io does): per Action class, the function
    #: ``(game, seat, action)`` that carries it out once checked ...
    MOVES: ClassVar[dict[type, Any]] = {}
    #: ... and the one that checks it first, raising IllegalActionError before any change
    CHECKS: ClassVar[dict[type, Any]] = {}
    #: the out-of-turn options, declared: ``May(kind, prompt(game, seat) -> str | None)``
    #: (see :mod:`farmlab.core.flow`)
    MAY: ClassVar[tuple[May, ...]] = ()

    def __init__(
        self,
        players: int | Sequence[str] = 4,
        seed: Any = None,  # int or None, checked below (typed Any so that the compiled build checks it too)
        *,
        debug: bool = False,
        **options: Any,
    ) -> None:
        names = validate.player_names(players, self.DEFAULT_NAMES, self.MIN_PLAYERS, self.MAX_PLAYERS, self.TITLE)
        n = len(names)
        self.options = self._make_options(options)
        if seed is None:
            seed = secrets.randbits(32)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise OptionError(f"The seed must be a whole number, not {validate._show(seed)}.")
        self.n: int = n
        self.names: list[str] = names
        self.seed: int = seed
        self.debug = debug
        self.rng = random.Random(seed)
        self.history: list[tuple[int, Action]] = []
        self.events: list[Event] = []
        self.over = False
        self._action_types = frozenset(self.ACTIONS)
        #: the scores at the end of each round (a turn, a season), if the game records them
        #: (:meth:`record_round`): the what-if lab's lead changes and comebacks
        self.trace: list[tuple[int, ...]] = []
        self._started = False  # events of the setup get step -1
        self._setup()
        self._log.append(None)  # the setup is over: the events that follow belong to action 0
        self._started = True
        if debug:
            self.check_invariants()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Every game's ``legal_actions``, ``describe_action`` and ``explain``
        refuse a seat that is not in the game (``legal_actions(-1)``,
        ``legal_actions("0")``) with a farmlab error, whatever the game writes."""
        super().__init_subclass__(**kwargs)
        if "to_act" in vars(cls) and "_first_to_act" not in vars(cls):  # they must agree
            cls._first_to_act = Game._first_to_act_of_to_act  # type: ignore[method-assign]
        for name, wrap in (("legal_actions", _checked_legal_actions), ("describe_action", _checked_describe),
                           ("explain", _checked_explain)):
            own = vars(cls).get(name)
            if own is not None and not getattr(own, "_farmlab_checked", False):
                setattr(cls, name, wrap(own))

    # ------------------------------------------------------------------ options
    @classmethod
    def _make_options(cls, options: dict[str, Any]) -> Options:
        if not options:  # the defaults: nothing to check
            return cls.OPTIONS()
        fields = {f.name: f for f in dataclasses.fields(cls.OPTIONS)}
        for key in options:
            if key not in fields:
                known = ", ".join(sorted(fields)) or "none"
                raise OptionError(f"{cls.TITLE} has no option {key!r} (its options: {known}).")
        for key, value in options.items():
            validate.option_value(cls.TITLE, key, value, fields[key].default)
        return cls.OPTIONS(**options)

    # --------------------------------------------------- what subclasses define
    def _setup(self) -> None:
        """Deal and prepare; chance only from ``self.rng``."""
        raise NotImplementedError

    #: the must-step now (:class:`~farmlab.core.flow.Stage`), for games that use the shared flow
    stage: Any = None

    def to_act(self) -> tuple[int, ...]:
        """Seats that must decide something now (empty when the game is over).
        Default: the seats of :attr:`stage`."""
        if self.over or self.stage is None:
            return ()
        return self.stage.seats

    def _first_to_act(self) -> int:
        """``to_act()[0]``, or -1 when nobody must act. :func:`farmlab.play` asks
        this before every move: read from :attr:`stage` (a game that overrides
        :meth:`to_act` gets :meth:`_first_to_act_of_to_act` instead, see
        ``__init_subclass__``)."""
        stage = self.stage
        if stage is None or self.over or not stage.seats:
            return -1
        return stage.seats[0]

    def _first_to_act_of_to_act(self) -> int:
        seats = self.to_act()
        return seats[0] if seats else -1

    def decisions(self) -> list[Decision]:
        """Every decision open now: must-decisions first, then may-decisions.
        Default: one must-decision per seat of :attr:`stage`, then the options
        declared in :attr:`MAY` (kind by kind, seats in order), then the seats
        for which :meth:`may_decide` has a prompt."""
        if self.over:
            return []
        out = []
        stage = self.stage
        if stage is not None:
            out = [Decision(s, stage.kind, stage.prompt_for(s, self), True, stage.secret) for s in stage.seats]
        for may in self.MAY:
            for s in range(self.n):
                sentence = may.prompt(self, s)
                if sentence is not None:
                    out.append(Decision(s, may.kind, sentence, False, may.secret))
        for s in range(self.n):
            prompt = self.may_decide(s)
            if prompt is not None:
                out.append(Decision(s, "may", prompt, False))
        return out

    def may_decide(self, seat: int) -> str | None:
        """Hook: a prompt if ``seat`` *may* do something now out of turn, else
        ``None`` (a decision of kind "may"; options of their own kind are declared
        in :attr:`MAY`). Such options never block the flow."""
        return None

    def legal_actions(self, seat: int) -> list[Action]:
        """Every legal action of ``seat`` now (must and may). Games with huge
        option spaces (trades) list a representative part and accept more in
        :meth:`check`; :meth:`random_action` samples the whole space."""
        raise NotImplementedError

    def _check(self, seat: int, action: Action) -> None:
        """Raise IllegalActionError unless ``seat`` may play ``action`` now.
        Default: the check the game declares for the action's class in
        :attr:`CHECKS`; for a class it does not list, the action must be among
        :meth:`legal_actions`."""
        check = self.CHECKS.get(action.__class__)
        if check is not None:
            check(self, seat, action)
        elif action not in self.legal_actions(seat):
            raise IllegalActionError(self._why_illegal(seat, action))

    def _why_illegal(self, seat: int, action: Action) -> str:
        return f"{self.names[seat]} cannot do that now."

    def _do(self, seat: int, action: Action) -> None:
        """Carry out a checked action (never raises for a checked action).
        Default: the move the game declares for the action's class in :attr:`MOVES`."""
        self.MOVES[action.__class__](self, seat, action)

    def _state(self) -> dict[str, Any]:
        """The whole state as JSON-able data (for fingerprints and tests)."""
        raise NotImplementedError

    def _view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` can see (``None``: everything, for a teacher)."""
        raise NotImplementedError

    def scores(self) -> list[int]:
        raise NotImplementedError

    def tiebreak(self) -> list[Any]:
        """Per seat, a value compared when scores tie (higher is better)."""
        return [0] * self.n

    def explain(self, event: Event, viewer: int | None = None) -> str:
        """One sentence for an event, naming the rule it applies: the game's
        template for the kind (:attr:`TEXT`), filled from the event's data as
        ``viewer`` may see it and :meth:`text_fields`, then "(section)"; or, for
        a template that is a function, the sentence it writes (citation included)."""
        if viewer is not None:
            validate.seat(viewer, self.n)
        if not isinstance(event, Event):
            raise OptionError(f"Only an event of this game can be explained, not {validate._show(event)}.")
        template = self.TEXT.get(event.kind)
        if template is None:
            return f"{event.kind}: {event.visible_data(viewer)}"
        if callable(template):  # a function writes the whole sentence, citation included
            return template(self, event, viewer)
        sentence = render(template, self, event, viewer, self.text_fields(event, viewer))
        kind = self._kinds().get(event.kind)
        if kind is not None and kind.section:
            sentence = f"{sentence.rstrip('.')} ({kind.section})."
        return sentence

    def text_fields(self, event: Event, viewer: int | None) -> dict[str, Any]:
        """Hook: the values a template may name — the event's visible data,
        ``name`` (the seat's name) and ``<field>_name`` for a field that is
        ``to``, ``proposer``, ``seat`` or ``target`` (the name of that seat);
        games add card names and the like."""
        fields = dict(event.visible_data(viewer))
        if event.seat is not None and 0 <= event.seat < self.n:
            fields.setdefault("name", self.names[event.seat])
        for key in _SEAT_FIELDS:
            seat = fields.get(key)
            if seat.__class__ is int and 0 <= seat < self.n:
                fields[key + "_name"] = self.names[seat]
        return fields

    def _kinds(self) -> dict[str, EventKind]:
        """The game's declared event kinds by name (built once per class)."""
        cls = type(self)
        table = _KINDS.get(cls)
        if table is None:
            table = _KINDS[cls] = kinds_table(self.EVENTS)
        return table

    def shuffle_unseen(self, seat: int, rng: random.Random) -> None:
        """Hook for games with hidden information: deal anew, in place, everything
        ``seat`` cannot see (other hands, the deck order ...). The conformance
        test calls it on a copy and requires the seat's view to stay the same.
        Games without hidden cards leave it alone."""
        raise NotImplementedError

    def describe_action(self, action: Action, seat: int | None = None) -> str:
        """A short label for a button offering ``action``."""
        if seat is not None:
            validate.seat(seat, self.n)
        validate.action(action, self._action_types, self.TITLE)
        return repr(action)

    def record_round(self) -> None:
        """Note the scores at the end of a round (a turn, a season; the game decides): one tuple,
        so that the lab can count lead changes without replaying the game."""
        self.trace.append(tuple(self.scores()))

    def stats(self) -> dict[str, list[Any]]:
        """Per-seat statistics for :func:`farmlab.simulate` (column → one value per seat)."""
        return {}

    def check_invariants(self) -> None:
        """Raise AssertionError if the state breaks a rule (debug mode, tests)."""

    # ------------------------------------------------------------ the contract
    # apply, is_legal and view take Any: they refuse what is not a seat or an
    # action of the game with a farmlab error, also in the compiled build
    # (which would raise TypeError on a typed argument of the wrong type).
    def apply(self, seat: Any, action: Any) -> list[Event]:
        """Play ``action`` for ``seat``; return the events it caused.

        Raises :class:`IllegalActionError` (state unchanged) if it is not allowed.
        """
        if self.over:
            raise GameOverError("The game is over: no more moves can be made.")
        if seat.__class__ is not int or not 0 <= seat < self.n:
            raise NotYourTurnError(f"There is no seat {validate._show(seat)} in this game.")
        validate.action(action, self._action_types, self.TITLE)
        if self.debug:
            return self._apply_debug(seat, action)
        self._check(seat, action)
        mark = len(self.events)
        self._do(seat, action)
        self._log.append(None)  # the end of this action's events
        self.history.append((seat, action))
        return self.events[mark:]

    def _apply_trusted(self, seat: int, action: Action) -> None:
        """Carry out an action already known to be legal (see ``Bot.trusted``)."""
        self._do(seat, action)
        self._log.append(None)
        self.history.append((seat, action))

    def _apply_debug(self, seat: int, action: Action) -> list[Event]:
        """apply() with checks: a refusal must leave the state unchanged, and
        the invariants must hold after every step."""
        before = self.fingerprint()
        try:
            self._check(seat, action)
        except IllegalActionError:
            assert self.fingerprint() == before, "a refused action changed the game"
            raise
        mark = len(self.events)  # (reading events flushes the log)
        self._do(seat, action)
        for entry in self._log:
            if entry is not None and entry[0].__class__ is not str:
                kind, values = entry[0], entry[2:]
                n = len(values) - (1 if values and values[-1].__class__ is Secret else 0)
                assert n == len(kind.fields), f"event {kind.kind!r} has fields {kind.fields}, got values {values}"
        self._log.append(None)
        self.history.append((seat, action))
        self.check_invariants()
        return self.events[mark:]

    def is_legal(self, seat: Any, action: Any) -> bool:
        try:
            if self.over or seat.__class__ is not int or not 0 <= seat < self.n:
                return False
            validate.action(action, self._action_types, self.TITLE)
            self._check(seat, action)
        except IllegalActionError:
            return False
        return True

    def random_action(self, seat: int, rng: random.Random) -> Action:
        """A uniformly random legal action (games may widen the sample)."""
        return rng.choice(self.legal_actions(seat))

    # ------------------------------------------------------------- the log
    # A game records every change with ``self.emit((KIND, seat, value, ...))``:
    # one tuple — the declared EventKind, the seat (or None), then the values
    # in the order of the kind's fields; a part only some seats may see is a
    # last value ``Secret({...}, to=(seat,))``. ``emit`` is the log list's own
    # ``append``, so recording costs no Python call and formats nothing; a
    # ``None`` in the log closes each action (the setup included), which is how
    # an event knows its step. The tuples become Event objects (their data
    # dicts only when read) when ``events`` is read; a simulation never reads
    # them. ``events`` is always the whole log, in order.
    @property
    def events(self) -> list[Event]:
        if self._log:
            self._flush_log()
        return self._events

    @events.setter
    def events(self, value: list[Event]) -> None:
        self._events = value
        self._log: list[Any] = []
        self._log_step = -1  # the step of the next event read from the log (-1: the setup)
        self.emit: Any = self._log.append

    def _flush_log(self) -> None:
        step = self._log_step
        out = self._events
        for entry in self._log:
            if entry is None:
                step += 1
            else:
                kind = entry[0]
                values = entry[2:]
                last = values[-1] if values else None
                if last.__class__ is Secret:
                    out.append(FieldsEvent(kind.kind, entry[1], kind.fields, values[:-1], step, last.data, last.to))
                else:
                    out.append(FieldsEvent(kind.kind, entry[1], kind.fields, values, step))
        self._log_step = step
        self._log.clear()

    # ------------------------------------------------------------- reading it
    def view(self, seat: Any = None) -> dict[str, Any]:
        """What one seat may see; ``None`` gives the full (teacher's) view."""
        if seat is not None:
            validate.seat(seat, self.n)
        v = self._view(seat)
        v.update(game=self.NAME, title=self.TITLE, names=list(self.names), viewer=seat,
                 over=self.over, to_act=list(self.to_act()), step=len(self.history))
        if self.over:
            v["scores"] = self.scores()
            v["ranks"] = self.ranks()
            v["winners"] = self.winners()
        return v

    def log(self, viewer: int | None = None, since: int = 0) -> list[str]:
        """The explained log as seen by ``viewer`` (secrets of others hidden)."""
        if viewer is not None:
            validate.seat(viewer, self.n)
        validate.whole_number(since, "since", 0)
        return [self.explain(e, viewer) for e in self.events[since:]]

    def ranks(self) -> list[int]:
        """1 = first. Seats equal on score and tie-break share a rank."""
        key = list(zip(self.scores(), self.tiebreak()))
        return [1 + sum(1 for other in key if other > mine) for mine in key]

    def winners(self) -> list[int]:
        r = self.ranks()
        return [s for s in range(self.n) if r[s] == 1]

    def state(self) -> dict[str, Any]:
        """The full state as JSON-able data (RNG state included)."""
        s = self._state()
        s["rng"] = _rng_to_json(self.rng)
        s["over"] = self.over
        s["steps"] = len(self.history)
        return s

    def fingerprint(self) -> str:
        """A short digest of :meth:`state`: equal fingerprints, equal games."""
        blob = json.dumps(self.state(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(blob.encode()).hexdigest()[:20]

    # ------------------------------------------------------ history and copies
    def new_like(self) -> "Game":
        """A fresh game with the same seed, names and options (no moves yet)."""
        return type(self)(list(self.names), self.seed, debug=self.debug, **dataclasses.asdict(self.options))

    def replay(self, upto: int | None = None) -> "Game":
        """The game as it stood after ``upto`` actions (all of them by default)."""
        if upto is not None:
            validate.whole_number(upto, "The number of moves to replay", 0, len(self.history))
        g = self.new_like()
        for seat, action in self.history[: len(self.history) if upto is None else upto]:
            g.apply(seat, action)
        return g

    def copy(self) -> "Game":
        """An independent copy (by replay; games override it with :meth:`_copy_lists`
        when their state is only lists of lists of immutable values)."""
        return self.replay()

    def _copy_lists(self) -> "Game":
        """A hand-written copy for states made of immutable values, lists and
        lists of lists (no generic deep copy): the RNG state, history and log included."""
        cls = type(self)
        g = cls.__new__(cls)
        # the state as pickle sees it (also in the compiled build, see farmlab._mypyc)
        set_state(g, {key: _copy_list(value) for key, value in get_state(self).items()})
        g.emit = g._log.append  # the copy's own log
        g.rng = random.Random()
        g.rng.setstate(self.rng.getstate())
        return g

    def undo(self, steps: int = 1) -> "Game":
        """A copy with the last ``steps`` actions taken back."""
        validate.whole_number(steps, "The number of moves to take back", 0)
        return self.replay(max(0, len(self.history) - steps))

    def actions_json(self) -> list[list[Any]]:
        return [[seat, a.to_json()] for seat, a in self.history]

    # ----------------------------------------------------------------- display
    def __getstate__(self) -> dict[str, Any]:  # pickle and the copy module (see farmlab._mypyc)
        state = dict(get_state(self))
        state.pop("emit", None)  # the log's append: bound again on loading
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        set_state(self, state)
        self.emit = self._log.append

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.names!r}, seed={self.seed}, steps={len(self.history)})"

    def text(self, viewer: int | None = None) -> str:
        """A plain-text picture of the game (used by ``_repr_html_``)."""
        return json.dumps(self.view(viewer), indent=1)

    def _repr_html_(self) -> str:
        from html import escape

        body = escape(self.text(None))
        last = "<br>".join(escape(s) for s in self.log(None, max(0, len(self.events) - 5)))
        return (f"<div class='farmlab-game'><b>{escape(self.TITLE)}</b> — step {len(self.history)}"
                f"<pre style='line-height:1.25'>{body}</pre><div><i>{last}</i></div></div>")


def _checked_legal_actions(impl: Any) -> Any:
    def legal_actions(self: Any, seat: Any) -> Any:
        if seat.__class__ is not int or not 0 <= seat < self.n:
            validate.seat(seat, self.n)
        return impl(self, seat)
    legal_actions.__doc__ = impl.__doc__
    legal_actions._farmlab_checked = True  # type: ignore[attr-defined]
    return legal_actions


def _checked_describe(impl: Any) -> Any:
    def describe_action(self: Any, action: Any, seat: Any = None) -> Any:
        if seat is not None:
            validate.seat(seat, self.n)
        validate.action(action, self._action_types, self.TITLE)
        return impl(self, action, seat)
    describe_action.__doc__ = impl.__doc__
    describe_action._farmlab_checked = True  # type: ignore[attr-defined]
    return describe_action


def _checked_explain(impl: Any) -> Any:
    def explain(self: Any, event: Any, viewer: Any = None) -> Any:
        if viewer is not None:
            validate.seat(viewer, self.n)
        if not isinstance(event, Event):
            raise OptionError(f"Only an event of this game can be explained, not {validate._show(event)}.")
        return impl(self, event, viewer)
    explain.__doc__ = impl.__doc__
    explain._farmlab_checked = True  # type: ignore[attr-defined]
    return explain


_KINDS: dict[type, dict[str, EventKind]] = {}
#: event fields that hold a seat, whose name a template may use as "<field>_name"
_SEAT_FIELDS = ("to", "proposer", "seat", "target", "owner", "from")


def _copy_list(value: Any) -> Any:
    """For :meth:`Game._copy_lists`: a list (of lists) copied, anything else as it is."""
    if value.__class__ is list:
        if value and any(v.__class__ is list for v in value[:8]):
            return [v[:] if v.__class__ is list else v for v in value]
        return value[:]
    return value
