"""All chance in farmlab comes from a game's own generator (``game.rng``, a
:class:`random.Random`): these are the two things the engine does with it besides
drawing numbers, a shuffle that gives the standard library's very permutations and
the generator's state as JSON (saved with the game, so a replay is identical)."""

from __future__ import annotations

import random
from typing import Any


def _rng_to_json(rng: random.Random) -> list[Any]:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def _shuffle_written_out(rng: random.Random, x: list[Any]) -> None:
    """The standard library's ``Random.shuffle`` (Python 3.11), written out: from the last place
    to the second, swap in a place drawn below it (``_randbelow``: bits enough for the number of
    places, drawn again while too large). The places, their counts and the bits each needs come
    from a table made once per length of list (a game shuffles the same few decks)."""
    getrandbits = rng.getrandbits
    for i, n, k in _steps(len(x)):
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        x[i], x[j] = x[j], x[i]


#: per length of list: (place, places to choose from, bits to draw) for each step of a shuffle
_STEPS: dict[int, tuple[tuple[int, int, int], ...]] = {}


def _steps(length: int) -> tuple[tuple[int, int, int], ...]:
    steps = _STEPS.get(length)
    if steps is None:
        steps = tuple((i, i + 1, (i + 1).bit_length()) for i in range(length - 1, 0, -1))
        if length <= 4096:  # (the decks of a game; a list of any other length is shuffled all the same)
            _STEPS[length] = steps
    return steps


def _same_as_stdlib() -> bool:
    """Does the written-out shuffle give the standard library's permutations here?"""
    for seed in (1, 2, 3):
        a, b = list(range(90)), list(range(90))
        random.Random(seed).shuffle(a)
        _shuffle_written_out(random.Random(seed), b)
        if a != b:
            return False
    return True


_WRITTEN_OUT_OK = _same_as_stdlib()


def shuffle(rng: random.Random, x: list[Any]) -> None:
    """``rng.shuffle(x)``: the very same permutation from the same generator
    state, so seeds and replays do not change. The standard library's version
    is Python code that the compiled build cannot speed up, so games call this
    one. It is checked against the standard library when farmlab is imported;
    on a Python whose shuffle differs, or a generator of another type, it
    calls ``rng.shuffle`` itself."""
    if _WRITTEN_OUT_OK and type(rng) is random.Random:
        _shuffle_written_out(rng, x)
    else:
        rng.shuffle(x)
