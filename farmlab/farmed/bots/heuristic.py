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
option found. The Team game's decisions value each option's line (:meth:`HeuristicBot.value`), but a
season's Young or Crop is read from the line's terms the same way (:class:`_TeamLine`), and only one
play per line it makes is valued (:func:`_team_plays`).
"""

from __future__ import annotations

import math
from typing import Any

from ...core.actions import Action
from ...core.bots import Bot
from ..actions import BuildUnder, KeepYoungs, LoseCrop, LoseImprovement, PeekMarket, PlaceWoman, PlayCard, UseInstead
from ..cards import COLOURS, SYMBOLS
from ..rules.harvest import helpers, line_symbols
from ..rules.improvements import bonus as improvement_bonus
from ..rules.teams import alone, mate
from ..rules.seasons import UNDER
from ..state import DISASTER, NUTRITION_SIDE, PLAY, PEST_CONTROL, WOMAN, YOUNGS_SIDE

#: about how many symbols of one kind a Weather card brings on average (44 symbols / 24 cards / 4 kinds)
PER_CARD_PER_KIND = 0.45


def chance(missing: float, to_come: int) -> float:
    """Rough chance that ``missing`` symbols still come with ``to_come`` cards."""
    if missing <= 0:
        return 1.0
    expected = PER_CARD_PER_KIND * to_come
    return 1.0 / (1.0 + math.exp(2.2 * (missing - expected)))


class HeuristicBot(Bot):
    name = "heuristic"
    trusted = True  # it only ever picks one of the legal actions; tests/farmed/test_bots.py checks them in every mode

    @staticmethod
    def value(line: list[tuple[int, int, str, str, int]], to_come: int, double: bool = False) -> float:
        """Expected points of a line of Crops, each (symbols missing now, helpers, colour, Woman side,
        copies of its kind in the Market); ``double``: the player alone (Nutrition and Market count twice)."""
        total = 0.0
        colours: dict[str, float] = {}
        nutrition = 0.0
        sales = 0.0
        row = _ROWS.get(to_come) or _row(to_come)
        for missing, help_, colour, side, copies in line:
            d = missing - help_
            p = row[d] if 0 < d < CHANCE_ROW else (1.0 if d <= 0 else chance(d, to_come))
            total += p
            colours[colour] = 1 - (1 - colours.get(colour, 0.0)) * (1 - p)
            if side == NUTRITION_SIDE and p > nutrition:
                nutrition = p
            if copies:
                sales += p * copies * (2 if help_ or side else 1)
        col = sum(colours.values())
        if double:
            return total + 2 * (col + nutrition * col + sales)
        return total + col + nutrition * col + sales

    def _other(self, g: Any, seat: int) -> Action:
        """Every decision but a season's card in the Basic and Advanced games."""
        if g.team:
            return self._team(g, seat)
        step = g.table.step
        if step == WOMAN:
            return self._woman(g, seat)
        if step == DISASTER:
            return _lose_crop(self._disaster(g, seat))
        return self._storm(g, seat)

    # ------------------------------------------------------------------ Basic and Advanced games
    def choose(self, g: Any, seat: int) -> Action:
        """A season's card (most decisions; the others: :meth:`_other`): the play that raises the
        expected points of the line most. Each play changes one or two terms of that sum (a
        Crop's chance, its colour's, its sales), so its gain is worked out from the line's terms,
        not by valuing the whole line again per play.

        In the seasons no Woman lies under a Crop (she is placed after the 4th), so a Crop's
        helpers are its Youngs."""
        if g.table.step != PLAY or g.team:
            return self._other(g, seat)
        line = g.table.line
        last = _LAST
        if last[1] is not line or last[2] != len(line):  # (a line is one game's, and only grows)
            _see_line(g)
        tables, row = last[4], last[8]
        farm = g.farms[seat]
        if farm.improvements:  # their symbols for every Crop
            short = tables.short(tuple(s + b for s, b in zip(last[5], improvement_bonus(g, seat))))
            p_of = [row[d] for d in short]
        else:
            short, p_of = last[7], last[9]
        wants = _wants(g, tables) if g.advanced else None
        kind_of, colour_of = tables.kind_of, tables.colour_of
        # the line now: each Crop's chance to survive, and each colour's chance to be lost
        crops = farm.crops
        nc = len(crops)
        terms, absent = _crop_terms(crops, short, row, kind_of, colour_of, 1)
        full = nc >= g.options.max_crops
        if full:  # a new Crop replaces one: the one whose loss costs least, or one of its colour
            others = _others_all(terms, absent)
            losses: list[float] = []  # its point, its colour's chance (no other Crop of it survives), its sales
            for j, (p, _q, colour) in enumerate(terms):
                losses.append(p * (1.0 + others[j] + (wants[kind_of[crops[j].card]] * (2 if crops[j].youngs else 1)
                                                      if wants is not None else 0)))
            least = losses.index(min(losses))
        # each hand card played in the line
        hand = farm.hand
        two = g.n == 2
        worth: list[float] = []  # (with two players: which other card to discard)
        best_v, best_card, best_replace = -1e9, -1, -1
        if wants is None and not full and not two:
            # the usual case (Basic game, room in the line): the Crop's chance, and its colour's
            # when no Crop of that colour survives
            for i, c in enumerate(hand):
                k = kind_of[c]
                v = p_of[k] * (1.0 + absent[colour_of[k]])
                if v > best_v:
                    best_v, best_card = v, i
        else:
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
                        for j, (_p, _q, cj) in enumerate(terms):
                            if cj == colour and j != least:
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
        return _place_woman(best, side)

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
            elif isinstance(a, LoseCrop):
                line = list(base)
                line.pop(a.crop)
                v = value(line, to_come, double)
            elif isinstance(a, LoseImprovement):
                card = farm.improvements[a.improvement]
                less = tuple(e - b for e, b in zip(extra, crop_of[card].bonus()))
                short = g.shortfalls(symbols, less)
                line = [(short[p.card], h, col, w, k)
                        for p, (_m, h, col, w, k) in zip(farm.crops, base)]
                v = value(line, to_come, double) - 0.3 * (crop_of[card].kind == "special")
            elif isinstance(a, PlaceWoman):
                line = list(base)
                if a.crop >= 0:
                    mi, h, col, _w, k = line[a.crop]
                    line[a.crop] = (mi, h + (2 if a.side == YOUNGS_SIDE else 0), col, a.side, k)
                v = value(line, 1, double)
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


class _Deck:
    """A deck's tables for the heuristic, made once per deck: each Crop card's kind (a number; -1
    for an Improvement), each kind's colour (a number) and needs, each Improvement's symbols, and
    the shortfall of every kind for each count of symbols met so far."""

    __slots__ = ("kind_of", "colour_of", "needs", "names", "bonus_of", "shorts", "parts", "odds_of", "nothing", "_weather")

    def __init__(self, crop_of: tuple[Any, ...]) -> None:
        kinds: list[Any] = []
        for c in crop_of:
            if c.is_crop and c not in kinds:
                kinds.append(c)
        self.kind_of = tuple(kinds.index(c) if c.is_crop else -1 for c in crop_of)
        self.colour_of = tuple(COLOURS.index(k.colour) for k in kinds)
        self.needs = tuple(k.needs for k in kinds)
        self.names = tuple(k.name for k in kinds)
        self.bonus_of = tuple(None if c.is_crop else c.bonus() for c in crop_of)
        self.shorts: dict[tuple[int, ...], tuple[int, ...]] = {}
        most = max(max(n) for n in self.needs)
        #: parts[i][v]: each kind's shortfall in symbol i when the line shows v of it (v <= most)
        self.parts = [[tuple(n[i] - v if n[i] > v else 0 for n in self.needs) for v in range(most + 1)]
                      for i in range(4)]
        self.odds_of: dict[tuple[tuple[int, ...], int], tuple[tuple[int, ...], list[float], list[float]]] = {}
        self.nothing = (0,) * len(kinds)  # no Market
        self._weather: tuple[Any, Any] = (None, ())

    def weather(self, weather_of: tuple[Any, ...]) -> tuple[tuple[int, int] | None, ...]:
        """Each Weather card's (kind of symbol, number of symbols), None for an Event; made once per deck."""
        if self._weather[0] is not weather_of:
            self._weather = (weather_of, tuple(None if w.event else (SYMBOLS.index(w.symbol), w.symbols)
                                               for w in weather_of))
        return self._weather[1]  # type: ignore[no-any-return]

    def odds(self, symbols: tuple[int, ...], to_come: int) -> tuple[tuple[int, ...], list[float], list[float]]:
        """For a line with these symbols and cards to come: each kind's shortfall, the chances by
        shortfall, each kind's chance with no helper; remembered."""
        key = (symbols, to_come)
        known = self.odds_of.get(key)
        if known is None:
            if len(self.odds_of) > 100_000:
                self.odds_of.clear()
            short = self.short(symbols)
            row = _ROWS.get(to_come) or _row(to_come)
            known = self.odds_of[key] = (short, row, list(map(row.__getitem__, short)))
        return known

    def short(self, symbols: tuple[int, ...]) -> tuple[int, ...]:
        """Each kind's shortfall with these symbols (line and Improvements), remembered: a line
        takes only a few hundred values."""
        known = self.shorts.get(symbols)
        if known is None:
            if len(self.shorts) > 100_000:  # a long sweep: start afresh rather than grow without end
                self.shorts.clear()
            # the shortfall is a sum over the four symbols: each symbol's part read from a table
            # (made once per deck), added up without a Python loop
            top, parts = len(self.parts[0]) - 1, self.parts
            known = self.shorts[symbols] = tuple(map(sum, zip(*[parts[i][v if v < top else top]
                                                                for i, v in enumerate(symbols)])))
        return known


_DECKS: dict[int, tuple[Any, _Deck]] = {}


def _deck(g: Any) -> _Deck:
    known = _DECKS.get(id(g.crop_of))
    if known is None or known[0] is not g.crop_of:
        known = _DECKS[id(g.crop_of)] = (g.crop_of, _Deck(g.crop_of))
    return known[1]


#: the line asked about last, shared by every player at the table: [game, the line (a new list
#: each year; within a year cards are only added), its length, its last card, the deck's tables, its symbols, genuine cards to come, each kind's
#: shortfall, the chances by shortfall for those cards to come, each kind's chance with no helper,
#: the genuine cards on the line]
_LAST: list[Any] = [None, -1, -1, -1, None, (0, 0, 0, 0), 0, (), [], [], 0]


def _crop_terms(crops: list[Any], short: Any, row: Any, kind_of: Any, colour_of: Any,
                more: int) -> tuple[list[tuple[float, float, int]], list[float]]:
    """The terms of a line's expected points: for each Crop its chance to survive now, with
    ``more`` helpers more, and its colour; and for each colour the chance that no Crop of it
    survives. ``short``: each kind's shortfall; ``row``: the chance by shortfall; a Crop's
    helpers are its Youngs."""
    absent = [1.0, 1.0, 1.0, 1.0, 1.0]
    terms: list[tuple[float, float, int]] = []
    for p in crops:
        k = kind_of[p.card]
        d = short[k] - len(p.youngs)
        colour = colour_of[k]
        if d > 0:
            chance_ = row[d]
            terms.append((chance_, row[d - more] if d > more else 1.0, colour))
            absent[colour] *= 1.0 - chance_
        else:
            terms.append((1.0, 1.0, colour))
            absent[colour] = 0.0
    return terms, absent


def _see_line(g: Any) -> None:
    """Work out what the heuristic reads from ``g``'s Weather line, into :data:`_LAST`: when the
    line only grew since it was last seen, from the new cards only."""
    t = g.table
    line = t.line
    last = _LAST
    if last[0] is g and last[1] is line and last[2] < len(line):  # cards were added: count those
        tables, seen, total, genuine = last[4], last[2], list(last[5]), last[10]
    else:
        tables, seen, total, genuine = _deck(g), 0, [0, 0, 0, 0], 0
    symbols_of = tables.weather(g.weather_of)
    for i in range(seen, len(line)):
        w = symbols_of[line[i]]
        if w is not None:  # a genuine card: (its kind, how many symbols)
            total[w[0]] += w[1]
            genuine += 1
    to_come = max(0, 5 - genuine)
    symbols = (total[0], total[1], total[2], total[3])
    short, row, p_of = tables.odds(symbols, to_come)
    last[:] = [g, line, len(line), line[-1], tables, symbols, to_come, short, row, p_of, genuine]


class _Line:
    """A player's line of Crops at one decision, valued whole: each Crop's chance to survive
    (``ps``), colour, shortfall less its helpers (``ds``) and Market sales; the chance that each
    colour is lost (``absent``). For what changes every Crop's odds at once (an Improvement played
    or lost); the usual decisions read the same terms in one pass instead (:meth:`HeuristicBot.choose`)."""

    __slots__ = ("tables", "short", "row", "wants", "ps", "ds", "colours", "sales", "absent", "g", "seat",
                 "symbols", "to_come", "nutrition")
    nutrition: int  # the Crop with the Woman on her Nutrition side under it, or -1

    def __init__(self, g: Any, seat: int, to_come: int = -1) -> None:
        t = g.table
        line = t.line
        last = _LAST
        if last[1] is not line or last[2] != len(line):  # (a line is one game's, and only grows)
            _see_line(g)
        self.tables = tables = last[4]
        self.symbols = last[5]
        self.to_come = to_come = last[6] if to_come < 0 else to_come
        self.row = row = _ROWS.get(to_come) or _row(to_come)
        farm = g.farms[seat]
        if farm.improvements:  # their symbols for every Crop
            bonus = improvement_bonus(g, seat)
            self.short = short = tables.short(tuple(s + b for s, b in zip(last[5], bonus)))
        else:
            self.short = short = last[7]
        self.wants = wants = _wants(g, tables) if g.advanced else tables.nothing
        self.g, self.seat = g, seat
        kind_of, colour_of = tables.kind_of, tables.colour_of
        self.ps = ps = []
        self.ds = ds = []
        self.colours = colours = []
        self.sales = sales = []
        self.absent = absent = [1.0, 1.0, 1.0, 1.0, 1.0]
        self.nutrition = -1
        for p in farm.crops:
            k = kind_of[p.card]
            h = len(p.youngs)
            if p.woman:
                if p.woman == YOUNGS_SIDE:
                    h += 2
                else:
                    self.nutrition = len(ps)
            d = short[k] - h
            chance_ = row[d] if d > 0 else 1.0
            ps.append(chance_)
            ds.append(d)
            colour = colour_of[k]
            colours.append(colour)
            absent[colour] *= 1.0 - chance_
            sales.append(wants[k] * (2 if h or p.woman else 1))

    def colour_odds(self) -> float:
        """The colours expected at the harvest."""
        a = self.absent
        return 5.0 - a[0] - a[1] - a[2] - a[3] - a[4]

    def value(self) -> float:
        """The expected points of the line (Crops, colours, the Nutrition side, the Market)."""
        total = 0.0
        for p, k in zip(self.ps, self.sales):
            total += p * (1.0 + k)
        colours = self.colour_odds()
        return total + colours + (self.ps[self.nutrition] * colours if self.nutrition >= 0 else 0.0)

    def with_bonus(self, bonus: tuple[int, ...], replace: bool = False) -> float:
        """The expected points of the line with these Improvement symbols more (``replace``: instead
        of the player's): an Improvement played or lost changes every Crop's odds."""
        g, seat = self.g, self.seat
        base = (0, 0, 0, 0) if replace else improvement_bonus(g, seat)
        symbols = tuple(s + a + b for s, a, b in zip(self.symbols, base, bonus))
        twin = _Line.__new__(_Line)
        twin.tables, twin.row, twin.wants, twin.g, twin.seat = self.tables, self.row, self.wants, g, seat
        twin.symbols, twin.to_come, twin.nutrition = self.symbols, self.to_come, self.nutrition
        twin.short = short = self.tables.short(symbols)
        twin.ps, twin.ds, twin.colours, twin.sales = [], list(self.ds), list(self.colours), list(self.sales)
        twin.absent = [1.0, 1.0, 1.0, 1.0, 1.0]
        kind_of = self.tables.kind_of
        for j, p in enumerate(g.farms[seat].crops):
            d = twin.ds[j] = short[kind_of[p.card]] - (self.short[kind_of[p.card]] - self.ds[j])
            chance_ = self.row[d] if d > 0 else 1.0
            twin.ps.append(chance_)
            twin.absent[twin.colours[j]] *= 1.0 - chance_
        return twin.value()


class _TeamLine:
    """A line of Crops as :meth:`HeuristicBot.value` takes it (the Team game), with its terms:
    each Crop's chance ``ps`` and each colour's chance to be lost (``absent``), so that a Young or
    a new Crop is valued by the terms it changes. A Woman on her Nutrition side makes every Crop's
    chance count for her colours: such a line (never seen in the seasons, where no Woman lies yet)
    is valued whole."""

    __slots__ = ("line", "to_come", "double", "row", "ps", "absent", "now", "whole")

    def __init__(self, line: list[Any], to_come: int, double: bool) -> None:
        self.line, self.to_come, self.double = line, to_come, double
        self.row = _ROWS.get(to_come) or _row(to_come)
        self.now = HeuristicBot.value(line, to_come, double)
        self.whole = False
        self.ps: list[float] = []
        self.absent: dict[str, float] = {}
        for missing, help_, colour, side, _copies in line:
            p = self._chance(missing - help_)
            self.ps.append(p)
            self.absent[colour] = self.absent.get(colour, 1.0) * (1 - p)
            if side == NUTRITION_SIDE:
                self.whole = True

    def _chance(self, d: int) -> float:
        return self.row[d] if 0 < d < CHANCE_ROW else (1.0 if d <= 0 else chance(d, self.to_come))

    def without(self, j: int) -> "_TeamLine":
        """The line less Crop ``j``, its terms worked out from these: its colour's chance to be lost
        without the Crop's own factor (or, for a Crop sure to survive, from the colour's other Crops)."""
        line = self.line[:j] + self.line[j + 1:]
        if self.whole:
            return _TeamLine(line, self.to_come, self.double)
        missing, help_, colour, side, copies = self.line[j]
        twin = _TeamLine.__new__(_TeamLine)
        twin.line, twin.to_come, twin.double, twin.row, twin.whole = line, self.to_come, self.double, self.row, False
        twin.ps = self.ps[:j] + self.ps[j + 1:]
        twin.absent = dict(self.absent)
        p, lost = self.ps[j], self.absent[colour]
        if p < 1.0:
            after = lost / (1 - p)
        else:
            after = 1.0
            for q, other in zip(twin.ps, line):
                if other[2] == colour:
                    after *= 1 - q
        twin.absent[colour] = after
        sales = p * copies * (2 if help_ or side else 1) if copies else 0.0
        twin.now = self.now - p + (2 if self.double else 1) * ((lost - after) - sales)
        return twin

    def with_young(self, j: int) -> float:
        """The line's value with one more helper under Crop ``j``."""
        missing, help_, colour, side, copies = self.line[j]
        if self.whole:
            line = list(self.line)
            line[j] = (missing, help_ + 1, colour, side, copies)
            return HeuristicBot.value(line, self.to_come, self.double)
        p, q = self.ps[j], self._chance(missing - help_ - 1)
        lost = self.absent[colour]
        lost_after = lost / (1 - p) * (1 - q) if p < 1.0 else lost
        sales = (q * copies * 2 - p * copies * (2 if help_ or side else 1)) if copies else 0.0
        return self.now + (q - p) + (2 if self.double else 1) * ((lost - lost_after) + sales)

    def with_crop(self, crop: tuple[int, int, str, str, int]) -> float:
        """The line's value with the Crop ``crop`` (symbols missing, no helper, colour, no Woman, copies) added."""
        missing, _help, colour, _side, copies = crop
        if self.whole:
            return HeuristicBot.value(self.line + [crop], self.to_come, self.double)
        p = self._chance(missing)
        return self.now + p + (2 if self.double else 1) * (self.absent.get(colour, 1.0) * p + p * copies)


def _others_all(terms: list[tuple[float, float, int]], absent: list[float]) -> list[float]:
    """For each Crop, the chance that no *other* Crop of its colour survives (``terms``: each Crop's
    chance, chance with a helper more and colour; ``absent``: each colour's chance to be lost), in
    one pass: the colour's chance without the Crop's own factor, or for a Crop sure to survive
    (whose factor is 0) nothing when another Crop of it is sure too, else its other Crops all failing."""
    failing = [1.0, 1.0, 1.0, 1.0, 1.0]  # per colour: the chance that its Crops not sure all fail
    sure = [0, 0, 0, 0, 0]  # per colour: its Crops sure to survive
    for p, _q, colour in terms:
        if p < 1.0:
            failing[colour] *= 1.0 - p
        else:
            sure[colour] += 1
    out = []
    for p, _q, colour in terms:
        out.append(absent[colour] / (1.0 - p) if p < 1.0 else (0.0 if sure[colour] > 1 else failing[colour]))
    return out


#: the Market asked about last (Advanced game) as [game, its face-up cards, copies per kind]
_LAST_WANTS: list[Any] = [None, None, ()]


def _wants(g: Any, tables: _Deck) -> tuple[int, ...]:
    """How many cards of each Crop kind the Market shows (the same for every player all year)."""
    up = g.table.market_up
    last = _LAST_WANTS
    if last[0] is g and last[1] == up:
        return last[2]  # type: ignore[no-any-return]
    out = [0] * len(tables.names)
    for c in up:
        k = tables.kind_of[c]
        if k >= 0:
            out[k] += 1
    last[:] = [g, list(up), tuple(out)]
    return last[2]  # type: ignore[no-any-return]


_MADE: dict[Any, Action] = {}


def _play_card(card: int, young_on: int, replace: int, discard: int) -> Action:
    """``PlayCard(card, young_on, replace, discard)``, each made once (actions are values)."""
    key = (card, young_on, replace, discard)
    a = _MADE.get(key)
    if a is None:
        a = _MADE[key] = PlayCard(card, young_on, replace, discard)
    return a


def _place_woman(crop: int, side: str) -> Action:
    key = ("woman", crop, side)
    a = _MADE.get(key)
    if a is None:
        a = _MADE[key] = PlaceWoman(crop, side)
    return a


def _lose_crop(crop: int) -> Action:
    key = ("lose", crop)
    a = _MADE.get(key)
    if a is None:
        a = _MADE[key] = LoseCrop(crop)
    return a


#: the Weather line asked about last, as [game, its cards, their symbols, genuine cards still to
#: come]: every player at the table asks about the same line in turn
_LAST_LINE: list[Any] = [None, (), (0, 0, 0, 0), 0]


def _line(g: Any) -> tuple[tuple[int, int, int, int], int]:
    """The symbols on ``g``'s Weather line and how many genuine cards are still to come (of 5)."""
    cards = tuple(g.table.line)
    last = _LAST_LINE
    if last[0] is g and last[1] == cards:
        return last[2], last[3]
    symbols = line_symbols(g)
    to_come = max(0, 5 - sum(1 for c in cards if not g.weather_of[c].event))
    last[:] = [g, cards, symbols, to_come]
    return symbols, to_come


#: the Market asked about last, as [game, the cards seen, how many of each kind]: the players at
#: the table see the same cards all year (but a card looked at with Market Study)
_LAST_MARKET: list[Any] = [None, (), {}]


def _market(g: Any, seat: int) -> dict[str, int]:
    """How many cards of each kind the Market shows ``seat`` (the face-up ones, and a card it looked at)."""
    t = g.table
    cards = list(t.market_up)
    if t.peeked >= 0 and seat in t.peekers and t.peeked < len(t.market_down):
        cards.append(t.market_down[t.peeked])
    seen = tuple(cards)
    last = _LAST_MARKET
    if last[0] is g and last[1] == seen:
        return last[2]  # type: ignore[no-any-return]
    out: dict[str, int] = {}
    for c in cards:
        if g.crop_of[c].is_crop:
            out[g.crop_of[c].name] = out.get(g.crop_of[c].name, 0) + 1
    last[:] = [g, seen, out]
    return out


def _sales(g: Any, seat: int, symbols: tuple[int, int, int, int], bonus: tuple[int, ...], wants: dict[str, int],
           to_come: int) -> float:
    """The Market points ``seat``'s Crops are expected to bring with these Improvement symbols."""
    out = 0.0
    for p in g.farms[seat].crops:
        k = wants.get(g.crop_of[p.card].name, 0)
        if k:
            h = helpers(p)
            out += _chance(g.shortfalls(symbols, bonus)[p.card] - h, to_come) * k * (2 if h or p.woman else 1)
    return out


_SHORT: dict[tuple[str, tuple[int, ...], tuple[int, ...]], int] = {}


def _short(crop: Any, symbols: tuple[int, ...], bonus: tuple[int, ...]) -> int:
    """``crop.shortfall(symbols, bonus)``, remembered: a year's line takes only a few values, so the
    same Crop kind is asked about again and again."""
    key = (crop.id, symbols, bonus)
    short = _SHORT.get(key)
    if short is None:
        if len(_SHORT) > 100_000:  # a long sweep: start afresh rather than grow without end
            _SHORT.clear()
        short = _SHORT[key] = crop.shortfall(symbols, bonus)
    return short


#: :func:`chance` for 0, 1, ... missing symbols, one row per number of cards to come (made once)
CHANCE_ROW = 32
_ROWS: dict[int, list[float]] = {}


def _row(to_come: int) -> list[float]:
    row = _ROWS[to_come] = [chance(m, to_come) for m in range(CHANCE_ROW)]
    return row


_CHANCES: dict[tuple[int, int], float] = {}


def _chance(missing: int, to_come: int) -> float:
    """:func:`chance`, remembered (a handful of distinct arguments)."""
    key = (missing, to_come)
    c = _CHANCES.get(key)
    if c is None:
        c = _CHANCES[key] = chance(missing, to_come)
    return c


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
