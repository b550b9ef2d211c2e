"""FARMED in words: a sentence per kind of event (the kinds are declared in ``rules/sections.py``)
and a first game's tips per kind of decision."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .rules.sections import EVENTS

if TYPE_CHECKING:  # pragma: no cover
    from ..core.actions import Event
    from .game import Farmed

__all__ = ["EVENTS", "TEXT", "GUIDE", "crop_name", "weather_name", "describe_team_action"]


def crop_name(g: "Farmed", card: int) -> str:
    return g.crop_of[card].name


def weather_name(g: "Farmed", card: int) -> str:
    w = g.weather_of[card]
    return w.name if w.event else f"{w.name} ({w.symbols} {w.symbol})"


def _cite(e: "Event", g: "Farmed") -> str:
    return f" ({g._kinds()[e.kind].section})."


def _t(fn: Any) -> Any:
    """A template function: the sentence without its citation; the citation is added here."""
    def template(g: "Farmed", e: "Event", viewer: Any) -> str:
        d = e.visible_data(viewer)
        who = g.names[e.seat] if e.seat is not None else ""
        return fn(g, d, who, viewer, e).rstrip(".") + _cite(e, g)
    return template


def _who(g: "Farmed", seat: int) -> str:
    return g.names[seat] if 0 <= seat < g.n else "nobody"


def _team_score(g: "Farmed", d: dict[str, Any], who: str, viewer: Any, e: "Event") -> str:
    extra = "".join(f" + {d[k]} {why}" for k, why in (("woman", "from the Woman"), ("nursery", "from a Nursery")) if d[k])
    alone = " (playing alone: Nutrition doubled)" if d["alone"] else ""
    return (f"{who} scores {d['points']}: {d['crops']} Crop{'s' if d['crops'] != 1 else ''} + {d['colours']} "
            f"colour{'s' if d['colours'] != 1 else ''}{extra}{alone} (total {d['total']})")


def _market_team(g: "Farmed", d: dict[str, Any], who: str, viewer: Any, e: "Event") -> str:
    if d["alone"]:
        return f"{who} plays alone this year: the Market's {d['own']} point{'s' if d['own'] != 1 else ''} count double"
    return f"{who} shares the Market with the teammate: {d['own']} + {d['mate']} = {d['points']} points for each"


def _peek(g: "Farmed", d: dict[str, Any], who: str, viewer: Any, e: "Event") -> str:
    if d["index"] < 0:
        return f"{who} does not look at the Market's face-down cards"
    seen = f": it is {crop_name(g, d['card'])}" if "card" in d else ""
    return f"{who} looks at face-down Market card {d['index'] + 1} with Market Study{seen}"


def describe_team_action(g: "Farmed", action: Any, seat: int) -> str:
    """The Team game's actions in words (for buttons)."""
    from .actions import BuildUnder, KeepYoungs, PeekMarket
    from .state import TRADITION

    farm = g.farms[seat]
    if isinstance(action, BuildUnder):
        card = crop_name(g, farm.hand[action.card]) if 0 <= action.card < len(farm.hand) else "?"
        under = crop_name(g, farm.crops[action.crop].card) if 0 <= action.crop < len(farm.crops) else "?"
        text = f"{card} under {under}"
        if 0 <= action.discard < len(farm.hand):
            text += f"; discard {crop_name(g, farm.hand[action.discard])}"
        return text
    if isinstance(action, PeekMarket):
        return "Look at no Market card" if action.card < 0 else f"Look at face-down Market card {action.card + 1}"
    if isinstance(action, KeepYoungs):
        if not action.crops:
            return "Keep no Young"
        names = [crop_name(g, farm.crops[i].card) if 0 <= i < len(farm.crops) else "?" for i in action.crops]
        return "Keep a Young under " + " and under ".join(names)
    card = "Traditional Knowledge" if g.table.step == TRADITION else "Pest Control"
    return f"Discard {card} instead" if action.use else f"Keep {card}"


def _deal(g: "Farmed", d: dict[str, Any], who: str, viewer: Any, e: "Event") -> str:
    cards = d.get("cards")
    shown = f": {', '.join(crop_name(g, c) for c in cards)}" if cards else ""
    return f"{who} is dealt {d['n']} Crop cards{shown}"


TEXT: dict[str, Any] = {
    "dealer": "{name} deals the cards.",
    "deal": _t(_deal),
    "chose": "{name} has chosen.",
    "play": _t(lambda g, d, who, v, e: f"{who} plants {crop_name(g, d['card'])}"),
    "young": _t(lambda g, d, who, v, e: f"{who} puts a Young face down under Crop {d['crop'] + 1}"),
    "replace": _t(lambda g, d, who, v, e: f"{who} discards {crop_name(g, d['card'])} to make room"),
    "two_discard": _t(lambda g, d, who, v, e: f"{who} discards a card" + (
        f" ({crop_name(g, d['card'])})" if "card" in d else "")),
    "pass": "Everyone passes the rest of the hand to the player on the right.",
    "weather": _t(lambda g, d, who, v, e: f"The weather: {weather_name(g, d['card'])}"),
    "event": _t(lambda g, d, who, v, e: f"An Event: {weather_name(g, d['card'])}"),
    "pest": _t(lambda g, d, who, v, e: f"{who} loses {d['lost']} {d['colour']} Crop{'s' if d['lost'] != 1 else ''} "
                                       f"to the Pest"),
    "fire": _t(lambda g, d, who, v, e: f"The Fire takes {d['lost']} Young{'s' if d['lost'] != 1 else ''} "
                                       f"from {who}"),
    "disaster": _t(lambda g, d, who, v, e: f"A Natural Disaster: {d['cards']} {d['symbol']} cards on the line — "
                                           f"everyone loses a Crop"),
    "lose": _t(lambda g, d, who, v, e: f"{who} loses {crop_name(g, d['card'])}"),
    "leftover": _t(lambda g, d, who, v, e: f"{who} discards the last card of the hand"),
    "woman": _t(lambda g, d, who, v, e: f"{who} keeps the Woman" if d["crop"] < 0 else
                f"{who} puts the Woman under Crop {d['crop'] + 1}, "
                + ("counting as 2 Youngs" if d["side"] == "youngs" else "for +1 point a colour")),
    "survive": _t(lambda g, d, who, v, e: f"{who}'s {crop_name(g, d['card'])} survives the year"
                  + (f" (with {d['helpers']} helping)" if d["helpers"] else "")),
    "wither": _t(lambda g, d, who, v, e: f"{who}'s {crop_name(g, d['card'])} is lost: {d['missing']} Weather "
                                         f"symbol{'s' if d['missing'] != 1 else ''} short, {d['helpers']} helping"),
    "score": _t(lambda g, d, who, v, e: f"{who} scores {d['points']}: {d['crops']} Crop{'s' if d['crops'] != 1 else ''}"
                f" + {d['colours']} colour{'s' if d['colours'] != 1 else ''}"
                + (f" + {d['bonus']} from the Woman" if d["bonus"] else "") + f" (total {d['total']})"),
    "year": _t(lambda g, d, who, v, e: f"Year {d['year']} begins; {who} deals"),
    "end": "The game is over.",
    "improve": _t(lambda g, d, who, v, e: f"{who} builds {crop_name(g, d['card'])}"),
    "storm": "A Storm: everyone loses one Improvement.",
    "hurricane": _t(lambda g, d, who, v, e: f"The Hurricane takes {d['lost']} Improvement{'s' if d['lost'] != 1 else ''}"
                                            f" from {who}"),
    "lose_improvement": _t(lambda g, d, who, v, e: f"{who} loses {crop_name(g, d['card'])}"),
    "market_open": _t(lambda g, d, who, v, e: "The Market opens: " + ", ".join(crop_name(g, c) for c in d["cards"])
                      + f" face up, {d['hidden']} cards face down"),
    "market_replaced": _t(lambda g, d, who, v, e: f"{crop_name(g, d['card'])} is an Improvement: it leaves the Market"),
    "market_shown": _t(lambda g, d, who, v, e: "The Market's face-down cards: "
                       + (", ".join(crop_name(g, c) for c in d["cards"]) or "none")),
    "team": _t(lambda g, d, who, v, e: f"{who}'s Woman is {d['colour']}: " + (
        f"in a team with {_who(g, d['mate'])} this year" if d["mate"] >= 0 else "no teammate this year (plays alone)")),
    "build_under": _t(lambda g, d, who, v, e: f"{who} puts {crop_name(g, d['card'])} under Crop {d['crop'] + 1}"),
    "wasted": _t(lambda g, d, who, v, e: f"{who} has no Crop to put {crop_name(g, d['card'])} under: it is discarded"),
    "peek": _t(_peek),
    "instead": _t(lambda g, d, who, v, e: f"{who} discards {crop_name(g, d['card'])} instead"),
    "protected": _t(lambda g, d, who, v, e: f"{d['by']} protects {who}"),
    "kept": _t(lambda g, d, who, v, e: f"The Hospital keeps {d['kept']} Young{'s' if d['kept'] != 1 else ''} of {who} "
                                       f"for next year"),
    "left_game": _t(lambda g, d, who, v, e: f"{who}'s {crop_name(g, d['card'])} leaves at the end of the year"),
    "team_score": _t(_team_score),
    "market_team": _t(_market_team),
    "market_sold": _t(lambda g, d, who, v, e: f"{who} sells to the Market for {d['points']} point"
                      f"{'s' if d['points'] != 1 else ''} (total {d['total']})"),
}

#: A first game's tips: per kind of decision, what to do now and why.
GUIDE: dict[str, str] = {
    "play": "Choose one card of your hand. Plant it as a Crop (at most 5 in your line), or put it face down "
            "under one of your Crops as a Young: at the end of the year a Young counts as any one Weather "
            "symbol that Crop lacks. Then the rest of your hand goes to the player on your right.",
    "disaster": "Three cards of one kind are on the Weather line: a Natural Disaster. Choose the Crop you can "
                "lose most easily — one of a colour you have twice, or one that would not survive anyway.",
    "storm": "A Storm: choose which of your Improvements to lose — the one whose symbol your Crops need least.",
    "peek": "Market Study lets you look at one face-down Market card (your teammate sees it too): "
            "knowing it, you can plant what the Market will buy.",
    "pest_control": "A Pest is taking the Crops of its colour. Discard Pest Control instead to save them — yours "
                    "and your teammate's — if they are worth more than keeping the card for a later Pest.",
    "fire": "The Fire takes the Youngs, but the Hospital saves one of yours: keep the one under the Crop that "
            "needs it most.",
    "tradition": "A Natural Disaster: you may discard Traditional Knowledge instead of a Crop — it saves a Crop of "
                 "yours and one of your teammate's.",
    "hospital": "The Hospital keeps Youngs for next year: keep them under the Crops that lack the most symbols.",
    "woman": "Put your Woman under a Crop: on her Youngs side she counts as 2 Youngs (save a Crop that lacks "
             "symbols), on her Nutrition side she gives +1 point for each colour you have — if her Crop survives.",
}
