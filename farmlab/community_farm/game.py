"""Community Farm: every rule of ``community-farm.txt``.

Sections of the rule text are cited in every event ("Selling animals",
"1. House animal cards", ...). Where the text is silent or ambiguous the
ruling is written in the docstring of the code that applies it and collected
in ``docs/community-farm-rulings.md``; each is numbered (R1, R2, ...).

Cards are ints (the animal's index in :data:`ANIMALS`). A hand is a list, front
first; the draw deck is a list whose *end* is its top.
"""

from __future__ import annotations

import functools
from collections import Counter
from typing import Any, ClassVar, Final

from .._mypyc import mypyc_attr
from ..core.actions import Action, Decision, Event
from ..core.errors import IllegalActionError, NotYourTurnError, OptionError
from ..core.game import Game, shuffle
# The actions and the options are frozen dataclasses, which a module compiled
# with mypyc (FARMLAB_COMPILE=1, see setup.py) cannot hold: they live in
# .actions and are exported from here as before.
from .actions import (ACTIONS, Accept, CommunityFarmOptions, Decline, EndHousing, EndTrading, House, HouseReceived,
                      KeepFaceUp, Offer, Sell, Withdraw)
from .cards import ANIMALS, Animal, load_animals

# Steps of a turn (as numbered in the rule text); OVER when the game has ended.
HOUSE: Final = 1
TRADE: Final = 2
HOUSE_RECEIVED: Final = 3
OVER: Final = 0

R_SETUP: Final = "Setup"
R_HOUSE: Final = "1. House animal cards"
R_DRAW2: Final = "2. Draw, trade & give animal cards"
R_TRADING: Final = "Rules for trading/giving"
R_HOUSE3: Final = "3. House traded & given animals"
R_DRAW: Final = "4. Draw new animal cards"
R_SELL: Final = "Selling animals"
R_END: Final = "Ending and Scoring"
R_VAR: Final = "Variations based on number of players"
R_STABLES: Final = "Stables"
R_ORDER: Final = "Setup (hand order)"

# field names of the frequent events (see FieldsEvent)
_K_TURN: Final = ("turn",)
_K_N: Final = ("n",)
_K_KIND: Final = ("kind",)
_K_TO: Final = ("to",)
_K_KEPT: Final = ("kept",)
_K_FACE_UP: Final = ("cards", "short")
_K_HOUSE: Final = ("kind", "stable", "count", "step")
_K_SELL: Final = ("stable", "kind", "count", "goods", "final", "forced")
_K_DECLINE: Final = ("proposer", "counter")
_K_OFFER: Final = ("to", "counter", "give", "want")
_K_TRADE: Final = ("proposer", "got", "gave")
_K_DEAL: Final = ("n", "rule")
_K_START: Final = ("stables", "removed", "deck", "runs")
_K_RAN_OUT: Final = ("runs", "limit", "last")
_K_CARDS: Final = ("cards",)
_K_GAME_END: Final = ("reason", "runs")
_K_RESULT: Final = ("scores", "tied", "hands", "winners")


# Actions are immutable values, so the common ones are made once and shared
# (building a frozen dataclass costs more than the rest of a simple move).
HOUSES: Final = tuple(House(s) for s in range(7))
SELLS: Final = tuple(Sell(s) for s in range(7))
KEEPS: Final = tuple(KeepFaceUp(i) for i in range(4))
_HR_CARDS: Final = 24
HOUSE_RECEIVED_ACTIONS: Final = tuple(tuple(HouseReceived(i, s) for s in range(7)) for i in range(_HR_CARDS))
END_HOUSING: Final = EndHousing()
END_TRADING: Final = EndTrading()
DECLINE: Final = Decline()
WITHDRAW: Final = Withdraw()
ACCEPT_NOTHING: Final = Accept()


def house_received(card: int, stable: int) -> HouseReceived:
    """``HouseReceived(card, stable)``, shared when it is a common one."""
    if 0 <= card < _HR_CARDS and 0 <= stable < 7:
        return HOUSE_RECEIVED_ACTIONS[card][stable]
    return HouseReceived(card, stable)


_OFFERS: Final[dict[tuple[int, tuple[int, ...], tuple[int, ...], tuple[int, ...]], Offer]] = {}
_ACCEPTS: Final[dict[tuple[tuple[int, ...], tuple[int, ...]], Accept]] = {}


def offer(to: int, give_face_up: tuple[int, ...] = (), give_hand: tuple[int, ...] = (),
          want: tuple[int, ...] = ()) -> Offer:
    """``Offer(to, give_face_up, give_hand, want)``, made once and then shared."""
    key = (to, give_face_up, give_hand, want)
    got = _OFFERS.get(key)
    if got is None:
        if len(_OFFERS) > 4096:
            _OFFERS.clear()
        got = _OFFERS[key] = Offer(to, give_face_up, give_hand, want)
    return got


def accept(face_up: tuple[int, ...] = (), hand: tuple[int, ...] = ()) -> Accept:
    """``Accept(face_up, hand)``, made once and then shared."""
    key = (face_up, hand)
    got = _ACCEPTS.get(key)
    if got is None:
        if len(_ACCEPTS) > 4096:
            _ACCEPTS.clear()
        got = _ACCEPTS[key] = Accept(face_up, hand)
    return got


def cards_at(face_up: list[int], fu_pos: tuple[int, ...], hand: list[int], hand_pos: tuple[int, ...]) -> list[int]:
    """The cards at face-up positions ``fu_pos`` and then hand positions ``hand_pos``."""
    if not fu_pos:
        if len(hand_pos) == 1:
            return [hand[hand_pos[0]]]
        return [hand[i] for i in hand_pos]
    if len(fu_pos) == 1 and not hand_pos:
        return [face_up[fu_pos[0]]]
    return [face_up[i] for i in fu_pos] + [hand[i] for i in hand_pos]


class _Tables:
    """What a game needs of its animals that never changes, made once per deck
    (and per number of players) and shared by every game with that deck."""

    __slots__ = ("goods_table", "setups")

    def __init__(self, animals: tuple[Animal, ...]) -> None:
        # goods_table[k][c]: goods for selling c animals of kind k, c up to the animal's count (+1)
        self.goods_table = tuple(tuple(a.goods(c) for c in range(a.count + 2)) for a in animals)
        self.setups: dict[int, tuple[tuple[int, ...], tuple[int, ...], int, list[int]]] = {}

    def setup(self, animals: tuple[Animal, ...], n: int) -> tuple[tuple[int, ...], tuple[int, ...], int, list[int]]:
        """(in play, removed, total cards, the unshuffled deck) for ``n`` players."""
        got = self.setups.get(n)
        if got is None:
            # Variations based on number of players
            removed = {"dogs"} if n == 3 else {"ducks"} if n in (4, 5) else {"dogs", "llamas"}
            in_play = tuple(a.index for a in animals if a.id not in removed)
            got = (in_play, tuple(a.index for a in animals if a.id in removed),
                   sum(animals[k].count for k in in_play),
                   [k for k in in_play for _ in range(animals[k].count)])
            self.setups[n] = got
        return got


_TABLES: Final[dict[tuple[Animal, ...], _Tables]] = {}
_DEFAULT_TABLES = _TABLES[ANIMALS] = _Tables(ANIMALS)


def _tables(animals: tuple[Animal, ...]) -> _Tables:
    if animals is ANIMALS:
        return _DEFAULT_TABLES
    t = _TABLES.get(animals)
    if t is None:
        if len(_TABLES) > 64:  # "what if" decks: keep the cache small
            _TABLES.clear()
            _TABLES[ANIMALS] = _DEFAULT_TABLES
        t = _TABLES[animals] = _Tables(animals)
    return t


def _animals_from(path: str) -> tuple[Animal, ...]:
    """A custom animals file, read once per version of the file (a simulation
    of thousands of games reads it once; an edited file is read again)."""
    import os

    try:
        stamp = os.stat(path).st_mtime_ns
    except OSError:
        return load_animals(path)  # reports the problem with the file's name
    return _animals_cached(path, stamp)


@functools.lru_cache(maxsize=16)
def _animals_cached(path: str, stamp: int) -> tuple[Animal, ...]:
    return load_animals(path)


# ---------------------------------------------------------------------------
# The game
# ---------------------------------------------------------------------------
@mypyc_attr(allow_interpreted_subclasses=True)  # rule variants subclass it (compiled build)
class CommunityFarm(Game):
    """A game of Community Farm (3–7 players)."""

    NAME = "community_farm"
    TITLE = "Community Farm"
    MIN_PLAYERS = 3
    MAX_PLAYERS = 7
    OPTIONS = CommunityFarmOptions
    ACTIONS = ACTIONS
    SCORE_NAME = "goods"
    RULES: ClassVar[str] = "community-farm.txt"

    # -------------------------------------------------------------- setup
    def _setup(self) -> None:
        o: CommunityFarmOptions = self.options  # type: ignore[assignment]
        if o.stables < 0 or o.stables > 6:
            raise OptionError("stables must be between 1 and 6 (or 0 for the rules' number).")
        if o.deck_runs < 0:
            raise OptionError("deck_runs must be 1 or more (or 0 for the rules' number).")
        self.animals: tuple[Animal, ...] = _animals_from(o.animals_file) if o.animals_file else ANIMALS
        n = self.n
        tables = _tables(self.animals)
        self.in_play, self.removed, self.total_cards, deck = tables.setup(self.animals, n)
        self.n_stables = o.stables or (3 if n == 3 else 2)
        self.deck_runs = o.deck_runs or (2 if n == 3 else 3)
        self.draw_count = 4 if n >= 6 else 3
        # goods table: goods[k][c] for c up to the animal's count (+1); shared, never changed
        self.goods_table: tuple[tuple[int, ...], ...] = tables.goods_table

        deck = deck[:]
        shuffle(self.rng, deck)
        self.deck: list[int] = deck
        self.discard: list[int] = []
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.kinds: list[list[int]] = [[-1] * self.n_stables for _ in range(n)]
        self.counts: list[list[int]] = [[0] * self.n_stables for _ in range(n)]
        self.goods: list[int] = [0] * n
        self.face_up: list[int] = []
        self.aside: list[list[int]] = [[] for _ in range(n)]
        self.offer: tuple[int, Offer] | None = None  # (proposer, offer)
        self.active = 0
        self.phase = HOUSE
        self.housed = 0
        self.turn = 1
        self.runs_out = 0
        self.deck_done = False  # the deck ran out for the last time: no more draws
        self.ending = False     # ran out in step 2: the game ends after step 3
        self.end_reason = ""
        self.final_hands: list[int] = [0] * n
        self.sold_goods: list[int] = [0] * n   # statistics
        self.sales: list[int] = [0] * n
        self.forced_sales: list[int] = [0] * n
        self.trades: list[int] = [0] * n

        # Setup. Ruling R11: the dealer is the last seat, so the player to the dealer's
        # left (seat 0) starts; each player is dealt their cards off the top of the
        # shuffled deck, one player after another, first card dealt = front of the hand.
        if n >= 6:
            deal = [3, 4, 5] + [6] * (n - 3)
            rule = R_VAR
        else:
            deal = [5] * n
            rule = R_SETUP
        for seat in range(n):
            k = deal[seat]
            if k > len(deck):
                raise OptionError(f"The deck has too few cards to deal {k} to every player.")
            cards = deck[-k:]  # dealt one at a time off the top (the end of the list)
            cards.reverse()
            del deck[-k:]
            self.hands[seat] = cards
            self._log.append(("deal", seat, _K_DEAL, (len(cards), rule), -1, {"cards": list(cards)}, (seat,)))
        self._log.append(("start", None, _K_START, (self.n_stables, [self.animals[k].name for k in self.removed],
                                                     len(self.deck), self.deck_runs), -1))
        self._begin_turn()

    # ---------------------------------------------------------- the flow
    def _begin_turn(self) -> None:
        self.phase = HOUSE
        self.housed = 0
        active = self.active
        self._log.append(("turn", active, _K_TURN, (self.turn,), len(self.history) if self._started else -1))
        if not self.hands[active]:
            self._log.append(("skip_house", active, (), (), len(self.history) if self._started else -1))
            self._begin_trade()

    def _begin_trade(self) -> None:
        self.phase = TRADE
        deck = self.deck
        if len(deck) > 2 and not self.deck_done:  # two cards off the top; the deck cannot run out (see _draw)
            drawn = [deck.pop(), deck.pop()]
        else:
            drawn = []
            for _ in range(2):
                card = self._draw()
                if card is None:
                    break
                drawn.append(card)
        self.face_up = drawn
        self._log.append(("face_up", self.active, _K_FACE_UP, (drawn[:], len(drawn) < 2),
                          len(self.history) if self._started else -1))
        if self.deck_done:
            self.ending = True

    def _draw(self) -> int | None:
        """Take the top card of the draw deck (None once the deck is done).

        Ruling R7: the deck "runs out" the moment its last card is taken; that
        run is counted at once and, unless it was the last allowed run, the
        discard pile is shuffled into a new deck at once. A discard pile that
        is empty at that moment leaves the deck empty; the next draw then finds
        it empty and counts another run.
        """
        if self.deck_done:
            return None
        if not self.deck:
            self._ran_out()
            if self.deck_done or not self.deck:
                return None
        card = self.deck.pop()
        if not self.deck:
            self._ran_out()
        return card

    def _ran_out(self) -> None:
        self.runs_out += 1
        last = self.runs_out >= self.deck_runs
        self._log.append(("ran_out", self.active, _K_RAN_OUT, (self.runs_out, self.deck_runs, last),
                          len(self.history) if self._started else -1))
        if last:
            self.deck_done = True
            return
        self.deck = self.discard
        self.discard = []
        shuffle(self.rng, self.deck)
        self._log.append(("reshuffle", self.active, _K_CARDS, (len(self.deck),),
                          len(self.history) if self._started else -1))

    def _after_house_step(self) -> None:
        """After a card of step 1: stop after two, or when the hand is empty.

        Ruling R2: the second card is optional (:class:`EndHousing`); housed "in
        the same manner as the first", it may need a sale first when it fits no
        stable, which the player may make (any sale is allowed at any time) or
        simply stop housing.
        """
        if self.housed >= 2 or not self.hands[self.active]:
            self._begin_trade()

    def _end_trading(self) -> None:
        """The active player ends step 2.

        Ruling R5: face-up cards still on the table are kept by the active
        player and must be housed in step 3 ("the current player also houses
        any cards they drew and kept"); a face-up card set aside earlier
        (:class:`KeepFaceUp`) is final, like a received card: it can no longer
        be traded or given.
        """
        kept = self.face_up
        if kept:
            self.aside[self.active].extend(kept)
        self.face_up = []
        self._log.append(("end_trading", self.active, _K_KEPT, (kept[:],), len(self.history)))
        self.phase = HOUSE_RECEIVED
        self._maybe_end_step3()

    def _maybe_end_step3(self) -> None:
        """When no player has cards left to house, step 3 is over.

        Ruling R8: when the deck ran out for the last time in step 2, trading
        goes on, then *every* player houses what they received or kept (step 3
        is everyone's), and the game ends there: there is no step 4.
        """
        for a in self.aside:
            if a:
                return
        if self.ending:
            self._finish("ran_out_step2")
            return
        # Step 4: draw new animal cards, one at a time, to the back of the hand.
        active = self.active
        hand = self.hands[active]
        deck = self.deck
        k = self.draw_count
        if len(deck) > k and not self.deck_done:  # the deck cannot run out (see _draw): take k off the top
            got = deck[-k:]
            got.reverse()
            del deck[-k:]
            hand += got
        else:
            got = []
            for _ in range(k):
                card = self._draw()
                if card is None:
                    break
                hand.append(card)
                got.append(card)
        self._log.append(("draw", active, _K_N, (len(got),), len(self.history) if self._started else -1,
                          {"cards": got[:]}, (active,)))
        if self.deck_done:
            self._finish("ran_out_step4")
            return
        self.active = (active + 1) % self.n
        self.turn += 1
        self._begin_turn()

    def _finish(self, reason: str) -> None:
        """Ending and Scoring: hands are set aside, every stable is sold.

        Ruling R9: the final sale sells every stable by its sign, single cards
        too (the single-card rule is for sales during play); cards in hand earn
        nothing and count only for the tie-break, as many as the hand holds
        when the game ends (in step 4 that includes the cards drawn before the
        deck ran out).
        """
        self.end_reason = reason
        self._log.append(("game_end", None, _K_GAME_END, (reason, self.runs_out), len(self.history)))
        for seat in range(self.n):
            self.final_hands[seat] = len(self.hands[seat])
            for s in range(self.n_stables):
                if self.counts[seat][s]:
                    self._sell(seat, s, final=True)
        self.phase = OVER
        self.over = True
        scores = self.goods
        best = max(scores)
        tied = [s for s in range(self.n) if scores[s] == best]
        self._log.append(("result", None, _K_RESULT, (list(scores), tied, list(self.final_hands), self.winners()),
                          len(self.history)))

    # ----------------------------------------------------------- helpers
    def fits(self, seat: int, kind: int, stable: int) -> bool:
        """May an animal of ``kind`` go into ``stable``?

        Ruling R1 ("1. House animal cards", "Stables"): a card goes into a
        stable of its own kind or into any empty stable, even when another
        stable already holds its kind; a stable holds one kind only.
        """
        k = self.kinds[seat][stable]
        return k == kind or k == -1

    def can_house(self, seat: int, kind: int) -> bool:
        ks = self.kinds[seat]
        return kind in ks or -1 in ks

    def can_sell(self, seat: int, stable: int) -> bool:
        """Selling animals: any non-empty stable with two or more cards.

        A stable with one card may be sold only when no stable of that player
        holds two or more cards (the text: "unless both their stables have just
        one card"; Ruling R4 reads empty stables as not counting, as in the
        game Community Farm re-themes, and "both" as "all" with three stables).
        """
        c = self.counts[seat]
        if not 0 <= stable < self.n_stables or c[stable] == 0:
            return False
        if c[stable] >= 2:
            return True
        return max(c) <= 1

    def _sell(self, seat: int, stable: int, final: bool = False, forced: bool = False) -> None:
        kinds = self.kinds[seat]
        counts = self.counts[seat]
        kind = kinds[stable]
        count = counts[stable]
        row = self.goods_table[kind]
        earned = row[count] if count < len(row) else row[-1]
        self.goods[seat] += earned
        if count > earned:
            self.discard += [kind] * (count - earned)
        kinds[stable] = -1
        counts[stable] = 0
        self.sold_goods[seat] += earned
        self.sales[seat] += 1
        if forced:
            self.forced_sales[seat] += 1
        self._log.append(("sell", seat, _K_SELL, (stable, kind, count, earned, final, forced), len(self.history)))

    def _needs_forced_sale(self, seat: int) -> bool:
        """True if nothing ``seat`` must house fits anywhere (a forced sale)."""
        phase = self.phase
        if phase == HOUSE:
            if seat == self.active and self.housed == 0:
                hand = self.hands[seat]
                if hand:
                    ks = self.kinds[seat]
                    return -1 not in ks and hand[0] not in ks
        elif phase == HOUSE_RECEIVED:
            aside = self.aside[seat]
            if aside:
                ks = self.kinds[seat]
                if -1 in ks:
                    return False
                for k in aside:
                    if k in ks:
                        return False
                return True
        return False

    # ------------------------------------------------------ the contract
    def to_act(self) -> tuple[int, ...]:
        phase = self.phase
        if phase == TRADE:
            pending = self.offer
            return (self.active,) if pending is None else (pending[1].to,)
        if phase == HOUSE:
            return (self.active,)
        if phase == HOUSE_RECEIVED:
            seats = []
            s = 0
            for a in self.aside:
                if a:
                    seats.append(s)
                s += 1
            return tuple(seats)
        return ()

    def _first_to_act(self) -> int:
        """``to_act()[0]`` (or -1), without building the tuple."""
        phase = self.phase
        if phase == TRADE:
            pending = self.offer
            return self.active if pending is None else pending[1].to
        if phase == HOUSE:
            return self.active
        if phase == HOUSE_RECEIVED:
            s = 0
            for a in self.aside:
                if a:
                    return s
                s += 1
        return -1

    def decisions(self) -> list[Decision]:
        out: list[Decision] = []
        if self.over:
            return out
        a = self.active
        name = self.names
        if self.phase == HOUSE:
            if self.housed == 0:
                p = f"{name[a]}: house the first card of your hand"
                if self._needs_forced_sale(a):
                    p += " — it fits no stable, so first sell one stable"
                out.append(Decision(a, "house", p + ".", True))
            else:
                out.append(Decision(a, "house", f"{name[a]}: house the next card of your hand, or stop housing.", True))
        elif self.phase == TRADE:
            if self.offer is not None:
                who, off = self.offer
                out.append(Decision(off.to, "respond", f"{name[off.to]}: accept, decline or answer {name[who]}'s offer.", True))
            else:
                out.append(Decision(a, "trade", f"{name[a]}: keep, trade or give the face-up cards and trade from your hand; then end trading.", True))
                for s in range(self.n):
                    if s != a and (self.hands[s] or self.hands[a] or self.face_up):  # something to trade
                        out.append(Decision(s, "offer", f"{name[s]} may offer {name[a]} a trade or a gift.", False))
        elif self.phase == HOUSE_RECEIVED:
            for s in range(self.n):
                if self.aside[s]:
                    p = f"{name[s]}: house the animals you received or kept, in any order"
                    if self._needs_forced_sale(s):
                        p += " — none fits, so first sell one stable"
                    out.append(Decision(s, "house_received", p + ".", True))
        for s in range(self.n):
            if any(self.can_sell(s, st) for st in range(self.n_stables)):
                out.append(Decision(s, "sell", f"{name[s]} may sell a stable at any time.", False))
        return out

    def legal_actions(self, seat: int) -> list[Action]:
        """All legal actions of ``seat`` except the open-ended :class:`Offer`.

        Offers and accept-choices are open-ended (any cards for any animals);
        :meth:`is_legal` accepts every valid one, :meth:`random_action` samples
        them, and one canonical :class:`Accept` is listed when the pending offer
        can be paid.
        """
        out: list[Action] = []
        if self.over:
            return out
        phase = self.phase
        if phase == HOUSE:
            if seat == self.active:
                kind = self.hands[seat][0]
                s = 0
                for k in self.kinds[seat]:
                    if k == kind or k == -1:  # see fits
                        out.append(HOUSES[s])
                    s += 1
                if self.housed == 1:
                    out.append(END_HOUSING)
        elif phase == TRADE:
            if self.offer is not None:
                who, off = self.offer
                if seat == off.to:
                    pay = self._canonical_payment(seat, off.want)
                    if pay is not None:
                        out.append(pay)
                    out.append(DECLINE)
                elif seat == who:
                    out.append(WITHDRAW)
            elif seat == self.active:
                out = [KEEPS[i] if i < len(KEEPS) else KeepFaceUp(i) for i in range(len(self.face_up))]
                out.append(END_TRADING)
        elif phase == HOUSE_RECEIVED:
            aside = self.aside[seat]
            if aside:
                ks = self.kinds[seat]
                i = 0
                for kind in aside:
                    row = HOUSE_RECEIVED_ACTIONS[i] if i < _HR_CARDS else None
                    s = 0
                    for k in ks:
                        if k == kind or k == -1:  # see fits
                            out.append(row[s] if row is not None else HouseReceived(i, s))
                        s += 1
                    i += 1
        c = self.counts[seat]
        single = max(c) <= 1  # Selling animals: a single card only when no stable holds two or more
        s = 0
        for x in c:
            if x >= 2 or x and single:
                out.append(SELLS[s])
            s += 1
        return out

    def _canonical_payment(self, seat: int, want: tuple[int, ...]) -> Accept | None:
        """The first cards (face-up first, then front of hand) that pay ``want``."""
        fu_used: list[int] = []
        hand_used: list[int] = []
        use_fu = seat == self.active
        for kind in want:
            found = False
            if use_fu:
                for i, k in enumerate(self.face_up):
                    if k == kind and i not in fu_used:
                        fu_used.append(i)
                        found = True
                        break
            if not found:
                for i, k in enumerate(self.hands[seat]):
                    if k == kind and i not in hand_used:
                        hand_used.append(i)
                        found = True
                        break
            if not found:
                return None
        return accept(tuple(sorted(fu_used)), tuple(sorted(hand_used)))

    # ---------------------------------------------------------- checking
    def _check(self, seat: int, action: Action) -> None:
        name = self.names[seat]
        t = action.__class__
        if t is Sell:
            st = action.stable  # type: ignore[attr-defined]
            if not (isinstance(st, int) and 0 <= st < self.n_stables):
                raise IllegalActionError(f"{name} has no stable number {st!r}.", rule=R_STABLES)
            counts = self.counts[seat]
            if counts[st] == 0:
                raise IllegalActionError(f"Stable {st + 1} of {name} is empty: there is nothing to sell.", rule=R_SELL)
            if counts[st] == 1 and max(counts) > 1:  # see can_sell
                raise IllegalActionError(
                    f"{name} cannot sell a stable with only one animal while another stable has two or more.", rule=R_SELL)
            return
        phase = self.phase
        if t is House:
            if phase != HOUSE:
                raise IllegalActionError("Housing cards from your hand happens only at the start of your turn.", rule=R_HOUSE)
            if seat != self.active:
                raise NotYourTurnError(f"It is {self.names[self.active]}'s turn, not {name}'s.", rule=R_HOUSE)
            st = action.stable  # type: ignore[attr-defined]
            if not (isinstance(st, int) and 0 <= st < self.n_stables):
                raise IllegalActionError(f"{name} has no stable number {st!r}.", rule=R_STABLES)
            kind = self.hands[seat][0]
            there = self.kinds[seat][st]
            if there != kind and there != -1:  # see fits
                a = self.animals[kind]
                there_name = self.animals[self.kinds[seat][st]].name
                msg = f"A {a.singular} cannot go into a stable of {there_name}: a stable holds one kind of animal."
                if self._needs_forced_sale(seat):
                    msg += " No stable fits, so you must sell one stable first."
                raise IllegalActionError(msg, rule=R_HOUSE)
            return
        if t is EndHousing:
            if phase != HOUSE or seat != self.active:
                raise IllegalActionError("You can stop housing only during your own housing step.", rule=R_HOUSE)
            if self.housed == 0:
                raise IllegalActionError("You must house the first card of your hand before you stop.", rule=R_HOUSE)
            return
        if t is HouseReceived:
            if phase != HOUSE_RECEIVED:
                raise IllegalActionError("Received cards are housed after trading has ended (step 3).", rule=R_HOUSE3)
            aside = self.aside[seat]
            if not aside:
                raise IllegalActionError(f"{name} has no received cards left to house.", rule=R_HOUSE3)
            c, st = action.card, action.stable  # type: ignore[attr-defined]
            if not (isinstance(c, int) and 0 <= c < len(aside)):
                raise IllegalActionError(f"{name} has no received card number {c!r}.", rule=R_HOUSE3)
            if not (isinstance(st, int) and 0 <= st < self.n_stables):
                raise IllegalActionError(f"{name} has no stable number {st!r}.", rule=R_STABLES)
            there = self.kinds[seat][st]
            if there != aside[c] and there != -1:  # see fits
                a = self.animals[aside[c]]
                msg = f"A {a.singular} cannot go into a stable of {self.animals[self.kinds[seat][st]].name}."
                if self._needs_forced_sale(seat):
                    msg += " Nothing fits, so you must sell one stable first."
                raise IllegalActionError(msg, rule=R_HOUSE3)
            return
        # --- trading (step 2)
        if phase != TRADE:
            raise IllegalActionError("Trading and giving happen only in step 2 of a turn.", rule=R_TRADING)
        if t is KeepFaceUp or t is EndTrading:
            if seat != self.active:
                raise NotYourTurnError(f"Only {self.names[self.active]}, whose turn it is, can do that.", rule=R_DRAW2)
            if self.offer is not None:
                raise IllegalActionError("First the open offer must be accepted, declined or withdrawn.", rule=R_TRADING)
            if t is KeepFaceUp:
                c = action.card  # type: ignore[attr-defined]
                if not (isinstance(c, int) and 0 <= c < len(self.face_up)):
                    raise IllegalActionError(f"There is no face-up card number {c!r}.", rule=R_DRAW2)
            return
        if t is Withdraw:
            if self.offer is None or self.offer[0] != seat:
                raise IllegalActionError(f"{name} has no open offer to take back.", rule=R_TRADING)
            return
        if t is Decline or t is Accept:
            if self.offer is None or self.offer[1].to != seat:
                raise IllegalActionError(f"Nobody has made {name} an offer to answer.", rule=R_TRADING)
            if t is Accept:
                self._check_payment(seat, action, self.offer[1].want)  # type: ignore[arg-type]
            return
        if t is Offer:
            self._check_offer(seat, action)  # type: ignore[arg-type]
            return
        raise IllegalActionError(f"{action!r} is not a move of Community Farm.")  # pragma: no cover

    # _check_offer and _check_payment take Any: a refused action's fields may hold
    # anything (the compiled build would reject a typed field on reading it)
    def _check_offer(self, seat: int, off: Any) -> None:
        name = self.names[seat]
        a = self.active
        if self.offer is not None and self.offer[1].to != seat:
            raise IllegalActionError("Wait until the open offer has been answered.", rule=R_TRADING)
        to = off.to
        if not (isinstance(to, int) and 0 <= to < self.n) or to == seat:
            raise IllegalActionError("An offer must go to another player.", rule=R_TRADING)
        if seat != a and to != a:
            raise IllegalActionError(
                f"Every trade must involve {self.names[a]}, whose turn it is.", rule=R_TRADING)
        if self.offer is not None and to != self.offer[0]:
            # Ruling R3: a counter-offer answers the open offer, so it goes back to its proposer.
            raise IllegalActionError(
                f"A counter-offer goes back to {self.names[self.offer[0]]}, who made the offer.", rule=R_TRADING)
        if not all(isinstance(x, tuple) for x in (off.give_face_up, off.give_hand, off.want)) or \
                not all(isinstance(x, int) for x in off.give_face_up + off.give_hand + off.want):
            raise IllegalActionError("An offer names cards by number.", rule=R_TRADING)
        if off.give_face_up and seat != a:
            raise IllegalActionError("Only the player whose turn it is can trade the face-up cards.", rule=R_TRADING)
        if len(set(off.give_face_up)) != len(off.give_face_up) or any(not 0 <= i < len(self.face_up) for i in off.give_face_up):
            raise IllegalActionError("That offer names a face-up card that is not there.", rule=R_TRADING)
        hand = self.hands[seat]
        if len(set(off.give_hand)) != len(off.give_hand) or any(not 0 <= i < len(hand) for i in off.give_hand):
            raise IllegalActionError(f"That offer names a card {name} does not have in hand.", rule=R_TRADING)
        if any(k not in self.in_play for k in off.want):
            raise IllegalActionError("That offer asks for an animal that is not in this game.", rule=R_TRADING)
        if not off.give_face_up and not off.give_hand and not off.want:
            raise IllegalActionError("An offer must give or ask for at least one card.", rule=R_TRADING)
        can_pay = len(self.hands[to]) + (len(self.face_up) if to == a else 0)
        if len(off.want) > can_pay:
            raise IllegalActionError(f"{self.names[to]} does not have that many cards to trade.", rule=R_TRADING)

    def _check_payment(self, seat: int, acc: Any, want: tuple[int, ...]) -> None:
        if not (isinstance(acc.face_up, tuple) and isinstance(acc.hand, tuple)) or \
                not all(isinstance(x, int) for x in acc.face_up + acc.hand):
            raise IllegalActionError("Cards are named by number.", rule=R_TRADING)
        if acc.face_up and seat != self.active:
            raise IllegalActionError("Only the player whose turn it is can trade the face-up cards.", rule=R_TRADING)
        if len(set(acc.face_up)) != len(acc.face_up) or any(not 0 <= i < len(self.face_up) for i in acc.face_up):
            raise IllegalActionError("That face-up card is not there.", rule=R_TRADING)
        hand = self.hands[seat]
        if len(set(acc.hand)) != len(acc.hand) or any(not 0 <= i < len(hand) for i in acc.hand):
            raise IllegalActionError("You do not have that card in your hand.", rule=R_TRADING)
        paid = Counter([self.face_up[i] for i in acc.face_up] + [hand[i] for i in acc.hand])
        if paid != Counter(want):
            asked = ", ".join(self.animals[k].singular for k in want) or "nothing"
            raise IllegalActionError(f"The offer asks for exactly: {asked}. Choose those cards to accept.", rule=R_TRADING)

    # ------------------------------------------------------------ doing
    def _do(self, seat: int, action: Action) -> None:
        t = action.__class__
        # the most frequent moves first, written out (one call less each)
        if t is HouseReceived:
            kind = self.aside[seat].pop(action.card)  # type: ignore[attr-defined]
            st = action.stable  # type: ignore[attr-defined]
            counts = self.counts[seat]
            self.kinds[seat][st] = kind
            count = counts[st] = counts[st] + 1
            self._log.append(("house", seat, _K_HOUSE, (kind, st, count, 3), len(self.history)))
            self._maybe_end_step3()
        elif t is Sell:
            self._sell(seat, action.stable, False, self._needs_forced_sale(seat))  # type: ignore[attr-defined]
        elif t is House:
            hand = self.hands[seat]
            kind = hand.pop(0)
            st = action.stable  # type: ignore[attr-defined]
            counts = self.counts[seat]
            self.kinds[seat][st] = kind
            count = counts[st] = counts[st] + 1
            self._log.append(("house", seat, _K_HOUSE, (kind, st, count, 1), len(self.history)))
            self.housed += 1
            self._after_house_step()
        elif t is Offer:
            counter = self.offer is not None
            step = len(self.history)
            if counter:
                self._log.append(("decline", seat, _K_DECLINE, (self.offer[0], True), step))  # type: ignore[index]
            self.offer = (seat, action)  # type: ignore[assignment]
            hand = self.hands[seat]
            face_up = self.face_up
            self._log.append(("offer", seat, _K_OFFER, (
                action.to, counter,  # type: ignore[attr-defined]
                cards_at(face_up, action.give_face_up, hand, action.give_hand),  # type: ignore[attr-defined]
                list(action.want)), step))  # type: ignore[attr-defined]
        elif t is EndTrading:
            self._end_trading()
        elif t is Accept:
            self._trade(seat, action)  # type: ignore[arg-type]
        elif t is EndHousing:
            self._log.append(("stop_housing", seat, (), (), len(self.history)))
            self._begin_trade()
        elif t is Decline:
            proposer = self.offer[0]  # type: ignore[index]
            self._log.append(("decline", seat, _K_DECLINE, (proposer, False), len(self.history)))
            self.offer = None
        elif t is KeepFaceUp:
            kind = self.face_up.pop(action.card)  # type: ignore[attr-defined]
            self.aside[seat].append(kind)
            self._log.append(("keep", seat, _K_KIND, (kind,), len(self.history)))
        elif t is Withdraw:
            self._log.append(("withdraw", seat, _K_TO, (self.offer[1].to,), len(self.history)))  # type: ignore[index]
            self.offer = None

    def _take(self, seat: int, face_up: tuple[int, ...], hand_pos: tuple[int, ...]) -> list[int]:
        """Remove cards (by face-up index / hand position) and return them."""
        hand = self.hands[seat]
        fu = self.face_up
        taken = cards_at(fu, face_up, hand, hand_pos)
        if face_up:
            if len(face_up) == 1:
                del fu[face_up[0]]
            else:
                for i in sorted(face_up, reverse=True):
                    del fu[i]
        if hand_pos:
            if len(hand_pos) == 1:
                del hand[hand_pos[0]]
            else:
                for i in sorted(hand_pos, reverse=True):
                    del hand[i]
        return taken

    def _trade(self, seat: int, acc: Accept) -> None:
        proposer, off = self.offer  # type: ignore[misc]
        self.offer = None
        given = self._take(proposer, off.give_face_up, off.give_hand)
        paid = self._take(seat, acc.face_up, acc.hand)
        self.aside[seat] += given
        self.aside[proposer] += paid
        self.trades[seat] += 1
        self.trades[proposer] += 1
        self._log.append(("trade", seat, _K_TRADE, (proposer, given, paid), len(self.history)))

    def copy(self) -> "CommunityFarm":
        """A fast independent copy (lists of lists of ints; offers are immutable)."""
        return self._copy_lists()  # type: ignore[return-value]

    # ------------------------------------------------------------ reading
    def scores(self) -> list[int]:
        return list(self.goods)

    def tiebreak(self) -> list[Any]:
        """Ending and Scoring: among those tied on goods, most cards in hand wins.

        Ruling R10: if that ties too, the tied players share the win.
        """
        return list(self.final_hands) if self.over else [len(h) for h in self.hands]

    def stats(self) -> dict[str, list[Any]]:
        return {
            "goods_from_sales": list(self.sold_goods), "sales": list(self.sales),
            "forced_sales": list(self.forced_sales), "trades": list(self.trades),
            "hand_at_end": list(self.final_hands), "turns": [self.turn] * self.n,
            "end_reason": [self.end_reason] * self.n,
        }

    def check_invariants(self) -> None:
        """Raise AssertionError if the state breaks a rule (debug mode, tests).

        Every card is in exactly one place (draw deck, discard pile, a hand, a
        stable, the face-up cards, the received cards or a goods pile) and the
        total stays what the deck started with; no animal removed for this
        number of players appears; a stable holds one kind; counts and goods
        are never negative; every player has ``n_stables`` stables.
        """
        n, ns, an = self.n, self.n_stables, self.animals
        for name, per_seat in (("hands", self.hands), ("stables", self.kinds), ("counts", self.counts),
                               ("received cards", self.aside), ("goods", self.goods)):
            assert len(per_seat) == n, f"there are {len(per_seat)} {name} for {n} players"
        placed: Counter[int] = Counter(self.deck)
        placed.update(self.discard)
        placed.update(self.face_up)
        for s in range(n):
            placed.update(self.hands[s])
            placed.update(self.aside[s])
            who = self.names[s]
            kinds, counts = self.kinds[s], self.counts[s]
            assert len(kinds) == ns and len(counts) == ns, (
                f"{who} has {len(kinds)} stables, the game has {ns}")
            assert self.goods[s] >= 0, f"{who} has {self.goods[s]} goods"
            for st, (k, c) in enumerate(zip(kinds, counts)):
                assert c >= 0, f"stable {st + 1} of {who} holds {c} cards"
                assert (k == -1) == (c == 0), (
                    f"stable {st + 1} of {who} is marked kind {k} but holds {c} cards")
                if c:
                    placed[k] += c
        for k, c in placed.items():
            assert k in self.in_play, f"a card of kind {k!r} is in play but that animal is not in this game"
            assert c <= an[k].count, f"{c} {an[k].name} are in play, the deck has only {an[k].count}"
        total = sum(placed.values()) + sum(self.goods)
        assert total == self.total_cards, f"{total} cards are in the game, it started with {self.total_cards}"
        assert 0 <= self.active < n, f"the active seat is {self.active}"
        assert 0 <= self.runs_out <= self.deck_runs, f"the deck ran out {self.runs_out} of {self.deck_runs} times"
        assert self.deck_done == (self.runs_out >= self.deck_runs), "deck_done disagrees with the runs counted"
        if self.phase != TRADE:
            assert not self.face_up, "face-up cards lie on the table outside step 2"
            assert self.offer is None, "an offer is open outside step 2"
        if self.phase in (HOUSE, OVER):
            assert not any(self.aside), "received cards wait outside steps 2 and 3"
        if self.phase == HOUSE:
            assert self.hands[self.active], "step 1 with an empty hand"
            assert 0 <= self.housed <= 1, f"{self.housed} cards housed in step 1 and it goes on"
        if self.offer is not None:
            proposer, off = self.offer
            assert proposer != off.to and self.active in (proposer, off.to), "an offer does not involve the active player"
            assert all(0 <= i < len(self.face_up) for i in off.give_face_up), "an offer names a missing face-up card"
            assert all(0 <= i < len(self.hands[proposer]) for i in off.give_hand), "an offer names a missing hand card"
        assert self.over == (self.phase == OVER), "the game is over but not in its final phase (or the reverse)"
        assert self._first_to_act() == (self.to_act() or (-1,))[0], "_first_to_act disagrees with to_act"
        if self.over:
            assert not any(any(c) for c in self.counts), "a stable is left unsold at the end"

    def _state(self) -> dict[str, Any]:
        return {
            "deck": list(self.deck), "discard": list(self.discard), "hands": [list(h) for h in self.hands],
            "kinds": [list(k) for k in self.kinds], "counts": [list(c) for c in self.counts],
            "goods": list(self.goods), "face_up": list(self.face_up), "aside": [list(a) for a in self.aside],
            "offer": None if self.offer is None else [self.offer[0], self.offer[1].to_json()],
            "active": self.active, "phase": self.phase, "housed": self.housed, "turn": self.turn,
            "runs_out": self.runs_out, "deck_done": self.deck_done, "ending": self.ending,
            "final_hands": list(self.final_hands),
        }

    def _view(self, seat: int | None) -> dict[str, Any]:
        an = self.animals
        v: dict[str, Any] = {
            "animals": [{"id": a.id, "name": a.name, "singular": a.singular, "count": a.count,
                         "levels": list(a.levels)} for a in an],
            "in_play": list(self.in_play),
            "players": [], "active": self.active, "phase": self.phase, "turn": self.turn,
            "face_up": list(self.face_up), "deck_size": len(self.deck), "discard": list(self.discard),
            "runs_out": self.runs_out, "deck_runs": self.deck_runs, "ending": self.ending,
            "offer": None, "n_stables": self.n_stables,
        }
        if self.offer is not None:
            who, off = self.offer
            hand = self.hands[who]
            v["offer"] = {"from": who, "to": off.to,
                          "give": [self.face_up[i] for i in off.give_face_up] + [hand[i] for i in off.give_hand],
                          "give_face_up": list(off.give_face_up), "give_hand": list(off.give_hand),
                          "want": list(off.want)}
        for s in range(self.n):
            p: dict[str, Any] = {
                "name": self.names[s], "goods": self.goods[s], "hand_size": len(self.hands[s]),
                "stables": [{"kind": k, "count": c} for k, c in zip(self.kinds[s], self.counts[s])],
                "received": list(self.aside[s]),
            }
            if seat is None or seat == s:
                p["hand"] = list(self.hands[s])
            v["players"].append(p)
        if seat is None:
            v["deck"] = list(self.deck)
        return v

    # ----------------------------------------------------------- explaining
    def _cards(self, kinds: list[int]) -> str:
        if not kinds:
            return "nothing"
        c = Counter(kinds)
        return ", ".join(self.animals[k].label(n) for k, n in c.items())

    def explain(self, event: Event, viewer: int | None = None) -> str:
        d = event.visible_data(viewer)
        k = event.kind
        who = self.names[event.seat] if event.seat is not None else ""
        an = self.animals
        if k == "deal":
            cards = f": {', '.join(an[c].singular for c in d['cards'])}" if "cards" in d else ""
            return f"{who} is dealt {d['n']} cards, kept in the order dealt{cards} ({d['rule']})."
        if k == "start":
            extra = f" {', '.join(d['removed'])} are removed;" if d["removed"] else ""
            return (f"The game starts with {self.n} players:{extra} each has {d['stables']} stables and the deck "
                    f"may run out {d['runs']} times ({R_VAR}).")
        if k == "turn":
            return f"Turn {d['turn']}: it is {who}'s turn (Playing the game)."
        if k == "skip_house":
            return f"{who} has no cards in hand and skips housing ({R_HOUSE})."
        if k == "house":
            rule = R_HOUSE if d["step"] == 1 else R_HOUSE3
            return f"{who} houses a {an[d['kind']].singular} in stable {d['stable'] + 1}, which now holds {an[d['kind']].label(d['count'])} ({rule})."
        if k == "stop_housing":
            return f"{who} houses no second card ({R_HOUSE})."
        if k == "sell":
            a = an[d["kind"]]
            why = " at the end of the game" if d["final"] else (" to make room" if d["forced"] else "")
            band = a.band(d["count"])
            verb = "earns" if band.startswith("1 ") and "more" not in band else "earn"
            return (f"{who} sells {a.label(d['count'])}{why}: {band} {verb} {d['goods']} "
                    f"good{'s' if d['goods'] != 1 else ''} ({R_END if d['final'] else R_SELL}).")
        if k == "face_up":
            short = " (the deck had run out, so fewer than two)" if d["short"] else ""
            return f"{who} draws {self._cards(d['cards'])} face up{short} ({R_DRAW2})."
        if k == "keep":
            return f"{who} sets the face-up {an[d['kind']].singular} aside to house later ({R_DRAW2})."
        if k == "offer":
            give = self._cards(d["give"])
            want = self._cards(d["want"])
            verb = "counters" if d["counter"] else "offers"
            if not d["want"]:
                return f"{who} {verb}: a gift of {give} to {self.names[d['to']]} ({R_TRADING})."
            if not d["give"]:
                return f"{who} {verb}: asks {self.names[d['to']]} for {want} as a gift ({R_TRADING})."
            return f"{who} {verb}: {give} to {self.names[d['to']]} for {want} ({R_TRADING})."
        if k == "decline":
            return f"{who} declines {self.names[d['proposer']]}'s offer ({R_TRADING})."
        if k == "withdraw":
            return f"{who} takes back the offer to {self.names[d['to']]} ({R_TRADING})."
        if k == "trade":
            p = self.names[d["proposer"]]
            return (f"{who} accepts: {who} gets {self._cards(d['got'])} and {p} gets {self._cards(d['gave'])}; "
                    f"received cards are set aside to house in step 3 ({R_TRADING}).")
        if k == "end_trading":
            kept = f" and keeps {self._cards(d['kept'])}" if d["kept"] else ""
            return f"{who} ends trading{kept} ({R_DRAW2})."
        if k == "draw":
            cards = f": {', '.join(an[c].singular for c in d['cards'])}" if "cards" in d else ""
            return f"{who} draws {d['n']} cards one at a time to the back of the hand{cards} ({R_DRAW})."
        if k == "ran_out":
            if d["last"]:
                return f"The draw deck has run out for time {d['runs']} of {d['limit']}: the game is ending ({R_END})."
            return f"The draw deck has run out (time {d['runs']} of {d['limit']}) ({R_DRAW})."
        if k == "reshuffle":
            return f"{who} shuffles the discard pile into a new draw deck of {d['cards']} cards ({R_DRAW})."
        if k == "game_end":
            when = "in step 2, so the game ended after step 3" if d["reason"] == "ran_out_step2" else "in step 4, so the game ended at once"
            return f"The deck ran out for the last time {when}; hands are set aside and every stable is sold ({R_END})."
        if k == "result":
            scores = d["scores"]
            best = max(scores)
            win = " and ".join(self.names[w] for w in d["winners"])
            if len(d["tied"]) > 1:
                hands = ", ".join(f"{self.names[t]} {d['hands'][t]}" for t in d["tied"])
                return (f"{win} win{'s' if len(d['winners']) == 1 else ''} with {best} goods: tied on goods, "
                        f"the most cards in hand decides ({hands}) ({R_END}).")
            return f"{win} wins with {best} goods ({R_END})."
        return super().explain(event, viewer)

    def describe_action(self, action: Action, seat: int | None = None) -> str:
        t = type(action)
        an = self.animals
        if t is House:
            return f"House in stable {action.stable + 1}"  # type: ignore[attr-defined]
        if t is EndHousing:
            return "Stop housing"
        if t is HouseReceived:
            return f"House {an[self.aside[seat][action.card]].singular} in stable {action.stable + 1}"  # type: ignore[attr-defined,index]
        if t is Sell:
            s = action.stable  # type: ignore[attr-defined]
            if seat is not None and self.counts[seat][s]:
                k, c = self.kinds[seat][s], self.counts[seat][s]
                return f"Sell {an[k].label(c)} for {self.goods_table[k][c]}"
            return f"Sell stable {s + 1}"
        if t is KeepFaceUp:
            return f"Keep the {an[self.face_up[action.card]].singular}"  # type: ignore[attr-defined]
        if t is EndTrading:
            return "End trading"
        if t is Decline:
            return "Decline"
        if t is Withdraw:
            return "Take back offer"
        if t is Accept:
            return "Accept"
        if t is Offer:
            return f"Offer to {self.names[action.to]}"  # type: ignore[attr-defined]
        return repr(action)

    def text(self, viewer: int | None = None) -> str:
        an = self.animals
        lines = [f"Turn {self.turn}, {self.names[self.active]} — step {self.phase or 'over'}; deck {len(self.deck)}, "
                 f"discard {len(self.discard)}, runs out {self.runs_out}/{self.deck_runs}"]
        if self.face_up:
            lines.append("Face up: " + ", ".join(an[k].singular for k in self.face_up))
        for s in range(self.n):
            st = " | ".join(an[k].label(c) if c else "empty" for k, c in zip(self.kinds[s], self.counts[s]))
            hand = (", ".join(an[k].singular for k in self.hands[s])) if viewer is None or viewer == s else f"{len(self.hands[s])} cards"
            rec = f"; received: {', '.join(an[k].singular for k in self.aside[s])}" if self.aside[s] else ""
            lines.append(f"{self.names[s]:>6}: {self.goods[s]} goods; stables [{st}]; hand: {hand}{rec}")
        return "\n".join(lines)

    # ------------------------------------------------------------ sampling
    def random_action(self, seat: int, rng: Any) -> Action:
        """A random legal action; in step 2 sometimes a random offer/counter."""
        if self.phase == TRADE and not self.over:
            if rng.random() < 0.2:
                off = self.random_offer(seat, rng)
                if off is not None:
                    return off
            if self.offer is not None and self.offer[1].to == seat:
                pay = self._canonical_payment(seat, self.offer[1].want)
                if pay is not None and rng.random() < 0.5:
                    return pay
        acts = self.legal_actions(seat)
        if not acts and self.phase == TRADE and self.offer is None and seat != self.active:
            # a seat whose only choice now is the open-ended offer (its may-decision)
            off = self.random_offer(seat, rng)
            if off is not None:
                return off
            if self.hands[seat]:
                return Offer(self.active, give_hand=(rng.randrange(len(self.hands[seat])),))
            return Offer(self.active, want=(rng.choice(self.in_play),))
        return rng.choice(acts)

    def random_offer(self, seat: int, rng: Any) -> Offer | None:
        """A random valid offer by ``seat`` (or None if it may not offer now)."""
        a = self.active
        if self.offer is not None and self.offer[1].to != seat:
            return None
        if seat == a:
            others = [s for s in range(self.n) if s != a]
            to = self.offer[0] if self.offer is not None else rng.choice(others)
        else:
            to = a
        rnd = rng.random
        fu: tuple[int, ...] = ()
        if seat == a:
            for i in range(len(self.face_up)):  # each face-up card with chance 1/2
                if rnd() < 0.5:
                    fu += (i,)
        hand: tuple[int, ...] = ()
        for i in range(len(self.hands[seat])):  # each hand card with chance 1/5
            if rnd() < 0.2:
                hand += (i,)
        room = len(self.hands[to]) + (len(self.face_up) if to == a else 0)
        asked = min(room, rng.choice((0, 0, 1, 1, 2)))
        want = tuple([rng.choice(self.in_play) for _ in range(asked)]) if asked else ()
        if not fu and not hand and not want:
            return None
        return offer(to, fu, hand, want)
