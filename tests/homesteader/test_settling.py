"""The heuristic's settlement view (``bots/settling.py``, a fast path kept from decision to decision)
equals its plain reference at every settlement decision of many games: the same places and fence
extensions as the rules list, and the same choices as ``place_reference``/``fence_reference`` (with
the same random draws), with 2-4 players, with the zone rule and other deals."""

from __future__ import annotations

import copy

from farmlab.homesteader.bots.heuristic import HeuristicBot
from farmlab.homesteader.game import Homesteader
from farmlab.homesteader.grid import neighbours
from farmlab.homesteader.rules import fences, settlement

from .helpers import heuristic_decisions


def test_the_settlement_view_equals_the_reference() -> None:
    checked = 0
    for g, bot, seat in heuristic_decisions(30, deal_span=7):
        if g.table.step in ("place", "fence"):
            view = bot.settling(g, seat)
            twin = copy.deepcopy(bot)  # the same random draws for the reference
            if g.table.step == "place":
                assert view.places(g) == settlement.places(g, seat)
                action, reference = bot.place(g, seat), twin.place_reference(g, seat)
            else:
                assert view.fence_options(g) == fences.options(g, seat)
                action, reference = bot.fence(g, seat), twin.fence_reference(g, seat)
            assert action == reference
            assert bot.rng.getstate() == twin.rng.getstate()
            checked += 1
        else:
            action = bot.choose(g, seat)
        g.apply(seat, action)
    assert checked > 1000


def test_the_view_starts_again_on_another_table() -> None:
    g = Homesteader(3, 4)
    bot = HeuristicBot(1)
    for _ in range(6):
        seat = g.to_act()[0]
        g.apply(seat, bot.choose(g, seat))
    other = g.copy()
    seat = g.to_act()[0]
    assert bot.settling(other, seat).places(other) == settlement.places(other, seat)
    del g.table.grid[next(iter(g.table.grid))]  # a square gone: the view starts again
    # (no rule takes a card away in the settlement phase, so the places are read from the table here)
    grid = g.table.grid
    around = {n for s, p in grid.items() if p.owner == seat for n in neighbours(s)}
    assert bot.settling(g, seat).places(g) == sorted(s for s in around if s not in grid
                                                     and not settlement.claimed(g, s))



def test_two_games_played_by_turns_choose_as_alone() -> None:
    """The view kept for all the players of a game follows one table at a time: two games played a move
    each by turns choose the same settlement moves as each played alone."""
    def settling(g: Homesteader) -> bool:
        return not g.over and g.table.step in ("place", "fence")

    def start(seed: int) -> tuple[Homesteader, list[HeuristicBot], list[object]]:
        return Homesteader(4, seed), [HeuristicBot(seed * 10 + i) for i in range(4)], []

    def move(g: Homesteader, bots: list[HeuristicBot], moves: list[object]) -> None:
        seat = g.to_act()[0]
        action = bots[seat].choose(g, seat)
        g.apply(seat, action)
        moves.append(action)

    alone = []
    for seed in (3, 8):
        game = start(seed)
        while settling(game[0]):
            move(*game)
        alone.append(game[2])
    games = [start(3), start(8)]
    while any(settling(game[0]) for game in games):
        for game in games:
            if settling(game[0]):
                move(*game)
    assert [game[2] for game in games] == alone
