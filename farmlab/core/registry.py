"""The games farmlab knows, by name. A game registers itself on import."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .errors import OptionError

if TYPE_CHECKING:  # pragma: no cover
    from .bots import Bot
    from .game import Game

GAMES: dict[str, type["Game"]] = {}
BOTS: dict[str, dict[str, type["Bot"]]] = {}


def register(game_cls: type["Game"], bots: dict[str, type["Bot"]]) -> type["Game"]:
    """Make a game known to :func:`new_game`, :func:`simulate` and the tests."""
    GAMES[game_cls.NAME] = game_cls
    BOTS[game_cls.NAME] = dict(bots)
    return game_cls


def game_class(game: "str | type[Game]") -> type["Game"]:
    if isinstance(game, str):
        _load_all()
        key = game.strip().lower().replace(" ", "_").replace("-", "_")
        if key not in GAMES:
            raise OptionError(f"There is no game called {game!r}. Games: {', '.join(sorted(GAMES))}.")
        return GAMES[key]
    return game


def new_game(game: "str | type[Game]", players: Any = 4, seed: int | None = None, **options: Any) -> "Game":
    """Start a game by name: ``new_game("community_farm", players=4, seed=1)``."""
    return game_class(game)(players, seed, **options)


def make_bot(game: "str | type[Game]", kind: "str | Bot", seed: int | None = None) -> "Bot":
    """A bot by name ("random", "heuristic") for a game, or a bot passed through."""
    from .bots import Bot

    if isinstance(kind, Bot):
        return kind
    cls = game_class(game)
    table = BOTS.get(cls.NAME, {})
    if kind not in table:
        raise OptionError(f"{cls.TITLE} has no bot called {kind!r}. Bots: {', '.join(sorted(table))}.")
    return table[kind](seed)


_LOADED: list[bool] = []


def _load_all() -> None:
    """Import every game package once (each registers itself on import)."""
    if _LOADED:
        return
    import importlib

    for mod in ("community_farm", "jelly_bean_farmers", "farmed", "homesteader", "fields_of_green"):
        try:
            importlib.import_module(f"farmlab.{mod}")
        except ModuleNotFoundError as exc:
            if exc.name != f"farmlab.{mod}":
                raise
    _LOADED.append(True)
