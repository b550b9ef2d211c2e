"""Offense/Defense, Pay Tribute to Warlords, the Tribute Contract Example, and
the F.A.Q. answers about Warlords, Walls and the Assassin."""

from __future__ import annotations

import pytest

from farmlab.core.errors import IllegalActionError
from farmlab.jelly_bean_farmers import Attack, Play, UseSaved
from farmlab.jelly_bean_farmers.state import BACK_MAN, CHOOSE, WARLORD
from farmlab.jelly_bean_farmers.rules.sections import FAQ_CLEMENCY, FAQ_WARLORDS, R_TRIBUTE

from farmlab.jelly_bean_farmers.state import Contract

from .helpers import choose, game, hand, pass_season, plant, saved, take, to_commit, units

SUE, TOM = 0, 1


def warlord_season(g, attacker=0, victim=1, plays=None, saved_first=()):
    """Commit the season with ``attacker`` playing the Warlord, then attack ``victim``."""
    for a in saved_first:
        g.apply(attacker, a)
    g.apply(attacker, Play("face"))
    pass_season(g, plays or {})
    assert g.step == WARLORD and g.to_act() == (attacker,)
    return g.apply(attacker, Attack(victim))


# ------------------------------------------------------------ Offense/Defense
def test_offense_defense_armed_man_and_mercenary_count_for_both():
    g = game(2)
    units(g, 0, "armed_man", "mercenary", back_men=1)
    assert (g.offense(0), g.defense(0)) == (3, 3)


def test_offense_defense_dogs_and_walls_only_defense_berzerker_only_offense():
    g = game(2)
    units(g, 0, "dogs", "berzerker")
    assert (g.offense(0), g.defense(0)) == (2, 2)  # Dogs +2 defense (D15), Berzerker +2 offense
    units(g, 0, "walls", back_men=2)
    assert (g.offense(0), g.defense(0)) == (4, 2 + 4)


def test_offense_defense_warlord_cards_in_contracts_add_nothing_to_offense():
    g = game(2)
    g.contracts.append(Contract(0, 1, 1, take(g, "warlord")))
    assert g.offense(0) == 0


# ------------------------------------------------- the worked tribute example
def test_tribute_contract_example_sue_and_tom():
    g = game(2, names=["Sue", "Tom"])
    units(g, SUE, "armed_man", "berzerker")
    units(g, TOM, "armed_man")
    g.food[TOM] = 9
    to_commit(g, {SUE: ("warlord", "dogs")})
    lines = [g.explain(e) for e in warlord_season(g)]
    assert (g.contracts[0].attacker, g.contracts[0].victim, g.contracts[0].amount) == (SUE, TOM, 1)
    assert any("offense 4 (Warlord +1 included) against defense 1, difference 3: Tom owes 1 food every year" in s
               for s in lines)
    plant(g)
    pass_season(g)
    paid = [s for s in g.log() if "in tribute" in s]
    assert paid == [f"Tom pays Sue 1 food in tribute ({R_TRIBUTE})."]


def test_tribute_contract_half_the_difference_rounded_down():
    g = game(2)
    units(g, 0, "berzerker", "berzerker", "mercenary")
    to_commit(g, {0: ("warlord", "dogs")})
    warlord_season(g)
    assert g.contracts[0].amount == 3  # (2 + 2 + 1 + 1 - 0) / 2


def test_tribute_contract_of_zero_is_no_contract_and_the_warlord_is_discarded():
    g = game(2)
    units(g, 1, "dogs")
    to_commit(g, {0: ("warlord", "dogs")})
    w = g.entries[0][0].card
    warlord_season(g)
    assert not g.contracts and w in g.discard


def test_tribute_is_paid_after_summer_every_year_until_the_contract_ends():
    g = game(2)
    units(g, 0, "berzerker")
    g.food = [5, 5]
    to_commit(g, {0: ("warlord", "dogs")})
    warlord_season(g)
    plant(g)
    before = g.food[1]
    pass_season(g)
    assert g.food[1] == before - 1 - 1  # ate one, paid one
    assert g.step == CHOOSE
    choose(g)
    plant(g)
    pass_season(g)
    assert sum(1 for e in g.events if e.kind == "tribute") == 1  # not after spring
    plant(g)
    pass_season(g)
    assert sum(1 for e in g.events if e.kind == "tribute") == 2


def test_tribute_warlord_card_is_always_the_last_face_up_card_mercenary_berzerker_walls_dogs_assassin_count():
    g = game(3)
    units(g, 1, "armed_man", "armed_man", "armed_man")  # Tom: defense 3
    units(g, 2, "armed_man")
    hand(g, 1, "dogs", "cats", "silo")
    to_commit(g, {0: ("warlord", "cats"), 1: ("dogs", "cats"), 2: ("assassin", "cats")})
    saved(g, 0, "berzerker")
    g.apply(0, UseSaved(0, "face"))
    # Tom's Dogs (+2) and Chloe's Assassin on one of Tom's Armed Men count; the Berzerker counts
    warlord_season(g, plays={1: Play("face"), 2: Play("face", target=1, unit="armed_man")})
    # offense 2 + 1 = 3 against defense 3 - 1 + 2 = 4: no contract
    assert not g.contracts
    assert any("offense 3 against defense 4 gives no tribute" in s for s in g.log())


def test_tribute_armed_man_played_the_same_season_does_not_count_directly_or_from_a_saved_card():
    g = game(2)
    units(g, 0, "berzerker")
    to_commit(g, {0: ("warlord", "cats"), 1: ("armed_man", "cats")})
    saved(g, 1, "silo")
    g.apply(1, UseSaved(0, "armed_man"))
    warlord_season(g, plays={1: Play("face")})  # the Armed Man card played face up: also too late
    assert g.contracts[0].amount == 1  # (2 + 1 - 0) / 2
    assert g.defense(1) == 2


def test_tribute_contract_ends_when_the_victim_matches_the_attackers_current_value():
    g = game(2)
    units(g, 0, "berzerker")
    g.food = [5, 9]
    w = take(g, "warlord")
    g.contracts.append(Contract(0, 1, 1, w))
    units(g, 1, "dogs", "armed_man")  # defense 3 = offense 2 + the Warlord's 1 (D17)
    to_commit(g)
    pass_season(g)
    plant(g)
    pass_season(g)
    assert not g.contracts and w in g.discard
    assert not any(e.kind == "tribute" for e in g.events)
    assert any("Tribute Contract ends" in s for s in g.log())


def test_tribute_attacker_who_keeps_building_is_never_caught_up():
    g = game(2)
    units(g, 0, "berzerker", "berzerker")
    g.food = [5, 9]
    g.contracts.append(Contract(0, 1, 1, take(g, "warlord")))
    units(g, 1, "dogs", "dogs")  # defense 4 < 4 + 1
    to_commit(g)
    pass_season(g)
    plant(g)
    pass_season(g)
    assert g.contracts and any(e.kind == "tribute" for e in g.events)


def test_tribute_checked_when_paid_so_a_new_contract_can_end_the_same_year():
    g = game(2)
    units(g, 0, "berzerker")
    to_commit(g, {0: ("warlord", "cats"), 1: ("cats", "cats")})
    warlord_season(g, plays={1: Play("armed_man")})
    assert g.contracts[0].amount == 1
    plant(g)
    hand_cards = g.entries[1][0].card
    g.apply(0, Play("discard"))
    units(g, 1, "dogs")  # Tom builds up to 3 during the summer
    g.apply(1, Play("discard"))
    assert not g.contracts
    assert not any(e.kind == "tribute" for e in g.events) and hand_cards >= 0


def test_tribute_armed_men_built_later_do_not_change_the_amount():
    g = game(2)
    units(g, 0, "berzerker", "berzerker")
    g.food = [5, 20]
    to_commit(g, {0: ("warlord", "cats")})
    warlord_season(g)
    assert g.contracts[0].amount == 2
    units(g, 0, "berzerker")
    units(g, 1, "armed_man")
    plant(g)
    pass_season(g)
    assert g.contracts[0].amount == 2 and [e.data["paid"] for e in g.events if e.kind == "tribute"] == [2]


def test_faq_warlord_clemency_full_amount_if_he_has_it_all_he_has_otherwise():
    g = game(3)
    g.contracts.append(Contract(0, 1, 3, take(g, "warlord")))
    g.contracts.append(Contract(0, 2, 3, take(g, "warlord")))
    units(g, 0, "berzerker", "berzerker", "berzerker")
    g.food = [5, 9, 3]  # Chloe will have 1 left after eating twice
    to_commit(g)
    pass_season(g)
    plant(g)
    pass_season(g)
    paid = {e.seat: e.data["paid"] for e in g.events if e.kind == "tribute"}
    assert paid == {1: 3, 2: 1}
    assert any(s.endswith(f"({FAQ_CLEMENCY}).") for s in g.log())
    # there is no action to drop or lower a contract
    assert {type(a).__name__ for a in g.legal_actions(0)} <= {"Choose"}


def test_faq_multiple_warlord_attacks_share_units_but_each_warlord_adds_1_only_to_its_own_attack():
    g = game(3)
    units(g, 0, "berzerker", "mercenary")  # offense 3
    to_commit(g, {0: ("warlord", "cats")})
    saved(g, 0, "warlord")
    g.apply(0, UseSaved(0, "face"))
    g.apply(0, Play("face"))
    pass_season(g)
    assert g.to_act() == (0,)
    g.apply(0, Attack(1))
    assert g.step == WARLORD
    with pytest.raises(IllegalActionError) as info:
        g.apply(0, Attack(1))
    assert info.value.rule == FAQ_WARLORDS
    g.apply(0, Attack(2))
    assert sorted([c.attacker, c.victim, c.amount] for c in g.contracts) == [[0, 1, 2], [0, 2, 2]]  # (3 + 1) / 2 each, not (3 + 2) / 2


def test_faq_you_cannot_attack_an_opponent_you_already_have_a_contract_with():
    g = game(3)
    g.contracts.append(Contract(0, 1, 1, take(g, "warlord")))
    units(g, 0, "berzerker")
    to_commit(g, {0: ("warlord", "cats")})
    g.apply(0, Play("face"))
    pass_season(g)
    assert Attack(1) not in g.legal_actions(0) and Attack(2) in g.legal_actions(0)
    with pytest.raises(IllegalActionError, match="already has a Tribute Contract"):
        g.apply(0, Attack(1))


def test_faq_warlord_with_no_one_left_to_attack_cannot_be_played_face_up():
    g = game(2)
    g.contracts.append(Contract(0, 1, 1, take(g, "warlord")))
    to_commit(g, {0: ("warlord", "cats")})
    with pytest.raises(IllegalActionError) as info:
        g.apply(0, Play("face"))
    assert info.value.rule == FAQ_WARLORDS


def test_faq_walls_double_only_back_action_armed_men():
    g = game(2)
    units(g, 0, "walls", "dogs", "mercenary", "armed_man", back_men=2)
    # Dogs 2 + Mercenary 1 + Armed Man card 1 + 2 Back-Action Armed Men doubled
    assert g.defense(0) == 2 + 1 + 1 + 4
    units(g, 0, "walls")
    assert g.defense(0) == 8  # D16: Walls do not stack


def test_assassin_is_single_use_eliminates_one_opponent_unit_and_never_enters_the_tableau():
    g = game(2)
    units(g, 1, "dogs", "dogs", back_men=1)
    to_commit(g, {0: ("assassin", "cats")})
    opts = {(a.target, a.unit) for a in g.legal_actions(0) if type(a) is Play and a.how == "face"}
    assert opts == {(1, "dogs"), (1, BACK_MAN)}
    a = g.entries[0][0].card
    pass_season(g, {0: Play("face", target=1, unit="dogs")})
    assert len(g.units[1]) == 1 and len(g.back_men[1]) == 1
    assert a in g.discard and a not in g.units[0]
    assert any("Assassin eliminates one of Ben's units: Dogs" in s for s in g.log())


def test_assassin_targets_only_opponents_units_that_exist():
    g = game(2)
    to_commit(g, {0: ("assassin", "cats")})
    assert not any(a.how == "face" for a in g.legal_actions(0) if type(a) is Play)
    with pytest.raises(IllegalActionError, match="no such unit"):
        g.apply(0, Play("face", target=1, unit="dogs"))


def test_faq_making_deals_are_not_binding_and_the_warlord_chooses_after_everything_else_is_shown():
    g = game(3)
    units(g, 0, "berzerker", "berzerker")
    to_commit(g, {0: ("warlord", "cats"), 1: ("rabbits", "cats")})
    g.apply(0, Play("face"))
    pass_season(g, {1: Play("face", target=2)})  # Ben sets Rabbits on Chloe, hoping to be spared
    assert g.step == WARLORD
    assert any("Ben plays the season's card face up: Rabbits on Chloe" in s for s in g.log(0))
    assert Attack(1) in g.legal_actions(0) and Attack(2) in g.legal_actions(0)
    g.apply(0, Attack(1))  # nothing enforces a deal
    assert g.contracts[0].victim == 1
