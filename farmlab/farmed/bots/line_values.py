"""What a FARMED line of Crops is expected to score, as the heuristic reads it: the tables made
once per deck (each kind's shortfall per count of symbols, the chance per shortfall and cards to
come), the Weather line as last seen (shared by the players at the table), the terms of a line's
expected points (each Crop's chance, each colour's chance to be lost) and the whole line valued
(:class:`_Line`, :class:`_TeamLine`) for the decisions that change every Crop's odds at once.
Used by :mod:`.heuristic`; see its docstring for how the values are combined."""

from __future__ import annotations

import math
from typing import Any

from ...core.actions import Action
from ..actions import LoseCrop, PlaceWoman, PlayCard
from ..cards import COLOURS, SYMBOLS
from ..rules.harvest import helpers, line_symbols
from ..rules.improvements import bonus as improvement_bonus
from ..state import NUTRITION_SIDE, YOUNGS_SIDE

#: about how many symbols of one kind a Weather card brings on average (44 symbols / 24 cards / 4 kinds)
PER_CARD_PER_KIND = 0.45


def chance(missing: float, to_come: int) -> float:
    """Rough chance that ``missing`` symbols still come with ``to_come`` cards."""
    if missing <= 0:
        return 1.0
    expected = PER_CARD_PER_KIND * to_come
    return 1.0 / (1.0 + math.exp(2.2 * (missing - expected)))



def line_value(line: list[tuple[int, int, str, str, int]], to_come: int, double: bool = False) -> float:
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


class _Deck:
    """A deck's tables for the heuristic, made once per deck: each Crop card's kind (a number; -1
    for an Improvement), each kind's colour (a number) and needs, each Improvement's symbols, and
    the shortfall of every kind for each count of symbols met so far."""

    __slots__ = ("kind_of", "colour_of", "needs", "names", "bonus_of", "shorts", "parts", "odds_of", "nothing",
                 "weather_of", "symbols_of")

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
        #: the Weather deck last asked about (:meth:`weather`) and each of its cards' symbols
        self.weather_of: Any = None
        self.symbols_of: tuple[tuple[int, int] | None, ...] = ()

    def weather(self, weather_of: tuple[Any, ...]) -> tuple[tuple[int, int] | None, ...]:
        """Each Weather card's (kind of symbol, number of symbols), None for an Event; made once per deck."""
        if self.weather_of is not weather_of:
            self.symbols_of = tuple(None if w.event else (SYMBOLS.index(w.symbol), w.symbols) for w in weather_of)
            self.weather_of = weather_of
        return self.symbols_of

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
#: the genuine cards on the line, the usual case (the Basic game, more than two players), the most
#: Crops in a line]
_LAST: list[Any] = [None, -1, -1, -1, None, (0, 0, 0, 0), 0, (), [], [], 0, False, 0]


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
    symbols_of = tables.symbols_of if tables.weather_of is g.weather_of else tables.weather(g.weather_of)
    for i in range(seen, len(line)):
        w = symbols_of[line[i]]
        if w is not None:  # a genuine card: (its kind, how many symbols)
            total[w[0]] += w[1]
            genuine += 1
    to_come = max(0, 5 - genuine)
    symbols = (total[0], total[1], total[2], total[3])
    short, row, p_of = tables.odds_of.get((symbols, to_come)) or tables.odds(symbols, to_come)
    # the usual case (the Basic game with more than two players): a season's card read in one pass
    usual = not g.advanced and g.n > 2
    last[:] = [g, line, len(line), line[-1], tables, symbols, to_come, short, row, p_of, genuine, usual,
               g.options.max_crops]


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
    """A line of Crops as :func:`line_value` takes it (the Team game), with its terms:
    each Crop's chance ``ps`` and each colour's chance to be lost (``absent``), so that a Young or
    a new Crop is valued by the terms it changes. A Woman on her Nutrition side makes every Crop's
    chance count for her colours: such a line (never seen in the seasons, where no Woman lies yet)
    is valued whole."""

    __slots__ = ("line", "to_come", "double", "row", "ps", "absent", "now", "whole")

    def __init__(self, line: list[Any], to_come: int, double: bool) -> None:
        self.line, self.to_come, self.double = line, to_come, double
        self.row = _ROWS.get(to_come) or _row(to_come)
        self.now = line_value(line, to_come, double)
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
            return line_value(line, self.to_come, self.double)
        p, q = self.ps[j], self._chance(missing - help_ - 1)
        lost = self.absent[colour]
        lost_after = lost / (1 - p) * (1 - q) if p < 1.0 else lost
        sales = (q * copies * 2 - p * copies * (2 if help_ or side else 1)) if copies else 0.0
        return self.now + (q - p) + (2 if self.double else 1) * ((lost - lost_after) + sales)

    def with_woman(self, j: int, side: str) -> float:
        """The line's value with the Woman under Crop ``j`` on her ``side``: on her Youngs side two
        helpers more; on her Nutrition side the colours expected count once more with the Crop's
        chance (she is the line's only Woman: a line with one already is valued whole)."""
        missing, help_, colour, old_side, copies = self.line[j]
        if self.whole or old_side:
            line = list(self.line)
            line[j] = (missing, help_ + (2 if side == YOUNGS_SIDE else 0), colour, side, copies)
            return line_value(line, self.to_come, self.double)
        p = self.ps[j]
        if side == YOUNGS_SIDE:
            q = self._chance(missing - help_ - 2)
            lost = self.absent[colour]
            lost_after = lost / (1 - p) * (1 - q) if p < 1.0 else lost
            sales = (q * copies * 2 - p * copies * (2 if help_ else 1)) if copies else 0.0
            return self.now + (q - p) + (2 if self.double else 1) * ((lost - lost_after) + sales)
        colours = 0.0  # the colours expected at the harvest
        for lost in self.absent.values():
            colours += 1 - lost
        sales = p * copies * (0 if help_ else 1)  # (a Crop with a card on it sells twice)
        return self.now + (2 if self.double else 1) * (p * colours + sales)

    def with_crop(self, crop: tuple[int, int, str, str, int]) -> float:
        """The line's value with the Crop ``crop`` (symbols missing, no helper, colour, no Woman, copies) added."""
        missing, _help, colour, _side, copies = crop
        if self.whole:
            return line_value(self.line + [crop], self.to_come, self.double)
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
