"""``CommunityFarm.check_invariants`` notices every kind of broken state."""

from __future__ import annotations

import pytest

from farmlab.community_farm.game import TRADE, Offer
from farmlab.community_farm.state import PendingOffer

from .helpers import A, scenario


def fresh():
    return scenario(4, hands={0: ["Goat", "Pig"], 1: ["Hen"]}, stables={1: [("Sheep", 2), None]})


BROKEN = [
    ("a card vanished", lambda g: g.table.deck.pop(), "cards are in the game, it started with"),
    ("a card was copied", lambda g: g.table.discard.append(g.farms[0].hand[0]), "17 Goats are in play, the deck has only 16"),
    ("a good appeared", lambda g: setattr(g.farms[3], "goods", 1), "131 cards are in the game, it started with 130"),
    ("too many of one animal", lambda g: (g.farms[2].hand.extend([A("Dog")] * 5), [g.table.deck.remove(x) for x in g.table.deck[:5]]),
     "Dogs are in play, the deck has only 4"),
    ("a removed animal", lambda g: (g.farms[2].hand.append(A("Duck")), g.table.deck.pop()),
     "that animal is not in this game"),
    ("stable kind without cards", lambda g: g.farms[0].kinds.__setitem__(0, A("Goat")), "is marked kind"),
    ("negative count", lambda g: (g.farms[1].counts.__setitem__(0, -1)), "holds -1 cards"),
    ("negative goods", lambda g: setattr(g.farms[2], "goods", -1), "has -1 goods"),
    ("a third stable", lambda g: (g.farms[0].kinds.append(-1), g.farms[0].counts.append(0)), "has 3 stables, the game has 2"),
    ("face-up cards in step 1", lambda g: g.table.face_up.append(g.table.deck.pop()), "face-up cards lie on the table"),
    ("received cards in step 1", lambda g: g.farms[3].received.append(g.table.deck.pop()), "received cards wait"),
    ("too many runs", lambda g: setattr(g.table, "runs_out", 4), "ran out 4 of 3 times"),
    ("active seat out of range", lambda g: setattr(g.table, "active", 4), "the active seat is 4"),
    ("over but still playing", lambda g: setattr(g, "over", True), "the game is over but not in its final phase"),
]


@pytest.mark.parametrize("what, breaker, message", BROKEN, ids=[b[0] for b in BROKEN])
def test_check_invariants_catches(what, breaker, message):
    g = fresh()
    g.check_invariants()
    breaker(g)
    with pytest.raises(AssertionError, match=message):
        g.check_invariants()


def test_check_invariants_catches_an_offer_naming_a_missing_card():
    g = scenario(4, hands={1: ["Hen"]}, deck=["Goat", "Pig"])
    assert g.table.step == TRADE
    g.table.offer = PendingOffer(1, Offer(0, give_hand=(3,)))
    with pytest.raises(AssertionError, match="an offer names a missing hand card"):
        g.check_invariants()


def test_debug_mode_checks_invariants_after_every_action():
    g = fresh()
    g.table.deck.pop()  # break it behind the game's back
    with pytest.raises(AssertionError, match="cards are in the game"):
        g.apply(0, g.legal_actions(0)[0])
