"""Fields of Green: the game class — setup, the flow of a round, checking and dispatching moves,
the variant hooks. The rules live in :mod:`.rules`, one module per section of the rule text; the
named state in :mod:`.state`; what a board shows in :mod:`.view`; the sentences in :mod:`.text`.
Rulings G1, G2 ... are in the docstrings where they apply and in ``docs/fields-of-green-rulings.md``.

A round, as the game runs it::

    Upkeep:   the marker turned; income (from round 2): everyone with a choice places his new
              Water at once (G5); each player in turn draws 6 cards
    Action:   6 turns: everyone selects a card at once, in secret -> revealed, hands passed
              -> each player's action in the Timing order (Water to pay with a choice: which
              Towers pay, G10; new Water with a choice: where it goes; an Equipment drawn: keep one)
              (2 players: in turns from the face-up cards, 2 more shown after each pair)
    Harvest:  player by player, Harvest costs paid in the order each chooses; the rest become
              Open Areas; the First Player marker goes left. After round 4: the score.
"""

from __future__ import annotations

from typing import Any, ClassVar, Sequence

from ..core.actions import Action
from ..core.errors import IllegalActionError, NotYourTurnError, OptionError
from ..core.flow import SecretChoices, shared_stage
from ..core.game import Game
from .actions import (ACTIONS, BuildLocation, BuildSilo, BuildTower, DrawCards, EndHarvest, FieldsOfGreenOptions,
                      GoToMarket, KeepEquipment, PayHarvest, PayWater, PickCard, PlaceWater)
from .cards import EQUIPMENT, LOCATIONS, STRUCTURES, TYPES, Equipment, Location
from .rules import (action_phase, build, drafting, equipment, game_end, harvest, market, setup, timing, two_player,
                    upkeep)
from .rules.sections import (CHOSE, EVENTS, R_ACTION, R_BUILD, R_EQUIPMENT, R_HARVEST,
                             R_UPKEEP, WATER_ASKED)
from .state import ACT, DRAW, EQUIP, HARVEST, OVER, PAY, PICK, WATER, Farm, Place, Table
from .text import GUIDE, TEXT, describe

PROMPTS = {DRAW: "choose how many cards to draw from each pile", PICK: "select a card",
           ACT: "choose an action for your card", EQUIP: "keep one of the Equipment you drew",
           HARVEST: "pay a Harvest cost, or end your Harvest",
           WATER: "choose which Water Towers get your new water", PAY: "choose which Water Towers pay the water"}


def prompt(g: FieldsOfGreen, seat: int) -> str:
    """What ``seat`` is asked now (made only when read)."""
    return f"{g.names[seat]}: {PROMPTS[g.stage.name]}."


def deck(locations: tuple[Location, ...], equipment: tuple[Equipment, ...]) -> tuple[
        tuple[Location, ...], tuple[Equipment, ...], dict[str, tuple[int, ...]]]:
    """Every copy of the cards (a card is its number here), every Equipment tile, and the cards of
    each main pile: made once per deck."""
    key = (id(locations), id(equipment))
    out = _DECKS.get(key)
    # a cache (made anew, it is the same); an id may be reused by new tuples once the old ones are
    # gone, so the cards kept with the key must be these
    if out is None or out[0] is not locations or out[1] is not equipment:
        location_of = tuple(c for c in locations for _ in range(c.count))
        equipment_of = tuple(e for e in equipment for _ in range(e.count))
        piles = {kind: tuple(i for i, c in enumerate(location_of) if c.type == kind) for kind in TYPES}
        out = _DECKS[key] = (locations, equipment, (location_of, equipment_of, piles))
    return out[2]


_DECKS: dict[tuple[int, int], tuple[Any, Any, Any]] = {}


class FieldsOfGreen(Game):
    NAME = "fields_of_green"
    TITLE = "Fields of Green"
    TEACHES = "Planning water and food on a growing farm, and reading a card draft"
    LESSON = "Water and the draft"
    MIN_PLAYERS = 2
    MAX_PLAYERS = 4
    OPTIONS = FieldsOfGreenOptions
    ACTIONS = ACTIONS
    TEXT = TEXT
    GUIDE = GUIDE
    SCORE_NAME = "victory points"
    DECK_FILES: ClassVar[dict[str, str]] = {}
    EVENTS = EVENTS
    RARE_EVENTS = {"pile_closed": "tests/fields_of_green/test_setup_upkeep.py::"
                                  "test_upkeep_a_pile_that_runs_out_is_closed_for_the_rest_of_the_game"}

    # ------------------------------------------------------------------ setup
    def _setup(self) -> None:
        o: FieldsOfGreenOptions = self.options  # type: ignore[assignment]
        if not 1 <= o.rounds <= 4:
            raise OptionError("rounds must be between 1 and 4 (the piles last 4 rounds).")
        if not -1 <= o.first_player < self.n:
            raise OptionError(f"first_player must be a seat from 0 to {self.n - 1}, or -1 to draw one at random.")
        self.location_of, self.equipment_of, pile_cards = deck(LOCATIONS, EQUIPMENT)
        piles = {kind: list(cards) for kind, cards in pile_cards.items()}
        self.farms: list[Farm] = [Farm() for _ in range(self.n)]
        self.table = Table(piles, STRUCTURES["tower"].count, STRUCTURES["silo"].count,
                           list(range(len(self.equipment_of))))
        self.choices = NO_CHOICES
        setup.set_up(self)
        self._start_round()

    # ------------------------------------------------------------------ the flow
    def _ask(self, step: str, seats: list[int], secret: bool = False) -> None:
        self.table.step = step
        self.stage = shared_stage(step, seats, step, prompt, secret=secret)  # made once, for every game

    def _ask_one(self, step: str, seat: int) -> None:
        """_ask one seat (most steps): its stage read from the shared stages by step and seat."""
        self.table.step = step
        self.stage = ONE_SEAT[step][seat]

    def _start_round(self) -> None:
        """Upkeep: the players with a choice place their new Water, all at once (G5); then the draw."""
        t = self.table
        t.phase = DRAW
        upkeep.upkeep(self)
        placing = [s for s, farm in enumerate(self.farms) if farm.water_due]
        if placing:
            self._ask(WATER, placing)
        else:
            self._start_draw()

    def _start_draw(self) -> None:
        """The draw in turn order (at once with the suggested combinations)."""
        t = self.table
        t.queue = timing.order(self)
        if self.options.suggested_draws:  # type: ignore[attr-defined]
            while t.queue:
                self._draw(t.queue.pop(0), drafting.suggested(self))
            self._drafted()
        else:
            self._ask_one(DRAW, t.queue[0])

    def _draw(self, seat: int, a: DrawCards) -> None:
        cards = drafting.draw(self, seat, a)
        if self.n == 2:
            two_player.set_aside(self, cards)
        else:
            self.farms[seat].hand = cards

    def _drafted(self) -> None:
        t = self.table
        t.turn = 0
        t.phase = ACT
        if self.n == 2:
            two_player.lay_out(self)
        self._start_turn()

    def _start_turn(self) -> None:
        t = self.table
        t.queue = timing.order(self)
        if self.n == 2:
            self._ask_one(PICK, t.queue[0])
        else:
            choices = self.choices = SecretChoices.__new__(SecretChoices)  # (SecretChoices(EVERYONE[n]) without
            choices.seats = EVERYONE[self.n]  # its __init__'s call, once a turn)
            choices.chosen = {}
            self.table.step = PICK
            self.stage = EVERYONE_PICKS[self.n]

    def _next_act(self) -> None:
        """The next player in the Timing order carries out his action (G4)."""
        t = self.table
        if t.queue:
            self._ask_one(ACT, t.queue[0])
        else:
            self._turn_done()

    def _acted(self) -> None:
        """A player's action (and Equipment) is done: the next player, or the turn's end."""
        t = self.table
        t.queue.pop(0)
        if self.n != 2:
            self._next_act()
        elif t.queue:
            self._ask_one(PICK, t.queue[0])
        else:
            two_player.after_both_acted(self)
            self._turn_done()

    def _turn_done(self) -> None:
        t = self.table
        t.turn += 1
        if t.turn < self.hand_size():  # as many turns as cards in a hand (the text: 6)
            self._start_turn()
        else:
            t.phase = HARVEST
            t.queue = timing.order(self)
            self._next_harvest()

    def _next_harvest(self) -> None:
        """The next player who can pay a Harvest cost is asked; the others' Harvests close."""
        t = self.table
        while t.queue:
            seat = t.queue[0]
            if harvest.can_pay_any(self, seat):
                self._ask_one(HARVEST, seat)
                return
            harvest.close(self, seat)
            t.queue.pop(0)
        harvest.finish(self)
        if t.round + 1 >= self.options.rounds:  # type: ignore[attr-defined]
            t.step = t.phase = OVER
            self.stage = None  # (every reader asks whether the game is over first: nobody is asked)
            self.trace.append(tuple(game_end.finish(self)))  # (record_round, with the scores just worked out)
            return
        self.record_round()
        t.round += 1
        self._start_round()

    def _follow_up(self, seat: int) -> None:
        """What a player's move left him to decide, before the game goes on: where new Water goes
        (G5), then which Equipment to keep."""
        farm = self.farms[seat]
        if farm.water_due:
            self._ask_one(WATER, seat)
        elif farm.drawn:
            self._ask_one(EQUIP, seat)
        elif self.table.phase == HARVEST:
            self._next_harvest()
        else:
            self._acted()

    def _ask_payment(self, seat: int, x: int, y: int, water: int, equipment: int = -1,
                     towers: Sequence[Place] | None = None) -> bool:
        """A Water cost at (x, y) with more than one way to pay it: the payer is asked which Towers
        pay (G10) and the move waits for the answer; False when there is one way only. ``towers``:
        the Water Towers within reach of (x, y), when the caller has them."""
        if not water or build.one_way_to_pay(self, seat, (x, y), water, towers):
            return False
        farm = self.farms[seat]
        farm.paying = (x, y, water, equipment)
        at_harvest = self.table.phase == HARVEST
        card = farm.grid[(x, y)].card if at_harvest else farm.selected
        self.emit((WATER_ASKED, seat, card, x, y, water, at_harvest))
        self._ask_one(PAY, seat)
        return True

    # ------------------------------------------------------------------ moves
    def legal_actions(self, seat: int) -> list[Action]:
        if self.over or self.stage is None or seat not in self.stage.seats:
            return []
        step = self.table.step
        if step == DRAW:
            return list(drafting.combinations(self))
        if step == PICK:
            return list(two_player.picks(self, seat) if self.n == 2 else action_phase.picks(self, seat))
        if step == ACT:
            return list(action_phase.actions(self, seat))
        if step == EQUIP:
            return list(equipment.choices(self, seat))
        if step == WATER:
            return list(upkeep.water_ways(self, seat))
        if step == PAY:
            x, y, water, _ = self.farms[seat].paying
            return list(build.pay_ways(self, seat, (x, y), water))
        return [*harvest.payable(self, seat), EndHarvest()]

    def random_action(self, seat: int, rng: Any) -> Action:
        """A random legal action; in the Action phase the kind of action is drawn first (building
        a Location, a Tower, a Silo, the market), then one of that kind, so that the many places a
        Tower could go do not drown the rest (only the kind drawn is listed)."""
        step = self.table.step
        if not self.over and self.stage is not None and seat in self.stage.seats:
            if step == ACT:
                return rng.choice(action_phase.actions_of_kind(self, seat, rng.choice(action_phase.kinds(self, seat))))
            if step == PICK and self.n != 2:  # (legal_actions' list, without its calls)
                return rng.choice(action_phase.picks(self, seat))
        return rng.choice(self.legal_actions(seat))

    def _check(self, seat: int, action: Action) -> None:
        who = self.names[seat]
        if self.stage is None or seat not in self.stage.seats:
            if self.stage is not None and self.table.step == PICK and seat in self.choices.chosen:
                raise NotYourTurnError(f"{who} has already chosen; wait for the others.", rule=R_ACTION)
            phase = self.table.phase  # the phase the game is in (the Upkeep's draw is not the Action Phase)
            rule = R_UPKEEP if phase == DRAW else R_HARVEST if phase == HARVEST else R_ACTION
            raise NotYourTurnError(f"{who} has nothing to decide now.", rule=rule)
        step = self.table.step
        if step == DRAW:
            if not isinstance(action, DrawCards):
                raise IllegalActionError("Now choose how many cards to draw from each pile.", rule=R_UPKEEP)
            drafting.check_draw(self, action)
        elif step == PICK:
            if not isinstance(action, PickCard):
                raise IllegalActionError("First select a card.", rule=R_ACTION)
            (two_player.check_pick if self.n == 2 else action_phase.check_pick)(self, seat, action)
        elif step == ACT:
            action_phase.check_action(self, seat, action)
        elif step == EQUIP:
            if not isinstance(action, KeepEquipment):
                raise IllegalActionError("Choose which Equipment to keep, and where.", rule=R_EQUIPMENT)
            equipment.check_keep(self, seat, action)
        elif step == WATER:
            if not isinstance(action, PlaceWater):
                raise IllegalActionError("First choose which Water Towers get your new water.", rule=R_UPKEEP)
            upkeep.check_place(self, seat, action)
        elif step == PAY:
            if not isinstance(action, PayWater):
                raise IllegalActionError("First choose which Water Towers pay the water.", rule=R_BUILD)
            x, y, water, _ = self.farms[seat].paying
            build.check_pay_water(self, seat, (x, y), water, action)
        elif isinstance(action, PayHarvest):
            harvest.check_pay(self, seat, action)
        elif not isinstance(action, EndHarvest):  # (ending the Harvest is always allowed: he may not want to pay)
            raise IllegalActionError("Now pay a Harvest cost, or end your Harvest.", rule=R_HARVEST)

    # Each checked action's move (see Game.MOVES: the core calls the move of the action's class;
    # the check has made sure the action belongs to the step asked).
    def _drew(self, seat: int, action: DrawCards) -> None:
        self.table.queue.pop(0)
        self._draw(seat, action)
        if self.table.queue:
            self._ask_one(DRAW, self.table.queue[0])
        else:
            self._drafted()

    def _picked(self, seat: int, action: PickCard) -> None:
        if self.n == 2:
            two_player.take(self, seat, action)
            self._ask_one(ACT, seat)
            return
        chosen = self.choices.chosen
        chosen[seat] = action.card  # (the stage asks each seat once: see _check and play)
        stage = self.stage
        assert stage is not None
        self.stage = stage.after.get(seat) or stage.without(seat)  # (a shared stage: see _start_turn)
        self.emit((CHOSE, seat))
        if len(chosen) == self.n:  # everyone has selected: revealed together, in seat order (G19)
            action_phase.reveal(self, sorted(chosen.items()))
            self.choices = NO_CHOICES
            self._next_act()  # in the order of the queue the turn began with (G4)

    def _built_location(self, seat: int, action: BuildLocation) -> None:
        water = self.location_of[self.farms[seat].selected].water
        if water and self._ask_payment(seat, action.x, action.y, water, action.equipment):
            return
        action_phase.act(self, seat, action)
        self._follow_up(seat)

    def _acted_with_card(self, seat: int, action: BuildTower | BuildSilo) -> None:
        action_phase.act(self, seat, action)
        self._follow_up(seat)

    def _went_to_market(self, seat: int, action: GoToMarket) -> None:
        """Go to Market (most actions): the card discarded, the coins gained; nothing follows it (no
        Water to place, no Equipment drawn), so the next player is asked (see act, _follow_up)."""
        farm = self.farms[seat]
        card = farm.selected
        farm.selected = -1
        market.go_to_market(self, seat, card, action.food)
        queue = self.table.queue
        if self.n != 2 and len(queue) > 1:  # (_acted and _next_act written out for the most common action;
            queue.pop(0)                     # the step is ACT already: a market trip asks nothing more)
            self.stage = ONE_SEAT[ACT][queue[0]]
        else:
            self._acted()

    def _kept(self, seat: int, action: KeepEquipment) -> None:
        equipment.keep(self, seat, action)
        self._follow_up(seat)

    def _placed_water(self, seat: int, action: PlaceWater) -> None:
        upkeep.place_water(self, seat, action)
        if self.table.phase != DRAW:
            self._follow_up(seat)
            return
        assert self.stage is not None
        self.stage = self.stage.without(seat)  # the Upkeep: the others place theirs at the same time
        if not self.stage.seats:
            self._start_draw()

    def _paid_water(self, seat: int, action: PayWater) -> None:
        farm = self.farms[seat]
        x, y, _, equip = farm.paying
        farm.paying = ()
        if self.table.phase == HARVEST:
            harvest.pay(self, seat, PayHarvest(x, y), action)
        else:
            action_phase.act(self, seat, BuildLocation(x, y, equip), action)
        self._follow_up(seat)

    def _harvested(self, seat: int, action: PayHarvest) -> None:
        due = harvest.dues(self, seat)[(action.x, action.y)]  # (its cost and Towers in reach)
        if due[2] and self._ask_payment(seat, action.x, action.y, due[2], -1, due[4]):
            return
        harvest.pay(self, seat, action, None, due)
        self._follow_up(seat)

    def _ended_harvest(self, seat: int, action: EndHarvest) -> None:
        harvest.close(self, seat)
        self.table.queue.pop(0)  # (_next_harvest would pass over him too: he has nothing left to pay)
        self._next_harvest()

    MOVES: ClassVar[dict[type, Any]] = {
        DrawCards: _drew, PickCard: _picked, BuildLocation: _built_location, BuildTower: _acted_with_card,
        BuildSilo: _acted_with_card, GoToMarket: _went_to_market, KeepEquipment: _kept, PlaceWater: _placed_water,
        PayWater: _paid_water, PayHarvest: _harvested, EndHarvest: _ended_harvest}

    # ------------------------------------------------------------------ variant hooks
    def hand_size(self) -> int:
        """Cards drawn each Upkeep, and turns in the Action phase (the text: 6)."""
        return 6

    def income(self) -> tuple[int, int, int]:
        """Food, Water and Coins each player gets in the Upkeep from the 2nd round (the text: 1, 2, 3)."""
        return (1, 2, 3)

    def silo_capacity(self, seat: int) -> int:
        """The Food one Silo of ``seat`` stores (the text: normally 4; Granaries add)."""
        return STRUCTURES["silo"].capacity + self.farms[seat].silo_bonus

    def tower_capacity(self, seat: int) -> int:
        """The Water one Water Tower of ``seat`` stores (the text: normally 3; Irrigation Canals add)."""
        return STRUCTURES["tower"].capacity + self.farms[seat].tower_bonus

    def water_reach(self) -> int:
        """How far a Water Tower's water goes (the text: within 2)."""
        return 2

    def market_prices(self) -> tuple[int, int]:
        """Coins for going to market, and per food sold (the text: 2 and 2)."""
        return (market.BASE, market.PER_FOOD)

    # ------------------------------------------------------------------ reading
    def scores(self) -> list[int]:
        return [game_end.breakdown(self, s)["total"] for s in range(self.n)]

    def stats(self) -> dict[str, list[Any]]:
        f = self.farms
        return {"locations": [len(x.locations) for x in f], "towers": [len(x.towers) for x in f],
                "silos": [len(x.silos) for x in f], "open_areas": [x.open_areas for x in f],
                "markets": [x.markets for x in f], "food_lost": [x.food_lost for x in f],
                "water_lost": [x.water_lost for x in f], "coins_at_end": [x.coins for x in f]}

    def _state(self) -> dict[str, Any]:
        t = self.table
        return {"farms": [{"grid": [p.to_json() for p in f.grid.values()], "coins": f.coins, "vp_tokens": f.vp_tokens,
                           "hand": list(f.hand), "selected": f.selected, "aside": list(f.aside),
                           "drawn": list(f.drawn), "drew": list(f.drew), "silo_bonus": f.silo_bonus,
                           "tower_bonus": f.tower_bonus, "water_due": f.water_due, "paying": list(f.paying)}
                          for f in self.farms],
                "piles": {k: list(v) for k, v in t.piles.items()}, "towers_left": t.towers_left,
                "silos_left": t.silos_left, "equipment": list(t.equipment), "discard": list(t.discard),
                "closed": list(t.closed), "round": t.round, "turn": t.turn, "first": t.first,
                "direction": t.direction, "step": t.step, "phase": t.phase, "queue": list(t.queue),
                "pile": list(t.pile), "face_up": list(t.face_up),
                "choices": self.choices.to_json() if self.choices.seats else None,
                "waiting": list(self.stage.seats) if self.stage is not None else []}

    def copy(self) -> "FieldsOfGreen":
        g: FieldsOfGreen = self._copy_lists()  # type: ignore[assignment]
        g.farms = [f.copy() for f in self.farms]
        g.table = self.table.copy()
        g.choices = self.choices.copy()
        return g

    def check_invariants(self) -> None:
        """Every card and token in one place; no negative stock; storage limits held."""
        t = self.table
        places = [c for pile in t.piles.values() for c in pile] + t.discard + t.pile + t.face_up
        tokens = list(t.equipment)
        towers, silos = t.towers_left, t.silos_left
        for s, f in enumerate(self.farms):
            places += f.hand
            if f.selected >= 0:
                places.append(f.selected)
            tokens += f.aside + f.drawn
            assert f.coins >= 0 and f.vp_tokens >= 0 and f.water_due >= 0
            assert not f.water_due or t.step == WATER, "new Water waits only while it is being placed"
            assert not f.paying or t.step == PAY, "a Water cost waits only while it is being paid"
            for p in f.grid.values():
                if p.card >= 0:
                    places.append(p.card)
                if p.equipment >= 0:
                    tokens.append(p.equipment)
                assert 0 <= p.water <= self.tower_capacity(s), "a Water Tower holds too much or negative water"
                assert 0 <= p.food <= self.silo_capacity(s), "a Silo holds too much or negative food"
            towers += len(f.towers)
            silos += len(f.silos)
        assert sorted(places) == list(range(len(self.location_of))), "a Location card is lost or doubled"
        assert sorted(tokens) == list(range(len(self.equipment_of))), "an Equipment tile is lost or doubled"
        assert towers == STRUCTURES["tower"].count and silos == STRUCTURES["silo"].count
        assert self.over == (t.step == OVER)

    def shuffle_unseen(self, seat: int, rng: Any) -> None:
        """Deal anew what ``seat`` cannot see: each pile's order, the other hands, the others' secret
        selections, the 2-player face-down pile, the Equipment stack and what others drew."""
        t = self.table
        for pile in t.piles.values():
            rng.shuffle(pile)
        rng.shuffle(t.pile)
        slots: list[tuple[list[int], int]] = []
        for s, f in enumerate(self.farms):
            if s != seat:
                slots += [(f.hand, i) for i in range(len(f.hand))]
        cards = [lst[i] for lst, i in slots]
        rng.shuffle(cards)
        for (lst, i), c in zip(slots, cards):
            lst[i] = c
        token_slots: list[tuple[list[int], int]] = [(t.equipment, i) for i in range(len(t.equipment))]
        for s, f in enumerate(self.farms):
            if s != seat:
                token_slots += [(f.drawn, i) for i in range(len(f.drawn))]
        tokens = [lst[i] for lst, i in token_slots]
        rng.shuffle(tokens)
        for (lst, i), c in zip(token_slots, tokens):
            lst[i] = c

    def _view(self, seat: int | None) -> dict[str, Any]:
        from .view import view

        return view(self, seat)

    def describe_action(self, action: Action, seat: int | None = None) -> str:
        s = seat if seat is not None else (self.stage.seats[0] if self.stage and self.stage.seats else 0)
        return describe(self, action, s)


#: the stage of each step asking one seat, by step and seat (shared stages: made once for every game)
ONE_SEAT = {step: tuple(shared_stage(step, (seat,), step, prompt) for seat in range(FieldsOfGreen.MAX_PLAYERS))
            for step in PROMPTS}

#: no secret selection under way (shared: nobody can choose in it, so it stays empty)
NO_CHOICES = SecretChoices(())

#: every seat, by the number of players; and the secret selection asking them all (made once)
EVERYONE = {n: tuple(range(n)) for n in range(FieldsOfGreen.MIN_PLAYERS, FieldsOfGreen.MAX_PLAYERS + 1)}
EVERYONE_PICKS = {n: shared_stage(PICK, seats, PICK, prompt, secret=True) for n, seats in EVERYONE.items()}
