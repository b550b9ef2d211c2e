"""What a Homesteader board shows one seat: everything a renderer draws, computed by the engine.

Every card on the table is drawn where it lies: a face-up card with its icons, zone, and which of
its inputs its eight neighbours meet now (and whether it is in its zone); a face-down card only as
"face down" (nobody may look, its owner included). The fences: each player's line of posts while
settling, the outline of the property once fenced. ``seat=None`` is the teacher's view, which also
names the face-down cards, the hands and the reserve's order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .grid import outline
from .rules.scoring import in_zone, inputs_met, showing

if TYPE_CHECKING:  # pragma: no cover
    from .game import Homesteader


def _card(g: "Homesteader", card: int) -> dict[str, Any]:
    c = g.card_of[card]
    return {"id": c.id, "name": c.name, "kind": c.kind, "layer": c.layer, "zone": c.zone, "inputs": list(c.inputs),
            "outputs": list(c.outputs), "tree": c.tree, "plant": c.plant, "barn": c.barn, "effect": c.effect}


def view(g: "Homesteader", seat: int | None) -> dict[str, Any]:
    t = g.table
    cards = showing(g)
    squares = []
    for (x, y), p in sorted(t.grid.items()):
        sq: dict[str, Any] = {"x": x, "y": y, "owner": p.owner, "face_up": p.face_up}
        if p.face_up:
            met = inputs_met(cards, (x, y))
            sq.update(_card(g, p.card), met=met, unmet=[i for i in g.card_of[p.card].inputs if i not in met],
                      in_zone=in_zone(cards, (x, y)) if not g.card_of[p.card].house else True)
        elif seat is None:
            sq["hidden"] = g.card_of[p.card].name
        squares.append(sq)
    xs = [s[0] for s in t.grid] + [s[0] for f in g.farms for s in f.land]
    ys = [s[1] for s in t.grid] + [s[1] for f in g.farms for s in f.land]
    players = []
    for s, f in enumerate(g.farms):
        pv: dict[str, Any] = {
            "name": g.names[s], "score": f.score, "hand_count": len(f.hand), "line": [list(p) for p in f.line],
            "closed": f.closed, "settled": f.settled, "land": sorted(list(q) for q in f.land),
            "fence": sorted([list(a), list(b)] for a, b in outline(set(f.land))),
            "empty": sorted([x, y] for x, y in f.land if (x, y) not in t.grid),
            "house": list(f.house) if f.house else None, "swapped": f.swapped, "face_down": len(t.face_down(s)),
            "pennies": f.pennies}
        if seat is None:
            pv["hand"] = [g.card_of[c].name for c in f.hand]
        players.append(pv)
    v: dict[str, Any] = {
        "phase": t.step, "turn": t.turn, "zones": g.zone_rule(), "deal": g.options.deal,  # type: ignore[attr-defined]
        "bounds": [min(xs), min(ys), max(xs), max(ys)],
        "squares": squares, "posts": sorted([x, y, list(o)] for (x, y), o in t.posts.items()),
        "reserve": {"size": len(t.reserve), "face_up": [g.card_of[c].name for c in t.reserve if c in t.face_up]},
        "revealed": list(t.revealed) if t.revealed else None, "may_discard": t.may_discard,
        "transplanted": t.transplanted, "disaster": list(t.disaster) if t.disaster else None, "target": t.target,
        "players": players,
    }
    if seat is None:
        v["reserve"]["order"] = [g.card_of[c].name for c in t.reserve]
    return v
