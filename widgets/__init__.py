"""Interactive boards for farmlab games (ipywidgets), imported as ``farmlab.widgets``.

>>> from farmlab.widgets import Board, Stepper, app
>>> board = Board("community_farm", ["human", "heuristic", "heuristic", "heuristic"], seed=1)
>>> board          # in a notebook: the playable board            # doctest: +SKIP
>>> Stepper(board.game)                                           # doctest: +SKIP
>>> app("community_farm")   # setup panel + board, for Voila      # doctest: +SKIP

A game is drawn by its :class:`Renderer`, found by name: the module
``farmlab.widgets.<game name>`` (``widgets/<game name>.py``) registers it when
it is first needed. A game without one is shown as plain data by
:class:`GenericRenderer`.
"""

from __future__ import annotations

import farmlab  # noqa: F401  (registers every game)

from .app import App, app
from .board import SEAT_KINDS, Board, action_class, find_widgets
from .connection import watch_connection
from .lesson import Predict, Reveal, TeacherSwitch
from .render import GenericRenderer, Renderer, get_renderer, register_renderer, renderers
from .stepper import Stepper

__all__ = ["App", "Board", "GenericRenderer", "Renderer", "SEAT_KINDS", "Stepper", "action_class", "app",
           "find_widgets", "get_renderer", "Predict", "Reveal", "TeacherSwitch", "register_renderer", "renderers",
           "watch_connection"]
