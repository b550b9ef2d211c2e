"""FARMED's Advanced rules: simple Improvements, Storm and Hurricane, the Market."""

from __future__ import annotations

import pytest

from farmlab.core.errors import OptionError
from farmlab.core.simulate import play
from farmlab.farmed import Farmed, HeuristicBot, LoseImprovement, PlaceWoman, PlayCard, RandomBot
from farmlab.farmed.rules import market
from farmlab.farmed.rules.improvements import bonus
from farmlab.farmed.state import PLAY, STORM, Planted

from .helpers import card_of, everyone_plays, finish_year, next_weather, plant, plant_first


def game(n: int = 3, seed: int = 0) -> Farmed:
    return Farmed(["Ana", "Ben", "Chloe", "Dev"][:n], seed, debug=True, mode="advanced")


def improvement(g: Farmed, name: str) -> int:
    """An Improvement of this name, taken from wherever it is (a hand gets a Crop from the deck instead)."""
    t = g.table
    for pile in (t.deck, t.discard, t.market_down):
        for i in range(len(pile)):
            if g.crop_of[pile[i]].name == name:
                return pile.pop(i)
    for f in g.farms:
        for i in range(len(f.hand)):
            if g.crop_of[f.hand[i]].name == name:
                c = f.hand[i]
                f.hand[i] = next(x for x in t.deck if g.crop_of[x].is_crop)
                t.deck.remove(f.hand[i])
                return c
    raise AssertionError(name)


def test_advanced_game_setup_keeps_the_simple_improvements_storm_and_hurricane():
    g = game()
    assert sum(1 for c in g.crop_of if not c.is_crop) == 8 and len(g.crop_of) == 64
    assert {w.kind for w in g.weather_of} >= {"storm", "hurricane"} and len(g.weather_of) == 32
    basic = Farmed(3, 0)
    assert not basic.advanced and not basic.table.market_up and all(c.is_crop for c in basic.crop_of)


def test_mode_must_be_one_the_engine_plays():
    with pytest.raises(OptionError, match='"basic", "advanced" or "team"'):
        Farmed(3, 0, mode="teams")
    assert Farmed(4, 0, mode="team").team


def test_simple_improvements_are_played_on_their_own_line_and_give_a_symbol_to_all_your_crops():
    g = game()
    plant(g, 0, "Corn", "Wheat", "Rice", "Fish", "Goat")  # a full line: an Improvement still fits
    old = g.farms[0].hand[0]
    g.farms[0].hand[0] = improvement(g, "Irrigation")
    g.table.discard.append(old)  # every card stays in one place
    plays = [a for a in g.legal_actions(0) if a.card == 0 and a.young_on < 0]
    assert plays == [PlayCard(0)]
    g.apply(0, PlayCard(0))
    everyone_plays(g, lambda s: plant_first(g, s))
    farm = g.farms[0]
    assert [g.crop_of[c].name for c in farm.improvements] == ["Irrigation"]
    assert len(farm.crops) == 5 - farm.lost_to_disasters  # the Improvement took no place in the line of Crops
    assert bonus(g, 0) == (0, 1, 0, 0)


def test_f14_two_improvements_of_one_symbol_add_up():
    g = game()
    g.farms[0].improvements += [improvement(g, "Irrigation"), improvement(g, "Rain Tank")]
    assert bonus(g, 0) == (0, 2, 0, 0)
    rice = next(c for c in g.crop_of if c.is_crop and c.name == "Rice")
    assert rice.shortfall((0, 1, 1, 0), bonus(g, 0)) == 0  # 3 water: 1 on the line + 2 from the Improvements


def test_simple_improvements_each_gives_one_symbol_of_its_own_kind():
    """Sun, Water, Heat, Cold: each kind of simple Improvement lowers its own symbol's need."""
    for name, symbols in (("Sunny Terraces", (1, 0, 0, 0)), ("Rain Tank", (0, 1, 0, 0)),
                          ("Greenhouse", (0, 0, 1, 0)), ("Cold Store", (0, 0, 0, 1))):
        g = game()
        g.farms[0].improvements.append(improvement(g, name))
        assert bonus(g, 0) == symbols, name


def test_harvest_an_improvements_symbol_saves_its_owners_crops_and_no_one_elses():
    """At the Harvest a simple Improvement's symbol counts for every Crop of its owner: the same
    Rice (3 Water, 1 Heat) on the same Weather line, one Water short, survives with Irrigation
    and withers without it; the points and the counts a simulation reads follow."""
    g = game(seed=4)
    plant(g, 0, "Rice")
    plant(g, 1, "Rice")
    g.farms[0].improvements.append(improvement(g, "Irrigation"))
    g.table.weather_deck.extend(g.table.line)
    g.table.line = []
    next_weather(g, "water_2")
    g.table.line.append(g.table.weather_deck.pop())
    next_weather(g, "heat_1", "sun_1", "sun_2", "cold_1")
    rices = [g.farms[s].crops[0].card for s in (0, 1)]
    finish_year(g)
    fate = {e.data["card"]: e for e in g.events if e.kind in ("survive", "wither") and e.data["card"] in rices}
    assert fate[rices[0]].kind == "survive" and fate[rices[0]].data["helpers"] == 0
    assert fate[rices[1]].kind == "wither" and fate[rices[1]].data["missing"] == 1
    stats = g.stats()
    assert stats["lost_to_weather"][1] >= 1 and stats["harvested"][0] >= 1
    scored = next(e.data for e in g.events if e.kind == "score" and e.seat == 0)  # the first year: from 0
    assert scored["points"] >= 2 and scored["total"] == scored["points"] <= g.farms[0].score


def test_f15_an_improvement_may_be_played_as_a_young():
    g = game()
    plant(g, 0, "Rice")
    g.table.discard.append(g.farms[0].hand[0])
    g.farms[0].hand[0] = improvement(g, "Greenhouse")
    assert PlayCard(0, young_on=0) in g.legal_actions(0)


def test_event_storm_each_player_discards_one_of_his_improvements():
    g = game()
    g.farms[0].improvements += [improvement(g, "Irrigation"), improvement(g, "Greenhouse")]
    g.farms[1].improvements += [improvement(g, "Pruning")]
    next_weather(g, "storm", "sun_1")
    everyone_plays(g, lambda s: plant_first(g, s))
    assert g.table.step == STORM and g.to_act() == (0,)  # F16: Ben's only Improvement went without a choice
    assert not g.farms[1].improvements
    pruning = next(e for e in g.events if e.kind == "lose_improvement")
    assert pruning.seat == 1 and g.crop_of[pruning.data["card"]].name == "Pruning"
    g.apply(0, LoseImprovement(1))
    assert [g.crop_of[c].name for c in g.farms[0].improvements] == ["Irrigation"] and g.table.step == PLAY
    lost = [(e.seat, g.crop_of[e.data["card"]].name) for e in g.events if e.kind == "lose_improvement"]
    assert lost == [(1, "Pruning"), (0, "Greenhouse")]
    assert {g.crop_of[c].name for c in g.table.discard} >= {"Pruning", "Greenhouse"}
    assert [e.kind for e in g.events].count("storm") == 1  # the Storm is told in the log


def test_event_hurricane_discards_all_improvements_in_play():
    g = game()
    g.farms[0].improvements += [improvement(g, "Irrigation"), improvement(g, "Greenhouse")]
    g.farms[2].improvements += [improvement(g, "Pruning")]
    next_weather(g, "hurricane", "sun_1")
    everyone_plays(g, lambda s: plant_first(g, s))
    assert all(not f.improvements for f in g.farms)
    assert [(e.seat, e.data["lost"]) for e in g.events if e.kind == "hurricane"] == [(0, 2), (1, 0), (2, 1)]


def test_market_three_face_up_crops_improvements_replaced_and_two_face_down():
    g = game(3, 4)
    assert len(g.table.market_up) == 3 and all(g.crop_of[c].is_crop for c in g.table.market_up)
    assert len(g.table.market_down) == 2
    v = g.view(0)
    assert len(v["market"]["up"]) == 3 and v["market"]["down"] == 2  # the face-down cards stay hidden
    opened = [e.data for e in g.events if e.kind == "market_open"]
    assert opened == [{"cards": g.table.market_up, "hidden": 2}]  # as the log tells


def test_market_an_improvement_drawn_for_it_is_discarded_and_told():
    g = game(3, 4)
    t = g.table
    t.deck.extend(t.market_up + t.market_down)
    t.market_up, t.market_down = [], []
    t.deck.append(improvement(g, "Irrigation"))  # the next card drawn
    irrigation = t.deck[-1]
    market.open_market(g)
    assert len(t.market_up) == 3 and irrigation not in t.market_up and t.discard[-1] == irrigation
    assert [e.data["card"] for e in g.events if e.kind == "market_replaced"] == [irrigation]


def test_market_one_point_per_matching_crop_two_with_cards_on_it_copies_count_separately():
    g = game(3, 4)
    t = g.table
    t.deck.extend(t.market_up + t.market_down)
    t.market_up = [card_of(g, "Fish"), card_of(g, "Fish"), card_of(g, "Goat")]
    t.market_down = [card_of(g, "Fish"), card_of(g, "Corn")]
    g.farms[0].crops = [Planted(card_of(g, "Fish")), Planted(card_of(g, "Goat"))]
    g.farms[0].crops[1].youngs.append(card_of(g, "Rice"))
    g.farms[1].crops = [Planted(card_of(g, "Wheat"))]
    before = [f.score for f in g.farms]
    market.sell(g)
    gained = [f.score - b for f, b in zip(g.farms, before)]
    assert gained[0] == 3 * 1 + 1 * 2  # three Fish in the Market; the Goat has a Young on it: 2
    assert gained[1] == 0
    assert not t.market_up and not t.market_down


def test_advanced_game_plays_to_the_end_with_every_player_count():
    for n in range(2, 9):
        g = play(Farmed(n, n, debug=True, mode="advanced"), [RandomBot(i) for i in range(n)])
        assert g.over
    g = play(Farmed(4, 2, debug=True, mode="advanced"), [HeuristicBot(i) for i in range(4)])
    assert any(e.kind == "market_sold" for e in g.events) and any(e.kind == "improve" for e in g.events)


def test_advanced_year_reopens_the_market():
    g = game(3, 2)
    first = list(g.table.market_up)
    finish_year(g, {})
    assert g.table.year == 1 and len(g.table.market_up) == 3 and g.table.market_up != first
    assert any(e.kind == "market_shown" for e in g.events)
    assert isinstance(PlaceWoman(-1), PlaceWoman)


def test_an_improvement_is_described_as_built_and_as_lost_for_the_buttons():
    g = game()
    old = g.farms[0].hand[0]
    g.farms[0].hand[0] = improvement(g, "Irrigation")
    g.table.discard.append(old)
    assert g.describe_action(PlayCard(0), 0) == "Build Irrigation"
    g.farms[0].improvements.append(g.farms[0].hand.pop(0))
    assert g.describe_action(LoseImprovement(0), 0) == "Lose Irrigation"
    assert g.describe_action(LoseImprovement(1), 0) == g.describe_action(LoseImprovement(-1), 0) == "Lose ?"
