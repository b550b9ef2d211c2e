"""A heuristic FARMED farmer, through the public API (legal actions, the game's named state).

It values a position by the points it expects at the harvest: each Crop counts its chance of
surviving (from the symbols on the line, its helpers and the Weather cards still to come, as
:mod:`farmlab.farmed.odds` would count them, approximated by the average symbols a card brings)
plus the colours it would add. Each season it plays the card that raises that value most —
a new colour, or a Young where a Crop lacks a symbol; in a Disaster it loses the Crop worth
least; its Woman saves a Crop in danger or, when all are safe, doubles the colours.

With the Market (Advanced and Team games) each Crop of a kind the Market buys also counts its
expected sales (twice with cards on it). In the Team game the Market is shared: an Improvement
is also valued by what it adds to the teammate's sales, and the player alone counts Nutrition
and Market double. It always looks with Market Study, spends Pest Control or Traditional
Knowledge when that saves more than a point, and keeps the Hospital's Youngs where they save most.

How it is worked out (Basic and Advanced games). The expected points are a sum: for each Crop its
chance ``p``, for each colour the chance that one of its Crops survives, ``1 - (1 - p1)(1 - p2)...``,
and the Market's sales. A play changes one or two terms of that sum — a Young raises one Crop's
chance, a new Crop adds a term (and takes one away when it replaces a Crop) — so each play's gain
is read from the terms of the line as it is, not by valuing the whole line again per option.
The chances come from tables: each kind's shortfall per count of symbols on the line (made once
per line and shared by the players), and the chance per shortfall and cards to come. It plays the
card worth most; a Young goes where one more symbol adds most, and the card given up for it is the
card worth most in the line (the rest of the hand goes to the next player). Ties go to the first
option found. The Team game's decisions value each option's line (:func:`.line_values.line_value`), but a
season's Young or Crop is read from the line's terms the same way (:class:`_TeamLine`), and only one
play per line it makes is valued (:func:`_team_plays`).
"""

from __future__ import annotations

from typing import Any

from ...core.actions import Action
from ...core.bots import Bot
from ..actions import BuildUnder, KeepYoungs, LoseCrop, LoseImprovement, PeekMarket, PlaceWoman, PlayCard, UseInstead
from ..cards import SYMBOLS
from ..rules.harvest import helpers
from ..rules.improvements import bonus as improvement_bonus
from ..rules.teams import alone, mate
from ..rules.seasons import UNDER
from ..state import DISASTER, NUTRITION_SIDE, PLAY, PEST_CONTROL, WOMAN, YOUNGS_SIDE
from .line_values import (_LAST, _MADE, _ROWS, _Line, _TeamLine, _chance, _crop_terms, _lose_crop, _line, _market,
                          _others_all, _place_woman, _play_card, _row, _sales, _see_line, _short, _wants, chance,
                          line_value)


class HeuristicBot(Bot):
    name = "heuristic"
    trusted = True  # it only ever picks one of the legal actions; tests/farmed/test_bots.py checks them in every mode

    #: expected points of a line of Crops (see :func:`.line_values.line_value`)
    value = staticmethod(line_value)

    # ------------------------------------------------------------------ Basic and Advanced games
    def choose(self, g: Any, seat: int) -> Action:
        """A season's card (most decisions; the others further on): the play that raises the
        expected points of the line most. Each play changes one or two terms of that sum (a
        Crop's chance, its colour's, its sales), so its gain is worked out from the line's terms,
        not by valuing the whole line again per play.

        In the seasons no Woman lies under a Crop (she is placed after the 4th), so a Crop's
        helpers are its Youngs."""
        step = g.table.step
        if step != PLAY or g.team:  # every other decision
            if g.team:
                return self._team(g, seat)
            if step == WOMAN:
                return self._woman(g, seat)
            if step == DISASTER:
                return _lose_crop(self._disaster(g, seat))
            return self._storm(g, seat)
        line = g.table.line
        last = _LAST
        if last[1] is not line or last[2] != len(line):  # (a line is one game's, and only grows)
            _see_line(g)
        farm = g.farms[seat]
        crops = farm.crops
        hand = farm.hand
        if last[11] and len(crops) < last[12]:
            # the usual case (the Basic game with more than two players, room in the line): each
            # colour's chance to be lost, and the Crops not sure to survive (only those gain from a
            # Young)
            tables, short, row, p_of = last[4], last[7], last[8], last[9]
            kind_of, colour_of = tables.kind_of, tables.colour_of
            absent = [1.0, 1.0, 1.0, 1.0, 1.0]
            risky = []
            for j, p in enumerate(crops):
                k = kind_of[p.card]
                d = short[k] - len(p.youngs)
                if d > 0:
                    chance_ = row[d]
                    risky.append((j, chance_, row[d - 1] if d > 1 else 1.0, colour_of[k]))
                    absent[colour_of[k]] *= 1.0 - chance_
                else:
                    absent[colour_of[k]] = 0.0
            # each hand card played in the line: the Crop's chance, and its colour's when no Crop
            # of that colour survives (always more than nothing: the chances are never 0)
            best_v, best_card = -1e9, -1
            for i, c in enumerate(hand):
                k = kind_of[c]
                v = p_of[k] * (1.0 + absent[colour_of[k]])
                if v > best_v:
                    best_v, best_card = v, i
            # or a Young (the card worth most in the line) under the Crop where one more symbol adds most
            young_on = -1
            for j, p, q, colour in risky:
                if q > p:
                    v = (q - p) * (1.0 + absent[colour] / (1.0 - p))
                    if v > best_v:
                        best_v, young_on = v, j
            key = (best_card, young_on, -1, -1)
            a = _MADE.get(key)
            return a if a is not None else _play_card(*key)
        tables, row = last[4], last[8]
        if farm.improvements:  # their symbols for every Crop
            short = tables.short(tuple(s + b for s, b in zip(last[5], improvement_bonus(g, seat))))
            p_of = [row[d] for d in short]
        else:
            short, p_of = last[7], last[9]
        wants = _wants(g, tables) if g.advanced else None
        kind_of, colour_of = tables.kind_of, tables.colour_of
        full = len(crops) >= g.options.max_crops
        two = g.n == 2
        # the line now: each Crop's chance to survive, and each colour's chance to be lost
        terms, absent = _crop_terms(crops, short, row, kind_of, colour_of, 1)
        if full:  # a new Crop replaces one: the one whose loss costs least, or one of its colour
            others = _others_all(terms, absent)
            losses: list[float] = []  # its point, its colour's chance (no other Crop of it survives), its sales
            of_colour: dict[int, list[int]] = {}  # each colour's Crops, in order
            for j, (p, _q, colour) in enumerate(terms):
                losses.append(p * (1.0 + others[j] + (wants[kind_of[crops[j].card]] * (2 if crops[j].youngs else 1)
                                                      if wants is not None else 0)))
                same = of_colour.get(colour)
                if same is None:
                    of_colour[colour] = [j]
                else:
                    same.append(j)
            least = losses.index(min(losses))
        # each hand card played in the line
        worth: list[float] = []  # (with two players: which other card to discard)
        best_v, best_card, best_replace = -1e9, -1, -1
        for i, c in enumerate(hand):
            k = kind_of[c]
            r = -1
            if k < 0:  # an Improvement: its symbol for every Crop, valued on the whole line
                now = _Line(g, seat)
                v = now.with_bonus(tables.bonus_of[c]) - now.value()
            else:
                p = p_of[k]
                colour = colour_of[k]
                sells = wants[k] if wants is not None else 0
                if not full:
                    v = p * (1.0 + absent[colour] + sells)
                else:  # the cheapest loss, or a Crop of the same colour (then the colour is less at stake)
                    r = least
                    v = p * (1.0 + (others[r] if terms[r][2] == colour else absent[colour]) + sells) - losses[r]
                    for j in of_colour.get(colour, ()):
                        if j != least:
                            vj = p * (1.0 + others[j] + sells) - losses[j]
                            if vj > v:
                                v, r = vj, j
            if two:
                worth.append(v)
            if v > best_v:
                best_v, best_card, best_replace = v, i, r
        # or a Young (any card) under the Crop where one more symbol adds most
        young_on = -1
        for j, (p, q, colour) in enumerate(terms):
            if wants is not None:  # (a Crop with a card on it sells twice)
                copies = wants[kind_of[crops[j].card]]
                v = copies * 2 * q - copies * (2 if crops[j].youngs else 1) * p if copies else 0.0
                if q > p:
                    v += (q - p) * (1.0 + absent[colour] / (1.0 - p))
            elif q > p:
                v = (q - p) * (1.0 + absent[colour] / (1.0 - p))
            else:  # a safe Crop: nothing gained (but nothing lost, unlike a Crop replacing another)
                v = 0.0
            if v > best_v:
                best_v, young_on = v, j
        if young_on >= 0:  # the card given up as a Young: the one worth most in the line (the rest of
            best_replace = -1  # the hand goes to the next player), that is the best card found above
        discard = -1
        if two and len(hand) >= 2:  # two players: discard the other card worth least to us
            discard = min((i for i in range(len(hand)) if i != best_card), key=worth.__getitem__)
        key = (best_card, young_on, best_replace, discard)
        a = _MADE.get(key)
        return a if a is not None else _play_card(*key)

    def _woman(self, g: Any, seat: int) -> Action:
        """The Woman, before the last card: 2 Youngs where they save most, or the Nutrition side
        under the Crop likeliest to survive when that is worth more (the colours count double).
        Worked out like a season's Young: from each Crop's chance now and with 2 helpers more."""
        line = g.table.line
        last = _LAST
        if last[1] is not line or last[2] != len(line):  # (a line is one game's, and only grows)
            _see_line(g)
        tables = last[4]
        row = _ROWS.get(1) or _row(1)  # the last card is still to come
        farm = g.farms[seat]
        short = (tables.short(tuple(s + b for s, b in zip(last[5], improvement_bonus(g, seat))))
                 if farm.improvements else last[7])
        wants = _wants(g, tables) if g.advanced else None
        kind_of, colour_of = tables.kind_of, tables.colour_of
        crops = farm.crops
        # (the Woman is not placed yet: a Crop's helpers are its Youngs)
        terms, absent = _crop_terms(crops, short, row, kind_of, colour_of, 2)
        colours = 5.0 - absent[0] - absent[1] - absent[2] - absent[3] - absent[4]  # expected at the harvest
        best, best_v = -1, 0.0
        side = YOUNGS_SIDE
        for j, (p, q, colour) in enumerate(terms):
            if wants is not None:  # (a Crop with a card on it sells twice)
                copies = wants[kind_of[crops[j].card]]
                sales = copies * (2 if crops[j].youngs else 1)
                v = copies * 2 * q - sales * p if copies else 0.0
                if q > p:
                    v += (q - p) * (1.0 + absent[colour] / (1.0 - p))
                if v > best_v:
                    best, best_v, side = j, v, YOUNGS_SIDE
                v = p * (colours + 2 * copies - sales)
            else:
                if q > p:
                    v = (q - p) * (1.0 + absent[colour] / (1.0 - p))
                    if v > best_v:
                        best, best_v, side = j, v, YOUNGS_SIDE
                v = p * colours
            if v > best_v:
                best, best_v, side = j, v, NUTRITION_SIDE
        a = _MADE.get(("woman", best, side))
        return a if a is not None else _place_woman(best, side)

    def _disaster(self, g: Any, seat: int) -> int:
        """A Natural Disaster: the Crop whose loss costs least — its point, its colour's chance, its
        sales and, with the Woman on her Nutrition side, what her colours lose — from each Crop's
        chance, in one pass."""
        farm = g.farms[seat]
        crops = farm.crops
        line = g.table.line
        last = _LAST
        if last[1] is not line or last[2] != len(line):  # (a line is one game's, and only grows)
            _see_line(g)
        tables, row = last[4], last[8]
        short = (tables.short(tuple(s + b for s, b in zip(last[5], improvement_bonus(g, seat))))
                 if farm.improvements else last[7])
        wants = _wants(g, tables) if g.advanced else None
        kind_of, colour_of = tables.kind_of, tables.colour_of
        absent = [1.0, 1.0, 1.0, 1.0, 1.0]
        terms: list[tuple[float, float, int]] = []
        nutrition = -1  # the Crop with the Woman on her Nutrition side
        for j, p in enumerate(crops):
            k = kind_of[p.card]
            d = short[k] - len(p.youngs)
            if p.woman:
                if p.woman == YOUNGS_SIDE:
                    d -= 2
                else:
                    nutrition = j
            colour = colour_of[k]
            if d > 0:
                chance_ = row[d]
                terms.append((chance_, 0.0, colour))
                absent[colour] *= 1.0 - chance_
            else:
                terms.append((1.0, 1.0, colour))
                absent[colour] = 0.0
        if nutrition >= 0:
            colours = 5.0 - absent[0] - absent[1] - absent[2] - absent[3] - absent[4]
            with_woman = terms[nutrition][0]
        least, least_v = -1, 1e9  # the first Crop whose loss costs least
        for j, others in enumerate(_others_all(terms, absent)):
            p = terms[j][0]
            v = p * (1.0 + others + (wants[kind_of[crops[j].card]] * (2 if crops[j].youngs or crops[j].woman else 1)
                                     if wants is not None else 0))
            if nutrition >= 0:  # her colours: all of them with her Crop, else this Crop's colour's chance
                v += with_woman * colours - (0.0 if j == nutrition else with_woman * (colours - p * others))
            if v < least_v:
                least, least_v = j, v
        return least

    def _storm(self, g: Any, seat: int) -> Action:
        """A Storm (Advanced game): lose the Improvement whose symbol the line misses least."""
        farm = g.farms[seat]
        now = _Line(g, seat)
        bonus_of = g.crop_of
        best, best_v = 0, -1e9
        for i in range(len(farm.improvements)):
            less = [0, 0, 0, 0]
            for j, c in enumerate(farm.improvements):
                if j != i:
                    for kk, b in enumerate(bonus_of[c].bonus()):
                        less[kk] += b
            v = now.with_bonus(tuple(less), replace=True)
            if v > best_v:
                best, best_v = i, v
        return LoseImprovement(best)

    # ------------------------------------------------------------------ the Team game
    def _team(self, g: Any, seat: int) -> Action:
        farm = g.farms[seat]
        acts = g.legal_actions(seat) if g.table.step != PLAY else None
        if acts is not None and len(acts) == 1:
            return acts[0]
        symbols, to_come = _line(g)  # every option is valued against the same line
        crop_of = g.crop_of
        extra = improvement_bonus(g, seat)
        wants = _market(g, seat)
        short = g.shortfalls(symbols, extra)  # each card's shortfall (the game's table per deck and line)
        base = [(short[p.card], helpers(p), crop_of[p.card].colour, p.woman,
                 wants.get(crop_of[p.card].name, 0)) for p in farm.crops]
        hand = [(short[c], 0, crop_of[c].colour, "", wants.get(crop_of[c].name, 0))
                if crop_of[c].is_crop else None for c in farm.hand]
        if acts is None:  # a season's card: one play per line it makes
            acts = _team_plays(g, seat, hand)
        return self._team_choice(g, seat, acts, base, hand, symbols, extra, wants, to_come)

    def _team_choice(self, g: Any, seat: int, acts: list[Action], base: list[Any], hand: list[Any],
                     symbols: tuple[int, int, int, int], extra: tuple[int, ...], wants: dict[str, int],
                     to_come: int) -> Action:
        """The Team game: every decision, the player alone counting double and an Improvement also
        valued by the teammate's Market sales (shared)."""
        farm = g.farms[seat]
        crop_of = g.crop_of
        double = alone(g, seat)
        value = self.value
        m = mate(g, seat)
        # as in choose: each line valued once per decision, keyed by what the play changes (with
        # what an Improvement adds beside the line)
        known: dict[Any, tuple[float, float]] = {}
        rand = self.rng.random
        best, best_v = acts[0], -1e9
        # a Young or a Crop changes one or two terms of the line's value: read from the line's
        # terms (and those of the line less the Crop a new one replaces), not valued whole per play
        now: _TeamLine | None = None
        woman: _TeamLine | None = None
        less: dict[int, _TeamLine] = {}
        for a in acts:
            v = 0.0
            if isinstance(a, PlayCard):
                key = _play_key(a, hand)
                done = known.get(key)
                if done is None and (a.young_on >= 0 or hand[a.card] is not None):
                    if now is None:
                        now = _TeamLine(base, to_come, double)
                    if a.young_on >= 0:
                        done = known[key] = (0.0, now.with_young(a.young_on))
                    elif a.replace < 0:
                        done = known[key] = (0.0, now.with_crop(hand[a.card]))
                    else:
                        rest = less.get(a.replace)
                        if rest is None:
                            rest = less[a.replace] = now.without(a.replace)
                        done = known[key] = (0.0, rest.with_crop(hand[a.card]))
                elif done is None:
                    line, more = _line_after(a, base, hand, farm, crop_of, symbols, extra)
                    if more is not None:  # an Improvement on the line: its symbol for us and the teammate
                        if m >= 0:
                            v += _sales(g, m, symbols, more, wants, to_come) - _sales(g, m, symbols, extra, wants, to_come)
                        v += 0.3 * (crop_of[farm.hand[a.card]].kind == "special")  # its effect, worth a little
                    done = known[key] = (v, value(line, to_come, double))
                v = done[0] + (done[1] - 0.01 * (a.discard if a.discard > 0 else 0))
            elif isinstance(a, BuildUnder):
                line = list(base)
                mi, h, col, w, k = line[a.crop]
                if crop_of[farm.hand[a.card]].name == "School":
                    line[a.crop] = (mi, h + 2, col, w, k)
                    v = value(line, to_come, double)
                else:  # the Nursery: one more point a colour if its Crop survives
                    colours = len({c for _mi, _h, c, _w, _k in line})
                    v = value(line, to_come, double) + _chance(mi - h, to_come) * colours * (2 if double else 1)
                v -= 0.01 * (a.discard if a.discard > 0 else 0)
            elif isinstance(a, LoseCrop):  # the line less that Crop, from the line's terms
                if now is None:
                    now = _TeamLine(base, to_come, double)
                v = now.without(a.crop).now
            elif isinstance(a, LoseImprovement):
                card = farm.improvements[a.improvement]
                less = tuple(e - b for e, b in zip(extra, crop_of[card].bonus()))
                short = g.shortfalls(symbols, less)
                line = [(short[p.card], h, col, w, k)
                        for p, (_m, h, col, w, k) in zip(farm.crops, base)]
                v = value(line, to_come, double) - 0.3 * (crop_of[card].kind == "special")
            elif isinstance(a, PlaceWoman):  # before the last card: the line's terms with one card to come
                if woman is None:
                    woman = _TeamLine(base, 1, double)
                v = woman.with_woman(a.crop, a.side) if a.crop >= 0 else woman.now
            elif isinstance(a, PeekMarket):
                v = 1.0 if a.card >= 0 else 0.0  # looking costs nothing
            elif isinstance(a, UseInstead):
                v = self._saved(g, seat, base, to_come, double) if a.use else 1.0
            elif isinstance(a, KeepYoungs):  # where a Young helps most: under the Crops that need most
                v = sum(sum(crop_of[farm.crops[i].card].needs) for i in a.crops)
            v += rand() * 1e-6
            if v > best_v:
                best, best_v = a, v
        return best

    def _saved(self, g: Any, seat: int, base: list[Any], to_come: int, double: bool) -> float:
        """What spending Pest Control or Traditional Knowledge saves: the points of the Crops the
        Event would take from us (a Disaster: the Crop worth least), and a point a teammate's Crop."""
        farm = g.farms[seat]
        value = self.value
        now = value(base, to_come, double)
        m = mate(g, seat)
        if g.table.step == PEST_CONTROL:
            colour = g.table.awaiting.split(":")[1]
            left = [x for x in base if x[2] != colour]
            theirs = sum(1 for p in g.farms[m].crops if g.crop_of[p.card].colour == colour) if m >= 0 else 0
            return now - value(left, to_come, double) + theirs
        losses = [now - value(base[:i] + base[i + 1:], to_come, double) for i in range(len(farm.crops))]
        return (min(losses) if losses else 0.0) + (1.0 if m >= 0 and g.farms[m].crops else 0.0)


__all__ = ["HeuristicBot", "chance", "DISASTER", "PLAY", "SYMBOLS"]


def _play_key(a: PlayCard, hand: list[Any]) -> Any:
    """What playing ``a`` changes in the line: plays with equal keys (any card as a Young under
    the same Crop; two cards of one kind) make the same line and are valued once."""
    if a.young_on >= 0:
        return a.young_on  # a Crop's number (the other keys are tuples)
    if hand[a.card] is None:
        return ("improvement", a.card)
    return (hand[a.card], a.replace)


def _team_plays(g: Any, seat: int, hand: list[Any]) -> list[Action]:
    """The Team game's season: the legal plays (as :func:`farmlab.farmed.rules.seasons.plays` lists
    them), but one per line it makes: a Crop kind once (two cards of one kind make the same line),
    a Young under each Crop once (the first card given up), and with two players the card
    discarded that the valuation prefers (the first other card)."""
    farm = g.farms[seat]
    nc = len(farm.crops)
    full = nc >= g.options.max_crops
    two = g.n == 2 and len(farm.hand) >= 2
    out: list[Action] = []
    seen: set[Any] = set()
    for i, c in enumerate(farm.hand):
        d = (1 if i == 0 else 0) if two else -1
        crop = hand[i]
        if crop is not None:
            if crop in seen:
                continue
            seen.add(crop)
            if full:
                out.extend(_play_card(i, -1, r, d) for r in range(nc))
            else:
                out.append(_play_card(i, -1, -1, d))
        elif g.placing[c] == UNDER and nc:  # the School or the Nursery under a Crop
            out.extend(BuildUnder(i, j, d) for j in range(nc))
        else:
            out.append(_play_card(i, -1, -1, d))
    if farm.hand:
        d = 1 if two else -1
        out.extend(_play_card(0, j, -1, d) for j in range(nc))
    return out


def _line_after(a: PlayCard, base: list[Any], hand: list[Any], farm: Any, crop_of: Any,
                symbols: tuple[int, int, int, int], extra: tuple[int, ...]) -> tuple[list[Any], Any]:
    """The line after playing ``a``, and for an Improvement the symbols it gives every Crop
    (else None): a Young adds one symbol under its Crop, an Improvement one symbol of its kind
    to every Crop, a Crop joins the line (replacing one when the line is full)."""
    line = list(base)
    if a.young_on >= 0:
        m, h, col, w, k = line[a.young_on]
        line[a.young_on] = (m, h + 1, col, w, k)
        return line, None
    if hand[a.card] is None:
        more = tuple(e + b for e, b in zip(extra, crop_of[farm.hand[a.card]].bonus()))
        return [(_short(crop_of[p.card], symbols, more), h, col, w, k)
                for p, (_m, h, col, w, k) in zip(farm.crops, base)], more
    if a.replace >= 0:
        line.pop(a.replace)
    line.append(hand[a.card])
    return line, None
