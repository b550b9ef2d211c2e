""""2. Draw, trade & give animal cards" and "Rules for trading/giving"."""

from __future__ import annotations

from farmlab.community_farm.game import (HOUSE_RECEIVED, TRADE, Accept, Decline, EndHousing, EndTrading, House,
                                         KeepFaceUp, Offer, Sell, Withdraw)

from .helpers import A, hand, illegal, names, play, scenario


def trading(**kw):
    """Ana's step 2 with Dairy Cow and Llama face up; every hand as given."""
    hands = {0: [], 1: ["Dog", "Pig", "Goat"], 2: ["Dog", "Sheep"], 3: ["Hen"]}
    hands.update(kw.pop("hands", {}))
    return scenario(4, hands=hands, deck=kw.pop("deck", ["Dairy Cow", "Llama"]), **kw)


def test_step2_draws_two_face_up():
    g = scenario(4, hands={0: ["Goat"]}, deck=["Dairy Cow", "Llama", "Pig"])
    deck_before = len(g.table.deck)
    out = play(g, 0, House(0))
    assert out[-1] == "Ana draws 1 Dairy Cow, 1 Llama face up (2. Draw, trade & give animal cards)."
    assert g.table.step == TRADE and names(g, g.table.face_up) == ["Dairy Cow", "Llama"]
    assert len(g.table.deck) == deck_before - 2
    assert g.view(2)["face_up"] == g.table.face_up  # announced: everyone sees them
    assert hand(g, 0) == []                   # they are not in the hand


def test_step2_active_player_keeps_trades_or_gives_face_up_cards():
    g = trading()
    assert g.to_act() == (0,)
    assert set(g.legal_actions(0)) == {KeepFaceUp(0), KeepFaceUp(1), EndTrading()}
    assert play(g, 0, KeepFaceUp(0)) == [
        "Ana sets the face-up Dairy Cow aside to house later (2. Draw, trade & give animal cards)."]
    assert play(g, 0, Offer(3, give_face_up=(0,))) == [
        "Ana offers: a gift of 1 Llama to Dev (Rules for trading/giving)."]
    play(g, 3, Accept())
    assert g.table.face_up == [] and names(g, g.farms[0].received) == ["Dairy Cow"] and names(g, g.farms[3].received) == ["Llama"]


def test_step2_face_up_cards_left_when_trading_ends_are_kept():
    """Ruling R5: the current player keeps (and must house) any face-up card still on the table."""
    g = trading()
    assert play(g, 0, EndTrading()) == [
        "Ana ends trading and keeps 1 Dairy Cow, 1 Llama (2. Draw, trade & give animal cards)."]
    assert g.table.step == HOUSE_RECEIVED and names(g, g.farms[0].received) == ["Dairy Cow", "Llama"]


def test_trade_must_involve_active_player():
    g = trading()
    illegal(g, 1, Offer(2, give_hand=(1,), want=(A("Sheep"),)), "Every trade must involve Ana, whose turn it is.")
    illegal(g, 1, Offer(1, give_hand=(1,)), "An offer must go to another player.")
    illegal(g, 1, Offer(9, give_hand=(1,)), "An offer must go to another player.")
    # a second offer waits until the open one has been answered
    play(g, 1, Offer(0, give_hand=(0,), want=(A("Llama"),)))
    illegal(g, 2, Offer(0, give_hand=(0,)), "Wait until the open offer has been answered.")
    illegal(g, 0, EndTrading(), "First the open offer must be accepted, declined or withdrawn.")
    illegal(g, 0, KeepFaceUp(1), "First the open offer")
    illegal(g, 2, Accept(), "Nobody has made Chloe an offer to answer.")


def test_others_trade_only_from_hand():
    g = trading()
    illegal(g, 1, Offer(0, give_face_up=(1,), want=(A("Pig"),)),
            "Only the player whose turn it is can trade the face-up cards.")
    play(g, 0, Offer(1, give_face_up=(1,), want=(A("Pig"),)))
    illegal(g, 1, Accept(face_up=(0,)), "Only the player whose turn it is can trade the face-up cards.")
    play(g, 1, Accept(hand=(1,)))
    assert names(g, g.farms[1].received) == ["Llama"] and names(g, g.farms[0].received) == ["Pig"]
    assert hand(g, 1) == ["Dog", "Goat"]


def test_active_player_trades_face_up_and_hand_cards_and_goes_on_with_hand_cards():
    g = trading(hands={0: ["Horse", "Beef Cow", "Sheep"]})
    play(g, 0, House(0))
    play(g, 0, EndHousing())
    play(g, 0, KeepFaceUp(0))
    play(g, 0, KeepFaceUp(0))
    assert g.table.face_up == []
    # after the face-up cards are set aside, she may still trade from her hand
    play(g, 0, Offer(2, give_hand=(1,), want=(A("Dog"),)))
    play(g, 2, Accept(hand=(0,)))
    assert hand(g, 0) == ["Beef Cow"] and names(g, g.farms[0].received) == ["Dairy Cow", "Llama", "Dog"]


def test_cards_leave_hand_only_when_accepted():
    g = trading()
    offer = Offer(0, give_hand=(2,), want=(A("Llama"),))
    play(g, 1, offer)
    assert hand(g, 1) == ["Dog", "Pig", "Goat"]   # still in the hand while the offer is open
    assert g.to_act() == (0,) and g.decisions()[0].prompt == "Ana: accept, decline or answer Ben's offer."
    assert play(g, 0, Decline()) == ["Ana declines Ben's offer (Rules for trading/giving)."]
    assert hand(g, 1) == ["Dog", "Pig", "Goat"]
    play(g, 1, offer)
    assert play(g, 1, Withdraw()) == ["Ben takes back the offer to Ana (Rules for trading/giving)."]
    assert hand(g, 1) == ["Dog", "Pig", "Goat"]
    play(g, 1, offer)
    out = play(g, 0, Accept(face_up=(1,)))
    assert out == ["Ana accepts: Ana gets 1 Goat and Ben gets 1 Llama; received cards are set aside to house "
                   "in step 3 (Rules for trading/giving)."]
    assert hand(g, 1) == ["Dog", "Pig"]           # gone only now, and from the back of the hand


def test_trade_from_anywhere_in_hand_keeps_the_rest_in_order():
    g = trading(hands={1: ["Dog", "Pig", "Goat", "Sheep", "Hen"]})
    play(g, 1, Offer(0, give_hand=(1, 3), want=(A("Llama"),)))
    assert play(g, 0, Accept(face_up=(1,)))[0].startswith("Ana accepts: Ana gets 1 Pig, 1 Sheep and Ben gets 1 Llama")
    assert hand(g, 1) == ["Dog", "Goat", "Hen"]


def test_received_cards_cannot_be_traded_again():
    g = trading()
    play(g, 0, Offer(1, give_face_up=(1,), want=(A("Dog"),)))
    play(g, 1, Accept(hand=(0,)))               # Ana now has a Dog aside, Ben a Llama
    assert "Dog" not in hand(g, 0) and names(g, g.farms[0].received) == ["Dog"]
    # Chloe asks Ana for a Dog: Ana's only Dog is a received card, so she cannot pay with it
    play(g, 2, Offer(0, give_hand=(1,), want=(A("Dog"),)))
    assert g.legal_actions(0) == [Decline()]
    illegal(g, 0, Accept(hand=(0,)), "You do not have that card in your hand.")
    illegal(g, 0, Accept(face_up=(0,)), "The offer asks for exactly: Dog.")
    play(g, 0, Decline())
    # Ben cannot pass the Llama on: it is not in his hand, and only the active player offers face-up cards
    illegal(g, 1, Offer(0, give_hand=(3,)), "That offer names a card Ben does not have in hand.")
    illegal(g, 1, Offer(0, give_face_up=(0,)), "Only the player whose turn it is can trade the face-up cards.")
    # a kept face-up card is set aside too and cannot be offered any more (Ruling R5)
    play(g, 0, KeepFaceUp(0))
    illegal(g, 0, Offer(1, give_face_up=(0,)), "That offer names a face-up card that is not there.")
    assert g.table.face_up == [] and names(g, g.farms[0].received) == ["Dog", "Dairy Cow"]


def test_step2_gifts_and_asking_for_gifts():
    g = trading()
    assert play(g, 2, Offer(0, want=(A("Llama"),))) == [
        "Chloe offers: asks Ana for 1 Llama as a gift (Rules for trading/giving)."]
    play(g, 0, Accept(face_up=(1,)))
    assert names(g, g.farms[2].received) == ["Llama"] and g.farms[0].received == []
    assert play(g, 3, Offer(0, give_hand=(0,))) == ["Dev offers: a gift of 1 Hen to Ana (Rules for trading/giving)."]
    play(g, 0, Accept())
    assert names(g, g.farms[0].received) == ["Hen"] and hand(g, 3) == []


def test_offer_must_name_cards_that_exist_and_animals_in_the_game():
    g = trading()
    illegal(g, 0, Offer(1), "An offer must give or ask for at least one card.")
    illegal(g, 0, Offer(1, give_face_up=(2,)), "That offer names a face-up card that is not there.")
    illegal(g, 0, Offer(1, give_face_up=(0, 0)), "That offer names a face-up card that is not there.")
    illegal(g, 0, Offer(1, give_hand=(0,)), "That offer names a card Ana does not have in hand.")
    illegal(g, 0, Offer(1, give_face_up=(0,), want=(A("Duck"),)), "asks for an animal that is not in this game")
    illegal(g, 0, Offer(3, give_face_up=(0,), want=(A("Hen"), A("Hen"))), "Dev does not have that many cards to trade.")


def test_accept_must_pay_exactly_what_was_asked():
    g = trading()
    play(g, 0, Offer(1, give_face_up=(1,), want=(A("Dog"), A("Goat"))))
    illegal(g, 1, Accept(hand=(0,)), "The offer asks for exactly: Dog, Goat. Choose those cards to accept.")
    illegal(g, 1, Accept(hand=(0, 1)), "The offer asks for exactly: Dog, Goat.")
    illegal(g, 1, Accept(hand=(0, 0)), "You do not have that card in your hand.")
    illegal(g, 1, Accept(hand=(0, 7)), "You do not have that card in your hand.")
    assert Accept((), (0, 2)) in g.legal_actions(1)
    play(g, 1, Accept(hand=(2, 0)))
    assert sorted(names(g, g.farms[0].received)) == ["Dog", "Goat"] and hand(g, 1) == ["Pig"]


def test_counter_offer_goes_back_to_the_proposer():
    """Ruling R3: an offer's receiver may answer with a counter-offer to the proposer."""
    g = trading()
    play(g, 0, Offer(1, give_face_up=(1,), want=(A("Dog"),)))
    illegal(g, 1, Offer(2, give_hand=(1,)), "Every trade must involve Ana")
    out = play(g, 1, Offer(0, give_hand=(1,), want=(A("Llama"),)))
    assert out == ["Ben declines Ana's offer (Rules for trading/giving).",
                   "Ben counters: 1 Pig to Ana for 1 Llama (Rules for trading/giving)."]
    assert g.to_act() == (0,)
    # the active player answering an offer counters to that player, not to a third one
    illegal(g, 0, Offer(2, give_face_up=(1,)), "A counter-offer goes back to Ben, who made the offer.")
    play(g, 0, Accept(face_up=(1,)))
    assert names(g, g.farms[0].received) == ["Pig"]


def test_only_the_proposer_may_withdraw_and_only_the_receiver_answers():
    g = trading()
    play(g, 0, Offer(1, give_face_up=(0,)))
    assert g.legal_actions(0) == [Withdraw()]
    illegal(g, 2, Withdraw(), "Chloe has no open offer to take back.")
    illegal(g, 2, Decline(), "Nobody has made Chloe an offer to answer.")
    illegal(g, 0, Accept(), "Nobody has made Ana an offer to answer.")
    assert play(g, 0, Withdraw()) == ["Ana takes back the offer to Ben (Rules for trading/giving)."]
    assert g.table.offer is None and g.to_act() == (0,)


def test_trading_happens_only_in_step2():
    g = scenario(4, hands={0: ["Goat"], 1: ["Dog"]})
    illegal(g, 1, Offer(0, give_hand=(0,)), "Trading and giving happen only in step 2 of a turn.")
    illegal(g, 0, EndTrading(), "only in step 2")
    illegal(g, 0, KeepFaceUp(0), "only in step 2")
    illegal(g, 1, Decline(), "only in step 2")


def test_others_may_make_offers_while_no_offer_is_open():
    g = trading()
    may = [d for d in g.decisions() if not d.must and d.kind == "offer"]
    assert [d.seat for d in may] == [1, 2, 3]
    assert may[0].prompt == "Ben may offer Ana a trade or a gift."


def test_selling_during_trading_does_not_disturb_the_offer():
    g = trading(stables={2: [("Goat", 3), None]})
    play(g, 0, Offer(1, give_face_up=(0,), want=(A("Pig"),)))
    play(g, 2, Sell(0))
    assert g.table.offer is not None and g.to_act() == (1,)
    play(g, 1, Accept(hand=(1,)))
    assert names(g, g.farms[1].received) == ["Dairy Cow"]
