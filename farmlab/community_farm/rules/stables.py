"""Stables: "In each stable, a player may only house animals of one type, but
may house any number of that type there." """

from __future__ import annotations

from ..state import EMPTY, Farm


def fits(farm: Farm, kind: int, stable: int) -> bool:
    """May an animal of ``kind`` go into ``stable``?

    Ruling R1 ("1. House animal cards", "Stables"): a card goes into a stable
    of its own kind or into any empty stable, even when another stable already
    holds its kind; a stable holds one kind only.
    """
    there = farm.kinds[stable]
    return there == kind or there == EMPTY


def fitting_stables(farm: Farm, kind: int) -> list[int]:
    """Every stable an animal of ``kind`` may go into (see :func:`fits`)."""
    return [s for s, there in enumerate(farm.kinds) if there == kind or there == EMPTY]
