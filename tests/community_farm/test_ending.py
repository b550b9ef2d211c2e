""""4. Draw new animal cards" (reshuffling) and "Ending and Scoring"."""

from __future__ import annotations

import pytest

from farmlab.community_farm.game import HOUSE, HOUSE_RECEIVED, OVER, TRADE, Accept, EndTrading, House, \
    HouseReceived, Offer, Sell
from farmlab.core.errors import GameOverError

from .helpers import A, hand, illegal, names, play, scenario, sentences


def _through_step3(g, seat=0):
    """End trading keeping the face-up cards and house them (they must fit)."""
    play(g, seat, EndTrading())
    while g.farms[seat].received:
        play(g, seat, g.legal_actions(seat)[0])


# ------------------------------------------------------------------ step 4
@pytest.mark.parametrize("n, drawn", [(4, 3), (5, 3), (3, 3), (6, 4), (7, 4)])
def test_step4_draws_three_one_at_a_time_four_at_six_or_seven(n, drawn):
    g = scenario(n, hands={0: ["Goat"], 1: ["Hen"]}, deck=["Goat", "Goat", "Pig", "Pig", "Pig", "Pig", "Hen"])
    play(g, 0, House(0))
    play(g, 0, EndTrading())
    while g.farms[0].received:
        play(g, 0, g.legal_actions(0)[0])
    assert hand(g, 0) == ["Pig"] * drawn
    assert g.table.active == 1 and g.table.turn == 2 and g.table.step == HOUSE



# ------------------------------------------------------------- reshuffling
def test_reshuffle_when_deck_exhausted():
    g = scenario(4, hands={1: ["Pig"]}, deck=["Goat", "Goat", "Hen"], rest="discard")
    in_discard = len(g.table.discard)
    _through_step3(g)
    # step 4: the Hen is the last card; the discard pile becomes the new deck at once
    assert hand(g, 0)[0] == "Hen" and len(g.farms[0].hand) == 3
    assert g.table.runs_out == 1 and not g.over and g.table.discard == []
    assert len(g.table.deck) == in_discard - 2
    assert sentences(g, "ran_out") == ["The draw deck has run out (time 1 of 3) (4. Draw new animal cards)."]
    assert sentences(g, "reshuffle") == [
        f"Ana shuffles the discard pile into a new draw deck of {in_discard} cards (4. Draw new animal cards)."]
    assert g.table.active == 1 and g.table.step == HOUSE


def test_step4_taking_exactly_the_last_cards_runs_the_deck_out_at_once():
    """The deck holding exactly the cards step 4 draws: the last one drawn empties it, so the run is
    counted and the discard pile becomes the new deck at that moment (not at the next draw)."""
    g = scenario(4, hands={1: ["Pig"]}, deck=["Goat", "Goat", "Pig", "Pig", "Hen"], rest="discard")
    in_discard = len(g.table.discard)
    _through_step3(g)
    assert hand(g, 0) == ["Pig", "Pig", "Hen"]
    assert g.table.runs_out == 1 and g.table.discard == [] and len(g.table.deck) == in_discard
    assert sentences(g, "ran_out") == ["The draw deck has run out (time 1 of 3) (4. Draw new animal cards)."]


def test_reshuffle_in_step2_draws_the_second_card_from_the_new_deck():
    g = scenario(4, hands={0: ["Pig"]}, deck=["Goat"], rest="discard")
    play(g, 0, House(0))
    assert len(g.table.face_up) == 2 and g.table.face_up[0] == A("Goat") and g.table.runs_out == 1
    assert sentences(g, "face_up")[0].endswith("face up (2. Draw, trade & give animal cards).")


def test_reshuffled_deck_is_shuffled_with_the_games_own_random_numbers():
    games = [scenario(4, seed=seed, hands={1: ["Pig"]}, deck=["Goat", "Goat", "Hen"], rest="discard")
             for seed in (1, 1, 2)]
    for g in games:
        g.table.discard.sort()  # the same discard pile in every game
        _through_step3(g)
    new = [g.farms[0].hand[1:] + list(reversed(g.table.deck)) for g in games]  # the new deck, in drawing order
    assert sorted(new[0]) == sorted(new[2])
    assert new[0] == new[1]                        # the same seed shuffles the same way
    assert new[0] != new[2] and new[0] != sorted(new[0])


def test_empty_discard_at_exhaustion_leaves_the_deck_empty():
    """Ruling R7: the next draw from the empty deck counts another run."""
    g = scenario(4, hands={1: ["Pig"]}, deck=["Goat", "Goat", "Hen"], rest=3)
    assert g.table.discard == []
    _through_step3(g)
    assert hand(g, 0) == ["Hen"]   # the second draw found the deck empty again
    assert g.table.runs_out == 2 and not g.over
    # Ben's step 2 finds the deck empty a third time: the game ends after step 3
    play(g, 1, House(0))
    assert g.table.face_up == [] and g.table.ending
    play(g, 1, EndTrading())
    assert g.over and g.table.end_reason == "ran_out_step2"


# ------------------------------------------------------------------ ending
def test_game_ends_on_third_exhaustion():
    g = scenario(4, hands={1: ["Pig"]}, stables={0: [None, ("Pig", 3)]},
                 deck=["Goat", "Goat", "Hen", "Sheep"], rest="discard", runs_out=2)
    _through_step3(g)
    # step 4: Hen, then the Sheep is the last card: the game ends at that moment
    assert g.over and g.table.step == OVER and g.table.end_reason == "ran_out_step4"
    assert hand(g, 0) == ["Hen", "Sheep"]
    assert g.table.active == 0 and g.table.turn == 1 and sentences(g, "turn") == ["Turn 1: it is Ana's turn (Playing the game)."]
    assert sentences(g, "ran_out") == [
        "The draw deck has run out for time 3 of 3: the game is ending (Ending and Scoring)."]
    assert sentences(g, "game_end") == [
        "The deck ran out for the last time in step 4, so the game ended at once; hands are set aside and "
        "every stable is sold (Ending and Scoring)."]


def test_deck_running_out_a_second_time_does_not_end_a_four_player_game():
    g = scenario(4, hands={1: ["Pig"]}, deck=["Goat", "Goat", "Hen"], rest="discard", runs_out=1)
    _through_step3(g)
    assert g.table.runs_out == 2 and not g.over and g.table.active == 1


def test_game_ends_on_second_exhaustion_with_three_players():
    g = scenario(3, hands={1: ["Pig"]}, deck=["Goat", "Goat", "Hen"], rest="discard", runs_out=1)
    _through_step3(g)
    assert g.over and g.table.runs_out == 2 and g.table.end_reason == "ran_out_step4"
    assert sentences(g, "ran_out") == [
        "The draw deck has run out for time 2 of 2: the game is ending (Ending and Scoring)."]


def test_exhaustion_in_step2_game_continues_to_end_of_step3():
    g = scenario(4, hands={0: ["Hen"], 1: ["Dog"]}, stables={0: [("Goat", 2), None], 1: [("Pig", 1), None]},
                 deck=["Goat", "Pig"], rest="discard", runs_out=2)
    play(g, 0, House(1))
    # the Pig was the last card: the game goes on to the end of step 3
    assert g.table.step == TRADE and not g.over and g.table.ending
    assert sentences(g, "ran_out") == [
        "The draw deck has run out for time 3 of 3: the game is ending (Ending and Scoring)."]
    play(g, 0, Offer(1, give_face_up=(1,)))    # trading still happens
    play(g, 1, Accept())
    play(g, 0, EndTrading())
    assert g.table.step == HOUSE_RECEIVED and g.to_act() == (0, 1)
    play(g, 0, HouseReceived(0, 0))
    assert not g.over                            # Ben still houses his Pig
    play(g, 1, HouseReceived(0, 0))
    assert g.over and g.table.end_reason == "ran_out_step2"
    assert hand(g, 0) == [] and g.table.turn == 1      # no step 4
    assert sentences(g, "draw") == []
    assert sentences(g, "game_end") == [
        "The deck ran out for the last time in step 2, so the game ended after step 3; hands are set aside and "
        "every stable is sold (Ending and Scoring)."]
    assert g.scores() == [1, 1, 0, 0]               # 3 Goats and 2 Pigs sold at the end


def test_only_one_card_when_deck_short_in_step2():
    g = scenario(4, hands={0: ["Hen"]}, deck=["Goat"], rest="discard", runs_out=2)
    play(g, 0, House(0))
    assert names(g, g.table.face_up) == ["Goat"]
    assert sentences(g, "face_up") == [
        "Ana draws 1 Goat face up (the deck had run out, so fewer than two) (2. Draw, trade & give animal cards)."]
    play(g, 0, EndTrading())
    play(g, 0, HouseReceived(0, 1))
    assert g.over and g.table.end_reason == "ran_out_step2"


def test_exhaustion_in_step4_ends_at_once():
    g = scenario(5, hands={0: ["Hen"], 1: ["Pig"]}, deck=["Goat", "Goat", "Sheep"], rest="discard", runs_out=2)
    play(g, 0, House(0))
    _through_step3(g)
    assert g.over and hand(g, 0) == ["Sheep"]  # one of three cards drawn, then the game ended
    illegal(g, 1, House(0), "The game is over: no more moves can be made.")


def test_final_sale_and_hand_set_aside():
    g = scenario(4, hands={0: [], 1: ["Pig", "Hen"], 2: ["Dog"]},
                 stables={0: [None, None], 1: [("Goat", 1), ("Pig", 4)], 2: [("Sheep", 2), None]},
                 deck=["Goat", "Goat"], rest="discard", runs_out=2)
    _through_step3(g)
    assert g.over
    # every stable is sold, single cards too (Ruling R9), by the sign
    final = sentences(g, "sell")
    assert final == [
        "Ana sells 2 Goats at the end of the game: 1–2 Goats earn 0 goods (Ending and Scoring).",
        "Ben sells 1 Goat at the end of the game: 1–2 Goats earn 0 goods (Ending and Scoring).",
        "Ben sells 4 Pigs at the end of the game: 4–5 Pigs earn 2 goods (Ending and Scoring).",
        "Chloe sells 2 Sheep at the end of the game: 2–3 Sheep earn 1 good (Ending and Scoring).",
    ]
    assert all(c == 0 for f in g.farms for c in f.counts)
    # the hands are set aside: they earn nothing, but they are counted for the tie-break
    assert g.scores() == [0, 2, 1, 0] and [f.final_hand for f in g.farms] == [0, 2, 1, 0]
    assert hand(g, 1) == ["Pig", "Hen"]
    assert g.winners() == [1] and g.ranks() == [3, 1, 2, 3]
    assert g.log()[-1] == "Ben wins with 2 goods (Ending and Scoring)."
    v = g.view(2)
    assert v["over"] and v["scores"] == [0, 2, 1, 0] and v["winners"] == [1]
    assert g.to_act() == () and g.decisions() == [] and g.legal_actions(1) == []


def test_tie_break_most_cards_in_hand():
    g = scenario(4, hands={1: ["Pig", "Hen"], 2: ["Dog", "Hen", "Horse", "Beef Cow"], 3: ["Hen"] * 6},
                 goods={1: 3, 2: 3, 3: 2}, deck=["Goat", "Goat"], rest="discard", runs_out=2)
    _through_step3(g)
    assert g.scores() == [0, 3, 3, 2]
    assert g.winners() == [2] and g.ranks() == [4, 2, 1, 3]  # more goods beat more cards
    assert g.log()[-1] == ("Chloe wins with 3 goods: tied on goods, the most cards in hand decides "
                           "(Ben 2, Chloe 4) (Ending and Scoring).")


def test_full_tie_shares_the_win():
    """Ruling R10: tied on goods and on cards in hand, the tied players share the win."""
    g = scenario(4, hands={1: ["Pig", "Hen"], 2: ["Dog", "Hen"]}, goods={1: 3, 2: 3},
                 deck=["Goat", "Goat"], rest="discard", runs_out=2)
    _through_step3(g)
    assert g.winners() == [1, 2] and g.ranks() == [3, 1, 1, 3]
    assert g.log()[-1] == ("Ben and Chloe win with 3 goods: tied on goods, the most cards in hand decides "
                           "(Ben 2, Chloe 2) (Ending and Scoring).")


def test_no_moves_after_the_game_is_over():
    g = scenario(4, hands={1: ["Pig"]}, stables={1: [("Pig", 3), None]}, deck=["Goat", "Goat"],
                 rest="discard", runs_out=2)
    _through_step3(g)
    assert g.over
    before = g.fingerprint()
    for seat, action in [(1, Sell(0)), (1, House(0)), (0, EndTrading())]:
        with pytest.raises(GameOverError, match="The game is over"):
            g.apply(seat, action)
        assert not g.is_legal(seat, action)
    assert g.fingerprint() == before
