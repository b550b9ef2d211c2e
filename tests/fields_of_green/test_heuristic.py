"""Fields of Green: the heuristic farmer drafts and places for water reach, food balance and VP,
and plans its Harvest payments; the counters it keeps equal the farm worked out anew."""

from __future__ import annotations

from farmlab.core.simulate import play
from farmlab.fields_of_green import FieldsOfGreen, HeuristicBot, RandomBot
from farmlab.fields_of_green.bots.farm_plan import ADJACENT, INDEX, FarmPlan, card_table, harvests_paid, tight_bound
from farmlab.fields_of_green.rules import build, drafting, harvest
from farmlab.fields_of_green.state import ACT, DRAW, HARVEST, PICK, TOWER, Place

from .helpers import BuildLocation, BuildSilo, BuildTower, DrawCards, PayHarvest, draw_all, game, put, reveal, to_harvest


def paid_step_by_step(stock, net, cost, income, harvests):
    """The plain count: Harvest after Harvest, the stock gets the net, pays the cost if it can
    (else the card is an Open Area for good), then gets the Upkeep's income."""
    paid = 0
    for _ in range(harvests):
        stock += net
        if stock < cost:
            break
        stock -= cost
        paid += 1
        stock += income
    return paid


def test_harvests_paid_in_closed_form_equals_the_count_harvest_by_harvest():
    for stock in range(-3, 12):
        for net in range(-4, 5):
            for cost in range(0, 4):
                for income in range(0, 3):
                    for harvests in range(0, 5):
                        assert harvests_paid(stock, net, cost, income, harvests) == \
                            paid_step_by_step(stock, net, cost, income, harvests), (stock, net, cost, income, harvests)


def plan_anew(g, seat):
    plan = FarmPlan(g.farms[seat])
    plan.update(g, seat, card_table(g.location_of, g.options.rounds)[0])
    return plan


def test_the_farm_plan_kept_card_by_card_equals_the_farm_read_anew():
    """After every move of whole games (2 to 4 players, heuristic and random seats), each farm's
    plan brought up to date only where new cards landed (anew after an Open Area) equals one read
    from the whole farm: the cards of each type next to every place, the per-adjacent cards next
    to every place, the cards of each type, what the face-up cards drink, make and eat; and the
    water it reads within reach of each free place, the most and the water on all the Towers, are
    the rule's."""
    checked = 0
    for seed, n in [(0, 4), (1, 3), (2, 2), (3, 4)]:
        g = FieldsOfGreen(n, seed)
        bots = [HeuristicBot(seed + s) if s % 2 == 0 else RandomBot(seed + s) for s in range(n)]
        plans = [FarmPlan(f) for f in g.farms]
        rows = card_table(g.location_of, g.options.rounds)[0]
        placed = [0] * n
        while not g.over:
            seat = g.to_act()[0]
            g.apply(seat, bots[seat].choose(g, seat))
            for s, plan in enumerate(plans):
                farm = g.farms[s]
                tokens = sum(1 for p in farm.grid.values() if p.equipment >= 0)
                # (as the bot reads it; an Equipment placed at a Harvest is read with the next card)
                if plan.cards != len(farm.grid) or plan.open != farm.open_areas or tokens != placed[s]:
                    plan.update(g, s, rows)
                    placed[s] = tokens
                anew = plan_anew(g, s)
                assert plan.near == anew.near and plan.feeds == anew.feeds and plan.counts == anew.counts
                assert (plan.thirst, plan.food_net, plan.thirsty) == (anew.thirst, anew.food_net, anew.thirsty)
                plan.read_water(g, g.table.round)
                assert plan.water == [build.water_near(g, s, place) for place in build.free_places(farm)]
                assert plan.most == max(plan.water, default=0) and plan.total == farm.water
                checked += 1
    assert checked > 1000


def test_a_card_is_never_valued_above_its_tight_bound():
    """The tight bound that decides whether a card is valued at all (and whether the action step
    looks for a place for it) is at least the value the heuristic gives the card, at every card
    it values in whole games of 2 to 4 players; and it is never above the looser bound."""
    checked = 0
    for seed, n in [(0, 4), (1, 3), (2, 2), (7, 4)]:
        g = FieldsOfGreen(n, seed)
        bots = [HeuristicBot(seed + s) for s in range(n)]
        for bot in bots:
            value = bot.value

            def checked_value(plan, row, food, counted, left, value=value):
                nonlocal checked
                v = value(plan, row, food, counted, left)
                counts = plan.counts
                assert v <= tight_bound(row, counts)
                n_counted = min(counts[row[6]], 4) if row[5] == ADJACENT else counts[row[6]]
                assert tight_bound(row, counts) <= row[15] + row[16] * n_counted + 1e-6
                checked += 1
                return v

            bot.value = checked_value
        while not g.over:
            seat = g.to_act()[0]
            g.apply(seat, bots[seat].choose(g, seat))
    assert checked > 100


def heuristic_decisions(games):
    """Every decision of whole games of heuristic bots, ``games``: (seed, players) pairs: yields the
    game, the seat to decide and its bot; the caller applies the seat's move."""
    for seed, n in games:
        g = FieldsOfGreen(n, seed)
        bots = [HeuristicBot(seed + s) for s in range(n)]
        while not g.over:
            seat = g.to_act()[0]
            yield g, seat, bots[seat]


def test_the_action_decided_at_the_selection_is_the_one_decided_at_the_action_step():
    """The heuristic decides its card turn's action when it selects the card (nothing of its farm
    changes before the action) and keeps it, unless it is a Water Tower or a Silo (the others may
    take the last from the supply first); at every action step of whole games (2 to 4 players)
    the kept action is the one the action step decides from the farm and the supply as they are,
    which the selection's shortcut (the market visit when no card beats the market) must not
    change either."""
    checked = 0
    for g, seat, bot in heuristic_decisions([(0, 4), (1, 3), (2, 2), (5, 4)]):
        if g.table.step == ACT:
            farm, kept = g.farms[seat], bot.kept
            anew = bot.act(g, seat)  # decided anew
            if bot.kept_card == farm.selected and bot.kept_farm is farm:
                assert not isinstance(kept, (BuildTower, BuildSilo))
                assert anew == kept == bot.choose(g, seat)
                checked += 1
            else:
                assert isinstance(kept, (BuildTower, BuildSilo)) and bot.choose(g, seat) == anew
            g.apply(seat, anew)
        else:
            g.apply(seat, bot.choose(g, seat))
    assert checked > 150


def test_the_farm_plan_counts_face_up_cards_by_type_and_next_to_each_place():
    g = game()
    put(g, 0, "Sheep", 2, 0)
    put(g, 0, "Wheat", 0, 1)
    put(g, 0, "Hay Meadow", 1, 1)  # a per-adjacent Field counting Livestock
    plan = plan_anew(g, 0)
    assert plan.counts == [2, 1, 0, 0, 1, 1]  # Fields, Livestock, Facilities, Buildings, Towers, Silos
    assert plan.near[(2, 1)][INDEX["livestock"]] == 1 and plan.near[(2, 1)][INDEX["field"]] == 1
    assert plan.feeds[(2, 1)] == [g.farms[0].grid[(1, 1)].card]  # Hay Meadow's ability counts a card there
    # Wheat and Hay Meadow drink 1 water each; Sheep eats 1 food; Wheat makes 2, Hay Meadow 0 (no Livestock next to it)
    assert plan.thirst == 2 and plan.food_net == 2 - 1


def test_the_heuristic_builds_a_thirsty_field_where_a_water_tower_in_reach_holds_water():
    g = game()
    farm = g.farms[0]
    draw_all(g)
    put(g, 0, "Turkeys", 2, 0)
    farm.add(Place(3, 0, TOWER, water=3))  # a second Tower, beyond the Turkeys
    g.table.towers_left -= 1
    farm.grid[(0, 0)].water = 0                       # the first one is dry
    reveal(g, {0: "Wheat"})
    a = HeuristicBot(0).choose(g, 0)
    assert isinstance(a, BuildLocation) and build.water_near(g, 0, (a.x, a.y)) == 3
    assert build.distance(farm, (3, 0), (a.x, a.y), 2) <= 2
    g.apply(0, a)  # legal (debug mode)


def test_the_heuristic_builds_an_animal_only_when_the_food_pays_its_harvests():
    """Sheep eat 1 food at every Harvest: with the one food a farm starts with (spent to build
    them) they would be an Open Area at the first Harvest, so the heuristic goes to market; with
    food for their Harvests it builds them."""
    chosen = []
    for food in (1, 3):
        g = game()
        draw_all(g)
        g.farms[0].grid[(1, 0)].food = food
        reveal(g, {0: "Sheep"})
        assert g.table.step == ACT and g.to_act()[0] == 0
        a = HeuristicBot(0).choose(g, 0)
        g.apply(0, a)
        chosen.append(type(a).__name__)
    assert chosen[0] != "BuildLocation" and chosen[1] == "BuildLocation"


def test_the_heuristic_pays_the_harvest_that_eats_food_before_the_one_that_makes_food_into_a_full_silo():
    g = game()
    draw_all(g)
    put(g, 0, "Pigs", 2, 0)    # eat 2 food: 2 VP
    put(g, 0, "Wheat", 0, 1)   # 1 water: 2 food, which a full Silo would lose
    to_harvest(g)
    g.farms[0].grid[(1, 0)].food = 4
    assert g.table.step == HARVEST and g.to_act() == (0,)
    assert {(a.x, a.y) for a in harvest.payable(g, 0)} == {(2, 0), (0, 1)}
    assert HeuristicBot(0).choose(g, 0) == PayHarvest(2, 0)


def test_the_heuristic_drafts_buildings_late_and_fields_early():
    early = game(3)
    late = game(3)
    late.table.round = 3
    assert early.table.step == DRAW and late.table.step == DRAW
    first, last = HeuristicBot(0).choose(early, 0), HeuristicBot(0).choose(late, 0)
    assert first in drafting.combinations(early) and last in drafting.combinations(late)
    assert isinstance(first, DrawCards) and first.fields > first.buildings
    assert last.buildings > last.fields


def test_the_heuristic_scores_more_than_random_players_in_four_player_games():
    scores = {"heuristic": 0, "random": 0}
    for seed in range(20):
        g = play(FieldsOfGreen(4, seed), [HeuristicBot(seed), RandomBot(1), HeuristicBot(2), RandomBot(3)])
        s = g.scores()
        scores["heuristic"] += s[0] + s[2]
        scores["random"] += s[1] + s[3]
    assert scores["heuristic"] > 1.5 * scores["random"]


def test_the_water_read_once_a_round_is_the_water_at_every_card_turn_of_the_round():
    """The heuristic reads the water within reach of the free places once a round (or after a
    card built): in the Action phase the water on the Towers changes only with the cards built.
    At every selection and action of whole games (2 to 4 players) the water it holds for the
    round is the rule's, and so is the water on all the Towers."""
    checked = 0
    for g, seat, bot in heuristic_decisions([(0, 4), (1, 3), (2, 2), (6, 4)]):
        a = bot.choose(g, seat)
        plan = bot.plan
        if g.table.step in (PICK, ACT) and plan.water_round == g.table.round \
                and plan.cards == len(g.farms[seat].grid):
            farm = g.farms[seat]
            assert plan.water == [build.water_near(g, seat, place) for place in build.free_places(farm)]
            assert plan.total == farm.water and plan.most == max(plan.water, default=0)
            checked += 1
        g.apply(seat, a)
    assert checked > 50
