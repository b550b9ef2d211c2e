"""Positions for Fields of Green rule tests, built with the public API and the named state."""

from __future__ import annotations

import pytest

from farmlab.core.errors import IllegalActionError

from farmlab.fields_of_green import (BuildLocation, BuildSilo, BuildTower, DrawCards, EndHarvest, FieldsOfGreen,
                                     GoToMarket, KeepEquipment, PayHarvest, PickCard)
from farmlab.fields_of_green.state import ACT, DRAW, EQUIP, HARVEST, LOCATION, PICK, SILO, TOWER, Place

NAMES = ["Ana", "Ben", "Chloe", "Dev"]
MIXED = DrawCards(2, 2, 1, 1)


def game(n: int = 3, seed: int = 0, **options) -> FieldsOfGreen:
    """A game in debug mode (invariants checked after every move); Ana has the First Player marker."""
    options.setdefault("first_player", 0)
    return FieldsOfGreen(NAMES[:n], seed, debug=True, **options)


def draw_all(g: FieldsOfGreen, a: DrawCards = MIXED) -> None:
    """Everyone draws ``a`` (the Upkeep's draw, in turn order)."""
    while g.table.step == DRAW:
        g.apply(g.to_act()[0], a)


def take(g: FieldsOfGreen, name: str) -> int:
    """A Location card of this name, taken out of its pile or the discard pile (so every card stays
    in one place)."""
    for pile in (*g.table.piles.values(), g.table.discard):
        for i in range(len(pile) - 1, -1, -1):
            if g.location_of[pile[i]].name == name:
                return pile.pop(i)
    raise LookupError(name)


def give(g: FieldsOfGreen, seat: int, name: str, index: int = 0) -> None:
    """Put a card of this name in ``seat``'s hand at ``index``; the card there goes under its pile."""
    farm = g.farms[seat]
    old = farm.hand[index]
    farm.hand[index] = take(g, name)
    g.table.piles[g.location_of[old].type].insert(0, old)


def reveal(g: FieldsOfGreen, names: dict[int, str] | None = None) -> None:
    """Everyone selects their first card (given ``names`` per seat first): the cards are revealed."""
    assert g.table.step == PICK and g.n > 2
    for seat, name in (names or {}).items():
        give(g, seat, name)
    for seat in range(g.n):
        g.apply(seat, PickCard(0))


def act_all(g: FieldsOfGreen, actions: dict | None = None) -> None:
    """Every player still to act acts (``actions`` per seat; the others go to market)."""
    while g.table.step == ACT:
        seat = g.to_act()[0]
        g.apply(seat, (actions or {}).get(seat, GoToMarket(0)))


def to_harvest(g: FieldsOfGreen) -> None:
    """Play the rest of the Action phase: everyone selects a card and goes to market (the round
    ends by itself if nobody has a Harvest cost to pay)."""
    rnd = g.table.round
    while g.table.step in (PICK, ACT) and g.table.round == rnd:
        if g.table.step == PICK:
            for seat in list(g.to_act()):
                g.apply(seat, PickCard(0))
        else:
            act_all(g)


def put(g: FieldsOfGreen, seat: int, name: str, x: int, y: int) -> Place:
    """A Location of this name built in ``seat``'s farm at (x, y) (a test position)."""
    place = Place(x, y, LOCATION, take(g, name))
    g.farms[seat].add(place)
    return place


def put_tower(g: FieldsOfGreen, seat: int, x: int, y: int, water: int = 0) -> Place:
    place = Place(x, y, TOWER, water=water)
    g.farms[seat].add(place)
    g.table.towers_left -= 1
    return place


def put_silo(g: FieldsOfGreen, seat: int, x: int, y: int, food: int = 0) -> Place:
    place = Place(x, y, SILO, food=food)
    g.farms[seat].add(place)
    g.table.silos_left -= 1
    return place


def token(g: FieldsOfGreen, name: str) -> int:
    """An Equipment tile of this name, taken out of the stack."""
    stack = g.table.equipment
    i = next(i for i in range(len(stack) - 1, -1, -1) if g.equipment_of[stack[i]].name == name)
    return stack.pop(i)


def on_top(g: FieldsOfGreen, *names: str) -> None:
    """The next Equipment drawn will be these, in this order."""
    tiles = [token(g, n) for n in names]
    g.table.equipment.extend(reversed(tiles))


def names(g: FieldsOfGreen, cards: list[int]) -> list[str]:
    return [g.location_of[c].name for c in cards]


__all__ = ["ACT", "DRAW", "EQUIP", "HARVEST", "PICK", "BuildLocation", "BuildSilo", "BuildTower", "DrawCards",
           "EndHarvest", "GoToMarket", "KeepEquipment", "PayHarvest", "PickCard", "game", "draw_all", "take", "give",
           "reveal", "act_all", "to_harvest", "put", "put_tower", "put_silo", "token", "on_top", "names", "MIXED"]


def refused(g, seat, action, match):
    """The action is refused with a message matching ``match``, and the game is exactly as before."""
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match=match):
        g.apply(seat, action)
    assert g.fingerprint() == before
