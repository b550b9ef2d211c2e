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
from typing import Any

from ..core.actions import Action
from ..core.bots import Bot, RandomBot
from .game import (CHOOSE, COMMIT, HALF_FIELD, HALF_SILO, KEEP, META, PLANT, SPRING, WARLORD, Attack, Choose, Done,
                   FireField, JellyBeanFarmers, Keep, KeepDrawn, Plant, Play, Steal, UseSaved)

__all__ = ["RandomBot", "HeuristicBot", "ClimateModel"]

#: how much one seed must bring back, on average, to be planted
PLANT_THRESHOLD = 1.15


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
        self.destroyer_types = {name: [i for i, c in enumerate(self.types) if name in c.destroys]
                                for name in ("fertilizer", "irrigation", "netting", "perennial")}

    def table(self, kind: tuple[bool, bool, bool, bool, bool]) -> list[list[int]]:
        t = self.tables.get(kind)
        if t is None:
            from .deck import field_yield

            seeded, fert, irr, net, per = kind
            t = [[field_yield(seeded, a, b, fertilizer=fert, irrigation=irr, netting=net, perennial=per)
                  for b in self.types] for a in self.types]
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
        key = (kind, year, tuple(c))
        e = self.cache.get(key)
        if e is not None:
            return e
        t = self.table(kind)
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

    def destroyer_unseen(self, g: JellyBeanFarmers, upgrade: str) -> bool:
        """Is a card that destroys ``upgrade`` still to come (publicly)?"""
        types = self.destroyer_types[upgrade]
        if not types:
            return False
        order, ct = g.climate_order, self.ctype
        seen = [ct[order[p]] for p in range(g.revealed)]
        return any(seen.count(t) < self.full[t] for t in types)


_MODELS: dict[int, ClimateModel] = {}


def climate_model(g: JellyBeanFarmers) -> ClimateModel:
    m = _MODELS.get(id(g.decks))
    if m is None or m.decks is not g.decks:
        m = ClimateModel(g)
        _MODELS[id(g.decks)] = m
    return m


class HeuristicBot(Bot):
    """Plants when the climate odds pay, stores before it overflows, defends
    when threatened, attacks when tribute pays, builds fields from backs."""

    name = "heuristic"
    trusted = True  # every action is built legal; the tests play it in debug mode

    # ------------------------------------------------------------ choose
    def choose(self, game: Any, seat: int) -> Action:
        g: JellyBeanFarmers = game
        st = g.stage
        self._context(g, seat)
        if st == PLANT:
            return self.plant(g, seat)
        if st == COMMIT:
            a: Action = self.commit(g, seat)
        elif st == CHOOSE:
            return self.place(g, seat)
        elif st == KEEP:
            return self.keep(g, seat)
        elif st == META:
            a = self.meta(g, seat)
        elif st == WARLORD:
            a = self.attack(g, seat)
        else:  # pragma: no cover
            a = g.random_action(seat, self.rng)
        if type(a) is not Play or len(g.entries[seat]) > 1 or g.stage != COMMIT:
            if not g.is_legal(seat, a):  # pragma: no cover - a safety net, never expected
                return g.random_action(seat, self.rng)
        return a

    # ------------------------------------------------------------ values
    def _context(self, g: JellyBeanFarmers, seat: int) -> None:
        """What every valuation of this decision shares, computed once."""
        self.g, self.seat = g, seat
        self.left = left = (g.YEARS - 1 - g.year) * 2 + (1 - g.season)  # seasons after this one
        self.fv = 1.1 * left  # what one more field is worth for the rest of the game
        self._thr: int | None = None
        self._back: tuple[float, str] | None = None
        self._need: float | None = None
        self._halves: tuple[int, int, int] | None = None

    @property
    def need(self) -> float:
        """Food expected above capacity after the coming harvests."""
        if self._need is None:
            g, seat = self.g, self.seat
            gain = 1.3 * len(g.fields[seat]) * (2 if g.season == SPRING else 1)
            self._need = g.food[seat] + gain - g.capacity(seat)
        return self._need

    def halves(self) -> tuple[int, int, int]:
        """½ Fields and ½ Silos on the table or on their way this season, and
        saved cards that could join them now."""
        if self._halves is None:
            g, seat = self.g, self.seat
            es = g.entries[seat]
            hf = len(g.half_fields[seat]) + sum(1 for e in es if e.how == HALF_FIELD)
            hs = len(g.half_silos[seat]) + sum(1 for e in es if e.how == HALF_SILO)
            spare = len(g.usable_saved(seat)) if g.saved[seat] and g.stage == COMMIT and not g.committed[seat] else 0
            self._halves = (hf, hs, spare)
        return self._halves

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
        if self._thr is None:
            g, seat = self.g, self.seat
            dfn = g.defense(seat)
            best = -99
            for o in range(g.n):
                if o != seat and not g.out[o]:
                    v = g.offense(o) + 1 - dfn
                    if v > best:
                        best = v
            self._thr = best
        return self._thr

    @property
    def walls(self) -> bool:
        g = self.g
        return any(g.decks.walls[c] for c in g.units[self.seat])

    @property
    def warlord(self) -> bool:
        g, seat = self.g, self.seat
        ac = g.acard
        return any(ac[c].effect == "tribute_contract" for c in g.hands[seat] + g.saved[seat] + g.chosen[seat]
                   if c >= 0)

    def storage_value(self, amount: int, risky: bool = False) -> float:
        """What storage for ``amount`` more food is worth now (Cats are ``risky``: a Coyote)."""
        # food above capacity loses half to vermin every season it stays unprotected
        later = 0.3 * amount * min(4, self.left)
        now = min(max(self.need, 0.0), amount) * min(self.left + 1, 8)
        v = now + later
        return v * 0.75 if risky else v

    def face_value(self, g: JellyBeanFarmers, seat: int, card: int) -> tuple[float, tuple[str, int, int, str]]:
        """Best value of playing ``card`` face up now, with its choices."""
        a = g.acard[card]
        eff = a.effect
        left = self.left
        none = ("face", -1, -1, "")
        if a.kind == "unit":
            v = 0.2
            thr = self.thr
            if a.defense or eff == "double_back_armed_men":
                gain = a.defense if eff != "double_back_armed_men" else len(g.back_men[seat])
                if thr >= 2 and gain:
                    v += 1.2 * min(gain, thr)
                elif gain:
                    v += 0.3 * gain
            if a.offense:
                v += 0.5 * a.offense if self.warlord else 0.15 * a.offense
            return v, none
        if eff == "tribute_contract":
            best, _ = self.best_attack(g, seat, a.offense)
            return (best * (g.YEARS - g.year) * 0.8 if best > 0 else -1.0), none
        if eff == "eliminate_unit":
            best_v, best_o = -1.0, none
            for o in range(g.n):
                if o == seat or g.out[o]:
                    continue
                for key in g.unit_keys(o):
                    v = 0.5
                    if any(c[0] == o and c[1] == seat for c in g.contracts):
                        v = 1.5
                    if v > best_v:
                        best_v, best_o = v, ("face", o, -1, key)
            return best_v, best_o
        if eff == "build_silo":
            return self.storage_value(a.storage), none
        if eff == "extend_silo":
            for i, si in enumerate(g.silos[seat]):
                if si[2] < 0:
                    return self.storage_value(a.storage), ("face", -1, i, "")
            return -1.0, none
        if eff == "guard_food":
            return self.storage_value(a.storage, risky=True), none
        if eff == "vermin_all":
            best, who = -1.0, -1
            for o in range(g.n):
                if o != seat and not g.out[o] and not g.rabbits[o]:
                    v = 0.3 + 0.1 * g.food[o]
                    if v > best:
                        best, who = v, o
            return (best, ("face", who, -1, "")) if who >= 0 else (-1.0, none)
        if eff == "chase_cats_and_rabbits":
            if g.rabbits[seat]:
                return 3.0, ("face", seat, -1, "")
            best, who = -1.0, -1
            for o in range(g.n):
                if o != seat and not g.out[o] and g.cats[o]:
                    v = 0.4 * len(g.cats[o])
                    if v > best:
                        best, who = v, o
            return (best, ("face", who, -1, "")) if who >= 0 else (-1.0, none)
        fe = a.field_effect
        if fe != "none":
            slot = UPGRADE_SLOT[fe]
            if eff == "not_with_rabbits" and g.rabbits[seat]:
                return -1.0, none
            for i, f in enumerate(g.fields[seat]):
                if f[slot] < 0:
                    risk = 0.6 if climate_model(g).destroyer_unseen(g, fe) else 1.0
                    return UPGRADE_WORTH[fe] * (left + 1) * risk, ("face", -1, i, "")
            return -1.0, none
        if eff == "steal_card":
            return 1.0, none
        if eff == "draw_two":
            return 1.2 if g.deck else -1.0, none
        if a.peek != "none":
            return (0.8 if a.peek == "next_year" else 0.5) if left >= 2 else 0.0, none
        if a.hand_size:
            return 0.25 * (g.YEARS - 1 - g.year) * a.hand_size, none
        return 0.0, none

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
        if self._back is not None:
            return self._back
        fv = self.fv
        if self.hf % 2 or self.spare:  # this half completes a field (with a saved card if need be)
            best = (fv, "half_field")
        else:
            best = max((0.45 * fv, "half_field"), (0.5 * fv if self.left > 1 else 0.0, "save"))
        if self.hs % 2 or self.spare:
            hs = self.storage_value(5)
        else:
            hs = 0.5 * self.storage_value(5) - 0.3
        if hs > best[0]:
            best = (hs, "half_silo")
        if best[0] < 2.8:  # an Armed Man is worth at most 1.4 (2.8 with Walls): skip the threat otherwise
            man = 0.2 + (1.2 if self.thr >= 2 else 0.0)
            if man > best[0] * 0.5 and self.walls:
                man *= 2
            if man > best[0]:
                best = (man, "armed_man")
        self._back = best
        return best

    def card_value(self, g: JellyBeanFarmers, seat: int, card: int) -> float:
        return max(self.face_value(g, seat, card)[0], self.back_value(g, seat)[0] * 0.8)

    # ---------------------------------------------------------- decisions
    def keep(self, g: JellyBeanFarmers, seat: int) -> Action:
        hand = g.hands[seat]
        vals = []
        for i, c in enumerate(hand):
            a = g.acard[c]
            v = KEEP_WORTH.get(a.effect, 1.0)
            if a.field_effect in ("fertilizer", "irrigation"):
                v = 4.5
            elif a.field_effect != "none":
                v = 2.5
            elif a.hand_size:
                v = 2.5
            elif a.kind == "unit":
                v = 1.0 + 0.3 * (a.defense + a.offense)
            vals.append((v + self.rng.random() * 0.01, i))
        vals.sort(reverse=True)
        return Keep(tuple(sorted(i for _, i in vals[:g.keep_count])))

    def place(self, g: JellyBeanFarmers, seat: int) -> Action:
        hand = g.hands[seat]
        if len(hand) == 1:
            return Choose(0, -1)
        vals = sorted(((self.card_value(g, seat, c), i) for i, c in enumerate(hand)), reverse=True)
        return Choose(vals[0][1], vals[1][1])

    def plant(self, g: JellyBeanFarmers, seat: int) -> Action:
        model = climate_model(g)
        gains = []
        counts = model.unseen(g, seat)
        for i, f in enumerate(g.fields[seat]):
            kind = (True, f[2] >= 0, f[3] >= 0, f[4] >= 0, f[5] >= 0)
            e = model.expected(g, seat, kind, counts)
            if f[5] >= 0:  # an unseeded Perennial grows anyway
                e -= model.expected(g, seat, (False, kind[1], kind[2], kind[3], True), counts)
            if e > PLANT_THRESHOLD:
                gains.append((e - 1.0, i))
        if not gains:
            return Plant(())
        gains.sort(reverse=True)
        gains = gains[:g.food[seat]]
        plant_gain = sum(x for x, _ in gains)
        es = g.entries[seat]
        if es and not es[0].saved:
            face = self.face_value(g, seat, es[0].card)[0]
            back = self.back_value(g, seat)[0]
            if back > face + plant_gain:
                return Plant(())
        return Plant(tuple(sorted(i for _, i in gains)))

    def commit(self, g: JellyBeanFarmers, seat: int) -> Action:
        if not g.fire_used[seat] and g.hands[seat] and g.fire_in_force():
            v, i = min((self.card_value(g, seat, c), i) for i, c in enumerate(g.hands[seat]))
            if v < 0.6 * self.fv + 1:
                return FireField(i)
        es = g.entries[seat]
        usable = g.usable_saved(seat) if g.saved[seat] else []
        if not es or es[0].saved:
            for i in usable:
                fv, opt = self.face_value(g, seat, g.saved[seat][i])
                if fv > 1.0 and g.is_legal(seat, UseSaved(i, *opt)):
                    return UseSaved(i, *opt)
            if usable and self.hf % 2:
                return UseSaved(usable[0], "half_field")
            return Done()
        card = es[0].card
        fv, opt = self.face_value(g, seat, card)
        if g.seeded_now(seat):
            if usable and self.hf % 2:
                return UseSaved(usable[0], "half_field")
            return Play(*opt) if fv > 0 else Play("discard")
        bv, how = self.back_value(g, seat)
        if fv >= bv and fv > 0:
            return Play(*opt)
        if how == "half_field" and usable and not self.hf % 2:
            # Pro Tip: bring the saved first half in with the second
            return UseSaved(usable[0], "half_field")
        if how == "half_silo" and usable and not self.hs % 2:
            return UseSaved(usable[0], "half_silo")
        return Play(how)

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
        if g.seeded_now(seat):
            return Play(*opt) if fv > 0 and g.is_legal(seat, Play(*opt)) else Play("discard")
        bv, how = self.back_value(g, seat)
        if fv >= bv and fv > 0 and g.is_legal(seat, Play(*opt)):
            return Play(*opt)
        return Play(how)

    def attack(self, g: JellyBeanFarmers, seat: int) -> Action:
        chosen = tuple(e.target for e in g._warlord_entries(seat) if e.done and e.target >= 0)
        best, target = self.best_attack(g, seat, 1, chosen)
        if target < 0:
            targets = g.attackable(seat, chosen)
            return Attack(targets[0] if targets else -1)
        return Attack(target)


UPGRADE_SLOT = {"fertilizer": 2, "irrigation": 3, "netting": 4, "perennial": 5}
#: food an upgrade adds per season on a seeded field (about; see the deck design)
UPGRADE_WORTH = {"fertilizer": 0.8, "irrigation": 0.75, "netting": 0.4, "perennial": 0.5}
KEEP_WORTH = {"build_silo": 5.0, "extend_silo": 3.5, "guard_food": 3.0, "tribute_contract": 3.0, "draw_two": 2.0,
              "steal_card": 1.5}
