"""Reveal and resolve the actions: face actions, the four Back Actions, saved
cards and the order of resolution (jelly-bean-farmers.txt)."""

from __future__ import annotations

import json

import pytest

from farmlab.core.errors import IllegalActionError
from farmlab.jelly_bean_farmers import Done, Keep, Play, UseSaved
from farmlab.jelly_bean_farmers.state import COMMIT, META, PLANT, WARLORD
from farmlab.jelly_bean_farmers.rules.sections import R_ACTIONS, R_BACK, R_SAVED

from .helpers import (choose, climate, field, game, hand, ids, pass_season, plant, saved, skip_to_year, take, to_commit,
                      units, upgrade)

BACKS = ("half_field", "half_silo", "armed_man", "save")


def hows(g, seat):
    return sorted({a.how for a in g.legal_actions(seat) if type(a) is Play})


# ------------------------------------------------------------- face actions
def test_face_actions_if_seeded_only_turn_the_card_face_up_and_play_or_discard_it():
    g = game(2)
    to_commit(g, {0: ("cats", "dogs")}, fields={0: (0,)})
    assert hows(g, 0) == ["discard", "face"]
    for how in BACKS:
        with pytest.raises(IllegalActionError, match="seeded a field") as info:
            g.apply(0, Play(how))
        assert info.value.rule == R_BACK
    assert sorted(hows(g, 1)) == sorted(["discard", "face", *BACKS])


def test_face_actions_even_if_the_climate_will_wipe_out_the_seed():
    g = game(2)
    climate(g, "severe_drought", "locusts")
    to_commit(g, {0: ("cats", "dogs")}, fields={0: (0,)})
    assert hows(g, 0) == ["discard", "face"]


def test_face_or_back_is_decided_only_when_the_card_is_played_after_planting_and_climate():
    g = game(2)
    choose(g, {0: ("cats", "dogs")})
    # choosing the cards says nothing about face or back
    assert g.entries[0][0].how == -1
    assert g.step == PLANT and not any(type(a) is Play for a in g.legal_actions(0))
    plant(g)
    assert g.step == COMMIT and g.year_card() >= 0 and g.season_card() >= 0  # the climate is out
    g.apply(0, Play("half_field"))
    assert g.step == COMMIT  # Ben still deciding; nothing revealed
    assert "half" not in json.dumps(g.view(1)["players"][0]["plays"])


def test_face_action_discard_turns_the_card_face_up():
    g = game(2)
    to_commit(g, {0: ("cats", "dogs")})
    pass_season(g, {0: Play("discard")})
    assert any("turns up the season's card, Cats, and discards it" in s for s in g.log(1))


def test_field_upgrade_goes_under_the_field_chosen():
    g = game(2)
    field(g, 0)
    to_commit(g, {0: ("fertilizer", "dogs")})
    pass_season(g, {0: Play("face", where=1)})
    assert g.fields[0][1].fertilizer >= 0 and g.fields[0][0].fertilizer == -1
    assert g.view(1)["players"][0]["fields"][1]["upgrades"] == ["fertilizer"]


# ------------------------------------------------------------- back actions
def test_back_actions_only_if_the_player_seeded_no_field():
    g = game(2)
    to_commit(g, {0: ("cats", "dogs")})
    assert set(BACKS) <= set(hows(g, 0))


def test_back_action_half_field_twice_gives_a_new_field():
    g = game(2)
    to_commit(g, {0: ("cats", "dogs")})
    pass_season(g, {0: Play("half_field")})
    assert len(g.fields[0]) == 1 and len(g.half_fields[0]) == 1
    plant(g)
    pass_season(g, {0: Play("half_field")})
    assert len(g.fields[0]) == 2 and not g.half_fields[0]
    assert any("two halves make a new field" in s for s in g.log())


def test_back_action_half_silo_twice_gives_a_new_silo():
    g = game(2)
    to_commit(g, {0: ("cats", "dogs")})
    pass_season(g, {0: Play("half_silo")})
    plant(g)
    pass_season(g, {0: Play("half_silo")})
    assert len(g.silos[0]) == 2 and g.capacity(0) == 10
    told = [s for s in g.log(1) if s.startswith("Ana adds a ½ Silo")]
    assert told == [f"Ana adds a ½ Silo ({R_BACK}).",
                    f"Ana adds a ½ Silo: two halves make a new silo (2 silos) ({R_BACK})."]


def test_back_action_armed_man_adds_one_to_offense_and_defense():
    g = game(2)
    to_commit(g, {0: ("cats", "dogs")})
    pass_season(g, {0: Play("armed_man")})
    assert (g.offense(0), g.defense(0)) == (1, 1)
    assert g.view(1)["players"][0]["back_armed_men"] == 1
    assert f"Ana adds an Armed Man: offense 1, defense 1 ({R_BACK})." in g.log(1)


def test_back_action_card_face_is_not_revealed():
    g = game(2)
    to_commit(g, {0: ("warlord", "dogs")})
    pass_season(g, {0: Play("armed_man")})
    others = g.log(1)
    assert any("as a Back Action: Armed Man" in s for s in others)
    assert not any("Warlord" in s for s in others)
    assert any("Warlord" in s and "Back Action" in s for s in g.log(0))
    assert "Warlord" not in json.dumps(g.view(1))


def test_back_actions_except_saved_lock_the_card_for_the_rest_of_the_game():
    g = game(2)
    cards = hand(g, 0, "cats", "dogs", "silo")
    to_commit(g, {0: ("cats", "dogs")})
    pass_season(g, {0: Play("half_field")})
    assert g.half_fields[0] == [cards[0]]
    # no action ever takes a card back out of a field, silo or army
    plant(g)
    assert not any(type(a) is UseSaved for a in g.legal_actions(0))


def test_saved_for_later_count_is_public_faces_are_hidden():
    g = game(2)
    to_commit(g, {0: ("warlord", "dogs")})
    pass_season(g, {0: Play("save")})
    v1 = g.view(1)["players"][0]
    assert v1["saved_count"] == 1 and "saved" not in v1
    assert f"Ana saves a card for later; 1 saved ({R_SAVED})." in g.log(1)
    assert g.view(0)["players"][0]["saved"][0]["id"] == "warlord"
    assert "Warlord" not in json.dumps(g.view(1))


def test_saved_card_can_be_activated_later_as_a_face_action():
    g = game(2)
    to_commit(g, {0: ("cats", "dogs")})
    pass_season(g, {0: Play("save")})
    plant(g, {0: (0,)})
    g.apply(0, UseSaved(0, "face"))
    g.apply(0, Play("discard"))
    pass_season(g)
    assert ids(g, g.cats[0]) == ["cats"] and not g.saved[0]


def test_saved_card_converted_to_another_back_action_whether_or_not_seeded():
    g = game(2)
    to_commit(g, {0: ("cats", "dogs")})
    pass_season(g, {0: Play("save")})
    plant(g, {0: (0,)})
    assert UseSaved(0, "armed_man") in g.legal_actions(0)
    g.apply(0, UseSaved(0, "armed_man"))
    pass_season(g)
    assert len(g.back_men[0]) == 1


def test_saved_card_is_not_saved_again_or_discarded():
    g = game(2)
    saved(g, 0, "cats")
    to_commit(g)
    for how in ("save", "discard"):
        with pytest.raises(IllegalActionError) as info:
            g.apply(0, UseSaved(0, how))
        assert info.value.rule == R_SAVED


def test_saved_card_waits_until_a_later_season():
    g = game(2)
    to_commit(g, {0: ("cats", "dogs")})
    saved(g, 0, "silo")
    g.saved_at[0][-1] = g._season_number()  # saved this very season
    with pytest.raises(IllegalActionError, match="next season"):
        g.apply(0, UseSaved(0, "face"))


def test_saved_card_a_card_saved_in_summer_is_usable_the_next_spring_in_any_year():
    g = game(2)
    skip_to_year(g, 3)
    to_commit(g, {0: ("cats", "dogs")})
    pass_season(g)
    plant(g)
    pass_season(g, {0: Play("save")})  # saved in the summer of year 3
    choose(g)
    plant(g)
    assert g.step == COMMIT and UseSaved(0, "face") in g.legal_actions(0)


def test_saved_cards_come_into_play_only_during_the_actions():
    g = game(2)
    saved(g, 0, "cats")
    choose(g)
    assert g.step == PLANT and not any(type(a) is UseSaved for a in g.legal_actions(0))
    with pytest.raises(IllegalActionError, match="during a season's actions"):
        g.apply(0, UseSaved(0, "face"))


def test_saved_cards_can_be_used_with_no_season_card_left():
    g = game(2)
    saved(g, 0, "cats")
    g.hands[0], extra = [], g.hands[0]
    g.deck[0:0] = extra
    g.stage = g.stage.without(0)  # an empty hand: nothing to place this year
    choose(g)
    plant(g)
    assert g.to_act() == (0, 1) and Done() in g.legal_actions(0)
    g.apply(0, UseSaved(0, "face"))
    g.apply(0, Done())
    assert f"Ana has no more cards to play this season ({R_ACTIONS})." in g.log(1)
    pass_season(g)
    assert len(g.cats[0]) == 1


def test_pro_tip_first_half_saved_second_half_brings_it_in_at_the_same_time():
    g = game(2)
    to_commit(g, {0: ("cats", "dogs")})
    pass_season(g, {0: Play("save")})
    plant(g)
    g.apply(0, UseSaved(0, "half_field"))
    g.apply(0, Play("half_field"))
    pass_season(g)
    assert len(g.fields[0]) == 2 and not g.half_fields[0]


def test_face_actions_always_happen_before_back_actions():
    g = game(2)
    units(g, 0, "armed_man")  # Ana: offense 1
    to_commit(g, {0: ("warlord", "dogs")})
    saved(g, 0, "cats")
    g.apply(0, UseSaved(0, "armed_man"))  # converted now: joins after the Warlord
    g.apply(0, Play("face"))
    g.apply(1, Play("armed_man"))  # Ben's Armed Man also comes too late
    assert g.step == WARLORD
    g.apply(0, __import__("farmlab.jelly_bean_farmers", fromlist=["Attack"]).Attack(1))
    c = g.contracts[0]
    assert (c.attacker, c.victim, c.amount) == (0, 1, 1)  # (1 + 1 Warlord - 0) / 2 = 1: neither Armed Man counted
    assert g.offense(0) == 2 and g.defense(1) == 1


def test_saved_cards_act_with_the_same_priority_as_the_primary_action():
    from farmlab.jelly_bean_farmers import Attack
    g = game(2)
    units(g, 0, "armed_man")
    to_commit(g, {0: ("warlord", "dogs")})
    saved(g, 0, "berzerker")
    g.apply(0, UseSaved(0, "face"))  # a face card from the saved pile: counts before the Warlord
    g.apply(0, Play("face"))
    g.apply(1, Play("discard"))
    g.apply(0, Attack(1))
    assert g.contracts[0].amount == 2  # (1 + 2 + 1) / 2


def test_the_same_card_cannot_be_played_twice():
    g = game(2)
    to_commit(g, {0: ("cats", "dogs")})
    g.apply(0, Play("face"))
    with pytest.raises(IllegalActionError):
        g.apply(0, Play("face"))


def test_face_action_a_card_with_no_effect_on_the_table_is_discarded(tmp_path):
    """A designed deck may hold a card whose face does nothing the engine knows (here a pest card
    with no effect): played face up it is discarded, and the log says so."""
    from farmlab.jelly_bean_farmers.game import JellyBeanFarmers

    base = JellyBeanFarmers.DECK_FILES["actions_file"]
    rows = open(base, encoding="utf-8").read().rstrip("\n").replace("dogs,Dogs,6,", "dogs,Dogs,4,")
    deck = tmp_path / "actions.csv"
    deck.write_text(rows + '\nscarecrow,Scarecrow,2,pest,face,self,0,0,0,none,0,none,none,false,"Scares nothing.",designed\n',
                    encoding="utf-8")
    g = JellyBeanFarmers(["Ana", "Ben"], 0, debug=True, actions_file=str(deck))
    for s in range(2):
        g.apply(s, Keep((0, 1, 2)))
    to_commit(g, {0: ("scarecrow", "cats")})
    card = g.entries[0][0].card
    pass_season(g, {0: Play("face")})
    assert card in g.discard
    assert f"Ana's Scarecrow has no effect and is discarded ({R_ACTIONS})." in g.log(1)
