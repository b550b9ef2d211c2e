"""A heuristic Fields of Green farmer made to decide with a handful of lookups.

It values everything in VP (:mod:`.farm_plan`): a coin a third of a VP at the end and more
early, a water half a VP, a food at least what half a Market visit sells it for. A Location is
worth its printed VP, its ability (once, at the end, or at every Harvest still to come less its
Harvest cost) and what it counts (the cards of a type next to it or in the farm), less its cost;
each card's parts are read from a table made once per deck and round. What the farm adds is
read from running counters kept by :class:`.farm_plan.FarmPlan`, brought up to date only where a
new card lands:

- **water reach**: a card that needs water is built where the Towers within 2 hold the most;
  a Field whose Harvest water no Tower in reach holds is worth nothing more than an Open Area,
  and one the farm's water runs short of (its water and the Upkeep's, less what the other
  thirsty cards drink) only the Harvests it can be watered. A Water Tower is worth its water
  and more where thirsty cards are short of it; it goes where it reaches most of them;
- **food balance**: a card that eats at the Harvest is worth only the Harvests the farm's food
  (stored, the Upkeep's, what its cards make less what they eat) can pay for in a row; food
  spent while the cards will go short of it is worth more; a card that makes food is worth more
  when the farm is short;
- **VP**: printed VP, Game End abilities, per-adjacent abilities (built next to the most cards
  they count, and next to the cards whose ability counts them).

It drafts the piles its farm can use (Fields with Towers, Livestock with food, Buildings late:
the best draw for each round, Towers and food worked out once for every bot and game); it
selects the card worth most built, against the market visit (selling the food worth less than
its coins) worked out once a turn with a Water Tower's worth and the water within reach (kept in
the plan while the round, the food and the farm's cards stay the same); it builds it, or a Water
Tower, a Silo, or goes to market, whichever is worth most, decided at the selection (when no card
beats the market visit and nothing else can, the visit, without another call); it pays its Harvest costs in an order made once per deck (the cards
worth most face up first, food spent before food is made); new Water and Water costs are placed
and paid where the other thirsty cards need it least (:mod:`.water_choices`).

Legal by construction: a card turn does not list the legal actions but builds only what the
rules allow (the conditions of ``action_phase.actions`` and ``harvest.payable``); the other
steps choose from the legal actions.
"""

from __future__ import annotations

from operator import itemgetter
from typing import Any

from ...core.actions import Action
from ...core.bots import Bot
from ..actions import BuildLocation, BuildSilo, BuildTower, EndHarvest, KeepEquipment, PayHarvest
from ..cards import TYPES
from ..rules import action_phase, build, drafting, harvest, market
from ..state import ACT, DRAW, EQUIP, HARVEST, PICK
from ..state import WATER as PLACE_WATER
from . import water_choices
from .farm_plan import (ADJACENT, COIN, FOOD, KINDS, MOST_COUNTED, PER_TYPE, WATER, FarmPlan, card_bounds,
                        card_table, coin, harvests_paid, tight_bound)

FIRST = itemgetter(0)
NOTHING_NEAR = (0,) * len(KINDS)
SHORT_FOOD = 1.6  # what a food spent is worth when the farm's cards will go short of it
MARKET_ALONE = action_phase.MARKET[0]  # a market visit selling no food
SILO = 0.9  # a Silo when the Silos have room for 2 food or less
PICKS = action_phase.pick_cards(64)  # PickCard(0), PickCard(1) ...


class HeuristicBot(Bot):
    name = "heuristic"
    trusted = True  # it builds only what the rules allow; the tests check its every action through apply
    plan: FarmPlan | None = None
    #: the action decided at the card's selection, and the farm and card it was decided for (a card
    #: is selected once a game, so it names the turn; -1: none kept)
    kept: Action | None = None
    kept_farm: Any = None
    kept_card = -1
    income: tuple[int, int, int] = (0, 0, 0)
    prices: tuple[int, int] = (0, 0)

    def choose(self, g: Any, seat: int) -> Action:
        step = g.table.step
        if step == PICK:
            return self.pick(g, seat)
        if step == ACT:
            # the action decided at the selection (:meth:`pick`): nothing of the farm changes in
            # between (a Tower or a Silo, which the others may take from the supply first, is not
            # kept); else decided now
            farm = g.farms[seat]
            if farm.selected == self.kept_card and farm is self.kept_farm:
                return self.kept  # type: ignore[return-value]
            return self.act(g, seat)
        if step == HARVEST:
            return self.harvest(g, seat)
        if step == DRAW:
            return self.draw(g, seat)
        acts = g.legal_actions(seat)
        if len(acts) == 1:
            return acts[0]
        if step == EQUIP:
            return max(acts, key=lambda a: self.keep_value(g, seat, a))
        # where new Water goes (PLACE_WATER) or which Towers pay a Water cost (PAY)
        need = water_choices.tower_need(g, seat)
        value = water_choices.place_value if step == PLACE_WATER else water_choices.pay_value
        return max(acts, key=lambda a: value(g, seat, a, need))  # type: ignore[arg-type]

    # ------------------------------------------------------------------ the farm as the bot reads it
    def read(self, g: Any, seat: int) -> FarmPlan:
        """The farm's plan, brought up to date (a new one for a new game or another seat)."""
        farm = g.farms[seat]
        plan = self.plan
        if plan is None or plan.farm is not farm:
            plan = self.plan = FarmPlan(farm)
            # the game's Upkeep income and market prices, read once a game (the text's numbers; they
            # only weigh choices: what is legal, e.g. the water in reach, is read from the game each time)
            self.income, self.prices = g.income(), g.market_prices()
            self.rows = card_table(g.location_of, g.options.rounds)
            self.rounds = round_table(g.location_of, g.options.rounds, self.prices)
            self.picking = tuple(numbers[:4] for numbers in self.rounds)  # (what a selection reads)
        if plan.cards != len(farm.grid) or plan.open != farm.open_areas:
            plan.update(g, seat, self.rows[0])
        return plan

    # ------------------------------------------------------------------ drafting
    def draw(self, g: Any, seat: int) -> Action:
        """The best draw for the round, the farm's Towers and its food (worked out once for every
        bot and game): Fields the more Towers water them, Livestock the more food feeds them,
        Buildings the later it is. The best of every draw is kept; while each pile still holds
        what it takes (and it takes from 3 piles), it is the best of the legal draws too."""
        farm = g.farms[seat]
        key = (min(len(farm.towers), 4), min(farm.food, 8), g.table.round, g.options.rounds, g.hand_size())
        best = BEST_DRAWS.get(key)
        piles = g.table.piles
        if best is None or len(piles["field"]) < best.fields or len(piles["livestock"]) < best.livestock or \
                len(piles["facility"]) < best.facilities or len(piles["building"]) < best.buildings:
            acts = drafting.combinations(g)  # (= g.legal_actions(seat))
            best = self.best_draw(g, acts, key)
            if len(acts) == len(FULL_DRAWS.get(g.hand_size(), ())):
                BEST_DRAWS[key] = best
        return best

    @staticmethod
    def best_draw(g: Any, acts: list[Any], key: tuple[int, ...]) -> Any:
        """The draw worth most of ``acts`` (the first of equal ones)."""
        towers, food, rnd, rounds, _ = key
        late = rnd / max(1, rounds - 1)
        weight = {"field": 1.2 + 0.2 * towers - 0.6 * late, "livestock": 0.9 + 0.15 * food,
                  "facility": 1.0, "building": 0.4 + 1.4 * late}
        worth = [[c * weight[t] - 0.15 * c * c for c in range(g.hand_size() + 1)] for t in TYPES]
        f, li, fa, b = worth
        return max(acts, key=lambda a: f[a.fields] + li[a.livestock] + fa[a.facilities] + b[a.buildings])

    # ------------------------------------------------------------------ a card turn
    def pick(self, g: Any, seat: int) -> Action:
        """The card worth most built, and what to do with it, decided now and kept for the action
        step. Only the cards whose bound, counting the most cards it could, beats the market (a
        set made once a game and round) are looked at, and of them only those whose tight bound for
        the farm beats the best so far are valued, against the market visit (:meth:`new_turn`).
        When none is worth more, the card with the highest bound is taken (kept from the others)
        and the action is the market visit, unless a Silo, a Water Tower or the card built next to
        cards that count it could beat it (then :meth:`action` decides)."""
        plan = self.read(g, seat)
        farm = plan.farm
        table = g.table
        rnd = table.round
        food = farm.food
        if plan.turn_round != rnd or plan.turn_food != food:
            self.new_turn(g, seat, plan, rnd, food)
        cards = farm.hand if g.n != 2 else table.face_up
        rows, maybe, rank, left = self.picking[rnd]
        coins = farm.coins
        best, best_v = -1, plan.visit_v
        for card in filter(maybe, cards):
            row = rows[card]
            per = row[16]
            if per:  # (its tight bound, at least its value, counting the farm's cards it counts)
                n = plan.counts[row[6]]
                if n > 4 and row[5] == ADJACENT:
                    n = 4
                if row[20] + per * n <= best_v:
                    continue
            elif row[20] <= best_v:
                continue
            if coins < row[0] or food < row[1]:
                continue
            if row[2] or row[12]:  # it needs water: the water within reach read (once a round)
                if plan.water_round != rnd:
                    plan.read_water(g, rnd)
                if row[12] and plan.most < row[2] + row[12]:
                    continue  # no place in reach of its Harvest's water: worth less than nothing
            v = self.value(plan, row, food, -1, left)
            if v > best_v:
                best, best_v = card, v
        if best < 0:
            best = max(cards, key=rank)
            if plan.quiet and not plan.fed[rows[best][3]] and not farm.aside:
                self.kept, self.kept_farm, self.kept_card = plan.visit, farm, best  # (what :meth:`action` decides then)
                return PICKS[cards.index(best)]  # type: ignore[no-any-return]
            best_v = None
        kept = self.kept = self.action(g, seat, plan, best, best_v)
        self.kept_farm = farm
        self.kept_card = -1 if kept.__class__ is BuildTower or kept.__class__ is BuildSilo else best
        return PICKS[cards.index(best)]  # type: ignore[no-any-return]

    def new_turn(self, g: Any, seat: int, plan: FarmPlan, rnd: int, food: int) -> None:
        """What a card turn weighs besides the card, kept in the plan for the round and the food
        stored (in the Action phase the water on the Towers changes only with the cards built,
        which bring the plan up to date): the market visit, selling the food worth less than its
        coins, and what it is worth (its coins and a little for the card kept from the others); a
        Water Tower's value if the most it could be worth (reaching every thirsty card) beats it;
        and whether a Silo or a Tower could beat it (``quiet``: neither can)."""
        _, _, _, left, c, market_v, sold, tower_v = self.rounds[rnd]
        v, a = market_v, MARKET_ALONE
        if food and sold > FOOD:  # (a food is worth FOOD or more: not sold for less)
            worth = self.food_worth(plan, food, left)
            if sold > worth:
                sell = food if food < market.MOST_FOOD else market.MOST_FOOD
                v, a = v + sell * (sold - worth), action_phase.MARKET[sell]
        plan.visit_v, plan.visit = v, a
        plan.tower_v, plan.short = -1e9, []
        if tower_v + 0.6 * len(plan.thirsty) > v:
            plan.tower_v, plan.short = self.tower(g, plan, left, c)
        plan.quiet = v >= SILO and plan.tower_v <= v
        plan.turn_round, plan.turn_food = rnd, food

    def value(self, plan: FarmPlan, row: tuple[Any, ...], food: int, counted: int, left: int) -> float:
        """What a card (its row) is worth built, its cost taken off, with ``food`` stored and
        ``left`` Harvests to come (for a card that needs water, with the water read for the turn:
        ``plan.most`` within reach of a free place, ``plan.total`` on the Towers); ``counted``: the
        cards next to its place its per-adjacent ability counts (-1: at the free place with the
        most)."""
        f_cost, w_cost, own, harvests, count, of_type, vp, cost, fixed, unit, h_cost, h_water, h_food, \
            makes_food = row[1:15]
        if w_cost and plan.most < w_cost:
            return -1e9  # cannot be built anywhere
        if f_cost:
            cost += f_cost * self.food_worth(plan, food, left)
        if count:
            if count == ADJACENT:
                n = (counted if counted >= 0 else plan.next_to(of_type)) + 0.5  # and hope for more
            elif count == PER_TYPE:
                n = plan.counts[of_type] + (1 if own == of_type else 0) + 1
            else:
                n = plan.counts[of_type]
            fixed += unit * n
        if not harvests:
            return vp + fixed - cost  # type: ignore[no-any-return]
        per = fixed - h_cost
        if per < 0.2:
            per = 0.2
        value = vp + per * left
        if h_water:
            if plan.most < w_cost + h_water:
                value = min(value, -0.5)  # no water for it at the next Harvest unless a Tower comes
            else:
                watered = harvests_paid(plan.total - w_cost, -plan.thirst, h_water, self.income[1], left)
                if watered < left:  # the farm's Towers run dry: an Open Area then
                    value = min(value, per * watered - 0.5)
        if h_food:
            fed = harvests_paid(food - f_cost, plan.food_net, h_food, self.income[0], left)
            if fed < left:  # an Open Area at the first Harvest not paid: its VP lost
                value = per * fed - 0.5
        elif makes_food and fixed > 0 and harvests_paid(food, plan.food_net, 0, self.income[0], left) < left:
            value += 0.8 * fixed  # the farm's cards are short of food
        return value - cost  # type: ignore[no-any-return]

    def food_worth(self, plan: FarmPlan, food: int, left: int) -> float:
        """What a food spent now is worth: FOOD, or more when the farm's cards will go short."""
        if harvests_paid(food - 1, plan.food_net, 0, self.income[0], left) < left:
            return SHORT_FOOD
        return FOOD

    def action(self, g: Any, seat: int, plan: FarmPlan, card: int, known: float | None) -> Action:
        """Build the card where it is worth most, or a Water Tower, or a Silo, or go to the market:
        whichever is worth most (the market visit and the Tower as :meth:`new_turn` worked them
        out for the turn). ``known``: the card's value as its selection worked it out, if it did
        (at the best place, but for the per-adjacent cards next to it)."""
        farm = plan.farm
        food = farm.food
        row = self.rounds[g.table.round][0][card]
        best_v, best = plan.visit_v, plan.visit
        # a Silo when the food has little room left (with the printed market, worth less than it)
        silo = best_v < SILO and g.table.silos_left > 0 and len(farm.silos) * g.silo_capacity(seat) - food <= 2
        if silo:
            best_v = SILO
        # the card built at its best place: not if its tight bound, or the value its selection
        # found (at the best place, but for the per-adjacent cards next to it), cannot beat the rest
        if farm.coins >= row[0] and food >= row[1]:
            if known is None:  # (its tight bound; a call only for a card that counts others)
                bound = row[20] if not row[16] else tight_bound(row, plan.counts)
            else:
                bound = known
            if bound > best_v or plan.fed[row[3]] or farm.aside:
                v, a = self.build_card(g, plan, row, card, food, known)
                if a is not None and v > best_v:
                    best_v, best, silo = v, a, False
        # a Water Tower, if it is worth more than the rest
        if plan.tower_v > best_v and g.table.towers_left > 0 and farm.coins >= 2:
            return self.tower_place(g, plan, plan.short)
        if silo:  # a Silo, at the free place with the least water within reach
            if plan.water_round != g.table.round:
                plan.read_water(g, g.table.round)
            water = plan.water
            return action_phase.at_free_places(farm, BuildSilo)[water.index(min(water))]  # type: ignore[no-any-return]
        return best  # type: ignore[no-any-return]

    def act(self, g: Any, seat: int) -> Action:
        """The action for the revealed card decided at the action step (when none was kept for it
        at its selection, see :meth:`choose`)."""
        plan = self.read(g, seat)
        farm = plan.farm
        self.new_turn(g, seat, plan, g.table.round, farm.food)
        return self.action(g, seat, plan, farm.selected, None)

    def build_card(self, g: Any, plan: FarmPlan, row: tuple[Any, ...], card: int, food: int,
                   known: float | None) -> tuple[float, Action | None]:
        """The best place for the card and what it is worth there (None where it cannot go): a
        thirsty card where the most water is within reach, a per-adjacent one next to the most
        cards it counts, another where the least water is (keeping the water for Fields); and next
        to the cards whose per-adjacent ability counts its type. ``known``: its value as its
        selection worked it out, if it did (the same for a card that counts no neighbours)."""
        farm = plan.farm
        free = build.free_places(farm)
        rnd = g.table.round
        if plan.water_round != rnd:
            plan.read_water(g, rnd)
        water = plan.water
        left = g.options.rounds - rnd
        w_cost, own, count, of_type, h_water = row[2], row[3], row[5], row[6], row[12]
        thirsty = w_cost or h_water
        if count != ADJACENT and not plan.fed[own]:  # nothing next to the place counts: by its water only
            best = water.index(max(water) if thirsty else min(water))
            if water[best] < w_cost:
                return -1e9, None
            value = known if known is not None else self.value(plan, row, food, 0, left)
        else:
            near, feeds = plan.near.get, plan.feeds.get
            rows = self.rows[g.table.round]
            best, best_score, best_bonus, best_n = -1, -1e9, 0.0, 0
            for i, place in enumerate(free):
                w = water[i]
                if w < w_cost:
                    continue
                score = w if thirsty else -0.01 * w
                n = 0
                if count == ADJACENT:
                    counts = near(place)
                    if counts is not None:
                        n = counts[of_type]
                        score += 2 * n
                bonus = 0.0
                fed = feeds(place)
                if fed is not None:
                    for other in fed:
                        r = rows[other]
                        if r[6] == own:
                            bonus += r[10] * (left if r[4] else 1)
                    score += bonus
                if score > best_score:
                    best, best_score, best_bonus, best_n = i, score, bonus, n
            if best < 0:
                return -1e9, None
            value = self.value(plan, row, food, best_n, left) + best_bonus
        x, y = free[best]
        if farm.aside:
            location_of, equipment_of = g.location_of, g.equipment_of
            for i, token in enumerate(farm.aside):  # an Equipment kept aside that fits it
                if equipment_of[token].fits(location_of[card]):
                    return value + 1.2, action_phase.place_action(BuildLocation, x, y, i)
        return value, action_phase.place_action(BuildLocation, x, y)

    def tower(self, g: Any, plan: FarmPlan, left: int, c: float) -> tuple[float, list[tuple[int, int]]]:
        """A Water Tower: its 3 water and more for each thirsty card, the more if it is short of
        water (with less than two Harvests' water within reach); and those cards."""
        towers = build.towers_by_place(plan.farm, g.water_reach()).get
        value = 3 * WATER - 2 * c - (0.5 if left == 1 else 0.0)
        short = []
        for place, w in plan.thirsty:
            n = 0
            for t in towers(place, ()):
                n += t.water
            if n < 2 * w:
                short.append(place)
                value += 0.6
            else:
                value += 0.15
        return value, short

    @staticmethod
    def tower_place(g: Any, plan: FarmPlan, short: list[tuple[int, int]]) -> Action:
        """Build the Tower where it reaches most of the thirsty cards short of water, else where
        the least water is within reach (spreading the reach for Fields to come)."""
        farm = plan.farm
        free = build.free_places(farm)
        if short:
            reach = g.water_reach()
            counts = dict.fromkeys(free, 0)
            for place in short:
                for cell in build.within(farm, place, reach):
                    if cell in counts:
                        counts[cell] += 1
            i = free.index(max(free, key=counts.__getitem__))
        else:
            if plan.water_round != g.table.round:
                plan.read_water(g, g.table.round)
            i = plan.water.index(min(plan.water))
        return action_phase.at_free_places(farm, BuildTower)[i]  # type: ignore[no-any-return]

    # ------------------------------------------------------------------ the Harvest
    def harvest(self, g: Any, seat: int) -> Action:
        """Pay first the card worth most face up (its priority, made once per deck: its VP and
        what it gives, food spent before food is made; and what its ability counts now), less
        when the food it makes has no room in the Silos; of the costs the rules let it pay (the
        conditions of ``harvest.payable``)."""
        farm = g.farms[seat]
        plan = self.read(g, seat)
        rows = self.rows[g.table.round]
        near = plan.near
        room = -1
        options = []
        for p in farm.locations:  # (harvest.to_harvest)
            if p.open_area or p.paid:
                continue
            row = rows[p.card]
            if not row[4]:
                continue
            v, gain = row[18], row[19]
            if row[5]:  # it counts cards: next to it, or in the farm
                n = plan.counts[row[6]] if row[5] != ADJACENT else near.get((p.x, p.y), NOTHING_NEAR)[row[6]]
                v += row[10] * n
                gain *= n
            if row[14]:
                if room < 0:
                    room = len(farm.silos) * g.silo_capacity(seat) - farm.food
                if gain > room:
                    v -= 0.8
            options.append((v, p))
        while options:
            v, p = max(options, key=FIRST) if len(options) > 1 else options[0]
            if harvest.can_pay(g, seat, p):
                return action_phase.place_action(PayHarvest, p.x, p.y)  # type: ignore[no-any-return]
            options.remove((v, p))
        return EndHarvest()

    # ------------------------------------------------------------------ Equipment
    def keep_value(self, g: Any, seat: int, a: KeepEquipment) -> float:
        tile = g.equipment_of[g.farms[seat].drawn[a.token]]
        if a.aside:
            return 1.0
        if tile.when == "game_end":
            return build.count(g, seat, g.farms[seat].grid[(a.x, a.y)], tile.effect) + 0.1
        if tile.when == "ongoing":
            farm = g.farms[seat]
            return 0.4 * tile.effect.amount * len(farm.towers if tile.effect.gives == "water" else farm.silos) + 0.3
        return 0.6 * (g.options.rounds - g.table.round) + 0.5


def round_table(location_of: tuple[Any, ...], rounds: int, prices: tuple[int, int]) -> tuple[tuple[Any, ...], ...]:
    """For every round, what a card turn reads: the cards' rows (:func:`.farm_plan.card_table`);
    whether a card's tight bound (``row[20]``, at least the value), counting the most cards a
    per-type ability could (4 next to it for a per-adjacent one), beats the market visit (a
    filter: the only cards a selection looks at); each card's looser bound so counted (a key:
    :func:`card_bounds`, which card the selection keeps from the others when none beats the
    market); the Harvests to come; what a coin is worth; the market visit (its coins, and a
    little for the card kept from the others); what a food sold brings; and the most a Water
    Tower can be worth reaching no thirsty card. Made once per deck, number of rounds and prices."""
    key = (id(location_of), rounds, prices)
    known = _ROUNDS.get(key)
    if known is None or known[0] is not location_of:
        rows, bounds = card_table(location_of, rounds), card_bounds(location_of, rounds)
        out = []
        for rnd in range(rounds):
            left = rounds - rnd
            c = COIN[left] if left < 5 else coin(left)
            market_v = prices[0] * c + 0.3
            maybe = frozenset(card for card, row in enumerate(rows[rnd])
                              if row[20] + row[16] * (4 if row[5] == ADJACENT else MOST_COUNTED) > market_v)
            out.append((rows[rnd], maybe.__contains__, bounds[rnd].__getitem__, left, c, market_v, prices[1] * c,
                        3 * WATER - 2 * c - (0.5 if left == 1 else 0.0)))
        known = _ROUNDS[key] = (location_of, tuple(out))
    return known[1]  # type: ignore[no-any-return]


_ROUNDS: dict[tuple[Any, ...], tuple[Any, Any]] = {}


#: the best of every draw (each pile holding enough), by the farm's Towers and food, the round,
#: the rounds and the hand size
BEST_DRAWS: dict[tuple[int, ...], Any] = {}
#: every draw of a hand size, when each pile holds enough (drafting.draws)
FULL_DRAWS = {size: drafting.draws(size, (size,) * len(TYPES), drafting.LEAST_PILES) for size in range(1, 9)}

__all__ = ["HeuristicBot"]
