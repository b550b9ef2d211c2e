"""Section "Upkeep Phase": the Turn Order Marker, each player's new resources, and where they
are stored (the drawing of cards is in :mod:`.drafting`).

The Turn Order Marker shows clockwise in the 1st and 3rd rounds and counter-clockwise in the 2nd
and 4th. From the 2nd round each player gets 1 Food, 2 Water and 3 Coins. Food goes on a Silo
(each normally stores up to 4), Water on a Water Tower (each normally stores up to 3); what
does not fit is lost.

Ruling G5: new Water is placed one marker at a time on the Water Tower with the least water that
still has room (of equal ones, the one built first), so that water is spread over the farm.
Ruling G6: Food moves freely between Silos ("Build Silo"), so where it lies does not matter: the
engine keeps it on the Silos in the order they were built; only the total room counts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state import CLOCKWISE, COUNTER_CLOCKWISE
from .sections import INCOME, LOST, ROUND

if TYPE_CHECKING:  # pragma: no cover
    from ..game import FieldsOfGreen


def direction(round_index: int) -> str:
    """Clockwise in the 1st and 3rd rounds, counter-clockwise in the 2nd and 4th (``round_index``
    counts from 0; a longer game keeps alternating)."""
    return CLOCKWISE if round_index % 2 == 0 else COUNTER_CLOCKWISE


def add_food(g: FieldsOfGreen, seat: int, amount: int) -> int:
    """Put ``amount`` Food on ``seat``'s Silos (G6); return how much was lost for want of room."""
    farm = g.farms[seat]
    room = g.silo_capacity(seat)
    for silo in farm.silos:
        put = min(amount, room - silo.food)
        if put > 0:
            silo.food += put
            amount -= put
    farm.food_lost += amount
    return amount


def add_water(g: FieldsOfGreen, seat: int, amount: int) -> int:
    """Put ``amount`` Water on ``seat``'s Water Towers (G5); return how much was lost."""
    farm = g.farms[seat]
    room = g.tower_capacity(seat)
    towers = farm.towers
    while amount > 0:
        open_towers = [t for t in towers if t.water < room]
        if not open_towers:
            break
        min(open_towers, key=lambda t: t.water).water += 1  # min keeps the first of equal ones
        amount -= 1
    farm.water_lost += amount
    return amount


def upkeep(g: FieldsOfGreen) -> None:
    """Turn the marker; from the 2nd round give everyone 1 Food, 2 Water and 3 Coins."""
    t = g.table
    t.direction = direction(t.round)
    g.emit((ROUND, None, t.round + 1, t.direction))
    if t.round == 0:  # "skip this during the 1st round"
        return
    food, water, coins = g.income()
    for s, farm in enumerate(g.farms):
        farm.coins += coins
        lost_food = add_food(g, s, food)
        lost_water = add_water(g, s, water)
        g.emit((INCOME, s, food, water, coins))
        if lost_food or lost_water:
            g.emit((LOST, s, lost_food, lost_water))
