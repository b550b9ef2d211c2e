"""The replay stepper, the setup app, the generic renderer and the import boundary."""

from __future__ import annotations

import subprocess
import sys

import farmlab
from farmlab.core.save import to_json
from farmlab.core.simulate import play
from farmlab.widgets import (App, Board, GenericRenderer, Renderer, Stepper, app, find_widgets, get_renderer,
                             renderers)


def finished_game(seed: int = 5) -> farmlab.Game:
    g = farmlab.new_game("community_farm", 4, seed=seed)
    return play(g, [farmlab.make_bot(g, "heuristic", i) for i in range(4)])


def test_stepper_moves_and_explains():
    g = finished_game()
    st = Stepper(g)
    assert "fl-stepper" in st._dom_classes
    for css in ("fl-step-prev", "fl-step-next", "fl-step-slider", "fl-step-text"):
        assert find_widgets(st, css), css
    assert st.step == 0 and st.slider.max == len(g.history)
    assert "dealt" in st.text.value and st.prev_button.disabled
    st.next_button.click()
    assert st.step == 1
    # the explanation of move 1 is the explanation of the events it caused
    first = [g.explain(e) for e in g.events if e.step == 0 and e.kind not in ("deal", "start", "turn")]
    assert first and all(farmlab_text_in(t, st.text.value) for t in first)
    assert st.board_html.value == _board_html(st, g.replay(1))
    st.next_button.click()
    st.prev_button.click()
    assert st.step == 1 and st.board_html.value == _board_html(st, g.replay(1))
    st.slider.value = 100
    assert st.board_html.value == _board_html(st, g.replay(100))
    st.last_button.click()
    assert st.step == len(g.history) and st.next_button.disabled and "wins" in st.text.value
    st.first_button.click()
    assert st.step == 0


def farmlab_text_in(sentence: str, html: str) -> bool:
    from html import escape

    body = sentence.rsplit(" (", 1)[0]
    return escape(body, quote=True) in html


def _board_html(st: Stepper, game: farmlab.Game) -> str:
    view = game.view(st.viewer)
    r = st.renderer
    seats = "".join(f"<div class='fl-seat fl-seat-{s}'>{r.seat_html(view, s)}</div>" for s in range(game.n))
    return f"<div class='fl-step-board-inner'>{r.table_html(view)}<div class='fl-step-seats'>{seats}</div></div>"


def test_stepper_from_a_file_and_for_one_seat():
    g = finished_game(6)
    st = Stepper(to_json(g), viewer=1, step=10)
    assert st.step == 10
    html = st.board_html.value
    assert "class='fl-hand' data-seat='1'" in html and "class='fl-hand' data-seat='0'" not in html
    st.go(0)
    # seat 1 does not read the cards dealt to seat 0
    assert "Ben is dealt 5 cards, kept in the order dealt:" in st.text.value
    assert "Ana is dealt 5 cards, kept in the order dealt. <span class='fl-rule'>(Setup)" in st.text.value
    # an unfinished game works too, and so does a board
    b = Board("community_farm", seed=3)
    st2 = Stepper(b)
    assert st2.slider.max == len(b.game.history)


def test_app_setup_then_board_then_setup():
    a = app("community_farm")
    assert isinstance(a, App) and "fl-app" in a._dom_classes
    [setup] = find_widgets(a, "fl-setup")
    assert list(a.players.options) == list(range(3, 8))
    a.players.value = 3
    assert sum(r.layout.display != "none" for r in a.rows) == 3
    a.name_inputs[0].value = "Zoe"
    a.kind_inputs[1].value = "random"
    a.seed_input.value = "abc"
    a.start_button.click()
    assert "whole number" in a.setup_error.value and a.board is None
    a.name_inputs[2].value = "Zoe"
    a.seed_input.value = "42"
    a.start_button.click()
    assert "different name" in a.setup_error.value
    a.name_inputs[2].value = "Cy"
    [start] = find_widgets(a, "fl-start")
    start.click()
    board = a.board
    assert board is not None and board in a.children and setup not in a.children
    assert board.game.names == ["Zoe", "Ben", "Cy"] and board.game.seed == 42
    assert board.seats == ["human", "random", "heuristic"]
    board.new_game_button.click()
    assert setup in a.children
    # start=True skips the setup panel
    b = app("community_farm", players=5, seed=1, start=True)
    assert b.board is not None and b.board.game.n == 5


def test_renderer_registry_and_generic_renderer():
    # found by name: the module farmlab.widgets.community_farm registers it when first asked
    assert isinstance(get_renderer("community_farm"), Renderer)
    assert get_renderer("community_farm") is renderers["community_farm"]
    g = farmlab.new_game("community_farm", 3, seed=1)
    r = GenericRenderer()
    html = r.seat_html(g.view(1), 0)
    assert "fl-hand" not in html and "fl-hand" in r.seat_html(g.view(0), 0)
    assert "Community Farm" in r.table_html(g.view(None))


def test_engine_does_not_import_widgets():
    code = ("import sys, farmlab; g = farmlab.new_game('community_farm', 4, seed=1); "
            "farmlab.simulate('community_farm', 'random', n_games=2, seed=1); "
            "assert 'ipywidgets' not in sys.modules, 'the engine imported ipywidgets'; "
            "import farmlab.widgets; assert 'ipywidgets' in sys.modules; "
            "from farmlab.widgets import Board, Stepper, app, renderers, Renderer; print('ok')")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"


# ---------------------------------------------------------------------------
# A new game needs no board code: a tiny game, drawn by the generic renderer
# ---------------------------------------------------------------------------
import dataclasses  # noqa: E402

from farmlab.core.actions import Action, Decision  # noqa: E402
from farmlab.core.events import EventKind  # noqa: E402
from farmlab.core.game import Game  # noqa: E402

TAKE = EventKind("take", ("n", "left"), "Taking")
RESULT = EventKind("result", ("winner",), "Winning")


@dataclasses.dataclass(frozen=True, slots=True)
class Take(Action):
    n: int


class Tokens(Game):
    """Take 1 or 2 tokens from a pile of 7 in turn; the last token wins (not registered)."""

    NAME = "tokens_toy"
    TITLE = "Tokens"
    MIN_PLAYERS = 2
    MAX_PLAYERS = 3
    ACTIONS = (Take,)
    EVENTS = (TAKE, RESULT)

    def _setup(self) -> None:
        self.pile, self.turn_seat, self.won = 7, 0, -1
        self.secret = [self.rng.randint(1, 9) for _ in range(self.n)]

    def to_act(self):
        return () if self.over else (self.turn_seat,)

    def decisions(self):
        return [] if self.over else [Decision(self.turn_seat, "take", f"{self.names[self.turn_seat]}: take 1 or 2.")]

    def legal_actions(self, seat):
        return [] if self.over or seat != self.turn_seat else [Take(k) for k in (1, 2) if k <= self.pile]

    def _do(self, seat, action):
        self.pile -= action.n
        self.emit((TAKE, seat, action.n, self.pile))
        if self.pile == 0:
            self.won, self.over = seat, True
            self.emit((RESULT, None, seat))
        else:
            self.turn_seat = (seat + 1) % self.n

    def _state(self):
        return {"pile": self.pile, "turn": self.turn_seat, "won": self.won, "secret": self.secret}

    def _view(self, seat):
        return {"pile": self.pile, "players": [{"name": self.names[s], **({"hand": [self.secret[s]]}
                                                if seat in (None, s) else {})} for s in range(self.n)]}

    def scores(self):
        return [int(s == self.won) for s in range(self.n)]

    def describe_action(self, action, seat=None):
        return f"Take {action.n}"

    def explain(self, event, viewer=None):
        if event.kind == "take":
            return f"{self.names[event.seat]} takes {event.data['n']}, {event.data['left']} left (Taking)."
        return f"{self.names[event.data['winner']]} takes the last token and wins (Winning)."


def test_a_new_game_plugs_into_the_generic_board_and_stepper():
    board = Board(Tokens(["Ana", "Ben"], seed=1), ["human", "human"])
    assert isinstance(board.renderer, GenericRenderer)
    assert board.passing
    clicks = 0
    while not board.game.over and clicks < 20:
        if board.passing:
            board.reveal_button.click()
            other = 1 - board.holder
            assert f"class='fl-hand' data-seat='{other}'" not in board.seat_htmls[other].value
            continue
        board.controls[-1].click()
        clicks += 1
    assert board.game.over and board.gameover.layout.display != "none"
    assert "takes the last token and wins" in board.gameover.value
    st = Stepper(board.game)
    st.next_button.click()
    assert "Ana takes 2, 5 left" in st.text.value
