"""A heuristic Fields of Green farmer, through the public API (legal actions, the game's named
state and its rule functions for what things cost).

It values everything in VP: a coin is worth about a third of a VP late in the game and more
early (coins build cards), water about half a VP and food at least what half a Market visit
sells it for. A Location is worth its printed VP, its ability over the Harvests still to come
(less their cost), and what its neighbours add to per-adjacent abilities; but a Harvest ability
is worth only the Harvests it can be paid for, in a row, and no VP after: the food and water of
the farm over the rounds left (what is stored, the Upkeep's income, what its cards make) after
the cards already built are fed and watered, and water from a Tower within 2 for the next
Harvest; a card not paid is an Open Area for good. Food spent while the farm's cards will go
short of it is worth a card kept face up.

It drafts the piles its farm can use (Fields when water is in reach,
Livestock when food is stored, Buildings late); it selects the card whose best action is worth
most; it puts a Water Tower where most Fields could drink; and it pays its Harvest costs
keeping the most valuable cards face up, spending food before it makes more. Water it places
where the thirsty cards (and the free places for more) can reach it, spread so that no Tower is
full when more comes; Water it pays from the Towers the other thirsty cards need least
(:mod:`.water_choices`).

For speed: a decision sorts the free places into classes that every value reads alike (the
types of the cards next to the place, the water within reach, the per-adjacent abilities next
to it) and values a card once per class, and once per what its value reads (see class_values and card_value),
not once per place; what depends only on where the cards lie (the free places near each place,
the places within reach) is read from tables the farm makes once per card built; what a
selection worked out is kept for its action while the farm, the round and the food are the
same. A Location's value is kept for the game and shared by every bot (kept_values), by the
card, what it reads of its place and what it reads of the farm (farm_reads), so most values
are looked up rather than worked out (:mod:`.kept`); so are the best draws. Where it would build
a Water Tower is valued in :mod:`.water_choices` (TowerValues); the food and water plans over
the rounds left and the bound on a card's worth in :mod:`.plans`. Selecting a card, acting with it
and paying a Harvest do not list the legal actions: the bot values what the rules allow (the
conditions of ``action_phase.actions``, ``harvest.payable``) and builds only the action it plays;
equal values are broken by one random draw among them.
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any

from ...core.actions import Action
from ...core.bots import Bot
from ..actions import BuildLocation, BuildSilo, BuildTower, EndHarvest, GoToMarket, KeepEquipment, PayHarvest
from ..cards import TYPES, Effect, Location
from ..rules import action_phase, build, drafting, harvest, market, structures
from ..rules.game_end import COINS_PER_VP
from ..state import ACT, DRAW, EQUIP, HARVEST, LOCATION, PICK
from ..state import WATER as PLACE_WATER  # (WATER below: what a water is worth)
from . import water_choices
from .kept import (BEST_DRAWS, FarmMemo, ValuesMemo, best_index, best_of, best_ones, card_facts,
                   kept_values, one_of, what_it_reads)
from .places import around, cards_next_to_free_places
from .plans import FOOD, Plans
from .water_choices import WATER, TowerValues

WATER_ON = attrgetter("water")  # the water on a Tower


class HeuristicBot(Plans, TowerValues, Bot):
    name = "heuristic"
    trusted = True  # it chooses among the legal actions; the tests check its every action through apply
    # what the last decision worked out of its farm's state, and of its round and food (card_turn makes them)
    farm_memo: FarmMemo = None  # type: ignore[assignment]
    values_memo: ValuesMemo = None  # type: ignore[assignment]

    # ------------------------------------------------------------------ values
    @staticmethod
    def coin(g: Any) -> float:
        """A coin is worth more early, when it still builds cards."""
        left = g.options.rounds - g.table.round
        return 1 / COINS_PER_VP + 0.12 * left

    def gain_value(self, g: Any, gives: str, amount: float) -> float:
        if gives == "coins":
            return amount * self.coin(g)
        if gives == "water":
            return amount * WATER
        if gives == "food":  # at least what half a Market visit sells it for
            return amount * max(FOOD, self.coin(g))
        if gives == "equipment":
            return 1.6
        return amount  # VP

    def effect_amount(self, g: Any, seat: int, x: int, y: int, effect: Effect, own_type: str,
                      near: dict[str, int] | None = None) -> float:
        """What an effect of a card at (x, y) would count (with the card itself in place); ``near``:
        the types of the cards next to (x, y) counted, if a decision knows them (see place_classes)."""
        grid = g.farms[seat].grid
        if effect.effect == "per_adjacent":
            if near is not None:
                n = near.get(effect.of_type, 0)
            else:
                n = sum(1 for c in build.neighbours(x, y)
                        if c in grid and build.place_type(g, grid[c]) == effect.of_type)
            return effect.amount * (n + 0.5)  # and some hope for neighbours to come
        if effect.effect == "per_type":
            if near is not None:
                n = self.types_in_farm(g, seat).get(effect.of_type, 0)
            else:
                n = sum(1 for p in grid.values() if build.place_type(g, p) == effect.of_type)
            return effect.amount * (n + (1 if own_type == effect.of_type else 0) + 1)
        return effect.amount

    def types_in_farm(self, g: Any, seat: int) -> dict[str, int]:
        """The cards of the farm by type (build.place_type), once per decision."""
        memo = self.farm_memo
        if memo.types is None:
            types: dict[str, int] = {}
            for p in g.farms[seat].grid.values():
                t = build.place_type(g, p)
                types[t] = types.get(t, 0) + 1
            memo.types = types
        return memo.types

    def location_value(self, g: Any, seat: int, loc: Location, x: int, y: int,
                       near: dict[str, int] | None = None) -> float:
        """The VP a Location built at (x, y) is worth to ``seat``, its cost taken off (``near``: see
        effect_amount)."""
        harvests_left = g.options.rounds - g.table.round
        coin = self.coin(g)
        ability = loc.ability
        value = float(loc.vp)
        if loc.timing == "immediate":
            if ability.effect == "store_more":
                value += 0.6 * ability.amount * (len(g.farms[seat].silos if ability.gives == "food" else
                                                     g.farms[seat].towers))
            else:
                value += self.gain_value(g, ability.gives, self.effect_amount(g, seat, x, y, ability, loc.type, near))
        elif loc.timing == "game_end":
            value += self.effect_amount(g, seat, x, y, ability, loc.type, near)
        else:
            c, w, f = loc.harvest_cost
            gain = self.gain_value(g, ability.gives, self.effect_amount(g, seat, x, y, ability, loc.type, near))
            per_harvest = gain - c * coin - w * WATER - f * FOOD
            value += max(0.2, per_harvest) * harvests_left
            if w and self.near(g, seat, (x, y)) < w + loc.water:
                value = min(value, -0.5)  # no water for it at the next Harvest unless a Tower comes
            elif w:
                watered = self.harvests_watered(g, seat, loc.water, w)
                if watered < harvests_left:  # the farm's Towers run dry: an Open Area then
                    value = min(value, max(0.2, per_harvest) * watered - 0.5)
            if f:
                # the Harvests its food can be paid for, after the cards already fed (food_plan)
                fed = self.harvests_fed(g, seat, loc.food, f)
                if fed < harvests_left:  # an Open Area at the first Harvest not paid: its VP lost
                    value = max(0.2, per_harvest) * fed - 0.5
            elif ability.gives == "food" and gain > 0:
                if self.harvests_fed(g, seat, 0, 0) < harvests_left:  # the farm's cards are short of food
                    value += gain * 0.8
        cost = loc.coins * coin + loc.water * WATER + loc.food * self.food_worth(g, seat)
        return value - cost

    def neighbour_bonus(self, g: Any, seat: int, loc: Location, x: int, y: int) -> float:
        """What the cards around (x, y) gain from a Location of this type there."""
        grid = g.farms[seat].grid
        bonus = 0.0
        for c in build.neighbours(x, y):
            p = grid.get(c)
            if p is None or p.kind != LOCATION or p.open_area:
                continue
            other = g.location_of[p.card]
            if other.ability.effect == "per_adjacent" and other.ability.of_type == loc.type:
                bonus += self.gain_value(g, other.ability.gives, other.ability.amount) * (
                    1 if other.timing != "harvest" else g.options.rounds - g.table.round)
        return bonus

    def near(self, g: Any, seat: int, place: tuple[int, int]) -> int:
        """The water within reach of ``place``, worked out once per decision."""
        memo = self.farm_memo
        n = memo.water.get(place)
        if n is None:
            n = memo.water[place] = build.water_of(memo.towers.get(place, ()))
        return n

    def place_classes(self, g: Any, seat: int) -> list[tuple[Any, ...]]:
        """Once per decision, the free places in classes: each class once (the water near it, its
        first place, the types next to it counted, the per-adjacent neighbours by what they count),
        and the class of every free place (``FarmMemo.classes``, its number in the list). A
        class is what a Location's value at a place depends on: the types of the cards next to
        it, the water within reach, and the face-up per-adjacent Locations next to it (in order)."""
        memo = self.farm_memo
        groups = memo.groups
        if groups is None:
            facts = self.facts
            towers = memo.towers
            near = memo.water
            classes = memo.classes
            numbers: dict[tuple[Any, ...], int] = {}
            groups = memo.groups = []
            for place, cards in cards_next_to_free_places(g.farms[seat]):
                types = []
                adjacent = []
                for p in cards:
                    if p.kind != LOCATION:
                        types.append(p.kind)
                    elif p.open_area:
                        types.append("")
                    else:
                        loc, _, _, kind, of_type, _, _, _ = facts[p.card]
                        types.append(kind)
                        if of_type is not None:  # a per-adjacent ability
                            adjacent.append((of_type, loc.id))
                water = near.get(place)
                if water is None:  # (= self.near: build.water_of the Towers in reach)
                    water = 0
                    for tower in towers.get(place, ()):
                        water += tower.water
                    near[place] = water
                key = (tuple(sorted(types)), water, tuple(adjacent))
                number = numbers.get(key)
                if number is None:
                    number = numbers[key] = len(groups)
                    # what the values read: how many of each type are next to it, the water, and
                    # for each type the per-adjacent neighbours that count it
                    counts = {t: types.count(t) for t in types}
                    counting: dict[str, tuple[str, ...]] = {}
                    for t, i in adjacent:
                        counting[t] = counting.get(t, ()) + (i,)
                    groups.append((water, place, counts, counting))
                    if counting:
                        memo.counting_classes.append(number)
                        memo.counted.update(counting)
                    elif memo.plain is None or water > memo.plain[0]:
                        memo.plain = (water, number)
                classes[place] = number
        return groups

    def class_values(self, g: Any, seat: int, loc: Location) -> list[float | None]:
        """The value of ``loc`` (location_value + neighbour_bonus) in each class of free place (see
        place_classes), ``None`` where the water within reach is short of its cost; once per
        decision for each card."""
        by_card = self.values_memo.by_card
        out = by_card.get(loc.id)
        if out is None:
            out = by_card[loc.id] = []
            ability = loc.ability
            of_type = ability.of_type if ability.effect == "per_adjacent" else None
            thirst = loc.harvest_cost[1] if loc.timing == "harvest" else 0
            own, cost, short = loc.type, loc.water, loc.harvest_cost[1] + loc.water
            for number, (water, _, counts, counting) in enumerate(self.place_classes(g, seat)):
                if water < cost:
                    out.append(None)
                    continue
                out.append(self.value(g, seat, loc, number, counts.get(of_type, 0) if of_type else -1,
                                      bool(thirst) and water < short, counting.get(own)))
        return out

    def value(self, g: Any, seat: int, loc: Location, number: int, counted: int, short: bool,
              counting: tuple[str, ...] | None) -> float:
        """The value of ``loc`` in class ``number`` of place, worked out once per decision for each
        thing it depends on: the neighbours its ability counts (``counted``, -1 if it counts none),
        whether the water near it is short of its Harvest's, the neighbours whose per-adjacent
        ability counts its type."""
        memo = (loc.id, counted, short, counting)
        values = self.values_memo.values
        v = values.get(memo)
        if v is None:
            # the same value again if what it reads of the farm is the same (kept_values)
            kept = memo + self.farm_reads(g, seat, loc, short)
            v = self.kept.get(kept)
            if v is None:
                _, place, near, _ = self.farm_memo.groups[number]
                v = self.location_value(g, seat, loc, *place, near)
                if counting:  # (no bonus when no neighbour counts its type)
                    v += self.neighbour_bonus(g, seat, loc, *place)
                self.kept[kept] = v
            values[memo] = v
        return v

    def farm_reads(self, g: Any, seat: int, loc: Location, short: bool) -> tuple[Any, ...]:
        """What the value of ``loc`` reads besides its class of place (see value): the round, and
        as far as its costs and ability read them, the farm's food plan (food_plan), its water
        plan (harvests_watered), the farm's cards of the type it counts per type, its Silos or
        Towers that store more."""
        what = self.reads.get(loc.id)
        if what is None:
            what = self.reads[loc.id] = what_it_reads(loc)
        food, water, counts = what
        if food:
            food = self.values_memo.plan or self.food_plan(g, seat)
        if water:
            water = None if short else self.values_memo.water_plan or self.water_plan_of(g, seat)
        if counts is not None:
            counts = (self.farm_memo.types or self.types_in_farm(g, seat)).get(counts, 0)
        return (g.table.round, food or None, water or None, counts)

    def kinds_of_place(self, g: Any, seat: int, kind: str,
                       of_type: str | None) -> dict[tuple[int, tuple[str, ...] | None], tuple[int, int]]:
        """For the classes of place, once per decision, type of card and type its per-adjacent
        ability counts (``of_type``, None if it has none): what a value reads of a place other
        than its water (the neighbours of type ``of_type``, -1 if none is counted, and the
        per-adjacent neighbours that count ``kind``), each with the most water near such a place
        and its class. The best a card can be worth is in one of these: of two places alike but
        for the water, the one with more water is worth at least as much (short of Harvest water
        a card is worth its VP and 1.5 less). A value reads only these (and the water), not which
        class of them it was worked out at; card_value takes the best, in any order."""
        memo = self.farm_memo
        out = memo.by_type.get((kind, of_type))
        if out is None:
            out = memo.by_type[(kind, of_type)] = {}
            groups = self.place_classes(g, seat)
            if of_type:
                for number, (water, _, counts, counting) in enumerate(groups):
                    key = (counts.get(of_type, 0), counting.get(kind))
                    best = out.get(key)
                    if best is None or water > best[0]:
                        out[key] = (water, number)
                return out
            # only the per-adjacent neighbours tell classes apart (plain: none)
            if memo.plain is not None:
                out[(-1, None)] = memo.plain
            for number in memo.counting_classes:
                water, _, _, counting = groups[number]
                key = (-1, counting.get(kind))
                best = out.get(key)
                if best is None or water > best[0]:
                    out[key] = (water, number)
        return out

    # ------------------------------------------------------------------ choices
    def choose(self, g: Any, seat: int) -> Action:
        step = g.table.step
        if step == PICK or step == ACT:
            return self.card_turn(g, seat, step)
        if step == DRAW:
            return self.draw(g, seat)
        if step == HARVEST:
            return self.harvest(g, seat)
        acts = g.legal_actions(seat)
        if len(acts) == 1:
            return acts[0]
        if step == EQUIP:
            return best_of(acts, [self.keep_value(g, seat, a) for a in acts], self.rng)
        # where new Water goes (PLACE_WATER) or which Towers pay a Water cost (PAY)
        need = water_choices.tower_need(g, seat)
        value = water_choices.place_value if step == PLACE_WATER else water_choices.pay_value
        return best_of(acts, [value(g, seat, a, need) for a in acts], self.rng)  # type: ignore[arg-type]

    def card_turn(self, g: Any, seat: int, step: str) -> Action:
        """Selecting a card and acting with it: the bot values what it could do and builds only
        the action it plays: the best of the legal actions, equal ones drawn at random."""
        farm = g.farms[seat]
        if step == PICK:
            cards = g.table.face_up if g.n == 2 else farm.hand
            if len(cards) == 1:
                return action_phase.pick_cards(1)[0]
        # What depends only on where the cards lie, which are face down and the water on the
        # Towers: the free places, the Towers near each place, the water near each place, the
        # class of each place, the thirsty cards; and what depends on these and the round (and in
        # the last round the food stored, which location_value reads then): the value of a card
        # in each class of place. Kept from the last decision on the same farm if none of these
        # changed (as from a selection to its action). (A card once an Open Area stays one: with
        # the same cards, the number of Open Areas tells which are face down.)
        state = (len(farm.grid), tuple(map(WATER_ON, farm.towers)), farm.open_areas)
        known = self.farm_memo
        if known is None or known.farm is not farm:  # a new game
            self.kept, self.reads = kept_values(self, g)
            self.facts = card_facts(g.location_of)
            self.places_in_reach = len(around((0, 0), g.water_reach()))  # (as the crow walks: see free_near)
            known = None
        memo: ValuesMemo | None = self.values_memo
        if known is None or known.state != state:
            self.farm_memo = FarmMemo(farm, state, build.free_places(farm), build.towers_by_place(farm, g.water_reach()))
            memo = None
        # a card's value reads the round and the food (food_plan)
        food = farm.food
        if memo is None or memo.round != g.table.round or memo.food != food:
            self.values_memo = ValuesMemo(g.table.round, food, self.coin(g), self.at_most(g))
        if step == PICK:
            return action_phase.pick_cards(len(cards))[best_index([self.card_value(g, seat, c) for c in cards],
                                                                  self.rng)]
        return self.act(g, seat, g.location_of[farm.selected])

    def draw(self, g: Any, seat: int) -> Action:
        """The draw worth most (the legal draws, in the order legal_actions lists them); the best
        ones depend only on the farm's Towers and food and the round, so they are worked out once
        for every bot and game (``BEST_DRAWS``), and one of them drawn at random."""
        acts = drafting.combinations(g)  # = g.legal_actions(seat), a list made once
        farm = g.farms[seat]
        key = (id(acts), len(farm.towers), farm.food, g.table.round, g.options.rounds)
        known = BEST_DRAWS.get(key)
        if known is None or known[0] is not acts:
            late = g.table.round / max(1, g.options.rounds - 1)
            weight = {"field": 1.2 + 0.2 * len(farm.towers) - 0.6 * late, "livestock": 0.9 + 0.15 * farm.food,
                      "facility": 1.0, "building": 0.4 + 1.4 * late}
            # what drawing c cards of a type is worth, for every c
            worth = [[c * weight[t] - 0.15 * c * c for c in range(g.hand_size() + 1)] for t in TYPES]
            fields, livestock, facilities, buildings = worth
            known = BEST_DRAWS[key] = (acts, best_ones([fields[a.fields] + livestock[a.livestock]  # type: ignore
                                                         + facilities[a.facilities] + buildings[a.buildings]
                                                         for a in acts]))
        return acts[one_of(known[1], self.rng)]

    def card_value(self, g: Any, seat: int, card: int) -> float:
        """The best this card could do now: built in its best place (built_value), or used for
        another action. A card that cannot be worth more than the market wherever it is built
        (its bound this round, ``at_most``) is not valued; a bound holds only where no per-adjacent
        neighbour of a free place counts its type (neighbour_bonus is not in it)."""
        _, coins, food, kind, _, _, _, _ = self.facts[card]
        best = 0.8  # the market at least
        values = self.values_memo
        if g.farms[seat].coins >= coins and values.food >= food:
            memo = self.farm_memo
            if memo.groups is None:
                self.place_classes(g, seat)
            if kind in memo.counted or self.card_bound(g, seat, card) >= best - 1e-9:
                built = self.built_value(g, seat, card)
                if built > best:
                    best = built
        return best

    def card_bound(self, g: Any, seat: int, card: int) -> float:
        """At least the most this card could be worth built at any free place (see at_most), where
        no per-adjacent neighbour counts its type."""
        counts, bounds = self.values_memo.at_most[card]
        if counts is None:
            return bounds[0]
        # the bound for the farm's cards of the type its ability counts
        n = (self.farm_memo.types or self.types_in_farm(g, seat)).get(counts, 0)
        return bounds[n] if n < len(bounds) else bounds[-1]

    def built_value(self, g: Any, seat: int, card: int) -> float:
        """The most this card is worth built: its best value over the kinds of place it reads (the
        best of class_values), kept for its action (``best_built``)."""
        loc, _, _, kind, of_type, thirsty, cost, short = self.facts[card]
        built = -1e9
        kinds = self.farm_memo.by_type.get((kind, of_type))
        if kinds is None:
            kinds = self.kinds_of_place(g, seat, kind, of_type)
        for (counted, counting), (water, number) in kinds.items():
            if water >= cost:
                v = self.value(g, seat, loc, number, counted, thirsty and water < short, counting)
                if v > built:
                    built = v
        self.values_memo.best_built[loc.id] = built
        return built

    def act(self, g: Any, seat: int, loc: Location) -> Action:
        """The action of highest value with the revealed card, of the legal ones (as
        :func:`~farmlab.fields_of_green.rules.action_phase.actions` lists them): build it where
        its class of place is worth most (with an Equipment kept aside that fits it: worth 1.2
        more), a Water Tower where it reaches most, a Silo, or the market; ties drawn at random."""
        farm = g.farms[seat]
        free = self.farm_memo.free
        values = self.values_memo
        food_stored = values.food
        # the market (selling 0 to 2 food) and a Silo (the same at every free place: one is drawn
        # if it is chosen)
        coin = values.coin
        food_worth = self.food_worth(g, seat)
        markets = [2 * coin + food * (2 * coin - food_worth) + 0.3
                   for food in range(min(market.MOST_FOOD, food_stored) + 1)]
        best = max(markets)
        silo = None
        if not structures.can_build_silo(g, seat):
            room = len(farm.silos) * g.silo_capacity(seat) - food_stored
            silo = 0.9 if room <= 2 else 0.05
            if silo > best:
                best = silo
        # the card built: its value in each class of place (with an Equipment that fits: 1.2 more)
        # (its best, as its selection found it, if it was selected on the farm as it is)
        by_class = None
        equipment = -1
        buildable = farm.coins >= loc.coins and food_stored >= loc.food
        if buildable:
            for i, token in enumerate(farm.aside):
                if g.equipment_of[token].fits(loc):
                    equipment = i
                    break
            bonus = 1.2 if equipment >= 0 else 0.0
            card_best = values.best_built.get(loc.id)
            if card_best is None:  # (not valued at its selection: its bound, if building it cannot be best)
                memo = self.farm_memo
                if memo.groups is None:
                    self.place_classes(g, seat)
                if loc.type not in memo.counted:
                    card_best = self.card_bound(g, seat, farm.selected)
                if card_best is None or card_best + bonus >= best - 1e-6:
                    card_best = self.built_value(g, seat, farm.selected)
            if card_best + bonus > best:
                best = card_best + bonus
        # a Water Tower: its value at each free place, worked out only if the most a Tower could
        # be worth comes near the best so far
        towers = None
        if not structures.can_build_tower(g, seat) and self.tower_bound(g, seat) >= best - 2e-6:
            towers = self.tower_values(g, seat)
            for v in towers:
                if v > best:
                    best = v
        # the best, and all within a millionth of it, in the order action_phase.actions lists them
        limit = best - 1e-6
        options: list[tuple[Any, int]] = []  # (the kind of action, the number of the free place or food)
        if buildable and card_best + bonus >= limit:
            if by_class is None:
                by_class = self.class_values(g, seat, loc)
            classes = self.farm_memo.classes
            for i, place in enumerate(free):
                v = by_class[classes[place]]
                if v is not None and v + bonus >= limit:
                    options.append((BuildLocation, i))
        if towers is not None:
            for i, v in enumerate(towers):
                if v >= limit:
                    options.append((BuildTower, i))
        if silo is not None and silo >= limit:
            options.append((BuildSilo, -1))
        for food, v in enumerate(markets):
            if v >= limit:
                options.append((GoToMarket, food))
        kind, i = options[0] if len(options) == 1 else self.rng.choice(options)
        if kind is GoToMarket:
            return action_phase.MARKET[i]
        if kind is BuildSilo:
            i = self.rng.randrange(len(free))
        elif kind is BuildLocation and equipment >= 0:
            return BuildLocation(free[i][0], free[i][1], equipment)
        return action_phase.at_free_places(farm, kind)[i]  # type: ignore[no-any-return]

    def keep_value(self, g: Any, seat: int, a: Action) -> float:
        assert isinstance(a, KeepEquipment)
        tile = g.equipment_of[g.farms[seat].drawn[a.token]]
        if a.aside:
            return 1.0
        if tile.when == "game_end":
            return self.effect_amount(g, seat, a.x, a.y, tile.effect, "") + 0.1
        if tile.when == "ongoing":
            farm = g.farms[seat]
            return 0.4 * tile.effect.amount * len(farm.towers if tile.effect.gives == "water" else farm.silos) + 0.3
        return 0.6 * (g.options.rounds - g.table.round) + 0.5

    def harvest(self, g: Any, seat: int) -> Action:
        """Pay first the card worth most to keep face up; spend food before making more. Of the
        Harvest costs the rules let it pay (the conditions of ``harvest.payable``: the bot does
        not list the legal actions), the first worth most."""
        farm = g.farms[seat]
        room = len(farm.silos) * g.silo_capacity(seat) - farm.food
        best, best_v = None, -1e9
        for place in harvest.to_harvest(g, seat):
            if not harvest.can_pay(g, seat, place):
                continue
            loc = g.location_of[place.card]
            c, w, f = harvest.cost(g, place)
            gain = build.count(g, seat, place, loc.ability)
            v = loc.vp + 1.0 + self.gain_value(g, loc.ability.gives, gain) + 0.3 * f
            if loc.ability.gives == "food" and gain > room:
                v -= 0.8
            if v > best_v:
                best, best_v = place, v
        return action_phase.place_action(PayHarvest, best.x, best.y) if best is not None else EndHarvest()


__all__ = ["HeuristicBot"]
