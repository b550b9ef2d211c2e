"""What a Community Farm board shows one seat: :func:`view`.

Everything a renderer draws is here, computed by the engine, so that boards
never recompute a rule. The view of seat ``s`` leaves out what ``s`` cannot
see: other players' hands (their sizes are public) and the order of the draw
deck. ``seat=None`` is the teacher's view: everything.

Keys (besides the core's ``game``, ``title``, ``names``, ``viewer``, ``over``,
``to_act``, ``step`` and, at the end, ``scores``/``ranks``/``winners``):

``animals``
    per animal (by index): ``id``, ``name``, ``singular``, ``count`` (cards in
    the full deck), ``levels`` (cards needed for 1..4 goods, None where the
    sign has no such level).
``in_play``
    indices of the animals in this game (the others are removed).
``phase`` / ``phase_name``
    the step of the turn (1, 2, 3; 0 at the end) and its name in the rules.
``active``, ``turn``, ``face_up``, ``deck_size``, ``discard``, ``runs_out``, ``deck_runs``, ``ending``, ``n_stables``
    the table.
``offer``
    the open offer or None: ``from``, ``to``, ``give`` (the animals offered),
    ``give_face_up``, ``give_hand`` (positions), ``want``; for the seat it is
    made to (and the teacher), ``payment``: the first cards that pay it
    (``{"face_up": [...], "hand": [...]}``) or None when it cannot be paid.
``players``
    per seat: ``name``, ``goods``, ``hand_size``, ``hand`` (own seat and
    teacher only), ``received`` (set aside to house in step 3; public),
    ``stables``: per stable ``kind`` (-1 empty), ``count``, ``goods_now``
    (what selling it now earns), ``next_level`` (``[cards, goods]`` of the
    next step up the sign, or None at the top), ``can_sell``;
    ``must_sell_first`` (own seat and teacher only: it depends on the hand):
    nothing it must house fits, so a stable must be sold first.
``deck``
    the draw deck, top last (teacher only).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.actions import Action
from .actions import (Accept, Decline, EndHousing, EndTrading, House, HouseReceived, KeepFaceUp, Offer, Sell, Withdraw,
                      house_received)
from .rules import housing, selling, trading
from .rules.stables import fitting_stables
from .state import HOUSE_RECEIVED, STEP_NAMES

if TYPE_CHECKING:  # pragma: no cover
    from .game import CommunityFarm


def next_level(levels: tuple[int | None, ...], count: int) -> list[int] | None:
    """``[cards, goods]`` of the next level of a sign above ``count`` cards (None at the top)."""
    for goods, need in enumerate(levels, start=1):
        if need is not None and need > count:
            return [need, goods]
    return None


def view(g: "CommunityFarm", seat: int | None) -> dict[str, Any]:
    table, an = g.table, g.animals
    v: dict[str, Any] = {
        "animals": [{"id": a.id, "name": a.name, "singular": a.singular, "count": a.count,
                     "levels": list(a.levels)} for a in an],
        "in_play": list(g.in_play),
        "players": [], "active": table.active, "phase": table.step, "phase_name": STEP_NAMES[table.step],
        "turn": table.turn, "face_up": list(table.face_up), "deck_size": len(table.deck),
        "discard": list(table.discard), "runs_out": table.runs_out, "deck_runs": g.deck_runs,
        "ending": table.ending, "offer": None, "n_stables": g.n_stables,
    }
    if table.offer is not None:
        who, off = table.offer.proposer, table.offer.offer
        v["offer"] = {"from": who, "to": off.to,
                      "give": trading.cards_at(table.face_up, off.give_face_up, g.farms[who].hand, off.give_hand),
                      "give_face_up": list(off.give_face_up), "give_hand": list(off.give_hand),
                      "want": list(off.want)}
        if seat is None or seat == off.to:
            pay = trading.canonical_payment(g, off.to, off.want)
            v["offer"]["payment"] = None if pay is None else {"face_up": list(pay.face_up), "hand": list(pay.hand)}
    for s, farm in enumerate(g.farms):
        p: dict[str, Any] = {
            "name": g.names[s], "goods": farm.goods, "hand_size": len(farm.hand),
            "stables": [{"kind": k, "count": c, "goods_now": g.goods_for(k, c) if c else 0,
                         "next_level": next_level(an[k].levels, c) if c else None,
                         "can_sell": selling.can_sell(farm, st)}
                        for st, (k, c) in enumerate(zip(farm.kinds, farm.counts))],
            "received": list(farm.received),
        }
        if seat is None or seat == s:  # both need the hand, which only its owner sees
            p["hand"] = list(farm.hand)
            p["must_sell_first"] = housing.needs_forced_sale(g, s)
        v["players"].append(p)
    if seat is None:
        v["deck"] = list(table.deck)
    return v


def forced_sequence(g: "CommunityFarm", seat: int) -> list[Action]:
    """The moves ``seat`` can make in one go because the rules leave no choice between
    them: housing every received card in step 3 ("all must be housed") when each card
    fits exactly one stable and no two kinds of animal need the same empty stable (then
    the order of housing, which is up to the player, changes nothing). The moves are
    the ordinary legal ``HouseReceived`` actions, in the order they are to be applied
    one by one (each to the first received card left); ``[]`` when there is a choice
    (a stable, or an order that matters), nothing fits (a stable must be sold first),
    or fewer than two cards are left. Selling stays possible at any time, as always.
    """
    table = g.table
    if g.over or table.step != HOUSE_RECEIVED:
        return []
    farm = g.farms[seat]
    received = farm.received
    if len(received) < 2:
        return []
    target: dict[int, int] = {}  # kind -> the one stable it fits
    for kind in received:
        fit = fitting_stables(farm, kind)
        if len(fit) != 1:
            return []
        target[kind] = fit[0]
    if len(set(target.values())) != len(target):  # two kinds, one empty stable: the order would decide
        return []
    return [house_received(0, target[kind]) for kind in received]


def describe_action(g: "CommunityFarm", action: Action, seat: int | None = None) -> str:
    """A short label for a button offering ``action`` to ``seat`` (a number that names nothing, in an
    action not checked yet, reads "?")."""
    t, an = type(action), g.animals
    farm = g.farms[seat] if seat is not None else None
    if t is House:
        return f"House in stable {action.stable + 1}"  # type: ignore[attr-defined]
    if t is EndHousing:
        return "Stop housing"
    if t is HouseReceived:
        k = _at(farm.received, action.card) if farm is not None else None  # type: ignore[attr-defined]
        return f"House {an[k].singular if k is not None else '?'} in stable {action.stable + 1}"  # type: ignore
    if t is Sell:
        s = action.stable  # type: ignore[attr-defined]
        c = _at(farm.counts, s) if farm is not None else None
        if c:
            k = farm.kinds[s]  # type: ignore[union-attr]
            return f"Sell {an[k].label(c)} for {g.goods_for(k, c)}"
        return f"Sell stable {s + 1}"
    if t is KeepFaceUp:
        k = _at(g.table.face_up, action.card)  # type: ignore[attr-defined]
        return f"Keep the {an[k].singular if k is not None else '?'}"
    labels = {EndTrading: "End trading", Decline: "Decline", Withdraw: "Take back offer", Accept: "Accept"}
    if t in labels:
        return labels[t]
    if t is Offer:
        to = action.to  # type: ignore[attr-defined]
        return f"Offer to {g.names[to] if 0 <= to < g.n else '?'}"
    return repr(action)


def _at(items: list[int], i: int) -> int | None:
    """Item number ``i`` of a list, or None when there is none (no counting from the end)."""
    return items[i] if 0 <= i < len(items) else None


def text(g: "CommunityFarm", viewer: int | None = None) -> str:
    """A plain-text picture of the table as ``viewer`` sees it."""
    table, an = g.table, g.animals
    lines = [f"Turn {table.turn}, {g.names[table.active]} — step {table.step or 'over'}; deck {len(table.deck)}, "
             f"discard {len(table.discard)}, runs out {table.runs_out}/{g.deck_runs}"]
    if table.face_up:
        lines.append("Face up: " + ", ".join(an[k].singular for k in table.face_up))
    for s, farm in enumerate(g.farms):
        st = " | ".join(an[k].label(c) if c else "empty" for k, c in zip(farm.kinds, farm.counts))
        hand = (", ".join(an[k].singular for k in farm.hand)) if viewer is None or viewer == s else f"{len(farm.hand)} cards"
        rec = f"; received: {', '.join(an[k].singular for k in farm.received)}" if farm.received else ""
        lines.append(f"{g.names[s]:>6}: {farm.goods} goods; stables [{st}]; hand: {hand}{rec}")
    return "\n".join(lines)
