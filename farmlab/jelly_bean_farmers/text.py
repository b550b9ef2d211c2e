"""Jelly Bean Farmers in words: one sentence template per kind of event.

Each event carries the section of the rule text it applies in its ``rule``
field; every sentence ends by citing it. ``TEXT`` maps each kind to a small
function of ``(game, event, viewer)`` (the core's ``Game.explain`` calls it),
so that the sentences are a table a reader can scan, not one long if-chain.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.actions import Action
from .actions import Attack, Choose, Done, FireField, Keep, KeepDrawn, Plant, Play, Steal, UseSaved
from .rules.sections import FAQ_FIRE
from .state import (BACK_MAN, BACK_NAMES, CHOOSE, COMMIT, HOW_CODE, KEEP, META, NONE, PLANT, SEASONS, SPRING,
                    UPGRADE_NAMES, WARLORD)

if TYPE_CHECKING:  # pragma: no cover
    from ..core.actions import Event
    from .game import JellyBeanFarmers


def _deal(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    cn = card_name_of(g)
    cards = f": {', '.join(cn(c) for c in d['cards'])}" if "cards" in d else ""
    return f"{who} is dealt {d['n']} Action cards{cards} ({r})."


def _kept(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    cn = card_name_of(g)
    cards = f" ({', '.join(cn(c) for c in d['cards'])})" if "cards" in d else ""
    return f"{who} chooses the cards to keep{cards} ({r})."


def _farm(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    return (f"{who}'s other 4 cards become a field and a silo (card backs); {d['food']} food go into "
            f"the silo and {d['stamps']} Food Stamps onto the Yearly Sequence card ({r}).")


def _year(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    r = d.get("rule", "")
    return f"Year {d['year']} of {g.YEARS} begins ({r})."


def _cash_in(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    nm = g.names
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    ended = ""
    if d["ended"]:
        ended = "; the Tribute Contract with " + " and ".join(nm[a] for a in d["ended"]) + \
                " is over and the Warlord card is discarded"
    return (f"{who} has no food and cashes in a Food Stamp: +{d['food']} food, hand size only 2 this "
            f"year{ended} ({r}).")


def _out(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    return f"{who} is out of food with no Food Stamps left and is out of the game ({r})."


def _reshuffle(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    r = d.get("rule", "")
    return f"The discard pile ({d['cards']} cards) is shuffled and placed at the bottom of the deck ({r})."


def _draw(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    cn = card_name_of(g)
    cards = f": {', '.join(cn(c) for c in d['cards'])}" if "cards" in d else ""
    return f"{who} draws {d['n']} card{'s' if d['n'] != 1 else ''} to a hand of {d['hand']} (hand size {d['size']}){cards} ({r})."


def _chose(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    cn = card_name_of(g)
    cards = ""
    if "spring" in d:
        cards = f": {cn(d['spring'])} for spring" + (f", {cn(d['summer'])} for summer" if d["summer"] >= 0 else "")
    return f"{who} places {d['n']} action card{'s' if d['n'] != 1 else ''} face down{cards} ({r})."


def _season(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    r = d.get("rule", "")
    return f"Year {d['year']}, {SEASONS[d['season']]}: time to choose whether to plant ({r})."


def _informed(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    nm = g.names
    r = d.get("rule", "")
    return (f"{' and '.join(nm[s] for s in d['seats'])} know{'s' if len(d['seats']) == 1 else ''} the "
            f"coming climate and will choose after the others have committed ({r}).")


def _plant_chosen(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    what = ""
    if "fields" in d:
        what = f": {field_list(g, d['fields'])}" if d["fields"] else ": no field"
    return f"{who} decides in secret what to plant{what} ({r})."


def _plant(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    if not d["fields"]:
        return f"{who} plants nothing this season ({r})."
    each = " each" if len(d["fields"]) > 1 else ""
    return f"{who} seeds {field_list(g, d['fields'])} with 1 food{each}; {d['food']} food left ({r})."


def _climate(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    r = d.get("rule", "")
    cc = g.ccard
    if d["season"] == SPRING:
        return (f"Climate revealed: {cc[d['year_card']].name} for the whole year and "
                f"{cc[d['season_card']].name} for spring ({r}).")
    return (f"Climate revealed: {cc[d['season_card']].name} for summer, added to "
            f"{cc[d['year_card']].name} ({r}).")


def _commit(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    cn = card_name_of(g)
    what = ""
    if "card" in d:
        what = f": {cn(d['card'])}, {d['how'].replace('_', ' ')}"
    return f"{who} decides how to play the card{what} ({r})."


def _use_saved(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    cn = card_name_of(g)
    what = f": {cn(d['card'])}, {d['how'].replace('_', ' ')}" if "card" in d else ""
    return f"{who} brings a saved card into play{what} ({r})."


def _done(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    return f"{who} has no more cards to play this season ({r})."


def _half_field(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    cn = card_name_of(g)
    card = f" ({cn(d['card'])})" if "card" in d else ""
    done = f": two halves make a new field ({d['fields']} fields)" if d["complete"] else ""
    how = "turns a hand card into a free ½ Field" if r == FAQ_FIRE else "adds a ½ Field"
    return f"{who} {how}{card}{done} ({r})."


def _half_silo(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    cn = card_name_of(g)
    card = f" ({cn(d['card'])})" if "card" in d else ""
    done = f": two halves make a new silo ({d['silos']} silos)" if d["complete"] else ""
    return f"{who} adds a ½ Silo{card}{done} ({r})."


def _back_man(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    cn = card_name_of(g)
    card = f" ({cn(d['card'])})" if "card" in d else ""
    return f"{who} adds an Armed Man{card}: offense {d['offense']}, defense {d['defense']} ({r})."


def _save(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    cn = card_name_of(g)
    card = f" ({cn(d['card'])})" if "card" in d else ""
    return f"{who} saves a card for later{card}; {d['saved']} saved ({r})."


def _reveal(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    nm = g.names
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    cn = card_name_of(g)
    src = "a saved card" if d["saved"] else "the season's card"
    if d["how"] == "discard":
        return f"{who} turns up {src}, {cn(d['card'])}, and discards it ({r})."
    extra = ""
    if d["target"] >= 0:
        extra = f" on {nm[d['target']]}" if d["target"] != e.seat else " on their own farm"
    if d["where"] >= 0:
        extra += f" on {'silo' if g.acard[d['card']].effect == 'extend_silo' else 'field'} {d['where'] + 1}"
    if d["unit"]:
        extra += f" (naming {unit_name(g, d['unit'])})"
    when = {"last": ", to attack last", "back": ", joining after the Warlord with the Back Actions"}.get(d["phase"], "")
    return f"{who} plays {src} face up: {cn(d['card'])}{extra}{when} ({r})."


def _reveal_back(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    cn = card_name_of(g)
    src = "a saved card" if d["saved"] else "the season's card"
    card = f" ({cn(d['card'])})" if "card" in d else ""
    return f"{who} plays {src}{card} as a Back Action: {BACK_NAMES[HOW_CODE[d['how']]]} ({r})."


def _unit(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    cn = card_name_of(g)
    return f"{who} adds {cn(d['card'])} to the army: offense {d['offense']}, defense {d['defense']} ({r})."


def _silo(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    return f"{who} builds a new Silo: storage for {d['capacity']} food ({r})."


def _extension(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    return f"{who} extends silo {d['silo'] + 1}: storage for {d['capacity']} food ({r})."


def _cats(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    return f"{who} gets Cats: storage for {d['capacity']} food ({r})."


def _rabbits(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    nm = g.names
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    return f"{who} sets Rabbits on {nm[d['target']]}'s farm: vermin will take ALL their unprotected food ({r})."


def _upgrade(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    cn = card_name_of(g)
    return f"{who} upgrades field {d['field'] + 1} with {cn(d['card'])} ({r})."


def _flex(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    cn = card_name_of(g)
    return f"{who} plays {cn(d['card'])}: hand size is now {d['size']} ({r})."


def _peek(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    cn = card_name_of(g)
    if "cards" in d:
        seen = ", ".join(g.ccard[c].name for c in d["cards"]) or "nothing (the game ends first)"
        return f"{who} plays {cn(d['card'])} and looks at the coming climate: {seen} ({r})."
    return f"{who} plays {cn(d['card'])} and secretly looks at {d['n']} coming Climate card{'s' if d['n'] != 1 else ''} ({r})."


def _no_effect(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    cn = card_name_of(g)
    return f"{who}'s {cn(d['card'])} has no effect and is discarded ({r})."


def _coyote(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    nm = g.names
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    farm = "their own farm" if d["target"] == e.seat else f"{nm[d['target']]}'s farm"
    return (f"{who}'s Coyote chases all Cats ({d['cats']}) and all Rabbits ({d['rabbits']}) off {farm} ({r}).")


def _assassin(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    nm = g.names
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    if d["hit"]:
        return f"{who}'s Assassin eliminates one of {nm[d['target']]}'s units: {unit_name(g, d['unit'])} ({r})."
    return f"{who}'s Assassin finds no {unit_name(g, d['unit'])} left on {nm[d['target']]}'s farm ({r})."


def _perennial_eaten(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    return f"Rabbits on {who}'s farm eat the Perennial of field {d['field'] + 1} ({r})."


def _steal_show(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    nm = g.names
    r = d.get("rule", "")
    cn = card_name_of(g)
    shown = ", ".join(f"{nm[int(s)]} {cn(c)}" for s, c in d["shown"].items()) or "nobody has a card"
    thieves = " and ".join(nm[t] for t in d["thieves"])
    return f"{thieves} play{'s' if len(d['thieves']) == 1 else ''} Steal Opponent's Card; the others show their current cards: {shown} ({r})."


def _steal(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    nm = g.names
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    cn = card_name_of(g)
    how = " (the closer opponent)" if d["forced"] and d["adjacent"] else (" (the opponent on the right)" if d["forced"] else "")
    return f"{who} steals {nm[d['victim']]}'s {cn(d['card'])}{how} ({r})."


def _steal_own(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    cn = card_name_of(g)
    card = f" ({cn(d['card'])})" if "card" in d else ""
    return f"{who} discards the Steal for the top card of the deck{card}, stealing their own card ({r})."


def _steal_draw(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    cn = card_name_of(g)
    card = f": {cn(d['card'])}" if "card" in d else ""
    what = f"draws a new card to play at once{card}" if d["got"] else "has no card left to draw"
    return f"{who} lost the card and {what} ({r})."


def _steal_clash(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    nm = g.names
    r = d.get("rule", "")
    return (f"Too many Steals at once ({' and '.join(nm[t] for t in d['thieves'])}): all Steal cards are "
            f"discarded and each of them draws one card to play or discard at once ({r}).")


def _steal_redraw(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    cn = card_name_of(g)
    card = f": {cn(d['card'])}" if "card" in d else ""
    return f"{who} draws one card to play or discard at once{card} ({r})."


def _draw_two(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    cn = card_name_of(g)
    cards = f": {', '.join(cn(c) for c in d['cards'])}" if "cards" in d else ""
    return f"{who} plays Draw 2 Cards first and draws {d['n']} card{'s' if d['n'] != 1 else ''}{cards} ({r})."


def _draw_two_keep(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    cn = card_name_of(g)
    what = f" ({cn(d['card'])}; {cn(d['hand'])} goes to the hand)" if "card" in d else ""
    return f"{who} chooses which drawn card to play now{what} ({r})."


def _attack_chosen(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    nm = g.names
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    what = ""
    if "target" in d:
        what = f": {nm[d['target']]}" if d["target"] >= 0 else ": none, the Warlord is discarded"
    return f"{who} chooses the Warlord's victim{what} ({r})."


def _warlord(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    nm = g.names
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    return (f"{who}'s Warlord attacks {nm[d['target']]}: offense {d['offense']} (Warlord +1 included) "
            f"against defense {d['defense']}, difference {d['offense'] - d['defense']}: "
            f"{nm[d['target']]} owes {d['amount']} food every year ({r}).")


def _warlord_fail(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    nm = g.names
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    return (f"{who}'s Warlord attacks {nm[d['target']]} but offense {d['offense']} against defense "
            f"{d['defense']} gives no tribute; the Warlord is discarded ({r}).")


def _warlord_discard(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    return f"{who} discards the Warlord without attacking ({r})."


def _harvest(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    parts = ", ".join(f"field {i + 1}: {y}" for i, y in enumerate(d["yields"]) if i in d["seeded"] or y)
    return f"{who} harvests {d['total']} food ({parts}); {d['food']} food, storage for {d['capacity']} ({r})."


def _destroyed(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    return (f"{g.ccard[d['climate']].name} destroys {d['count']} {UPGRADE_NAMES[d['upgrade']]} "
            f"on {who}'s farm ({r}).")


def _eat(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    kind = "an unprotected" if d["unprotected"] else "a protected"
    return f"{who} eats {kind} food; {d['food']} left ({r})."


def _hungry(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    return f"{who} has no food, so the farm workers go hungry ({r})."


def _vermin(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    why = "Rabbits take ALL" if d["rabbits"] else "vermin take half (rounded up) of"
    return f"{who} has {d['unprotected']} unprotected food: {why} it, {d['lost']} lost; {d['food']} left ({r})."


def _contract_end(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    nm = g.names
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    return (f"{nm[d['victim']]}'s defense {d['defense']} now matches {who}'s {d['offense']}: the Tribute "
            f"Contract ends and the Warlord is discarded ({r}).")


def _tribute(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    nm = g.names
    who = g.names[e.seat] if e.seat is not None else ""
    r = d.get("rule", "")
    short = f" (all they have; the contract asks {d['amount']})" if d["paid"] < d["amount"] else ""
    return f"{who} pays {nm[d['attacker']]} {d['paid']} food in tribute{short} ({r})."


def _game_end(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    nm = g.names
    r = d.get("rule", "")
    sc = ", ".join(f"{nm[s]} {x}" for s, x in enumerate(d["scores"]))
    per = g.options.stamp_points  # type: ignore[attr-defined]
    return f"The {g.YEARS} years are over; food plus {per} per unused Food Stamp: {sc} ({r})."


def _result(g: "JellyBeanFarmers", e: "Event", viewer: Any) -> str:
    d = e.visible_data(viewer)
    nm = g.names
    r = d.get("rule", "")
    win = " and ".join(nm[w] for w in d["winners"])
    if len(d["tied"]) > 1:
        shared = " share the win" if len(d["winners"]) > 1 else " wins"
        return (f"{' and '.join(nm[t] for t in d['tied'])} tie on {d['score']}; by Food Stamps, Fields, "
                f"Defense and Upgrades {win}{shared} ({r}).")
    return f"{win} wins with {d['score']} ({r})."


TEXT: dict[str, Any] = {  # (game, event, viewer) -> sentence
    "deal": _deal,
    "kept": _kept,
    "farm": _farm,
    "year": _year,
    "cash_in": _cash_in,
    "out": _out,
    "reshuffle": _reshuffle,
    "draw": _draw,
    "chose": _chose,
    "season": _season,
    "informed": _informed,
    "plant_chosen": _plant_chosen,
    "plant": _plant,
    "climate": _climate,
    "commit": _commit,
    "use_saved": _use_saved,
    "done": _done,
    "half_field": _half_field,
    "half_silo": _half_silo,
    "back_man": _back_man,
    "save": _save,
    "reveal": _reveal,
    "reveal_back": _reveal_back,
    "unit": _unit,
    "silo": _silo,
    "extension": _extension,
    "cats": _cats,
    "rabbits": _rabbits,
    "upgrade": _upgrade,
    "flex": _flex,
    "peek": _peek,
    "no_effect": _no_effect,
    "coyote": _coyote,
    "assassin": _assassin,
    "perennial_eaten": _perennial_eaten,
    "steal_show": _steal_show,
    "steal": _steal,
    "steal_own": _steal_own,
    "steal_draw": _steal_draw,
    "steal_clash": _steal_clash,
    "steal_redraw": _steal_redraw,
    "draw_two": _draw_two,
    "draw_two_keep": _draw_two_keep,
    "attack_chosen": _attack_chosen,
    "warlord": _warlord,
    "warlord_fail": _warlord_fail,
    "warlord_discard": _warlord_discard,
    "harvest": _harvest,
    "destroyed": _destroyed,
    "eat": _eat,
    "hungry": _hungry,
    "vermin": _vermin,
    "contract_end": _contract_end,
    "tribute": _tribute,
    "game_end": _game_end,
    "result": _result,
}


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
