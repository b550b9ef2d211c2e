"""Fields of Green: the cards by kind a farm keeps (``Farm.towers``, ``silos``, ``locations``,
kept up to date by ``Farm.add``, through which every card joins the grid) equal what the grid
says (the plain rule, ``state.by_kind``): at every step of random games, in a copy, and after a
save and load."""

from __future__ import annotations

import random

from farmlab.core.save import from_json, to_json
from farmlab.fields_of_green import FieldsOfGreen
from farmlab.fields_of_green.rules import build
from farmlab.fields_of_green.state import LOCATION, SILO, TOWER, Farm, Place, by_kind


def kept(farm):
    return farm.towers, farm.silos, farm.locations


def assert_kept_as_the_grid_says(g):
    for farm in g.farms:
        assert kept(farm) == by_kind(farm.grid)
        assert all(a is b for a, b in zip(sum(kept(farm), []), sum(by_kind(farm.grid), [])))
        assert farm.food == sum(p.food for p in farm.grid.values())
        assert farm.water == sum(p.water for p in farm.grid.values())


def test_the_cards_by_kind_follow_the_grid_at_every_step_of_random_games():
    built = 0
    for seed in range(6):
        g = FieldsOfGreen(2 + seed % 3, seed)
        rng = random.Random(seed)
        while not g.over:
            seat = g.to_act()[0]
            g.apply(seat, g.random_action(seat, rng))
            assert_kept_as_the_grid_says(g)
        built += sum(len(f.grid) for f in g.farms)
        assert_kept_as_the_grid_says(g.copy())
        loaded = from_json(to_json(g))
        assert_kept_as_the_grid_says(loaded)
        assert [kept(f) for f in loaded.farms] == [kept(f) for f in g.farms]
    assert built > 6 * 2 * 4  # the farms grew beyond their first Tower and Silo


def test_a_copy_keeps_its_own_cards_by_kind():
    g = FieldsOfGreen(3, 1)
    c = g.copy()
    for farm, other in zip(g.farms, c.farms):
        assert kept(farm) == kept(other) and farm.towers[0] is not other.towers[0]
    c.farms[0].add(Place(2, 0, TOWER, water=1))
    assert len(c.farms[0].towers) == 2 and len(g.farms[0].towers) == 1


def test_a_card_added_joins_its_kind_in_a_new_list():
    farm = Farm()
    farm.add(Place(0, 0, TOWER, water=3))
    farm.add(Place(1, 0, SILO, food=1))
    held = farm.locations
    farm.add(Place(2, 0, LOCATION, 5))
    assert held == [] and [p.card for p in farm.locations] == [5]
    assert kept(farm) == by_kind(farm.grid) and farm.food == 1 and farm.water == 3


def test_a_card_laid_over_another_sorts_the_kinds_anew():
    farm = Farm()
    farm.add(Place(0, 0, TOWER, water=3))
    farm.add(Place(1, 0, LOCATION, 4))
    farm.add(Place(1, 0, SILO, food=2))
    assert kept(farm) == by_kind(farm.grid) and farm.locations == [] and farm.food == 2


def test_a_card_laid_over_another_is_seen_by_the_tables_grown_card_by_card():
    farm = Farm()
    farm.add(Place(0, 0, TOWER, water=3))
    farm.add(Place(1, 0, LOCATION, 4))
    assert build.towers_by_place(farm, 2)[(2, 0)] == [farm.grid[(0, 0)]]
    free = set(build.free_places(farm))
    farm.add(Place(0, 0, SILO, food=1))  # the same number of cards: the tables must not be read as they were
    assert build.towers_by_place(farm, 2).get((2, 0), []) == []
    assert set(build.free_places(farm)) == free
