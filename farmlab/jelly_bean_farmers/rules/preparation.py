"""Section "Game Play, Preparation Phase": food stamps ("Food Stamps"), drawing to the
hand size ("Draw cards to complete each Player's hand", with the reshuffle of the
discard pile), a player knocked out, and the start of the year's "Choose Actions".

Functions take the game (its named state: :mod:`farmlab.jelly_bean_farmers.state`)
and change it as the section says; the game's flow (``game.py``) calls them in the
text's order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.errors import IllegalActionError
from ...core.events import Secret
from ...core.game import shuffle
from ..actions import Choose, JellyBeanFarmersOptions
from ..state import CHOOSE, NONE
from . import ending
from .sections import CASH_IN, CHOSE, DRAW, OUT, R_CHOOSE, R_DRAW, R_PREP, R_STAMPS, RESHUFFLE, YEAR

if TYPE_CHECKING:  # pragma: no cover
    from ..game import JellyBeanFarmers


def begin_year(g: JellyBeanFarmers) -> None:
    """Preparation Phase.

    Ruling J1: the Food Stamps check comes before the draw, although the
    text lists it second: a cash-in makes the hand size 2 "for that year",
    which must already hold when the hand is filled.
    Ruling J2: the cash-in is automatic (the text: "he must cash in").
    Ruling J18: a hand size of 2 (or any size) means "draw up to it": a
    hand that already holds more cards (Draw 2) keeps them all.
    Ruling J19: with a single card in hand a player places it as his
    spring action and has no summer card; with none, no action that year.
    Ruling J20: if every player is out of the game, the game ends.
    """
    g.year += 1
    g.emit((YEAR, None, g.year + 1, R_PREP))
    o: JellyBeanFarmersOptions = g.options  # type: ignore[assignment]
    food, stamps, cashed = g.food, g.stamps, g.cashed
    in_game = g._in_game()
    knocked_out = False
    for s in in_game:
        cashed[s] = False
        if food[s] == 0:
            if stamps[s] > 0:
                stamps[s] -= 1
                food[s] += o.stamp_food
                cashed[s] = True
                g.st_cash_ins[s] += 1
                ended = []
                for c in list(g.contracts):
                    if c.victim == s:
                        g.contracts.remove(c)
                        g.discard.append(c.warlord)
                        ended.append(c.attacker)
                g.emit((CASH_IN, s, o.stamp_food, stamps[s], ended, R_STAMPS))
            else:
                knock_out(g, s)
                knocked_out = True
    if knocked_out:
        in_game = g._in_game()
    if not in_game:
        ending.finish(g)
        return
    hands = g.hands
    hand_size = g.hand_size  # a method, so that a rule variant may change it
    sizes = []
    need = 0
    for s in in_game:
        size = hand_size(s)
        sizes.append(size)
        k = size - len(hands[s])
        if k > 0:
            need += k
    if need > len(g.deck) and g.discard:
        reshuffle(g)
    deck = g.deck
    emit = g.emit
    for s, size in zip(in_game, sizes):
        k = size - len(hands[s])
        if k <= 0:
            continue
        if k > len(deck):
            k = len(deck)
        if k:
            got = deck[-1 : -k - 1 : -1]  # the top k cards, top first, as drawn one by one
            del deck[-k:]
        else:
            got = []
        h = hands[s]
        h.extend(got)
        emit((DRAW, s, len(got), len(h), size, R_DRAW, Secret({"cards": got}, (s,))))
    g.step = CHOOSE
    n = g.n
    # g.chosen needs no reset: each season took its card (_begin_season)
    # or the seat went out (_knock_out), so every place holds NONE again
    pending = []
    done = [True] * n
    for s in in_game:
        if hands[s]:
            pending.append(s)
            done[s] = False
    g.choose_done = done
    g.ask(pending)


def reshuffle(g: JellyBeanFarmers) -> None:
    """Too few cards to draw: the discard pile is shuffled and placed at
    the BOTTOM of the deck (Draw cards to complete each Player's hand)."""
    pile = g.discard
    g.discard = []
    shuffle(g.rng, pile)
    g.deck[0:0] = pile
    g.emit((RESHUFFLE, None, len(pile), len(g.deck), R_DRAW))


def draw_card(g: JellyBeanFarmers) -> int:
    """The top card of the deck, or -1 if the deck is empty.

    Ruling J3: only the yearly draw brings the discard pile back (to the
    bottom of the deck, when there are too few cards). A card drawn during
    a season (a Steal's victim, a Steal discarded for the top card, Draw
    2) comes from the deck as it is; an empty deck gives nothing. So every
    chain of Steals and Draw 2s ends: each one uses up a card.
    """
    if not g.deck:
        return NONE
    return g.deck.pop()


def knock_out(g: JellyBeanFarmers, s: int) -> None:
    """Out of food and of Food Stamps: "he is out of the game".

    Ruling J4: his cards (hand, tableau, fields, silos, saved cards and any
    Rabbits on his farm) go to the discard pile; every Tribute Contract he
    is part of ends (its Warlord is discarded); he makes no more decisions
    and scores 0.
    """
    g.out[s] = True
    g.st_out_year[s] = g.year + 1
    pile = g.discard
    pile.extend(g.hands[s])
    g.hands[s] = []
    for lst in (g.units, g.back_men, g.saved, g.half_fields, g.half_silos, g.cats, g.rabbits, g.flex):
        pile.extend(lst[s])
        lst[s] = []
    g.saved_at[s] = []
    for f in g.fields[s]:
        pile.extend(f.cards())
    for si in g.silos[s]:
        pile.extend(si.cards())
    g.fields[s] = []
    g.seeded[s] = []
    g.silos[s] = []
    for ch in g.chosen[s]:
        if ch >= 0:
            pile.append(ch)
    g.chosen[s] = [NONE, NONE]
    for c in list(g.contracts):
        if s in (c.attacker, c.victim):
            g.contracts.remove(c)
            pile.append(c.warlord)
    g.food[s] = 0
    g.emit((OUT, s, R_STAMPS))


# ------------------------------------------------------------------ the move
def check_choose(g: JellyBeanFarmers, seat: int, action: Choose) -> None:
    """Choose Actions: two different cards of the hand, one for spring and one for summer."""
    if g.step != CHOOSE:
        raise IllegalActionError("Action cards are placed at the start of the year.", rule=R_CHOOSE)
    a: Any = action.spring
    b: Any = action.summer
    h = len(g.hands[seat])
    if type(a) is not int or type(b) is not int or not 0 <= a < h:
        raise IllegalActionError(f"Choose two cards of your {h} by their place in your hand.", rule=R_CHOOSE)
    if h >= 2 and (not 0 <= b < h or a == b):
        raise IllegalActionError("Choose two different cards: one for spring, one for summer.", rule=R_CHOOSE)
    if h == 1 and b != -1:
        raise IllegalActionError("You hold only one card: it is your spring action.", rule=R_CHOOSE)


def choose(g: JellyBeanFarmers, seat: int, action: Choose) -> None:
    """The two cards go face down on the Action Placement card (Choose Actions)."""
    h = g.hands[seat]
    a, b = action.spring, action.summer
    ca = h[a]
    if b >= 0:
        cb = h[b]
        if a > b:
            del h[a]
            del h[b]
        else:
            del h[b]
            del h[a]
    else:
        cb = NONE
        del h[a]
    g.chosen[seat] = [ca, cb]
    g.choose_done[seat] = True
    g.stage = g.stage.without(seat)
    g.emit((CHOSE, seat, 2 if cb >= 0 else 1, R_CHOOSE, Secret({"spring": ca, "summer": cb}, (seat,))))
