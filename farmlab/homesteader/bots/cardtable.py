"""What the heuristic reads of each card, as small integers, made once per deal.

A card's inputs and outputs become bit masks (one bit per icon of ``cards.ICONS``), so "everything
the neighbours give" is an ``|`` of their masks and "the inputs met" is ``given & need``; its value
by the number of its inputs met is a row of a table: with every input met the penny of step 1 and
one per input (a card without inputs: one penny), with some met a part of that (:data:`PARTIAL` an
input: a guild on its way, as the card may still get the rest).
"""

from __future__ import annotations

from typing import Any, Sequence

from ..fast_scoring import BIT, tables

#: credit for each input met on a card whose inputs are not all met yet
PARTIAL = 0.4
WATER = BIT["water"]


class CardTable:
    """Per card number of a deal (``game.card_of``)."""

    __slots__ = ("cards", "need", "gives", "zone", "value", "full", "tree", "plant", "thirsty", "beneficial",
                 "fixed", "takeable", "house")

    def __init__(self, cards: Sequence[Any]) -> None:
        self.cards = cards
        kept = tables(cards)  # the kept scores' masks of the same deal (each icon's bit: fast_scoring.BIT)
        self.need, self.gives, self.zone = kept.need, kept.gives, kept.zone
        #: value[c][k]: the card's value with k of its inputs met (the house: nothing)
        self.value = tuple(tuple(0.0 if c.house else 1.0 + k if k == len(c.inputs) else PARTIAL * k
                                 for k in range(len(c.inputs) + 1)) for c in cards)
        self.full = tuple(row[-1] for row in self.value)
        self.tree = tuple(c.tree for c in cards)
        self.plant = tuple(c.plant for c in cards)
        self.thirsty = tuple(c.plant and "water" in c.inputs for c in cards)  # what a Drought may take
        self.beneficial = tuple(c.beneficial for c in cards)
        self.fixed = tuple(c.house or c.barn for c in cards)  # never swapped (a barn moves only when revealed)
        #: a plant the plant swap may take: one with inputs, not a house or barn
        self.takeable = tuple(bool(n) and c.plant and not f for c, n, f in zip(cards, self.need, self.fixed))
        self.house = kept.house


_TABLES: dict[int, CardTable] = {}


def card_table(cards: Sequence[Any]) -> CardTable:
    """The table of the deal ``cards``, made once per deal object."""
    t = _TABLES.get(id(cards))
    if t is None or t.cards is not cards:
        t = _TABLES[id(cards)] = CardTable(cards)
    return t
