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

from typing import Any, Final

from ..._mypyc import mypyc_attr
from ...core.actions import Action
from ...core.bots import Bot, RandomBot
from .climate_model import climate_model
from ..actions import (DONE, Attack, KeepDrawn, Play, Steal, choose_action, fire_options, keep_action, plant_action,
                       play_action, use_saved_action)
from ..cards import Decks
from ..game import JellyBeanFarmers
from ..state import BACK_MAN, CHOOSE, COMMIT, HALF_FIELD, HALF_SILO, KEEP, META, PLANT, SILO_FOOD, SPRING, WARLORD

__all__ = ["RandomBot", "HeuristicBot"]

#: how much one seed must bring back, on average, to be planted
PLANT_THRESHOLD = 1.15


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
        st = g.step
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
            spare = len(g.usable_saved(seat)) if g.saved[seat] and g.step == COMMIT and not g.committed[seat] else 0
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
                if getattr(f, fe) < 0:  # (f.upgrade(fe), without the call)
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
                # the upgrades (see ClimateModel.seed_gain; f.code(False) >> 1, without the call)
                code = (f.fertilizer >= 0) + 2 * (f.irrigation >= 0) + 4 * (f.netting >= 0) + 8 * (f.perennial >= 0)
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
