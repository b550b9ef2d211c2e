"""Fields of Green's cards, loaded from ``data/locations.csv``, ``data/structures.csv`` and
``data/equipment.csv``.

The rule text fixes what is checked here (section "Contents" and "Build Location"): four piles
of 33 Location cards (Fields, Livestock, Facilities, Buildings), each card with a cost in
coins, perhaps a Water or Food requirement, its VP and one ability that is Immediate, Harvest
(with a cost) or Game End; 18 Water Towers (2 coins, 3 water, storing 3) and 12 Silos (free,
empty, storing 4); 30 Equipment tiles that each name the location type they go on, with an
optional keyword. The numbers and abilities of the cards are designed for farmlab
(``docs/fields-of-green-deck.md``): each is 3 copies of 11 distinct cards per pile. An ability
is data over a small vocabulary of effects that :mod:`.rules.build` interprets (not one
function per card). A deck file that breaks a rule of the text is refused with a message
naming the file, the row (as a spreadsheet numbers it) and the field.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..core.decks import Row, read_rows, unique
from ..core.errors import DeckFileError

DATA = Path(__file__).parent / "data"

#: the four main piles, in the rule text's order ("Setup")
TYPES = ("field", "livestock", "facility", "building")
TYPE_NAMES = {"field": "Fields", "livestock": "Livestock", "facility": "Facilities", "building": "Buildings"}
TYPE_NAME = {"field": "Field", "livestock": "Livestock", "facility": "Facility", "building": "Building",
             "tower": "Water Tower", "silo": "Silo"}
#: "Contents": 33 cards of each type; one review: 3 copies of each card
PILE_SIZE = 33
DISTINCT_PER_PILE = 11
COPIES = 3
TIMINGS = ("immediate", "harvest", "game_end")
#: the vocabulary of effects (see the module docstring of :mod:`.rules.build`)
EFFECTS = ("gain", "per_adjacent", "per_type", "store_more")
GIVES = ("coins", "water", "food", "vp", "equipment")
#: what a per-adjacent or per-type effect counts
OF_TYPES = (*TYPES, "tower", "silo")
KEYWORDS = ("any", "immediate", "harvest", "game_end")
TOWERS_IN_GAME = 18
SILOS_IN_GAME = 12
EQUIPMENT_IN_GAME = 30


@dataclass(frozen=True)
class Effect:
    """What an ability or an Equipment does: ``effect`` of ``amount`` ``gives`` (per ``of_type``)."""

    effect: str
    gives: str
    amount: int
    of_type: str

    def text(self) -> str:
        what = {"coins": "coin", "water": "water", "food": "food", "vp": "VP", "equipment": "Equipment"}[self.gives]
        many = what + ("s" if what == "coin" and self.amount != 1 else "")
        if self.effect == "store_more":
            store = "Silos" if self.gives == "food" else "Water Towers"
            return f"each of your {store} stores {self.amount} more"
        if self.effect == "per_adjacent":
            return f"{self.amount} {many} per adjacent {TYPE_NAME[self.of_type]}"
        if self.effect == "per_type":
            return f"{self.amount} {many} per {TYPE_NAME[self.of_type]} in your farm"
        if self.effect == "discount":
            return f"its Harvest cost is {self.amount} {what} lower"
        return f"{self.amount} {many}"


@dataclass(frozen=True)
class Location:
    """A distinct Location card: its cost, VP and one ability."""

    id: str
    name: str
    type: str
    count: int
    coins: int
    water: int
    food: int
    vp: int
    timing: str               # immediate, harvest or game_end
    harvest_cost: tuple[int, int, int]   # coins, water, food (a Harvest ability only)
    ability: Effect
    provenance: str

    def text(self) -> str:
        """The ability as the card would print it."""
        label = {"immediate": "Immediate", "harvest": "Harvest", "game_end": "Game End"}[self.timing]
        if self.timing == "harvest":
            c, w, f = self.harvest_cost
            cost = ", ".join(p for p in (f"{c} coin{'s' if c != 1 else ''}" if c else "", f"{w} water" if w else "",
                                         f"{f} food" if f else "") if p)
            return f"{label} (pay {cost}): {self.ability.text()}"
        return f"{label}: {self.ability.text()}"


@dataclass(frozen=True)
class Structure:
    """A Water Tower or a Silo (rule text: all of it)."""

    id: str
    name: str
    count: int
    cost: int
    starts_with: int
    capacity: int
    provenance: str


@dataclass(frozen=True)
class Equipment:
    """A kind of Equipment tile: where it may be placed and what it does."""

    id: str
    name: str
    count: int
    type: str       # the location type it goes on
    keyword: str    # "any", or the ability the location must have
    when: str       # harvest, game_end or ongoing
    effect: Effect
    provenance: str

    def fits(self, location: Location) -> bool:
        """"Field - Harvest means it may only be placed on a Field with a Harvest ability" ("Equipment")."""
        return location.type == self.type and (self.keyword == "any" or self.keyword == location.timing)

    def where(self) -> str:
        words = {"any": "", "immediate": " - Immediate", "harvest": " - Harvest", "game_end": " - Game End"}
        return TYPE_NAME[self.type] + words[self.keyword]

    def text(self) -> str:
        label = {"harvest": "Harvest: ", "game_end": "Game End: ", "ongoing": "Ongoing: "}[self.when]
        return f"{self.where()}. " + label + self.effect.text()


def _effect(row: Row, effects: tuple[str, ...]) -> Effect:
    effect = row.choice("effect", effects)
    gives = row.choice("gives", GIVES)
    amount = row.integer("amount", 1, 9)
    of_type = row.text("of_type", empty_ok=True)
    if effect in ("per_adjacent", "per_type"):
        if of_type not in OF_TYPES:
            raise row.error("of_type", f"a {effect} effect counts one of {', '.join(OF_TYPES)}")
    elif of_type:
        raise row.error("of_type", f"only per_adjacent and per_type effects count a type (this one is {effect})")
    if effect == "store_more" and gives not in ("food", "water"):
        raise row.error("gives", "store_more lets Silos store more food or Water Towers more water")
    if gives == "equipment" and (effect != "gain" or amount != 1):
        raise row.error("gives", "an ability gives one Equipment (gain, amount 1)")
    return Effect(effect, gives, amount, of_type)


def load_locations(path: str | Path | None = None) -> tuple[Location, ...]:
    p = Path(path) if path is not None else DATA / "locations.csv"
    rows = read_rows(p, ("id", "name", "type", "count", "coins", "water", "food", "vp", "timing", "h_coins", "h_water",
                         "h_food", "effect", "gives", "amount", "of_type", "provenance"), ("why",), what="Location cards")
    unique(rows, lambda r: r.text("id"), "id")
    unique(rows, lambda r: r.text("name"), "name")
    out = []
    for row in rows:
        kind = row.choice("type", TYPES)
        timing = row.choice("timing", TIMINGS)
        if timing == "harvest":
            cost = (row.integer("h_coins", 0, 5), row.integer("h_water", 0, 5), row.integer("h_food", 0, 5))
            if sum(cost) == 0:
                raise row.error("h_coins", "a Harvest ability has a cost on the left side (\"Harvest Phase\")")
        else:
            for column in ("h_coins", "h_water", "h_food"):
                if row.text(column, empty_ok=True) not in ("", "0"):
                    raise row.error(column, "only a Harvest ability has a Harvest cost")
            cost = (0, 0, 0)
        ability = _effect(row, EFFECTS)
        if ability.effect == "store_more" and timing != "immediate":
            raise row.error("timing", "a store_more ability works from the moment the card is built (immediate)")
        if timing == "game_end" and ability.gives != "vp":
            raise row.error("gives", "a Game End ability gives VP (\"Game End\")")
        count = row.integer("count", COPIES, COPIES)
        out.append(Location(row.text("id"), row.text("name"), kind, count, row.integer("coins", 0, 12),
                            row.integer("water", 0, 3), row.integer("food", 0, 3), row.integer("vp", 0, 9), timing,
                            cost, ability, row.provenance()))  # type: ignore[arg-type]
    for kind in TYPES:
        distinct = [c for c in out if c.type == kind]
        if len(distinct) != DISTINCT_PER_PILE or sum(c.count for c in distinct) != PILE_SIZE:
            raise DeckFileError(p.name, None, "type", f"the {TYPE_NAMES[kind]} pile has {len(distinct)} distinct cards "
                                f"({sum(c.count for c in distinct)} in all), but the game has {DISTINCT_PER_PILE} "
                                f"cards x {COPIES} copies = {PILE_SIZE} (\"Contents\")")
    return tuple(out)


def load_structures(path: str | Path | None = None) -> dict[str, Structure]:
    p = Path(path) if path is not None else DATA / "structures.csv"
    rows = read_rows(p, ("id", "name", "count", "cost", "starts_with", "capacity", "provenance"), what="structures")
    unique(rows, lambda r: r.text("id"), "id")
    expected = {"tower": (TOWERS_IN_GAME, 2, 3, 3), "silo": (SILOS_IN_GAME, 0, 0, 4)}
    out = {}
    for row in rows:
        sid = row.choice("id", ("tower", "silo"))
        s = Structure(sid, row.text("name"), row.integer("count", 1, 99), row.integer("cost", 0, 9),
                      row.integer("starts_with", 0, 9), row.integer("capacity", 1, 9), row.provenance())
        for field, value, want in zip(("count", "cost", "starts_with", "capacity"),
                                      (s.count, s.cost, s.starts_with, s.capacity), expected[sid]):
            if value != want:
                raise row.error(field, f"the rule text says {want} for a {s.name}")
        out[sid] = s
    if set(out) != {"tower", "silo"}:
        raise DeckFileError(p.name, None, "id", "the file lists the Water Tower and the Silo")
    return out


def load_equipment(path: str | Path | None = None) -> tuple[Equipment, ...]:
    p = Path(path) if path is not None else DATA / "equipment.csv"
    rows = read_rows(p, ("id", "name", "count", "type", "keyword", "when", "effect", "gives", "amount", "of_type",
                         "provenance"), ("why",), what="Equipment tiles")
    unique(rows, lambda r: r.text("id"), "id")
    out = []
    for row in rows:
        when = row.choice("when", ("harvest", "game_end", "ongoing"))
        effect = _effect(row, ("gain", "discount", "per_adjacent", "per_type", "store_more"))
        keyword = row.choice("keyword", KEYWORDS)
        if (when == "ongoing") != (effect.effect == "store_more"):
            raise row.error("when", "an ongoing Equipment lets Silos or Water Towers store more (store_more), and only "
                                    "an ongoing one does")
        if when == "ongoing" and keyword not in ("immediate", "game_end"):
            raise row.error("keyword", "an ongoing Equipment goes on a card that never turns face down (one with an "
                                       "Immediate or Game End ability)")
        if when == "harvest" and keyword != "harvest":
            raise row.error("keyword", "an Equipment that works at the Harvest goes on a location with a Harvest ability")
        if effect.gives == "equipment":
            raise row.error("gives", "an Equipment does not give another Equipment")
        if when == "game_end" and effect.gives != "vp":
            raise row.error("gives", "an Equipment's Game End ability gives VP")
        if effect.effect == "discount" and effect.gives not in ("coins", "water", "food"):
            raise row.error("gives", "a discount lowers a Harvest cost in coins, water or food")
        out.append(Equipment(row.text("id"), row.text("name"), row.integer("count", 1, EQUIPMENT_IN_GAME),
                             row.choice("type", TYPES), keyword, when, effect, row.provenance()))
    total = sum(e.count for e in out)
    if total != EQUIPMENT_IN_GAME:
        raise DeckFileError(p.name, None, "count",
                            f"the counts add up to {total}, but the game has {EQUIPMENT_IN_GAME} Equipment tiles")
    return tuple(out)


LOCATIONS: tuple[Location, ...] = load_locations()
STRUCTURES: dict[str, Structure] = load_structures()
EQUIPMENT: tuple[Equipment, ...] = load_equipment()
