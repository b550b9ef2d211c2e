"""Climate odds, the plain way: what a field is expected to yield, from what a seat can see.

This is the reference implementation of the climate odds. The board shows its
numbers (through the view: ``fields[i]["expected_if_seeded"]``), and the heuristic
bot's fast :class:`~farmlab.jelly_bean_farmers.bots.ClimateModel` is tested equal to
it (``tests/jelly_bean_farmers/test_odds.py``).

A climate card not yet revealed is equally likely to be any card the seat has not
seen (the deck minus the revealed cards and what an Almanac or Geezer showed it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from .cards import ClimateCard, field_yield

if TYPE_CHECKING:  # pragma: no cover
    from .game import JellyBeanFarmers


def expected_yield(types: Iterable[ClimateCard], unseen: dict[str, int], year: ClimateCard | None,
                   season: ClimateCard | None, *, seeded: bool, fertilizer: bool = False, irrigation: bool = False,
                   netting: bool = False, perennial: bool = False) -> float | None:
    """Expected food from one field when the unknown climate cards are drawn from ``unseen``
    (card id -> copies not seen yet): exact when both cards are known, an average over the
    unseen cards when one is known, over ordered pairs of distinct unseen cards when neither is.
    ``None`` when no card is left to draw."""
    kinds = [c for c in types if unseen.get(c.id, 0) > 0]

    def y(a: ClimateCard, b: ClimateCard) -> int:
        return field_yield(seeded, a, b, fertilizer=fertilizer, irrigation=irrigation, netting=netting,
                           perennial=perennial)

    if year is not None and season is not None:
        return float(y(year, season))
    total = weight = 0
    if year is not None or season is not None:
        for c in kinds:
            w = unseen[c.id]
            total += w * (y(year, c) if year is not None else y(c, season))  # type: ignore[arg-type]
            weight += w
    else:
        for a in kinds:
            for b in kinds:
                w = unseen[a.id] * (unseen[b.id] - (1 if a.id == b.id else 0))
                if w > 0:
                    total += w * y(a, b)
                    weight += w
    return total / weight if weight else None


def unseen_climate(g: "JellyBeanFarmers", seat: int) -> dict[str, int]:
    """Climate card id -> copies ``seat`` has not seen (neither revealed nor shown to it)."""
    types = g.decks.climate
    unseen = {c.id: c.count for c in types}
    order, ccard = g.climate_order, g.ccard
    for p in range(len(order)):
        if p < g.revealed or p in g.known[seat]:
            unseen[ccard[order[p]].id] -= 1
    return unseen


def expected_harvest(g: "JellyBeanFarmers", seat: int) -> list[float | None]:
    """For each of ``seat``'s fields: the food it is expected to yield this season if
    seeded now (the seed included), from what ``seat`` can see."""
    types = g.decks.climate
    by_id = {c.id: c for c in types}
    unseen = unseen_climate(g, seat)
    year_pos = 3 * g.year
    season_pos = year_pos + 1 + g.season

    def card(p: int) -> ClimateCard | None:
        if p < g.revealed or p in g.known[seat]:
            return by_id[g.ccard[g.climate_order[p]].id]
        return None

    year, season = card(year_pos), card(season_pos)
    return [expected_yield(types, unseen, year, season, seeded=True, **f.has()) for f in g.fields[seat]]
