"""FARMED's Team rules, one test per sentence of "TEAM RULES" (named after it) and per ruling F18-F28."""

from __future__ import annotations

import random

import pytest

from farmlab.core.errors import IllegalActionError
from farmlab.core.simulate import play
from farmlab.farmed import (BuildUnder, Farmed, HeuristicBot, KeepYoungs, LoseCrop, LoseImprovement, PeekMarket,
                            PlaceWoman, PlayCard, RandomBot, UseInstead)
from farmlab.farmed.rules import harvest, improvements, market
from farmlab.farmed.rules.improvements import bonus
from farmlab.farmed.rules.teams import mate, woman_cards
from farmlab.farmed.state import (DISASTER, FIRE, HOSPITAL, NUTRITION_SIDE, PEEK, PEST_CONTROL, PLAY, TRADITION,
                                  WOMAN, YOUNGS_SIDE, Planted)

from .helpers import card_of, next_weather, plant

NAMES = ["Ana", "Ben", "Chloe", "Dev", "Ema", "Finn", "Gus", "Hana"]


def game(n: int = 4, seed: int = 0, teams: tuple[tuple[int, ...], ...] | None = ((0, 1), (2, 3))) -> Farmed:
    """A Team game whose hands hold Crops only; ``teams``: this year's teams (the rest play alone)."""
    g = Farmed(NAMES[:n], seed, debug=True, mode="team")
    t = g.table
    for f in g.farms:
        for i, c in enumerate(f.hand):
            if not g.crop_of[c].is_crop:
                f.hand[i] = next(x for x in t.deck if g.crop_of[x].is_crop)
                t.deck.remove(f.hand[i])
                t.deck.insert(0, c)
    if teams is not None and n >= 4:
        colours = ["red", "white", "black", "brown"]
        t.women, t.mates = [""] * n, [-1] * n
        for k, team in enumerate(teams):
            for s in team:
                t.women[s] = colours[k]
                t.mates[s] = next((o for o in team if o != s), -1)
        for s in range(n):
            t.women[s] = t.women[s] or colours[len(teams)]
    return g


def improvement(g: Farmed, name: str) -> int:
    """The Improvement of this name, taken from the deck, the discard pile or the Market."""
    t = g.table
    for pile in (t.deck, t.discard, t.market_down, t.market_up):
        for i in range(len(pile)):
            if g.crop_of[pile[i]].name == name:
                return pile.pop(i)
    raise AssertionError(name)


def calm(g: Farmed) -> Farmed:
    """No Storm and no Hurricane this game (they would take the Improvements a test gives)."""
    t = g.table
    for c in [c for c in t.weather_deck if g.weather_of[c].kind in ("storm", "hurricane")]:
        t.weather_deck.remove(c)
        t.weather_discard.append(c)
    return g


def quiet_year(g: Farmed) -> None:
    """The year's next Weather cards: one of each symbol (no Event, no Natural Disaster)."""
    t = g.table
    ids = []
    for symbol in ("sun", "water", "heat", "cold"):
        if sum(1 for c in t.line if g.weather_of[c].symbol == symbol) < 2:
            ids.append(next(g.weather_of[c].id for c in t.weather_deck if g.weather_of[c].symbol == symbol))
    next_weather(g, *ids)


def filler(g: Farmed, k: int) -> list[int]:
    """``k`` cards off the deck, to lie face down as Youngs."""
    return [g.table.deck.pop() for _ in range(k)]


def own(g: Farmed, seat: int, name: str) -> int:
    card = improvement(g, name)
    g.farms[seat].improvements.append(card)
    return card


def plant_crop(g: Farmed, s: int):
    """The seat's first Crop card as a new Crop (making room when the line is full)."""
    farm = g.farms[s]
    i = next((i for i, c in enumerate(farm.hand) if g.crop_of[c].is_crop), None)
    if i is None:
        return g.legal_actions(s)[0]
    full = len(farm.crops) >= g.options.max_crops
    d = (1 if i == 0 else 0) if g.n == 2 else -1
    return PlayCard(i, -1, len(farm.crops) - 1 if full else -1, d)


def season(g: Farmed, moves: dict | None = None) -> None:
    """Everyone plays (``moves``: {seat: action}; the others plant a Crop)."""
    assert g.table.step == PLAY
    for s in list(g.to_act()):
        g.apply(s, (moves or {}).get(s) or plant_crop(g, s))


def names(g: Farmed, seat: int) -> list[str]:
    return [g.crop_of[p.card].name for p in g.farms[seat].crops]


def to_year_end(g: Farmed) -> None:
    """Play until the Woman is placed (everyone keeps her); Disasters take the newest Crop."""
    while g.table.step != WOMAN:
        for s in list(g.to_act()):
            if g.table.step == PLAY:
                g.apply(s, plant_crop(g, s))
            elif g.table.step == DISASTER:
                g.apply(s, LoseCrop(len(g.farms[s].crops) - 1))
            else:
                g.apply(s, g.legal_actions(s)[0])


# ------------------------------------------------------------------ TEAM RULES
def test_team_rules_use_the_advanced_rules_and_add_all_the_improvements():
    g = game()
    assert g.advanced and g.team and len(g.crop_of) == 70
    assert {c.name for c in g.crop_of if not c.is_crop} >= {"Market Study", "Hospital", "School", "Nursery",
                                                            "Pest Control", "Traditional Knowledge", "Irrigation"}
    assert {w.kind for w in g.weather_of} >= {"storm", "hurricane"} and len(g.table.market_up) == 3
    advanced = Farmed(4, 0, mode="advanced")
    assert "Hospital" not in {c.name for c in advanced.crop_of}


def test_f18_with_4_or_more_players_teams_with_2_or_3_nobody_has_a_teammate():
    for n in (2, 3):
        g = Farmed(n, 1, mode="team")
        assert g.table.women == [] and g.table.mates == [-1] * n
        assert "teams" not in g.view(0) and "Hospital" in {c.name for c in g.crop_of}
    assert woman_cards(4) == ["red", "red", "white", "white"]


def test_teams_players_with_the_same_woman_colour_join_for_that_year():
    g = Farmed(8, 3, debug=True, mode="team")
    t = g.table
    assert sorted(t.women) == sorted(["red", "white", "black", "brown"] * 2)
    for s in range(8):
        m = t.mates[s]
        assert m != s and t.women[m] == t.women[s] and t.mates[m] == s
    assert [e.data["colour"] for e in g.events if e.kind == "team"] == t.women


def test_f19_the_woman_cards_are_dealt_again_each_year_so_teams_change():
    changed = 0
    for seed in range(6):
        g = play(Farmed(6, seed, debug=True, mode="team"), [RandomBot(i) for i in range(6)])
        years = [tuple(e.data["mate"] for e in g.events if e.kind == "team")[k * 6:(k + 1) * 6] for k in range(4)]
        assert all(len(y) == 6 for y in years)
        changed += len(set(years)) > 1
    assert changed >= 5


def test_f20_teammates_may_talk_each_sees_the_others_hand_and_choice():
    g = game()
    assert "hand" in g.view(0)["players"][1] and "hand" not in g.view(0)["players"][2]
    g.apply(1, plant_crop(g, 1))
    assert g.view(0)["players"][1]["my_choice"] and "my_choice" not in g.view(2)["players"][1]
    hand = list(g.farms[1].hand)
    g.shuffle_unseen(0, random.Random(5))
    assert g.farms[1].hand == hand  # what a seat knows stays put when a bot imagines the rest


def test_teams_all_improvements_of_a_player_apply_also_to_his_teammate():
    g = game()
    own(g, 1, "Irrigation")
    assert bonus(g, 0) == (0, 1, 0, 0) and bonus(g, 1) == (0, 1, 0, 0) and bonus(g, 2) == (0, 0, 0, 0)
    own(g, 0, "Greenhouse")                      # the first seat's apply to its teammate too
    assert bonus(g, 1) == (0, 1, 1, 0) and bonus(g, 0) == (0, 1, 1, 0) and bonus(g, 3) == (0, 0, 0, 0)


def test_teams_the_market_is_shared_sum_up_both_sales_and_give_the_total_to_both():
    g = game()
    t = g.table
    t.deck.extend(t.market_up + t.market_down)
    t.market_up = [card_of(g, "Fish"), card_of(g, "Goat"), card_of(g, "Corn")]
    t.market_down = [card_of(g, "Rice"), card_of(g, "Rice")]
    g.farms[0].crops = [Planted(card_of(g, "Fish"))]           # 1
    g.farms[1].crops = [Planted(card_of(g, "Rice"))]           # 2 copies: 2
    g.farms[2].crops = [Planted(card_of(g, "Goat"))]           # 1
    before = [f.score for f in g.farms]
    market.sell(g)
    assert [f.score - b for f, b in zip(g.farms, before)] == [3, 3, 1, 1]
    shared = [(e.seat, e.data) for e in g.events if e.kind == "market_team"]
    assert shared == [(0, {"own": 1, "mate": 2, "alone": False, "points": 3}),
                      (1, {"own": 2, "mate": 1, "alone": False, "points": 3}),
                      (2, {"own": 1, "mate": 0, "alone": False, "points": 1}),
                      (3, {"own": 0, "mate": 1, "alone": False, "points": 1})]


def test_teams_harvest_and_nutrition_are_still_personal():
    g = game()
    g.farms[0].crops = [Planted(card_of(g, "Fish")), Planted(card_of(g, "Goat"))]
    g.farms[1].crops = []
    for p in g.farms[0].crops:
        p.youngs += filler(g, 8)  # every Crop survives
    g.table.line = g.table.line[-1:]
    before = [f.score for f in g.farms]
    harvested = g.farms[0].harvested
    harvest.harvest(g)
    assert g.farms[0].score - before[0] == 2 + 2 and g.farms[1].score == before[1]
    assert g.farms[0].harvested - harvested == 2 and g.stats()["harvested"][0] == g.farms[0].harvested
    told = next(e for e in g.events if e.kind == "team_score" and e.seat == 0)
    assert told.data == {"crops": 2, "colours": 2, "woman": 0, "nursery": 0, "alone": False, "points": 4,
                         "total": g.farms[0].score}


# ------------------------------------------------------------------ 5 and 7 players
def test_five_and_seven_players_one_player_has_no_teammate():
    for n in (5, 7):
        g = Farmed(n, 2, mode="team")
        assert g.table.mates.count(-1) == 1
        alone = g.table.mates.index(-1)
        assert g.view(None)["players"][alone]["team"]["alone"]


def test_the_player_alone_doubles_the_nutrition_and_the_market_f21():
    g = game(5, 1, teams=((0, 1), (2, 3)))
    t = g.table
    t.deck.extend(t.market_up + t.market_down)
    t.market_up, t.market_down = [card_of(g, "Fish"), card_of(g, "Corn"), card_of(g, "Corn")], []
    for s in (3, 4):
        g.farms[s].crops = [Planted(card_of(g, "Fish")), Planted(card_of(g, "Goat"))]
        for p in g.farms[s].crops:
            p.youngs += filler(g, 7)
    t.line = t.line[-1:]
    before = [f.score for f in g.farms]
    harvest.harvest(g)
    gained = [f.score - b for f, b in zip(g.farms, before)]
    assert gained[3] == 2 + 2 and gained[4] == 2 + 2 * 2  # F21: the 1 point a Crop is not doubled
    market.sell(g)
    assert g.farms[4].score - before[4] - gained[4] == 2 * 2  # Fish with Youngs on it: 2, doubled
    alone = [e.data for e in g.events if e.kind == "market_team" and e.seat == 4]
    assert alone == [{"own": 2, "mate": 0, "alone": True, "points": 4}]   # no teammate's share


def test_special_rules_with_2_players_hold_in_the_team_game():
    g = game(2, 3, teams=None)
    season(g)
    assert [len(f.hand) for f in g.farms] == [4, 4]
    assert sum(1 for e in g.events if e.kind == "two_discard") == 2


# ------------------------------------------------------------------ Market Study
def test_market_study_at_the_start_of_each_year_look_at_one_face_down_market_card():
    g = calm(game())
    quiet_year(g)
    own(g, 2, "Market Study")
    assert g.table.step == PLAY  # F25: not in the year it is played
    to_year_end(g)
    for s in list(g.to_act()):
        g.apply(s, PlaceWoman(-1))
    while g.table.step == HOSPITAL:  # pragma: no cover - no Hospital here
        break
    assert g.table.step == PEEK and g.to_act() == (2,)
    assert g.legal_actions(2) == [PeekMarket(0), PeekMarket(1), PeekMarket(-1)]
    with pytest.raises(IllegalActionError, match="face-down"):
        g.apply(2, PeekMarket(4))
    g.apply(2, PeekMarket(1))
    seen = g.table.market_down[1]
    assert g.view(2)["market"]["peeked"]["name"] == g.crop_of[seen].name
    mate, other = g.table.mates[2], next(s for s in range(4) if s not in (2, g.table.mates[2]))
    assert g.view(mate)["market"]["peeked"]["index"] == 1  # the teammate peeks at the same card
    assert "peeked" not in g.view(other)["market"]
    assert g.table.step == PLAY and any(g.crop_of[seen].name in line for line in g.log(mate))
    assert not any(g.crop_of[seen].name in line for line in g.log(other)[-3:])


def test_market_study_the_owner_may_look_at_none():
    g = calm(game())
    own(g, 0, "Market Study")
    to_year_end(g)
    for s in list(g.to_act()):
        g.apply(s, PlaceWoman(-1))
    g.apply(0, PeekMarket(-1))
    assert "peeked" not in g.view(0)["market"] and g.table.step == PLAY


def test_market_study_the_first_face_down_card_and_only_the_face_down_cards():
    """The owner in seat 0 looks at face-down card number 0; numbers past the face-down cards, and
    below -1 ("none"), are refused."""
    g = calm(game())
    own(g, 0, "Market Study")
    to_year_end(g)
    for s in list(g.to_act()):
        g.apply(s, PlaceWoman(-1))
    assert g.table.step == PEEK and g.to_act() == (0,)
    down = len(g.table.market_down)
    for bad in (down, -2):
        with pytest.raises(IllegalActionError, match="face-down"):
            g.apply(0, PeekMarket(bad))
    seen = g.table.market_down[0]
    g.apply(0, PeekMarket(0))
    assert [(e.seat, e.data["index"]) for e in g.events if e.kind == "peek"] == [(0, 0)]
    mate = g.table.mates[0]  # this year's teammate (the Woman cards were dealt again)
    assert g.view(0)["market"]["peeked"]["index"] == 0 and g.view(mate)["market"]["peeked"]["index"] == 0
    assert g.view(0)["market"]["peeked"]["name"] == g.crop_of[seen].name
    assert all("peeked" not in g.view(s)["market"] for s in range(4) if s not in (0, mate))
    name = g.crop_of[seen].name  # the log names the card to the two who looked, and to nobody else
    assert any(name in line for line in g.log(0)[-3:]) and any(name in line for line in g.log(mate)[-3:])
    assert not any(name in line for s in range(4) if s not in (0, mate) for line in g.log(s)[-3:])


def test_market_study_a_look_ends_with_its_market_nothing_is_shown_of_the_next_one():
    """The Market looked at is scored and discarded at the end of the year; if the Market Study has
    left play by then, nobody is shown a card of the next year's Market."""
    g = calm(game())
    study = own(g, 0, "Market Study")
    to_year_end(g)
    for s in list(g.to_act()):
        g.apply(s, PlaceWoman(-1))
    g.apply(0, PeekMarket(1))
    peekers = list(g.table.peekers)
    assert "peeked" in g.view(0)["market"]
    g.farms[0].improvements.remove(study)  # as if a Storm had taken it
    g.table.discard.append(study)
    to_year_end(g)
    for s in list(g.to_act()):
        g.apply(s, PlaceWoman(-1))
    assert g.table.year == 2 and len(g.table.market_down) == 2
    assert all("peeked" not in g.view(s)["market"] for s in peekers)
    assert g.table.peeked == -1 and g.table.peekers == []


def test_market_study_a_card_looked_at_stays_known_when_a_bot_imagines_the_unseen_cards():
    """F25: the Market card the owner and the teammate looked at is known to them (a bot imagining
    the cards it cannot see keeps it); to another player it is as unknown as the rest."""
    g = calm(game())
    own(g, 0, "Market Study")
    to_year_end(g)
    for s in list(g.to_act()):
        g.apply(s, PlaceWoman(-1))
    g.apply(0, PeekMarket(1))
    mate = g.table.mates[0]
    other = next(s for s in range(4) if s not in (0, mate))
    seen = g.table.market_down[1]
    for seat in (0, mate):
        for k in range(10):
            twin = g.copy()
            twin.shuffle_unseen(seat, random.Random(k))
            assert twin.table.market_down[1] == seen
    moved = 0
    for k in range(10):
        twin = g.copy()
        twin.shuffle_unseen(other, random.Random(k))
        moved += twin.table.market_down[1] != seen
    assert moved >= 5


# ------------------------------------------------------------------ Hospital
def test_hospital_protects_the_youngs_from_the_fire_f28():
    g = game()
    own(g, 2, "Hospital")
    for s in (0, 2, 3):
        plant(g, s, "Goat", "Fish")
        g.farms[s].crops[0].youngs.append(card_of(g, "Corn"))
    g.farms[3].crops[1].youngs += [card_of(g, "Corn"), card_of(g, "Rice")]
    next_weather(g, "fire", "heat_1")
    season(g)
    assert g.table.step == FIRE and g.to_act() == (3,)  # the teammate chooses the Young it keeps
    assert g.legal_actions(3) == [KeepYoungs((0,)), KeepYoungs((1,))]
    g.apply(3, KeepYoungs((1,)))
    assert [len(p.youngs) for p in g.farms[2].crops[:2]] == [1, 0]   # the owner's Youngs are all spared
    assert [e.seat for e in g.events if e.kind == "protected"] == [2]  # as the log tells
    assert [len(p.youngs) for p in g.farms[3].crops[:2]] == [0, 1]   # one of the teammate's
    assert [(e.seat, e.data["lost"]) for e in g.events if e.kind == "fire"] == [(0, 1), (1, 0), (3, 2)]
    assert [len(p.youngs) for p in g.farms[0].crops[:2]] == [0, 0]
    assert g.table.step == PLAY and g.weather_of[g.table.line[-1]].id == "heat_1"


def test_hospital_the_fire_waits_for_the_teammate_in_the_first_seat_too():
    """F28 with the Hospital's owner in seat 1: its teammate, seat 0, chooses the Young it keeps."""
    g = game()
    own(g, 1, "Hospital")
    assert mate(g, 1) == 0
    plant(g, 0, "Goat", "Fish")
    for p in g.farms[0].crops:
        p.youngs.append(card_of(g, "Corn"))
    next_weather(g, "fire", "heat_1")
    season(g)
    assert g.table.step == FIRE and g.to_act() == (0,)
    assert g.legal_actions(0) == [KeepYoungs((0,)), KeepYoungs((1,))]
    g.apply(0, KeepYoungs((1,)))
    assert [len(p.youngs) for p in g.farms[0].crops[:2]] == [0, 1]  # the Young it chose is spared


def test_hospital_in_the_first_seat_spares_all_its_youngs_and_its_teammate_chooses_one():
    """F28 with the Hospital's owner in seat 0: all of seat 0's Youngs are spared; its teammate,
    seat 1, with Youngs under two Crops, chooses the one it keeps."""
    g = game()
    own(g, 0, "Hospital")
    for s in (0, 1):
        plant(g, s, "Goat", "Fish")
        for p in g.farms[s].crops:
            p.youngs.append(card_of(g, "Corn"))
    next_weather(g, "fire", "heat_1")
    season(g)
    assert g.table.step == FIRE and g.to_act() == (1,)
    g.apply(1, KeepYoungs((0,)))
    assert [len(p.youngs) for p in g.farms[0].crops[:2]] == [1, 1]
    assert [len(p.youngs) for p in g.farms[1].crops[:2]] == [1, 0]
    assert [e.seat for e in g.events if e.kind == "protected"] == [0]


def test_hospital_at_the_end_of_the_year_keep_2_youngs_where_they_are_not_the_woman():
    g = calm(game())
    own(g, 0, "Hospital")
    plant(g, 0, "Goat", "Fish", "Corn")
    plant(g, 1, "Goat", "Fish")
    g.farms[2].crops = [Planted(card_of(g, "Rice"), [card_of(g, "Wheat")])]
    for p in g.farms[0].crops + g.farms[1].crops:
        p.youngs += filler(g, 6)  # everything survives
    quiet_year(g)
    to_year_end(g)
    g.apply(0, PlaceWoman(0, YOUNGS_SIDE))
    for s in (1, 2, 3):
        g.apply(s, PlaceWoman(-1))
    assert g.table.step == HOSPITAL and g.to_act() == (0, 1)  # chosen at the same time
    assert all(len(a.crops) == 2 for a in g.legal_actions(0))
    with pytest.raises(IllegalActionError, match="keeps 1 Young"):
        g.apply(1, KeepYoungs((0, 1)))
    g.apply(0, KeepYoungs((0, 2)))
    g.apply(1, KeepYoungs((1,)))
    assert g.table.year == 1
    assert [len(p.youngs) for p in g.farms[0].crops[:3]] == [1, 0, 1] and g.farms[0].crops[0].woman == ""
    assert sum(len(p.youngs) for p in g.farms[0].crops) == 2
    assert [len(p.youngs) for p in g.farms[1].crops[:2]] == [0, 1]
    assert all(not p.youngs for p in g.farms[2].crops)
    assert sorted((e.seat, e.data["kept"]) for e in g.events if e.kind == "kept") == [(0, 2), (1, 1)]
    kept = g.farms[0].crops[0].youngs[0]  # under the Goat: lost with it
    quiet_year(g)
    next_weather(g, "pest_purple")
    season(g)
    assert kept in g.table.discard and "Goat" not in names(g, 0)[:1]


def test_hospital_in_seat_1_its_teammate_in_the_first_seat_keeps_1_young():
    g = calm(game())
    own(g, 1, "Hospital")
    plant(g, 0, "Goat", "Fish")
    plant(g, 1, "Goat")
    for p in g.farms[0].crops + g.farms[1].crops:
        p.youngs += filler(g, 6)  # everything survives
    quiet_year(g)
    to_year_end(g)
    for s in range(4):
        g.apply(s, PlaceWoman(-1))
    assert g.table.step == HOSPITAL and 0 in g.to_act()
    assert g.legal_actions(0) == [KeepYoungs((0,)), KeepYoungs((1,))]
    for s in g.to_act():
        g.apply(s, KeepYoungs((1,)) if s == 0 else g.legal_actions(s)[0])
    assert [len(p.youngs) for p in g.farms[0].crops[:2]] == [0, 1]
    assert len(g.farms[1].crops[0].youngs) == 2


def test_hospital_youngs_kept_one_year_are_discarded_the_next_once_the_hospital_is_gone():
    """The Youngs kept are kept for one year's end only: without the Hospital the next year, they go."""
    g = calm(game())
    own(g, 0, "Hospital")
    plant(g, 0, "Goat", "Fish")
    for p in g.farms[0].crops:
        p.youngs += filler(g, 6)                 # everything survives
    quiet_year(g)
    to_year_end(g)
    for s in range(4):
        g.apply(s, PlaceWoman(-1))
    g.apply(0, KeepYoungs((0, 1)))
    assert g.table.year == 1 and [len(p.youngs) for p in g.farms[0].crops[:2]] == [1, 1]
    kept = [p.youngs[0] for p in g.farms[0].crops[:2]]
    for p in g.farms[0].crops[:2]:               # they survive this year too
        p.youngs += [(g.table.deck or g.table.discard).pop() for _ in range(5)]
    hospital = next(i for i, c in enumerate(g.farms[0].improvements) if g.crop_of[c].name == "Hospital")
    improvements.lose(g, 0, hospital)            # as a Storm would take it
    quiet_year(g)
    to_year_end(g)
    while g.table.year == 1:
        for s in list(g.to_act()):
            g.apply(s, PlaceWoman(-1) if g.table.step == WOMAN else g.legal_actions(s)[0])
    assert names(g, 0)[:2] == ["Goat", "Fish"] and all(not p.youngs for p in g.farms[0].crops)
    assert not any(k in p.youngs for f in g.farms for p in f.crops for k in kept)


def test_hospital_a_kept_young_goes_with_its_crop():
    g = game()
    own(g, 0, "Hospital")
    plant(g, 0, "Fish", "Goat")
    g.farms[0].crops[0].youngs.append(card_of(g, "Rice"))
    young = g.farms[0].crops[0].youngs[0]
    next_weather(g, "pest_blue", "sun_1")
    season(g)
    assert young in g.table.discard


# ------------------------------------------------------------------ School
def test_school_play_it_under_one_of_your_crops_counts_as_2_youngs():
    g = game()
    plant(g, 0, "Rice")
    g.table.deck.insert(0, g.farms[0].hand[0])
    g.farms[0].hand[0] = improvement(g, "School")
    assert BuildUnder(0, 0) in g.legal_actions(0) and PlayCard(0) not in g.legal_actions(0)
    with pytest.raises(IllegalActionError, match="under one of your Crops"):
        g.apply(0, PlayCard(0))
    with pytest.raises(IllegalActionError, match="go under one of your Crops already in play"):
        g.apply(0, BuildUnder(0, 1))                  # one Crop only: number 0
    with pytest.raises(IllegalActionError, match="no card number 6"):
        g.apply(0, BuildUnder(len(g.farms[0].hand), 0))   # no such card in the hand
    school = g.farms[0].hand[0]
    g.apply(0, BuildUnder(0, 0))
    season(g)
    assert [e.data for e in g.events if e.kind == "build_under"] == [{"card": school, "crop": 0}]
    rice = g.farms[0].crops[0]
    assert rice.school == school and rice.nursery == -1 and harvest.helpers(rice) == 2
    assert g.crop_of[rice.school].name == "School" and rice.school in g.farms[0].improvements


def test_nursery_play_it_under_one_of_your_crops_it_lies_there_as_a_second_woman():
    g = game()
    plant(g, 0, "Rice", "Fish")
    g.table.deck.insert(0, g.farms[0].hand[0])
    g.farms[0].hand[0] = nursery = improvement(g, "Nursery")
    assert BuildUnder(0, 1) in g.legal_actions(0) and PlayCard(0) not in g.legal_actions(0)
    g.apply(0, BuildUnder(0, 1))
    season(g)
    assert [(e.seat, e.data) for e in g.events if e.kind == "build_under"] == [(0, {"card": nursery, "crop": 1})]
    fish = g.farms[0].crops[1]
    assert fish.nursery == nursery and fish.school == -1 and g.farms[0].crops[0].nursery == -1
    assert nursery in g.farms[0].improvements


def test_school_is_discarded_with_its_crop_and_leaves_the_game_at_the_end_of_the_year():
    g = game()
    plant(g, 0, "Fish", "Goat")
    school = own(g, 0, "School")
    g.farms[0].crops[0].school = school
    next_weather(g, "pest_blue", "sun_1")
    season(g)
    assert school in g.table.discard and school not in g.farms[0].improvements
    g = game(4, 1)
    plant(g, 0, "Goat")
    school = own(g, 0, "School")
    g.farms[0].crops[0].school = school
    to_year_end(g)
    for s in list(g.to_act()):
        g.apply(s, PlaceWoman(-1))
    assert school in g.table.removed and school not in g.table.deck + g.table.discard
    assert [(e.seat, e.data) for e in g.events if e.kind == "left_game"] == [(0, {"card": school})]


def test_f22_a_school_with_no_crop_to_go_under_is_discarded():
    g = game()
    g.table.deck.insert(0, g.farms[0].hand[0])
    g.farms[0].hand[0] = school = improvement(g, "School")
    assert g.legal_actions(0)[0] == PlayCard(0)
    season(g, {0: PlayCard(0)})
    assert school in g.table.discard and any(e.kind == "wasted" for e in g.events)


def test_f23_storm_and_hurricane_take_school_and_nursery_fire_does_not():
    g = game(4, 1)
    plant(g, 0, "Fish", "Goat")
    g.farms[0].crops[0].school = own(g, 0, "School")
    g.farms[0].crops[1].nursery = own(g, 0, "Nursery")
    next_weather(g, "fire", "storm", "sun_1")
    season(g)
    assert g.farms[0].crops[0].school >= 0 and g.table.step == "storm"
    for bad in (2, -1):  # two Improvements: numbers 0 and 1
        with pytest.raises(IllegalActionError, match=f"no Improvement number {bad + 1}"):
            g.apply(0, LoseImprovement(bad))
    g.apply(0, LoseImprovement(0))
    assert g.farms[0].crops[0].school == -1 and g.farms[0].crops[1].nursery >= 0
    next_weather(g, "hurricane", "heat_2")
    season(g)
    assert g.farms[0].crops[1].nursery == -1 and not g.farms[0].improvements


# ------------------------------------------------------------------ Nursery
def _score_with(g: Farmed, seat: int, woman: str = "") -> int:
    for p in g.farms[seat].crops:
        p.youngs += filler(g, 7)
    g.farms[seat].crops[0].woman = woman
    g.table.line = g.table.line[-1:]
    before = g.farms[seat].score
    harvest.harvest(g)
    return g.farms[seat].score - before


def test_nursery_counts_as_an_additional_woman_doubling_the_nutrition_bonus():
    g = game()
    plant(g, 0, "Fish", "Goat")
    g.farms[0].crops[1].nursery = own(g, 0, "Nursery")
    assert _score_with(g, 0) == 2 + 2 * 2


def test_nursery_with_the_woman_on_her_nutrition_side_3_points_a_colour():
    g = game()
    plant(g, 0, "Fish", "Goat")
    g.farms[0].crops[1].nursery = own(g, 0, "Nursery")
    assert _score_with(g, 0, NUTRITION_SIDE) == 2 + 3 * 2


def test_f24_the_nursery_counts_for_the_teammate_and_only_if_its_crop_survives():
    g = game()
    plant(g, 1, "Fish", "Goat", "Corn")
    plant(g, 0, "Rice")
    g.farms[0].crops[0].nursery = own(g, 0, "Nursery")  # Rice, no Youngs: it will not survive
    assert _score_with(g, 1) == 3 + 3
    g = game()
    plant(g, 1, "Fish", "Goat", "Corn")
    plant(g, 0, "Rice")
    g.farms[0].crops[0].nursery = own(g, 0, "Nursery")
    g.farms[0].crops[0].youngs += filler(g, 6)
    assert _score_with(g, 1) == 3 + 2 * 3
    # exactly as many Youngs as the symbols it misses: it survives (F10), so the Nursery counts
    g = game()
    plant(g, 1, "Fish", "Goat", "Corn")
    plant(g, 0, "Rice")
    rice = g.farms[0].crops[0]
    rice.nursery = own(g, 0, "Nursery")
    g.table.line = g.table.line[-1:]
    short = g.shortfalls(harvest.line_symbols(g), bonus(g, 0))[rice.card]
    assert short >= 1
    rice.youngs += filler(g, short)
    assert _score_with(g, 1) == 3 + 2 * 3


def test_nursery_is_always_discarded_at_the_end_of_the_year():
    g = game(4, 1)
    plant(g, 0, "Goat")
    nursery = own(g, 0, "Nursery")
    g.farms[0].crops[0].nursery = nursery
    to_year_end(g)
    for s in list(g.to_act()):
        g.apply(s, PlaceWoman(-1))
    assert nursery not in g.farms[0].improvements and (nursery in g.table.discard or nursery in g.table.deck
                                                        or any(nursery in f.hand for f in g.farms)
                                                        or nursery in g.table.market_up + g.table.market_down)
    assert [(e.seat, e.data) for e in g.events if e.kind == "left_game"] == [(0, {"card": nursery})]


def test_market_a_crop_with_the_school_or_the_nursery_on_it_sells_for_2():
    g = game()
    t = g.table
    t.deck.extend(t.market_up + t.market_down)
    t.market_up, t.market_down = [card_of(g, "Fish"), card_of(g, "Goat")], []
    plant(g, 2, "Fish", "Goat")
    g.farms[2].crops[0].school = own(g, 2, "School")
    g.farms[2].crops[1].nursery = own(g, 2, "Nursery")
    before = [f.score for f in g.farms]
    market.sell(g)
    assert g.farms[2].score - before[2] == 2 + 2  # both have cards on them
    assert g.farms[3].score - before[3] == 2 + 2  # shared with the teammate (who sells nothing)


# ------------------------------------------------------------------ Pest Control
def test_pest_control_discard_it_instead_of_the_crops_of_the_pests_colour_f26():
    g = game()
    card = own(g, 0, "Pest Control")
    plant(g, 0, "Fish")
    plant(g, 1, "Fish", "Corn")
    plant(g, 2, "Fish")
    next_weather(g, "pest_blue", "sun_1")
    season(g)
    assert g.table.step == PEST_CONTROL and g.to_act() == (0,)
    assert g.legal_actions(0) == [UseInstead(1), UseInstead(0)]
    g.apply(0, UseInstead(1))
    assert "Fish" in names(g, 0) and "Fish" in names(g, 1)  # the teammate's Crops too
    assert [e.seat for e in g.events if e.kind == "protected"] == [0, 1]  # both told in the log
    assert "Fish" not in names(g, 2) and card in g.table.discard and g.table.step == PLAY


def test_pest_control_kept_the_pest_takes_the_crops():
    g = game()
    own(g, 0, "Pest Control")
    plant(g, 1, "Fish")
    next_weather(g, "pest_blue", "sun_1")
    season(g)
    g.apply(0, UseInstead(0))
    assert "Fish" not in names(g, 1) and g.farms[0].improvements


def test_pest_control_does_not_protect_against_natural_disasters():
    g = game()
    own(g, 0, "Pest Control")
    plant(g, 0, "Fish", "Goat")
    t = g.table
    t.weather_deck.extend(t.line)
    t.line = []
    for cid in ("sun_1", "sun_2"):
        next_weather(g, cid)
        t.line.append(t.weather_deck.pop())
    next_weather(g, "sun_3")
    season(g)
    assert g.table.step == DISASTER and 0 in g.to_act()


def test_f26_pest_control_is_not_asked_when_the_pest_takes_nothing_from_the_team():
    g = game()
    own(g, 0, "Pest Control")
    plant(g, 0, "Goat")
    plant(g, 1, "Goat")
    plant(g, 2, "Fish")
    next_weather(g, "pest_blue", "sun_1")
    season(g, {0: PlayCard(0, young_on=0), 1: PlayCard(0, young_on=0), 2: PlayCard(0, young_on=0)})
    assert g.table.step == PLAY and not g.farms[2].crops


# ------------------------------------------------------------------ Traditional Knowledge
def _third_sun(g: Farmed) -> None:
    t = g.table
    t.weather_deck.extend(t.line)
    t.line = []
    for cid in ("sun_1", "sun_2"):
        next_weather(g, cid)
        t.line.append(t.weather_deck.pop())
    next_weather(g, "sun_3")


def test_traditional_knowledge_discard_it_instead_of_a_crop_to_a_disaster_f27():
    g = game()
    card = own(g, 0, "Traditional Knowledge")
    plant(g, 0, "Fish", "Goat")
    plant(g, 1, "Fish", "Goat")
    plant(g, 2, "Fish", "Goat")
    _third_sun(g)
    season(g)
    assert g.table.step == TRADITION and g.to_act() == (0,)  # before the Disaster's choices
    g.apply(0, UseInstead(1))
    assert [(e.seat, e.data["card"]) for e in g.events if e.kind == "instead"] == [(0, card)]
    assert g.table.step == DISASTER and g.to_act() == (2,)  # it protects one Crop of each teammate
    g.apply(2, LoseCrop(0))
    assert len(g.farms[0].crops) == 3 and len(g.farms[1].crops) == 3 and len(g.farms[2].crops) == 2
    assert card in g.table.discard and g.table.step == PLAY


def test_traditional_knowledge_kept_the_disaster_takes_a_crop():
    g = game()
    own(g, 0, "Traditional Knowledge")
    plant(g, 0, "Fish", "Goat")
    _third_sun(g)
    season(g)
    g.apply(0, UseInstead(0))
    assert g.table.step == DISASTER and 0 in g.to_act() and g.farms[0].improvements


def test_traditional_knowledge_does_not_protect_against_pests():
    g = game()
    own(g, 0, "Traditional Knowledge")
    plant(g, 0, "Fish", "Goat")
    next_weather(g, "pest_blue", "sun_1")
    season(g)
    assert "Fish" not in names(g, 0) and g.table.step == PLAY and g.farms[0].improvements


# ------------------------------------------------------------------ whole games
def test_team_game_plays_to_the_end_with_every_player_count():
    for n in range(2, 9):
        for seed in range(3):
            g = play(Farmed(n, seed, debug=True, mode="team"), [RandomBot(seed * 10 + i) for i in range(n)])
            assert g.over and len(g.scores()) == n
        g = play(Farmed(n, 7, debug=True, mode="team"), [HeuristicBot(i) for i in range(n)])
        assert g.over


def test_team_game_every_decision_comes_up_in_play():
    kinds = set()
    for seed in range(40):
        g = play(Farmed(6, seed, mode="team"), [RandomBot(seed * 10 + i) for i in range(6)])
        kinds |= {type(a).__name__ for _s, a in g.history}
    assert kinds >= {"BuildUnder", "PeekMarket", "UseInstead", "KeepYoungs", "PlaceWoman", "LoseCrop"}


def test_heuristic_bot_beats_random_bots_in_the_team_game():
    """Over 1,000 games (about 4 seconds); its teammate is a random bot."""
    wins = 0
    for seed in range(1000):
        g = play(Farmed(4, seed, mode="team"), [HeuristicBot(seed), RandomBot(1), RandomBot(2), RandomBot(3)])
        wins += 0 in g.winners()
    assert wins >= 700  # a fair share would be 250 of 1,000


def test_team_illegal_actions_leave_the_game_as_it_was():
    g = game()
    plant(g, 0, "Rice")
    before = g.fingerprint()
    for bad in (BuildUnder(0, 0), UseInstead(1), KeepYoungs(()), PeekMarket(0)):
        with pytest.raises(IllegalActionError):
            g.apply(0, bad)
    assert g.fingerprint() == before


def test_school_counts_as_2_youngs_at_the_harvest_and_saves_a_crop_short_of_two_symbols():
    """"School: ... Counts as 2 Young cards": played through a whole year, a Crop with a School
    and no Youngs is harvested with 2 helpers, and a Crop short of one or two symbols survives
    with it and withers without it (the same seed, the same weather line)."""
    def year(seed: int, school: bool):
        g = calm(game(4, seed))
        plant(g, 2, "Rice")
        rice = g.farms[2].crops[0]
        if school:
            rice.school = own(g, 2, "School")
        card = rice.card
        to_year_end(g)
        for s in list(g.to_act()):
            g.apply(s, PlaceWoman(-1))  # then the last Weather card and the Harvest
        while g.table.year == 0:  # a Disaster or an Event the last card brings
            for s in list(g.to_act()):
                step = g.table.step
                g.apply(s, LoseCrop(len(g.farms[s].crops) - 1) if step == DISASTER else g.legal_actions(s)[0])
        return next((e for e in g.events if e.kind in ("survive", "wither") and e.data["card"] == card), None)

    saved = 0
    for seed in range(40):
        with_school, without = year(seed, True), year(seed, False)
        if without is None:  # a yellow Pest took the Rice before the Harvest
            assert with_school is None
            continue
        assert with_school.data["helpers"] == without.data["helpers"] + 2
        if without.kind == "wither" and with_school.kind == "survive":
            assert without.data["missing"] in (1, 2)
            saved += 1
        if with_school.kind == "wither":
            assert with_school.data["missing"] > with_school.data["helpers"]
    assert saved, "in 40 years the School never made the difference: the test proves nothing"
