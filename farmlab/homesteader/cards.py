"""Homesteader's Food Forest deck, loaded from ``data/cards.csv``.

The rule text fixes what is checked here ("Equipment", "Inputs", the Blueberry card, the plant
swap's example and "Disasters & pests"): 62 playing cards and 4 house cards; the six kinds of
icon (food, water, pollinators, nitrogen, groundcover, trellis) on the input and the output side;
Blueberry needs water, pollinators, nitrogen and a groundcover and gives food and pollinators;
two Grape Vine cards; trees, barns, Ladybugs and Praying Mantis; one Tornado, one Drought and one
Aphids card. Everything else was designed for farmlab (``docs/homesteader-deck.md``). A deck file
that breaks a rule of the text is refused with a message naming the file, the row (as a
spreadsheet numbers it) and the field.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..core.decks import read_rows, unique
from ..core.errors import DeckFileError

DATA = Path(__file__).parent / "data"

#: the six icons, in the order of the text's table ("Inputs")
ICONS = ("food", "water", "pollinators", "nitrogen", "groundcover", "trellis")
KINDS = ("plant", "insect", "structure", "disaster", "house")
LAYERS = ("root", "fungus", "groundcover", "herbaceous", "shrub", "climber", "understory", "canopy")
#: the layers whose plants are trees
TREE_LAYERS = ("understory", "canopy")
EFFECTS = ("none", "beneficial", "tornado", "drought", "aphids")
PLAYING_CARDS = 62
HOUSE_CARDS = 4
BLUEBERRY = (("water", "pollinators", "nitrogen", "groundcover"), ("food", "pollinators"))


@dataclass(frozen=True)
class Card:
    """One kind of Food Forest card."""

    id: str
    name: str
    count: int
    kind: str
    layer: str
    tree: bool
    plant: bool
    barn: bool
    zone: int
    inputs: tuple[str, ...]
    outputs: tuple[str, ...]
    effect: str
    provenance: str
    # what the kind and the effect say, worked out once when the card is made (read at every check)
    #: a natural disaster or pest: played on a player as soon as it is turned over
    disaster: bool = field(init=False, repr=False, compare=False)
    #: the house card
    house: bool = field(init=False, repr=False, compare=False)
    #: Ladybugs and Praying Mantis: Aphids do nothing to a player who has one face up
    beneficial: bool = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "disaster", self.kind == "disaster")
        object.__setattr__(self, "house", self.kind == "house")
        object.__setattr__(self, "beneficial", self.effect == "beneficial")

    def gives(self, icon: str) -> bool:
        return icon in self.outputs


def _icons(row, field: str) -> tuple[str, ...]:
    words = row.text(field, empty_ok=True).split()
    for w in words:
        if w not in ICONS:
            raise row.error(field, f"{w!r} is not an icon; the icons are {', '.join(ICONS)}")
    if len(set(words)) != len(words):
        raise row.error(field, "names an icon twice")
    return tuple(sorted(words, key=ICONS.index))


def _yes(row, field: str) -> bool:
    return row.choice(field, ("yes", "no")) == "yes"


def load_cards(path: str | Path | None = None) -> tuple[Card, ...]:
    p = Path(path) if path is not None else DATA / "cards.csv"
    rows = read_rows(p, ("id", "name", "count", "kind", "layer", "tree", "plant", "barn", "zone", "inputs", "outputs",
                         "effect", "provenance"), ("why",), what="cards")
    unique(rows, lambda r: r.text("id"), "id")
    unique(rows, lambda r: r.text("name"), "name")
    cards = []
    for row in rows:
        kind = row.choice("kind", KINDS)
        layer = row.choice("layer", LAYERS if kind == "plant" else (kind,))
        tree, plant, barn = _yes(row, "tree"), _yes(row, "plant"), _yes(row, "barn")
        if plant != (kind == "plant"):
            raise row.error("plant", "a card is a plant exactly when its kind is plant")
        if tree and layer not in TREE_LAYERS:
            raise row.error("tree", f"only plants of the {' and '.join(TREE_LAYERS)} layers are trees")
        if kind == "plant" and layer in TREE_LAYERS and not tree:
            raise row.error("tree", f"a plant of the {layer} layer is a tree")
        if barn and kind != "structure":
            raise row.error("barn", "only a structure can be a barn")
        zone = row.integer("zone", 0, 5)
        if (zone == 0) != (kind == "house"):
            raise row.error("zone", "the house is zone 0 and every other card is in zone 1 to 5 "
                                    "(\"Permaculture Zones\")")
        inputs, outputs = _icons(row, "inputs"), _icons(row, "outputs")
        effect = row.choice("effect", EFFECTS)
        if kind in ("disaster", "house") and (inputs or outputs):
            raise row.error("inputs", f"a {kind} card has no inputs and no outputs")
        if (kind == "disaster") != (effect in ("tornado", "drought", "aphids")):
            raise row.error("effect", "disasters and pests (tornado, drought, aphids) are exactly the "
                                      "disaster cards")
        if effect == "beneficial" and kind != "insect":
            raise row.error("effect", "only an insect stops Aphids")
        count = row.integer("count", 1, HOUSE_CARDS)
        name = row.text("name")
        if name == "Blueberry" and (inputs, outputs) != BLUEBERRY:
            raise row.error("inputs", "the rule text's Blueberry needs water, pollinators, nitrogen and "
                                      "groundcover and gives food and pollinators")
        if name == "Grape Vine" and count != 2:
            raise row.error("count", "there are two grape vine cards in the deck (\"Plant swap\")")
        cards.append(Card(row.text("id"), name, count, kind, layer, tree, plant, barn, zone, inputs, outputs, effect,
                          row.provenance()))
    names = {c.name for c in cards}
    for needed in ("Blueberry", "Grape Vine", "Ladybugs", "Praying Mantis", "Tornado", "Drought", "Aphids"):
        if needed not in names:
            raise DeckFileError(p.name, None, "name", f"the deck lacks {needed}, which the rule text names")
    for effect in ("tornado", "drought", "aphids"):
        if sum(c.count for c in cards if c.effect == effect) != 1:
            raise DeckFileError(p.name, None, "count", f"the deck has exactly one {effect.capitalize()} card")
    for what, ok in (("a tree", lambda c: c.tree), ("a barn", lambda c: c.barn),
                     ("a water source", lambda c: c.gives("water")), ("a trellis", lambda c: c.gives("trellis"))):
        if not any(ok(c) for c in cards):
            raise DeckFileError(p.name, None, "kind", f"the deck needs {what} (the rule text plays with them)")
    playing = sum(c.count for c in cards if not c.house)
    houses = sum(c.count for c in cards if c.house)
    if playing != PLAYING_CARDS or houses != HOUSE_CARDS:
        raise DeckFileError(p.name, None, "count", f"{playing} playing cards and {houses} house cards, but the deck "
                                                   f"has {PLAYING_CARDS} playing cards + {HOUSE_CARDS} house cards")
    return tuple(cards)


CARDS: tuple[Card, ...] = load_cards()
