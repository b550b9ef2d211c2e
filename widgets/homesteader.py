"""The Homesteader board: the shared grid with every farm's cards (face down and face up), the
fences and their posts, the houses, the voids, and on each face-up card which of its inputs its
eight neighbours meet now (from the engine's view: ``farmlab.homesteader.view``). Zones are
shaded on demand. Clicking a square places a card, turns one over, places the house, moves a
card (click it, then an empty square of your property) or loses one to a disaster; the plant
swap has its own two choices. Colour always comes with a word or a letter.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from farmlab.homesteader.actions import Flip, Place, PlaceHouse, PlantSwap, Remove, Transplant

from .render import Renderer, esc, register_renderer

if TYPE_CHECKING:  # pragma: no cover
    from farmlab.core.actions import Action

    from .board import Board

#: each farm's colour (with its name in words everywhere it is used)
OWNER = ("#2e86de", "#e67e22", "#27ae60", "#8e44ad")
TINT = ("#e3effb", "#fcebdc", "#e0f4e7", "#efe3f5")
#: the six icons: a letter on the cards, the word in the legend
ICON = {"food": ("F", "food"), "water": ("W", "water"), "pollinators": ("P", "pollinators"),
        "nitrogen": ("N", "nitrogen"), "groundcover": ("G", "groundcover"), "trellis": ("T", "trellis")}
ZONE = ("#fff3bf", "#e9f5db", "#d8f3dc", "#b7e4c7", "#95d5b2", "#74c69d")
CELL = 74

CSS = """
.fl-hs-grid svg { max-width: 100%; height: auto; font-family: sans-serif; }
.fl-hs-note { color: #555; font-size: 0.9em; }
.fl-hs-legend span { display: inline-block; margin-right: 12px; }
.fl-hs-squares .widget-button { font-size: 12px !important; padding: 0 2px; min-height: 30px !important; }
.fl-hs-squares .fl-hs-chosen { outline: 3px solid #d35400; }
.fl-hs-swatch { display: inline-block; width: 0.9em; height: 0.9em; border-radius: 3px; vertical-align: middle;
                margin-right: 3px; border: 1px solid #444; }
"""


def _short(name: str, most: int = 11) -> str:
    return name if len(name) <= most else name[: most - 1] + "…"


def svg_grid(view: dict[str, Any], zones: bool = False) -> str:
    """The shared grid as an SVG picture (also used by the lesson)."""
    x0, y0, x1, y1 = view["bounds"]
    x0, y0, x1, y1 = x0 - 1, y0 - 1, x1 + 1, y1 + 1
    w, h = (x1 - x0 + 1) * CELL, (y1 - y0 + 1) * CELL

    def px(x: float) -> float:
        return (x - x0) * CELL

    def py(y: float) -> float:
        return (y - y0) * CELL

    out = [f"<svg width='{w}' height='{h}' viewBox='-4 -4 {w + 8} {h + 8}' role='img' "
           f"aria-label='The shared grid of properties, cards and fences'>"]
    for s, p in enumerate(view["players"]):
        for x, y in p["land"]:
            out.append(f"<rect x='{px(x)}' y='{py(y)}' width='{CELL}' height='{CELL}' fill='{TINT[s]}'/>")
    for x in range(x0, x1 + 2):
        out.append(f"<line x1='{px(x)}' y1='0' x2='{px(x)}' y2='{h}' stroke='#eee'/>")
    for y in range(y0, y1 + 2):
        out.append(f"<line x1='0' y1='{py(y)}' x2='{w}' y2='{py(y)}' stroke='#eee'/>")
    for sq in view["squares"]:
        x, y, s = sq["x"], sq["y"], sq["owner"]
        X, Y = px(x) + 3, py(y) + 3
        size = CELL - 6
        if not sq["face_up"]:
            out.append(f"<g class='fl-hs-card fl-hs-down' data-x='{x}' data-y='{y}' data-owner='{s}'>"
                       f"<rect x='{X}' y='{Y}' width='{size}' height='{size}' rx='6' fill='#d9d2c5' "
                       f"stroke='{OWNER[s]}' stroke-width='3'/><text x='{X + size / 2}' y='{Y + size / 2 + 6}' "
                       f"text-anchor='middle' font-size='20' fill='#6b5b45'>?</text>"
                       + (f"<text x='{X + size / 2}' y='{Y + size - 4}' text-anchor='middle' font-size='9'>"
                          f"{esc(_short(sq['hidden']))}</text>" if "hidden" in sq else "") + "</g>")
            continue
        fill = ZONE[sq["zone"]] if zones else "white"
        if sq["kind"] == "house":
            out.append(f"<g class='fl-hs-card fl-hs-house' data-x='{x}' data-y='{y}' data-owner='{s}'>"
                       f"<rect x='{X}' y='{Y}' width='{size}' height='{size}' rx='6' fill='{fill}' "
                       f"stroke='{OWNER[s]}' stroke-width='3'/>"
                       f"<polygon points='{X + 20},{Y + 30} {X + size / 2},{Y + 12} {X + size - 20},{Y + 30}' "
                       f"fill='#c0392b'/><rect x='{X + 24}' y='{Y + 30}' width='{size - 48}' height='16' "
                       f"fill='#f5e6c8' stroke='#6b5b45'/><text x='{X + size / 2}' y='{Y + 60}' "
                       f"text-anchor='middle' font-size='11'>House · z0</text></g>")
            continue
        ok = not sq["unmet"] and (sq["in_zone"] or not view["zones"])
        needs = " ".join(ICON[i][0] + ("✔" if i in sq["met"] else "✘") for i in sq["inputs"]) or "—"
        gives = " ".join(ICON[i][0] for i in sq["outputs"]) or "—"
        colour = "#2b8a3e" if ok else "#c92a2a"
        out.append(f"<g class='fl-hs-card fl-hs-up' data-x='{x}' data-y='{y}' data-owner='{s}' "
                   f"data-card='{esc(sq['id'])}' data-met='{str(ok).lower()}'>"
                   f"<title>{esc(sq['name'])}: needs {esc(', '.join(sq['inputs']) or 'nothing')}; gives "
                   f"{esc(', '.join(sq['outputs']) or 'nothing')}; zone {sq['zone']}</title>"
                   f"<rect x='{X}' y='{Y}' width='{size}' height='{size}' rx='6' fill='{fill}' "
                   f"stroke='{OWNER[s]}' stroke-width='3'/>"
                   f"<text x='{X + 4}' y='{Y + 13}' font-size='10' font-weight='bold'>{esc(_short(sq['name']))}</text>"
                   f"<text x='{X + 4}' y='{Y + 29}' font-size='10' fill='{colour}'>in: {esc(needs)}</text>"
                   f"<text x='{X + 4}' y='{Y + 44}' font-size='10'>out: {esc(gives)}</text>"
                   f"<text x='{X + 4}' y='{Y + 60}' font-size='9' fill='#555'>z{sq['zone']} · "
                   f"{'all met' if ok else 'needs more'}</text></g>")
    for s, p in enumerate(view["players"]):
        if p["settled"]:
            for (ax, ay), (bx, by) in p["fence"]:
                out.append(f"<line x1='{px(ax / 2)}' y1='{py(ay / 2)}' x2='{px(bx / 2)}' y2='{py(by / 2)}' "
                           f"stroke='#5c3d1e' stroke-width='4' stroke-linecap='round'/>")
        elif p["line"]:
            pts = " ".join(f"{px(a / 2)},{py(b / 2)}" for a, b in p["line"])
            out.append(f"<polyline points='{pts}' fill='none' stroke='{OWNER[s]}' stroke-width='4' "
                       f"stroke-linejoin='round' class='fl-hs-line' data-owner='{s}'/>")
    for x, y, _owners in view["posts"]:
        out.append(f"<circle cx='{px(x / 2)}' cy='{py(y / 2)}' r='3' fill='#b08d57' stroke='#5c3d1e'/>")
    for s, p in enumerate(view["players"]):  # the two ends of each fence still being built, on top
        if not p["settled"] and p["line"]:
            for label, (a, b) in (("A", p["line"][0]), ("B", p["line"][-1])):
                out.append(f"<g class='fl-hs-end' data-owner='{s}' data-end='{label}'>"
                           f"<circle cx='{px(a / 2)}' cy='{py(b / 2)}' r='9' fill='{OWNER[s]}'/>"
                           f"<text x='{px(a / 2)}' y='{py(b / 2) + 4}' text-anchor='middle' font-size='11' "
                           f"fill='white' font-weight='bold'>{label}</text></g>")
    out.append("</svg>")
    return "".join(out)


class HomesteaderRenderer(Renderer):
    game = "homesteader"
    css = CSS
    reference_title = "The cards: what each needs and gives"
    #: shade the cards by permaculture zone (the board's "Show zones" switch)
    show_zones = False

    def table_html(self, view: dict[str, Any]) -> str:
        phase = {"place": "settlement: place a card", "fence": "settlement: fence posts", "house": "the houses",
                 "flip": "play: the flip", "aim": "play: a disaster or pest", "lose": "play: a card is lost",
                 "act": "play: discard, transplant, plant swap", "over": "game over"}.get(view["phase"], view["phase"])
        legend = " ".join(f"<span><b>{a}</b> {esc(word)}</span>" for a, word in ICON.values())
        rules = "the zone rule is on" if view["zones"] else "the zone rule is off"
        face_up = ", ".join(esc(n) for n in view["reserve"]["face_up"])
        return (f"<div class='fl-hs-table' data-phase='{esc(view['phase'])}'>"
                f"<div><b>{esc(phase.capitalize())}</b> · reserve deck: {view['reserve']['size']} cards"
                + (f" (face up at the bottom: {face_up})" if face_up else "") + f" · {rules}</div>"
                f"<div class='fl-hs-grid'>{svg_grid(view, self.show_zones)}</div>"
                f"<div class='fl-hs-legend fl-hs-note'>On each card — in: what it needs (✔ met by a neighbour, "
                f"✘ not yet), out: what it gives. {legend}. z = permaculture zone. Brown lines: fences; "
                f"a coloured line with A and B: a fence still being built, and its two ends.</div></div>")

    def seat_html(self, view: dict[str, Any], seat: int) -> str:
        p = view["players"][seat]
        colour = ("blue", "orange", "green", "purple")[seat]
        if p["settled"]:
            state = f"property of {len(p['land'])} squares ({len(p['empty'])} empty)"
        else:
            state = f"{p['hand_count']} cards still to place"
        extra = f" · {p['face_down']} face down" if view["phase"] not in ("place", "fence") else ""
        return (f"<div class='fl-hs-seat' data-seat='{seat}'><span class='fl-hs-swatch' "
                f"style='background:{OWNER[seat]}'></span><b>{esc(p['name'])}</b> ({colour})"
                f"{self.controller_note(view, seat)} · <b>{p['score']}</b> pennies · {esc(state)}{extra} · "
                f"{p['pennies']} fence posts · plant swap {'used' if p['swapped'] else 'not used yet'}</div>")

    def reference_html(self, view: dict[str, Any]) -> str:
        from farmlab.homesteader.cards import CARDS

        rows = "".join(f"<tr><td>{esc(c.name)}</td><td>{c.count}</td><td>{esc(c.layer)}</td><td>{c.zone}</td>"
                       f"<td>{esc(', '.join(c.inputs) or '—')}</td><td>{esc(', '.join(c.outputs) or '—')}</td></tr>"
                       for c in CARDS)
        return ("<table class='fl-hs-ref'><tr><th>card</th><th>copies</th><th>layer</th><th>zone</th>"
                "<th>needs</th><th>gives</th></tr>" + rows + "</table>")

    # ------------------------------------------------------------------ clicking the grid
    def panel_action(self, action: "Action") -> bool:
        return isinstance(action, (Place, PlaceHouse, Flip, Remove, Transplant, PlantSwap))

    def extra_controls(self, board: "Board", seat: int) -> list[widgets.Widget]:
        return self.kept_panel(board, seat, "grid", lambda: GridPanel(board, seat, self))


class GridPanel(widgets.VBox):
    """The clickable grid for one person's seat: one button per square (``squares``, fl-hs-squares).
    A button that plays a move has the class ``fl-action``; choosing a card to transplant first
    (``fl-hs-pick``) only marks it. The plant swap: ``take`` and ``give`` (dropdowns) and ``swap``."""

    def __init__(self, board: "Board", seat: int, renderer: HomesteaderRenderer) -> None:
        self.board = board
        self.seat = seat
        self.renderer = renderer
        self.chosen: tuple[int, int] | None = None
        self.title = widgets.HTML("")
        self.squares = widgets.GridBox([])
        self.squares.add_class("fl-hs-squares")
        self.zones = widgets.Checkbox(value=renderer.show_zones, description="Show zones", indent=False)
        self.zones.add_class("fl-hs-zones")
        self.zones.observe(self._zones, "value")
        self.take = widgets.Dropdown(description="Take", layout=widgets.Layout(width="280px"))
        self.give = widgets.Dropdown(description="Give", layout=widgets.Layout(width="280px"))
        self.swap = widgets.Button(description="Plant swap", layout=widgets.Layout(width="auto"))
        self.swap.add_class("fl-hs-swap")
        self.swap.add_class("fl-action")
        self.swap.on_click(lambda _b: self._swap())
        self.swap_box = widgets.HBox([self.take, self.give, self.swap])
        self._buttons: dict[tuple[int, int], widgets.Button] = {}
        super().__init__([self.title, self.squares, self.swap_box, self.zones])
        self.add_class("fl-hs-panel")

    def _zones(self, change: dict[str, Any]) -> None:
        self.renderer.show_zones = bool(change["new"])
        self.board.redraw()

    def _button(self, square: tuple[int, int]) -> widgets.Button:
        """The button of one square, made once and kept (a redraw sends only what changed)."""
        b = self._buttons.get(square)
        if b is None:
            b = self._buttons[square] = widgets.Button(layout=widgets.Layout(width=f"{CELL - 6}px", height="34px"))
            b.on_click(self._clicked)
            b.fl_seat = self.seat  # type: ignore[attr-defined]
            b.fl_action = None  # type: ignore[attr-defined]
            b.fl_square = square  # type: ignore[attr-defined]
        return b

    def update(self) -> bool:
        """Bring the grid up to date; False when the seat has nothing to click now."""
        g = self.board.game
        acts = [a for a in g.legal_actions(self.seat) if self.renderer.panel_action(a)]
        if not acts:
            self.chosen = None
            return False
        by_square: dict[tuple[int, int], Any] = {}
        moves: dict[tuple[int, int], list[Transplant]] = {}
        swaps = [a for a in acts if isinstance(a, PlantSwap)]
        for a in acts:
            if isinstance(a, Transplant):
                moves.setdefault((a.x, a.y), []).append(a)
            elif not isinstance(a, PlantSwap):
                by_square[(a.x, a.y)] = a  # type: ignore[attr-defined]
        if self.chosen is not None and self.chosen not in moves:
            self.chosen = None
        if self.chosen is not None:
            for a in moves[self.chosen]:
                by_square[(a.to_x, a.to_y)] = a
        view = g.view(self.seat)
        cards = {(q["x"], q["y"]): q for q in view["squares"]}
        # the seat's own part of the table: its cards and every square it may click, with a
        # margin of one (the picture above shows the whole table); a straggling neighbour
        # does not make this grid, and every redraw, larger
        mine = [sq for sq, q in cards.items() if q.get("owner") == self.seat]
        spots = mine + list(by_square) + list(moves)
        xs = [x for x, _ in spots] or [view["bounds"][0], view["bounds"][2]]
        ys = [y for _, y in spots] or [view["bounds"][1], view["bounds"][3]]
        x0, y0, x1, y1 = min(xs) - 1, min(ys) - 1, max(xs) + 1, max(ys) + 1
        buttons = []
        for y in range(y0, y1 + 1):
            for x in range(x0, x1 + 1):
                b = self._button((x, y))
                q = cards.get((x, y))
                label = "·" if q is None else ("?" if not q["face_up"] else ("🏠" if q["kind"] == "house"
                                                                             else _short(q["name"], 9)))
                action = by_square.get((x, y))
                b.fl_action = action  # type: ignore[attr-defined]
                b.description = label
                b.tooltip = f"square {x},{y}" + (f": {g.describe_action(action, self.seat)}" if action else "")
                b.disabled = action is None and (x, y) not in moves
                classes = ["fl-hs-square", f"fl-hs-x{x}-y{y}"]
                if action is not None:
                    classes.append("fl-action")
                elif (x, y) in moves:
                    classes.append("fl-hs-pick")
                if (x, y) == self.chosen:
                    classes.append("fl-hs-chosen")
                b._dom_classes = tuple(classes)
                b.button_style = "success" if action is not None else ("info" if (x, y) in moves else "")
                buttons.append(b)
        self.squares.children = buttons
        self.squares.layout.grid_template_columns = f"repeat({x1 - x0 + 1}, {CELL - 4}px)"
        self.squares.layout.grid_gap = "2px"
        step = view["phase"]
        hint = {"place": "Click a green square to place your next card there.",
                "house": "Click a green square for your house.",
                "flip": "Click one of your face-down cards (?) to turn it over.",
                "lose": "Click the card you lose.",
                "act": "To transplant, click one of your cards (blue), then a green empty square."}.get(step, "")
        self.title.value = f"<div class='fl-hs-hint'><b>Click the grid.</b> {esc(hint)}</div>"
        self._update_swap(g, swaps)
        return True

    def _update_swap(self, g: Any, swaps: list[PlantSwap]) -> None:
        self.swap_box.layout.display = "" if swaps else "none"
        if not swaps:
            return
        grid = g.table.grid

        def name(x: int, y: int) -> str:
            return g.card_of[grid[(x, y)].card].name

        takes = sorted({(f"{name(a.x, a.y)} ({g.names[a.target]}, square {a.x},{a.y})", (a.target, a.x, a.y))
                        for a in swaps})
        gives = sorted({(f"{name(a.give_x, a.give_y)} (square {a.give_x},{a.give_y})", (a.give_x, a.give_y))
                        for a in swaps})
        for box, options in ((self.take, takes), (self.give, gives)):
            if list(box.options) != options:
                box.options = options
            if box.value is None:
                box.value = options[0][1]

    def _swap(self) -> None:
        if self.take.value is None or self.give.value is None:
            return
        t, x, y = self.take.value
        gx, gy = self.give.value
        self.board.act(self.seat, PlantSwap(t, x, y, gx, gy))  # a swap the rules refuse is shown as such

    def _clicked(self, b: widgets.Button) -> None:
        action = b.fl_action  # type: ignore[attr-defined]
        if action is not None:
            self.chosen = None
            self.board.act(self.seat, action)
            return
        square = b.fl_square  # type: ignore[attr-defined]
        self.chosen = None if self.chosen == square else square
        self.board.redraw()


register_renderer(HomesteaderRenderer)
