"""Jelly Bean Farmers' state, with names: what lies on a farm. No rules here.

A card is an ``int``: action cards are numbered 0..87 in file order (one number
per physical card; ``game.acard[c]`` is its card), climate cards 0..23.
:data:`NONE` marks an empty place.

* :class:`Field` — two ½ Field cards and the upgrades on them (Fertilizer,
  Irrigation, Protective Netting, Perennial), each the card that made it;
* :class:`Silo` — a Silo card, or two ½ Silo cards joined, with its Silo
  Extension and the food it holds;
* :class:`Contract` — a Tribute Contract: who attacked whom, for how much, with
  which Warlord card;
* :class:`Entry` — one card a seat plays this season.

Per seat the game keeps lists indexed by seat (``game.food[seat]``,
``game.fields[seat]`` ...); these classes name what used to be slots of a list.
Each ``to_json`` gives the list the saved-game fingerprints have always used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from .._mypyc import mypyc_attr

if TYPE_CHECKING:  # pragma: no cover
    from .game import JellyBeanFarmers

#: an empty place (no card)
NONE: Final = -1

#: the four field upgrades, in the order of the rule text's FAQ (and of a field's slots)
UPGRADES: Final = ("fertilizer", "irrigation", "netting", "perennial")
UPGRADE_NAMES: Final = {"fertilizer": "Fertilizer", "irrigation": "Irrigation", "netting": "Protective Netting",
                        "perennial": "Perennial"}
#: a silo made from two ½ Silo backs holds what the text says a Silo holds
SILO_FOOD: Final = 5


# Stages of the game (what is being decided now)
KEEP: Final = 0
CHOOSE: Final = 1
PLANT: Final = 2
COMMIT: Final = 3
META: Final = 4
WARLORD: Final = 5
OVER: Final = 6
#: the name of each step of the year (``STEP_NAMES[game.step]``: also the name of its Stage)
STEP_NAMES: Final = ("keep", "choose", "plant", "commit", "meta", "warlord", "over")


SPRING: Final = 0
SUMMER: Final = 1
SEASONS: Final = ("spring", "summer")

# How a card is played: face up, discarded, or one of the four Back Actions
FACE: Final = 0
DISCARD: Final = 1
HALF_FIELD: Final = 2
HALF_SILO: Final = 3
ARMED_MAN: Final = 4
SAVE: Final = 5
HOWS: Final = ("face", "discard", "half_field", "half_silo", "armed_man", "save")
HOW_CODE: Final = {h: i for i, h in enumerate(HOWS)}
BACK_NAMES: Final = {HALF_FIELD: "½ Field", HALF_SILO: "½ Silo", ARMED_MAN: "Armed Man", SAVE: "Saved for Later"}

#: the unit key an Assassin names for an Armed Man made by a Back Action
BACK_MAN: Final = "back_armed_man"
#: a Back-Action Armed Man adds one unit to offense and defense
BACK_MAN_VALUE: Final = 1


@mypyc_attr(serializable=True)  # pickle and copy work in the compiled build
class Field:
    """A field: two ½ Field cards (section "Fields") and its upgrades.

    Each upgrade is the card that made it, or :data:`NONE`.
    """

    __slots__ = ("halves", "fertilizer", "irrigation", "netting", "perennial")

    def __init__(self, halves: tuple[int, int], fertilizer: int = NONE, irrigation: int = NONE,
                 netting: int = NONE, perennial: int = NONE) -> None:
        self.halves = halves
        self.fertilizer = fertilizer
        self.irrigation = irrigation
        self.netting = netting
        self.perennial = perennial

    def upgrade(self, name: str) -> int:
        """The card of upgrade ``name`` ("fertilizer", ...) on this field, or NONE."""
        if name == "fertilizer":
            return self.fertilizer
        if name == "irrigation":
            return self.irrigation
        if name == "netting":
            return self.netting
        if name == "perennial":
            return self.perennial
        raise KeyError(name)

    def set_upgrade(self, name: str, card: int) -> None:
        """Put ``card`` (or NONE) as upgrade ``name`` on this field."""
        if name == "fertilizer":
            self.fertilizer = card
        elif name == "irrigation":
            self.irrigation = card
        elif name == "netting":
            self.netting = card
        elif name == "perennial":
            self.perennial = card
        else:
            raise KeyError(name)

    def upgrade_cards(self) -> list[int]:
        """The cards of the upgrades on this field, in :data:`UPGRADES` order."""
        return [c for c in (self.fertilizer, self.irrigation, self.netting, self.perennial) if c >= 0]

    def cards(self) -> list[int]:
        """Every card this field is made of: its halves and its upgrades."""
        return [*self.halves, *self.upgrade_cards()]

    def has(self) -> dict[str, bool]:
        """Which upgrades the field has, by name."""
        return {"fertilizer": self.fertilizer >= 0, "irrigation": self.irrigation >= 0,
                "netting": self.netting >= 0, "perennial": self.perennial >= 0}

    def code(self, seeded: bool) -> int:
        """The field's index into a season's yield table (see ``Decks.type_yields``):
        1 if seeded + 2 if Fertilizer + 4 if Irrigation + 8 if Netting + 16 if Perennial."""
        return (seeded + (self.fertilizer >= 0) * 2 + (self.irrigation >= 0) * 4 + (self.netting >= 0) * 8
                + (self.perennial >= 0) * 16)

    def to_json(self) -> list[int]:
        return [self.halves[0], self.halves[1], self.fertilizer, self.irrigation, self.netting, self.perennial]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Field) and self.to_json() == other.to_json()

    def __repr__(self) -> str:
        return f"Field({self.to_json()})"


@mypyc_attr(serializable=True)
class Silo:
    """A silo (section "Food Storage"): a Silo card (``second`` is NONE), or two ½
    Silo cards joined; its Silo Extension card, or NONE; ``base``: the food it holds
    without the extension."""

    __slots__ = ("first", "second", "extension", "base")

    def __init__(self, first: int, second: int = NONE, extension: int = NONE, base: int = SILO_FOOD) -> None:
        self.first = first
        self.second = second
        self.extension = extension
        self.base = base

    @property
    def from_halves(self) -> bool:
        """Made of two ½ Silo cards (a Back Action) rather than a Silo card."""
        return self.second >= 0

    def cards(self) -> list[int]:
        """Every card this silo is made of."""
        return [c for c in (self.first, self.second, self.extension) if c >= 0]

    def to_json(self) -> list[int]:
        return [self.first, self.second, self.extension, self.base]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Silo) and self.to_json() == other.to_json()

    def __repr__(self) -> str:
        return f"Silo({self.to_json()})"


@mypyc_attr(serializable=True)
class Contract:
    """A Tribute Contract (section "Pay Tribute to Warlords"): ``victim`` pays
    ``attacker`` ``amount`` food after every summer; ``warlord`` is the Warlord card
    that holds it."""

    __slots__ = ("attacker", "victim", "amount", "warlord")

    def __init__(self, attacker: int, victim: int, amount: int, warlord: int) -> None:
        self.attacker = attacker
        self.victim = victim
        self.amount = amount
        self.warlord = warlord

    def to_json(self) -> list[int]:
        return [self.attacker, self.victim, self.amount, self.warlord]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Contract) and self.to_json() == other.to_json()

    def __repr__(self) -> str:
        return f"Contract({self.to_json()})"


@mypyc_attr(serializable=True)
class Entry:
    """One card a seat plays this season: the season's card, or a saved card.

    ``how`` is NONE until the seat decides (see ``game.HOWS``); ``target``/
    ``where``/``unit`` as in the ``Play`` action; ``done`` marks a resolved meta
    card or a Warlord whose victim is chosen.
    """

    __slots__ = ("card", "saved", "how", "target", "where", "unit", "done")

    def __init__(self, card: int, saved: bool) -> None:
        self.card = card
        self.saved = saved
        self.how = NONE
        self.target = -1
        self.where = -1
        self.unit = ""
        self.done = False

    def to_json(self) -> list[Any]:
        return [self.card, self.saved, self.how, self.target, self.where, self.unit, self.done]


# ------------------------------------------------------------ the whole state
def state_json(g: JellyBeanFarmers) -> dict[str, Any]:
    """The whole state as JSON-able data (``Game.state``: fingerprints, tests)."""
    n = range(g.n)
    return {
        "year": g.year, "season": g.season, "stage": g.step, "deck": list(g.deck),
        "discard": list(g.discard), "climate_order": list(g.climate_order), "revealed": g.revealed,
        "hands": [list(h) for h in g.hands],
        "keep_choice": [list(g.keeps.chosen[s]) if s in g.keeps.chosen else None for s in n],
        "food": list(g.food), "stamps": list(g.stamps), "out": list(g.out), "cashed": list(g.cashed),
        "units": [list(x) for x in g.units], "back_men": [list(x) for x in g.back_men],
        "saved": [list(x) for x in g.saved], "saved_at": [list(x) for x in g.saved_at],
        "fields": [[f.to_json() for f in g.fields[s]] for s in n], "seeded": [list(x) for x in g.seeded],
        "silos": [[x.to_json() for x in g.silos[s]] for s in n],
        "half_fields": [list(x) for x in g.half_fields], "half_silos": [list(x) for x in g.half_silos],
        "cats": [list(x) for x in g.cats], "rabbits": [list(x) for x in g.rabbits],
        "flex": [list(x) for x in g.flex], "known": [sorted(k) for k in g.known],
        "contracts": [c.to_json() for c in g.contracts], "chosen": [list(c) for c in g.chosen],
        "plant_choice": [list(p) if p is not None else None for p in g.plant_choice],
        "plant_group": g.plant_group, "plant_done": list(g.plant_done), "shown": [list(x) for x in g.shown], "entries": [[e.to_json() for e in g.entries[s]] for s in n],
        "committed": list(g.committed), "fire_used": list(g.fire_used),
        "redecide": [list(x) for x in g.redecide],
        "steal_pick": list(g.steal_pick) if g.steal_pick else None,
        "draw2": [g.draw2[0], g.draw2[1], list(g.draw2[2])] if g.draw2 else None,
        "meta_started": g.meta_started, "pending": list(g.stage.seats) if g.stage is not None else [],
        **({"planting": {str(s): list(f) for s, f in sorted(g.plants.chosen.items())}}
           if g.step == PLANT and g.plants.chosen else {}),
    }


def check_invariants(g: JellyBeanFarmers) -> None:
    """Every action card (88) and climate card (24) is in exactly one
    place; food is never negative; the protected/unprotected split
    respects the storage; at most one extension per silo and one of each
    upgrade per field; no Perennial on a farm with Rabbits."""
    n = g.n
    seen: list[int] = []
    seen += g.deck
    seen += g.discard
    for s in range(n):
        seen += g.hands[s]
        seen += [c for c in g.chosen[s] if c >= 0]
        seen += [e.card for e in g.entries[s] if e.card >= 0]
        for lst in (g.units, g.back_men, g.saved, g.half_fields, g.half_silos, g.cats,
                    g.rabbits, g.flex):
            seen += lst[s]
        for f in g.fields[s]:
            assert min(f.halves) >= 0, f"a field of {g.names[s]} lacks its two halves"
            seen += f.cards()
            for name in UPGRADES:
                if f.upgrade(name) >= 0:
                    assert g.acard[f.upgrade(name)].field_effect == name, "an upgrade sits in the wrong place"
            if g.rabbits[s]:
                assert f.perennial < 0, f"{g.names[s]} has a Perennial and Rabbits at once"
        for si in g.silos[s]:
            assert si.first >= 0, "a silo has no card"
            seen += si.cards()
            if si.extension >= 0:
                assert g.acard[si.extension].effect == "extend_silo", "a silo extension is not a Silo Extension"
        assert len(g.half_fields[s]) <= 1 and len(g.half_silos[s]) <= 1, "two loose halves were not joined"
        assert len(g.saved[s]) == len(g.saved_at[s]), "saved cards and their seasons disagree"
        assert len(g.seeded[s]) == len(g.fields[s]), "seeded flags and fields disagree"
        assert g.food[s] >= 0, f"{g.names[s]} has {g.food[s]} food"
        assert g.stamps[s] >= 0, f"{g.names[s]} has {g.stamps[s]} food stamps"
        prot, unprot = g.protected(s), g.unprotected(s)
        assert 0 <= prot <= g.capacity(s) and prot + unprot == g.food[s], "storage split is wrong"
        if g.out[s]:
            assert not g.fields[s] and not g.hands[s] and g.food[s] == 0, "a player out still plays"
    for c in g.contracts:
        seen.append(c.warlord)
        assert c.attacker != c.victim and c.amount > 0, f"bad tribute contract {c}"
        assert g.acard[c.warlord].effect == "tribute_contract", "a contract is held by a card that is not a Warlord"
    pairs = [(c.attacker, c.victim) for c in g.contracts]
    assert len(pairs) == len(set(pairs)), "two contracts between the same attacker and victim"
    if g.draw2 is not None:
        seen += g.draw2[2]
    total = len(g.acard)
    assert len(seen) == total and len(set(seen)) == total, (
        f"{len(seen)} action card places for {total} cards ({len(set(seen))} different)")
    assert sorted(g.climate_order) == list(range(len(g.ccard))), "the climate deck lost or gained a card"
    assert 0 <= g.revealed <= len(g.ccard)
    waiting = g.to_act()
    assert set(waiting) <= set(range(n)) and len(set(waiting)) == len(waiting)
    assert all(not g.out[s] for s in waiting), "a player out of the game is asked to decide"
    assert g.over == (g.step == OVER)
