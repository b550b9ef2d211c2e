"""FARMED's state, with names: what lies on the table. No rules here.

A Crop card is an ``int``: its number in the game's Crop deck (``game.crop_of[c]`` is its
:class:`~farmlab.farmed.cards.Crop` kind); a Weather card is an ``int`` into
``game.weather_of``. Decks are lists whose *end* is the top.
"""

from __future__ import annotations

from dataclasses import dataclass, field

#: what a Woman card does when it lies under a Crop ("Woman cards")
YOUNGS_SIDE = "youngs"
NUTRITION_SIDE = "nutrition"

# the steps of a year, as the rule text orders them
PLAY = "play"            # a season: everyone chooses a card at once
DISASTER = "disaster"    # a Natural Disaster: everyone with Crops loses one, chosen at once
WOMAN = "woman"          # the end of the year: everyone places the Woman at once
STORM = "storm"          # a Storm (Advanced): everyone with Improvements loses one, chosen at once
OVER = "over"


@dataclass(slots=True)
class Planted:
    """A Crop in play, with what lies under it."""

    card: int
    youngs: list[int] = field(default_factory=list)
    woman: str = ""      # "", YOUNGS_SIDE or NUTRITION_SIDE

    def copy(self) -> "Planted":
        return Planted(self.card, list(self.youngs), self.woman)

    def to_json(self) -> list[object]:
        return [self.card, list(self.youngs), self.woman]


@dataclass(slots=True)
class Farm:
    """One player's part of the game."""

    hand: list[int] = field(default_factory=list)
    crops: list[Planted] = field(default_factory=list)
    improvements: list[int] = field(default_factory=list)   # the Improvement line (Advanced)
    score: int = 0
    # statistics for simulations
    harvested: int = 0
    lost_to_weather: int = 0
    lost_to_disasters: int = 0
    youngs_played: int = 0

    def copy(self) -> "Farm":
        return Farm(list(self.hand), [p.copy() for p in self.crops], list(self.improvements), self.score, self.harvested,
                    self.lost_to_weather, self.lost_to_disasters, self.youngs_played)


@dataclass(slots=True)
class Table:
    """The shared part: decks, the Weather line, the year and the step."""

    deck: list[int]
    discard: list[int]
    weather_deck: list[int]
    weather_discard: list[int]
    line: list[int] = field(default_factory=list)     # the year's Weather line, in order (Events included)
    year: int = 0
    season: int = 0
    dealer: int = 0
    step: str = PLAY
    pending_disasters: int = 0                         # Natural Disasters still to resolve
    pending_storms: int = 0                            # Storms still to resolve (Advanced)
    market_up: list[int] = field(default_factory=list)     # the Market's face-up cards (Advanced)
    market_down: list[int] = field(default_factory=list)   # ... and its face-down cards

    def copy(self) -> "Table":
        return Table(list(self.deck), list(self.discard), list(self.weather_deck), list(self.weather_discard),
                     list(self.line), self.year, self.season, self.dealer, self.step, self.pending_disasters,
                     self.pending_storms, list(self.market_up), list(self.market_down))
