"""A heuristic homesteader that decides with table lookups and short loops.

* Settlement: it follows its :class:`.plan.Plan`: a compact block with voids inside, grown from its
  start square, its cards placed in the plan's order (the rim of the block first, walking round it
  from the two ends of its fence line, then the inside), its fence laid two posts at a time along
  the block's outline (the next posts are read from the plan's ring), closed when its last card is
  down. A square another player takes leaves the plan; when the plan offers no legal move it chooses
  among the rules' own options (the place nearest the block, the fence along its outside). The house
  goes on the plan's first void.
* Play: it turns its cards over in the plan's order; swaps a card just turned over with the reserve's
  top card when the card needs two things or more, gets none of them and gives no water; when its
  property has an empty square, it **transplants** one of its cards whose inputs are not all met to
  the empty square whose neighbours meet them all, if that gains most (its own value, its old and new
  neighbours'); once all its cards are face up it makes its one **plant swap** if another farm's plant
  would be worth clearly more on the square of one of its cards than that card.
* Disasters: **aimed** at the leading opponent who has something to lose (a tree for a Tornado, a
  thirsty plant away from water for a Drought, any plant for Aphids unless Ladybugs or a Praying
  Mantis protect them); as a target it loses the card whose loss costs it least.

A card's value is read from :mod:`.cardtable` (icon masks, a value by inputs met). Every action is
built legal: a move of the plan is checked with the rules' own questions (``may_place``, the fence
pieces along its own cards, ``loop_problem`` before closing), and the fallbacks choose among the
rules' lists.
"""

from __future__ import annotations

from itertools import chain
from typing import Any

from ...core.actions import Action
from ...core.bots import Bot
from ..actions import Aim, Discard, EndTurn, Fence, Flip, Place, PlaceHouse, PlantSwap, Remove, Transplant
from ..grid import Point, neighbours, squares_beside
from ..rules.disasters import victims
from ..rules.fences import closed_loop, loop_problem, options as fence_options
from ..rules.house import spots
from ..rules.settlement import claimed, may_place, places
from ..state import ACT, AIM, FENCE, FLIP, HOUSE, LOSE, PLACE
from .cardtable import WATER, CardTable, card_table
from .farmstead import Farmstead, given, value
from .plan import Plan

#: the moves without fields, made once (actions are values)
DISCARD, END_TURN = Discard(), EndTurn()
#: a transplant must gain more than this, a plant swap more than that
TRANSPLANT_GAIN, SWAP_GAIN = 0.25, 1.0


class Seat:
    """What the bot keeps for one seat of one game: its plan, and in play its property."""

    __slots__ = ("plan", "farm")

    def __init__(self, plan: Plan) -> None:
        self.plan = plan
        self.farm: Farmstead | None = None  # made at its first decision of the play phase


class HeuristicBot(Bot):
    name = "heuristic"
    trusted = True  # every action is built legal; tests/homesteader/test_heuristic.py plays it through apply

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.game: Any = None
        self.seats: dict[int, Seat] = {}
        self.ct: Any = None  # the card table (CardTable) of the game's deal

    def choose(self, g: Any, seat: int) -> Action:
        kept = self.seats.get(seat) if g is self.game else None
        if kept is None:
            kept = self.seat(g, seat)
        step = g.table.step
        if step == ACT:
            return self.act(g, seat, kept)
        if step == FLIP:
            return self.flip(g, seat, kept)
        if step == PLACE:
            return self.place(g, seat, kept.plan)
        if step == FENCE:
            return self.fence(g, seat, kept.plan)
        if step == HOUSE:
            return self.house(g, seat, kept.plan)
        if step == AIM:
            return self.aim(g, seat, kept)
        if step == LOSE:
            return self.lose(g, seat, kept)
        return g.legal_actions(seat)[0]  # pragma: no cover

    def seat(self, g: Any, seat: int) -> Seat:
        """The seat's kept plan, made at its first decision of a game."""
        if g is not self.game:
            self.game, self.seats, self.ct = g, {}, card_table(g.card_of)
        found = self.seats.get(seat)
        if found is None:
            found = self.seats[seat] = Seat(Plan.of(g.n, seat, g.options.deal, g.farms[seat].line))
        return found

    # ------------------------------------------------------------------ settlement
    def place(self, g: Any, seat: int, plan: Plan) -> Action:
        """The first square of the plan's order that is free; a square another player took leaves the
        plan; with none left, the legal place nearest the middle of the block joins it."""
        grid, order = g.table.grid, plan.order
        k = plan.next
        while k < len(order) and (p := grid.get(order[k])) is not None and p.owner == seat:
            k += 1
        plan.next = k
        chosen = None
        lost = []
        for s in order[k:]:
            p = grid.get(s)
            if p is not None:
                if p.owner != seat:
                    lost.append(s)
            elif claimed(g, s):
                lost.append(s)
            elif may_place(g, seat, s):
                chosen = s
                break
        if lost:
            for s in lost:
                plan.region.discard(s)
                if s in plan.voids:
                    plan.voids.remove(s)
            plan.redo(g.farms[seat].line)
        if chosen is None:
            chosen = min(places(g, seat), key=plan.distance)
            plan.region.add(chosen)
            if chosen in plan.voids:  # pragma: no cover (a void is inside the block: never the nearest free place)
                plan.voids.remove(chosen)
            plan.redo(g.farms[seat].line)
        return Place(*chosen)

    def fence(self, g: Any, seat: int, plan: Plan) -> Action:
        """Along the plan's ring: two posts while cards are left to place (from the first end that can go
        that far), then round to the line's other end; the rules' options when the ring offers no legal
        move."""
        farm = g.farms[seat]
        line, hand, least = farm.line, len(farm.hand), g.min_posts()
        if plan.steps and len(line) >= 2:
            used = None if plan.clean else set(line)
            limit = least if hand else len(plan.steps)
            best: tuple[int, list[Point]] | None = None
            for end in (0, 1):
                path, closes = self.along(g, seat, plan, end, used, limit, not hand)
                if closes or len(path) >= least and hand:
                    return Fence(end, tuple(chain.from_iterable(path)))
                if len(path) >= least and (best is None or len(path) > len(best[1])):
                    best = (end, path)
            if best is not None:
                return Fence(best[0], tuple(chain.from_iterable(best[1])))
        plan.clean = False  # the line leaves the ring
        return self.fence_fallback(g, seat, plan, hand)

    def along(self, g: Any, seat: int, plan: Plan, end: int, used: set[Point] | None, limit: int,
              may_close: bool) -> tuple[list[Point], bool]:
        """The posts along the plan's ring from the line's ``end`` (at most ``limit``), each fence piece
        along one of the seat's cards (the one of the block beside it), stopping before a post of the
        line (``used``; None when the line is one stretch of the ring: then the first post of the line
        met is its other end); and whether they close the line (only if ``may_close`` and the property
        would hold every card of the seat's and no other's)."""
        grid, steps = g.table.grid, plan.steps
        line = g.farms[seat].line
        q, r, other = (line[0], line[1], line[-1]) if end == 0 else (line[-1], line[-2], line[0])
        path: list[Point] = []
        while len(path) < limit:
            step = steps.get((q, r))
            if step is None:
                break
            p, inner = step
            placed = grid.get(inner)
            if placed is None or placed.owner != seat:
                break
            if p == other and len(line) + len(path) >= 3:
                if may_close and loop_problem(g, seat, closed_loop(line, end, path)) is None:
                    path.append(p)
                    return path, True
                break
            if used is not None and p in used:
                break
            path.append(p)
            r, q = q, p
        return path, False

    def fence_fallback(self, g: Any, seat: int, plan: Plan, hand: int) -> Action:
        """Of the rules' options, the one whose fence pieces run most along the outside of the block (the
        plan's squares and the seat's cards on one side only); closing the line only with no card left."""
        line = g.farms[seat].line
        grid, region = g.table.grid, plan.region
        best, best_v = None, -1e9
        for end, posts in fence_options(g, seat):
            q = line[0] if end == 0 else line[-1]
            v = 0.0
            for p in posts:
                a, b = squares_beside(q, p)
                pa, pb = grid.get(a), grid.get(b)
                in_a = a in region or (pa is not None and pa.owner == seat)
                in_b = b in region or (pb is not None and pb.owner == seat)
                v += 1.0 if in_a != in_b else -2.0
                q = p
            if posts[-1] == (line[-1] if end == 0 else line[0]):  # closes the line
                v += -100.0 * hand if hand else 100.0
            if v > best_v:
                best, best_v = (end, posts), v
        assert best is not None
        return Fence(best[0], tuple(chain.from_iterable(best[1])))

    def house(self, g: Any, seat: int, plan: Plan) -> Action:
        """On the plan's first void still empty inside the property, else on the first spot the rules give."""
        land, grid = g.farms[seat].land, g.table.grid
        for s in plan.voids:
            if s in land and s not in grid:
                return PlaceHouse(*s)
        return PlaceHouse(*spots(g, seat)[0])

    # ------------------------------------------------------------------ play
    def farm(self, g: Any, seat: int, kept: Seat) -> Farmstead:
        """The seat's kept property (:mod:`.farmstead`), its squares in the plan's order, then the rest."""
        if kept.farm is None:
            land = g.farms[seat].land
            first = [s for s in kept.plan.order if s in land]
            kept.farm = Farmstead(seat, first + sorted(land.difference(first)), bool(g.zone_rule()))
        return kept.farm

    def flip(self, g: Any, seat: int, kept: Seat) -> Action:
        """The first of its face-down cards in the plan's order (a face-down card never moves)."""
        farm = kept.farm or self.farm(g, seat, kept)
        grid, land = g.table.grid, farm.land
        k = farm.flip_next
        while k < len(land):
            p = grid.get(land[k])
            if p is not None and not p.face_up and p.owner == seat:
                farm.flip_next = k
                return Flip(*land[k])
            k += 1
        return g.legal_actions(seat)[0]  # pragma: no cover (a face-down card lies on the property)

    def act(self, g: Any, seat: int, kept: Seat) -> Action:
        t = g.table
        farm = kept.farm or self.farm(g, seat, kept)
        ct = self.ct
        farm.look(g, ct)
        if t.may_discard and farm.misfit:
            return DISCARD
        if not t.transplanted:
            move = farm.transplant(g, ct, TRANSPLANT_GAIN)
            if move is not None:
                (x, y), (to_x, to_y) = move
                farm.moved(t.grid, ct, *move)
                return Transplant(x, y, to_x, to_y)
        if not farm.swap_tried and not g.farms[seat].swapped and self.all_face_up(g, seat):
            farm.swap_tried = True
            offer = farm.swap(g, ct, SWAP_GAIN)
            if offer is not None:
                owner, (x, y), (give_x, give_y) = offer
                return PlantSwap(owner, x, y, give_x, give_y)
        return END_TURN

    def all_face_up(self, g: Any, seat: int) -> bool:
        """Are all the seat's cards face up? (The table counts each player's face-down cards in the play
        phase, ``Table.down``; before its first turn, the table is asked.)"""
        down = g.table.down
        return not (g.table.has_face_down(seat) if down is None else down[seat])

    # ------------------------------------------------------------------ disasters and pests
    def exposed(self, g: Any, ct: CardTable, effect: str, target: int) -> bool:
        """Has ``target`` a face-up card the disaster would take (and, for Aphids, no beneficial insect)?"""
        grid = g.table.grid
        hit = False
        for s in g.farms[target].land:
            p = grid.get(s)
            if p is None or not p.face_up or p.owner != target:
                continue
            c = p.card
            if effect == "aphids":
                if ct.beneficial[c]:
                    return False
                hit = hit or ct.plant[c]
            elif effect == "tornado":
                if ct.tree[c]:
                    return True
            elif ct.thirsty[c] and not given(grid, ct.gives, s) & WATER:
                return True
        return hit

    def aim(self, g: Any, seat: int, kept: Seat) -> Action:
        """At the opponent with the most pennies among those who would lose a card; with none, at the leader."""
        t = g.table
        ct = self.ct
        effect = g.card_of[t.grid[t.disaster].card].effect
        best, best_v = (seat + 1) % g.n, -1e9
        for target in range(g.n):
            if target == seat:
                continue
            v = g.farms[target].score + (1000.0 if self.exposed(g, ct, effect, target) else 0.0)
            if v > best_v:
                best, best_v = target, v
        (kept.farm or self.farm(g, seat, kept)).gone(t.grid, ct, t.disaster)  # the disaster leaves its square (its own property's)
        return Aim(best)

    def lose(self, g: Any, seat: int, kept: Seat) -> Action:
        """The card (of those the rules let it lose) whose loss costs least: its value and what its
        neighbours of the seat's lose without it."""
        t = g.table
        ct = self.ct
        grid = t.grid
        effect = g.card_of[grid[t.disaster].card].effect
        best, best_loss = None, 1e9
        zones = bool(g.zone_rule())
        for s in victims(g, effect, seat):
            c = grid[s].card
            loss = value(grid, ct, zones, s, c)
            for m in neighbours(s):
                p = grid.get(m)
                if p is not None and p.face_up and p.owner == seat and ct.gives[c] & ct.need[p.card]:
                    loss += value(grid, ct, zones, m, p.card) - value(grid, ct, zones, m, p.card, s)
            if loss < best_loss:
                best, best_loss = s, loss
        assert best is not None
        (kept.farm or self.farm(g, seat, kept)).gone(grid, ct, best)
        return Remove(*best)
