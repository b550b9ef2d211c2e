"""The board's computer players: their moves one at a time at a readable pace, Bot step,
auto-play and "Pause for my offers".

In a Jupyter kernel (a notebook, Voila) the bots move in an asyncio task, one move
every ``speed`` seconds, so that a class can follow them; elsewhere (a script, the
tests) or at pace 0 they move at once.
"""

from __future__ import annotations

import asyncio
import random
import sys
from typing import Any

from farmlab.core.errors import FarmlabError
from farmlab.core.registry import make_bot

__all__ = ["BotPlay"]


class BotPlay:
    """Mixin of :class:`~farmlab.widgets.board.Board`: the computer players' moves."""

    def _make_bots(self) -> None:
        g = self.game
        self.bots = {}
        for s, kind in enumerate(self.seats):
            if kind != "human":
                rng = random.Random(g.seed * 1_000_003 + s)
                self.bots[s] = make_bot(g, kind, rng.getrandbits(32))


    def _next_bot(self) -> int | None:
        """The next seat the computer moves for: a bot, or a person's standing answer."""
        if self.game.over:
            return None
        for s in self.game.to_act():
            if s in self.bots or self._standing_move(s) is not None:
                return s
        return None

    def _standing_move(self, seat: int) -> Any:
        """The move a person's standing answer (a shortcut's) plays now, or None."""
        sc = self._standing.get(seat)
        if sc is None or seat in self.bots:
            return None
        if sc.lasts is not None and not sc.lasts(self.game):
            del self._standing[seat]
            return None
        return sc.answer(self.game, seat)  # type: ignore[misc]

    def _bot_move(self, seat: int) -> bool:
        g = self.game
        bot = seat in self.bots
        who = f"{g.names[seat]} ({self.seats[seat]} bot)" if bot else f"{g.names[seat]}'s standing answer"
        try:
            action = self.bots[seat].choose(g, seat) if bot else self._standing_move(seat)
            if action is None:
                return False
            g.apply(seat, action)
        except FarmlabError as exc:
            self._set_error(f"{who} tried a move the rules do not allow: {exc}")
            return False
        except Exception as exc:
            print(f"farmlab board: bot error {type(exc).__name__}: {exc}", file=sys.stderr)
            self._set_error(f"{who} could not choose a move ({type(exc).__name__}: {exc}).")
            return False
        return True

    def play_bots(self, max_moves: int = 100_000) -> int:
        """Play bot moves now until a human must decide or the game ends; returns how many."""
        moves = 0
        while moves < max_moves:
            s = self._next_bot()
            if s is None or not self._bot_move(s):
                break
            moves += 1
        self.redraw()
        return moves

    def bot_step(self) -> bool:
        """One bot move (the "Bot step" button); then auto-play carries on if it is on."""
        s = self._next_bot()
        if s is None:
            self.redraw()
            return False
        ok = self._bot_move(s)
        if ok:
            self.error = ""
            self._pause_seen = self._pause_opportunities()
            self._continue()
        else:
            self.redraw()
        return ok

    def _pause_opportunities(self) -> frozenset[tuple[int, str]]:
        kinds = self.renderer.pause_kinds
        if not kinds or self.game.over:
            return frozenset()
        mine = set(self._controllable())
        return frozenset((d.seat, d.kind) for d in self.game.decisions()
                         if not d.must and d.kind in kinds and d.seat in mine)

    def _should_pause(self) -> bool:
        """Auto-play stops when a human newly may offer (the "Pause for my offers" option)."""
        if not self.pause_toggle.value:
            return False
        now = self._pause_opportunities()
        new = now - self._pause_seen
        self._pause_seen = now
        return bool(new)

    def _continue(self) -> None:
        """After a change: let bots move if auto-play is on, then redraw."""
        self._update_holder()
        if self.autoplay.value and self._next_bot() is not None:
            delay = float(self.speed.value)
            try:
                loop = asyncio.get_running_loop()
            except RuntimeError:
                loop = None
            if delay <= 0 or loop is None or not _in_kernel():
                moves = 0
                while moves < 100_000:
                    s = self._next_bot()
                    if s is None or self._should_pause() or not self._bot_move(s):
                        break
                    moves += 1
                self._update_holder()
            elif self._task is None or self._task.done():
                self._task = loop.create_task(self._bot_loop(self._gen))
        self.redraw()

    async def _bot_loop(self, gen: int) -> None:
        while gen == self._gen and self.autoplay.value:
            if self._next_bot() is None or self._should_pause():
                break
            await asyncio.sleep(max(0.0, float(self.speed.value)))
            if gen != self._gen or not self.autoplay.value:
                return
            s = self._next_bot()
            if s is None or not self._bot_move(s):
                break
            self._update_holder()
            self.redraw()
        if gen == self._gen:
            self._task = None
            self.redraw()

    def _on_autoplay(self, change: dict[str, Any]) -> None:
        if change["new"]:
            self._pause_seen = self._pause_opportunities()
            self._continue()
        else:
            self.redraw()



def _in_kernel() -> bool:
    """Is this board in a Jupyter kernel (a notebook, Voila)? Only there is a paced
    bot loop run for it; elsewhere (a script, the tests, another library's event
    loop) the bots move at once."""
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover
        return False
    shell = get_ipython()
    return shell is not None and getattr(shell, "kernel", None) is not None
