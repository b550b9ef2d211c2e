"""Homesteader bots: a random player (with the game's sampler) and a heuristic homesteader."""

from ...core.bots import RandomBot as _AnyGameRandomBot
from .heuristic import HeuristicBot


class RandomBot(_AnyGameRandomBot):
    """A random legal action (:meth:`Homesteader.random_action`: in the optional part of a turn a
    kind of move first, then one of that kind).

    Trusted: ``random_action`` draws only from the legal actions, so :func:`farmlab.play` need not
    check them again (``tests/homesteader/test_heuristic.py`` checks every one through ``apply``).
    """

    trusted = True


__all__ = ["RandomBot", "HeuristicBot"]
