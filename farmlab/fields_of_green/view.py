"""What a Fields of Green board shows one seat: everything a renderer draws, computed by the engine.

The view of a seat leaves out what it cannot see: the other hands (only how many cards), the
cards others drew (only the public counts), the others' selected cards until they are revealed
(only whether they have chosen), the Equipment others drew, the piles' order and, with 2 players,
the face-down pile. ``seat=None`` is the teacher's view.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .cards import TYPE_NAME, TYPES
from .rules import build, game_end, harvest
from .state import LOCATION, OVER, Place

if TYPE_CHECKING:  # pragma: no cover
    from .game import FieldsOfGreen


def card(g: "FieldsOfGreen", c: int) -> dict[str, Any]:
    loc = g.location_of[c]
    return {"id": loc.id, "name": loc.name, "type": loc.type, "coins": loc.coins, "water": loc.water,
            "food": loc.food, "vp": loc.vp, "timing": loc.timing, "ability": loc.text(),
            "harvest_cost": list(loc.harvest_cost)}


def token(g: "FieldsOfGreen", e: int) -> dict[str, Any]:
    tile = g.equipment_of[e]
    return {"id": tile.id, "name": tile.name, "where": tile.where(), "text": tile.text()}


def place(g: "FieldsOfGreen", seat: int, p: Place, reach: int) -> dict[str, Any]:
    out: dict[str, Any] = {"x": p.x, "y": p.y, "kind": p.kind, "open_area": p.open_area, "paid": p.paid}
    if p.kind == LOCATION:
        if not p.open_area:
            out.update(card(g, p.card))
            if g.location_of[p.card].timing == "harvest":
                out["harvest_cost_now"] = list(harvest.cost(g, p))
                out["harvest_why_not"] = harvest.why_not(g, seat, p)
        else:
            out["name"] = "Open Area"
        out["water_near"] = build.water_near(g, seat, (p.x, p.y))
    else:
        out["name"] = TYPE_NAME[p.kind]
        out.update(water=p.water, food=p.food)
    if p.kind == "tower":
        farm = g.farms[seat]
        cells = list(farm.grid) + build.free_places(farm)
        out["reach"] = [list(c) for c in cells
                        if c != (p.x, p.y) and build.distance(farm, (p.x, p.y), c, reach) <= reach]
    if p.equipment >= 0:
        out["equipment"] = token(g, p.equipment)
    return out


def paying(g: "FieldsOfGreen", seat: int) -> dict[str, Any]:
    """The Water cost waiting for its Towers to be chosen (G10): for which card, how much, and the
    Towers in reach that hold water."""
    farm = g.farms[seat]
    x, y, water, _ = farm.paying
    place = farm.grid.get((x, y))
    card = place.card if place is not None else farm.selected  # at the Harvest, the card in the farm
    return {"x": x, "y": y, "water": water, "name": g.location_of[card].name,
            "harvest": place is not None,
            "towers": [[t.x, t.y, t.water] for t in build.towers_in_reach(g, seat, (x, y))]}


def view(g: "FieldsOfGreen", seat: int | None) -> dict[str, Any]:
    t = g.table
    reach = g.water_reach()
    seen = g.choices.seen_by(seat) if g.choices.seats else {}
    v: dict[str, Any] = {
        "round": t.round + 1, "rounds": g.options.rounds, "turn": min(t.turn, 5) + 1,  # type: ignore[attr-defined]
        "phase": t.phase, "stage": t.step, "over": t.step == OVER, "direction": t.direction, "first": t.first,
        "piles": {kind: len(t.piles[kind]) for kind in TYPES}, "closed": list(t.closed),
        "towers_left": t.towers_left, "silos_left": t.silos_left, "equipment_left": len(t.equipment),
        "discard": [card(g, c) for c in t.discard], "water_reach": reach,
        "waiting": list(g.stage.seats) if g.stage is not None else [],
        "chosen": {str(s): (c is not None) for s, c in seen.items()},
        "players": [],
    }
    if seat is None:  # the teacher sees what lies face down: the Equipment stack and the 2-player pile, top first
        v["face_down"] = {"equipment": [g.equipment_of[e].name for e in reversed(t.equipment)],
                          "pile": [g.location_of[c].name for c in reversed(t.pile)]}
    if g.n == 2:
        v["face_up"] = [card(g, c) for c in t.face_up]
        v["pile_left"] = len(t.pile)
    for s, farm in enumerate(g.farms):
        mine = seat is None or seat == s
        b = game_end.breakdown(g, s)
        pv: dict[str, Any] = {
            "name": g.names[s], "score": b["total"], "score_parts": b, "coins": farm.coins,
            "vp_tokens": farm.vp_tokens, "food": farm.food, "water": farm.water,
            "silo_capacity": g.silo_capacity(s), "tower_capacity": g.tower_capacity(s),
            "farm": [place(g, s, p, reach) for p in farm.grid.values()],
            "free_places": [{"x": x, "y": y, "water_near": build.water_near(g, s, (x, y))}
                            for x, y in build.free_places(farm)],
            "aside": [token(g, e) for e in farm.aside],
            "drew": dict(zip(TYPES, farm.drew)) if farm.drew else {},
            "hand_count": len(farm.hand),
            "selected": card(g, farm.selected) if farm.selected >= 0 else None,
            "to_harvest": [[p.x, p.y] for p in harvest.to_harvest(g, s)] if t.phase == "harvest" else [],
            "water_due": farm.water_due,
            "paying": paying(g, s) if farm.paying else None,
        }
        if mine:
            pv["hand"] = [card(g, c) for c in farm.hand]
            pv["drawn"] = [token(g, e) for e in farm.drawn]
            pick = g.choices.get(s) if g.choices.seats else None
            pv["my_choice"] = card(g, farm.hand[pick]) if pick is not None else None
        v["players"].append(pv)
    return v
