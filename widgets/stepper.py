"""A replay stepper for any registered game: move through a game one action at a time.

At step ``k`` (after ``k`` actions) it shows the table as it stood, drawn from
``game.replay(k).view(viewer)`` by the game's renderer, and the explanation of
what the ``k``-th action did (step 0: the setup).
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from farmlab.core.game import Game
from farmlab.core.save import from_json

from .render import BASE_CSS, esc, get_renderer, rule_html

__all__ = ["Stepper"]


class Stepper(widgets.VBox):
    """Replay stepper over a finished or unfinished game (or a saved game's JSON text).

    ``viewer``: whose eyes (``None``: everything, a seat number: only what that
    seat could see). ``step``: where to start (default 0, the deal).
    """

    def __init__(self, game: "Game | str | bytes | Any", viewer: int | None = None, *, step: int = 0) -> None:
        super().__init__()
        self.add_class("fl-stepper")
        if isinstance(game, (str, bytes, bytearray)):
            game = from_json(bytes(game).decode("utf-8") if not isinstance(game, str) else game)
        elif not isinstance(game, Game) and isinstance(getattr(game, "game", None), Game):
            game = game.game  # a Board
        if not isinstance(game, Game):
            raise TypeError("Stepper needs a farmlab game (or a saved game's text).")
        if viewer is not None and not (isinstance(viewer, int) and 0 <= viewer < game.n):
            raise ValueError(f"There is no seat {viewer!r} in this game.")
        self.viewer = viewer
        self.renderer = get_renderer(game)
        # Replay once (a frozen copy of the game) and remember how many events
        # there were after each action: the events of action k are marks[k-1]:marks[k].
        full = game.new_like()
        self.marks = [len(full.events)]
        for seat, action in game.history:
            full.apply(seat, action)
            self.marks.append(len(full.events))
        #: the whole game (a copy: later moves of the original are not shown)
        self.game = full
        self.n_steps = len(full.history)
        self._at: Game | None = None
        self._at_k = -1

        def btn(desc: str, css: str, tip: str, delta: int | None, to: int | None = None) -> widgets.Button:
            b = widgets.Button(description=desc, tooltip=tip, layout=widgets.Layout(width="auto"))
            b.add_class(css)
            if delta is not None:
                b.on_click(lambda _b: self.go(self.step + delta))
            else:
                b.on_click(lambda _b: self.go(to if to is not None and to >= 0 else self.n_steps))
            return b

        self.first_button = btn("|◀", "fl-step-first", "Back to the deal", None, 0)
        self.prev_button = btn("◀", "fl-step-prev", "One move back", -1)
        self.next_button = btn("▶", "fl-step-next", "One move forward", +1)
        self.last_button = btn("▶|", "fl-step-last", "To the last move", None, -1)
        self.slider = widgets.IntSlider(value=0, min=0, max=self.n_steps, description="Move",
                                        continuous_update=False, layout=widgets.Layout(width="420px"))
        self.slider.add_class("fl-step-slider")
        self.slider.observe(lambda c: self._draw(), "value")
        self.text = widgets.HTML("")
        self.text.add_class("fl-step-text")
        self.board_html = widgets.HTML("")
        self.board_html.add_class("fl-step-board")
        style = widgets.HTML(f"<style>{BASE_CSS}{self.renderer.css}</style>")
        controls = widgets.HBox([self.first_button, self.prev_button, self.slider, self.next_button,
                                 self.last_button], layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        self.children = [style, controls, self.text, self.board_html]
        self.go(step)
        self._draw()

    # ---------------------------------------------------------------- moving
    @property
    def step(self) -> int:
        return int(self.slider.value)

    def go(self, k: int) -> None:
        """Show the game after ``k`` actions (clamped to the game)."""
        k = max(0, min(self.n_steps, int(k)))
        if self.slider.value != k:
            self.slider.value = k  # draws through the observer
        else:
            self._draw()

    def game_at(self, k: int) -> Game:
        """The game as it stood after ``k`` actions (forward one step is incremental)."""
        if self._at is not None and k == self._at_k:
            return self._at
        if self._at is not None and k == self._at_k + 1:
            seat, action = self.game.history[self._at_k]
            self._at.apply(seat, action)
        else:
            self._at = self.game.replay(k)
        self._at_k = k
        return self._at

    def events_of(self, k: int) -> list[Any]:
        """The events caused by action ``k`` (k = 0: the setup)."""
        lo = 0 if k == 0 else self.marks[k - 1]
        return self.game.events[lo:self.marks[k]]

    def explanations(self, k: int) -> list[str]:
        return [self.game.explain(e, self.viewer) for e in self.events_of(k)]

    # --------------------------------------------------------------- drawing
    def _draw(self) -> None:
        k = self.step
        g = self.game_at(k)
        view = g.view(self.viewer)
        r = self.renderer
        seats = "".join(f"<div class='fl-seat fl-seat-{s}'>{r.seat_html(view, s)}</div>" for s in range(g.n))
        self.board_html.value = (f"<div class='fl-step-board-inner'>{r.table_html(view)}"
                                 f"<div class='fl-step-seats'>{seats}</div></div>")
        if k == 0:
            head = "The deal (before the first move)"
        else:
            seat, _action = self.game.history[k - 1]
            head = f"Move {k} of {self.n_steps}: {esc(self.game.names[seat])}"
        items = "".join(f"<li>{rule_html(t)}</li>" for t in self.explanations(k))
        self.text.value = (f"<div class='fl-step-text-inner' data-step='{k}'><b>{head}</b>"
                           f"<ul>{items}</ul></div>")
        self.prev_button.disabled = self.first_button.disabled = k == 0
        self.next_button.disabled = self.last_button.disabled = k == self.n_steps
