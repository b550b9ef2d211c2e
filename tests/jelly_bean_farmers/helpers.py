"""Build Jelly Bean Farmers positions by hand and play them through ``apply``.

A game is made in debug mode (invariants after every action), the setup step
is played, and then the state is arranged directly: cards are always *taken
from the deck* (:func:`take`) so every card stays in exactly one place. From
there a test drives the game only through ``apply``.

Cards are named by their deck id ("cats", "warlord", "silo_extension");
climate cards likewise ("severe_drought", "fire").

Example::

    g = game(2)
    hand(g, 0, "cats", "silo")
    climate(g, "sun_and_showers", "perfect_growing_weather", "locusts")
    choose(g, {0: ("cats", "silo")})
    plant(g)                      # nobody plants
    play(g, 0, Play("face"))      # -> the sentences of the events it caused
"""

from __future__ import annotations

from typing import Iterable, Sequence

from farmlab.core.actions import Action
from farmlab.jelly_bean_farmers.game import Choose, Done, JellyBeanFarmers, Keep, Plant, Play
from farmlab.jelly_bean_farmers.state import CHOOSE, COMMIT, KEEP, PLANT
from farmlab.jelly_bean_farmers.state import NONE, Field, Silo

NAMES = ["Ana", "Ben", "Chloe", "Dev"]


def game(n: int = 4, seed: int = 0, *, names: Sequence[str] | None = None, setup: bool = True,
         **options: object) -> JellyBeanFarmers:
    """A game at the start of year 1 (Choose Actions), after everyone kept 3 cards."""
    g = JellyBeanFarmers(list(names) if names else NAMES[:n], seed, debug=True, **options)
    if setup:
        for s in range(g.n):
            g.apply(s, Keep((0, 1, 2)))
        assert g.step == CHOOSE
    return g


def cid(g: JellyBeanFarmers, c: int) -> str:
    return g.acard[c].id


def ids(g: JellyBeanFarmers, cards: Iterable[int]) -> list[str]:
    return [g.acard[c].id for c in cards]


def take(g: JellyBeanFarmers, card_id: str) -> int:
    """Remove one physical card with this id from the deck (or the discard pile, or a
    hand, which gets a card from the bottom of the deck instead) and return it."""
    for pile in (g.deck, g.discard):
        for i in range(len(pile) - 1, -1, -1):
            if g.acard[pile[i]].id == card_id:
                return pile.pop(i)
    for h in g.hands:
        for i, c in enumerate(h):
            if g.acard[c].id == card_id:
                h[i] = g.deck.pop(0)
                return c
    raise AssertionError(f"no {card_id} left in the deck, the discard pile or a hand")


def top(g: JellyBeanFarmers, *card_ids: str) -> list[int]:
    """Put these cards on top of the deck, the first named drawn first."""
    cards = [take(g, c) for c in card_ids]
    g.deck.extend(reversed(cards))
    return cards


def hand(g: JellyBeanFarmers, seat: int, *card_ids: str) -> list[int]:
    """Replace ``seat``'s hand by these cards (the old hand goes back under the deck)."""
    g.deck[0:0] = g.hands[seat]
    g.hands[seat] = [take(g, c) for c in card_ids]
    return list(g.hands[seat])


def back(g: JellyBeanFarmers) -> int:
    """Any card for a card back (from the bottom of the deck)."""
    return g.deck.pop(0)


def units(g: JellyBeanFarmers, seat: int, *card_ids: str, back_men: int = 0) -> None:
    """Face-up units (Armed Man, Mercenary, Dogs, Walls, Berzerker cards) and Back-Action Armed Men."""
    g.units[seat].extend(take(g, c) for c in card_ids)
    g.back_men[seat].extend(back(g) for _ in range(back_men))


def field(g: JellyBeanFarmers, seat: int, *upgrades: str) -> int:
    """Add a field (two card backs) with these upgrades; returns its index."""
    g.fields[seat].append(Field((back(g), back(g))))
    g.seeded[seat].append(False)
    for u in upgrades:
        upgrade(g, seat, len(g.fields[seat]) - 1, u)
    return len(g.fields[seat]) - 1


def upgrade(g: JellyBeanFarmers, seat: int, f: int, card_id: str) -> None:
    c = take(g, card_id)
    g.fields[seat][f].set_upgrade(g.acard[c].field_effect, c)


def silo(g: JellyBeanFarmers, seat: int, extension: bool = False, card: bool = False) -> int:
    """Add a silo (two ½ Silo backs, or a Silo card) with or without an extension."""
    if card:
        c = take(g, "silo")
        s = Silo(c, NONE, NONE, g.acard[c].storage)
    else:
        s = Silo(back(g), back(g))
    if extension:
        s.extension = take(g, "silo_extension")
    g.silos[seat].append(s)
    return len(g.silos[seat]) - 1


def cats(g: JellyBeanFarmers, seat: int, n: int = 1) -> None:
    g.cats[seat].extend(take(g, "cats") for _ in range(n))


def rabbits(g: JellyBeanFarmers, seat: int, n: int = 1) -> None:
    g.rabbits[seat].extend(take(g, "rabbits") for _ in range(n))


def saved(g: JellyBeanFarmers, seat: int, *card_ids: str) -> list[int]:
    """Cards saved for later in an earlier season (usable now)."""
    cards = [take(g, c) for c in card_ids]
    g.saved[seat].extend(cards)
    g.saved_at[seat].extend([-1] * len(cards))
    return cards


def half(g: JellyBeanFarmers, seat: int, what: str = "field") -> None:
    (g.half_fields if what == "field" else g.half_silos)[seat].append(back(g))


def climate(g: JellyBeanFarmers, *climate_ids: str) -> None:
    """The next climate cards to be revealed, in order (year card, spring, summer, next year ...)."""
    start = g.revealed
    order = g.climate_order
    for k, name in enumerate(climate_ids):
        pos = start + k
        j = next(i for i in range(pos, len(order)) if g.ccard[order[i]].id == name)
        order[pos], order[j] = order[j], order[pos]


def choose(g: JellyBeanFarmers, picks: dict[int, tuple[str, ...]] | None = None) -> None:
    """Choose Actions: seats in ``picks`` place those cards (from hand; given if missing);
    every other pending seat places its first two cards."""
    assert g.step == CHOOSE, g.step
    picks = picks or {}
    for s in list(g.to_act()):
        h = g.hands[s]
        if s in picks:
            want = picks[s]
            pos = []
            for name in want:
                i = next((i for i, c in enumerate(h) if g.acard[c].id == name and i not in pos), None)
                if i is None:
                    h.append(take(g, name))
                    i = len(h) - 1
                pos.append(i)
            g.apply(s, Choose(pos[0], pos[1] if len(pos) > 1 else -1))
        else:
            g.apply(s, Choose(0, 1 if len(h) > 1 else -1))


def plant(g: JellyBeanFarmers, fields: dict[int, tuple[int, ...]] | None = None) -> None:
    """Every seat that must choose plants ``fields[seat]`` (default: nothing), group by group."""
    fields = fields or {}
    while g.step == PLANT and g.to_act():
        for s in list(g.to_act()):
            g.apply(s, Plant(tuple(fields.get(s, ()))))


def pass_season(g: JellyBeanFarmers, plays: dict[int, Action] | None = None) -> None:
    """Commit stage: seats in ``plays`` play that; the others discard their card (or say done)."""
    plays = plays or {}
    assert g.step == COMMIT, g.step
    for s in list(g.to_act()):
        if s in plays:
            g.apply(s, plays[s])
        elif g.entries[s] and not g.entries[s][0].saved:
            g.apply(s, Play("discard"))
        else:
            g.apply(s, Done())


def play(g: JellyBeanFarmers, seat: int, action: Action) -> list[str]:
    """Apply ``action`` and return the sentences (teacher's view) of the events it caused."""
    return [g.explain(e) for e in g.apply(seat, action)]


def log_since(g: JellyBeanFarmers, mark: int, viewer: int | None = None) -> list[str]:
    return g.log(viewer, mark)


def skip_to_year(g: JellyBeanFarmers, year: int) -> None:
    """Play quiet years (nobody plants, every card discarded) until Choose Actions of ``year`` (1-based)."""
    g.food = [max(f, 40) for f in g.food]
    while g.year + 1 < year:
        choose(g)
        for _ in range(2):
            plant(g)
            pass_season(g)


def to_commit(g: JellyBeanFarmers, picks: dict[int, tuple[str, ...]] | None = None,
              fields: dict[int, tuple[int, ...]] | None = None) -> None:
    """From Choose Actions (or a season's planting) to the commit step of the season."""
    if g.step == CHOOSE:
        choose(g, picks)
    plant(g, fields)
    assert g.step == COMMIT, g.step


__all__ = ["CHOOSE", "COMMIT", "KEEP", "NAMES", "PLANT", "back", "cats", "choose", "cid", "climate", "field", "game",
           "half", "hand", "ids", "log_since", "pass_season", "plant", "play", "rabbits", "saved", "silo", "skip_to_year", "take",
           "to_commit", "top", "units", "upgrade"]
