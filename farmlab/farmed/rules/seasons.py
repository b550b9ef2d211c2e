"""Sections "Crop cards", "Young People Employment" and "Game flow": each season every player
chooses a card of the hand at the same time, plays it — as a Crop in the line (at most 5: to
play a sixth, first discard one) or face down under one of their Crops as a Young — and passes
the rest of the hand to the player on the right.

Ruling F6: the cards chosen are revealed together and put in play in seat order; a Young goes
under a Crop that was in play before this season's cards (a Crop played this season cannot
take a Young this same season).
Ruling F7: seats are numbered clockwise, so "the player on your right" is the seat before yours
(seat 0 passes to the last seat).
Ruling F8 ("Special rules with 2 players"): the card to discard after playing is chosen with the
card played, in the same secret choice; the receiver then draws one card from the deck, except
after the 4th season (the remaining cards are discarded then); a single card is played alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.errors import IllegalActionError
from ...core.events import Secret
from ..actions import BuildUnder, PlayCard
from ..state import Planted
from . import setup, special_improvements as special
from .sections import WASTED, IMPROVED, R_IMPROVEMENTS, PASSED, PLAYED, REPLACED, TWO_DISCARD, YOUNG, R_CROPS, R_FLOW, R_TWO, R_YOUNGS
from .weather import discard_crop

if TYPE_CHECKING:  # pragma: no cover
    from ..cards import Crop, Improvement
    from ..game import Farmed


def plays(g: Farmed, seat: int) -> list[PlayCard | BuildUnder]:
    """Every way ``seat`` may play a card now (Team game: the School and the Nursery under a Crop, F22).

    The list depends only on the shape of the position (the kind of each hand card, the number of
    Crops, a full line, two players): each shape's actions are made once and kept (:func:`_plays`)."""
    farm = g.farms[seat]
    kinds = tuple(map(g.placing.__getitem__, farm.hand))  # where each hand card may go (a table per deck)
    nc = len(farm.crops)
    key = (kinds, nc, nc >= g.options.max_crops, g.n == 2)  # type: ignore[attr-defined]
    known = _PLAYS.get(key)
    if known is None:
        known = _PLAYS[key] = _plays(*key)
    return list(known)


#: the kinds of hand card, as far as where it may go is concerned
CROP, LINE, UNDER = 0, 1, 2


def placing(card: Crop | Improvement) -> int:
    """Where a card of this kind may be played: a Crop in the line (CROP), an Improvement on its
    own line (LINE) or, the School and the Nursery, under a Crop (UNDER)."""
    if card.is_crop:
        return CROP
    return UNDER if card.placement == "under_crop" else LINE  # type: ignore[union-attr]
_PLAYS: dict[tuple[tuple[int, ...], int, bool, bool], tuple[PlayCard | BuildUnder, ...]] = {}


def _plays(kinds: tuple[int, ...], crops: int, full: bool, two: bool) -> tuple[PlayCard | BuildUnder, ...]:
    """Every play of a hand of these ``kinds`` with ``crops`` Crops in play."""
    out: list[PlayCard | BuildUnder] = []
    h = len(kinds)
    for i in range(h):
        discards = [d for d in range(h) if d != i] if two else [-1]
        if two and not discards:
            discards = [-1]
        for d in discards:
            if kinds[i] == UNDER:  # the School or the Nursery goes under a Crop (with none, it is wasted: F22)
                out.extend(BuildUnder(i, j, d) for j in range(crops))
                if not crops:
                    out.append(PlayCard(i, -1, -1, d))
            elif kinds[i] == LINE:  # an Improvement goes on its own line, whatever the number of Crops
                out.append(PlayCard(i, -1, -1, d))
            elif full:
                out.extend(PlayCard(i, -1, r, d) for r in range(crops))
            else:
                out.append(PlayCard(i, -1, -1, d))
            out.extend(PlayCard(i, j, -1, d) for j in range(crops))
    return tuple(out)


def check_play(g: Farmed, seat: int, a: PlayCard | BuildUnder) -> None:
    farm = g.farms[seat]
    h, nc = len(farm.hand), len(farm.crops)
    if not 0 <= a.card < h:
        raise IllegalActionError(f"You have no card number {a.card + 1} in your hand (you hold {h}).", rule=R_FLOW)
    if isinstance(a, BuildUnder):
        special.check_build(g, seat, a)
    elif a.young_on != -1:
        if not 0 <= a.young_on < nc:
            raise IllegalActionError("A Young goes face down under one of your Crops already in play.", rule=R_YOUNGS)
        if a.replace != -1:
            raise IllegalActionError("A Young goes under a Crop; it does not replace one.", rule=R_YOUNGS)
    elif not g.crop_of[farm.hand[a.card]].is_crop:
        if a.replace != -1:
            raise IllegalActionError("An Improvement goes on its own line below your Crops; no Crop is discarded.",
                                     rule=R_IMPROVEMENTS)
        if nc and special.goes_under(g, farm.hand[a.card]):
            raise IllegalActionError(f"The {g.crop_of[farm.hand[a.card]].name} is played under one of your Crops.",
                                     rule=R_IMPROVEMENTS)
    else:
        full = nc >= g.options.max_crops  # type: ignore[attr-defined]
        if full and not 0 <= a.replace < nc:
            raise IllegalActionError(f"You already have {nc} Crops: choose one to discard first to play a new one.",
                                     rule=R_CROPS)
        if not full and a.replace != -1:
            raise IllegalActionError("You have room for this Crop: you discard one only to play a sixth.",
                                     rule=R_CROPS)
    if g.n == 2 and h >= 2:
        if not 0 <= a.discard < h or a.discard == a.card:
            raise IllegalActionError("With two players, choose another card of your hand to discard after playing.",
                                     rule=R_TWO)
    elif a.discard != -1:
        raise IllegalActionError("Only with two players is a second card discarded.", rule=R_TWO)


def resolve(g: Farmed, chosen: list[tuple[int, PlayCard | BuildUnder]]) -> None:
    """Reveal the season's cards together and put them in play in seat order (F6), each leaving
    its hand; then, with two players, the second cards are discarded (F8); then pass (F7)."""
    farms, crop_of, emit = g.farms, g.crop_of, g.emit
    for seat, a in chosen:
        farm = farms[seat]
        hand = farm.hand
        card = hand[a.card]
        if isinstance(a, BuildUnder):
            special.build(g, seat, a)
        elif a.young_on >= 0:
            farm.crops[a.young_on].youngs.append(card)
            farm.youngs_played += 1
            emit((YOUNG, seat, a.young_on))
        elif not crop_of[card].is_crop:
            if g.team and special.goes_under(g, card):  # no Crop to go under: wasted (F22)
                g.table.discard.append(card)
                emit((WASTED, seat, card))
            else:
                farm.improvements.append(card)
                emit((IMPROVED, seat, card))
        else:
            if a.replace >= 0:
                old = farm.crops.pop(a.replace)
                discard_crop(g, old)
                emit((REPLACED, seat, old.card))
            farm.crops.append(Planted(card))
            emit((PLAYED, seat, card))
        if a.discard < 0:  # the card played leaves the hand
            del hand[a.card]
    if g.n == 2:  # the played and the discarded cards leave the hands
        for seat, a in chosen:
            if a.discard >= 0:
                hand = farms[seat].hand
                g.table.discard.append(hand[a.discard])
                emit((TWO_DISCARD, seat, Secret({"card": hand[a.discard]}, to=(seat,))))
                del hand[max(a.card, a.discard)]  # the later one first, so the other keeps its number
                del hand[min(a.card, a.discard)]
    pass_hands(g)


def pass_hands(g: Farmed) -> None:
    """Every player passes the rest of the hand to the player on the right (F7); with two players
    the receiver draws a card (F8)."""
    farms = g.farms
    first = farms[0].hand
    for s in range(1, g.n):  # seat s passes to seat s - 1 ...
        farms[s - 1].hand = farms[s].hand
    farms[-1].hand = first  # ... and seat 0 to the last seat
    if g.n == 2 and g.table.season < 3:
        for f in g.farms:
            if g.table.deck or g.table.discard:  # F13
                f.hand.append(setup.draw(g))
    g.emit((PASSED, None))
