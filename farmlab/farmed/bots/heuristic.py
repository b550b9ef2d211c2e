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
from ..actions import LoseCrop, LoseImprovement, PlaceWoman, PlayCard
from ..cards import SYMBOLS
from ..rules.harvest import helpers, line_symbols
from ..rules.improvements import bonus as improvement_bonus
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

    @staticmethod
    def value(line: list[tuple[int, int, str, str]], to_come: int) -> float:
        """Expected points of a line of Crops, each (symbols missing now, helpers, colour, Woman side)."""
        total = 0.0
        colours: dict[str, float] = {}
        nutrition = 0.0
        for missing, help_, colour, side in line:
            p = _chance(missing - help_, to_come)
            total += p
            colours[colour] = 1 - (1 - colours.get(colour, 0.0)) * (1 - p)
            if side == NUTRITION_SIDE and p > nutrition:
                nutrition = p
        col = sum(colours.values())
        return total + col + nutrition * col

    def choose(self, g: Any, seat: int) -> Action:
        acts = g.legal_actions(seat)
        if len(acts) == 1:
            return acts[0]
        farm = g.farms[seat]
        symbols = line_symbols(g)  # once per decision: every option is valued against the same line
        to_come = max(0, 5 - sum(1 for c in g.table.line if not g.weather_of[c].event))
        crop_of = g.crop_of
        extra = improvement_bonus(g, seat)
        base = [(crop_of[p.card].shortfall(symbols, extra), helpers(p), crop_of[p.card].colour, p.woman)
                for p in farm.crops]
        hand = [(crop_of[c].shortfall(symbols, extra), 0, crop_of[c].colour, "") if crop_of[c].is_crop else None
                for c in farm.hand]
        value = self.value
        best, best_v = acts[0], -1e9
        for a in acts:
            line = list(base)
            if isinstance(a, PlayCard):
                if a.young_on >= 0:
                    m, h, col, w = line[a.young_on]
                    line[a.young_on] = (m, h + 1, col, w)
                elif hand[a.card] is None:  # an Improvement: one more symbol of its kind for every Crop
                    more = tuple(e + b for e, b in zip(extra, crop_of[farm.hand[a.card]].bonus()))
                    line = [(crop_of[p.card].shortfall(symbols, more), h, col, w)
                            for p, (_m, h, col, w) in zip(farm.crops, base)]
                else:
                    if a.replace >= 0:
                        line.pop(a.replace)
                    line.append(hand[a.card])
                v = value(line, to_come)
                if a.discard >= 0:  # two players: discard the card the other player would want least (the last)
                    v -= 0.01 * a.discard
            elif isinstance(a, LoseImprovement):
                left = list(farm.improvements)
                left.pop(a.improvement)
                less = [0, 0, 0, 0]
                for c in left:
                    less = [x + b for x, b in zip(less, crop_of[c].bonus())]
                line = [(crop_of[p.card].shortfall(symbols, tuple(less)), h, col, w)
                        for p, (_m, h, col, w) in zip(farm.crops, base)]
                v = value(line, to_come)
            elif isinstance(a, LoseCrop):
                line.pop(a.crop)
                v = value(line, to_come)
            elif isinstance(a, PlaceWoman):
                if a.crop >= 0:
                    m, h, col, _w = line[a.crop]
                    line[a.crop] = (m, h + (2 if a.side == YOUNGS_SIDE else 0), col, a.side)
                v = value(line, 1)  # the last card is still to come
            else:  # pragma: no cover
                v = 0.0
            v += self.rng.random() * 1e-6  # ties broken at random, reproducibly
            if v > best_v:
                best, best_v = a, v
        return best


_CHANCES: dict[tuple[int, int], float] = {}


def _chance(missing: int, to_come: int) -> float:
    """:func:`chance`, remembered (a handful of distinct arguments)."""
    key = (missing, to_come)
    c = _CHANCES.get(key)
    if c is None:
        c = _CHANCES[key] = chance(missing, to_come)
    return c


__all__ = ["HeuristicBot", "chance", "DISASTER", "PLAY", "SYMBOLS"]
