"""Positions for Homesteader rule tests, built with the public API and the named state."""

from __future__ import annotations

from farmlab.homesteader.bots import HeuristicBot
from farmlab.homesteader.game import Homesteader
from farmlab.homesteader.rules import play
from farmlab.homesteader.state import FENCE, FLIP, PLACE, Placed

NAMES = ["Ana", "Ben", "Chloe", "Dev"]


def game(n: int = 2, seed: int = 0, **options) -> Homesteader:
    return Homesteader(NAMES[:n], seed, debug=True, **options)


def settle(g: Homesteader) -> Homesteader:
    """Heuristic bots play the settlement phase and place the houses."""
    bots = [HeuristicBot(s) for s in range(g.n)]
    while g.table.step in (PLACE, FENCE, "house"):
        s = g.to_act()[0]
        g.apply(s, bots[s].choose(g, s))
    return g


def heuristic_decisions(games: int, deal_span: int):
    """Every decision of ``games`` games of heuristic bots (2-4 players, the zone rule every other
    game, deals from 15 to 15 + ``deal_span`` - 1): yields (game, the bot to move, its seat); the caller
    plays one move for it before asking for the next."""
    for seed in range(games):
        n = 2 + seed % 3
        g = Homesteader(n, seed, zones=seed % 2 == 1, deal=15 + seed % deal_span)
        bots = [HeuristicBot(seed * 10 + i) for i in range(n)]
        while not g.over:
            seat = g.to_act()[0]
            yield g, bots[seat], seat


def play_to_end(g: Homesteader, bots=None) -> Homesteader:
    bots = bots or [HeuristicBot(s) for s in range(g.n)]
    while not g.over:
        s = g.to_act()[0]
        g.apply(s, bots[s].choose(g, s))
    return g


def block(x0: int, y0: int, w: int = 4, h: int = 4) -> set[tuple[int, int]]:
    return {(x, y) for x in range(x0, x0 + w) for y in range(y0, y0 + h)}


#: default properties of a position: 4x4 blocks side by side (seat 0 left of seat 1, seats 2, 3 below)
LANDS = [block(0, 0), block(4, 0), block(0, 4), block(4, 4)]


def position(n: int = 2, seed: int = 0, lands=None, **options) -> Homesteader:
    """A game in the play phase with an empty table: every card in the reserve (face down), every
    property fenced (``lands``), no house placed yet. Put cards with :func:`put`, then :func:`begin`."""
    g = game(n, seed, **options)
    t = g.table
    cards = [p.card for p in t.grid.values()] + [c for f in g.farms for c in f.hand] + list(t.reserve)
    t.grid.clear()
    t.reserve = sorted(cards)
    t.face_up = set()
    for s, f in enumerate(g.farms):
        f.hand = []
        f.settled = f.closed = True
        f.land = frozenset((lands or LANDS)[s])
    return g


def put(g: Homesteader, seat: int, square: tuple[int, int], name: str, face_up: bool = True) -> int:
    """A card of this name from the reserve, on ``square`` for ``seat``; its number."""
    t = g.table
    if name == "House":
        card = g.house_of[seat]
        g.farms[seat].house = square
    else:
        card = next(c for c in t.reserve if g.card_of[c].name == name and c not in t.face_up)
        t.reserve.remove(card)
    t.grid[square] = Placed(card, seat, face_up)
    return card


def on_top(g: Homesteader, name: str) -> int:
    """The reserve's top card will be one of this name."""
    t = g.table
    card = next(c for c in t.reserve if g.card_of[c].name == name)
    t.reserve.remove(card)
    t.reserve.insert(0, card)
    return card


def begin(g: Homesteader, seat: int = 0) -> Homesteader:
    """``seat``'s turn of the play phase starts."""
    play.start_turn(g, seat)
    g.check_invariants()
    return g


def name_at(g: Homesteader, square) -> str:
    return g.card_of[g.table.grid[square].card].name


__all__ = ["FLIP", "game", "settle", "play_to_end", "position", "put", "begin", "on_top", "name_at", "block"]
