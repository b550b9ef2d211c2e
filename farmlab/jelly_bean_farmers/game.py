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

import os
from pathlib import Path
from itertools import combinations, permutations
from typing import Any, ClassVar, Final

from ..core.actions import Action
from ..core.errors import IllegalActionError, NotYourTurnError, OptionError
from ..core.flow import May, SecretChoices, Stage
from ..core.game import Game, shuffle
from .._mypyc import mypyc_attr
# The actions and the options are frozen dataclasses, which a module compiled
# with mypyc (FARMLAB_COMPILE=1, see setup.py) cannot hold: they live in
# .actions and are exported from here as before.
from .actions import (ACTIONS, Attack, Choose, Done, FireField, JellyBeanFarmersOptions, Keep, KeepDrawn, Plant,
                      Play, Steal, UseSaved)
from .cards import ActionCard, ClimateCard, field_yield, load_actions, load_climate
from .state import (BACK_MAN_VALUE, CHOOSE, COMMIT, KEEP, META, NONE, OVER, PLANT, SPRING, STEP_NAMES, UPGRADES, WARLORD,
                    Contract, Entry, Field, Silo)
from .rules import climate, meta_cards, planting, preparation, resolving, setup, tribute
from .rules.sections import R_ACTIONS, R_SETUP, R_STAMPS, K_DEAL
from .text import ASKED, STEP_KINDS, may_fire_field, may_use_saved

# Action values the engine offers again and again (actions are immutable, so
# equal ones are shared instead of built anew for every list of legal actions).
DONE: Final = Done()
_PLANT_OPTIONS: Final[dict[tuple[int, int], tuple[Plant, ...]]] = {}
_PLANT_CHOICES: Final[dict[int, frozenset[tuple[int, ...]]]] = {}
_CHOOSE_OPTIONS: Final[dict[int, tuple[Choose, ...]]] = {}
_PLAY_ACTIONS: Final[dict[tuple[str, int, int, str], Play]] = {}
_USE_SAVED_ACTIONS: Final[dict[tuple[int, str, int, int, str], UseSaved]] = {}
_FIRE_OPTIONS: Final[dict[int, tuple[FireField, ...]]] = {}
_PLANTS: Final[dict[tuple[int, ...], Plant]] = {}
_CHOOSES: Final[dict[tuple[int, int], Choose]] = {}
_KEEPS: Final[dict[tuple[int, ...], Keep]] = {}


def plant_action(fields: tuple[int, ...]) -> Plant:
    """``Plant(fields)``, shared (the engine's options and the bots' choices)."""
    a = _PLANTS.get(fields)
    if a is None:
        a = _PLANTS[fields] = Plant(fields)
    return a


def choose_action(spring: int, summer: int) -> Choose:
    """``Choose(spring, summer)``, shared."""
    a = _CHOOSES.get((spring, summer))
    if a is None:
        a = _CHOOSES[(spring, summer)] = Choose(spring, summer)
    return a


def keep_action(cards: tuple[int, ...]) -> Keep:
    """``Keep(cards)``, shared."""
    a = _KEEPS.get(cards)
    if a is None:
        a = _KEEPS[cards] = Keep(cards)
    return a


def _plant_options(fields: int, food: int) -> tuple[Plant, ...]:
    """Every Plant of at most ``food`` of ``fields`` fields, fewest fields first."""
    key = (fields, min(fields, food))
    opts = _PLANT_OPTIONS.get(key)
    if opts is None:
        opts = _PLANT_OPTIONS[key] = tuple(plant_action(c) for k in range(key[1] + 1)
                                           for c in combinations(range(fields), k))
    return opts


def _plant_choices(fields: int) -> frozenset[tuple[int, ...]]:
    """Every ``Plant.fields`` naming different fields of ``fields`` in order."""
    choices = _PLANT_CHOICES.get(fields)
    if choices is None:
        choices = _PLANT_CHOICES[fields] = frozenset(c for k in range(fields + 1)
                                                      for c in combinations(range(fields), k))
    return choices


def _choose_options(hand: int) -> tuple[Choose, ...]:
    """Every Choose from a hand of ``hand`` cards."""
    opts = _CHOOSE_OPTIONS.get(hand)
    if opts is None:
        opts = _CHOOSE_OPTIONS[hand] = ((choose_action(0, -1),) if hand == 1 else
                                        tuple(choose_action(a, b) for a, b in permutations(range(hand), 2)))
    return opts


def play_action(opt: tuple[str, int, int, str]) -> Play:
    a = _PLAY_ACTIONS.get(opt)
    if a is None:
        a = _PLAY_ACTIONS[opt] = Play(*opt)
    return a


def use_saved_action(index: int, opt: tuple[str, int, int, str]) -> UseSaved:
    key = (index, *opt)
    a = _USE_SAVED_ACTIONS.get(key)
    if a is None:
        a = _USE_SAVED_ACTIONS[key] = UseSaved(*key)
    return a


def fire_options(hand: int) -> tuple[FireField, ...]:
    """A FireField for every card of a hand of ``hand`` cards."""
    opts = _FIRE_OPTIONS.get(hand)
    if opts is None:
        opts = _FIRE_OPTIONS[hand] = tuple(FireField(i) for i in range(hand))
    return opts


# ---------------------------------------------------------------------------
# Decks
# ---------------------------------------------------------------------------
@mypyc_attr(serializable=True)  # pickle and copy work in the compiled build
class Decks:
    """Both decks loaded once per file version, with per-physical-card tables
    (the engine and the bots read these instead of the card objects in their
    inner loops)."""

    def __init__(self, climate_file: str, actions_file: str) -> None:
        self.climate: tuple[ClimateCard, ...] = load_climate(climate_file or None)
        self.actions: tuple[ActionCard, ...] = load_actions(actions_file or None)
        self.acard: tuple[ActionCard, ...] = tuple(c for c in self.actions for _ in range(c.count))
        self.ccard: tuple[ClimateCard, ...] = tuple(c for c in self.climate for _ in range(c.count))
        ctype = {c.id: i for i, c in enumerate(self.climate)}
        self.ctype: tuple[int, ...] = tuple(ctype[c.id] for c in self.ccard)
        ac = self.acard
        self.off = tuple(c.offense for c in ac)
        self.dfn = tuple(c.defense for c in ac)
        self.walls = tuple(c.effect == "double_back_armed_men" for c in ac)
        self.storage = tuple(c.storage for c in ac)
        self.phase = tuple(c.phase for c in ac)
        self.steal = tuple(c.effect == "steal_card" for c in ac)
        self.draw_two = tuple(c.effect == "draw_two" for c in ac)
        self.hand_bonus = tuple(c.hand_size for c in ac)
        self.fire = tuple(c.fire for c in self.ccard)
        #: (year type, season type) -> food of a field by its code (see :meth:`type_yields`)
        self.season_yields: dict[tuple[int, int], tuple[int, ...]] = {}
        #: the same tables by physical climate cards (year, season)
        self.card_yields: dict[tuple[int, int], tuple[int, ...]] = {}
        #: physical climate cards (year, season) -> what they destroy (see :meth:`destroyed_by`)
        self.destroys: dict[tuple[int, int], tuple[tuple[str, int], ...]] = {}

    def type_yields(self, year: int, season: int) -> tuple[int, ...]:
        """Food of a field under climate card *types* ``year``/``season`` (indices
        into ``climate``), by the field's code: 1 if seeded + 2 if Fertilizer + 4
        if Irrigation + 8 if Protective Netting + 16 if Perennial. Computed once
        per pair of types; the engine's harvest and the bots' odds both read it."""
        key = (year, season)
        t = self.season_yields.get(key)
        if t is None:
            yc, sc = self.climate[year], self.climate[season]
            t = tuple(field_yield(bool(k & 1), yc, sc, fertilizer=bool(k & 2), irrigation=bool(k & 4),
                                  netting=bool(k & 8), perennial=bool(k & 16)) for k in range(32))
            self.season_yields[key] = t
        return t

    def yield_table(self, year: int, season: int) -> tuple[int, ...]:
        """:meth:`type_yields` for the physical climate cards ``year``/``season``."""
        t = self.card_yields.get((year, season))
        if t is None:
            t = self.card_yields[(year, season)] = self.type_yields(self.ctype[year], self.ctype[season])
        return t

    def destroyed_by(self, year: int, season: int) -> tuple[tuple[str, int], ...]:
        """The field upgrades physical climate cards ``year``/``season`` destroy
        (D8), in the order of :data:`~.state.UPGRADES`: (upgrade, the climate card
        that destroys it: the year card if it does), computed once per pair."""
        key = (year, season)
        t = self.destroys.get(key)
        if t is None:
            yd, sd = self.ccard[year].destroys, self.ccard[season].destroys
            t = tuple((name, year if name in yd else season) for name in UPGRADES if name in yd or name in sd)
            self.destroys[key] = t
        return t


_DECKS: Final[dict[tuple[Any, ...], Decks]] = {}


def decks(climate_file: str = "", actions_file: str = "") -> Decks:
    """The decks for these files (cached; a changed file is read again)."""
    key: list[Any] = []
    for f in (climate_file, actions_file):
        if f:
            try:
                st = os.stat(f)
                key.append((os.path.abspath(f), st.st_mtime_ns, st.st_size))
            except OSError:
                key.append((f, None, None))  # the loader reports the missing file
        else:
            key.append("")
    k = tuple(key)
    d = _DECKS.get(k)
    if d is None:
        d = Decks(climate_file, actions_file)
        _DECKS[k] = d
    return d


# ---------------------------------------------------------------------------
# The game
# ---------------------------------------------------------------------------
@mypyc_attr(allow_interpreted_subclasses=True)  # rule variants subclass it (compiled build)
def _hidden_card(place: Any, i: int) -> int:
    """The card at a hidden place (see ``shuffle_unseen``)."""
    if isinstance(place, Field):
        return place.halves[i]
    if isinstance(place, Silo):
        return place.first if i == 0 else place.second
    if isinstance(place, Entry):
        return place.card
    return place[i]


def _put_hidden_card(place: Any, i: int, card: int) -> None:
    if isinstance(place, Field):
        place.halves = (card, place.halves[1]) if i == 0 else (place.halves[0], card)
    elif isinstance(place, Silo):
        if i == 0:
            place.first = card
        else:
            place.second = card
    elif isinstance(place, Entry):
        place.card = card
    else:
        place[i] = card


#: moves a seat may make while the game waits for others (saved cards, Fire's free ½ Field)
ANY_TIME: Final = (UseSaved, FireField)


#: the packaged deck files (what a sweep's deck edit starts from)
_DATA = Path(__file__).resolve().parent / "data"


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
            self._log.append(("deal", seat, K_DEAL, (len(cards), self.keep_count, R_SETUP), -1, {"cards": list(cards)},
                              (seat,)))
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
    # decisions()): the rules open one with ask(), and a seat that has decided leaves it (``stage.without(seat)``).
    # Saved cards and Fire's free ½ Field are out-of-turn options (MAY).
    MAY = (May("use_saved", may_use_saved, secret=True), May("fire_field", may_fire_field))

    def ask(self, seats: list[int]) -> None:
        """``seats`` must now decide in the current step (its kind and prompt: :data:`.text.ASKED`)."""
        step = self.step
        if step == META:
            kind = "steal" if self.steal_pick is not None else "draw_two" if self.draw2 is not None else "play_now"
        else:
            kind = STEP_KINDS[step]
        prompt, secret = ASKED[kind]
        self.stage = Stage(STEP_NAMES[step], seats, kind, prompt, secret)

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
        """Deal anew every action card and climate card ``seat`` cannot see (the
        conformance test's secrecy check). While a Steal shows cards (META) some
        current cards are on view, so nothing is shuffled then."""
        if self.step == META:
            return
        # every hidden place, as (list, index), (Field, "halves"), (Silo, "halves") or (Entry, "card")
        slots: list[tuple[Any, Any]] = [(self.deck, i) for i in range(len(self.deck))]
        slots += [(self.discard, i) for i in range(len(self.discard))]  # only its size is shown
        for o in range(self.n):
            if o == seat:
                continue
            for lst in (self.hands[o], self.chosen[o], self.saved[o], self.back_men[o], self.half_fields[o],
                        self.half_silos[o]):
                slots += [(lst, i) for i in range(len(lst)) if lst[i] >= 0]
            for f in self.fields[o]:  # a field shows its card backs
                slots += [(f, 0), (f, 1)]
            for si in self.silos[o]:
                if si.from_halves:  # built from two ½ Silo backs (a Silo card is face up)
                    slots += [(si, 0), (si, 1)]
            if self.step == COMMIT:  # cards decided in secret, not yet revealed
                slots += [(e, -1) for e in self.entries[o] if e.card >= 0]
            if self.draw2 is not None and self.draw2[0] == o:
                slots += [(self.draw2[2], 0), (self.draw2[2], 1)]
        cards = [_hidden_card(place, i) for place, i in slots]
        rng.shuffle(cards)
        for (place, i), c in zip(slots, cards):
            _put_hidden_card(place, i, c)
        hidden = [p for p in range(self.revealed, len(self.climate_order)) if p not in self.known[seat]]
        vals = [self.climate_order[p] for p in hidden]
        rng.shuffle(vals)
        for p, c in zip(hidden, vals):
            self.climate_order[p] = c

    # ------------------------------------------------------- legal actions
    def legal_actions(self, seat: int) -> list[Action]:
        out: list[Action] = []
        if self.over or not 0 <= seat < self.n or self.out[seat]:
            return out
        st = self.step
        stage = self.stage
        if stage is not None and seat in stage.seats:
            if st == PLANT:
                out.extend(_plant_options(len(self.fields[seat]), self.food[seat]))
            elif st == COMMIT:
                es = self.entries[seat]
                if es and not es[0].saved:
                    out.extend(play_action(o) for o in self.play_options(seat, es[0].card, False))
                else:
                    out.append(DONE)
            elif st == CHOOSE:
                out.extend(_choose_options(len(self.hands[seat])))
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
        """Every action card (88) and climate card (24) is in exactly one
        place; food is never negative; the protected/unprotected split
        respects the storage; at most one extension per silo and one of each
        upgrade per field; no Perennial on a farm with Rabbits."""
        n = self.n
        seen: list[int] = []
        seen += self.deck
        seen += self.discard
        for s in range(n):
            seen += self.hands[s]
            seen += [c for c in self.chosen[s] if c >= 0]
            seen += [e.card for e in self.entries[s] if e.card >= 0]
            for lst in (self.units, self.back_men, self.saved, self.half_fields, self.half_silos, self.cats,
                        self.rabbits, self.flex):
                seen += lst[s]
            for f in self.fields[s]:
                assert min(f.halves) >= 0, f"a field of {self.names[s]} lacks its two halves"
                seen += f.cards()
                for name in UPGRADES:
                    if f.upgrade(name) >= 0:
                        assert self.acard[f.upgrade(name)].field_effect == name, "an upgrade sits in the wrong place"
                if self.rabbits[s]:
                    assert f.perennial < 0, f"{self.names[s]} has a Perennial and Rabbits at once"
            for si in self.silos[s]:
                assert si.first >= 0, "a silo has no card"
                seen += si.cards()
                if si.extension >= 0:
                    assert self.acard[si.extension].effect == "extend_silo", "a silo extension is not a Silo Extension"
            assert len(self.half_fields[s]) <= 1 and len(self.half_silos[s]) <= 1, "two loose halves were not joined"
            assert len(self.saved[s]) == len(self.saved_at[s]), "saved cards and their seasons disagree"
            assert len(self.seeded[s]) == len(self.fields[s]), "seeded flags and fields disagree"
            assert self.food[s] >= 0, f"{self.names[s]} has {self.food[s]} food"
            assert self.stamps[s] >= 0, f"{self.names[s]} has {self.stamps[s]} food stamps"
            prot, unprot = self.protected(s), self.unprotected(s)
            assert 0 <= prot <= self.capacity(s) and prot + unprot == self.food[s], "storage split is wrong"
            if self.out[s]:
                assert not self.fields[s] and not self.hands[s] and self.food[s] == 0, "a player out still plays"
        for c in self.contracts:
            seen.append(c.warlord)
            assert c.attacker != c.victim and c.amount > 0, f"bad tribute contract {c}"
            assert self.acard[c.warlord].effect == "tribute_contract", "a contract is held by a card that is not a Warlord"
        pairs = [(c.attacker, c.victim) for c in self.contracts]
        assert len(pairs) == len(set(pairs)), "two contracts between the same attacker and victim"
        if self.draw2 is not None:
            seen += self.draw2[2]
        total = len(self.acard)
        assert len(seen) == total and len(set(seen)) == total, (
            f"{len(seen)} action card places for {total} cards ({len(set(seen))} different)")
        assert sorted(self.climate_order) == list(range(len(self.ccard))), "the climate deck lost or gained a card"
        assert 0 <= self.revealed <= len(self.ccard)
        waiting = self.to_act()
        assert set(waiting) <= set(range(n)) and len(set(waiting)) == len(waiting)
        assert all(not self.out[s] for s in waiting), "a player out of the game is asked to decide"
        assert self.over == (self.step == OVER)

    def _state(self) -> dict[str, Any]:
        n = range(self.n)
        return {
            "year": self.year, "season": self.season, "stage": self.step, "deck": list(self.deck),
            "discard": list(self.discard), "climate_order": list(self.climate_order), "revealed": self.revealed,
            "hands": [list(h) for h in self.hands],
            "keep_choice": [list(self.keeps.chosen[s]) if s in self.keeps.chosen else None for s in n],
            "food": list(self.food), "stamps": list(self.stamps), "out": list(self.out), "cashed": list(self.cashed),
            "units": [list(x) for x in self.units], "back_men": [list(x) for x in self.back_men],
            "saved": [list(x) for x in self.saved], "saved_at": [list(x) for x in self.saved_at],
            "fields": [[f.to_json() for f in self.fields[s]] for s in n], "seeded": [list(x) for x in self.seeded],
            "silos": [[x.to_json() for x in self.silos[s]] for s in n],
            "half_fields": [list(x) for x in self.half_fields], "half_silos": [list(x) for x in self.half_silos],
            "cats": [list(x) for x in self.cats], "rabbits": [list(x) for x in self.rabbits],
            "flex": [list(x) for x in self.flex], "known": [sorted(k) for k in self.known],
            "contracts": [c.to_json() for c in self.contracts], "chosen": [list(c) for c in self.chosen],
            "plant_choice": [list(p) if p is not None else None for p in self.plant_choice],
            "plant_group": self.plant_group, "plant_done": list(self.plant_done), "shown": [list(x) for x in self.shown], "entries": [[e.to_json() for e in self.entries[s]] for s in n],
            "committed": list(self.committed), "fire_used": list(self.fire_used),
            "redecide": [list(x) for x in self.redecide],
            "steal_pick": list(self.steal_pick) if self.steal_pick else None,
            "draw2": [self.draw2[0], self.draw2[1], list(self.draw2[2])] if self.draw2 else None,
            "meta_started": self.meta_started, "pending": list(self.stage.seats) if self.stage is not None else [],
            **({"planting": {str(s): list(f) for s, f in sorted(self.plants.chosen.items())}}
               if self.step == PLANT and self.plants.chosen else {}),
        }

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
