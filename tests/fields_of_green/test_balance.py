"""The card-balance table of Fields of Green (farmlab.fields_of_green.balance) counts what was built."""

from __future__ import annotations

from farmlab.core.registry import make_bot
from farmlab.core.simulate import play
from farmlab.fields_of_green.balance import card_balance
from farmlab.fields_of_green.game import FieldsOfGreen


def test_the_balance_table_counts_every_location_built_and_its_builders():
    table = card_balance(6, players=3, bot="random", seed=11)
    bots = [make_bot("fields_of_green", "random", seed=11 + i) for i in range(3)]
    built = 0
    for i in range(6):
        g = play(FieldsOfGreen(3, 11 + i), bots)
        built += sum(1 for f in g.farms for p in f.grid.values() if p.card >= 0)
    assert abs(table.built_per_game.sum() * 6 - built) < 1e-9
    assert set(table.columns) == {"card", "type", "built_per_game", "open_area", "builder_vp", "builder_wins",
                                  "mean_vp"}
    assert table.open_area.between(0, 1).all() and table.builder_wins.between(0, 1).all()
    assert set(table.type) <= {"field", "livestock", "facility", "building"}
