"""Section "Harvest Phase": each Location with a Harvest ability has a cost; the player pays the
costs he wants, in any order he wants, and applies each ability paid. A location whose cost is
not paid (he cannot or will not) is turned face down: an Open Area for the rest of the game,
with nothing built on it. Water is paid from a Water Tower within 2; new Food beyond the Silos'
room is lost, so Food is best spent first. An Equipment gained by a Harvest ability may be used
in the same Harvest. At the end, the paid resources are removed and the First Player marker
goes to the player on the left.

Ruling G20: the players harvest one after another in the order of the Timing Rules; a player
who can pay nothing more (or says he is done) ends his Harvest, and every Harvest location he
left unpaid becomes an Open Area.
Ruling G10 (see :mod:`.build`): a Harvest cost in Water is paid from the Towers within 2 the
player chooses, when there is more than one way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from ...core.errors import IllegalActionError
from ..actions import EndHarvest, PayHarvest, PayWater
from ..state import LOCATION, Farm, Place
from . import build, equipment, timing
from .action_phase import place_action
from .sections import EQUIPMENT_GAIN, HARVESTED, MARKER, OPEN_AREA, R_HARVEST

if TYPE_CHECKING:  # pragma: no cover
    from ..game import FieldsOfGreen

#: what is left to pay for one card at the Harvest (see :func:`dues`): its place, its cost in
#: coins, water and food, and the Water Towers within reach of it
Due = tuple[Place, int, int, int, Sequence[Place]]


def to_harvest(g: FieldsOfGreen, seat: int) -> list[Place]:
    """The face-up Locations with a Harvest ability not paid yet this Harvest."""
    location_of = g.location_of
    out = []
    for p in g.farms[seat].locations:  # (a loop, not a list comprehension: one call less, asked after each payment)
        if not p.open_area and not p.paid and location_of[p.card].timing == "harvest":
            out.append(p)
    return out


def cost(g: FieldsOfGreen, place: Place) -> tuple[int, int, int]:
    """The Harvest cost (coins, water, food) of the card at ``place``, less its Equipment's discount."""
    printed = g.location_of[place.card].harvest_cost
    if place.equipment < 0:  # no Equipment: no discount
        return printed
    c, w, f = printed
    dc, dw, df = equipment.harvest_discount(g, place)
    return (max(0, c - dc), max(0, w - dw), max(0, f - df))


def why_not(g: FieldsOfGreen, seat: int, place: Place) -> str:
    """Why ``seat`` cannot pay the Harvest cost at ``place`` now ("" if it can)."""
    farm = g.farms[seat]
    c, w, f = cost(g, place)
    name = g.location_of[place.card].name
    if farm.coins < c:
        return f"{name}'s Harvest costs {c} coins and you have {farm.coins}."
    if farm.food < f:
        return f"{name}'s Harvest needs {f} food and you have {farm.food}."
    if w and build.water_near(g, seat, (place.x, place.y)) < w:
        return f"{name}'s Harvest needs {w} water from Water Towers within {g.water_reach()}."
    return ""


def dues(g: FieldsOfGreen, seat: int) -> dict[tuple[int, int], Due]:
    """What ``seat`` has left to pay this Harvest: for each Location to harvest (:func:`to_harvest`),
    by its place, the card's place, its cost (:func:`cost`: coins, water, food) and the Water Towers
    within reach of it, empty or not (those of a cost with no Water are not needed: none). Worked out
    when his Harvest starts (the first time it is asked), again when he places an Equipment (a
    discount changes a cost); a payment takes its entry out (:func:`pay`), his Harvest's end
    forgets it (:func:`close`). Derived from the farm, never saved (a copy or a loaded game works it
    out again); do not change it."""
    farm = g.farms[seat]
    known = farm.dues
    if known is not None and known[0] == len(farm.grid):  # (a card built since: worked out anew)
        return known[1]
    out: dict[tuple[int, int], Due] = {}
    for p in to_harvest(g, seat):
        c, w, f = cost(g, p)
        at = (p.x, p.y)
        out[at] = (p, c, w, f, build.towers_near(farm, at, g.water_reach()) if w else ())
    farm.dues = (len(farm.grid), out)
    return out


def affords(farm: Farm, coins: int, water: int, food: int, towers: Sequence[Place]) -> bool:
    """Whether ``farm`` has the ``coins``, the ``food`` and the ``water`` on ``towers`` (those within
    reach of the card) that a Harvest cost asks."""
    if farm.coins < coins or (food and farm.food < food):
        return False
    if not water:
        return True
    held = 0
    for t in towers:
        held += t.water
    return held >= water


def payable(g: FieldsOfGreen, seat: int) -> list[PayHarvest]:
    """Every Harvest cost ``seat`` can pay now (each action made once and shared)."""
    farm = g.farms[seat]
    return [place_action(PayHarvest, p.x, p.y) for p, c, w, f, towers in dues(g, seat).values()
            if affords(farm, c, w, f, towers)]


def can_pay_any(g: FieldsOfGreen, seat: int) -> bool:
    """Whether ``seat`` can pay any of his Harvest costs now."""
    farm = g.farms[seat]
    for p, c, w, f, towers in dues(g, seat).values():
        if affords(farm, c, w, f, towers):
            return True
    return False


def can_pay(g: FieldsOfGreen, seat: int, place: Place) -> bool:
    """Whether ``seat`` has the coins, the food and the water in reach for the Harvest cost at
    ``place`` (what why_not explains)."""
    farm = g.farms[seat]
    c, w, f = cost(g, place)
    return affords(farm, c, w, f, build.towers_near(farm, (place.x, place.y), g.water_reach()) if w else ())


def check_pay(g: FieldsOfGreen, seat: int, a: PayHarvest) -> None:
    place = g.farms[seat].grid.get((a.x, a.y))
    if place is None or place not in to_harvest(g, seat):
        raise IllegalActionError("There is no unpaid Harvest ability at that place in your farm.", rule=R_HARVEST)
    why = why_not(g, seat, place)
    if why:
        raise IllegalActionError(why, rule=R_HARVEST)


def pay(g: FieldsOfGreen, seat: int, a: PayHarvest, water: PayWater | None = None, due: Due | None = None) -> None:
    """Pay the cost (the Water from the Towers ``water`` names, G10), mark it paid and apply the
    ability, then the Equipment's gain (G14). ``due``: the place's entry in :func:`dues`, when the
    caller has it (its cost and Towers in reach, not worked out again)."""
    farm = g.farms[seat]
    at = (a.x, a.y)
    if due is None:
        due = dues(g, seat)[at]
    place, c, w, f, towers = due
    farm.coins -= c
    if w:
        build.pay_water(g, seat, at, w, water, towers)
    if f:
        build.pay_food(g, seat, f)
    place.paid = True
    if farm.dues is not None:
        farm.dues[1].pop(at, None)
    loc = g.location_of[place.card]
    amount = build.count(g, seat, place, loc.ability)
    g.emit((HARVESTED, seat, place.card, a.x, a.y, c, w, f, loc.ability.gives, amount))
    if amount:
        build.give(g, seat, loc.ability.gives, amount)
    if place.equipment >= 0:
        tile = g.equipment_of[place.equipment]
        if tile.when == "harvest" and tile.effect.effect != "discount":
            extra = build.count(g, seat, place, tile.effect)
            g.emit((EQUIPMENT_GAIN, seat, place.equipment, tile.effect.gives, extra))
            build.give(g, seat, tile.effect.gives, extra)


def close(g: FieldsOfGreen, seat: int) -> None:
    """The player's Harvest is over: every Harvest location left unpaid becomes an Open Area (G20)."""
    farm = g.farms[seat]
    for place, *_ in dues(g, seat).values():  # (the Locations to harvest: see to_harvest)
        place.open_area = True
        farm.open_areas += 1
        g.emit((OPEN_AREA, seat, place.card, place.x, place.y))
    farm.dues = None


def finish(g: FieldsOfGreen) -> None:
    """Remove the paid resources from the cards; the First Player marker goes to the left."""
    for farm in g.farms:
        for place in farm.locations:  # (only a Location has a Harvest cost to pay)
            place.paid = False
        farm.dues = None
    g.table.first = timing.left_of(g, g.table.first)
    g.emit((MARKER, g.table.first))


__all__ = ["EndHarvest", "PayHarvest", "affords", "can_pay", "can_pay_any", "close", "cost", "dues", "finish", "pay",
           "payable", "to_harvest"]
