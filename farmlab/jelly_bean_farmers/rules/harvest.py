"""Sections "Harvest any successful production", "Eat One Food" and "Lose half
unprotected food to vermin", with the climate damage to field upgrades after the
harvest (ruling D8), then summer's tribute or the next season.

Functions take the game (its named state: :mod:`farmlab.jelly_bean_farmers.state`)
and change it as the section says; the game's flow (``game.py``) calls them in the
text's order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state import NONE, PLANT, SUMMER
from . import ending, planting, preparation
from .sections import DESTROYED, EAT, HARVEST, HUNGRY, R_ACTIONS, R_EAT, R_HARVEST, R_VERMIN, VERMIN

if TYPE_CHECKING:  # pragma: no cover
    from ..game import JellyBeanFarmers


def end_season(g: JellyBeanFarmers) -> None:
    """Harvest, climate damage, eat one, vermin; in summer, tribute."""
    g.step = PLANT  # between steps; no decisions are open
    y = 3 * g.year
    order = g.climate_order
    yc = order[y]
    sc = order[y + 1 + g.season]
    table = g.harvest_table(yc, sc)  # a variant hook: food of a field by its upgrades
    food, all_seeded, all_fields, harvested = g.food, g.seeded, g.fields, g.st_harvest
    rabbits = g.rabbits
    emit = g.emit
    # eating and vermin come after the climate damage, which touches fields
    # only: they are worked out in the same pass and recorded afterwards
    after: list[tuple[Any, ...]] = []
    record_after = after.append
    capacity = g.capacity  # a method, so that a rule variant may change the storage
    for s in g._in_game():
        cap = capacity(s)
        seeded = all_seeded[s]
        fields = all_fields[s]
        sown = grows = True in seeded
        if not sown:  # then only a Perennial can grow
            for f in fields:
                if f.perennial >= 0:
                    grows = True
                    break
        if grows:
            got = []
            sown_at = []
            total = 0
            for i, f in enumerate(fields):
                sd = seeded[i]
                if sd:
                    sown_at.append(i)
                k = table[f.code(sd)]
                got.append(k)
                total += k
            if total:
                food[s] += total
                harvested[s] += total
            if total or sown:
                emit((HARVEST, s, got, sown_at, total, food[s], cap, R_HARVEST))
            if sown:
                all_seeded[s] = [False] * len(fields)
        fd = food[s]
        if fd > 0:
            fd -= 1
            food[s] = fd
            record_after((EAT, s, fd >= cap, fd, R_EAT))
        else:
            g.st_hungry[s] += 1
            record_after((HUNGRY, s, R_EAT))
        un = fd - cap
        if un > 0:
            rab = bool(rabbits[s])
            lost = un if rab else (un + 1) // 2
            fd -= lost
            food[s] = fd
            g.st_vermin[s] += lost
            record_after((VERMIN, s, un, lost, rab, fd, R_VERMIN))
    climate_damage(g, yc, sc)
    for event in after:
        emit(event)
    if g.season == SUMMER:
        g.pay_tribute()  # a variant hook (rules.tribute.pay_tribute by default)
    g.record_round()  # the scores after each season, for the what-if lab
    if g.season == SUMMER:
        if g.year + 1 >= g.YEARS:
            ending.finish(g)
            return
        preparation.begin_year(g)
    else:
        planting.begin_season(g, SUMMER)


def climate_damage(g: JellyBeanFarmers, yc: int, sc: int) -> None:
    """D8: a climate card in force destroys its upgrades on every field of
    every farm after the season's harvest (so they still counted).

    Two kinds destroyed at once go in the order of the field slots, not in
    the order of a set of names, which changes from one Python process to
    the next (string hashing) and with it the discard pile, so a replay in
    another process could differ."""
    kill = g.decks.destroyed_by(yc, sc)
    if not kill:
        return
    all_fields, discard = g.fields, g.discard
    for name, climate in kill:
        for s in range(g.n):
            lost = 0
            for f in all_fields[s]:
                card = f.upgrade(name)
                if card >= 0:
                    discard.append(card)
                    f.set_upgrade(name, NONE)
                    lost += 1
            if lost:
                g.emit((DESTROYED, s, name, lost, climate, R_ACTIONS))
