"""Community Farm: the game — setup, the flow of a turn, dispatch, variant hooks.

The rules themselves are in :mod:`farmlab.community_farm.rules`, one module per
section of ``community-farm.txt``; the state in :mod:`.state`; what a board
shows in :mod:`.view`; the sentences in :mod:`.text`. Rulings R1–R12:
``docs/community-farm-rulings.md``.

A turn (section "Playing the game"): 1. house one or two cards from the front
of the hand; 2. draw two cards face up and trade; 3. every player houses what
they received; 4. draw new cards; then the next player. Selling is open to
every player at any time.
"""

from __future__ import annotations

import functools
import os
from pathlib import Path
from collections import Counter
from typing import Any, ClassVar

from ..core.actions import Action
from ..core.errors import OptionError
from ..core.flow import May, Stage, shared_stage
from ..core.game import Game
from .actions import (ACCEPT_NOTHING, ACTIONS, DECLINE, END_HOUSING, END_TRADING, HOUSES, KEEPS, SELLS,
                      WITHDRAW, house_received, Accept, CommunityFarmOptions, Decline, EndHousing, EndTrading, House, HouseReceived,
                      KeepFaceUp, Offer, Sell, Withdraw)
from .cards import ANIMALS, Animal, load_animals
from .rules import drawing, ending, housing, housing_received, selling, setup, trading, variations
from .rules.trading import accept, cards_at, offer
from .state import EMPTY, HOUSE, HOUSE_RECEIVED, OVER, TRADE, Farm, Table, state_json
from .text import EVENTS, GUIDE, SKIP_HOUSE, TEXT, TURN
from . import text as _text
from . import view as _view_module

__all__ = ["CommunityFarm", "ACCEPT_NOTHING", "DECLINE", "END_HOUSING", "END_TRADING", "HOUSES", "KEEPS", "SELLS", "WITHDRAW", "HOUSE", "TRADE", "HOUSE_RECEIVED", "OVER", "EMPTY", "ACTIONS", "Accept",
           "CommunityFarmOptions", "Decline", "EndHousing", "EndTrading", "House", "HouseReceived", "KeepFaceUp",
           "Offer", "Sell", "Withdraw", "accept", "offer", "cards_at", "house_received"]

#: id of a deck -> (the deck, its goods table); decks are immutable tuples
_GOODS: dict[int, tuple[tuple[Animal, ...], tuple[tuple[int, ...], ...]]] = {}


def _goods_table(animals: tuple[Animal, ...]) -> tuple[tuple[int, ...], ...]:
    """goods[k][c]: goods for selling c animals of kind k, for c up to the animal's count (+1),
    made once per deck (the signs never change)."""
    got = _GOODS.get(id(animals))
    if got is None or got[0] is not animals:
        if len(_GOODS) > 64:  # "what if" decks: keep the cache small
            _GOODS.clear()
        got = _GOODS[id(animals)] = (animals, tuple(tuple(a.goods(c) for c in range(a.count + 2)) for a in animals))
    return got[1]


@functools.lru_cache(maxsize=16)
def _animals_cached(path: str, stamp: int) -> tuple[Animal, ...]:
    return load_animals(path)


def _animals_from(path: str) -> tuple[Animal, ...]:
    """A custom animals file, read once per version of the file (a simulation of
    thousands of games reads it once; an edited file is read again)."""
    try:
        stamp = os.stat(path).st_mtime_ns
    except OSError:
        return load_animals(path)  # reports the problem with the file's name
    return _animals_cached(path, stamp)


#: the packaged deck files (what a sweep's deck edit starts from)
_DATA = Path(__file__).resolve().parent / "data"


class CommunityFarm(Game):
    """A game of Community Farm (3–7 players)."""

    NAME = "community_farm"
    TITLE = "Community Farm"
    TEACHES = "Trading, and selling at the right moment on a selling curve"
    LESSON = "Selling curves"
    DECK_FILES = {"animals_file": str(_DATA / "animals.csv")}
    MIN_PLAYERS = 3
    MAX_PLAYERS = 7
    OPTIONS = CommunityFarmOptions
    ACTIONS = ACTIONS
    EVENTS = EVENTS
    RARE_EVENTS = {"skip_house": "tests/community_farm/test_housing.py::test_step1_skipped_with_empty_hand",
                   "withdraw": "tests/community_farm/test_trading.py::"
                               "test_only_the_proposer_may_withdraw_and_only_the_receiver_answers"}
    TEXT = TEXT
    GUIDE = GUIDE
    SCORE_NAME = "goods"
    RULES: ClassVar[str] = "community-farm.txt"

    table: Table
    farms: list[Farm]

    # ------------------------------------------------------------ the moves
    # Per action: the rule that checks it (raising IllegalActionError before
    # any change) and the rule that carries it out (see Game.CHECKS/MOVES).
    CHECKS: ClassVar[dict[type, Any]] = {
        House: housing.check_house,
        EndHousing: housing.check_stop_housing,
        HouseReceived: housing_received.check_house_received,
        Sell: selling.check_sell,
        KeepFaceUp: trading.check_keep,
        EndTrading: trading.check_end_trading,
        Offer: trading.check_offer,
        Accept: trading.check_accept,
        Decline: trading.check_answer,
        Withdraw: trading.check_withdraw,
    }
    MOVES: ClassVar[dict[type, Any]] = {
        House: housing.house_from_hand,
        EndHousing: housing.stop_housing,
        HouseReceived: housing_received.house_received,
        Sell: selling.sell_action,
        KeepFaceUp: trading.keep,
        EndTrading: trading.end_trading,
        Offer: trading.make_offer,
        Accept: trading.trade,
        Decline: trading.decline,
        Withdraw: trading.withdraw,
    }

    # ------------------------------------------------------------ setup
    def _setup(self) -> None:
        o: CommunityFarmOptions = self.options  # type: ignore[assignment]
        if o.stables < 0 or o.stables > 6:
            raise OptionError("stables must be between 1 and 6 (or 0 for the rules' number).")
        if o.deck_runs < 0:
            raise OptionError("deck_runs must be 1 or more (or 0 for the rules' number).")
        self.animals: tuple[Animal, ...] = _animals_from(o.animals_file) if o.animals_file else ANIMALS
        self.goods_table = _goods_table(self.animals)
        self.in_play, self.removed, self.unshuffled = setup.unshuffled_deck(self.animals, self.removed_animals())
        self.total_cards = len(self.unshuffled)
        self.n_stables = o.stables or self.stable_count()
        self.deck_runs = o.deck_runs or self.deck_run_limit()
        setup.set_up(self)
        self._begin_turn()

    # -------------------------------------------------- variant hooks
    # Each is called wherever its rule applies (never written out), so a
    # variant that overrides one changes the game; tests subclass each.
    def removed_animals(self) -> frozenset[str]:
        """Animals (ids) taken out for this number of players (Variations)."""
        return variations.removed_animals(self.n)

    def stable_count(self) -> int:
        """Stables per player when the ``stables`` option is 0 (Stables; Variations)."""
        return variations.stables(self.n)

    def deck_run_limit(self) -> int:
        """How often the deck may run out when the ``deck_runs`` option is 0 (Ending and Scoring)."""
        return variations.deck_runs(self.n)

    def deal_sizes(self) -> list[int]:
        """Cards dealt to each seat, the starting player first (Setup; Variations)."""
        return variations.deal_sizes(self.n)

    def draw_count(self) -> int:
        """Cards drawn in step 4 (4. Draw new animal cards; Variations)."""
        return variations.draw_count(self.n)

    def goods_for(self, kind: int, count: int) -> int:
        """Goods for selling ``count`` animals of ``kind`` together: the sign on the card (The animal cards)."""
        row = self.goods_table[kind]
        return row[count] if count < len(row) else row[-1]

    def tiebreak(self) -> list[Any]:
        """Per seat, compared when goods tie: cards in hand (Ending and Scoring; R10)."""
        return ending.hand_tiebreak(self)

    # --------------------------------------------------------- the flow
    def _begin_turn(self) -> None:
        """A turn starts with step 1; with an empty hand, step 1 is omitted."""
        table = self.table
        table.housed = 0
        self.enter_step(HOUSE)
        self.emit((TURN, table.active, table.turn))
        if not self.farms[table.active].hand:
            self.emit((SKIP_HOUSE, table.active))
            trading.draw_face_up(self)


    def maybe_end_step3(self) -> None:
        """When no player has cards left to house, step 3 is over: the game ends
        there if the deck ran out for the last time in step 2 (R8); else step 4,
        and the next player clockwise."""
        stage = self.stage
        for s in stage.seats:
            if not self.farms[s].received:  # housed all it received or kept
                stage = stage.without(s)
        self.stage = stage
        if stage.seats:
            return
        table = self.table
        if table.ending:
            ending.finish(self, "ran_out_step2")
            return
        drawing.draw_new_cards(self)
        if table.deck_done:
            ending.finish(self, "ran_out_step4")
            return
        table.active = (table.active + 1) % self.n
        table.turn += 1
        self.record_round()  # the scores after each turn, for the what-if lab
        self._begin_turn()

    # ---------------------------------------------------- who decides
    # The must-step is the core's Stage (self.stage): set where the turn moves on
    # (enter_step, and the open offer in the trading rules); the core answers
    # to_act() and decisions(). Selling, and offering to the active player, are
    # out-of-turn options (MAY).
    MAY: ClassVar[tuple[May, ...]] = (May("offer", _text.may_offer), May("sell", _text.may_sell))

    def enter_step(self, step: int) -> None:
        """The turn moves on to ``step``: who must decide now (Playing the game)."""
        table = self.table
        table.step = step
        if step == HOUSE:
            self.stage = HOUSING[table.active]
        elif step == TRADE:
            self.stage = TRADING[table.active]
        elif step == HOUSE_RECEIVED:
            self.stage = shared_stage("house_received", [s for s, f in enumerate(self.farms) if f.received],
                                      prompt=_text.house_received_prompt)  # made once, for every game
        else:
            self.stage = None

    def offer_open(self) -> None:
        """An offer is open (or none is any more): its receiver answers, else the active player trades."""
        offer = self.table.offer
        self.stage = RESPONDING[offer.offer.to] if offer is not None else TRADING[self.table.active]

    def legal_actions(self, seat: int) -> list[Action]:
        """All legal actions of ``seat`` except the open-ended :class:`Offer`.

        Offers and accept-choices are open-ended (any cards for any animals);
        :meth:`is_legal` accepts every valid one, :meth:`random_action` samples
        them, and one canonical :class:`Accept` is listed when the pending
        offer can be paid.
        """
        out: list[Action] = []
        if self.over:
            return out
        table, farm = self.table, self.farms[seat]
        if table.step == HOUSE:
            if seat == table.active:
                kind = farm.hand[0]
                for s, k in enumerate(farm.kinds):
                    if k == kind or k == EMPTY:  # see rules.stables.fits
                        out.append(HOUSES[s])
                if table.housed == 1:
                    out.append(END_HOUSING)
        elif table.step == TRADE:
            if table.offer is not None:
                if seat == table.offer.to:
                    pay = trading.canonical_payment(self, seat, table.offer.offer.want)
                    if pay is not None:
                        out.append(pay)
                    out.append(DECLINE)
                elif seat == table.offer.proposer:
                    out.append(WITHDRAW)
            elif seat == table.active:
                for i in range(len(table.face_up)):
                    out.append(KEEPS[i] if i < len(KEEPS) else KeepFaceUp(i))
                out.append(END_TRADING)
        elif table.step == HOUSE_RECEIVED:
            for i, kind in enumerate(farm.received):
                for s, k in enumerate(farm.kinds):
                    if k == kind or k == EMPTY:
                        out.append(house_received(i, s))
        counts = farm.counts
        single = max(counts) <= 1  # rules.selling.sellable written out (a call less per ask; tested equal)
        for s, c in enumerate(counts):
            if c >= 2 or c and single:
                out.append(SELLS[s])
        return out

    # ---------------------------------------------------------- reading
    def scores(self) -> list[int]:
        return [f.goods for f in self.farms]

    def stats(self) -> dict[str, list[Any]]:
        farms, table = self.farms, self.table
        return {
            "goods_from_sales": [f.sold_goods for f in farms], "sales": [f.sales for f in farms],
            "forced_sales": [f.forced_sales for f in farms], "trades": [f.trades for f in farms],
            "hand_at_end": [f.final_hand for f in farms], "turns": [table.turn] * self.n,
            "end_reason": [table.end_reason] * self.n,
        }

    def _state(self) -> dict[str, Any]:
        return state_json(self.table, self.farms)

    def _view(self, seat: int | None) -> dict[str, Any]:
        return _view_module.view(self, seat)

    def text(self, viewer: int | None = None) -> str:
        return _view_module.text(self, viewer)

    def describe_action(self, action: Action, seat: int | None = None) -> str:
        return _view_module.describe_action(self, action, seat)

    def needs_forced_sale(self, seat: int) -> bool:
        """Does ``seat`` have to sell a stable before it can house what it must? (steps 1 and 3)"""
        return housing.needs_forced_sale(self, seat)

    def can_sell_any(self, seat: int) -> bool:
        """May ``seat`` sell a stable now? (Selling animals: any player, at any time)"""
        return bool(selling.sellable(self.farms[seat]))

    def canonical_payment(self, seat: int, want: tuple[int, ...]) -> Accept | None:
        """The first cards of ``seat`` (face-up first, then front of hand) that pay ``want``."""
        return trading.canonical_payment(self, seat, want)

    def shuffle_unseen(self, seat: int, rng: Any) -> None:
        """Deal anew everything ``seat`` cannot see: the deck order and the other
        hands (cards named in an open offer were announced and stay)."""
        table = self.table
        shown = set()
        if table.offer is not None:
            shown = {(table.offer.proposer, i) for i in table.offer.offer.give_hand}
        slots = [(table.deck, i) for i in range(len(table.deck))]
        for s, farm in enumerate(self.farms):
            if s != seat:
                slots += [(farm.hand, i) for i in range(len(farm.hand)) if (s, i) not in shown]
        cards = [where[i] for where, i in slots]
        rng.shuffle(cards)
        for (where, i), card in zip(slots, cards):
            where[i] = card

    def copy(self) -> "CommunityFarm":
        """An independent copy: the table and farms copied by hand (no deep copy)."""
        g: CommunityFarm = self._copy_lists()  # type: ignore[assignment]
        g.table = self.table.copy()
        g.farms = [f.copy() for f in self.farms]
        return g

    def check_invariants(self) -> None:
        """Raise AssertionError if the state breaks a rule (debug mode, tests).

        Every card is in exactly one place (draw deck, discard pile, a hand, a
        stable, the face-up cards, the received cards or a goods pile) and the
        total stays what the deck started with; no animal removed for this
        number of players appears; a stable holds one kind; counts and goods
        are never negative; every player has ``n_stables`` stables.
        """
        table, an, ns = self.table, self.animals, self.n_stables
        assert len(self.farms) == self.n, f"there are {len(self.farms)} farms for {self.n} players"
        placed: Counter[int] = Counter(table.deck)
        placed.update(table.discard)
        placed.update(table.face_up)
        for farm, who in zip(self.farms, self.names):
            placed.update(farm.hand)
            placed.update(farm.received)
            assert len(farm.kinds) == ns and len(farm.counts) == ns, f"{who} has {len(farm.kinds)} stables, the game has {ns}"
            assert farm.goods >= 0, f"{who} has {farm.goods} goods"
            for st, (k, c) in enumerate(zip(farm.kinds, farm.counts)):
                assert c >= 0, f"stable {st + 1} of {who} holds {c} cards"
                assert (k == EMPTY) == (c == 0), f"stable {st + 1} of {who} is marked kind {k} but holds {c} cards"
                if c:
                    placed[k] += c
        for k, c in placed.items():
            assert k in self.in_play, f"a card of kind {k!r} is in play but that animal is not in this game"
            assert c <= an[k].count, f"{c} {an[k].name} are in play, the deck has only {an[k].count}"
        total = sum(placed.values()) + sum(self.scores())
        assert total == self.total_cards, f"{total} cards are in the game, it started with {self.total_cards}"
        assert 0 <= table.active < self.n, f"the active seat is {table.active}"
        assert 0 <= table.runs_out <= self.deck_runs, f"the deck ran out {table.runs_out} of {self.deck_runs} times"
        assert table.deck_done == (table.runs_out >= self.deck_runs), "deck_done disagrees with the runs counted"
        if table.step != TRADE:
            assert not table.face_up, "face-up cards lie on the table outside step 2"
            assert table.offer is None, "an offer is open outside step 2"
        if table.step in (HOUSE, OVER):
            assert not any(f.received for f in self.farms), "received cards wait outside steps 2 and 3"
        if table.step == HOUSE:
            assert self.farms[table.active].hand, "step 1 with an empty hand"
            assert 0 <= table.housed <= 1, f"{table.housed} cards housed in step 1 and it goes on"
        if table.offer is not None:
            proposer, off = table.offer.proposer, table.offer.offer
            assert proposer != off.to and table.active in (proposer, off.to), "an offer does not involve the active player"
            assert all(0 <= i < len(table.face_up) for i in off.give_face_up), "an offer names a missing face-up card"
            assert all(0 <= i < len(self.farms[proposer].hand) for i in off.give_hand), "an offer names a missing hand card"
        assert self.over == (table.step == OVER), "the game is over but not in its final phase (or the reverse)"
        if self.over:
            assert not any(any(f.counts) for f in self.farms), "a stable is left unsold at the end"

    # ---------------------------------------------------------- sampling
    def random_action(self, seat: int, rng: Any) -> Action:
        """A random legal action; in step 2 sometimes a random offer or counter-offer."""
        table = self.table
        if table.step == TRADE and not self.over:
            if rng.random() < 0.2:
                off = self.random_offer(seat, rng)
                if off is not None:
                    return off
            if table.offer is not None and table.offer.to == seat:
                pay = trading.canonical_payment(self, seat, table.offer.offer.want)
                if pay is not None and rng.random() < 0.5:
                    return pay
        acts = self.legal_actions(seat)
        if not acts and table.step == TRADE and table.offer is None and seat != table.active:
            # a seat whose only choice now is the open-ended offer (its may-decision)
            off = self.random_offer(seat, rng)
            if off is not None:
                return off
            if self.farms[seat].hand:
                return Offer(table.active, give_hand=(rng.randrange(len(self.farms[seat].hand)),))
            return Offer(table.active, want=(rng.choice(self.in_play),))
        return rng.choice(acts)

    def random_offer(self, seat: int, rng: Any) -> Offer | None:
        """A random valid offer by ``seat`` (or None if it may not offer now)."""
        table = self.table
        a = table.active
        if table.offer is not None and table.offer.to != seat:
            return None
        if seat == a:
            to = table.offer.proposer if table.offer is not None else rng.choice([s for s in range(self.n) if s != a])
        else:
            to = a
        rnd = rng.random
        fu: tuple[int, ...] = ()
        if seat == a:
            for i in range(len(table.face_up)):  # each face-up card with chance 1/2
                if rnd() < 0.5:
                    fu += (i,)
        hand: tuple[int, ...] = ()
        for i in range(len(self.farms[seat].hand)):  # each hand card with chance 1/5
            if rnd() < 0.2:
                hand += (i,)
        room = len(self.farms[to].hand) + (len(table.face_up) if to == a else 0)
        asked = min(room, rng.choice((0, 0, 1, 1, 2)))
        want = tuple([rng.choice(self.in_play) for _ in range(asked)]) if asked else ()
        if not fu and not hand and not want:
            return None
        return offer(to, fu, hand, want)


#: the must-steps of one seat (a stage is a value: made once, per seat)
HOUSING = tuple(Stage("house", (s,), prompt=_text.house_prompt) for s in range(CommunityFarm.MAX_PLAYERS))
TRADING = tuple(Stage("trade", (s,), prompt=_text.trade_prompt) for s in range(CommunityFarm.MAX_PLAYERS))
RESPONDING = tuple(Stage("respond", (s,), prompt=_text.respond_prompt) for s in range(CommunityFarm.MAX_PLAYERS))
