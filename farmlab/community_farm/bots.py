"""Community Farm bots: random, and a heuristic that plays by the selling curves.

The heuristic reads only what its seat can see: its own hand, every stable,
the face-up cards, the discard pile (face up) and the open offer.

Its valuation: a stable of ``c`` animals of kind ``k`` is worth what it would
sell for now plus a share of the next level it is heading for; the cards it
must house next are liabilities when they fit no stable (they force a sale).
"""

from __future__ import annotations

from ..core.actions import Action
from ..core.bots import Bot, RandomBot
from .game import (HOUSE, HOUSE_RECEIVED, TRADE, Accept, CommunityFarm, Decline, EndHousing,
                   EndTrading, House, HouseReceived, KeepFaceUp, Offer, Sell, Withdraw)

__all__ = ["RandomBot", "HeuristicBot"]


class HeuristicBot(Bot):
    """Houses to build long rows, sells at the top of a curve or when forced
    (choosing the cheapest stable to lose), keeps fitting face-up cards, trades
    or gives away cards that would force a sale, and accepts offers that raise
    the value of its farm."""

    name = "heuristic"
    trusted = True  # every action is built legal; tests play it in debug mode
    max_offers = 3  # offers of its own per turn

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self._turn_key: tuple[int, int, int] = (-1, -1, -1)
        self._offers = 0
        self._tried: set[tuple[int, int, bool]] = set()  # (to, animal, asked for one back) this turn

    # ---------------------------------------------------------- valuation
    @staticmethod
    def stable_value(g: CommunityFarm, kind: int, count: int) -> float:
        """Goods now, plus half the progress toward the next level."""
        if count == 0:
            return 0.0
        table = g.goods_table[kind]
        top = len(table) - 2
        now = table[min(count, top)]
        nxt = count + 1
        while nxt <= top and table[nxt] == now:
            nxt += 1
        if nxt > top:
            return float(now)
        return now + 0.5 * (table[nxt] - now) * count / nxt

    def card_value(self, g: CommunityFarm, seat: int, kind: int, empties: int | None = None) -> float:
        """Worth of receiving one more card of ``kind`` now."""
        ks, cs = g.kinds[seat], g.counts[seat]
        best = -10.0
        for s in range(g.n_stables):
            if ks[s] == kind:
                best = max(best, self.stable_value(g, kind, cs[s] + 1) - self.stable_value(g, kind, cs[s]) + 0.3)
        if best > -10.0:
            return best
        if (empties if empties is not None else ks.count(-1)) > 0:
            return 0.1
        # it would force a sale: lose the cheapest stable's future value
        loss = min(self.stable_value(g, ks[s], cs[s]) - g.goods_table[ks[s]][cs[s]] for s in range(g.n_stables))
        return -1.0 - loss

    def sell_choice(self, g: CommunityFarm, seat: int) -> int:
        """The stable whose sale loses least (a forced sale)."""
        best, best_s = None, 0
        for s in range(g.n_stables):
            if not g.can_sell(seat, s):
                continue
            k, c = g.kinds[seat][s], g.counts[seat][s]
            lost = self.stable_value(g, k, c) - g.goods_table[k][c] - 0.05 * g.goods_table[k][c]
            if best is None or lost < best:
                best, best_s = lost, s
        return best_s

    def voluntary_sale(self, g: CommunityFarm, seat: int) -> int | None:
        """Sell a stable that reached the top of its curve, or one whose animal
        is (almost) all gone from the deck (it would never grow further)."""
        for s in range(g.n_stables):
            k, c = g.kinds[seat][s], g.counts[seat][s]
            if c < 2 or not g.can_sell(seat, s):
                continue
            table = g.goods_table[k]
            top = len(table) - 2
            if table[c] == table[top] and table[c] > 0:
                return s
        return None

    # ------------------------------------------------------------ choosing
    def choose(self, g: CommunityFarm, seat: int) -> Action:  # type: ignore[override]
        sale = self.voluntary_sale(g, seat)
        if sale is not None:
            return Sell(sale)
        phase = g.phase
        if phase == HOUSE:
            return self._house_step(g, seat)
        if phase == TRADE:
            return self._trade_step(g, seat)
        if phase == HOUSE_RECEIVED:
            return self._house_received(g, seat)
        return g.legal_actions(seat)[0]  # pragma: no cover

    def _best_stable(self, g: CommunityFarm, seat: int, kind: int) -> int | None:
        ks = g.kinds[seat]
        for s in range(g.n_stables):
            if ks[s] == kind:
                return s
        for s in range(g.n_stables):
            if ks[s] == -1:
                return s
        return None

    def _house_step(self, g: CommunityFarm, seat: int) -> Action:
        kind = g.hands[seat][0]
        s = self._best_stable(g, seat, kind)
        if g.housed == 0:
            if s is None:
                return Sell(self.sell_choice(g, seat))
            return House(s)
        # the second card is optional: house it only if it matches a stable,
        # or fills an empty one while the card behind it would also fit
        if s is not None and (g.kinds[seat][s] == kind or g.kinds[seat].count(-1) > 1):
            return House(s)
        return EndHousing()

    def _house_received(self, g: CommunityFarm, seat: int) -> Action:
        aside = g.aside[seat]
        ks = g.kinds[seat]
        for i, kind in enumerate(aside):  # matching cards first
            for s in range(g.n_stables):
                if ks[s] == kind:
                    return HouseReceived(i, s)
        for i, kind in enumerate(aside):
            for s in range(g.n_stables):
                if ks[s] == -1:
                    return HouseReceived(i, s)
        return Sell(self.sell_choice(g, seat))

    def _trade_step(self, g: CommunityFarm, seat: int) -> Action:
        if g.offer is not None:
            who, off = g.offer
            if seat == off.to:
                return self._respond(g, seat, who, off)
            return Withdraw()  # pragma: no cover - only the responder is asked
        key = (id(g), g.seed, g.turn)
        if key != self._turn_key:
            self._turn_key, self._offers = key, 0
            self._tried = set()
        kinds = g.kinds[seat]
        aside = g.aside[seat]
        hand = g.hands[seat]
        # keep face-up cards of a kind already in a stable (or already kept)
        for i, k in enumerate(g.face_up):
            if k in kinds or k in aside:
                return KeepFaceUp(i)
        # a new kind may take an empty stable, unless the front card of the
        # hand (housed first next turn) will need that stable
        free = kinds.count(-1) - len(set(aside) - set(kinds))
        if hand and hand[0] not in kinds and hand[0] not in aside:
            free -= 1
        if free > 0 and g.face_up:
            return KeepFaceUp(0)
        if self._offers < self.max_offers:
            off = self._give_away(g, seat)
            if off is not None:
                self._offers += 1
                return off
        return EndTrading()

    def _give_away(self, g: CommunityFarm, seat: int) -> Offer | None:
        """Pass on a card that would force a sale: first a face-up card, then
        the front card of the hand; to a seat that houses that animal (asking
        for one of ours in return on the first try), else as a gift to a seat
        with an empty stable."""
        kinds = g.kinds[seat]
        hand = g.hands[seat]
        if g.face_up:
            give_fu, give_hand, k = (0,), (), g.face_up[0]
        elif hand and hand[0] not in kinds:
            give_fu, give_hand, k = (), (0,), hand[0]
        else:
            return None
        takers = [s for s in range(g.n) if s != seat and k in g.kinds[s]]
        if not takers:
            takers = [s for s in range(g.n) if s != seat and -1 in g.kinds[s]]
        if not takers:
            return None
        wants = [w for w in kinds if w != -1]
        # never make the same offer twice in a turn: a trade first, then a gift
        for ask in ((True, False) if wants else (False,)):
            for to in takers:
                if (to, k, ask) not in self._tried:
                    self._tried.add((to, k, ask))
                    return Offer(to, give_fu, give_hand, (wants[0],) if ask else ())
        return None

    def _respond(self, g: CommunityFarm, seat: int, who: int, off: Offer) -> Action:
        hand = g.hands[who]
        got = [g.face_up[i] for i in off.give_face_up] + [hand[i] for i in off.give_hand]
        gain = 0.0
        empties = g.kinds[seat].count(-1)
        for k in got:
            v = self.card_value(g, seat, k, empties)
            if v == 0.1:
                empties -= 1
            gain += v
        if off.want:
            pay = self._payment(g, seat, off.want)
            if pay is None:
                return Decline()
            own = g.hands[seat]
            for i in pay.hand:
                k = own[i]
                # giving away a card that fits is a loss; one that does not is a relief
                fits = k in g.kinds[seat]
                gain += -0.8 if fits else (0.6 if i < 2 else 0.2)
            for i in pay.face_up:
                gain -= 0.3
            return pay if gain > 0.2 else Decline()
        return Accept() if gain > 0 else Decline()

    def _payment(self, g: CommunityFarm, seat: int, want: tuple[int, ...]) -> Accept | None:
        """Pay with the least useful cards: face-up first, then non-fitting hand cards."""
        own = g.hands[seat]
        kinds = g.kinds[seat]
        fu_used: list[int] = []
        hand_used: list[int] = []
        for kind in want:
            if seat == g.active:
                cand = [i for i, k in enumerate(g.face_up) if k == kind and i not in fu_used]
                if cand:
                    fu_used.append(cand[0])
                    continue
            cand = [i for i, k in enumerate(own) if k == kind and i not in hand_used]
            if not cand:
                return None
            # front cards that do not fit are the ones worth passing on
            cand.sort(key=lambda i: (kind in kinds, i))
            hand_used.append(cand[0])
        return Accept(tuple(sorted(fu_used)), tuple(sorted(hand_used)))
