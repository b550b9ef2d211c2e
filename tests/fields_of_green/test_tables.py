"""Fields of Green: what a farm works out once per card built (free places, the places within
reach of a Water Tower, the cards by kind, the legal draws) equals the plain rule worked out
anew, on farms of whole games, also when brought up to date card by card (the fast path of
rules/grown.py); and a card built starts the tables anew."""

from __future__ import annotations

from itertools import product

from farmlab.core.simulate import play
from farmlab.fields_of_green import FieldsOfGreen, HeuristicBot, RandomBot
from farmlab.fields_of_green.actions import BuildLocation, BuildSilo, BuildTower, DrawCards
from farmlab.fields_of_green.cards import TYPES
from farmlab.fields_of_green.rules import action_phase, build, drafting, harvest
from farmlab.fields_of_green.state import LOCATION, TOWER, Place

from .helpers import game, put, put_tower


def plain_free_places(farm):
    return [c for c in dict.fromkeys(c for (x, y) in farm.grid for c in build.neighbours(x, y)) if c not in farm.grid]


def plain_towers_in_reach(g, seat, place):
    """The Towers within 2 of ``place`` that hold water, in the order they were built (G10)."""
    farm, reach = g.farms[seat], g.water_reach()
    return [p for p in farm.grid.values() if p.kind == TOWER and p.water and (p.x, p.y) != place
            and build.distance(farm, (p.x, p.y), place, reach) <= reach]


def farms_of_played_games():
    for seed in range(4):
        g = play(FieldsOfGreen(4, seed), [HeuristicBot(seed), RandomBot(seed + 1), HeuristicBot(2), RandomBot(3)])
        for seat, farm in enumerate(g.farms):
            yield g, seat, farm


def test_free_places_and_reach_equal_the_plain_rule():
    for g, seat, farm in farms_of_played_games():
        assert build.free_places(farm) == plain_free_places(farm)
        cells = set(farm.grid) | set(build.free_places(farm)) | {(x + 3, y) for x, y in farm.grid}
        for place in cells:
            assert build.towers_in_reach(g, seat, place) == plain_towers_in_reach(g, seat, place)
            assert build.water_near(g, seat, place) == sum(t.water for t in plain_towers_in_reach(g, seat, place))
            assert build.within(farm, place, 2) == {c for c in cells | {n for x, y in cells
                                                                        for n in build.neighbours(x, y)}
                                                    if c != place and build.distance(farm, place, c, 2) <= 2}
        for kind, kept in (("tower", farm.towers), ("silo", farm.silos), ("location", farm.locations)):
            assert kept == [p for p in farm.grid.values() if p.kind == kind]
        assert farm.food == sum(p.food for p in farm.grid.values())
        assert farm.water == sum(p.water for p in farm.grid.values())


def test_can_pay_a_harvest_cost_agrees_with_why_not():
    """harvest.can_pay (the quick question the flow and payable() ask) says yes exactly when
    harvest.why_not (the rule's explanation of a refusal) has nothing to say, on every face-up
    Harvest card at every step of whole games."""
    answers = set()
    for seed in range(3):
        g = FieldsOfGreen(4, seed)
        bots = [RandomBot(seed + i) if i % 2 else HeuristicBot(seed + i) for i in range(4)]
        while not g.over:
            for seat in range(4):
                for p in harvest.to_harvest(g, seat):
                    answer = harvest.can_pay(g, seat, p)
                    assert answer == (harvest.why_not(g, seat, p) == ""), (seed, seat, p)
                    answers.add(answer)
            seat = g.to_act()[0]
            g.apply(seat, bots[seat].choose(g, seat))
    assert answers == {True, False}  # both answers were checked


def test_the_kinds_of_action_are_those_with_actions():
    """action_phase.kinds (what the random bot draws from first) lists Build Location exactly when
    build_location lists some place for the revealed card (can_build_somewhere asks it without
    building the actions), and every kind it lists has actions, at every Action step of whole games."""
    answers = set()
    for seed in range(4):
        g = FieldsOfGreen(2 + seed % 3, seed)
        bots = [RandomBot(seed + i) if i % 2 else HeuristicBot(seed + i) for i in range(g.n)]
        while not g.over:
            seat = g.to_act()[0]
            if g.table.step == "act":
                farm = g.farms[seat]
                loc = g.location_of[farm.selected]
                affordable = farm.coins >= loc.coins and farm.food >= loc.food
                can = action_phase.can_build_somewhere(g, seat, loc)
                assert can == bool(action_phase.build_location(g, seat, loc)), (seed, seat)
                kinds = action_phase.kinds(g, seat)
                assert (BuildLocation in kinds) == (affordable and can)
                assert all(action_phase.actions_of_kind(g, seat, k) for k in kinds)
                answers.add(BuildLocation in kinds)
            g.apply(seat, bots[seat].choose(g, seat))
    assert answers == {True, False}
    # a card that needs Water with none in reach: it cannot be built anywhere, though it is paid for
    g = FieldsOfGreen(2, 5)
    bots = [HeuristicBot(1), HeuristicBot(2)]
    while g.table.step != "act":
        seat = g.to_act()[0]
        g.apply(seat, bots[seat].choose(g, seat))
    seat = g.to_act()[0]
    farm = g.farms[seat]
    farm.selected = next(c for c, loc in enumerate(g.location_of) if loc.water and loc.coins <= farm.coins
                         and loc.food <= farm.food)
    for tower in farm.towers:
        tower.water = 0
    loc = g.location_of[farm.selected]
    assert not action_phase.build_location(g, seat, loc)
    assert not action_phase.can_build_somewhere(g, seat, loc)
    assert BuildLocation not in action_phase.kinds(g, seat)


def test_a_card_built_starts_the_tables_anew():
    g = game()
    farm = g.farms[0]
    assert build.water_near(g, 0, (0, 2)) == 0  # 2 steps through an empty place
    put(g, 0, "Turkeys", 0, 1)
    assert build.water_near(g, 0, (0, 2)) == 3 and (0, 2) in build.free_places(farm)
    farm.add(Place(0, 3, TOWER, water=2))
    g.table.towers_left -= 1
    assert [(t.x, t.y, t.water) for t in build.towers_in_reach(g, 0, (0, 2))] == [(0, 0, 3), (0, 3, 2)]
    assert len(farm.towers) == 2 and all(p.kind == LOCATION for p in farm.locations)


def test_the_legal_draws_equal_every_combination_the_rule_allows():
    for sizes in [(33, 33, 33, 33), (2, 0, 5, 33), (0, 0, 1, 40), (1, 1, 1, 0), (0, 0, 0, 9)]:
        g = game()
        for kind, n in zip(TYPES, sizes):
            g.table.piles[kind] = g.table.piles[kind][:n] + [0] * max(0, n - len(g.table.piles[kind]))
        need = min(3, sum(1 for n in sizes if n))
        plain = [DrawCards(*c) for c in product(range(7), repeat=4)
                 if sum(c) == 6 and all(k <= n for k, n in zip(c, sizes)) and sum(1 for k in c if k) >= need]
        plain.sort(key=lambda a: a.counts()[:3])
        assert drafting.combinations(g) == plain


def test_the_tables_brought_up_to_date_card_by_card_equal_the_plain_rule():
    """The fast path (rules/grown.py): after every move of whole games, each table
    brought up to date from the one before equals the table worked out anew. Every table is read
    after every move, so each is grown card by card (and the places within reach asked for all
    around, so that kept entries are checked too)."""
    for seed, n in [(0, 4), (1, 3), (2, 2), (3, 4)]:
        g = FieldsOfGreen(n, seed)
        bots = [HeuristicBot(seed + s) if s % 2 else RandomBot(seed + s) for s in range(n)]
        moves = 0
        while not g.over:
            seat = g.to_act()[0]
            g.apply(seat, bots[seat].choose(g, seat))
            moves += 1
            for farm in g.farms:
                assert build.free_places(farm) == build._free_places(farm)
                assert build.towers_by_place(farm, 2) == build._towers_near(farm, 2)
                for kind in (BuildLocation, BuildTower, BuildSilo):
                    assert action_phase.at_free_places(farm, kind) == action_phase._at_free_places(farm, kind)
                cells = set(farm.grid) | set(build.free_places(farm))
                for cell in cells | {c for x, y in cells for c in build.neighbours(x, y)}:
                    assert build.within(farm, cell, 2) == build._within(farm, cell, 2)
        assert moves > 100


def test_cards_of_a_type_count_as_place_type_tells_them():
    """The per-type count (towers, silos, face-up Locations of the type) is the plain count of
    the cards whose place_type is that type (Open Areas have none, G9)."""
    for g, seat, farm in farms_of_played_games():
        for of_type in (*TYPES, "tower", "silo"):
            plain = sum(1 for p in farm.grid.values() if build.place_type(g, p) == of_type)
            assert build.cards_of_type(g, seat, of_type) == plain


def test_the_tables_for_another_reach_equal_the_plain_rule():
    """With a Water Tower's reach changed to 3 (the water_reach hook), the places within reach and
    the Towers reaching each place, kept from card to card, equal the plain rule after every move
    of whole games: only a reach of 2 may be brought up to date card by card (a place 2 away from
    a new card reaches 3 through it)."""

    class Far(FieldsOfGreen):
        def water_reach(self) -> int:
            return 3

    for seed, n in [(0, 4), (1, 3)]:
        g = Far(n, seed)
        bots = [HeuristicBot(seed + s) if s % 2 else RandomBot(seed + s) for s in range(n)]
        while not g.over:
            seat = g.to_act()[0]
            g.apply(seat, bots[seat].choose(g, seat))
            for s, farm in enumerate(g.farms):
                cells = set(farm.grid) | set(build.free_places(farm))
                for cell in cells | {c for x, y in cells for c in build.neighbours(x, y)}:
                    assert build.within(farm, cell, 3) == build._within(farm, cell, 3)
                    assert build.towers_in_reach(g, s, cell) == plain_towers_in_reach(g, s, cell)


def test_the_tables_brought_up_to_date_over_several_cards_equal_the_plain_rule():
    """The tables marked ``stepwise`` in rules/grown.py (free places, the places within 2 of a
    place, the Water Towers within 2 of each place) are brought up to date over all the cards
    built since they were last read, one card at a time with the farm as it is now (a card
    built later, a Tower built later next to an earlier card): the same as the table worked out
    anew. The moves of whole games are replayed without checks and the tables read only every
    few moves, so that several cards were built in between (and Towers among them)."""
    grown_over = set()
    for seed, n, every in [(0, 4, 5), (1, 3, 9), (2, 2, 4), (3, 4, 13), (4, 4, 7)]:
        played = play(FieldsOfGreen(n, seed), [RandomBot(seed + s) if s % 2 else HeuristicBot(seed + s)
                                              for s in range(n)])
        g = FieldsOfGreen(n, seed)
        for i, (seat, action) in enumerate(played.history):
            before = [len(f.grid) - f.grown_tables.get(("towers within", 2), (len(f.grid), None))[0]
                      for f in g.farms]
            g._apply_trusted(seat, action)
            if i % every:
                continue
            for farm, behind in zip(g.farms, before):
                if behind > 1 and any(p.kind == TOWER for p in list(farm.grid.values())[-behind:]):
                    grown_over.add("tower")
                grown_over.add(behind > 1)
                assert build.towers_by_place(farm, 2) == build._towers_near(farm, 2)
                assert build.free_places(farm) == build._free_places(farm)
                cells = set(farm.grid) | set(build.free_places(farm))
                for cell in cells | {c for x, y in cells for c in build.neighbours(x, y)}:
                    assert build.within(farm, cell, 2) == build._within(farm, cell, 2)
        assert g.fingerprint() == played.fingerprint()
    assert grown_over == {True, False, "tower"}  # tables brought up to date over several cards, Towers among them


def test_the_towers_within_reach_brought_up_to_date_over_later_towers_next_to_earlier_cards():
    """Four cards built since the table was read: two Locations, then two Water Towers, each next
    to one of them. An earlier card's step already finds the later Tower next to it (the farm as
    it is now); the Tower's own step must not list it twice, and a Tower listed after a later one
    is put back in the order they were built."""
    g = game()
    farm = g.farms[0]
    assert build.towers_by_place(farm, 2) == build._towers_near(farm, 2)  # read: (0, 0)'s Tower only
    put(g, 0, "Turkeys", 1, 1)
    put(g, 0, "Turkeys", 2, 1)
    put_tower(g, 0, 1, 2, water=2)  # next to (1, 1), 2 from (2, 2)
    put_tower(g, 0, 3, 1, water=1)  # next to (2, 1): (2, 2) listed it at (2, 1)'s step
    table = build.towers_by_place(farm, 2)
    assert table == build._towers_near(farm, 2)
    assert [(t.x, t.y) for t in table[(2, 2)]] == [(1, 2), (3, 1)]
    assert [(t.x, t.y) for t in table[(1, 1)]] == [(0, 0), (1, 2), (3, 1)]
