"""Section "Build Location": where a Location may go, what it costs, where its Water and Food come
from, and its ability.

Location Cards are built adjacent (orthogonally) to a card already in the farm. The cost in coins
is paid to the supply; a Water requirement is paid from Water Towers within distance 2 of the
place, counted orthogonally through built cards, each card a distance of 1; a Food requirement
from any Silo. After building, an Immediate ability is applied at once; Harvest and Game End
abilities wait for their time.

An ability is data (:class:`~farmlab.fields_of_green.cards.Effect`), interpreted here:
``gain`` gives its amount; ``per_adjacent`` its amount per face-up card of a type next to the
location; ``per_type`` its amount per face-up card of a type in the farm; ``store_more`` lets
every Silo (or Water Tower) store more from now on. What is given: coins, VP tokens, Water (on
the Towers), Food (on the Silos) or an Equipment (see :mod:`.equipment`).

Ruling G9: an Open Area is a card turned face down: it stays in the farm, so cards may be built
next to it and distance is counted through it; it has no type and no ability any more, and counts
for no per-adjacent or per-type effect.
Ruling G10: the Water may come from several Towers within 2 together, as the payer chooses (the
text: "must be paid using Water from a nearby Water Tower"): which Towers in reach pay, and how
much each. He is asked only when there is more than one way (Towers are told apart by their
place): with one way (a single Tower in reach holding water, or all the water in reach needed)
the engine pays it. The same holds for a Harvest cost in Water (section "Harvest Phase").
Ruling G11: a card next to the place counts for "adjacent"; a Location counts itself for "per
type" (a Field that scores per Field counts itself).
Ruling G24: the supply never runs out: the text's 60 coins, 20 VP tokens, 40 Food and 30 Water
markers are what the box holds, not a limit of the game (use anything in their place).
"""

from __future__ import annotations

from operator import attrgetter
from typing import TYPE_CHECKING, Sequence

from ...core.errors import IllegalActionError
from ..actions import PayWater
from ..cards import TYPE_NAME, Effect
from ..state import LOCATION, SILO, TOWER, Farm, Place
from . import equipment as equipment_rules
from . import grown
from .sections import ABILITY, BUILT, R_BUILD, R_EQUIPMENT, WATER_PAID
from .upkeep import add_food, add_water, first_way, in_build_order, one_way, splits, why_not_split

if TYPE_CHECKING:  # pragma: no cover
    from ..game import FieldsOfGreen

def neighbours(x: int, y: int) -> list[tuple[int, int]]:
    """The four places orthogonally adjacent to (x, y): right, left, below, above."""
    return [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)]


def free_places(farm: Farm) -> list[tuple[int, int]]:
    """Every empty place adjacent to a card already in the farm (G9: Open Areas included), in the
    order of the cards and their neighbours; brought up to date once per card built (see
    :mod:`.grown`; the list is shared: do not change it)."""
    known = farm.grown_tables.get("free places")
    if known is not None and known[0] == len(farm.grid):  # (Farm.grown's first look written out: most reads)
        return known[1]  # type: ignore[no-any-return]
    return farm.grown("free places", _free_places, grown.free_places)  # type: ignore[no-any-return]


def _free_places(farm: Farm) -> list[tuple[int, int]]:
    grid = farm.grid
    out: list[tuple[int, int]] = []
    seen = set()
    for (x, y) in grid:
        for cell in neighbours(x, y):
            if cell not in grid and cell not in seen:
                seen.add(cell)
                out.append(cell)
    return out


def distance(farm: Farm, start: tuple[int, int], goal: tuple[int, int], limit: int) -> int:
    """The distance from ``start`` to ``goal`` counted orthogonally through built cards, each card
    a distance of 1; ``limit + 1`` if it is more than ``limit``."""
    grid = farm.grid
    frontier = [start]
    seen = {start}
    for d in range(1, limit + 1):
        nxt = []
        for (x, y) in frontier:
            for cell in neighbours(x, y):
                if cell == goal:
                    return d
                if cell in grid and cell not in seen:
                    seen.add(cell)
                    nxt.append(cell)
        frontier = nxt
    return limit + 1


def within(farm: Farm, start: tuple[int, int], limit: int) -> set[tuple[int, int]]:
    """Every place at a distance of at most ``limit`` from ``start`` (as :func:`distance` counts
    it: through built cards), ``start`` itself not included; kept until a card is built next to
    ``start`` (see :mod:`.grown`)."""
    table = farm.grown(("within", limit), _new_table, grown.within, limit)  # filled as places are asked for
    out = table.get(start)
    if out is None:
        out = table[start] = _within(farm, start, limit)
    return out  # type: ignore[no-any-return]


def _new_table(farm: Farm, limit: int) -> dict[tuple[int, int], set[tuple[int, int]]]:
    return {}


def _within(farm: Farm, start: tuple[int, int], limit: int) -> set[tuple[int, int]]:
    grid = farm.grid
    frontier = [start]
    seen = {start}
    found: set[tuple[int, int]] = set()
    for _ in range(limit):
        nxt = []
        for (x, y) in frontier:
            for cell in neighbours(x, y):
                found.add(cell)
                if cell in grid and cell not in seen:
                    seen.add(cell)
                    nxt.append(cell)
        frontier = nxt
    found.discard(start)
    return found


def _towers_near(farm: Farm, limit: int) -> dict[tuple[int, int], list[Place]]:
    """For every place, the Water Towers within ``limit`` of it, in the order they were built."""
    near: dict[tuple[int, int], list[Place]] = {}
    for t in farm.towers:
        for cell in within(farm, (t.x, t.y), limit):
            near.setdefault(cell, []).append(t)
    return near


def towers_by_place(farm: Farm, limit: int) -> dict[tuple[int, int], list[Place]]:
    """For every place, the Water Towers within ``limit`` of it, in the order they were built;
    brought up to date once per card built (see :mod:`.grown`; do not change it)."""
    key = ("towers within", limit)
    known = farm.grown_tables.get(key)
    if known is not None and known[0] == len(farm.grid):  # (Farm.grown's first look written out: most reads)
        return known[1]  # type: ignore[no-any-return]
    return farm.grown(key, _towers_near, grown.towers_by_place, limit)  # type: ignore[no-any-return]


def towers_near(farm: Farm, place: tuple[int, int], limit: int) -> list[Place]:
    """The Water Towers within ``limit`` of ``place``, in the order they were built."""
    return towers_by_place(farm, limit).get(place, [])


def towers_in_reach(g: FieldsOfGreen, seat: int, place: tuple[int, int]) -> list[Place]:
    """The Water Towers within reach (2) of ``place`` that hold water, in the order they were built (G10)."""
    out = []
    for t in towers_by_place(g.farms[seat], g.water_reach()).get(place, ()):
        if t.water:
            out.append(t)
    return out


def water_near(g: FieldsOfGreen, seat: int, place: tuple[int, int]) -> int:
    """The water ``seat`` may pay for a card at ``place``: on the Water Towers within reach (2) of it."""
    water = 0
    for t in towers_by_place(g.farms[seat], g.water_reach()).get(place, ()):
        water += t.water
    return water


#: the water on a Tower (for ``map``: no Python call per Tower)
water_on = attrgetter("water")


def pay_ways(g: FieldsOfGreen, seat: int, place: tuple[int, int], amount: int) -> list[PayWater]:
    """Every distinct way to pay ``amount`` water for a card at ``place`` from the Towers in reach (G10)."""
    towers = towers_in_reach(g, seat, place)
    return [PayWater(tuple((t.x, t.y, n) for t, n in zip(towers, split) if n))
            for split in splits([t.water for t in towers], amount)]


def one_way_to_pay(g: FieldsOfGreen, seat: int, place: tuple[int, int], amount: int,
                   towers: Sequence[Place] | None = None) -> bool:
    """Whether there is only one way to pay ``amount`` water at ``place`` (then nobody is asked).
    ``towers``: the Water Towers within reach of it, when the caller has them (empty ones too)."""
    if towers is None:
        towers = towers_in_reach(g, seat, place)
    elif len(towers) < 2:  # (one Tower in reach or none: one way at most, as one_way says)
        return True
    return one_way(list(map(water_on, towers)), amount)


def check_pay_water(g: FieldsOfGreen, seat: int, place: tuple[int, int], amount: int, a: PayWater) -> None:
    towers = towers_in_reach(g, seat, place)
    why = why_not_split(towers, [t.water for t in towers], a.towers, amount, "pay")
    if why:
        raise IllegalActionError(why, rule=R_BUILD)


def pay_water(g: FieldsOfGreen, seat: int, place: tuple[int, int], amount: int, a: PayWater | None = None,
              towers: Sequence[Place] | None = None) -> None:
    """Pay ``amount`` water for a card at ``place`` from the Towers the payer named (``a``), or in
    the only way there is (G10). ``towers``: the Water Towers within reach of ``place``, when the
    caller has them (empty ones too)."""
    if not amount:
        return
    farm = g.farms[seat]
    if a is None:  # the first way (the Towers in reach, in the order they were built, each paying all it can)
        if towers is None:
            towers = towers_in_reach(g, seat, place)
        paid = first_way(towers, list(map(water_on, towers)), amount)
    else:
        paid = in_build_order(farm.towers, a.towers)
    for x, y, n in paid:
        farm.grid[(x, y)].water -= n
    g.emit((WATER_PAID, seat, paid))


def pay_food(g: FieldsOfGreen, seat: int, amount: int) -> None:
    """Food from any Silo (no distance): from the last-built Silos first (G6)."""
    if not amount:
        return
    for silo in reversed(g.farms[seat].silos):
        take = min(amount, silo.food)
        silo.food -= take
        amount -= take


def place_type(g: FieldsOfGreen, place: Place) -> str:
    """A card's type for the abilities: "tower", "silo", a Location's type, or "" for an Open Area (G9)."""
    if place.kind != LOCATION:
        return place.kind
    return "" if place.open_area else g.location_of[place.card].type


def count(g: FieldsOfGreen, seat: int, place: Place, effect: Effect) -> int:
    """How much an effect gives for the card at ``place`` (G11)."""
    if effect.effect == "per_adjacent":
        grid = g.farms[seat].grid
        n = 0
        for cell in neighbours(place.x, place.y):
            if cell in grid and place_type(g, grid[cell]) == effect.of_type:
                n += 1
        return effect.amount * n
    if effect.effect == "per_type":
        return effect.amount * cards_of_type(g, seat, effect.of_type)
    return effect.amount


def cards_of_type(g: FieldsOfGreen, seat: int, of_type: str) -> int:
    """How many face-up cards of a type ``seat``'s farm holds (as :func:`place_type` tells them):
    its Water Towers, its Silos, or its face-up Locations of that type (G9)."""
    farm = g.farms[seat]
    if of_type == TOWER:
        return len(farm.towers)
    if of_type == SILO:
        return len(farm.silos)
    location_of = g.location_of
    n = 0
    for p in farm.locations:
        if not p.open_area and location_of[p.card].type == of_type:
            n += 1
    return n


def give(g: FieldsOfGreen, seat: int, gives: str, amount: int) -> None:
    """Gain ``amount`` of ``gives`` from the supply, which never runs out (G24); Water and Food only
    where there is room."""
    farm = g.farms[seat]
    if gives == "coins":
        farm.coins += amount
    elif gives == "vp":
        farm.vp_tokens += amount
    elif gives == "water":
        add_water(g, seat, amount)
    elif gives == "food":
        add_food(g, seat, amount)
    else:
        for _ in range(amount):
            equipment_rules.draw(g, seat)


def apply(g: FieldsOfGreen, seat: int, place: Place, effect: Effect) -> None:
    """Apply an ability of the card at ``place``."""
    farm = g.farms[seat]
    if effect.effect == "store_more":
        if effect.gives == "food":
            farm.silo_bonus += effect.amount
        else:
            farm.tower_bonus += effect.amount
        g.emit((ABILITY, seat, place.card, "store_" + effect.gives, effect.amount))
        return
    amount = count(g, seat, place, effect)
    g.emit((ABILITY, seat, place.card, effect.gives, amount))
    if amount:
        give(g, seat, effect.gives, amount)


def can_build(g: FieldsOfGreen, seat: int, card: int, place: tuple[int, int]) -> str:
    """Why ``card`` cannot be built at ``place`` now ("" if it can)."""
    farm = g.farms[seat]
    loc = g.location_of[card]
    if place in farm.grid:
        return "That place is taken: build next to your cards, not on them."
    if not any(cell in farm.grid for cell in neighbours(*place)):
        return "A Location must be built next to a card already in your farm."
    if farm.coins < loc.coins:
        return f"{loc.name} costs {loc.coins} coins and you have {farm.coins}."
    if loc.food > farm.food:
        return f"{loc.name} needs {loc.food} food from your Silos and you have {farm.food}."
    if loc.water and water_near(g, seat, place) < loc.water:
        return (f"{loc.name} needs {loc.water} water from Water Towers within {g.water_reach()} of that place, "
                f"and they hold {water_near(g, seat, place)}.")
    return ""


def check_build(g: FieldsOfGreen, seat: int, card: int, place: tuple[int, int], equipment: int) -> None:
    why = can_build(g, seat, card, place)
    if why:
        raise IllegalActionError(why, rule=R_BUILD)
    farm = g.farms[seat]
    if equipment != -1:
        if not 0 <= equipment < len(farm.aside):
            raise IllegalActionError(f"You have no Equipment number {equipment + 1} kept aside.", rule=R_EQUIPMENT)
        tile = g.equipment_of[farm.aside[equipment]]
        if not tile.fits(g.location_of[card]):
            raise IllegalActionError(f"{tile.name} goes only on a {tile.where()}.", rule=R_EQUIPMENT)


def build(g: FieldsOfGreen, seat: int, card: int, place: tuple[int, int], equipment: int,
          water: PayWater | None = None) -> None:
    """Pay the cost (the Water from the Towers ``water`` names, G10), build the card at ``place``,
    place an Equipment kept aside on it if asked, then apply an Immediate ability."""
    farm = g.farms[seat]
    loc = g.location_of[card]
    farm.coins -= loc.coins
    if loc.water:
        pay_water(g, seat, place, loc.water, water)
    if loc.food:
        pay_food(g, seat, loc.food)
    new = Place(place[0], place[1], LOCATION, card)
    farm.add(new)
    g.emit((BUILT, seat, card, place[0], place[1], loc.coins, loc.water, loc.food))
    if equipment >= 0:
        equipment_rules.place_aside(g, seat, equipment, new)
    if loc.timing == "immediate":
        apply(g, seat, new, loc.ability)


__all__ = ["TYPE_NAME", "build", "can_build", "check_build", "check_pay_water", "count", "distance", "free_places",
           "one_way_to_pay", "pay_ways", "pay_water", "towers_in_reach", "towers_by_place", "towers_near", "water_near",
           "within"]
