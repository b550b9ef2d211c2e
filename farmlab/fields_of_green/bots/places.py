"""The free places of a Fields of Green farm as the heuristic reads them: which cards lie next to
each, how many free places are near each, and the places within a reach. Worked out from
:func:`..rules.build.free_places` and kept by the farm (``farm.cached``) until a card is built;
the cards next to each free place are brought up to date card by card (``farm.grown``), a fast
path (:func:`next_to_free_places_grown`) tested against the plain :func:`next_to_free_places`."""

from __future__ import annotations

from typing import Any

from ..rules import build


def next_to_free_places(farm: Any) -> list[tuple[tuple[int, int], list[Any]]]:
    """Every free place with the cards next to it (in the order of build.neighbours)."""
    grid = farm.grid
    return [(place, [grid[c] for c in build.neighbours(*place) if c in grid]) for place in build.free_places(farm)]


def cards_next_to_free_places(farm: Any) -> list[tuple[tuple[int, int], list[Any]]]:
    """next_to_free_places, brought up to date once per card built (the list is shared: do not change it)."""
    return farm.grown("cards next to free places", next_to_free_places,  # type: ignore[no-any-return]
                      next_to_free_places_grown)


def next_to_free_places_grown(farm: Any, before: list[tuple[tuple[int, int], list[Any]]],
                              place: tuple[int, int]) -> list[tuple[tuple[int, int], list[Any]]]:
    """Fast path: next_to_free_places after a card was built at ``place``, from the list before:
    ``place`` is no longer free, the free places next to it have one more card next to them, and
    the new free places come last (as in build.free_places)."""
    grid = farm.grid
    next_to = build.neighbours(*place)
    out = []
    for free, cards in before:
        if free == place:
            continue
        if free in next_to:
            cards = [grid[c] for c in build.neighbours(*free) if c in grid]
        out.append((free, cards))
    for free in build.free_places(farm)[len(out):]:
        out.append((free, [grid[c] for c in build.neighbours(*free) if c in grid]))
    return out


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
