"""Sections "Weather cards", "Natural Disasters" and "Event cards".

A Weather card goes on the year's line. An Event is resolved at once (a Pest: every player
discards all Crops of its colour; Fire: every player discards all Youngs) and another card is
revealed on top of it, until a genuine Weather card lies on the line. Each genuine card that
makes three or more cards of its kind on the line brings a Natural Disaster: every player
discards one Crop of their choice.

Ruling F2: a Crop discarded by a Pest or a Disaster takes its Youngs with it; a Woman under it
goes back to her owner (she always comes back, "Woman cards").
Ruling F3: Fire takes the Young cards only; the Woman is not a Young card and stays.
Ruling F4: a player with exactly one Crop loses it to a Disaster without being asked (there is
no choice); a player with none loses nothing.
Ruling F5: should the Weather deck run out (only in games longer than the text's 4 years),
the cards that left the line are shuffled into a new deck.

In the Team game a Pest or a Fire may wait for a decision (Pest Control, the Hospital: see
:mod:`.special_improvements`): the revealing stops with ``table.awaiting`` set, and goes on
once the decision is made.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ...core.game import shuffle
from ..actions import LoseCrop
from ..state import Planted
from . import special_improvements as special
from .sections import DISASTER, EVENT_CARD, FIRE, HURRICANE, LOST, PEST, PROTECTED, STORMED, WEATHER_CARD

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Farmed


def reveal(g: Farmed) -> None:
    """Reveal Weather cards until a genuine one lies on the line; count a Natural Disaster if due.
    (Team game: stops at a Pest or a Fire that waits for a decision, ``table.awaiting``.)"""
    t = g.table
    while True:
        if not t.weather_deck:  # F5
            t.weather_deck, t.weather_discard = t.weather_discard, []
            shuffle(g.rng, t.weather_deck)
        card = t.weather_deck.pop()
        t.line.append(card)
        w = g.weather_of[card]
        g.emit((EVENT_CARD if w.event else WEATHER_CARD, None, card))
        if not w.event:
            break
        if w.kind == "pest":
            if g.team and special.pest_control_due(g, w.colour) >= 0:
                t.awaiting = "pest:" + w.colour
                return
            pest(g, w.colour)
        elif w.kind == "fire":
            if g.team and special.fire_chooser(g) >= 0:
                t.awaiting = "fire"
                return
            fire(g)
        elif w.kind == "storm":  # each player discards one of his Improvements (if any)
            t.pending_storms += 1
            g.emit((STORMED, None))
        elif w.kind == "hurricane":  # all Improvements in play are discarded
            for s, farm in enumerate(g.farms):
                n = len(farm.improvements)
                t.discard.extend(farm.improvements)
                farm.improvements = []
                for p in farm.crops:  # the School and the Nursery too (F23)
                    p.school = p.nursery = -1
                g.emit((HURRICANE, s, n))
    same = 0  # the genuine cards of its kind on the line, this one included
    for c in t.line:
        if g.weather_of[c].symbol == w.symbol:  # (an Event shows no symbol)
            same += 1
    if same >= 3:
        t.pending_disasters += 1
        g.emit((DISASTER, None, w.symbol, same))


def pest(g: Farmed, colour: str, spared: list[int] | tuple[int, ...] = ()) -> None:
    """A Pest: every player discards all Crops of its colour (F2); ``spared``: the seats Pest
    Control protects (F26)."""
    for s, farm in enumerate(g.farms):
        if s in spared:
            g.emit((PROTECTED, s, special.PEST_CONTROL))
            continue
        kept: list[Planted] = []
        gone: list[Planted] = []
        for p in farm.crops:  # the Crops of its colour are gone, the others kept
            (gone if g.crop_of[p.card].colour == colour else kept).append(p)
        if gone:
            farm.crops = kept
            for p in gone:
                discard_crop(g, p)
            farm.lost_to_disasters += len(gone)
        g.emit((PEST, s, colour, len(gone)))


def fire(g: Farmed, choice: int = -1) -> None:
    """Fire: every player discards all Young cards (F3); a Hospital spares some (F28; ``choice``:
    the Crop whose Young the owner's teammate keeps)."""
    spares = special.fire_spares(g, choice) if g.team else {}
    for s, farm in enumerate(g.farms):
        keep = spares.get(s, -2)
        if keep == -1:
            g.emit((PROTECTED, s, special.HOSPITAL))
            continue
        n = 0
        for i, p in enumerate(farm.crops):
            kept = 1 if i == keep and p.youngs else 0
            n += len(p.youngs) - kept
            g.table.discard.extend(p.youngs[kept:])
            p.youngs = p.youngs[:kept]
        g.emit((FIRE, s, n))


def discard_crop(g: Farmed, p: Planted) -> None:
    """A Crop leaves play with its Youngs; a Woman under it goes back to her owner (F2)."""
    g.table.discard.append(p.card)
    g.table.discard.extend(p.youngs)
    p.youngs = []
    p.woman = ""
    if p.school >= 0 or p.nursery >= 0:
        special.drop_with_crop(g, p)


def disaster_seats(g: Farmed) -> list[int]:
    """Who must choose a Crop to lose: players with two or more Crops (F4), but those Traditional
    Knowledge spares (F27)."""
    spared = g.table.spared
    return [s for s, f in enumerate(g.farms) if len(f.crops) >= 2 and s not in spared]


def losses(g: Farmed, seat: int) -> list[LoseCrop]:
    """A Natural Disaster: "every player discards one Crop of their choice" — one action per Crop
    of ``seat``'s (the same few lists come back: each made once, :func:`_losses`)."""
    return list(_losses(len(g.farms[seat].crops)))


@lru_cache(maxsize=None)
def _losses(crops: int) -> tuple[LoseCrop, ...]:
    return tuple([LoseCrop(i) for i in range(crops)])


def lose_only_crops(g: Farmed) -> None:
    """F4: a player with a single Crop loses it without a choice."""
    spared = g.table.spared
    for s, farm in enumerate(g.farms):
        if len(farm.crops) == 1 and s not in spared:
            p = farm.crops.pop()
            discard_crop(g, p)
            farm.lost_to_disasters += 1
            g.emit((LOST, s, p.card))


def lose(g: Farmed, seat: int, crop: int) -> None:
    """A Natural Disaster: ``seat`` discards its Crop number ``crop`` (revealed with the others')."""
    farm = g.farms[seat]
    p = farm.crops.pop(crop)
    discard_crop(g, p)
    farm.lost_to_disasters += 1
    g.emit((LOST, seat, p.card))
