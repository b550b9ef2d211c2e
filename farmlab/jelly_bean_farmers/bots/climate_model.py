"""FAST PATH (marked): the heuristic bot's climate odds, made fast.

The plain reference is :mod:`farmlab.jelly_bean_farmers.odds` (what the board shows);
``tests/jelly_bean_farmers/test_odds.py`` checks that the two agree on every planting
decision of recorded-style bot games. Kept because it earns its place: the bot asks for
the odds of every field every season, and the packed sums below make that a few integer
operations (see ``benchmarks/README.md``).
"""

from __future__ import annotations

from operator import mul
from typing import Any, Final

from ..._mypyc import mypyc_attr
from ..cards import MAX_YIELD
from ..game import JellyBeanFarmers
from ..state import SPRING

__all__ = ["ClimateModel", "climate_model"]

UPGRADES: Final = ("fertilizer", "irrigation", "netting", "perennial")


@mypyc_attr(serializable=True)  # pickle and copy work in the compiled build
class ClimateModel:
    """Expected field yields from the unseen climate cards (one per deck pair)."""

    def __init__(self, g: JellyBeanFarmers) -> None:
        d = g.decks
        self.decks = d
        self.types = d.climate
        self.T = len(self.types)
        self.full = [c.count for c in self.types]
        self.ctype = d.ctype
        self.tables: dict[tuple[bool, bool, bool, bool, bool], list[list[int]]] = {}
        self.cache: dict[tuple[Any, ...], float] = {}
        self.destroyer_types = {name: [i for i, c in enumerate(self.types) if name in c.destroys] for name in UPGRADES}
        # The shared expected yields below work on "packed" vectors: one whole
        # number holding a small number per climate type, type a in bits
        # lane*a .. lane*a+lane-1. Adding or subtracting packed vectors is one
        # integer operation, and so is a dot product (see shared_expected). Every number
        # involved is a whole number >= 0 and, with the lane wide enough for a
        # sum over every pair of cards, no lane ever carries into the next.
        # (cards.field_yield keeps every yield within 0..MAX_YIELD)
        n_cards = sum(self.full)
        self.lane = max(8, (n_cards * n_cards * MAX_YIELD).bit_length() + 1)
        self.mask = (1 << self.lane) - 1
        self._shift = self.lane * (self.T - 1)  # the lane T-1 (see shared_expected)
        #: by upgrade: the lanes of the climate types that destroy it, in the
        #: unseen counts (see destroyer_unseen)
        self.destroyer_lanes = {name: sum(self.mask << (self.lane * (self.T - 1 - a)) for a in types)
                                for name, types in self.destroyer_types.items()}
        #: by kind number (see seed_gain), packed: the table's rows, its columns
        #: (the row sums lose one column for each card revealed), its diagonal,
        #: and the row sums over the full deck
        self.k_rows: list[list[int]] = [[] for _ in range(32)]
        self.k_cols: list[list[int]] = [[] for _ in range(32)]
        self.k_diag: list[int] = [0] * 32
        self.k_full: list[int] = [0] * 32
        # the shared view of one game (see season): the game, its climate order,
        # the cards revealed, unseen counts (packed in reverse order, see shared_expected),
        # the types revealed in order, row sums by kind, the season row
        self._g: Any = None
        self._order: Any = None
        self._r = 0
        self._crev = 0
        self._gone: list[int] = []
        self._sums: list[int] = [0] * 32  # packed row sums by kind number
        self._done: list[int] = [-1] * 32  # the revealed cards taken off them (-1: not asked yet)
        self._row: list[Any] = []

    def table(self, kind: tuple[bool, bool, bool, bool, bool]) -> list[list[int]]:
        """Food of a field of ``kind`` (seeded, fert, irr, net, per) by year card
        type and season card type: the engine's own table (Decks.type_yields)."""
        t = self.tables.get(kind)
        if t is None:
            seeded, fert, irr, net, per = kind
            code = seeded + 2 * fert + 4 * irr + 8 * net + 16 * per
            type_yields = self.decks.type_yields
            t = [[type_yields(a, b)[code] for b in range(self.T)] for a in range(self.T)]
            self.tables[kind] = t
        return t

    def unseen(self, g: JellyBeanFarmers, seat: int) -> list[int]:
        """Counts per climate type of the cards ``seat`` has not seen."""
        counts = list(self.full)
        order, ct = g.climate_order, self.ctype
        for p in range(g.revealed):
            counts[ct[order[p]]] -= 1
        known = g.known[seat]
        if known:
            for p in known:
                if p >= g.revealed:
                    counts[ct[order[p]]] -= 1
        return counts

    def expected(self, g: JellyBeanFarmers, seat: int, kind: tuple[bool, bool, bool, bool, bool],
                 counts: list[int] | None = None) -> float:
        """Expected food from one field of ``kind`` (seeded, fert, irr, net, per) this season
        (``counts``: the seat's unseen climate cards, if already counted)."""
        pos = g.climate_positions()
        known = g.known[seat]
        order, ct = g.climate_order, self.ctype
        if g.season == SPRING:
            if pos[0] in known and pos[1] in known:
                return self.table(kind)[ct[order[pos[0]]]][ct[order[pos[1]]]]
            year = -1
        else:
            year = ct[order[pos[0] - 2]]
            if pos[0] in known:
                return self.table(kind)[year][ct[order[pos[0]]]]
        c = counts if counts is not None else self.unseen(g, seat)
        return self.pooled(kind, year, tuple(c))

    def pooled(self, kind: tuple[bool, bool, bool, bool, bool], year: int, counts: tuple[int, ...]) -> float:
        """Expected food from one field of ``kind`` when the season card (and
        the year card too if ``year`` is -1) is one of the ``counts`` unseen cards."""
        key = (kind, year, counts)
        e = self.cache.get(key)
        if e is not None:
            return e
        t = self.table(kind)
        c = counts
        tot = sum(c)
        if year < 0:  # both cards unknown: every ordered pair of distinct unseen cards
            s = 0
            for a in range(self.T):
                ca = c[a]
                if ca:
                    row = t[a]
                    s += ca * (sum(map(mul, c, row)) - row[a])
            e = s / (tot * (tot - 1)) if tot > 1 else 3.0
        else:
            e = sum(map(mul, c, t[year])) / tot if tot else 3.0
        if len(self.cache) > 100_000:
            self.cache.clear()
        self.cache[key] = e
        return e

    def season(self, g: JellyBeanFarmers) -> list[Any]:
        """This season as a seat that knows no coming card sees it: [year
        type (-1 in spring, when the year card is still hidden), the number
        of unseen cards, seed gains by upgrade code (filled in by
        :meth:`seed_gain`)]. Shared by every such seat of the game.

        The sums behind it are kept up to date card by card as the game
        reveals climate cards (see :meth:`_row_sums`), instead of being
        summed anew over every unseen card each season."""
        self._sync(g)
        row = self._row
        if not row:  # the first time asked since a climate card was revealed
            order = g.climate_order
            year = -1 if g.season == SPRING else self.ctype[order[3 * g.year]]
            row = self._row = [year, len(order) - g.revealed, [None] * 16]
        return row

    def _sync(self, g: JellyBeanFarmers) -> None:
        """Make sure the shared view is ``g``'s, up to its revealed cards."""
        if g is not self._g or g.revealed != self._r or g.climate_order is not self._order:
            self._follow(g)

    def _follow(self, g: JellyBeanFarmers) -> None:
        """Bring the shared view up to ``g``'s revealed climate cards (from
        the full deck if ``g`` is another game, or went back)."""
        r = g.revealed
        order = g.climate_order
        ct = self.ctype
        T, lane = self.T, self.lane
        if g is not self._g or r < self._r or order is not self._order:
            self._g, self._order, self._r = g, order, 0
            crev = 0
            for a in range(T):
                crev |= self.full[a] << (lane * (T - 1 - a))
            self._crev = crev
            self._gone = []
            self._done = [-1] * 32
        gone = self._gone
        crev = self._crev
        for p in range(self._r, r):
            x = ct[order[p]]
            crev -= 1 << (lane * (T - 1 - x))
            gone.append(x)
        self._crev = crev
        self._r = r
        self._row = []  # built by season when asked

    def _prepare(self, k: int) -> None:
        """The packed data of kind number ``k`` (see :meth:`seed_gain`): its
        table's rows, columns and diagonal, and the row sums over the full deck."""
        t = self.table(_KINDS[k])
        T, lane = self.T, self.lane
        for row in t:
            if min(row) < 0 or max(row) > MAX_YIELD:  # pragma: no cover - field_yield's bounds
                raise ValueError(f"a field yield outside 0..{MAX_YIELD} cannot be packed")

        def pack(values: list[int]) -> int:
            v = 0
            for a in range(T):
                v |= values[a] << (lane * a)
            return v

        self.k_rows[k] = [pack(row) for row in t]
        self.k_cols[k] = [pack([t[a][x] for a in range(T)]) for x in range(T)]
        self.k_diag[k] = pack([t[a][a] for a in range(T)])
        self.k_full[k] = pack([sum(map(mul, self.full, row)) for row in t])

    def _row_sums(self, k: int) -> int:
        """For every climate type a, the food of a field of kind number ``k``
        summed over the unseen cards b as the other card: ``sum(counts[b] *
        table[a][b])``, packed, brought up to date by taking off one column for
        each card revealed since it was last asked for."""
        u = self._sums[k]
        done = self._done[k]
        gone = self._gone
        if done < 0:  # first asked in this game: from the full deck
            u = self.k_full[k]
            done = 0
        if done < len(gone):
            cols = self.k_cols[k]
            for i in range(done, len(gone)):
                u -= cols[gone[i]]
            done = len(gone)
        self._sums[k] = u
        self._done[k] = done
        return u

    def shared_expected(self, k: int) -> float:
        """:meth:`pooled` for kind number ``k`` (see :meth:`seed_gain`) and the
        cards no seat has seen (the view :meth:`season` follows): the same sums,
        as whole numbers, so the same result to the last bit."""
        if not self.k_rows[k]:
            self._prepare(k)
        row = self._row
        year: int = row[0]
        tot: int = row[1]
        # A dot product sum(counts[a] * packed[a]) with the unseen counts is
        # ((crev * packed) >> shift) & mask: the counts are packed in reverse
        # order, so in the product the lane T-1 collects exactly the terms
        # counts[a] * packed[a] (and no lane below it carries over).
        crev, shift, mask = self._crev, self._shift, self.mask
        if year >= 0:  # the season card is one of the unseen cards
            if not tot:
                return 3.0
            return (((crev * self.k_rows[k][year]) >> shift) & mask) / tot
        if tot <= 1:
            return 3.0
        # both cards unknown: every ordered pair of distinct unseen cards
        pairs = ((crev * self._row_sums(k)) >> shift) & mask
        same = ((crev * self.k_diag[k]) >> shift) & mask
        return (pairs - same) / (tot * (tot - 1))

    def seed_gain(self, row: list[Any], code: int) -> float:
        """Expected food a seed brings on a field with upgrades ``code`` (1
        Fertilizer, 2 Irrigation, 4 Netting, 8 Perennial) in the season ``row``
        (:meth:`season`): its harvest, less what an unseeded Perennial makes
        anyway. Kind numbers: ``code`` for the field seeded, ``16 + code`` unseeded."""
        e = self.shared_expected(code)
        if code & 8:
            e -= self.shared_expected(16 + code)
        row[2][code] = e
        return e

    def destroyer_unseen(self, g: JellyBeanFarmers, upgrade: str) -> bool:
        """Is a card that destroys ``upgrade`` still to come (publicly)?"""
        # a card of a destroying type is unseen: its count in the shared
        # view's unseen counts (brought up to g's revealed cards) is not zero
        self._sync(g)
        return (self._crev & self.destroyer_lanes[upgrade]) != 0


#: by upgrade code (see ClimateModel.seed_gain): the kind of the field seeded, and unseeded
_SEEDED_KINDS: Final = tuple((True, bool(k & 1), bool(k & 2), bool(k & 4), bool(k & 8)) for k in range(16))
_PERENNIAL_KINDS: Final = tuple((False, bool(k & 1), bool(k & 2), bool(k & 4), True) for k in range(16))
#: by kind number: the 16 seeded kinds, then the 16 unseeded Perennial ones
_KINDS: Final = _SEEDED_KINDS + _PERENNIAL_KINDS

_MODELS: Final[dict[int, ClimateModel]] = {}


def climate_model(g: JellyBeanFarmers) -> ClimateModel:
    m = _MODELS.get(id(g.decks))
    if m is None or m.decks is not g.decks:
        m = ClimateModel(g)
        _MODELS[id(g.decks)] = m
    return m
