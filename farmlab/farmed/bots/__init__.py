"""FARMED bots: a random player and a heuristic farmer (:mod:`.heuristic`)."""

from ...core.bots import RandomBot as _AnyGameRandomBot
from .heuristic import HeuristicBot


class RandomBot(_AnyGameRandomBot):
    """A uniformly random legal action (one of :meth:`Farmed.legal_actions`).

    Trusted: it only ever picks from the legal actions, so :func:`farmlab.play` need not check
    them again (``tests/farmed/test_bots.py`` checks every one through ``apply`` in every mode).
    """

    trusted = True


__all__ = ["RandomBot", "HeuristicBot"]
