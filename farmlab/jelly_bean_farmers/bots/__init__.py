"""Jelly Bean Farmers bots: a random player and a heuristic farmer
(:mod:`.heuristic`), whose climate odds come from the marked fast path
:mod:`.climate_model` (plain reference: :mod:`farmlab.jelly_bean_farmers.odds`)."""

from ...core.bots import RandomBot as _AnyGameRandomBot
from .climate_model import ClimateModel, climate_model
from .heuristic import HeuristicBot


class RandomBot(_AnyGameRandomBot):
    """A random legal action (:meth:`JellyBeanFarmers.random_action`: one of the legal actions, the
    may-actions drawn less often).

    Trusted: it only ever picks from the legal actions, so :func:`farmlab.play` need not check them
    again (``tests/jelly_bean_farmers/test_bots.py`` checks every one through ``apply``).
    """

    trusted = True


__all__ = ["RandomBot", "HeuristicBot", "ClimateModel", "climate_model"]
