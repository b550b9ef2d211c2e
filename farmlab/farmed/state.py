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
# the Team game's decisions (special Improvements)
PEEK = "peek"                  # Market Study: the owner looks at one face-down Market card (or not)
PEST_CONTROL = "pest_control"  # a Pest: the owner of Pest Control discards it instead (or not)
FIRE = "fire"                  # a Fire: the Hospital owner's teammate chooses the Young it spares
TRADITION = "tradition"        # a Disaster: the owner of Traditional Knowledge discards it instead (or not)
HOSPITAL = "hospital"          # the end of the year: the Youngs the Hospital keeps, chosen at once
OVER = "over"


@dataclass(slots=True)
class Planted:
    """A Crop in play, with what lies under it."""

    card: int
    youngs: list[int] = field(default_factory=list)
    woman: str = ""      # "", YOUNGS_SIDE or NUTRITION_SIDE
    school: int = -1     # the School under it (Team game): the card, which stays in the owner's Improvements
    nursery: int = -1    # the Nursery under it (Team game), likewise

    def copy(self) -> "Planted":
        return Planted(self.card, list(self.youngs), self.woman, self.school, self.nursery)

    def to_json(self) -> list[object]:
        if self.school >= 0 or self.nursery >= 0:
            return [self.card, list(self.youngs), self.woman, self.school, self.nursery]
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
    # the Team game
    women: list[str] = field(default_factory=list)     # each seat's Woman colour this year ("Teams")
    mates: list[int] = field(default_factory=list)     # each seat's teammate this year, -1 for none
    peeked: int = -1                                   # the face-down Market card Market Study looked at
    peekers: list[int] = field(default_factory=list)   # ... and who knows it
    awaiting: str = ""                                 # an Event waiting for a decision ("pest:green", "fire")
    spared: list[int] = field(default_factory=list)    # seats Traditional Knowledge spares from this Disaster
    tradition_asked: bool = False                      # this Disaster's Traditional Knowledge decision is made
    kept: list[int] = field(default_factory=list)      # seats whose Youngs the Hospital kept this year end
    removed: list[int] = field(default_factory=list)   # cards that left the game (the School)

    def copy(self) -> "Table":
        return Table(list(self.deck), list(self.discard), list(self.weather_deck), list(self.weather_discard),
                     list(self.line), self.year, self.season, self.dealer, self.step, self.pending_disasters,
                     self.pending_storms, list(self.market_up), list(self.market_down), list(self.women),
                     list(self.mates), self.peeked, list(self.peekers), self.awaiting, list(self.spared), self.tradition_asked,
                     list(self.kept), list(self.removed))
