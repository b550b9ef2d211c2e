"""Community Farm in words: every kind of event, and one sentence template each.

Each event kind names the section of the rule text it applies; the sentence
cites it. Templates that need the animals' names (or a section that depends on
the event) are small functions of ``(game, event, viewer)``.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from ..core.events import EventKind, Template
from .state import TRADE

if TYPE_CHECKING:  # pragma: no cover
    from ..core.actions import Event
    from .game import CommunityFarm

# Sections of the rule text, as events and errors cite them
R_PLAY = "Playing the game"
R_SETUP = "Setup"
R_HOUSE = "1. House animal cards"
R_DRAW2 = "2. Draw, trade & give animal cards"
R_TRADING = "Rules for trading/giving"
R_HOUSE3 = "3. House traded & given animals"
R_DRAW = "4. Draw new animal cards"
R_SELL = "Selling animals"
R_END = "Ending and Scoring"
R_VAR = "Variations based on number of players"
R_STABLES = "Stables"

DEAL = EventKind("deal", ("n", "rule"), R_SETUP)  # the dealt cards are a secret of the seat
START = EventKind("start", ("stables", "removed", "deck", "runs"), R_VAR)
TURN = EventKind("turn", ("turn",), R_PLAY)
SKIP_HOUSE = EventKind("skip_house", (), R_HOUSE)
HOUSED = EventKind("house", ("kind", "stable", "count", "step"), R_HOUSE)
STOP_HOUSING = EventKind("stop_housing", (), R_HOUSE)
SOLD = EventKind("sell", ("stable", "kind", "count", "goods", "final", "forced"), R_SELL)
FACE_UP = EventKind("face_up", ("cards", "short"), R_DRAW2)
KEPT = EventKind("keep", ("kind",), R_DRAW2)
OFFERED = EventKind("offer", ("to", "counter", "give", "want"), R_TRADING)
DECLINED = EventKind("decline", ("proposer", "counter"), R_TRADING)
WITHDRAWN = EventKind("withdraw", ("to",), R_TRADING)
TRADED = EventKind("trade", ("proposer", "got", "gave"), R_TRADING)
END_TRADING = EventKind("end_trading", ("kept",), R_DRAW2)
DRAWN = EventKind("draw", ("n",), R_DRAW)  # the drawn cards are a secret of the seat
RAN_OUT = EventKind("ran_out", ("runs", "limit", "last"), R_DRAW)
RESHUFFLED = EventKind("reshuffle", ("cards",), R_DRAW)
GAME_END = EventKind("game_end", ("reason", "runs"), R_END)
RESULT = EventKind("result", ("scores", "tied", "hands", "winners"), R_END)

EVENTS = (DEAL, START, TURN, SKIP_HOUSE, HOUSED, STOP_HOUSING, SOLD, FACE_UP, KEPT, OFFERED, DECLINED, WITHDRAWN,
          TRADED, END_TRADING, DRAWN, RAN_OUT, RESHUFFLED, GAME_END, RESULT)


def cards(g: "CommunityFarm", kinds: list[int]) -> str:
    """"2 Goats, 1 Pig" (or "nothing")."""
    if not kinds:
        return "nothing"
    return ", ".join(g.animals[k].label(n) for k, n in Counter(kinds).items())


def _who(g: "CommunityFarm", e: "Event") -> str:
    return g.names[e.seat] if e.seat is not None else ""


def _listed(g: "CommunityFarm", d: dict[str, Any]) -> str:
    """": Goat, Pig" when the viewer may see the cards, else nothing."""
    return f": {', '.join(g.animals[c].singular for c in d['cards'])}" if "cards" in d else ""


def _deal(g: "CommunityFarm", e: "Event", viewer: int | None) -> str:
    d = e.visible_data(viewer)
    return f"{_who(g, e)} is dealt {d['n']} cards, kept in the order dealt{_listed(g, d)} ({d['rule']})."


def _start(g: "CommunityFarm", e: "Event", viewer: int | None) -> str:
    d = e.data
    extra = f" {', '.join(d['removed'])} are removed;" if d["removed"] else ""
    return (f"The game starts with {g.n} players:{extra} each has {d['stables']} stables and the deck "
            f"may run out {d['runs']} times ({R_VAR}).")


def _house(g: "CommunityFarm", e: "Event", viewer: int | None) -> str:
    d = e.data
    a = g.animals[d["kind"]]
    rule = R_HOUSE if d["step"] == 1 else R_HOUSE3
    return f"{_who(g, e)} houses a {a.singular} in stable {d['stable'] + 1}, which now holds {a.label(d['count'])} ({rule})."


def _sell(g: "CommunityFarm", e: "Event", viewer: int | None) -> str:
    d = e.data
    a = g.animals[d["kind"]]
    why = " at the end of the game" if d["final"] else (" to make room" if d["forced"] else "")
    band = a.band(d["count"])
    verb = "earns" if band.startswith("1 ") and "more" not in band else "earn"
    return (f"{_who(g, e)} sells {a.label(d['count'])}{why}: {band} {verb} {d['goods']} "
            f"good{'s' if d['goods'] != 1 else ''} ({R_END if d['final'] else R_SELL}).")


def _face_up(g: "CommunityFarm", e: "Event", viewer: int | None) -> str:
    d = e.data
    short = " (the deck had run out, so fewer than two)" if d["short"] else ""
    return f"{_who(g, e)} draws {cards(g, d['cards'])} face up{short} ({R_DRAW2})."


def _keep(g: "CommunityFarm", e: "Event", viewer: int | None) -> str:
    return f"{_who(g, e)} sets the face-up {g.animals[e.data['kind']].singular} aside to house later ({R_DRAW2})."


def _offer(g: "CommunityFarm", e: "Event", viewer: int | None) -> str:
    d = e.data
    who, to = _who(g, e), g.names[d["to"]]
    give, want = cards(g, d["give"]), cards(g, d["want"])
    verb = "counters" if d["counter"] else "offers"
    if not d["want"]:
        return f"{who} {verb}: a gift of {give} to {to} ({R_TRADING})."
    if not d["give"]:
        return f"{who} {verb}: asks {to} for {want} as a gift ({R_TRADING})."
    return f"{who} {verb}: {give} to {to} for {want} ({R_TRADING})."


def _trade(g: "CommunityFarm", e: "Event", viewer: int | None) -> str:
    d = e.data
    who, p = _who(g, e), g.names[d["proposer"]]
    return (f"{who} accepts: {who} gets {cards(g, d['got'])} and {p} gets {cards(g, d['gave'])}; "
            f"received cards are set aside to house in step 3 ({R_TRADING}).")


def _end_trading(g: "CommunityFarm", e: "Event", viewer: int | None) -> str:
    kept = f" and keeps {cards(g, e.data['kept'])}" if e.data["kept"] else ""
    return f"{_who(g, e)} ends trading{kept} ({R_DRAW2})."


def _draw(g: "CommunityFarm", e: "Event", viewer: int | None) -> str:
    d = e.visible_data(viewer)
    return f"{_who(g, e)} draws {d['n']} cards one at a time to the back of the hand{_listed(g, d)} ({R_DRAW})."


def _ran_out(g: "CommunityFarm", e: "Event", viewer: int | None) -> str:
    d = e.data
    if d["last"]:
        return f"The draw deck has run out for time {d['runs']} of {d['limit']}: the game is ending ({R_END})."
    return f"The draw deck has run out (time {d['runs']} of {d['limit']}) ({R_DRAW})."


def _game_end(g: "CommunityFarm", e: "Event", viewer: int | None) -> str:
    when = ("in step 2, so the game ended after step 3" if e.data["reason"] == "ran_out_step2"
            else "in step 4, so the game ended at once")
    return f"The deck ran out for the last time {when}; hands are set aside and every stable is sold ({R_END})."


def _result(g: "CommunityFarm", e: "Event", viewer: int | None) -> str:
    d = e.data
    best = max(d["scores"])
    win = " and ".join(g.names[w] for w in d["winners"])
    if len(d["tied"]) > 1:
        hands = ", ".join(f"{g.names[t]} {d['hands'][t]}" for t in d["tied"])
        return (f"{win} win{'s' if len(d['winners']) == 1 else ''} with {best} goods: tied on goods, "
                f"the most cards in hand decides ({hands}) ({R_END}).")
    return f"{win} wins with {best} goods ({R_END})."


TEXT: dict[str, Template] = {
    "deal": _deal,
    "start": _start,
    "turn": "Turn {turn}: it is {name}'s turn.",
    "skip_house": "{name} has no cards in hand and skips housing.",
    "house": _house,
    "stop_housing": "{name} houses no second card.",
    "sell": _sell,
    "face_up": _face_up,
    "keep": _keep,
    "offer": _offer,
    "decline": "{name} declines {proposer_name}'s offer.",
    "withdraw": "{name} takes back the offer to {to_name}.",
    "trade": _trade,
    "end_trading": _end_trading,
    "draw": _draw,
    "ran_out": _ran_out,
    "reshuffle": "{name} shuffles the discard pile into a new draw deck of {cards} cards.",
    "game_end": _game_end,
    "result": _result,
}


# ------------------------------------------------------------ prompts
# What each seat must or may decide now, as the board shows it (written only
# when the decisions are asked for: the stages in game.py name these functions).
def house_prompt(g: "CommunityFarm", seat: int) -> str:
    who = g.names[seat]
    if g.table.housed:
        return f"{who}: house the next card of your hand, or stop housing."
    if g.needs_forced_sale(seat):
        return f"{who}: house the first card of your hand — it fits no stable, so first sell one stable."
    return f"{who}: house the first card of your hand."


def trade_prompt(g: "CommunityFarm", seat: int) -> str:
    return f"{g.names[seat]}: keep, trade or give the face-up cards and trade from your hand; then end trading."


def respond_prompt(g: "CommunityFarm", seat: int) -> str:
    offer = g.table.offer
    proposer = g.names[offer.proposer] if offer is not None else "the"
    return f"{g.names[seat]}: accept, decline or answer {proposer}'s offer."


def house_received_prompt(g: "CommunityFarm", seat: int) -> str:
    p = f"{g.names[seat]}: house the animals you received or kept, in any order"
    if g.needs_forced_sale(seat):
        p += " — none fits, so first sell one stable"
    return p + "."


def may_offer(g: "CommunityFarm", seat: int) -> str | None:
    """Anyone may offer the active player a trade or a gift while step 2 waits on the active player."""
    table = g.table
    a = table.active
    if g.over or table.step != TRADE or table.offer is not None or seat == a:
        return None
    if not (g.farms[seat].hand or g.farms[a].hand or table.face_up):  # nothing to trade
        return None
    return f"{g.names[seat]} may offer {g.names[a]} a trade or a gift."


def may_sell(g: "CommunityFarm", seat: int) -> str | None:
    """Selling animals: any player may sell a stable at any time."""
    if g.over or not g.can_sell_any(seat):
        return None
    return f"{g.names[seat]} may sell a stable at any time."


#: A first game's tips: per kind of decision, what to do now and why (the board shows them).
GUIDE: dict[str, str] = {
    "house": "Step 1: the front card of your hand must go into a stable — one that already holds that animal, "
             "or an empty one. After the first card you may house the next one too, or stop. You may never "
             "change the order of your hand, so think about what comes next.",
    "trade": "Step 2: two cards are turned face up. Keep them, trade them or give them away, and trade cards "
             "from your hand with the others. Press \"End trading\" when you are done.",
    "respond": "Someone offers you a trade. Accept it, decline it, or answer with another offer: does it bring "
               "you an animal you are collecting?",
    "house_received": "Step 3: every card you received or kept must now go into a stable, in any order. If one "
                      "fits no stable, first sell a stable to make room.",
    "offer": "You may offer the player whose turn it is a trade or a gift.",
    "sell": "You may sell a stable at any time: the more cards of one animal, the more goods (see its "
            "selling curve).",
}
