"""The free places of a Fields of Green farm as the heuristic reads them: which cards lie next to
each, how many free places are near each, and the places within a reach. Worked out from
:func:`..rules.build.free_places` and kept by the farm (``farm.cached``) until a card is built."""

from __future__ import annotations

from typing import Any

from ..rules import build


def next_to_free_places(farm: Any) -> list[tuple[tuple[int, int], list[Any]]]:
    """Every free place with the cards next to it (in the order of build.neighbours)."""
    grid = farm.grid
    return [(place, [grid[c] for c in build.neighbours(*place) if c in grid]) for place in build.free_places(farm)]


def free_near(farm: Any, reach: int) -> list[int]:
    """For every free place (in the order of build.free_places), how many free places are at
    most ``reach`` away (as the crow walks), itself included."""
    free = build.free_places(farm)
    is_free = farm.cached("free place set", free_place_set)
    return [len(is_free.intersection(around(place, reach))) for place in free]


def free_numbers(farm: Any) -> dict[tuple[int, int], int]:
    """Every free place's number in build.free_places."""
    return {place: i for i, place in enumerate(build.free_places(farm))}


def free_place_set(farm: Any) -> set[tuple[int, int]]:
    return set(build.free_places(farm))


def around(place: tuple[int, int], reach: int) -> tuple[tuple[int, int], ...]:
    """The places at most ``reach`` away from ``place`` as the crow walks (itself included),
    made once per place."""
    out = _AROUND.get((place, reach))
    if out is None:
        x, y = place
        out = _AROUND[(place, reach)] = tuple((x + dx, y + dy) for dx in range(-reach, reach + 1)
                                               for dy in range(-reach, reach + 1) if abs(dx) + abs(dy) <= reach)
    return out


_AROUND: dict[tuple[tuple[int, int], int], tuple[tuple[int, int], ...]] = {}
