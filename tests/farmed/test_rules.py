"""FARMED's Basic rules, one test per rule of the text (named after it) and per ruling."""

from __future__ import annotations

import pytest

from farmlab.core.errors import IllegalActionError, NotYourTurnError
from farmlab.core.simulate import play
from farmlab.farmed import Farmed, HeuristicBot, RandomBot
from farmlab.farmed.rules import setup, weather
from farmlab.farmed.rules.harvest import line_symbols
from farmlab.farmed.state import NUTRITION_SIDE, OVER, YOUNGS_SIDE

from .helpers import (DISASTER, PLAY, WOMAN, LoseCrop, PlaceWoman, PlayCard, Planted, card_of, deck_into_discard,
                      everyone_plays, finish_year, game, next_weather, plant, plant_first, to_season, weather_card)


# ------------------------------------------------------------------ Game setup
def test_game_setup_basic_removes_improvements_storm_and_hurricane():
    g = game()
    assert len(g.crop_of) == 56 and all(c.name != "Irrigation" for c in g.crop_of)
    kinds = {w.kind for w in g.weather_of}
    assert "storm" not in kinds and "hurricane" not in kinds and len(g.weather_of) == 30


def test_game_setup_deals_5_crop_cards_and_reveals_the_first_weather_card():
    g = game(4, 3)
    assert all(len(f.hand) == 5 for f in g.farms)
    assert sum(1 for c in g.table.line if not g.weather_of[c].event) == 1
    assert not g.weather_of[g.table.line[-1]].event  # F1: Events at the setup are replaced too
    assert g.to_act() == (0, 1, 2, 3) and g.table.step == PLAY


# ------------------------------------------------------------------ Crop cards, Youngs
def test_crop_cards_at_most_5_crops_discard_one_to_play_a_sixth():
    g = game()
    plant(g, 0, "Corn", "Wheat", "Rice", "Fish", "Goat")
    plays = g.legal_actions(0)
    assert all(a.replace >= 0 for a in plays if isinstance(a, PlayCard) and a.young_on < 0)
    with pytest.raises(IllegalActionError, match="choose one to discard first"):
        g.apply(0, PlayCard(0))
    g.apply(0, PlayCard(0, replace=1))  # Wheat goes
    everyone_plays(g)
    assert len(g.farms[0].crops) == 5 and "Wheat" not in [g.crop_of[p.card].name for p in g.farms[0].crops]


def test_crop_cards_a_sixth_crop_may_replace_any_of_the_5_and_none_other():
    g = game()
    plant(g, 0, "Corn", "Wheat", "Rice", "Fish", "Goat")
    crop_in_hand = next(i for i, c in enumerate(g.farms[0].hand) if g.crop_of[c].is_crop)
    assert {a.replace for a in g.legal_actions(0)
            if isinstance(a, PlayCard) and a.card == crop_in_hand and a.young_on < 0} == {0, 1, 2, 3, 4}
    with pytest.raises(IllegalActionError, match="choose one to discard first"):
        g.apply(0, PlayCard(crop_in_hand, replace=5))   # there is no sixth Crop to discard


def test_crop_cards_the_first_crop_can_be_the_one_discarded_and_the_log_tells_both_cards():
    g = game()
    plant(g, 0, "Corn", "Wheat", "Rice", "Fish", "Goat")
    corn = g.farms[0].crops[0].card
    crop_in_hand = next(i for i, c in enumerate(g.farms[0].hand) if g.crop_of[c].is_crop)
    new = g.farms[0].hand[crop_in_hand]
    g.apply(0, PlayCard(crop_in_hand, replace=0))  # Corn goes
    everyone_plays(g)
    assert [g.crop_of[p.card].name for p in g.farms[0].crops][:4] == ["Wheat", "Rice", "Fish", "Goat"]
    assert g.farms[0].crops[4].card == new and corn in g.table.discard
    replaced = next(e for e in g.events if e.kind == "replace")
    played = next(e for e in g.events if e.kind == "play" and e.seat == 0)
    assert (replaced.seat, replaced.data["card"], played.data["card"]) == (0, corn, new)
    assert g.events.index(replaced) < g.events.index(played)


def test_young_people_employment_a_card_face_down_under_a_crop_counts_as_a_symbol():
    g = game()
    plant(g, 0, "Rice")  # 3 water, 1 heat
    g.apply(0, PlayCard(0, young_on=0))
    everyone_plays(g)
    rice = g.farms[0].crops[0]
    assert len(rice.youngs) == 1
    assert g.crop_of[rice.card].shortfall((0, 0, 0, 0)) == 4  # a Young makes up one of the four
    young = next(e for e in g.events if e.kind == "young")
    assert (young.seat, young.data) == (0, {"crop": 0})
    assert g.stats()["youngs"][0] == 1 == g.farms[0].youngs_played


def test_young_people_employment_only_under_a_crop_already_in_play():
    g = game()
    plant(g, 0, "Rice", "Corn")
    with pytest.raises(IllegalActionError, match="under one of your Crops already in play"):
        g.apply(0, PlayCard(0, young_on=2))             # two Crops: numbers 0 and 1 only
    g.apply(0, PlayCard(0, young_on=1))


def test_young_people_employment_no_limit_of_youngs_on_a_crop():
    g = game()
    plant(g, 0, "Goat")
    next_weather(g, "sun_1", "water_1", "heat_1")  # no three cards of a kind: no Disaster
    for _ in range(3):
        g.apply(0, PlayCard(0, young_on=0))
        everyone_plays(g)
    assert len(g.farms[0].crops[0].youngs) == 3

def test_game_flow_everyone_chooses_at_once_in_secret():
    g = game()
    g.apply(0, PlayCard(0))
    assert g.to_act() == (1, 2)
    assert g.view(1)["chosen"] == {"0": True, "1": False, "2": False}
    assert "my_choice" not in g.view(1)["players"][0] and g.view(0)["players"][0]["my_choice"]
    assert not g.farms[0].crops  # nothing is played before everyone has chosen
    with pytest.raises(NotYourTurnError, match="already chosen"):
        g.apply(0, PlayCard(1))


def test_game_flow_the_rest_of_the_hand_goes_to_the_player_on_the_right():
    g = game(3)
    hands = [list(f.hand) for f in g.farms]
    everyone_plays(g, lambda s: PlayCard(0))
    for s in range(3):  # F7: the player on your right is the seat before yours
        assert g.farms[(s - 1) % 3].hand == hands[s][1:]


def test_game_flow_a_weather_card_after_each_season_and_five_by_the_end_of_the_year():
    g = game(3, 5)
    genuine = lambda: sum(1 for c in g.table.line if not g.weather_of[c].event)
    assert genuine() == 1
    for season in range(1, 4):
        everyone_plays(g, lambda s: plant_first(g, s))
        while g.table.step == DISASTER:
            for s in list(g.to_act()):
                g.apply(s, LoseCrop(0))
        assert genuine() == 1 + season
    everyone_plays(g, lambda s: plant_first(g, s))  # the 4th season: the Woman comes before the last card
    assert g.table.step == WOMAN and genuine() == 4
    assert all(not f.hand for f in g.farms)  # the remaining card of each hand was discarded
    finish_year(g)
    assert g.table.year == 1 and len(g.table.line) == 1  # F11: the new line starts from the last card
    assert any(e.kind == "score" for e in g.events)

def test_natural_disaster_on_third_card_of_a_kind_everyone_loses_a_crop_of_their_choice():
    g = game(3, 1)
    g.table.weather_deck.extend(g.table.line)  # start the line afresh with two Sun cards
    g.table.line = []
    next_weather(g, "sun_2")
    g.table.line = [g.table.weather_deck.pop()]
    next_weather(g, "sun_1")
    g.table.line.append(g.table.weather_deck.pop())
    plant(g, 0, "Corn", "Fish")
    plant(g, 1, "Goat")
    next_weather(g, "sun_2")  # the third Sun card
    everyone_plays(g, lambda s: PlayCard(0, young_on=0) if g.farms[s].crops else PlayCard(0))
    assert g.table.step == DISASTER and g.to_act() == (0,)  # F4: Ben's only Crop is lost without a choice
    assert [e.data for e in g.events if e.kind == "disaster"] == [{"symbol": "sun", "cards": 3}]  # told in the log
    assert not g.farms[1].crops
    with pytest.raises(NotYourTurnError, match="Ben has nothing to decide now"):  # his only Crop went at once
        g.apply(1, LoseCrop(0))
    for bad in (2, -1):  # Ana has Crops number 0 and 1 (shown to her as 1 and 2)
        with pytest.raises(IllegalActionError, match=f"no Crop number {bad + 1}"):
            g.apply(0, LoseCrop(bad))
    g.apply(0, LoseCrop(1))
    assert [g.crop_of[p.card].name for p in g.farms[0].crops] == ["Corn"]
    assert g.table.step == PLAY
    lost = [(e.seat, g.crop_of[e.data["card"]].name) for e in g.events if e.kind == "lose"]
    # each loss told in the log (the single Crops at once, F4, then the choice), and counted for a simulation
    assert [seat for seat, _ in lost] == [1, 2, 0] and lost[0][1] == "Goat" and lost[2][1] == "Fish"
    assert g.stats()["lost_to_disasters"] == [1, 1, 1]


def test_natural_disaster_every_later_card_of_the_kind_brings_another():
    g = game(3, 1)
    g.table.weather_deck.extend(g.table.line)
    g.table.line = []
    for cid in ("cold_1", "cold_2", "cold_3"):
        next_weather(g, cid)
        g.table.line.append(g.table.weather_deck.pop())
    plant(g, 0, "Corn", "Fish", "Goat")
    plant(g, 1, "Corn", "Fish")
    next_weather(g, "cold_1")  # the fourth Cold card: a disaster again
    everyone_plays(g, lambda s: PlayCard(0, young_on=0) if g.farms[s].crops else PlayCard(0))
    assert g.table.step == DISASTER


def test_event_pest_discards_all_crops_of_its_colour_and_another_card_is_revealed():
    g = game(3, 2)
    plant(g, 0, "Corn", "Wheat", "Fish")
    plant(g, 1, "Rice")
    next_weather(g, "pest_yellow", "water_2")
    everyone_plays(g, lambda s: PlayCard(0, young_on=0) if g.farms[s].crops else PlayCard(0))
    assert [g.crop_of[p.card].name for p in g.farms[0].crops] == ["Fish"]
    assert not g.farms[1].crops
    assert g.weather_of[g.table.line[-1]].id == "water_2" and g.weather_of[g.table.line[-2]].id == "pest_yellow"
    lost = [(e.seat, e.data["lost"]) for e in g.events if e.kind == "pest"]
    assert (0, 2) in lost and (1, 1) in lost  # each player's loss told in the log


def test_event_fire_discards_every_young_but_not_the_woman():
    g = game(3, 2)
    plant(g, 0, "Goat")
    g.farms[0].crops[0].youngs.append(card_of(g, "Fish"))
    g.farms[0].crops[0].woman = YOUNGS_SIDE
    next_weather(g, "fire", "heat_1")
    everyone_plays(g, lambda s: PlayCard(0))
    assert g.farms[0].crops[0].youngs == [] and g.farms[0].crops[0].woman == YOUNGS_SIDE  # F3
    assert [(e.seat, e.data["lost"]) for e in g.events if e.kind == "fire"] == [(0, 1), (1, 0), (2, 0)]  # the log


def test_event_another_event_on_top_is_resolved_too():
    g = game(3, 2)
    plant(g, 0, "Fish", "Goat", "Corn")
    next_weather(g, "pest_blue", "pest_purple", "sun_1")
    everyone_plays(g, lambda s: PlayCard(0, young_on=0) if g.farms[s].crops else PlayCard(0))
    assert [g.crop_of[p.card].name for p in g.farms[0].crops] == ["Corn"]
    assert all(g.crop_of[p.card].colour not in ("blue", "purple") for f in g.farms for p in f.crops)
    assert [g.weather_of[c].id for c in g.table.line[-3:]] == ["pest_blue", "pest_purple", "sun_1"]

def test_harvest_a_crop_survives_with_at_least_its_symbols_youngs_making_up_the_rest():
    g = game(3, 4)
    g.farms[0].crops = []
    plant(g, 0, "Wheat")  # 3 sun, 1 cold
    # the text's example: with 2 Sun on the line, 2 Youngs (one as Sun, one as Cold) save the Wheat
    g.table.weather_deck.extend(g.table.line)
    g.table.line = []
    next_weather(g, "sun_2")
    g.table.line.append(g.table.weather_deck.pop())
    next_weather(g, "water_1", "water_2", "heat_1", "heat_2")
    g.farms[0].crops[0].youngs += [card_of(g, "Corn"), card_of(g, "Corn")]
    wheat = g.farms[0].crops[0].card
    finish_year(g)  # new Crops each season, so the Wheat keeps exactly its 2 Youngs
    survived = [e for e in g.events if e.kind == "survive" and e.data["card"] == wheat]
    assert survived and survived[0].data["helpers"] == 2


def test_harvest_a_crop_short_of_symbols_is_discarded_with_its_youngs():
    g = game(3, 4)
    plant(g, 0, "Rice")  # 3 water, 1 heat
    g.farms[0].crops[0].youngs.append(card_of(g, "Corn"))
    young = g.farms[0].crops[0].youngs[0]
    g.table.weather_deck.extend(g.table.line)
    g.table.line = []
    next_weather(g, "sun_1")
    g.table.line.append(g.table.weather_deck.pop())
    next_weather(g, "sun_2", "cold_1", "heat_1", "cold_2")  # no Water at all: 3 missing, 1 Young
    rice = g.farms[0].crops[0].card
    finish_year(g)
    withered = [e for e in g.events if e.kind == "wither" and e.data["card"] == rice]
    assert withered and withered[0].data["missing"] == 3 and withered[0].data["helpers"] == 1
    assert rice in g.table.discard and young in g.table.discard

@pytest.mark.parametrize("line, survives", [(("sun_2", "cold_1", "heat_1", "cold_2"), False),
                                             (("water_1", "cold_1", "heat_1", "cold_2"), True)])
def test_harvest_the_woman_on_her_youngs_side_counts_as_2_youngs(line, survives):
    """"The Woman card on the Youngs side counts as 2 Youngs": a Rice (3 Water, 1 Heat) with her and
    no Youngs survives 2 missing Water symbols, not 3."""
    g = game(3, 4)
    plant(g, 0, "Rice")
    g.table.weather_deck.extend(g.table.line)
    g.table.line = []
    next_weather(g, "sun_1")
    g.table.line.append(g.table.weather_deck.pop())
    next_weather(g, *line)
    rice = g.farms[0].crops[0].card
    finish_year(g, {0: PlaceWoman(0, YOUNGS_SIDE)})
    fate = next(e for e in g.events if e.kind in ("survive", "wither") and e.data["card"] == rice)
    assert fate.data["helpers"] == 2 and fate.kind == ("survive" if survives else "wither")
    if not survives:
        assert fate.data["missing"] == 3


def test_nutrition_one_point_a_crop_and_one_a_colour_woman_doubles_colours():
    g = game(3, 6)
    plant(g, 0, "Goat", "Goat", "Fish")
    plant(g, 1, "Goat", "Fish")
    g.table.weather_deck.extend(g.table.line)
    g.table.line = []
    next_weather(g, "water_3")
    g.table.line.append(g.table.weather_deck.pop())
    next_weather(g, "cold_2", "water_1", "sun_1", "heat_1")
    finish_year(g, {0: PlaceWoman(0, NUTRITION_SIDE)})
    scores = {e.seat: e.data for e in g.events if e.kind == "score"}
    a, b = scores[0], scores[1]
    assert a["colours"] >= 2 and a["bonus"] == a["colours"] and a["points"] == a["crops"] + 2 * a["colours"]
    assert b["bonus"] == 0 and b["points"] == b["crops"] + b["colours"]


def test_woman_cards_come_back_every_year_and_youngs_are_discarded():
    g = game(3, 7)
    plant(g, 0, "Goat")
    g.farms[0].crops[0].youngs.append(card_of(g, "Fish"))
    finish_year(g, {0: PlaceWoman(0, YOUNGS_SIDE)})
    assert g.table.year == 1
    assert all(p.woman == "" and not p.youngs for f in g.farms for p in f.crops)


def test_woman_the_choice_is_secret_until_both_have_placed():
    g = game(3, 7)
    plant(g, 0, "Goat")
    plant(g, 1, "Fish")
    while g.table.step != WOMAN:
        for s in list(g.to_act()):
            g.apply(s, plant_first(g, s) if g.table.step == PLAY else LoseCrop(len(g.farms[s].crops) - 1))
    with pytest.raises(IllegalActionError, match="under one of your Crops"):
        g.apply(0, PlaceWoman(len(g.farms[0].crops), NUTRITION_SIDE))   # one past the last Crop
    g.apply(0, PlaceWoman(0, NUTRITION_SIDE))
    assert g.farms[0].crops[0].woman == ""  # F9: revealed together
    for s in list(g.to_act()):
        g.apply(s, PlaceWoman(-1))
    assert g.table.step != WOMAN
    placed = [(e.seat, e.data["crop"], e.data["side"]) for e in g.events if e.kind == "woman"]
    assert placed == [(0, 0, NUTRITION_SIDE), (1, -1, ""), (2, -1, "")]   # kept: no Crop, no side


# ------------------------------------------------------------------ End of the game
def test_end_of_the_game_after_4_years_most_points_wins():
    g = play(game(4, 11), [HeuristicBot(i) for i in range(4)])
    assert g.over and g.table.step == OVER and g.table.year == 3
    years = [e for e in g.events if e.kind == "year"]
    assert len(years) == 3 and len(g.trace) == 4
    assert [e.kind for e in g.events].count("end") == 1 and g.events[-1].kind == "end"   # told last, once
    assert g.log()[-1] == "The game is over (End of the game)."
    best = max(g.scores())
    assert all(g.scores()[w] == best for w in g.winners())


def test_new_year_four_seasons_every_year_and_the_dealer_moves_to_the_right():
    """Each year has 4 seasons; the next dealer is the player on the right of the previous one (F7)."""
    g = play(game(4, 5), [RandomBot(i) for i in range(4)])
    kinds = [e.kind for e in g.events]
    starts = [i for i, k in enumerate(kinds) if k == "year"] + [len(kinds)]
    assert kinds[:starts[0]].count("pass") == 4
    assert [kinds[a:b].count("pass") for a, b in zip(starts, starts[1:])] == [4, 4, 4]
    dealer = next(e.seat for e in g.events if e.kind == "dealer")
    years = [e for e in g.events if e.kind == "year"]
    assert [(e.seat, e.data["year"]) for e in years] == [((dealer - k) % 4, k + 1) for k in (1, 2, 3)]
    assert g.log()[g.events.index(years[0])].startswith(f"Year 2 begins; {g.names[(dealer - 1) % 4]} deals")


def test_end_of_the_game_tie_break_colours_then_crop_cards():
    g = game(2, 0)
    g.farms[0].crops = [Planted(card_of(g, "Goat")), Planted(card_of(g, "Fish"))]
    g.farms[1].crops = [Planted(card_of(g, "Goat")), Planted(card_of(g, "Poultry")), Planted(card_of(g, "Fish"))]
    assert g.tiebreak() == [(2, 2), (2, 3)]  # the same colours: more Crop cards wins
    g.farms[0].crops.append(Planted(card_of(g, "Corn")))
    assert g.tiebreak()[0] > g.tiebreak()[1]  # colours come first, before the number of cards


# ------------------------------------------------------------------ 2 players
def test_special_rules_with_2_players_discard_after_playing_and_draw_when_receiving():
    g = game(2, 3)
    with pytest.raises(IllegalActionError, match="discard after playing"):
        g.apply(0, PlayCard(0))
    for wrong in (0, 5):  # the card played itself; a sixth card of a hand of 5
        with pytest.raises(IllegalActionError, match="discard after playing"):
            g.apply(0, PlayCard(0, discard=wrong))
    g.apply(0, PlayCard(0, discard=1))
    g.apply(1, PlayCard(0, discard=1))
    assert [len(f.hand) for f in g.farms] == [4, 4]  # 5 - 2 + 1 drawn
    assert len(g.table.discard) >= 2


def test_special_rules_with_2_players_no_card_is_drawn_after_the_4th_season():
    """The hand left after the 4th season is discarded, so nobody draws then (F8)."""
    g = game(2, 3)
    to_season(g, 3)
    assert g.table.season == 3 and [len(f.hand) for f in g.farms] == [2, 2]   # 5, 4, 3, 2
    deck = len(g.table.deck)
    everyone_plays(g, lambda s: plant_first(g, s))
    assert [len(f.hand) for f in g.farms] == [0, 0] and len(g.table.deck) == deck


def test_special_rules_with_2_players_a_last_card_alone_is_played_with_nothing_to_discard():
    """With a hand of 4, two players hold one card in the 4th season: it is played, no second card."""
    g = game(2, 3, hand=4)
    to_season(g, 3)
    assert [len(f.hand) for f in g.farms] == [1, 1]
    plays = [a for a in g.legal_actions(0) if isinstance(a, PlayCard)]
    assert plays and all(a.discard == -1 for a in plays)
    with pytest.raises(IllegalActionError, match="Only with two players is a second card discarded"):
        g.apply(0, PlayCard(0, discard=0))
    g.apply(0, plays[0])


def test_special_rules_with_2_players_the_receiver_draws_from_the_discard_reshuffled():
    """"When the Crop deck depletes, reshuffle the cards": the draw after passing uses the discard pile."""
    g = game(2, 3)
    t = g.table
    deck_into_discard(g)
    d = len(t.discard)
    g.apply(0, PlayCard(0, discard=1))
    g.apply(1, PlayCard(0, discard=1))
    assert [len(f.hand) for f in g.farms] == [4, 4]          # 5 - 2 + 1 drawn
    assert len(t.deck) == d and not t.discard               # the 2 discarded went into the new deck too
    assert [e.kind for e in g.events].count("pass") == 1


def test_every_player_count_plays_to_the_end():
    for n in range(2, 9):
        g = play(game(n, n), [RandomBot(i) for i in range(n)])
        assert g.over and len(g.scores()) == n


def test_heuristic_bot_beats_random_bots():
    """Over 1,000 games (about 3 seconds)."""
    wins = 0
    for seed in range(1000):
        g = play(Farmed(4, seed), [HeuristicBot(0), RandomBot(1), RandomBot(2), RandomBot(3)])
        wins += 0 in g.winners()
    assert wins >= 700  # a fair share would be 250 of 1,000


def test_line_symbols_add_up_the_cards():
    g = game(3, 0)
    assert sum(line_symbols(g)) == sum(g.weather_of[c].symbols for c in g.table.line)


def test_line_symbols_count_each_symbol_apart_and_events_show_none():
    """The Weather line's symbols, by kind (Sun, Water, Heat, Cold), as the Harvest and the board read them."""
    g = game(3, 0)
    g.table.weather_deck.extend(g.table.line)
    g.table.line = [weather_card(g, i) for i in ("sun_2", "water_1", "heat_2", "heat_1", "cold_1", "fire")]
    assert line_symbols(g) == (2, 1, 3, 1)
    assert g.view(0)["line_symbols"] == {"sun": 2, "water": 1, "heat": 3, "cold": 1}


# ------------------------------------------------------------------ rulings
def test_f2_a_crop_lost_to_a_pest_takes_its_youngs_and_the_woman_comes_back():
    g = game(3, 2)
    plant(g, 0, "Fish", "Goat")
    young = card_of(g, "Corn")
    g.farms[0].crops[0].youngs.append(young)
    g.farms[0].crops[0].woman = YOUNGS_SIDE
    fish = g.farms[0].crops[0]
    next_weather(g, "pest_blue", "sun_1")
    everyone_plays(g, lambda s: plant_first(g, s))
    assert young in g.table.discard and fish.card in g.table.discard and fish.woman == ""


def test_f5_a_long_game_reshuffles_the_weather_that_left_the_line():
    g = play(game(3, 1, years=8), [RandomBot(i) for i in range(3)])
    assert g.over and g.table.year == 7  # 8 years need more Weather cards than the deck holds


def test_f5_the_weather_that_left_the_line_is_shuffled_into_a_new_deck_and_each_card_revealed_is_told():
    g = game(3, 1)
    t = g.table
    left_the_line = [c for c in t.weather_deck if not g.weather_of[c].event]  # (no Event: one card is revealed)
    t.weather_deck, t.weather_discard = [], list(left_the_line)
    line = len(t.line)
    weather.reveal(g)
    revealed = t.line[line:]
    assert revealed and sorted(t.weather_deck + revealed) == sorted(left_the_line) and t.weather_discard == []
    assert t.weather_deck + revealed != left_the_line  # shuffled, not in the order they left
    told = [e for e in g.events if e.kind == "weather"][-1]
    assert told.data["card"] == revealed[-1] and g.weather_of[revealed[-1]].name in g.log()[-1]


def test_f6_a_young_goes_under_a_crop_already_in_play_not_one_played_this_season():
    g = game(3, 0)
    assert not any(a.young_on >= 0 for a in g.legal_actions(0))  # no Crop yet: no Young
    with pytest.raises(IllegalActionError, match="already in play"):
        g.apply(0, PlayCard(0, young_on=0))


def test_f13_with_eight_players_the_deal_stops_when_no_card_is_left():
    g = play(game(8, 2), [HeuristicBot(i) for i in range(8)])
    assert g.over
    deals = [e for e in g.events if e.kind == "deal"]
    assert any(e.data["n"] < 5 for e in deals)  # most Crops were in play: some hands were short


def test_game_setup_a_deal_short_of_cards_goes_on_from_the_discard_pile_reshuffled():
    g = game(3, 0)
    t = g.table
    for f in g.farms:
        t.discard.extend(f.hand)
        f.hand.clear()
    t.discard.extend(t.deck[3:])
    del t.deck[3:]
    deck_left, cards = list(t.deck), len(t.deck) + len(t.discard)
    setup.deal(g)
    dealt = [c for f in g.farms for c in f.hand]
    assert [len(f.hand) for f in g.farms] == [5, 5, 5] and set(deck_left) <= set(dealt)  # the deck's own cards first
    assert len(dealt) + len(t.deck) + len(t.discard) == cards and not t.discard


def test_crop_deck_depleted_the_discard_pile_is_reshuffled_to_form_a_new_deck():
    g = game(3, 0)
    t = g.table
    deck_into_discard(g)
    before = list(t.discard)
    card = setup.draw(g)
    new_deck = t.deck + [card]                    # the card drawn was the top one
    assert not t.discard and sorted(new_deck) == sorted(before) and new_deck != before


def test_the_shortfall_tables_agree_with_each_crop() -> None:
    """harvest.Shortfalls (a table per deck and line) gives every card what Crop.shortfall gives."""
    import itertools

    from farmlab.farmed.game import Farmed

    for mode in ("basic", "advanced", "team"):
        g = Farmed(4, 1, mode=mode)
        for weather in itertools.product(range(0, 8, 2), range(5), (0, 1, 3, 9), range(4)):
            for bonus in ((0, 0, 0, 0), (1, 0, 2, 0), (0, 3, 0, 1)):
                table = g.shortfalls(weather, bonus)  # type: ignore[arg-type]
                for card, kind in enumerate(g.crop_of):
                    want = kind.shortfall(weather, bonus) if kind.is_crop else 0  # type: ignore[union-attr]
                    assert table[card] == want


def test_options_years_hand_and_max_crops_are_refused_outside_their_bounds_and_kept_at_them():
    from farmlab.core.errors import OptionError
    for name, low, high, why in (("years", 1, 20, "years must be between 1 and 20"),
                                 ("hand", 4, 8, "hand must be between 4 and 8"),
                                 ("max_crops", 1, 9, "max_crops must be between 1 and 9")):
        for ok in (low, high):
            assert getattr(Farmed(3, 0, **{name: ok}).options, name) == ok
        for bad in (low - 1, high + 1):
            with pytest.raises(OptionError, match=why):
                Farmed(3, 0, **{name: bad})


def test_options_a_deal_may_use_the_whole_crop_deck_but_not_more():
    """8 players with 7 cards each take all 56 Crop cards of the Basic game; with 8 cards each they
    would need 64. The Advanced deck (64 cards) deals 8 cards to 8 players, and that game plays to
    its end."""
    from farmlab.core.errors import OptionError
    g = Farmed(8, 0, hand=7)
    assert len(g.crop_of) == 56 and not g.table.deck and all(len(f.hand) == 7 for f in g.farms)
    with pytest.raises(OptionError, match="too small to deal"):
        Farmed(8, 0, hand=8)
    g = play(Farmed(8, 3, hand=8, mode="advanced", years=2), [RandomBot(i) for i in range(8)])
    assert g.over and len(g.crop_of) == 64


def test_a_secret_choice_made_is_part_of_the_game_state_until_the_season_resolves():
    """Cards are chosen at the same time (F1): a seat's choice, made but not yet revealed, is part of
    the game's state (a save made then, and the fingerprint, tell the two positions apart)."""
    g = game(3, 0)
    before = g.fingerprint()
    twin = g.copy()
    twin.apply(0, plant_first(twin, 0))
    assert twin.state()["choices"] and "0" in twin.state()["choices"] and not g.state()["choices"]
    assert twin.fingerprint() != before and g.fingerprint() == before
    for s in (1, 2):
        twin.apply(s, plant_first(twin, s))
    assert not twin.state()["choices"]  # revealed and played: the next season's choices start empty


def test_each_move_is_described_in_words_for_the_buttons_and_a_number_not_there_as_a_question_mark():
    g = game(3, 0)
    plant(g, 0, "Corn", "Fish")
    hand = [g.crop_of[c].name for c in g.farms[0].hand]
    say = g.describe_action
    assert say(PlayCard(0), 0) == f"Plant {hand[0]}"
    assert say(PlayCard(1, young_on=1), 0) == f"{hand[1]} as a Young under Fish"
    assert say(PlayCard(0, replace=0), 0) == f"Plant {hand[0]} (discard Corn first)"
    assert say(PlayCard(0, discard=2), 0) == f"Plant {hand[0]}; discard {hand[2]}"
    assert say(LoseCrop(1), 0) == "Lose Fish"
    assert say(PlaceWoman(0, YOUNGS_SIDE), 0) == "Woman under Corn: 2 Youngs"
    assert say(PlaceWoman(1, NUTRITION_SIDE), 0) == "Woman under Fish: +1 a colour"
    assert say(PlaceWoman(-1), 0) == "Keep the Woman"
    n = len(hand)
    assert say(PlayCard(n), 0) == "Plant ?" and say(PlayCard(-1), 0) == "Plant ?"
    assert say(PlayCard(0, young_on=2), 0) == f"{hand[0]} as a Young under ?"
    assert say(PlayCard(0, replace=2), 0) == f"Plant {hand[0]} (discard ? first)"
    assert say(PlayCard(0, discard=n), 0) == f"Plant {hand[0]}; discard ?"
    assert say(LoseCrop(2), 0) == say(LoseCrop(-1), 0) == "Lose ?"
    assert say(PlaceWoman(2), 0) == "Woman under ?: 2 Youngs"


def test_a_game_for_2_to_8_players():
    from farmlab.core.errors import OptionError
    for n in (2, 8):
        assert Farmed(n, 0).n == n
    for n in (1, 9):
        with pytest.raises(OptionError, match=f"FARMED is for 2 to 8 players, not {n}"):
            Farmed(n, 0)
