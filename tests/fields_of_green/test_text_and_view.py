"""Fields of Green in words and on the board: every event kind has a sentence, every decision a
tip, every action a label; the view carries what a board draws and hides what a seat may not see."""

from __future__ import annotations

from farmlab.core.events import check_templates, kinds_table
from farmlab.core.simulate import play
from farmlab.fields_of_green import FieldsOfGreen, HeuristicBot, RandomBot

from .helpers import BuildLocation, draw_all, game, put, put_tower, reveal


def test_every_event_kind_has_a_sentence_naming_only_its_fields():
    assert check_templates(kinds_table(FieldsOfGreen.EVENTS), FieldsOfGreen.TEXT) == []


def test_a_whole_game_tells_its_story_in_sentences_citing_the_rule_sections():
    for n in (2, 4):
        g = play(FieldsOfGreen(n, 3), [HeuristicBot(s) if s else RandomBot(s) for s in range(n)])
        kinds = {e.kind for e in g.events}
        assert {"drew", "revealed", "built", "harvested", "scored", "ended"} <= kinds
        for viewer in (None, 0):
            for line in g.log(viewer):
                assert line.endswith(")."), line
                assert "?" not in line and "{" not in line, line


def test_the_hands_are_passed_after_every_selection_in_play():
    """In 30 games (2-4 players, random and heuristic bots) the hands are passed after every
    selection of a round, 6 turns in each of 4 rounds (not with 2 players). (That every kind of
    event happens in play is the conformance test's, for every game.)"""
    for seed in range(30):
        n = 2 + seed % 3
        g = play(FieldsOfGreen(n, seed), [(HeuristicBot if (seed + s) % 2 else RandomBot)(s) for s in range(n)])
        assert sum(e.kind == "passed" for e in g.events) == 4 * (6 if n > 2 else 0)


def test_every_decision_has_a_tip_and_every_action_a_label():
    g = FieldsOfGreen(3, 1)
    seen = set()
    bots = [HeuristicBot(s) for s in range(3)]
    while not g.over:
        for d in g.decisions():
            seen.add(d.kind)
            assert d.kind in FieldsOfGreen.GUIDE
        seat = g.to_act()[0]
        for a in g.legal_actions(seat)[:5]:
            label = g.describe_action(a, seat)
            assert "?" not in label and not label.startswith(type(a).__name__ + "(")
        g.apply(seat, bots[seat].choose(g, seat))
    assert {"draw", "pick", "act", "harvest"} <= seen


def test_the_view_shows_the_towers_reach_and_the_water_near_each_free_place():
    g = game()
    draw_all(g)
    put(g, 0, "Turkeys", 2, 0)
    put_tower(g, 0, 3, 0, water=2)
    v = g.view(0)["players"][0]
    first = next(p for p in v["farm"] if p["x"] == 0 and p["y"] == 0)
    assert [1, 0] in first["reach"] and [2, 0] in first["reach"] and [3, 1] not in first["reach"]
    near = {(p["x"], p["y"]): p["water_near"] for p in v["free_places"]}
    assert near[(4, 0)] == 2 and near[(-1, 0)] == 3 and near[(2, 1)] == 2 and near[(1, 1)] == 3  # the second Tower is 3 away


def test_the_view_of_a_seat_hides_the_others_hands_and_selections():
    g = game()
    draw_all(g)
    v = g.view(1)
    assert "hand" not in v["players"][0] and v["players"][0]["hand_count"] == 6 and len(v["players"][1]["hand"]) == 6
    reveal(g)
    assert all(p["selected"] for p in g.view(1)["players"])


def test_an_action_is_described_for_the_seat_asked_unless_a_seat_is_named():
    g = game()
    draw_all(g)
    reveal(g, {0: "Wheat", 1: "Chapel"})
    assert g.to_act() == (0,)
    assert g.describe_action(BuildLocation(2, 0)) == "Build Wheat at (2, 0)"
    assert g.describe_action(BuildLocation(2, 0), 1) == "Build Chapel at (2, 0)"
