"""Settlement Phase, step 2: fence posts, and enclosing the property.

"Place a minimum of two fence posts (pennies) on the middle edge or corner of an existing card,
extending the fence line." A fence line is a chain of posts; each post stands one half-side
from the one before it (ruling H2), so the line runs along the sides of squares.
"""

from __future__ import annotations

from itertools import chain
from typing import TYPE_CHECKING, Iterator

from ...core.errors import IllegalActionError
from ..grid import Point, Square, enclosed, holes, is_post_point, pieces_from, point, squares_beside
from ..state import FENCE
from .reserve import discard
from .sections import CLOSED, COMPLETED, POSTS, R_STEP2, STUCK

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Homesteader



def along_own_card(g: "Homesteader", seat: int, p: Point, q: Point) -> bool:
    """"During the settlement phase, fence posts may not extend through empty space. They must be
    placed along the sides or corners of your own existing cards": the fence piece from ``p`` to
    ``q`` lies on a side of one of your cards."""
    return own_card_on(g, seat, squares_beside(p, q))


def own_card_on(g: "Homesteader", seat: int, squares: tuple[Square, Square]) -> bool:
    """Is one of ``seat``'s cards on one of the two ``squares`` (either side of a fence piece)?"""
    grid = g.table.grid
    for square in squares:
        placed = grid.get(square)
        if placed is not None and placed.owner == seat:
            return True
    return False


def loop_problem(g: "Homesteader", seat: int, loop: list[Point]) -> str | None:
    """Why the closed fence ``loop`` cannot be ``seat``'s property, or None (ruling H8).

    "By the end of the settlement phase you must complete the fence and enclose your property"
    and "All cards must remain within the boundaries of the property": every one of your cards
    must be inside; another player's card, or a square of a property already fenced, may not."""
    inner = enclosed(loop)
    for square, placed in g.table.grid.items():
        if (placed.owner == seat) != (square in inner):
            return ("That would close your fence with one of your cards outside it." if placed.owner == seat
                    else "That would close your fence around another player's card.")
    for f in g.farms:
        if f.land & inner:
            return "That would close your fence around part of another player's property."
    return None


def next_post(g: "Homesteader", seat: int, q: Point, p: Point, other: Point, posts: int,
              used: set[Point]) -> tuple[str | None, bool]:
    """One more post ``p`` after ``q`` on a line that already has ``posts`` posts (``used``) and whose
    other end is ``other``: (the reason it is illegal or None, whether it closes the line)."""
    if not is_post_point(p):
        return "A fence post goes on a corner or the middle of a side of a card, never in its middle.", False
    if abs(p[0] - q[0]) + abs(p[1] - q[1]) != 1:
        return "Each new post must be next to the end of your fence line (half a card's side away).", False
    return extends(g, seat, squares_beside(q, p), p, other, posts, used)


def extends(g: "Homesteader", seat: int, sides: tuple[Square, Square], p: Point, other: Point, posts: int,
            used: set[Point]) -> tuple[str | None, bool]:
    """:func:`next_post` for a post ``p`` half a side on from the line's end, the fence piece between
    them running between the squares ``sides``."""
    if not own_card_on(g, seat, sides):
        return "Fence posts must run along the sides of your own cards, not through empty space.", False
    if p == other and posts >= 3:
        return None, True
    if p in used:
        return "Your fence line may not cross or run over itself.", False
    return None, False


def closed_loop(line: list[Point], end: int, posts: list[Point] | tuple[Point, ...]) -> list[Point]:
    """The closed fence: the line with the new ``posts`` (before the post that closes it) at ``end``."""
    return line + list(posts) if end == 1 else list(reversed(posts)) + line


def walk(g: "Homesteader", seat: int, end: int, posts: list[Point]) -> tuple[str | None, bool]:
    """Check a fence extension: (the reason it is illegal or None, whether it closes the line).

    "New fence posts must extend an existing line of fence posts": the posts continue the line
    from one of its ends, one half-side at a time, in order (ruling H6), never crossing the line,
    and each fence piece runs along one of your cards. Coming back to the line's other end closes it."""
    line = g.farms[seat].line
    q, other = (line[0], line[-1]) if end == 0 else (line[-1], line[0])
    used = set(line)
    for i, p in enumerate(posts):
        problem, closes = next_post(g, seat, q, p, other, len(line) + i, used)
        if problem is not None:
            return problem, False
        if closes:
            if i != len(posts) - 1:
                return "Your fence is closed at that post; no more posts after it.", False
            return loop_problem(g, seat, closed_loop(line, end, posts[:i])), True
        used.add(p)
        q = p
    return None, False


def extensions(g: "Homesteader", seat: int, length: int) -> list[tuple[int, tuple[Point, ...]]]:
    """Every legal extension of ``length`` posts (or fewer, when it closes the line), by end: the
    paths grow one post at a time, each new post checked as :func:`walk` checks it."""
    return list(_grow(g, seat, length))


def can_extend(g: "Homesteader", seat: int) -> bool:
    """Can the player place at least one more post? (One post half a side on from either end of the
    line, checked as :func:`walk` checks it: the first post of :func:`extensions` of one post.)"""
    line = g.farms[seat].line
    used = set(line)
    for end in (0, 1):  # (a post closing the line is found from both ends: the last piece joins them)
        start, other = (line[0], line[-1]) if end == 0 else (line[-1], line[0])
        for p, sides in pieces_from(start):
            problem, closes = extends(g, seat, sides, p, other, len(line), used)
            if problem is None and (not closes or loop_problem(g, seat, closed_loop(line, end, ())) is None):
                return True
    return False


def _grow(g: "Homesteader", seat: int, length: int) -> Iterator[tuple[int, tuple[Point, ...]]]:
    """The extensions of :func:`extensions`, one at a time: the paths that close the line as they are
    found, the others once they have ``length`` posts."""
    line = g.farms[seat].line
    used = set(line)
    for end in (0, 1):
        start, other = (line[0], line[-1]) if end == 0 else (line[-1], line[0])
        paths: list[tuple[Point, ...]] = [()]
        for _ in range(length):
            longer = []
            for path in paths:
                q = path[-1] if path else start
                if path:
                    used.update(path)
                posts = len(line) + len(path)
                for p, sides in pieces_from(q):  # the post points half a side on (as next_post requires)
                    problem, closes = extends(g, seat, sides, p, other, posts, used)
                    if problem is not None:
                        continue
                    if closes:
                        if loop_problem(g, seat, closed_loop(line, end, path)) is None:
                            yield end, path + (p,)
                    else:
                        longer.append(path + (p,))
                if path:
                    used.difference_update(path)
            paths = longer
        for path in paths:
            yield end, path


def options(g: "Homesteader", seat: int) -> list[tuple[int, tuple[Point, ...]]]:
    """The extensions a player is offered: two posts (or fewer to close the line); one post only
    when no two can be placed (ruling H6). Longer extensions are legal too (see :func:`check`)."""
    posts = g.min_posts()
    two = fast_fences.two_post_extensions(g, seat) if posts == 2 else extensions(g, seat, posts)  # (the fast path of extensions)
    return two if two else extensions(g, seat, 1)


def check(g: "Homesteader", seat: int, end: int, posts: list[Point]) -> bool:
    """Raise unless the extension is legal; return whether it closes the line."""
    if end not in (0, 1):
        raise IllegalActionError("Extend your fence from one of its two ends (0 or 1).", rule=R_STEP2)
    if not posts:
        raise IllegalActionError("Place at least one fence post.", rule=R_STEP2)
    problem, closes = walk(g, seat, end, posts)
    if problem is not None:
        raise IllegalActionError(problem, rule=R_STEP2)
    if len(posts) < g.min_posts() and not closes and extensions(g, seat, g.min_posts()):
        raise IllegalActionError("Place a minimum of two fence posts.", rule=R_STEP2)
    return closes


def closes(g: "Homesteader", seat: int, end: int, posts: list[Point]) -> bool:
    """Does the legal extension close the line? (Its last post is the line's other end: :func:`walk`
    allows that post only as the one that closes the line.)"""
    line = g.farms[seat].line
    return posts[-1] == (line[-1] if end == 0 else line[0])


def extend(g: "Homesteader", seat: int, end: int, posts: list[Point], closes: bool) -> None:
    """Put the posts down. A post already standing (another player's) is shared: no second penny
    goes on it (ruling H7)."""
    farm = g.farms[seat]
    t = g.table
    if closes:
        posts = posts[:-1]  # the last one is the line's other end
    new = 0
    for p in posts:
        owners = t.posts.setdefault(p, [])
        if not owners:
            new += 1
        owners.append(seat)
    farm.pennies += new
    farm.line = farm.line + posts if end == 1 else list(reversed(posts)) + farm.line
    g.emit((POSTS, seat, list(chain.from_iterable(posts)), new))
    if closes:
        close(g, seat)


def close(g: "Homesteader", seat: int) -> None:
    """The line has come back to its start: the property is enclosed (ruling H8). "If you create an
    enclosed space before all of the cards are used, the unused cards go back to the discard pile"
    (ruling H9: face up at the bottom of the reserve deck)."""
    farm = g.farms[seat]
    farm.closed = True
    farm.land = frozenset(enclosed(farm.line))
    returned = len(farm.hand)
    for card in reversed(farm.hand):
        discard(g, card)
    farm.hand = []
    farm.returned += returned
    farm.settled = True
    g.emit((CLOSED, seat, len(farm.land), returned))


def complete(g: "Homesteader", seat: int) -> None:
    """Ruling H10: a line that can be extended no further, when no card is left to place, is completed
    around the outline of the player's cards: the property is the cards and the empty squares they
    shut in (none of them inside another property)."""
    farm = g.farms[seat]
    grid = g.table.grid
    own = {s for s, p in grid.items() if p.owner == seat}
    taken: set[Square] = set().union(*(f.land for f in g.farms))
    free = {s for s in _box(own) if s not in grid and s not in taken}
    farm.land = frozenset(own | holes(own, free))
    farm.settled = True
    g.emit((COMPLETED, seat, len(farm.land)))


def _box(squares: set[Square]) -> list[Square]:
    # the squares of the cards' bounding box; a larger box would do as well (holes only looks inside it)
    xs = [s[0] for s in squares]
    ys = [s[1] for s in squares]
    return [point((x, y)) for x in range(min(xs), max(xs) + 1) for y in range(min(ys), max(ys) + 1)]


def begin_step_2(g: "Homesteader", seat: int) -> bool:
    """Step 2 of a settlement turn. With no extension possible, the step is skipped while cards are
    left to place (a new card may open the way), and the fence is completed otherwise (ruling H10).
    True when the player now places posts."""
    if can_extend(g, seat):
        g.set_step(FENCE, seat)
        return True
    if g.farms[seat].hand:
        g.emit((STUCK, seat))
    else:
        complete(g, seat)
    return False


from .. import fast_fences  # noqa: E402  (at the end: it imports this module's rule)
