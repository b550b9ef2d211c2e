"""FARMED bots: the core's random bot and a heuristic farmer (:mod:`.heuristic`)."""

from ...core.bots import RandomBot
from .heuristic import HeuristicBot

__all__ = ["RandomBot", "HeuristicBot"]
