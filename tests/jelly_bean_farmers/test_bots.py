"""The Jelly Bean Farmers bots: legal play, the heuristic's rules of thumb,
and the heuristic clearly beating random play."""

from __future__ import annotations

import pytest

import farmlab
from farmlab.core.simulate import play as play_out
from farmlab.jelly_bean_farmers import Attack, HeuristicBot, JellyBeanFarmers, Plant, Play, RandomBot, UseSaved
from farmlab.jelly_bean_farmers.bots import climate_model
from farmlab.jelly_bean_farmers.cards import load_climate

from .helpers import choose, climate, field, game, pass_season, plant, to_commit, units


@pytest.mark.parametrize("n", [2, 3, 4])
def test_heuristic_bots_play_only_legal_moves_with_invariants_checked(n):
    for seed in range(3):
        g = JellyBeanFarmers(n, seed, debug=True)
        play_out(g, [HeuristicBot(seed + s) for s in range(n)])
        assert g.over


def test_mixed_bots_play_whole_games():
    for seed in range(3):
        g = JellyBeanFarmers(4, seed, debug=True)
        play_out(g, [HeuristicBot(1), RandomBot(2), HeuristicBot(3), RandomBot(4)])
        assert g.over


def test_the_built_in_bots_are_trusted():
    """Both built-in bots skip the re-check in simulations (``Bot.trusted``); the conformance test
    (``test_trusted_bots_only_ever_choose_legal_actions``) sends every move they choose through ``apply``."""
    assert HeuristicBot(0).is_trusted() and RandomBot(0).is_trusted()


def test_heuristic_clearly_beats_random_over_1000_games():
    df = farmlab.simulate("jelly_bean_farmers", ["heuristic", "random", "random", "random"], n_games=1000, seed=2026)
    by = df.groupby("bot")
    wins = by.winner.mean()
    scores = by.score.mean()
    # a fair share would be 25 %; random bots share what is left
    assert wins["heuristic"] > 0.5 and wins["heuristic"] > 3 * wins["random"], wins
    assert scores["heuristic"] > scores["random"] + 4, scores


def test_climate_model_matches_the_deck_design_mean_yield():
    # docs/jelly-bean-farmers-deck.md §1.4: an unprotected seeded field averages 2.37 food
    g = game(2)
    choose(g)
    m = climate_model(g)
    assert m.expected(g, 0, (True, False, False, False, False)) == pytest.approx(2.37, abs=0.005)
    assert m.expected(g, 0, (True, True, True, True, False)) == pytest.approx(4.58, abs=0.005)


def test_climate_model_counts_only_unseen_cards_and_uses_what_the_seat_knows():
    g = game(2)
    climate(g, "severe_drought", "severe_drought", "locusts", "perfect_growing_weather", "sun_and_showers")
    g.known[0] = {3, 4}
    to_commit(g)
    pass_season(g)
    assert g.step == 2 and g.season == 1
    m = climate_model(g)
    deck = {c.id: c for c in load_climate()}
    # summer: the year card (Severe Drought) is known to all; the summer card is one of the 22 unseen
    e = m.expected(g, 1, (True, False, False, False, False))
    assert 0 <= e < 2.37
    # Ana knows next year's first two cards, so they are not in her pool for this summer
    assert m.unseen(g, 0)[m.types.index(deck["perfect_growing_weather"])] == 0
    assert m.unseen(g, 1)[m.types.index(deck["perfect_growing_weather"])] == 1


def test_shared_climate_odds_kept_card_by_card_equal_the_full_sums():
    # the odds a seat without Almanac/Geezer knowledge plants by are kept up to
    # date card by card (packed sums); they must equal the plain average over
    # the unseen cards, to the last bit, in every season of different games
    from farmlab.jelly_bean_farmers.bots.climate_model import _KINDS

    checked = 0
    for seed in range(6):
        g = JellyBeanFarmers(3, seed)
        bots = [HeuristicBot(seed * 3 + s) for s in range(3)]
        while not g.over:
            if g.step == 2:  # planting: the season's climate cards are still hidden
                m = climate_model(g)
                row = m.season(g)
                for k in range(32):
                    counts = [0] * m.T
                    for p in range(g.revealed, len(g.climate_order)):
                        counts[m.ctype[g.climate_order[p]]] += 1
                    assert m.shared_expected(k) == m.pooled(_KINDS[k], row[0], tuple(counts))
                    checked += 1
            seat = g.to_act()[0]
            g.apply(seat, bots[seat].choose(g, seat))
    assert checked > 32 * 6 * 16


def test_heuristic_plants_when_the_expected_yield_pays_for_the_seed():
    g = game(2)
    g.deck[0:0] = g.hands[0]  # no season card: nothing to build instead of planting
    g.hands[0] = []
    g.stage = g.stage.without(0)
    choose(g)
    assert HeuristicBot(1).choose(g, 0) == Plant((0,))  # 2.37 expected for 1 seed


def test_heuristic_does_not_plant_into_a_known_disaster():
    g = game(2)
    climate(g, "severe_drought", "locusts")
    g.known[0] = {0, 1}
    choose(g)
    g.apply(1, Plant(()))
    assert g.to_act() == (0,)
    assert HeuristicBot(1).choose(g, 0) == Plant(())


def test_heuristic_builds_storage_before_it_overflows():
    g = game(2)
    g.food[0] = 9
    field(g, 0)
    to_commit(g, {0: ("silo", "dogs")}, fields={0: (0, 1)})
    assert HeuristicBot(1).choose(g, 0) == Play("face")


def test_heuristic_defends_when_threatened():
    g = game(2)
    units(g, 1, "berzerker", "berzerker")  # offense 4 (+1 with a Warlord) against defense 0
    to_commit(g, {0: ("dogs", "cats")}, fields={0: (0,)})
    assert HeuristicBot(1).choose(g, 0) == Play("face")


def test_heuristic_attacks_with_a_warlord_when_tribute_pays():
    g = game(3)
    units(g, 0, "berzerker", "mercenary")
    units(g, 2, "dogs")
    to_commit(g, {0: ("warlord", "cats")}, fields={0: (0,)})
    bot = HeuristicBot(1)
    assert bot.choose(g, 0) == Play("face")
    g.apply(0, Play("face"))
    pass_season(g)
    assert bot.choose(g, 0) == Attack(1)  # (3 + 1 - 0) / 2 = 2 from Ben, only 1 from Chloe


def test_heuristic_keeps_a_useless_warlord_back():
    g = game(2)
    units(g, 1, "dogs", "dogs")
    to_commit(g, {0: ("warlord", "cats")}, fields={0: (0,)})
    assert HeuristicBot(1).choose(g, 0) == Play("discard")


def test_heuristic_saves_the_first_half_and_brings_it_in_with_the_second():
    g = game(2)
    g.food[0] = 3
    climate(g, "severe_drought", "locusts", "severe_drought")
    g.known[0] = {0, 1, 2}
    to_commit(g, {0: ("armed_man", "armed_man")})
    bot = HeuristicBot(1)
    assert bot.choose(g, 0) == Play("save")
    g.apply(0, Play("save"))
    pass_season(g)
    plant(g)
    assert bot.choose(g, 0) == UseSaved(0, "half_field")
    g.apply(0, UseSaved(0, "half_field"))
    assert bot.choose(g, 0) == Play("half_field")
