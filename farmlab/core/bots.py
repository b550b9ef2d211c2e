"""Bots: one interface for every game.

A bot is asked ``choose(game, seat)`` whenever ``seat`` must decide; it returns a
legal action. Bots read only what that seat may see (its own hand, the table);
the built-in ones read the state directly for speed but keep to that rule.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, ClassVar

from .._mypyc import get_state, mypyc_attr, set_state

if TYPE_CHECKING:  # pragma: no cover
    from .actions import Action
    from .game import Game


@mypyc_attr(allow_interpreted_subclasses=True)  # every bot subclasses it
class Bot:
    """Base class: a bot has a name and its own seeded RNG."""

    # ClassVar: class attributes (also in the compiled build, where plain ones
    # would become per-instance slots and vars(type(self)) would not see them)
    name: ClassVar[str] = "bot"
    #: True only for a bot class whose every action is legal by construction
    #: (and proven so by the test suite, which plays it in debug mode): then
    #: :func:`farmlab.play` skips re-checking its actions. It is read from the
    #: class that sets it, so a subclass is checked again unless it sets it too.
    trusted: ClassVar[bool] = False

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def is_trusted(self) -> bool:
        return bool(vars(type(self)).get("trusted", False))

    def choose(self, game: "Game", seat: int) -> "Action":
        raise NotImplementedError

    def __getstate__(self) -> dict[str, Any]:  # pickle and the copy module (see farmlab._mypyc)
        return get_state(self)

    def __setstate__(self, state: dict[str, Any]) -> None:
        set_state(self, state)

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


@mypyc_attr(allow_interpreted_subclasses=True)
class RandomBot(Bot):
    """Plays a uniformly random legal action (the game may widen its sample)."""

    name = "random"

    def choose(self, game: "Game", seat: int) -> "Action":
        return game.random_action(seat, self.rng)
