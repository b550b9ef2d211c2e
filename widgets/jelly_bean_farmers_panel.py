"""The Jelly Bean Farmers choice panel: keep 3 of 7, choose the spring and summer cards, seed
any set of fields, each made with toggles and one button (too many combinations for a
button each)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from farmlab.jelly_bean_farmers.game import Choose, Keep, Plant

from .render import esc

if TYPE_CHECKING:  # pragma: no cover
    from farmlab.core.actions import Action

    from .board import Board

__all__ = ["ChoicePanel"]


class ChoicePanel(widgets.VBox):
    """The three many-way choices of one human seat, made with toggles and one button.

    * keep (setup): a toggle per dealt card (:meth:`toggles`, class
      ``fl-jbf-pick``); the button (``fl-action fl-keep``) keeps the toggled cards;
    * choose (preparation): ``spring`` and ``summer`` (ToggleButtons, classes
      ``fl-jbf-spring`` / ``fl-jbf-summer``, preset to the first two cards); the
      button (``fl-action fl-choose``) places them face down;
    * plant: a toggle per field (:meth:`toggles`), with each field's expected harvest;
      the button (``fl-action fl-plant``) seeds the toggled fields ("Plant nothing"
      when none is toggled).

    A wrong choice (2 cards kept, the same card twice) is sent to the engine,
    which refuses it with its reason, shown in the board.
    """

    def __init__(self, board: "Board", seat: int) -> None:
        self.board = board
        self.seat = seat
        self.kind = ""
        self._key: Any = None
        self._hand: list[dict[str, Any]] = []  # the seat's hand, as its view shows it
        self._keep_count = 0
        self.title = widgets.HTML("")
        self.picks_box = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.picks: list[widgets.ToggleButton] = []
        compact = {"button_width": "auto"}
        self.spring = widgets.ToggleButtons(style=compact)
        self.spring.add_class("fl-jbf-spring")
        self.summer = widgets.ToggleButtons(style=compact)
        self.summer.add_class("fl-jbf-summer")

        def label(text: str) -> widgets.HTML:
            return widgets.HTML(f"<b>{text}</b>", layout=widgets.Layout(width="140px"))

        row = widgets.Layout(flex_flow="row wrap", align_items="center")
        self.spring_row = widgets.HBox([label("Spring card:"), self.spring], layout=row)
        self.summer_row = widgets.HBox([label("Summer card:"), self.summer], layout=row)
        self.spring.observe(lambda c: self._swap(c, self.summer), "value")
        self.summer.observe(lambda c: self._swap(c, self.spring), "value")
        self.hint = widgets.HTML("")
        self.button = widgets.Button(layout=widgets.Layout(width="auto"), icon="check")
        self.button.on_click(lambda _b: self.play())
        super().__init__([self.title, self.picks_box, self.hint])
        self.add_class("fl-jbf-panel")
        self.add_class(f"fl-jbf-panel-{seat}")

    @property
    def game(self) -> Any:
        return self.board.game

    # ---------------------------------------------------------------- state
    def toggles(self) -> list[widgets.ToggleButton]:
        """The card or field toggles on show now."""
        return [w for w in self.picks_box.children if isinstance(w, widgets.ToggleButton)]

    def selected(self) -> tuple[int, ...]:
        return tuple(i for i, b in enumerate(self.toggles()) if b.value)

    def action(self) -> "Action":
        if self.kind == "keep":
            return Keep(self.selected())
        if self.kind == "plant":
            return Plant(self.selected())
        hand = self.game.hands[self.seat]
        if len(hand) == 1:
            return Choose(0, -1)
        return Choose(int(self.spring.value if self.spring.value is not None else 0),
                      int(self.summer.value if self.summer.value is not None else 1))

    def _swap(self, change: dict[str, Any], other: widgets.ToggleButtons) -> None:
        """Choosing for spring the card placed for summer (or back) swaps the two."""
        if change["new"] is not None and change["new"] == other.value and change["old"] is not None:
            other.value = change["old"]
        self._label()

    def play(self) -> bool:
        return self.board.act(self.seat, self.action())

    def _toggle(self, i: int, label: str, tooltip: str) -> widgets.ToggleButton:
        while len(self.picks) <= i:
            b = widgets.ToggleButton(layout=widgets.Layout(width="auto"))
            b._dom_classes = ("fl-jbf-pick", f"fl-jbf-pick-{len(self.picks)}")
            b.observe(lambda _c: self._label(), "value")
            self.picks.append(b)
        b = self.picks[i]
        if b.description != label:
            b.description = label
        if b.tooltip != tooltip:
            b.tooltip = tooltip
        return b

    def _label(self) -> None:
        """The button says what it will do."""
        g = self.game
        if not self.kind:
            return
        for b in self.picks:
            icon = "check" if b.value else ""
            if b.icon != icon:
                b.icon = icon
        if self.kind == "keep":
            sel = self.selected()
            hand = self._hand
            need = self._keep_count
            names = ", ".join(hand[i]["name"] for i in sel if i < len(hand))
            text = f"Keep {names}" if len(sel) == need else f"Keep these cards ({len(sel)} of {need} chosen)"
        else:
            text = g.describe_action(self.action(), self.seat)
            if self.kind == "plant":
                n = len(self.selected())
                text += f" ({n} food)" if n else ""
            else:
                text = "Place face down — " + text
        if self.button.description != text:
            self.button.description = text

    def update(self) -> bool:
        """Bring the panel up to date; False when this seat has none of these choices now."""
        g = self.game
        seat = self.seat
        kind = ""
        if not g.over and seat in g.to_act():
            stage = g.stage.name
            if stage in ("keep", "choose", "plant"):
                kind = stage
        if not kind:
            self.kind = ""
            self._key = None
            return False
        v = g.view(seat)  # the panel draws the seat's view, like the board
        p = v["players"][seat]
        hand = p["hand"]
        fields = p["fields"]
        self._hand, self._keep_count = hand, v["keep_count"]
        key = (id(g), kind, v["year"], v["season"], tuple((c["id"], c["name"]) for c in hand), len(fields))
        fresh = key != self._key
        self._key = key
        self.kind = kind
        name = esc(g.names[seat])
        show_picks = kind in ("keep", "plant")
        _display(self.picks_box, show_picks)
        want = ([self.title, self.picks_box, self.hint] if show_picks
                else [self.title, self.spring_row, self.summer_row, self.hint])
        if tuple(self.children) != tuple(want):
            self.children = want
        _display(self.summer, len(hand) > 1)
        if kind == "choose":
            last = self.summer_row if len(hand) > 1 else self.spring_row
            want_row = [w for w in last.children if w is not self.button] + [self.button]
            for r in (self.spring_row, self.summer_row):
                if r is not last and self.button in r.children:
                    r.children = [w for w in r.children if w is not self.button]
            if tuple(last.children) != tuple(want_row):
                last.children = want_row
        self.button._dom_classes = ("fl-action", f"fl-{kind}", "fl-jbf-play")
        if kind == "keep":
            need = v["keep_count"]
            self.title.value = (f"<div class='fl-section-label'>{name}: click {need} cards to keep. The other "
                                f"{len(hand) - need} become your first field and silo (card backs).</div>")
            for i, c in enumerate(hand):
                self._toggle(i, f"{i + 1}. {c['name']}", c["text"])
            self.picks_box.children = [*self.picks[:len(hand)], self.button]
            self.hint.value = ""
        elif kind == "choose":
            self.title.value = (f"<div class='fl-section-label'>{name}: choose your spring card and your summer card "
                                f"(face down; the others see only the backs).</div>")
            opts = [(f"{i + 1}. {c['name']}", i) for i, c in enumerate(hand)]
            for w in (self.spring, self.summer):
                if tuple(tuple(o) for o in w.options) != tuple(opts):
                    w.options = opts
                    fresh = True
            self.spring.tooltips = [c["text"] for c in hand]
            self.summer.tooltips = [c["text"] for c in hand]
            if fresh:
                self.spring.value = 0
                if len(hand) > 1:
                    self.summer.value = 1
            self.hint.value = ("<div class='fl-jbf-note'>You decide later, when the climate is revealed, whether to "
                               "play a card face up or by its back (only if you seed no field that season).</div>")
        else:
            self.title.value = (f"<div class='fl-section-label'>{name}: click the fields to seed (1 food each; you "
                                f"have {p['food']} food), then press the button. Seeding rules out Back Actions "
                                f"this season.</div>")
            exp = [f["expected_if_seeded"] for f in fields]
            for i, f in enumerate(fields):
                ups = f["upgrade_names"]
                label = f"Field {i + 1}" + (f" ({', '.join(ups)})" if ups else "")
                if exp[i] is not None:
                    label += f": ≈ {exp[i]:.1f} food if seeded"
                self._toggle(i, label, "Seed this field with 1 food")
            self.picks_box.children = [*self.picks[:len(fields)], self.button]
            self.hint.value = ("<div class='fl-jbf-note'>≈ expected harvest if seeded (seed included), averaged over "
                               "the climate cards you have not seen.</div>" if any(x is not None for x in exp) else "")
        if fresh:
            for b in self.picks:
                if b.value:
                    b.value = False
        self.button.layout.margin = "2px 2px 2px 12px" if show_picks else "2px 0"
        self._label()
        return True


def _display(w: widgets.Widget, visible: bool) -> None:
    want = None if visible else "none"
    if w.layout.display != want:
        w.layout.display = want
