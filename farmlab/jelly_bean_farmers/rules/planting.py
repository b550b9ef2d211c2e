"""Sections "Choose whether or not to plant" and "Special Rule for order of planting"
(with the FAQ "Almanac, Geezer, Reactive Planting, and Climate"): the start of a
season, who plants when, and what a seat knows while it plants.

Functions take the game (its named state: :mod:`farmlab.jelly_bean_farmers.state`)
and change it as the section says; the game's flow (``game.py``) calls them in the
text's order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from ...core.errors import IllegalActionError
from ...core.flow import SecretChoices
from ..actions import Plant
from ..state import NONE, PLANT, SPRING, Entry
from . import climate, resolving
from .sections import INFORMED, PLANTED, R_FIELDS, R_ORDER, R_PLANT, R_SUMMER, SEASON

if TYPE_CHECKING:  # pragma: no cover
    from ..game import JellyBeanFarmers


#: the choices of a planting group with nobody in it
NOBODY: Final = SecretChoices(())


def begin_season(g: JellyBeanFarmers, season: int) -> None:
    g.season = season
    g.step = PLANT
    n = g.n
    out, chosen = g.out, g.chosen
    entries: list[list[Entry]] = []
    shown: list[list[list[Any]]] = []
    for s in range(n):
        ch = chosen[s]
        c = ch[season]
        if c >= 0 and not out[s]:
            ch[season] = NONE
            entries.append([Entry(c, False)])
        else:
            entries.append([])
        shown.append([])
    g.entries = entries
    g.shown = shown
    g.fire_used = [False] * n
    # g.seeded needs no reset: every field is unseeded when a season begins
    # (the harvest of the season before, _end_season, cleared the seeds)
    g.plant_choice = [None] * n
    g.plant_done = [False] * n
    g.committed = [True] * n
    g.emit((SEASON, None, g.year + 1, season, R_PLANT if season == SPRING else R_SUMMER))
    known = g.known
    if any(known):
        informed = [s for s in range(n) if known[s] and not out[s] and g.informed(s)]
        if informed:
            g.emit((INFORMED, None, informed, R_ORDER))
    g.plant_group = 0
    set_plant_pending(g)


def informed(g: JellyBeanFarmers, seat: int) -> bool:
    """Does ``seat`` know every climate card this season will reveal (Almanac/Geezer)?"""
    known = g.known[seat]
    if not known:
        return False
    return known.issuperset(g.climate_positions())


def set_plant_pending(g: JellyBeanFarmers) -> None:
    """Special Rule for order of planting: seats that do not know the
    coming climate choose first (together, in secret); seats that know it
    choose after those choices are shown.

    Ruling J5: an informed seat always waits (waiting can only help it),
    so "may choose to wait" is modelled as always choosing last. Seats
    with no food have nothing to choose and are skipped.
    """
    later = g.plant_group == 1
    known = g.known
    out, food, fields = g.out, g.food, g.fields
    pending = []
    if not any(known):  # the usual case: nobody is informed, nobody waits
        if not later:  # the first group, just begun: nobody has chosen yet
            for s in range(g.n):
                if not out[s] and food[s] > 0 and fields[s]:
                    pending.append(s)
        _open_group(g, pending)
        return
    done, choice = g.plant_done, g.plant_choice
    for s in range(g.n):
        if (
            not out[s]
            and food[s] > 0
            and fields[s]
            and not done[s]
            and (bool(known[s]) and g.informed(s)) == later
            and choice[s] is None
        ):
            pending.append(s)
    _open_group(g, pending)


def _open_group(g: JellyBeanFarmers, seats: list[int]) -> None:
    """``seats`` choose what to plant, together and in secret (a group with nobody in it is over at once)."""
    if seats:
        g.plants = SecretChoices(seats)
        g.ask(seats)
    else:
        g.plants = NOBODY
        g.stage = None


def finish_plant_group(g: JellyBeanFarmers) -> None:
    """Every choice of the group is shown at once: seeds go onto the fields."""
    later = g.plant_group == 1
    rule = R_ORDER if later else R_PLANT
    choice, done, food, seeded = g.plant_choice, g.plant_done, g.food, g.seeded
    planted = g.st_planted
    emit = g.emit
    for s, fields in g.plants.revealed():  # every choice of the group, shown now
        choice[s] = fields
        done[s] = True
        if fields:  # (planting nothing is common)
            sd = seeded[s]
            for f in fields:
                sd[f] = True
            k = len(fields)
            food[s] -= k
            planted[s] += k
        emit((PLANTED, s, [*fields], food[s], later, rule))
    if not later:
        g.plant_group = 1
        set_plant_pending(g)
        if g.stage is not None:
            return
    climate.reveal_climate(g)
    resolving.begin_commit(g)


def seeded_now(g: JellyBeanFarmers, seat: int) -> bool:
    return True in g.seeded[seat]


# ------------------------------------------------------------------ the move
def check_plant(g: JellyBeanFarmers, seat: int, action: Plant) -> None:
    """Choose whether or not to plant: different fields of the seat's, in order, 1 food each
    (section "Fields")."""
    if g.step != PLANT:
        raise IllegalActionError("Fields are seeded at the start of a season, before the climate is shown.",
                                 rule=R_PLANT)
    fields: Any = action.fields
    nf = len(g.fields[seat])
    if (type(fields) is not tuple or any(type(x) is not int for x in fields) or len(set(fields)) != len(fields)
            or any(not 0 <= x < nf for x in fields)):
        raise IllegalActionError(f"Name different fields of yours (1 to {nf}) to seed.", rule=R_PLANT)
    if list(fields) != sorted(fields):
        raise IllegalActionError("Name the fields to seed in order, first field first.", rule=R_PLANT)
    if len(fields) > g.food[seat]:
        raise IllegalActionError(f"Each seeded field takes 1 food and {g.names[seat]} has only {g.food[seat]}.",
                                 rule=R_FIELDS)


def plant(g: JellyBeanFarmers, seat: int, action: Plant) -> None:
    """The seat's planting choice, kept secret until its group has chosen."""
    g.plants.choose(seat, action.fields)
    g.stage = g.stage.without(seat)
