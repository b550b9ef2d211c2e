"""Fields of Green: the Harvest Phase, Game End, Equipment and the Timing Rules, one test per
rule of the text."""

from __future__ import annotations

from farmlab.fields_of_green.rules import build, game_end, harvest

from .helpers import (ACT, DRAW, EQUIP, HARVEST, MIXED, PICK, BuildLocation, EndHarvest, GoToMarket, KeepEquipment,
                      PayHarvest, PickCard, act_all, draw_all, game, give, on_top, put, put_silo, put_tower, refused,
                      reveal, to_harvest, token)


def at_harvest(n=3, seed=0, setup=None, **options):
    """A game at its first Harvest, after ``setup(g)`` has built the farms."""
    g = game(n, seed, **options)
    draw_all(g)
    if setup:
        setup(g)
    to_harvest(g)
    return g


# ------------------------------------------------------------------ Harvest Phase
def test_harvest_pay_the_cost_of_each_harvest_ability_to_apply_it():
    g = at_harvest(setup=lambda g: put(g, 0, "Sheep", 2, 0))
    assert g.table.step == HARVEST and g.to_act() == (0,)
    coins = g.farms[0].coins
    g.apply(0, PayHarvest(2, 0))
    assert g.farms[0].coins == coins + 3 + 3 and g.farms[0].food == 0 + 1  # the next round's income too


def test_harvest_unable_to_pay_the_location_becomes_an_open_area_for_the_rest_of_the_game():
    def setup(g):
        put(g, 0, "Sheep", 2, 0)
        g.farms[0].grid[(1, 0)].food = 0
    g = at_harvest(setup=setup)
    sheep = g.farms[0].grid[(2, 0)]
    assert sheep.open_area and g.table.round == 1  # nothing to decide: the round went on
    g.farms[0].grid[(1, 0)].food = 4
    to_harvest(g)
    assert sheep.open_area  # it does not turn back face up
    assert g.view(1)["players"][0]["farm"][-1]["name"] == "Open Area"


def test_harvest_each_location_turned_into_an_open_area_is_counted():
    def setup(g):
        put(g, 0, "Sheep", 2, 0)
        put(g, 0, "Pigs", 3, 0)
        g.farms[0].grid[(1, 0)].food = 0
    g = at_harvest(setup=setup)
    assert g.farms[0].open_areas == 2 and g.stats()["open_areas"] == [2, 0, 0]


def test_harvest_only_an_unpaid_harvest_ability_in_your_farm_can_be_paid():
    def setup(g):
        put(g, 0, "Sheep", 2, 0)
        put(g, 0, "Pigs", 3, 0)
        put(g, 0, "Turkeys", -1, 0)   # a Game End ability
        g.farms[0].grid[(1, 0)].food = 4
    g = at_harvest(setup=setup)
    g.apply(0, PayHarvest(2, 0))
    for x, y in [(2, 0), (0, 0), (1, 0), (-1, 0), (5, 5)]:  # paid, a Tower, a Silo, no Harvest ability, empty
        refused(g, 0, PayHarvest(x, y), "no unpaid Harvest ability")


def test_harvest_unwilling_to_pay_ends_the_harvest_and_leaves_open_areas():
    g = at_harvest(setup=lambda g: put(g, 0, "Sheep", 2, 0))
    g.apply(0, EndHarvest())
    assert g.farms[0].grid[(2, 0)].open_area and g.farms[0].food == 1 + 1  # not spent; the next income


def test_harvest_no_other_location_may_be_built_on_an_open_area():
    g = at_harvest(setup=lambda g: put(g, 0, "Sheep", 2, 0))
    g.apply(0, EndHarvest())
    draw_all(g)
    reveal(g, {0: "Vegetable Garden"})
    while g.to_act() != (0,):  # round 2: Ben has the marker
        g.apply(g.to_act()[0], GoToMarket(0))
    refused(g, 0, BuildLocation(2, 0), "taken")
    assert BuildLocation(2, 0) not in g.legal_actions(0)


def test_harvest_costs_paid_in_any_order_the_player_wants():
    def setup(g):
        put(g, 0, "Sheep", 2, 0)
        put(g, 0, "Pigs", -1, 0)
        g.farms[0].grid[(1, 0)].food = 2
    g = at_harvest(setup=setup)
    assert set(g.legal_actions(0)) == {PayHarvest(2, 0), PayHarvest(-1, 0), EndHarvest()}
    g.apply(0, PayHarvest(-1, 0))  # the Pigs eat both food: the Sheep cannot be fed
    assert g.farms[0].vp_tokens == 2 and g.farms[0].grid[(2, 0)].open_area
    g2 = at_harvest(setup=setup)
    g2.apply(0, PayHarvest(2, 0))  # the other order: the Sheep, then nothing for the Pigs
    assert g2.farms[0].grid[(-1, 0)].open_area and g2.farms[0].vp_tokens == 0


def test_harvest_water_must_be_paid_from_a_water_tower_within_2():
    def setup(g):
        put(g, 0, "Turkeys", 2, 0)
        put(g, 0, "Wheat", 3, 0)      # 3 from the Tower at (0, 0)
        put(g, 0, "Orange Trees", -1, 0)
    g = at_harvest(setup=setup)
    assert PayHarvest(3, 0) not in g.legal_actions(0)
    refused(g, 0, PayHarvest(3, 0), "within 2")
    g.apply(0, PayHarvest(-1, 0))
    assert g.farms[0].grid[(3, 0)].open_area


def test_harvest_a_location_may_be_built_without_its_harvest_water_in_reach():
    g = game()
    draw_all(g)
    put(g, 0, "Turkeys", 2, 0)
    reveal(g, {0: "Cows"})  # food to build; water and food to harvest
    g.apply(0, BuildLocation(3, 0))  # no Tower within 2: allowed now ...
    act_all(g)
    to_harvest(g)
    assert g.farms[0].grid[(3, 0)].open_area  # ... but it turns into an Open Area at the Harvest


def test_harvest_food_beyond_the_silos_room_is_lost_so_spend_food_first():
    def setup(g):
        put(g, 0, "Rabbits", 2, 0)     # 1 food -> 2 food
        put(g, 0, "Pigs", -1, 0)       # 2 food -> 2 VP
        g.farms[0].grid[(1, 0)].food = 4
    g = at_harvest(setup=setup)
    g.apply(0, PayHarvest(2, 0))
    assert g.farms[0].food == 4 and g.farms[0].food_lost == 1
    g2 = at_harvest(setup=setup)
    g2.apply(0, PayHarvest(-1, 0))   # spend first ...
    g2.apply(0, PayHarvest(2, 0))    # ... then make more: nothing lost
    assert g2.farms[0].food == 3 + 1 and g2.farms[0].food_lost == 0  # and the next round's income


def test_harvest_paid_resources_are_removed_and_the_first_player_marker_goes_left():
    def setup(g):
        put(g, 0, "Sheep", 2, 0)
    g = at_harvest(setup=setup, first_player=2)
    assert g.farms[0].grid[(2, 0)].paid is False
    g.apply(0, PayHarvest(2, 0))
    assert g.table.round == 1 and g.table.first == 0  # seat 2 passed it to its left, seat 0
    assert not any(p.paid for f in g.farms for p in f.grid.values())


def test_g20_players_harvest_one_after_another_in_timing_order():
    def setup(g):
        for s in range(3):
            put(g, s, "Sheep", 2, 0)
    g = at_harvest(setup=setup, first_player=1)
    order = []
    while g.table.step == HARVEST:
        order.append(g.to_act()[0])
        g.apply(order[-1], PayHarvest(2, 0))
    assert order == [1, 2, 0]


# ------------------------------------------------------------------ Game End
def test_game_end_after_the_4th_rounds_harvest():
    g = game(3, suggested_draws=True)
    while g.table.round < 3:
        to_harvest(g)
    put(g, 0, "Sheep", 2, 0)
    to_harvest(g)
    assert not g.over and g.table.step == HARVEST
    g.apply(0, PayHarvest(2, 0))
    assert g.over and g.legal_actions(0) == [] and "scores" in g.view(0)


def test_game_end_score_cards_tokens_equipment_coins_food_empty_towers_game_end_abilities():
    g = game(3)
    farm = g.farms[0]
    put(g, 0, "Turkeys", 2, 0)                  # 1 VP + Game End 2
    sun = put(g, 0, "Sunflowers", 0, 1)         # 1 VP + 1 per adjacent Field
    put(g, 0, "Wheat", 0, 2)                    # 1 VP
    sun.equipment = token(g, "Beehive")         # Game End 2
    farm.vp_tokens = 3
    farm.coins = 11                             # 3
    farm.grid[(1, 0)].food = 3                  # 1
    put_tower(g, 0, -1, 0, water=0)             # an empty Tower: 1 (the first holds 3)
    farm.aside.append(token(g, "Fences"))       # 1
    parts = game_end.breakdown(g, 0)
    assert parts == {"cards": 3, "tokens": 3, "equipment": 2, "coins": 3, "food": 1, "towers": 1, "game_end": 3,
                     "aside": 1, "total": 17}
    assert g.scores()[0] == 17


def test_game_end_1_vp_for_each_2_food_markers_in_your_silos():
    g = game(3)
    g.farms[0].grid[(1, 0)].food = 4
    put_silo(g, 0, 2, 0, food=3)
    assert game_end.breakdown(g, 0)["food"] == 3    # 7 food


def test_game_end_the_player_with_the_most_vp_wins():
    g = game(3, suggested_draws=True)
    g.farms[1].vp_tokens = 5
    while not g.over:
        to_harvest(g)
    assert g.winners() == [1] and g.ranks()[1] == 1
    assert g.log(None)[-1] == f"Ben wins with {g.scores()[1]} VP (Game End)."


def test_g21_an_open_area_scores_nothing():
    g = game(3)
    put(g, 0, "Turkeys", 2, 0).open_area = True
    assert game_end.breakdown(g, 0)["cards"] == 0 and game_end.breakdown(g, 0)["game_end"] == 0


def test_g22_players_tied_on_vp_share_the_victory():
    g = game(3, suggested_draws=True)
    while not g.over:
        to_harvest(g)
    assert g.scores() == [g.scores()[0]] * 3 and g.winners() == [0, 1, 2]
    assert g.log(None)[-1] == f"Ana and Ben and Chloe share the victory with {g.scores()[0]} VP (Game End)."


# ------------------------------------------------------------------ Equipment
def workshop_turn(g, seat=0, at=(2, 0)):
    """``seat`` builds a Workshop (Immediate: an Equipment); the others go to market."""
    reveal(g, {seat: "Workshop"})
    while g.table.step == ACT and g.to_act()[0] != seat:
        g.apply(g.to_act()[0], GoToMarket(0))
    g.apply(seat, BuildLocation(*at))


def test_equipment_draw_2_tokens_keep_one_the_other_to_the_bottom_of_the_stack():
    g = game()
    draw_all(g)
    put(g, 0, "Turkeys", -1, 0)
    on_top(g, "Beehive", "Fences")
    workshop_turn(g)
    farm = g.farms[0]
    assert g.table.step == EQUIP and [g.equipment_of[e].name for e in farm.drawn] == ["Beehive", "Fences"]
    assert g.view(1)["players"][0].get("drawn") is None and "Beehive" not in " ".join(g.log(1))
    g.apply(0, KeepEquipment(1, -1, 0))  # the Fences on the Turkeys
    assert g.equipment_of[farm.grid[(-1, 0)].equipment].name == "Fences"
    assert g.equipment_of[g.table.equipment[0]].name == "Beehive"  # at the bottom
    assert g.table.step == ACT and g.to_act() == (1,)


def test_equipment_placed_only_on_its_location_type_and_keyword():
    g = game()
    draw_all(g)
    put(g, 0, "Turkeys", -1, 0)   # Livestock, Game End
    put(g, 0, "Sheep", 0, 1)      # Livestock, Harvest
    on_top(g, "Sacks", "Power Generator")  # Livestock - Harvest; Facility - Harvest
    workshop_turn(g)                        # a Facility, but with an Immediate ability
    spots = {(a.token, a.x, a.y) for a in g.legal_actions(0) if not a.aside}
    assert spots == {(0, 0, 1)}
    refused(g, 0, KeepEquipment(0, -1, 0), "only on a Livestock - Harvest")
    refused(g, 0, KeepEquipment(1, 2, 0), "only on a Facility - Harvest")


def test_equipment_one_on_a_location_and_only_on_a_location():
    g = game()
    draw_all(g)
    turkeys = put(g, 0, "Turkeys", -1, 0)
    turkeys.equipment = token(g, "Sacks")  # it has one already
    put_tower(g, 0, 0, 1)
    on_top(g, "Fences", "Beehive")
    workshop_turn(g)
    assert not any(a.token == 0 and not a.aside for a in g.legal_actions(0))  # nowhere for the Fences
    refused(g, 0, KeepEquipment(0, -1, 0), "already has an Equipment")
    refused(g, 0, KeepEquipment(0, 0, 1), "goes on one of your Locations")  # a Water Tower
    refused(g, 0, KeepEquipment(0, 5, 5), "goes on one of your Locations")  # an empty place
    refused(g, 0, KeepEquipment(2, aside=True), "there is no number 3")     # only two were drawn
    refused(g, 0, KeepEquipment(-1, aside=True), "there is no number 0")
    g.apply(0, KeepEquipment(0, aside=True))
    told = g.events[-1]
    assert told.kind == "equipment_aside" and told.seat == 0


def test_equipment_one_on_a_location_whatever_the_number_of_the_tile_on_it():
    g = game()
    draw_all(g)
    wheat = put(g, 0, "Wheat", -1, 0)
    g.table.equipment.remove(0)
    wheat.equipment = 0                      # the first tile of the box, a Sprinkler
    assert g.equipment_of[0].name == "Sprinkler"
    on_top(g, "Beehive", "Scarecrow")        # both go on any Field
    workshop_turn(g)
    assert not any(not a.aside for a in g.legal_actions(0))
    refused(g, 0, KeepEquipment(0, -1, 0), "already has an Equipment")


def test_equipment_placed_is_told_with_its_card_and_place():
    g = game()
    draw_all(g)
    put(g, 0, "Turkeys", -1, 0)
    on_top(g, "Fences", "Beehive")
    workshop_turn(g)
    g.apply(0, KeepEquipment(0, -1, 0))
    told = next(e for e in reversed(g.events) if e.kind == "equipment_placed")
    assert told.seat == 0 and (told.data["x"], told.data["y"]) == (-1, 0)
    assert g.equipment_of[told.data["equipment"]].name == "Fences" and g.location_of[told.data["card"]].name == "Turkeys"


def test_equipment_unable_or_unwilling_to_place_it_keep_it_aside():
    g = game()
    draw_all(g)
    on_top(g, "Fences", "Sacks")
    workshop_turn(g)
    g.apply(0, KeepEquipment(0, aside=True))
    assert [g.equipment_of[e].name for e in g.farms[0].aside] == ["Fences"]
    assert g.view(2)["players"][0]["aside"][0]["name"] == "Fences"  # G15: face up


def test_equipment_aside_placed_only_on_the_turn_a_matching_location_is_built():
    g = game()
    draw_all(g)
    put(g, 0, "Sheep", -1, 0)
    g.farms[0].aside.append(token(g, "Fences"))
    reveal(g, {0: "Turkeys"})
    acts = g.legal_actions(0)
    assert BuildLocation(2, 0, 0) in acts and BuildLocation(2, 0) in acts
    refused(g, 0, BuildLocation(2, 0, 1), "no Equipment number 2")  # only what is kept aside
    refused(g, 0, BuildLocation(2, 0, -2), "no Equipment number")
    g.apply(0, BuildLocation(2, 0, 0))
    assert g.equipment_of[g.farms[0].grid[(2, 0)].equipment].name == "Fences" and not g.farms[0].aside
    told = next(e for e in reversed(g.events) if e.kind == "equipment_placed")
    assert (told.seat, told.data["x"], told.data["y"]) == (0, 2, 0)
    g2 = game()
    draw_all(g2)
    g2.farms[0].aside.append(token(g2, "Fences"))
    reveal(g2, {0: "Well"})
    refused(g2, 0, BuildLocation(2, 0, 0), "only on a Livestock")
    # a card already built never takes one from aside: no action places it later
    assert not any(isinstance(a, KeepEquipment) for a in g2.legal_actions(0))


def test_equipment_abilities_work_at_the_harvest_and_at_the_end():
    def setup(g):
        sheep = put(g, 0, "Sheep", 2, 0)
        sheep.equipment = token(g, "Milking Machine")   # +2 coins when its Harvest is paid
        wheat = put(g, 0, "Wheat", -1, 0)
        wheat.equipment = token(g, "Sprinkler")         # its Harvest needs no water
        g.farms[0].grid[(0, 0)].water = 0
    g = at_harvest(setup=setup)
    coins = g.farms[0].coins
    g.apply(0, PayHarvest(-1, 0))
    g.apply(0, PayHarvest(2, 0))
    assert g.farms[0].coins == coins + 3 + 2 + 3 and g.farms[0].food == 0 + 2 + 1  # and the next income


def test_equipment_a_harvest_discount_lowers_only_what_it_names_by_its_amount():
    g = game()
    wheat = put(g, 0, "Wheat", 2, 0)                   # Harvest: 1 water
    sprinklers = [t for t, tile in enumerate(g.equipment_of) if tile.name == "Sprinkler"]
    assert len(sprinklers) == 3
    for t in sprinklers:                               # every Sprinkler: one water less
        wheat.equipment = t
        assert harvest.cost(g, wheat) == (0, 0, 0)
    cows = put(g, 0, "Cows", 3, 0)                     # Harvest: 1 water, 1 food
    goats = put(g, 0, "Goats", 4, 0)                   # Harvest: 1 coin
    bakery = put(g, 0, "Bakery", 5, 0)                 # Harvest: 1 coin, 1 food
    cows.equipment = token(g, "Sacks")                 # one food less
    goats.equipment = token(g, "Sacks")
    bakery.equipment = token(g, "Conveyor Belt")       # one food less
    assert harvest.cost(g, cows) == (0, 1, 0) and harvest.cost(g, goats) == (1, 0, 0)
    assert harvest.cost(g, bakery) == (1, 0, 0)


def test_equipment_that_is_no_harvest_discount_leaves_the_harvest_cost_as_printed():
    g = game()
    cows = put(g, 0, "Cows", 2, 0)                     # Harvest: 1 water, 1 food
    goats = put(g, 0, "Goats", 3, 0)                   # Harvest: 1 coin
    cows.equipment = token(g, "Fences")                # two VP at the end
    goats.equipment = token(g, "Milking Machine")      # two more coins at the Harvest
    assert harvest.cost(g, cows) == (0, 1, 1) and harvest.cost(g, goats) == (1, 0, 0)


def test_equipment_with_a_game_end_ability_gives_nothing_at_the_harvest():
    def setup(g):
        sheep = put(g, 0, "Sheep", 2, 0)
        sheep.equipment = token(g, "Fences")             # Game End: 2 VP
    g = at_harvest(setup=setup)
    g.apply(0, PayHarvest(2, 0))
    assert g.farms[0].vp_tokens == 0
    assert not [e for e in g.events if e.kind == "equipment_gain"]


def test_equipment_from_a_harvest_ability_may_be_used_in_the_same_harvest():
    def setup(g):
        put(g, 0, "Sheep", 2, 0)
        put(g, 0, "Market Hall", -1, 0)   # Harvest (2 coins): an Equipment
        on_top(g, "Milking Machine", "Fences")
    g = at_harvest(setup=setup)
    g.apply(0, PayHarvest(-1, 0))
    assert g.table.step == EQUIP
    g.apply(0, KeepEquipment(0, 2, 0))   # the Milking Machine on the Sheep, not paid yet
    coins = g.farms[0].coins
    assert g.table.step == HARVEST
    g.apply(0, PayHarvest(2, 0))
    assert g.farms[0].coins == coins + 3 + 2 + 3  # with the next round's income


def test_equipment_unplaced_tokens_are_discarded_at_the_end_for_1_vp_each():
    g = game(3, suggested_draws=True)
    g.farms[2].aside += [token(g, "Fences"), token(g, "Sacks")]
    while not g.over:
        to_harvest(g)
    assert game_end.breakdown(g, 2)["aside"] == 2 and g.scores()[2] == g.scores()[0] + 2


def test_g13_with_one_token_left_it_is_kept_with_none_nothing():
    g = game()
    draw_all(g)
    g.farms[1].aside += g.table.equipment[:-1]
    del g.table.equipment[:-1]
    workshop_turn(g)
    assert len(g.farms[0].drawn) == 1
    g.apply(0, KeepEquipment(0, aside=True))
    assert g.table.equipment == []
    act_all(g)
    workshop_turn(g, at=(-1, 0))
    assert g.table.step == ACT and g.to_act() == (1,)  # nothing drawn, nothing to keep


# ------------------------------------------------------------------ Timing Rules
def test_timing_rules_order_from_the_player_with_the_first_player_marker_clockwise():
    g = game(4, first_player=3)
    draw_all(g)
    on_top(g, "Fences", "Scarecrow", "Sacks", "Beehive")
    for s in range(4):
        give(g, s, "Workshop" if s < 3 else "Town Hall")
    for s in range(4):
        g.apply(s, PickCard(0))
    got = []
    while g.table.step in (ACT, EQUIP):
        s = g.to_act()[0]
        if g.table.step == ACT:
            g.apply(s, BuildLocation(2, 0))
        else:
            got.append((s, [g.equipment_of[e].name for e in g.farms[s].drawn]))
            g.apply(s, KeepEquipment(0, aside=True))
    assert got[0] == (3, ["Fences", "Scarecrow"]) and got[1] == (0, ["Sacks", "Beehive"])
    assert [s for s, _ in got] == [3, 0, 1, 2]
    assert g.table.step == PICK


def test_harvest_paid_resources_lie_on_the_harvest_cost_as_a_reminder_until_the_end_of_the_harvest():
    def setup(g):
        put(g, 0, "Sheep", 2, 0)
        put(g, 0, "Market Hall", -1, 0)
    g = at_harvest(setup=setup)
    g.apply(0, PayHarvest(2, 0))
    sheep = next(p for p in g.view(1)["players"][0]["farm"] if (p["x"], p["y"]) == (2, 0))
    assert sheep["paid"] is True and PayHarvest(2, 0) not in g.legal_actions(0)  # paid once a Harvest
    g.apply(0, EndHarvest())
    assert not any(p["paid"] for p in g.view(1)["players"][0]["farm"])


def test_a_seat_not_asked_is_told_so_citing_the_phase_the_game_is_in():
    """"has nothing to decide now" names the phase of the rule text the game is in: the Upkeep's
    draw, the Action Phase, the Harvest Phase (and the game is unchanged)."""
    g = game(3, 0)
    assert g.table.step == DRAW
    waiting = next(s for s in range(3) if s not in g.to_act())
    refused(g, waiting, MIXED, r"nothing to decide now\. \(Upkeep Phase\)")
    draw_all(g)
    reveal(g)
    assert g.table.step == ACT
    refused(g, next(s for s in range(3) if s not in g.to_act()), GoToMarket(0),
            r"nothing to decide now\. \(Action Phase\)")
    g = at_harvest(setup=lambda g: put(g, 0, "Sheep", 2, 0))
    assert g.table.step == HARVEST and g.to_act() == (0,)
    refused(g, 1, EndHarvest(), r"nothing to decide now\. \(Harvest Phase\)")


def test_harvest_a_player_can_pay_something_exactly_when_one_of_his_unpaid_costs_is_payable():
    """A player is asked at the Harvest (can_pay_any) exactly when a payment of one of his unpaid
    Harvest costs would be accepted (nothing for why_not to explain, as check_pay refuses); checked
    for every seat at every Harvest decision of random games, Equipment discounts and Water in reach
    included."""
    import random

    from farmlab.core.registry import make_bot

    checked = payable_seen = unpayable_seen = 0
    for seed in range(60):
        g = game(4, seed)
        bots = [make_bot("fields_of_green", "random", seed=seed * 4 + s) for s in range(4)]
        rng = random.Random(seed)
        while not g.over:
            seat = g.to_act()[0]
            if g.table.step == HARVEST:
                for s in range(4):
                    plain = any(not harvest.why_not(g, s, p) for p in harvest.to_harvest(g, s))
                    assert harvest.can_pay_any(g, s) == plain
                    checked += 1
                    payable_seen += plain
                    unpayable_seen += not plain
            g.apply(seat, bots[seat].choose(g, seat) if rng.random() < 0.5 else g.random_action(seat, rng))
    assert checked and payable_seen and unpayable_seen


def test_harvest_what_is_left_to_pay_is_each_unpaid_cost_with_its_towers_in_reach():
    """The Harvest's dues, kept from the start of a player's Harvest through his payments and the
    Equipment he places, are at every Harvest decision what the rules work out anew: every Location
    still to harvest (to_harvest), its cost (cost, Equipment discounts included) and, for a Water
    cost, the Water Towers within reach of it; a copy of the game works them out again."""
    from farmlab.core.registry import make_bot

    checked = with_water = 0
    for seed in range(40):
        g = game(4, seed)
        bots = [make_bot("fields_of_green", "random", seed=seed * 4 + s) for s in range(4)]
        while not g.over:
            seat = g.to_act()[0]
            if g.table.step == HARVEST:
                for copy in (g, g.copy()):
                    farm = copy.farms[seat]
                    plain = {}
                    for p in harvest.to_harvest(copy, seat):
                        c, w, f = harvest.cost(copy, p)
                        towers = build.towers_near(farm, (p.x, p.y), copy.water_reach()) if w else []
                        plain[(p.x, p.y)] = ((p.x, p.y, p.card), c, w, f, [(t.x, t.y) for t in towers])
                        with_water += bool(towers)
                    kept = {at: ((p.x, p.y, p.card), c, w, f, [(t.x, t.y) for t in towers])
                            for at, (p, c, w, f, towers) in harvest.dues(copy, seat).items()}
                    assert kept == plain
                    assert all(p is farm.grid[at] for at, (p, *_) in harvest.dues(copy, seat).items())
                    checked += 1
            g.apply(seat, bots[seat].choose(g, seat))
    assert checked and with_water
