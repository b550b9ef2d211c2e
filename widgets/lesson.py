"""Lesson widgets: predict-then-check questions, hidden answers and the teacher's reveal switch.

Every lesson follows ``docs/lesson-standard.md``: at each step the student first
*predicts* (a number box, a choice or a slider), presses **Check** and gets instant
feedback; the worked answer (exact beside simulated) stays hidden until the student
has answered or the teacher reveals it.

>>> from farmlab.widgets.lesson import Predict, Reveal, TeacherSwitch
>>> q = Predict("How many points is a pig worth?", answer=5, kind="number",
...             explain="A pig sells for 5 points.")
>>> q.check(4)
False
>>> q.check(5)
True
>>> teacher = TeacherSwitch()
>>> r = Reveal("Answer", "<p>5 points</p>", after=[q], teacher=teacher)
>>> r.shown          # q was answered above
True

Nothing here names code or prints Python values: the widgets show sentences.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import ipywidgets as widgets

from .render import esc

__all__ = ["Predict", "Reveal", "TeacherSwitch", "LESSON_CSS", "lesson_style"]

LESSON_CSS = """
.fl-lesson-q{border:2px solid #5b8c3a;border-radius:10px;padding:8px 12px;margin:8px 0;background:#f6fbf2;
 max-width:900px}
.fl-lesson-q .fl-q-text{font-size:1.1em;font-weight:600;margin-bottom:4px}
.fl-feedback-right{color:#1d6b1d;font-weight:600}
.fl-feedback-wrong{color:#a3461b;font-weight:600}
.fl-feedback-close{color:#8a6d00;font-weight:600}
.fl-reveal-box{border-left:4px solid #5b8c3a;padding:4px 10px;margin:6px 0;background:#fff}
.fl-reveal-locked{color:#666;font-style:italic}
"""


def lesson_style() -> widgets.HTML:
    """The lesson stylesheet as a widget (put it once at the top of a lesson)."""
    w = widgets.HTML(f"<style>{LESSON_CSS}</style>")
    w.add_class("fl-lesson-style")
    return w


class TeacherSwitch(widgets.ToggleButton):
    """The teacher's "show all answers" switch: every :class:`Reveal` tied to it opens when it is on.

    ``pin``: when given, turning the switch on asks for this PIN first (students
    cannot open the answers on their own screens).
    """

    def __init__(self, pin: str | None = None, description: str = "Show all answers (teacher)") -> None:
        super().__init__(value=False, description=description, icon="eye",
                         tooltip="Teacher: show every answer on the projector", layout=widgets.Layout(width="auto"))
        self.add_class("fl-teacher-reveal")
        self._pin = None if pin is None else str(pin)
        self._listeners: list[Callable[[], None]] = []
        self.pin_box = widgets.Password(placeholder="Teacher PIN", layout=widgets.Layout(width="140px"))
        self.pin_box.add_class("fl-teacher-pin")
        self.pin_box.layout.display = "none"
        self.pin_box.observe(lambda c: self.unlock(c["new"]) if c["new"] == self._pin else None, "value")
        self._unlocked = self._pin is None
        self.observe(self._changed, "value")

    @property
    def on(self) -> bool:
        return bool(self.value) and self._unlocked

    def unlock(self, pin: str) -> bool:
        """Open with the teacher's PIN; True if it was right."""
        if self._pin is not None and str(pin) != self._pin:
            return False
        self._unlocked = True
        self.pin_box.value = ""
        self.pin_box.layout.display = "none"
        self.value = True
        self._notify()
        return True

    def _changed(self, change: dict[str, Any]) -> None:
        if change["new"] and not self._unlocked:
            self.value = False
            self.pin_box.layout.display = None
            return
        self._notify()

    def _notify(self) -> None:
        for f in list(self._listeners):
            f()

    def listen(self, f: Callable[[], None]) -> None:
        self._listeners.append(f)

    def widget(self) -> widgets.HBox:
        """The switch with its PIN box, for the top of a lesson."""
        box = widgets.HBox([self, self.pin_box], layout=widgets.Layout(align_items="center"))
        box.add_class("fl-teacher-row")
        return box


class Predict(widgets.VBox):
    """One predict-then-check question.

    ``kind``: ``"number"`` (a number box), ``"choice"`` (``choices``: the options
    as sentences) or ``"slider"`` (``low``..``high`` by ``step``). ``answer``: the
    right number or choice. ``tolerance``: how far a number may be off and still
    count as right (a simulated answer is never exact). ``hints``: optional
    ``{wrong choice: sentence}`` for choice questions, to say *why* it is wrong.
    ``explain``: the sentence shown once answered (right or wrong). ``on_answer``:
    called with ``(value, right)`` after each Check.
    """

    def __init__(self, question: str, answer: Any, *, kind: str = "number", choices: Sequence[str] = (),
                 low: float = 0, high: float = 10, step: float = 1, tolerance: float = 0,
                 explain: str = "", hints: dict[Any, str] | None = None, unit: str = "",
                 on_answer: Callable[[Any, bool], None] | None = None) -> None:
        super().__init__()
        self.add_class("fl-lesson-q")
        if kind not in ("number", "choice", "slider"):
            raise ValueError(f"A question is a number, choice or slider question, not {kind!r}.")
        if kind == "choice" and answer not in choices:
            raise ValueError("The answer of a choice question must be one of its choices.")
        self.kind = kind
        self.answer = answer
        self.tolerance = float(tolerance)
        self.explain = explain
        self.hints = dict(hints or {})
        self.unit = unit
        self.on_answer = on_answer
        #: True once the student has pressed Check with some answer
        self.answered = False
        #: True once a Check was right
        self.right = False
        self.tries = 0
        self._listeners: list[Callable[[], None]] = []
        self.text = widgets.HTML(f"<div class='fl-q-text'>{esc(question)}</div>")
        if kind == "number":
            self.input: widgets.Widget = widgets.FloatText(value=None, layout=widgets.Layout(width="120px"))
        elif kind == "choice":
            self.input = widgets.RadioButtons(options=list(choices), value=None, layout=widgets.Layout(width="auto"))
        else:
            self.input = widgets.FloatSlider(value=low, min=low, max=high, step=step, continuous_update=False,
                                             layout=widgets.Layout(width="400px"))
        self.input.add_class("fl-q-input")
        self.check_button = widgets.Button(description="Check", icon="check", button_style="success",
                                           layout=widgets.Layout(width="auto"))
        self.check_button.add_class("fl-q-check")
        self.check_button.on_click(lambda _b: self.check(self.input.value))
        self.feedback = widgets.HTML("")
        self.feedback.add_class("fl-q-feedback")
        unit_w = widgets.HTML(esc(unit)) if unit else None
        row = [self.input] + ([unit_w] if unit_w else []) + [self.check_button]
        self.children = [self.text, widgets.HBox(row, layout=widgets.Layout(align_items="center")), self.feedback]

    def _is_right(self, value: Any) -> bool:
        if self.kind == "choice":
            return value == self.answer
        try:
            return abs(float(value) - float(self.answer)) <= self.tolerance + 1e-9
        except (TypeError, ValueError):
            return False

    def check(self, value: Any) -> bool:
        """Mark ``value`` (what the student entered); shows feedback; True if right."""
        if value is None or value == "":
            self.feedback.value = "<span class='fl-feedback-wrong'>First choose or type your prediction.</span>"
            return False
        self.tries += 1
        ok = self._is_right(value)
        self.answered = True
        self.right = self.right or ok
        if ok:
            msg = "<span class='fl-feedback-right'>Right!</span>"
        elif self.kind == "choice":
            hint = self.hints.get(value, "")
            msg = "<span class='fl-feedback-wrong'>Not quite.</span>" + (f" {esc(hint)}" if hint else "")
        else:
            try:
                diff = float(value) - float(self.answer)
            except (TypeError, ValueError):
                diff = 0.0
            direction = "too high" if diff > 0 else "too low"
            msg = f"<span class='fl-feedback-wrong'>Not quite: your answer is {direction}.</span>"
            msg += f" The answer is {esc(_fmt(self.answer))}{(' ' + esc(self.unit)) if self.unit else ''}."
        if self.explain and (ok or self.kind != "choice" or self.tries >= 2):
            msg += f" {esc(self.explain)}"
        elif not ok and self.kind == "choice":
            msg += " Try again."
        self.feedback.value = f"<div class='fl-q-feedback-inner' data-right='{str(ok).lower()}'>{msg}</div>"
        if self.on_answer is not None:
            self.on_answer(value, ok)
        for f in list(self._listeners):
            f()
        return ok

    def listen(self, f: Callable[[], None]) -> None:
        self._listeners.append(f)


def _fmt(x: Any) -> str:
    if isinstance(x, float) and x.is_integer():
        return str(int(x))
    if isinstance(x, float):
        return f"{x:.2f}"
    return str(x)


class Reveal(widgets.VBox):
    """An answer hidden until every question in ``after`` was answered (right or wrong), or the teacher reveals it.

    ``content``: HTML text, or a widget (a plot, a table) shown when open.
    """

    def __init__(self, title: str, content: "str | widgets.Widget", *, after: Sequence[Predict] = (),
                 teacher: TeacherSwitch | None = None) -> None:
        super().__init__()
        self.add_class("fl-reveal-box")
        self.after = list(after)
        self.teacher = teacher
        self.title = widgets.HTML(f"<b>{esc(title)}</b>")
        self.body = content if isinstance(content, widgets.Widget) else widgets.HTML(content)
        self.body.add_class("fl-reveal-body")
        self.locked = widgets.HTML("<span class='fl-reveal-locked'>Answer the question above first "
                                   "to see this.</span>")
        self.locked.add_class("fl-reveal-locked")
        for q in self.after:
            q.listen(self.update)
        if teacher is not None:
            teacher.listen(self.update)
        self.update()

    @property
    def shown(self) -> bool:
        if self.teacher is not None and self.teacher.on:
            return True
        return all(q.answered for q in self.after)

    def update(self) -> None:
        children = [self.title, self.body] if self.shown else [self.title, self.locked]
        if tuple(self.children) != tuple(children):
            self.children = children
