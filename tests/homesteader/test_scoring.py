"""Homesteader rule tests: inputs and outputs, permaculture zones, the penny procedure, ties; every
player count and deal size to the end; the variant hooks; the heuristic against random play."""

from __future__ import annotations

import random

import pytest

from farmlab.homesteader.actions import EndTurn, Flip
from farmlab.homesteader.bots import HeuristicBot, RandomBot
from farmlab.homesteader.game import Homesteader
from farmlab.homesteader.rules.scoring import final, inputs_met, pennies, showing
from farmlab.homesteader.state import Placed

from .helpers import NAMES, begin, game, play_to_end, position, put


def scored(g) -> list[int]:
    return pennies(g)


def blueberry_position(**options):
    g = position(2, **options)
    put(g, 0, (0, 0), "House")
    put(g, 1, (7, 3), "House")
    put(g, 0, (3, 1), "Blueberry")       # on the fence between Ana (0-3) and Ben (4-7)
    return g


def test_inputs_are_met_by_the_outputs_of_the_eight_neighbours_across_fences_and_farms():
    g = blueberry_position()
    put(g, 1, (4, 0), "Pond")            # corner to corner, Ben's: water
    put(g, 0, (3, 2), "Clover")          # beside it: nitrogen, groundcover
    put(g, 1, (4, 2), "Borage")          # corner to corner, Ben's: pollinators
    cards = showing(g)
    assert inputs_met(cards, (3, 1)) == ["water", "pollinators", "nitrogen", "groundcover"]
    # Blueberry 1 + 4; Clover 1 (no inputs); the house is not scored
    assert scored(g)[0] == 5 + 1


def test_a_card_is_not_self_satisfying_the_blueberry_needs_other_pollinators():
    g = blueberry_position()
    put(g, 1, (4, 0), "Pond")                # water
    put(g, 0, (3, 2), "Wine Cap Mushroom")   # nitrogen
    put(g, 0, (3, 0), "Sweet Potato")        # groundcover
    assert inputs_met(showing(g), (3, 1)) == ["water", "nitrogen", "groundcover"]  # its own pollinators: no
    put(g, 0, (2, 0), "Borage")              # pollinators from another card
    assert inputs_met(showing(g), (3, 1)) == ["water", "pollinators", "nitrogen", "groundcover"]


def test_a_face_down_card_shows_no_icon():
    g = blueberry_position()
    put(g, 1, (4, 0), "Pond", face_up=False)
    assert "water" not in inputs_met(showing(g), (3, 1))


def test_scoring_step_2_removes_cards_without_pennies_before_step_3_counts_inputs():
    """Honey Bees need water and have none: no penny, removed in step 2. The Beach Plum had its
    pollinators from them in step 1 (a penny), but in step 3 they are gone: it counts no input."""
    g = position(2)
    put(g, 0, (0, 0), "House")
    put(g, 1, (7, 3), "House")
    put(g, 0, (1, 1), "Honey Bees")
    put(g, 0, (2, 1), "Beach Plum")
    assert scored(g)[0] == 1


def test_scoring_a_card_without_inputs_scores_its_one_penny_and_the_house_none():
    g = position(2)
    put(g, 0, (0, 0), "House")
    put(g, 1, (7, 3), "House")
    put(g, 0, (2, 2), "Lavender")
    assert scored(g) == [1, 0]


def test_permaculture_zones_optional_a_card_must_touch_one_of_an_equal_or_lower_zone():
    def farm(zones):
        g = position(2, zones=zones)
        put(g, 0, (0, 0), "House")
        put(g, 1, (7, 3), "House")
        put(g, 0, (2, 2), "Lavender")        # zone 1, beside only the Black Walnut (zone 5)
        put(g, 0, (3, 3), "Black Walnut")
        put(g, 0, (1, 0), "Borage")          # zone 1, beside the house (zone 0)
        return g
    assert scored(farm(False))[0] == 3
    assert scored(farm(True))[0] == 2        # the Lavender is out of its zone


def test_players_tied_on_pennies_share_the_win():
    g = position(2)
    put(g, 0, (0, 0), "House")
    put(g, 1, (7, 3), "House")
    put(g, 0, (2, 2), "Lavender", face_up=False)
    put(g, 1, (5, 2), "Borage")
    begin(g)
    g.apply(0, Flip(2, 2))
    g.apply(0, EndTurn())
    assert g.over and g.scores() == [1, 1] and g.winners() == [0, 1] and g.ranks() == [1, 1]


# ------------------------------------------------------------------ whole games
# every deal from 15 to 30 with 2 players; with 3 and 4 players the one-deck deals and a spread of
# two-deck ones (ruling H3), the biggest included
CASES = ([(2, d) for d in range(15, 31)] + [(3, d) for d in (15, 18, 20, 21, 25, 30)]
         + [(4, d) for d in (15, 16, 20, 24, 30)])


@pytest.mark.parametrize("n, deal", CASES)
def test_every_player_count_and_deal_size_plays_to_the_end(n, deal):
    g = game(n, seed=deal, deal=deal)
    bots = [HeuristicBot(s) if s % 2 == 0 else RandomBot(s) for s in range(n)]
    play_to_end(g, bots)
    assert g.over and all(p.face_up for p in g.table.grid.values())
    assert g.scores() == [f.score for f in g.farms] and g.winners()
    g.check_invariants()


def test_the_heuristic_beats_random_play_clearly():
    wins = games = 0
    for seed in range(1000):
        n = 2 + seed % 3
        g = Homesteader(n, seed)
        hero = seed % n
        bots = [HeuristicBot(seed) if s == hero else RandomBot(seed * 7 + s) for s in range(n)]
        while not g.over:
            s = g.to_act()[0]
            g.apply(s, bots[s].choose(g, s))
        wins += hero in g.winners()
        games += 1
    assert wins / games > 0.75, wins / games


# ------------------------------------------------------------------ variant hooks
def test_hook_zone_rule_a_variant_that_always_scores_zones():
    class Zoned(Homesteader):
        def zone_rule(self) -> bool:
            return True

    g = Zoned(NAMES[:2], 0)
    plain = Homesteader(NAMES[:2], 0)
    for x in (g, plain):
        x.table.grid.clear()
        x.table.grid[(0, 0)] = Placed(x.card_of.index(next(c for c in x.card_of if c.name == "Lavender")), 0, True)
        x.table.grid[(1, 0)] = Placed(x.card_of.index(next(c for c in x.card_of if c.name == "Oak Tree")), 0, True)
    assert pennies(plain) == [2, 0] and pennies(g) == [1, 0]


def test_hook_min_posts_a_variant_asking_three_posts_a_turn():
    class Three(Homesteader):
        def min_posts(self) -> int:
            return 3

    g = Three(NAMES[:2], 0)
    s = g.to_act()[0]
    g.apply(s, g.legal_actions(s)[0])
    assert all(len(a.posts) >= 6 or len(a.posts) == 2 for a in g.legal_actions(s))
    assert any(len(a.posts) == 6 for a in g.legal_actions(s))


def test_hook_tiebreak_a_variant_that_breaks_ties_by_fewer_pennies_spent_on_fences():
    class Thrifty(Homesteader):
        def tiebreak(self):
            return [-f.pennies for f in self.farms]

    g = Thrifty(NAMES[:2], 0)
    g.farms[0].pennies, g.farms[1].pennies = 3, 5
    assert g.ranks() == [1, 2]
    assert Homesteader(NAMES[:2], 0).ranks() == [1, 1]


def test_the_random_bot_samples_every_kind_of_optional_move():
    g = game(2, seed=3)
    kinds = set()
    rng = random.Random(1)
    while not g.over:
        s = g.to_act()[0]
        a = g.random_action(s, rng)
        kinds.add(type(a).__name__)
        g.apply(s, a)
    assert {"Place", "Fence", "PlaceHouse", "Flip", "EndTurn", "Transplant"} <= kinds


def test_one_card_satisfies_many_and_an_input_counts_once_however_many_give_it():
    """"One card can satisfy many cards and can, itself, be satisfied by more than one adjacent card";
    step 3 adds "one penny for each input (NOT each output)"."""
    g = position(2)
    put(g, 0, (0, 0), "House")
    put(g, 1, (7, 3), "House")
    put(g, 0, (1, 1), "Pond")
    put(g, 0, (0, 1), "Elderberry")      # needs water: from the Pond
    put(g, 0, (2, 1), "Rain Barrel")     # a second water source, corner to corner with the Wild Ginger
    put(g, 0, (1, 2), "Wild Ginger")     # needs water: from the Pond and from the Rain Barrel
    cards = showing(g)
    assert inputs_met(cards, (0, 1)) == ["water"] and inputs_met(cards, (1, 2)) == ["water"]
    # Pond 1, Rain Barrel 1, Elderberry 1 + 1, Wild Ginger 1 + 1 (its water counted once)
    assert scored(g)[0] == 6


@pytest.mark.parametrize("n", [2, 3, 4])
def test_the_heuristic_settles_compact_properties_with_a_void_for_the_house(n):
    """"By the end of this phase it will be convenient to have several empty squares in the middle of your
    property" and "Block-shaped properties are more advantageous than straggling lines": the heuristic's
    properties hold an empty square (the house goes there, no card is discarded) and fill most of their box."""
    from .helpers import settle

    for seed in range(3):
        g = settle(game(n, seed=seed))
        assert not any(e.kind == "house_discard" for e in g.events)
        for f in g.farms:
            xs = [s[0] for s in f.land]
            ys = [s[1] for s in f.land]
            box = (max(xs) - min(xs) + 1) * (max(ys) - min(ys) + 1)
            assert len(f.land) >= 0.6 * box, (seed, sorted(f.land))


def test_the_scores_as_they_stand_are_noted_at_the_end_of_every_turn_of_play():
    g = position(2)
    put(g, 0, (0, 0), "House")
    put(g, 1, (7, 3), "House")
    put(g, 0, (2, 2), "Lavender", face_up=False)  # no input: one penny once face up
    put(g, 0, (1, 2), "Borage", face_up=False)
    put(g, 1, (5, 1), "Clover", face_up=False)
    begin(g)
    before = len(g.trace)
    g.apply(0, Flip(2, 2))
    g.apply(0, EndTurn())
    assert g.scores() == [1, 0] and g.trace[before:] == [(1, 0)]
    assert g.state()["flips"] == 1  # turns of the play phase so far
    g.apply(1, Flip(5, 1))
    g.apply(1, EndTurn())
    assert len(g.trace) == before + 2 and g.trace[-1] == tuple(pennies(g))
    assert g.state()["flips"] == 2


def test_scoring_at_the_end_tells_the_cards_left_without_a_penny_and_each_players_count():
    """Step 1's cards without a penny are told with the inputs they miss; then each player's cards
    scored, the inputs counted in step 3 and the total (step 4); then the end."""
    g = position(2)
    put(g, 0, (0, 0), "House")
    put(g, 1, (7, 3), "House")
    put(g, 0, (3, 1), "Blueberry")                 # needs water, pollinators, nitrogen, groundcover
    put(g, 0, (3, 0), "Well")                      # water
    put(g, 0, (2, 2), "Lavender", face_up=False)   # pollinators
    put(g, 1, (4, 1), "Clover", face_up=False)     # nitrogen, groundcover, pollinators (across the fence)
    coop = put(g, 1, (6, 3), "Chicken Coop")       # needs food and water: nothing gives them there
    begin(g)
    g.apply(0, Flip(2, 2))
    g.apply(0, EndTurn())
    g.apply(1, Flip(4, 1))
    g.apply(1, EndTurn())
    assert g.over
    end = [e for e in g.events if e.kind in ("unscored", "score", "end")]
    assert [(e.kind, e.seat, e.data) for e in end] == [
        ("unscored", 1, {"card": coop, "missing": ["food", "water"]}),
        ("score", 0, {"cards": 3, "inputs": 4, "total": 3 + 4}),  # Blueberry, Well, Lavender; the Blueberry's 4
        ("score", 1, {"cards": 1, "inputs": 0, "total": 1}),      # the Clover
        ("end", None, {}),
    ]
    assert g.scores() == [7, 1]


def test_scoring_step_4_the_pennies_counted_are_each_players_score():
    g = position(2)
    put(g, 0, (0, 0), "House")
    put(g, 1, (7, 3), "House")
    put(g, 0, (2, 2), "Lavender")
    put(g, 1, (5, 1), "Clover")
    put(g, 1, (5, 2), "Borage")
    assert g.scores() == [0, 0]
    final(g)
    assert g.scores() == [1, 2]
