"""End of the Game, Scoring and the Tie-breaker of jelly-bean-farmers.txt."""

from __future__ import annotations

from farmlab.jelly_bean_farmers.rules.sections import R_SCORING, R_TIE

from .helpers import choose, field, game, pass_season, plant, silo, skip_to_year, take, units, upgrade


def finish(g):
    skip_to_year(g, 8)
    choose(g)
    for _ in range(2):
        plant(g)
        pass_season(g)
    assert g.over


def test_end_of_the_game_after_8_years_when_all_24_climate_cards_are_played():
    g = game(2)
    finish(g)
    assert g.revealed == 24 and g.year == 7 and g.to_act() == () and g.decisions() == []


def test_scoring_count_your_food_and_4_for_each_food_stamp_left():
    g = game(3)
    g.food = [10, 10, 10]
    g.stamps = [2, 1, 0]
    assert g.scores() == [18, 14, 10]


def test_scoring_highest_total_wins():
    g = game(2)
    finish(g)
    g.food = [9, 3]
    assert g.winners() == [0] and g.ranks() == [1, 2]


def _tied(g):
    g.food = [10, 10, 10]
    g.stamps = [1, 1, 1]


def test_tiebreak_more_food_stamps_wins():
    g = game(3)
    g.food = [14, 10, 18]
    g.stamps = [1, 2, 0]  # all 18
    assert g.scores() == [18, 18, 18] and g.winners() == [1]


def test_tiebreak_then_more_fields():
    g = game(3)
    _tied(g)
    field(g, 2)
    assert g.winners() == [2]


def test_tiebreak_then_the_highest_defense():
    g = game(3)
    _tied(g)
    units(g, 1, "dogs")
    units(g, 0, "berzerker")  # offense does not count
    assert g.winners() == [1]


def test_tiebreak_then_the_most_field_and_silo_upgrades():
    g = game(3)
    _tied(g)
    upgrade(g, 0, 0, "fertilizer")
    g.silos[1][0].extension = take(g, "silo_extension")
    upgrade(g, 1, 0, "irrigation")
    assert g.upgrades(0) == 1 and g.upgrades(1) == 2 and g.winners() == [1]


def test_tiebreak_silos_themselves_are_not_upgrades():
    g = game(2)
    g.food = [10, 10]
    silo(g, 0, card=True)
    assert g.upgrades(0) == 0 and g.winners() == [0, 1]


def test_tiebreak_if_that_ties_just_call_it_a_tie():
    g = game(2)
    finish(g)
    g.food = [10, 10]
    g.stamps = [2, 2]
    assert g.winners() == [0, 1] and g.ranks() == [1, 1]


def test_result_sentence_names_the_rule():
    g = game(2)
    finish(g)
    assert g.log()[-2].endswith(f"({R_SCORING}).")
    assert g.log()[-1].endswith(f"({R_SCORING}).") or g.log()[-1].endswith(f"({R_TIE}).")


def test_tiebreak_keys_are_compared_in_the_rules_order():
    """Stamps, then Fields, then Defense, then Upgrades: each earlier key beats
    every later one (swapping any two keys fails one of these)."""
    # more stamps beats more fields
    g = game(2)
    g.food, g.stamps = [14, 18], [1, 0]  # both score 18
    field(g, 1)
    assert g.winners() == [0]
    # more fields beats more defense
    g = game(3)
    _tied(g)
    field(g, 0)
    units(g, 1, "dogs")
    assert g.winners() == [0]
    # more defense beats more upgrades
    g = game(3)
    _tied(g)
    units(g, 0, "dogs")
    upgrade(g, 1, 0, "fertilizer")
    upgrade(g, 1, 0, "irrigation")
    assert g.winners() == [0]


def test_the_final_sentence_counts_stamps_at_the_options_value():
    """Scoring with the stamp_points variant: the sentence says what the engine counts."""
    from farmlab.core.simulate import play
    from farmlab.jelly_bean_farmers import HeuristicBot, JellyBeanFarmers

    g = play(JellyBeanFarmers(2, 3, stamp_points=1), [HeuristicBot(0), HeuristicBot(1)])
    end = [s for s in g.log() if "years are over" in s][-1]
    assert "food plus 1 per unused Food Stamp" in end
    assert all(f"{name} {score}" in end for name, score in zip(g.names, g.scores()))


def _end_with(g, food, stamps):
    """Play to the last season's actions, then set food and stamps before the game ends."""
    skip_to_year(g, 8)
    choose(g)
    plant(g)
    pass_season(g)
    plant(g)
    g.food, g.stamps = list(food), list(stamps)
    pass_season(g)
    assert g.over


def test_scoring_the_highest_total_is_told_as_the_winner():
    g = game(2)
    _end_with(g, [20, 10], [1, 1])
    best = max(g.scores())
    assert g.scores()[0] == best > g.scores()[1]
    assert g.log()[-1] == f"Ana wins with {best} ({R_SCORING})."


def test_tiebreak_a_tie_on_the_total_is_told_with_the_tie_breaker():
    g = game(3)
    _end_with(g, [10, 10, 5], [1, 1, 1])
    best = g.scores()[0]
    assert g.log()[-1] == (f"Ana and Ben tie on {best}; by Food Stamps, Fields, Defense and Upgrades "
                           f"Ana and Ben share the win ({R_TIE}).")


def test_tiebreak_a_tie_broken_by_fields_names_the_one_winner():
    g = game(3)
    skip_to_year(g, 8)
    field(g, 1)
    _end_with(g, [10, 10, 5], [1, 1, 1])
    best = g.scores()[0]
    assert g.winners() == [1]
    assert g.log()[-1] == (f"Ana and Ben tie on {best}; by Food Stamps, Fields, Defense and Upgrades "
                           f"Ben wins ({R_TIE}).")
