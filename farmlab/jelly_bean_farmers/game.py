"""Jelly Bean Farmers: every rule of ``jelly-bean-farmers.txt``, Actions F.A.Q. included.

Sections of the rule text are cited in every event ("Harvest any successful
production", "Pay Tribute to Warlords", "Actions F.A.Q.: Steal Opponent's
Card", ...). Where the text is silent the decision is written in the
docstring of the code that applies it, numbered J1, J2, ... and collected in
``docs/jelly-bean-farmers-rulings.md``. The decks and the rulings taken when
they were designed (D1–D28, "Ruling N" of ``docs/jelly-bean-farmers-deck.md``)
come from :mod:`farmlab.jelly_bean_farmers.deck`; every card effect is read
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
from itertools import combinations, permutations
from typing import Any, ClassVar, Final

from ..core.actions import Action, Decision
from ..core.errors import IllegalActionError, NotYourTurnError, OptionError
from ..core.game import Game, shuffle
from .._mypyc import mypyc_attr
# The actions and the options are frozen dataclasses, which a module compiled
# with mypyc (FARMLAB_COMPILE=1, see setup.py) cannot hold: they live in
# .actions and are exported from here as before.
from .actions import (ACTIONS, Attack, Choose, Done, FireField, JellyBeanFarmersOptions, Keep, KeepDrawn, Plant,
                      Play, Steal, UseSaved)
from .deck import PHASES, ActionCard, ClimateCard, field_yield, load_actions, load_climate
from .state import NONE, SILO_FOOD, UPGRADE_NAMES, UPGRADES, Contract, Entry, Field, Silo

# ---------------------------------------------------------------------------
# Rule sections (as headed in the rule text)
# ---------------------------------------------------------------------------
R_SETUP: Final = "Setup"
R_OFFDEF: Final = "Offense/Defense"
R_SAVED_CARD: Final = "Saved Card"
R_STORAGE: Final = "Food Storage"
R_FIELDS: Final = "Fields"
R_STAMPS_TOKENS: Final = "Food Stamps"
R_PREP: Final = "Game Play, Preparation Phase"
R_DRAW: Final = "Draw cards to complete each Player's hand"
R_STAMPS: Final = "Preparation Phase, Food Stamps"
R_CHOOSE: Final = "Choose Actions"
R_PLANT: Final = "Choose whether or not to plant"
R_ORDER: Final = "Special Rule for order of planting"
R_CLIMATE: Final = "Reveal the Climate Cards"
R_ACTIONS: Final = "Reveal and resolve the spring actions"
R_BACK: Final = "Back Actions"
R_SAVED: Final = "Saved for Later"
R_HARVEST: Final = "Harvest any successful production"
R_EAT: Final = "Eat One Food"
R_VERMIN: Final = "Lose half unprotected food to vermin"
R_SUMMER: Final = "Repeat of the Spring Season"
R_TRIBUTE: Final = "Pay Tribute to Warlords"
R_END: Final = "End of the Game"
R_SCORING: Final = "Scoring"
R_TIE: Final = "Tie-breaker"
FAQ: Final = "Actions F.A.Q.: "
FAQ_STEAL: Final = FAQ + "Steal Opponent's Card"
FAQ_RAIN: Final = FAQ + "Driving Rain and Drought"
FAQ_FIRE: Final = FAQ + "Fire Climate card as a Year-Long Climate"
FAQ_MOVE: Final = FAQ + "Moving Field Upgrades"
FAQ_PERENNIAL: Final = FAQ + "Perennial Field Upgrade"
FAQ_CATS: Final = FAQ + "Cats, Rabbits, and Coyote (and Perennial)"
FAQ_EXTENSION: Final = FAQ + "Silo Extension"
FAQ_WARLORDS: Final = FAQ + "Multiple Warlord Attacks"
FAQ_WALLS: Final = FAQ + "Dogs, Mercenary, and Walls"
FAQ_CLEMENCY: Final = FAQ + "Warlord Clemency"
FAQ_BOTTOM: Final = FAQ + "Bottoming Out to end Tribute"
FAQ_ALMANAC: Final = FAQ + "Almanac, Geezer, Reactive Planting, and Climate"
FAQ_DEALS: Final = FAQ + "Making Deals"

# Field names of the frequent events (see the log in JellyBeanFarmers.events)
_K_RULE: Final = ("rule",)
_K_DRAW: Final = ("n", "hand", "size", "rule")
_K_CHOSE: Final = ("n", "rule")
_K_SEASON: Final = ("year", "season", "rule")
_K_PLANT: Final = ("fields", "food", "informed", "rule")
_K_CLIMATE: Final = ("season", "cards", "year_card", "season_card", "rule")
_K_REVEAL: Final = ("card", "how", "saved", "target", "where", "unit", "phase", "rule")
_K_REVEAL_BACK: Final = ("how", "saved", "rule")
_K_HALF_FIELD: Final = ("complete", "fields", "rule")
_K_HALF_SILO: Final = ("complete", "silos", "rule")
_K_SAVED: Final = ("saved", "rule")
_K_HARVEST: Final = ("yields", "seeded", "total", "food", "capacity", "rule")
_K_EAT: Final = ("unprotected", "food", "rule")
_K_VERMIN: Final = ("unprotected", "lost", "rabbits", "food", "rule")
_K_DESTROYED: Final = ("upgrade", "count", "climate", "rule")
_K_YEAR: Final = ("year", "rule")
_K_UNIT: Final = ("card", "offense", "defense", "rule")
_K_SILO: Final = ("card", "silo", "capacity", "rule")
_K_CATS: Final = ("card", "capacity", "rule")
_K_RABBITS: Final = ("card", "target", "rule")
_K_UPGRADE: Final = ("card", "field", "rule")
_K_BACK_MAN: Final = ("offense", "defense", "rule")
_K_FARM: Final = ("food", "stamps", "rule")
_K_DEAL: Final = ("n", "keep", "rule")

# Stages of the game (what is being decided now)
KEEP: Final = 0
CHOOSE: Final = 1
PLANT: Final = 2
COMMIT: Final = 3
META: Final = 4
WARLORD: Final = 5
OVER: Final = 6
STAGE_NAMES: Final = ("keep", "choose", "plant", "commit", "meta", "warlord", "over")
SPRING: Final = 0
SUMMER: Final = 1
SEASONS: Final = ("spring", "summer")

# How a card is played: face up, discarded, or one of the four Back Actions
FACE: Final = 0
DISCARD: Final = 1
HALF_FIELD: Final = 2
HALF_SILO: Final = 3
ARMED_MAN: Final = 4
SAVE: Final = 5
HOWS: Final = ("face", "discard", "half_field", "half_silo", "armed_man", "save")
HOW_CODE: Final = {h: i for i, h in enumerate(HOWS)}
BACK_NAMES: Final = {HALF_FIELD: "½ Field", HALF_SILO: "½ Silo", ARMED_MAN: "Armed Man", SAVE: "Saved for Later"}

#: the unit key an Assassin names for an Armed Man made by a Back Action
BACK_MAN: Final = "back_armed_man"
#: a Back-Action Armed Man adds one unit to offense and defense
BACK_MAN_VALUE: Final = 1


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


class JellyBeanFarmers(Game):
    """A game of Jelly Bean Farmers (2–4 players, 8 years)."""

    NAME = "jelly_bean_farmers"
    TITLE = "Jelly Bean Farmers"
    TEACHES = "Weather risk: how climate cards change a harvest, in numbers"
    LESSON = "Climate math"
    MIN_PLAYERS = 2
    MAX_PLAYERS = 4
    OPTIONS = JellyBeanFarmersOptions
    ACTIONS = ACTIONS
    SCORE_NAME = "food"
    RULES: ClassVar[str] = "jelly-bean-farmers.txt"
    YEARS: ClassVar[int] = 8

    # ------------------------------------------------------------------ setup
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
        self.keep_choice: list[tuple[int, ...] | None] = [None] * n
        self.food = [0] * n
        self.stamps = [0] * n
        self.out = [False] * n
        self.cashed = [False] * n          # cashed a stamp this year: hand size 2
        self.units: list[list[int]] = [[] for _ in range(n)]      # face-up unit cards
        self.back_men: list[list[int]] = [[] for _ in range(n)]   # cards turned into Armed Men
        self.saved: list[list[int]] = [[] for _ in range(n)]
        self.saved_at: list[list[int]] = [[] for _ in range(n)]   # season number it was saved in
        self.fields: list[list[list[int]]] = [[] for _ in range(n)]
        self.seeded: list[list[bool]] = [[] for _ in range(n)]
        self.silos: list[list[list[int]]] = [[] for _ in range(n)]  # [card, card or -1, extension or -1, base]
        self.half_fields: list[list[int]] = [[] for _ in range(n)]
        self.half_silos: list[list[int]] = [[] for _ in range(n)]
        self.cats: list[list[int]] = [[] for _ in range(n)]
        self.rabbits: list[list[int]] = [[] for _ in range(n)]   # Rabbits on this seat's farm
        self.flex: list[list[int]] = [[] for _ in range(n)]
        self.known: list[set[int]] = [set() for _ in range(n)]  # climate positions seen early
        self.contracts: list[list[int]] = []  # [attacker, victim, amount, warlord card]
        self.chosen: list[list[int]] = [[NONE, NONE] for _ in range(n)]
        self.choose_done = [False] * n
        self.plant_choice: list[tuple[int, ...] | None] = [None] * n
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
        self.pending: list[int] = []
        self.year = -1
        self.season = SPRING
        self.stage = KEEP
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
            self._log.append(("deal", seat, _K_DEAL, (len(cards), self.keep_count, R_SETUP), -1, {"cards": list(cards)},
                              (seat,)))
        self.pending = list(range(n))

    # ------------------------------------------------------------ the flow
    def _in_game(self) -> list[int]:
        out = self.out
        if True in out:
            return [s for s in range(self.n) if not out[s]]
        return list(range(self.n))  # the usual case: nobody is out

    def _season_number(self) -> int:
        return 2 * self.year + self.season

    def _advance(self) -> None:
        """Run every automatic step until someone must decide (or the game ends)."""
        while True:
            st = self.stage
            if st == OVER or self.pending:
                return
            if st == KEEP:
                self._finish_keep()
                self._begin_year()
            elif st == CHOOSE:
                self._begin_season(SPRING)
            elif st == PLANT:
                self._finish_plant_group()
            elif st == COMMIT:
                self.stage = META
                self.meta_started = False
            elif st == META:
                if self._meta_step():
                    return
                warlords, late = self._resolve_face()
                self._begin_warlords(warlords)
                if not self.pending:  # no Warlord victim to name: the season goes straight on
                    self._end_actions(warlords, late)
            elif st == WARLORD:  # every Warlord has named its victim
                self._end_actions(self._face_plays("last"), self._face_plays("back"))

    def _finish_keep(self) -> None:
        """Setup: the unkept cards become a field and a silo (card backs), 5
        food go into the silo and 2 Food Stamps onto the Yearly Sequence card."""
        o = self.options
        for s in range(self.n):
            hand = self.hands[s]
            keep = self.keep_choice[s] or ()
            backs = [c for i, c in enumerate(hand) if i not in keep]
            self.hands[s] = [hand[i] for i in keep]
            self.fields[s].append(Field((backs[0], backs[1])))
            self.seeded[s].append(False)
            self.silos[s].append(Silo(backs[2], backs[3]))
            self.food[s] = o.start_food  # type: ignore[attr-defined]
            self.stamps[s] = o.food_stamps  # type: ignore[attr-defined]
            self._log.append(("farm", s, _K_FARM, (self.food[s], self.stamps[s], R_SETUP), len(self.history),
                              {"backs": backs[:4]}, (s,)))

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

    def _begin_year(self) -> None:
        """Preparation Phase.

        Ruling J1: the Food Stamps check comes before the draw, although the
        text lists it second: a cash-in makes the hand size 2 "for that year",
        which must already hold when the hand is filled.
        Ruling J2: the cash-in is automatic (the text: "he must cash in").
        Ruling J18: a hand size of 2 (or any size) means "draw up to it": a
        hand that already holds more cards (Draw 2) keeps them all.
        Ruling J19: with a single card in hand a player places it as his
        spring action and has no summer card; with none, no action that year.
        Ruling J20: if every player is out of the game, the game ends.
        """
        self.year += 1
        self._log.append(("year", None, _K_YEAR, (self.year + 1, R_PREP), len(self.history)))
        o = self.options
        food, stamps, cashed = self.food, self.stamps, self.cashed
        in_game = self._in_game()
        knocked_out = False
        for s in in_game:
            cashed[s] = False
            if food[s] == 0:
                if stamps[s] > 0:
                    stamps[s] -= 1
                    food[s] += o.stamp_food  # type: ignore[attr-defined]
                    cashed[s] = True
                    self.st_cash_ins[s] += 1
                    ended = []
                    for c in list(self.contracts):
                        if c.victim == s:
                            self.contracts.remove(c)
                            self.discard.append(c.warlord)
                            ended.append(c.attacker)
                    self._event("cash_in", s, food=o.stamp_food, stamps=stamps[s],  # type: ignore[attr-defined]
                                ended=ended, rule=R_STAMPS)
                else:
                    self._knock_out(s)
                    knocked_out = True
        if knocked_out:
            in_game = self._in_game()
        if not in_game:
            self._finish()
            return
        hands = self.hands
        hand_size = self.hand_size  # a method, so that a rule variant may change it
        sizes = []
        need = 0
        for s in in_game:
            size = hand_size(s)
            sizes.append(size)
            k = size - len(hands[s])
            if k > 0:
                need += k
        if need > len(self.deck) and self.discard:
            self._reshuffle()
        deck = self.deck
        log = self._log.append
        step = len(self.history)
        for s, size in zip(in_game, sizes):
            k = size - len(hands[s])
            if k <= 0:
                continue
            if k > len(deck):
                k = len(deck)
            if k:
                got = deck[-1:-k - 1:-1]  # the top k cards, top first, as drawn one by one
                del deck[-k:]
            else:
                got = []
            h = hands[s]
            h.extend(got)
            log(("draw", s, _K_DRAW, (len(got), len(h), size, R_DRAW), step, {"cards": got}, (s,)))
        self.stage = CHOOSE
        n = self.n
        # self.chosen needs no reset: each season took its card (_begin_season)
        # or the seat went out (_knock_out), so every place holds NONE again
        pending = []
        done = [True] * n
        for s in in_game:
            if hands[s]:
                pending.append(s)
                done[s] = False
        self.choose_done = done
        self.pending = pending

    def _reshuffle(self) -> None:
        """Too few cards to draw: the discard pile is shuffled and placed at
        the BOTTOM of the deck (Draw cards to complete each Player's hand)."""
        pile = self.discard
        self.discard = []
        shuffle(self.rng, pile)
        self.deck[0:0] = pile
        self._event("reshuffle", None, cards=len(pile), deck=len(self.deck), rule=R_DRAW)

    def _draw_card(self) -> int:
        """The top card of the deck, or -1 if the deck is empty.

        Ruling J3: only the yearly draw brings the discard pile back (to the
        bottom of the deck, when there are too few cards). A card drawn during
        a season (a Steal's victim, a Steal discarded for the top card, Draw
        2) comes from the deck as it is; an empty deck gives nothing. So every
        chain of Steals and Draw 2s ends: each one uses up a card.
        """
        if not self.deck:
            return NONE
        return self.deck.pop()

    def _knock_out(self, s: int) -> None:
        """Out of food and of Food Stamps: "he is out of the game".

        Ruling J4: his cards (hand, tableau, fields, silos, saved cards and any
        Rabbits on his farm) go to the discard pile; every Tribute Contract he
        is part of ends (its Warlord is discarded); he makes no more decisions
        and scores 0.
        """
        self.out[s] = True
        self.st_out_year[s] = self.year + 1
        pile = self.discard
        pile.extend(self.hands[s])
        self.hands[s] = []
        for lst in (self.units, self.back_men, self.saved, self.half_fields, self.half_silos, self.cats,
                    self.rabbits, self.flex):
            pile.extend(lst[s])
            lst[s] = []
        self.saved_at[s] = []
        for f in self.fields[s]:
            pile.extend(f.cards())
        for si in self.silos[s]:
            pile.extend(si.cards())
        self.fields[s] = []
        self.seeded[s] = []
        self.silos[s] = []
        for ch in self.chosen[s]:
            if ch >= 0:
                pile.append(ch)
        self.chosen[s] = [NONE, NONE]
        for c in list(self.contracts):
            if s in (c.attacker, c.victim):
                self.contracts.remove(c)
                pile.append(c.warlord)
        self.food[s] = 0
        self._event("out", s, rule=R_STAMPS)

    # ----------------------------------------------------------- seasons
    def _begin_season(self, season: int) -> None:
        self.season = season
        self.stage = PLANT
        n = self.n
        out, chosen = self.out, self.chosen
        entries: list[list[Entry]] = []
        shown: list[list[list[Any]]] = []
        for s in range(n):
            ch = chosen[s]
            c = ch[season]
            if c >= 0 and not out[s]:
                ch[season] = NONE
                entries.append([Entry(c, False)])
            else:
                entries.append([])
            shown.append([])
        self.entries = entries
        self.shown = shown
        self.fire_used = [False] * n
        # self.seeded needs no reset: every field is unseeded when a season begins
        # (the harvest of the season before, _end_season, cleared the seeds)
        self.plant_choice = [None] * n
        self.plant_done = [False] * n
        self.committed = [True] * n
        self._log.append(("season", None, _K_SEASON, (self.year + 1, season, R_PLANT if season == SPRING else R_SUMMER),
                          len(self.history)))
        known = self.known
        if any(known):
            informed = [s for s in range(n) if known[s] and not out[s] and self.informed(s)]
            if informed:
                self._event("informed", None, seats=informed, rule=R_ORDER)
        self.plant_group = 0
        self._set_plant_pending()

    def climate_positions(self, season: int | None = None) -> tuple[int, ...]:
        """Positions of the climate cards revealed at this season's Reveal step."""
        season = self.season if season is None else season
        y = 3 * self.year
        return (y, y + 1) if season == SPRING else (y + 2,)

    def informed(self, seat: int) -> bool:
        """Does ``seat`` know every climate card this season will reveal (Almanac/Geezer)?"""
        known = self.known[seat]
        if not known:
            return False
        return all(p in known for p in self.climate_positions())

    def _set_plant_pending(self) -> None:
        """Special Rule for order of planting: seats that do not know the
        coming climate choose first (together, in secret); seats that know it
        choose after those choices are shown.

        Ruling J5: an informed seat always waits (waiting can only help it),
        so "may choose to wait" is modelled as always choosing last. Seats
        with no food have nothing to choose and are skipped.
        """
        later = self.plant_group == 1
        known = self.known
        out, food, fields = self.out, self.food, self.fields
        pending = []
        if not any(known):  # the usual case: nobody is informed, nobody waits
            if not later:  # the first group, just begun: nobody has chosen yet
                for s in range(self.n):
                    if not out[s] and food[s] > 0 and fields[s]:
                        pending.append(s)
            self.pending = pending
            return
        done, choice = self.plant_done, self.plant_choice
        for s in range(self.n):
            if (not out[s] and food[s] > 0 and fields[s] and not done[s]
                    and (bool(known[s]) and self.informed(s)) == later and choice[s] is None):
                pending.append(s)
        self.pending = pending

    def _finish_plant_group(self) -> None:
        """Every choice of the group is shown at once: seeds go onto the fields."""
        later = self.plant_group == 1
        rule = R_ORDER if later else R_PLANT
        out, choice, done, food, seeded = self.out, self.plant_choice, self.plant_done, self.food, self.seeded
        planted = self.st_planted
        log = self._log.append
        step = len(self.history)
        for s in range(self.n):
            fields = choice[s]
            if fields is None or out[s] or done[s]:
                continue
            done[s] = True
            if fields:  # (planting nothing is common)
                sd = seeded[s]
                for f in fields:
                    sd[f] = True
                k = len(fields)
                food[s] -= k
                planted[s] += k
            log(("plant", s, _K_PLANT, ([*fields], food[s], later, rule), step))
        if not later:
            self.plant_group = 1
            self._set_plant_pending()
            if self.pending:
                return
        self._reveal_climate()
        self._begin_commit()

    def _reveal_climate(self) -> None:
        """Reveal the Climate Cards: the year-long card and the spring card in
        spring, the summer card (placed over the spring card) in summer."""
        pos = self.climate_positions()  # consecutive positions
        end = self.revealed = pos[-1] + 1
        order = self.climate_order
        y = 3 * self.year
        season = self.season
        values = (season, order[pos[0]:end], order[y], order[y + 1 + season],
                  R_CLIMATE if season == SPRING else R_SUMMER)
        self._log.append(("climate", None, _K_CLIMATE, values, len(self.history)))

    def year_card(self) -> int:
        return self.climate_order[3 * self.year] if self.revealed > 3 * self.year else NONE

    def season_card(self) -> int:
        p = 3 * self.year + 1 + self.season
        return self.climate_order[p] if self.revealed > p else NONE

    def fire_in_force(self) -> bool:
        """Fire (a ``fire`` climate card) is the year card or this season's card.

        Ruling J22 (with D9): the free ½ Field is a may-decision open during
        the whole action step of each season Fire is in force (after the
        climate is revealed, seeded or not, once per seat per season); the
        hand card is laid face down at once.
        """
        st = self.stage
        if st != COMMIT and st != META and st != WARLORD:
            return False
        fire = self.decks.fire
        order, revealed = self.climate_order, self.revealed
        y = 3 * self.year
        s = y + 1 + self.season
        return fire[order[y] if revealed > y else NONE] or fire[order[s] if revealed > s else NONE]

    def usable_saved(self, seat: int) -> list[int]:
        """Indices of saved cards that may come into play now.

        Ruling J6 (Saved for Later): saved cards are brought into play during a
        season's action step ("during the Action phase you can pull into play
        any Saved cards you have saved in earlier rounds"), before the seat
        commits its season; a card saved this season waits for a later one.
        """
        at = self.saved_at[seat]
        if not at:
            return []
        now = 2 * self.year + self.season
        return [i for i, x in enumerate(at) if x < now]

    def has_usable_saved(self, seat: int) -> bool:
        """Is any saved card of ``seat`` usable now (see :meth:`usable_saved`)?"""
        at = self.saved_at[seat]
        if not at:
            return False
        now = 2 * self.year + self.season
        for x in at:
            if x < now:
                return True
        return False

    def _begin_commit(self) -> None:
        """Reveal and resolve the actions, step one: every seat decides, in
        secret and at the same time, how its season card is played.

        Ruling J12: "The player does not have to announce (or even decide)
        which type of action it will be until it is time to perform the
        action" — so the choice (face up with its target, a Back Action, or
        discard) is made here, after planting and after the climate is
        revealed, and all choices are revealed together. Saved cards join
        this choice (J6). Once revealed, only the players a Steal or Draw 2
        touches choose again ("he can change his mind when he sees his new
        card"); everyone else's plan stands.
        """
        self.stage = COMMIT
        pend = []
        fire = self.fire_in_force()
        out, entries, hands, committed = self.out, self.entries, self.hands, self.committed
        for s in range(self.n):
            if out[s]:
                continue
            if entries[s] or self.has_usable_saved(s) or (fire and hands[s]):
                committed[s] = False
                pend.append(s)
        self.pending = pend

    def seeded_now(self, seat: int) -> bool:
        return True in self.seeded[seat]

    # ------------------------------------------------------------ meta step
    def _meta_step(self) -> bool:
        """Meta-cards play first: Steal Opponent's Card, then Draw 2 Cards.
        Returns True while someone must decide.

        Ruling J7: Steals resolve before Draw 2s (a Steal can take a Draw 2
        that is someone's current card). A Steal that comes into play during
        this step (a victim's new card, a drawn card) resolves at once, as a
        single Steal, before anyone else decides how to play a new card (so a
        victim can steal his card back before the thief plays it); a Draw 2
        that comes into play resolves once every new card has been decided.
        """
        d = self.decks
        is_steal, is_draw = d.steal, d.draw_two
        while True:
            if self.steal_pick is not None or self.draw2 is not None:
                self._set_meta_pending()
                return True
            # the unresolved face-up Steals, and the first such Draw 2, in seat order
            steal = draw = None
            steals = 0
            for s, es in enumerate(self.entries):
                for i, e in enumerate(es):
                    if e.how == FACE and not e.done:
                        c = e.card
                        if is_steal[c]:
                            if steal is None:
                                steal = (s, i)
                            steals += 1
                        elif draw is None and is_draw[c]:
                            draw = (s, i)
            if not self.meta_started:
                self.meta_started = True
                if steals > 1:  # played at the same time: resolved together
                    self._steal_group()
                    continue
            if steal is not None:
                self._begin_single_steal(*steal)
                continue
            if self.redecide:
                self._set_meta_pending()
                return True
            if draw is not None:
                self.entries[draw[0]][draw[1]].done = True
                self._begin_draw_two(*draw)
                continue
            self.pending = []
            return False

    def _set_meta_pending(self) -> None:
        if self.steal_pick is not None:
            self.pending = [self.steal_pick[0]]
        elif self.draw2 is not None:
            self.pending = [self.draw2[0]]
        elif self.redecide:
            self.pending = [self.redecide[-1][0]]
        else:
            self.pending = []

    def _steal_entries(self) -> list[tuple[int, int]]:
        is_steal = self.decks.steal
        return [(s, i) for s, es in enumerate(self.entries) for i, e in enumerate(es)
                if e.how == FACE and not e.done and is_steal[e.card]]

    def current_card(self, seat: int) -> int:
        """The seat's current action card (its season card, as played now), or -1."""
        es = self.entries[seat]
        if es and not es[0].saved:
            return es[0].card
        return NONE

    def _steal_group(self) -> bool:
        """Steal Opponent's Card, played by several players at the same time
        (FAQ). Returns True if it did something.

        Two Steals in a 4-player game: each thief steals from the closer
        opponent (adjacent thieves) or from the opponent on his right
        (opposite thieves). Three Steals, or two with 2–3 players: every Steal
        is discarded and each thief draws one card to play or discard at once.

        Ruling J8: "on their right" is the previous seat (play passes to the
        left, seat + 1); "2 or 3 person game" counts the players still in the
        game. Ruling J9: a thief whose forced victim has no card to show draws
        the top card instead, as if stealing his own.
        """
        steals = self._steal_entries()
        k = len(steals)
        if k < 2:
            return False  # one Steal: resolved on its own (_begin_single_steal)
        in_game = len(self._in_game())
        for s, i in steals:
            self.entries[s][i].done = True
        if k >= 3 or in_game <= 3:
            thieves = [s for s, _ in steals]
            self._event("steal_clash", None, thieves=thieves, rule=FAQ_STEAL)
            for s, i in steals:
                e = self.entries[s][i]
                self.discard.append(e.card)
                c = self._draw_card()
                self._replace(s, i, c)
                self._event("steal_redraw", s, {"card": c}, (s,), got=c >= 0, rule=FAQ_STEAL)
                self._push_redecide(s, i)
            return True
        (a, ia), (b, ib) = steals
        n = self.n
        adjacent = (a - b) % n in (1, n - 1)
        victims = []
        for t in (a, b):
            other = b if t == a else a
            opp = [o for o in range(n) if o not in (a, b)]
            if adjacent:
                v = min(opp, key=lambda o: min((o - t) % n, (t - o) % n))
            else:
                v = (t - 1) % n
            assert v != other
            victims.append(v)
        shown = {str(o): self.current_card(o) for o in range(n) if o not in (a, b) and self.current_card(o) >= 0}
        self._event("steal_show", None, thieves=[a, b], shown=shown, rule=FAQ_STEAL)
        taken = [self.current_card(v) for v in victims]
        for (t, it), v, c in zip(((a, ia), (b, ib)), victims, taken):
            e = self.entries[t][it]
            self.discard.append(e.card)
            if c < 0:
                got = self._draw_card()
                self._replace(t, it, got)
                self._event("steal_own", t, {"card": got}, (t,), forced=True, rule=FAQ_STEAL)
            else:
                self._replace(t, it, c)
                self._event("steal", t, victim=v, card=c, forced=True, adjacent=adjacent, rule=FAQ_STEAL)
            self._push_redecide(t, it)
        for v, c in zip(victims, taken):
            if c >= 0:
                self._victim_draws(v)
        return True

    def _replace(self, s: int, i: int, card: int) -> None:
        """Entry ``i`` of seat ``s`` now holds ``card`` (undecided), or goes if none."""
        e = self.entries[s][i]
        e.card = card
        e.how = NONE
        e.target = e.where = -1
        e.unit = ""
        e.done = False
        if card < 0:
            del self.entries[s][i]
            self.redecide = [(t, j if t != s or j < i else j - 1) for t, j in self.redecide if (t, j) != (s, i)]

    def _push_redecide(self, s: int, i: int) -> None:
        if i >= len(self.entries[s]) or self.entries[s][i].card < 0 or self.entries[s][i].how != NONE:
            return
        self.redecide = [x for x in self.redecide if x != (s, i)]
        self.redecide.append((s, i))

    def _victim_draws(self, v: int) -> None:
        """"The opponent who just lost his card then draws one card and plays it immediately.\""""
        c = self._draw_card()
        self._replace(v, 0, c)
        self._event("steal_draw", v, {"card": c}, (v,), got=c >= 0, rule=FAQ_STEAL)
        if c >= 0:
            self._push_redecide(v, 0)

    def _begin_single_steal(self, s: int, i: int) -> None:
        """One Steal: every other player shows his current action card; the thief takes one."""
        self.entries[s][i].done = True
        shown = {str(o): self.current_card(o) for o in range(self.n) if o != s and self.current_card(o) >= 0}
        self._event("steal_show", s, thieves=[s], shown=shown, rule=FAQ_STEAL)
        self.steal_pick = (s, i)

    def steal_victims(self, seat: int) -> list[int]:
        return [o for o in range(self.n) if o != seat and not self.out[o] and self.current_card(o) >= 0]

    def _do_steal(self, seat: int, victim: int) -> None:
        """The thief takes the victim's card; the victim draws one and plays it at once.

        Ruling J17: the stolen card becomes the thief's card for this season
        (his current action card if the Steal was his season card): he plays
        it face up, as a Back Action (if he seeded no field) or discards it,
        after the victim has played his new card — so a victim who draws
        another Steal can take his card back first.
        """
        s, i = self.steal_pick  # type: ignore[misc]
        self.steal_pick = None
        e = self.entries[s][i]
        self.discard.append(e.card)
        if victim == s:
            c = self._draw_card()
            self._replace(s, i, c)
            self._event("steal_own", s, {"card": c}, (s,), forced=False, rule=FAQ_STEAL)
            if c >= 0:
                self._push_redecide(s, i)
            return
        c = self.current_card(victim)
        self._replace(s, i, c)
        self._event("steal", s, victim=victim, card=c, forced=False, adjacent=False, rule=FAQ_STEAL)
        # the thief decides after the victim (who may steal his card back)
        self._push_redecide(s, i)
        self._victim_draws(victim)

    def _begin_draw_two(self, s: int, i: int) -> None:
        """Draw 2 Cards (D25): draw 2, play one now as this season's action, keep the other."""
        e = self.entries[s][i]
        self.discard.append(e.card)
        got = []
        for _ in range(2):
            c = self._draw_card()
            if c >= 0:
                got.append(c)
        self._event("draw_two", s, {"cards": list(got)}, (s,), n=len(got), rule=FAQ_CATS)
        if len(got) == 2:
            e.card = NONE
            self.draw2 = (s, i, got)
            return
        self._replace(s, i, got[0] if got else NONE)
        if got:
            self._push_redecide(s, i)

    # ------------------------------------------------------------ face step
    def _reveal_plays(self) -> dict[str, list[tuple[int, Entry]]]:
        """Every play of the season is shown: face cards face up, discards face
        up, Back Actions by their orientation only. Returns the face-up plays
        by the phase they play in ("face": now, "last": Warlords, "back": with
        the Back Actions), in seat order.

        Ruling J14: which Back Action a card is used for is public ("indicate
        which you are doing by which way you orient the card"); its face is
        not ("there is no need to reveal the card used for a Back Action").
        """
        phase = self.decks.phase
        log = self._log.append
        step = len(self.history)
        plays: dict[str, list[tuple[int, Entry]]] = {p: [] for p in PHASES}
        for s, es in enumerate(self.entries):
            if not es:
                continue
            shown = self.shown[s]
            for e in es:
                c, how = e.card, e.how
                if c < 0 or how == NONE:
                    continue
                saved = e.saved
                if how == FACE:
                    p = phase[c]
                    plays[p].append((s, e))
                    shown.append([c, "face", e.target, e.where, e.unit, saved])
                    log(("reveal", s, _K_REVEAL, (c, "face", saved, e.target, e.where, e.unit, p, R_ACTIONS), step))
                elif how == DISCARD:
                    shown.append([c, "discard", e.target, e.where, e.unit, saved])
                    log(("reveal", s, _K_REVEAL, (c, "discard", saved, -1, -1, "", "face", R_ACTIONS), step))
                    self.discard.append(c)
                    e.card = NONE
                else:
                    h = HOWS[how]
                    shown.append([NONE, h, -1, -1, "", saved])
                    log(("reveal_back", s, _K_REVEAL_BACK, (h, saved, R_SAVED if saved else R_BACK), step, {"card": c},
                         (s,)))
        return plays

    def _resolve_face(self) -> tuple[list[tuple[int, Entry]], list[tuple[int, Entry]]]:
        """All face-up cards play at the same time (FAQ: Cats, Rabbits, and Coyote).
        Returns the face-up plays that come later: the Warlords, and the cards
        that join the Back Actions.

        Ruling J16, the order inside the step, so that every interaction
        happens: cards are placed; then Coyotes chase all Cats and Rabbits on
        their farm (including ones played this turn, Rabbits as well as Cats);
        then Assassins eliminate units (including units played this turn);
        then Perennials are placed unless Rabbits are still on that farm, and
        Rabbits eat the Perennials of every farm they are on (D20).
        """
        plays = self._reveal_plays()
        self._resolve_plays(plays["face"])
        return plays["last"], plays["back"]

    def _face_plays(self, phase: str) -> list[tuple[int, Entry]]:
        """The face-up plays of the season still to resolve whose phase is ``phase``."""
        phase_of = self.decks.phase
        return [(s, e) for s, es in enumerate(self.entries) for e in es
                if e.how == FACE and e.card >= 0 and phase_of[e.card] == phase]

    def _resolve_plays(self, plays: list[tuple[int, Entry]]) -> None:
        ac = self.acard
        coyotes: list[tuple[int, Entry]] = []
        assassins: list[tuple[int, Entry]] = []
        perennials: list[tuple[int, Entry]] = []
        log = self._log.append
        step = len(self.history)
        for s, e in plays:
            c = e.card
            a = ac[c]
            eff = a.effect
            if a.kind == "unit":
                self.units[s].append(c)
                log(("unit", s, _K_UNIT, (c, self.offense(s), self.defense(s), R_OFFDEF), step))
            elif eff == "build_silo":
                silos = self.silos[s]
                silos.append(Silo(c, NONE, NONE, a.storage))
                log(("silo", s, _K_SILO, (c, len(silos) - 1, self.capacity(s), R_STORAGE), step))
            elif eff == "extend_silo":
                self.silos[s][e.where].extension = c
                log(("extension", s, _K_SILO, (c, e.where, self.capacity(s), FAQ_EXTENSION), step))
            elif eff == "guard_food":
                self.cats[s].append(c)
                log(("cats", s, _K_CATS, (c, self.capacity(s), R_STORAGE), step))
            elif eff == "vermin_all":
                self.rabbits[e.target].append(c)
                log(("rabbits", s, _K_RABBITS, (c, e.target, R_VERMIN), step))
            elif a.field_effect != "none":
                if eff == "not_with_rabbits":
                    perennials.append((s, e))
                else:
                    self.fields[s][e.where].set_upgrade(a.field_effect, c)
                    log(("upgrade", s, _K_UPGRADE, (c, e.where, R_ACTIONS), step))
            elif a.hand_size:
                self.flex[s].append(c)
                self._event("flex", s, card=c, size=self.base_hand + sum(ac[x].hand_size for x in self.flex[s]),
                            rule=R_DRAW)
            elif a.peek != "none":
                self._peek(s, c)
                self.discard.append(c)
            elif eff == "chase_cats_and_rabbits":
                coyotes.append((s, e))
            elif eff == "eliminate_unit":
                assassins.append((s, e))
            else:  # a card with no effect on the table: it is simply discarded
                self.discard.append(c)
                self._event("no_effect", s, card=c, rule=R_ACTIONS)
        for s, e in coyotes:
            t = e.target
            chased = self.cats[t] + self.rabbits[t]
            self.discard.extend(chased)
            n_cats, n_rabbits = len(self.cats[t]), len(self.rabbits[t])
            self.cats[t] = []
            self.rabbits[t] = []
            self.discard.append(e.card)
            self._event("coyote", s, card=e.card, target=t, cats=n_cats, rabbits=n_rabbits, rule=FAQ_CATS)
        for s, e in assassins:
            t, key = e.target, e.unit
            victim = NONE
            if key == BACK_MAN:
                if self.back_men[t]:
                    victim = self.back_men[t].pop()
            else:
                for j, u in enumerate(self.units[t]):
                    if ac[u].id == key:
                        victim = self.units[t].pop(j)
                        break
            if victim >= 0:
                self.discard.append(victim)
            self.discard.append(e.card)
            self._event("assassin", s, card=e.card, target=t, unit=key, hit=victim >= 0, rule=R_OFFDEF)
        for s, e in perennials:
            if self.rabbits[s]:
                self.discard.append(e.card)
                self._event("perennial_eaten", s, card=e.card, field=e.where, rule=FAQ_CATS)
            else:
                self.fields[s][e.where].perennial = e.card
                self._event("upgrade", s, card=e.card, field=e.where, rule=FAQ_PERENNIAL)
        for _, e in plays:
            e.card = NONE  # the card has left the Action Placement card
        rabbits = self.rabbits
        if not any(rabbits):
            return
        for t in range(self.n):
            if rabbits[t]:
                for fi, f in enumerate(self.fields[t]):
                    if f.perennial >= 0:
                        self.discard.append(f.perennial)
                        self._event("perennial_eaten", t, card=f.perennial, field=fi, rule=FAQ_MOVE)
                        f.perennial = NONE

    def _peek(self, s: int, c: int) -> None:
        """Almanac / Geezer (D24): look in secret at the climate cards of the
        next year (``next_year``) or of the next season's Reveal step
        (``next_season``); they inform the *next* planting (FAQ), never this one.
        D10: after the last year they show nothing."""
        peek = self.acard[c].peek
        y = self.year
        if peek == "next_year":
            pos = [3 * (y + 1), 3 * (y + 1) + 1, 3 * (y + 1) + 2]
        elif self.season == SPRING:
            pos = [3 * y + 2]
        else:
            pos = [3 * (y + 1), 3 * (y + 1) + 1]
        pos = [p for p in pos if p < len(self.climate_order)]
        self.known[s].update(pos)
        cards = [self.climate_order[p] for p in pos]
        self._event("peek", s, {"cards": cards, "positions": pos}, (s,), card=c, n=len(pos), rule=FAQ_ALMANAC)

    # ------------------------------------------------------------ warlords
    def _begin_warlords(self, warlords: list[tuple[int, Entry]]) -> None:
        """The Warlord plays last.

        Ruling J13: a Warlord is committed face up like any card, and its
        victim is named only now, after every other card of the season has
        been revealed ("he can wait until you have committed your action
        before playing it"). Several Warlord players name their victims at
        the same time, in secret. A Warlord committed face up attacks or is
        discarded; it cannot turn into a Back Action any more.
        """
        self.stage = WARLORD
        pending: list[int] = []
        for s, e in warlords:  # in seat order
            if not e.done and (not pending or pending[-1] != s):
                pending.append(s)
        self.pending = pending

    def attackable(self, seat: int, exclude: tuple[int, ...] = ()) -> list[int]:
        """Opponents ``seat`` may attack: in the game, and not already under a
        Tribute Contract with ``seat`` (FAQ: Multiple Warlord Attacks)."""
        under = {c.victim for c in self.contracts if c.attacker == seat}
        return [o for o in range(self.n) if o != seat and not self.out[o] and o not in under and o not in exclude]

    def warlord_entries(self, seat: int) -> list[Entry]:
        phase = self.decks.phase
        return [e for e in self.entries[seat] if e.how == FACE and e.card >= 0 and phase[e.card] == "last"]

    def _end_actions(self, warlords: list[tuple[int, Entry]], late: list[tuple[int, Entry]]) -> None:
        """The season's Warlords, then its Back Actions, then the end of the season."""
        self._resolve_warlords(warlords)
        self._resolve_back(late)
        self._end_season()

    def _resolve_warlords(self, warlords: list[tuple[int, Entry]]) -> None:
        """The Warlord always plays last (after every other face-up card, before
        the Back Actions). Contract = half the difference, rounded down, of the
        attacker's offense plus this Warlord's +1 against the victim's defense,
        counted now (D17). Every Warlord of the season uses the same units
        (FAQ: Multiple Warlord Attacks)."""
        if not warlords:
            return
        new = []
        for s, e in warlords:
            if e.target < 0:
                self.discard.append(e.card)
                self._event("warlord_discard", s, card=e.card, rule=R_TRIBUTE)
                continue
            off = self.offense(s) + self.acard[e.card].offense
            dfn = self.defense(e.target)
            amount = (off - dfn) // 2
            self.st_attacks[s] += 1
            if amount <= 0:
                self.discard.append(e.card)
                self._event("warlord_fail", s, card=e.card, target=e.target, offense=off, defense=dfn,
                            rule=R_TRIBUTE)
                continue
            new.append(Contract(s, e.target, amount, e.card))
            self._event("warlord", s, card=e.card, target=e.target, offense=off, defense=dfn, amount=amount,
                        rule=R_TRIBUTE)
        for _, e in warlords:
            e.card = NONE
        self.contracts.extend(new)

    # ------------------------------------------------------------ back step
    def _resolve_back(self, late: list[tuple[int, Entry]]) -> None:
        """Back Actions come after every face-up card (and after the Warlord):
        ½ Field, ½ Silo, Armed Man, Saved for Later. Face cards whose phase is
        ``back`` (the Armed Man card, D13) join here too (``late``)."""
        entries = self.entries
        if late:
            self._resolve_plays(late)
        now = 2 * self.year + self.season
        log = self._log.append
        step = len(self.history)
        for s, es in enumerate(entries):
            if not es:
                continue
            for e in es:
                how = e.how
                c = e.card
                if c < 0:
                    continue
                if how < HALF_FIELD:  # pragma: no cover - every card was decided and resolved before
                    self.discard.append(c)
                    continue
                if how == HALF_FIELD:
                    self._add_half_field(s, c, R_BACK)
                elif how == HALF_SILO:
                    halves = self.half_silos[s]
                    halves.append(c)
                    done = len(halves) == 2
                    if done:
                        self.silos[s].append(Silo(halves[0], halves[1]))
                        self.half_silos[s] = []
                    log(("half_silo", s, _K_HALF_SILO, (done, len(self.silos[s]), R_BACK), step, {"card": c}, (s,)))
                elif how == ARMED_MAN:
                    self.back_men[s].append(c)
                    log(("back_man", s, _K_BACK_MAN, (self.offense(s), self.defense(s), R_BACK), step, {"card": c},
                         (s,)))
                else:
                    self.saved[s].append(c)
                    self.saved_at[s].append(now)
                    log(("save", s, _K_SAVED, (len(self.saved[s]), R_SAVED), step, {"card": c}, (s,)))
            entries[s] = []

    def _add_half_field(self, s: int, c: int, rule: str) -> None:
        halves = self.half_fields[s]
        halves.append(c)
        done = len(halves) == 2
        if done:
            self.fields[s].append(Field((halves[0], halves[1])))
            self.seeded[s].append(False)
            self.half_fields[s] = []
        self._log.append(("half_field", s, _K_HALF_FIELD, (done, len(self.fields[s]), rule), len(self.history),
                          {"card": c}, (s,)))

    # ------------------------------------------------------- end of season
    def _end_season(self) -> None:
        """Harvest, climate damage, eat one, vermin; in summer, tribute."""
        self.stage = PLANT  # between steps; no decisions are open
        y = 3 * self.year
        order = self.climate_order
        yc = order[y]
        sc = order[y + 1 + self.season]
        table = self.harvest_table(yc, sc)  # a variant hook: food of a field by its upgrades
        food, all_seeded, all_fields, harvested = self.food, self.seeded, self.fields, self.st_harvest
        rabbits = self.rabbits
        log = self._log.append
        step = len(self.history)
        # eating and vermin come after the climate damage, which touches fields
        # only: they are worked out in the same pass and logged afterwards
        after: list[tuple[Any, ...]] = []
        log_after = after.append
        capacity = self.capacity  # a method, so that a rule variant may change the storage
        for s in self._in_game():
            cap = capacity(s)
            seeded = all_seeded[s]
            fields = all_fields[s]
            sown = grows = True in seeded
            if not sown:  # then only a Perennial can grow
                for f in fields:
                    if f.perennial >= 0:
                        grows = True
                        break
            if grows:
                got = []
                sown_at = []
                total = 0
                for i, f in enumerate(fields):
                    sd = seeded[i]
                    if sd:
                        sown_at.append(i)
                    k = table[f.code(sd)]
                    got.append(k)
                    total += k
                if total:
                    food[s] += total
                    harvested[s] += total
                if total or sown:
                    log(("harvest", s, _K_HARVEST, (got, sown_at, total, food[s], cap, R_HARVEST), step))
                if sown:
                    all_seeded[s] = [False] * len(fields)
            fd = food[s]
            if fd > 0:
                fd -= 1
                food[s] = fd
                log_after(("eat", s, _K_EAT, (fd >= cap, fd, R_EAT), step))
            else:
                self.st_hungry[s] += 1
                log_after(("hungry", s, _K_RULE, (R_EAT,), step))
            un = fd - cap
            if un > 0:
                rab = bool(rabbits[s])
                lost = un if rab else (un + 1) // 2
                fd -= lost
                food[s] = fd
                self.st_vermin[s] += lost
                log_after(("vermin", s, _K_VERMIN, (un, lost, rab, fd, R_VERMIN), step))
        self._climate_damage(yc, sc)
        self._log.extend(after)
        if self.season == SUMMER:
            self._pay_tribute()
            if self.year + 1 >= self.YEARS:
                self._finish()
                return
            self._begin_year()
        else:
            self._begin_season(SUMMER)

    def _climate_damage(self, yc: int, sc: int) -> None:
        """D8: a climate card in force destroys its upgrades on every field of
        every farm after the season's harvest (so they still counted).

        Two kinds destroyed at once go in the order of the field slots, not in
        the order of a set of names, which changes from one Python process to
        the next (string hashing) and with it the discard pile, so a replay in
        another process could differ."""
        kill = self.decks.destroyed_by(yc, sc)
        if not kill:
            return
        all_fields, discard = self.fields, self.discard
        log = self._log.append
        step = len(self.history)
        for name, climate in kill:
            for s in range(self.n):
                lost = 0
                for f in all_fields[s]:
                    card = f.upgrade(name)
                    if card >= 0:
                        discard.append(card)
                        f.set_upgrade(name, NONE)
                        lost += 1
                if lost:
                    log(("destroyed", s, _K_DESTROYED, (name, lost, climate, R_ACTIONS), step))

    def _pay_tribute(self) -> None:
        """Pay Tribute to Warlords (after summer). A contract first ends if the
        victim's defense has reached the attacker's current offense plus that
        Warlord's +1 (D17), checked now, so it can end before any tribute is
        paid; otherwise the full amount is paid if the victim has it, else all
        he has (FAQ: Warlord Clemency).

        Ruling J21: tribute is paid from all the victim's food, protected or
        not, and goes into the attacker's storage like any food (if it has no
        room, it waits unprotected until the next vermin step).
        """
        for c in list(self.contracts):
            a, v, amount, card = c.attacker, c.victim, c.amount, c.warlord
            off = self.offense(a) + self.acard[card].offense
            dfn = self.defense(v)
            if dfn >= off:
                self.contracts.remove(c)
                self.discard.append(card)
                self._event("contract_end", a, victim=v, offense=off, defense=dfn, rule=R_TRIBUTE)
                continue
            paid = min(amount, self.food[v])
            self.food[v] -= paid
            self.food[a] += paid
            self.st_tribute_in[a] += paid
            self.st_tribute_out[v] += paid
            self._event("tribute", v, attacker=a, amount=amount, paid=paid, rule=FAQ_CLEMENCY if paid < amount else R_TRIBUTE)

    def _finish(self) -> None:
        """End of the Game: after the 8th year; food + 4 per unused Food Stamp."""
        self.stage = OVER
        self.over = True
        self.pending = []
        scores = self.scores()
        self._event("game_end", None, scores=scores, rule=R_SCORING)
        winners = self.winners()
        best = max(scores)
        tied = [s for s in range(self.n) if scores[s] == best]
        self._event("result", None, winners=winners, tied=tied, score=best, tiebreak=[list(t) for t in self.tiebreak()],
                    rule=R_TIE if len(tied) > 1 else R_SCORING)

    # ------------------------------------------------------------- values
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

    def shuffle_unseen(self, seat: int, rng: Any) -> None:
        """Deal anew every action card and climate card ``seat`` cannot see (the
        conformance test's secrecy check). While a Steal shows cards (META) some
        current cards are on view, so nothing is shuffled then."""
        if self.stage == META:
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
            if self.stage == COMMIT:  # cards decided in secret, not yet revealed
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

    def harvest_table(self, year: int, season: int) -> tuple[int, ...]:
        """Variant hook, asked once per season: the food a field yields under the
        physical climate cards ``year``/``season``, by the field's code (1 if
        seeded + 2 Fertilizer + 4 Irrigation + 8 Protective Netting + 16
        Perennial; see ``Decks.type_yields``). Default: the deck's table, which
        applies "Harvest" and the climate cards (``deck.field_yield``). A rule
        variant that changes what a field yields overrides this."""
        return self.decks.yield_table(year, season)

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

    def unit_keys(self, seat: int) -> list[str]:
        """Kinds of unit an Assassin may eliminate on ``seat``'s farm (D18)."""
        keys = []
        if self.back_men[seat]:
            keys.append(BACK_MAN)
        for c in self.units[seat]:
            k = self.acard[c].id
            if k not in keys:
                keys.append(k)
        return keys

    # ------------------------------------------------------ the contract
    def to_act(self) -> tuple[int, ...]:
        return tuple(self.pending)

    def _first_to_act(self) -> int:
        """``to_act()[0]`` (-1 if nobody), without building the tuple."""
        pending = self.pending
        return pending[0] if pending else -1

    def decisions(self) -> list[Decision]:
        out: list[Decision] = []
        if self.over:
            return out
        st = self.stage
        nm = self.names
        for s in self.pending:
            who = nm[s]
            if st == KEEP:
                out.append(Decision(s, "keep", f"{who}: keep {self.keep_count} of your {len(self.hands[s])} cards; "
                                    "the other 4 become your first field and silo (card backs).", True, True))
            elif st == CHOOSE:
                p = (f"{who}: place two cards face down — the top one is your spring action, the bottom one "
                     "your summer action." if len(self.hands[s]) > 1 else
                     f"{who}: place your only card face down as your spring action.")
                out.append(Decision(s, "choose", p, True, True))
            elif st == PLANT:
                p = f"{who}: choose which fields to seed (1 food each), or plant nothing."
                if self.plant_group == 1:
                    p += " You know the coming climate, so you choose after the others."
                out.append(Decision(s, "plant", p, True, True))
            elif st == COMMIT:
                if self.entries[s] and not self.entries[s][0].saved:
                    card = self.acard[self.entries[s][0].card].name
                    if self.seeded_now(s):
                        p = f"{who}: you seeded a field, so play your {SEASONS[self.season]} card ({card}) face up or discard it."
                    else:
                        p = (f"{who}: play your {SEASONS[self.season]} card ({card}) face up, as a Back Action "
                             "(½ Field, ½ Silo, Armed Man, Saved for Later) or discard it.")
                else:
                    p = f"{who}: you have no card to play this season; use saved cards if you like, then say done."
                out.append(Decision(s, "play", p, True, True))
            elif st == META:
                if self.steal_pick is not None:
                    out.append(Decision(s, "steal", f"{who}: take one of the cards shown, or discard your Steal "
                                        "for the top card of the deck.", True))
                elif self.draw2 is not None:
                    out.append(Decision(s, "draw_two", f"{who}: choose which of the 2 drawn cards to play now; "
                                        "the other goes to your hand.", True))
                else:
                    card = self.acard[self.entries[s][self.redecide[-1][1]].card].name
                    out.append(Decision(s, "play_now", f"{who}: play your new card ({card}) now: face up, as a "
                                        "Back Action if you seeded no field, or discard it.", True))
            elif st == WARLORD:
                out.append(Decision(s, "warlord", f"{who}: your Warlord plays last — choose whom to attack, "
                                    "or discard it.", True, True))
        if st in (COMMIT, META, WARLORD):
            fire = self.fire_in_force()
            for s in self._in_game():
                if st == COMMIT and not self.committed[s] and self.usable_saved(s):
                    out.append(Decision(s, "use_saved", f"{nm[s]} may bring saved cards into play this season.",
                                        False, True))
                if fire and not self.fire_used[s] and self.hands[s]:
                    out.append(Decision(s, "fire_field", f"{nm[s]} may turn a hand card into a free ½ Field (Fire).",
                                        False))
        return out

    # ------------------------------------------------------- legal actions
    def legal_actions(self, seat: int) -> list[Action]:
        out: list[Action] = []
        if self.over or not 0 <= seat < self.n or self.out[seat]:
            return out
        st = self.stage
        if seat in self.pending:
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
        """Every legal (how, target, where, unit) for playing ``card`` now."""
        opts: list[tuple[str, int, int, str]] = []
        for cand in self._face_candidates(seat, card):
            if self.face_problem(seat, card, cand[1], cand[2], cand[3]) is None:
                opts.append(cand)
        if not saved:
            opts.append(("discard", -1, -1, ""))
        if saved or not self.seeded_now(seat):
            opts.extend((h, -1, -1, "") for h in ("half_field", "half_silo", "armed_man"))
            if not saved:
                opts.append(("save", -1, -1, ""))
        return opts

    def _face_candidates(self, seat: int, card: int) -> list[tuple[str, int, int, str]]:
        a = self.acard[card]
        eff = a.effect
        if eff == "eliminate_unit":
            return [("face", o, -1, k) for o in self._targets(seat, a.target) for k in self.unit_keys(o)]
        if eff == "extend_silo":
            return [("face", -1, i, "") for i in range(len(self.silos[seat]))]
        if a.field_effect != "none":
            return [("face", -1, i, "") for i in range(len(self.fields[seat]))]
        if a.target != "self" and eff != "tribute_contract" and eff != "steal_card":
            return [("face", o, -1, "") for o in self._targets(seat, a.target)]
        return [("face", -1, -1, "")]

    def _targets(self, seat: int, target: str) -> list[int]:
        if target == "self":
            return [seat]
        if target == "any":
            return self._in_game()
        return [o for o in range(self.n) if o != seat and not self.out[o]]

    def _other_plays(self, seat: int) -> list[Entry]:
        return [e for e in self.entries[seat] if e.how == FACE and e.card >= 0]

    def face_problem(self, seat: int, card: int, target: int, where: int, unit: str) -> tuple[str, str] | None:
        """Why ``card`` cannot be played face up with these choices (None: it can).

        Ruling J11: a player plays at most one Steal Opponent's Card a season
        (the F.A.Q.'s simultaneous Steals are one per player).
        Ruling J15: an Assassin names, when it is committed, an opponent and a
        kind of unit he has (D18); if none of that kind is left when it
        resolves, it is wasted.
        Ruling J23: a Field Upgrade or Silo Extension names a field or silo
        that exists when it is committed (fields and silos finished by this
        season's Back Actions come after the face cards).
        """
        a = self.acard[card]
        eff = a.effect
        name = a.name
        if eff == "eliminate_unit":
            if target not in self._targets(seat, a.target):
                return f"The {name} must name an opponent who is still in the game.", R_OFFDEF
            if unit not in self.unit_keys(target):
                return f"{self.names[target]} has no such unit for the {name} to eliminate.", R_OFFDEF
            return None
        if unit:
            return f"Only an Assassin names a unit; the {name} does not.", R_ACTIONS
        if eff == "extend_silo":
            if target != -1:
                return f"A {name} goes on one of your own silos.", FAQ_EXTENSION
            if not 0 <= where < len(self.silos[seat]):
                return f"You have no silo number {where + 1} to put the {name} on.", FAQ_EXTENSION
            if self.silos[seat][where].extension >= 0 or any(
                    e.where == where and self.acard[e.card].effect == "extend_silo" for e in self._other_plays(seat)):
                return "That silo already has an extension: only one extension per silo is allowed.", FAQ_EXTENSION
            return None
        if a.field_effect != "none":
            if target != -1:
                return f"{name} goes on one of your own fields.", R_ACTIONS
            if not 0 <= where < len(self.fields[seat]):
                return f"You have no field number {where + 1} to put the {name} on.", R_ACTIONS
            if self.fields[seat][where].upgrade(a.field_effect) >= 0 or any(
                    e.where == where and self.acard[e.card].field_effect == a.field_effect
                    for e in self._other_plays(seat)):
                return f"Field {where + 1} already has {name}: a field takes one of each upgrade.", FAQ_MOVE
            if eff == "not_with_rabbits" and self.rabbits[seat] and not self._coyote_available(seat):
                return (f"You cannot play {name} while Rabbits are on your farm, unless you play a Coyote "
                        "the same turn."), FAQ_PERENNIAL
            return None
        if where != -1:
            return f"The {name} is not played on a field or silo.", R_ACTIONS
        if eff == "tribute_contract":
            if target != -1:
                return "A Warlord names its victim last, after every other card is played.", R_TRIBUTE
            if not self.attackable(seat):
                return ("Every opponent already pays you tribute: you cannot attack someone you have a "
                        "contract with."), FAQ_WARLORDS
            return None
        if eff == "steal_card":
            if target != -1:
                return "The Steal chooses its card after everyone shows theirs.", FAQ_STEAL
            if any(self.acard[e.card].effect == "steal_card" for e in self._other_plays(seat)):
                return "You can play only one Steal Opponent's Card a season.", FAQ_STEAL
            return None
        if a.target == "self":
            if target != -1:
                return f"The {name} is played on your own farm.", R_ACTIONS
            return None
        if target not in self._targets(seat, a.target):
            whom = "an opponent" if a.target == "opponent" else "a farm"
            return f"The {name} must be played on {whom} still in the game.", R_ACTIONS
        return None

    def _coyote_available(self, seat: int) -> bool:
        """Ruling J10: a Perennial may be played on a farm with Rabbits only by a
        seat that can play a Coyote the same season (committed, its season card
        or a usable saved card); if Rabbits are still there when the face cards
        resolve, they eat the Perennial."""
        for e in self.entries[seat]:
            if self.acard[e.card].effect == "chase_cats_and_rabbits" and (
                    e.how == NONE or (e.how == FACE and e.target == seat)):
                return True
        if self.stage == COMMIT and not self.committed[seat]:
            for i in self.usable_saved(seat):
                if self.acard[self.saved[seat][i]].effect == "chase_cats_and_rabbits":
                    return True
        return False

    # ------------------------------------------------------------- checking
    def _check(self, seat: int, action: Action) -> None:
        t = type(action)
        st = self.stage
        if t is Plant and st == PLANT and seat in self.pending and not self.out[seat]:
            # the usual case first: different fields in order, as many as the food allows
            fields = action.fields  # type: ignore[attr-defined]
            if (type(fields) is tuple and fields in _plant_choices(len(self.fields[seat]))
                    and len(fields) <= self.food[seat]):
                for x in fields:
                    if type(x) is not int:
                        break
                else:
                    return
        elif t is Play and st == COMMIT and seat in self.pending and not self.out[seat]:
            es = self.entries[seat]
            if es and not es[0].saved:  # the season's card (what the full checks below come to)
                self._check_play(seat, es[0].card, action, False)  # type: ignore[arg-type]
                return
        who = self.names[seat]
        if self.out[seat]:
            raise NotYourTurnError(f"{who} is out of the game.", rule=R_STAMPS)
        if t is UseSaved:
            self._check_use_saved(seat, action)  # type: ignore[arg-type]
            return
        if t is FireField:
            if not self.fire_in_force():
                raise IllegalActionError("Only while Fire is in force can a hand card become a free ½ Field.",
                                         rule=FAQ_FIRE)
            if self.fire_used[seat]:
                raise IllegalActionError(f"{who} already made a free ½ Field this season.", rule=FAQ_FIRE)
            c = action.card  # type: ignore[attr-defined]
            if type(c) is not int or not 0 <= c < len(self.hands[seat]):
                raise IllegalActionError(f"{who} has no hand card number {c!r}.", rule=FAQ_FIRE)
            return
        if seat not in self.pending:
            if self.pending:
                waiting = " and ".join(self.names[s] for s in self.pending)
                raise NotYourTurnError(f"It is not {who}'s turn to decide: waiting for {waiting}.", rule=R_ACTIONS)
            raise NotYourTurnError(f"{who} has nothing to decide now.", rule=R_ACTIONS)
        if t is Keep:
            if st != KEEP:
                raise IllegalActionError("Cards are kept only at the start of the game.", rule=R_SETUP)
            cards = action.cards  # type: ignore[attr-defined]
            h = len(self.hands[seat])
            if (type(cards) is not tuple or len(cards) != self.keep_count or any(type(x) is not int for x in cards)
                    or len(set(cards)) != len(cards) or any(not 0 <= x < h for x in cards)):
                raise IllegalActionError(f"Choose exactly {self.keep_count} different cards of your {h} to keep.",
                                         rule=R_SETUP)
            return
        if t is Choose:
            if st != CHOOSE:
                raise IllegalActionError("Action cards are placed at the start of the year.", rule=R_CHOOSE)
            a, b = action.spring, action.summer  # type: ignore[attr-defined]
            h = len(self.hands[seat])
            if type(a) is not int or type(b) is not int or not 0 <= a < h:
                raise IllegalActionError(f"Choose two cards of your {h} by their place in your hand.", rule=R_CHOOSE)
            if h >= 2 and (not 0 <= b < h or a == b):
                raise IllegalActionError("Choose two different cards: one for spring, one for summer.", rule=R_CHOOSE)
            if h == 1 and b != -1:
                raise IllegalActionError("You hold only one card: it is your spring action.", rule=R_CHOOSE)
            return
        if t is Plant:
            if st != PLANT:
                raise IllegalActionError("Fields are seeded at the start of a season, before the climate is shown.",
                                         rule=R_PLANT)
            fields = action.fields  # type: ignore[attr-defined]
            nf = len(self.fields[seat])
            if (type(fields) is not tuple or any(type(x) is not int for x in fields) or len(set(fields)) != len(fields)
                    or any(not 0 <= x < nf for x in fields)):
                raise IllegalActionError(f"Name different fields of yours (1 to {nf}) to seed.", rule=R_PLANT)
            if list(fields) != sorted(fields):
                raise IllegalActionError("Name the fields to seed in order, first field first.", rule=R_PLANT)
            if len(fields) > self.food[seat]:
                raise IllegalActionError(f"Each seeded field takes 1 food and {who} has only {self.food[seat]}.",
                                         rule=R_FIELDS)
            return
        if t is Play:
            if st == COMMIT:
                es = self.entries[seat]
                if not es or es[0].saved:
                    raise IllegalActionError(f"{who} has no action card to play this season.", rule=R_ACTIONS)
                card = es[0].card
            elif st == META and self.redecide and self.steal_pick is None and self.draw2 is None:
                card = self.entries[seat][self.redecide[-1][1]].card
            elif st == META:
                raise IllegalActionError("First choose which card to take (or which drawn card to play).",
                                         rule=FAQ_STEAL)
            else:
                raise IllegalActionError("Action cards are played after the climate is revealed.", rule=R_ACTIONS)
            self._check_play(seat, card, action, False)  # type: ignore[arg-type]
            return
        if t is Done:
            if st != COMMIT:
                raise IllegalActionError("Say done only when you have no action card to play this season.",
                                         rule=R_ACTIONS)
            if self.entries[seat] and not self.entries[seat][0].saved:
                raise IllegalActionError(f"{who} still has this season's action card to play.", rule=R_ACTIONS)
            return
        if t is Steal:
            if st != META or self.steal_pick is None:
                raise IllegalActionError("Nobody is stealing a card now.", rule=FAQ_STEAL)
            v = action.victim  # type: ignore[attr-defined]
            if type(v) is not int or not (v == seat or v in self.steal_victims(seat)):
                raise IllegalActionError("Take a card one of your opponents is showing, or name yourself to "
                                         "discard the Steal for the top card of the deck.", rule=FAQ_STEAL)
            return
        if t is KeepDrawn:
            if st != META or self.draw2 is None:
                raise IllegalActionError("You have no two drawn cards to choose from.", rule=R_ACTIONS)
            if action.index not in (0, 1) or type(action.index) is not int:  # type: ignore[attr-defined]
                raise IllegalActionError("Choose the first (0) or second (1) drawn card.", rule=R_ACTIONS)
            return
        if t is Attack:
            if st != WARLORD:
                raise IllegalActionError("A Warlord attacks only after every other face-up card is played.",
                                         rule=R_TRIBUTE)
            tg = action.target  # type: ignore[attr-defined]
            if tg == -1 and type(tg) is int:
                return
            chosen = tuple(e.target for e in self.warlord_entries(seat) if e.done and e.target >= 0)
            if type(tg) is not int or tg not in self.attackable(seat, chosen):
                if type(tg) is int and any(c.attacker == seat and c.victim == tg for c in self.contracts) or tg in chosen:
                    raise IllegalActionError("You cannot attack an opponent who already has a Tribute Contract "
                                             "with you.", rule=FAQ_WARLORDS)
                raise IllegalActionError("A Warlord must attack an opponent still in the game (or be discarded).",
                                         rule=R_TRIBUTE)
            return
        raise IllegalActionError(f"{action!r} is not a move of Jelly Bean Farmers.")  # pragma: no cover

    def _check_play(self, seat: int, card: int, action: Play | UseSaved, saved: bool) -> None:
        a: Any = action  # its fields may hold anything (checked here; compiled code would reject it on reading)
        how, target, where, unit = a.how, a.target, a.where, a.unit
        if type(how) is not str or how not in HOW_CODE:
            raise IllegalActionError("Play a card face up, discard it, or use it as ½ Field, ½ Silo, Armed Man or "
                                     "Saved for Later.", rule=R_ACTIONS)
        if type(target) is not int or type(where) is not int or type(unit) is not str:
            raise IllegalActionError("Name targets by seat and fields or silos by number.", rule=R_ACTIONS)
        code = HOW_CODE[how]
        if code == FACE:
            problem = self.face_problem(seat, card, target, where, unit)
            if problem is not None:
                raise IllegalActionError(problem[0], rule=problem[1])
            return
        if target != -1 or where != -1 or unit:
            raise IllegalActionError("Only a card played face up names a target, field or silo.", rule=R_BACK)
        if saved:
            if code == SAVE:
                raise IllegalActionError("A saved card comes into play face up or as another Back Action.",
                                         rule=R_SAVED)
            if code == DISCARD:
                raise IllegalActionError("A saved card comes into play face up or as another Back Action; it is "
                                         "not discarded.", rule=R_SAVED)
            return
        if code != DISCARD and self.seeded_now(seat):
            raise IllegalActionError("You seeded a field this season, so your card can only be played face up "
                                     "or discarded (no Back Action).", rule=R_BACK)

    def _check_use_saved(self, seat: int, action: UseSaved) -> None:
        who = self.names[seat]
        if self.stage != COMMIT or self.committed[seat]:
            raise IllegalActionError("Saved cards come into play during a season's actions, before you finish "
                                     "playing your season's card.", rule=R_SAVED)
        a: Any = action  # its fields may hold anything (checked here; compiled code would reject it on reading)
        i = a.index
        if type(i) is not int or i not in self.usable_saved(seat):
            if type(i) is int and 0 <= i < len(self.saved[seat]):
                raise IllegalActionError("A card saved this season can be used from next season on.", rule=R_SAVED)
            raise IllegalActionError(f"{who} has no saved card number {i!r}.", rule=R_SAVED)
        self._check_play(seat, self.saved[seat][i], action, True)

    # ------------------------------------------------------------------ doing
    def _do(self, seat: int, action: Action) -> None:
        t = type(action)
        if t is Plant:
            self.plant_choice[seat] = action.fields  # type: ignore[attr-defined]
            pending = self.pending
            pending.remove(seat)
            if pending:
                return
        elif t is Play:
            if self.stage == COMMIT:
                e = self.entries[seat][0]
                e.how = HOW_CODE[action.how]  # type: ignore[attr-defined]
                e.target = action.target  # type: ignore[attr-defined]
                e.where = action.where  # type: ignore[attr-defined]
                e.unit = action.unit  # type: ignore[attr-defined]
                e.done = False
                self.committed[seat] = True
                pending = self.pending
                pending.remove(seat)
                if pending:
                    return
            else:
                s, i = self.redecide.pop()
                e = self.entries[s][i]
                self._set_entry(e, action)  # type: ignore[arg-type]
                self.pending = []
        elif t is Choose:
            h = self.hands[seat]
            a, b = action.spring, action.summer  # type: ignore[attr-defined]
            ca = h[a]
            if b >= 0:
                cb = h[b]
                if a > b:
                    del h[a]
                    del h[b]
                else:
                    del h[b]
                    del h[a]
            else:
                cb = NONE
                del h[a]
            self.chosen[seat] = [ca, cb]
            self.choose_done[seat] = True
            pending = self.pending
            pending.remove(seat)
            self._log.append(("chose", seat, _K_CHOSE, (2 if cb >= 0 else 1, R_CHOOSE), len(self.history),
                              {"spring": ca, "summer": cb}, (seat,)))
            if pending:
                return
        elif t is UseSaved:
            i, how = action.index, action.how  # type: ignore[attr-defined]
            c = self.saved[seat].pop(i)
            del self.saved_at[seat][i]
            e = Entry(c, True)
            self._set_entry(e, action)  # type: ignore[arg-type]
            self.entries[seat].append(e)
            self._log.append(("use_saved", seat, _K_SAVED, (len(self.saved[seat]), R_SAVED), len(self.history),
                              {"card": c, "how": how}, (seat,)))
        elif t is FireField:
            c = self.hands[seat].pop(action.card)  # type: ignore[attr-defined]
            self.fire_used[seat] = True
            self._add_half_field(seat, c, FAQ_FIRE)
            return  # a may-action: nothing else moves
        elif t is Done:
            self.committed[seat] = True
            self.pending.remove(seat)
            self._event("done", seat, rule=R_ACTIONS)
        elif t is Keep:
            self.keep_choice[seat] = action.cards  # type: ignore[attr-defined]
            self.pending.remove(seat)
            kept = [self.hands[seat][i] for i in action.cards]  # type: ignore[attr-defined]
            self._event("kept", seat, {"cards": kept}, (seat,), rule=R_SETUP)
        elif t is Steal:
            self._do_steal(seat, action.victim)  # type: ignore[attr-defined]
            self.pending = []
        elif t is KeepDrawn:
            s, i, got = self.draw2  # type: ignore[misc]
            self.draw2 = None
            k = action.index  # type: ignore[attr-defined]
            self.hands[s].append(got[1 - k])
            self._replace(s, i, got[k])
            self._event("draw_two_keep", s, {"card": got[k], "hand": got[1 - k]}, (s,), rule=R_ACTIONS)
            self._push_redecide(s, i)
            self.pending = []
        elif t is Attack:
            tg = action.target  # type: ignore[attr-defined]
            for e in self.warlord_entries(seat):
                if not e.done:
                    e.done = True
                    e.target = tg
                    break
            self._event("attack_chosen", seat, {"target": tg}, (seat,), rule=R_TRIBUTE)
            if all(e.done for e in self.warlord_entries(seat)):
                self.pending.remove(seat)
        self._advance()

    def _set_entry(self, e: Entry, action: Play | UseSaved) -> None:
        e.how = HOW_CODE[action.how]
        e.target = action.target
        e.where = action.where
        e.unit = action.unit
        e.done = False

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
        assert set(self.pending) <= set(range(n)) and len(set(self.pending)) == len(self.pending)
        assert all(not self.out[s] for s in self.pending), "a player out of the game is asked to decide"
        assert self.over == (self.stage == OVER)

    def _state(self) -> dict[str, Any]:
        n = range(self.n)
        return {
            "year": self.year, "season": self.season, "stage": self.stage, "deck": list(self.deck),
            "discard": list(self.discard), "climate_order": list(self.climate_order), "revealed": self.revealed,
            "hands": [list(h) for h in self.hands],
            "keep_choice": [list(k) if k is not None else None for k in self.keep_choice],
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
            "meta_started": self.meta_started, "pending": list(self.pending),
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
    def _cname(self, c: int) -> str:
        return self.acard[c].name if c >= 0 else "nothing"

    def _field_list(self, fields: list[int]) -> str:
        if not fields:
            return ""
        words = [str(f + 1) for f in fields]
        if len(words) == 1:
            return f"field {words[0]}"
        return "fields " + ", ".join(words[:-1]) + " and " + words[-1]


    def _unit_name(self, key: str) -> str:
        if key == BACK_MAN:
            return "a Back-Action Armed Man"
        for a in self.decks.actions:
            if a.id == key:
                return a.name
        return key

    def describe_action(self, action: Action, seat: int | None = None) -> str:
        t = type(action)
        nm = self.names
        if t is Keep:
            if seat is not None and self.stage == KEEP:
                h = self.hands[seat]
                return "Keep " + ", ".join(self._cname(h[i]) for i in action.cards if 0 <= i < len(h))  # type: ignore[attr-defined]
            return "Keep these cards"
        if t is Choose:
            if seat is not None and self.stage == CHOOSE:
                h = self.hands[seat]
                a, b = action.spring, action.summer  # type: ignore[attr-defined]
                if 0 <= a < len(h):
                    if 0 <= b < len(h):
                        return f"Spring: {self._cname(h[a])} · Summer: {self._cname(h[b])}"
                    return f"Spring: {self._cname(h[a])}"
            return "Place these cards"
        if t is Plant:
            f = list(action.fields)  # type: ignore[attr-defined]
            return f"Seed {self._field_list(f)}" if f else "Plant nothing"
        if t in (Play, UseSaved):
            card = NONE
            if seat is not None:
                if t is UseSaved:
                    i = action.index  # type: ignore[attr-defined]
                    if 0 <= i < len(self.saved[seat]):
                        card = self.saved[seat][i]
                elif self.stage == COMMIT and self.entries[seat]:
                    card = self.entries[seat][0].card
                elif self.stage == META and self.redecide and self.redecide[-1][0] == seat:
                    card = self.entries[seat][self.redecide[-1][1]].card
            name = self._cname(card) if card >= 0 else "the card"
            prefix = "Saved " if t is UseSaved else ""
            how = action.how  # type: ignore[attr-defined]
            if how == "face":
                extra = ""
                tg, wh, unit = action.target, action.where, action.unit  # type: ignore[attr-defined]
                if card >= 0 and self.acard[card].effect == "tribute_contract":
                    extra = " (choose the victim last)"
                if tg >= 0:
                    extra = f" on {nm[tg]}" if tg != seat else " on your own farm"
                if unit:
                    extra += f": {self._unit_name(unit)}"
                if wh >= 0:
                    place = "silo" if card >= 0 and self.acard[card].effect == "extend_silo" else "field"
                    extra += f" on {place} {wh + 1}"
                return f"{prefix}{name}: play face up{extra}"
            if how == "discard":
                return f"Discard {name}"
            if how in HOW_CODE:
                return f"{prefix}{name} → {BACK_NAMES[HOW_CODE[how]]}"
            return f"{prefix}{name}: {how}"
        if t is FireField:
            c = action.card  # type: ignore[attr-defined]
            if seat is not None and 0 <= c < len(self.hands[seat]):
                return f"Fire: turn {self._cname(self.hands[seat][c])} into a free ½ Field"
            return "Fire: free ½ Field"
        if t is Done:
            return "Done"
        if t is Steal:
            v = action.victim  # type: ignore[attr-defined]
            if v == seat:
                return "Discard the Steal for the top card"
            if 0 <= v < self.n and self.current_card(v) >= 0:
                return f"Take {nm[v]}'s {self._cname(self.current_card(v))}"
            return "Steal"
        if t is KeepDrawn:
            i = action.index  # type: ignore[attr-defined]
            if self.draw2 is not None and i in (0, 1):
                got = self.draw2[2]
                return f"Play {self._cname(got[i])} (keep {self._cname(got[1 - i])})"
            return "Play this card"
        if t is Attack:
            tg = action.target  # type: ignore[attr-defined]
            if tg < 0:
                return "Discard the Warlord"
            if seat is not None and 0 <= tg < self.n:
                es = self.warlord_entries(seat)
                bonus = self.acard[es[0].card].offense if es else 1
                amount = (self.offense(seat) + bonus - self.defense(tg)) // 2
                return f"Attack {nm[tg]} (tribute {max(0, amount)} a year)"
            return "Attack"
        return repr(action)  # pragma: no cover

    def text(self, viewer: int | None = None) -> str:
        """A plain-text picture of the table as ``viewer`` sees it (see :mod:`.view`)."""
        return _view_module.text(self, viewer)

    # ------------------------------------------------------------ sampling
    def random_action(self, seat: int, rng: Any) -> Action:
        """A uniformly random legal action, with the may-actions (saved cards,
        Fire) drawn less often so that random games still move on."""
        acts = self.legal_actions(seat)
        if len(acts) > 1 and seat in self.pending:
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


# The sentences (text.py reads the constants above, so it is imported last).
from .text import TEXT as _TEXT  # noqa: E402
from . import view as _view_module  # noqa: E402

JellyBeanFarmers.TEXT = _TEXT
