"""The board's words: the prompt (what the person must or may decide now, with the first
game's tips) and the log (what happened, newest first, each line with the rule it
applies; what changed since the person's last move is highlighted)."""

from __future__ import annotations

from .board_ui import _set
from .render import esc, rule_html

__all__ = ["BoardText"]


class BoardText:
    """Mixin of :class:`~farmlab.widgets.board.Board`: the prompt and the log."""

    def _draw_prompt(self, viewer: int | None, to_act: set[int]) -> None:
        g = self.game
        names = g.names
        if g.over:
            _set(self.prompt, "value", "<div class='fl-prompt-inner' data-acting='' data-over='true'>"
                                       "The game is over.</div>")
            return
        ctrl = set(self._controllable())
        lines = []
        shown_waiting: set[int] = set()
        tips_shown: set[str] = set()
        for d in g.decisions():
            mine = viewer is None or d.seat == viewer
            if d.must:
                if mine:
                    lines.append(f"<div class='fl-decision fl-must' data-seat='{d.seat}' "
                                 f"data-name='{esc(names[d.seat])}' data-kind='{esc(d.kind)}'>{esc(d.prompt)}</div>")
                    tip = g.GUIDE.get(d.kind) if self.tips_toggle.value and d.seat in ctrl else None
                    if tip and d.kind not in tips_shown:
                        tips_shown.add(d.kind)
                        lines.append(f"<div class='fl-guide' data-kind='{esc(d.kind)}'>💡 <b>What to do:</b> "
                                     f"{esc(tip)}</div>")
                elif d.seat not in shown_waiting:
                    shown_waiting.add(d.seat)
                    kind = self.seats[d.seat]
                    who = f"{esc(names[d.seat])}" + ("" if kind == "human" else f" ({esc(kind)} bot)")
                    hint = ""
                    if kind != "human" and (self._task is None or self._task.done()):
                        hint = " — press <b>Bot step</b>"
                        if not self.autoplay.value:
                            hint += " or <b>Auto-play bots</b>"
                    lines.append(f"<div class='fl-waiting' data-seat='{d.seat}' data-name='{esc(names[d.seat])}'>"
                                 f"Waiting for {who}{hint}.</div>")
            elif d.seat in ctrl:
                lines.append(f"<div class='fl-decision fl-may' data-seat='{d.seat}' data-kind='{esc(d.kind)}'>"
                             f"{esc(d.prompt)}</div>")
        acting = [s for s in sorted(to_act) if s in ctrl]
        acting_names = ", ".join(names[s] for s in acting)
        everyone = ", ".join(names[s] for s in sorted(to_act))
        holder = "" if viewer is None else names[viewer]
        _set(self.prompt, "value",
             f"<div class='fl-prompt-inner' data-acting='{esc(acting_names)}' "
             f"data-acting-seats='{' '.join(map(str, acting))}' data-to-act='{esc(everyone)}' "
             f"data-viewer='{esc(holder)}' "
             f"data-step='{len(g.history)}'>{''.join(lines)}</div>")

    def _draw_log(self, viewer: int | None) -> None:
        g = self.game
        key = (id(g), viewer)
        if key != self._log_key or len(g.events) < self._log_n:
            self._log_key = key
            self._log_entries = []
            self._log_n = 0
        if len(g.events) > self._log_n:
            since = self._log_n
            texts = g.log(viewer, since)
            for e, text in zip(g.events[since:], texts):
                cls = "fl-turn-entry" if e.kind == "turn" else ""
                self._log_entries.append((cls, f" data-kind='{esc(e.kind)}'>{rule_html(text, self.rules_link)}</li>"))
            self._log_n = len(g.events)
        # what changed since the person at the screen last moved is highlighted
        mark = self._since.get(viewer, -1) if viewer is not None and not g.over else -1
        if mark < 0 and viewer is None and not g.over:
            mine = [self._since[s] for s in self._controllable() if s in self._since]
            mark = max(mine) if mine else -1
        entries = [f"<li class='{c}{' fl-new' if 0 <= mark <= i else ''}'{body}"
                   for i, (c, body) in enumerate(self._log_entries)]
        n = len(entries)
        shown = entries[-self.LOG_LIMIT:][::-1]
        since = (" — <span class='fl-new-head'>highlighted: what changed since your last move</span>"
                 if 0 <= mark < n else "")
        more = f"<div class='fl-rule'>… {n - len(shown)} earlier entries</div>" if n > len(shown) else ""
        _set(self.log_html, "value",
             f"<div class='fl-log-inner'><div class='fl-section-label'>What happened (newest first){since}</div>"
             f"<ol reversed start='{n}'>{''.join(shown)}</ol>{more}</div>")
