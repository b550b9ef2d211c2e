"""FARMED: the game class — setup, the flow of a year, checking and dispatching
moves, the variant hooks. The rules live in :mod:`.rules`, one module per section of the rule
text; the named state in :mod:`.state`; what a board shows in :mod:`.view`; the sentences in
:mod:`.text`. Rulings F1, F2 ... are in the docstrings where they apply and in
``docs/farmed-rulings.md``.

A year, as the game runs it::

    4 seasons:  everyone chooses a card at once (secret) -> revealed and played together
                -> hands passed to the right -> a Weather card (Events, Natural Disasters)
    then:       the last card of each hand discarded -> the Woman placed (secret, together)
                -> the last Weather card -> Harvest and Nutrition -> a new year (or the end)

The Team game adds decisions in that flow: Market Study's look at the start of a year, Pest
Control when a Pest strikes, the Hospital's teammate when a Fire strikes, Traditional Knowledge
before a Natural Disaster's choices, the Youngs the Hospital keeps at the end of a year.
"""

from __future__ import annotations

from typing import Any, ClassVar

from ..core.actions import Action
from ..core.errors import IllegalActionError, NotYourTurnError
from ..core.events import Secret
from ..core.flow import SecretChoices, shared_stage
from ..core.game import Game
from .actions import (ACTIONS, BuildUnder, FarmedOptions, KeepYoungs, LoseCrop, LoseImprovement, PeekMarket,
                      PlaceWoman, PlayCard, UseInstead)
from .cards import CROPS, IMPROVEMENTS, WEATHER, Crop, Improvement, Weather
from .rules import ending, harvest, improvements, market, seasons, setup, weather, woman, year_end
from .rules import special_improvements as special
from .rules.sections import CHOSE, EVENTS, LEFTOVER, R_DISASTER, R_EVENTS, R_FLOW, R_SPECIAL, R_WOMAN
from .state import DISASTER, FIRE, HOSPITAL, OVER, PEEK, PEST_CONTROL, PLAY, STORM, TRADITION, WOMAN, Farm, Table
from .text import GUIDE, TEXT, crop_name, describe_team_action

PROMPTS = {PLAY: "choose a card to play this season", DISASTER: "choose a Crop to lose to the Natural Disaster",
           STORM: "choose an Improvement to lose to the Storm",
           WOMAN: "place your Woman under a Crop (or keep her)",
           PEEK: "Market Study: look at one face-down Market card (or not)",
           PEST_CONTROL: "a Pest! discard Pest Control instead of the Crops of its colour?",
           FIRE: "Fire! choose the Crop whose Young the Hospital saves",
           TRADITION: "a Natural Disaster! discard Traditional Knowledge instead of a Crop?",
           HOSPITAL: "the Hospital: choose the Youngs you keep for next year"}
#: the Team game's decisions: the action each expects, and what it says when given another
TEAM_STEPS = {PEEK: (PeekMarket, "Market Study: choose a face-down Market card to look at, or none."),
              PEST_CONTROL: (UseInstead, "A Pest: say whether you discard Pest Control instead."),
              FIRE: (KeepYoungs, "A Fire: choose the Crop whose Young the Hospital saves."),
              TRADITION: (UseInstead, "A Natural Disaster: say whether you discard Traditional Knowledge instead."),
              HOSPITAL: (KeepYoungs, "The Hospital: choose the Youngs you keep.")}


#: the stage of each step and seats deciding, made once (see :meth:`Farmed._open`)
_STAGES: dict[tuple[str, tuple[int, ...]], Any] = {}


def _prompt(g: "Farmed", seat: int) -> str:
    """What ``seat`` must decide now, in words (a stage's prompt: written only when a board asks)."""
    return f"{g.names[seat]}: {PROMPTS[g.table.step]}."


Decks = tuple[tuple[Crop | Improvement, ...], tuple[Weather, ...], tuple[int, ...], harvest.Shortfalls]
_DECKS: dict[str, Decks] = {}


def _decks(mode: str) -> Decks:
    """The Crop deck (each card's kind), the Weather deck, where each Crop card may be played and
    each Crop card's shortfall per Weather line, for a mode: the same for every game of that
    mode, so made once."""
    known = _DECKS.get(mode)
    if known is not None:
        return known
    team = mode == "team"
    advanced = mode == "advanced" or team
    # the Basic game: no Improvements; no Storm and no Hurricane ("Game setup")
    cards: list[Crop | Improvement] = [c for c in CROPS for _ in range(c.count)]
    if advanced:
        cards += [i for i in IMPROVEMENTS if i.mode == "advanced" or team for _ in range(i.count)]
    weather_of = tuple(w for w in WEATHER if w.mode == "basic" or advanced for _ in range(w.count))
    known = _DECKS[mode] = (tuple(cards), weather_of, tuple(seasons.placing(c) for c in cards),
                            harvest.Shortfalls(tuple(cards)))
    return known


class Farmed(Game):
    NAME = "farmed"
    TITLE = "FARMED"
    TEACHES = "Matching crops and livestock to the weather of the seasons"
    LESSON = "The weather line"
    MIN_PLAYERS = 2
    MAX_PLAYERS = 8
    OPTIONS = FarmedOptions
    ACTIONS = ACTIONS
    EVENTS = EVENTS
    PLAY_VARIANTS = ({"mode": "advanced"}, {"mode": "team"})
    TEXT = TEXT
    GUIDE = GUIDE
    SCORE_NAME = "points"
    DECK_FILES: ClassVar[dict[str, str]] = {}

    # ------------------------------------------------------------------ setup
    def _setup(self) -> None:
        o: FarmedOptions = self.options  # type: ignore[assignment]
        from ..core.errors import OptionError

        if not 1 <= o.years <= 20:
            raise OptionError("years must be between 1 and 20.")
        if not 4 <= o.hand <= 8:
            raise OptionError("hand must be between 4 and 8 (4 seasons need 4 cards).")
        if not 1 <= o.max_crops <= 9:
            raise OptionError("max_crops must be between 1 and 9.")
        if o.mode not in ("basic", "advanced", "team"):
            raise OptionError(f"mode must be \"basic\", \"advanced\" or \"team\", not {o.mode[:20]!r}.")
        #: the Team game: the Advanced game with teams and all Improvements ("TEAM RULES")
        self.team = o.mode == "team"
        #: the Advanced game (and the Team game): simple Improvements, Storm and Hurricane, the Market
        self.advanced = o.mode == "advanced" or self.team
        #: the game's Crop and Weather decks, card number -> its kind, and where each Crop card may go
        #: when played (:data:`.rules.seasons.CROP`, ``LINE``, ``UNDER``), each card's shortfall per
        #: line (:class:`.rules.harvest.Shortfalls`): made once per mode
        self.crop_of, self.weather_of, self.placing, self.shortfalls = _decks(o.mode)
        if self.n * o.hand > len(self.crop_of):
            raise OptionError("The Crop deck is too small to deal that many cards to every player.")
        self.farms: list[Farm] = [Farm() for _ in range(self.n)]
        self._everyone = tuple(range(self.n))
        self.table = Table(list(range(len(self.crop_of))), [], list(range(len(self.weather_of))), [])
        self.choices = SecretChoices(())
        self._then = "season"
        setup.set_up(self)
        self._after_reveal()

    # ------------------------------------------------------------------ the flow
    def _open(self, step: str, seats: list[int] | None = None) -> None:
        """A new simultaneous secret choice for ``seats`` (everyone by default)."""
        seats = self._everyone if seats is None else tuple(seats)
        self.table.step = step
        self.choices = SecretChoices(seats)
        # the same few stages come back every season: each made once and shared (its sentence
        # written only when asked for)
        stage = _STAGES.get((step, seats))
        if stage is None:
            stage = _STAGES[step, seats] = shared_stage(step, seats, step, _prompt, secret=True)
        self.stage = stage

    def _after_reveal(self) -> None:
        """After a Weather card: the Natural Disasters due, then the next season or the year's end."""
        t = self.table
        if t.awaiting:  # Team game: a Pest or a Fire waits for a decision
            self._open(FIRE if t.awaiting == "fire" else PEST_CONTROL,
                       [special.fire_chooser(self) if t.awaiting == "fire" else special.owner(self, special.PEST_CONTROL)])
            return
        while t.pending_storms:
            improvements.lose_only_improvements(self)
            seats = improvements.storm_seats(self)
            if seats:
                self._open(STORM, seats)
                return
            t.pending_storms -= 1
        while t.pending_disasters:
            if self.team and not t.tradition_asked:
                t.tradition_asked = True
                seat = special.tradition_due(self)
                if seat >= 0:
                    self._open(TRADITION, [seat])
                    return
            weather.lose_only_crops(self)
            seats = weather.disaster_seats(self)
            if seats:
                self._open(DISASTER, seats)
                return
            self._disaster_done()
        if self._then == "season":
            self._season()
        else:
            self._end_year()

    def _season(self) -> None:
        """A season: everyone with a card chooses one at once (F13: nobody with a card, the season passes)."""
        for f in self.farms:
            if not f.hand:
                break
        else:  # the usual case, everyone: the shared tuple of every seat
            self._open(PLAY, self._everyone)
            return
        seats = [s for s, f in enumerate(self.farms) if f.hand]
        if seats:
            self._open(PLAY, seats)
        else:
            self._seasons_done([])

    def _seasons_done(self, chosen: list[tuple[int, Any]]) -> None:
        """The season's cards in play, hands passed; then a Weather card, or (after the 4th) the year's end."""
        seasons.resolve(self, chosen)
        if self.table.season < 3:
            self.table.season += 1
            self._then = "season"
            weather.reveal(self)  # the season's Weather card
            self._after_reveal()
        else:
            self._end_of_seasons()

    def _end_of_seasons(self) -> None:
        """After the 4th season: the last card of each hand is discarded, then the Woman."""
        for s, farm in enumerate(self.farms):
            for c in farm.hand:
                self.table.discard.append(c)
                self.emit((LEFTOVER, s, Secret({"card": c}, to=(s,))))
            farm.hand = []
        seats = [s for s, f in enumerate(self.farms) if f.crops]
        self._then = "harvest"
        if seats:
            self._open(WOMAN, seats)
        else:
            self._last_card()

    def _last_card(self) -> None:
        weather.reveal(self)
        self._after_reveal()

    def _disaster_done(self) -> None:
        t = self.table
        t.pending_disasters -= 1
        t.spared, t.tradition_asked = [], False

    def _end_year(self) -> None:
        harvest.harvest(self)
        if self.advanced:
            market.sell(self)
        self.record_round()
        t = self.table
        if t.year + 1 >= self.options.years:  # type: ignore[attr-defined]
            t.step = OVER
            self.stage = None
            ending.finish(self)
            return
        if self.team:  # the Hospital keeps Youngs (F28): who has a real choice chooses, at once
            keep = special.keepers(self)
            for s, k in keep.items():
                options = special.keep_options(self, s, k)
                if len(options) == 1:
                    special.keep(self, s, options[0].crops)
            seats = [s for s in sorted(keep) if s not in t.kept]
            if seats:
                self._open(HOSPITAL, seats)
                return
        self._new_year()

    def _new_year(self) -> None:
        year_end.new_year(self)
        self._then = "season"
        seat = special.peek_seat(self) if self.team else -1
        if seat >= 0:
            self._open(PEEK, [seat])
        else:
            self._season()

    # ------------------------------------------------------------------ moves
    def legal_actions(self, seat: int) -> list[Action]:
        if self.over or self.stage is None or seat not in self.stage.seats:
            return []
        step = self.table.step
        if step == PLAY:
            return seasons.plays(self, seat)
        if step == DISASTER:
            return weather.losses(self, seat)
        if step == STORM:
            return [LoseImprovement(i) for i in range(len(self.farms[seat].improvements))]
        if step == WOMAN:
            return woman.placements(self, seat)
        if step == PEEK:
            return special.peeks(self, seat)
        if step in (PEST_CONTROL, TRADITION):
            return list(special.USE_OR_NOT)
        if step == FIRE:
            return [KeepYoungs((i,)) for i, p in enumerate(self.farms[seat].crops) if p.youngs]
        return special.keep_options(self, seat, special.keepers(self)[seat])

    def _check(self, seat: int, action: Action) -> None:
        who = self.names[seat]
        if self.stage is None or seat not in self.stage.seats:
            if self.stage is not None and seat in self.choices.chosen:
                raise NotYourTurnError(f"{who} has already chosen; wait for the others.", rule=R_FLOW)
            raise NotYourTurnError(f"{who} has nothing to decide now.", rule=R_FLOW)
        step = self.table.step
        if step in TEAM_STEPS:
            expected, message = TEAM_STEPS[step]
            if not isinstance(action, expected):
                raise IllegalActionError(message, rule=R_SPECIAL)
            if step == PEEK:
                special.check_peek(self, seat, action)  # type: ignore[arg-type]
            elif step == FIRE or step == HOSPITAL:
                special.check_keep(self, seat, action, 1 if step == FIRE else special.keepers(self)[seat])  # type: ignore
            else:
                special.check_use(self, seat, action)  # type: ignore[arg-type]
        elif step == PLAY:
            if not isinstance(action, (PlayCard, BuildUnder)):
                raise IllegalActionError("Now everyone chooses a card to play this season.", rule=R_FLOW)
            seasons.check_play(self, seat, action)
        elif step == STORM:
            if not isinstance(action, LoseImprovement):
                raise IllegalActionError("A Storm: choose one of your Improvements to lose.", rule=R_EVENTS)
            if not 0 <= action.improvement < len(self.farms[seat].improvements):
                raise IllegalActionError(f"You have no Improvement number {action.improvement + 1}.", rule=R_EVENTS)
        elif step == DISASTER:
            if not isinstance(action, LoseCrop):
                raise IllegalActionError("A Natural Disaster: choose one of your Crops to lose.", rule=R_DISASTER)
            if not 0 <= action.crop < len(self.farms[seat].crops):
                raise IllegalActionError(f"You have no Crop number {action.crop + 1}.", rule=R_DISASTER)
        else:
            if not isinstance(action, PlaceWoman):
                raise IllegalActionError("Now place your Woman under one of your Crops, or keep her.", rule=R_WOMAN)
            woman.check_place(self, seat, action)

    def _do(self, seat: int, action: Action) -> None:
        self.choices.chosen[seat] = action  # (the stage asks each seat once: see _check and play)
        stage = self.stage  # (a shared stage: its stages one seat less are made once)
        self.stage = stage = stage.after.get(seat) or stage.without(seat)
        self.emit((CHOSE, seat))
        if stage.seats:  # the others have still to choose
            return
        chosen = sorted(self.choices.chosen.items())  # revealed together, in seat order
        step = self.table.step
        if step == PLAY:
            self._seasons_done(chosen)
        elif step == STORM:
            for s, a in chosen:
                improvements.lose(self, s, a.improvement)
            self.table.pending_storms -= 1
            self._after_reveal()
        elif step == DISASTER:
            for s, a in chosen:
                weather.lose(self, s, a.crop)
            self._disaster_done()
            self._after_reveal()
        elif step == WOMAN:
            woman.resolve(self, chosen)  # type: ignore[arg-type]
            self._last_card()
        else:
            self._team_decision(step, chosen)

    def _team_decision(self, step: str, chosen: list[tuple[int, Any]]) -> None:
        """A decision of the Team game made: carry it out and go on where the flow stopped."""
        t = self.table
        if step == PEEK:
            special.peek(self, *chosen[0])
            self._season()
        elif step == HOSPITAL:
            for s, a in chosen:
                special.keep(self, s, a.crops)
            self._new_year()
        elif step == TRADITION:
            t.spared = special.use_instead(self, chosen[0][0], special.TRADITIONAL_KNOWLEDGE, chosen[0][1])
            self._after_reveal()
        else:  # a Pest or a Fire, then the revealing goes on
            if step == FIRE:
                weather.fire(self, chosen[0][1].crops[0])
            else:
                spared = special.use_instead(self, chosen[0][0], special.PEST_CONTROL, chosen[0][1])
                weather.pest(self, t.awaiting.split(":")[1], spared)
            t.awaiting = ""
            weather.reveal(self)
            self._after_reveal()

    # ------------------------------------------------------------------ variant hooks
    def scores(self) -> list[int]:
        return [f.score for f in self.farms]

    def tiebreak(self) -> list[Any]:
        """End of the game: most colours, then most Crop cards (F12)."""
        return [ending.tiebreak_key(self, s) for s in range(self.n)]

    # ------------------------------------------------------------------ reading
    def stats(self) -> dict[str, list[Any]]:
        f = self.farms
        return {"harvested": [x.harvested for x in f], "lost_to_weather": [x.lost_to_weather for x in f],
                "lost_to_disasters": [x.lost_to_disasters for x in f], "youngs": [x.youngs_played for x in f],
                "colours_at_end": [ending.tiebreak_key(self, s)[0] for s in range(self.n)]}

    def _state(self) -> dict[str, Any]:
        t = self.table
        return {"farms": [{"hand": list(f.hand), "crops": [p.to_json() for p in f.crops], "score": f.score,
                           **({"improvements": list(f.improvements)} if self.advanced else {})}
                          for f in self.farms],
                **({"market": [list(t.market_up), list(t.market_down)], "storms": t.pending_storms}
                   if self.advanced else {}),
                "deck": list(t.deck), "discard": list(t.discard), "weather_deck": list(t.weather_deck),
                "weather_discard": list(t.weather_discard), "line": list(t.line), "year": t.year,
                "season": t.season, "dealer": t.dealer, "step": t.step, "disasters": t.pending_disasters,
                "choices": {str(k): v.to_json() for k, v in self.choices.chosen.items()} if self.stage is not None else None,
                "waiting": list(self.stage.seats) if self.stage is not None else [], "then": self._then,
                **({"team": {"women": list(t.women), "mates": list(t.mates), "peeked": t.peeked,
                             "peekers": list(t.peekers), "awaiting": t.awaiting, "spared": list(t.spared),
                             "tradition_asked": t.tradition_asked, "kept": list(t.kept), "removed": list(t.removed)}}
                   if self.team else {})}

    def copy(self) -> "Farmed":
        g: Farmed = self._copy_lists()  # type: ignore[assignment]
        g.farms = [f.copy() for f in self.farms]
        g.table = self.table.copy()
        g.choices = self.choices.copy()
        return g

    def check_invariants(self) -> None:
        """Every Crop card in one place; every Weather card in one place; at most ``max_crops`` Crops."""
        t = self.table
        places = list(t.deck) + list(t.discard) + list(t.market_up) + list(t.market_down) + list(t.removed)
        for f in self.farms:
            places += f.hand
            places += f.improvements
            for p in f.crops:
                places.append(p.card)
                places += p.youngs
                assert p.school < 0 or p.school in f.improvements, "a School under a Crop is not its owner's"
                assert p.nursery < 0 or p.nursery in f.improvements, "a Nursery under a Crop is not its owner's"
            assert len(f.crops) <= self.options.max_crops, "too many Crops in a line"  # type: ignore[attr-defined]
            assert f.score >= 0
        assert sorted(places) == list(range(len(self.crop_of))), "a Crop card is lost or doubled"
        weather_places = list(t.weather_deck) + list(t.line) + list(t.weather_discard)
        assert sorted(weather_places) == list(range(len(self.weather_of))), "a Weather card is lost or doubled"
        assert self.over == (t.step == OVER)

    def shuffle_unseen(self, seat: int, rng: Any) -> None:
        """Deal anew what ``seat`` cannot see: the decks, the discard piles, the other hands and the
        Youngs (face down). In the Team game the teammate's hand and a Market card looked at with
        Market Study are known (F20, F25)."""
        t = self.table
        places: list[tuple[list[int], int]] = [(t.deck, i) for i in range(len(t.deck))]
        places += [(t.discard, i) for i in range(len(t.discard))]
        places += [(t.market_down, i) for i in range(len(t.market_down))  # face down
                   if not (i == t.peeked and seat in t.peekers)]
        mate = t.mates[seat] if self.team else -1
        for s, f in enumerate(self.farms):
            if s != seat and s != mate:
                places += [(f.hand, i) for i in range(len(f.hand))]
            for p in f.crops:
                places += [(p.youngs, i) for i in range(len(p.youngs))]
        cards = [lst[i] for lst, i in places]
        rng.shuffle(cards)
        for (lst, i), c in zip(places, cards):
            lst[i] = c
        rng.shuffle(t.weather_deck)

    def _view(self, seat: int | None) -> dict[str, Any]:
        from .view import view

        return view(self, seat)

    def describe_action(self, action: Action, seat: int | None = None) -> str:
        s = seat if seat is not None else (self.stage.seats[0] if self.stage and self.stage.seats else 0)
        farm = self.farms[s]
        if isinstance(action, (BuildUnder, PeekMarket, UseInstead, KeepYoungs)):
            return describe_team_action(self, action, s)
        if isinstance(action, PlayCard):
            card = _named(self, farm.hand, action.card)
            if action.young_on >= 0:
                text = f"{card} as a Young under {_named(self, farm.crops, action.young_on)}"
            elif 0 <= action.card < len(farm.hand) and not self.crop_of[farm.hand[action.card]].is_crop:
                text = f"Build {card}"
            elif action.replace >= 0:
                text = f"Plant {card} (discard {_named(self, farm.crops, action.replace)} first)"
            else:
                text = f"Plant {card}"
            if action.discard >= 0:
                text += f"; discard {_named(self, farm.hand, action.discard)}"
            return text
        if isinstance(action, LoseImprovement):
            return f"Lose {_named(self, farm.improvements, action.improvement)}"
        if isinstance(action, LoseCrop):
            return f"Lose {_named(self, farm.crops, action.crop)}"
        if isinstance(action, PlaceWoman):
            if action.crop < 0:
                return "Keep the Woman"
            under = _named(self, farm.crops, action.crop)
            return f"Woman under {under}: " + ("2 Youngs" if action.side == "youngs" else "+1 a colour")
        return repr(action)


def _named(g: Farmed, cards: list[Any], i: int) -> str:
    """The name of card number ``i`` of a hand, a line of Crops (their Crop card) or the Improvements;
    "?" for a number that is not there (an action described before it is checked)."""
    if not 0 <= i < len(cards):
        return "?"
    c = cards[i]
    return crop_name(g, c if isinstance(c, int) else c.card)
