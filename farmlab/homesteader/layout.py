"""Scoring a small layout of cards with the game's own rules (for lessons and analysts).

>>> layout_score({(0, 0): "Blueberry", (1, 0): "Clover", (0, 1): "Pond", (1, 1): "Borage"})["total"]
8

A layout is a dict ``{(x, y): card name}`` (``"House"`` for a house), every card face up on one
property. The scoring is the rule text's penny procedure (:mod:`.rules.scoring`), applied by a
game that holds nothing but this layout; :func:`best_layout` tries every arrangement of a few
cards on a few squares.
"""

from __future__ import annotations

from itertools import permutations
from typing import Any

from .game import Homesteader
from .grid import Square
from .rules.scoring import in_zone, inputs_met, pennies, showing
from .state import Placed

_GAMES: dict[bool, Homesteader] = {}


def _table(cells: dict[Square, str], zones: bool) -> Homesteader:
    g = _GAMES.get(zones)
    if g is None:
        g = _GAMES[zones] = Homesteader(2, seed=0, zones=zones)
    ids: dict[str, list[int]] = {}
    for i, card in enumerate(g.card_of):
        ids.setdefault(card.name, []).append(i)
    grid = {}
    used: dict[str, int] = {}
    for square, name in sorted(cells.items()):
        if name not in ids:
            raise ValueError(f"There is no card called {name!r} in the Food Forest deck.")
        k = used.get(name, 0)
        if k >= len(ids[name]):
            raise ValueError(f"The deck has only {len(ids[name])} {name} card(s).")
        used[name] = k + 1
        grid[square] = Placed(ids[name][k], 0, True)
    g.table.grid = grid
    g.farms[0].land = frozenset(cells)
    g.farms[0].settled = True
    return g


def layout_score(cells: dict[Square, str], zones: bool = False) -> dict[str, Any]:
    """The pennies of a layout: ``total``, and per square the card's ``name``, the inputs ``met`` and
    ``unmet`` by its neighbours, whether it is ``in_zone``, and whether it keeps its penny in step 1."""
    g = _table(cells, zones)
    cards = showing(g)
    total = pennies(g)[0]
    out = {}
    for square, card in cards.items():
        met = inputs_met(cards, square)
        ok = len(met) == len(card.inputs) and (not zones or in_zone(cards, square))
        out[square] = {"name": card.name, "met": met, "unmet": [i for i in card.inputs if i not in met],
                       "in_zone": in_zone(cards, square), "scores": ok and not card.house}
    return {"total": total, "cards": out}


def layout_view(cells: dict[Square, str], zones: bool = False) -> dict[str, Any]:
    """What a board shows of the layout (the game's view), for drawing it."""
    return _table(cells, zones).view(None)


def best_layout(names: list[str], squares: list[Square], zones: bool = False) -> tuple[int, dict[Square, str]]:
    """The highest score of ``names`` placed on ``squares`` (one card a square), trying every arrangement,
    and one layout that reaches it (the first found, in a fixed order)."""
    best: tuple[int, dict[Square, str]] = (-1, {})
    seen = set()
    for order in permutations(names, len(squares)):
        if order in seen:
            continue
        seen.add(order)
        cells = dict(zip(squares, order))
        total = layout_score(cells, zones)["total"]
        if total > best[0]:
            best = (total, cells)
    return best
