"""FARMED's cards, loaded from ``data/crops.csv``, ``data/improvements.csv`` and ``data/weather.csv``.

The rule text fixes what is checked here (section "Game materials" and "Crop cards"): 70 Crop
cards = 56 Crops of nine kinds in five colours (Yellow: Corn, Wheat, Rice; Green: Beans &
Vegetables; Orange: Bananas, Potatoes; Purple: Poultry, Goat; Blue: Fish) + 14 Improvements,
six of them the special ones of the Team rules; 32 Weather cards = 24 normal cards of one to
three symbols of one kind + 8 Events (a Pest for each colour, Fire, Storm, Hurricane). The
counts, the weather needs and the symbols per card are designed for farmlab
(``docs/farmed-deck.md``). A deck file that breaks a rule of the text is refused with a
message naming the file, the row (as a spreadsheet numbers it) and the field.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..core.decks import read_rows, unique
from ..core.errors import DeckFileError

DATA = Path(__file__).parent / "data"

#: the four Weather symbols, in the order of the crop files' columns
SYMBOLS = ("sun", "water", "heat", "cold")
#: the five colours (nutrients), in the rule text's order
COLOURS = ("yellow", "green", "orange", "purple", "blue")
#: the rule text's kinds of Crop and their colours ("Crop cards")
KINDS = {"Corn": "yellow", "Wheat": "yellow", "Rice": "yellow", "Beans & Vegetables": "green",
         "Bananas": "orange", "Potatoes": "orange", "Poultry": "purple", "Goat": "purple", "Fish": "blue"}
#: the special Improvements the Team rules name
SPECIAL = ("Market Study", "Hospital", "School", "Nursery", "Pest Control", "Traditional Knowledge")
CROPS_IN_DECK = 56
IMPROVEMENTS_IN_DECK = 14
NORMAL_WEATHER = 24
EVENTS = 8
EVENT_KINDS = ("pest", "fire", "storm", "hurricane")


@dataclass(frozen=True)
class Crop:
    """A kind of Crop: its colour and the least number of each Weather symbol it needs."""

    id: str
    name: str
    colour: str
    count: int
    needs: tuple[int, int, int, int]  # sun, water, heat, cold
    provenance: str
    is_crop = True

    def need(self, symbol: str) -> int:
        return self.needs[SYMBOLS.index(symbol)]

    def shortfall(self, weather: tuple[int, int, int, int], bonus: tuple[int, int, int, int] = (0, 0, 0, 0)) -> int:
        """How many symbols are missing with ``weather`` (symbols on the line) and ``bonus`` (the
        Improvements'): the number of Youngs it would take to survive ("Harvest"). Remembered: a
        year's line takes only a few values."""
        key = (self.needs, weather, bonus)  # (it depends on the needs only)
        missing = _SHORTFALLS.get(key)
        if missing is None:
            missing = 0
            for need, shown, given in zip(self.needs, weather, bonus):
                if need > shown + given:
                    missing += need - shown - given
            if len(_SHORTFALLS) > 100_000:  # a long sweep: start afresh rather than grow without end
                _SHORTFALLS.clear()
            _SHORTFALLS[key] = missing
        return missing


_SHORTFALLS: dict[tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]], int] = {}


@dataclass(frozen=True)
class Improvement:
    id: str
    name: str
    count: int
    kind: str        # "simple" or "special"
    symbol: str      # the Weather symbol a simple Improvement gives every Crop ("none" for special ones)
    placement: str   # "line" (the Improvement line) or "under_crop"
    mode: str        # "advanced" (Advanced and Team games) or "team" (Team game only)
    text: str
    provenance: str
    is_crop = False

    def bonus(self) -> tuple[int, int, int, int]:
        """The symbols a simple Improvement gives every Crop of its owner (none for a special one)."""
        return _BONUS.get(self.symbol, NO_BONUS)


#: one symbol of its kind for each of the four kinds (a special Improvement gives none)
_BONUS: dict[str, tuple[int, int, int, int]] = {
    s: tuple(1 if k == s else 0 for k in SYMBOLS) for s in SYMBOLS}  # type: ignore[misc]
NO_BONUS = (0, 0, 0, 0)


@dataclass(frozen=True)
class Weather:
    id: str
    name: str
    count: int
    kind: str        # "weather" or an Event: "pest", "fire", "storm", "hurricane"
    symbol: str      # the symbol of a weather card ("none" for Events)
    symbols: int     # how many symbols (1 to 3; 0 for Events)
    colour: str      # a Pest's colour ("" otherwise)
    mode: str        # "basic" (every game) or "advanced" (Storm, Hurricane: Advanced and Team only)
    provenance: str
    #: an Event (not a genuine Weather card): worked out once, read at every card revealed
    event: bool = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "event", self.kind != "weather")


def load_crops(path: str | Path | None = None) -> tuple[Crop, ...]:
    p = Path(path) if path is not None else DATA / "crops.csv"
    rows = read_rows(p, ("id", "name", "colour", "count", *SYMBOLS, "provenance"), ("why",), what="crops")
    unique(rows, lambda r: r.text("id"), "id")
    unique(rows, lambda r: r.text("name"), "name")
    crops = []
    for row in rows:
        name = row.text("name")
        if name not in KINDS:
            raise row.error("name", f"the rule text's Crops are {', '.join(KINDS)}")
        colour = row.choice("colour", COLOURS)
        if colour != KINDS[name]:
            raise row.error("colour", f"{name} is {KINDS[name]} in the rule text")
        needs = tuple(row.integer(s, 0, 6) for s in SYMBOLS)
        if sum(needs) == 0:
            raise row.error("sun", "a Crop needs at least one Weather symbol")
        if name == "Wheat" and not (max(needs) >= 3 and sum(1 for n in needs if n >= 1) >= 2):
            raise row.error("sun", "Wheat needs at least 3 of one symbol and 1 of another (the rule text's example)")
        crops.append(Crop(row.text("id"), name, colour, row.integer("count", 1, 56), needs,  # type: ignore[arg-type]
                          row.provenance()))
    missing = [k for k in KINDS if k not in {c.name for c in crops}]
    if missing:
        raise DeckFileError(p.name, None, "name", f"the deck lacks {', '.join(missing)} (the rule text has nine kinds)")
    total = sum(c.count for c in crops)
    if total != CROPS_IN_DECK:
        raise DeckFileError(p.name, None, "count", f"the counts add up to {total}, but the game has {CROPS_IN_DECK} Crops")
    return tuple(crops)


def load_improvements(path: str | Path | None = None) -> tuple[Improvement, ...]:
    p = Path(path) if path is not None else DATA / "improvements.csv"
    rows = read_rows(p, ("id", "name", "count", "kind", "symbol", "placement", "mode", "text", "provenance"),
                     what="Improvements")
    unique(rows, lambda r: r.text("id"), "id")
    out = []
    for row in rows:
        kind = row.choice("kind", ("simple", "special"))
        symbol = row.choice("symbol", (*SYMBOLS, "none"))
        if kind == "simple" and symbol == "none":
            raise row.error("symbol", "a simple Improvement gives one Weather symbol to all your Crops")
        if kind == "special" and symbol != "none":
            raise row.error("symbol", "a special Improvement gives no Weather symbol (its effect is its own)")
        name = row.text("name")
        if kind == "special" and name not in SPECIAL:
            raise row.error("name", f"the special Improvements are {', '.join(SPECIAL)}")
        out.append(Improvement(row.text("id"), name, row.integer("count", 1, 14), kind, symbol,
                               row.choice("placement", ("line", "under_crop")), row.choice("mode", ("advanced", "team")),
                               row.text("text"), row.provenance()))
    names = {i.name for i in out if i.kind == "special"}
    if set(SPECIAL) - names:
        raise DeckFileError(p.name, None, "name", f"the deck lacks {', '.join(sorted(set(SPECIAL) - names))}")
    total = sum(i.count for i in out)
    if total != IMPROVEMENTS_IN_DECK:
        raise DeckFileError(p.name, None, "count",
                            f"the counts add up to {total}, but the game has {IMPROVEMENTS_IN_DECK} Improvements")
    return tuple(out)


def load_weather(path: str | Path | None = None) -> tuple[Weather, ...]:
    p = Path(path) if path is not None else DATA / "weather.csv"
    rows = read_rows(p, ("id", "name", "count", "kind", "symbol", "symbols", "colour", "mode", "provenance"),
                     what="Weather cards")
    unique(rows, lambda r: r.text("id"), "id")
    out = []
    for row in rows:
        kind = row.choice("kind", ("weather", *EVENT_KINDS))
        if kind == "weather":
            w = Weather(row.text("id"), row.text("name"), row.integer("count", 1, 24), kind,
                        row.choice("symbol", SYMBOLS), row.integer("symbols", 1, 3), "", "basic", row.provenance())
            if row.text("colour", empty_ok=True):
                raise row.error("colour", "only a Pest has a colour")
        else:
            if row.choice("symbol", (*SYMBOLS, "none")) != "none":
                raise row.error("symbol", "an Event shows no Weather symbol")
            colour = row.choice("colour", COLOURS) if kind == "pest" else ""
            if kind != "pest" and row.text("colour", empty_ok=True):
                raise row.error("colour", "only a Pest has a colour")
            mode = row.choice("mode", ("basic", "advanced"))
            if kind in ("storm", "hurricane") and mode != "advanced":
                raise row.error("mode", "Storm and Hurricane are used only in the Advanced and Team games")
            w = Weather(row.text("id"), row.text("name"), row.integer("count", 1, 1), kind, "none",
                        row.integer("symbols", 0, 0), colour, mode, row.provenance())
        out.append(w)
    normal = sum(w.count for w in out if not w.event)
    events = sum(w.count for w in out if w.event)
    if normal != NORMAL_WEATHER or events != EVENTS:
        raise DeckFileError(p.name, None, "count", f"{normal} normal cards and {events} Events, but the game has "
                                                   f"{NORMAL_WEATHER} normal Weather cards and {EVENTS} Events")
    pests = sorted(w.colour for w in out if w.kind == "pest")
    if pests != sorted(COLOURS):
        raise DeckFileError(p.name, None, "colour", "there must be one Pest for each of the five colours")
    for kind in ("fire", "storm", "hurricane"):
        if sum(w.count for w in out if w.kind == kind) != 1:
            raise DeckFileError(p.name, None, "kind", f"the deck has exactly one {kind.capitalize()}")
    return tuple(out)


CROPS: tuple[Crop, ...] = load_crops()
IMPROVEMENTS: tuple[Improvement, ...] = load_improvements()
WEATHER: tuple[Weather, ...] = load_weather()
