"""Fast path: the heuristic's valuation of a transplant or a plant swap, by what changes.

The plain reference is in :mod:`.heuristic`: :func:`~.heuristic.card_value` values a card as the
scoring counts it (with partial credit), and :func:`~.heuristic.transplant_gain` /
:func:`~.heuristic.swap_gain` value a move by copying the face-up cards, moving the card in the
copy and valuing every card of the bot's around the two squares again. Here the same gains come
from the icon masks of :mod:`..fast_scoring`, worked out once per decision:

* a card's value by the number of its inputs met is a table made once per deck (``by_met``);
* for each face-up card of the bot's, what its eight neighbours give now, the lowest zone among
  them and its value now (``mine``). In the play phase a player's cards are exactly the cards on
  its property (every card lies inside its owner's fence; properties do not overlap), so only the
  property's squares are looked at, and the neighbours are read from the table itself;
* moving card *a* away changes only the cards beside *a*. What a card's neighbours give without
  *a* needs no second look at them: beside the mask of what they give (``once``) each card keeps
  the mask of what two or more of them give (``twice``); without *a* they give
  ``(once & ~gives[a]) | twice``. The same for the zones: the lowest and the second lowest zone
  of the neighbours. The changes are worked out once per *a* (``_removal``);
* putting *a*'s card on the empty square *b* adds its outputs to the cards beside *b*: one ``|``
  (what *b*'s neighbours give is worked out once per *b*, ``_arrival``);
* a plant swap changes the value of the card given away's square only: the card taken, with what
  that square's neighbours give (looked at again only when the two squares touch). The swaps are
  each card the bot may take with each card it may give: :meth:`Values.best_swap` goes through
  the two lists (:func:`..rules.swap.sides`) without making each offer, what it reads of a card
  taken or given looked up once per card;
* most transplants gain nothing, and a cheap upper bound says so without working the gain out
  (:meth:`Values.transplant_at_most`). A card taken away loses what it is worth now, and its
  neighbours can only lose (fewer inputs met, a higher lowest zone). On ``b`` the moved card meets
  at most the inputs that ``b``'s neighbours give now, and a card of the bot's beside ``b`` gains
  at most its *room* (its value with every input met, less its value now), and only if it needs
  something the moved card gives (with the zone rule any card may gain: the moved card may be its
  lower zone).
  :meth:`Values.best_transplant` goes through the cards that may move and the empty squares
  without making each move, what the bound reads of an empty square looked up once.

Built with a :class:`.near.Near` (the heuristic's way), what the neighbours of each square give is
read from that table, kept for the whole play phase, instead of from the table's eight neighbours;
built without it (the reference), they are read here. No state is copied. ``tests/homesteader/test_bot_values.py`` checks the gains against the
reference over many positions (to rounding: the sums are added in another order), and that the
bound is never below the gain.
"""

from __future__ import annotations

from typing import Any

from ..fast_scoring import CardTables, tables
from ..grid import Square, neighbours
from .near import NOTHING, Near

#: partial credit for each input met on a card whose needs are not all met yet (as the heuristic's)
PARTIAL = 0.4


_BY_MET: dict[int, tuple[CardTables, tuple[tuple[float, ...], ...]]] = {}


def by_met(t: CardTables) -> tuple[tuple[float, ...], ...]:
    """Per card number, its value by the number of its inputs met, as :func:`~.heuristic.card_value`
    counts it without the zone rule (the house is worth nothing), made once per deck."""
    found = _BY_MET.get(id(t))
    if found is None or found[0] is not t:
        values = tuple(tuple(0.0 if house else 1.0 + met if met == n else PARTIAL * met for met in range(n + 1))
                       for house, n in zip(t.house, t.n_inputs))
        found = _BY_MET[id(t)] = (t, values)
    return found[1]


class Values:
    """The bot's face-up cards and their values at one decision of ``seat``. A value is
    ``by_met[card][inputs met]``, halved with the zone rule for a card out of its zone."""

    def __init__(self, g: Any, seat: int, near: Near | None = None) -> None:
        t = tables(g.card_of) if near is None else near.tables
        self.need, self.gives, self.zone = t.need, t.gives, t.zone
        self.by_met = by_met(t)
        self.zones = zones = bool(g.zone_rule())
        self.grid = grid = g.table.grid
        gives, zone, need, values = self.gives, self.zone, self.need, self.by_met
        #: the bot's face-up cards: square -> (card, given once, given twice, lowest zone, second lowest
        #: zone around, value now). In the play phase the bot's cards are the cards on its property.
        self.mine: dict[Square, tuple[int, int, int, int, int, float]] = {}
        #: what the neighbours of each square give, kept for the play phase (None: read here, the reference)
        self.near = near
        if near is not None:
            around = near.around
            for s in g.farms[seat].land:
                p = grid.get(s)
                if p is not None and p.face_up:
                    once, twice, low, low2, _ = around.get(s, NOTHING)
                    c = p.card
                    value = values[c][(once & need[c]).bit_count()]
                    if zones and low > zone[c]:
                        value *= 0.5
                    self.mine[s] = (c, once, twice, low, low2, value)
        else:
            self._read_mine(g, seat)
        self._removals: dict[Square, tuple[float, dict[Square, tuple[int, int, float]]]] = {}
        self._arrivals: dict[Square, tuple[int, int, int, int, dict[Square, Any]]] = {}
        self._rooms: dict[Square, tuple[int, list[tuple[int, float]]]] = {}

    def _read_mine(self, g: Any, seat: int) -> None:
        """:attr:`mine`, each card's neighbours read on the table."""
        grid, zones = self.grid, self.zones
        gives, zone, need, values = self.gives, self.zone, self.need, self.by_met
        for s in g.farms[seat].land:
            p = grid.get(s)
            if p is not None and p.face_up:
                once = twice = 0
                low = low2 = 99  # (left at 99 without the zone rule: then no value reads them)
                for n in neighbours(s):
                    q = grid.get(n)
                    if q is not None and q.face_up:
                        out = gives[q.card]
                        twice |= once & out
                        once |= out
                        if zones:
                            z = zone[q.card]
                            if z < low:
                                low, low2 = z, low
                            elif z < low2:
                                low2 = z
                c = p.card
                value = values[c][(once & need[c]).bit_count()]
                if zones and low > zone[c]:
                    value *= 0.5
                self.mine[s] = (c, once, twice, low, low2, value)

    def room(self, s: Square) -> float:
        """What the bot's face-up card on ``s`` could still gain: its value with every input met (and in
        its zone) less its value now."""
        c, *_, value = self.mine[s]
        return self.by_met[c][-1] - value

    def _bound_reads(self, b: Square) -> tuple[int, list[tuple[int, float]]]:
        """What :meth:`transplant_at_most` reads of the empty square ``b``: what its neighbours give, and
        the need and room of each of the bot's cards beside it (once per square)."""
        found = self._rooms.get(b)
        if found is None:
            need, by_met = self.need, self.by_met
            once, _, _, _, beside = self._arrival(b)
            found = self._rooms[b] = (once, [(need[m[0]], by_met[m[0]][-1] - m[5]) for m in beside.values()])
        return found

    def transplant_at_most(self, a: Square, b: Square) -> float:
        """An upper bound of :meth:`transplant_gain` (see the module's docstring): the moved card's value
        on ``b`` if every neighbour there stays, less its value now, and the room of the bot's cards
        beside ``b`` that need something it gives (without the zone rule; with it, of them all).
        (:meth:`best_transplant` works out the same sum in its loop.)"""
        ca, _, _, _, _, now = self.mine[a]
        out_a, zones = self.gives[ca], self.zones
        once, rooms = self._bound_reads(b)
        return self.by_met[ca][(once & self.need[ca]).bit_count()] - now + sum(
            room for wants, room in rooms if zones or wants & out_a)

    def best_transplant(self, cards: list[Square], empty: list[Square], better_than: float,
                        draw: Any) -> tuple[Square, Square] | None:
        """The transplant ``(a, b)`` of ``cards`` x ``empty`` (each card that may move with each empty square,
        in that order: :func:`..rules.play.transplants`) whose :meth:`transplant_gain` plus a tie-break
        ``draw() * 1e-3`` (one draw per move, in order) is highest and above ``better_than``; or None. A
        move whose bound (:meth:`transplant_at_most`, with the largest tie-break) cannot beat the best so
        far is not worked out. What the bound reads of each empty square is looked up once."""
        mine, by_met, need, gives, zones = self.mine, self.by_met, self.need, self.gives, self.zones
        arrivals = [(b, *self._bound_reads(b)) for b in empty]
        best, best_gain = None, better_than
        for a in cards:
            ca, _, _, _, _, now = mine[a]
            out_a, want, row = gives[ca], need[ca], by_met[ca]
            for b, once, rooms in arrivals:
                tie = draw() * 1e-3
                # transplant_at_most(a, b), its sum written out (this loop runs for every move)
                at_most = row[(once & want).bit_count()] - now + sum(room for wants, room in rooms
                                                                     if zones or wants & out_a)
                if at_most + 1.000001e-3 <= best_gain:
                    continue  # it cannot win, even with the largest tie-break
                gain = self.transplant_gain(a, b) + tie
                if gain > best_gain:
                    best, best_gain = (a, b), gain
        return best

    def _removal(self, a: Square) -> tuple[float, dict[Square, tuple[int, int, float]]]:
        """Card ``a`` taken away: the change of the bot's value around it, and per card of the bot's
        beside it what its neighbours give without ``a`` (and the lowest zone, and its value then)."""
        found = self._removals.get(a)
        if found is not None:
            return found
        mine, need, zone, values, zones = self.mine, self.need, self.zone, self.by_met, self.zones
        ca = mine[a][0]
        out_a, zone_a = self.gives[ca], zone[ca]
        change = -mine[a][5]
        without: dict[Square, tuple[int, int, float]] = {}
        for s in neighbours(a):
            m = mine.get(s)
            if m is None:
                continue
            c, once, twice, low, low2, old = m
            got = (once & ~out_a) | twice
            if zone_a == low:
                low = low2
            value = values[c][(got & need[c]).bit_count()]
            if zones and low > zone[c]:
                value *= 0.5
            without[s] = (got, low, value)
            change += value - old
        found = self._removals[a] = (change, without)
        return found

    def _arrival(self, b: Square) -> tuple[int, int, int, int, dict[Square, Any]]:
        """The empty square ``b``: what its neighbours give once and twice, their lowest and second
        lowest zone, and the bot's face-up cards beside it."""
        found = self._arrivals.get(b)
        if found is not None:
            return found
        mine = self.mine
        if self.near is not None:
            once, twice, low, low2, _ = self.near.around.get(b, NOTHING)
            beside = {}
            for s in neighbours(b):
                m = mine.get(s)
                if m is not None:
                    beside[s] = m
            found = self._arrivals[b] = (once, twice, low, low2, beside)
            return found
        grid, gives, zone = self.grid, self.gives, self.zone
        once = twice = 0
        low = low2 = 99
        beside = {}
        for s in neighbours(b):
            p = grid.get(s)
            if p is None or not p.face_up:
                continue
            c = p.card
            twice |= once & gives[c]
            once |= gives[c]
            z = zone[c]
            if z < low:
                low, low2 = z, low
            elif z < low2:
                low2 = z
            m = mine.get(s)
            if m is not None:
                beside[s] = m
        found = self._arrivals[b] = (once, twice, low, low2, beside)
        return found

    def transplant_gain(self, a: Square, b: Square) -> float:
        """What moving the bot's card on ``a`` to the empty square ``b`` adds to the value of its cards."""
        change, without = self._removal(a)
        once, twice, low_b, low2, beside = self._arrival(b)
        need, zone, values, zones = self.need, self.zone, self.by_met, self.zones
        ca = self.mine[a][0]
        out_a, zone_a = self.gives[ca], zone[ca]
        if a in beside:  # the moved card no longer gives to its new square
            got_b = (once & ~out_a) | twice
            if zone_a == low_b:
                low_b = low2
        else:
            got_b = once
        for s, m in beside.items():
            if s == a:
                continue
            w = without.get(s)
            if w is None:  # beside b only: it gains the moved card's outputs
                got, low, old = m[1], m[3], m[5]
            else:          # beside both: without a, then with the card at b
                got, low, old = w
            c = m[0]
            value = values[c][((got | out_a) & need[c]).bit_count()]
            if zones and (low if low < zone_a else zone_a) > zone[c]:
                value *= 0.5
            change += value - old
        value = values[ca][(got_b & need[ca]).bit_count()]
        if zones and low_b > zone_a:
            value *= 0.5
        return change + value

    def best_swap(self, takes: list[tuple[int, Square]], gives: list[Square], better_than: float,
                  draw: Any) -> tuple[int, Square, Square] | None:
        """The plant swap ``(target, take, give)`` of ``takes`` x ``gives`` (each card taken with each card
        given, in that order: :func:`..rules.swap.swaps`) whose :meth:`swap_gain` plus a tie-break
        ``draw() * 1e-3`` (one draw per swap, in order) is highest and above ``better_than``; or None.
        What is read of each card given is looked up once, of each card taken once."""
        mine, grid, zones, zone, by_met, need = self.mine, self.grid, self.zones, self.zone, self.by_met, self.need
        given = [(give, mine[give][1], mine[give][3], mine[give][5]) for give in gives]
        best, best_gain = None, better_than
        for target, take in takes:
            ct = grid[take].card
            row, want, zone_t = by_met[ct], need[ct], zone[ct]
            close = [n for n in neighbours(take) if n in mine]  # the cards given beside the card taken
            for give, got, low, old in given:
                if close and give in close:
                    gain = self.swap_gain(take, give)
                else:
                    value = row[(got & want).bit_count()]
                    if zones and low > zone_t:
                        value *= 0.5
                    gain = value - old
                gain += draw() * 1e-3
                if gain > best_gain:
                    best, best_gain = (target, take, give), gain
        return best

    def swap_gain(self, take: Square, give: Square) -> float:
        """What the plant swap adds to the bot's card on ``give``'s square: the card taken from ``take``
        lies there instead (and the card given lies on ``take``)."""
        grid, zone = self.grid, self.zone
        cg, got, _, low, _, old = self.mine[give]
        ct = grid[take].card
        if -1 <= take[0] - give[0] <= 1 and -1 <= take[1] - give[1] <= 1:  # take is beside give
            got, low = 0, 99
            gives = self.gives
            for n in neighbours(give):
                if n == take:
                    c = cg
                else:
                    p = grid.get(n)
                    c = p.card if p is not None and p.face_up else None
                if c is not None:
                    got |= gives[c]
                    if zone[c] < low:
                        low = zone[c]
        value = self.by_met[ct][(got & self.need[ct]).bit_count()]
        if self.zones and low > zone[ct]:
            value *= 0.5
        return value - old
