"""A heuristic FARMED farmer, through the public API (legal actions, the game's named state).

It values a position by the points it expects at the harvest: each Crop counts its chance of
surviving (from the symbols on the line, its helpers and the Weather cards still to come, as
:mod:`farmlab.farmed.odds` would count them, approximated by the average symbols a card brings)
plus the colours it would add. Each season it plays the card that raises that value most —
a new colour, or a Young where a Crop lacks a symbol; in a Disaster it loses the Crop worth
least; its Woman saves a Crop in danger or, when all are safe, doubles the colours.
"""

from __future__ import annotations

import math
from typing import Any

from ...core.actions import Action
from ...core.bots import Bot
from ..actions import LoseCrop, PlaceWoman, PlayCard
from ..cards import SYMBOLS
from ..rules.harvest import helpers, line_symbols
from ..state import DISASTER, NUTRITION_SIDE, PLAY, YOUNGS_SIDE

#: about how many symbols of one kind a Weather card brings on average (44 symbols / 24 cards / 4 kinds)
PER_CARD_PER_KIND = 0.45


def chance(missing: float, to_come: int) -> float:
    """Rough chance that ``missing`` symbols still come with ``to_come`` cards."""
    if missing <= 0:
        return 1.0
    expected = PER_CARD_PER_KIND * to_come
    return 1.0 / (1.0 + math.exp(2.2 * (missing - expected)))


class HeuristicBot(Bot):
    name = "heuristic"

    def value(self, g: Any, crops: list[tuple[Any, int, str]], to_come: int) -> float:
        """Expected points of a line of (crop kind, helpers, woman side)."""
        symbols = line_symbols(g)
        total = 0.0
        colours: dict[str, float] = {}
        nutrition = 0.0
        for crop, help_, side in crops:
            p = chance(crop.shortfall(symbols) - help_, to_come)
            total += p
            colours[crop.colour] = 1 - (1 - colours.get(crop.colour, 0.0)) * (1 - p)
            if side == NUTRITION_SIDE:
                nutrition = max(nutrition, p)
        col = sum(colours.values())
        return total + col + nutrition * col

    def choose(self, g: Any, seat: int) -> Action:
        acts = g.legal_actions(seat)
        if len(acts) == 1:
            return acts[0]
        farm = g.farms[seat]
        to_come = max(0, 5 - sum(1 for c in g.table.line if not g.weather_of[c].event))
        base = [(g.crop_of[p.card], helpers(p), p.woman) for p in farm.crops]
        best, best_v = acts[0], -1e9
        for a in acts:
            line = list(base)
            if isinstance(a, PlayCard):
                kind = g.crop_of[farm.hand[a.card]]
                if a.young_on >= 0:
                    c, h, w = line[a.young_on]
                    line[a.young_on] = (c, h + 1, w)
                else:
                    if a.replace >= 0:
                        line.pop(a.replace)
                    line.append((kind, 0, ""))
                v = self.value(g, line, to_come)
                if a.discard >= 0:  # with two players: discard what helps the other player least (the last card)
                    v -= 0.01 * a.discard
            elif isinstance(a, LoseCrop):
                line.pop(a.crop)
                v = self.value(g, line, to_come)
            elif isinstance(a, PlaceWoman):
                if a.crop >= 0:
                    c, h, _w = line[a.crop]
                    line[a.crop] = (c, h + (2 if a.side == YOUNGS_SIDE else 0), a.side)
                v = self.value(g, line, 1)  # the last card is still to come
            else:  # pragma: no cover
                v = 0.0
            v += self.rng.random() * 1e-6  # ties broken at random, reproducibly
            if v > best_v:
                best, best_v = a, v
        return best


__all__ = ["HeuristicBot", "chance", "DISASTER", "PLAY", "SYMBOLS"]
