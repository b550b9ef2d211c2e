"""How the designed Location cards play: each card's share of builds and wins over many games.

The cards of Fields of Green are designed (``data/locations.csv``), so their balance is measured
here as well as reasoned in ``docs/fields-of-green-deck.md``: bots play ``n_games`` seeded games and
for every distinct Location card the table says how often it was built, by how many of the
players who could, and how those players did. A card that wins far more often than the others
when built is too strong for its cost; one that is almost never built is too weak or too dear.

    python -m farmlab.fields_of_green.balance            # 1,000 four-player games, heuristic bots
    python -m farmlab.fields_of_green.balance 2000 --players 3 --bot random

``card_balance`` returns a pandas DataFrame, one row per card, for the what-if lab.
"""

from __future__ import annotations

import argparse
from collections import defaultdict
from typing import Any

from ..core.registry import make_bot
from ..core.simulate import play
from .game import FieldsOfGreen


def card_balance(n_games: int = 1000, players: int = 4, bot: str = "heuristic", seed: int = 0,
                 **options: Any) -> Any:
    """One row per distinct Location card, over ``n_games`` games of ``players`` ``bot`` players:

    * ``built_per_game``: copies built in a game, on average (3 copies of each card are in the game);
    * ``open_area``: of the copies built, the share turned into Open Areas (an unpaid Harvest);
    * ``builder_vp``: the mean final score of a player who built it, against ``mean_vp`` of all;
    * ``builder_wins``: the share of its builders who won (a tie counts for each winner), against
      ``1 / players`` for a card that neither helps nor hurts.
    """
    import pandas as pd

    bots = [make_bot("fields_of_green", bot, seed=seed + i) for i in range(players)]
    built: dict[str, int] = defaultdict(int)
    opened: dict[str, int] = defaultdict(int)
    builders: dict[str, int] = defaultdict(int)
    builder_vp: dict[str, int] = defaultdict(int)
    builder_wins: dict[str, int] = defaultdict(int)
    info: dict[str, tuple[str, str]] = {}
    all_vp = 0
    for i in range(n_games):
        g = play(FieldsOfGreen(players, seed + i, **options), bots)
        scores, winners = g.scores(), set(g.winners())
        all_vp += sum(scores)
        for s, farm in enumerate(g.farms):
            names = set()
            for place in farm.grid.values():
                if place.card < 0:
                    continue
                card = g.location_of[place.card]
                info[card.name] = (card.type, card.provenance)
                built[card.name] += 1
                opened[card.name] += place.open_area
                names.add(card.name)
            for name in names:
                builders[name] += 1
                builder_vp[name] += scores[s]
                builder_wins[name] += s in winners
    rows = [{"card": name, "type": info[name][0], "built_per_game": built[name] / n_games,
             "open_area": opened[name] / built[name], "builder_vp": builder_vp[name] / builders[name],
             "builder_wins": builder_wins[name] / builders[name]} for name in built]
    table = pd.DataFrame(rows).sort_values(["type", "builder_wins"], ascending=[True, False], ignore_index=True)
    table["mean_vp"] = all_vp / (n_games * players)
    return table


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("games", nargs="?", type=int, default=1000)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--bot", default="heuristic")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    table = card_balance(args.games, args.players, args.bot, args.seed)
    print(table.to_string(index=False, float_format="{:.2f}".format))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
