"""The Fields of Green board: the piles and what each player drew from them, each farm as a grid
of cards with its Water and Food markers, Open Areas and Equipment, the free places with the
water that would reach them, the Water Towers' reach on demand, the hand and where it goes next,
and the Harvest as the list of costs a player pays in the order he chooses. It draws the
engine's view only (``farmlab.fields_of_green.view``): what a Tower reaches and what a Harvest
costs now come from the view, never from this file. Colour always comes with a word.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from farmlab.fields_of_green.actions import DrawCards
from farmlab.fields_of_green.rules.drafting import SUGGESTED

from .render import Renderer, esc, register_renderer

if TYPE_CHECKING:  # pragma: no cover
    from farmlab.core.actions import Action

    from .board import Board

TYPE = {"field": ("Field", "#58b05a"), "livestock": ("Livestock", "#d9534f"), "facility": ("Facility", "#e6b800"),
        "building": ("Building", "#8e5bb5")}
PILES = {"field": "Fields", "livestock": "Livestock", "facility": "Facilities", "building": "Buildings"}
STEP = {"draw": "the Upkeep: choosing where to draw 6 cards", "pick": "selecting a card", "act": "actions",
        "equip": "keeping an Equipment", "harvest": "the Harvest", "over": "game over",
        "water": "placing new water on the Water Towers", "pay": "choosing which Water Towers pay"}

CSS = """
.fl-fg-piles span { display: inline-block; margin-right: 12px; }
.fl-fg-dot { display: inline-block; width: 0.9em; height: 0.9em; border-radius: 50%; vertical-align: middle;
             margin-right: 3px; border: 1px solid #444; }
.fl-fg-grid { display: grid; gap: 3px; margin: 4px 0; }
.fl-fg-cell { border: 2px solid #888; border-radius: 6px; padding: 2px 4px; min-height: 4.2em; font-size: 0.85em;
              background: white; }
.fl-fg-cell.fl-fg-tower { background: #e8f2fc; border-color: #2a7fd4; }
.fl-fg-cell.fl-fg-silo { background: #fdf6e3; border-color: #b8860b; }
.fl-fg-cell.fl-fg-open { background: #ddd; border-style: dashed; color: #555; }
.fl-fg-cell.fl-fg-free { border: 1px dotted #bbb; background: transparent; color: #777; }
.fl-fg-cell.fl-fg-none { border: none; background: transparent; }
.fl-fg-cell.fl-fg-reach { box-shadow: 0 0 0 3px #7fb3e6 inset; }
.fl-fg-card { display: inline-block; border: 2px solid #666; border-radius: 6px; padding: 3px 6px; margin: 2px;
              min-width: 9em; vertical-align: top; background: white; font-size: 0.9em; }
.fl-fg-note { color: #555; font-size: 0.9em; }
.fl-fg-pay { margin: 2px 0; }
.fl-fg-draw .widget-inline-hbox { width: auto; }
.fl-fg-draw .widget-text input { width: 3.5em; }
"""


def _cost(c: dict[str, Any]) -> str:
    parts = [f"{c['coins']} coins"]
    if c.get("water"):
        parts.append(f"{c['water']} 💧 water")
    if c.get("food"):
        parts.append(f"{c['food']} 🌾 food")
    return " + ".join(parts)


def _of(name: str) -> str:
    return name + ("'" if name.endswith("s") else "'s")


def _harvest_cost(cost: list[int]) -> str:
    c, w, f = cost
    parts = [p for p in (f"{c} coins" if c else "", f"{w} 💧 water" if w else "", f"{f} 🌾 food" if f else "") if p]
    return ", ".join(parts) or "nothing"


class FieldsOfGreenRenderer(Renderer):
    game = "fields_of_green"
    css = CSS
    reference_title = "The four piles: what their cards cost and give"
    tiebreak_label = ""  # no tie-break: tied players share the victory (ruling G22)

    # ------------------------------------------------------------------ the table
    def table_html(self, view: dict[str, Any]) -> str:
        piles = "".join(
            f"<span data-pile='{k}'><span class='fl-fg-dot' style='background:{TYPE[k][1]}'></span>"
            f"{PILES[k]}: <b>{n}</b>{' (closed)' if k in view['closed'] else ''}</span>"
            for k, n in view["piles"].items())
        drew = []
        for s, p in enumerate(view["players"]):
            if p["drew"]:
                counts = ", ".join(f"{n} {PILES[k]}" for k, n in p["drew"].items() if n)
                drew.append(f"{esc(p['name'])}: {esc(counts)}")
        first = view["players"][view["first"]]["name"]
        face_up = ""
        if "face_up" in view:
            cards = "".join(self.card_html(c) for c in view["face_up"]) or "<span class='fl-fg-note'>none</span>"
            face_up = (f"<div class='fl-section-label'>Face-up cards ({view['pile_left']} still face down)</div>"
                       f"<div>{cards}</div>")
        discard = ", ".join(esc(c["name"]) for c in view["discard"][-8:]) or "none"
        return (f"<div class='fl-fg-table' data-round='{view['round']}' data-turn='{view['turn']}'>"
                f"<div><b>Round {view['round']} of {view['rounds']}</b>, turn {view['turn']} of 6 — "
                f"{esc(STEP.get(view['stage'], view['stage']))}. Cards pass <b>{esc(view['direction'])}</b>. "
                f"First player: {esc(first)}.</div>"
                f"<div class='fl-fg-piles'>{piles}<span>Water Towers left: {view['towers_left']}</span>"
                f"<span>Silos left: {view['silos_left']}</span><span>Equipment left: {view['equipment_left']}</span>"
                f"</div>"
                f"<div class='fl-fg-note'>Drawn this round: {'; '.join(drew) or 'nothing yet'}</div>"
                f"{face_up}<div class='fl-fg-note'>Discarded (face up, last 8): {discard}</div></div>")

    def card_html(self, c: dict[str, Any]) -> str:
        word, colour = TYPE[c["type"]]
        return (f"<span class='fl-fg-card' data-card='{esc(c['id'])}' style='border-color:{colour}'>"
                f"<span class='fl-fg-dot' style='background:{colour}'></span><b>{esc(c['name'])}</b> "
                f"<span class='fl-fg-note'>({esc(word)})</span><br>{esc(_cost(c))} · {c['vp']} VP<br>"
                f"<span class='fl-fg-note'>{esc(c['ability'])}</span></span>")

    # ------------------------------------------------------------------ a farm
    def cell_html(self, p: dict[str, Any] | None, free: dict[str, Any] | None, in_reach: bool) -> str:
        reach = " fl-fg-reach" if in_reach else ""
        if p is None:
            if free is not None:
                return (f"<div class='fl-fg-cell fl-fg-free{reach}' data-free='{free['x']},{free['y']}'>"
                        f"({free['x']}, {free['y']})<br>💧 {free['water_near']} in reach</div>")
            return f"<div class='fl-fg-cell fl-fg-none{reach}'></div>"
        where = f"data-place='{p['x']},{p['y']}'"
        if p["kind"] == "tower":
            return (f"<div class='fl-fg-cell fl-fg-tower{reach}' {where}><b>Water Tower</b><br>"
                    f"{'💧' * p['water'] or '—'} {p['water']} water</div>")
        if p["kind"] == "silo":
            return (f"<div class='fl-fg-cell fl-fg-silo{reach}' {where}><b>Silo</b><br>"
                    f"{'🌾' * p['food'] or '—'} {p['food']} food</div>")
        equipment = f"<br>⚙ {esc(p['equipment']['name'])}" if "equipment" in p else ""
        if p["open_area"]:
            return f"<div class='fl-fg-cell fl-fg-open{reach}' {where}><b>Open Area</b>{equipment}</div>"
        word, colour = TYPE[p["type"]]
        paid = " ✔ paid" if p["paid"] else ""
        harvest = ""
        if p["timing"] == "harvest":
            harvest = f"<br>Harvest: {esc(_harvest_cost(p['harvest_cost_now']))}{paid}"
        return (f"<div class='fl-fg-cell{reach}' {where} style='border-color:{colour}' title='{esc(p['ability'])}'>"
                f"<b>{esc(p['name'])}</b><br><span class='fl-fg-note'>{esc(word)} · {p['vp']} VP</span>"
                f"{harvest}{equipment}</div>")

    def farm_html(self, p: dict[str, Any], reach_of: set[tuple[int, int]] | None = None) -> str:
        places = {(c["x"], c["y"]): c for c in p["farm"]}
        free = {(f["x"], f["y"]): f for f in p["free_places"]}
        cells = list(places) + list(free)
        xs = [x for x, _ in cells]
        ys = [y for _, y in cells]
        out = []
        for y in range(min(ys), max(ys) + 1):
            for x in range(min(xs), max(xs) + 1):
                out.append(self.cell_html(places.get((x, y)), free.get((x, y)), reach_of is not None and (x, y) in reach_of))
        columns = max(xs) - min(xs) + 1
        return (f"<div class='fl-fg-grid' style='grid-template-columns: repeat({columns}, minmax(5.5em, 1fr))'>"
                f"{''.join(out)}</div>")

    def reach_html(self, p: dict[str, Any]) -> str:
        """The Water Towers' reach, on demand (a fold the player opens)."""
        reach: set[tuple[int, int]] = set()
        for c in p["farm"]:
            for x, y in c.get("reach", ()):
                reach.add((x, y))
        return (f"<details class='fl-fg-reach-fold'><summary>Show where the Water Towers reach (within "
                f"2 cards)</summary>{self.farm_html(p, reach)}<div class='fl-fg-note'>A blue frame: water from a "
                f"Tower can be paid there.</div></details>")

    def seat_html(self, view: dict[str, Any], seat: int) -> str:
        p = view["players"][seat]
        chosen = view["chosen"].get(str(seat))
        status = " — has selected a card" if chosen else (" — deciding" if seat in view["waiting"] else "")
        aside = ", ".join(esc(e["name"]) + f" ({esc(e['where'])})" for e in p["aside"])
        out = (f"<div class='fl-fg-seat' data-seat='{seat}'><b>{esc(p['name'])}</b>{esc(status)} · "
               f"<b>{p['score']}</b> VP now · {p['coins']} coins · {p['vp_tokens']} VP tokens · "
               f"🌾 {p['food']} food (a Silo holds {p['silo_capacity']}) · 💧 {p['water']} water "
               f"(a Tower holds {p['tower_capacity']}) · {p['hand_count']} cards in hand"
               + (f"<div class='fl-fg-note'>Equipment aside: {aside}</div>" if aside else "")
               + self.farm_html(p) + self.reach_html(p))
        if p["selected"]:
            out += f"<div>Revealed: {self.card_html(p['selected'])}</div>"
        out += self.water_html(p)
        if p["to_harvest"]:
            out += self.harvest_html(p)
        if "hand" in p:
            n = len(view["players"])
            if n > 2 and p["hand"]:
                step = 1 if view["direction"] == "clockwise" else -1
                to = view["players"][(seat + step) % n]["name"]
                out += f"<div class='fl-fg-note'>After you select, the rest of your hand goes to {esc(to)}.</div>"
            hand = "".join(self.card_html(c) for c in p["hand"])
            if hand:
                out += f"<div class='fl-fg-hand'><span class='fl-section-label'>Hand</span><br>{hand}</div>"
            if p.get("my_choice"):
                out += (f"<div class='fl-fg-note'>Your selection, revealed with the others': "
                        f"{esc(p['my_choice']['name'])}</div>")
            if p.get("drawn"):
                out += "<div>Equipment drawn: " + ", ".join(f"{esc(e['name'])} — {esc(e['text'])}"
                                                            for e in p["drawn"]) + "</div>"
        return out + "</div>"

    def water_html(self, p: dict[str, Any]) -> str:
        """A Water choice waiting for this player (G5, G10): what it is for; the buttons name each way."""
        if p["water_due"]:
            return (f"<div class='fl-fg-water-choice' data-water-due='{p['water_due']}'>💧 <b>{p['water_due']} new "
                    f"water</b> to place: choose which Water Towers get it (a button per way; each Tower holds "
                    f"{p['tower_capacity']}).</div>")
        pay = p["paying"]
        if not pay:
            return ""
        towers = ", ".join(f"({x}, {y}) with {w}" for x, y, w in pay["towers"])
        what = f"{esc(_of(pay['name']))} Harvest" if pay["harvest"] else esc(pay["name"])
        return (f"<div class='fl-fg-water-choice' data-paying='{pay['x']},{pay['y']}'>💧 <b>{pay['water']} water</b> "
                f"to pay for {what} at ({pay['x']}, {pay['y']}) from the Water Towers within 2: {towers}. Choose "
                f"which pay (a button per way).</div>")

    def harvest_html(self, p: dict[str, Any]) -> str:
        """The Harvest as the list of costs still to pay, each with whether it can be paid now."""
        places = {(c["x"], c["y"]): c for c in p["farm"]}
        rows = []
        for x, y in p["to_harvest"]:
            c = places[(x, y)]
            why = c.get("harvest_why_not", "")
            rows.append(f"<div class='fl-fg-pay' data-harvest='{x},{y}'>{'✔' if not why else '✘'} "
                        f"<b>{esc(c['name'])}</b>: pay {esc(_harvest_cost(c['harvest_cost_now']))} → "
                        f"{esc(c['ability'].split(': ', 1)[-1])}" + (f" <span class='fl-fg-note'>({esc(why)})</span>"
                                                                    if why else "") + "</div>")
        return ("<div class='fl-fg-harvest'><span class='fl-section-label'>Harvest still to pay (in the order you "
                "choose; unpaid ones become Open Areas)</span>" + "".join(rows) + "</div>")

    def reference_html(self, view: dict[str, Any]) -> str:
        from farmlab.fields_of_green.odds import pile_table

        rows = "".join(f"<tr><td>{esc(r['pile'])}</td><td>{r['mean_coins']}</td><td>{r['need_water']}</td>"
                       f"<td>{r['need_food']}</td><td>{r['mean_vp']}</td><td>{r['harvest']}</td>"
                       f"<td>{r['game_end']}</td></tr>" for r in pile_table())
        return ("<table class='fl-fg-ref'><tr><th>Pile (33 cards)</th><th>mean coins</th><th>need water</th>"
                "<th>need food</th><th>mean VP</th><th>Harvest abilities</th><th>Game End abilities</th></tr>"
                + rows + "</table>")


    # ------------------------------------------------------------------ the draw, as four numbers
    def panel_action(self, action: "Action") -> bool:
        return isinstance(action, DrawCards)

    def extra_controls(self, board: "Board", seat: int) -> list[widgets.Widget]:
        return self.kept_panel(board, seat, "draw", lambda: DrawPanel(board, seat))


class DrawPanel(widgets.VBox):
    """The Upkeep's draw for one person's seat: how many cards from each pile (``counts``, four
    number boxes), and ``go`` (class ``fl-action``), enabled when the four numbers make a legal
    draw (6 in all, from at least 3 open piles: the engine's legal actions say which)."""

    def __init__(self, board: "Board", seat: int) -> None:
        self.board = board
        self.seat = seat
        self.legal: set[tuple[int, int, int, int]] = set()
        self.title = widgets.HTML("")
        self.counts = [widgets.BoundedIntText(value=0, min=0, max=6, description=PILES[k],
                                              layout=widgets.Layout(width="auto")) for k in PILES]
        for box in self.counts:
            box.add_class(f"fl-fg-count-{box.description.lower()}")
            box.observe(lambda _c: self._check(), "value")
        self.go = widgets.Button(layout=widgets.Layout(width="auto"))
        self.go.add_class("fl-action")
        self.go.add_class("fl-fg-draw-go")
        self.go.on_click(lambda _b: self._draw())
        super().__init__([self.title, widgets.HBox(self.counts), self.go])
        self.add_class("fl-fg-draw")

    def update(self) -> bool:
        """Bring the panel up to date; False when this seat has no draw to choose now."""
        draws = [a for a in self.board.game.legal_actions(self.seat) if isinstance(a, DrawCards)]
        if not draws:
            self.legal = set()
            return False
        legal = {a.counts() for a in draws}
        if legal != self.legal:  # a new draw: start from the text's suggestion for the round, if allowed
            self.legal = legal
            rnd = self.board.game.view(self.seat)["round"] - 1
            start = SUGGESTED[rnd] if 0 <= rnd < len(SUGGESTED) and tuple(SUGGESTED[rnd]) in legal else draws[0].counts()
            for box, n in zip(self.counts, start):
                box.value = n
        self.title.value = ("<b>How many cards from each pile?</b> 6 in all, from at least 3 piles."
                            + (" (This game plays the suggested draw of the round.)" if len(legal) == 1 else ""))
        self._check()
        return True

    def _chosen(self) -> tuple[int, int, int, int]:
        return tuple(box.value for box in self.counts)  # type: ignore[return-value]

    def _check(self) -> None:
        chosen = self._chosen()
        total = sum(chosen)
        ok = chosen in self.legal
        self.go.disabled = not ok
        self.go.button_style = "success" if ok else ""
        if ok:
            parts = [f"{n} {PILES[k]}" for n, k in zip(chosen, PILES) if n]
            self.go.description = "Draw " + ", ".join(parts)
        elif total != 6:
            self.go.description = f"{total} cards chosen: take 6 in all"
        else:
            self.go.description = "Take cards from at least 3 piles (and none from an empty pile)"

    def _draw(self) -> None:
        if self._chosen() in self.legal:
            self.board.act(self.seat, DrawCards(*self._chosen()))


register_renderer(FieldsOfGreenRenderer)
