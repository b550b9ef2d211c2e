"""The board's hot-seat play: who holds the device, the "Pass the device" screen, Teacher view.

With several human seats the board follows the device: when another human must
decide, a "Pass the device to <name>" screen hides the last hand until that
person presses "I am <name>". Before it shows, every widget that showed a seat's
private cards is emptied or closed (:meth:`HotSeat._clear_private`). Teacher view
is never offered on the pass screen; with a PIN it opens only after the PIN is typed.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from .render import esc
from .board_ui import _set, _set_classes, _show, close_tree

__all__ = ["HotSeat"]


class HotSeat:
    """Mixin of :class:`~farmlab.widgets.board.Board`: who is who, the pass screen, Teacher view."""

    def _build_pass_screen(self) -> None:
        self.pass_html = widgets.HTML("")
        self.reveal_button = self._button("I am …", "fl-reveal", self.reveal, "Show my cards", "eye")
        self.pass_box = widgets.VBox([self.pass_html, self.reveal_button],
                                     layout=widgets.Layout(align_items="center"))
        self.pass_box.add_class("fl-pass")

    @property
    def human_seats(self) -> list[int]:
        return [s for s, k in enumerate(self.seats) if k == "human"]

    @property
    def viewer(self) -> int | None:
        """Whose eyes the board shows (``None``: everything — teacher view, game over or bots only)."""
        if self.teacher_toggle.value or self.game.over:
            return None
        humans = self.human_seats
        if not humans:
            return None
        if len(humans) == 1:
            return humans[0]
        return self.holder if self.holder is not None else humans[0]

    @property
    def passing(self) -> bool:
        """True while the "Pass the device" screen is up (Teacher view does not lift it)."""
        return self._pass_to is not None and not self.game.over

    @property
    def hot_seat(self) -> bool:
        """More than one person plays at this screen."""
        return len(self.human_seats) > 1

    def unlock_teacher(self, pin: str) -> bool:
        """Type the teacher's PIN: Teacher view (and saving a hot-seat game) become available."""
        if not self.teacher_view or (self.teacher_pin is not None and str(pin) != self.teacher_pin):
            return False
        self.teacher_unlocked = True
        _show(self.teacher_pin_box, False)
        if self.teacher_pin_box.value:
            self.teacher_pin_box.value = ""
        self.redraw()
        return True

    def _on_pin(self, change: dict[str, Any]) -> None:
        if change["new"] and self.teacher_pin is not None and change["new"] == self.teacher_pin:
            self.unlock_teacher(change["new"])
            self.teacher_toggle.value = True

    def _on_teacher(self, change: dict[str, Any]) -> None:
        if change["new"] and (not self.teacher_unlocked or self.passing):
            # locked, or the pass screen is up: Teacher view stays off (a PIN box asks first)
            self.teacher_toggle.value = False
            if self.teacher_view and not self.passing:
                _show(self.teacher_pin_box, True)
            return
        self.redraw()

    def _update_holder(self) -> None:
        humans = self.human_seats
        if len(humans) <= 1:
            self.holder = humans[0] if humans else None
            self._pass_to = None
            return
        if self._pass_to is not None:
            return
        # a person whose standing answer plays for them now need not be handed the device
        must = [s for s in self.game.to_act() if s in humans and self._standing_move(s) is None]
        if self.holder is None:
            target = must[0] if must else humans[0]
        elif self.holder in must or self._sticky or not must:
            return
        else:
            target = must[0]
        if target != self.holder:
            self._pass_to = target

    def _controllable(self) -> list[int]:
        """Human seats whose buttons are on show."""
        humans = self.human_seats
        v = self.viewer
        if v is None:
            return humans
        return [v] if v in humans else []

    def reveal(self) -> None:
        """The person the device was passed to takes it ("I am <name>")."""
        if self._pass_to is not None:
            self.holder = self._pass_to
            self._pass_to = None
        self.redraw()

    def pass_device(self, seat: int) -> None:
        """Hand the device to human ``seat`` (to sell or offer out of turn)."""
        if seat not in self.human_seats:
            self._set_error(f"{self.game.names[seat]} is not played by a person here.")
            return
        self._pass_to = seat
        self._sticky = True
        self.redraw()

    def _pass_clicked(self) -> None:
        if self.pass_to.value is not None:
            self.pass_device(self.pass_to.value)

    def _draw_pass_screen(self) -> bool:
        """Draw the pass screen when it is up (and empty every private widget first); True if it is."""
        if not self.passing:
            _show(self.pass_box, False)
            _show(self.main, True)
            return False
        g = self.game
        self._clear_private()
        name = esc(g.names[self._pass_to])  # type: ignore[index]
        _set(self.pass_html, "value", f"<div class='fl-pass-inner' data-name='{name}'>"
                                      f"Pass the device to {name}</div>")
        _set(self.reveal_button, "description", f"I am {g.names[self._pass_to]}")  # type: ignore[index]
        _show(self.pass_box, True)
        _show(self.main, False)
        return True

    def _draw_toolbar(self) -> None:
        """Teacher view and Save: never on the pass screen; in hot-seat only for an unlocked teacher."""
        passing = self.passing
        if passing and self.teacher_toggle.value:
            self.teacher_toggle.value = False
        _show(self.teacher_toggle, self.teacher_view and not passing)
        if passing or self.teacher_unlocked:
            _show(self.teacher_pin_box, False)
        self._draw_save(not passing and (not self.hot_seat or self.teacher_unlocked))

    def _clear_private(self) -> None:
        """Before the device changes hands: nothing that showed a seat's cards stays in the browser.

        HTML is emptied, the pooled action buttons lose their labels, tooltips and
        actions, and the renderer's extra controls (panels built per seat, with
        options naming cards) are closed so their models leave the browser; the
        renderer builds fresh ones for the next person (its ``board.cache`` is emptied).
        """
        for w in (self.table, self.prompt, self.log_html, self.error_html, *self.seat_htmls):
            _set(w, "value", "")
        self.action_row.children = ()
        for row in self.seat_rows:
            row.children = ()
        self._live = set()
        for b in self._pool.values():
            _set(b, "description", "")
            _set(b, "tooltip", "")
            _set_classes(b, ())
            b.fl_action = None  # type: ignore[attr-defined]
        old = list(self.extra_box.children)
        self.extra_box.children = ()
        for v in list(self.cache.values()):
            if isinstance(v, widgets.Widget):
                old.append(v)
        self.cache.clear()
        seen: set[int] = set()
        for w in old:
            close_tree(w, seen)
        self._own = None
        self._log_key = ()
        self.controls = []

