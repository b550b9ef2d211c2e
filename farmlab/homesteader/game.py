"""Homesteader: the game class — setup, flow, checks, moves and the variant hooks."""

from __future__ import annotations

from itertools import chain
from typing import Any, ClassVar

from ..core.actions import Action
from ..core.errors import IllegalActionError, NotYourTurnError
from ..core.flow import Stage
from ..core.game import Game
from .actions import (ACTIONS, Aim, Discard, EndTurn, Fence, Flip, HomesteaderOptions, Place, PlaceHouse, PlantSwap,
                      Remove, Transplant)
from . import fast_scoring
from .cards import CARDS, PLAYING_CARDS, Card
from .grid import Point, point
from .rules import disasters, fences, house, play, preparation, settlement, swap
from .rules.sections import R_DISASTERS, R_FLIP, R_HOUSE, R_PLAY, R_SETTLEMENT, R_STEP1, R_STEP2
from .state import ACT, AIM, FENCE, FLIP, HOUSE, LOSE, OVER, PLACE, Farm, Table
from .text import GUIDE, TEXT, EVENTS

PROMPTS = {PLACE: "place a face-down card next to or corner to corner with one of your cards",
           FENCE: "extend your fence line by at least two posts", HOUSE: "place your house",
           FLIP: "turn one of your face-down cards face up", AIM: "play the disaster or pest on a player",
           LOSE: "remove a card hit by the disaster or pest",
           ACT: "discard, transplant or swap a plant if you like, then end your turn"}
STEP_RULES = {PLACE: R_STEP1, FENCE: R_STEP2, HOUSE: R_HOUSE, FLIP: R_FLIP, AIM: R_DISASTERS, LOSE: R_DISASTERS,
              ACT: R_PLAY}
STEP_ACTIONS: dict[str, tuple[type, ...]] = {PLACE: (Place,), FENCE: (Fence,), HOUSE: (PlaceHouse,), FLIP: (Flip,),
                                             AIM: (Aim,), LOSE: (Remove,),
                                             ACT: (Discard, Transplant, PlantSwap, EndTurn)}


def _prompt(step: str) -> Any:
    """The prompt of ``step``, written only when a board asks: "Ana: place your house."."""
    return lambda game, seat: f"{game.names[seat]}: {PROMPTS[step]}."


#: the deck as the deal numbers its cards (card ``c`` is ``DECK[c]``), the same tuple for every game
DECK: tuple[Card, ...] = tuple(c for c in CARDS for _ in range(c.count))
#: the cards of a deal by the number of decks it is made from (ruling H3): two decks are the deck
#: and a second copy of its playing cards (the house cards come from one deck)
DECKS: dict[int, tuple[Card, ...]] = {1: DECK, 2: DECK + tuple(c for c in DECK if not c.house)}


def _place_at(square: Point) -> Place:
    return Place(*square)


def _fence_of(extension: tuple[int, tuple[Point, ...]]) -> Fence:
    end, posts = extension
    return Fence(end, tuple(chain.from_iterable(posts)))


def _house_at(square: Point) -> PlaceHouse:
    return PlaceHouse(*square)


def _flip_at(square: Point) -> Flip:
    return Flip(*square)


def _remove_at(square: Point) -> Remove:
    return Remove(*square)


def _end_turn(_: None) -> EndTurn:
    return EndTurn()


def _discard(_: None) -> Discard:
    return Discard()


def _transplant_of(move: tuple[Point, Point]) -> Transplant:
    (x, y), (to_x, to_y) = move
    return Transplant(x, y, to_x, to_y)


def _swap_of(offer: tuple[int, Point, Point]) -> PlantSwap:
    target, (x, y), (give_x, give_y) = offer
    return PlantSwap(target, x, y, give_x, give_y)


def _points(flat: tuple[int, ...]) -> list[Point]:
    """The posts of a Fence action: its numbers two by two (across, down), as the lattice's points."""
    return list(map(point, zip(flat[::2], flat[1::2])))


class Homesteader(Game):
    NAME = "homesteader"
    TITLE = "Homesteader"
    TEACHES = "Permaculture: what each plant needs and gives, placed side by side"
    LESSON = "Permaculture adjacency"
    MIN_PLAYERS = 2
    MAX_PLAYERS = 4
    OPTIONS = HomesteaderOptions
    ACTIONS = ACTIONS
    EVENTS = EVENTS
    RARE_EVENTS = {
        "closed": "tests/homesteader/test_settlement.py::"
                  "test_closing_the_fence_early_sends_the_unused_cards_back_and_longer_extensions_are_allowed",
        "no_room": "tests/homesteader/test_settlement.py::test_h10_no_square_left_the_cards_go_back_and_the_fence_goes_on",
    }
    TEXT = TEXT
    GUIDE = GUIDE
    SCORE_NAME = "pennies"
    DECK_FILES: ClassVar[dict[str, str]] = {}

    # ------------------------------------------------------------------ setup
    def _setup(self) -> None:
        o: HomesteaderOptions = self.options  # type: ignore[assignment]
        preparation.check_deal(o.deal)
        cards = DECKS[preparation.decks_needed(o.deal, self.n, PLAYING_CARDS)]
        self.card_of: tuple[Card, ...] = cards
        houses = [i for i, c in enumerate(cards) if c.house]
        #: "Separate house cards and deal one to each player"
        self.house_of: tuple[int, ...] = tuple(houses[: self.n])
        self.farms: list[Farm] = [Farm() for _ in range(self.n)]
        self.table = Table()
        self.tally = fast_scoring.Tally(noted=True)  # the scores after each turn, kept from move to move
        self.changed: list[Any] = []  # every square a move named (cards_changed), in order: for views kept elsewhere
        preparation.set_up(self)
        settlement.start(self)
        self.set_step(PLACE, 0)

    def set_step(self, step: str, seat: int) -> None:
        """The must-step now: ``seat`` decides ``step``."""
        self.table.step = step
        self.stage = STAGES[step][seat]

    # ------------------------------------------------------------------ variant hooks
    def zone_rule(self) -> bool:
        """Hook: is the permaculture zone rule scored? (option ``zones``; ruling H21)"""
        return bool(self.options.zones)  # type: ignore[attr-defined]

    def min_posts(self) -> int:
        """Hook: the fewest fence posts a settlement turn places ("a minimum of two")."""
        return 2

    def tiebreak(self) -> list[Any]:
        """Ruling H23: no tie-break; players tied on pennies share the win."""
        return [0] * self.n

    def scores(self) -> list[int]:
        return [f.score for f in self.farms]

    def update_scores(self) -> None:
        """The pennies each player would score if the game ended now (the final score at the end): the
        penny procedure of ``rules/scoring.py``, kept up to date by its marked fast path."""
        for farm, total in zip(self.farms, self.tally.pennies(self)):
            farm.score = total

    def final_scoring(self) -> None:
        """The scoring at the end of the game (``rules/scoring.final``: the scores and their events),
        read from the kept scores by its marked fast path."""
        fast_scoring.final(self, self.tally)

    def cards_changed(self, *squares: Any) -> None:
        """A move tells the kept scores which squares' cards came, went, turned face up or changed."""
        self.tally.note(squares)
        self.changed += squares

    # ------------------------------------------------------------------ moves
    def _seat_acts(self, seat: int) -> bool:
        return not self.over and self.stage is not None and seat in self.stage.seats

    def legal_actions(self, seat: int) -> list[Action]:
        if not self._seat_acts(seat):
            return []
        if self.table.step == ACT:
            return self._act_actions(seat, ("end", "discard", "transplant", "swap"))
        make, options = self._options(seat)
        return [make(o) for o in options]

    def _options(self, seat: int) -> tuple[Any, list[Any]]:
        """The legal actions of a must-step as what they choose among (squares, fence extensions, seats)
        and the function that makes the action of one: ``legal_actions`` makes them all, a random
        action only the one drawn."""
        step = self.table.step
        if step == PLACE:
            return _place_at, settlement.places(self, seat)
        if step == FENCE:
            return _fence_of, fences.options(self, seat)
        if step == HOUSE:
            return _house_at, house.spots(self, seat)
        if step == FLIP:
            return _flip_at, play.flips(self, seat)
        if step == AIM:
            return Aim, list(range(self.n))
        # LOSE
        d = self.table.disaster
        assert d is not None
        effect = self.card_of[self.table.grid[d].card].effect
        return _remove_at, disasters.victims(self, effect, seat)

    def _act_actions(self, seat: int, kinds: tuple[str, ...]) -> list[Action]:
        out: list[Action] = []
        for kind in kinds:
            make, options = self._act_options(seat, kind)
            out += [make(o) for o in options]
        return out

    def _act_options(self, seat: int, kind: str) -> tuple[Any, list[Any]]:
        """The optional moves of one kind (as :meth:`_options`): ending the turn, the discard, the
        transplants (square, square), the plant swaps (target, square taken, square given)."""
        if kind == "end":
            return _end_turn, [None]
        if kind == "discard":
            return _discard, [None] if self.table.may_discard else []
        if kind == "transplant":
            return _transplant_of, play.transplants(self, seat)
        return _swap_of, swap.swaps(self, seat)

    def random_action(self, seat: int, rng: Any) -> Action:
        """A random legal action; in the optional part of a turn, first a kind of move (ending the turn,
        the discard, a transplant, a plant swap), then one of that kind: the plant swaps alone can
        number hundreds. In a must-step, only the action drawn is made."""
        if not self._seat_acts(seat):
            return rng.choice(self.legal_actions(seat))  # (none: the choice raises)
        if self.table.step == ACT:
            kinds = ["end", "end"]
            if self.table.may_discard:
                kinds.append("discard")
            if not self.table.transplanted:
                kinds.append("transplant")
            if not self.farms[seat].swapped:
                kinds.append("swap")
            make, options = self._act_options(seat, rng.choice(kinds))
            return make(rng.choice(options)) if options else EndTurn()
        make, options = self._options(seat)
        return make(rng.choice(options))  # rng.choice(legal_actions)'s draw: the same index of as long a list

    def _check(self, seat: int, action: Action) -> None:
        who = self.names[seat]
        if not self._seat_acts(seat):
            raise NotYourTurnError(f"It is not {who}'s turn.", rule=R_SETTLEMENT)
        step = self.table.step
        if not isinstance(action, STEP_ACTIONS[step]):
            raise IllegalActionError(f"Not now. {who}: {PROMPTS[step]}.", rule=STEP_RULES[step])
        if isinstance(action, Place):
            if not settlement.may_place(self, seat, (action.x, action.y)):
                raise IllegalActionError("Place your card on an empty square next to or corner to corner with one "
                                         "of your own cards (not inside a fenced property).", rule=R_STEP1)
        elif isinstance(action, Fence):
            if len(action.posts) % 2 or len(action.posts) > 400:
                raise IllegalActionError("Give each fence post as two numbers (across, down).", rule=R_STEP2)
            fences.check(self, seat, action.end, _points(action.posts))
        elif isinstance(action, PlaceHouse):
            if (action.x, action.y) not in house.spots(self, seat):
                raise IllegalActionError("Place the house on an empty square inside your fence (or, if there is "
                                         "none, on one of your cards, which is discarded unseen).", rule=R_HOUSE)
        elif isinstance(action, Flip):
            play.check_flip(self, seat, (action.x, action.y))
        elif isinstance(action, Discard):
            play.check_discard(self, seat)
        elif isinstance(action, Transplant):
            play.check_transplant(self, seat, (action.x, action.y), (action.to_x, action.to_y))
        elif isinstance(action, PlantSwap):
            swap.check(self, seat, action.target, (action.x, action.y), (action.give_x, action.give_y))
        elif isinstance(action, Aim):
            disasters.check_aim(self, seat, action.target)
        elif isinstance(action, Remove):
            disasters.check_remove(self, seat, (action.x, action.y))

    # Each action's move (see Game.MOVES: the core calls the move of the action's class). The squares
    # the actions name are taken as the lattice's own tuples (grid.point), as the table keeps them.
    def _place(self, seat: int, action: Place) -> None:
        settlement.place(self, seat, point((action.x, action.y)))
        if not fences.begin_step_2(self, seat):
            settlement.next_turn(self, seat)

    def _fence(self, seat: int, action: Fence) -> None:
        posts = _points(action.posts)
        fences.extend(self, seat, action.end, posts, fences.closes(self, seat, action.end, posts))
        settlement.next_turn(self, seat)

    def _house(self, seat: int, action: PlaceHouse) -> None:
        house.place(self, seat, point((action.x, action.y)))
        if seat + 1 < self.n:
            self.set_step(HOUSE, seat + 1)
        else:
            play.begin(self)

    def _flip(self, seat: int, action: Flip) -> None:
        play.flip(self, seat, point((action.x, action.y)))

    def _discard(self, seat: int, action: Discard) -> None:
        play.discard(self, seat)

    def _transplant(self, seat: int, action: Transplant) -> None:
        play.transplant(self, seat, point((action.x, action.y)), point((action.to_x, action.to_y)))

    def _swap(self, seat: int, action: PlantSwap) -> None:
        swap.swap(self, seat, action.target, point((action.x, action.y)), point((action.give_x, action.give_y)))

    def _aim(self, seat: int, action: Aim) -> None:
        disasters.aim(self, seat, action.target)

    def _remove(self, seat: int, action: Remove) -> None:
        disasters.remove(self, seat, point((action.x, action.y)))

    def _end_turn(self, seat: int, action: EndTurn) -> None:
        play.end_turn(self, seat)

    MOVES: ClassVar[dict[type, Any]] = {
        Place: _place, Fence: _fence, PlaceHouse: _house, Flip: _flip, Discard: _discard, Transplant: _transplant,
        PlantSwap: _swap, Aim: _aim, Remove: _remove, EndTurn: _end_turn,
    }

    # ------------------------------------------------------------------ reading
    def stats(self) -> dict[str, list[Any]]:
        f = self.farms
        return {"property": [len(x.land) for x in f], "pennies_for_fences": [x.pennies for x in f],
                "returned": [x.returned for x in f], "lost": [x.lost for x in f],
                "transplants": [x.transplants for x in f], "closed_by_hand": [x.closed for x in f]}

    def _state(self) -> dict[str, Any]:
        t = self.table
        return {"farms": [{"hand": list(f.hand), "line": [list(p) for p in f.line], "closed": f.closed,
                           "settled": f.settled, "land": sorted(list(s) for s in f.land),
                           "house": list(f.house) if f.house else None, "swapped": f.swapped, "taken": list(f.taken),
                           "score": f.score, "pennies": f.pennies} for f in self.farms],
                "grid": sorted([x, y, p.card, p.owner, p.face_up] for (x, y), p in t.grid.items()),
                "posts": sorted([x, y, list(o)] for (x, y), o in t.posts.items()),
                "reserve": list(t.reserve), "face_up": sorted(t.face_up), "step": t.step, "turn": t.turn,
                "revealed": list(t.revealed) if t.revealed else None, "may_discard": t.may_discard,
                "transplanted": t.transplanted, "disaster": list(t.disaster) if t.disaster else None,
                "target": t.target, "flips": t.flips, "waiting": list(self.stage.seats) if self.stage else []}

    def copy(self) -> "Homesteader":
        g: Homesteader = self._copy_lists()  # type: ignore[assignment]
        g.farms = [f.copy() for f in self.farms]
        g.table = self.table.copy()
        g.tally = fast_scoring.Tally(noted=True)
        return g

    def check_invariants(self) -> None:
        """Every card in one place (a hand, the table, the reserve; unused houses aside); face-up reserve
        cards are in the reserve; fenced properties do not overlap and hold their owners' cards."""
        t = self.table
        places = list(t.reserve) + [p.card for p in t.grid.values()]
        for f in self.farms:
            places += f.hand
        unused = [c for c in range(len(self.card_of)) if self.card_of[c].house and c not in self.house_of]
        houses_out = [h for s, h in enumerate(self.house_of) if self.farms[s].house is None]
        assert sorted(places + unused + houses_out) == list(range(len(self.card_of))), "a card is lost or doubled"
        assert t.face_up <= set(t.reserve), "a face-up reserve card is not in the reserve"
        assert not t.reserve or t.reserve[0] not in t.face_up, "a face-up card lies on top of the reserve"
        seen: set[Any] = set()
        for f in self.farms:
            assert not (seen & f.land), "two properties overlap"
            seen |= f.land
        for square, p in t.grid.items():
            if self.farms[p.owner].settled:
                assert square in self.farms[p.owner].land, "a card lies outside its owner's property"
        assert self.over == (t.step == OVER)
        assert t.down is None or t.down == t.face_down_counts(self.n), "the face-down cards are miscounted"

    def shuffle_unseen(self, seat: int, rng: Any) -> None:
        """Deal anew what nobody sees (players "must not look at cards"): the hands, the face-down cards
        on the table and the face-down cards of the reserve."""
        t = self.table
        face_down = [p for p in t.grid.values() if not p.face_up]
        spots = [(f.hand, i) for f in self.farms for i in range(len(f.hand))]
        spots += [(t.reserve, i) for i in range(len(t.reserve)) if t.reserve[i] not in t.face_up]
        cards = [lst[i] for lst, i in spots] + [p.card for p in face_down]
        rng.shuffle(cards)
        for (lst, i), c in zip(spots, cards):
            lst[i] = c
        for p, c in zip(face_down, cards[len(spots):]):
            p.card = c

    def _view(self, seat: int | None) -> dict[str, Any]:
        from .view import view

        return view(self, seat)

    def describe_action(self, action: Action, seat: int | None = None) -> str:
        from .text import describe

        return describe(self, action, seat)


#: the one-seat stages, made once: step -> seat -> Stage (a stage is a value; its prompt reads the names)
STAGES: dict[str, tuple[Stage, ...]] = {step: tuple(Stage(step, (seat,), step, _prompt(step))
                                                    for seat in range(Homesteader.MAX_PLAYERS)) for step in PROMPTS}
