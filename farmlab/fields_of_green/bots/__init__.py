"""Fields of Green bots: a random player (the game samples the kind of action first) and a
heuristic farmer (:mod:`.heuristic`, reading its farm from the counters of :mod:`.farm_plan`)."""

from ...core.bots import RandomBot as _AnyGameRandomBot
from .heuristic import HeuristicBot


class RandomBot(_AnyGameRandomBot):
    """A random legal action (:meth:`FieldsOfGreen.random_action`: in the Action phase the kind of
    action first, then one of that kind).

    Trusted: ``random_action`` draws only from the legal actions, so :func:`farmlab.play` need not
    check them again (``tests/fields_of_green/test_two_players_and_play.py`` checks every one
    through ``apply``, and the conformance test plays it in debug mode).
    """

    trusted = True


__all__ = ["RandomBot", "HeuristicBot"]
