"""Section "Equipment": a player who gets an Equipment draws 2 tokens, places one in his Farm
and puts the other at the bottom of the stack. A token lists the location type it goes on, and
perhaps a keyword the location must also have ("Field - Harvest": a Field with a Harvest
ability). A token he cannot or will not place is kept aside; it may be placed later only on a
matching location, on the turn that location is built. Placed tokens give abilities; each token
still aside at the end is discarded for 1 VP.

Ruling G12: one Equipment per location; a token goes on a face-up Location (not on a Water
Tower or a Silo, which have no type, nor on an Open Area).
Ruling G13: with one token left in the stack the player draws it and keeps it; with none he
gets nothing.
Ruling G14: a Harvest Equipment works when its location's Harvest cost is paid (a discount
lowers that cost, a gain adds to the ability); placed on a location already paid this Harvest,
it works from the next Harvest. A Game End Equipment scores if its location is face up at the
end; an Equipment on a card that becomes an Open Area stays there and does nothing.
Ruling G25: an ongoing Equipment (the designed Rain Gutter: each Water Tower stores 1 more) works
from the moment it is placed, for the rest of the game; it goes only on a card that never turns
face down, so it never stops working.
Ruling G15: tokens kept aside lie face up (everyone sees them); the tokens drawn, and the one
put back under the stack, are seen only by the player who drew them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.errors import IllegalActionError
from ...core.events import Secret
from ..actions import KeepEquipment
from ..state import LOCATION, Place
from .sections import EQUIPMENT_ASIDE, EQUIPMENT_DRAWN, EQUIPMENT_PLACED, R_EQUIPMENT

if TYPE_CHECKING:  # pragma: no cover
    from ..game import FieldsOfGreen

DRAWN = 2
UNPLACED_VP = 1


def draw(g: FieldsOfGreen, seat: int) -> None:
    """Draw 2 tokens from the top of the stack (G13)."""
    stack = g.table.equipment
    farm = g.farms[seat]
    for _ in range(min(DRAWN, len(stack))):
        farm.drawn.append(stack.pop())
    g.emit((EQUIPMENT_DRAWN, seat, len(farm.drawn), Secret({"tokens": list(farm.drawn)}, to=(seat,))))


def spots(g: FieldsOfGreen, seat: int, token: int) -> list[Place]:
    """Where ``token`` may be placed in ``seat``'s farm now (G12)."""
    tile = g.equipment_of[token]
    return [p for p in g.farms[seat].locations
            if not p.open_area and p.equipment < 0 and tile.fits(g.location_of[p.card])]


def choices(g: FieldsOfGreen, seat: int) -> list[KeepEquipment]:
    out = []
    for i, token in enumerate(g.farms[seat].drawn):
        out.extend(KeepEquipment(i, p.x, p.y) for p in spots(g, seat, token))
        out.append(KeepEquipment(i, aside=True))
    return out


def check_keep(g: FieldsOfGreen, seat: int, a: KeepEquipment) -> None:
    farm = g.farms[seat]
    if not 0 <= a.token < len(farm.drawn):
        raise IllegalActionError(f"You drew {len(farm.drawn)} Equipment; there is no number {a.token + 1}.",
                                 rule=R_EQUIPMENT)
    if a.aside:
        return
    tile = g.equipment_of[farm.drawn[a.token]]
    place = farm.grid.get((a.x, a.y))
    if place is None or place.kind != LOCATION or place.open_area:
        raise IllegalActionError(f"{tile.name} goes on one of your Locations (a {tile.where()}).", rule=R_EQUIPMENT)
    if place.equipment >= 0:
        raise IllegalActionError("That location already has an Equipment.", rule=R_EQUIPMENT)
    if not tile.fits(g.location_of[place.card]):
        raise IllegalActionError(f"{tile.name} goes only on a {tile.where()}.", rule=R_EQUIPMENT)


def keep(g: FieldsOfGreen, seat: int, a: KeepEquipment) -> None:
    """Keep token ``a.token`` (placed, or aside); the other goes to the bottom of the stack."""
    farm = g.farms[seat]
    token = farm.drawn[a.token]
    for i, other in enumerate(farm.drawn):
        if i != a.token:
            g.table.equipment.insert(0, other)
    farm.drawn = []
    farm.dues = None  # (a Harvest's costs are worked out again: a discount may change one)
    if a.aside:
        farm.aside.append(token)
        g.emit((EQUIPMENT_ASIDE, seat, token))
    else:
        place = farm.grid[(a.x, a.y)]
        place.equipment = token
        g.emit((EQUIPMENT_PLACED, seat, token, place.card, a.x, a.y))
        start_ongoing(g, seat, token)


def place_aside(g: FieldsOfGreen, seat: int, index: int, place: Place) -> None:
    """Place the token kept aside number ``index`` on the location just built."""
    token = g.farms[seat].aside.pop(index)
    place.equipment = token
    g.emit((EQUIPMENT_PLACED, seat, token, place.card, place.x, place.y))
    start_ongoing(g, seat, token)


def start_ongoing(g: FieldsOfGreen, seat: int, token: int) -> None:
    """An ongoing Equipment works from now on (G25): Silos or Water Towers store more."""
    tile = g.equipment_of[token]
    if tile.when != "ongoing":
        return
    farm = g.farms[seat]
    if tile.effect.gives == "food":
        farm.silo_bonus += tile.effect.amount
    else:
        farm.tower_bonus += tile.effect.amount


def harvest_discount(g: FieldsOfGreen, place: Place) -> tuple[int, int, int]:
    """What the Equipment on ``place`` (a place that has one) takes off its Harvest cost (coins,
    water, food) (G14)."""
    tile = g.equipment_of[place.equipment]
    if tile.when != "harvest" or tile.effect.effect != "discount":
        return (0, 0, 0)
    n = tile.effect.amount
    return (n if tile.effect.gives == "coins" else 0, n if tile.effect.gives == "water" else 0,
            n if tile.effect.gives == "food" else 0)
