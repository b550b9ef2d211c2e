"""Jelly Bean Farmers bots: random, and a heuristic farmer.

The heuristic reads only what its seat can see: its own hand, saved cards and
placement, every tableau, the climate cards revealed so far and what its own
Almanac or Geezer showed. Its climate model is the designed deck itself: the
cards not yet seen are equally likely to come next, so the expected yield of a
field is an average over the unseen cards (over ordered pairs of distinct
unseen cards in spring, when both the year card and the spring card are
unknown).

Its plan, season by season:

* **plant** the fields whose expected yield is worth the seed (more than
  1.15 food back per seed), unless the season's card is worth more as a Back
  Action than the planting (then it plants nothing and builds);
* **build storage before it overflows**: Silo, Silo Extension, Cats or a ½ Silo
  are worth the food they would save when the expected food passes capacity;
* **defend when threatened**: when an opponent's offense (+1 for a Warlord)
  beats its defense by 2 or more while Warlords are still unseen, units that
  add defense (and Armed Man backs) are worth a lot;
* **attack with a Warlord when tribute pays** (a difference of 2 or more);
* **back actions**: complete half-built fields and silos, save the first half
  for later (the rule text's Pro Tip) and bring it in with the second.
"""

from __future__ import annotations

from operator import mul
from typing import Any, Final

from .._mypyc import mypyc_attr
from .deck import MAX_YIELD
from ..core.actions import Action
from ..core.bots import Bot, RandomBot
from .game import DONE, Attack, Decks, JellyBeanFarmers, KeepDrawn, Play, Steal, choose_action, fire_options, keep_action, plant_action, play_action, use_saved_action
from .state import BACK_MAN, CHOOSE, COMMIT, HALF_FIELD, HALF_SILO, KEEP, META, PLANT, SILO_FOOD, SPRING, WARLORD

__all__ = ["RandomBot", "HeuristicBot", "ClimateModel"]

#: how much one seed must bring back, on average, to be planted
PLANT_THRESHOLD = 1.15

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
        # (deck.field_yield keeps every yield within 0..MAX_YIELD)
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


# How the heuristic values a card played face up: one kind per card, the
# first that applies in this order.
F_UNIT: Final = 0
F_WARLORD: Final = 1
F_ASSASSIN: Final = 2
F_SILO: Final = 3
F_EXTENSION: Final = 4
F_CATS: Final = 5
F_RABBITS: Final = 6
F_COYOTE: Final = 7
F_UPGRADE: Final = 8
F_STEAL: Final = 9
F_DRAW_TWO: Final = 10
F_PEEK: Final = 11
F_FLEX: Final = 12
F_OTHER: Final = 13
_FACE_EFFECTS: Final = {"tribute_contract": F_WARLORD, "eliminate_unit": F_ASSASSIN, "build_silo": F_SILO,
                 "extend_silo": F_EXTENSION, "guard_food": F_CATS, "vermin_all": F_RABBITS,
                 "chase_cats_and_rabbits": F_COYOTE}


@mypyc_attr(serializable=True)  # pickle and copy work in the compiled build
class CardTables:
    """Per physical action card, what the heuristic reads (built once per deck)."""
    deck: Any

    def __init__(self, d: Decks) -> None:
        face = []
        keep = []
        for a in d.acard:
            eff = a.effect
            if a.kind == "unit":
                f = F_UNIT
            elif eff in _FACE_EFFECTS:
                f = _FACE_EFFECTS[eff]
            elif a.field_effect != "none":
                f = F_UPGRADE
            elif eff == "steal_card":
                f = F_STEAL
            elif eff == "draw_two":
                f = F_DRAW_TWO
            elif a.peek != "none":
                f = F_PEEK
            elif a.hand_size:
                f = F_FLEX
            else:
                f = F_OTHER
            face.append(f)
            v = KEEP_WORTH.get(eff, 1.0)
            if a.field_effect in ("fertilizer", "irrigation"):
                v = 4.5
            elif a.field_effect != "none":
                v = 2.5
            elif a.hand_size:
                v = 2.5
            elif a.kind == "unit":
                v = 1.0 + 0.3 * (a.defense + a.offense)
            keep.append(v)
        ac = d.acard
        self.face: tuple[int, ...] = tuple(face)
        self.keep: tuple[float, ...] = tuple(keep)
        self.warlord: tuple[bool, ...] = tuple(a.effect == "tribute_contract" for a in ac)
        #: a unit's defense (-1: Walls, worth the Back-Action Armed Men it doubles) and offense
        self.defense: tuple[int, ...] = tuple(-1 if a.effect == "double_back_armed_men" else a.defense for a in ac)
        self.offense: tuple[int, ...] = tuple(a.offense for a in ac)


_TABLES: Final[dict[int, CardTables]] = {}


def card_tables(d: Decks) -> CardTables:
    t = _TABLES.get(id(d))
    if t is None or t.deck is not d:
        t = CardTables(d)
        t.deck = d  # type: ignore[attr-defined]
        _TABLES[id(d)] = t
    return t


_NO_PLANT: Final = plant_action(())
_FACE: Final = ("face", -1, -1, "")
_HALF_FIELD: Final = ("half_field", -1, -1, "")
_HALF_SILO: Final = ("half_silo", -1, -1, "")


def _play(how: str) -> Play:
    """``Play(how)`` for a discard or a Back Action (shared, like every action the engine offers)."""
    return play_action((how, -1, -1, ""))


@mypyc_attr(allow_interpreted_subclasses=True)  # custom bots subclass it (compiled build)
class HeuristicBot(Bot):
    """Plants when the climate odds pay, stores before it overflows, defends
    when threatened, attacks when tribute pays, builds fields from backs."""

    name = "heuristic"
    trusted = True  # every action is built legal; the tests play it in debug mode
    _decks: Decks | None = None  # the decks the tables below were made for
    _thr: int | None
    _back: tuple[float, str] | None
    _need: float | None
    _halves: tuple[int, int, int] | None

    # ------------------------------------------------------------ choose
    def choose(self, game: Any, seat: int) -> Action:
        g: JellyBeanFarmers = game
        st = g.stage
        # what every valuation of this decision shares, computed at most once
        self.g, self.seat = g, seat
        self.left = left = (g.YEARS - 1 - g.year) * 2 + (1 - g.season)  # seasons after this one
        self.fv = 1.1 * left  # what one more field is worth for the rest of the game
        self._thr = None
        self._back = None
        self._need = None
        self._halves = None
        if g.decks is not self._decks:
            self._decks = g.decks
            self.cards = card_tables(g.decks)
            self.model = climate_model(g)
        if st == PLANT:
            return self.plant(g, seat)
        if st == COMMIT:
            return self.commit(g, seat)
        if st == CHOOSE:
            return self.place(g, seat)
        if st == KEEP:
            return self.keep(g, seat)
        if st == META:
            return self.meta(g, seat)
        if st == WARLORD:
            return self.attack(g, seat)
        return g.random_action(seat, self.rng)  # pragma: no cover

    # ------------------------------------------------------------ values
    @property
    def need(self) -> float:
        """Food expected above capacity after the coming harvests."""
        need = self._need
        if need is None:
            g, seat = self.g, self.seat
            gain = 1.3 * len(g.fields[seat]) * (2 if g.season == SPRING else 1)
            need = self._need = g.food[seat] + gain - g.capacity(seat)
        return need

    def halves(self) -> tuple[int, int, int]:
        """½ Fields and ½ Silos on the table or on their way this season, and
        saved cards that could join them now."""
        h = self._halves
        if h is None:
            g, seat = self.g, self.seat
            hf = len(g.half_fields[seat])
            hs = len(g.half_silos[seat])
            for e in g.entries[seat]:
                how = e.how
                if how == HALF_FIELD:
                    hf += 1
                elif how == HALF_SILO:
                    hs += 1
            spare = len(g.usable_saved(seat)) if g.saved[seat] and g.stage == COMMIT and not g.committed[seat] else 0
            h = self._halves = (hf, hs, spare)
        return h

    @property
    def hf(self) -> int:
        return self.halves()[0]

    @property
    def hs(self) -> int:
        return self.halves()[1]

    @property
    def spare(self) -> int:
        return self.halves()[2]

    @property
    def thr(self) -> int:
        """How far the strongest opponent's offense (+1 for a Warlord) beats our defense."""
        thr = self._thr
        if thr is None:
            g, seat = self.g, self.seat
            out = g.out
            best = None
            for o in range(g.n):
                if o != seat and not out[o]:
                    v = g.offense(o)
                    if best is None or v > best:
                        best = v
            if best is None:
                thr = -99
            else:
                thr = best + 1 - g.defense(seat)
                if thr < -99:  # (max(-99, thr) written out)
                    thr = -99
            self._thr = thr
        return thr

    @property
    def walls(self) -> bool:
        walls = self.g.decks.walls
        for c in self.g.units[self.seat]:
            if walls[c]:
                return True
        return False

    @property
    def warlord(self) -> bool:
        g, seat = self.g, self.seat
        is_warlord = self.cards.warlord
        for cards in (g.hands[seat], g.saved[seat], g.chosen[seat]):
            for c in cards:
                if c >= 0 and is_warlord[c]:
                    return True
        return False

    def storage_value(self, amount: int, risky: bool = False) -> float:
        """What storage for ``amount`` more food is worth now (Cats are ``risky``: a Coyote)."""
        # food above capacity loses half to vermin every season it stays unprotected
        left = self.left
        # (min(max(need, 0.0), amount) * min(left + 1, 8) + 0.3 * amount * min(4, left), written out)
        later = 0.3 * amount * (4 if left >= 4 else left)
        need = self._need
        if need is None:
            need = self.need
        now = 0.0 if 0.0 > need else need
        now = (amount if amount < now else now) * (left + 1 if left < 7 else 8)
        v = now + later
        return v * 0.75 if risky else v

    def face_value(self, g: JellyBeanFarmers, seat: int, card: int) -> tuple[float, tuple[str, int, int, str]]:
        """Best value of playing ``card`` face up now, with its choices."""
        cards = self.cards
        kind = cards.face[card]
        if kind == F_UNIT:
            v = 0.2
            gain = cards.defense[card]
            if gain < 0:  # Walls: worth the Back-Action Armed Men they double
                gain = len(g.back_men[seat])
            if gain:
                thr = self._thr
                if thr is None:
                    thr = self.thr
                if thr >= 2:
                    v += 1.2 * (thr if thr < gain else gain)  # min(gain, thr)
                else:
                    v += 0.3 * gain
            off = cards.offense[card]
            if off:
                v += 0.5 * off if self.warlord else 0.15 * off
            return v, _FACE
        if kind == F_UPGRADE:
            if g.rabbits[seat] and g.acard[card].effect == "not_with_rabbits":
                return -1.0, _FACE
            fe = g.acard[card].field_effect
            i = 0
            for f in g.fields[seat]:
                if f.upgrade(fe) < 0:
                    risk = 0.6 if self.model.destroyer_unseen(g, fe) else 1.0
                    return UPGRADE_WORTH[fe] * (self.left + 1) * risk, ("face", -1, i, "")
                i += 1
            return -1.0, _FACE
        if kind == F_SILO:
            return self.storage_value(g.acard[card].storage), _FACE
        if kind == F_EXTENSION:
            i = 0
            for si in g.silos[seat]:
                if si.extension < 0:
                    return self.storage_value(g.acard[card].storage), ("face", -1, i, "")
                i += 1
            return -1.0, _FACE
        if kind == F_CATS:
            return self.storage_value(g.acard[card].storage, risky=True), _FACE
        if kind == F_WARLORD:
            best, _ = self.best_attack(g, seat, g.acard[card].offense)
            return (best * (g.YEARS - g.year) * 0.8 if best > 0 else -1.0), _FACE
        if kind == F_ASSASSIN:
            best_v, best_o = -1.0, _FACE
            out, back_men, units, ac = g.out, g.back_men, g.units, g.acard
            for o in range(g.n):
                if o == seat or out[o]:
                    continue
                # the first kind of unit an Assassin may name on o's farm (D18)
                if back_men[o]:
                    key = BACK_MAN
                elif units[o]:
                    key = ac[units[o][0]].id
                else:
                    continue
                v = 0.5
                for c in g.contracts:
                    if c.attacker == o and c.victim == seat:  # o owes us tribute
                        v = 1.5
                        break
                if v > best_v:
                    best_v, best_o = v, ("face", o, -1, key)
            return best_v, best_o
        if kind == F_RABBITS:
            bf = -1.0
            who = -1
            out, rabbits, food = g.out, g.rabbits, g.food
            for o in range(g.n):
                if o != seat and not out[o] and not rabbits[o]:
                    v = 0.3 + 0.1 * food[o]
                    if v > bf:
                        bf, who = v, o
            return (bf, ("face", who, -1, "")) if who >= 0 else (-1.0, _FACE)
        if kind == F_COYOTE:
            if g.rabbits[seat]:
                return 3.0, ("face", seat, -1, "")
            bf = -1.0
            who = -1
            out, cats = g.out, g.cats
            for o in range(g.n):
                if o != seat and not out[o] and cats[o]:
                    v = 0.4 * len(cats[o])
                    if v > bf:
                        bf, who = v, o
            return (bf, ("face", who, -1, "")) if who >= 0 else (-1.0, _FACE)
        if kind == F_STEAL:
            return 1.0, _FACE
        if kind == F_DRAW_TWO:
            return 1.2 if g.deck else -1.0, _FACE
        if kind == F_PEEK:
            return (0.8 if g.acard[card].peek == "next_year" else 0.5) if self.left >= 2 else 0.0, _FACE
        if kind == F_FLEX:
            return 0.25 * (g.YEARS - 1 - g.year) * g.acard[card].hand_size, _FACE
        return 0.0, _FACE

    def best_attack(self, g: JellyBeanFarmers, seat: int, bonus: int = 1,
                    exclude: tuple[int, ...] = ()) -> tuple[int, int]:
        """The best tribute a Warlord would set now, and on whom."""
        off = g.offense(seat) + bonus
        best, target = 0, -1
        for o in g.attackable(seat, exclude):
            amount = (off - g.defense(o)) // 2
            if amount > best or (amount == best and amount > 0 and g.food[o] > g.food[target]):
                best, target = amount, o
        return best, target

    def back_value(self, g: JellyBeanFarmers, seat: int) -> tuple[float, str]:
        """Best Back Action for a card now: (value, how); the same for every card."""
        best = self._back
        if best is not None:
            return best
        fv = self.fv
        left = self.left
        hf, hs, spare = self._halves or self.halves()
        # (the best value and its Back Action kept apart: one tuple at the end)
        if hf % 2 or spare:  # this half completes a field (with a saved card if need be)
            top, how = fv, "half_field"
        else:
            top = 0.45 * fv  # a first half of a field, or saved for later
            save = 0.5 * fv if left > 1 else 0.0
            how = "half_field"
            if not top > save:
                top, how = save, "save"
        silo = self.storage_value(SILO_FOOD)  # storage for the food of a silo built from two halves
        if not (hs % 2 or spare):
            silo = 0.5 * silo - 0.3
        if silo > top:
            top, how = silo, "half_silo"
        if top < 2.8:  # an Armed Man is worth at most 1.4 (2.8 with Walls): skip the threat otherwise
            thr = self._thr
            if thr is None:
                thr = self.thr
            man = 0.2 + (1.2 if thr >= 2 else 0.0)
            if man > top * 0.5 and self.walls:
                man *= 2
            if man > top:
                top, how = man, "armed_man"
        best = (top, how)
        self._back = best
        return best

    def card_value(self, g: JellyBeanFarmers, seat: int, card: int) -> float:
        face = self.face_value(g, seat, card)[0]
        back = self.back_value(g, seat)[0] * 0.8
        return back if back > face else face  # max(face, back)

    # ---------------------------------------------------------- decisions
    def keep(self, g: JellyBeanFarmers, seat: int) -> Action:
        worth = self.cards.keep
        rnd = self.rng.random
        vals = [(worth[c] + rnd() * 0.01, i) for i, c in enumerate(g.hands[seat])]
        vals.sort(reverse=True)
        kept = [i for _, i in vals[:g.keep_count]]
        kept.sort()
        return keep_action(tuple(kept))

    def place(self, g: JellyBeanFarmers, seat: int) -> Action:
        hand = g.hands[seat]
        if len(hand) == 1:
            return choose_action(0, -1)
        back = self.back_value(g, seat)[0] * 0.8
        vals = []
        i = 0
        for c in hand:
            v = self.face_value(g, seat, c)[0]  # a direct call (not a bound method) in the compiled build
            vals.append((v if v > back else back, i))
            i += 1
        vals.sort(reverse=True)
        return choose_action(vals[0][1], vals[1][1])

    def plant(self, g: JellyBeanFarmers, seat: int) -> Action:
        model = self.model
        gains = []
        if g.known[seat]:  # an Almanac or Geezer showed coming cards: this seat's own odds
            counts = model.unseen(g, seat)
            for i, f in enumerate(g.fields[seat]):
                kind = (True, f.fertilizer >= 0, f.irrigation >= 0, f.netting >= 0, f.perennial >= 0)
                e = model.expected(g, seat, kind, counts)
                if f.perennial >= 0:  # an unseeded Perennial grows anyway
                    e -= model.expected(g, seat, (False, kind[1], kind[2], kind[3], True), counts)
                if e > PLANT_THRESHOLD:
                    gains.append((e - 1.0, i))
        else:  # the odds every seat sees, shared
            row = model.season(g)
            seed_gains = row[2]
            i = 0
            for f in g.fields[seat]:
                code = f.code(False) >> 1  # the upgrades (see ClimateModel.seed_gain)
                eg = seed_gains[code]
                if eg is None:
                    eg = model.seed_gain(row, code)
                if eg > PLANT_THRESHOLD:
                    gains.append((eg - 1.0, i))
                i += 1
        if not gains:
            return _NO_PLANT
        if len(gains) > 1:
            gains.sort(reverse=True)
        plant_gain = 0.0
        chosen = []
        for x, i in gains[:g.food[seat]]:
            plant_gain += x
            chosen.append(i)
        es = g.entries[seat]
        if es and not es[0].saved:
            face = self.face_value(g, seat, es[0].card)[0]
            back = self.back_value(g, seat)[0]
            if back > face + plant_gain:
                return _NO_PLANT
        if len(chosen) > 1:
            chosen.sort()
        return plant_action(tuple(chosen))

    def commit(self, g: JellyBeanFarmers, seat: int) -> Action:
        hand = g.hands[seat]
        if hand and not g.fire_used[seat] and g.fire_in_force():
            # the card worth least (the first of equal ones)
            v, i = self.card_value(g, seat, hand[0]), 0
            for j in range(1, len(hand)):
                cv = self.card_value(g, seat, hand[j])
                if cv < v:
                    v, i = cv, j
            if v < 0.6 * self.fv + 1:
                return fire_options(len(hand))[i]
        es = g.entries[seat]
        saved = g.saved[seat]
        usable = g.usable_saved(seat) if saved else ()
        if not es or es[0].saved:
            for i in usable:
                card = saved[i]
                fv, opt = self.face_value(g, seat, card)
                # the same test as g.is_legal(seat, UseSaved(i, *opt)) at this step
                if fv > 1.0 and not g.committed[seat] and g.face_problem(seat, card, *opt[1:]) is None:
                    return use_saved_action(i, opt)
            if usable and self.hf % 2:
                return use_saved_action(usable[0], _HALF_FIELD)
            return DONE
        fv, opt = self.face_value(g, seat, es[0].card)
        if True in g.seeded[seat]:
            if usable and self.hf % 2:
                return use_saved_action(usable[0], _HALF_FIELD)
            return play_action(opt) if fv > 0 else _play("discard")
        bv, how = self.back_value(g, seat)
        if fv >= bv and fv > 0:
            return play_action(opt)
        if usable:
            if how == "half_field" and not self.hf % 2:
                # Pro Tip: bring the saved first half in with the second
                return use_saved_action(usable[0], _HALF_FIELD)
            if how == "half_silo" and not self.hs % 2:
                return use_saved_action(usable[0], _HALF_SILO)
        return _play(how)

    def meta(self, g: JellyBeanFarmers, seat: int) -> Action:
        if g.steal_pick is not None:
            best, who = -1.0, seat
            for v in g.steal_victims(seat):
                val = self.card_value(g, seat, g.current_card(v))
                if val > best:
                    best, who = val, v
            return Steal(who if best > 0.8 or not g.deck else seat)
        if g.draw2 is not None:
            got = g.draw2[2]
            return KeepDrawn(0 if self.card_value(g, seat, got[0]) >= self.card_value(g, seat, got[1]) else 1)
        s, i = g.redecide[-1]
        card = g.entries[s][i].card
        fv, opt = self.face_value(g, seat, card)
        play = play_action(opt)  # Play(*opt), shared
        if g.seeded_now(seat):
            return play if fv > 0 and g.is_legal(seat, play) else _play("discard")
        bv, how = self.back_value(g, seat)
        if fv >= bv and fv > 0 and g.is_legal(seat, play):
            return play
        return _play(how)

    def attack(self, g: JellyBeanFarmers, seat: int) -> Action:
        chosen = tuple([e.target for e in g.warlord_entries(seat) if e.done and e.target >= 0])
        best, target = self.best_attack(g, seat, 1, chosen)
        if target < 0:
            targets = g.attackable(seat, chosen)
            return Attack(targets[0] if targets else -1)
        return Attack(target)


#: food an upgrade adds per season on a seeded field (about; see the deck design)
UPGRADE_WORTH = {"fertilizer": 0.8, "irrigation": 0.75, "netting": 0.4, "perennial": 0.5}
KEEP_WORTH = {"build_silo": 5.0, "extend_silo": 3.5, "guard_food": 3.0, "tribute_contract": 3.0, "draw_two": 2.0,
              "steal_card": 1.5}
