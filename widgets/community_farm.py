"""How Community Farm looks on the board: animal cards, stables, hands, the trade panel.

Every card shows its colour *and* its animal's name and card count (never
colour alone); every stable says what it holds, what it sells for now and when
the next level comes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from farmlab.community_farm.actions import DECLINE, Accept, Offer, Sell
from farmlab.community_farm.state import HOUSE, HOUSE_RECEIVED, TRADE
from farmlab.community_farm.view import forced_sequence

from .render import Renderer, Shortcut, esc, register_renderer

if TYPE_CHECKING:  # pragma: no cover
    from farmlab.core.actions import Action
    from farmlab.core.game import Game

    from .board import Board

__all__ = ["CommunityFarmRenderer", "TradePanel", "ANIMAL_COLOURS"]

#: (background, border) per animal id; the name is always written on the card too
ANIMAL_COLOURS: dict[str, tuple[str, str]] = {
    "ducks": ("#fff4a8", "#b59f00"),
    "hens": ("#ffd8a8", "#c26a00"),
    "horses": ("#d9b99b", "#7a4a1e"),
    "dairy_cows": ("#eeeeee", "#555555"),
    "goats": ("#cfe9b4", "#4b7f1c"),
    "roosters": ("#ffb3b3", "#b3261e"),
    "pigs": ("#ffcfe6", "#c2185b"),
    "sheep": ("#d4e8ff", "#1f5fa8"),
    "beef_cows": ("#e2c2c6", "#7b2d3b"),
    "llamas": ("#e3d0fb", "#6a3fb5"),
    "dogs": ("#c8f0ec", "#00796b"),
}
_FALLBACK = [("#f0e0b0", "#806000"), ("#c0e0f0", "#205070"), ("#e0c0e0", "#603060"), ("#d0f0d0", "#306030")]

STEP_NAMES = {
    HOUSE: "Step 1: house animal cards",
    TRADE: "Step 2: draw, trade & give",
    HOUSE_RECEIVED: "Step 3: house traded & given animals",
    0: "Game over",
}

CSS = """
.fl-card { display: inline-block; border: 3px solid #888; border-radius: 7px; padding: 2px 7px; margin: 2px 3px;
  min-width: 64px; text-align: center; vertical-align: middle; color: #111; line-height: 1.15;
  position: relative; }
.fl-card-name { font-weight: 700; display: block; font-size: 16px; }
.fl-card-count { font-size: 12px; display: block; color: #333; }
.fl-card-pos { font-size: 12px; color: #333; margin-right: 2px; }
.fl-hand .fl-card { padding-left: 25px; }
.fl-hand .fl-card-pos { position: absolute; left: 3px; top: 2px; font-size: 11px; font-weight: 700; }
.fl-stable { border: 2px solid #999; border-left-width: 14px; border-radius: 6px; padding: 3px 8px; margin: 3px 0;
  background: #fff; }
.fl-stable-empty { color: #555; border-style: dashed; border-left-width: 2px; padding-left: 20px; }
.fl-stable-kind { font-weight: 700; }
.fl-hand, .fl-hand-hidden, .fl-received { margin-top: 4px; }
.fl-hand-hidden { color: #444; font-style: italic; }
.fl-cf-table .fl-title { display: inline-block; margin: 0 14px 0 0; }
.fl-status { font-size: 19px; }
.fl-cf-table .fl-status { display: inline-block; }
.fl-deck { font-size: 15px; color: #333; }
.fl-face-up, .fl-open-offer { margin-top: 2px; }
.fl-open-offer { padding: 2px 8px; background: #fff8e1; border: 2px solid #b07d00; border-radius: 6px; }
.fl-curves td, .fl-curves th { padding: 1px 8px; border-bottom: 1px solid #ddd; text-align: center; }
.fl-board .fl-own .fl-stables { display: flex; flex-wrap: wrap; gap: 0 8px; }
.fl-board .fl-own .fl-stable { flex: 1 1 340px; }
.fl-board .fl-seats .fl-stable { padding: 1px 6px; margin: 2px 0; border-left-width: 8px; }
.fl-board .fl-seats .fl-stable-empty { border-left-width: 2px; padding-left: 12px; }
.fl-board .fl-seats .fl-stable-next, .fl-board .fl-seats .fl-hand-hidden,
.fl-board .fl-seats .fl-card-count { display: none; }
.fl-board .fl-seats .fl-card { min-width: 0; padding: 1px 5px; margin: 1px 2px; border-width: 2px; }
.fl-board .fl-seats .fl-hand .fl-card { padding-left: 20px; }
.fl-board .fl-seats .fl-hand .fl-card-pos { top: 0; }
.fl-board .fl-seats .fl-card-name { font-size: 13px; }
.fl-trade { border: 2px solid #b07d00; border-radius: 8px; padding: 2px 6px; margin: 4px 2px; background: #fffdf5; }
.fl-trade-head .fl-trade-toggle { font-weight: 700; border: 2px solid #b07d00; background: #fff3cf; }
.fl-trade-head .fl-trade-toggle.fl-open { background: #ffe7a3; }
.fl-trade-text { margin-left: 8px; }
.fl-trade-col { margin: 0 14px 2px 0; }
.fl-trade select { font-size: 16px; }
"""


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


class CommunityFarmRenderer(Renderer):
    game = "community_farm"
    css = CSS
    reference_title = "Selling table: how many animals earn how many goods"
    pause_kinds = ("offer",)
    tiebreak_label = "Cards in hand (tie-break)"

    # ---------------------------------------------------------------- cards
    def colours(self, view: dict[str, Any], kind: int) -> tuple[str, str]:
        a = view["animals"][kind]
        return ANIMAL_COLOURS.get(a["id"], _FALLBACK[kind % len(_FALLBACK)])

    def card(self, view: dict[str, Any], kind: int, pos: str = "") -> str:
        """One animal card: colour, name and the animal's card count."""
        a = view["animals"][kind]
        bg, border = self.colours(view, kind)
        levels = a["levels"]
        curve = ", ".join(f"{n} → {g}" for g, n in enumerate(levels, start=1) if n is not None)
        p = f"<span class='fl-card-pos'>{esc(pos)}</span>" if pos else ""
        return (f"<span class='fl-card' data-animal='{esc(a['id'])}' style='background:{bg};border-color:{border}' "
                f"title='{esc(a['name'])}: {a['count']} cards; sell {esc(curve)} goods'>{p}"
                f"<span class='fl-card-name'>{esc(a['singular'])}</span>"
                f"<span class='fl-card-count'>{a['count']} in the game</span></span>")

    def cards(self, view: dict[str, Any], kinds: list[int], numbered: bool = False) -> str:
        if not kinds:
            return "<i>none</i>"
        return "".join(self.card(view, k, f"{i + 1}." if numbered else "") for i, k in enumerate(kinds))

    def stable(self, view: dict[str, Any], number: int, st: dict[str, Any]) -> str:
        """One stable, with what the engine says it sells for now and its next level."""
        kind, count = st["kind"], st["count"]
        if count == 0 or kind < 0:
            return (f"<div class='fl-stable fl-stable-empty' data-stable='{number}' data-kind='' data-count='0'>"
                    f"Stable {number + 1}: empty</div>")
        a = view["animals"][kind]
        bg, border = self.colours(view, kind)
        now, nxt = st["goods_now"], st["next_level"]
        word = a["singular"] if count == 1 else a["name"]
        if nxt is None:
            later = "top level reached"
        else:
            later = f"next level at {nxt[0]} ({_plural(nxt[1], 'good')})"
        return (f"<div class='fl-stable' data-stable='{number}' data-kind='{esc(a['id'])}' data-count='{count}' "
                f"style='border-color:{border};background:{bg}'>Stable {number + 1}: "
                f"<span class='fl-stable-kind'>{count} {esc(word)}</span> — sells for {_plural(now, 'good')} now"
                f"<span class='fl-stable-next'> · {later}</span></div>")

    # ---------------------------------------------------------------- table
    def table_html(self, view: dict[str, Any]) -> str:
        names = view["names"]
        active = view["active"]
        phase = view["phase"] if not view.get("over") else 0
        step = STEP_NAMES.get(phase, "")
        turn = (f"Turn {view['turn']} · <b>{esc(names[active])}</b>'s turn · {esc(step)}" if not view.get("over")
                else "The game is over")
        parts = [
            f"<div class='fl-cf-table' data-turn='{view['turn']}' data-active='{esc(names[active])}' "
            f"data-phase='{phase}'>",
            f"<div class='fl-title'>{esc(view.get('title', 'Community Farm'))}</div>",
            f"<div class='fl-status'>{turn}</div>",
            f"<div class='fl-deck'>Draw deck: {_plural(view['deck_size'], 'card')} · the deck has run out "
            f"{view['runs_out']} of {view['deck_runs']} times · discard pile: {_plural(len(view['discard']), 'card')}"
            f"{' · <b>last round: the game ends after step 3</b>' if view.get('ending') and not view.get('over') else ''}</div>",
        ]
        if phase == TRADE or view["face_up"]:
            parts.append(f"<div class='fl-face-up'>Face-up cards: {self.cards(view, view['face_up'])}</div>")
        off = view.get("offer")
        if off:
            who, to = names[off["from"]], names[off["to"]]
            if not off["want"]:
                what = f"gives {self.cards(view, off['give'])} as a gift"
            elif not off["give"]:
                what = f"asks for {self.cards(view, off['want'])} as a gift"
            else:
                what = f"gives {self.cards(view, off['give'])} for {self.cards(view, off['want'])}"
            parts.append(f"<div class='fl-open-offer' data-from='{esc(who)}' data-to='{esc(to)}'>"
                         f"Open offer: <b>{esc(who)}</b> → <b>{esc(to)}</b>: {what}</div>")
        parts.append("</div>")
        return "".join(parts)

    def reference_html(self, view: dict[str, Any]) -> str:
        rows = []
        for k in view["in_play"]:
            a = view["animals"][k]
            cells = "".join(f"<td>{n if n is not None else '—'}</td>" for n in a["levels"])
            rows.append(f"<tr><td>{self.card(view, k)}</td>{cells}</tr>")
        return ("<table class='fl-curves'><tr><th>Animal</th><th>1 good</th><th>2 goods</th><th>3 goods</th>"
                f"<th>4 goods</th></tr>{''.join(rows)}</table>"
                "<div>Numbers: how many animals of one kind must be sold together.</div>")

    # ---------------------------------------------------------------- seats
    def seat_html(self, view: dict[str, Any], seat: int) -> str:
        p = view["players"][seat]
        name = esc(p["name"])
        whose = "your turn" if view.get("viewer") == seat else "their turn"
        turn = f" <span class='fl-turn-tag'>{whose}</span>" if view["active"] == seat and not view.get("over") else ""
        head = (f"<div class='fl-seat-head'><b>{name}</b>{self.controller_note(view, seat)}{turn} · "
                f"<b>{_plural(p['goods'], 'good')}</b> · {_plural(p['hand_size'], 'card')} in hand</div>")
        stables = "".join(self.stable(view, i, st) for i, st in enumerate(p["stables"]))
        if "hand" in p:
            singular = ",".join(view["animals"][k]["singular"] for k in p["hand"])
            hand = (f"<div class='fl-hand' data-seat='{seat}' data-cards='{esc(singular)}'>"
                    f"<span class='fl-section-label'>Hand (front first):</span> "
                    f"{self.cards(view, p['hand'], True)}</div>")
        else:
            hand = (f"<div class='fl-hand-hidden' data-seat='{seat}'>Hand: {_plural(p['hand_size'], 'card')} "
                    f"(hidden)</div>")
        received = ""
        if p["received"]:
            received = (f"<div class='fl-received'><span class='fl-section-label'>To house in step 3:</span> "
                        f"{self.cards(view, p['received'])}</div>")
        return (f"<div class='fl-seat-inner' data-seat='{seat}' data-name='{name}'>{head}"
                f"<div class='fl-stables'>{stables}</div>{hand}{received}</div>")

    # ------------------------------------------------------------- controls
    def seat_action(self, action: "Action") -> bool:
        return isinstance(action, Sell)

    def extra_controls(self, board: "Board", seat: int) -> list[widgets.Widget]:
        return self.kept_panel(board, seat, "trade", lambda: TradePanel(board, seat))

    def shortcuts(self, game: "Game", seat: int) -> list[Shortcut]:
        """"House all" when every received card fits exactly one stable (the view's
        ``forced_sequence``); "Decline all offers this turn" while an offer to the seat is open."""
        out = []
        seq = forced_sequence(game, seat)
        if seq:
            out.append(Shortcut(f"House all {len(seq)} cards", "fl-house-all", seq,
                                "House every card you received: each one fits only one stable"))
        if _offer_to(game, seat):
            turn = game.table.turn
            out.append(Shortcut("Decline all offers this turn", "fl-decline-all", [DECLINE],
                                "Decline this offer and every other offer made to you until the turn ends",
                                answer=_decline_offers, lasts=lambda g: not g.over and g.table.turn == turn))
        return out

    def adjust_action(self, board: "Board", seat: int, action: "Action") -> "Action":
        if isinstance(action, Accept):
            panel = board.cache.get((self.game, "trade", seat))
            if panel is not None and panel.responding:
                return panel.payment()
        return action


def _offer_to(game: "Game", seat: int) -> bool:
    """Is an offer to ``seat`` open now (so that it may decline it)?"""
    table = game.table  # type: ignore[attr-defined]
    return not game.over and table.step == TRADE and table.offer is not None and table.offer.offer.to == seat


def _decline_offers(game: "Game", seat: int) -> "Action | None":
    """The standing answer of "Decline all offers this turn": decline each offer made to the seat."""
    return DECLINE if _offer_to(game, seat) and game.is_legal(seat, DECLINE) else None


class TradePanel(widgets.VBox):
    """Community Farm trading for one human seat: make an offer (or counter-offer)
    and choose which cards pay when accepting.

    The panel folds away behind its "Trade / give…" button (``toggle``,
    fl-trade-toggle; ``expanded``: whether it is unfolded). It is open by default
    when the seat must answer an offer and on the seat's own trading step;
    folded while the seat only *may* offer something to another player. The
    person's choice holds until the situation changes (a new offer, a new turn).

    Parts (all with CSS classes): ``to`` (fl-trade-to), ``give_face_up``
    (fl-give-face-up), ``give_hand`` (fl-give-hand), ``want_pick`` +
    ``want_add`` / ``want_clear`` (the wanted animals, ``want`` list),
    ``offer_button`` (fl-action fl-offer), and when answering an offer
    ``pay`` (fl-pay; values ("f", i) face-up / ("h", i) hand, preset to the
    canonical payment; the board's Accept button pays with it).
    """

    #: open the panel by default on the seat's own trading step (not only to answer an offer)
    OPEN_ON_OWN_TURN = True

    def __init__(self, board: "Board", seat: int) -> None:
        self.board = board
        self.seat = seat
        self.want: list[int] = []
        self.responding = False
        #: whether the panel is unfolded
        self.expanded = False
        self._open_key: Any = None
        self._offer_key: Any = None
        wide = widgets.Layout(width="auto")
        self.toggle = widgets.Button(description="Trade / give…", icon="caret-right", layout=wide,
                                     tooltip="Show or hide the trade panel")
        self.toggle.add_class("fl-trade-toggle")
        self.toggle.on_click(lambda _b: self.expand(not self.expanded))
        self.title = widgets.HTML("")
        self.title.add_class("fl-trade-title")
        self.header = widgets.HBox([self.toggle, self.title], layout=widgets.Layout(align_items="center"))
        self.header.add_class("fl-trade-head")
        self.to = widgets.Dropdown(layout=widgets.Layout(width="190px"))
        self.to.add_class("fl-trade-to")
        self.give_face_up = widgets.SelectMultiple(layout=widgets.Layout(width="230px"))
        self.give_face_up.add_class("fl-give-face-up")
        self.give_hand = widgets.SelectMultiple(layout=widgets.Layout(width="190px"))
        self.give_hand.add_class("fl-give-hand")
        self.want_pick = widgets.Dropdown(layout=widgets.Layout(width="140px"))
        self.want_pick.add_class("fl-want-pick")
        self.want_add = widgets.Button(description="Add", layout=wide, tooltip="Add this animal to what you want")
        self.want_add.add_class("fl-want-add")
        self.want_add.on_click(lambda _b: self.add_want(self.want_pick.value))
        self.want_clear = widgets.Button(description="Clear", layout=wide, tooltip="Want nothing (a gift)")
        self.want_clear.add_class("fl-want-clear")
        self.want_clear.on_click(lambda _b: self.clear_want())
        self.want_html = widgets.HTML("")
        self.want_html.add_class("fl-want-list")
        self.offer_button = widgets.Button(description="Make offer", icon="exchange",
                                           layout=widgets.Layout(width="auto", max_width="320px"))
        self.offer_button._dom_classes = ("fl-action", "fl-offer")
        self.offer_button.on_click(lambda _b: self.make_offer())

        def column(title: str, *parts: widgets.Widget) -> widgets.VBox:
            box = widgets.VBox([widgets.HTML(f"<div class='fl-section-label'>{title}</div>"), *parts])
            box.add_class("fl-trade-col")
            return box

        self.pay = widgets.SelectMultiple(layout=widgets.Layout(width="230px"))
        self.pay.add_class("fl-pay")
        self.pay_box = column("If you accept, pay with:", self.pay)
        self.face_up_box = column("Give face-up cards", self.give_face_up)
        want_row = widgets.HBox([self.want_pick, self.want_add, self.want_clear])
        self.offer_box = widgets.HBox([
            column("Offer to", self.to, self.offer_button),
            self.face_up_box,
            column("Give from your hand", self.give_hand),
            column("Want in return", want_row, self.want_html),
        ], layout=widgets.Layout(flex_flow="row wrap", align_items="flex-start"))
        self.body = widgets.HBox([self.pay_box, self.offer_box],
                                 layout=widgets.Layout(flex_flow="row wrap", align_items="flex-start"))
        self.body.add_class("fl-trade-body")
        super().__init__([self.header, self.body])
        self.add_class("fl-trade")
        self.add_class(f"fl-trade-{seat}")
        self._game_id: Any = None
        self._draw_want()
        self._draw_open()

    def expand(self, value: bool) -> None:
        """Unfold (True) or fold the panel, as its "Trade / give…" button does."""
        self.expanded = bool(value)
        self._draw_open()
        self.board.redraw()  # the board's list of buttons on show changes

    def _draw_open(self) -> None:
        _show_w(self.body, self.expanded)
        _set(self.toggle, "icon", "caret-down" if self.expanded else "caret-right")
        _set(self.toggle, "_dom_classes", ("fl-trade-toggle", "fl-open") if self.expanded else ("fl-trade-toggle",))

    # ---------------------------------------------------------------- state
    @property
    def game(self) -> Any:
        return self.board.game

    def add_want(self, kind: int | None) -> None:
        if kind is not None:
            self.want.append(int(kind))
            self._draw_want()

    def clear_want(self) -> None:
        self.want = []
        self._draw_want()

    def _draw_want(self) -> None:
        g = self.game
        if self.want:
            counts: dict[int, int] = {}
            for k in self.want:
                counts[k] = counts.get(k, 0) + 1
            what = ", ".join(g.animals[k].label(c) for k, c in counts.items())
            text = f"You want: <b>{esc(what)}</b>"
        else:
            text = "You want: nothing — a gift<br>(add animals to ask for them)"
        _set(self.want_html, "value", f"<div class='fl-want-text'>{text}</div>")

    def current_offer(self) -> Offer:
        return Offer(int(self.to.value if self.to.value is not None else -1),
                     tuple(sorted(self.give_face_up.value)), tuple(sorted(self.give_hand.value)), tuple(self.want))

    def make_offer(self) -> bool:
        ok = self.board.act(self.seat, self.current_offer())
        if ok:
            self.reset()
        return ok

    def payment(self) -> Accept:
        fu = tuple(sorted(i for k, i in self.pay.value if k == "f"))
        hand = tuple(sorted(i for k, i in self.pay.value if k == "h"))
        return Accept(fu, hand)

    def reset(self) -> None:
        self.give_face_up.value = ()
        self.give_hand.value = ()
        self.clear_want()

    # --------------------------------------------------------------- update
    def update(self) -> bool:
        """Bring the panel up to date; False when this seat cannot trade now."""
        g = self.game
        seat = self.seat
        v = g.view(seat)  # only what this seat may see
        animals = v["animals"]
        if id(g) != self._game_id:
            self._game_id = id(g)
            _set_options(self.want_pick, [(animals[k]["singular"], k) for k in v["in_play"]])
            if self.want_pick.value is None and v["in_play"]:
                self.want_pick.value = v["in_play"][0]
            self.want = []
            self._draw_want()
        if v["over"] or v["phase"] != TRADE:
            self.responding = False
            self._offer_key = None
            return False
        a = v["active"]
        names = v["names"]
        off = v["offer"]
        self.responding = off is not None and off["to"] == seat
        if off is not None and not self.responding:
            return False  # an offer between others (or our own) is open
        canon = None
        if self.responding:
            who, want = off["from"], off["want"]
            canon = off["payment"]
            if canon is None:
                text = (f"you do not have the cards {esc(names[who])} asks for: decline above, or make "
                        f"{esc(names[who])} a counter-offer.")
            elif want:
                text = (f"to accept, choose which of your cards pay (then press Accept above) — or make "
                        f"{esc(names[who])} a counter-offer.")
            else:
                text = f"press Accept above to take the gift — or make {esc(names[who])} a counter-offer."
            _set(self.title, "value", f"<div class='fl-trade-text'>{esc(names[seat])}: {text}</div>")
            targets = [(names[who], who)]
            self.offer_button.description = f"Counter-offer to {names[who]}"
            _set(self.offer_button, "_dom_classes", ("fl-action", "fl-offer", "fl-counter"))
        elif seat == a:
            _set(self.title, "value", f"<div class='fl-trade-text'>{esc(names[seat])}: offer a trade or a gift "
                                      f"(choose the player, your cards and what you want).</div>")
            targets = [(names[s], s) for s in range(len(names)) if s != seat]
            self.offer_button.description = "Make offer"
        else:
            _set(self.title, "value", f"<div class='fl-trade-text'>{esc(names[seat])}: you may offer "
                                      f"{esc(names[a])} a trade or a gift.</div>")
            targets = [(names[a], a)]
            self.offer_button.description = f"Offer to {names[a]}"
        if not self.responding:
            _set(self.offer_button, "_dom_classes", ("fl-action", "fl-offer"))
        _set_options(self.to, targets)
        if self.to.value is None and targets:
            self.to.value = targets[0][1]
        if seat == a:
            _set_options(self.give_face_up, [(f"{animals[k]['singular']} (face-up card {i + 1})", i)
                                             for i, k in enumerate(v["face_up"])])
            _set(self.give_face_up, "rows", max(2, len(v["face_up"])))
        _show_w(self.face_up_box, seat == a and bool(v["face_up"]))
        hand = v["players"][seat]["hand"]
        _set_options(self.give_hand, [(f"{i + 1}. {animals[k]['singular']}", i) for i, k in enumerate(hand)])
        _set(self.give_hand, "rows", max(2, min(6, len(hand))))
        if self.responding:
            pay_opts = ([(f"{animals[k]['singular']} (face-up card {i + 1})", ("f", i))
                         for i, k in enumerate(v["face_up"])] if seat == a else [])
            pay_opts += [(f"{i + 1}. {animals[k]['singular']}", ("h", i)) for i, k in enumerate(hand)]
            key = (v["step"], off["from"], tuple(off["give_face_up"]), tuple(off["give_hand"]), tuple(want))
            changed = _set_options(self.pay, pay_opts)
            if key != self._offer_key or changed:
                self._offer_key = key
                if canon is not None:
                    self.pay.value = tuple([("f", i) for i in canon["face_up"]] + [("h", i) for i in canon["hand"]])
                else:
                    self.pay.value = ()
            _set(self.pay, "rows", max(2, min(6, len(pay_opts))))
        _show_w(self.pay_box, self.responding and canon is not None and bool(off["want"]))
        key = (id(g), v["turn"], a, (off["from"], tuple(off["want"]), tuple(off["give"])) if self.responding else None)
        if key != self._open_key:  # a new situation: the default (the person's choice held until now)
            self._open_key = key
            self.expanded = self.responding or (seat == a and self.OPEN_ON_OWN_TURN)
        self._draw_open()
        return True


def _set(w: widgets.Widget, name: str, value: Any) -> None:
    if getattr(w, name) != value:
        setattr(w, name, value)


def _show_w(w: widgets.Widget, visible: bool) -> None:
    want = None if visible else "none"
    if w.layout.display != want:
        w.layout.display = want


def _set_options(w: Any, options: list[tuple[str, Any]]) -> bool:
    """Set a selection widget's options only when they change (keeps the selection)."""
    if tuple(tuple(o) for o in w.options) != tuple(options):
        w.options = options
        return True
    return False


register_renderer(CommunityFarmRenderer)
