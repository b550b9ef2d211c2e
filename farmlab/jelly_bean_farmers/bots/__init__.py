"""Jelly Bean Farmers bots: the core's random bot and a heuristic farmer
(:mod:`.heuristic`), whose climate odds come from the marked fast path
:mod:`.climate_model` (plain reference: :mod:`farmlab.jelly_bean_farmers.odds`)."""

from ...core.bots import RandomBot
from .climate_model import ClimateModel, climate_model
from .heuristic import HeuristicBot

__all__ = ["RandomBot", "HeuristicBot", "ClimateModel", "climate_model"]
