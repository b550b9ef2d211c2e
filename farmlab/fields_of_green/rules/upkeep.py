"""Section "Upkeep Phase": the Turn Order Marker, each player's new resources, and where they
are stored (the drawing of cards is in :mod:`.drafting`).

The Turn Order Marker shows clockwise in the 1st and 3rd rounds and counter-clockwise in the 2nd
and 4th. From the 2nd round each player gets 1 Food, 2 Water and 3 Coins. Food goes on a Silo
(each normally stores up to 4), Water on a Water Tower (each normally stores up to 3); what
does not fit is lost.

Ruling G5: the player places his new Water on the Water Towers of his farm he chooses (the text:
"must be placed on a Water Tower in the player's Farm"), each Tower up to its limit; only what no
Tower has room for is lost. He is asked only when there is more than one way to do it (Towers are
told apart by their place): with one way (one Tower with room, or room for no more than he gets)
the engine places it. In the Upkeep everyone places his Water at the same time, before the draw;
Water an ability gives is placed at once, before anything else happens.
Ruling G6: Food moves freely between Silos ("Build Silo"), so where it lies does not matter: the
engine keeps it on the Silos in the order they were built; only the total room counts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from ...core.errors import IllegalActionError
from ..actions import PlaceWater
from ..state import CLOCKWISE, COUNTER_CLOCKWISE, Farm, Place
from .sections import INCOME, LOST, R_UPKEEP, ROUND, WATER_PLACED

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
        silo.food += put
        amount -= put
    farm.food_lost += amount
    return amount


def splits(limits: list[int], total: int) -> list[tuple[int, ...]]:
    """Every way to share ``total`` markers among places that take at most ``limits[i]`` each, as
    how many each takes (each way once: the places are told apart by where they lie); the first
    place taking as many as it can comes first."""
    if not limits:
        return [()] if total == 0 else []
    rest = limits[1:]
    room_after = sum(rest)
    return [(n, *tail) for n in range(min(limits[0], total), max(0, total - room_after) - 1, -1)
            for tail in splits(rest, total - n)]


def first_way(towers: Sequence[Place], limits: list[int], total: int) -> tuple[tuple[int, int, int], ...]:
    """The first of the ways to share ``total`` markers among ``towers`` (each at most its limit),
    as ``(x, y, markers)`` for each Tower that takes some: each in turn takes as many as it can
    (the first of :func:`splits`, when the Towers can take them all; what the engine does when
    there is one way only)."""
    out = []
    for t, n in zip(towers, limits):
        if not total:
            break
        if n:
            take = n if n < total else total
            out.append((t.x, t.y, take))
            total -= take
    return tuple(out)


def one_way(limits: list[int], total: int) -> bool:
    """Whether ``total`` markers can be shared among these places in one way only (nothing to
    share, a single place that can take any, or every place filled to its limit)."""
    if total == 0:
        return True
    places = 0  # the places that can take some
    for n in limits:
        if n:
            places += 1
    return places <= 1 or total == sum(limits)


def why_not_split(towers: list[Place], limits: list[int], entries: tuple[tuple[int, int, int], ...], total: int,
                  what: str) -> str:
    """Why ``entries`` ((x, y, markers) per Tower) is not a way to share ``total`` markers among
    ``towers`` (each at most its limit) ("" if it is); ``what``: "get" or "pay"."""
    limit = {(t.x, t.y): n for t, n in zip(towers, limits)}
    named = set()
    for x, y, n in entries:
        if (x, y) not in limit:
            return f"There is no Water Tower at ({x}, {y}) that can {what} water here."
        if (x, y) in named:
            return f"The Water Tower at ({x}, {y}) is named twice: name each Tower once."
        named.add((x, y))
        if not 1 <= n <= limit[(x, y)]:
            room = "has room for" if what == "get" else "holds"
            return f"The Water Tower at ({x}, {y}) {room} {limit[(x, y)]} water: it cannot {what} {n}."
    given = sum(n for _, _, n in entries)
    if given != total:
        return f"That is {given} water: {'place' if what == 'get' else 'pay'} exactly {total}."
    return ""


def in_build_order(towers: list[Place], entries: tuple[tuple[int, int, int], ...]) -> tuple[tuple[int, int, int], ...]:
    """A way named in any order, in the order the Towers were built."""
    if len(entries) < 2:  # one Tower: nothing to order
        return tuple(entries)
    order = {(t.x, t.y): i for i, t in enumerate(towers)}
    return tuple(sorted(entries, key=lambda e: order[(e[0], e[1])]))


def _with_room(g: FieldsOfGreen, seat: int) -> tuple[list[Place], list[int]]:
    """``seat``'s Water Towers that have room, in the order they were built, and their room."""
    room = g.tower_capacity(seat)
    towers, rooms = [], []
    for t in g.farms[seat].towers:
        if t.water < room:  # (a full Tower listed too would change nothing: no way gives it Water)
            towers.append(t)
            rooms.append(room - t.water)
    return towers, rooms


def water_ways(g: FieldsOfGreen, seat: int) -> list[PlaceWater]:
    """Every distinct way to place ``seat``'s new Water on his Towers (G5)."""
    towers, rooms = _with_room(g, seat)
    return [PlaceWater(tuple((t.x, t.y, n) for t, n in zip(towers, split) if n))
            for split in splits(rooms, g.farms[seat].water_due)]


def add_water(g: FieldsOfGreen, seat: int, amount: int) -> int:
    """Give ``seat`` ``amount`` new Water (G5): what no Tower has room for is lost (returned); the
    rest is placed at once if there is one way to place it, else it waits in ``water_due`` for
    the player to say where it goes (:func:`place_water`)."""
    farm = g.farms[seat]
    towers, rooms = _with_room(g, seat)
    put = min(amount, sum(rooms) - farm.water_due)
    farm.water_lost += amount - put
    farm.water_due += put
    if farm.water_due and one_way(rooms, farm.water_due):
        _place(g, seat, first_way(towers, rooms, farm.water_due))
    return amount - put


def check_place(g: FieldsOfGreen, seat: int, a: PlaceWater) -> None:
    towers, rooms = _with_room(g, seat)
    why = why_not_split(towers, rooms, a.towers, g.farms[seat].water_due, "get")
    if why:
        raise IllegalActionError(why, rule=R_UPKEEP)


def place_water(g: FieldsOfGreen, seat: int, a: PlaceWater) -> None:
    """Put the new Water on the Towers the player named (G5)."""
    _place(g, seat, in_build_order(g.farms[seat].towers, a.towers))


def _place(g: FieldsOfGreen, seat: int, towers: tuple[tuple[int, int, int], ...]) -> None:
    """Put the new Water on ``towers`` ((x, y, markers) for each, in the order they were built)."""
    farm: Farm = g.farms[seat]
    grid = farm.grid
    for x, y, n in towers:
        grid[(x, y)].water += n
        farm.water_due -= n
    g.emit((WATER_PLACED, seat, towers))


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
