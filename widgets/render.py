"""Per-game renderers: how one game's table and seats look, as HTML strings.

The generic :class:`~farmlab.widgets.board.Board` and
:class:`~farmlab.widgets.stepper.Stepper` know nothing about any game; they ask
the game's :class:`Renderer` for HTML built from ``game.view(viewer)`` (so a
hidden hand is never in the page of a seat that may not see it), and for any
extra controls a seat needs (Community Farm: the trade panel).

A new game plugs in by subclassing :class:`Renderer` and registering it::

    @register_renderer
    class JellyBeanRenderer(Renderer):
        game = "jelly_bean_farmers"
        def table_html(self, view): ...
        def seat_html(self, view, seat): ...

A game without a renderer is shown by :class:`GenericRenderer` (its view as
plain data), so the board and the stepper work for every registered game.
"""

from __future__ import annotations

import dataclasses
import json
import re
from html import escape
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:  # pragma: no cover
    import ipywidgets

    from farmlab.core.actions import Action, Event
    from farmlab.core.game import Game

    from .board import Board

__all__ = ["Renderer", "GenericRenderer", "Shortcut", "renderers", "register_renderer", "get_renderer",
           "rule_html", "esc", "BASE_CSS"]


@dataclasses.dataclass
class Shortcut:
    """One click for several moves of one seat (see :meth:`Renderer.shortcuts`).

    ``actions`` are ordinary legal actions, applied one by one through the game's
    public ``apply`` (so the log and a replay are exactly as if clicked one at a
    time). ``answer``, when given, is a standing answer afterwards: whenever the
    seat must decide, ``answer(game, seat)`` names the move to play for it (or
    None: nothing now); it is dropped as soon as ``lasts(game)`` is False.
    """

    label: str
    css: str
    actions: list[Any]
    tooltip: str = ""
    answer: "Callable[[Game, int], Action | None] | None" = None
    lasts: "Callable[[Game], bool] | None" = None


def esc(value: Any) -> str:
    """HTML-escape any value (names typed by players go through this)."""
    return escape(str(value), quote=True)


_RULE = re.compile(r"\s*\(([^()]*)\)(\.?)\s*$")


def rule_html(sentence: str, link: str = "") -> str:
    """An explanation with its trailing rule citation "(...)" set apart; with ``link`` (the
    game's How to play page) the citation links to it, in a new tab."""
    m = _RULE.search(sentence)
    if not m:
        return esc(sentence)
    cite = f"({esc(m.group(1))})"
    if link:
        cite = (f"<a class='fl-rule' href='{esc(link)}' target='_blank' rel='noopener' "
                f"title='The rules in plain words: How to play (opens in a new tab)'>{cite}</a>")
    else:
        cite = f"<span class='fl-rule'>{cite}</span>"
    return f"{esc(sentence[:m.start()])}{esc(m.group(2))} {cite}"


class Renderer:
    """How one game is drawn. Subclasses set :attr:`game` and override the HTML methods.

    Every method receives a *view* (``game.view(viewer)``: a JSON dict in which
    what the viewer may not see is already left out) and returns an HTML string.
    The board adds to the view ``view["controllers"]``: per seat "human",
    "random" or "heuristic" (absent in the stepper).
    """

    #: the game's registry name (``Game.NAME``)
    game: str = ""
    #: extra CSS for this game's HTML (added once to every board/stepper page)
    css: str = ""
    #: title of the reference panel (see :meth:`reference_html`)
    reference_title: str = "Reference"
    #: kinds of may-decisions (``Decision.kind``) for which auto-play pauses when
    #: "Pause for my offers" is on (Community Farm: "offer")
    pause_kinds: tuple[str, ...] = ()
    #: header of the tie-break column in the final scores ("" = no column)
    tiebreak_label: str = ""

    # ------------------------------------------------------------- drawing
    def table_html(self, view: dict[str, Any]) -> str:
        """What lies in the middle of the table (shared cards, decks, turn)."""
        raise NotImplementedError

    def seat_html(self, view: dict[str, Any], seat: int) -> str:
        """One seat: name, score, what lies in front of it, its hand if visible."""
        raise NotImplementedError

    def extra_controls(self, board: "Board", seat: int) -> list["ipywidgets.Widget"]:
        """Controls beyond the legal-action buttons for a human ``seat`` that the
        person at the board may control (Community Farm: the trade panel). The
        board shows them right after that person's own seat.

        Called on every redraw: keep the widgets in ``board.cache`` and update
        them instead of making new ones (:meth:`kept_panel` does that). Buttons
        that play an action carry the CSS class ``fl-action`` and are listed in
        ``board.controls``."""
        return []

    def kept_panel(self, board: "Board", seat: int, name: str, make: Any) -> list["ipywidgets.Widget"]:
        """``[panel]`` for :meth:`extra_controls`: the seat's panel called ``name``, made once
        by ``make()`` and kept in ``board.cache`` (emptied on the hot-seat pass screen), shown
        while its ``update()`` says the seat has something to choose there; else ``[]``."""
        key = (self.game, name, seat)
        panel = board.cache.get(key)
        if panel is None:
            panel = board.cache[key] = make()
        return [panel] if panel.update() else []

    def shortcuts(self, game: "Game", seat: int) -> list[Shortcut]:
        """One-click buttons for a human ``seat`` that must decide, shown before the
        decision's buttons: moves the rules leave no choice between (Community Farm:
        house every received card), or the same answer to everything that follows
        for a while (decline every offer of this turn). None by default."""
        return []

    def reference_html(self, view: dict[str, Any]) -> str:
        """Reference drawn once per game in a folding panel (e.g. a selling table); "" = none."""
        return ""

    def seat_action(self, action: "Action") -> bool:
        """True for actions shown with the seat (e.g. selling a stable) rather than
        among the current decision's buttons. They join the decision's buttons when
        they are the only way forward (a forced sale)."""
        return False

    def panel_action(self, action: "Action") -> bool:
        """True for actions played only from :meth:`extra_controls` (e.g. keeping
        3 of 7 cards, which would be 35 buttons): they get no button of their own."""
        return False

    def adjust_action(self, board: "Board", seat: int, action: "Action") -> "Action":
        """The action a legal-action button really plays (a renderer may fill
        in a choice made in its extra controls, e.g. which cards pay)."""
        return action

    def gameover_html(self, game: "Game", viewer: int | None) -> str:
        """Final scores, ranks and the explained result (with the tie-break)."""
        scores, ranks = game.scores(), game.ranks()
        winners = game.winners()
        tb = game.tiebreak() if self.tiebreak_label else None
        rows = "".join(
            f"<tr class='{'fl-winner' if s in winners else ''}' data-seat='{s}'><td>{ranks[s]}</td>"
            f"<td>{esc(game.names[s])}</td><td>{scores[s]}</td>"
            + (f"<td>{esc(tb[s])}</td>" if tb is not None else "") + "</tr>"
            for s in sorted(range(game.n), key=lambda s: (ranks[s], s)))
        tb_head = f"<th>{esc(self.tiebreak_label)}</th>" if tb is not None else ""
        results = [e for e in game.events if e.kind == "result"] or game.events[-1:]
        why = "".join(f"<p class='fl-result'>{rule_html(game.explain(e, viewer))}</p>" for e in results)
        names = " and ".join(esc(game.names[w]) for w in winners)
        return (f"<div class='fl-gameover-inner' data-winners='{names}'>"
                f"<h3>Game over — {names} win{'s' if len(winners) == 1 else ''}!</h3>"
                f"<table class='fl-scores'><tr><th>Rank</th><th>Player</th>"
                f"<th>{esc(game.SCORE_NAME.capitalize())}</th>{tb_head}</tr>"
                f"{rows}</table>{why}</div>")

    # -------------------------------------------------------------- helpers
    @staticmethod
    def seat_name(view: dict[str, Any], seat: int) -> str:
        return str(view.get("names", [])[seat]) if seat < len(view.get("names", [])) else f"Seat {seat + 1}"

    @staticmethod
    def controller_note(view: dict[str, Any], seat: int) -> str:
        kinds = view.get("controllers")
        if not kinds or seat >= len(kinds):
            return ""
        return "" if kinds[seat] == "human" else f" <span class='fl-bot-tag'>({esc(kinds[seat])} bot)</span>"


class GenericRenderer(Renderer):
    """Shows any game's view as plain data: used until a game has its own renderer."""

    def table_html(self, view: dict[str, Any]) -> str:
        skip = {"players", "names", "game", "title", "viewer", "controllers"}
        names = view.get("names", [])
        to_act = ", ".join(esc(names[s]) for s in view.get("to_act", []) if s < len(names)) or "nobody"
        rest = {k: v for k, v in view.items() if k not in skip}
        return (f"<div class='fl-generic-table'><h3>{esc(view.get('title', ''))}</h3>"
                f"<div>Step {esc(view.get('step', 0))} · to act: {to_act}</div>"
                f"<pre>{esc(json.dumps(rest, indent=1, default=str))}</pre></div>")

    def seat_html(self, view: dict[str, Any], seat: int) -> str:
        players = view.get("players")
        data = players[seat] if isinstance(players, list) and seat < len(players) else {}
        hand = ""
        if isinstance(data, dict) and "hand" in data:
            hand = f"<div class='fl-hand' data-seat='{seat}'>Hand: {esc(data['hand'])}</div>"
        body = {k: v for k, v in data.items() if k != "hand"} if isinstance(data, dict) else data
        return (f"<div class='fl-seat-inner' data-seat='{seat}' data-name='{esc(self.seat_name(view, seat))}'>"
                f"<b>{esc(self.seat_name(view, seat))}</b>{self.controller_note(view, seat)}"
                f"<pre>{esc(json.dumps(body, indent=1, default=str))}</pre>{hand}</div>")


#: ``{game NAME: Renderer instance}``; games without an entry use :class:`GenericRenderer`.
renderers: dict[str, Renderer] = {}


def register_renderer(renderer: "Renderer | type[Renderer]") -> Any:
    """Register a renderer (an instance or a class; usable as a class decorator)."""
    inst = renderer() if isinstance(renderer, type) else renderer
    if not inst.game:
        raise ValueError("A renderer needs the name of its game (the class attribute 'game').")
    renderers[inst.game] = inst
    return renderer


def get_renderer(game: "str | Game") -> Renderer:
    name = game if isinstance(game, str) else game.NAME
    r = renderers.get(name)
    if r is None and name.isidentifier():
        # a renderer module named after the game registers itself on import
        import importlib

        try:
            importlib.import_module(f"farmlab.widgets.{name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"farmlab.widgets.{name}":
                raise
        r = renderers.get(name)
    if r is None:
        r = GenericRenderer()
        r.game = name
    return r


BASE_CSS = """
.fl-board, .fl-stepper, .fl-app { font-size: 17px; line-height: 1.35; color: #1b1b1b; }
.fl-board .widget-button, .fl-board .widget-toggle-button, .fl-app .widget-button,
.fl-stepper .widget-button { font-size: 16px; height: auto; min-height: 34px; }
.fl-board .widget-label, .fl-board .widget-html, .fl-app .widget-label, .fl-stepper .widget-html,
.fl-board select, .fl-app select { font-size: 16px; }
.fl-board .fl-style, .fl-stepper .fl-style { display: none; }
.fl-board .widget-html-content, .fl-stepper .widget-html-content, .fl-app .widget-html-content {
  line-height: 1.35; }
.fl-board .fl-toolbar { gap: 3px; margin: 0 0 2px 0; }
.fl-board .fl-save-file { display: inline-flex; align-items: center; text-decoration: none; color: inherit;
  padding: 0 10px; min-height: 28px; box-sizing: border-box; }
.fl-board .fl-save-wait { opacity: 0.45; cursor: default; }
.fl-board .fl-toolbar .jupyter-button, .fl-board .fl-toolbar .widget-label,
.fl-board .fl-toolbar .widget-readout, .fl-board .fl-toolbar select, .fl-board .fl-toolbar .widget-html {
  font-size: 14px; }
.fl-board .fl-toolbar .jupyter-button { height: 30px; min-height: 30px; line-height: 28px; padding: 0 7px;
  margin: 0; }
.fl-board .fl-toolbar .jupyter-button i.fa { font-size: 14px; }
.fl-board .fl-toolbar .widget-inline-hbox { height: 30px; margin: 0; }
/* FileUpload always writes "<description> (<number of files>)", here always "(0)": show the label alone */
.fl-board .fl-load { font-size: 0 !important; display: inline-flex; align-items: center; }
.fl-board .fl-load::after { content: "Load"; font-size: 14px; margin-left: 4px; }
.fl-board .fl-speed .widget-label { margin-right: 0; }
.fl-board .fl-speed .slider-container { margin-left: 10px; }
.fl-board .fl-speed .widget-readout { min-width: 2em; width: auto; margin-left: 8px; text-align: left; }
.fl-board .fl-reference .jupyter-widget-Collapse-header { color: #1b1b1b; font-size: 16px; padding: 4px 10px; }
.fl-step-seats { display: flex; flex-wrap: wrap; align-items: stretch; }
.fl-action { font-weight: 600; border: 2px solid #2b5d8a !important; }
.fl-sell { border-color: #8a5a00 !important; }
.fl-title { font-size: 22px; font-weight: 700; margin: 2px 0 4px 0; }
.fl-prompt-inner { padding: 4px 10px; border-left: 6px solid #2b5d8a; background: #eef4fa; margin: 2px 0; }
.fl-decision { margin: 1px 0; }
.fl-decision.fl-must { font-weight: 700; }
.fl-decision.fl-may { color: #333; font-style: italic; }
.fl-waiting { color: #444; }
.fl-error-inner { padding: 6px 10px; border: 2px solid #b00020; background: #fdecee; color: #7a0016;
  font-weight: 600; border-radius: 4px; }
.fl-error-inner.fl-refused::before { content: "Not allowed: "; }
.fl-seat-inner { padding: 4px 8px; }
.fl-seat { border: 2px solid #c9c9c9; border-radius: 8px; margin: 4px; padding: 2px; min-width: 300px;
  flex: 1 1 320px; max-width: 640px; }
.fl-seat.fl-to-act { border-color: #2b5d8a; box-shadow: 0 0 0 2px #2b5d8a inset; }
.fl-board .fl-own .fl-seat { max-width: none; min-width: 0; flex: 0 0 auto; margin: 4px 2px; }
.fl-board .fl-seats .fl-seat { flex: 1 1 250px; min-width: 230px; max-width: 420px; margin: 3px 2px; }
.fl-board .fl-seats .fl-seat .widget-html, .fl-board .fl-seats .fl-seat .widget-html-content {
  font-size: 14px; line-height: 1.3; }
.fl-board .fl-seats .fl-bot-tag, .fl-board .fl-seats .fl-turn-tag { font-size: 12px; }
.fl-board .fl-seats .fl-seat-inner { padding: 2px 6px; }
.fl-board .fl-seats .fl-seat-head { font-size: 14px; margin-bottom: 2px; }
.fl-board .fl-seats .widget-button { font-size: 14px; min-height: 30px; }
.fl-seat-head { font-size: 18px; margin-bottom: 4px; }
.fl-bot-tag { color: #555; font-size: 14px; }
.fl-turn-tag { background: #2b5d8a; color: white; border-radius: 4px; padding: 0 6px; font-size: 14px; }
.fl-log-inner { max-height: 260px; overflow-y: auto; border: 1px solid #ccc; padding: 4px 8px;
  background: #fafafa; font-size: 15px; }
.fl-log-inner ol { margin: 0; padding-left: 2.2em; }
.fl-log-inner li { margin: 1px 0; }
.fl-log-inner li.fl-turn-entry { font-weight: 700; margin-top: 6px; }
.fl-log-inner li.fl-new { background: #fff3b0; }
.fl-new-head { background: #fff3b0; padding: 0 4px; }
.fl-tiebreak-words { font-size: 1.05em; }
.fl-score-plot-inner { margin: 6px 0; }
.fl-rule { color: #555; font-style: italic; font-size: 0.9em; }
.fl-guide { background: #fff8dc; border-left: 4px solid #d4a017; padding: 4px 8px; margin: 4px 0; }
.fl-pass-inner { text-align: center; padding: 40px 10px; font-size: 28px; font-weight: 700;
  background: #fff8e1; border: 3px dashed #b07d00; border-radius: 10px; }
.fl-gameover-inner { padding: 6px 12px; border: 3px solid #2e7d32; background: #eef8ee; border-radius: 8px; }
.fl-gameover-inner h3 { margin: 2px 0 4px 0; }
.fl-scores { border-collapse: collapse; margin: 4px 0; }
.fl-scores td, .fl-scores th { border: 1px solid #999; padding: 1px 10px; text-align: left; }
.fl-scores tr.fl-winner { font-weight: 700; background: #d7f0d7; }
.fl-generic-table pre, .fl-seat-inner pre { font-size: 13px; max-height: 260px; overflow: auto; }
.fl-step-text-inner { padding: 6px 10px; border-left: 6px solid #6a4c93; background: #f4f0fa; }
.fl-section-label { font-weight: 700; margin-top: 4px; }
.fl-setup .widget-text input, .fl-setup select { font-size: 16px; }
.fl-stepper .fl-step-slider .widget-label, .fl-stepper .fl-step-slider .widget-readout { font-size: 16px; }
.fl-stepper .fl-step-slider .widget-readout { min-width: 2.5em; width: auto; margin-left: 8px; text-align: left; }
"""
