"""A heuristic homesteader, through the public API (legal actions, the game's named state, the rules'
own functions for what a card needs and gets).

* Settlement: it settles a **compact block around a void**: at the start it picks an empty square
  beside its first card, away from the other players, keeps it empty for its house and grows its
  cards ring by ring around it. Its fence runs along the outside of its cards and it never closes
  the fence while it still has cards to place.
* Play: it values each of its face-up cards as the scoring does (all inputs met: one penny plus one
  per input; some met: partial credit, a guild on its way) and **transplants** the card whose move
  raises that value most; it **swaps with the reserve** a card that fits nowhere near its place;
  late in the game it makes its **plant swap** if a plant of another farm would complete a guild.
* Disasters: **aimed** at the leading opponent who has something to lose (never at a player whom
  Ladybugs or a Praying Mantis protect from Aphids); as a target it loses its least useful card.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import chain
from typing import Any

from ...core.actions import Action
from ...core.bots import Bot
from ..actions import Aim, Discard, EndTurn, Fence, Flip, Place, PlantSwap, Remove, Transplant
from ..cards import Card
from ..grid import Square, neighbours, squares_beside
from ..rules.disasters import protected, victims
from ..rules.fences import options as fence_options
from ..rules.play import flips, transplants
from ..rules.scoring import in_zone, inputs_met, showing
from ..rules.settlement import START_SQUARES, places
from ..rules.swap import sides, swaps
from ..state import ACT, AIM, FENCE, FLIP, HOUSE, LOSE, PLACE
from .near import NOTHING, Near
from .settling import Settling
from .values import PARTIAL, Values  # PARTIAL: credit per input met on a card whose needs are not all met


def card_value(g: Any, cards: dict[Square, Card], square: Square) -> float:
    """What the card on ``square`` is worth now, as the scoring would count it, with partial credit."""
    card = cards[square]
    if card.house:
        return 0.0
    met = len(inputs_met(cards, square))
    value = 1.0 + met if met == len(card.inputs) else PARTIAL * met
    if g.zone_rule() and not in_zone(cards, square):
        value *= 0.5
    return value


def farm_value(g: Any, cards: dict[Square, Card], squares: set[Square], mine: set[Square]) -> float:
    """The value of the face-up cards on ``squares`` that are among ``mine`` (the bot's squares)."""
    return sum(card_value(g, cards, s) for s in squares if s in cards and s in mine)


def my_squares(g: Any, seat: int) -> set[Square]:
    return set(g.table.owned(seat))


def transplant_gain(g: Any, cards: dict[Square, Card], mine: set[Square], a: Square, b: Square) -> float:
    """What moving the card on ``a`` to the empty square ``b`` adds to the value of the cards of ``mine``
    around the two squares (the plain reference of :meth:`.values.Values.transplant_gain`)."""
    around = (set(neighbours(a)) | set(neighbours(b)) | {a, b}) & (mine | {b})
    before = farm_value(g, cards, around, mine)
    moved = dict(cards)
    moved[b] = moved.pop(a)
    return farm_value(g, moved, around, (mine - {a}) | {b}) - before


def swap_gain(g: Any, cards: dict[Square, Card], take: Square, give: Square) -> float:
    """What a plant swap adds to the value of the card on ``give``'s square: the card of ``take`` lies
    there instead (the plain reference of :meth:`.values.Values.swap_gain`)."""
    swapped = dict(cards)
    swapped[give], swapped[take] = cards[take], cards[give]  # the cards change places
    return card_value(g, swapped, give) - card_value(g, cards, give)


def around(g: Any, square: Square) -> dict[Square, Card]:
    """The face-up cards on ``square`` and its eight neighbours (all that :func:`card_value` reads of
    the card on ``square``)."""
    grid, card_of = g.table.grid, g.card_of
    out = {}
    for s in (square, *neighbours(square)):
        p = grid.get(s)
        if p is not None and p.face_up:
            out[s] = card_of[p.card]
    return out


def void_for(g: Any, seat: int) -> Square:
    """The square the bot keeps empty in the middle of its property: beside its start card (corner to
    corner in a four-player start), away from the centre of the start block."""
    return _void(g.n, seat)


@lru_cache(maxsize=None)
def _void(n: int, seat: int) -> Square:
    squares = START_SQUARES[n]
    cx = sum(s[0] for s in squares) / len(squares)
    cy = sum(s[1] for s in squares) / len(squares)
    x, y = squares[seat]
    dx = (x > cx) - (x < cx)
    dy = (y > cy) - (y < cy)
    return (x + dx, y + dy) if (dx or dy) else (x - 1, y)


def few_face_down(g: Any, seat: int) -> bool:
    """Has ``seat`` at most one face-down card left (late in its game)?"""
    left = 0
    for p in g.table.grid.values():
        if p.owner == seat and not p.face_up:
            left += 1
            if left > 1:
                return False
    return True


#: the moves without fields, made once (actions are values)
DISCARD, END_TURN = Discard(), EndTurn()


class HeuristicBot(Bot):
    name = "heuristic"
    trusted = True  # every action is built legal; the tests play it in debug mode

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.views: dict[int, Settling] = {}  # by seat: its view of the table while settling

    def choose(self, g: Any, seat: int) -> Action:
        step = g.table.step
        if step == PLACE:
            return self.place(g, seat)
        if step == FENCE:
            return self.fence(g, seat)
        if step == HOUSE:
            return self.house(g, seat)
        if step == FLIP:
            return self.flip(g, seat)
        if step == AIM:
            return self.aim(g, seat)
        if step == LOSE:
            return self.lose(g, seat)
        if step == ACT:
            return self.act(g, seat)
        return g.legal_actions(seat)[0]  # pragma: no cover

    # ------------------------------------------------------------------ settlement
    def settling(self, g: Any, seat: int) -> Settling:
        """The seat's view of the table in the settlement phase, caught up with it (a fast path:
        :mod:`.settling`)."""
        view = self.views.get(seat)
        if view is None:
            view = self.views[seat] = Settling(seat)
        view.look(g)
        return view

    def place(self, g: Any, seat: int) -> Action:
        """:meth:`place_reference`, with the places and what their neighbours add read from the view."""
        view = self.settling(g, seat)
        void = void_for(g, seat)
        mine, crowd = view.mine, view.crowd  # their sum: what the filled neighbours add (view.near)
        best, best_v = None, -1e9
        for s in view.places(g):
            if s == void:
                continue
            dx, dy = abs(s[0] - void[0]), abs(s[1] - void[1])
            v = -3.0 * (dx if dx > dy else dy) + mine.get(s, 0.0) + crowd.get(s, 0.0)
            if dx + dy == 1:
                v += 2.0  # wall the void in first
            v += self.rng.random() * 1e-3
            if v > best_v:
                best, best_v = s, v
        return Place(*best) if best is not None else g.legal_actions(seat)[0]

    def place_reference(self, g: Any, seat: int) -> Action:
        """Close to the void, beside its own cards (those beside count twice), away from others'."""
        void = void_for(g, seat)
        grid = g.table.grid
        best, best_v = None, -1e9
        for s in places(g, seat):  # the squares of the legal Place actions, in their order
            if s == void:
                continue
            dx, dy = abs(s[0] - void[0]), abs(s[1] - void[1])
            v = -3.0 * (dx if dx > dy else dy)
            side = True  # neighbours() starts above and alternates: beside, corner to corner, beside ...
            for n in neighbours(s):
                p = grid.get(n)
                if p is not None:
                    v += (2.0 if side else 1.0) if p.owner == seat else -0.5  # one's own card beside counts twice
                side = not side
            if dx + dy == 1:
                v += 2.0  # wall the void in first
            v += self.rng.random() * 1e-3
            if v > best_v:
                best, best_v = s, v
        return Place(*best) if best is not None else g.legal_actions(seat)[0]

    def fence(self, g: Any, seat: int) -> Action:
        """:meth:`fence_reference`, with the extensions and their pieces' values from the view."""
        options, values = self.settling(g, seat).fence_values(g, void_for(g, seat))
        hand = len(g.farms[seat].hand)
        line = g.farms[seat].line
        best, best_v = options[0], -1e9
        for a, v in zip(options, values):
            end, posts = a
            if posts[-1] == (line[-1] if end == 0 else line[0]):  # closes the line
                v += -100.0 * hand if hand else 100.0
            v += self.rng.random() * 1e-3
            if v > best_v:
                best, best_v = a, v
        end, posts = best
        return Fence(end, tuple(chain.from_iterable(posts)))

    def fence_reference(self, g: Any, seat: int) -> Action:
        """Along the outside of its block (one of its cards or the void on one side only); closing the
        line only when no card is left to place."""
        options = fence_options(g, seat)  # the (end, posts) of the legal Fence actions, in their order
        own = {s for s, p in g.table.grid.items() if p.owner == seat}  # the squares of its cards
        hand = len(g.farms[seat].hand)
        void = void_for(g, seat)
        line = g.farms[seat].line
        best, best_v = options[0], -1e9
        for a in options:
            end, posts = a
            q = line[0] if end == 0 else line[-1]
            closes = posts[-1] == (line[-1] if end == 0 else line[0])
            v = 0.0
            for p in posts:
                left, right = squares_beside(q, p)
                own_left = left in own or left == void
                own_right = right in own or right == void
                v += 1.0 if own_left != own_right else -2.0  # along the outside of the block, not through it
                q = p
            if closes:
                v += -100.0 * hand if hand else 100.0
            v += self.rng.random() * 1e-3
            if v > best_v:
                best, best_v = a, v
        end, posts = best
        return Fence(end, tuple(chain.from_iterable(posts)))

    def house(self, g: Any, seat: int) -> Action:
        grid = g.table.grid
        acts = g.legal_actions(seat)
        return max(acts, key=lambda a: (sum(1 for n in neighbours((a.x, a.y)) if (p := grid.get(n)) is not None
                                            and p.owner == seat) * (1 if (a.x, a.y) not in grid else -1),
                                        self.rng.random()))

    # ------------------------------------------------------------------ play
    def flip(self, g: Any, seat: int) -> Action:
        """:meth:`flip_reference`, with the face-up cards around each square read from the kept table
        (a fast path: :mod:`.near`)."""
        near = Near.of(g)
        around = near.around
        best, best_n, best_r = None, -1, 0.0
        draw = self.rng.random
        for s in near.flips(g, seat):
            showing_around = around.get(s, NOTHING)[4]
            r = draw()
            if showing_around > best_n or (showing_around == best_n and r > best_r):
                best, best_n, best_r = s, showing_around, r
        assert best is not None
        return Flip(*best)

    def flip_reference(self, g: Any, seat: int) -> Action:
        grid = g.table.grid
        best, best_n, best_r = None, -1, 0.0  # the most face-up cards around, then a random tie-break
        for s in flips(g, seat):  # the squares of the legal Flip actions, in their order
            showing_around = 0  # the face-up cards around it (any farm's)
            for n in neighbours(s):
                p = grid.get(n)
                if p is not None and p.face_up:
                    showing_around += 1
            r = self.rng.random()
            if showing_around > best_n or (showing_around == best_n and r > best_r):
                best, best_n, best_r = s, showing_around, r
        assert best is not None
        return Flip(*best)

    def aim(self, g: Any, seat: int) -> Action:
        t = g.table
        effect = g.card_of[t.grid[t.disaster].card].effect
        scores = g.scores()
        best, best_v = Aim(seat), -1e9
        for target in range(g.n):
            hit = victims(g, effect, target)
            if effect == "aphids" and protected(g, target):
                hit = []
            if target == seat:
                v = -10.0 * len(hit) - 1.0
            else:
                v = (5.0 + scores[target] if hit else 0.0)
            v += self.rng.random() * 1e-3
            if v > best_v:
                best, best_v = Aim(target), v
        return best

    def lose(self, g: Any, seat: int) -> Action:
        cards = showing(g)
        mine = my_squares(g, seat)
        acts: list[Remove] = g.legal_actions(seat)

        def loss(a: Remove) -> float:
            s = (a.x, a.y)
            around = set(neighbours(s)) | {s}
            before = farm_value(g, cards, around, mine)
            rest = {k: c for k, c in cards.items() if k != s}
            return before - farm_value(g, rest, around, mine)

        return min(acts, key=lambda a: (loss(a), self.rng.random()))

    def act(self, g: Any, seat: int) -> Action:
        t = g.table
        if t.may_discard and t.revealed is not None and self.misfit(g, t.revealed):
            return DISCARD
        if not t.transplanted:
            move = self.best_transplant(g, seat)
            if move is not None:
                return move
        if not g.farms[seat].swapped and few_face_down(g, seat):
            swap = self.best_swap(g, seat)
            if swap is not None:
                return swap
        return END_TURN

    def misfit(self, g: Any, square: Square) -> bool:
        """A card worth swapping with the reserve: it needs two things or more and gets none of them here,
        and gives nothing scarce (water). (Its neighbours are read only for a card that needs two things
        or more and gives no water.)"""
        card = g.card_of[g.table.grid[square].card]
        if len(card.inputs) < 2 or "water" in card.outputs:
            return False
        return not inputs_met(around(g, square), square)

    def best_transplant(self, g: Any, seat: int) -> Action | None:
        """The transplant that raises the value of the bot's cards around the two squares most
        (:func:`transplant_gain`, worked out by what changes: :meth:`.values.Values.best_transplant`; a
        move whose upper bound cannot beat the best so far is not worked out). The moves are those of
        :func:`..rules.play.transplants`, each card that may move with each empty square, found on the
        property, and what the neighbours of each square give is read from the table kept for the play
        phase (a fast path: :mod:`.near`)."""
        near = Near.of(g)
        cards, empty = near.movable(g, seat)
        if not cards:
            return None
        best = Values(g, seat, near).best_transplant(cards, empty, 0.25, self.rng.random)
        return None if best is None else Transplant(best[0][0], best[0][1], best[1][0], best[1][1])

    def best_transplant_reference(self, g: Any, seat: int) -> Action | None:
        """:meth:`best_transplant` through the listed moves and :func:`transplant_gain` (copying the cards)."""
        moves = transplants(g, seat)
        cards, mine = showing(g), my_squares(g, seat)
        best, best_gain = None, 0.25
        for a, b in moves:
            gain = transplant_gain(g, cards, mine, a, b) + self.rng.random() * 1e-3
            if gain > best_gain:
                best, best_gain = (a, b), gain
        return None if best is None else Transplant(best[0][0], best[0][1], best[1][0], best[1][1])

    def best_swap(self, g: Any, seat: int) -> Action | None:
        """The plant swap that raises the value of the card given away's square most (:func:`swap_gain`,
        worked out by :class:`.values.Values`), going through the plants it may take and the cards it
        may give (:func:`..rules.swap.sides`: the legal PlantSwap actions are each of one with each of
        the other, in that order)."""
        takes, gives = sides(g, seat)
        if not takes or not gives:
            return None
        best = Values(g, seat, Near.of(g)).best_swap(takes, gives, 1.0, self.rng.random)
        if best is None:
            return None
        target, take, give = best
        return PlantSwap(target, take[0], take[1], give[0], give[1])

    def best_swap_reference(self, g: Any, seat: int) -> Action | None:
        """:meth:`best_swap` through the listed offers and :func:`swap_gain` (copying the cards)."""
        cards = showing(g)
        best, best_gain = None, 1.0
        for offer in swaps(g, seat):  # the legal PlantSwap actions, in their order
            gain = swap_gain(g, cards, offer[1], offer[2]) + self.rng.random() * 1e-3
            if gain > best_gain:
                best, best_gain = offer, gain
        if best is None:
            return None
        target, take, give = best
        return PlantSwap(target, take[0], take[1], give[0], give[1])


__all__ = ["HeuristicBot", "card_value", "swap_gain", "transplant_gain", "void_for"]
