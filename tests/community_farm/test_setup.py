"""Contents, setup and the variations by number of players (community-farm.txt)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from farmlab.community_farm import ANIMALS, CommunityFarm, load_animals
from farmlab.community_farm.game import HOUSE, EndHousing, EndTrading, House

from .helpers import A, hand, play, scenario

RULE_COUNTS = {"Ducks": 24, "Hens": 22, "Horses": 20, "Dairy Cows": 18, "Goats": 16, "Roosters": 14,
               "Pigs": 12, "Sheep": 10, "Beef Cows": 8, "Llamas": 6, "Dogs": 4}


def all_cards(g: CommunityFarm) -> Counter[int]:
    c: Counter[int] = Counter(g.table.deck)
    for h in (f.hand for f in g.farms):
        c.update(h)
    return c


# ------------------------------------------------------------------ contents
def test_deck_has_154_cards_with_rule_counts():
    assert {a.name: a.count for a in ANIMALS} == RULE_COUNTS
    assert len(ANIMALS) == 11
    assert sum(a.count for a in ANIMALS) == 154
    assert load_animals() == ANIMALS  # the packaged file reads back the same


def test_every_animal_earns_more_goods_for_more_animals():
    """Overview: "the player earns more goods for more animals of the same type"."""
    for a in ANIMALS:
        curve = [a.goods(c) for c in range(a.count + 1)]
        assert curve == sorted(curve), a.name
        assert curve[-1] >= 1, a.name


# --------------------------------------------------------------------- setup
@pytest.mark.parametrize("n", [3, 4, 5])
def test_setup_deals_five_cards_in_order(n):
    g = CommunityFarm(n, seed=11)
    assert [len(f.hand) for f in g.farms] == [5] * n
    # The deck is shuffled, then each player is dealt cards off its top in turn;
    # the hand keeps the order the cards were dealt (first dealt = front).
    shuffled = [k for k in g.in_play for _ in range(g.animals[k].count)]
    random.Random(11).shuffle(shuffled)
    for seat in range(n):
        dealt = [shuffled.pop() for _ in range(5)]
        assert g.farms[seat].hand == dealt
    assert g.table.deck == shuffled  # the rest is the draw deck, face down
    # each player is told their own cards in the order dealt, and only they are
    deals = [e for e in g.events if e.kind == "deal"]
    assert [e.seat for e in deals] == list(range(n))
    for e in deals:
        mine = g.explain(e, e.seat)
        assert mine.endswith(f"kept in the order dealt: {', '.join(hand(g, e.seat))} (Setup).")
        other = g.explain(e, (e.seat + 1) % n)
        assert other == f"{g.names[e.seat]} is dealt 5 cards, kept in the order dealt (Setup)."


def test_setup_remaining_cards_form_the_draw_deck_and_discard_starts_empty():
    g = CommunityFarm(4, seed=3)
    assert g.table.discard == []
    assert sum(all_cards(g).values()) == g.total_cards == 154 - 24
    assert len(g.table.deck) == 154 - 24 - 20


def test_player_left_of_dealer_starts_the_game():
    g = CommunityFarm(["Dealer's left", "B", "C", "Dealer"], seed=1)
    assert g.to_act() == (0,)
    assert g.table.active == 0 and g.table.step == HOUSE
    assert g.log()[-1] == "Turn 1: it is Dealer's left's turn (Playing the game)."


def test_hand_order_never_changes_drawn_cards_go_to_the_back():
    g = scenario(4, hands={0: ["Goat", "Pig", "Hen"]},
                 deck=["Goat", "Goat", "Sheep", "Horse", "Beef Cow"])
    play(g, 0, House(0))                       # the front card: the Goat
    play(g, 0, EndHousing())
    assert hand(g, 0) == ["Pig", "Hen"]        # the rest keep their order
    assert g.table.face_up == [A("Goat"), A("Goat")]
    play(g, 0, EndTrading())                   # keeps both face-up Goats
    for _ in range(2):
        play(g, 0, g.legal_actions(0)[0])      # house them in the Goat stable
    # step 4: three cards, one at a time, each to the back of the hand
    assert hand(g, 0) == ["Pig", "Hen", "Sheep", "Horse", "Beef Cow"]
    draw = [e for e in g.events if e.kind == "draw"][-1]
    assert g.explain(draw, 0) == ("Ana draws 3 cards one at a time to the back of the hand: "
                                  "Sheep, Horse, Beef Cow (4. Draw new animal cards).")
    assert g.explain(draw, 1) == "Ana draws 3 cards one at a time to the back of the hand (4. Draw new animal cards)."


def test_no_move_sorts_or_reorders_a_hand():
    """Players may never change the order of the cards in their hands: no action
    of the game takes a hand card other than the front one into a stable."""
    g = scenario(4, hands={0: ["Pig", "Goat", "Goat"]}, stables={0: [("Goat", 2), None]})
    assert [a for a in g.legal_actions(0) if isinstance(a, House)] == [House(1)]  # the Pig; the Goats wait
    play(g, 0, House(1))
    assert hand(g, 0) == ["Goat", "Goat"]


# ---------------------------------------------------------------- variations
def test_three_players_remove_dogs_three_stables():
    g = CommunityFarm(3, seed=5)
    assert A("Dog") not in all_cards(g)
    assert set(all_cards(g)) == set(range(11)) - {A("Dog")}
    assert g.total_cards == 150
    assert g.n_stables == 3 and all(len(f.kinds) == 3 for f in g.farms)
    assert g.deck_runs == 2
    start = [e for e in g.events if e.kind == "start"][0]
    assert g.explain(start) == ("The game starts with 3 players: Dogs are removed; each has 3 stables and "
                                "the deck may run out 2 times (Variations based on number of players).")


@pytest.mark.parametrize("n", [4, 5])
def test_four_five_players_remove_ducks(n):
    g = CommunityFarm(n, seed=5)
    assert set(all_cards(g)) == set(range(11)) - {A("Duck")}
    assert g.total_cards == 130
    assert g.n_stables == 2 and g.deck_runs == 3 and g.draw_count() == 3
    assert "Ducks are removed" in g.log()[n]


@pytest.mark.parametrize("n", [6, 7])
def test_six_seven_players_remove_dogs_llamas_deal_3_4_5_6(n):
    g = CommunityFarm(n, seed=5)
    assert set(all_cards(g)) == set(range(11)) - {A("Dog"), A("Llama")}
    assert g.total_cards == 144
    assert [len(f.hand) for f in g.farms] == [3, 4, 5] + [6] * (n - 3)
    assert g.n_stables == 2 and g.deck_runs == 3
    assert g.log(None)[0].endswith("(Variations based on number of players).")


def test_each_player_count_outside_3_to_7_is_refused():
    from farmlab.core.errors import OptionError

    for n in (1, 2, 8):
        with pytest.raises(OptionError, match="3 to 7 players"):
            CommunityFarm(n, seed=1)



# ----------------------------------------------------------- playing the game
def test_turn_runs_steps_1_to_4_then_passes_clockwise():
    g = scenario(3, active=2, hands={2: ["Goat"], 0: ["Pig"]}, deck=["Hen", "Hen", "Horse", "Horse", "Horse"])
    play(g, 2, House(0))                                   # 1. house
    assert g.table.step == 2                                    # 2. draw, trade & give
    play(g, 2, EndTrading())
    assert g.table.step == 3                                    # 3. house traded & given
    play(g, 2, g.legal_actions(2)[0])
    play(g, 2, g.legal_actions(2)[0])
    kinds = [e.kind for e in g.events]
    order = [k for k in kinds if k in ("house", "face_up", "end_trading", "draw", "turn")]
    assert order == ["turn", "house", "face_up", "end_trading", "house", "house", "draw", "turn"]
    assert hand(g, 2) == ["Horse"] * 3                     # 4. draw new cards
    assert g.table.active == 0 and g.table.turn == 2                   # the last seat is followed by the first
    assert g.log()[-1] == "Turn 2: it is Ana's turn (Playing the game)."
