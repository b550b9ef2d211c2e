"""Positions for FARMED rule tests, built with the public API and the named state."""

from __future__ import annotations

from farmlab.farmed import Farmed, LoseCrop, PlaceWoman, PlayCard
from farmlab.farmed.state import DISASTER, PLAY, WOMAN, Planted


def game(n: int = 3, seed: int = 0, **options) -> Farmed:
    return Farmed(["Ana", "Ben", "Chloe", "Dev", "Ema", "Finn", "Gus", "Hana"][:n], seed, debug=True, **options)


def card_of(g: Farmed, name: str) -> int:
    """A Crop card of this kind, taken out of the deck (so every card stays in one place)."""
    t = g.table
    i = next(i for i in range(len(t.deck) - 1, -1, -1) if g.crop_of[t.deck[i]].name == name)
    return t.deck.pop(i)


def plant(g: Farmed, seat: int, *names: str) -> None:
    """Crops of these kinds in ``seat``'s line (taken from the deck)."""
    for name in names:
        g.farms[seat].crops.append(Planted(card_of(g, name)))


def weather_card(g: Farmed, name_or_id: str) -> int:
    t = g.table
    i = next(i for i in range(len(t.weather_deck)) if g.weather_of[t.weather_deck[i]].id == name_or_id
             or g.weather_of[t.weather_deck[i]].name == name_or_id)
    return t.weather_deck.pop(i)


def next_weather(g: Farmed, *ids: str) -> None:
    """The next Weather cards revealed will be these, in this order."""
    cards = [weather_card(g, i) for i in ids]
    g.table.weather_deck.extend(reversed(cards))


def everyone_plays(g: Farmed, choose=None) -> None:
    """Everyone asked plays (``choose(seat) -> action``; default: the first card as a new Crop if there is room)."""
    assert g.table.step == PLAY
    for s in list(g.to_act()):
        a = choose(s) if choose else next(a for a in g.legal_actions(s))
        g.apply(s, a)


def to_season(g: Farmed, season: int) -> None:
    """Play on to the start of ``season`` (0-3): everyone plants; any other decision takes its first option."""
    while g.table.season < season or g.table.step != PLAY:
        if g.table.step == PLAY:
            everyone_plays(g, lambda s: plant_first(g, s))
        else:
            for s in list(g.to_act()):
                g.apply(s, g.legal_actions(s)[0])


def deck_into_discard(g: Farmed) -> None:
    """The Crop deck is used up: all its cards lie on the discard pile."""
    g.table.discard.extend(g.table.deck)
    g.table.deck.clear()


def first(g: Farmed, seat: int, kind=PlayCard):
    return next(a for a in g.legal_actions(seat) if isinstance(a, kind))


__all__ = ["game", "card_of", "plant", "weather_card", "next_weather", "everyone_plays", "to_season",
           "deck_into_discard", "first", "DISASTER", "PLAY",
           "WOMAN", "LoseCrop", "PlaceWoman", "PlayCard", "Planted"]


def plant_first(g: Farmed, s: int) -> PlayCard:
    """The seat's first card as a new Crop (discarding its newest Crop when the line is full)."""
    full = len(g.farms[s].crops) >= g.options.max_crops
    return PlayCard(0, -1, len(g.farms[s].crops) - 1 if full else -1, 1 if g.n == 2 else -1)


def finish_year(g: Farmed, woman=None) -> None:
    """Play the year out: everyone plants, loses the newest Crop to a Disaster, keeps the Woman
    (``woman``: {seat: PlaceWoman} for those who place her)."""
    year = g.table.year
    while not g.over and g.table.year == year:
        step = g.table.step
        for s in list(g.to_act()):
            if step == PLAY:
                g.apply(s, plant_first(g, s))
            elif step == DISASTER:
                g.apply(s, LoseCrop(len(g.farms[s].crops) - 1))
            else:
                g.apply(s, (woman or {}).get(s, PlaceWoman(-1)))
