"""How Jelly Bean Farmers looks on the board: each farm laid out as the rule text's sample tableau.

Every seat is drawn as its tableau::

    Offense/Defense      Saved for Later      Action Placement
    (units, totals)      (count; faces: own)  (two face-down cards)
    Yearly Sequence      Fields               Food Storage
    (Food Stamps)        (upgrades, seeds)    (silos, Cats, beans)

The table shows the year (n of 8), the season and the step of the Yearly
Sequence, the climate cards in force with their numbers written out (and what
the season's sum does to a seeded field), and every Tribute Contract. Every
card shows its name and what it does (colour is only a help, never the only
sign). What a seat may not see is not in its view, so it cannot be drawn.

Three decisions have too many combinations for one button each (keep 3 of 7
cards: 35; choose the spring and summer cards; seed any set of fields): a
small panel of toggles per human seat makes them, and its button plays the
choice (``jelly_bean_farmers_panel.py``). Every other decision uses the
board's buttons (labels from the engine's ``describe_action``). The style
sheet is in ``jelly_bean_farmers_css.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from farmlab.jelly_bean_farmers import odds
from farmlab.jelly_bean_farmers.cards import ClimateCard
from farmlab.jelly_bean_farmers.game import Choose, Keep, Plant

from .jelly_bean_farmers_css import CSS
from .jelly_bean_farmers_panel import ChoicePanel
from .render import Renderer, esc, register_renderer, rule_html

if TYPE_CHECKING:  # pragma: no cover
    from farmlab.core.actions import Action
    from farmlab.core.game import Game

    from .board import Board

__all__ = ["JellyBeanFarmersRenderer", "ChoicePanel", "KIND_COLOURS", "climate_card", "expected_yield"]

expected_yield = odds.expected_yield  # the reference climate odds, for notebooks

#: (background, border, label) per action-card kind; the card's name is always written on it
KIND_COLOURS: dict[str, tuple[str, str, str]] = {
    "unit": ("#fde0dc", "#a3322a", "army"),
    "attack": ("#f6cccc", "#7a1010", "attack"),
    "storage": ("#f6e7c8", "#8a5a00", "storage"),
    "pest": ("#ece4d4", "#6b5b3a", "pest"),
    "upgrade": ("#dcf0cf", "#3d7a1e", "field upgrade"),
    "meta": ("#e2dcf8", "#5a3fa0", "first"),
    "info": ("#d8eaf8", "#1f5f8a", "climate info"),
    "hand": ("#f8e4f1", "#8a2b6a", "hand size"),
}
_OTHER_KIND = ("#eeeeee", "#555555", "card")

#: jelly bean colours (beans also carry a count in text next to them)
BEANS = ("#e53935", "#fb8c00", "#fdd835", "#43a047", "#1e88e5", "#8e24aa", "#ec407a", "#6d4c41")

#: field upgrade card id -> (short name, what it does, field_yield flag)
UPGRADES: dict[str, tuple[str, str, str]] = {
    "fertilizer": ("Fertilizer", "+1 food", "fertilizer"),
    "irrigation": ("Irrigation", "ignores drought", "irrigation"),
    "protective_netting": ("Netting", "ignores pests", "netting"),
    "perennial": ("Perennial", "grows unseeded (base 1)", "perennial"),
}

#: what a climate card's ``destroys`` names, as the card says it
DESTROYED = {"fertilizer": "Fertilizer", "irrigation": "Irrigation", "netting": "Protective Netting",
             "perennial": "Perennials"}

STAGES = {
    "keep": "keep 3 of the 7 dealt cards; the other 4 build the first field and silo",
    "choose": "place two action cards face down (spring on top, summer below)",
    "plant": "choose whether to plant (1 food a field) before the climate is shown",
    "commit": "the climate is revealed: play the season's action cards",
    "meta": "Steal Opponent's Card and Draw 2 Cards play first",
    "warlord": "Warlords attack last (after every other face-up card)",
    "over": "The game is over",
}

#: the Yearly Sequence, as steps of a track (stage -> step shown as "now")
SEQUENCE = [
    ("Preparation", [("stamps", "Food Stamps"), ("draw", "Draw"), ("choose", "Choose actions")]),
    ("Spring", [("plant", "Plant?"), ("climate", "Climate"), ("actions", "Actions"), ("harvest", "Harvest"),
                ("eat", "Eat 1"), ("vermin", "Vermin")]),
    ("Summer", [("plant", "Plant?"), ("climate", "Climate"), ("actions", "Actions"), ("harvest", "Harvest"),
                ("eat", "Eat 1"), ("vermin", "Vermin"), ("tribute", "Tribute")]),
]
_STEP_OF_STAGE = {"keep": "setup", "choose": "choose", "plant": "plant", "commit": "actions", "meta": "actions",
                  "warlord": "actions"}



def _plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word if n == 1 else (many or word + 's')}"


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else (f"−{-n}" if n < 0 else "0")


# --------------------------------------------------------------------------- climate
def climate_card(d: dict[str, Any]) -> ClimateCard:
    """A :class:`ClimateCard` from a view's climate dict (for the deck's arithmetic)."""
    return ClimateCard(id=d["id"], name=d["name"], count=1, drought=d["drought"], pests=d["pests"],
                       weather=d["weather"], cancels=d["cancels"], destroys=frozenset(d["destroys"]),
                       fire=d["fire"], text=d["text"], provenance="designed")


def climate_effects(d: dict[str, Any]) -> list[str]:
    """A climate card's effects written out: numbers first, then what it ignores or destroys."""
    nums = []
    if d["drought"]:
        nums.append(f"Drought {_signed(d['drought'])}")
    if d["pests"]:
        nums.append(f"Pests {_signed(d['pests'])}")
    if d["weather"] or not nums:
        nums.append(f"Growth {_signed(d['weather'])}")
    out = [" · ".join(nums)]
    if d["cancels"] in ("drought", "pests"):
        out.append(f"Ignores the other card's {d['cancels']}")
    for up in d["destroys"]:
        out.append(f"Destroys all {DESTROYED.get(up, up)}")
    if d["fire"]:
        out.append("Fire: a free ½ Field from a hand card each season")
    return out


# --------------------------------------------------------------------------- renderer
class JellyBeanFarmersRenderer(Renderer):
    game = "jelly_bean_farmers"
    css = CSS
    reference_title = "Cards: the climate deck and the action cards"
    tiebreak_label = "Tie-break: stamps, fields, defense, upgrades"

    # ------------------------------------------------------------------ pieces
    @staticmethod
    def card(c: dict[str, Any], note: str = "", extra_class: str = "") -> str:
        """One action card, face up: kind colour, name, and a note (or its effect)."""
        bg, border, kind = KIND_COLOURS.get(c.get("kind", ""), _OTHER_KIND)
        nt = f"<span class='fl-jbf-card-note'>{esc(note)}</span>" if note else ""
        return (f"<span class='fl-jbf-card {extra_class}' data-card='{esc(c['id'])}' "
                f"style='background:{bg};border-color:{border}' title='{esc(c['name'])} ({kind}): {esc(c['text'])}'>"
                f"<span class='fl-jbf-card-name'>{esc(c['name'])}</span>{nt}</span>")

    @staticmethod
    def back(label: str, note: str = "", extra_class: str = "") -> str:
        """A card lying face down (or used by its back)."""
        nt = f"<span class='fl-jbf-card-note'>{esc(note)}</span>" if note else ""
        return (f"<span class='fl-jbf-card fl-back {extra_class}' data-card='hidden'>"
                f"<span class='fl-jbf-card-name'>{esc(label)}</span>{nt}</span>")

    @staticmethod
    def beans(n: int, start: int = 0, limit: int = 24) -> str:
        shown = min(n, limit)
        out = "".join(f"<span class='fl-bean' style='background:{BEANS[(start + i) % len(BEANS)]}'></span>"
                      for i in range(shown))
        if n > shown:
            out += f" <b>+{n - shown}</b>"
        return f"<span class='fl-beans' aria-hidden='true'>{out}</span>"

    def climate_html(self, d: dict[str, Any] | None, role: str, over: bool = False) -> str:
        if d is None:
            return (f"<div class='fl-jbf-climate fl-hidden' data-role='{esc(role)}' data-card='hidden'>"
                    f"<span class='fl-jbf-climate-role'>{esc(role)}</span>"
                    f"<span class='fl-jbf-climate-name'>face down</span>"
                    f"<span class='fl-jbf-climate-fx'>revealed after planting</span></div>")
        fx = "".join(f"<span class='fl-jbf-climate-fx'>{esc(x)}</span>" for x in climate_effects(d))
        cls = " fl-over" if over else ""
        return (f"<div class='fl-jbf-climate{cls}' data-role='{esc(role)}' data-card='{esc(d['id'])}' "
                f"title='{esc(d['text'])}'><span class='fl-jbf-climate-role'>{esc(role)}</span>"
                f"<span class='fl-jbf-climate-name'>{esc(d['name'])}</span>{fx}</div>")

    @staticmethod
    def season_sum_html(m: dict[str, Any], season_name: str) -> str:
        """What the two cards in force do to a seeded field, term by term (the view's ``season_math``)."""
        plain = m["sum"]
        seeded = m["seeded"]
        lines = [f"<b>{esc(season_name.capitalize())} climate: {esc(m['year'])} + {esc(m['season_card'])} = "
                 f"<b class='fl-big'>{_signed(plain)}</b></b>",
                 f"A seeded field makes 3 {'+' if plain >= 0 else '−'} {abs(plain)} = "
                 f"<b>{seeded} food</b>{' (never below 0)' if 3 + plain < 0 else ''}."]
        extra = []
        irr, net, both = m["sum_irrigation"], m["sum_netting"], m["sum_both"]
        if irr != plain:
            extra.append(f"with Irrigation {m['irrigation']}")
        if net != plain:
            extra.append(f"with Netting {m['netting']}")
        if irr != plain and net != plain and both not in (irr, net):
            extra.append(f"with both {m['both']}")
        extra.append(f"with Fertilizer {m['fertilizer']}")
        extra.append(f"a Perennial field not seeded makes {m['perennial_unseeded']}")
        text = "; ".join(extra) + "."
        lines.append(text[0].upper() + text[1:])
        return (f"<div class='fl-jbf-sum' data-sum='{plain}' data-seeded-yield='{seeded}'>"
                + "<br>".join(lines) + "</div>")

    def year_track(self, view: dict[str, Any]) -> str:
        year, years = view["year"], view["years"]
        boxes = []
        for y in range(1, years + 1):
            cls = "fl-now" if y == year and not view.get("over") else ("fl-past" if y < year or view.get("over") else "")
            boxes.append(f"<span class='fl-jbf-yr {cls}' title='Year {y}'>{y}</span>")
        return f"<span class='fl-jbf-years' aria-hidden='true'>{''.join(boxes)}</span>"

    def sequence_html(self, view: dict[str, Any]) -> str:
        stage = view["stage"]
        step = _STEP_OF_STAGE.get(stage, "")
        season = view["season"]
        current = "Preparation" if stage == "choose" else season.capitalize()
        parts = []
        for phase, steps in SEQUENCE:
            if phase != current:  # the other phases by name only: one line
                parts.append(f"<span class='fl-jbf-phase'>{phase}</span>")
                continue
            items = []
            for key, label in steps:
                now = key == step
                items.append(f"<span class='fl-jbf-step{' fl-now' if now else ''}' data-step='{key}'>{esc(label)}</span>")
            parts.append(f"<span class='fl-jbf-phase'>{phase}:</span> " + " · ".join(items))
        return f"<div class='fl-jbf-seq'>Yearly Sequence — {' ▸ '.join(parts)}</div>"

    # ------------------------------------------------------------------- table
    def table_html(self, view: dict[str, Any]) -> str:
        names = view["names"]
        stage = view["stage"]
        over = bool(view.get("over"))
        year, season = view["year"], view["season"]
        if stage == "keep":
            status = "Setup"
        elif stage == "choose":
            status = f"Year <b>{year}</b> of {view['years']} · <b>Preparation</b>"
        elif over:
            status = f"All {view['years']} years are over"
        else:
            status = f"Year <b>{year}</b> of {view['years']} · <b>{esc(season.capitalize())}</b>"
        parts = [
            f"<div class='fl-jbf-table' data-year='{year}' data-season='{esc(season)}' data-stage='{esc(stage)}'>",
            f"<div class='fl-title'>{esc(view.get('title', 'Jelly Bean Farmers'))}</div>",
            f"<div class='fl-jbf-status'>{status}{self.year_track(view) if stage != 'keep' else ''}"
            f" — {esc(STAGES.get(stage, stage) if not over else STAGES['over'])}</div>",
        ]
        if stage not in ("keep",) and not over:
            parts.append(self.sequence_html(view))
        cl = view["climate"]
        if year >= 1 and stage != "choose" or over:
            row = []
            row.append(self.climate_html(cl["year"], f"Year {year}: all year"))
            if season == "spring":
                row.append(self.climate_html(cl["spring"], "Spring card"))
            else:
                if cl["spring"] is not None:
                    row.append(self.climate_html(cl["spring"], "Spring card (covered)", over=True))
                row.append(self.climate_html(cl["summer"], "Summer card (on top)"))
            if view.get("season_math") is not None:
                row.append(self.season_sum_html(view["season_math"], season))
            elif stage == "plant" and cl["year"] is not None:
                row.append(f"<div class='fl-jbf-sum'>The year card is known: {esc(cl['year']['name'])}. "
                           f"The {esc(season)} card is revealed after everyone has chosen what to plant.</div>")
            elif stage == "plant":
                row.append("<div class='fl-jbf-sum'>Both climate cards are revealed after everyone has chosen "
                           "what to plant.</div>")
            parts.append(f"<div class='fl-jbf-climate-row'>{''.join(row)}</div>")
        elif stage == "choose" and cl["year"] is not None:
            parts.append(f"<div class='fl-jbf-past'>Last year: {esc(cl['year']['name'])} all year, "
                         f"{esc(cl['spring']['name'] if cl['spring'] else '?')} in spring, "
                         f"{esc(cl['summer']['name'] if cl['summer'] else '?')} in summer.</div>")
        if view.get("fire") and not over:
            parts.append("<div class='fl-jbf-fire'>Fire is in force: each player may turn one hand card into a free "
                         "½ Field this season.</div>")
        if view.get("shown"):
            shown = " · ".join(f"{esc(names[int(s)])}: {self.card(c)}" for s, c in view["shown"].items())
            parts.append(f"<div class='fl-jbf-shown'><b>Shown for the Steal:</b> {shown}</div>")
        contracts = view.get("contracts") or []
        if contracts:
            items = "".join(
                f"<span class='fl-jbf-contract' data-attacker='{c['attacker']}' data-victim='{c['victim']}' "
                f"data-amount='{c['amount']}'>{esc(names[c['victim']])} → {esc(names[c['attacker']])}: "
                f"{_plural(c['amount'], 'food', 'food')} a year "
                f"<span class='fl-jbf-note'>({esc(names[c['victim']])} pays {esc(names[c['attacker']])}: "
                f"{esc(names[c['attacker']])}'s Warlord)</span></span>"
                for c in contracts)
            parts.append(f"<div class='fl-jbf-contracts'><b>Tribute Contracts</b> (paid after summer): {items}</div>")
        deck = (f"Climate deck: {_plural(view['climate_left'], 'card')} left · Action deck: "
                f"{_plural(view['deck_size'], 'card')} · discard pile: {_plural(view['discard_size'], 'card')}")
        if not contracts:
            deck = "Tribute Contracts: none · " + deck
        past = view.get("climate_past") or []
        if past:
            years = " · ".join(f"Y{i + 1}: " + " / ".join(esc(c["name"]) for c in cards if c)
                               for i, cards in enumerate(past))
            parts.append(f"<div class='fl-jbf-past'>Climate cards already played: {years}</div>")
        parts.append(f"<div class='fl-jbf-deck'>{deck}</div>")
        parts.append("</div>")
        return "".join(parts)

    # ------------------------------------------------------------------- seats
    def seat_html(self, view: dict[str, Any], seat: int) -> str:
        p = view["players"][seat]
        name = esc(p["name"])
        mine = "hand" in p
        to_act = seat in view.get("to_act", [])
        score = p["score"]  # the engine's score (food + stamp_points per unused Food Stamp)
        tag = ""
        if to_act and not view.get("over"):
            tag = f" <span class='fl-turn-tag'>{'you decide' if view.get('viewer') == seat else 'deciding'}</span>"
        per = p["stamp_points"]
        how = f" (food + {per} per Food Stamp)" if mine or view.get("viewer") is None else ""
        head = (f"<div class='fl-seat-head'><span><b>{name}</b>{self.controller_note(view, seat)}{tag}</span>"
                f"<span class='fl-jbf-big'>{_plural(p['food'], 'food', 'food')}</span>"
                f"<span class='fl-jbf-score' title='food + {per} per unused Food Stamp'>score now {score}{how}</span>"
                f"</div>")
        attrs = (f"data-seat='{seat}' data-name='{name}' data-food='{p['food']}' data-stamps='{p['stamps']}' "
                 f"data-fields='{len(p['fields'])}' data-silos='{len(p['silos'])}' data-offense='{p['offense']}' "
                 f"data-defense='{p['defense']}' data-hand-count='{p['hand_count']}' "
                 f"data-saved='{p['saved_count']}' data-out='{str(p['out']).lower()}'")
        if p["out"]:
            return (f"<div class='fl-seat-inner fl-jbf-seat' {attrs}>{head}<div class='fl-jbf-out'>Out of the game: "
                    f"no food and no Food Stamps left (Preparation Phase, Food Stamps).</div></div>")
        if view["stage"] == "keep":  # nothing is on the table yet
            if mine:
                what = "keep 3 of these cards; the other 4 become your first field and silo"
            elif to_act:
                what = f"choosing 3 of {_plural(p['hand_count'], 'card')} to keep"
            else:
                what = "has chosen the 3 cards to keep"
            return (f"<div class='fl-seat-inner fl-jbf-seat' {attrs}>{head}<div class='fl-jbf-note'>Setup: {what}."
                    f"</div>{self.hand_html(view, p, mine, seat)}</div>")
        zones = [
            self.zone("Offense / Defense", "army", self.army_html(p)),
            self.zone("Saved for Later", "saved", self.saved_html(view, p, mine)),
            self.zone("Action Placement", "placement", self.placement_html(view, p, mine, seat)),
            self.zone("Food Stamps", "stamps", self.stamps_html(p, mine)),
            self.zone("Fields", "fields", self.fields_html(view, p)),
            self.zone("Food Storage", "storage", self.storage_html(p)),
        ]
        rabbits = ""
        if p["rabbits"]:
            many = f" ×{p['rabbits']}" if p["rabbits"] > 1 else ""
            rabbits = (f"<div class='fl-jbf-rabbits'>Rabbits{many} on this farm: vermin take ALL unprotected food, "
                       f"and Perennials are eaten</div>")
        return (f"<div class='fl-seat-inner fl-jbf-seat' {attrs}>{head}{rabbits}"
                f"<div class='fl-jbf-tableau'>{''.join(zones)}</div>{self.hand_html(view, p, mine, seat)}</div>")

    @staticmethod
    def zone(title: str, key: str, body: str) -> str:
        return (f"<div class='fl-jbf-zone fl-jbf-{key}'><div class='fl-jbf-zone-title'>{esc(title)}</div>"
                f"{body}</div>")

    def army_html(self, p: dict[str, Any]) -> str:
        units = "".join(self.card(u, f"offense {_signed(u['offense'])}, defense {_signed(u['defense'])}"
                                  if u["offense"] or u["defense"] else "doubles Back-Action Armed Men")
                        for u in p["units"])
        backs = ""
        if p["back_armed_men"]:
            backs = self.back(f"Armed Man ×{p['back_armed_men']}", "card backs: +1 offense, +1 defense each")
        body = units + backs or "<span class='fl-jbf-note'>no units</span>"
        return (f"<div class='fl-jbf-big'><span class='fl-nowrap'>Offense {p['offense']}</span> · "
                f"<span class='fl-nowrap'>Defense {p['defense']}</span></div>{body}")

    def saved_html(self, view: dict[str, Any], p: dict[str, Any], mine: bool) -> str:
        n = p["saved_count"]
        if not n:
            return "<span class='fl-jbf-note'>none</span>"
        if mine:
            items = "".join(self.card(c, "usable now" if c.get("usable") else "saved this season: usable next season")
                            for c in p["saved"])
            hint = ""
            if view["stage"] == "commit" and any(c.get("usable") for c in p["saved"]) and p.get("committed") is False:
                hint = ("<div class='fl-jbf-note'>Bring saved cards into play (buttons “Saved …”) before you play "
                        "this season's card.</div>")
            return f"<div>{_plural(n, 'saved card')}</div>{items}{hint}"
        return f"<div class='fl-jbf-big'>{_plural(n, 'card')}</div>" + self.back("Saved for Later", f"{n} face down")

    def placement_html(self, view: dict[str, Any], p: dict[str, Any], mine: bool, seat: int) -> str:
        stage, season = view["stage"], view["season"]
        out = []
        if stage == "keep":
            return "<span class='fl-jbf-note'>cards are placed at the start of each year</span>"
        if stage == "choose":
            labels = ["Spring", "Summer"]
        elif season == "spring":
            labels = ["Summer"]
        else:
            labels = []
        current = [x for x in p.get("plays", []) if not x["revealed"]]
        # plays are turned up at the Reveal step; the list stays until the next season starts
        shown = [x for x in p.get("plays", []) if x["revealed"]] if stage in ("meta", "warlord") else []
        face_down = p.get("season_card") == "hidden" if "season_card" in p else stage in ("plant", "commit")
        if face_down and not mine:
            # this season's card lies face down until every play is revealed
            note = {True: "decided, face down", False: "deciding how to play it"}.get(p.get("committed"), "face down")
            out.append(self.back(f"{season.capitalize()} card", note, "fl-place"))
        for x in current:
            if x["saved"]:
                continue
            how = x.get("how")
            if how is not None:
                note = f"{season} card: {self.how_text(view, x)}"
            elif stage == "plant":
                note = f"{season} card, face down"
            else:
                note = f"{season} card: play it now"
            out.append(self.card(x["card"], note, "fl-place"))
        for label, c in zip(labels, p["placement"]):
            if c == "hidden":
                out.append(self.back(f"{label} card", "face down", "fl-place"))
            else:
                out.append(self.card(c, f"{label.lower()} card, face down", "fl-place"))
        if stage == "choose" and not p["placement"]:
            out.append("<span class='fl-jbf-note'>choosing two cards…</span>" if seat in view.get("to_act", [])
                       else "<span class='fl-jbf-note'>no cards placed</span>")
        for x in current:
            if x["saved"]:
                out.append(self.card(x["card"], f"saved card brought into play: {self.how_text(view, x)}"))
        if shown:
            items = []
            for x in shown:
                what = self.how_text(view, x)
                src = "saved card" if x["saved"] else "season's card"
                if "card" in x:
                    items.append(self.card(x["card"], f"{src}: {what}"))
                else:
                    items.append(self.back(what, f"{src} as a Back Action"))
            out.append(f"<div class='fl-jbf-note'>Played this season:</div>{''.join(items)}")
        if not out:
            out.append("<span class='fl-jbf-note'>empty</span>")
        return "".join(out)

    @staticmethod
    def how_text(view: dict[str, Any], x: dict[str, Any]) -> str:
        how = x.get("how")
        names = view["names"]
        if how == "face":
            extra = ""
            if x.get("target", -1) >= 0:
                extra = f" on {names[x['target']]}"
            if x.get("where", -1) >= 0:
                place = "silo" if x.get("card", {}).get("id") == "silo_extension" else "field"
                extra += f" on {place} {x['where'] + 1}"
            return "face up" + extra
        return {"discard": "discarded", "half_field": "½ Field", "half_silo": "½ Silo", "armed_man": "Armed Man",
                "save": "Saved for Later", None: "not decided yet"}.get(how, str(how))

    def stamps_html(self, p: dict[str, Any], mine: bool) -> str:
        left = p["stamps"]
        stamps = "".join("<span class='fl-jbf-stamp'>stamp</span>" for _ in range(left))
        note = ""
        if mine:
            note = ("<div class='fl-jbf-note'>Out of food: cash one in for 4 food. Unused: 4 points each.</div>")
        size = f"<div>Hand size <b>{p['hand_size']}</b>"
        if p["flexible_hands"]:
            size += f" (Flexible Hand ×{p['flexible_hands']})"
        size += "</div>"
        return (f"<div class='fl-jbf-big' title='Each Food Stamp: 4 food when you run out; 4 points at the end'>"
                f"{left} left {stamps}</div>{note}{size}")

    def fields_html(self, view: dict[str, Any], p: dict[str, Any]) -> str:
        cl = view["climate"]
        season = view["season"]
        year_c, season_c = cl.get("year"), cl.get(season) if season in ("spring", "summer") else None
        growing = view["stage"] in ("commit", "meta", "warlord") and year_c is not None and season_c is not None
        out = []
        for i, f in enumerate(p["fields"]):
            ups = f["upgrades"]
            seeded = f["seeded"]
            seed = ("<span class='fl-jbf-note'>seeded: 1 food on it</span> " + self.beans(1, i)) if seeded else \
                "<span class='fl-jbf-note'>fallow: not seeded</span>"
            uphtml = "".join(f"<span class='fl-jbf-up' data-upgrade='{esc(u)}'>{esc(UPGRADES.get(u, (u,))[0])}: "
                             f"{esc(UPGRADES.get(u, (u, ''))[1])}</span>" for u in ups)
            grow = ""
            if growing and f.get("yield_now") is not None:
                grow = f"<span class='fl-jbf-yield'>→ {_plural(f['yield_now'], 'food', 'food')} this season</span>"
            out.append(f"<div class='fl-jbf-field{' fl-seeded' if seeded else ''}' data-field='{i}' "
                       f"data-seeded='{str(seeded).lower()}'><span class='fl-jbf-field-name'>Field {i + 1}</span><br>"
                       f"{seed}{grow}{uphtml}</div>")
        if p["half_fields"]:
            out.append(self.back("½ Field", "1 of 2 halves: one more makes a field"))
        return "".join(out) or "<span class='fl-jbf-note'>no fields</span>"

    def storage_html(self, p: dict[str, Any]) -> str:
        silos = []
        for i, s in enumerate(p["silos"]):
            what = "Silo card" if s["card"] else "2 card backs"
            ext = " + Extension" if s["extension"] else ""
            silos.append(f"<span class='fl-jbf-silo' data-silo='{i}'><b>Silo {i + 1}</b>{ext}<br>holds {s['capacity']}"
                         f"<br><span class='fl-jbf-note'>{what}</span></span>")
        if p["cats"]:
            silos.append(f"<span class='fl-jbf-silo' style='border-radius:6px'><b>Cats ×{p['cats']}</b><br>"
                         f"guard {3 * p['cats']}</span>")
        if p["half_silos"]:
            silos.append(self.back("½ Silo", "1 of 2 halves"))
        prot, unprot, cap = p["protected"], p["unprotected"], p["capacity"]
        food = (f"<div class='fl-jbf-food' data-protected='{prot}' data-unprotected='{unprot}'>"
                f"<b>{prot}</b> protected <span class='fl-nowrap'>(room {cap})</span> {self.beans(prot)}</div>")
        if unprot:
            loss = unprot if p["rabbits"] else (unprot + 1) // 2
            food += (f"<div class='fl-jbf-unprotected'><b>{unprot} unprotected</b> {self.beans(unprot, prot)}<br>"
                     f"<span class='fl-jbf-note'>vermin would take {loss} "
                     f"({'all, Rabbits!' if p['rabbits'] else 'half, rounded up'}) after eating one</span></div>")
        return "".join(silos) + food

    def hand_html(self, view: dict[str, Any], p: dict[str, Any], mine: bool, seat: int) -> str:
        extra = ""
        if mine and p.get("drawn"):
            extra += ("<div class='fl-jbf-hand'><span class='fl-section-label'>Drawn (Draw 2 Cards):</span> "
                      + "".join(self.card(c, c["text"]) for c in p["drawn"]) + "</div>")
        if mine and p.get("known_climate"):
            known = " · ".join(f"card {k} of 24: {esc(c['name'])} ({esc(climate_effects(c)[0])})"
                               for k, c in p["known_climate"].items())
            extra += f"<div class='fl-jbf-hand fl-jbf-known'><b>You know the coming climate:</b> {known}</div>"
        if p.get("informed"):
            extra += ("<div class='fl-jbf-note'>Knows the coming climate: chooses what to plant after the "
                      "others.</div>")
        if mine:
            cards = "".join(self.card(c, c["text"]) for c in p["hand"]) or "<i>empty</i>"
            label = (f"Dealt cards ({p['hand_count']}):" if view["stage"] == "keep"
                     else f"Hand ({p['hand_count']} of {p['hand_size']}):")
            return (f"<div class='fl-jbf-hand fl-hand' data-seat='{seat}'><span class='fl-section-label'>"
                    f"{label}</span> {cards}</div>{extra}")
        n = p["hand_count"]
        return (f"<div class='fl-jbf-hand fl-hand-hidden' data-seat='{seat}'>Hand: {_plural(n, 'card')} (hidden)"
                f"</div>{extra}")

    # -------------------------------------------------------------- reference
    def reference_html(self, view: dict[str, Any]) -> str:
        from farmlab.jelly_bean_farmers.cards import load_actions, load_climate

        climate = load_climate()
        actions = load_actions()
        crow = "".join(
            f"<tr><td><b>{esc(c.name)}</b></td><td>{c.count}</td><td>{_signed(c.drought)}</td><td>{_signed(c.pests)}</td>"
            f"<td>{_signed(c.weather)}</td><td>{esc(', '.join(climate_effects(_as_dict(c))[1:]) or '—')}</td></tr>"
            for c in climate)
        arow = "".join(
            f"<tr><td>{self.card({'id': a.id, 'name': a.name, 'kind': a.kind, 'text': a.text})}</td><td>{a.count}</td>"
            f"<td>{esc(a.text)}</td></tr>" for a in actions)
        return ("<div class='fl-jbf-ref'><p><b>A seeded field makes 3 food + the climate sum</b> (year card + season "
                "card), +1 with Fertilizer, never below 0. Irrigation ignores drought; Netting ignores pests.</p>"
                "<table><tr><th>Climate card</th><th>Copies</th><th>Drought</th><th>Pests</th><th>Growth</th>"
                f"<th>Also</th></tr>{crow}</table>"
                "<p><b>Every action card</b> can instead be played by its back (if you seeded no field): "
                "½ Field, ½ Silo, Armed Man or Saved for Later.</p>"
                f"<table><tr><th>Action card</th><th>Copies</th><th>What it does</th></tr>{arow}</table></div>")

    # ----------------------------------------------------------------- end
    def gameover_html(self, game: "Game", viewer: int | None) -> str:
        scores, ranks, winners = game.scores(), game.ranks(), game.winners()
        tb = game.tiebreak()
        stamps = getattr(game, "stamps", [0] * game.n)
        food = getattr(game, "food", scores)
        rows = "".join(
            f"<tr class='{'fl-winner' if s in winners else ''}' data-seat='{s}'><td>{ranks[s]}</td>"
            f"<td>{esc(game.names[s])}</td><td>{food[s]}</td><td>{stamps[s]} × 4</td><td><b>{scores[s]}</b></td>"
            f"<td>{esc(' · '.join(str(x) for x in tb[s]))}</td></tr>"
            for s in sorted(range(game.n), key=lambda s: (ranks[s], s)))
        results = [e for e in game.events if e.kind == "result"] or game.events[-1:]
        why = "".join(f"<p class='fl-result'>{rule_html(game.explain(e, viewer))}</p>" for e in results)
        names = " and ".join(esc(game.names[w]) for w in winners)
        return (f"<div class='fl-gameover-inner' data-winners='{names}'>"
                f"<h3>Game over — {names} win{'s' if len(winners) == 1 else ''}!</h3>"
                f"<table class='fl-scores'><tr><th>Rank</th><th>Player</th><th>Food</th><th>Food Stamps</th>"
                f"<th>Score</th><th>{esc(self.tiebreak_label)}</th></tr>{rows}</table>{why}</div>")

    # ------------------------------------------------------------- controls
    def panel_action(self, action: "Action") -> bool:
        return type(action) in (Keep, Choose, Plant)

    def extra_controls(self, board: "Board", seat: int) -> list[widgets.Widget]:
        return self.kept_panel(board, seat, "choice", lambda: ChoicePanel(board, seat))


def _as_dict(c: ClimateCard) -> dict[str, Any]:
    return {"id": c.id, "name": c.name, "drought": c.drought, "pests": c.pests, "weather": c.weather,
            "cancels": c.cancels, "destroys": sorted(c.destroys), "fire": c.fire, "text": c.text}


register_renderer(JellyBeanFarmersRenderer)
