"""Rule variants and custom bots are subclasses; overriding a method must take
effect, also in the compiled build (FARMLAB_COMPILE=1, see setup.py), where the
engine calls it from compiled code."""

from __future__ import annotations

import copy
import pickle

from farmlab.core.simulate import play
from farmlab.jelly_bean_farmers import HeuristicBot, JellyBeanFarmers, Plant


class NoTribute(JellyBeanFarmers):
    """A variant without tribute; counts the summers it skipped."""

    def pay_tribute(self) -> None:
        self.skipped = getattr(self, "skipped", 0) + 1  # a new attribute on a subclass


class NeverPlants(HeuristicBot):
    name = "never plants"

    def plant(self, g: JellyBeanFarmers, seat: int) -> Plant:
        self.asked = getattr(self, "asked", 0) + 1
        return Plant(())


def test_overridden_game_method_takes_effect():
    g = play(NoTribute(4, 3), [HeuristicBot(i) for i in range(4)])
    assert g.over and g.skipped >= 1
    assert not any(e.kind == "tribute" for e in g.events)
    assert isinstance(g.copy(), NoTribute) and g.copy().fingerprint() == g.fingerprint()


class BigBarns(JellyBeanFarmers):
    """A variant whose storage holds everything and whose hands hold 5 cards."""

    def capacity(self, seat: int) -> int:
        return 1000

    def hand_size(self, seat: int) -> int:
        return 5


def test_overridden_storage_and_hand_size_take_effect_at_the_end_of_a_season_and_the_draw():
    g = play(BigBarns(4, 11), [HeuristicBot(i) for i in range(4)])
    assert g.over
    assert not any(e.kind == "vermin" for e in g.events), "no food is ever above a storage of 1000"
    draws = [e for e in g.events if e.kind == "draw"]
    assert draws and all(e.data["size"] == 5 for e in draws)


def test_overridden_bot_method_takes_effect():
    bots = [NeverPlants(0), HeuristicBot(1), NeverPlants(2), HeuristicBot(3)]
    g = play(JellyBeanFarmers(4, 5, debug=True), bots)
    assert g.over and bots[0].asked > 0 and bots[2].asked > 0
    assert g.st_planted[0] == g.st_planted[2] == 0 and g.st_planted[1] + g.st_planted[3] > 0
    assert not NeverPlants.is_trusted(bots[0])  # its moves are checked again


def test_games_and_bots_copy_and_pickle():
    bot = HeuristicBot(1)
    g = play(JellyBeanFarmers(3, 7), [bot, HeuristicBot(2), HeuristicBot(3)])
    for other in (copy.deepcopy(g), pickle.loads(pickle.dumps(g))):
        assert other.fingerprint() == g.fingerprint() and other.scores() == g.scores()
    assert pickle.loads(pickle.dumps(bot)).rng.getstate() == bot.rng.getstate()


def test_community_farm_subclass_copy_and_pickle():
    from farmlab.community_farm import CommunityFarm
    from farmlab.community_farm import HeuristicBot as FarmBot

    class Quiet(CommunityFarm):
        def draw_count(self):  # a variant hook: asked at every step 4
            self.draws = getattr(self, "draws", 0) + 1
            return super().draw_count()

    bots = [FarmBot(i) for i in range(4)]
    g = play(Quiet(4, 11), bots)
    assert g.over and g.draws > 0
    c = g.copy()
    assert type(c) is Quiet and c.fingerprint() == g.fingerprint() and c.draws == g.draws
    g2 = play(CommunityFarm(4, 11), [FarmBot(i) for i in range(4)])
    for other in (copy.deepcopy(g2), pickle.loads(pickle.dumps(g2)), g2.copy()):
        assert other.fingerprint() == g2.fingerprint() and other.scores() == g2.scores()
    class Shy(FarmBot):
        max_offers = 0  # a class attribute of a subclass, read by compiled code

    g3 = play(CommunityFarm(4, 1), [Shy(i) for i in range(4)])
    assert not any(e.kind == "offer" for e in g3.events)
    b = pickle.loads(pickle.dumps(bots[0]))
    assert b._v is not None and b.rng.getstate() == bots[0].rng.getstate()
