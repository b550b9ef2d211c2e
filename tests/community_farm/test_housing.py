"""Stables, "1. House animal cards" and "3. House traded & given animals"."""

from __future__ import annotations

from farmlab.community_farm.game import (HOUSE, HOUSE_RECEIVED, TRADE, Accept, EndHousing, EndTrading, House,
                                         HouseReceived, KeepFaceUp, Offer, Sell)
from farmlab.core.errors import NotYourTurnError

from .helpers import A, hand, illegal, play, scenario, stables


# ------------------------------------------------------------------ stables
def test_stable_holds_one_kind_any_number():
    g = scenario(4, hands={0: ["Goat"]}, stables={0: [("Goat", 9), ("Pig", 1)]})
    assert g.legal_actions(0)[0] == House(0)
    play(g, 0, House(0))
    assert stables(g, 0) == [("Goats", 10), ("Pigs", 1)]


def test_each_player_has_two_stables():
    g = scenario(4, hands={0: ["Goat"]})
    assert {a.stable for a in g.legal_actions(0) if isinstance(a, House)} == {0, 1}
    illegal(g, 0, House(2), "Ana has no stable number 2.")
    illegal(g, 0, House(-1), "no stable number -1")


# ------------------------------------------------------------------ step 1
def test_step1_must_house_first_card():
    g = scenario(4, hands={0: ["Goat", "Pig", "Hen"], 1: ["Sheep"]}, deck=["Horse", "Horse"])
    d = g.decisions()[0]
    assert (d.seat, d.kind, d.must) == (0, "house", True)
    assert d.prompt == "Ana: house the first card of your hand."
    assert g.legal_actions(0) == [House(0), House(1)]  # no stopping, no trading before it
    illegal(g, 0, EndHousing(), "must house the first card")
    illegal(g, 0, KeepFaceUp(0), "only in step 2")
    illegal(g, 1, House(0), "It is Ana's turn, not Ben's.")
    assert play(g, 0, House(1)) == ["Ana houses a Goat in stable 2, which now holds 1 Goat (1. House animal cards)."]
    assert stables(g, 0) == [None, ("Goats", 1)]
    assert hand(g, 0) == ["Pig", "Hen"]


def test_step1_wrong_seat_is_refused_with_its_own_error():
    g = scenario(4, hands={0: ["Goat"], 2: ["Pig"]})
    before = g.fingerprint()
    try:
        g.apply(2, House(0))
    except NotYourTurnError as exc:
        assert str(exc) == "It is Ana's turn, not Chloe's. (1. House animal cards)"
    else:  # pragma: no cover
        raise AssertionError("a seat housed out of turn")
    assert g.fingerprint() == before


def test_step1_matching_card_goes_to_its_stable_or_an_empty_one():
    """Ruling R1: a matching card may also start an empty stable."""
    g = scenario(4, hands={0: ["Goat"]}, stables={0: [("Goat", 2), None]})
    assert [a for a in g.legal_actions(0) if isinstance(a, House)] == [House(0), House(1)]
    play(g, 0, House(1))
    assert stables(g, 0) == [("Goats", 2), ("Goats", 1)]


def test_step1_card_that_does_not_match_goes_only_into_an_empty_stable():
    g = scenario(4, hands={0: ["Pig", "Hen"]}, stables={0: [("Goat", 2), None]})
    illegal(g, 0, House(0), "A Pig cannot go into a stable of Goats: a stable holds one kind of animal.")
    play(g, 0, House(1))
    assert stables(g, 0) == [("Goats", 2), ("Pigs", 1)]


def test_step1_forced_sale_when_nothing_fits():
    g = scenario(4, hands={0: ["Hen", "Hen"]}, stables={0: [("Goat", 3), ("Pig", 2)]})
    assert g.decisions()[0].prompt == "Ana: house the first card of your hand — it fits no stable, so first sell one stable."
    assert g.legal_actions(0) == [Sell(0), Sell(1)]  # she must sell all animals in one stable
    illegal(g, 0, House(0), "No stable fits, so you must sell one stable first.")
    assert play(g, 0, Sell(1)) == [
        "Ana sells 2 Pigs to make room: 2–3 Pigs earn 1 good (Selling animals)."]
    assert g.farms[0].goods == 1 and g.farms[0].forced_sales == 1
    assert g.legal_actions(0) == [House(1), Sell(0)]  # now the Hen goes into the emptied stable
    play(g, 0, House(1))
    assert stables(g, 0) == [("Goats", 3), ("Hens", 1)]


def test_step1_may_house_second_card_never_third():
    g = scenario(4, hands={0: ["Goat", "Goat", "Goat", "Pig"]}, deck=["Hen", "Hen"])
    play(g, 0, House(0))
    assert g.table.step == HOUSE
    assert g.decisions()[0].prompt == "Ana: house the next card of your hand, or stop housing."
    assert EndHousing() in g.legal_actions(0)
    out = play(g, 0, House(0))
    assert out[0] == "Ana houses a Goat in stable 1, which now holds 2 Goats (1. House animal cards)."
    assert g.table.step == TRADE  # two housed: the third Goat stays in the hand
    assert hand(g, 0) == ["Goat", "Pig"]
    illegal(g, 0, House(0), "Housing cards from your hand happens only at the start of your turn.")


def test_step1_second_card_is_optional():
    g = scenario(4, hands={0: ["Goat", "Pig"]}, deck=["Hen", "Hen"])
    play(g, 0, House(0))
    assert play(g, 0, EndHousing())[0] == "Ana houses no second card (1. House animal cards)."
    assert g.table.step == TRADE and hand(g, 0) == ["Pig"]


def test_step1_second_card_housed_in_the_same_manner_may_need_a_sale():
    """"the player may house the next card ... in the same manner as the first":
    if it fits nowhere, the player may sell a stable to make room (Ruling R2)."""
    g = scenario(4, hands={0: ["Goat", "Hen"]}, stables={0: [("Goat", 2), ("Pig", 3)]}, deck=["Hen", "Hen"])
    play(g, 0, House(0))
    assert [a for a in g.legal_actions(0) if isinstance(a, House)] == []
    assert EndHousing() in g.legal_actions(0)
    out = play(g, 0, Sell(1))
    assert out == ["Ana sells 3 Pigs: 2–3 Pigs earn 1 good (Selling animals)."]  # her choice, not forced
    play(g, 0, House(1))
    assert stables(g, 0) == [("Goats", 3), ("Hens", 1)] and g.table.step == TRADE


def test_step1_skipped_with_empty_hand():
    g = scenario(4, hands={0: []}, deck=["Goat", "Pig"])
    assert g.table.step == TRADE
    assert g.log()[:3] == [
        "Turn 1: it is Ana's turn (Playing the game).",
        "Ana has no cards in hand and skips housing (1. House animal cards).",
        "Ana draws 1 Goat, 1 Pig face up (2. Draw, trade & give animal cards).",
    ]


def test_step1_ends_when_the_hand_runs_empty():
    g = scenario(4, hands={0: ["Goat"]}, deck=["Pig", "Pig"])
    play(g, 0, House(0))
    assert g.table.step == TRADE and g.table.face_up == [A("Pig"), A("Pig")]


# ------------------------------------------------------------------ step 3
def _after_trade(n_extra_ben: int = 0):
    """Ana (active) gives Ben a Pig from the face-up cards for a Goat; she keeps the Hen."""
    g = scenario(4, hands={0: [], 1: ["Goat", "Sheep"] + ["Sheep"] * n_extra_ben},
                 stables={0: [("Goat", 2), None], 1: [("Pig", 2), None]}, deck=["Pig", "Hen"])
    play(g, 0, Offer(1, give_face_up=(0,), want=(A("Goat"),)))
    play(g, 1, Accept(hand=(0,)))
    play(g, 0, EndTrading())
    return g


def test_step3_everyone_houses_received_in_any_order():
    g = _after_trade()
    assert g.table.step == HOUSE_RECEIVED
    assert g.to_act() == (0, 1)  # both at once, the order between players is free
    assert [d.kind for d in g.decisions() if d.must] == ["house_received", "house_received"]
    # Ana received a Goat and kept the Hen; she may house them in either order
    assert [g.animals[k].singular for k in g.farms[0].received] == ["Goat", "Hen"]
    assert HouseReceived(1, 1) in g.legal_actions(0)
    out = play(g, 0, HouseReceived(1, 1))  # the Hen first
    assert out == ["Ana houses a Hen in stable 2, which now holds 1 Hen (3. House traded & given animals)."]
    play(g, 1, HouseReceived(0, 0))        # Ben houses his Pig while Ana is still busy
    assert g.table.step == HOUSE_RECEIVED and g.to_act() == (0,)
    play(g, 0, HouseReceived(0, 0))        # then the Goat; now step 4 has run
    assert stables(g, 0) == [("Goats", 3), ("Hens", 1)]
    assert stables(g, 1) == [("Pigs", 3), None]
    assert g.table.active == 1


def test_step3_all_received_cards_must_be_housed():
    g = _after_trade()
    assert g.to_act() == (0, 1)
    illegal(g, 0, EndHousing(), "only during your own housing step")
    illegal(g, 0, EndTrading(), "only in step 2")
    illegal(g, 2, HouseReceived(0, 0), "Chloe has no received cards left to house.")
    illegal(g, 0, HouseReceived(2, 0), "Ana has no received card number 2.")
    illegal(g, 0, HouseReceived(0, 5), "no stable number 5")
    illegal(g, 0, HouseReceived(0, 2), "no stable number 2")  # two stables: numbers 0 and 1
    illegal(g, 0, HouseReceived(1, 0), "A Hen cannot go into a stable of Goats.")
    play(g, 0, HouseReceived(0, 0))
    play(g, 0, HouseReceived(0, 1))
    assert g.table.active == 0 and g.table.step == HOUSE_RECEIVED  # Ben still has his Pig: no step 4 yet
    play(g, 1, HouseReceived(0, 0))
    assert g.table.active == 1


def test_step3_must_create_an_empty_stable_when_nothing_fits():
    g = scenario(4, hands={0: ["Goat"], 1: ["Dog"]}, stables={1: [("Horse", 3), ("Sheep", 1)]},
                 deck=["Goat", "Pig"])
    play(g, 0, House(0))
    play(g, 0, Offer(1, give_face_up=(1,)))  # a gift: the face-up Pig
    play(g, 1, Accept())
    play(g, 0, EndTrading())
    d = [d for d in g.decisions() if d.seat == 1 and d.must][0]
    assert d.prompt == ("Ben: house the animals you received or kept, in any order — none fits, "
                        "so first sell one stable.")
    assert g.legal_actions(1) == [Sell(0)]  # the single Sheep may not be sold while 3 Horses stand
    illegal(g, 1, HouseReceived(0, 1), "Nothing fits, so you must sell one stable first.")
    illegal(g, 1, Sell(1), "cannot sell a stable with only one animal")
    out = play(g, 1, Sell(0))
    assert out == ["Ben sells 3 Horses to make room: 1–3 Horses earn 0 goods (Selling animals)."]
    play(g, 1, HouseReceived(0, 0))
    assert stables(g, 1) == [("Pigs", 1), ("Sheep", 1)]


def test_step3_an_empty_stable_takes_a_new_kind_so_no_sale_is_forced():
    """Step 3: a received animal of a kind no stable holds goes into an empty stable; a stable must
    be sold first only when nothing fits. So a sale with an empty stable, or after the player has
    housed everything while others still house theirs, is the player's choice, not a forced one."""
    g = scenario(4, hands={0: ["Goat"], 1: ["Dog"]}, stables={1: [("Horse", 3), None]}, deck=["Goat", "Pig"])
    play(g, 0, House(0))
    play(g, 0, Offer(1, give_face_up=(1,)))  # a gift: the face-up Pig
    play(g, 1, Accept())
    play(g, 0, EndTrading())
    d = [d for d in g.decisions() if d.seat == 1 and d.must][0]
    assert "sell" not in d.prompt
    assert not g.view(1)["players"][1]["must_sell_first"]
    assert HouseReceived(0, 1) in g.legal_actions(1)
    play(g, 1, HouseReceived(0, 1))            # the Pig into the empty stable: every stable is full now
    assert g.table.step == HOUSE_RECEIVED and g.to_act() == (0,)  # Ana still houses her Goat
    assert not g.view(1)["players"][1]["must_sell_first"]           # Ben has nothing left to house
    out = play(g, 1, Sell(0))
    assert out == ["Ben sells 3 Horses: 1–3 Horses earn 0 goods (Selling animals)."]  # his choice, not forced
    assert g.farms[1].forced_sales == 0
