"""What a FARMED board shows one seat: everything a renderer draws, computed by the engine.

The view of a seat leaves out what it cannot see: the other hands, the cards under the Crops
(Youngs lie face down: only how many), the decks' order, and the others' secret choices (only
whether they have chosen). ``seat=None`` is the teacher's view. In the Team game a seat also
sees its teammate's hand and choice (F20) and the Market card it looked at (F25).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .cards import SYMBOLS
from .rules.harvest import helpers, line_symbols
from .rules.improvements import bonus
from .state import OVER

if TYPE_CHECKING:  # pragma: no cover
    from .game import Farmed


def _crop(g: "Farmed", card: int) -> dict[str, Any]:
    c = g.crop_of[card]
    if not c.is_crop:  # an Improvement (Advanced game)
        return {"id": c.id, "name": c.name, "improvement": True, "gives": c.symbol, "text": c.text}  # type: ignore
    return {"id": c.id, "name": c.name, "colour": c.colour, "needs": dict(zip(SYMBOLS, c.needs))}  # type: ignore


def view(g: "Farmed", seat: int | None) -> dict[str, Any]:
    t = g.table
    symbols = line_symbols(g)
    counts = {s: 0 for s in SYMBOLS}
    for c in t.line:
        w = g.weather_of[c]
        if not w.event:
            counts[w.symbol] += 1
    line = [{"id": g.weather_of[c].id, "name": g.weather_of[c].name, "kind": g.weather_of[c].kind,
             "symbol": g.weather_of[c].symbol, "symbols": g.weather_of[c].symbols, "colour": g.weather_of[c].colour}
            for c in t.line]
    genuine = sum(1 for c in t.line if not g.weather_of[c].event)
    seen = g.choices.seen_by(seat) if g.stage is not None else {}
    v: dict[str, Any] = {
        "year": t.year + 1, "years": g.options.years, "season": min(t.season, 3) + 1,  # type: ignore[attr-defined]
        "phase": t.step, "over": t.step == OVER, "dealer": t.dealer,
        "line": line, "line_symbols": dict(zip(SYMBOLS, symbols)), "line_cards": counts,
        "weather_to_come": max(0, 5 - genuine), "deck_size": len(t.deck), "weather_deck_size": len(t.weather_deck),
        "waiting": [s for s in (g.stage.seats if g.stage is not None else ())],
        "chosen": {str(s): (c is not None) for s, c in seen.items()},
        "players": [],
    }
    scores = g.scores()
    v["mode"] = "team" if g.team else ("advanced" if g.advanced else "basic")
    if g.advanced:
        v["market"] = {"up": [_crop(g, c) for c in t.market_up], "down": len(t.market_down)}
        if t.peeked >= 0 and t.peeked < len(t.market_down) and (seat is None or seat in t.peekers):
            v["market"]["peeked"] = {"index": t.peeked, **_crop(g, t.market_down[t.peeked])}
    mate_of = t.mates if g.team else [-1] * g.n
    if g.team and t.women:
        v["teams"] = [[g.names[s]] + ([g.names[mate_of[s]]] if mate_of[s] >= 0 else []) for s in range(g.n)
                      if mate_of[s] < 0 or s < mate_of[s]]
    for s, farm in enumerate(g.farms):
        mine = seat is None or seat == s or (seat == mate_of[s] and seat >= 0)
        crops = []
        extra = bonus(g, s)
        for p in farm.crops:
            short = g.crop_of[p.card].shortfall(symbols, extra)  # type: ignore[union-attr]
            crops.append({**_crop(g, p.card), "youngs": len(p.youngs), "woman": p.woman, "helpers": helpers(p),
                          "missing_now": short, "survives_now": short <= helpers(p),
                          **({"school": p.school >= 0, "nursery": p.nursery >= 0} if g.team else {})})
        colours = sorted({c["colour"] for c in crops})
        pv: dict[str, Any] = {"name": g.names[s], "score": scores[s], "crops": crops, "colours": colours,
                              "hand_count": len(farm.hand), "improvements": [_crop(g, c) for c in farm.improvements],
                              "bonus": dict(zip(SYMBOLS, extra))}
        if g.team and t.women:
            pv["team"] = {"colour": t.women[s], "mate": g.names[mate_of[s]] if mate_of[s] >= 0 else None,
                          "alone": mate_of[s] < 0}
        if mine:
            pv["hand"] = [_crop(g, c) for c in farm.hand]
            mine_choice = g.choices.get(s) if g.stage is not None else None
            pv["my_choice"] = g.describe_action(mine_choice, s) if mine_choice is not None else None
        v["players"].append(pv)
    return v
