"""2. Draw, trade & give animal cards; Rules for trading/giving.

"The current player draws the two topmost cards from the draw deck and puts
them on the table while announcing what they are. The current player may keep
these cards to house later in his turn, trade them with others, or give them
to other players. The current player may now trade cards with their fellow
players." (Example 2.)

"Each trade must involve the current player and one other player. [...] The
current player may trade/give the two face up cards and/or cards from their
hand. [...] The other players may only trade/donate cards from their hands.
[...] Players cannot put cards they receive as trades or are given into their
hands; they must be aside until the next step. These cards cannot be further
traded or given. Players may not change the order of cards in their hands, but
may trade or give cards from anywhere in their hands." (Example 3.)

How trading at a table becomes moves is Ruling R3 (see
:class:`~farmlab.community_farm.actions.Offer`).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from ...core.errors import IllegalActionError, NotYourTurnError
from ..actions import Accept, Offer
from ..state import HOUSE_RECEIVED, TRADE, PendingOffer
from ..text import (DECLINED, END_TRADING, FACE_UP, KEPT, OFFERED, R_DRAW2, R_TRADING, TRADED, WITHDRAWN)

from .drawing import draw_card

if TYPE_CHECKING:  # pragma: no cover
    from ..game import CommunityFarm

# ---------------------------------------------------------------- the values
# Offers and payments are immutable, and a game makes the same few again and
# again: each is made once and then shared (a frozen dataclass costs more to
# build than the rest of a simple move).
_OFFERS: dict[tuple[int, tuple[int, ...], tuple[int, ...], tuple[int, ...]], Offer] = {}
_ACCEPTS: dict[tuple[tuple[int, ...], tuple[int, ...]], Accept] = {}


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
    cards: list[int] = []  # (plain loops: asked for every offer, and a comprehension is a call of its own)
    for i in fu_pos:
        cards.append(face_up[i])
    for i in hand_pos:
        cards.append(hand[i])
    return cards


# ------------------------------------------------------ drawing two face up
def draw_face_up(g: "CommunityFarm") -> None:
    """Step 2 begins: two cards off the top of the deck, face up; fewer when
    the deck ran out for the last time ("Ending and Scoring": "If there are not
    enough cards for the player to draw two, that player draws just one card")."""
    table = g.table
    g.enter_step(TRADE)
    deck = table.deck
    if len(deck) > 2 and not table.deck_done:  # the deck cannot run out: the two top cards
        drawn = [deck.pop(), deck.pop()]
    else:
        drawn = []
        for _ in range(2):
            card = draw_card(g)
            if card is None:
                break
            drawn.append(card)
    table.face_up = drawn
    g.emit((FACE_UP, table.active, drawn[:], len(drawn) < 2))
    if table.deck_done:
        table.ending = True


def check_keep(g: "CommunityFarm", seat: int, action: Any) -> None:
    card = action.card
    _check_active_move(g, seat)
    if not (card.__class__ is int and 0 <= card < len(g.table.face_up)):
        raise IllegalActionError(f"There is no face-up card number {card!r}.", rule=R_DRAW2)


def keep(g: "CommunityFarm", seat: int, action: Any) -> None:
    """The current player sets a face-up card aside, to house in step 3 (Example 2)."""
    kind = g.table.face_up.pop(action.card)
    g.farms[seat].received.append(kind)
    g.emit((KEPT, seat, kind))


def check_end_trading(g: "CommunityFarm", seat: int, action: Any = None) -> None:
    _check_active_move(g, seat)


def end_trading(g: "CommunityFarm", seat: int, action: Any = None) -> None:
    """The active player ends step 2.

    Ruling R5: face-up cards still on the table are kept by the active player
    and must be housed in step 3 ("the current player also houses any cards
    they drew and kept"); a face-up card set aside earlier (:class:`KeepFaceUp`)
    is final, like a received card: it can no longer be traded or given.
    """
    table = g.table
    kept = table.face_up
    if kept:
        g.farms[table.active].received.extend(kept)
    table.face_up = []
    g.emit((END_TRADING, table.active, kept[:]))
    g.enter_step(HOUSE_RECEIVED)
    g.maybe_end_step3()


def _check_active_move(g: "CommunityFarm", seat: int) -> None:
    table = g.table
    if table.step != TRADE:
        raise IllegalActionError("Trading and giving happen only in step 2 of a turn.", rule=R_TRADING)
    if seat != table.active:
        raise NotYourTurnError(f"Only {g.names[table.active]}, whose turn it is, can do that.", rule=R_DRAW2)
    if table.offer is not None:
        raise IllegalActionError("First the open offer must be accepted, declined or withdrawn.", rule=R_TRADING)


# ------------------------------------------------------------------ offers
def check_offer(g: "CommunityFarm", seat: int, off: Any) -> None:
    """An offer (or a counter-offer) by ``seat``: every rule of trading/giving.

    Ruling R3: one offer is open at a time; a counter-offer answers the open
    offer, so it goes back to its proposer.
    """
    table = g.table
    if table.step != TRADE:
        raise IllegalActionError("Trading and giving happen only in step 2 of a turn.", rule=R_TRADING)
    name = g.names[seat]
    a = table.active
    pending = table.offer
    if pending is not None and pending.to != seat:
        raise IllegalActionError("Wait until the open offer has been answered.", rule=R_TRADING)
    to = off.to
    if not (to.__class__ is int and 0 <= to < g.n) or to == seat:
        raise IllegalActionError("An offer must go to another player.", rule=R_TRADING)
    if seat != a and to != a:
        raise IllegalActionError(f"Every trade must involve {g.names[a]}, whose turn it is.", rule=R_TRADING)
    if pending is not None and to != pending.proposer:
        raise IllegalActionError(
            f"A counter-offer goes back to {g.names[pending.proposer]}, who made the offer.", rule=R_TRADING)
    if not all(isinstance(x, tuple) for x in (off.give_face_up, off.give_hand, off.want)) or \
            not all(x.__class__ is int for x in off.give_face_up + off.give_hand + off.want):
        raise IllegalActionError("An offer names cards by number.", rule=R_TRADING)
    if off.give_face_up and seat != a:
        raise IllegalActionError("Only the player whose turn it is can trade the face-up cards.", rule=R_TRADING)
    face_up = table.face_up
    if len(set(off.give_face_up)) != len(off.give_face_up) or any(not 0 <= i < len(face_up) for i in off.give_face_up):
        raise IllegalActionError("That offer names a face-up card that is not there.", rule=R_TRADING)
    hand = g.farms[seat].hand
    if len(set(off.give_hand)) != len(off.give_hand) or any(not 0 <= i < len(hand) for i in off.give_hand):
        raise IllegalActionError(f"That offer names a card {name} does not have in hand.", rule=R_TRADING)
    if any(k not in g.in_play for k in off.want):
        raise IllegalActionError("That offer asks for an animal that is not in this game.", rule=R_TRADING)
    if not off.give_face_up and not off.give_hand and not off.want:
        raise IllegalActionError("An offer must give or ask for at least one card.", rule=R_TRADING)
    can_pay = len(g.farms[to].hand) + (len(face_up) if to == a else 0)
    if len(off.want) > can_pay:
        raise IllegalActionError(f"{g.names[to]} does not have that many cards to trade.", rule=R_TRADING)


def make_offer(g: "CommunityFarm", seat: int, off: Offer) -> None:
    """Announce an offer; answering the open offer with one is a counter-offer
    (and declines the open one). Cards leave the hand only when it is accepted."""
    table = g.table
    counter = table.offer is not None
    if counter:
        g.emit((DECLINED, seat, table.offer.proposer, True))  # type: ignore[union-attr]
    table.offer = PendingOffer(seat, off)
    g.offer_open()
    g.emit((OFFERED, seat, off.to, counter,
           cards_at(table.face_up, off.give_face_up, g.farms[seat].hand, off.give_hand), list(off.want)))


def check_answer(g: "CommunityFarm", seat: int, action: Any = None) -> None:
    """Only the seat an open offer was made to may accept or decline it."""
    table = g.table
    if table.step != TRADE:
        raise IllegalActionError("Trading and giving happen only in step 2 of a turn.", rule=R_TRADING)
    if table.offer is None or table.offer.to != seat:
        raise IllegalActionError(f"Nobody has made {g.names[seat]} an offer to answer.", rule=R_TRADING)


def check_accept(g: "CommunityFarm", seat: int, acc: Any) -> None:
    """Accepting pays exactly the animals asked for, with cards the seat has."""
    check_answer(g, seat)
    table = g.table
    want = table.offer.offer.want  # type: ignore[union-attr]
    if not (isinstance(acc.face_up, tuple) and isinstance(acc.hand, tuple)) or \
            not all(x.__class__ is int for x in acc.face_up + acc.hand):
        raise IllegalActionError("Cards are named by number.", rule=R_TRADING)
    if acc.face_up and seat != table.active:
        raise IllegalActionError("Only the player whose turn it is can trade the face-up cards.", rule=R_TRADING)
    face_up = table.face_up
    if len(set(acc.face_up)) != len(acc.face_up) or any(not 0 <= i < len(face_up) for i in acc.face_up):
        raise IllegalActionError("That face-up card is not there.", rule=R_TRADING)
    hand = g.farms[seat].hand
    if len(set(acc.hand)) != len(acc.hand) or any(not 0 <= i < len(hand) for i in acc.hand):
        raise IllegalActionError("You do not have that card in your hand.", rule=R_TRADING)
    paid = Counter([face_up[i] for i in acc.face_up] + [hand[i] for i in acc.hand])
    if paid != Counter(want):
        asked = ", ".join(g.animals[k].singular for k in want) or "nothing"
        raise IllegalActionError(f"The offer asks for exactly: {asked}. Choose those cards to accept.", rule=R_TRADING)


def canonical_payment(g: "CommunityFarm", seat: int, want: tuple[int, ...]) -> Accept | None:
    """The first cards (face-up first, then front of hand) that pay ``want``; None if none do."""
    fu_used: list[int] = []
    hand_used: list[int] = []
    face_up = g.table.face_up if seat == g.table.active else []
    hand = g.farms[seat].hand
    for kind in want:
        for i, k in enumerate(face_up):
            if k == kind and i not in fu_used:
                fu_used.append(i)
                break
        else:
            for i, k in enumerate(hand):
                if k == kind and i not in hand_used:
                    hand_used.append(i)
                    break
            else:
                return None
    return accept(tuple(sorted(fu_used)), tuple(sorted(hand_used)))


def _take(g: "CommunityFarm", seat: int, face_up: tuple[int, ...], hand_pos: tuple[int, ...]) -> list[int]:
    """Remove cards (by face-up index / hand position) and return them."""
    hand = g.farms[seat].hand
    fu = g.table.face_up
    taken = cards_at(fu, face_up, hand, hand_pos)
    for i in sorted(face_up, reverse=True):
        del fu[i]
    for i in sorted(hand_pos, reverse=True):
        del hand[i]
    return taken


def trade(g: "CommunityFarm", seat: int, acc: Accept) -> None:
    """The offer is accepted: both sides' cards change hands and are set aside
    (received cards are housed in step 3 and cannot be traded again)."""
    table = g.table
    pending = table.offer
    assert pending is not None
    table.offer = None
    g.offer_open()
    proposer, off = pending.proposer, pending.offer
    given = _take(g, proposer, off.give_face_up, off.give_hand)
    paid = _take(g, seat, acc.face_up, acc.hand)
    g.farms[seat].received += given
    g.farms[proposer].received += paid
    g.farms[seat].trades += 1
    g.farms[proposer].trades += 1
    g.emit((TRADED, seat, proposer, given, paid))


def decline(g: "CommunityFarm", seat: int, action: Any = None) -> None:
    proposer = g.table.offer.proposer  # type: ignore[union-attr]
    g.emit((DECLINED, seat, proposer, False))
    g.table.offer = None
    g.offer_open()


def check_withdraw(g: "CommunityFarm", seat: int, action: Any = None) -> None:
    table = g.table
    if table.step != TRADE:
        raise IllegalActionError("Trading and giving happen only in step 2 of a turn.", rule=R_TRADING)
    if table.offer is None or table.offer.proposer != seat:
        raise IllegalActionError(f"{g.names[seat]} has no open offer to take back.", rule=R_TRADING)


def withdraw(g: "CommunityFarm", seat: int, action: Any = None) -> None:
    g.emit((WITHDRAWN, seat, g.table.offer.to))  # type: ignore[union-attr]
    g.table.offer = None
    g.offer_open()
