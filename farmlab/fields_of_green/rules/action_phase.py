"""Section "Action Phase": 6 turns played at the same time. Every turn each player selects a card
of his hand, puts it face down and passes the rest to the next player, in the direction of the
Turn Order Marker; then everyone reveals the selected card and chooses one of four actions:
Build Location, Build Water Tower, Build Silo or Go to Market. A player who cannot pay for one
must choose another. After 6 turns the hands are empty.

Ruling G18: seats are numbered clockwise, so passing clockwise gives the hand to the next seat
(the player on the left) and counter-clockwise to the seat before.
Ruling G19: the selected cards are chosen at the same time, in secret, and revealed together;
each player then chooses his action knowing what the others revealed, and the actions are
carried out in the order of the Timing Rules (ruling G4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from ...core.errors import IllegalActionError
from ..actions import BuildLocation, BuildSilo, BuildTower, GoToMarket, PayWater, PickCard
from ..state import CLOCKWISE, Farm
from . import build, grown, market, structures
from .sections import PASSED, R_ACTION, REVEALED

if TYPE_CHECKING:  # pragma: no cover
    from ..cards import Location
    from ..game import FieldsOfGreen


def picks(g: FieldsOfGreen, seat: int) -> list[PickCard]:
    return pick_cards(len(g.farms[seat].hand))


def pick_cards(n: int) -> list[PickCard]:
    """``PickCard(0)`` to ``PickCard(n - 1)``, each action made once."""
    while len(_PICKS) < n:
        _PICKS.append(PickCard(len(_PICKS)))
    return _PICKS[:n]


_PICKS: list[PickCard] = []


def check_pick(g: FieldsOfGreen, seat: int, a: PickCard) -> None:
    hand = g.farms[seat].hand
    if not 0 <= a.card < len(hand):
        raise IllegalActionError(f"You have no card number {a.card + 1} in your hand (you hold {len(hand)}).",
                                 rule=R_ACTION)


def reveal(g: FieldsOfGreen, chosen: list[tuple[int, int]]) -> None:
    """Everyone reveals the selected card (its number in the hand) (G19) and passes the rest of
    the hand (G18)."""
    for seat, index in chosen:
        farm = g.farms[seat]
        farm.selected = card = farm.hand.pop(index)
        g.emit((REVEALED, seat, card))
    pass_hands(g)


def pass_hands(g: FieldsOfGreen) -> None:
    """Each hand goes to the next player in the marker's direction (G18)."""
    farms = g.farms
    if g.table.direction == CLOCKWISE:  # each seat gets the hand of the seat before it
        hand = farms[-1].hand
        for farm in farms:
            farm.hand, hand = hand, farm.hand
    else:  # ... of the seat after it
        hand = farms[0].hand
        for farm in reversed(farms):
            farm.hand, hand = hand, farm.hand
    g.emit((PASSED, None, g.table.direction))


def actions(g: FieldsOfGreen, seat: int) -> list[BuildLocation | BuildTower | BuildSilo | GoToMarket]:
    """Every action ``seat`` may take with the revealed card."""
    out: list[BuildLocation | BuildTower | BuildSilo | GoToMarket] = []
    for kind in actions_by_kind(g, seat):
        out.extend(kind)
    return out


def actions_by_kind(g: FieldsOfGreen, seat: int) -> list[Sequence[BuildLocation | BuildTower | BuildSilo | GoToMarket]]:
    """The actions ``seat`` may take with the revealed card, one list per action he can take, in
    the text's order: Build Location, Build Water Tower, Build Silo, Go to Market (the lists may
    be shared: do not change them)."""
    return [actions_of_kind(g, seat, kind) for kind in kinds(g, seat)]


def kinds(g: FieldsOfGreen, seat: int) -> list[type]:
    """The actions ``seat`` can take with the revealed card, in the text's order (a player who
    cannot pay for one must choose another): Build Location if he can pay for the card at some
    free place, Build Water Tower, Build Silo, and Go to Market, always."""
    farm = g.farms[seat]
    loc = g.location_of[farm.selected]
    out: list[type] = []
    if farm.coins >= loc.coins and (not loc.food or farm.food >= loc.food) and can_build_somewhere(g, seat, loc):
        out.append(BuildLocation)
    if not structures.can_build_tower(g, seat):
        out.append(BuildTower)
    if not structures.can_build_silo(g, seat):
        out.append(BuildSilo)
    out.append(GoToMarket)
    return out


def actions_of_kind(g: FieldsOfGreen, seat: int,
                    kind: type) -> Sequence[BuildLocation | BuildTower | BuildSilo | GoToMarket]:
    """Every action of one of the ``kinds`` ``seat`` can take (the list may be shared: do not change it)."""
    farm = g.farms[seat]
    if kind is BuildLocation:
        return build_location(g, seat, g.location_of[farm.selected])
    if kind is GoToMarket:
        return MARKET[:min(market.MOST_FOOD, farm.food) + 1]
    return at_free_places(farm, kind)  # type: ignore[no-any-return]


def can_build_somewhere(g: FieldsOfGreen, seat: int, loc: Location) -> bool:
    """Whether some free place has the Water of ``loc`` within reach (build_location is not empty)."""
    farm = g.farms[seat]
    if not loc.water:
        return bool(build.free_places(farm))
    towers = build.towers_by_place(farm, g.water_reach())
    for place in build.free_places(farm):
        if sum(map(build.water_on, towers.get(place, ()))) >= loc.water:  # (build.water_near without a call a place)
            return True
    return False


def build_location(g: FieldsOfGreen, seat: int, loc: Location) -> list[BuildLocation]:
    """Every Build Location of ``loc`` (paid for): at each free place whose Water Towers in reach
    hold its Water, without an Equipment or with one kept aside that fits it."""
    farm = g.farms[seat]
    fitting = [i for i, t in enumerate(farm.aside) if g.equipment_of[t].fits(loc)]
    builds = at_free_places(farm, BuildLocation)
    if not loc.water and not fitting:
        return builds  # type: ignore[no-any-return]
    towers = build.towers_by_place(farm, g.water_reach()) if loc.water else {}
    out = []
    for place, action in zip(build.free_places(farm), builds):
        if loc.water and sum(map(build.water_on, towers.get(place, ()))) < loc.water:  # (build.water_near)
            continue
        out.append(action)
        for i in fitting:
            out.append(place_action(BuildLocation, place[0], place[1], i))
    return out


#: going to market selling 0, 1 or 2 food
MARKET = tuple(GoToMarket(food) for food in range(market.MOST_FOOD + 1))


def at_free_places(farm: Farm, action: type) -> list[Any]:
    """``action(x, y)`` for every free place of the farm, brought up to date once per card built
    (see :mod:`.grown`)."""
    known = farm.grown_tables.get(action)
    if known is not None and known[0] == len(farm.grid):  # (Farm.grown's first look written out: most reads)
        return known[1]  # type: ignore[no-any-return]
    return farm.grown(action, _at_free_places, grown.at_free_places, action)  # type: ignore[no-any-return]


def _at_free_places(farm: Farm, action: type) -> list[Any]:
    out = []
    for x, y in build.free_places(farm):
        made = _PLACE_ACTIONS.get((action, x, y))  # (place_action's look written out: most are made already)
        out.append(made if made is not None else place_action(action, x, y))
    return out


def place_action(action: type, *values: int) -> Any:
    """``action(*values)`` (a build at a place), each made once and shared: actions are values."""
    key = (action, *values)
    out = _PLACE_ACTIONS.get(key)
    if out is None:
        out = _PLACE_ACTIONS[key] = action(*values)
    return out


_PLACE_ACTIONS: dict[tuple[Any, ...], Any] = {}


def check_action(g: FieldsOfGreen, seat: int, a: object) -> None:
    card = g.farms[seat].selected
    if isinstance(a, BuildLocation):
        build.check_build(g, seat, card, (a.x, a.y), a.equipment)
    elif isinstance(a, BuildTower):
        structures.check_tower(g, seat, (a.x, a.y))
    elif isinstance(a, BuildSilo):
        structures.check_silo(g, seat, (a.x, a.y))
    elif isinstance(a, GoToMarket):
        market.check_market(g, seat, a.food)
    else:
        raise IllegalActionError("Now choose what to do with the card you revealed: build it, build a Water Tower, "
                                 "build a Silo or go to the market.", rule=R_ACTION)


def act(g: FieldsOfGreen, seat: int, a: object, water: PayWater | None = None) -> None:
    """Carry out the action with the revealed card (a Location's Water paid as ``water`` says, G10)."""
    farm = g.farms[seat]
    card = farm.selected
    farm.selected = -1
    if isinstance(a, BuildLocation):
        build.build(g, seat, card, (a.x, a.y), a.equipment, water)
    elif isinstance(a, BuildTower):
        structures.build_tower(g, seat, card, (a.x, a.y))
    elif isinstance(a, BuildSilo):
        structures.build_silo(g, seat, card, (a.x, a.y))
    elif isinstance(a, GoToMarket):
        market.go_to_market(g, seat, card, a.food)
