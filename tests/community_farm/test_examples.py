"""The worked Examples 2, 3 and 4 of community-farm.txt, played move by move.

(Examples 1, 5 and 6, about selling, are in test_selling.py.)
"""

from __future__ import annotations

from farmlab.community_farm.game import (HOUSE_RECEIVED, Accept, EndHousing, EndTrading, House, HouseReceived,
                                         KeepFaceUp, Offer)

from .helpers import A, hand, names, play, scenario, stables


def test_example2_dairy_cow_set_aside_and_llama_offered_for_a_dog():
    g = scenario(["Ana", "Ben", "Chloe", "Dev"], hands={0: [], 1: ["Pig", "Dog"], 2: ["Hen"], 3: ["Horse"]},
                 stables={0: [("Dairy Cow", 2), None], 1: [("Llama", 1), None]}, deck=["Dairy Cow", "Llama"])
    assert g.log()[-1] == "Ana draws 1 Dairy Cow, 1 Llama face up (2. Draw, trade & give animal cards)."
    # she sets the Dairy Cow aside because she can house it
    assert play(g, 0, KeepFaceUp(0)) == [
        "Ana sets the face-up Dairy Cow aside to house later (2. Draw, trade & give animal cards)."]
    # "Does anyone want this Llama? I would gladly trade it for a Dog."
    assert play(g, 0, Offer(1, give_face_up=(0,), want=(A("Dog"),))) == [
        "Ana offers: 1 Llama to Ben for 1 Dog (Rules for trading/giving)."]
    assert play(g, 1, Accept(hand=(1,))) == [
        "Ben accepts: Ben gets 1 Llama and Ana gets 1 Dog; received cards are set aside to house in step 3 "
        "(Rules for trading/giving)."]
    assert names(g, g.farms[0].received) == ["Dairy Cow", "Dog"] and names(g, g.farms[1].received) == ["Llama"]
    assert hand(g, 1) == ["Pig"]
    play(g, 0, EndTrading())
    play(g, 0, HouseReceived(0, 0))
    play(g, 0, HouseReceived(0, 1))
    play(g, 1, HouseReceived(0, 0))
    assert stables(g, 0) == [("Dairy Cows", 3), ("Dogs", 1)]
    assert stables(g, 1) == [("Llamas", 2), None]


def test_example3_face_up_pig_and_beef_cow_from_hand_for_a_dog():
    g = scenario(["Miles", "Anna", "Janet", "Steve"],
                 hands={0: ["Goat", "Horse", "Beef Cow", "Hen"], 1: ["Sheep", "Dog"]},
                 deck=["Hen", "Pig"])
    play(g, 0, House(0))
    play(g, 0, EndHousing())
    assert names(g, g.table.face_up) == ["Hen", "Pig"] and hand(g, 0) == ["Horse", "Beef Cow", "Hen"]
    # "I'll trade you the face up pig and a Beef cow from my hand for a dog."
    offer = Offer(1, give_face_up=(1,), give_hand=(1,), want=(A("Dog"),))
    assert play(g, 0, offer) == ["Miles offers: 1 Pig, 1 Beef Cow to Anna for 1 Dog (Rules for trading/giving)."]
    assert hand(g, 0) == ["Horse", "Beef Cow", "Hen"]  # nothing leaves the hand before Anna accepts
    play(g, 1, Accept(hand=(1,)))
    assert hand(g, 0) == ["Horse", "Hen"] and hand(g, 1) == ["Sheep"]
    assert names(g, g.farms[1].received) == ["Pig", "Beef Cow"] and names(g, g.farms[0].received) == ["Dog"]
    assert names(g, g.table.face_up) == ["Hen"]


def test_example4_steve_trades_then_houses_pig_and_chicken():
    # Ducks are in play with 3 (or 6-7) players; with 3 players each has three stables.
    g = scenario(["Steve", "Anna", "Mortimer"], hands={0: ["Goat", "Dairy Cow"], 1: ["Pig", "Horse"]},
                 deck=["Duck", "Chicken"])
    play(g, 0, House(2))
    play(g, 0, EndHousing())
    assert names(g, g.table.face_up) == ["Duck", "Hen"]
    # he trades the Duck and a Dairy Cow from his hand for a Pig from Anna
    assert play(g, 0, Offer(1, give_face_up=(0,), give_hand=(0,), want=(A("Pig"),))) == [
        "Steve offers: 1 Duck, 1 Dairy Cow to Anna for 1 Pig (Rules for trading/giving)."]
    play(g, 1, Accept(hand=(0,)))
    # Steve keeps the Chicken; now that trading is over he must house the two animals
    assert play(g, 0, EndTrading()) == ["Steve ends trading and keeps 1 Hen (2. Draw, trade & give animal cards)."]
    assert g.table.step == HOUSE_RECEIVED and names(g, g.farms[0].received) == ["Pig", "Hen"]
    assert play(g, 0, HouseReceived(0, 0)) == [
        "Steve houses a Pig in stable 1, which now holds 1 Pig (3. House traded & given animals)."]
    assert play(g, 0, HouseReceived(0, 1)) == [
        "Steve houses a Hen in stable 2, which now holds 1 Hen (3. House traded & given animals)."]
    assert stables(g, 0) == [("Pigs", 1), ("Hens", 1), ("Goats", 1)]
    # Anna houses what she got too; then Steve draws and the turn passes
    play(g, 1, HouseReceived(0, 0))
    play(g, 1, HouseReceived(0, 1))
    assert stables(g, 1) == [("Ducks", 1), ("Dairy Cows", 1), None]
    assert g.table.active == 1 and len(g.farms[0].hand) == 3
