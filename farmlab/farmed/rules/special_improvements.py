"""Team rules, sections "Special Improvements" and "Use of Special Improvements in Team mode".

* Market Study: at the start of each year you may look at one of the face-down Market cards;
  in a team both players may peek at the same one card.
* Hospital: protects the Youngs from Fire; at the end of the year you may keep 2 Youngs of your
  choice where they are (lost with their Crop; not the Woman). In a team it applies to one of
  the teammate's Youngs too.
* School: played under one of your Crops, it counts as 2 Youngs; discarded with its Crop; it
  leaves the game at the end of the year.
* Nursery: played under one of your Crops, it counts as an additional Woman on her Nutrition
  side (with the Woman there too, 3 points a colour); always discarded at the end of the year.
* Pest Control: when a Pest would make you discard all your Crops of its colour you may discard
  this card instead (not against Natural Disasters); in a team it protects the teammate's Crops too.
* Traditional Knowledge: instead of discarding a Crop to a Natural Disaster you may discard this
  card (not against Pests); in a team it protects one Crop of yours and one of your teammate's.

Ruling F22: the School and the Nursery go under a Crop in play before this season (as a Young,
F6). A player with no Crop who plays one of them discards it without effect.
Ruling F23: the School and the Nursery are Improvements in play: a Storm may take them and the
Hurricane takes them; Fire does not (they are not Young cards). The Nursery, like the School,
is discarded with its Crop. "It leaves the game": the School is out of the game for good (it
is not shuffled back into the deck); the Nursery goes to the discard pile.
Ruling F24: the Nursery counts only if its Crop survives (as the Woman, whose extra card it is),
and it counts for the teammate too ("all Improvements of a player apply also to his teammate").
The School helps only the Crop it lies under.
Ruling F25: Market Study looks at the start of each year it is in play (not in the year it is
played). Its owner chooses which card, or none, alone; the teammate sees the same card without
a decision of its own (looking costs nothing).
Ruling F26: Pest Control's owner is asked only when the Pest would take Crops from the owner or
the teammate; discarded, it saves both players' Crops of that colour from this Pest.
Ruling F27: Traditional Knowledge's owner decides before the Disaster's choices, and is asked only
when the owner or the teammate has a Crop; discarded, it saves both from this Disaster.
Ruling F28: the Hospital spares all its owner's Youngs from Fire and one of the teammate's (the
teammate chooses which when they lie under different Crops). At the end of each year but the
last its owner keeps 2 Youngs and the teammate 1: keeping is never worse, so as many as allowed
are kept; who has a real choice of which chooses, at the same time and in secret.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement
from typing import TYPE_CHECKING

from ...core.errors import IllegalActionError
from ...core.events import Secret
from ..actions import BuildUnder, KeepYoungs, PeekMarket, UseInstead
from ..state import Planted
from .sections import BUILT_UNDER, INSTEAD, KEPT, LEFT_GAME, PEEKED, R_SPECIAL, R_YOUNGS
from .teams import mate, team_of

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Farmed

MARKET_STUDY = "Market Study"
HOSPITAL = "Hospital"
SCHOOL = "School"
PEST_CONTROL = "Pest Control"
TRADITIONAL_KNOWLEDGE = "Traditional Knowledge"
USE_OR_NOT = [UseInstead(1), UseInstead(0)]


def owner(g: Farmed, name: str) -> int:
    """The seat with this special Improvement in play, or -1."""
    if not g.team:
        return -1
    crop_of = g.crop_of
    for s, farm in enumerate(g.farms):
        for c in farm.improvements:
            if crop_of[c].name == name:
                return s
    return -1


def discard_improvement(g: Farmed, seat: int, name: str) -> int:
    farm = g.farms[seat]
    card = next(c for c in farm.improvements if g.crop_of[c].name == name)
    farm.improvements.remove(card)
    g.table.discard.append(card)
    g.emit((INSTEAD, seat, card))
    return card


# ------------------------------------------------------------------ School and Nursery
def goes_under(g: Farmed, card: int) -> bool:
    c = g.crop_of[card]
    return not c.is_crop and c.placement == "under_crop"  # type: ignore[union-attr]


def check_build(g: Farmed, seat: int, a: BuildUnder) -> None:
    farm = g.farms[seat]
    if not 0 <= a.card < len(farm.hand) or not goes_under(g, farm.hand[a.card]):
        raise IllegalActionError("Only the School and the Nursery are played under a Crop.", rule=R_SPECIAL)
    if not 0 <= a.crop < len(farm.crops):
        raise IllegalActionError("The School and the Nursery go under one of your Crops already in play.",
                                 rule=R_SPECIAL)


def build(g: Farmed, seat: int, a: BuildUnder) -> None:
    """The School or the Nursery goes under the Crop and joins its owner's Improvements (F23)."""
    farm = g.farms[seat]
    card = farm.hand[a.card]
    p = farm.crops[a.crop]
    if g.crop_of[card].name == SCHOOL:
        p.school = card
    else:
        p.nursery = card
    farm.improvements.append(card)
    g.emit((BUILT_UNDER, seat, card, a.crop))


def detach(g: Farmed, seat: int, card: int) -> None:
    """An Improvement left ``seat``'s Improvements: if it lay under a Crop, that Crop loses it."""
    for p in g.farms[seat].crops:
        if p.school == card:
            p.school = -1
        if p.nursery == card:
            p.nursery = -1


def drop_with_crop(g: Farmed, p: Planted) -> None:
    """A Crop leaves play: the School or the Nursery under it is discarded with it (F23)."""
    for card in (p.school, p.nursery):
        if card >= 0:
            for farm in g.farms:
                if card in farm.improvements:
                    farm.improvements.remove(card)
            g.table.discard.append(card)
    p.school = p.nursery = -1


def end_of_year(g: Farmed) -> None:
    """The School leaves the game; the Nursery is discarded (F23)."""
    for s, farm in enumerate(g.farms):
        for p in farm.crops:
            if p.school >= 0:
                farm.improvements.remove(p.school)
                g.table.removed.append(p.school)
                g.emit((LEFT_GAME, s, p.school))
            if p.nursery >= 0:
                farm.improvements.remove(p.nursery)
                g.table.discard.append(p.nursery)
                g.emit((LEFT_GAME, s, p.nursery))
            p.school = p.nursery = -1


# ------------------------------------------------------------------ Market Study
def peek_seat(g: Farmed) -> int:
    """Who may look at a face-down Market card at the start of the year (F25), or -1."""
    return owner(g, MARKET_STUDY) if g.table.market_down else -1


def peeks(g: Farmed, seat: int) -> list[PeekMarket]:
    return [PeekMarket(i) for i in range(len(g.table.market_down))] + [PeekMarket(-1)]


def check_peek(g: Farmed, seat: int, a: PeekMarket) -> None:
    if not -1 <= a.card < len(g.table.market_down):
        raise IllegalActionError(f"The Market has {len(g.table.market_down)} face-down cards: look at one of them "
                                 "(or at none).", rule=R_SPECIAL)


def peek(g: Farmed, seat: int, a: PeekMarket) -> None:
    """The owner looks; the teammate sees the same card (F25)."""
    t = g.table
    t.peeked = a.card
    t.peekers = list(team_of(g, seat)) if a.card >= 0 else []
    secret = Secret({"card": t.market_down[a.card]}, to=tuple(t.peekers)) if a.card >= 0 else Secret({}, ())
    g.emit((PEEKED, seat, a.card, secret))


# ------------------------------------------------------------------ Pest Control, Traditional Knowledge
def pest_control_due(g: Farmed, colour: str) -> int:
    """The owner of Pest Control, when this Pest would take Crops of the owner or the teammate (F26)."""
    o = owner(g, PEST_CONTROL)
    if o < 0:
        return -1
    crop_of = g.crop_of
    hit = any(crop_of[p.card].colour == colour for s in team_of(g, o) for p in g.farms[s].crops)
    return o if hit else -1


def tradition_due(g: Farmed) -> int:
    """The owner of Traditional Knowledge, when the owner or the teammate would lose a Crop (F27)."""
    o = owner(g, TRADITIONAL_KNOWLEDGE)
    if o < 0:
        return -1
    return o if any(g.farms[s].crops for s in team_of(g, o)) else -1


def use_instead(g: Farmed, seat: int, name: str, a: UseInstead) -> list[int]:
    """Discard the card instead (``a.use``): the seats it protects, else none."""
    if not a.use:
        return []
    discard_improvement(g, seat, name)
    return list(team_of(g, seat))


def check_use(g: Farmed, seat: int, a: UseInstead) -> None:
    if a.use not in (0, 1):
        raise IllegalActionError("Answer 1 to discard the card instead, or 0 to keep it.", rule=R_SPECIAL)


# ------------------------------------------------------------------ Hospital
def fire_spares(g: Farmed, choice: int = -1) -> dict[int, int]:
    """Fire with a Hospital in play (F28): ``{seat: crop}``, the crop whose one Young is spared,
    -1 for all the seat's Youngs."""
    o = owner(g, HOSPITAL)
    if o < 0:
        return {}
    out = {o: -1}
    m = mate(g, o)
    if m >= 0:
        crops = [i for i, p in enumerate(g.farms[m].crops) if p.youngs]
        if crops:
            out[m] = choice if choice in crops else crops[0]
    return out


def fire_chooser(g: Farmed) -> int:
    """The Hospital owner's teammate, when its Youngs lie under two Crops or more (F28), or -1."""
    o = owner(g, HOSPITAL)
    m = mate(g, o) if o >= 0 else -1
    if m < 0:
        return -1
    return m if sum(1 for p in g.farms[m].crops if p.youngs) >= 2 else -1


def keepers(g: Farmed) -> dict[int, int]:
    """How many Youngs each seat keeps at the end of the year (F28): the owner 2, the teammate 1."""
    o = owner(g, HOSPITAL)
    if o < 0:
        return {}
    out = {o: 2}
    m = mate(g, o)
    if m >= 0:
        out[m] = 1
    return out


def keep_options(g: Farmed, seat: int, k: int) -> list[KeepYoungs]:
    """Every way to keep as many Youngs as allowed (F28): crop numbers, one per Young kept."""
    crops = g.farms[seat].crops
    have = [i for i, p in enumerate(crops) for _ in p.youngs]
    k = min(k, len(have))
    counts = Counter(have)
    out = []
    for combo in combinations_with_replacement(sorted(counts), k):
        if all(combo.count(i) <= counts[i] for i in set(combo)):
            out.append(KeepYoungs(combo))
    return out


def check_keep(g: Farmed, seat: int, a: KeepYoungs, k: int) -> None:
    if a not in keep_options(g, seat, k):
        raise IllegalActionError(f"The Hospital keeps {k} Young{'s' if k != 1 else ''}: name the Crops "
                                 "they lie under.", rule=R_YOUNGS)


def keep(g: Farmed, seat: int, crops: tuple[int, ...]) -> None:
    """Keep one Young under each Crop named (where they are); discard the others now."""
    t = g.table
    for i, p in enumerate(g.farms[seat].crops):
        n = crops.count(i)
        t.discard.extend(p.youngs[n:])
        p.youngs = p.youngs[:n]
    t.kept.append(seat)
    g.emit((KEPT, seat, len(crops)))
