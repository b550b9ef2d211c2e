"""The what-if lab as a panel: choose a game, one change (a rule or the deck), the computer
players and the number of games; run; read the answer in plain words, with plots and the
table to download. It works for every registered game from what the game class declares
(``OPTIONS``, ``DECK_FILES``, the registered bots): no per-game code.

>>> from farmlab.widgets.whatif import WhatIfPanel
>>> WhatIfPanel()        # in a notebook or Voila          # doctest: +SKIP

Parts (CSS classes, for the browser tests): ``fl-whatif-game``, ``fl-whatif-kind``,
``fl-whatif-option``, ``fl-whatif-value``, ``fl-whatif-card``, ``fl-whatif-count``,
``fl-whatif-bots``, ``fl-whatif-players``, ``fl-whatif-games``, ``fl-whatif-run``,
``fl-whatif-progress``, ``fl-whatif-error``, ``fl-whatif-reading``, ``fl-whatif-plots``,
``fl-whatif-table``, ``fl-whatif-download``.
"""

from __future__ import annotations

import base64
import dataclasses
import io
from typing import Any

import ipywidgets as widgets

import farmlab
from farmlab.core import metrics
from farmlab.core.errors import FarmlabError
from farmlab.core.sweep import Variant, deck_cards, sweep

from .render import esc

__all__ = ["WhatIfPanel", "rule_options"]

PRINTED = "printed rules"
BOT_CHOICES = [("Smart computer players", "smart"), ("Random computer players", "random"),
               ("One smart player against random ones", "mixed")]
METRIC_NAMES = {"first-player advantage": "First-player advantage", "seat balance gap": "Gap between the seats",
                "game length": "Moves in a game", "winning margin": "Winning margin", "ties": "Ties",
                "lead changes": "Lead changes", "comebacks": "Comebacks"}


def rule_options(cls: type[farmlab.Game]) -> list[tuple[str, Any]]:
    """The game's rules that are numbers or yes/no (its Options, without deck files): (name, default)."""
    out = []
    for f in dataclasses.fields(cls.OPTIONS):
        if f.name.endswith("_file") or f.name in cls.DECK_FILES:
            continue
        if isinstance(f.default, (bool, int)):
            out.append((f.name, f.default))
    return out


class WhatIfPanel(widgets.VBox):
    """Change one thing, play many games, compare with the printed rules."""

    def __init__(self, game: str | None = None, n_games: int = 100) -> None:
        super().__init__()
        self.add_class("fl-whatif")
        names = sorted(farmlab.GAMES)
        self.game = widgets.Dropdown(options=[(farmlab.GAMES[n].TITLE, n) for n in names],
                                     value=game if game in names else names[0], description="Game:")
        self.game.add_class("fl-whatif-game")
        self.kind = widgets.ToggleButtons(options=[("Change a rule", "rule"), ("Change the deck", "deck")],
                                          value="rule")
        self.kind.add_class("fl-whatif-kind")
        self.option = widgets.Dropdown(description="Rule:")
        self.option.add_class("fl-whatif-option")
        self.value = widgets.IntText(description="New value:")
        self.value.add_class("fl-whatif-value")
        self.deck = widgets.Dropdown(description="Deck:")
        self.card = widgets.Dropdown(description="Card:")
        self.card.add_class("fl-whatif-card")
        self.count = widgets.BoundedIntText(min=0, max=200, description="Copies:",
                                            tooltip="How many copies of the card in the deck (0: none)")
        self.count.add_class("fl-whatif-count")
        self.bots = widgets.Dropdown(options=BOT_CHOICES, value="smart", description="Players:")
        self.bots.add_class("fl-whatif-bots")
        self.players = widgets.Dropdown(description="How many:")
        self.players.add_class("fl-whatif-players")
        self.games = widgets.IntSlider(value=n_games, min=20, max=2000, step=20, description="Games:",
                                       continuous_update=False)
        self.games.add_class("fl-whatif-games")
        self.run_button = widgets.Button(description="Play the games", icon="play", button_style="success")
        self.run_button.add_class("fl-whatif-run")
        self.run_button.on_click(lambda _b: self.run())
        self.progress = widgets.IntProgress(value=0, min=0, max=1, description="", layout={"width": "320px"})
        self.progress.add_class("fl-whatif-progress")
        self.progress.layout.visibility = "hidden"
        self.error = widgets.HTML("")
        self.error.add_class("fl-whatif-error")
        self.reading_html = widgets.HTML("")
        self.reading_html.add_class("fl-whatif-reading")
        self.plots = widgets.HTML("")
        self.plots.add_class("fl-whatif-plots")
        self.table_html = widgets.HTML("")
        self.table_html.add_class("fl-whatif-table")
        self.download = widgets.HTML("")
        self.download.add_class("fl-whatif-download")
        self.rule_box = widgets.HBox([self.option, self.value])
        self.deck_box = widgets.HBox([self.deck, self.card, self.count])
        self.table: Any = None
        self.game.observe(lambda _c: self._game_changed(), "value")
        self.kind.observe(lambda _c: self._show_kind(), "value")
        self.option.observe(lambda _c: self._option_changed(), "value")
        self.deck.observe(lambda _c: self._deck_changed(), "value")
        self.card.observe(lambda _c: self._card_changed(), "value")
        self.children = [
            widgets.HTML("<div class='fl-section-label'>1. Which game?</div>"), self.game,
            widgets.HTML("<div class='fl-section-label'>2. What would you change? (compared with the printed "
                         "rules, on the same deals)</div>"), self.kind, self.rule_box, self.deck_box,
            widgets.HTML("<div class='fl-section-label'>3. Who plays, and how many games?</div>"),
            widgets.HBox([self.bots, self.players]), self.games,
            widgets.HBox([self.run_button, self.progress]), self.error,
            self.reading_html, self.plots, self.table_html, self.download]
        self._game_changed()

    # ------------------------------------------------------------------ choices
    @property
    def cls(self) -> type[farmlab.Game]:
        return farmlab.GAMES[self.game.value]

    def _game_changed(self) -> None:
        cls = self.cls
        rules = rule_options(cls)
        self.option.options = [(name.replace("_", " "), name) for name, _ in rules]
        self.option.value = rules[0][0] if rules else None
        self.deck.options = [(o.removesuffix("_file").replace("_", " "), o) for o in cls.DECK_FILES]
        self.deck.value = next(iter(cls.DECK_FILES), None)
        kinds = ([("Change a rule", "rule")] if rules else []) + ([("Change the deck", "deck")] if cls.DECK_FILES else [])
        self.kind.options = kinds
        self.kind.value = kinds[0][1] if kinds else None
        self.players.options = list(range(cls.MIN_PLAYERS, cls.MAX_PLAYERS + 1))
        self.players.value = max(cls.MIN_PLAYERS, min(4, cls.MAX_PLAYERS))
        self._option_changed()
        self._deck_changed()
        self._show_kind()

    def _show_kind(self) -> None:
        self.rule_box.layout.display = None if self.kind.value == "rule" else "none"
        self.deck_box.layout.display = None if self.kind.value == "deck" else "none"

    def _option_changed(self) -> None:
        defaults = dict(rule_options(self.cls))
        if self.option.value in defaults:
            d = defaults[self.option.value]
            self.value.value = int(d) + 1  # a change to try; the printed value is in the tooltip
            self.value.tooltip = f"The printed rules: {d}"

    def _deck_changed(self) -> None:
        if self.deck.value is None:
            self.card.options = []
            return
        cards = deck_cards(self.cls, self.deck.value)
        self._counts = {cid: n for cid, _name, n in cards}
        self.card.options = [(f"{name} ({n})", cid) for cid, name, n in cards]
        self.card.value = cards[0][0] if cards else None
        self._card_changed()

    def _card_changed(self) -> None:
        if self.card.value is not None:
            self.count.value = 0  # "without this card" first; any count can be typed

    # ------------------------------------------------------------------ running
    def variants(self) -> list[Variant]:
        """The printed rules and the one change chosen (same bots and players for both)."""
        if self.kind.value is None:
            raise FarmlabError(f"{self.cls.TITLE} has no rule or deck the lab can change.")
        n = self.players.value
        bots: Any = {"smart": "heuristic", "random": "random"}.get(self.bots.value)
        if bots is None:
            bots = tuple(["heuristic"] + ["random"] * (n - 1))
        base = Variant(PRINTED, bots=bots, players=n)
        if self.kind.value == "deck":
            card, count = self.card.value, self.count.value
            edit = {"remove": [card]} if count == 0 else {"counts": {card: count}}
            label = f"without {card}" if count == 0 else f"{count} × {card}"
            change = Variant(label, bots=bots, players=n, decks={self.deck.value: edit})
        else:
            name, value = self.option.value, self.value.value
            default = dict(rule_options(self.cls)).get(name)
            if isinstance(default, bool):
                value = bool(value)
            change = Variant(f"{name} = {value}", options={name: value}, bots=bots, players=n)
        return [base, change]

    def run(self) -> Any:
        """Play the games and show the answer (the Play button)."""
        self.error.value = ""
        try:
            variants = self.variants()
        except FarmlabError as exc:
            return self._fail(str(exc))
        total = self.games.value * len(variants)
        self.progress.max = total
        self.progress.value = 0
        self.progress.layout.visibility = "visible"
        self.run_button.disabled = True
        self.reading_html.value = "<div class='fl-whatif-wait'>Playing the games ...</div>"

        def report(done: int, _total: int) -> None:
            self.progress.value = done

        try:
            self.table = sweep(self.game.value, variants, self.games.value, seed=1, progress=report)
        except FarmlabError as exc:
            self.reading_html.value = ""
            return self._fail(str(exc))
        finally:
            self.run_button.disabled = False
        self._show(variants)
        return self.table

    def _fail(self, message: str) -> None:
        self.error.value = f"<div class='fl-error-inner'>That change cannot be played: {esc(message)}</div>"
        self.progress.layout.visibility = "hidden"

    def _show(self, variants: list[Variant]) -> None:
        t = self.table
        a, b = variants[0].label, variants[1].label
        n = self.games.value
        cmp_win = metrics.compare(t, a, b, seat=0)
        cmp_score = metrics.compare(t, a, b, seat=0, measure="score")
        self.reading_html.value = (
            f"<div class='fl-whatif-answer'><b>What happened in {n} games each</b> (the same deals for both):"
            f"<ul><li>{esc(metrics.reading(t))}</li>"
            f"<li>Changing to <b>{esc(b)}</b>: {esc(cmp_win['sentence'])}</li>"
            f"<li>{esc(cmp_score['sentence'])}</li></ul></div>")
        self.plots.value = _plots_html(t, a, b, self.cls.SCORE_NAME)
        s = metrics.summary(t)
        rows = []
        for _, r in s.iterrows():
            pct = r["metric"] in ("first-player advantage", "seat balance gap", "ties", "comebacks")
            fmt = (lambda x: f"{100 * x:+.1f} %" if r["metric"] == "first-player advantage" else f"{100 * x:.1f} %") \
                if pct else (lambda x: f"{x:.1f}")
            interval = "" if r["low"] != r["low"] else f"{fmt(r['low'])} to {fmt(r['high'])}"
            rows.append(f"<tr><td>{esc(r['variant'])}</td><td>{esc(METRIC_NAMES.get(r['metric'], r['metric']))}</td>"
                        f"<td><b>{fmt(r['value'])}</b></td><td>{interval}</td><td>{esc(r['meaning'])}</td></tr>")
        self.table_html.value = ("<table class='fl-whatif-metrics'><tr><th>Version</th><th>Measure</th><th>Value</th>"
                                 "<th>95 % sure it lies in</th><th>What it means</th></tr>" + "".join(rows) + "</table>")
        data = base64.b64encode(t.to_csv(index=False).encode()).decode()
        self.download.value = (f"<a class='fl-whatif-csv' download='{esc(self.game.value)}-what-if.csv' "
                               f"href='data:text/csv;base64,{data}'>⬇ Download the table ({len(t)} rows, CSV)</a>")
        self.progress.layout.visibility = "hidden"


def _plots_html(t: Any, a: str, b: str, score_name: str) -> str:
    """Win rate by seat with 95 % intervals, A beside B; the score and length distributions."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rates = metrics.win_rates(t, "seat")
    fig, axes = plt.subplots(1, 3, figsize=(13, 3.6))
    ax = axes[0]
    width = 0.38
    for k, (label, colour) in enumerate(((a, "#3d6b1e"), (b, "#c77d12"))):
        r = rates[rates["variant"] == label]
        x = r["seat"] + (k - 0.5) * width
        ax.bar(x, 100 * r["win_rate"], width, color=colour, label=label,
               yerr=[100 * (r["win_rate"] - r["low"]), 100 * (r["high"] - r["win_rate"])], capsize=4)
    fair = 100 * float(rates["fair_share"].iloc[0])
    ax.axhline(fair, color="#555", linestyle="--", linewidth=1)
    ax.set_xticks(sorted(rates["seat"].unique()))
    ax.set_xticklabels([f"seat {s + 1}" for s in sorted(rates["seat"].unique())])
    ax.set_ylabel("wins (%)")
    ax.set_title("Who wins? (bars: 95 % intervals; dashed: fair)")
    ax.legend(fontsize=8)
    for ax, column, title in ((axes[1], "score", f"{score_name.capitalize()} at the end"),
                              (axes[2], "length", "Moves in a game")):
        for label, colour in ((a, "#3d6b1e"), (b, "#c77d12")):
            values = t[t["variant"] == label]
            if column == "length":
                values = values[values["seat"] == 0]
            ax.hist(values[column], bins=20, alpha=0.55, color=colour, label=label)
        ax.set_title(title)
        ax.legend(fontsize=8)
    fig.tight_layout()
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=80)
    plt.close(fig)
    data = base64.b64encode(buf.getvalue()).decode()
    return (f"<img class='fl-whatif-plot' alt='Win rate by seat, score and length distributions' "
            f"style='max-width:100%' src='data:image/png;base64,{data}'>")
