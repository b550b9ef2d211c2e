"""Jelly Bean Farmers in words: one sentence template per kind of event, the labels of the
move buttons, the prompts of each decision and a first game's tips.

The kinds of event and their fields are declared once, in :mod:`.rules.sections`
(:data:`EVENTS`). Each event carries the section of the rule text it applies in its
``rule`` field; every sentence ends by citing it. :data:`TEMPLATES` is a table a reader can
scan: a format string per kind, filled from :func:`text_fields` (the event's fields as the
viewer may see them, and the names in :data:`ADDED_FIELDS`), and a small function only
where a format string cannot say it (a list of names, a choice of words). ``TEXT`` is that
table as the core's ``Game.explain`` calls it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.actions import Action
from .actions import Attack, Choose, Done, FireField, Keep, KeepDrawn, Plant, Play, Steal, UseSaved
from .rules.sections import EVENTS, FAQ_FIRE
from .state import (BACK_MAN, BACK_NAMES, CHOOSE, COMMIT, HOW_CODE, KEEP, META, NONE, PLANT, SEASONS, SPRING,
                    UPGRADE_NAMES, WARLORD)

if TYPE_CHECKING:  # pragma: no cover
    from ..core.actions import Event
    from .game import JellyBeanFarmers


__all__ = ["EVENTS", "TEXT", "TEMPLATES", "ADDED_FIELDS", "GUIDE", "text_fields", "describe_action", "card_name"]

# ------------------------------------------------------------ the fields a template may name
#: the names :func:`text_fields` adds to an event's own fields (besides ``name`` and
#: ``<field>_name``, which every game's templates may name)
ADDED_FIELDS = ("years", "card_paren", "card_colon", "cards_paren", "cards_colon", "field1", "silo1", "how_words",
                "s")


def text_fields(g: JellyBeanFarmers, e: Event, viewer: int | None) -> dict[str, Any]:
    """What a template may name, besides the event's own fields as ``viewer`` sees them:
    ``name`` (the seat's), ``rule`` (the section cited), ``years``; ``<seat>_name`` for
    ``target``, ``victim`` and ``attacker``; ``card_name``, ``field1``/``silo1`` (counted
    from 1), ``season_name``, ``how_words``, ``s`` (a plural "s" after ``n``); and, for a
    card or cards only some seats may see, ``card_paren`` " (Fertilizer)", ``card_colon``
    ": Fertilizer", ``cards_paren`` and ``cards_colon`` (empty for the others)."""
    d = e.visible_data(viewer)
    f: dict[str, Any] = dict(d)
    f["name"] = g.names[e.seat] if e.seat is not None else ""
    f.setdefault("rule", "")
    f["years"] = g.YEARS
    for key in ("target", "victim", "attacker"):
        if d.get(key, -1) >= 0:
            f[key + "_name"] = g.names[d[key]]
    card = d.get("card")
    if card is not None:
        f["card_name"] = card_name(g, card)
    f["card_paren"] = f" ({card_name(g, card)})" if card is not None else ""
    f["card_colon"] = f": {card_name(g, card)}" if card is not None else ""
    cards = d.get("cards")  # action cards (a count in "reshuffle", climate cards in "peek")
    names = ", ".join(card_name(g, c) for c in cards) if isinstance(cards, list) and e.kind != "peek" else None
    f["cards_paren"] = f" ({names})" if names is not None else ""
    f["cards_colon"] = f": {names}" if names is not None else ""
    for key in ("field", "silo"):
        if key in d:
            f[key + "1"] = d[key] + 1
    if "season" in d:
        f["season_name"] = SEASONS[d["season"]]
    if "how" in d:
        f["how_words"] = d["how"].replace("_", " ")
    if "n" in d:
        f["s"] = "s" if d["n"] != 1 else ""
    return f


def _fill(template: str) -> Any:
    """A format string as a template of this game (filled from :func:`text_fields`)."""
    def sentence(g: JellyBeanFarmers, e: Event, viewer: Any) -> str:
        return template.format_map(text_fields(g, e, viewer))
    sentence.__doc__ = template
    return sentence


def _seats(g: JellyBeanFarmers, seats: list[int]) -> str:
    return " and ".join(g.names[s] for s in seats)


# ------------------------------------------------------------ templates that a format string cannot say
def _cash_in(g: JellyBeanFarmers, e: Event, viewer: Any) -> str:
    f = text_fields(g, e, viewer)
    ended = (f"; the Tribute Contract with {_seats(g, f['ended'])} is over and the Warlord card is discarded"
             if f["ended"] else "")
    return (f"{f['name']} has no food and cashes in a Food Stamp: +{f['food']} food, hand size only 2 this "
            f"year{ended} ({f['rule']}).")


def _chose(g: JellyBeanFarmers, e: Event, viewer: Any) -> str:
    f = text_fields(g, e, viewer)
    cards = ""
    if "spring" in f:
        cards = f": {card_name(g, f['spring'])} for spring" + (
            f", {card_name(g, f['summer'])} for summer" if f["summer"] >= 0 else "")
    return f"{f['name']} places {f['n']} action card{f['s']} face down{cards} ({f['rule']})."


def _informed(g: JellyBeanFarmers, e: Event, viewer: Any) -> str:
    f = text_fields(g, e, viewer)
    return (f"{_seats(g, f['seats'])} know{'s' if len(f['seats']) == 1 else ''} the coming climate and will "
            f"choose after the others have committed ({f['rule']}).")


def _plant(g: JellyBeanFarmers, e: Event, viewer: Any) -> str:
    f = text_fields(g, e, viewer)
    if not f["fields"]:
        return f"{f['name']} plants nothing this season ({f['rule']})."
    each = " each" if len(f["fields"]) > 1 else ""
    return f"{f['name']} seeds {field_list(g, f['fields'])} with 1 food{each}; {f['food']} food left ({f['rule']})."


def _climate(g: JellyBeanFarmers, e: Event, viewer: Any) -> str:
    f = text_fields(g, e, viewer)
    year, season = g.ccard[f["year_card"]].name, g.ccard[f["season_card"]].name
    if f["season"] == SPRING:
        return f"Climate revealed: {year} for the whole year and {season} for spring ({f['rule']})."
    return f"Climate revealed: {season} for summer, added to {year} ({f['rule']})."


def _played_as(g: JellyBeanFarmers, f: dict[str, Any]) -> str:
    return f": {f['card_name']}, {f['how_words']}" if "card" in f else ""


def _use_saved(g: JellyBeanFarmers, e: Event, viewer: Any) -> str:
    f = text_fields(g, e, viewer)
    return f"{f['name']} brings a saved card into play{_played_as(g, f)} ({f['rule']})."


def _half_field(g: JellyBeanFarmers, e: Event, viewer: Any) -> str:
    f = text_fields(g, e, viewer)
    done = f": two halves make a new field ({f['fields']} fields)" if f["complete"] else ""
    how = "turns a hand card into a free ½ Field" if f["rule"] == FAQ_FIRE else "adds a ½ Field"
    return f"{f['name']} {how}{f['card_paren']}{done} ({f['rule']})."


def _half_silo(g: JellyBeanFarmers, e: Event, viewer: Any) -> str:
    f = text_fields(g, e, viewer)
    done = f": two halves make a new silo ({f['silos']} silos)" if f["complete"] else ""
    return f"{f['name']} adds a ½ Silo{f['card_paren']}{done} ({f['rule']})."


def _source(f: dict[str, Any]) -> str:
    return "a saved card" if f["saved"] else "the season's card"


def _reveal(g: JellyBeanFarmers, e: Event, viewer: Any) -> str:
    f = text_fields(g, e, viewer)
    if f["how"] == "discard":
        return f"{f['name']} turns up {_source(f)}, {f['card_name']}, and discards it ({f['rule']})."
    extra = ""
    if f["target"] >= 0:
        extra = f" on {f['target_name']}" if f["target"] != e.seat else " on their own farm"
    if f["where"] >= 0:
        extra += f" on {'silo' if g.acard[f['card']].effect == 'extend_silo' else 'field'} {f['where'] + 1}"
    if f["unit"]:
        extra += f" (naming {unit_name(g, f['unit'])})"
    when = {"last": ", to attack last", "back": ", joining after the Warlord with the Back Actions"}.get(f["phase"], "")
    return f"{f['name']} plays {_source(f)} face up: {f['card_name']}{extra}{when} ({f['rule']})."


def _reveal_back(g: JellyBeanFarmers, e: Event, viewer: Any) -> str:
    f = text_fields(g, e, viewer)
    return (f"{f['name']} plays {_source(f)}{f['card_paren']} as a Back Action: "
            f"{BACK_NAMES[HOW_CODE[f['how']]]} ({f['rule']}).")


def _peek(g: JellyBeanFarmers, e: Event, viewer: Any) -> str:
    f = text_fields(g, e, viewer)
    if "cards" in f:
        seen = ", ".join(g.ccard[c].name for c in f["cards"]) or "nothing (the game ends first)"
        return f"{f['name']} plays {f['card_name']} and looks at the coming climate: {seen} ({f['rule']})."
    return (f"{f['name']} plays {f['card_name']} and secretly looks at {f['n']} coming Climate card{f['s']} "
            f"({f['rule']}).")


def _coyote(g: JellyBeanFarmers, e: Event, viewer: Any) -> str:
    f = text_fields(g, e, viewer)
    farm = "their own farm" if f["target"] == e.seat else f"{f['target_name']}'s farm"
    return (f"{f['name']}'s Coyote chases all Cats ({f['cats']}) and all Rabbits ({f['rabbits']}) off {farm} "
            f"({f['rule']}).")


def _assassin(g: JellyBeanFarmers, e: Event, viewer: Any) -> str:
    f = text_fields(g, e, viewer)
    unit = unit_name(g, f["unit"])
    if f["hit"]:
        return f"{f['name']}'s Assassin eliminates one of {f['target_name']}'s units: {unit} ({f['rule']})."
    return f"{f['name']}'s Assassin finds no {unit} left on {f['target_name']}'s farm ({f['rule']})."


def _steal_show(g: JellyBeanFarmers, e: Event, viewer: Any) -> str:
    f = text_fields(g, e, viewer)
    shown = ", ".join(f"{g.names[int(s)]} {card_name(g, c)}" for s, c in f["shown"].items()) or "nobody has a card"
    plays = "plays" if len(f["thieves"]) == 1 else "play"
    return (f"{_seats(g, f['thieves'])} {plays} Steal Opponent's Card; the others show their current cards: "
            f"{shown} ({f['rule']}).")


def _steal(g: JellyBeanFarmers, e: Event, viewer: Any) -> str:
    f = text_fields(g, e, viewer)
    how = (" (the closer opponent)" if f["forced"] and f["adjacent"] else
           " (the opponent on the right)" if f["forced"] else "")
    return f"{f['name']} steals {f['victim_name']}'s {f['card_name']}{how} ({f['rule']})."


def _steal_clash(g: JellyBeanFarmers, e: Event, viewer: Any) -> str:
    f = text_fields(g, e, viewer)
    return (f"Too many Steals at once ({_seats(g, f['thieves'])}): all Steal cards are discarded and each of them "
            f"draws one card to play or discard at once ({f['rule']}).")


def _steal_draw(g: JellyBeanFarmers, e: Event, viewer: Any) -> str:
    f = text_fields(g, e, viewer)
    what = f"draws a new card to play at once{f['card_colon']}" if f["got"] else "has no card left to draw"
    return f"{f['name']} lost the card and {what} ({f['rule']})."


def _draw_two_keep(g: JellyBeanFarmers, e: Event, viewer: Any) -> str:
    f = text_fields(g, e, viewer)
    what = f" ({f['card_name']}; {card_name(g, f['hand'])} goes to the hand)" if "card" in f else ""
    return f"{f['name']} chooses which drawn card to play now{what} ({f['rule']})."


def _attack_chosen(g: JellyBeanFarmers, e: Event, viewer: Any) -> str:
    f = text_fields(g, e, viewer)
    what = ""
    if "target" in f:
        what = f": {f['target_name']}" if f["target"] >= 0 else ": none, the Warlord is discarded"
    return f"{f['name']} chooses the Warlord's victim{what} ({f['rule']})."


def _warlord(g: JellyBeanFarmers, e: Event, viewer: Any) -> str:
    f = text_fields(g, e, viewer)
    return (f"{f['name']}'s Warlord attacks {f['target_name']}: offense {f['offense']} (Warlord +1 included) "
            f"against defense {f['defense']}, difference {f['offense'] - f['defense']}: "
            f"{f['target_name']} owes {f['amount']} food every year ({f['rule']}).")


def _harvest(g: JellyBeanFarmers, e: Event, viewer: Any) -> str:
    f = text_fields(g, e, viewer)
    parts = ", ".join(f"field {i + 1}: {y}" for i, y in enumerate(f["yields"]) if i in f["seeded"] or y)
    return (f"{f['name']} harvests {f['total']} food ({parts}); {f['food']} food, storage for {f['capacity']} "
            f"({f['rule']}).")


def _destroyed(g: JellyBeanFarmers, e: Event, viewer: Any) -> str:
    f = text_fields(g, e, viewer)
    return (f"{g.ccard[f['climate']].name} destroys {f['count']} {UPGRADE_NAMES[f['upgrade']]} "
            f"on {f['name']}'s farm ({f['rule']}).")


def _eat(g: JellyBeanFarmers, e: Event, viewer: Any) -> str:
    f = text_fields(g, e, viewer)
    kind = "an unprotected" if f["unprotected"] else "a protected"
    return f"{f['name']} eats {kind} food; {f['food']} left ({f['rule']})."


def _vermin(g: JellyBeanFarmers, e: Event, viewer: Any) -> str:
    f = text_fields(g, e, viewer)
    why = "Rabbits take ALL" if f["rabbits"] else "vermin take half (rounded up) of"
    return (f"{f['name']} has {f['unprotected']} unprotected food: {why} it, {f['lost']} lost; {f['food']} left "
            f"({f['rule']}).")


def _tribute(g: JellyBeanFarmers, e: Event, viewer: Any) -> str:
    f = text_fields(g, e, viewer)
    short = f" (all they have; the contract asks {f['amount']})" if f["paid"] < f["amount"] else ""
    return f"{f['name']} pays {f['attacker_name']} {f['paid']} food in tribute{short} ({f['rule']})."


def _game_end(g: JellyBeanFarmers, e: Event, viewer: Any) -> str:
    f = text_fields(g, e, viewer)
    scores = ", ".join(f"{g.names[s]} {x}" for s, x in enumerate(f["scores"]))
    per = g.options.stamp_points  # type: ignore[attr-defined]
    return f"The {g.YEARS} years are over; food plus {per} per unused Food Stamp: {scores} ({f['rule']})."


def _result(g: JellyBeanFarmers, e: Event, viewer: Any) -> str:
    f = text_fields(g, e, viewer)
    win = _seats(g, f["winners"])
    if len(f["tied"]) > 1:
        shared = " share the win" if len(f["winners"]) > 1 else " wins"
        return (f"{_seats(g, f['tied'])} tie on {f['score']}; by Food Stamps, Fields, Defense and Upgrades "
                f"{win}{shared} ({f['rule']}).")
    return f"{win} wins with {f['score']} ({f['rule']})."


#: one template per kind of event: a format string (its fields: :func:`text_fields`), or a
#: function ``(game, event, viewer)`` above where a format string cannot say it
TEMPLATES: dict[str, Any] = {
    "deal": "{name} is dealt {n} Action cards{cards_colon} ({rule}).",
    "kept": "{name} chooses the cards to keep{cards_paren} ({rule}).",
    "farm": "{name}'s other 4 cards become a field and a silo (card backs); {food} food go into the silo and "
            "{stamps} Food Stamps onto the Yearly Sequence card ({rule}).",
    "year": "Year {year} of {years} begins ({rule}).",
    "cash_in": _cash_in,
    "out": "{name} is out of food with no Food Stamps left and is out of the game ({rule}).",
    "reshuffle": "The discard pile ({cards} cards) is shuffled and placed at the bottom of the deck ({rule}).",
    "draw": "{name} draws {n} card{s} to a hand of {hand} (hand size {size}){cards_colon} ({rule}).",
    "chose": _chose,
    "season": "Year {year}, {season_name}: time to choose whether to plant ({rule}).",
    "informed": _informed,
    "plant": _plant,
    "climate": _climate,
    "use_saved": _use_saved,
    "done": "{name} has no more cards to play this season ({rule}).",
    "half_field": _half_field,
    "half_silo": _half_silo,
    "back_man": "{name} adds an Armed Man{card_paren}: offense {offense}, defense {defense} ({rule}).",
    "save": "{name} saves a card for later{card_paren}; {saved} saved ({rule}).",
    "reveal": _reveal,
    "reveal_back": _reveal_back,
    "unit": "{name} adds {card_name} to the army: offense {offense}, defense {defense} ({rule}).",
    "silo": "{name} builds a new Silo: storage for {capacity} food ({rule}).",
    "extension": "{name} extends silo {silo1}: storage for {capacity} food ({rule}).",
    "cats": "{name} gets Cats: storage for {capacity} food ({rule}).",
    "rabbits": "{name} sets Rabbits on {target_name}'s farm: vermin will take ALL their unprotected food ({rule}).",
    "upgrade": "{name} upgrades field {field1} with {card_name} ({rule}).",
    "flex": "{name} plays {card_name}: hand size is now {size} ({rule}).",
    "peek": _peek,
    "no_effect": "{name}'s {card_name} has no effect and is discarded ({rule}).",
    "coyote": _coyote,
    "assassin": _assassin,
    "perennial_eaten": "Rabbits on {name}'s farm eat the Perennial of field {field1} ({rule}).",
    "steal_show": _steal_show,
    "steal": _steal,
    "steal_own": "{name} discards the Steal for the top card of the deck{card_paren}, stealing their own card "
                 "({rule}).",
    "steal_draw": _steal_draw,
    "steal_clash": _steal_clash,
    "steal_redraw": "{name} draws one card to play or discard at once{card_colon} ({rule}).",
    "draw_two": "{name} plays Draw 2 Cards first and draws {n} card{s}{cards_colon} ({rule}).",
    "draw_two_keep": _draw_two_keep,
    "attack_chosen": _attack_chosen,
    "warlord": _warlord,
    "warlord_fail": "{name}'s Warlord attacks {target_name} but offense {offense} against defense {defense} gives "
                    "no tribute; the Warlord is discarded ({rule}).",
    "warlord_discard": "{name} discards the Warlord without attacking ({rule}).",
    "harvest": _harvest,
    "destroyed": _destroyed,
    "eat": _eat,
    "hungry": "{name} has no food, so the farm workers go hungry ({rule}).",
    "vermin": _vermin,
    "contract_end": "{victim_name}'s defense {defense} now matches {name}'s {offense}: the Tribute Contract ends "
                    "and the Warlord is discarded ({rule}).",
    "tribute": _tribute,
    "game_end": _game_end,
    "result": _result,
}
#: the templates as the core's Game.explain calls them: each a function (game, event, viewer) -> sentence
TEXT: dict[str, Any] = {kind: _fill(t) if isinstance(t, str) else t for kind, t in TEMPLATES.items()}


# --------------------------------------------------------------------------- words
def card_name_of(g: "JellyBeanFarmers") -> Any:
    """``name(c)``: an action card's name ("nothing" for no card)."""
    return lambda c: card_name(g, c)


def card_name(g: "JellyBeanFarmers", c: int) -> str:
    return g.acard[c].name if c >= 0 else "nothing"

def field_list(g: "JellyBeanFarmers", fields: list[int]) -> str:
    if not fields:
        return ""
    words = [str(f + 1) for f in fields]
    if len(words) == 1:
        return f"field {words[0]}"
    return "fields " + ", ".join(words[:-1]) + " and " + words[-1]

def unit_name(g: "JellyBeanFarmers", key: str) -> str:
    if key == BACK_MAN:
        return "a Back-Action Armed Man"
    for a in g.decks.actions:
        if a.id == key:
            return a.name
    return key

def describe_action(g: "JellyBeanFarmers", action: Action, seat: int | None = None) -> str:
    t = type(action)
    nm = g.names
    if t is Keep:
        if seat is not None and g.step == KEEP:
            h = g.hands[seat]
            return "Keep " + ", ".join(card_name_of(g)(h[i]) for i in action.cards if 0 <= i < len(h))  # type: ignore[attr-defined]
        return "Keep these cards"
    if t is Choose:
        if seat is not None and g.step == CHOOSE:
            h = g.hands[seat]
            a, b = action.spring, action.summer  # type: ignore[attr-defined]
            if 0 <= a < len(h):
                if 0 <= b < len(h):
                    return f"Spring: {card_name_of(g)(h[a])} · Summer: {card_name_of(g)(h[b])}"
                return f"Spring: {card_name_of(g)(h[a])}"
        return "Place these cards"
    if t is Plant:
        f = list(action.fields)  # type: ignore[attr-defined]
        return f"Seed {field_list(g, f)}" if f else "Plant nothing"
    if t in (Play, UseSaved):
        card = NONE
        if seat is not None:
            if t is UseSaved:
                i = action.index  # type: ignore[attr-defined]
                if 0 <= i < len(g.saved[seat]):
                    card = g.saved[seat][i]
            elif g.step == COMMIT and g.entries[seat]:
                card = g.entries[seat][0].card
            elif g.step == META and g.redecide and g.redecide[-1][0] == seat:
                card = g.entries[seat][g.redecide[-1][1]].card
        name = card_name_of(g)(card) if card >= 0 else "the card"
        prefix = "Saved " if t is UseSaved else ""
        how = action.how  # type: ignore[attr-defined]
        if how == "face":
            extra = ""
            tg, wh, unit = action.target, action.where, action.unit  # type: ignore[attr-defined]
            if card >= 0 and g.acard[card].effect == "tribute_contract":
                extra = " (choose the victim last)"
            if tg >= 0:
                extra = f" on {nm[tg]}" if tg != seat else " on your own farm"
            if unit:
                extra += f": {unit_name(g, unit)}"
            if wh >= 0:
                place = "silo" if card >= 0 and g.acard[card].effect == "extend_silo" else "field"
                extra += f" on {place} {wh + 1}"
            return f"{prefix}{name}: play face up{extra}"
        if how == "discard":
            return f"Discard {name}"
        if how in HOW_CODE:
            return f"{prefix}{name} → {BACK_NAMES[HOW_CODE[how]]}"
        return f"{prefix}{name}: {how}"
    if t is FireField:
        c = action.card  # type: ignore[attr-defined]
        if seat is not None and 0 <= c < len(g.hands[seat]):
            return f"Fire: turn {card_name_of(g)(g.hands[seat][c])} into a free ½ Field"
        return "Fire: free ½ Field"
    if t is Done:
        return "Done"
    if t is Steal:
        v = action.victim  # type: ignore[attr-defined]
        if v == seat:
            return "Discard the Steal for the top card"
        if 0 <= v < g.n and g.current_card(v) >= 0:
            return f"Take {nm[v]}'s {card_name_of(g)(g.current_card(v))}"
        return "Steal"
    if t is KeepDrawn:
        i = action.index  # type: ignore[attr-defined]
        if g.draw2 is not None and i in (0, 1):
            got = g.draw2[2]
            return f"Play {card_name_of(g)(got[i])} (keep {card_name_of(g)(got[1 - i])})"
        return "Play this card"
    if t is Attack:
        tg = action.target  # type: ignore[attr-defined]
        if tg < 0:
            return "Discard the Warlord"
        if seat is not None and 0 <= tg < g.n:
            es = g.warlord_entries(seat)
            bonus = g.acard[es[0].card].offense if es else 1
            amount = (g.offense(seat) + bonus - g.defense(tg)) // 2
            return f"Attack {nm[tg]} (tribute {max(0, amount)} a year)"
        return "Attack"
    return repr(action)  # pragma: no cover


#: A first game's tips: per kind of decision, what to do now and why (the board shows them).
GUIDE: dict[str, str] = {
    "keep": "Keep the cards you want to play with. The others become your first field and your first silo, "
            "used face down: the field grows food, the silo keeps it safe from vermin.",
    "choose": "Put one card down for spring and one for summer, face down. Everyone chooses at the same time; "
              "you decide how to play each card later, once the climate is shown.",
    "plant": "Click the fields you want to seed: each costs 1 food now and may bring back more at the harvest. "
             "The expected harvest is shown on each field. Seeding rules out Back Actions this season.",
    "play": "Play this season's card: face up for what it does, or by its back as ½ Field, ½ Silo, an Armed "
            "Man or Saved for Later (Back Actions only in a season you seeded nothing).",
    "steal": "Your Steal takes a card another player is showing, or you discard it for the top card of the deck.",
    "draw_two": "You drew 2 cards: choose which one to play now; the other goes to your hand.",
    "play_now": "Play the card you just got: face up, or by its back.",
    "warlord": "Your Warlord attacks last: choose whom. If your offense beats their defense, they pay you "
               "tribute after every summer.",
}


# ------------------------------------------------------------ prompts
# What each seat must or may decide now, as the board shows it: written only when
# the decisions are asked for (the game's stages and MAY name these functions).
def _keep_prompt(g: JellyBeanFarmers, s: int) -> str:
    return (f"{g.names[s]}: keep {g.keep_count} of your {len(g.hands[s])} cards; "
            "the other 4 become your first field and silo (card backs).")


def _choose_prompt(g: JellyBeanFarmers, s: int) -> str:
    if len(g.hands[s]) > 1:
        return (f"{g.names[s]}: place two cards face down — the top one is your spring action, the bottom one "
                "your summer action.")
    return f"{g.names[s]}: place your only card face down as your spring action."


def _plant_prompt(g: JellyBeanFarmers, s: int) -> str:
    p = f"{g.names[s]}: choose which fields to seed (1 food each), or plant nothing."
    if g.plant_group == 1:
        p += " You know the coming climate, so you choose after the others."
    return p


def _play_prompt(g: JellyBeanFarmers, s: int) -> str:
    who, es = g.names[s], g.entries[s]
    if es and not es[0].saved:
        card = g.acard[es[0].card].name
        if g.seeded_now(s):
            return f"{who}: you seeded a field, so play your {SEASONS[g.season]} card ({card}) face up or discard it."
        return (f"{who}: play your {SEASONS[g.season]} card ({card}) face up, as a Back Action "
                "(½ Field, ½ Silo, Armed Man, Saved for Later) or discard it.")
    return f"{who}: you have no card to play this season; use saved cards if you like, then say done."


def _steal_prompt(g: JellyBeanFarmers, s: int) -> str:
    return f"{g.names[s]}: take one of the cards shown, or discard your Steal for the top card of the deck."


def _draw_two_prompt(g: JellyBeanFarmers, s: int) -> str:
    return f"{g.names[s]}: choose which of the 2 drawn cards to play now; the other goes to your hand."


def _play_now_prompt(g: JellyBeanFarmers, s: int) -> str:
    card = g.acard[g.entries[s][g.redecide[-1][1]].card].name
    return (f"{g.names[s]}: play your new card ({card}) now: face up, as a Back Action if you seeded no field, "
            "or discard it.")


def _warlord_prompt(g: JellyBeanFarmers, s: int) -> str:
    return f"{g.names[s]}: your Warlord plays last — choose whom to attack, or discard it."


#: the kind of decision each step asks for (META's depends on the card: see ``JellyBeanFarmers.ask``)
STEP_KINDS: dict[int, str] = {KEEP: "keep", CHOOSE: "choose", PLANT: "plant", COMMIT: "play", WARLORD: "warlord"}
#: per kind of decision: its prompt, and whether it is made in secret at the same time as the others'
ASKED: dict[str, tuple[Any, bool]] = {
    "keep": (_keep_prompt, True), "choose": (_choose_prompt, True), "plant": (_plant_prompt, True),
    "play": (_play_prompt, True), "steal": (_steal_prompt, False), "draw_two": (_draw_two_prompt, False),
    "play_now": (_play_now_prompt, False), "warlord": (_warlord_prompt, True),
}


def may_use_saved(g: JellyBeanFarmers, s: int) -> str | None:
    """Saved for Later: while the season's cards are committed, a seat may bring saved cards into play."""
    if g.step == COMMIT and not g.out[s] and not g.committed[s] and g.usable_saved(s):
        return f"{g.names[s]} may bring saved cards into play this season."
    return None


def may_fire_field(g: JellyBeanFarmers, s: int) -> str | None:
    """Fire: while the season's actions are played, a seat may turn a hand card into a free ½ Field (once)."""
    if (g.step in (COMMIT, META, WARLORD) and not g.out[s] and not g.fire_used[s] and g.hands[s]
            and g.fire_in_force()):
        return f"{g.names[s]} may turn a hand card into a free ½ Field (Fire)."
    return None
