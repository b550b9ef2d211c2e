"""Fields of Green in words: a sentence per kind of event (the kinds are declared in
``rules/sections.py``), a label per action, and a first game's tips per kind of decision."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .actions import (BuildLocation, BuildSilo, BuildTower, DrawCards, EndHarvest, GoToMarket, KeepEquipment,
                      PayHarvest, PayWater, PickCard, PlaceWater)
from .cards import TYPE_NAMES, TYPES
from .rules.sections import EVENTS, R_BUILD, R_HARVEST

if TYPE_CHECKING:  # pragma: no cover
    from ..core.actions import Event
    from .game import FieldsOfGreen

__all__ = ["EVENTS", "TEXT", "GUIDE", "describe", "card_name"]

WHAT = {"coins": "coins", "water": "water", "food": "food", "vp": "VP tokens", "equipment": "Equipment",
        "store_food": "more room in each Silo", "store_water": "more room in each Water Tower"}


def card_name(g: "FieldsOfGreen", card: int) -> str:
    return g.location_of[card].name


def _cite(e: "Event", g: "FieldsOfGreen") -> str:
    return f" ({g._kinds()[e.kind].section})."


def _t(fn: Any) -> Any:
    """A template function: the sentence without its citation; the citation is added here."""
    def template(g: "FieldsOfGreen", e: "Event", viewer: Any) -> str:
        d = e.visible_data(viewer)
        who = g.names[e.seat] if e.seat is not None else ""
        return fn(g, d, who).rstrip(".") + _cite(e, g)
    return template


def _drew(g: "FieldsOfGreen", d: dict[str, Any], who: str) -> str:
    counts = ", ".join(f"{d[k]} {TYPE_NAMES[t]}" for k, t in zip(("fields", "livestock", "facilities", "buildings"),
                                                                  TYPES) if d[k])
    cards = d.get("cards")
    shown = f": {', '.join(card_name(g, c) for c in cards)}" if cards else ""
    return f"{who} draws {counts}{shown}"


def _of(name: str) -> str:
    """The possessive: "Wheat's", "Apple Trees'"."""
    return name + ("'" if name.endswith("s") else "'s")


def _spot(d: dict[str, Any]) -> str:
    return f"({d['x']}, {d['y']})"


def _towers(towers: Any, word: str) -> str:
    """ "2 water on the Water Tower at (0, 0) and 1 on the one at (2, 1)" (``word``: "on" or "from")."""
    parts = [f"{n} {'water ' if i == 0 else ''}{word} {'the Water Tower' if i == 0 else 'the one'} at ({x}, {y})"
             for i, (x, y, n) in enumerate(towers)]
    return ", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1 else "".join(parts)


def _water_asked(g: "FieldsOfGreen", e: "Event", viewer: Any) -> str:
    """G10's question, citing Build Location or, at the Harvest, the Harvest Phase."""
    d = e.visible_data(viewer)
    return (f"{g.names[e.seat]} must choose which Water Towers pay the {d['water']} water for "
            f"{card_name(g, d['card'])} at {_spot(d)} ({R_HARVEST if d['harvest'] else R_BUILD}).")


def _paid(d: dict[str, Any]) -> str:
    parts = [f"{d[k]} {k}" for k in ("coins", "water", "food") if d[k]]
    return ", ".join(parts) or "nothing"


TEXT: dict[str, Any] = {
    "first_player": "{name} has the First Player marker.",
    "start": "{name} starts with {coins} coins, a Water Tower with {water} water and a Silo with {food} food.",
    "round": "Round {round} begins; the cards pass {direction}.",
    "income": "{name} gets {food} food, {water} water and {coins} coins.",
    "lost": "{name} has no room for {food} food and {water} water: they are lost.",
    "water_placed": _t(lambda g, d, who: f"{who} puts {_towers(d['towers'], 'on')}"),
    "water_paid": _t(lambda g, d, who: f"{who} pays {_towers(d['towers'], 'from')}"),
    "water_asked": _water_asked,
    "drew": _t(_drew),
    "pile_closed": _t(lambda g, d, who: f"The {TYPE_NAMES[d['pile']]} pile has run out: it is closed"),
    "chose": "{name} has selected a card.",
    "revealed": _t(lambda g, d, who: f"{who} reveals {card_name(g, d['card'])}"),
    "passed": "Everyone passes the rest of the hand {direction}.",
    "built": _t(lambda g, d, who: f"{who} builds {card_name(g, d['card'])} at {_spot(d)}, paying {_paid(d)}"),
    "ability": _t(lambda g, d, who: f"{card_name(g, d['card'])} gives {who} {d['amount']} {WHAT[d['gives']]}"),
    "tower": _t(lambda g, d, who: f"{who} discards {card_name(g, d['card'])} and builds a Water Tower at {_spot(d)}"),
    "silo": _t(lambda g, d, who: f"{who} discards {card_name(g, d['card'])} and builds a Silo at {_spot(d)}"),
    "market": _t(lambda g, d, who: f"{who} discards {card_name(g, d['card'])} and goes to market, selling "
                                   f"{d['food']} food for {d['coins']} coins"),
    "harvested": _t(lambda g, d, who: f"{who} pays {_paid(d)} for {_of(card_name(g, d['card']))} Harvest and gets "
                                      f"{d['amount']} {WHAT[d['gives']]}"),
    "open_area": _t(lambda g, d, who: f"{_of(who)} {card_name(g, d['card'])} is not harvested: it becomes an Open Area"),
    "marker": "{name} takes the First Player marker.",
    "equipment_drawn": _t(lambda g, d, who: f"{who} draws {d['count']} Equipment" + (
        ": " + ", ".join(g.equipment_of[e].name for e in d["tokens"]) if d.get("tokens") else "")),
    "equipment_placed": _t(lambda g, d, who: f"{who} places {g.equipment_of[d['equipment']].name} on "
                                             f"{card_name(g, d['card'])} at {_spot(d)}"),
    "equipment_aside": _t(lambda g, d, who: f"{who} keeps {g.equipment_of[d['equipment']].name} aside"),
    "equipment_gain": _t(lambda g, d, who: f"{g.equipment_of[d['equipment']].name} gives {who} {d['amount']} "
                                           f"{WHAT[d['gives']]}"),
    "scored": _t(lambda g, d, who: f"{who} scores {d['total']} VP: {d['cards']} on cards, {d['tokens']} in tokens, "
                                   f"{d['game_end']} from Game End abilities, {d['equipment']} from Equipment, "
                                   f"{d['coins']} for coins, {d['food']} for food, {d['towers']} for empty Towers, "
                                   f"{d['aside']} for Equipment aside"),
    "ended": "The game is over.",
    "result": _t(lambda g, d, who: (f"{g.names[d['winners'][0]]} wins with {d['score']} VP" if len(d["winners"]) == 1
                                    else " and ".join(g.names[w] for w in d["winners"])
                                    + f" share the victory with {d['score']} VP")),
    "face_up": _t(lambda g, d, who: "Face up: " + ", ".join(card_name(g, c) for c in d["cards"])),
}

#: A first game's tips: per kind of decision, what to do now and why.
GUIDE: dict[str, str] = {
    "draw": "Choose how many cards to take from each pile: 6 in all, from at least 3 piles. Fields need water, "
            "Livestock need food, Facilities turn one thing into another, Buildings score VP.",
    "pick": "Select the card you want most: the rest of your hand goes to the next player. Think about what "
            "you can pay for now, and what you leave for your neighbour.",
    "act": "Build your card next to your farm if you can pay (water must come from a Water Tower within 2 "
           "cards), or use it to build a Water Tower (2 coins), a Silo (free), or to go to market for coins.",
    "equip": "Keep one Equipment: place it on a matching card of your farm, or keep it aside to place on a card "
             "you build later (1 VP at the end if it is never placed).",
    "water": "Choose which Water Towers get your new water (a Tower holds 3). Put it where the Fields that "
             "will need it can reach it (within 2 cards), and keep some room in each Tower for the next water.",
    "pay": "Choose which Water Towers within 2 cards pay the water. Take it from a Tower that no other Field "
           "needs, so the water near your thirsty Fields stays for their Harvest.",
    "harvest": "Pay the Harvest costs you want, one at a time, in the order you choose. A card you do not pay "
               "for becomes an Open Area for good. Spend food before you make more, so none is lost.",
}


def describe(g: "FieldsOfGreen", a: Any, seat: int) -> str:
    """A short label for a button offering ``a`` to ``seat``."""
    farm = g.farms[seat]
    if isinstance(a, DrawCards):
        return " + ".join(f"{c} {TYPE_NAMES[t]}" for c, t in zip(a.counts(), TYPES) if c) or "Draw nothing"
    if isinstance(a, PickCard):
        cards = g.table.face_up if g.n == 2 else farm.hand
        return f"Select {card_name(g, cards[a.card])}" if 0 <= a.card < len(cards) else "Select ?"
    card = card_name(g, farm.selected) if farm.selected >= 0 else "the card"
    if isinstance(a, BuildLocation):
        extra = ""
        if 0 <= a.equipment < len(farm.aside):
            extra = f" with {g.equipment_of[farm.aside[a.equipment]].name}"
        return f"Build {card} at ({a.x}, {a.y}){extra}"
    if isinstance(a, BuildTower):
        return f"Water Tower at ({a.x}, {a.y})"
    if isinstance(a, BuildSilo):
        return f"Silo at ({a.x}, {a.y})"
    if isinstance(a, GoToMarket):
        return f"Market: sell {a.food} food for {2 + 2 * a.food} coins"
    if isinstance(a, KeepEquipment):
        name = g.equipment_of[farm.drawn[a.token]].name if 0 <= a.token < len(farm.drawn) else "?"
        if a.aside:
            return f"Keep {name} aside"
        place = farm.grid.get((a.x, a.y))
        on = card_name(g, place.card) if place is not None and place.card >= 0 else f"({a.x}, {a.y})"
        return f"{name} on {on}"
    if isinstance(a, PlaceWater):
        return "Put " + _towers(a.towers, "on")
    if isinstance(a, PayWater):
        return "Pay " + _towers(a.towers, "from")
    if isinstance(a, PayHarvest):
        place = farm.grid.get((a.x, a.y))
        return f"Harvest {card_name(g, place.card)}" if place is not None and place.card >= 0 else "Harvest ?"
    if isinstance(a, EndHarvest):
        return "End my Harvest"
    return repr(a)
