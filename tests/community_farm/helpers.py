"""Build Community Farm positions by hand and play them through ``apply``.

:func:`scenario` makes a :class:`CommunityFarm` with a seed and then sets its
state directly (hands, stables, goods, deck, discard, ...) so that a rule test
starts exactly where the rule text's situation starts. From there tests drive
the game only through ``apply`` (debug mode: invariants are checked after every
action). Such a game has no history for its hand-made start, so it cannot be
replayed or saved; the conformance and property tests cover replay and saving.

Animals are named as people say them: "Goat", "Goats", "dairy cow", "Chicken"
(the rule text's word for a Hen) all work.

Example::

    g = scenario(4, hands={0: ["Goat", "Pig"]}, stables={0: [("Goat", 2), None]},
                 deck=["Dairy Cow", "Llama"])
    play(g, 0, House(0))   # -> the sentences of the events it caused
"""

from __future__ import annotations

import random
import re
from collections import Counter
from typing import Iterable, Sequence

import pytest

from farmlab.community_farm import ANIMALS, CommunityFarm
from farmlab.community_farm.state import Farm, Table
from farmlab.core.actions import Action
from farmlab.core.errors import IllegalActionError

_ALIASES = {"chicken": "hens", "chickens": "hens", "cow": "dairy_cows", "cows": "dairy_cows"}


def A(name: str | int) -> int:
    """The index of an animal by any of its names ("Goat", "goats", "Dairy cow")."""
    if isinstance(name, int):
        return name
    key = name.strip().lower()
    key = _ALIASES.get(key, key)
    for a in ANIMALS:
        if key in (a.id, a.name.lower(), a.singular.lower(), a.id.replace("_", " ")):
            return a.index
    raise KeyError(f"no animal called {name!r}")


def kinds(names: Iterable[str | int]) -> list[int]:
    return [A(x) for x in names]


def scenario(
    players: int | Sequence[str] = 4,
    seed: int = 0,
    *,
    active: int = 0,
    hands: dict[int, Sequence[str | int]] | None = None,
    stables: dict[int, Sequence[tuple[str | int, int] | None]] | None = None,
    goods: dict[int, int] | None = None,
    deck: Sequence[str | int] = (),
    discard: Sequence[str | int] = (),
    rest: str | int = "deck",
    runs_out: int = 0,
    turn: int = 1,
    debug: bool = True,
    **options: object,
) -> CommunityFarm:
    """A game at the start of ``active``'s turn, in a position given by hand.

    * ``hands``: seat -> cards, front of the hand first (unnamed seats: empty hand);
    * ``stables``: seat -> one entry per stable, ``(animal, count)`` or ``None``
      for an empty stable (unnamed seats: all stables empty);
    * ``goods``: seat -> goods already earned (taken from the unused cards);
    * ``deck``: the next cards to be drawn, the first drawn first;
    * ``discard``: the discard pile;
    * ``rest``: where every other card of the game goes: ``"deck"`` (under the
      named deck cards, in a fixed shuffled order), ``"discard"``, or a seat
      number (the back of that seat's hand, to leave deck and discard small);
    * ``runs_out``: how often the deck has already run out.

    Every card of the game is then in exactly one place, as in a real game.
    The turn then starts as the engine starts any turn (an empty hand skips
    step 1 and draws the two face-up cards at once).
    """
    g = CommunityFarm(players, seed, debug=debug, **options)
    n, ns = g.n, g.n_stables
    pool = Counter({k: g.animals[k].count for k in g.in_play})

    def take(cards: Iterable[int], where: str) -> list[int]:
        out = list(cards)
        for k in out:
            if pool[k] <= 0:
                raise ValueError(f"scenario uses more {g.animals[k].name} than the game has ({where})")
            pool[k] -= 1
        return out

    farms = [Farm.empty(ns) for _ in range(n)]
    for s, farm in enumerate(farms):
        farm.hand = take(kinds((hands or {}).get(s, ())), f"hand {s}")
    for s, rows in (stables or {}).items():
        if len(rows) != ns:
            raise ValueError(f"seat {s} needs {ns} stables, got {len(rows)}")
        for st, row in enumerate(rows):
            if row is not None:
                k, c = A(row[0]), row[1]
                take([k] * c, f"stable {st} of seat {s}")
                farms[s].kinds[st], farms[s].counts[st] = k, c
    draw_order = take(kinds(deck), "deck")
    discard_pile = take(kinds(discard), "discard")
    left = [k for k, c in sorted(pool.items()) for _ in range(c)]
    random.Random(seed).shuffle(left)
    for s, v in (goods or {}).items():
        farms[s].goods = v
        del left[:v]
    if rest == "deck":
        draw_order += left
    elif rest == "discard":
        discard_pile += left
    elif isinstance(rest, int) and 0 <= rest < n:
        farms[rest].hand += left
    else:
        raise ValueError("rest must be 'deck', 'discard' or a seat")
    # the engine's deck has its top at the end
    g.table = Table(list(reversed(draw_order)), discard_pile, active=active, turn=turn, runs_out=runs_out,
                    deck_done=runs_out >= g.deck_runs)
    g.farms = farms
    g.events.clear()
    g._begin_turn()
    g.check_invariants()
    return g


# ------------------------------------------------------------------ reading
def hand(g: CommunityFarm, seat: int) -> list[str]:
    return [g.animals[k].singular for k in g.farms[seat].hand]


def names(g: CommunityFarm, cards: Iterable[int]) -> list[str]:
    return [g.animals[k].singular for k in cards]


def stables(g: CommunityFarm, seat: int) -> list[tuple[str, int] | None]:
    return [(g.animals[k].name, c) if c else None for k, c in zip(g.farms[seat].kinds, g.farms[seat].counts)]


def play(g: CommunityFarm, seat: int, action: Action, viewer: int | None = None) -> list[str]:
    """Apply ``action`` and return the sentences of the events it caused."""
    return [g.explain(e, viewer) for e in g.apply(seat, action)]


def sentences(g: CommunityFarm, kind: str, viewer: int | None = None) -> list[str]:
    return [g.explain(e, viewer) for e in g.events if e.kind == kind]


_CODE = re.compile(r"[A-Za-z]\w*\(|\w+=|_|Traceback|Error|\bNone\b|\bself\b")


def assert_plain(message: str) -> None:
    """A message for people: a sentence, no code, no programmer words."""
    assert message[:1].isupper(), f"not a sentence: {message!r}"
    assert message.rstrip(")").rstrip().endswith(".") or message.endswith(")"), f"not a sentence: {message!r}"
    assert not _CODE.search(message), f"code in a message for players: {message!r}"


def illegal(g: CommunityFarm, seat: int, action: Action, *words: str) -> str:
    """``action`` is refused with a plain message containing ``words``; nothing changes."""
    before = g.fingerprint()
    n_events, n_history = len(g.events), len(g.history)
    assert not g.is_legal(seat, action)
    with pytest.raises(IllegalActionError) as info:
        g.apply(seat, action)
    msg = str(info.value)
    assert_plain(msg)
    for w in words:
        assert w in msg, f"{w!r} not in {msg!r}"
    assert g.fingerprint() == before, "a refused action changed the game"
    assert len(g.events) == n_events and len(g.history) == n_history
    return msg
