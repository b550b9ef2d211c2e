"""Jelly Bean Farmers: the game class — setup, the flow of a year, checking and
dispatching moves, and the variant hooks. Every rule of ``jelly-bean-farmers.txt``
(Actions F.A.Q. included) lives in :mod:`.rules`, one module per section of the text;
the state's pieces are named in :mod:`.state`, what a board shows in :mod:`.view`,
the sentences in :mod:`.text`.

Sections of the rule text are cited in every event ("Harvest any successful
production", "Pay Tribute to Warlords", "Actions F.A.Q.: Steal Opponent's
Card", ...). Where the text is silent the decision is written in the
docstring of the code that applies it, numbered J1, J2, ... and collected in
``docs/jelly-bean-farmers-rulings.md``. The decks and the rulings taken when
they were designed (D1–D28, "Ruling N" of ``docs/jelly-bean-farmers-deck.md``)
come from :mod:`farmlab.jelly_bean_farmers.cards`; every card effect is read
from the deck's data columns (kind, phase, target, offense, defense, storage,
field_effect, hand_size, peek, effect), never from a card's name.

Cards are ints: action cards are numbered 0..87 in file order (one number per
physical card, ``game.acard[c]`` is its :class:`ActionCard`), climate cards
0..23. The draw deck is a list whose *end* is its top.

A year, as the game runs it::

    preparation  food stamps (J1) -> draw to hand size -> choose two cards (secret, simultaneous)
    each season  plant (secret, simultaneous; informed seats last) -> reveal climate
                 -> commit the season's card (secret, simultaneous; saved cards and Fire may join)
                 -> meta cards (Steal, Draw 2) -> face cards together -> Warlords (last)
                 -> Back Actions -> harvest -> climate destroys upgrades (D8) -> eat one -> vermin
                 summer only: pay tribute
"""

from __future__ import annotations

from pathlib import Path
from itertools import combinations
from typing import Any, ClassVar, Final

from ..core.actions import Action, Event
from ..core.errors import IllegalActionError, NotYourTurnError, OptionError
from ..core.events import Secret
from ..core.flow import May, SecretChoices, shared_stage
from ..core.game import Game, shuffle
from .._mypyc import mypyc_attr
# The actions and the options are frozen dataclasses, which a module compiled
# with mypyc (FARMLAB_COMPILE=1, see setup.py) cannot hold: they live in
# .actions and are exported from here as before.
from .actions import (  # noqa: F401  (the actions are exported from here as before)
    ACTIONS, DONE, Attack, Choose, Done, FireField, JellyBeanFarmersOptions, Keep, KeepDrawn, Plant, Play, Steal,
    UseSaved, choose_options, fire_options, plant_options, play_action, use_saved_action)
from .cards import Decks, decks  # noqa: F401  (Decks: exported as before)
from .state import (BACK_MAN_VALUE, CHOOSE, COMMIT, KEEP, META, NONE, OVER, PLANT, SPRING, STEP_NAMES, WARLORD,
                    Contract, Entry, Field, Silo, check_invariants, state_json)
from .rules import climate, meta_cards, planting, preparation, resolving, setup, tribute
from .rules.sections import DEAL, EVENTS, R_ACTIONS, R_SETUP, R_STAMPS
from .text import ASKED, STEP_KINDS, may_fire_field, may_use_saved

#: moves a seat may make while the game waits for others (saved cards, Fire's free ½ Field)
ANY_TIME: Final = (UseSaved, FireField)


#: the packaged deck files (what a sweep's deck edit starts from)
_DATA = Path(__file__).resolve().parent / "data"


#: the test of the FAQ's three Steals at once (a rare clash in play)
_THREE_STEALS: Final = ("tests/jelly_bean_farmers/test_rules_faq.py::"
                        "test_faq_steal_three_steals_all_are_discarded_and_each_draws_one_card_to_play_or_discard")


@mypyc_attr(allow_interpreted_subclasses=True)  # rule variants subclass it (compiled build)
class JellyBeanFarmers(Game):
    """A game of Jelly Bean Farmers (2–4 players, 8 years)."""

    NAME = "jelly_bean_farmers"
    TITLE = "Jelly Bean Farmers"
    TEACHES = "Weather risk: how climate cards change a harvest, in numbers"
    LESSON = "Climate math"
    DECK_FILES = {"climate_file": str(_DATA / "climate.csv"), "actions_file": str(_DATA / "actions.csv")}
    MIN_PLAYERS = 2
    MAX_PLAYERS = 4
    OPTIONS = JellyBeanFarmersOptions
    ACTIONS = ACTIONS
    SCORE_NAME = "food"
    #: every kind of event the game records (:mod:`.rules.sections`; the sentences: :mod:`.text`)
    EVENTS = EVENTS
    RARE_EVENTS = {
        "done": "tests/jelly_bean_farmers/test_rules_actions.py::test_saved_cards_can_be_used_with_no_season_card_left",
        "no_effect": "tests/jelly_bean_farmers/test_rules_actions.py::"
                     "test_face_action_a_card_with_no_effect_on_the_table_is_discarded",
        "steal_clash": _THREE_STEALS, "steal_redraw": _THREE_STEALS,
    }
    RULES: ClassVar[str] = "jelly-bean-farmers.txt"
    YEARS: ClassVar[int] = 8

    # ------------------------------------------------------------------ setup
    #: the moves, declared per action (boardgame.io style): the rule function that checks it ...
    CHECKS = {Keep: setup.check_keep, Choose: preparation.check_choose, Plant: planting.check_plant,
              Play: resolving.check_play, UseSaved: resolving.check_use_saved, Done: resolving.check_done,
              FireField: resolving.check_fire_field, Steal: meta_cards.check_steal,
              KeepDrawn: meta_cards.check_keep_drawn, Attack: tribute.check_attack}
    #: ... and the one that carries it out once checked
    MOVES = {Keep: setup.keep, Choose: preparation.choose, Plant: planting.plant, Play: resolving.play,
             UseSaved: resolving.use_saved, Done: resolving.done, FireField: resolving.fire_field,
             Steal: meta_cards.steal, KeepDrawn: meta_cards.keep_drawn, Attack: tribute.attack}

    def _setup(self) -> None:
        o: JellyBeanFarmersOptions = self.options  # type: ignore[assignment]
        for name in ("start_food", "food_stamps", "stamp_food", "stamp_points"):
            if getattr(o, name) < 0:
                raise OptionError(f"{name} cannot be negative.")
        if not 2 <= o.hand_size <= 10:
            raise OptionError("hand_size must be between 2 and 10.")
        if not 4 <= o.dealt <= 12 or o.dealt - 4 < 1:
            raise OptionError("dealt must be between 5 and 12 (4 of them build the first field and silo).")
        d = decks(o.climate_file, o.actions_file)
        self.decks = d
        self.acard = d.acard
        self.ccard = d.ccard
        n = self.n
        if len(d.ccard) != 3 * self.YEARS:
            raise OptionError(f"The climate deck must have {3 * self.YEARS} cards.")
        if n * o.dealt > len(d.acard):
            raise OptionError("The action deck is too small to deal to every player.")
        self.keep_count = o.dealt - 4
        self.base_hand = o.hand_size
        # the decks
        self.deck: list[int] = list(range(len(d.acard)))
        shuffle(self.rng, self.deck)
        self.discard: list[int] = []
        self.climate_order: list[int] = list(range(len(d.ccard)))
        shuffle(self.rng, self.climate_order)
        self.revealed = 0  # climate cards revealed so far (positions 0..revealed-1)
        # per seat
        self.hands: list[list[int]] = [[] for _ in range(n)]
        #: the cards each seat keeps of its deal (chosen in secret, at the same time)
        self.keeps = SecretChoices(range(n))
        self.food = [0] * n
        self.stamps = [0] * n
        self.out = [False] * n
        self.cashed = [False] * n          # cashed a stamp this year: hand size 2
        self.units: list[list[int]] = [[] for _ in range(n)]      # face-up unit cards
        self.back_men: list[list[int]] = [[] for _ in range(n)]   # cards turned into Armed Men
        self.saved: list[list[int]] = [[] for _ in range(n)]
        self.saved_at: list[list[int]] = [[] for _ in range(n)]   # season number it was saved in
        self.fields: list[list[Field]] = [[] for _ in range(n)]
        self.seeded: list[list[bool]] = [[] for _ in range(n)]
        self.silos: list[list[Silo]] = [[] for _ in range(n)]
        self.half_fields: list[list[int]] = [[] for _ in range(n)]
        self.half_silos: list[list[int]] = [[] for _ in range(n)]
        self.cats: list[list[int]] = [[] for _ in range(n)]
        self.rabbits: list[list[int]] = [[] for _ in range(n)]   # Rabbits on this seat's farm
        self.flex: list[list[int]] = [[] for _ in range(n)]
        self.known: list[set[int]] = [set() for _ in range(n)]  # climate positions seen early
        self.contracts: list[Contract] = []
        self.chosen: list[list[int]] = [[NONE, NONE] for _ in range(n)]
        self.choose_done = [False] * n
        #: the fields each seat seeded this season, as shown (set when its group's choices are revealed) ...
        self.plant_choice: list[tuple[int, ...] | None] = [None] * n
        #: ... and the planting group choosing now, in secret
        self.plants = SecretChoices(())
        self.plant_done = [False] * n
        self.plant_group = 0
        self.shown: list[list[list[Any]]] = [[] for _ in range(n)]  # this season's plays, as shown
        self.entries: list[list[Entry]] = [[] for _ in range(n)]
        self.committed = [True] * n
        self.fire_used = [False] * n
        self.redecide: list[tuple[int, int]] = []
        self.steal_pick: tuple[int, int] | None = None
        self.draw2: tuple[int, int, list[int]] | None = None
        self.meta_started = False
        self.year = -1
        self.season = SPRING
        self.step = KEEP
        # statistics
        self.st_harvest = [0] * n
        self.st_planted = [0] * n
        self.st_vermin = [0] * n
        self.st_tribute_in = [0] * n
        self.st_tribute_out = [0] * n
        self.st_cash_ins = [0] * n
        self.st_attacks = [0] * n
        self.st_out_year = [0] * n
        self.st_hungry = [0] * n

        deck, k = self.deck, o.dealt
        for seat in range(n):
            cards = deck[-1:-k - 1:-1]  # the top k cards, top first, as dealt one by one
            del deck[-k:]
            self.hands[seat] = cards
            self.emit((DEAL, seat, len(cards), self.keep_count, R_SETUP, Secret({"cards": list(cards)}, (seat,))))
        self.ask(list(range(n)))

    # ------------------------------------------------------------ the flow
    def _in_game(self) -> list[int]:
        out = self.out
        if True in out:
            return [s for s in range(self.n) if not out[s]]
        return list(range(self.n))  # the usual case: nobody is out

    def _season_number(self) -> int:
        return 2 * self.year + self.season

    # Who must decide is the core's Stage (self.stage; the core answers to_act() and
    # decisions()): the rules open one with ask(), and a seat that has decided leaves it
    # (stage.without(seat)). Saved cards and Fire's free ½ Field are out-of-turn options (MAY).
    MAY = (May("use_saved", may_use_saved, secret=True), May("fire_field", may_fire_field))

    def ask(self, seats: list[int]) -> None:
        """``seats`` must now decide in the current step (its kind and prompt: :data:`.text.ASKED`)."""
        step = self.step
        if step == META:
            kind = "steal" if self.steal_pick is not None else "draw_two" if self.draw2 is not None else "play_now"
        else:
            kind = STEP_KINDS[step]
        prompt, secret = ASKED[kind]
        self.stage = shared_stage(STEP_NAMES[step], seats, kind, prompt, secret)  # made once, for every game

    def _advance(self) -> None:
        """Run every automatic step until someone must decide (or the game ends)."""
        while True:
            st = self.step
            stage = self.stage
            if st == OVER or stage is not None and stage.seats:
                return
            if st == KEEP:
                setup.finish_keep(self)
                preparation.begin_year(self)
            elif st == CHOOSE:
                planting.begin_season(self, SPRING)
            elif st == PLANT:
                planting.finish_plant_group(self)
            elif st == COMMIT:
                self.step = META
                self.meta_started = False
            elif st == META:
                if meta_cards.meta_step(self):
                    return
                warlords, late = resolving.resolve_face(self)
                tribute.begin_warlords(self, warlords)
                if not self.stage.seats:  # no Warlord victim to name: the season goes straight on
                    resolving.end_actions(self, warlords, late)
            elif st == WARLORD:  # every Warlord has named its victim
                resolving.end_actions(self, resolving.face_plays(self, "last"), resolving.face_plays(self, "back"))

    # ------------------------------------------------------- variant hooks
    # Always called (never inlined in a hot path), so that a rule variant overriding one
    # in a subclass takes effect everywhere; each has a subclassing test
    # (tests/jelly_bean_farmers/test_variant_hooks.py). scores() and tiebreak() below are hooks too.
    def hand_size(self, seat: int) -> int:
        """Hand size: 3, plus each Flexible Hand's ``hand_size``; only 2 in a
        year the seat cashed in a Food Stamp (D27: "only 2", Flexible Hands or not)."""
        if self.cashed[seat]:
            return 2
        flex = self.flex[seat]
        if not flex:
            return self.base_hand
        bonus = self.decks.hand_bonus
        return self.base_hand + sum(bonus[c] for c in flex)

    def capacity(self, seat: int) -> int:
        """Food Storage: each silo (5, a Silo card's ``storage``) plus its
        extension, plus every Cats card."""
        cap = 0
        for si in self.silos[seat]:
            cap += si.base  # the silo's own storage
            if si.extension >= 0:
                cap += self.decks.storage[si.extension]
        cats = self.cats[seat]
        if cats:
            storage = self.decks.storage
            for c in cats:
                cap += storage[c]
        return cap

    def harvest_table(self, year: int, season: int) -> tuple[int, ...]:
        """Variant hook, asked once per season: the food a field yields under the
        physical climate cards ``year``/``season``, by the field's code (1 if
        seeded + 2 Fertilizer + 4 Irrigation + 8 Protective Netting + 16
        Perennial; see ``Decks.type_yields``). Default: the deck's table, which
        applies "Harvest" and the climate cards (``cards.field_yield``). A rule
        variant that changes what a field yields overrides this."""
        return self.decks.yield_table(year, season)

    def pay_tribute(self) -> None:
        """Pay Tribute to Warlords, after every summer (see :func:`.rules.tribute.pay_tribute`)."""
        tribute.pay_tribute(self)

    def offense(self, seat: int) -> int:
        """Units' offense: Armed Men (cards and Back Actions), Mercenaries,
        Berzerkers (Offense/Defense). A Warlord adds +1 only to its own attack."""
        total = BACK_MAN_VALUE * len(self.back_men[seat])
        units = self.units[seat]
        if units:
            off = self.decks.off
            for c in units:
                total += off[c]
        return total

    def defense(self, seat: int) -> int:
        """Units' defense; a Walls card doubles Back-Action Armed Men only
        (FAQ: Dogs, Mercenary, and Walls). D16: Walls do not stack."""
        men = BACK_MAN_VALUE * len(self.back_men[seat])
        units = self.units[seat]
        if not units:
            return men
        d = self.decks
        dfn, is_walls = d.dfn, d.walls
        total = men
        walls = False
        for c in units:
            total += dfn[c]
            if is_walls[c]:
                walls = True
        return total + men if walls else total

    # ------------------------------------------------------ derived values
    def protected(self, seat: int) -> int:
        return min(self.food[seat], self.capacity(seat))

    def unprotected(self, seat: int) -> int:
        return max(0, self.food[seat] - self.capacity(seat))

    def upgrades(self, seat: int) -> int:
        """Field and Silo Upgrades (the fourth tie-breaker)."""
        count = 0
        for f in self.fields[seat]:
            count += len(f.upgrade_cards())
        for si in self.silos[seat]:
            if si.extension >= 0:
                count += 1
        return count

    # ---------------------------------- reading the rules (for bots and boards)
    def climate_positions(self, season: int | None = None) -> tuple[int, ...]:
        """Positions of the climate cards revealed at this season's Reveal step.

        Public API for bots and boards; the rule: :func:`.rules.climate.climate_positions`."""
        return climate.climate_positions(self, season)

    def year_card(self) -> int:
        return climate.year_card(self)

    def season_card(self) -> int:
        return climate.season_card(self)

    def fire_in_force(self) -> bool:
        """Fire (a ``fire`` climate card) is the year card or this season's card.

        Public API for bots and boards; the rule: :func:`.rules.climate.fire_in_force`."""
        return climate.fire_in_force(self)

    def informed(self, seat: int) -> bool:
        """Does ``seat`` know every climate card this season will reveal (Almanac/Geezer)?

        Public API for bots and boards; the rule: :func:`.rules.planting.informed`."""
        return planting.informed(self, seat)

    def seeded_now(self, seat: int) -> bool:
        return planting.seeded_now(self, seat)

    def usable_saved(self, seat: int) -> list[int]:
        """Indices of saved cards that may come into play now.

        Public API for bots and boards; the rule: :func:`.rules.resolving.usable_saved`."""
        return resolving.usable_saved(self, seat)

    def has_usable_saved(self, seat: int) -> bool:
        """Is any saved card of ``seat`` usable now (see :meth:`usable_saved`)?

        Public API for bots and boards; the rule: :func:`.rules.resolving.has_usable_saved`."""
        return resolving.has_usable_saved(self, seat)

    def current_card(self, seat: int) -> int:
        """The seat's current action card (its season card, as played now), or -1.

        Public API for bots and boards; the rule: :func:`.rules.meta_cards.current_card`."""
        return meta_cards.current_card(self, seat)

    def steal_victims(self, seat: int) -> list[int]:
        return meta_cards.steal_victims(self, seat)

    def unit_keys(self, seat: int) -> list[str]:
        """Kinds of unit an Assassin may eliminate on ``seat``'s farm (D18).

        Public API for bots and boards; the rule: :func:`.rules.resolving.unit_keys`."""
        return resolving.unit_keys(self, seat)

    def attackable(self, seat: int, exclude: tuple[int, ...] = ()) -> list[int]:
        """Opponents ``seat`` may attack: in the game, and not already under a Tribute Contract with it.

        Public API for bots and boards; the rule: :func:`.rules.tribute.attackable`."""
        return tribute.attackable(self, seat, exclude)

    def warlord_entries(self, seat: int) -> list[Entry]:
        return tribute.warlord_entries(self, seat)

    # -------------------------------------------------- hidden information
    def shuffle_unseen(self, seat: int, rng: Any) -> None:
        """Deal anew every card ``seat`` cannot see (see :func:`.view.shuffle_unseen`)."""
        _view_module.shuffle_unseen(self, seat, rng)

    # ------------------------------------------------------- legal actions
    def legal_actions(self, seat: int) -> list[Action]:
        out: list[Action] = []
        if self.over or not 0 <= seat < self.n or self.out[seat]:
            return out
        st = self.step
        stage = self.stage
        if stage is not None and seat in stage.seats:
            if st == PLANT:
                out.extend(plant_options(len(self.fields[seat]), self.food[seat]))
            elif st == COMMIT:
                es = self.entries[seat]
                if es and not es[0].saved:
                    out.extend(play_action(o) for o in self.play_options(seat, es[0].card, False))
                else:
                    out.append(DONE)
            elif st == CHOOSE:
                out.extend(choose_options(len(self.hands[seat])))
            elif st == KEEP:
                out.extend(Keep(c) for c in combinations(range(len(self.hands[seat])), self.keep_count))
            elif st == META:
                if self.steal_pick is not None:
                    out.extend(Steal(v) for v in self.steal_victims(seat))
                    out.append(Steal(seat))
                elif self.draw2 is not None:
                    out.extend((KeepDrawn(0), KeepDrawn(1)))
                else:
                    e = self.entries[seat][self.redecide[-1][1]]
                    out.extend(play_action(o) for o in self.play_options(seat, e.card, False))
            elif st == WARLORD:
                chosen = tuple(e.target for e in self.warlord_entries(seat) if e.done and e.target >= 0)
                out.extend(Attack(t) for t in self.attackable(seat, chosen))
                out.append(Attack(-1))
        if st == COMMIT and not self.committed[seat] and self.saved_at[seat]:
            for i in self.usable_saved(seat):
                c = self.saved[seat][i]
                out.extend(use_saved_action(i, o) for o in self.play_options(seat, c, True))
        if (st == COMMIT or st == META or st == WARLORD) and not self.fire_used[seat] and self.hands[seat] \
                and self.fire_in_force():
            out.extend(fire_options(len(self.hands[seat])))
        return out

    def play_options(self, seat: int, card: int, saved: bool) -> list[tuple[str, int, int, str]]:
        """Every legal (how, target, where, unit) for playing ``card`` now.

        Public API for bots and boards; the rule: :func:`.rules.resolving.play_options`."""
        return resolving.play_options(self, seat, card, saved)

    def face_problem(self, seat: int, card: int, target: int, where: int, unit: str) -> tuple[str, str] | None:
        """Why ``card`` cannot be played face up with these choices (None: it can).

        Public API for bots and boards; the rule: :func:`.rules.resolving.face_problem`."""
        return resolving.face_problem(self, seat, card, target, where, unit)

    # ------------------------------------------------------- checking, doing
    def _check(self, seat: int, action: Action) -> None:
        """Who may move now, then the move's own check (:attr:`CHECKS`, in the rule modules)."""
        who = self.names[seat]
        if self.out[seat]:
            raise NotYourTurnError(f"{who} is out of the game.", rule=R_STAMPS)
        t = type(action)
        waiting_for = self.to_act()
        if t not in ANY_TIME and seat not in waiting_for:
            if waiting_for:
                waiting = " and ".join(self.names[s] for s in waiting_for)
                raise NotYourTurnError(f"It is not {who}'s turn to decide: waiting for {waiting}.", rule=R_ACTIONS)
            raise NotYourTurnError(f"{who} has nothing to decide now.", rule=R_ACTIONS)
        check = self.CHECKS.get(t)
        if check is None:  # pragma: no cover - the core refuses actions of other games first
            raise IllegalActionError(f"{action!r} is not a move of Jelly Bean Farmers.")
        check(self, seat, action)

    def _do(self, seat: int, action: Action) -> None:
        """The move (:attr:`MOVES`, in the rule modules), then the game runs on until someone must decide."""
        self.MOVES[type(action)](self, seat, action)
        stage = self.stage
        if stage is None or not stage.seats:  # the step's decisions are all in: the game runs on
            self._advance()

    # ------------------------------------------------------------- reading
    def scores(self) -> list[int]:
        """Scoring: food plus 4 for each unused Food Stamps token."""
        pts = self.options.stamp_points  # type: ignore[attr-defined]
        return [0 if self.out[s] else self.food[s] + pts * self.stamps[s] for s in range(self.n)]

    def tiebreak(self) -> list[Any]:
        """Tie-breaker: more Food Stamps, then more Fields, then higher
        Defense, then more Field and Silo Upgrades; then a shared win.

        Ruling J24: "Fields" counts whole fields (a loose ½ Field is not one);
        "Defense" is the defense total of Offense/Defense; "Field and Silo
        Upgrades" counts upgrade cards on fields plus Silo Extensions (a Silo
        is storage, not an upgrade).
        """
        return [(self.stamps[s], len(self.fields[s]), self.defense(s), self.upgrades(s)) for s in range(self.n)]

    def stats(self) -> dict[str, list[Any]]:
        n = range(self.n)
        return {
            "food": list(self.food), "stamps_left": list(self.stamps), "fields": [len(self.fields[s]) for s in n],
            "silos": [len(self.silos[s]) for s in n], "capacity": [self.capacity(s) for s in n],
            "offense": [self.offense(s) for s in n], "defense": [self.defense(s) for s in n],
            "upgrades": [self.upgrades(s) for s in n], "harvested": list(self.st_harvest),
            "seeds_planted": list(self.st_planted), "vermin_lost": list(self.st_vermin),
            "tribute_received": list(self.st_tribute_in), "tribute_paid": list(self.st_tribute_out),
            "cash_ins": list(self.st_cash_ins), "attacks": list(self.st_attacks), "hungry": list(self.st_hungry),
            "out": list(self.out), "out_year": list(self.st_out_year),
        }

    def check_invariants(self) -> None:
        """Every card in one place, food never negative, the storage split right ...
        (see :func:`.state.check_invariants`)."""
        check_invariants(self)

    def _state(self) -> dict[str, Any]:
        return state_json(self)

    # --------------------------------------------------------------- views
    def card_json(self, c: int) -> dict[str, Any]:
        a = self.acard[c]
        return {"id": a.id, "name": a.name, "kind": a.kind, "text": a.text}

    def climate_json(self, c: int) -> dict[str, Any] | None:
        if c < 0:
            return None
        k = self.ccard[c]
        return {"id": k.id, "name": k.name, "drought": k.drought, "pests": k.pests, "weather": k.weather,
                "cancels": k.cancels, "destroys": sorted(k.destroys), "fire": k.fire, "text": k.text}

    def _view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may see (see :mod:`.view`)."""
        return _view_module.view(self, seat)

    # ------------------------------------------------------------ explaining
    def text_fields(self, event: Event, viewer: int | None) -> dict[str, Any]:
        """What a sentence template may name (see :func:`.text.text_fields`)."""
        return _text.text_fields(self, event, viewer)

    def describe_action(self, action: Action, seat: int | None = None) -> str:
        """A button label for ``action`` (see :func:`.text.describe_action`)."""
        return _text.describe_action(self, action, seat)

    def text(self, viewer: int | None = None) -> str:
        """A plain-text picture of the table as ``viewer`` sees it (see :mod:`.view`)."""
        return _view_module.text(self, viewer)

    # ------------------------------------------------------------ sampling
    def random_action(self, seat: int, rng: Any) -> Action:
        """A uniformly random legal action, with the may-actions (saved cards,
        Fire) drawn less often so that random games still move on."""
        acts = self.legal_actions(seat)
        if len(acts) > 1 and seat in self.to_act():
            last = type(acts[-1])
            if last is UseSaved or last is FireField:  # legal_actions lists the may-actions last
                main = 0
                for a in acts:
                    t = type(a)
                    if t is UseSaved or t is FireField:
                        break
                    main += 1
                if main and rng.random() < 0.7:
                    return rng.choice(acts[:main])
        return rng.choice(acts)


# The sentences and the view (both read the game class only for typing).
from . import text as _text  # noqa: E402
from . import view as _view_module  # noqa: E402

JellyBeanFarmers.TEXT = _text.TEXT
JellyBeanFarmers.GUIDE = _text.GUIDE
