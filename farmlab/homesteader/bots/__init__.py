"""Homesteader bots: the core's random bot (with the game's sampler) and a heuristic homesteader."""

from ...core.bots import RandomBot
from .heuristic import HeuristicBot

__all__ = ["RandomBot", "HeuristicBot"]
