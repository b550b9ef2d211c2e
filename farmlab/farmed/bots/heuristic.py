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
"""

from __future__ import annotations

import math
from typing import Any

from ...core.actions import Action
from ...core.bots import Bot
from ..actions import BuildUnder, KeepYoungs, LoseCrop, LoseImprovement, PeekMarket, PlaceWoman, PlayCard, UseInstead
from ..cards import SYMBOLS
from ..rules.harvest import helpers, line_symbols
from ..rules.improvements import bonus as improvement_bonus
from ..rules.teams import alone, mate
from ..state import DISASTER, NUTRITION_SIDE, PLAY, PEST_CONTROL, YOUNGS_SIDE

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

    def choose(self, g: Any, seat: int) -> Action:
        acts = g.legal_actions(seat)
        if len(acts) == 1:
            return acts[0]
        farm = g.farms[seat]
        symbols, to_come = _line(g)  # every option is valued against the same line
        crop_of = g.crop_of
        extra = improvement_bonus(g, seat)
        wants = _market(g, seat) if g.advanced else {}
        base = [(_short(crop_of[p.card], symbols, extra), helpers(p), crop_of[p.card].colour, p.woman,
                 wants.get(crop_of[p.card].name, 0)) for p in farm.crops]
        hand = [(_short(crop_of[c], symbols, extra), 0, crop_of[c].colour, "", wants.get(crop_of[c].name, 0))
                if crop_of[c].is_crop else None for c in farm.hand]
        if g.team:
            return self._team_choice(g, seat, acts, base, hand, symbols, extra, wants, to_come)
        value = self.value
        # Many plays make the same line (any card as a Young under Crop j; two cards of one kind):
        # each line is valued once per decision, keyed by what the play changes.
        known: dict[Any, float] = {}
        rand = self.rng.random
        best, best_v = acts[0], -1e9
        for a in acts:
            if isinstance(a, PlayCard):
                key = _play_key(a, hand)
                v = known.get(key)
                if v is None:
                    line, _more = _line_after(a, base, hand, farm, crop_of, symbols, extra)
                    v = known[key] = value(line, to_come)
                if a.discard >= 0:  # two players: discard the card the other player would want least (the last)
                    v -= 0.01 * a.discard
            elif isinstance(a, LoseImprovement):
                left = list(farm.improvements)
                left.pop(a.improvement)
                less = [0, 0, 0, 0]
                for c in left:
                    less = [x + b for x, b in zip(less, crop_of[c].bonus())]
                line = [(_short(crop_of[p.card], symbols, tuple(less)), h, col, w, k)
                        for p, (_m, h, col, w, k) in zip(farm.crops, base)]
                v = value(line, to_come)
            elif isinstance(a, LoseCrop):
                line = list(base)
                line.pop(a.crop)
                v = value(line, to_come)
            elif isinstance(a, PlaceWoman):
                line = list(base)
                if a.crop >= 0:
                    m, h, col, _w, k = line[a.crop]
                    line[a.crop] = (m, h + (2 if a.side == YOUNGS_SIDE else 0), col, a.side, k)
                v = value(line, 1)  # the last card is still to come
            else:  # pragma: no cover
                v = 0.0
            v += rand() * 1e-6  # ties broken at random, reproducibly
            if v > best_v:
                best, best_v = a, v
        return best

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
        for a in acts:
            v = 0.0
            if isinstance(a, PlayCard):
                key = _play_key(a, hand)
                done = known.get(key)
                if done is None:
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
                line = [(_short(crop_of[p.card], symbols, less), h, col, w, k)
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
            out += _chance(_short(g.crop_of[p.card], symbols, bonus) - h, to_come) * k * (2 if h or p.woman else 1)
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
