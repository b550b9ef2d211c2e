"""Community Farm's bots: random, and a heuristic that plays by the selling curves."""

from ...core.bots import RandomBot as _AnyGameRandomBot
from .heuristic import HeuristicBot


class RandomBot(_AnyGameRandomBot):
    """A uniformly random legal action (:meth:`CommunityFarm.random_action`).

    Trusted: ``random_action`` builds only legal actions (the conformance test
    checks every one with ``is_legal`` while playing in debug mode), so
    :func:`farmlab.play` need not check them again.
    """

    trusted = True


__all__ = ["HeuristicBot", "RandomBot"]
