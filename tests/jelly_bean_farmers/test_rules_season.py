"""A season of jelly-bean-farmers.txt: planting (and its special order),
climate, harvest, storage, eating and vermin; Almanac, Geezer and Fire."""

from __future__ import annotations

import json

import pytest

from farmlab.core.errors import IllegalActionError, NotYourTurnError
from farmlab.jelly_bean_farmers import Choose, FireField, Plant, Play
from farmlab.jelly_bean_farmers.state import CHOOSE, COMMIT, PLANT
from farmlab.jelly_bean_farmers.rules.sections import R_CLIMATE, R_EAT, R_HARVEST, R_ORDER, R_SUMMER, R_VERMIN
from farmlab.jelly_bean_farmers.state import NONE

from .helpers import (cats, choose, climate, field, game, half, hand, pass_season, plant, rabbits, silo, skip_to_year,
                      take, to_commit, upgrade)


def harvest_of(g, seat):
    return [e for e in g.events if e.kind == "harvest" and e.seat == seat][-1].data


# ----------------------------------------------------------- planting
def test_plant_take_one_food_per_seeded_field():
    g = game(2)
    field(g, 0)
    choose(g)
    g.apply(0, Plant((0, 1)))
    g.apply(1, Plant(()))
    assert g.food == [3, 5] and g.seeded[0] == [True, True] and g.step == COMMIT


def test_fields_seed_is_taken_from_unprotected_food_first():
    g = game(2)
    field(g, 0)
    g.food[0] = 8  # 5 in the silo, 3 unprotected
    choose(g)
    g.apply(0, Plant((0, 1)))
    g.apply(1, Plant(()))
    assert (g.protected(0), g.unprotected(0)) == (5, 1)


def test_plant_any_or_all_of_your_fields_or_none():
    g = game(2)
    field(g, 0)
    field(g, 0)
    choose(g)
    acts = g.legal_actions(0)
    assert Plant(()) in acts and Plant((1,)) in acts and Plant((0, 1, 2)) in acts and len(acts) == 8


def test_plant_cannot_seed_more_fields_than_food():
    g = game(2)
    field(g, 0)
    g.food[0] = 1
    choose(g)
    with pytest.raises(IllegalActionError, match="only 1"):
        g.apply(0, Plant((0, 1)))


def test_plant_with_no_food_there_is_nothing_to_choose():
    g = game(2)
    g.food[0] = 0
    g.stamps[0] = 0
    g.cashed[0] = True
    choose(g)
    assert g.to_act() == (1,)


def test_plant_choices_are_secret_until_everyone_has_chosen():
    g = game(3)
    choose(g)
    g.apply(0, Plant((0,)))
    assert g.food[0] == 5 and not g.seeded[0][0]  # not placed yet
    assert not g.view(1)["players"][0]["fields"][0]["seeded"]
    assert all(d.secret for d in g.decisions() if d.kind == "plant")
    with pytest.raises(NotYourTurnError):
        g.apply(0, Plant(()))
    g.apply(1, Plant(()))
    g.apply(2, Plant(()))
    assert g.seeded[0] == [True] and g.food[0] == 4 and g.view(1)["players"][0]["fields"][0]["seeded"]


def test_fallow_field_produces_nothing():
    g = game(2)
    climate(g, "perfect_growing_weather", "sun_and_showers", "sun_and_showers")
    to_commit(g)
    pass_season(g)
    assert not [e for e in g.events if e.kind == "harvest"]
    assert g.food == [4, 4]  # only the food eaten


def test_a_seed_grows_one_harvest_a_field_seeded_in_spring_is_fallow_in_summer_unless_seeded_again():
    # "Choose whether or not to plant" comes again each season: the spring seed
    # is used up by the spring harvest, so the summer needs a new seed
    g = game(2)
    climate(g, "perfect_growing_weather", "sun_and_showers", "sun_and_showers")
    to_commit(g, fields={0: (0,)})
    pass_season(g)
    assert harvest_of(g, 0)["seeded"] == [0]
    assert g.season == 1 and g.step == PLANT and g.seeded == [[False], [False]]
    harvests = len([e for e in g.events if e.kind == "harvest"])
    plant(g)  # nobody plants in summer
    pass_season(g)
    assert len([e for e in g.events if e.kind == "harvest"]) == harvests, "a fallow field grew in summer"


def test_choose_actions_a_single_card_is_the_spring_action_and_leaves_no_summer_card():
    # Ruling J19, in a later year too: the summer place of the year before is empty again
    g = game(2)
    to_commit(g)
    pass_season(g)
    plant(g)
    pass_season(g)  # the first year is over
    assert g.step == CHOOSE and g.chosen == [[-1, -1], [-1, -1]]
    g.discard.extend(g.hands[0][1:])  # Ana holds a single card
    del g.hands[0][1:]
    g.apply(0, Choose(0, -1))
    g.apply(1, Choose(0, 1))
    plant(g)
    pass_season(g)  # spring: Ana plays her single card
    plant(g)
    assert g.season == 1 and g.entries[0] == [] and g.entries[1]


def test_special_rule_players_who_know_the_climate_choose_after_the_others():
    g = game(3)
    g.known[1] = {0, 1}  # Ben knows year 1's year card and spring card (an Almanac last year)
    choose(g)
    assert g.step == PLANT and g.to_act() == (0, 2)
    g.apply(0, Plant((0,)))
    assert g.to_act() == (2,)
    g.apply(2, Plant(()))
    # the others' choices are shown before Ben decides
    assert g.to_act() == (1,) and g.seeded[0] == [True]
    assert "You know the coming climate" in g.decisions()[0].prompt
    assert any(s.endswith(f"({R_ORDER}).") for s in g.log())
    g.apply(1, Plant((0,)))
    assert g.step == COMMIT


def test_special_rule_summer_informed_only_with_the_summer_card_known():
    g = game(2)
    g.known[0] = {2}  # a Geezer played in spring shows the summer card
    choose(g)
    assert g.to_act() == (0, 1)  # spring: not informed
    plant(g)
    pass_season(g)
    assert g.to_act() == (1,)  # summer: Ana waits
    g.apply(1, Plant(()))
    assert g.to_act() == (0,)


# ------------------------------------------------------------- climate
def test_climate_year_card_for_both_seasons_and_one_season_card_each():
    g = game(2)
    climate(g, "perfect_growing_weather", "severe_drought", "locusts")
    to_commit(g, fields={0: (0,)})
    assert g.year_card() >= 0 and g.ccard[g.year_card()].id == "perfect_growing_weather"
    assert g.ccard[g.season_card()].id == "severe_drought"
    pass_season(g)
    assert harvest_of(g, 0)["yields"] == [2]  # 3 + 2 - 3
    plant(g, {0: (0,)})
    assert g.ccard[g.season_card()].id == "locusts" and g.ccard[g.year_card()].id == "perfect_growing_weather"
    pass_season(g)
    assert harvest_of(g, 0)["yields"] == [2]  # 3 + 2 - 3
    assert "placed over" not in g.log()[-1]


def test_climate_each_year_has_its_own_three_cards_the_summer_card_hidden_until_summer():
    g = game(2)
    skip_to_year(g, 3)
    climate(g, "sun_and_showers", "severe_drought", "locusts")
    choose(g)
    assert g.year_card() == NONE and g.season_card() == NONE  # nothing of year 3 shown yet
    plant(g)
    assert g.ccard[g.year_card()].id == "sun_and_showers" and g.ccard[g.season_card()].id == "severe_drought"
    assert g.log()[-1] == (f"Climate revealed: Sun and Showers for the whole year and Severe Drought for spring "
                           f"({R_CLIMATE}).")
    pass_season(g)
    assert g.step == PLANT and g.season_card() == NONE  # summer: its card is not shown before planting
    assert g.view(0)["climate"]["summer"] is None
    plant(g)
    assert g.ccard[g.season_card()].id == "locusts" and g.ccard[g.year_card()].id == "sun_and_showers"
    assert g.log()[-1] == f"Climate revealed: Locusts for summer, added to Sun and Showers ({R_SUMMER})."


def test_climate_add_the_year_card_and_the_season_card_together():
    g = game(2)
    climate(g, "sun_and_showers", "perfect_growing_weather")
    to_commit(g, fields={0: (0,)})
    pass_season(g)
    assert harvest_of(g, 0)["yields"] == [6]  # 3 + 1 + 2


def test_climate_unless_one_card_says_to_ignore_an_effect_of_the_other():
    g = game(2)
    climate(g, "severe_drought", "gentle_rains")
    to_commit(g, fields={0: (0,)})
    pass_season(g)
    assert harvest_of(g, 0)["yields"] == [4]  # the drought is ignored: 3 + 1


def test_climate_effects_apply_to_each_field_separately_irrigation_ignores_drought():
    g = game(2)
    field(g, 0, "irrigation")
    climate(g, "severe_drought", "sun_and_showers")
    to_commit(g, fields={0: (0, 1)})
    pass_season(g)
    assert harvest_of(g, 0)["yields"] == [1, 4]


def test_harvest_protective_netting_ignores_pestilence():
    g = game(2)
    field(g, 0, "protective_netting")
    climate(g, "locusts", "sun_and_showers")
    to_commit(g, fields={0: (0, 1)})
    pass_season(g)
    assert harvest_of(g, 0)["yields"] == [1, 4]


def test_harvest_fertilizer_produces_one_more():
    g = game(2)
    field(g, 0, "fertilizer")
    climate(g, "sun_and_showers", "sun_and_showers")
    to_commit(g, fields={0: (0, 1)})
    pass_season(g)
    assert harvest_of(g, 0)["yields"] == [5, 6]


def test_harvest_fertilizer_and_favourable_climate_make_at_most_7():
    g = game(2)
    field(g, 0, "fertilizer", "irrigation", "protective_netting")
    climate(g, "perfect_growing_weather", "heat_wave")
    to_commit(g, fields={0: (1,)})
    pass_season(g)
    assert harvest_of(g, 0)["yields"] == [0, 7]


def test_harvest_a_field_can_not_do_worse_than_losing_its_seed():
    g = game(2)
    climate(g, "severe_drought", "locusts")
    to_commit(g, fields={0: (0,)})
    assert g.food[0] == 4
    pass_season(g)
    assert harvest_of(g, 0)["yields"] == [0]
    assert g.food[0] == 3  # seed lost, one eaten; nothing more
    assert all(y >= 0 for y in harvest_of(g, 0)["yields"]), "a harvest never takes food away"


def test_faq_driving_rain_and_drought_add_up():
    g = game(2)
    climate(g, "driving_rain", "moderate_drought")
    to_commit(g, fields={0: (0,)})
    pass_season(g)
    assert harvest_of(g, 0)["yields"] == [0]  # 3 - 2 - 2 = -1 -> 0
    g2 = game(2, seed=1)
    climate(g2, "severe_drought", "moderate_drought")
    to_commit(g2, fields={0: (0,)})
    pass_season(g2)
    assert harvest_of(g2, 0)["yields"] == [0]  # 3 - 3 - 2 -> 0, added, not the worst of the two


def test_faq_driving_rain_is_not_drought_irrigation_does_not_help():
    g = game(2)
    upgrade(g, 0, 0, "irrigation")
    climate(g, "driving_rain", "sun_and_showers")
    to_commit(g, fields={0: (0,)})
    pass_season(g)
    assert harvest_of(g, 0)["yields"] == [2]


def test_climate_destroys_upgrades_after_the_harvest_so_they_still_count():
    g = game(2)
    upgrade(g, 0, 0, "fertilizer")
    climate(g, "sun_and_showers", "driving_rain", "sun_and_showers")
    to_commit(g, fields={0: (0,)})
    pass_season(g)
    assert harvest_of(g, 0)["yields"] == [3]  # 3 + 1 - 2 + 1 (the Fertilizer still counts)
    assert g.fields[0][0].fertilizer == -1
    assert any("destroys 1 Fertilizer" in s for s in g.log())


def test_field_upgrades_are_operational_in_the_season_played():
    g = game(2)
    climate(g, "sun_and_showers", "sun_and_showers")
    to_commit(g, {0: ("fertilizer", "cats")}, fields={0: (0,)})
    pass_season(g, {0: Play("face", where=0)})
    assert harvest_of(g, 0)["yields"] == [6]


# ----------------------------------------------------------------- Fire
def test_faq_fire_year_card_free_half_field_in_both_seasons_with_spare_hand_cards():
    g = game(2)
    g.flex[0].append(take(g, "flexible_hand"))  # hand size 4: 2 cards stay in hand
    hand(g, 0, "dogs", "cats", "silo", "coyote")
    climate(g, "fire", "sun_and_showers", "sun_and_showers")
    to_commit(g, {0: ("dogs", "cats")}, fields={0: (0,)})
    assert FireField(0) in g.legal_actions(0)  # even after seeding
    g.apply(0, FireField(0))
    with pytest.raises(IllegalActionError, match="already"):
        g.apply(0, FireField(0))
    pass_season(g)
    plant(g)
    g.apply(0, FireField(0))
    assert len(g.fields[0]) == 2 and not g.hands[0]
    assert any("free ½ Field" in s and "Fire Climate card as a Year-Long Climate" in s for s in g.log())


def test_faq_fire_needs_a_card_in_hand():
    g = game(2)
    climate(g, "fire", "sun_and_showers", "sun_and_showers")
    to_commit(g)
    assert len(g.hands[0]) == 1
    g.apply(0, FireField(0))
    pass_season(g)
    plant(g)
    assert not any(type(a) is FireField for a in g.legal_actions(0))


def test_fire_as_a_season_card_only_for_that_season():
    g = game(2)
    climate(g, "sun_and_showers", "fire", "sun_and_showers")
    to_commit(g)
    assert FireField(0) in g.legal_actions(0)
    pass_season(g)
    plant(g)
    assert FireField(0) not in g.legal_actions(0)
    with pytest.raises(IllegalActionError, match="Fire"):
        g.apply(0, FireField(0))


def test_faq_fire_year_card_in_a_later_year():
    g = game(2)
    skip_to_year(g, 4)
    climate(g, "fire", "sun_and_showers", "sun_and_showers")
    to_commit(g)
    assert FireField(0) in g.legal_actions(0)


def test_ruling_j22_fire_is_open_during_the_whole_action_step_the_warlord_step_too():
    from farmlab.jelly_bean_farmers import Attack
    from farmlab.jelly_bean_farmers.state import WARLORD

    g = game(2)
    g.flex[0].append(take(g, "flexible_hand"))  # hand size 4: a card stays in hand
    hand(g, 0, "warlord", "cats", "silo", "coyote")
    climate(g, "fire", "sun_and_showers", "sun_and_showers")
    to_commit(g, {0: ("warlord", "cats")})
    g.apply(0, Play("face"))
    pass_season(g)
    assert g.step == WARLORD and g.to_act() == (0,)
    assert FireField(0) in g.legal_actions(0) and Attack(1) in g.legal_actions(0)
    g.apply(0, FireField(0))
    assert len(g.half_fields[0]) == 1


def test_fire_as_the_summer_card_only_in_summer():
    g = game(2)
    climate(g, "sun_and_showers", "sun_and_showers", "fire")
    to_commit(g)
    assert FireField(0) not in g.legal_actions(0)
    pass_season(g)
    plant(g)
    assert FireField(0) in g.legal_actions(0)


# ------------------------------------------------------ storage and harvest
def test_harvest_take_all_food_produced_into_storage():
    g = game(2)
    field(g, 0)
    climate(g, "perfect_growing_weather", "sun_and_showers")
    to_commit(g, fields={0: (0, 1)})
    pass_season(g)
    h = harvest_of(g, 0)
    assert h["total"] == 12 and h["capacity"] == 5
    assert any(s.endswith(f"({R_HARVEST}).") for s in g.log())


def test_harvest_an_unseeded_perennial_field_grows_in_play():
    g = game(2)
    upgrade(g, 0, 0, "perennial")
    g.food = [1, 1]
    climate(g, "perfect_growing_weather", "sun_and_showers")
    to_commit(g)  # nobody plants
    pass_season(g)
    h = harvest_of(g, 0)
    assert h["yields"] == [1 + 1 + 2] and h["total"] == 4 and g.food[0] == 1 + 4 - 1  # (one eaten)
    assert not [e for e in g.events if e.kind == "harvest" and e.seat == 1]  # nothing grows at Ben's


def test_food_storage_silo_5_extension_2_cats_3():
    g = game(2)
    assert g.capacity(0) == 5
    g.silos[0][0].extension = take(g, "silo_extension")
    assert g.capacity(0) == 7
    cats(g, 0)
    assert g.capacity(0) == 10
    silo(g, 0, card=True)
    assert g.capacity(0) == 15
    cats(g, 0)
    assert g.capacity(0) == 18  # more than one Cats card: yes


def test_eat_one_food_unprotected_first():
    g = game(2)
    g.food[0] = 8
    to_commit(g)
    pass_season(g)
    e = [e for e in g.events if e.kind == "eat" and e.seat == 0][-1]
    assert e.data["unprotected"] and e.data["food"] == 7
    assert g.food[0] == 6  # 7: 2 unprotected, half (1) lost
    assert any(s.endswith(f"({R_EAT}).") for s in g.log())


def test_eat_one_even_if_all_food_is_protected_and_only_one_is_left():
    g = game(2)
    g.food[0] = 1
    to_commit(g)
    pass_season(g)
    assert g.food[0] == 0
    e = [e for e in g.events if e.kind == "eat" and e.seat == 0][-1]
    assert not e.data["unprotected"]


def test_eat_only_when_completely_out_of_food_the_workers_go_hungry():
    g = game(2)
    g.food[0] = 0
    g.stamps[0] = 0
    to_commit(g)
    pass_season(g)
    assert g.food[0] == 0 and any("go hungry" in s for s in g.log())
    assert g.stats()["hungry"] == [1, 0]  # what the lab counts


def test_vermin_half_the_unprotected_food_rounded_up():
    g = game(2)
    g.food = [11, 10]  # after eating: 10 (5 unprotected: lose 3) and 9 (4 unprotected: lose 2)
    to_commit(g)
    pass_season(g)
    assert g.food == [7, 7]
    lines = [s for s in g.log() if s.endswith(f"({R_VERMIN}).")]
    assert len(lines) == 2 and "half (rounded up)" in lines[0]
    assert g.stats()["vermin_lost"] == [3, 2]  # what the lab counts


def test_vermin_rabbits_take_all_unprotected_food():
    g = game(2)
    rabbits(g, 0)
    g.food = [11, 11]
    to_commit(g)
    pass_season(g)
    assert g.food == [5, 7]


def test_vermin_cats_protect_food():
    g = game(2)
    cats(g, 0)
    g.food = [9, 9]
    to_commit(g)
    pass_season(g)
    assert g.food == [8, 6]


def test_faq_bottoming_out_only_one_food_eaten_and_harvest_stored_if_room():
    g = game(2)
    field(g, 0)
    climate(g, "sun_and_showers", "sun_and_showers")
    to_commit(g, fields={0: (0, 1)})
    # there is no action to eat more, throw food away or leave storage empty
    names = {type(a).__name__ for s in range(2) for a in g.legal_actions(s)}
    assert names <= {"Play", "UseSaved", "Done", "FireField"}
    pass_season(g)
    # 3 left after seeding, +10 harvested, 1 eaten: 12, of which 7 unprotected; vermin take 4
    assert g.food[0] == 8


def test_variant_hook_harvest_table_changes_what_fields_yield():
    """A rule variant overrides ``harvest_table``; the harvest asks it every season."""
    from farmlab.jelly_bean_farmers import HeuristicBot, JellyBeanFarmers
    from farmlab.core.simulate import play

    class DoubleHarvest(JellyBeanFarmers):
        def harvest_table(self, year, season):
            self.asked = getattr(self, "asked", 0) + 1
            return tuple(2 * food for food in super().harvest_table(year, season))

    plain = play(JellyBeanFarmers(2, 5), [HeuristicBot(0), HeuristicBot(1)])
    double = play(DoubleHarvest(2, 5), [HeuristicBot(0), HeuristicBot(1)])
    assert double.asked >= 2
    first = lambda g: next(e.data["yields"] for e in g.events if e.kind == "harvest" and e.data["total"])
    assert first(double) == [2 * x for x in first(plain)]
