"""Fields of Green's state, with names: what lies on the table. No rules here.

A Location card is an ``int``: its number in the game's deck (``game.location_of[c]`` is its
:class:`~farmlab.fields_of_green.cards.Location`); an Equipment tile is an ``int`` into
``game.equipment_of``. Piles are lists whose *end* is the top. A farm is a grid of
:class:`Place` by ``(x, y)``, in the order they were built.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# what lies on a place of the farm
TOWER = "tower"
SILO = "silo"
LOCATION = "location"

# the steps of a round, as the rule text orders them
DRAW = "draw"          # Upkeep: each player in turn chooses where to draw 6 cards
PICK = "pick"          # Action phase: select a card (at once and in secret; 2 players: in turn, face up)
ACT = "act"            # ... then carry out one of the four actions with it
EQUIP = "equip"        # an Equipment was drawn: keep one (placed or aside)
WATER = "water"        # new Water with more than one way to place it on the Towers: where it goes (G5)
PAY = "pay"            # a Water cost with more than one way to pay it from the Towers in reach (G10)
HARVEST = "harvest"    # Harvest phase: pay Harvest costs in the order the player chooses
OVER = "over"

CLOCKWISE = "clockwise"
COUNTER_CLOCKWISE = "counter-clockwise"


@dataclass(slots=True)
class Place:
    """One card of a farm: a Water Tower, a Silo or a Location (``card``), with its markers."""

    x: int
    y: int
    kind: str                 # TOWER, SILO or LOCATION
    card: int = -1            # the Location card (LOCATION only)
    water: int = 0            # Water markers on a Water Tower
    food: int = 0             # Food markers on a Silo
    open_area: bool = False   # turned face down at a Harvest ("Open Area")
    equipment: int = -1       # the Equipment tile placed on it
    paid: bool = False        # its Harvest cost is paid this Harvest

    def copy(self) -> "Place":
        return Place(self.x, self.y, self.kind, self.card, self.water, self.food, self.open_area, self.equipment,
                     self.paid)

    def to_json(self) -> list[object]:
        return [self.x, self.y, self.kind, self.card, self.water, self.food, self.open_area, self.equipment, self.paid]


@dataclass(slots=True)
class Farm:
    """One player's part of the game."""

    grid: dict[tuple[int, int], Place] = field(default_factory=dict)
    coins: int = 0
    vp_tokens: int = 0
    hand: list[int] = field(default_factory=list)
    selected: int = -1                      # the card selected this turn, revealed (-1: none)
    aside: list[int] = field(default_factory=list)     # Equipment kept aside, face up
    drawn: list[int] = field(default_factory=list)     # Equipment just drawn, to keep one of
    drew: tuple[int, ...] = ()              # this round's draw counts per pile (public)
    silo_bonus: int = 0                     # each Silo stores this much more (abilities)
    tower_bonus: int = 0                    # each Water Tower stores this much more (abilities)
    water_due: int = 0                      # new Water the player is still to place on his Towers (G5)
    paying: tuple[int, ...] = ()            # the Location waiting for its Water to be paid (G10): (x, y) at
                                            # the Harvest, (x, y, equipment) for a Build Location
    # statistics for simulations
    markets: int = 0
    open_areas: int = 0
    food_lost: int = 0
    water_lost: int = 0
    # the cards by kind, in the order they were built: kept up to date by add(), through which
    # every card joins the grid (each a new list when it grows: one held before stays as it was)
    towers: list[Place] = field(default_factory=list, repr=False, compare=False)
    silos: list[Place] = field(default_factory=list, repr=False, compare=False)
    locations: list[Place] = field(default_factory=list, repr=False, compare=False)
    # tables brought up to date card by card: see grown()
    grown_tables: dict[object, tuple[int, object]] = field(default_factory=dict, repr=False, compare=False)
    # what is left to pay at this Harvest (see rules.harvest.dues): worked out from the farm when
    # asked, with the number of cards it was worked out for; None when not known
    dues: tuple[int, dict] | None = field(default=None, repr=False, compare=False)  # type: ignore[type-arg]

    def grown(self, key: object, make, grow, *args):  # type: ignore[no-untyped-def]
        """``make(self, *args)`` for the farm as it lies, worked out once per card built. A farm only
        grows (a card once built keeps its place and its kind; an Open Area is the same card face
        down), so the number of cards tells when to work it out anew: only for what depends on the
        kind and position of the cards, not on markers or Open Areas. When one card was built since
        it was last worked out, ``grow(self, before, place, *args)`` brings the table as it was
        (``before``) up to date with the card at ``place`` (the last one built). A grow function
        gives what ``make`` would (see :mod:`.rules.grown`, tested against the plain rule). A grow
        function marked ``stepwise`` gives the same when the farm has grown by more cards since: it
        is then called for each card built since, in turn. Do not change the result."""
        n = len(self.grid)
        known = self.grown_tables.get(key)
        if known is not None and known[0] == n:
            return known[1]
        if known is not None and known[0] == n - 1:
            out = grow(self, known[1], next(reversed(self.grid)), *args)
        elif known is not None and getattr(grow, "stepwise", False):  # brought up to date card by card
            out = known[1]
            for place in list(self.grid)[known[0]:]:
                out = grow(self, out, place, *args)
        else:
            out = make(self, *args)
        self.grown_tables[key] = (n, out)
        return out

    def __post_init__(self) -> None:
        if self.grid:  # a farm made with its cards (a copy)
            self.towers, self.silos, self.locations = by_kind(self.grid)

    def add(self, place: Place) -> None:
        """Lay a card on the farm at its place: the one way a card joins the grid (setup, a Tower
        or Silo built, a Location built), so that the cards by kind stay what the grid says
        (:func:`by_kind`). A card laid over another (tests only: a farm only grows) sorts them anew."""
        at = (place.x, place.y)
        if at in self.grid:
            self.grid[at] = place
            self.towers, self.silos, self.locations = by_kind(self.grid)
            self.grown_tables.clear()
            self.dues = None
            return
        self.grid[at] = place
        kind = place.kind
        if kind == LOCATION:
            self.locations = [*self.locations, place]
        elif kind == TOWER:
            self.towers = [*self.towers, place]
        else:
            self.silos = [*self.silos, place]

    @property
    def food(self) -> int:
        """Food markers lie on the Silos only."""
        food = 0
        for p in self.silos:
            food += p.food
        return food

    @property
    def water(self) -> int:
        """Water markers lie on the Water Towers only."""
        water = 0
        for p in self.towers:
            water += p.water
        return water

    def copy(self) -> "Farm":
        return Farm({k: p.copy() for k, p in self.grid.items()}, self.coins, self.vp_tokens, list(self.hand),
                    self.selected, list(self.aside), list(self.drawn), self.drew, self.silo_bonus, self.tower_bonus,
                    self.water_due, self.paying, self.markets, self.open_areas, self.food_lost, self.water_lost)


def by_kind(grid: dict[tuple[int, int], Place]) -> tuple[list[Place], list[Place], list[Place]]:
    """The plain rule for the cards by kind: the Water Towers, the Silos and the Locations of a
    grid, each in the order they were built (what Farm.add keeps up to date)."""
    towers: list[Place] = []
    silos: list[Place] = []
    locations: list[Place] = []
    for p in grid.values():
        (towers if p.kind == TOWER else silos if p.kind == SILO else locations).append(p)
    return towers, silos, locations


@dataclass(slots=True)
class Table:
    """The shared part: piles, the supply's cards, the round and the step."""

    piles: dict[str, list[int]]             # the four main piles by type, face down
    towers_left: int                        # Water Tower cards in their pile
    silos_left: int                         # Silo cards in their pile
    equipment: list[int]                    # the Equipment stack, face down (end = top)
    discard: list[int] = field(default_factory=list)   # discarded Location cards, face up
    closed: list[str] = field(default_factory=list)    # piles that ran out: closed for the rest of the game
    round: int = 0                          # 0 to rounds-1
    turn: int = 0                           # the Action phase's turn, 0 to 5
    first: int = 0                          # the seat with the First Player marker
    direction: str = CLOCKWISE              # the Turn Order Marker
    step: str = DRAW
    phase: str = DRAW                       # DRAW, PICK/ACT (the Action phase) or HARVEST: where an EQUIP returns
    queue: list[int] = field(default_factory=list)     # seats still to draw / act / harvest this step, in order
    pile: list[int] = field(default_factory=list)      # 2 players: the face-down pile of the round's 12 cards
    face_up: list[int] = field(default_factory=list)   # 2 players: the face-up cards to choose from

    def copy(self) -> "Table":
        return Table({k: list(v) for k, v in self.piles.items()}, self.towers_left, self.silos_left,
                     list(self.equipment), list(self.discard), list(self.closed), self.round, self.turn, self.first,
                     self.direction, self.step, self.phase, list(self.queue), list(self.pile), list(self.face_up))
