"""Community Farm's animal cards, loaded from ``data/animals.csv``.

The file lists the eleven animals with their card counts (from the rule text)
and their selling curves: ``sell_N`` is how many cards of that animal must be
sold together to earn N goods. Goats (Example 1) and the 3-card level of Dairy
Cows (Examples 5 and 6) are stated by the text; the other levels are carried
over from the game Community Farm re-themes (see the ``source`` column).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..core.decks import read_rows, unique
from ..core.errors import DeckFileError

DATA = Path(__file__).parent / "data" / "animals.csv"
COLUMNS = ("id", "name", "singular", "count", "sell_1", "sell_2", "sell_3", "sell_4", "provenance", "source")
TOTAL_CARDS = 154


@dataclass(frozen=True)
class Animal:
    index: int
    id: str
    name: str          # plural, as on the box: "Goats"
    singular: str      # "Goat"
    count: int         # cards of this animal in the full deck
    levels: tuple[int | None, int | None, int | None, int | None]  # cards needed for 1..4 goods
    provenance: str
    source: str

    def goods(self, sold: int) -> int:
        """Goods earned by selling ``sold`` cards of this animal together.

        Ruling R6: the last number on a sign means "that many or more" (the
        text says so for Goats: "8 or more Goats ... 4 goods"); a level left
        empty in the file does not exist (2 Llamas earn 2 goods).
        """
        earned = 0
        for g, need in enumerate(self.levels, start=1):
            if need is not None and sold >= need:
                earned = g
        return earned

    def label(self, count: int) -> str:
        return f"{count} {self.singular if count == 1 else self.name}"

    def band(self, sold: int) -> str:
        """The counts that earn what ``sold`` earns, e.g. "5–6 Goats" or "8 or more Goats"."""
        g = self.goods(sold)
        lo = 1 if g == 0 else min(n for n in self.levels if n is not None and self.goods(n) == g)
        higher = [n for n in self.levels if n is not None and n > sold]
        if not higher:
            return f"{lo} or more {self.name}"
        hi = min(higher) - 1
        return f"{lo} {self.singular if lo == 1 else self.name}" if lo == hi else f"{lo}–{hi} {self.name}"


def load_animals(path: str | Path | None = None) -> tuple[Animal, ...]:
    """Read and check an animals file; errors name the file, row and field."""
    p = Path(path) if path is not None else DATA
    animals: list[Animal] = []
    rows = read_rows(p, COLUMNS, what="animal cards")
    unique(rows, lambda r: r.text("id"), "id")
    for i, row in enumerate(rows):
        count = row.integer("count", 1, 200)
        levels = tuple(row.integer(f"sell_{g}", 1, 200, empty=0) or None for g in range(1, 5))
        known = [n for n in levels if n is not None]
        if not known:
            raise row.error("sell_1", "an animal must earn goods at some count; all four levels are empty")
        for g in range(2, 5):  # name the first level that does not grow
            lower = [n for n in levels[:g - 1] if n is not None]
            if levels[g - 1] is not None and lower and levels[g - 1] <= max(lower):  # type: ignore[operator]
                raise row.error(f"sell_{g}", "the counts needed for 1, 2, 3, 4 goods must grow from left to right")
        if known[0] < 2 and levels[0] == 1:
            raise row.error("sell_1", "a single card can never earn a good (the single-card-stable rule)")
        animals.append(Animal(i, row.text("id"), row.text("name"), row.text("singular"), count,
                              levels, row.provenance(), row.text("source", empty_ok=True)))  # type: ignore[arg-type]
    total = sum(a.count for a in animals)
    if total != TOTAL_CARDS and path is None:
        raise DeckFileError(p.name, None, "count", f"the counts add up to {total}, but the game has {TOTAL_CARDS} cards")
    if len(animals) < 3:
        raise DeckFileError(p.name, None, None, "a deck needs at least three kinds of animal")
    return tuple(animals)


ANIMALS: tuple[Animal, ...] = load_animals()
