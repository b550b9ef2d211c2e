"""The Actions F.A.Q. of jelly-bean-farmers.txt, one test (or more) per answer.

(Driving Rain and Drought, Fire, and Bottoming Out are in test_rules_season.py;
Multiple Warlord Attacks, Dogs/Mercenary/Walls, Warlord Clemency and Making
Deals in test_rules_tribute.py.)
"""

from __future__ import annotations

import json

import pytest

from farmlab.core.errors import IllegalActionError
from farmlab.jelly_bean_farmers import KeepDrawn, Play, Steal, UseSaved
from farmlab.jelly_bean_farmers.state import COMMIT, META, PLANT, WARLORD
from farmlab.jelly_bean_farmers.rules.sections import FAQ_ALMANAC, FAQ_CATS, FAQ_EXTENSION, FAQ_MOVE, FAQ_PERENNIAL, FAQ_STEAL

from .helpers import (cats, choose, cid, climate, field, game, hand, ids, pass_season, plant, rabbits, saved,
                      silo, skip_to_year, take, to_commit, top, units, upgrade)


def current(g, seat):
    return cid(g, g.current_card(seat))


# ------------------------------------------------------ Steal Opponent's Card
def test_faq_steal_plays_first_others_show_their_cards_the_thief_takes_one():
    g = game(3)
    to_commit(g, {0: ("steal_opponents_card", "cats"), 1: ("silo", "cats"), 2: ("dogs", "cats")})
    g.apply(0, Play("face"))
    g.apply(1, Play("face"))  # Ben planned to build a Silo
    g.apply(2, Play("half_field"))  # Chloe planned a Back Action: her card is shown all the same
    assert g.step == META and g.to_act() == (0,)
    shown = g.view(1)["shown"]
    assert {k: v["id"] for k, v in shown.items()} == {"1": "silo", "2": "dogs"}
    assert any("the others show their current cards: Ben Silo, Chloe Dogs" in s for s in g.log(2))
    assert g.decisions()[0].kind == "steal"
    assert {a.victim for a in g.legal_actions(0)} == {0, 1, 2}


def test_faq_steal_the_victim_draws_one_card_and_plays_it_immediately_the_thief_plays_the_stolen_card():
    g = game(2)
    to_commit(g, {0: ("steal_opponents_card", "cats"), 1: ("silo", "cats")})
    top(g, "dogs")
    g.apply(0, Play("face"))
    g.apply(1, Play("face"))
    g.apply(0, Steal(1))
    # the victim decides first, with his new card
    assert g.to_act() == (1,) and current(g, 1) == "dogs" and g.decisions()[0].kind == "play_now"
    g.apply(1, Play("face"))
    assert g.to_act() == (0,) and current(g, 0) == "silo"
    g.apply(0, Play("face"))
    assert len(g.silos[0]) == 2 and len(g.silos[1]) == 1 and ids(g, g.units[1]) == ["dogs"]
    assert any(s == f"Ana steals Ben's Silo ({FAQ_STEAL})." for s in g.log())
    # the victim's new card is secret until played
    assert any(s == f"Ben lost the card and draws a new card to play at once ({FAQ_STEAL})." for s in g.log(0))


def test_faq_steal_if_the_victim_draws_another_steal_he_can_steal_his_card_back():
    g = game(2)
    to_commit(g, {0: ("steal_opponents_card", "cats"), 1: ("silo", "cats")})
    top(g, "steal_opponents_card", "mercenary")
    g.apply(0, Play("face"))
    g.apply(1, Play("face"))
    g.apply(0, Steal(1))
    assert current(g, 1) == "steal_opponents_card"
    g.apply(1, Play("face"))
    assert g.to_act() == (1,) and g.decisions()[0].kind == "steal"
    assert {k: v["id"] for k, v in g.view(0)["shown"].items()} == {"0": "silo"}
    g.apply(1, Steal(0))  # Ben takes his Silo back
    assert current(g, 1) == "silo"
    assert g.to_act() == (0,) and current(g, 0) == "mercenary"  # Ana, now the victim, drew a card
    g.apply(0, Play("face"))
    g.apply(1, Play("face"))
    assert len(g.silos[1]) == 2 and ids(g, g.units[0]) == ["mercenary"]


def test_faq_steal_a_victim_who_planned_a_back_action_may_keep_it_or_change_his_mind():
    g = game(2)
    to_commit(g, {0: ("steal_opponents_card", "cats"), 1: ("silo", "cats")})
    top(g, "cats")
    g.apply(0, Play("face"))
    g.apply(1, Play("half_field"))
    g.apply(0, Steal(1))
    assert {a.how for a in g.legal_actions(1)} == {"face", "discard", "half_field", "half_silo", "armed_man", "save"}
    g.apply(1, Play("face"))  # changed his mind: Cats instead
    g.apply(0, Play("half_silo"))
    assert len(g.cats[1]) == 1 and not g.half_fields[1] and len(g.half_silos[0]) == 1


def test_faq_steal_two_steals_adjacent_players_steal_from_the_closer_opponent():
    g = game(4)
    to_commit(g, {0: ("steal_opponents_card", "cats"), 1: ("steal_opponents_card", "cats"),
                  2: ("silo", "cats"), 3: ("dogs", "cats")})
    for s in range(4):
        g.apply(s, Play("face"))
    # Ana (0) and Ben (1) sit side by side: Ana's closer opponent is Dev (3), Ben's is Chloe (2)
    assert g.step == META and g.decisions()[0].kind == "play_now"
    took = {e.seat: (e.data["victim"], cid(g, e.data["card"])) for e in g.events if e.kind == "steal"}
    assert took == {0: (3, "dogs"), 1: (2, "silo")}
    assert any("(the closer opponent)" in s for s in g.log())
    while g.step == META:
        s = g.to_act()[0]
        g.apply(s, Play("discard"))


def test_faq_steal_two_steals_opposite_players_steal_from_the_opponent_on_their_right():
    g = game(4)
    to_commit(g, {0: ("steal_opponents_card", "cats"), 2: ("steal_opponents_card", "cats"),
                  1: ("silo", "cats"), 3: ("dogs", "cats")})
    for s in range(4):
        g.apply(s, Play("face"))
    took = {e.seat: (e.data["victim"], cid(g, e.data["card"])) for e in g.events if e.kind == "steal"}
    assert took == {0: (3, "dogs"), 2: (1, "silo")}  # the right-hand opponent is the previous seat (J8)
    assert any("(the opponent on the right)" in s for s in g.log())


def test_faq_steal_three_steals_all_are_discarded_and_each_draws_one_card_to_play_or_discard():
    g = game(4, seed=1)  # no Steal among the backs of the first fields and silos
    to_commit(g, {0: ("steal_opponents_card", "cats"), 1: ("steal_opponents_card", "cats"),
                  2: ("steal_opponents_card", "cats"), 3: ("dogs", "cats")})
    top(g, "silo", "mercenary", "cats")
    steals = [g.entries[s][0].card for s in range(3)]
    for s in range(4):
        g.apply(s, Play("face"))
    assert all(c in g.discard for c in steals)
    assert current(g, 3) == "dogs"  # nobody stole from Dev
    assert any("Too many Steals at once" in s for s in g.log())
    redraws = [s.split(" draws")[0] for s in g.log() if "draws one card to play or discard at once:" in s]
    assert redraws == ["Ana", "Ben", "Chloe"]
    while g.step == META:
        s = g.to_act()[0]
        g.apply(s, Play("face"))
    assert len(g.silos[0]) == 2 and ids(g, g.units[1]) == ["mercenary"] and len(g.cats[2]) == 1


def test_faq_steal_two_steals_in_a_3_player_game_are_discarded_too():
    g = game(3)
    to_commit(g, {0: ("steal_opponents_card", "cats"), 1: ("steal_opponents_card", "cats"), 2: ("dogs", "cats")})
    for s in range(3):
        g.apply(s, Play("face"))
    assert any("Too many Steals at once" in s for s in g.log())
    assert not any(e.kind == "steal" for e in g.events)


def test_faq_steal_two_steals_in_a_2_player_game_are_discarded_too():
    g = game(2)
    to_commit(g, {0: ("steal_opponents_card", "cats"), 1: ("steal_opponents_card", "cats")})
    for s in range(2):
        g.apply(s, Play("face"))
    assert any("Too many Steals at once" in s for s in g.log())


def test_faq_steal_if_you_want_none_discard_it_for_the_top_card_of_the_deck():
    g = game(2)
    to_commit(g, {0: ("steal_opponents_card", "cats"), 1: ("silo", "cats")})
    top(g, "fertilizer")
    steal = g.entries[0][0].card
    g.apply(0, Play("face"))
    g.apply(1, Play("face"))
    g.apply(0, Steal(0))
    assert steal in g.discard and current(g, 0) == "fertilizer" and g.to_act() == (0,)
    g.apply(0, Play("face", where=0))
    assert len(g.silos[1]) == 2 and g.fields[0][0].fertilizer >= 0
    assert any("stealing their own card" in s for s in g.log())


def test_faq_steal_only_one_steal_a_season_per_player():
    g = game(2)
    saved(g, 0, "steal_opponents_card")
    to_commit(g, {0: ("steal_opponents_card", "cats")})
    g.apply(0, UseSaved(0, "face"))
    with pytest.raises(IllegalActionError) as info:
        g.apply(0, Play("face"))
    assert info.value.rule == FAQ_STEAL


def test_draw_2_cards_plays_first_play_one_keep_the_other():
    g = game(2)
    to_commit(g, {0: ("draw_2_cards", "cats"), 1: ("dogs", "cats")})
    top(g, "silo", "warlord")
    before = len(g.hands[0])
    g.apply(0, Play("face"))
    g.apply(1, Play("face"))
    assert g.step == META and g.decisions()[0].kind == "draw_two"
    assert {c["id"] for c in g.view(0)["players"][0]["drawn"]} == {"silo", "warlord"}
    assert "drawn" not in g.view(1)["players"][0]
    g.apply(0, KeepDrawn(0))
    assert ids(g, g.hands[0])[-1] == "warlord" and current(g, 0) == "silo"
    g.apply(0, Play("face"))
    assert len(g.silos[0]) == 2
    assert len(g.hands[0]) == before + 1  # the kept card joins the hand: it may go over hand size (D25)


# ----------------------------------------------- Cats, Rabbits, and Coyote
def test_faq_coyote_chases_away_all_cats_and_all_rabbits_on_one_farm():
    g = game(2)
    cats(g, 1, 2)
    rabbits(g, 1)
    to_commit(g, {0: ("coyote", "dogs")})
    assert {a.target for a in g.legal_actions(0) if type(a) is Play and a.how == "face"} == {0, 1}
    pass_season(g, {0: Play("face", target=1)})
    assert not g.cats[1] and not g.rabbits[1]
    assert any(s == f"Ana's Coyote chases all Cats (2) and all Rabbits (1) off Ben's farm ({FAQ_CATS})." for s in g.log())


def test_faq_you_can_have_more_than_one_cats_card():
    g = game(2)
    cats(g, 0)
    to_commit(g, {0: ("cats", "dogs")})
    pass_season(g, {0: Play("face")})
    assert len(g.cats[0]) == 2 and g.capacity(0) == 11


def test_faq_coyote_chases_cats_played_the_same_turn():
    g = game(2)
    to_commit(g, {0: ("cats", "dogs"), 1: ("coyote", "dogs")})
    pass_season(g, {0: Play("face"), 1: Play("face", target=0)})
    assert not g.cats[0]


def test_faq_coyote_and_perennial_the_same_turn_with_rabbits_from_an_earlier_turn():
    g = game(2)
    rabbits(g, 0)
    to_commit(g, {0: ("perennial", "dogs")})
    saved(g, 0, "coyote")
    # Perennial alone: not playable with Rabbits ...
    g2 = game(2, seed=9)
    rabbits(g2, 0)
    to_commit(g2, {0: ("perennial", "dogs")})
    with pytest.raises(IllegalActionError) as info:
        g2.apply(0, Play("face", where=0))
    assert info.value.rule == FAQ_PERENNIAL
    # ... but with a Coyote the same turn, the Coyote chases the Rabbits and the Perennial stays
    g.apply(0, UseSaved(0, "face", target=0))
    g.apply(0, Play("face", where=0))
    pass_season(g)
    assert not g.rabbits[0] and g.fields[0][0].perennial >= 0


def test_faq_rabbits_eat_perennials_and_upgrades_stay_until_climate_or_rabbits():
    g = game(2)
    upgrade(g, 0, 0, "perennial")
    upgrade(g, 0, 0, "fertilizer")
    to_commit(g, {1: ("rabbits", "dogs")})
    pass_season(g, {1: Play("face", target=0)})
    assert g.fields[0][0].perennial == -1 and g.fields[0][0].fertilizer >= 0  # Perennial eaten, Fertilizer stays
    assert any("eat the Perennial" in s for s in g.log())


def test_rabbits_are_played_on_an_opponent_not_on_yourself():
    g = game(2)
    to_commit(g, {0: ("rabbits", "dogs")})
    assert {a.target for a in g.legal_actions(0) if type(a) is Play and a.how == "face"} == {1}
    with pytest.raises(IllegalActionError):
        g.apply(0, Play("face", target=0))


# --------------------------------------------------------------- Perennial
def test_faq_perennial_you_can_still_plant_and_the_seeded_field_produces_normally():
    g = game(2)
    upgrade(g, 0, 0, "perennial")
    climate(g, "sun_and_showers", "sun_and_showers")
    to_commit(g, fields={0: (0,)})
    pass_season(g)
    assert [e.data["yields"] for e in g.events if e.kind == "harvest" and e.seat == 0] == [[5]]


def test_faq_perennial_unseeded_produces_less_fertilizer_and_climate_apply_and_back_actions_allowed():
    g = game(2)
    upgrade(g, 0, 0, "perennial")
    upgrade(g, 0, 0, "fertilizer")
    climate(g, "sun_and_showers", "sun_and_showers")
    to_commit(g, {0: ("cats", "dogs")})
    assert "half_field" in {a.how for a in g.legal_actions(0) if type(a) is Play}
    pass_season(g, {0: Play("half_field")})
    assert [e.data["yields"] for e in g.events if e.kind == "harvest" and e.seat == 0] == [[4]]  # 1 + 2 + 1


def test_faq_perennial_back_actions_only_if_no_other_field_was_seeded():
    g = game(2)
    upgrade(g, 0, 0, "perennial")
    field(g, 0)
    to_commit(g, {0: ("cats", "dogs")}, fields={0: (1,)})
    assert "half_field" not in {a.how for a in g.legal_actions(0) if type(a) is Play}


# ------------------------------------------------------- Moving Field Upgrades
def test_faq_moving_field_upgrades_is_not_allowed():
    g = game(2)
    field(g, 0)
    upgrade(g, 0, 0, "fertilizer")
    to_commit(g, {0: ("fertilizer", "dogs")})
    # there is no action that moves an upgrade; a second Fertilizer goes on the other field only
    assert {a.where for a in g.legal_actions(0) if type(a) is Play and a.how == "face"} == {1}
    with pytest.raises(IllegalActionError) as info:
        g.apply(0, Play("face", where=0))
    assert info.value.rule == FAQ_MOVE
    f0 = g.fields[0][0].to_json()
    pass_season(g, {0: Play("face", where=1)})
    plant(g)
    assert g.fields[0][0].to_json() == f0


# ------------------------------------------------------------ Silo Extension
def test_faq_silo_extension_only_one_per_silo():
    g = game(2)
    g.silos[0][0].extension = take(g, "silo_extension")
    to_commit(g, {0: ("silo_extension", "dogs")})
    assert not any(a.how == "face" for a in g.legal_actions(0) if type(a) is Play)
    with pytest.raises(IllegalActionError) as info:
        g.apply(0, Play("face", where=0))
    assert info.value.rule == FAQ_EXTENSION
    silo(g, 0)
    g.apply(0, Play("face", where=1))
    pass_season(g)
    assert g.capacity(0) == 14


# ----------------------------------------------------------- Almanac and Geezer
def test_faq_almanac_is_played_at_the_normal_time_and_informs_the_following_year_not_this_turn():
    g = game(2)
    to_commit(g, {0: ("almanac", "dogs")})
    assert g.year_card() >= 0  # the climate is already out when the Almanac is played
    pass_season(g, {0: Play("face")})
    assert g.known[0] == {3, 4, 5}
    plant(g)
    assert g.to_act() == (0, 1) or g.step == COMMIT  # summer: Ana is not informed (year 2 is)
    pass_season(g)
    choose(g)
    assert g.step == PLANT and g.to_act() == (1,)  # year 2: Ana chooses after Ben
    line = next(s for s in g.log(0) if "looks at the coming climate" in s)
    assert line.endswith(f"({FAQ_ALMANAC}).")


def test_faq_geezer_informs_the_next_season():
    g = game(2)
    to_commit(g, {0: ("geezer", "dogs")})
    pass_season(g, {0: Play("face")})
    assert g.known[0] == {2}
    assert g.to_act() == (1,)  # summer: Ana knows the summer card and waits


def test_almanac_what_it_showed_is_seen_only_by_its_owner():
    g = game(2)
    to_commit(g, {0: ("almanac", "dogs")})
    pass_season(g, {0: Play("face")})
    names = [g.ccard[g.climate_order[p]].name for p in (3, 4, 5)]
    mine = next(s for s in g.log(0) if "looks at the coming climate" in s)
    assert all(n in mine for n in names)
    theirs = next(s for s in g.log(1) if "secretly looks at 3 coming Climate cards" in s)
    assert not any(n in theirs for n in names)
    assert g.view(0)["players"][0]["known_climate"] and "known_climate" not in g.view(1)["players"][0]


def test_almanac_in_the_last_year_shows_nothing():
    g = game(2)
    skip_to_year(g, 8)
    to_commit(g, {0: ("almanac", "dogs")})
    pass_season(g, {0: Play("face")})
    assert not g.known[0]
    assert any("looks at the coming climate: nothing (the game ends first)" in s for s in g.log(0))


def test_geezer_in_the_last_summer_shows_nothing():
    g = game(2)
    skip_to_year(g, 8)
    to_commit(g, {0: ("dogs", "geezer")})
    pass_season(g)
    plant(g)
    pass_season(g, {0: Play("face")})
    assert g.over and not g.known[0]
