"""The board: one ipywidgets app that plays any registered farmlab game.

The board knows nothing about any game: it draws HTML from the game's
:class:`~farmlab.widgets.render.Renderer`, offers the legal actions of the
seats the person at the screen controls as buttons (labels from
``game.describe_action``), shows the decisions (``game.decisions()``), lets
bots play the other seats and shows every refusal of the engine as a message
in the board (never a traceback).

A click travels to the kernel while the kernel may already have moved on (a computer
player moved after the browser last drew the buttons). So an action button keeps one
meaning while it lives (buttons are kept by seat and label, not by position), and a
click on a button no longer on show plays nothing: "The board changed just before your
click arrived…", never a refusal of a move the person did not choose.

Who sees what: with one human seat, the board shows what that seat may see.
With several human seats (hot-seat play), the board follows the device: when
another human must decide, a "Pass the device to <name>" screen hides the last
hand until that person presses "I am <name>". "Teacher view" shows every hand.

Hot-seat privacy (by construction): the pass screen is drawn from the view of
nobody (names only); before it shows, every widget that showed a seat's private
cards is emptied (the action buttons' labels and tooltips) or closed (the
renderer's extra controls such as a trade panel: their models leave the browser
and the renderer builds new ones for the next person), and the Save file is
removed. Teacher view is never offered on the pass screen; with ``teacher_pin``
it opens only after that PIN is typed, with ``teacher_view=False`` (student
apps) it is not offered at all. Saving a hot-seat game (which holds every hand)
is a teacher action: the Save button shows only once Teacher view is unlocked.

Layout, made for a 1280×800 classroom projector (nothing of this needs scrolling):
a one-row toolbar at the top right; the game's table (heading, turn and step,
face-up cards); the prompt with its action buttons; the seat(s) of the person
at the screen at full width with the renderer's extra controls (Community Farm:
the folding trade panel) right after it; then the other seats, compact; the
reference panel and the log last.

The board's parts live beside it: the hot-seat play and Teacher view
(``board_hotseat.py``), the computer players' pacing (``board_bots.py``), the resume code,
Save and Load (``board_files.py``), the end screen (``board_end.py``) and the prompt and
the log (``board_text.py``).
"""

from __future__ import annotations

import asyncio
import sys
from typing import Any, Callable, Sequence

import ipywidgets as widgets

from farmlab.core.actions import Action
from farmlab.core.errors import FarmlabError, OptionError
from farmlab.core.game import Game
from farmlab.core.registry import game_class

from .board_bots import BotPlay, _in_kernel  # noqa: F401  (kept importable from here)
from .board_end import EndScreen, score_plot_svg
from .board_files import GameFiles
from .board_hotseat import HotSeat
from .board_text import BoardText
from .render import BASE_CSS, Renderer, Shortcut, esc, get_renderer
from .resume import ResumeStore
from .board_ui import _set, _set_classes, _show, action_class, find_widgets

__all__ = ["Board", "find_widgets", "SEAT_KINDS", "action_class", "score_plot_svg"]

#: what can sit at a seat
SEAT_KINDS = ("human", "random", "heuristic")
#: shown when a click lands on a button that the board has taken away since it was drawn
STALE_CLICK = "The board changed just before your click arrived, so nothing was played. Look again and choose."
#: action buttons kept for reuse beyond those on show
POOL_SPARE = 60


class Board(HotSeat, BotPlay, GameFiles, EndScreen, BoardText, widgets.VBox):
    """A playable board for any registered game (see the module docstring).

    ``game``: a game name (``"community_farm"``) or a :class:`~farmlab.core.game.Game`.
    ``seats``: per seat "human", "random" or "heuristic" (default: seat 0 human,
    the rest heuristic bots). ``bot_pace``: seconds between two computer moves
    (default :attr:`BOT_PACE`; 0: at once). ``teacher_view``/``teacher_pin``: see
    the module docstring. ``seed``, ``names`` and ``**options`` make the game
    when ``game`` is a name.
    """

    #: how many log entries are shown (newest first)
    LOG_LIMIT = 150
    #: seconds between two computer moves by default: slow enough for a class to follow
    BOT_PACE = 0.8

    def __init__(self, game: "str | Game", seats: Sequence[str] | None = None, *, seed: int | None = None,
                 names: Sequence[str] | None = None, teacher_view: bool = True,
                 teacher_pin: "str | None" = None, bot_pace: float | None = None,
                 resume: "ResumeStore | None" = None, resume_code: str | None = None, rules_link: str = "",
                 **options: Any) -> None:
        super().__init__()
        #: where the game is kept after every move (the apps), under :attr:`resume_code`
        self.resume_store = resume
        self.resume_code: str | None = None
        self._first_code = resume_code
        self._kept: tuple[int, int] = (0, -1)
        self._bot_pace = self.BOT_PACE if bot_pace is None else max(0.0, min(3.0, float(bot_pace)))
        #: whether Teacher view is offered at all (student apps: False)
        self.teacher_view = bool(teacher_view) or teacher_pin is not None
        self.teacher_pin = None if teacher_pin is None else str(teacher_pin)
        #: Teacher view may be turned on (no PIN set, or the PIN was typed)
        self.teacher_unlocked = self.teacher_view and self.teacher_pin is None
        self.add_class("fl-board")
        if isinstance(game, Game):
            if names is not None or seed is not None or options:
                raise OptionError("names, seed and options are given only with a game name, not with a game.")
            g = game
        else:
            cls = game_class(game)
            if names is not None:
                players: Any = [str(x) for x in names]
                if seats is not None and len(seats) != len(players):
                    raise OptionError(f"{len(players)} names but {len(seats)} seats were given.")
            elif seats is not None:
                players = len(seats)
            else:
                players = max(cls.MIN_PLAYERS, min(4, cls.MAX_PLAYERS))
            g = cls(players, seed, **options)
        #: the game being played (replaced by undo, new game and load)
        self.game: Game = g
        self.seats: list[str] = self._check_seats(seats, g.n)
        #: the last refusal (or other problem), "" when the last action worked
        self.error: str = ""
        #: the action buttons on show now (legal actions and renderer action buttons)
        self.controls: list[widgets.Button] = []
        #: per-board storage for renderers (their extra controls)
        self.cache: dict[Any, Any] = {}
        #: the game's How to play page: every rule citation in the log links to it (the apps set it)
        self.rules_link: str = rules_link
        #: called instead of :meth:`new_game` by the "New game" button when set (the app uses it)
        self.new_game_callback: Callable[["Board"], None] | None = None
        self.renderer: Renderer = get_renderer(g)
        self.bots: dict[int, Any] = {}
        self.holder: int | None = None  # the human seat holding the device (hot-seat)
        self._pass_to: int | None = None
        self._sticky = False
        self._task: asyncio.Task[Any] | None = None
        self._gen = 0
        self._log_key: tuple[Any, ...] = ()
        self._log_entries: list[tuple[str, str]] = []
        self._log_n = 0
        #: action buttons by (seat, kind, label): a button keeps one meaning while it lives
        self._pool: dict[tuple[int, str, str], widgets.Button] = {}
        #: ids of the pooled buttons on show now; a click on any other one is stale
        self._live: set[int] = set()
        #: per human seat: how many events there were right after that person's last move
        self._since: dict[int, int] = {}
        #: per human seat: a shortcut's standing answer still in force
        self._standing: dict[int, Shortcut] = {}
        self._over_drawn: Any = None
        self._pause_seen: frozenset[tuple[int, str]] = frozenset()
        self._build()
        self._make_bots()
        self._start()

    # ------------------------------------------------------------ building
    @staticmethod
    def _check_seats(seats: Sequence[str] | None, n: int) -> list[str]:
        if seats is None:
            return ["human"] + ["heuristic"] * (n - 1)
        out = [str(s).strip().lower() for s in seats]
        if len(out) != n:
            raise OptionError(f"The game has {n} players but {len(out)} seats were given.")
        for s in out:
            if s not in SEAT_KINDS:
                raise OptionError(f"A seat is one of {', '.join(SEAT_KINDS)}, not {s!r}.")
        return out

    def _button(self, description: str, css: str, handler: Callable[[], Any], tooltip: str = "",
                icon: str = "") -> widgets.Button:
        b = widgets.Button(description=description, tooltip=tooltip or description, icon=icon,
                           layout=widgets.Layout(width="auto"))
        b.add_class(css)
        b.on_click(lambda _b: handler())
        return b

    def _build(self) -> None:
        self.style_html = widgets.HTML(self._css())
        self.style_html.add_class("fl-style")
        self.bot_step_button = self._button("Bot step", "fl-bot-step", self.bot_step,
                                            "Let the next bot make one move", "step-forward")
        self.autoplay = widgets.ToggleButton(value=True, description="Auto-play bots", icon="play",
                                             tooltip="Bots move by themselves", layout=widgets.Layout(width="auto"))
        self.autoplay.add_class("fl-autoplay")
        self.autoplay.observe(self._on_autoplay, "value")
        self.speed = widgets.FloatSlider(value=self._bot_pace, min=0.0, max=3.0, step=0.1,
                                         description="Computer pace (s)",
                                         tooltip="Seconds between two computer moves (0: at once)",
                                         style={"description_width": "initial"}, readout_format=".1f",
                                         layout=widgets.Layout(width="190px"))
        self.speed.add_class("fl-speed")
        self.pause_toggle = widgets.ToggleButton(value=False, description="Pause for my offers",
                                                 tooltip="Bots stop when you may offer them a trade",
                                                 layout=widgets.Layout(width="auto"))
        self.pause_toggle.add_class("fl-pause")
        self.undo_button = self._button("Undo", "fl-undo", self.undo, "Take back the last human move", "undo")
        self.new_game_button = self._button("New game", "fl-new-game", self._new_game_clicked, "Start again",
                                            "refresh")
        self.teacher_toggle = widgets.ToggleButton(value=False, description="Teacher view", icon="eye",
                                                   tooltip="Show every hand", layout=widgets.Layout(width="auto"))
        self.teacher_toggle.add_class("fl-teacher")
        #: tips for a first game: what to do now and why, above the buttons (the game's GUIDE)
        self.tips_toggle = widgets.ToggleButton(value=True, description="Tips", icon="lightbulb-o",
                                                tooltip="Show what to do now and why (for a first game)",
                                                layout=widgets.Layout(width="auto"))
        self.tips_toggle.add_class("fl-tips")
        self.tips_toggle.observe(lambda _c: self.redraw(), "value")
        self.teacher_toggle.observe(self._on_teacher, "value")
        self.teacher_pin_box = widgets.Password(placeholder="Teacher PIN", layout=widgets.Layout(width="120px"))
        self.teacher_pin_box.add_class("fl-teacher-pin")
        self.teacher_pin_box.observe(self._on_pin, "value")
        self.teacher_pin_box.layout.display = "none"
        #: Save: the game file itself, as it stands now (one click downloads it)
        self.save_button = widgets.HTML("")
        self.save_button.add_class("fl-save")
        self.load_upload = widgets.FileUpload(accept=".json", multiple=False, description="Load",
                                              tooltip="Load a saved game file", layout=widgets.Layout(width="auto"))
        self.load_upload.add_class("fl-load")
        self.load_upload.observe(self._on_upload, "value")
        self.pass_to = widgets.Dropdown(description="Give the device to", style={"description_width": "initial"},
                                        layout=widgets.Layout(width="auto"))
        self.pass_to_button = self._button("Pass", "fl-pass-to", self._pass_clicked,
                                           "Another player wants to act (sell, offer)")
        self.pass_row = widgets.HBox([self.pass_to, self.pass_to_button], layout=widgets.Layout(align_items="center"))
        self.pass_row.add_class("fl-pass-row")
        #: the game's resume code, once it is kept on the server
        self.resume_html = widgets.HTML("")
        self.resume_html.add_class("fl-resume-code")
        # one compact row at the top right (it wraps only on a narrow screen)
        self.toolbar = widgets.HBox([
            self.bot_step_button, self.autoplay, self.speed, self.pause_toggle, self.undo_button,
            self.new_game_button, self.tips_toggle, self.teacher_toggle, self.teacher_pin_box, self.save_button, self.load_upload, self.pass_row,
            self.resume_html], layout=widgets.Layout(flex_flow="row wrap", align_items="center",
                                                   justify_content="flex-end"))
        self.toolbar.add_class("fl-toolbar")

        self.error_html = widgets.HTML("")
        self.error_html.add_class("fl-error")
        self._build_end()
        self._build_pass_screen()

        self.prompt = widgets.HTML("")
        self.prompt.add_class("fl-prompt")
        self.action_row = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        self.action_row.add_class("fl-action-row")
        self.actions_box = widgets.VBox([self.prompt, self.action_row, self.error_html])
        self.actions_box.add_class("fl-actions")
        #: the renderer's extra controls (Community Farm: the trade panel), after the person's own seat
        self.extra_box = widgets.VBox()
        self.extra_box.add_class("fl-extra")
        self.table = widgets.HTML("")
        self.table.add_class("fl-table")
        self.reference = widgets.Accordion()
        self.reference.add_class("fl-reference")
        #: the seats of the person at the screen (full width, right under the prompt)
        self.own_box = widgets.VBox()
        self.own_box.add_class("fl-own")
        #: the other seats (compact, after the person's own seat)
        self.seats_box = widgets.Box(layout=widgets.Layout(flex_flow="row wrap", align_items="stretch"))
        self.seats_box.add_class("fl-seats")
        self.seat_boxes: list[widgets.VBox] = []
        self.seat_htmls: list[widgets.HTML] = []
        self.seat_rows: list[widgets.HBox] = []
        self._own: tuple[int, ...] | None = None
        self.log_html = widgets.HTML("")
        self.log_html.add_class("fl-log")
        # what the person at the screen needs first comes first: the game heading and turn line,
        # the prompt with its buttons, their own seat; then the rest
        self.main = widgets.VBox([self.table, self.actions_box, self.own_box, self.extra_box, self.seats_box,
                                  self.reference, self.log_html])
        self.main.add_class("fl-main")
        self.children = [self.style_html, self.toolbar, self.gameover, self.end_box, self.pass_box, self.main]

    def _css(self) -> str:
        return f"<style>{BASE_CSS}{self.renderer.css}</style>"

    def _make_seat_boxes(self) -> None:
        n = self.game.n
        if len(self.seat_boxes) == n:
            return
        self.seat_htmls = [widgets.HTML("") for _ in range(n)]
        self.seat_rows = [widgets.HBox(layout=widgets.Layout(flex_flow="row wrap")) for _ in range(n)]
        self.seat_boxes = []
        for i in range(n):
            box = widgets.VBox([self.seat_htmls[i], self.seat_rows[i]])
            box._dom_classes = ("fl-seat", f"fl-seat-{i}")
            self.seat_boxes.append(box)
        self._own = None
        self.own_box.children = ()
        self.seats_box.children = self.seat_boxes

    def _place_seats(self) -> None:
        """The person's own seats first (full width), the other seats after them (compact)."""
        own = tuple(self._controllable())
        if own == self._own:
            return
        self._own = own
        self.own_box.children = [self.seat_boxes[s] for s in own]
        self.seats_box.children = [b for s, b in enumerate(self.seat_boxes) if s not in own]

    def _start(self) -> None:
        """Fresh state around a (new) game: caches, holder, reference, bots' first moves."""
        self._gen += 1
        self._task = None
        self.cache.clear()
        self._log_key = ()
        self.holder = None
        self._pass_to = None
        self._sticky = False
        self._pause_seen = frozenset()
        self._since = {}
        self._standing = {}
        self._over_drawn = None
        self.replay_box.children = ()
        if self.resume_store is not None:  # every game of the board gets its own code
            self.resume_code = self._first_code or self.resume_store.new_code()
            self._first_code = None
            self._kept = (0, -1)
        self.renderer = get_renderer(self.game)
        _set(self.style_html, "value", self._css())
        self._make_seat_boxes()
        g = self.game
        ref = self.renderer.reference_html(g.view(None))
        if ref:
            html = widgets.HTML(ref)
            self.reference.children = [html]
            self.reference.set_title(0, self.renderer.reference_title)
            self.reference.selected_index = None
            _show(self.reference, True)
        else:
            _show(self.reference, False)
        pause_kinds = bool(self.renderer.pause_kinds) and any(k == "human" for k in self.seats)
        _show(self.pause_toggle, pause_kinds)
        humans = self.human_seats
        _show(self.pass_row, len(humans) > 1)
        self.pass_to.options = [(g.names[s], s) for s in humans]
        if humans:
            self.pass_to.value = humans[0]
        self._continue()

    # --------------------------------------------------------------- acting
    def act(self, seat: int, action: Action) -> bool:
        """Play ``action`` for ``seat``; a refusal is shown in the board. True if played."""
        if not self._apply(seat, action):
            return False
        self._moved(seat)
        return True

    def play_shortcut(self, seat: int, shortcut: Shortcut) -> bool:
        """Play a shortcut's moves for ``seat`` one by one, each through the game's ``apply``
        (as if clicked one at a time); a refusal stops it and is shown. Its standing
        answer, if any, then plays for the seat while it lasts. True if every move was played."""
        played = 0
        for action in shortcut.actions:
            if not self._apply(seat, action):
                break
            played += 1
        done = played == len(shortcut.actions)
        if done and shortcut.answer is not None:
            self._standing[seat] = shortcut
        if played:
            error, refused = self.error, getattr(self, "_refused", False)
            self._moved(seat)
            if not done:
                self._set_error(error, refused)
        return done

    def _apply(self, seat: int, action: Action) -> bool:
        try:
            self.game.apply(seat, action)
        except FarmlabError as exc:
            self._set_error(str(exc), refused=True)
            return False
        except Exception as exc:  # a bug must not put a traceback in front of the class
            print(f"farmlab board: unexpected {type(exc).__name__}: {exc}", file=sys.stderr)
            self._set_error(f"Something went wrong with that move ({type(exc).__name__}: {exc}).")
            return False
        return True

    def _moved(self, seat: int) -> None:
        """After a person's move: the log marks what follows as new, the bots carry on."""
        self.error = ""
        self._since[seat] = len(self.game.events)
        if seat == self.holder:
            self._sticky = False
        self._continue()

    def _clicked(self, button: widgets.Button) -> None:
        """A click on an action button. A click on a button that is no longer on show (the
        game moved on, e.g. a computer player moved, while the browser still showed the old
        buttons) plays nothing: the person is asked to look again instead of being told
        that a move they never chose is not allowed."""
        seat, action = button.fl_seat, button.fl_action  # type: ignore[attr-defined]
        if action is None:
            return
        if id(button) not in self._live:
            self._set_error(STALE_CLICK)
            return
        if isinstance(action, Shortcut):
            self.play_shortcut(seat, action)
            return
        self.act(seat, self.renderer.adjust_action(self, seat, action))

    def _set_error(self, message: str, refused: bool = False) -> None:
        """Show ``message``; ``refused``: a move the rules do not allow (shown as "Not allowed: …")."""
        self.error = message
        self._refused = refused
        self._draw_error()

    def _draw_error(self) -> None:
        if self.error:
            cls = "fl-error-inner fl-refused" if getattr(self, "_refused", False) else "fl-error-inner"
            _set(self.error_html, "value", f"<div class='{cls}'>{esc(self.error)}</div>")
        else:
            _set(self.error_html, "value", "")
        _show(self.error_html, bool(self.error))

    # ----------------------------------------------------- undo, new, files
    def undo(self) -> bool:
        """Take back the last human move (and the bot moves after it)."""
        humans = set(self.human_seats)
        last = next((i for i in range(len(self.game.history) - 1, -1, -1) if self.game.history[i][0] in humans), None)
        if last is None:
            self._set_error("There is no move of a person to take back.")
            return False
        self.game = self.game.undo(len(self.game.history) - last)
        self.error = ""
        self._gen += 1
        self._task = None
        self._log_key = ()
        self._standing = {}
        self._pause_seen = self._pause_opportunities()
        self._update_holder()
        if not any(s in humans for s in self.game.to_act()):
            self._continue()
        else:
            self.redraw()
        return True

    def new_game(self, seed: int | None = None) -> None:
        """A new game with the same players, seats and options (a new deal unless ``seed``)."""
        g = self.game
        self.game = type(g)(list(g.names), seed, debug=g.debug, **_options(g))
        self.error = ""
        self._make_bots()
        self._start()

    def _new_game_clicked(self) -> None:
        if self.new_game_callback is not None:
            self.new_game_callback(self)
        else:
            self.new_game()

    # --------------------------------------------------------------- drawing
    def redraw(self) -> None:
        """Bring every part of the board up to date with the game."""
        g = self.game
        self._update_holder()
        humans = self.human_seats
        self._draw_error()
        _set(self.bot_step_button, "disabled", self._next_bot() is None)
        _set(self.undo_button, "disabled", not any(s in humans for s, _a in g.history))
        self._draw_end()
        self._keep()
        self._draw_toolbar()
        if self._draw_pass_screen():
            self._live = set()
            return
        self._place_seats()
        viewer = self.viewer
        view = g.view(viewer)
        view["controllers"] = list(self.seats)
        r = self.renderer
        _set(self.table, "value", r.table_html(view))
        to_act = set(g.to_act())
        for s in range(g.n):
            _set(self.seat_htmls[s], "value", r.seat_html(view, s))
            classes = ["fl-seat", f"fl-seat-{s}"] + (["fl-to-act"] if s in to_act else [])
            _set_classes(self.seat_boxes[s], classes)
        self._draw_controls(to_act)
        self._draw_prompt(viewer, to_act)
        self._draw_log(viewer)

    def _draw_controls(self, to_act: set[int]) -> None:
        g = self.game
        r = self.renderer
        ctrl = self._controllable() if not g.over else []
        main: list[tuple[int, Action, str]] = []
        side: dict[int, list[tuple[int, Action, str]]] = {}
        acting_here = [s for s in ctrl if s in to_act]
        for s in ctrl:
            seen: set[str] = set()
            items = []
            for a in g.legal_actions(s):
                if r.panel_action(a):
                    continue
                label = g.describe_action(a, s)
                if label in seen:
                    continue
                seen.add(label)
                items.append((s, a, label))
            if s in to_act:
                m = [it for it in items if not r.seat_action(it[1])]
                rest = [it for it in items if r.seat_action(it[1])]
                if not m:
                    m, rest = rest, []
                main.extend((s, sc, sc.label) for sc in r.shortcuts(g, s))
                main.extend(m)
                side[s] = rest
            else:
                side[s] = items
        prefix = len(acting_here) > 1
        row = [self._pooled(s, a, f"{g.names[s]}: {label}" if prefix else label) for s, a, label in main]
        srows = [[self._pooled(seat, a, label) for seat, a, label in side.get(s, [])] for s in range(g.n)]
        controls = row + [b for srow in srows for b in srow]
        live = {id(b) for b in controls}
        # buttons leaving the board are disabled first, so that the browser, which may show
        # them a moment longer (until the new buttons arrive), offers no click on them
        for b in self._pool.values():
            if id(b) in self._live and id(b) not in live:
                _set(b, "disabled", True)
        self._live = live
        if tuple(self.action_row.children) != tuple(row):
            self.action_row.children = row
        for s, srow in enumerate(srows):
            if tuple(self.seat_rows[s].children) != tuple(srow):
                self.seat_rows[s].children = srow
        self._trim_pool()
        extra: list[widgets.Widget] = []
        for s in ctrl:
            extra.extend(r.extra_controls(self, s))
        if tuple(self.extra_box.children) != tuple(extra):
            self.extra_box.children = extra
        for w in extra:
            controls.extend(b for b in find_widgets(w, "fl-action", visible_only=True)
                            if isinstance(b, widgets.Button))
        self.controls = controls

    def _pooled(self, seat: int, action: "Action | Shortcut", label: str) -> widgets.Button:
        """The button for ``seat``'s action labelled ``label``.

        Buttons are kept by (seat, kind, label) and reused from one redraw to the next, so a
        button never changes its meaning while the browser may still show it: a click that
        was on its way while the board changed either means what the person saw, or lands on
        a button no longer on show (see :meth:`_clicked`). Reusing them keeps a redraw cheap
        (no new widget for an action that was already on show)."""
        kind = "shortcut" if isinstance(action, Shortcut) else type(action).__name__
        key = (seat, kind, label)
        b = self._pool.pop(key, None)
        if b is None:
            b = widgets.Button(layout=widgets.Layout(width="auto"))
            b.on_click(self._clicked)
        self._pool[key] = b  # the most recently used last
        _set(b, "disabled", False)
        b.fl_seat = seat  # type: ignore[attr-defined]
        b.fl_action = action  # type: ignore[attr-defined]
        _set(b, "description", label)
        if isinstance(action, Shortcut):
            _set(b, "tooltip", f"{self.game.names[seat]}: {action.tooltip or label}")
            _set_classes(b, ("fl-action", "fl-shortcut", action.css))
        else:
            _set(b, "tooltip", f"{self.game.names[seat]}: {label}")
            _set_classes(b, ("fl-action", action_class(action)))
        return b

    def _trim_pool(self) -> None:
        """Close the least recently shown buttons when the pool holds many more than are on show."""
        keep = max(POOL_SPARE, 2 * len(self._live))
        if len(self._pool) <= keep:
            return
        for key in list(self._pool)[: len(self._pool) - keep]:
            if id(self._pool[key]) not in self._live:
                self._pool.pop(key).close()

    # ------------------------------------------------------------- helpers
    def fingerprint(self) -> str:
        return self.game.fingerprint()

    def find(self, css_class: str, visible_only: bool = True) -> list[widgets.Widget]:
        """Widgets of this board with ``css_class`` (by default only the visible ones)."""
        return find_widgets(self, css_class, visible_only)


def _options(g: Game) -> dict[str, Any]:
    import dataclasses

    return dataclasses.asdict(g.options)
