"""``CommunityFarm.check_invariants`` notices every kind of broken state."""

from __future__ import annotations

import pytest

from farmlab.community_farm.game import TRADE, Offer

from .helpers import A, scenario


def fresh():
    return scenario(4, hands={0: ["Goat", "Pig"], 1: ["Hen"]}, stables={1: [("Sheep", 2), None]})


BROKEN = [
    ("a card vanished", lambda g: g.deck.pop(), "cards are in the game, it started with"),
    ("a card was copied", lambda g: g.discard.append(g.hands[0][0]), "17 Goats are in play, the deck has only 16"),
    ("a good appeared", lambda g: g.goods.__setitem__(3, 1), "131 cards are in the game, it started with 130"),
    ("too many of one animal", lambda g: (g.hands[2].extend([A("Dog")] * 5), [g.deck.remove(x) for x in g.deck[:5]]),
     "Dogs are in play, the deck has only 4"),
    ("a removed animal", lambda g: (g.hands[2].append(A("Duck")), g.deck.pop()),
     "that animal is not in this game"),
    ("stable kind without cards", lambda g: g.kinds[0].__setitem__(0, A("Goat")), "is marked kind"),
    ("negative count", lambda g: (g.counts[1].__setitem__(0, -1)), "holds -1 cards"),
    ("negative goods", lambda g: g.goods.__setitem__(2, -1), "has -1 goods"),
    ("a third stable", lambda g: (g.kinds[0].append(-1), g.counts[0].append(0)), "has 3 stables, the game has 2"),
    ("face-up cards in step 1", lambda g: g.face_up.append(g.deck.pop()), "face-up cards lie on the table"),
    ("received cards in step 1", lambda g: g.aside[3].append(g.deck.pop()), "received cards wait"),
    ("too many runs", lambda g: setattr(g, "runs_out", 4), "ran out 4 of 3 times"),
    ("active seat out of range", lambda g: setattr(g, "active", 4), "the active seat is 4"),
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
    assert g.phase == TRADE
    g.offer = (1, Offer(0, give_hand=(3,)))
    with pytest.raises(AssertionError, match="an offer names a missing hand card"):
        g.check_invariants()


def test_debug_mode_checks_invariants_after_every_action():
    g = fresh()
    g.deck.pop()  # break it behind the game's back
    with pytest.raises(AssertionError, match="cards are in the game"):
        g.apply(0, g.legal_actions(0)[0])
