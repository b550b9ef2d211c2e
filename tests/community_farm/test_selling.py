""""Selling animals", "The goods", "The animal cards" and the worked Examples 1, 5 and 6."""

from __future__ import annotations

import pytest

from farmlab.community_farm import ANIMALS
from farmlab.community_farm.game import HOUSE_RECEIVED, Accept, EndTrading, House, Offer, Sell

from .helpers import A, illegal, names, play, scenario, stables

GOATS = [(1, 0, "1–2 Goats"), (2, 0, "1–2 Goats"), (3, 1, "3–4 Goats"), (4, 1, "3–4 Goats"),
         (5, 2, "5–6 Goats"), (6, 2, "5–6 Goats"), (7, 3, "7 Goats"), (8, 4, "8 or more Goats"),
         (9, 4, "8 or more Goats"), (16, 4, "8 or more Goats")]


@pytest.mark.parametrize("count, goods, band", GOATS)
def test_example1_goats_curve(count, goods, band):
    """Example 1: 1-2 Goats earn nothing, 3-4 one good, 5-6 two, 7 three, 8 or more four."""
    assert A("Goat") == ANIMALS[A("Goat")].index and ANIMALS[A("Goat")].goods(count) == goods
    g = scenario(4, hands={0: ["Pig"]}, stables={1: [("Goat", count), None]})
    out = play(g, 1, Sell(0))
    noun = "good" if goods == 1 else "goods"
    label = "1 Goat" if count == 1 else f"{count} Goats"
    assert out == [f"Ben sells {label}: {band} earn {goods} {noun} (Selling animals)."]
    assert g.farms[1].goods == goods
    assert g.table.discard == [A("Goat")] * (count - goods)


def test_example5_three_dairy_cows_earn_one_good():
    """Example 5: Mortimer flips one of three Dairy Cows to goods, discards the other two."""
    g = scenario(["Anna", "Mortimer", "Janet", "Steve"], hands={0: ["Pig"]},
                 stables={1: [("Dairy Cow", 3), ("Pig", 2)]})
    out = play(g, 1, Sell(0))
    assert out == ["Mortimer sells 3 Dairy Cows: 3–5 Dairy Cows earn 1 good (Selling animals)."]
    assert g.farms[1].goods == 1
    assert g.table.discard == [A("Dairy Cow")] * 2
    assert stables(g, 1) == [None, ("Pigs", 2)]


def test_example6_two_dairy_cows_earn_nothing():
    """Example 6: selling only two Dairy Cows earns no goods; both go to the discard pile."""
    g = scenario(["Anna", "Mortimer", "Janet", "Steve"], hands={0: ["Pig"]},
                 stables={2: [("Dairy Cow", 2), None]})
    assert play(g, 2, Sell(0)) == ["Janet sells 2 Dairy Cows: 1–2 Dairy Cows earn 0 goods (Selling animals)."]
    assert g.farms[2].goods == 0 and g.table.discard == [A("Dairy Cow")] * 2


def test_goods_are_flipped_cards_rest_discarded():
    g = scenario(4, hands={0: ["Pig"]}, stables={0: [("Llama", 2), ("Goat", 5)]}, goods={0: 1})
    total = g.total_cards
    play(g, 0, Sell(1))
    assert g.farms[0].goods == 3 and g.table.discard == [A("Goat")] * 3   # 2 Goat cards became goods
    play(g, 0, Sell(0))
    assert g.farms[0].goods == 5 and g.table.discard == [A("Goat")] * 3   # 2 Llamas earn 2: both flipped, none discarded
    g.check_invariants()
    assert g.total_cards == total
    assert g.view(3)["discard"] == g.table.discard                  # the discard pile lies face up


def test_sell_whole_stable():
    g = scenario(4, hands={0: ["Pig"]}, stables={0: [("Horse", 7), ("Pig", 3)]})
    play(g, 0, Sell(0))
    assert stables(g, 0) == [None, ("Pigs", 3)]             # every animal of the stable went
    assert g.farms[0].goods == 2 and g.table.discard.count(A("Horse")) == 5
    stats = g.stats()  # what a simulation's table reads
    assert stats["sales"][0] == 1 and stats["goods_from_sales"][0] == 2 and stats["forced_sales"][0] == 0
    illegal(g, 0, Sell(0), "Stable 1 of Ana is empty: there is nothing to sell.")
    illegal(g, 0, Sell(2), "Ana has no stable number 2.")


def test_sell_any_time_even_out_of_turn():
    g = scenario(4, hands={0: ["Goat"], 1: ["Pig"]}, stables={2: [("Goat", 3), ("Pig", 2)], 3: [("Hen", 4), None]},
                 deck=["Goat", "Pig"])
    # in Ana's step 1: Chloe and Dev may sell; it is a may-decision that blocks nobody
    sells = [d for d in g.decisions() if d.kind == "sell"]
    assert [(d.seat, d.must) for d in sells] == [(2, False), (3, False)]
    assert sells[0].prompt == "Chloe may sell a stable at any time."
    assert g.legal_actions(2) == [Sell(0), Sell(1)]
    play(g, 2, Sell(0))
    assert g.to_act() == (0,) and g.farms[2].goods == 1
    play(g, 0, House(0))
    # during trading, even while an offer is open
    play(g, 1, Offer(0, give_hand=(0,)))
    play(g, 2, Sell(1))
    assert g.farms[2].goods == 2 and g.to_act() == (0,)
    play(g, 0, Accept())
    play(g, 0, EndTrading())
    # in step 3 (Ana houses), Dev sells
    assert g.table.step == HOUSE_RECEIVED
    assert play(g, 3, Sell(0)) == ["Dev sells 4 Hens: 4–6 Hens earn 1 good (Selling animals)."]


def test_single_card_stable_rule():
    """A stable with one card may be sold only when no stable has two or more (Ruling R4)."""
    g = scenario(4, hands={0: ["Pig"]}, stables={1: [("Goat", 1), ("Pig", 3)]})
    assert g.legal_actions(1) == [Sell(1)]
    illegal(g, 1, Sell(0), "Ben cannot sell a stable with only one animal while another stable has two or more.")
    # two animals are already "two or more": the single Goat stays, the two Pigs may be sold
    g = scenario(4, hands={0: ["Pig"]}, stables={1: [("Goat", 1), ("Pig", 2)]})
    assert g.legal_actions(1) == [Sell(1)]
    assert [st["can_sell"] for st in g.view(1)["players"][1]["stables"]] == [False, True]
    assert [d.prompt for d in g.decisions() if d.seat == 1] == ["Ben may sell a stable at any time."]
    illegal(g, 1, Sell(0), "Ben cannot sell a stable with only one animal while another stable has two or more.")
    # both stables with just one card: either single card may be sold
    g = scenario(4, hands={0: ["Pig"]}, stables={1: [("Goat", 1), ("Pig", 1)]})
    assert g.legal_actions(1) == [Sell(0), Sell(1)]
    assert play(g, 1, Sell(1)) == ["Ben sells 1 Pig: 1 Pig earns 0 goods (Selling animals)."]
    # one stable with one card, the other empty: the single card may be sold (R4)
    assert g.legal_actions(1) == [Sell(0)]
    play(g, 1, Sell(0))
    assert g.table.discard == [A("Pig"), A("Goat")]


def test_single_card_stable_rule_with_three_stables():
    """Three players: "both" stables read as all stables (Ruling R4)."""
    g = scenario(3, hands={0: ["Pig"]}, stables={1: [("Goat", 1), ("Pig", 1), ("Hen", 2)]})
    assert g.legal_actions(1) == [Sell(2)]
    g = scenario(3, hands={0: ["Pig"]}, stables={1: [("Goat", 1), ("Pig", 1), ("Hen", 1)]})
    assert g.legal_actions(1) == [Sell(0), Sell(1), Sell(2)]


def test_selling_more_than_the_top_of_the_sign_earns_the_top():
    """Ruling R6: the last number on a sign is "that many or more" (as for 8 or more Goats)."""
    g = scenario(4, hands={0: ["Pig"]}, stables={1: [("Beef Cow", 8), None], 2: [("Dog", 4), None]})
    assert play(g, 1, Sell(0)) == ["Ben sells 8 Beef Cows: 5 or more Beef Cows earn 4 goods (Selling animals)."]
    assert play(g, 2, Sell(0)) == ["Chloe sells 4 Dogs: 4 or more Dogs earn 4 goods (Selling animals)."]


def test_llamas_and_dogs_have_no_one_good_level():
    """The data file leaves the 1-good level of Llamas and Dogs empty: 2 of them earn 2."""
    for animal in ("Llama", "Dog"):
        a = ANIMALS[A(animal)]
        assert a.levels[0] is None and a.goods(1) == 0 and a.goods(2) == 2 and a.goods(3) == 3


def test_every_curve_matches_the_data_file_and_dairy_cows_the_text():
    dc = ANIMALS[A("Dairy Cow")]
    assert [dc.goods(c) for c in (1, 2, 3)] == [0, 0, 1]            # Examples 5 and 6
    assert dc.provenance == "rules" and ANIMALS[A("Goat")].provenance == "rules"
    assert all(a.provenance == "designed" for a in ANIMALS if a.name not in ("Goats", "Dairy Cows"))


def test_sell_explains_the_value_on_the_button():
    g = scenario(4, hands={0: ["Pig"]}, stables={0: [("Goat", 5), None]})
    assert g.describe_action(Sell(0), 0) == "Sell 5 Goats for 2"
    assert names(g, g.farms[0].hand) == ["Pig"]


def test_the_sales_offered_are_exactly_the_stables_the_selling_rule_allows():
    """The legal moves write the selling rule out for speed: in every position of whole random
    games, of 3 to 5 players with 2 and 3 stables, each player is offered exactly the stables
    ``rules.selling.sellable`` allows (one stable of a single card only when none holds two),
    and the board marks exactly those stables as ones that can be sold."""
    from farmlab.community_farm.game import CommunityFarm
    from farmlab.community_farm.rules import selling
    from farmlab.core.registry import make_bot

    checked = set()
    for players, seed, options in [(3, 1, {}), (5, 2, {}), (4, 3, {}), (4, 4, {"stables": 3})]:
        g = CommunityFarm(players, seed, **options)
        bot = make_bot("community_farm", "random", seed=seed)
        while not g.over:
            for seat in range(players):
                offered = [a.stable for a in g.legal_actions(seat) if isinstance(a, Sell)]
                allowed = selling.sellable(g.farms[seat])
                assert offered == allowed
                # and the board's "can sell" marks (selling.can_sell) say the same of every stable
                marks = [st["can_sell"] for st in g.view(seat)["players"][seat]["stables"]]
                assert marks == [s in allowed for s in range(g.n_stables)]
                assert not selling.can_sell(g.farms[seat], g.n_stables) and not selling.can_sell(g.farms[seat], -1)
                checked.add(tuple(sorted(g.farms[seat].counts)) if offered else None)
            seat = g.to_act()[0]
            g.apply(seat, bot.choose(g, seat))
    assert len(checked) > 5  # many different stables were offered
