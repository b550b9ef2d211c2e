"""The board's end screen: the result with the tie-breaks in words, the score over the game,
"Play again" and a replay of the whole game with the stepper."""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from farmlab.core.game import Game

from .render import esc
from .board_ui import _set, _show

__all__ = ["EndScreen", "score_plot_svg"]


class EndScreen:
    """Mixin of :class:`~farmlab.widgets.board.Board`: the end screen."""

    def _build_end(self) -> None:
        self.gameover = widgets.HTML("")
        self.gameover.add_class("fl-gameover")
        self.play_again_button = self._button("Play again", "fl-play-again", self._new_game_clicked,
                                              "A new game with the same players", "refresh")
        self.replay_button = self._button("Replay the game", "fl-replay", self.show_replay,
                                          "Step through the whole game, every hand shown", "film")
        self.replay_box = widgets.VBox()
        self.replay_box.add_class("fl-replay-box")
        self.score_plot = widgets.HTML("")
        self.score_plot.add_class("fl-score-plot")
        #: the end screen under the result: score over the game, "Play again", the replay
        self.end_box = widgets.VBox([self.score_plot, widgets.HBox([self.play_again_button, self.replay_button]),
                                     self.replay_box])
        self.end_box.add_class("fl-end")

    def _draw_end(self) -> None:
        g = self.game
        if g.over and self._over_drawn is not g:
            self._over_drawn = g
            _set(self.gameover, "value", self.renderer.gameover_html(g, None) + self.tiebreak_words())
            _set(self.score_plot, "value", score_plot_svg(g))
        _show(self.gameover, g.over)
        _show(self.end_box, g.over)

    def show_replay(self) -> None:
        """The end screen's replay: the stepper over the whole game (every hand shown: the game is over)."""
        from .stepper import Stepper

        if not self.game.over:
            return
        self.replay_box.children = [Stepper(self.game, None)]

    def tiebreak_words(self) -> str:
        """The tie-break in a sentence when the top score is shared (the renderer may say it better).

        Asks the renderer's optional ``tiebreak_text(game)`` first.
        """
        g = self.game
        custom = getattr(self.renderer, "tiebreak_text", None)
        if callable(custom):
            text = custom(g)
            return f"<p class='fl-tiebreak-words'>{esc(text)}</p>" if text else ""
        scores = g.scores()
        top = max(scores)
        tied = [s for s in range(g.n) if scores[s] == top]
        if len(tied) < 2:
            return ""
        winners = g.winners()
        names = " and ".join(g.names[s] for s in tied)
        label = getattr(self.renderer, "tiebreak_label", "") or "the tie-break"
        tb = g.tiebreak()
        detail = "; ".join(f"{g.names[s]}: {_plain(tb[s])}" for s in tied)
        won = " and ".join(g.names[w] for w in winners)
        result = (f"{won} win{'s' if len(winners) == 1 else ''} the tie-break" if len(winners) < len(tied)
                  else "the tie-break does not split them, so they share the win")
        return (f"<p class='fl-tiebreak-words'>{esc(names)} all scored {top} {esc(g.SCORE_NAME)}, so the tie is "
                f"decided by {esc(label.lower())} ({esc(detail)}): {esc(result)}.</p>")


def _plain(value: Any) -> str:
    if isinstance(value, (tuple, list)):
        return ", then ".join(_plain(v) for v in value)
    return str(value)


_COLOURS = ("#2f6fb0", "#c0392b", "#3a8a3a", "#b8860b", "#7b3fa0", "#16817a")


def score_plot_svg(game: Game, width: int = 560, height: int = 200) -> str:
    """Score over time as an SVG line chart (one line per player, a point after every action that changed a score).

    The game is replayed from its history (a copy); nothing here computes a rule.
    """
    g = game.new_like()
    points: list[list[int]] = [list(g.scores())]
    for seat, action in game.history:
        g.apply(seat, action)
        sc = list(g.scores())
        if sc != points[-1]:
            points.append(sc)
    if len(points) < 2:
        return ""
    lo = min(0, min(min(p) for p in points))
    hi = max(1, max(max(p) for p in points))
    pad_l, pad_b, pad_t, pad_r = 36, 22, 10, 110
    w, h = width - pad_l - pad_r, height - pad_t - pad_b
    steps = len(points) - 1

    def xy(i: int, v: int) -> str:
        return f"{pad_l + w * i / steps:.1f},{pad_t + h * (1 - (v - lo) / (hi - lo)):.1f}"

    lines = []
    for s in range(game.n):
        c = _COLOURS[s % len(_COLOURS)]
        pts = " ".join(xy(i, p[s]) for i, p in enumerate(points))
        last = points[-1][s]
        lines.append(f"<polyline fill='none' stroke='{c}' stroke-width='2.5' points='{pts}'/>"
                     f"<text x='{pad_l + w + 6}' y='{xy(steps, last).split(',')[1]}' fill='{c}' "
                     f"font-size='12'>{esc(game.names[s])} {last}</text>")
    axes = (f"<line x1='{pad_l}' y1='{pad_t + h}' x2='{pad_l + w}' y2='{pad_t + h}' stroke='#888'/>"
            f"<line x1='{pad_l}' y1='{pad_t}' x2='{pad_l}' y2='{pad_t + h}' stroke='#888'/>"
            f"<text x='{pad_l - 4}' y='{pad_t + 10}' font-size='11' text-anchor='end'>{hi}</text>"
            f"<text x='{pad_l - 4}' y='{pad_t + h}' font-size='11' text-anchor='end'>{lo}</text>"
            f"<text x='{pad_l + w / 2}' y='{height - 4}' font-size='11' text-anchor='middle'>"
            f"the game, from start to end</text>")
    return (f"<div class='fl-score-plot-inner'><div class='fl-section-label'>{esc(game.SCORE_NAME.capitalize())} "
            f"over the game</div><svg width='{width}' height='{height}' role='img' "
            f"aria-label='{esc(game.SCORE_NAME)} over the game'>{axes}{''.join(lines)}</svg></div>")
