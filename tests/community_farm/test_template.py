"""Community Farm follows the game template: variant hooks that take effect when
a subclass overrides them, an event template for every kind, views that carry
what the board draws, and tie-break keys in the rule text's order."""

from __future__ import annotations

import farmlab
from farmlab.community_farm import CommunityFarm, HeuristicBot
from farmlab.community_farm.text import EVENTS, TEXT
from farmlab.core.events import check_templates, kinds_table

from .helpers import scenario


def play_out(g: CommunityFarm) -> CommunityFarm:
    return farmlab.play(g, [HeuristicBot(i) for i in range(g.n)])


def test_every_event_kind_has_a_sentence_template():
    assert check_templates(kinds_table(EVENTS), TEXT) == []


def test_hook_removed_animals_changes_the_deck():
    class NoDogs(CommunityFarm):
        def removed_animals(self):
            return frozenset({"dogs", "ducks"})

    g = NoDogs(4, seed=1)
    assert {g.animals[k].id for k in g.removed} == {"dogs", "ducks"}
    assert g.total_cards == 154 - 24 - 4


def test_hook_stable_count_gives_every_farm_that_many_stables():
    class Big(CommunityFarm):
        def stable_count(self):
            return 4

    g = Big(4, seed=1)
    assert g.n_stables == 4 and all(len(f.kinds) == 4 for f in g.farms)


def test_hook_deck_run_limit_ends_the_game_sooner():
    class Short(CommunityFarm):
        def deck_run_limit(self):
            return 1

    g = play_out(Short(4, seed=2))
    assert g.over and g.table.runs_out == 1 and g.deck_runs == 1


def test_hook_deal_sizes_deals_those_hands():
    class Small(CommunityFarm):
        def deal_sizes(self):
            return [2] * self.n

    g = Small(4, seed=1)
    assert [len(f.hand) for f in g.farms] == [2, 2, 2, 2]


def test_hook_draw_count_is_asked_at_every_step_4():
    class Greedy(CommunityFarm):
        def draw_count(self):
            return 5

    g = scenario(4, hands={0: ["Goat"]}, deck=["Pig", "Pig"])
    g.__class__ = Greedy
    g.apply(0, g.legal_actions(0)[0])  # house the Goat
    from farmlab.community_farm import EndTrading

    g.apply(0, EndTrading())  # keeps both Pigs; housing them ends step 3
    while g.to_act() and g.table.active == 0:
        g.apply(g.to_act()[0], g.legal_actions(g.to_act()[0])[0])
    draw = [e for e in g.events if e.kind == "draw"][-1]
    assert draw.data["n"] == 5


def test_hook_goods_for_sets_what_a_sale_earns():
    class Generous(CommunityFarm):
        def goods_for(self, kind, count):
            return count  # every card earns a good

    g = scenario(4, stables={0: [("Goat", 2), None]})
    g.__class__ = Generous
    g.apply(0, g.legal_actions(0)[-1])  # sell the two Goats
    assert g.farms[0].goods == 2


def test_hook_tiebreak_is_what_ranks_compare():
    class Fewest(CommunityFarm):
        def tiebreak(self):
            return [-len(f.hand) for f in self.farms]

    g = scenario(3, hands={0: ["Goat"], 1: ["Goat", "Pig"], 2: ["Hen"]})
    g.__class__ = Fewest
    assert g.tiebreak() == [-1, -2, -1]
    assert g.ranks() == [1, 3, 1]


def test_tiebreak_keys_in_order_goods_first_then_cards_in_hand():
    """Ending and Scoring: most goods wins; cards in hand only among those tied on goods.
    (Swapping the two keys would make Ben, with more cards, win.)"""
    g = scenario(3, hands={0: ["Goat"], 1: ["Goat", "Pig", "Hen"], 2: ["Hen"]}, goods={0: 5, 1: 4, 2: 5})
    assert g.scores() == [5, 4, 5]
    assert g.ranks() == [1, 3, 1]
    g2 = scenario(3, hands={0: ["Goat"], 1: ["Goat", "Pig"], 2: ["Hen"]}, goods={0: 5, 1: 5, 2: 5})
    assert g2.ranks() == [2, 1, 2]


def test_the_view_carries_what_each_stable_sells_for_now():
    g = scenario(4, stables={1: [("Goat", 3), ("Pig", 1)]})
    stables = g.view(0)["players"][1]["stables"]
    assert [st["goods_now"] for st in stables] == [g.goods_for(st["kind"], st["count"]) for st in stables] == [1, 0]
    assert stables[0]["next_level"] == [5, 2] and stables[0]["can_sell"] and not stables[1]["can_sell"]
