"""FARMED (2–8 players): crops, weather, livestock and resources.

Work in progress: the decks (``cards``) and the exact survival odds (``odds``) are here; the
game itself is not registered yet, so the gallery, the apps and the shared test suites do not
offer it until it plays end to end.
"""

from .cards import CROPS, IMPROVEMENTS, WEATHER

#: what is missing before the game is registered (the discovery test reads it)
IN_PROGRESS = ("the decks and their exact odds are done; the rules of the three ways to play, the bots, the "
               "board, the app and the lesson are not built yet")

__all__ = ["CROPS", "IMPROVEMENTS", "WEATHER", "IN_PROGRESS"]
