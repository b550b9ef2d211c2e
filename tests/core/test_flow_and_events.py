"""The shared flow (stages, simultaneous secret choices, out-of-turn options)
and declared event kinds with sentence templates, on a tiny game made here."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from farmlab.core.actions import Action
from farmlab.core.errors import IllegalActionError
from farmlab.core.events import EventKind, Secret, check_templates
from farmlab.core.flow import CHOSEN, May, SecretChoices, Stage, shared_stage
from farmlab.core.game import Game


@dataclass(frozen=True, slots=True)
class Pick(Action):
    card: int


@dataclass(frozen=True, slots=True)
class Shout(Action):
    pass


PICKED = EventKind("picked", ("card",), "Choosing cards")
REVEALED = EventKind("revealed", ("cards",), "Revealing")


class PickGame(Game):
    """Every seat picks a card in secret; then all are revealed; any seat may shout at any time."""

    NAME = "pick_test"
    TITLE = "Pick"
    ACTIONS = (Pick, Shout)
    EVENTS = (PICKED, REVEALED)
    TEXT = {"picked": "{name} picks a card.", "revealed": "The cards are {cards}."}

    def _setup(self) -> None:
        self.picks = SecretChoices(range(self.n))
        self.stage = Stage("pick", self.picks.waiting(), prompt="Pick a card in secret.", secret=True)

    def legal_actions(self, seat: int) -> list[Action]:
        out: list[Action] = [Shout()]
        if seat in self.stage.seats:
            out = [Pick(c) for c in range(3)] + out
        return out

    def may_decide(self, seat: int) -> str | None:
        return None if self.over else "You may shout."

    def _do(self, seat: int, action: Action) -> None:
        if isinstance(action, Pick):
            self.picks.choose(seat, action.card)
            self.emit((PICKED, seat, None, Secret({"card": action.card}, to=(seat,))))
            self.stage = self.stage.without(seat)
            if self.picks.complete:
                self.emit((REVEALED, None, [c for _, c in self.picks.revealed()]))
                self.over = True

    def _state(self) -> dict:
        return {"picks": self.picks.to_json()}

    def _view(self, seat):
        return {"picks": self.picks.seen_by(seat)}

    def scores(self) -> list[int]:
        return [self.picks.get(s) or 0 for s in range(self.n)]


def test_stage_gives_to_act_and_must_decisions():
    g = PickGame(3, seed=1)
    assert g.to_act() == (0, 1, 2)
    must = [d for d in g.decisions() if d.must]
    assert [d.seat for d in must] == [0, 1, 2] and all(d.secret and d.kind == "pick" for d in must)
    g.apply(1, Pick(2))
    assert g.to_act() == (0, 2)


def test_may_decisions_come_from_the_hook_and_do_not_block():
    g = PickGame(2, seed=1)
    may = [d for d in g.decisions() if not d.must]
    assert [d.seat for d in may] == [0, 1] and may[0].prompt == "You may shout."
    g.apply(0, Shout())
    assert g.to_act() == (0, 1)


def test_secret_choices_are_hidden_until_everybody_has_chosen():
    picks = SecretChoices([0, 1, 2])
    picks.choose(1, "Corn")
    assert picks.waiting() == (0, 2) and not picks.complete
    assert picks.seen_by(0) == {0: None, 1: CHOSEN, 2: None}
    assert picks.seen_by(1) == {0: None, 1: "Corn", 2: None}
    assert picks.seen_by(None)[1] == "Corn"
    with pytest.raises(IllegalActionError):
        picks.revealed()
    with pytest.raises(IllegalActionError, match="already chosen"):
        picks.choose(1, "Rice")
    twin = picks.copy()
    picks.choose(0, "Beans")
    picks.choose(2, "Fish")
    assert picks.revealed() == [(0, "Beans"), (1, "Corn"), (2, "Fish")]
    assert twin.waiting() == (0, 2), "a copy is independent"


def test_a_seat_outside_the_choice_is_refused():
    with pytest.raises(IllegalActionError, match="nothing to choose"):
        SecretChoices([0, 1]).choose(3, "x")


def test_event_kinds_render_their_template_with_the_rule_section():
    g = PickGame(2, seed=1)
    g.apply(0, Pick(1))
    g.apply(1, Pick(0))
    assert g.log(None)[-1] == "The cards are [1, 0] (Revealing)."
    assert g.log(None)[0] == "Ana picks a card (Choosing cards)."


def test_secret_event_data_stays_with_its_seat():
    g = PickGame(2, seed=1)
    g.apply(0, Pick(1))
    assert g.events[0].visible_data(0) == {"card": 1}
    assert g.events[0].visible_data(None) == {"card": 1}
    assert g.events[0].visible_data(1) == {"card": None}


def test_templates_are_checked_against_declared_fields():
    kinds = {"picked": PICKED, "revealed": REVEALED}
    assert check_templates(kinds, PickGame.TEXT) == []
    problems = check_templates(kinds, {"picked": "{name} picks {colour}.", "extra": "x"})
    assert any("colour" in p for p in problems)
    assert any("'revealed' has no sentence template" in p for p in problems)
    assert any("'extra' belongs to no declared event kind" in p for p in problems)


def test_an_event_kind_declared_twice_or_with_a_field_twice_is_refused():
    with pytest.raises(ValueError):
        EventKind("x", ("a", "a"), "S")
    from farmlab.core.events import kinds_table

    with pytest.raises(ValueError):
        kinds_table((PICKED, PICKED))


def test_debug_mode_checks_the_number_of_values_of_every_event():
    class Sloppy(PickGame):
        def _do(self, seat, action):
            self.emit((PICKED, seat, 1, 2))  # PICKED has one field

    g = Sloppy(2, seed=1, debug=True)
    with pytest.raises(AssertionError, match="picked"):
        g.apply(0, Pick(1))


def test_shuffle_unseen_is_a_hook_games_without_secrets_leave_alone():
    with pytest.raises(NotImplementedError):
        PickGame(2, seed=1).shuffle_unseen(0, random.Random(1))


class OfferGame(PickGame):
    """PickGame with its prompts written when asked for, and two declared out-of-turn options."""

    MAY = (May("swap", lambda g, s: f"{g.names[s]} may swap." if s == 0 else None),
           May("peek", lambda g, s: None if g.over else "You may peek.", secret=True))

    def _setup(self) -> None:
        super()._setup()
        self.stage = Stage("pick", self.picks.waiting(), prompt=_pick_prompt, secret=True)

    def may_decide(self, seat: int) -> str | None:
        return None


def _pick_prompt(g: "OfferGame", seat: int) -> str:
    return f"{g.names[seat]}: pick one of {3 - len(g.picks.chosen)} cards."


def test_a_shared_stage_is_made_once_and_so_are_its_stages_one_seat_less():
    stage = shared_stage("pick", [0, 1, 2], "card", "Pick a card.", True)
    assert stage == Stage("pick", (0, 1, 2), "card", "Pick a card.", True)
    assert shared_stage("pick", (0, 1, 2), "card", "Pick a card.", True) is stage
    less = stage.without(1)
    assert less == Stage("pick", (0, 2), "card", "Pick a card.", True)
    assert stage.without(1) is less and less.without(0).seats == (2,) and less.without(0) is less.without(0)
    assert stage.without(3) is stage and stage.seats == (0, 1, 2)  # the shared stage itself never changes
    plain = Stage("pick", [0, 1])
    assert plain.without(0) is not plain.without(0)  # a plain stage makes a new one each time, as before
    with pytest.raises(TypeError):
        shared_stage("pick", [0], prompt={0: "yours"})


def test_a_function_prompt_is_written_when_the_decisions_are_asked_for():
    g = OfferGame(3, seed=1)
    assert g.decisions()[0].prompt == "Ana: pick one of 3 cards."
    g.apply(1, Pick(2))  # the stage is unchanged but the sentence reads the state now
    assert [d.prompt for d in g.decisions() if d.must] == ["Ana: pick one of 2 cards.", "Chloe: pick one of 2 cards."]


def test_declared_may_options_come_kind_by_kind_with_their_kind_and_secrecy():
    g = OfferGame(2, seed=1)
    may = [(d.seat, d.kind, d.secret) for d in g.decisions() if not d.must]
    assert may == [(0, "swap", False), (0, "peek", True), (1, "peek", True)]
    assert g.to_act() == (0, 1), "an option blocks nobody"
