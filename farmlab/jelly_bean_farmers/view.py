"""What a Jelly Bean Farmers board shows one seat: :func:`view`, and :func:`text`.

Everything a renderer draws is here, computed by the engine (scores as the
engine counts them, capacities, offense and defense, what a field would
yield; while a seat plants, each of its fields' ``expected_if_seeded`` from
:mod:`.odds`), so that boards never recompute a rule. The view of a seat leaves out
what it cannot see: other hands, action cards chosen but not yet revealed,
faces of saved cards and of Back-Action cards, the climate deck order and
what an Almanac or Geezer showed. ``seat=None`` is the teacher's view.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .cards import climate_sum
from .odds import expected_harvest
from .state import COMMIT, FACE, HOWS, META, PLANT, SEASONS, STEP_NAMES, WARLORD, Entry, Field, Silo

if TYPE_CHECKING:  # pragma: no cover
    from .game import JellyBeanFarmers


def view(g: "JellyBeanFarmers", seat: int | None) -> dict[str, Any]:
    """What ``seat`` may see: other hands, action cards chosen but not yet
    revealed, faces of saved cards and of Back-Action cards, the climate
    deck order and what an Almanac or Geezer showed stay hidden."""
    ac = g.acard
    y = g.year
    v: dict[str, Any] = {
        "year": y + 1, "years": g.YEARS, "season": SEASONS[g.season], "stage": STEP_NAMES[g.step],
        "deck_size": len(g.deck), "discard_size": len(g.discard), "keep_count": g.keep_count,
        "climate_left": len(g.climate_order) - g.revealed,
        "climate": {"year": g.climate_json(g.year_card()) if y >= 0 else None,
                    "spring": g.climate_json(g.climate_order[3 * y + 1]) if y >= 0 and g.revealed > 3 * y + 1 else None,
                    "summer": g.climate_json(g.climate_order[3 * y + 2]) if y >= 0 and g.revealed > 3 * y + 2 else None},
        "climate_past": [[g.climate_json(g.climate_order[p]) for p in range(3 * k, 3 * k + 3)]
                         for k in range(max(0, y))],
        "fire": g.fire_in_force() if y >= 0 else False,
        "contracts": [{"attacker": c.attacker, "victim": c.victim, "amount": c.amount, "card": g.card_json(c.warlord)}
                      for c in g.contracts],
        "players": [],
    }
    if g.step == META and g.steal_pick is not None:
        v["shown"] = {str(o): g.card_json(g.current_card(o)) for o in g.steal_victims(g.steal_pick[0])}
    in_force = _cards_in_force(g)
    v["season_math"] = _season_math(g, *in_force) if in_force is not None else None
    growing = in_force is not None and g.step in (COMMIT, META, WARLORD)
    table = g.harvest_table(*in_force) if growing and in_force is not None else None
    scores = g.scores()  # the score as the engine counts it (a board never recomputes it)
    for s in range(g.n):
        mine = seat is None or seat == s
        units = [dict(g.card_json(c), offense=ac[c].offense, defense=ac[c].defense) for c in g.units[s]]
        fields = []
        # while this seat plants: what each of its fields would yield if seeded, from what it can see
        odds = expected_harvest(g, s) if seat == s and g.step == PLANT and y >= 0 else None
        for fi, f in enumerate(g.fields[s]):
            fields.append({"upgrades": [g.card_json(c)["id"] for c in f.upgrade_cards()], **f.has(),
                           "upgrade_names": [ac[c].name for c in f.upgrade_cards()],
                           "seeded": g.seeded[s][fi] if g.plant_choice[s] is not None or mine else False,
                           "expected_if_seeded": odds[fi] if odds is not None else None,
                           # what the field yields this season, once both cards in force are shown
                           "yield_now": table[f.code(g.seeded[s][fi])] if table is not None
                           and (g.seeded[s][fi] or f.perennial >= 0) else None})
        p: dict[str, Any] = {
            "name": g.names[s], "out": g.out[s], "food": g.food[s], "score": scores[s],
            "stamp_points": g.options.stamp_points,  # type: ignore[attr-defined]
            "protected": g.protected(s),
            "unprotected": g.unprotected(s), "capacity": g.capacity(s), "stamps": g.stamps[s],
            "hand_size": g.hand_size(s), "hand_count": len(g.hands[s]),
            "offense": g.offense(s), "defense": g.defense(s), "units": units,
            "back_armed_men": len(g.back_men[s]), "saved_count": len(g.saved[s]),
            "fields": fields, "half_fields": len(g.half_fields[s]),
            "silos": [{"capacity": si.base + (ac[si.extension].storage if si.extension >= 0 else 0),
                       "extension": si.extension >= 0, "card": not si.from_halves} for si in g.silos[s]],
            "half_silos": len(g.half_silos[s]), "cats": len(g.cats[s]), "rabbits": len(g.rabbits[s]),
            "flexible_hands": len(g.flex[s]), "informed": g.informed(s) if y >= 0 and g.step == PLANT else False,
            "placement": _placement_view(g, s, mine), "season_card": _season_card_view(g, s, mine),
            "committed": g.committed[s] if g.step == COMMIT else None,
            "plays": _plays_view(g, s, mine),
        }
        if mine:
            p["hand"] = [g.card_json(c) for c in g.hands[s]]
            p["saved"] = [dict(g.card_json(c), usable=i in g.usable_saved(s))
                          for i, c in enumerate(g.saved[s])]
            p["known_climate"] = {str(pos + 1): g.climate_json(g.climate_order[pos])
                                  for pos in sorted(g.known[s]) if pos >= g.revealed}
            if g.draw2 is not None and g.draw2[0] == s:
                p["drawn"] = [g.card_json(c) for c in g.draw2[2]]
        v["players"].append(p)
    if seat is None:
        v["climate_deck"] = [g.ccard[c].id for c in g.climate_order[g.revealed:]]
    return v

def _season_card_view(g: "JellyBeanFarmers", s: int, mine: bool) -> Any:
    """This season's card while it still lies face down on the Action
    Placement card (planting, deciding), else None."""
    if g.step in (PLANT, COMMIT, META):
        es = g.entries[s]
        if es and not es[0].saved and es[0].card >= 0:
            return g.card_json(es[0].card) if mine else "hidden"
    return None

def _placement_view(g: "JellyBeanFarmers", s: int, mine: bool) -> list[Any]:
    """The cards placed for later seasons of the year, still face down
    (both at Choose Actions, the summer card during spring); this
    season's card is ``season_card``."""
    out: list[Any] = []
    for c in g.chosen[s]:
        if c >= 0:
            out.append(g.card_json(c) if mine else "hidden")
    return out

def _plays_view(g: "JellyBeanFarmers", s: int, mine: bool) -> list[Any]:
    """This season's plays as shown on the table (Back Actions by their
    orientation only) and, for the seat itself, its decided but not yet
    revealed plays."""
    out: list[Any] = []
    for card, how, target, where, unit, saved in g.shown[s]:
        item: dict[str, Any] = {"how": how, "saved": saved, "revealed": True}
        if card >= 0:
            item["card"] = g.card_json(card)
            item.update(target=target, where=where, unit=unit)
        out.append(item)
    if mine:
        for e in g.entries[s]:
            if e.card >= 0:
                item = {"how": HOWS[e.how] if e.how >= 0 else None, "saved": e.saved, "revealed": False,
                        "card": g.card_json(e.card)}
                if e.how == FACE:
                    item.update(target=e.target, where=e.where, unit=e.unit)
                out.append(item)
    return out


def text(g: "JellyBeanFarmers", viewer: int | None = None) -> str:
    """A plain-text picture of the table as ``viewer`` sees it."""
    v = g.view(viewer)
    cl = v["climate"]
    lines = [f"Year {v['year']}/{g.YEARS}, {v['season']} — {v['stage']}; deck {v['deck_size']}, "
             f"discard {v['discard_size']}, climate cards left {v['climate_left']}"]
    if cl["year"]:
        parts = [f"year: {cl['year']['name']}"]
        if cl["spring"]:
            parts.append(f"spring: {cl['spring']['name']}")
        if cl["summer"]:
            parts.append(f"summer: {cl['summer']['name']}")
        lines.append("Climate — " + ", ".join(parts))
    for s, p in enumerate(v["players"]):
        if p["out"]:
            lines.append(f"{p['name']:>6}: out of the game")
            continue
        fields = " | ".join(("seeded" if f["seeded"] else "fallow") + ("+" + "+".join(f["upgrades"]) if f["upgrades"] else "")
                            for f in p["fields"])
        silos = ", ".join(f"{si['capacity']}" for si in p["silos"])
        units = ", ".join(u["name"] for u in p["units"])
        hand = ", ".join(c["name"] for c in p["hand"]) if "hand" in p else f"{p['hand_count']} cards"
        lines.append(
            f"{p['name']:>6}: food {p['food']} ({p['protected']} safe, {p['unprotected']} unprotected), "
            f"stamps {p['stamps']}; off {p['offense']} / def {p['defense']} [{units}"
            f"{'; ' if units and p['back_armed_men'] else ''}{str(p['back_armed_men']) + ' back Armed Men' if p['back_armed_men'] else ''}]; "
            f"fields [{fields}]{' +½' if p['half_fields'] else ''}; silos [{silos}]{' +½' if p['half_silos'] else ''}"
            f"{'; cats ' + str(p['cats']) if p['cats'] else ''}{'; RABBITS' if p['rabbits'] else ''}; "
            f"saved {p['saved_count']}; hand: {hand}")
    for c in v["contracts"]:
        lines.append(f"Tribute: {g.names[c['victim']]} pays {g.names[c['attacker']]} {c['amount']} a year")
    return "\n".join(lines)


def _cards_in_force(g: "JellyBeanFarmers") -> tuple[int, int] | None:
    """The physical climate cards (year card, this season's card) once both are shown."""
    if g.year < 0:
        return None
    year_pos, season_pos = 3 * g.year, 3 * g.year + 1 + g.season
    if g.revealed <= season_pos:
        return None
    return g.climate_order[year_pos], g.climate_order[season_pos]


def _season_math(g: "JellyBeanFarmers", year: int, season: int) -> dict[str, Any]:
    """What the two climate cards in force do to a field, for the board's worked sum: the
    climate modifier (the deck's arithmetic, "add 'em up") and the food of a field of each
    kind, from the engine's own harvest table (a rule variant changes it here too)."""
    a, b = g.ccard[year], g.ccard[season]
    food = g.harvest_table(year, season)

    def grows(seeded: bool, **upgrades: bool) -> int:
        f = Field((0, 0))
        for name, on in upgrades.items():
            f.set_upgrade(name, 0 if on else -1)
        return food[f.code(seeded)]

    return {"year": a.name, "season_card": b.name,
            "sum": climate_sum(a, b), "sum_irrigation": climate_sum(a, b, irrigation=True),
            "sum_netting": climate_sum(a, b, netting=True),
            "sum_both": climate_sum(a, b, irrigation=True, netting=True),
            "seeded": grows(True), "irrigation": grows(True, irrigation=True), "netting": grows(True, netting=True),
            "both": grows(True, irrigation=True, netting=True), "fertilizer": grows(True, fertilizer=True),
            "perennial_unseeded": grows(False, perennial=True)}


# ------------------------------------------------------------ what a seat cannot see
def shuffle_unseen(g: JellyBeanFarmers, seat: int, rng: Any) -> None:
    """Deal anew every action card and climate card ``seat`` cannot see (the
    conformance test's secrecy check). While a Steal shows cards (META) some
    current cards are on view, so nothing is shuffled then."""
    if g.step == META:
        return
    # every hidden place, as (list, index), (Field, "halves"), (Silo, "halves") or (Entry, "card")
    slots: list[tuple[Any, Any]] = [(g.deck, i) for i in range(len(g.deck))]
    slots += [(g.discard, i) for i in range(len(g.discard))]  # only its size is shown
    for o in range(g.n):
        if o == seat:
            continue
        for lst in (g.hands[o], g.chosen[o], g.saved[o], g.back_men[o], g.half_fields[o],
                    g.half_silos[o]):
            slots += [(lst, i) for i in range(len(lst)) if lst[i] >= 0]
        for f in g.fields[o]:  # a field shows its card backs
            slots += [(f, 0), (f, 1)]
        for si in g.silos[o]:
            if si.from_halves:  # built from two ½ Silo backs (a Silo card is face up)
                slots += [(si, 0), (si, 1)]
        if g.step == COMMIT:  # cards decided in secret, not yet revealed
            slots += [(e, -1) for e in g.entries[o] if e.card >= 0]
        if g.draw2 is not None and g.draw2[0] == o:
            slots += [(g.draw2[2], 0), (g.draw2[2], 1)]
    cards = [_hidden_card(place, i) for place, i in slots]
    rng.shuffle(cards)
    for (place, i), c in zip(slots, cards):
        _put_hidden_card(place, i, c)
    hidden = [p for p in range(g.revealed, len(g.climate_order)) if p not in g.known[seat]]
    vals = [g.climate_order[p] for p in hidden]
    rng.shuffle(vals)
    for p, c in zip(hidden, vals):
        g.climate_order[p] = c


def _hidden_card(place: Any, i: int) -> int:
    """The card at a hidden place (see ``shuffle_unseen``)."""
    if isinstance(place, Field):
        return place.halves[i]
    if isinstance(place, Silo):
        return place.first if i == 0 else place.second
    if isinstance(place, Entry):
        return place.card
    return place[i]


def _put_hidden_card(place: Any, i: int, card: int) -> None:
    if isinstance(place, Field):
        place.halves = (card, place.halves[1]) if i == 0 else (place.halves[0], card)
    elif isinstance(place, Silo):
        if i == 0:
            place.first = card
        else:
            place.second = card
    elif isinstance(place, Entry):
        place.card = card
    else:
        place[i] = card
