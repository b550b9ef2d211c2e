"""Rulings J1–J24 (docs/jelly-bean-farmers-rulings.md) that the rule-section
tests do not already check."""

from __future__ import annotations

import pytest

from farmlab.core.errors import IllegalActionError
from farmlab.jelly_bean_farmers import Attack, Choose, KeepDrawn, Play, Steal, UseSaved
from farmlab.jelly_bean_farmers.state import CHOOSE, META, WARLORD

from farmlab.jelly_bean_farmers.state import Contract

from .helpers import (choose, cid, field, game, half, hand, pass_season, plant, rabbits, saved, take, to_commit,
                      top, units)


def test_j3_cards_drawn_during_a_season_come_only_from_the_deck():
    g = game(2)
    to_commit(g, {0: ("steal_opponents_card", "cats"), 1: ("silo", "cats")})
    g.discard.extend(g.deck)
    g.deck.clear()
    g.apply(0, Play("face"))
    g.apply(1, Play("face"))
    g.apply(0, Steal(1))
    # Ben's card is gone and the empty deck gives him nothing: the discard pile is not reshuffled now
    assert g.current_card(1) == -1 and not any(e.kind == "reshuffle" for e in g.events)
    assert g.to_act() == (0,)
    g.apply(0, Play("face"))
    assert len(g.silos[0]) == 2


def test_j4_a_player_out_of_the_game_ends_his_contracts_and_his_cards_are_discarded():
    g = game(3)
    w = take(g, "warlord")
    g.contracts.append(Contract(0, 2, 1, w))
    g.stamps[0] = 0
    g.food[0] = 2
    g.food[2] = 0  # pays nothing
    units(g, 0, "berzerker")
    b = g.units[0][0]
    choose(g)
    for _ in range(2):
        plant(g)
        pass_season(g)
    assert g.out[0] and not g.contracts and w in g.discard and b in g.discard


def test_j7_a_steal_resolves_before_a_draw_2_and_can_take_it():
    g = game(2)
    to_commit(g, {0: ("steal_opponents_card", "cats"), 1: ("draw_2_cards", "cats")})
    g.apply(0, Play("face"))
    g.apply(1, Play("face"))
    assert g.steal_pick is not None and g.draw2 is None
    g.apply(0, Steal(1))
    g.apply(1, Play("discard"))  # Ben's new card
    assert cid(g, g.current_card(0)) == "draw_2_cards"
    top(g, "silo", "cats")
    g.apply(0, Play("face"))  # Ana plays the stolen Draw 2
    assert g.draw2 is not None and g.draw2[0] == 0
    g.apply(0, KeepDrawn(0))
    g.apply(0, Play("face"))
    assert len(g.silos[0]) == 2


def test_j8_the_2_or_3_person_game_counts_the_players_still_in_the_game():
    g = game(4, seed=1)
    g.stamps[3] = 0
    g.food[3] = 2
    choose(g)
    for _ in range(2):
        plant(g)
        pass_season(g)
    assert g.out[3] and g.step == CHOOSE
    choose(g, {0: ("steal_opponents_card", "cats"), 1: ("steal_opponents_card", "cats")})
    plant(g)
    g.apply(0, Play("face"))
    g.apply(1, Play("face"))
    g.apply(2, Play("face")) if g.to_act() == (2,) else None
    assert any("Too many Steals at once" in s for s in g.log())


def test_j9_a_forced_thief_whose_victim_shows_no_card_draws_the_top_card():
    g = game(4, seed=1)
    to_commit(g, {0: ("steal_opponents_card", "cats"), 1: ("steal_opponents_card", "cats"), 2: ("silo", "cats")})
    g.deck.insert(0, g.entries[3][0].card)  # Dev has no card this season
    g.entries[3] = []
    g.stage = g.stage.without(3)
    top(g, "dogs")
    g.apply(0, Play("face"))
    g.apply(1, Play("face"))
    g.apply(2, Play("face"))
    # Ana's closer opponent is Dev, who shows nothing: Ana takes the top card instead
    assert cid(g, g.current_card(0)) == "dogs"
    assert any(e.kind == "steal_own" and e.seat == 0 and e.data["forced"] for e in g.events)


def test_j10_a_perennial_played_while_rabbits_arrive_is_eaten():
    g = game(2)
    to_commit(g, {0: ("perennial", "cats"), 1: ("rabbits", "cats")})
    p = g.entries[0][0].card
    pass_season(g, {0: Play("face", where=0), 1: Play("face", target=0)})
    assert g.fields[0][0].perennial == -1 and p in g.discard


def test_j10_a_perennial_with_rabbits_needs_a_coyote_the_same_turn():
    g = game(2)
    rabbits(g, 0)
    to_commit(g, {0: ("perennial", "coyote")})
    # Ana's summer Coyote does not help in spring
    with pytest.raises(IllegalActionError):
        g.apply(0, Play("face", where=0))


def test_j13_a_warlord_played_face_up_attacks_or_is_discarded():
    g = game(2)
    to_commit(g, {0: ("warlord", "cats")})
    w = g.entries[0][0].card
    g.apply(0, Play("face"))
    pass_season(g)
    assert g.step == WARLORD and {type(a).__name__ for a in g.legal_actions(0)} == {"Attack"}
    g.apply(0, Attack(-1))
    assert w in g.discard and not g.contracts


def test_j13_warlord_victims_are_named_in_secret_at_the_same_time():
    g = game(2)
    units(g, 0, "berzerker")
    units(g, 1, "berzerker")
    to_commit(g, {0: ("warlord", "cats"), 1: ("warlord", "cats")})
    g.apply(0, Play("face"))
    g.apply(1, Play("face"))
    assert g.to_act() == (0, 1) and all(d.secret for d in g.decisions() if d.kind == "warlord")
    g.apply(0, Attack(1))
    assert not g.contracts and "Ben" not in g.log(1)[-1]
    g.apply(1, Attack(0))
    assert sorted([c.attacker, c.victim] for c in g.contracts) == [[0, 1], [1, 0]]


def test_j15_an_assassin_whose_unit_is_gone_is_wasted():
    g = game(3, seed=3)  # both Assassins are still in the deck
    units(g, 2, "dogs")
    to_commit(g, {0: ("assassin", "cats"), 1: ("assassin", "cats")})
    pass_season(g, {0: Play("face", target=2, unit="dogs"), 1: Play("face", target=2, unit="dogs")})
    hits = [e.data["hit"] for e in g.events if e.kind == "assassin"]
    assert hits == [True, False] and not g.units[2]


def test_j16_a_coyote_also_chases_rabbits_played_the_same_turn():
    g = game(3)
    to_commit(g, {0: ("rabbits", "cats"), 1: ("coyote", "cats")})
    pass_season(g, {0: Play("face", target=2), 1: Play("face", target=2)})
    assert not g.rabbits[2]


def test_j16_an_assassin_hits_a_unit_played_the_same_turn():
    g = game(2)
    units(g, 1, "dogs")
    to_commit(g, {0: ("assassin", "cats"), 1: ("dogs", "cats")})
    pass_season(g, {0: Play("face", target=1, unit="dogs"), 1: Play("face")})
    assert len(g.units[1]) == 1  # two Dogs on the table for a moment, one eliminated


def test_j18_the_hand_is_drawn_up_to_its_size_never_discarded_down():
    g = game(2)
    g.hands[0].extend([take(g, "cats"), take(g, "cats")])  # 5 cards, e.g. after a Draw 2
    choose(g)
    for _ in range(2):
        plant(g)
        pass_season(g)
    assert len(g.hands[0]) == 3 and not [e for e in g.events if e.kind == "draw" and e.seat == 0]


def test_j19_a_single_card_in_hand_is_the_spring_action_only():
    g = game(2)
    g.deck[0:0] = g.hands[0][1:]
    del g.hands[0][1:]
    assert g.legal_actions(0) == [Choose(0, -1)]
    with pytest.raises(IllegalActionError):
        g.apply(0, Choose(0, 1))
    g.apply(0, Choose(0, -1))
    g.apply(1, Choose(0, 1))
    plant(g)
    pass_season(g)
    plant(g)
    assert 0 not in g.to_act()  # no summer card, nothing saved, no Fire: nothing to decide


def test_j21_tribute_is_paid_from_all_the_victims_food_into_the_attackers_storage():
    g = game(2)
    g.contracts.append(Contract(0, 1, 2, take(g, "warlord")))
    units(g, 0, "berzerker", "berzerker")
    g.food = [5, 3]
    choose(g)
    for _ in range(2):
        plant(g)
        pass_season(g)
    assert [e.data["paid"] for e in g.events if e.kind == "tribute"] == [1]  # all he had left
    assert g.stamps[1] == 1  # so he starts the next year with no food


def test_j23_an_upgrade_names_a_field_that_exists_when_it_is_played():
    g = game(2)
    half(g, 0, "field")
    to_commit(g, {0: ("fertilizer", "cats")})
    saved(g, 0, "silo")
    g.apply(0, UseSaved(0, "half_field"))  # finishes field 2 only with the Back Actions
    with pytest.raises(IllegalActionError, match="no field number 2"):
        g.apply(0, Play("face", where=1))
