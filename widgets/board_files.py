"""The board's game files: kept on the server after every move (the resume code), saved
and loaded as farmlab save files."""

from __future__ import annotations

import base64
from typing import Any

from farmlab.core.errors import FarmlabError
from farmlab.core.save import from_json, to_json

from .render import esc
from .resume import format_code
from .board_ui import _set, _show

__all__ = ["GameFiles"]


class GameFiles:
    """Mixin of :class:`~farmlab.widgets.board.Board`: resume code, Save and Load."""

    def _keep(self) -> None:
        """Keep the game on the server after every move, so that a reload loses nothing."""
        store, code = self.resume_store, self.resume_code
        if store is None or code is None:
            return
        key = (id(self.game), len(self.game.history))
        if key == self._kept:
            return
        self._kept = key
        ok = store.put(code, self.game.NAME, list(self.seats), self.save_json())
        text = (f"Game code <b>{format_code(code)}</b>" if ok else "")
        _set(self.resume_html, "value", f"<span class='fl-resume-inner' data-code='{code}' title='After a reload: "
                                        f"New game → Resume a game, and type this code'>{text}</span>" if ok else "")

    def save_json(self) -> str:
        """The game as a farmlab save file (JSON text), made once per position."""
        g, n = self.game, len(self.game.history)
        cached = getattr(self, "_save_cache", None)
        if cached is not None and cached[0] is g and cached[1] == n:
            return cached[2]
        text = to_json(g)
        self._save_cache = (g, n, text)
        return text

    def _draw_save(self, can_save: bool) -> None:
        """The Save button is the file itself: a download of the game as it stands now.

        It is remade after every move (so it never offers an old position; while the
        computer players are moving it waits for them to stop) and is empty and hidden whenever saving is not allowed (the pass screen, a hot-seat
        game without the teacher): no file with every hand stays in the page."""
        _show(self.save_button, can_save)
        if not can_save:
            self._saved_at = None
            _set(self.save_button, "value", "")
            return
        if self._task is not None and not self._task.done():
            # computer players are moving: the file is made once they stop (not for every move)
            self._saved_at = None
            _set(self.save_button, "value", "<span class='fl-save-file fl-save-wait jupyter-button widget-button' "
                                            "title='Save is ready as soon as the computer players have moved'>"
                                            "<i class='fa fa-download'></i>&nbsp;Save</span>")
            return
        key = (self.game, len(self.game.history))
        saved = getattr(self, "_saved_at", None)
        if saved is not None and saved[0] is key[0] and saved[1] == key[1]:
            return
        self._saved_at = key
        data = base64.b64encode(self.save_json().encode("utf-8")).decode("ascii")
        g = self.game
        name = f"{g.NAME}-{g.seed}-move{len(g.history)}.json"
        _set(self.save_button, "value",
             f"<a class='fl-save-file jupyter-button widget-button' download='{esc(name)}' "
             f"href='data:application/json;base64,{data}' data-move='{len(g.history)}' "
             f"title='Save this game as a file, to keep or hand in ({esc(name)})'>"
             f"<i class='fa fa-download'></i>&nbsp;Save</a>")

    def load_json(self, text: "str | bytes") -> bool:
        """Load a saved game; a bad file shows a clear message and keeps the current game."""
        try:
            if isinstance(text, (bytes, bytearray, memoryview)):
                text = bytes(text).decode("utf-8")
            g = from_json(text)
        except UnicodeDecodeError:
            self._set_error("This file is not a farmlab save file (it is not text). The game goes on.")
            return False
        except FarmlabError as exc:
            self._set_error(f"Could not load that file: {exc} The game goes on.")
            return False
        except Exception as exc:
            self._set_error(f"Could not load that file ({type(exc).__name__}). The game goes on.")
            return False
        if g.NAME != self.game.NAME:
            self._set_error(f"This file is a saved game of {g.TITLE}, but this page plays {self.game.TITLE}. "
                            f"Open the {g.TITLE} app to load it. The game goes on.")
            return False
        if g.n != len(self.seats):
            self.seats = (self.seats + ["heuristic"] * g.n)[: g.n]
        self.game = g
        self.error = ""
        self._make_bots()
        self._start()
        return True

    def _on_upload(self, change: dict[str, Any]) -> None:
        files = change["new"]
        if not files:
            return
        f = files[0]
        content = f["content"] if isinstance(f, dict) else getattr(f, "content", b"")
        self.load_json(bytes(content))
        self.load_upload.value = ()
