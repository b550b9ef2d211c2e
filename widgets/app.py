"""The whole app for Voila: a setup panel, then the board. "New game" returns to setup."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Sequence

import ipywidgets as widgets

from farmlab.core.errors import FarmlabError
from farmlab.core.registry import BOTS, game_class

from farmlab.core.registry import GAMES
from farmlab.core.save import from_json

from .board import SEAT_KINDS, Board
from .resume import ResumeStore, normalise_code
from .render import BASE_CSS, esc

__all__ = ["App", "app"]


class App(widgets.VBox):
    """Setup panel (players, names, human or bot per seat, seed) → :class:`Board`.

    Parts: ``players`` (fl-players), per seat ``name_inputs[i]`` (fl-name) and
    ``kind_inputs[i]`` (fl-kind), ``seed_input`` (fl-seed), ``start_button``
    (fl-start), ``setup_error`` (fl-error); after Start, ``board``.
    """

    def __init__(self, game_name: str, *, players: int | None = None, seats: Sequence[str] | None = None,
                 names: Sequence[str] | None = None, seed: int | None = None, start: bool = False,
                 teacher_pin: "str | None" = None, resume_dir: "str | bool | None" = None,
                 **options: Any) -> None:
        super().__init__()
        self.add_class("fl-app")
        cls = game_class(game_name)
        self.game_class = cls
        self.options = options
        #: a student app offers Teacher view (and hot-seat saving) only behind this PIN
        #: (default: the server's ``FARMLAB_TEACHER_PIN``, e.g. ``FARMLAB_TEACHER_PIN=2468 bash scripts/gallery.sh``)
        self.teacher_pin = teacher_pin if teacher_pin else (os.environ.get("FARMLAB_TEACHER_PIN", "").strip() or None)
        self.board: Board | None = None
        #: the game's How to play page beside the app (Voila runs a notebook in its folder):
        #: the log's rule citations link to it
        self.rules_link = "how_to_play.ipynb" if Path("how_to_play.ipynb").is_file() else ""
        n = players or (len(seats) if seats else len(names) if names else max(cls.MIN_PLAYERS, min(4, cls.MAX_PLAYERS)))
        n = max(cls.MIN_PLAYERS, min(cls.MAX_PLAYERS, n))
        kinds = [k for k in SEAT_KINDS if k == "human" or k in BOTS.get(cls.NAME, {})]
        labels = {"human": "Person", "heuristic": "Computer player (smart)", "random": "Computer player (random)"}
        style = {"description_width": "initial"}
        self.title = widgets.HTML(f"<div class='fl-title'>{esc(cls.TITLE)} — new game</div>"
                                  f"<div>Choose the players: a person or a computer player at every seat. "
                                  f"{cls.MIN_PLAYERS} to {cls.MAX_PLAYERS} players.</div>")
        self.players = widgets.Dropdown(options=list(range(cls.MIN_PLAYERS, cls.MAX_PLAYERS + 1)), value=n,
                                        description="Players:", style=style, layout=widgets.Layout(width="160px"))
        self.players.add_class("fl-players")
        self.players.observe(lambda _c: self._show_rows(), "value")
        self.name_inputs: list[widgets.Text] = []
        self.kind_inputs: list[widgets.Dropdown] = []
        self.rows: list[widgets.HBox] = []
        for i in range(cls.MAX_PLAYERS):
            default = cls.DEFAULT_NAMES[i] if i < len(cls.DEFAULT_NAMES) else f"Player {i + 1}"
            name = widgets.Text(value=names[i] if names and i < len(names) else default,
                                description=f"Seat {i + 1}:", style=style, layout=widgets.Layout(width="260px"))
            name._dom_classes = ("fl-name", f"fl-name-{i}")
            kind0 = seats[i] if seats and i < len(seats) else ("human" if i == 0 else "heuristic")
            kind = widgets.Dropdown(options=[(labels.get(k, k), k) for k in kinds],
                                    value=kind0 if kind0 in kinds else kinds[-1], layout=widgets.Layout(width="auto"))
            kind._dom_classes = ("fl-kind", f"fl-kind-{i}")
            self.name_inputs.append(name)
            self.kind_inputs.append(kind)
            self.rows.append(widgets.HBox([name, kind]))
        self.seed_input = widgets.Text(value="" if seed is None else str(seed), description="Deal number:",
                                       placeholder="blank = a new deal", style=style,
                                       tooltip="The same number deals the same cards again",
                                       layout=widgets.Layout(width="260px"))
        self.seed_input.add_class("fl-seed")
        # the deal number is for teachers who want every group to play the same cards: folded away
        self.pace_input = widgets.BoundedFloatText(value=Board.BOT_PACE, min=0.0, max=3.0, step=0.1,
                                                   description="Computer pace (seconds a move):", style=style,
                                                   layout=widgets.Layout(width="300px"))
        self.pace_input.add_class("fl-pace")
        self.advanced = widgets.Accordion(children=[widgets.VBox([self.seed_input, self.pace_input])],
                                          selected_index=None)
        self.advanced.set_title(0, "Advanced")
        self.advanced.add_class("fl-advanced")
        self.start_button = widgets.Button(description="Start", icon="play", button_style="success",
                                           layout=widgets.Layout(width="auto"))
        self.start_button.add_class("fl-start")
        self.start_button.on_click(lambda _b: self.start())
        self.setup_error = widgets.HTML("")
        self.setup_error.add_class("fl-error")
        # a game kept on the server after every move comes back with its code (after a reload)
        self.resume_store = ResumeStore(resume_dir) if resume_dir is not False else None
        self.resume_input = widgets.Text(placeholder="e.g. K7Q-2MD", description="Resume a game:", style=style,
                                         layout=widgets.Layout(width="260px"))
        self.resume_input.add_class("fl-resume-input")
        self.resume_button = widgets.Button(description="Resume", icon="repeat", layout=widgets.Layout(width="auto"))
        self.resume_button.add_class("fl-resume")
        self.resume_button.on_click(lambda _b: self.resume())
        self.resume_row = widgets.HBox([self.resume_input, self.resume_button])
        self.resume_row.add_class("fl-resume-row")
        if self.resume_store is None:
            self.resume_row.layout.display = "none"
        else:
            self.resume_store.clean()  # games untouched for two weeks go
        self.setup = widgets.VBox([self.title, self.players, *self.rows, self.start_button, self.advanced,
                                   self.resume_row, self.setup_error])
        self.setup.add_class("fl-setup")
        self.style_html = widgets.HTML(f"<style>{BASE_CSS}</style>")
        self._show_rows()
        self.children = [self.style_html, self.setup]
        if start:
            self.start()

    def _show_rows(self) -> None:
        n = self.players.value
        for i, row in enumerate(self.rows):
            row.layout.display = None if i < n else "none"

    def _fail(self, message: str) -> None:
        self.setup_error.value = f"<div class='fl-error-inner'>{esc(message)}</div>"

    def start(self) -> Board | None:
        """Start the game chosen in the setup panel (the Start button)."""
        n = self.players.value
        names = [t.value.strip() for t in self.name_inputs[:n]]
        seats = [d.value for d in self.kind_inputs[:n]]
        if any(not x for x in names):
            self._fail("Every player needs a name.")
            return None
        if len(set(names)) != n:
            self._fail("Every player needs a different name.")
            return None
        text = self.seed_input.value.strip()
        seed: int | None = None
        if text:
            try:
                seed = int(text)
            except ValueError:
                self._fail(f"The deal number must be a whole number (or blank), not {text!r}.")
                return None
        try:
            board = Board(self.game_class.NAME, seats, seed=seed, names=names, teacher_view=False,
                          teacher_pin=self.teacher_pin, bot_pace=self.pace_input.value, resume=self.resume_store,
                          rules_link=self.rules_link, **self.options)
        except FarmlabError as exc:
            self._fail(str(exc))
            return None
        return self._show_board(board)

    def resume(self) -> Board | None:
        """Go on with a game kept under the code typed in "Resume a game"."""
        typed = self.resume_input.value.strip()
        if self.resume_store is None or not typed:
            self._fail("Type the game code shown on the board (like K7Q-2MD), then press Resume.")
            return None
        data = self.resume_store.get(typed)
        if data is None:
            self._fail(f"There is no game with the code {typed[:12]!r} (codes are kept for 14 days). "
                       "Check the code, or start a new game.")
            return None
        cls = self.game_class
        if data["game"] != cls.NAME:
            other = GAMES.get(str(data["game"]))
            title = other.TITLE if other is not None else str(data["game"])[:40]
            self._fail(f"The code {typed[:12]!r} is a game of {title}, but this page plays {cls.TITLE}. "
                       f"Open the {title} app to go on with it.")
            return None
        try:
            g = from_json(data["save"])
            board = Board(g, list(data["seats"]), teacher_view=False, teacher_pin=self.teacher_pin,
                          bot_pace=self.pace_input.value, resume=self.resume_store,
                          resume_code=normalise_code(typed), rules_link=self.rules_link)
        except FarmlabError as exc:
            self._fail(f"That game cannot be resumed: {exc}")
            return None
        return self._show_board(board)

    def _show_board(self, board: Board) -> Board:
        """The board in place of the setup panel ("New game" brings the panel back)."""
        self.setup_error.value = ""
        board.new_game_callback = lambda _b: self.back_to_setup()
        self.board = board
        self.children = [self.style_html, board]
        return board

    def back_to_setup(self) -> None:
        """Show the setup panel again (the board's "New game" button)."""
        self.children = [self.style_html, self.setup]


def app(game_name: str, **kwargs: Any) -> App:
    """The whole app for one game: ``app("community_farm")`` in a Voila notebook.

    Keyword arguments preset the setup panel: ``players``, ``seats``, ``names``,
    ``seed``; ``start=True`` skips it; ``teacher_pin`` offers Teacher view behind that
    PIN (without it a student app has no Teacher view); ``resume_dir`` is where games are
    kept after every move for "Resume a game" (default ``FARMLAB_RESUME_DIR`` or
    ``~/.cache/farmlab/resume``; ``False``: not kept); anything else is a game option.

    In a page, a watcher comes with it: if the page loses its kernel it says so and
    offers Reload (see :func:`~farmlab.widgets.connection.watch_connection`).
    """
    from .connection import watch_connection

    watch_connection()
    return App(game_name, **kwargs)
