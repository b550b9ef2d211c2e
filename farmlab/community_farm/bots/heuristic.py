"""Community Farm's heuristic bot: it plays by the selling curves.

It reads the game's public, named state (:mod:`farmlab.community_farm.state`)
and only what its seat can see: its own hand (``g.farms[seat].hand``), every
stable, the face-up cards, the discard pile (face up) and the open offer.

Its valuation: a stable of ``c`` animals of kind ``k`` is worth what it would
sell for now plus a share of the next level it is heading for; the cards it
must house next are liabilities when they fit no stable (they force a sale).
"""

from __future__ import annotations

from typing import ClassVar

from ...core.actions import Action
from ...core.bots import Bot
from ..game import CommunityFarm
from ..actions import (ACCEPT_NOTHING, DECLINE, END_HOUSING, END_TRADING, HOUSES, KEEPS, SELLS, WITHDRAW, Accept,
                       Offer, house_received)
from ..rules.trading import accept, cards_at, offer
from ..state import EMPTY, HOUSE, HOUSE_RECEIVED, TRADE

__all__ = ["HeuristicBot"]

_NEVER = 1 << 30
_FIRST = (0,)


#: (players, seat) -> the other seats in turn order, starting with the next one
_OTHERS: dict[tuple[int, int], tuple[int, ...]] = {}


def _stable_value(table: tuple[int, ...] | list[int], count: int) -> float:
    """Goods now, plus half the progress toward the next level (``table``: one animal's goods)."""
    if count == 0:
        return 0.0
    top = len(table) - 2
    now = table[min(count, top)]
    nxt = count + 1
    while nxt <= top and table[nxt] == now:
        nxt += 1
    if nxt > top:
        return float(now)
    return now + 0.5 * (table[nxt] - now) * count / nxt


class _Values:
    """The bot's sums that depend only on the goods table, made once per table."""

    __slots__ = ("table", "value", "loss", "sell_at")

    def __init__(self, table: tuple[tuple[int, ...], ...]) -> None:
        self.table = table
        #: value[k][c]: :meth:`HeuristicBot.stable_value` of c animals of kind k
        self.value = tuple(tuple(_stable_value(row, c) for c in range(len(row))) for row in table)
        #: loss[k][c]: what selling c animals of kind k loses (see ``sell_choice``)
        self.loss = tuple(tuple(v[c] - row[c] - 0.05 * row[c] for c in range(len(row)))
                          for v, row in zip(self.value, table))
        #: sell_at[k]: a stable of k with this many animals (two or more) is at the top of its curve
        self.sell_at = tuple(self._sell_at(row) for row in table)

    @staticmethod
    def _sell_at(row: tuple[int, ...]) -> int:
        top = len(row) - 2
        if top < 2 or row[top] <= 0:
            return _NEVER
        c = 2
        while row[c] != row[top]:
            c += 1
        return c


_VALUES: dict[int, _Values] = {}


def _values(table: tuple[tuple[int, ...], ...]) -> _Values:
    v = _VALUES.get(id(table))
    if v is None or v.table is not table:
        if len(_VALUES) > 64:
            _VALUES.clear()
        v = _VALUES[id(table)] = _Values(table)
    return v


class HeuristicBot(Bot):
    """Houses to build long rows, sells at the top of a curve or when forced
    (choosing the cheapest stable to lose), keeps fitting face-up cards, trades
    or gives away cards that would force a sale, and accepts offers that raise
    the value of its farm."""

    name = "heuristic"
    trusted = True  # every action is built legal; tests play it in debug mode
    max_offers: ClassVar[int] = 3  # offers of its own per turn (a subclass may change it)

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self._turn_key: tuple[int, int, int] = (-1, -1, -1)
        self._offers = 0
        self._tried: set[tuple[int, int, bool]] = set()  # (to, animal, asked for one back) this turn
        self._v: _Values | None = None
        self._own_sale = type(self).voluntary_sale is not HeuristicBot.voluntary_sale

    # ---------------------------------------------------------- valuation
    @staticmethod
    def stable_value(g: CommunityFarm, kind: int, count: int) -> float:
        """Goods now, plus half the progress toward the next level."""
        return _stable_value(g.goods_table[kind], count)

    def _tables(self, g: CommunityFarm) -> _Values:
        v = self._v
        if v is None or v.table is not g.goods_table:
            v = self._v = _values(g.goods_table)
        return v

    def card_value(self, g: CommunityFarm, seat: int, kind: int, empties: int | None = None) -> float:
        """Worth of receiving one more card of ``kind`` now."""
        ks, cs = g.farms[seat].kinds, g.farms[seat].counts
        value = self._tables(g).value
        best = -10.0
        if kind in ks:
            vk = value[kind]
            for s in range(len(ks)):
                if ks[s] == kind:
                    best = max(best, vk[cs[s] + 1] - vk[cs[s]] + 0.3)
            if best > -10.0:
                return best
        if (empties if empties is not None else ks.count(EMPTY)) > 0:
            return 0.1
        # it would force a sale: lose the cheapest stable's future value
        table = g.goods_table
        loss = min(value[ks[s]][cs[s]] - table[ks[s]][cs[s]] for s in range(len(ks)))
        return -1.0 - loss

    def sell_choice(self, g: CommunityFarm, seat: int) -> int:
        """The stable whose sale loses least (a forced sale)."""
        v = self._v
        loss = (v if v is not None and v.table is g.goods_table else self._tables(g)).loss
        ks, cs = g.farms[seat].kinds, g.farms[seat].counts
        single = max(cs) <= 1  # a single card may be sold only when no stable holds two or more
        best, best_s = None, 0
        s = 0
        for c in cs:
            if c >= 2 or c and single:
                lost = loss[ks[s]][c]
                if best is None or lost < best:
                    best, best_s = lost, s
            s += 1
        return best_s

    def voluntary_sale(self, g: CommunityFarm, seat: int) -> int | None:
        """Sell a stable that reached the top of its curve, or one whose animal
        is (almost) all gone from the deck (it would never grow further)."""
        sell_at = self._tables(g).sell_at
        ks, cs = g.farms[seat].kinds, g.farms[seat].counts
        for s in range(len(cs)):
            if cs[s] >= sell_at[ks[s]]:  # an empty stable (kind -1) holds 0 < 2
                return s
        return None

    # ------------------------------------------------------------ choosing
    def choose(self, g: CommunityFarm, seat: int) -> Action:  # type: ignore[override]
        v = self._v
        if v is None or v.table is not g.goods_table:
            v = self._tables(g)
        farm = g.farms[seat]
        ks, cs = farm.kinds, farm.counts
        sell_at = v.sell_at
        # voluntary_sale, written out (it is asked before every move; the rules'
        # two and three stables without a loop) unless a subclass overrides it
        n_stables = len(cs)
        if self._own_sale:
            sale = self.voluntary_sale(g, seat)
            if sale is not None:
                return SELLS[sale]
        elif n_stables == 2:
            if cs[0] >= sell_at[ks[0]]:
                return SELLS[0]
            if cs[1] >= sell_at[ks[1]]:
                return SELLS[1]
        elif n_stables == 3:
            if cs[0] >= sell_at[ks[0]]:
                return SELLS[0]
            if cs[1] >= sell_at[ks[1]]:
                return SELLS[1]
            if cs[2] >= sell_at[ks[2]]:
                return SELLS[2]
        else:
            for s in range(n_stables):
                if cs[s] >= sell_at[ks[s]]:
                    return SELLS[s]
        phase = g.table.step
        if phase == HOUSE_RECEIVED:  # house received cards: matching ones first, else into an empty stable
            aside = farm.received
            i = 0
            for kind in aside:
                if kind in ks:
                    return house_received(i, ks.index(kind))
                i += 1
            if aside and EMPTY in ks:
                return house_received(0, ks.index(EMPTY))
            return SELLS[self.sell_choice(g, seat)]
        if phase == TRADE:
            return self._trade_step(g, seat)
        if phase == HOUSE:
            return self._house_step(g, seat)
        return g.legal_actions(seat)[0]  # pragma: no cover

    def _house_step(self, g: CommunityFarm, seat: int) -> Action:
        """The front card of the hand: into a stable of its kind, else an empty one."""
        kind = g.farms[seat].hand[0]
        ks = g.farms[seat].kinds
        if kind in ks:
            return HOUSES[ks.index(kind)]
        if g.table.housed == 0:
            if EMPTY in ks:
                return HOUSES[ks.index(EMPTY)]
            return SELLS[self.sell_choice(g, seat)]
        # the second card is optional: house it only if it matches a stable,
        # or fills an empty one while the card behind it would also fit
        if ks.count(EMPTY) > 1:
            return HOUSES[ks.index(EMPTY)]
        return END_HOUSING

    def _trade_step(self, g: CommunityFarm, seat: int) -> Action:
        pending = g.table.offer
        if pending is not None:
            who, off = pending.proposer, pending.offer
            if seat == off.to:
                return self._respond(g, seat, who, off)
            return WITHDRAW  # pragma: no cover - only the responder is asked
        key = (id(g), g.seed, g.table.turn)
        if key != self._turn_key:
            self._turn_key, self._offers = key, 0
            self._tried = set()
        kinds = g.farms[seat].kinds
        face_up = g.table.face_up
        if face_up:
            aside = g.farms[seat].received
            # keep face-up cards of a kind already in a stable (or already kept)
            i = 0
            for k in face_up:
                if k in kinds or k in aside:
                    return KEEPS[i]
                i += 1
            # a new kind may take an empty stable, unless the front card of the
            # hand (housed first next turn) will need that stable
            free = kinds.count(EMPTY)
            if aside:
                free -= len(set(aside) - set(kinds))
            hand = g.farms[seat].hand
            if hand and hand[0] not in kinds and hand[0] not in aside:
                free -= 1
            if free > 0:
                return KEEPS[0]
        if self._offers < self.max_offers:
            gift = self._give_away(g, seat)
            if gift is not None:
                self._offers += 1
                return gift
        return END_TRADING

    def _give_away(self, g: CommunityFarm, seat: int) -> Offer | None:
        """Pass on a card that would force a sale: first a face-up card, then
        the front card of the hand; to a seat that houses that animal (asking
        for one of ours in return on the first try), else as a gift to a seat
        with an empty stable; the seats asked in turn order, the next one first."""
        kinds = g.farms[seat].kinds
        give_fu: tuple[int, ...]
        give_hand: tuple[int, ...]
        if g.table.face_up:
            give_fu, give_hand, k = _FIRST, (), g.table.face_up[0]
        else:
            hand = g.farms[seat].hand
            if hand and hand[0] not in kinds:
                give_fu, give_hand, k = (), _FIRST, hand[0]
            else:
                return None
        # the other seats in turn order, starting with the next one: asking
        # seat 1 first from every seat would hand seat 1 most of the gifts
        n = g.n
        others = _OTHERS.get((n, seat))
        if others is None:
            others = _OTHERS[(n, seat)] = tuple((seat + d) % n for d in range(1, n))
        farms = g.farms
        takers: list[int] = []  # (plain loops: a comprehension is a call of its own)
        for s in others:
            if k in farms[s].kinds:
                takers.append(s)
        if not takers:
            for s in others:
                if EMPTY in farms[s].kinds:
                    takers.append(s)
            if not takers:
                return None
        want: tuple[int, ...] = ()
        for w in kinds:
            if w != EMPTY:
                want = (w,)
                break
        # never make the same offer twice in a turn: a trade first, then a gift;
        # a card is asked back only from a seat that has a card to give
        # ("Rules for trading/giving": the offer would be refused otherwise)
        tried = self._tried
        if want:
            for to in takers:
                key = (to, k, True)
                if key not in tried and farms[to].hand:
                    tried.add(key)
                    return offer(to, give_fu, give_hand, want)
        for to in takers:
            key = (to, k, False)
            if key not in tried:
                tried.add(key)
                return offer(to, give_fu, give_hand, ())
        return None

    def _respond(self, g: CommunityFarm, seat: int, who: int, off: Offer) -> Action:
        hand = g.farms[who].hand  # the offered cards were announced with the offer
        face_up = g.table.face_up
        gain = 0.0
        kinds, counts = g.farms[seat].kinds, g.farms[seat].counts
        empties = kinds.count(EMPTY)
        value = self._tables(g).value
        for k in cards_at(face_up, off.give_face_up, hand, off.give_hand):
            if k in kinds:  # card_value, written out for a card that joins a stable of its kind
                vk = value[k]
                v = -10.0
                for s in range(len(kinds)):
                    if kinds[s] == k:
                        c = counts[s]
                        x = vk[c + 1] - vk[c] + 0.3
                        if x > v:
                            v = x
            elif empties > 0:  # card_value: it takes an empty stable
                v = 0.1
            else:
                v = self.card_value(g, seat, k, empties)
            if v == 0.1:
                empties -= 1
            gain += v
        want = off.want
        if want:
            pay = self._payment(g, seat, want)
            if pay is None:
                return DECLINE
            own = g.farms[seat].hand
            for i in pay.hand:
                # giving away a card that fits is a loss; one that does not is a relief
                gain += -0.8 if own[i] in kinds else (0.6 if i < 2 else 0.2)
            for i in pay.face_up:
                gain -= 0.3
            return pay if gain > 0.2 else DECLINE
        return ACCEPT_NOTHING if gain > 0 else DECLINE

    def _payment(self, g: CommunityFarm, seat: int, want: tuple[int, ...]) -> Accept | None:
        """Pay with the least useful cards: face-up first, then the front-most
        hand card of the kind asked for.

        A fast path (asked on every offer the bot answers) of the game's
        ``canonical_payment`` (``rules/trading.py``), the plain reference:
        ``tests/community_farm/test_bots.py`` checks that the two always agree."""
        own = g.farms[seat].hand
        face_up = g.table.face_up if seat == g.table.active else ()
        if len(want) == 1:  # the usual request: one card
            kind = want[0]
            if kind in face_up:
                return accept((face_up.index(kind),), ())
            if kind in own:
                return accept((), (own.index(kind),))
            return None
        fu_used: list[int] = []
        hand_used: list[int] = []
        for kind in want:
            for i, k in enumerate(face_up):
                if k == kind and i not in fu_used:
                    fu_used.append(i)
                    break
            else:
                for i, k in enumerate(own):
                    if k == kind and i not in hand_used:
                        hand_used.append(i)
                        break
                else:
                    return None
        fu_used.sort()
        hand_used.sort()
        return accept(tuple(fu_used), tuple(hand_used))
