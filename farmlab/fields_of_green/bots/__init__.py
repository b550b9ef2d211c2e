"""Fields of Green bots: the core's random bot (the game samples the kind of action first) and a
heuristic farmer (:mod:`.heuristic`)."""

from ...core.bots import RandomBot
from .heuristic import HeuristicBot

__all__ = ["RandomBot", "HeuristicBot"]
