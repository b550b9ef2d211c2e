"""Every variant hook of Jelly Bean Farmers takes effect when a subclass overrides it.

The hooks (``game.py``, "variant hooks"): ``hand_size``, ``capacity``, ``harvest_table``,
``offense``, ``defense``, ``pay_tribute``, ``scores`` and ``tiebreak``. The engine always calls them, so
a rule variant written as a subclass changes the game everywhere the rule applies.
(``harvest_table`` is also tested in ``test_rules_season.py``, ``capacity`` and
``hand_size`` over whole games in ``tests/core/test_subclassing.py``.)
"""

from __future__ import annotations

from farmlab.core.simulate import play
from farmlab.jelly_bean_farmers import HeuristicBot, JellyBeanFarmers, Keep
from farmlab.jelly_bean_farmers.state import Contract

from .helpers import NAMES, pass_season, plant, take, to_commit, units


def variant(cls: type[JellyBeanFarmers], n: int = 2, seed: int = 0) -> JellyBeanFarmers:
    """A game of ``cls`` at the start of year 1, as ``helpers.game`` makes one."""
    g = cls(NAMES[:n], seed, debug=True)
    for s in range(n):
        g.apply(s, Keep((0, 1, 2)))
    return g


def through_summer(g: JellyBeanFarmers) -> None:
    to_commit(g)
    pass_season(g)
    plant(g)
    pass_season(g)


def test_hand_size_hook_sets_the_draw():
    class FiveCards(JellyBeanFarmers):
        def hand_size(self, seat: int) -> int:
            return 5

    g = variant(FiveCards)
    through_summer(g)
    assert all(e.data["size"] == 5 for e in g.events if e.kind == "draw")
    assert any(e.kind == "draw" for e in g.events)


def test_capacity_hook_sets_what_vermin_leave():
    class NoSilos(JellyBeanFarmers):
        def capacity(self, seat: int) -> int:
            return 0

    plain, g = variant(JellyBeanFarmers), variant(NoSilos)
    plain.food = [6, 6]
    g.food = [6, 6]
    through_summer(plain)
    through_summer(g)
    assert any(e.kind == "vermin" for e in g.events)
    assert not any(e.kind == "vermin" for e in plain.events)


def test_harvest_table_hook_sets_every_fields_yield():
    class Barren(JellyBeanFarmers):
        def harvest_table(self, year: int, season: int) -> tuple[int, ...]:
            return (0,) * 32

    for cls, barren in ((JellyBeanFarmers, False), (Barren, True)):
        g = variant(cls)
        to_commit(g, fields={0: (0,), 1: (0,)})  # both seed their first field
        pass_season(g)
        harvests = [e.data["total"] for e in g.events if e.kind == "harvest"]
        assert len(harvests) == 2 and (all(t == 0 for t in harvests) is barren), cls.__name__


def test_offense_hook_keeps_a_tribute_contract_alive():
    class Fierce(JellyBeanFarmers):
        def offense(self, seat: int) -> int:
            return super().offense(seat) + 5

    for cls, survives in ((JellyBeanFarmers, False), (Fierce, True)):
        g = variant(cls)
        units(g, 0, "berzerker")
        g.food = [5, 9]
        g.contracts.append(Contract(0, 1, 1, take(g, "warlord")))
        units(g, 1, "dogs", "armed_man")  # defense 3 = offense 2 + the Warlord's 1: the contract ends
        through_summer(g)
        assert bool(g.contracts) is survives, cls.__name__


def test_defense_hook_ends_a_tribute_contract():
    class Walled(JellyBeanFarmers):
        def defense(self, seat: int) -> int:
            return super().defense(seat) + 10

    for cls, survives in ((JellyBeanFarmers, True), (Walled, False)):
        g = variant(cls)
        units(g, 0, "berzerker", "berzerker")
        g.food = [5, 9]
        g.contracts.append(Contract(0, 1, 1, take(g, "warlord")))
        units(g, 1, "dogs", "dogs")  # defense 4 < 4 + 1: the contract holds
        through_summer(g)
        assert bool(g.contracts) is survives, cls.__name__


def test_pay_tribute_hook_replaces_the_tribute_step():
    class DoubleTribute(JellyBeanFarmers):
        def pay_tribute(self) -> None:
            super().pay_tribute()
            super().pay_tribute()

    paid = {}
    for cls in (JellyBeanFarmers, DoubleTribute):
        g = variant(cls)
        g.food = [5, 9]
        g.contracts.append(Contract(0, 1, 1, take(g, "warlord")))
        through_summer(g)
        paid[cls] = sum(e.data["paid"] for e in g.events if e.kind == "tribute")
    assert paid[JellyBeanFarmers] == 1 and paid[DoubleTribute] == 2


def test_scores_and_tiebreak_hooks_decide_the_winner():
    class LastSeatWins(JellyBeanFarmers):
        def scores(self) -> list[int]:
            return [0] * self.n  # everyone ties on the score ...

        def tiebreak(self) -> list[tuple[int, ...]]:
            return [(s,) for s in range(self.n)]  # ... and the last seat wins the tie-break

    g = play(LastSeatWins(3, 4), [HeuristicBot(i) for i in range(3)])
    assert g.over and g.winners() == [2]
    assert g.scores() == [0, 0, 0]
