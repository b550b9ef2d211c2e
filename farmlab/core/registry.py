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
    """The class of a game, by name ("community_farm", "Community Farm") or the class itself."""
    from .game import Game

    _load_all()
    if isinstance(game, str):
        key = game.strip().lower().replace(" ", "_").replace("-", "_")
        if key not in GAMES:
            raise OptionError(f"There is no game called {game[:40]!r}. Games: {', '.join(sorted(GAMES))}.")
        return GAMES[key]
    if isinstance(game, type) and issubclass(game, Game):
        return game
    raise OptionError(f"Say which game to play by its name, one of: {', '.join(sorted(GAMES))}.")


def new_game(game: "str | type[Game]", players: Any = 4, seed: int | None = None, **options: Any) -> "Game":
    """Start a game by name: ``new_game("community_farm", players=4, seed=1)``."""
    return game_class(game)(players, seed, **options)


def make_bot(game: "str | type[Game] | Game", kind: "str | Bot", seed: int | None = None) -> "Bot":
    """A bot by name ("random", "heuristic") for a game, or a bot passed through."""
    from .bots import Bot
    from .game import Game

    if isinstance(kind, Bot):
        return kind
    cls = type(game) if isinstance(game, Game) else game_class(game)
    table = BOTS.get(cls.NAME, {})
    if not isinstance(kind, str) or kind not in table:
        shown = repr(kind[:30]) if isinstance(kind, str) else f"a {type(kind).__name__}"
        raise OptionError(f"{cls.TITLE} has no computer player called {shown}. "
                          f"Choose one of: {', '.join(sorted(table))}.")
    if seed is not None and seed.__class__ is not int:
        raise OptionError(f"A bot's seed must be a whole number, not {seed!r}."[:120])
    return table[kind](seed)


_LOADED: list[bool] = []

#: sub-packages of ``farmlab`` that are not games
NOT_GAMES = frozenset({"core", "widgets"})


def game_packages() -> list[str]:
    """The names of farmlab's game packages: every sub-package of ``farmlab``
    but the core and the boards, found on disk (adding a game edits no list)."""
    import pkgutil

    import farmlab

    return sorted(m.name for m in pkgutil.iter_modules(farmlab.__path__)
                  if m.ispkg and m.name not in NOT_GAMES and not m.name.startswith("_"))


def _load_all() -> None:
    """Import every game package once (each registers itself on import), then
    the games other packages declare under the ``farmlab.games`` entry point."""
    if _LOADED:
        return
    _LOADED.append(True)
    import importlib
    from importlib.metadata import entry_points

    for mod in game_packages():
        importlib.import_module(f"farmlab.{mod}")
    for ep in entry_points(group="farmlab.games"):
        ep.load()
