"""What each seat may see: views, logs and per-seat saves hide every secret;
the view holds everything a renderer needs to draw the sample tableau."""

from __future__ import annotations

import copy
import json
import random

import pytest

from farmlab.core.bots import RandomBot
from farmlab.core.save import to_json
from farmlab.jelly_bean_farmers import JellyBeanFarmers, Keep, Play
from farmlab.jelly_bean_farmers.state import COMMIT, META

from farmlab.jelly_bean_farmers.state import Contract

from .helpers import cats, choose, field, game, pass_season, plant, rabbits, saved, silo, take, to_commit, units


def shuffle_hidden(g: JellyBeanFarmers, seat: int, rng: random.Random) -> None:
    """Deal anew every action card and climate card ``seat`` cannot see (the game's hook)."""
    g.shuffle_unseen(seat, rng)


@pytest.mark.parametrize("n, seed", [(2, 1), (3, 2), (4, 3), (4, 4)])
def test_views_are_unchanged_when_everything_a_seat_cannot_see_is_shuffled(n, seed):
    g = JellyBeanFarmers(n, seed)
    bots = [RandomBot(seed * 10 + s) for s in range(n)]
    rng = random.Random(seed)
    checks = changed = 0
    while not g.over:
        if rng.random() < 0.3 and g.step != META:  # in META some current cards are shown: skip
            for s in range(n):
                view = json.dumps(g.view(s), sort_keys=True)
                text = g.text(s)
                teacher = json.dumps(g.view(None), sort_keys=True)
                other = copy.deepcopy(g)
                shuffle_hidden(other, s, rng)
                assert json.dumps(other.view(s), sort_keys=True) == view, f"seat {s} sees a hidden card"
                assert other.text(s) == text
                other.check_invariants()
                checks += 1
                changed += json.dumps(other.view(None), sort_keys=True) != teacher
        seat = g.to_act()[0]
        g.apply(seat, bots[seat].choose(g, seat))
    assert checks > 20 and changed > checks // 2


def test_chosen_but_unrevealed_cards_are_hidden_until_they_are_played():
    g = game(2)
    to_commit(g, {0: ("warlord", "cats"), 1: ("dogs", "silo")})
    g.apply(0, Play("face"))
    v = json.dumps(g.view(1))
    assert "Warlord" not in v and "warlord" not in v
    assert g.view(1)["players"][0]["placement"] == ["hidden"]  # the summer card, face down
    assert g.view(1)["players"][0]["season_card"] == "hidden"  # the spring card, decided but not revealed
    assert g.view(1)["players"][0]["committed"] is True
    g.apply(1, Play("discard"))
    assert any("Warlord" in s for s in g.log(1))


def test_views_never_show_the_climate_deck_order_except_to_the_teacher():
    g = game(2)
    assert "climate_deck" not in g.view(0) and len(g.view(None)["climate_deck"]) == 24
    assert g.view(0)["climate_left"] == 24


def test_view_has_everything_the_sample_tableau_shows():
    g = game(3)
    units(g, 0, "mercenary", "dogs", back_men=2)
    saved(g, 0, "warlord")
    field(g, 0, "fertilizer", "irrigation")
    silo(g, 0, extension=True)
    cats(g, 0)
    rabbits(g, 0)
    g.flex[0].append(take(g, "flexible_hand"))
    g.contracts.append(Contract(1, 0, 1, take(g, "warlord")))
    choose(g)
    v = g.view(1)
    p = v["players"][0]
    assert [u["id"] for u in p["units"]] == ["mercenary", "dogs"] and p["back_armed_men"] == 2
    assert (p["offense"], p["defense"]) == (3, 5)
    assert p["saved_count"] == 1 and "saved" not in p
    assert p["fields"][1] == {"upgrades": ["fertilizer", "irrigation"], "upgrade_names": ["Fertilizer", "Irrigation"],
                              "fertilizer": True, "irrigation": True, "netting": False, "perennial": False,
                              "seeded": False, "expected_if_seeded": None,  # odds: only the planting seat's own
                              "yield_now": None}  # the season card is not shown yet
    assert p["silos"][1] == {"capacity": 7, "extension": True, "card": False}
    assert (p["cats"], p["rabbits"], p["flexible_hands"], p["stamps"]) == (1, 1, 1, 2)
    assert (p["food"], p["protected"], p["unprotected"], p["capacity"]) == (5, 5, 0, 15)
    assert p["placement"] == ["hidden"] and p["season_card"] == "hidden" and p["hand_count"] == 1
    assert v["contracts"][0]["attacker"] == 1 and v["contracts"][0]["victim"] == 0 and v["contracts"][0]["amount"] == 1
    assert v["climate"]["year"] is None and v["year"] == 1 and v["season"] == "spring"
    plant(g)
    pass_season(g)
    assert g.view(1)["players"][0]["placement"] == [] and g.view(1)["players"][0]["season_card"] == "hidden"
    v = g.view(1)
    assert v["climate"]["year"]["name"] and v["climate"]["spring"]["name"] and v["climate"]["summer"] is None
    assert v["season"] == "summer"
    mine = g.view(0)["players"][0]
    assert mine["saved"][0]["id"] == "warlord" and mine["hand"] and mine["season_card"]["id"]


def test_seat_save_holds_only_what_that_seat_sees():
    g = game(2)
    to_commit(g, {0: ("warlord", "cats")})
    blob = to_json(g, seat=1)
    assert "Warlord" not in blob and '"seed"' not in blob


def test_text_draws_the_table():
    g = game(2)
    units(g, 0, "dogs")
    plant(g) if g.step != 1 else choose(g)
    t = g.text(1)
    assert "Year 1/8" in t and "Ana" in t and "Dogs" in t and "cards" in t


def test_describe_action_gives_button_labels():
    g = game(3)
    to_commit(g, {0: ("rabbits", "cats"), 1: ("fertilizer", "cats")})
    labels = {g.describe_action(a, 0) for a in g.legal_actions(0)}
    assert "Rabbits: play face up on Ben" in labels and "Rabbits → ½ Field" in labels
    assert "Discard Rabbits" in labels and "Rabbits → Saved for Later" in labels
    labels1 = {g.describe_action(a, 1) for a in g.legal_actions(1)}
    assert "Fertilizer: play face up on field 1" in labels1


def test_view_carries_the_season_math_and_each_fields_yield_from_the_engine():
    """The board's worked sum and "→ n food this season" come from the engine's harvest
    table (so a rule variant shows on the board), never from the renderer."""

    class DoubleHarvest(JellyBeanFarmers):
        def harvest_table(self, year: int, season: int) -> tuple[int, ...]:
            return tuple(2 * x for x in super().harvest_table(year, season))

    for cls, factor in ((JellyBeanFarmers, 1), (DoubleHarvest, 2)):
        g = cls(["Ana", "Ben"], 3, debug=True)
        for s in range(2):
            g.apply(s, Keep((0, 1, 2)))
        to_commit(g, fields={0: (0,), 1: ()})  # Ana seeds her field; the spring card is now shown
        v = g.view(0)
        m = v["season_math"]
        yc, sc = g.climate_order[0], g.climate_order[1]
        plain = JellyBeanFarmers.harvest_table(g, yc, sc)
        assert m["seeded"] == factor * plain[1] and m["fertilizer"] == factor * plain[3]
        assert m["year"] == g.ccard[yc].name and m["season_card"] == g.ccard[sc].name
        assert v["players"][0]["fields"][0]["yield_now"] == factor * plain[1]
        assert v["players"][1]["fields"][0]["yield_now"] is None  # not seeded, no Perennial: nothing grows
