"""Section "Back Actions" (and "Saved for Later"): a card played by its back becomes
½ Field, ½ Silo, an Armed Man or a saved card; two halves make a field or a silo.

Functions take the game (its named state: :mod:`farmlab.jelly_bean_farmers.state`)
and change it as the section says; the game's flow (``game.py``) calls them in the
text's order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.events import Secret
from ..state import ARMED_MAN, HALF_FIELD, HALF_SILO, Entry, Field, Silo
from . import resolving
from .sections import ARMED_MAN_ADDED, CARD_SAVED, HALF_FIELD_ADDED, HALF_SILO_ADDED, R_BACK, R_SAVED

if TYPE_CHECKING:  # pragma: no cover
    from ..game import JellyBeanFarmers


def resolve_back(g: JellyBeanFarmers, late: list[tuple[int, Entry]]) -> None:
    """Back Actions come after every face-up card (and after the Warlord):
    ½ Field, ½ Silo, Armed Man, Saved for Later. Face cards whose phase is
    ``back`` (the Armed Man card, D13) join here too (``late``)."""
    entries = g.entries
    if late:
        resolving.resolve_plays(g, late)
    now = 2 * g.year + g.season
    emit = g.emit
    for s, es in enumerate(entries):
        if not es:
            continue
        for e in es:
            how = e.how
            c = e.card
            if c < 0:
                continue
            if how < HALF_FIELD:  # pragma: no cover - every card was decided and resolved before
                g.discard.append(c)
                continue
            if how == HALF_FIELD:
                add_half_field(g, s, c, R_BACK)
            elif how == HALF_SILO:
                halves = g.half_silos[s]
                halves.append(c)
                done = len(halves) == 2
                if done:
                    g.silos[s].append(Silo(halves[0], halves[1]))
                    g.half_silos[s] = []
                emit((HALF_SILO_ADDED, s, done, len(g.silos[s]), R_BACK, Secret({"card": c}, (s,))))
            elif how == ARMED_MAN:
                g.back_men[s].append(c)
                emit((ARMED_MAN_ADDED, s, g.offense(s), g.defense(s), R_BACK, Secret({"card": c}, (s,))))
            else:
                g.saved[s].append(c)
                g.saved_at[s].append(now)
                emit((CARD_SAVED, s, len(g.saved[s]), R_SAVED, Secret({"card": c}, (s,))))
        entries[s] = []


def add_half_field(g: JellyBeanFarmers, s: int, c: int, rule: str) -> None:
    halves = g.half_fields[s]
    halves.append(c)
    done = len(halves) == 2
    if done:
        g.fields[s].append(Field((halves[0], halves[1])))
        g.seeded[s].append(False)
        g.half_fields[s] = []
    g.emit((HALF_FIELD_ADDED, s, done, len(g.fields[s]), rule, Secret({"card": c}, (s,))))
