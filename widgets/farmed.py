"""The FARMED board: the Weather line with its symbol totals, and each farm's line of Crops with
what each needs, what the line gives it now, its Youngs and the Woman; with the Team rules who
plays with whom this year, the shared Market (and the card Market Study looked at), the special
Improvements and the School or Nursery under a Crop. It draws the engine's
view only (``farmlab.farmed.view``): whether a Crop survives "if the year ended now" comes from
the view, never from this file. Colour always comes with a word.
"""

from __future__ import annotations

from typing import Any

from .render import Renderer, esc, register_renderer

SYMBOL = {"sun": ("☀", "sun", "#f2b705"), "water": ("💧", "water", "#2a7fd4"), "heat": ("🔥", "heat", "#d9480f"),
          "cold": ("❄", "cold", "#5aa9c9")}
COLOUR = {"yellow": "#f4d03f", "green": "#58b05a", "orange": "#f0932b", "purple": "#9b59b6", "blue": "#3c8dde"}

CSS = """
.fl-fa-line { display: flex; flex-wrap: wrap; gap: 6px; align-items: stretch; margin: 4px 0; }
.fl-fa-w { border: 2px solid #888; border-radius: 8px; padding: 4px 8px; min-width: 5.5em; background: #fbfbf7;
           text-align: center; }
.fl-fa-w.fl-event { background: #fdecea; border-color: #c0392b; }
.fl-fa-sym { font-size: 1.25em; }
.fl-fa-totals span { display: inline-block; margin-right: 10px; font-size: 1.1em; }
.fl-fa-crop { display: inline-block; border: 2px solid #666; border-radius: 8px; padding: 4px 8px; margin: 3px;
              min-width: 8.5em; vertical-align: top; background: white; }
.fl-fa-crop.fl-safe { box-shadow: 0 0 0 3px #7bc67b inset; }
.fl-fa-crop.fl-danger { box-shadow: 0 0 0 3px #e07a5f inset; }
.fl-fa-colour { display: inline-block; width: 0.9em; height: 0.9em; border-radius: 50%; vertical-align: middle;
                margin-right: 4px; border: 1px solid #444; }
.fl-fa-hand .fl-fa-crop { background: #f7fbff; }
.fl-fa-note { color: #555; font-size: 0.9em; }
.fl-fa-team { display: inline-block; border-radius: 6px; padding: 0 6px; border: 2px solid #444; margin-left: 4px; }
"""
#: the Woman cards' colours (Team rules), always shown with their word
WOMAN = {"red": "#e74c3c", "white": "#ffffff", "black": "#333333", "brown": "#8d5524"}
STEPS = {"play": "choose a card", "disaster": "a Natural Disaster: lose a Crop", "woman": "place the Woman",
         "storm": "a Storm: lose an Improvement", "peek": "Market Study: look at a face-down Market card",
         "pest_control": "a Pest: Pest Control instead?", "fire": "a Fire: the Hospital saves a Young",
         "tradition": "a Natural Disaster: Traditional Knowledge instead?",
         "hospital": "the Hospital: which Youngs stay", "over": "game over"}


def _needs(needs: dict[str, int]) -> str:
    return " ".join(f"{SYMBOL[s][0]}×{n}" for s, n in needs.items() if n) or "nothing"


def _needs_words(needs: dict[str, int]) -> str:
    return ", ".join(f"{n} {SYMBOL[s][1]}" for s, n in needs.items() if n)


class FarmedRenderer(Renderer):
    game = "farmed"
    css = CSS
    reference_title = "The Crops: what each needs, and its colour"
    tiebreak_label = "Tie-break: colours, Crop cards"

    def weather_card(self, w: dict[str, Any]) -> str:
        if w["kind"] != "weather":
            what = f"Pest ({w['colour']})" if w["kind"] == "pest" else w["kind"].capitalize()
            return (f"<div class='fl-fa-w fl-event' data-card='{esc(w['id'])}'><b>{esc(w['name'])}</b><br>"
                    f"<span class='fl-fa-note'>Event: {esc(what)}</span></div>")
        icon, word, colour = SYMBOL[w["symbol"]]
        return (f"<div class='fl-fa-w' data-card='{esc(w['id'])}' style='border-color:{colour}'>"
                f"<span class='fl-fa-sym'>{icon * w['symbols']}</span><br>{w['symbols']} {esc(word)}<br>"
                f"<span class='fl-fa-note'>{esc(w['name'])}</span></div>")

    def table_html(self, view: dict[str, Any]) -> str:
        totals = "".join(f"<span title='{esc(SYMBOL[s][1])}'>{SYMBOL[s][0]} {n} {esc(SYMBOL[s][1])}"
                         f" <span class='fl-fa-note'>({view['line_cards'][s]} card{'s' if view['line_cards'][s] != 1 else ''})"
                         f"</span></span>" for s, n in view["line_symbols"].items())
        warn = [s for s, n in view["line_cards"].items() if n == 2]
        warning = (f"<div class='fl-fa-note'>One more {esc(' or '.join(SYMBOL[s][1] for s in warn))} card brings a "
                   f"Natural Disaster (3 of a kind).</div>" if warn else "")
        step = STEPS.get(view["phase"], view["phase"])
        market = ""
        if view.get("market") is not None:
            up = ", ".join(esc(c["name"]) for c in view["market"]["up"]) or "none"
            peeked = view["market"].get("peeked")
            seen = (f" <span class='fl-fa-peeked'>(Market Study: face-down card {peeked['index'] + 1} is "
                    f"<b>{esc(peeked['name'])}</b>)</span>" if peeked else "")
            shared = (" Teammates add up their sales and both score the total; a player alone scores double."
                      if view.get("mode") == "team" else "")
            market = (f"<div class='fl-fa-market'><b>The Market</b>{' (shared by each team)' if shared else ''}: "
                      f"{up} face up, {view['market']['down']} face down{seen} "
                      f"<span class='fl-fa-note'>(1 point per matching Crop at the end of the year, 2 if it has "
                      f"cards on it.{esc(shared)})</span></div>")
        if view.get("teams"):
            women = {p["name"]: p["team"]["colour"] for p in view["players"] if p.get("team")}
            teams = "; ".join(
                self.woman_badge(women[t[0]]) + " " + (esc(" and ".join(t)) if len(t) == 2 else
                                                      f"{esc(t[0])} alone (Nutrition and Market count double)")
                for t in view["teams"])
            market += f"<div class='fl-fa-teams'><b>Teams this year</b> (by the Woman's colour): {teams}</div>"
        return (f"<div class='fl-fa-table' data-year='{view['year']}' data-season='{view['season']}'>"
                f"<div><b>Year {view['year']} of {view['years']}</b>, season {view['season']} of 4 — {esc(step)}. "
                f"Crop deck: {view['deck_size']} cards. Weather cards still to come this year: "
                f"<b>{view['weather_to_come']}</b>.</div>"
                f"<div class='fl-section-label'>The Weather line</div>"
                f"<div class='fl-fa-line'>{''.join(self.weather_card(w) for w in view['line'])}</div>"
                f"<div class='fl-fa-totals'>On the line: {totals}</div>{warning}{market}</div>")

    @staticmethod
    def woman_badge(colour: str) -> str:
        return ("<span class='fl-fa-team' style='border-color:#999'>"
                f"<span class='fl-fa-colour' style='background:{WOMAN.get(colour, '#444')}'></span>{esc(colour)}</span>")

    def crop_html(self, c: dict[str, Any], in_play: bool) -> str:
        if c.get("improvement"):
            gives = SYMBOL.get(c["gives"])
            what = f"+1 {gives[0]} {gives[1]} for every Crop" if gives else c["text"]
            return (f"<span class='fl-fa-crop fl-fa-improvement' data-crop='{esc(c['id'])}'><b>{esc(c['name'])}</b>"
                    f" <span class='fl-fa-note'>(Improvement)</span><br>{esc(what)}</span>")
        dot = f"<span class='fl-fa-colour' style='background:{COLOUR[c['colour']]}'></span>"
        body = f"{dot}<b>{esc(c['name'])}</b> <span class='fl-fa-note'>({esc(c['colour'])})</span><br>" \
               f"needs {_needs(c['needs'])} <span class='fl-fa-note'>({esc(_needs_words(c['needs']))})</span>"
        cls = ""
        if in_play:
            helpers = []
            if c["youngs"]:
                helpers.append(f"{c['youngs']} Young{'s' if c['youngs'] != 1 else ''}")
            if c["woman"]:
                helpers.append("Woman: " + ("2 Youngs" if c["woman"] == "youngs" else "+1 a colour"))
            if c.get("school"):
                helpers.append("School: 2 Youngs")
            if c.get("nursery"):
                helpers.append("Nursery: +1 a colour")
            state = ("survives if the year ended now" if c["survives_now"] else
                     f"{c['missing_now']} symbol{'s' if c['missing_now'] != 1 else ''} short now")
            cls = " fl-safe" if c["survives_now"] else " fl-danger"
            body += (f"<br><span class='fl-fa-note'>{esc(', '.join(helpers) or 'no Youngs')}</span>"
                     f"<br><span class='fl-fa-state'>{'✔' if c['survives_now'] else '✘'} {esc(state)}</span>")
        return f"<span class='fl-fa-crop{cls}' data-crop='{esc(c['id'])}'>{body}</span>"

    def seat_html(self, view: dict[str, Any], seat: int) -> str:
        p = view["players"][seat]
        crops = "".join(self.crop_html(c, True) for c in p["crops"]) or "<span class='fl-fa-note'>no Crops yet</span>"
        chosen = view["chosen"].get(str(seat))
        status = " — has chosen" if chosen else (" — choosing" if seat in view["waiting"] else "")
        colours = ", ".join(p["colours"]) or "none"
        imps = "".join(self.crop_html(c, False) for c in p.get("improvements", []))
        team = ""
        if p.get("team"):
            t = p["team"]
            team = (" " + self.woman_badge(t["colour"]) + " "
                    + (f"with {esc(t['mate'])}" if t["mate"] else "alone this year") + " ·")
        out = (f"<div class='fl-fa-seat' data-seat='{seat}'><b>{esc(p['name'])}</b>{team}{esc(status)} · "
               f"<b>{p['score']}</b> points · colours: {esc(colours)} · {p['hand_count']} cards in hand"
               f"<div class='fl-fa-line'>{crops}</div>"
               + (f"<div class='fl-fa-line'>{imps}</div>" if imps else ""))
        if "hand" in p:
            hand = "".join(self.crop_html(c, False) for c in p["hand"])
            viewer = view.get("viewer")
            theirs = viewer is not None and viewer != seat  # a teammate's hand: you may talk
            label = "Your teammate's hand (you may talk about it)" if theirs else "Hand"
            out += f"<div class='fl-fa-hand'><span class='fl-section-label'>{label}</span><br>{hand}</div>"
            if p.get("my_choice"):
                whose = "Your teammate's choice" if theirs else "Your choice"
                out += f"<div class='fl-fa-note'>{whose}, revealed with the others': {esc(p['my_choice'])}</div>"
        return out + "</div>"

    def reference_html(self, view: dict[str, Any]) -> str:
        from farmlab.farmed.cards import CROPS
        from farmlab.farmed.odds import survival

        rows = "".join(
            f"<tr><td><span class='fl-fa-colour' style='background:{COLOUR[c.colour]}'></span>{esc(c.name)}</td>"
            f"<td>{esc(c.colour)}</td><td>{_needs(dict(zip(('sun', 'water', 'heat', 'cold'), c.needs)))}</td>"
            f"<td>{100 * float(survival(c)):.0f} %</td><td>{100 * float(survival(c, 1)):.0f} %</td></tr>"
            for c in CROPS)
        return ("<table class='fl-fa-ref'><tr><th>Crop</th><th>colour</th><th>needs</th>"
                "<th>survives a year, no Young</th><th>with 1 Young</th></tr>" + rows + "</table>"
                "<p class='fl-fa-note'>Exact chances over every five-card Weather line (Events aside).</p>")


register_renderer(FarmedRenderer)
