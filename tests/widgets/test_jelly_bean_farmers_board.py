"""The Jelly Bean Farmers board, driven in the kernel with clicks only (no browser).

A person plays seat 0 against bots by clicking: the toggles and button of the
choice panel (keep 3 of 7 cards, place the spring and summer cards, seed
fields) and the board's buttons for everything else. What another seat hides
(its hand, its face-down cards) must never be in the page of seat 0.
"""

from __future__ import annotations

import copy
import random
import re

import pytest

from farmlab.core.errors import IllegalActionError
from farmlab.jelly_bean_farmers import Choose, HeuristicBot, JellyBeanFarmers, Keep, Plant, Play
from farmlab.jelly_bean_farmers.state import CHOOSE, COMMIT, PLANT
from farmlab.jelly_bean_farmers.state import Contract
from farmlab.widgets import Board, Stepper, find_widgets
from farmlab.widgets.jelly_bean_farmers import ChoicePanel, JellyBeanFarmersRenderer, expected_yield

GAME = "jelly_bean_farmers"


def panel_of(board: Board, seat: int = 0) -> ChoicePanel:
    panels = find_widgets(board, f"fl-jbf-panel-{seat}", visible_only=True)
    assert panels, f"no choice panel on show for seat {seat}"
    return panels[0]


def buttons(board: Board) -> list:
    return [b for b in find_widgets(board, "fl-action", visible_only=True) if hasattr(b, "click")]


def click_choice(board: Board, seat: int, action) -> str:
    """Make ``action`` for ``seat`` by clicking, as a person would; returns how."""
    if isinstance(action, (Keep, Plant)):
        panel = panel_of(board, seat)
        want = set(action.cards if isinstance(action, Keep) else action.fields)
        for i, toggle in enumerate(panel.toggles()):
            if toggle.value != (i in want):
                toggle.value = not toggle.value  # a click on a toggle button
        panel.button.click()
        return type(action).__name__.lower()
    if isinstance(action, Choose):
        panel = panel_of(board, seat)
        panel.spring.value = action.spring
        if action.summer >= 0:
            panel.summer.value = action.summer
        assert panel.action() == action
        panel.button.click()
        return "choose"
    label = board.game.describe_action(action, seat)
    match = [b for b in buttons(board) if b.description == label]
    assert match, f"no button {label!r} among {[b.description for b in buttons(board)]}"
    match[0].click()
    return type(action).__name__.lower()


def click_first(board: Board, seat: int) -> str:
    """Click the first button on show (the panel: its first cards or fields)."""
    panels = find_widgets(board, f"fl-jbf-panel-{seat}", visible_only=True)
    if panels:
        panel = panels[0]
        if panel.kind == "keep":
            for t in panel.toggles()[: board.game.keep_count]:
                t.value = True
        panel.button.click()
        return panel.kind
    first = buttons(board)[0]
    first.click()
    return first.description


def hidden_part(html: str, zone: str) -> str:
    """The HTML of one zone (e.g. "placement") of a seat."""
    m = re.search(rf"<div class='fl-jbf-zone fl-jbf-{zone}'>(.*?)</div><div class='fl-jbf-zone", html, re.S)
    if m is None:
        m = re.search(rf"<div class='fl-jbf-zone fl-jbf-{zone}'>(.*)", html, re.S)
    return m.group(1) if m else ""


def check_secrets(board: Board) -> None:
    """Seat 0's page shows no hand and no face-down card of another seat."""
    g = board.game
    for s in range(1, g.n):
        html = board.seat_htmls[s].value
        assert "fl-hand-hidden" in html or "data-out='true'" in html
        assert "class='fl-jbf-hand fl-hand'" not in html
        if g.step in (CHOOSE, PLANT, COMMIT):
            cards = re.findall(r"data-card='([^']*)'", hidden_part(html, "placement"))
            assert set(cards) <= {"hidden"}, (s, cards)
            cards = re.findall(r"data-card='([^']*)'", hidden_part(html, "saved"))
            assert set(cards) <= {"hidden"}, (s, cards)


def page_html(board: Board) -> str:
    out = [board.table.value, board.prompt.value, *(h.value for h in board.seat_htmls)]
    for panel in find_widgets(board, "fl-jbf-panel", visible_only=True):
        out.append(panel.title.value)
        out += [t.description for t in panel.toggles()]
    return "\n".join(out)


def shuffle_hidden(g: JellyBeanFarmers, seat: int, rng: random.Random) -> JellyBeanFarmers:
    """A copy in which the cards ``seat`` cannot see (other hands, their face-down
    cards, the deck) are dealt anew."""
    other = copy.deepcopy(g)
    slots: list[tuple[list[int], int]] = [(other.deck, i) for i in range(len(other.deck))]
    for o in range(other.n):
        if o != seat:
            slots += [(other.hands[o], i) for i in range(len(other.hands[o]))]
            slots += [(other.chosen[o], i) for i in range(2) if other.chosen[o][i] >= 0]
            slots += [(other.saved[o], i) for i in range(len(other.saved[o]))]
    cards = [lst[i] for lst, i in slots]
    rng.shuffle(cards)
    for (lst, i), c in zip(slots, cards):
        lst[i] = c
    return other


# ----------------------------------------------------------------------------- tests
@pytest.mark.parametrize("policy", ["heuristic", "first"])
def test_whole_game_by_clicks(policy):
    board = Board(GAME, ["human", "heuristic", "heuristic", "heuristic"], seed=4)
    bot = HeuristicBot(9)
    made: list[str] = []
    rng = random.Random(1)
    for _ in range(3000):
        g = board.game
        if g.over:
            break
        if 0 in g.to_act():
            check_secrets(board)
            if g.step in (CHOOSE, PLANT) and rng.random() < 0.3:
                html = page_html(board)
                for k in range(3):  # the page is the same whatever seat 0 cannot see
                    other = shuffle_hidden(g, 0, random.Random(k))
                    r = board.renderer
                    v = other.view(0)
                    v["controllers"] = list(board.seats)
                    assert r.table_html(v) == board.table.value
                    for s in range(g.n):
                        assert r.seat_html(v, s) == board.seat_htmls[s].value, f"seat {s} shows a hidden card"
                assert html == page_html(board)
            if policy == "heuristic":
                made.append(click_choice(board, 0, bot.choose(g, 0)))
            else:
                made.append(click_first(board, 0))
            assert not board.error, board.error
        else:
            board.bot_step_button.click()
    g = board.game
    assert g.over, f"the game did not end ({len(g.history)} moves)"
    assert {"keep", "choose", "plant"} <= set(made) if policy == "heuristic" else len(made) > 20
    assert sum(1 for s, _a in g.history if s == 0) >= 20
    [over] = find_widgets(board, "fl-gameover", visible_only=True)
    assert "Game over" in over.value and "Scoring" in over.value
    for name, score in zip(g.names, g.scores()):
        assert f"<td>{name}</td>" in over.value and f"<td><b>{score}</b></td>" in over.value
    # at game over every hand is shown
    assert board.seat_htmls[1].value.count("class='fl-jbf-hand fl-hand'") == 1
    assert board.controls == []


def test_keep_panel_replaces_35_buttons_and_a_refusal_shows_its_reason():
    board = Board(GAME, ["human", "heuristic"], seed=2)
    g = board.game
    assert len(g.legal_actions(0)) == 35
    assert [b.description for b in board.controls] == ["Keep these cards (0 of 3 chosen)"]
    panel = panel_of(board)
    assert panel.kind == "keep" and len(panel.toggles()) == 7
    names = [g.acard[c].name for c in g.hands[0]]
    assert [t.description for t in panel.toggles()] == [f"{i + 1}. {n}" for i, n in enumerate(names)]
    # two cards only: the engine refuses, the reason is shown, nothing changes
    fp = board.fingerprint()
    panel.toggles()[0].value = True
    panel.toggles()[3].value = True
    assert panel.button.description == "Keep these cards (2 of 3 chosen)"
    panel.button.click()
    assert "Choose exactly 3 different cards" in board.error
    [err] = find_widgets(board, "fl-error", visible_only=True)
    assert "Choose exactly 3 different cards" in err.value and "Traceback" not in err.value
    assert board.fingerprint() == fp
    panel.toggles()[5].value = True
    assert panel.button.description == f"Keep {names[0]}, {names[3]}, {names[5]}"
    panel.button.click()
    assert not board.error
    assert (0, Keep((0, 3, 5))) in g.history
    assert board.game.step == CHOOSE and 0 in board.game.to_act()
    # the kept cards are the hand now; the other four built a field and a silo
    html = board.seat_htmls[0].value
    assert "data-fields='1'" in html and "data-silos='1'" in html and "data-food='5'" in html
    for n in (names[0], names[3], names[5]):
        assert n in html


def test_choose_panel_places_spring_and_summer_and_swaps():
    board = Board(GAME, ["human", "heuristic", "heuristic"], seed=5)
    click_first(board, 0)  # keep the first three
    panel = panel_of(board)
    assert panel.kind == "choose" and panel.spring.value == 0 and panel.summer.value == 1
    assert len(board.game.legal_actions(0)) == 6 and len(board.controls) == 1
    hand = [board.game.acard[c].name for c in board.game.hands[0]]
    assert panel.button.description == f"Place face down — Spring: {hand[0]} · Summer: {hand[1]}"
    panel.spring.value = 1  # the summer card: the two swap
    assert (panel.spring.value, panel.summer.value) == (1, 0)
    panel.summer.value = 2
    panel.button.click()
    g = board.game
    assert not board.error
    assert (0, Choose(1, 2)) in g.history
    # the person sees their own placement; the others see card backs
    mine = hidden_part(board.seat_htmls[0].value, "placement")
    assert hand[1] in mine and hand[2] in mine
    check_secrets(board)


def test_plant_panel_seeds_the_toggled_fields_and_shows_expected_yields():
    board = Board(GAME, ["human", "heuristic"], seed=8)
    click_first(board, 0)
    click_first(board, 0)
    g = board.game
    assert g.step == PLANT and 0 in g.to_act()
    panel = panel_of(board)
    assert panel.kind == "plant"
    [toggle] = panel.toggles()
    assert re.fullmatch(r"Field 1: ≈ \d\.\d food if seeded", toggle.description)
    assert panel.button.description == "Plant nothing"
    toggle.value = True
    assert panel.button.description == "Seed field 1 (1 food)"
    panel.button.click()
    assert not board.error and (0, Plant((0,))) in board.game.history
    # the seed lies on the field; once the climate is shown, the field says what it will make
    html = board.seat_htmls[0].value
    assert "data-seeded='true'" in html
    if board.game.step == COMMIT:
        assert "this season</span>" in html
        assert "climate:" in board.table.value and "A seeded field makes 3" in board.table.value


def test_play_buttons_come_from_describe_action_and_back_actions_are_refused_after_seeding():
    board = Board(GAME, ["human", "heuristic"], seed=8)
    click_first(board, 0)
    click_first(board, 0)
    panel_of(board).toggles()[0].value = True
    panel_of(board).button.click()
    g = board.game
    assert g.step == COMMIT and 0 in g.to_act()
    labels = [b.description for b in board.action_row.children]
    assert labels == [g.describe_action(a, 0) for a in g.legal_actions(0)]
    assert not any("½ Field" in x for x in labels)  # seeded: face up or discard only
    fp = board.fingerprint()
    assert board.act(0, Play("half_field")) is False
    assert "seeded a field this season" in board.error
    assert board.fingerprint() == fp
    board.action_row.children[-1].click()  # Discard
    assert not board.error


def test_expected_yield_matches_the_designed_deck():
    from farmlab.jelly_bean_farmers.cards import BASE_YIELD, load_climate, pair_sum_distribution

    deck = load_climate()
    full = {c.id: c.count for c in deck}
    dist = pair_sum_distribution(deck)
    exact = sum(n * max(0, BASE_YIELD + s) for s, n in dist.items()) / sum(dist.values())
    assert expected_yield(deck, full, None, None, seeded=True) == pytest.approx(exact)
    sun = next(c for c in deck if c.id == "sun_and_showers")
    drought = next(c for c in deck if c.id == "severe_drought")
    assert expected_yield(deck, full, sun, drought, seeded=True) == 1.0
    assert expected_yield(deck, full, drought, None, seeded=True, irrigation=True) > \
        expected_yield(deck, full, drought, None, seeded=True)


def test_table_shows_year_climate_and_tribute_contracts():
    g = JellyBeanFarmers(["Sue", "Tom"], 3)
    for s in range(2):
        g.apply(s, Keep((0, 1, 2)))
    for s in range(2):
        g.apply(s, Choose(0, 1))
    for s in range(2):
        g.apply(s, Plant(()))
    g.contracts.append(Contract(0, 1, 1, g.deck.pop()))  # Sue's Warlord on Tom, as in the rule text's example
    r = JellyBeanFarmersRenderer()
    v = g.view(1)
    html = r.table_html(v)
    assert "data-year='1'" in html and "of 8" in html and "Spring" in html
    year, spring = v["climate"]["year"], v["climate"]["spring"]
    assert year["name"] in html and spring["name"] in html
    assert "Year 1: all year" in html and "A seeded field makes 3" in html
    assert "Tom → Sue: 1 food a year" in html and "Tom pays Sue" in html
    seat = r.seat_html(v, 0)
    assert "Food Storage" in seat and "Offense / Defense" in seat and "Action Placement" in seat
    assert "Saved for Later" in seat and "Fields" in seat and "Food Stamps" in seat
    assert "Hand: " in seat and "(hidden)" in seat


def test_teacher_view_and_stepper():
    board = Board(GAME, ["heuristic", "heuristic", "heuristic"], seed=6)
    board.play_bots()
    g = board.game
    assert g.over
    st = Stepper(g, step=40)
    assert "fl-jbf-table" in st.board_html.value and "fl-jbf-seat" in st.board_html.value
    st.go(len(g.history))
    assert "fl-jbf-seat" in st.board_html.value
    board2 = Board(GAME, ["human", "heuristic", "heuristic"], seed=6)
    board2.teacher_toggle.value = True
    assert all("class='fl-jbf-hand fl-hand'" in h.value for h in board2.seat_htmls)


def test_reference_panel_lists_both_decks():
    r = JellyBeanFarmersRenderer()
    html = r.reference_html({})
    assert "Severe Drought" in html and "Warlord" in html and "Irrigation ignores drought" in html


def test_illegal_panel_choice_is_refused_by_the_engine():
    g = JellyBeanFarmers(2, 1)
    with pytest.raises(IllegalActionError):
        g.apply(0, Keep((0, 1)))


def test_hot_seat_two_people_play_a_whole_game_by_clicks():
    board = Board(GAME, ["human", "human", "heuristic"], seed=12)
    bots = {0: HeuristicBot(1), 1: HeuristicBot(2)}
    passes = 0
    for _ in range(5000):
        g = board.game
        if g.over:
            break
        if board.passing:
            # the pass screen: nothing of the last person's cards stays in the page
            assert all(h.value == "" for h in board.seat_htmls)
            assert not find_widgets(board, "fl-jbf-panel", visible_only=True)
            board.reveal_button.click()
            passes += 1
            continue
        seat = board.viewer
        step = len(g.history)
        if seat in g.to_act():
            other = 1 - seat
            assert "fl-hand-hidden" in board.seat_htmls[other].value  # the other person's hand stays hidden
            click_choice(board, seat, bots[seat].choose(g, seat))
            assert not board.error, board.error
        else:
            board.bot_step_button.click()
        assert len(board.game.history) > step or board.passing, "nothing moved"
    assert board.game.over and passes > 10


def test_the_board_shows_the_engines_score_with_any_stamp_value():
    """The board draws the score the view carries: with stamp_points=1 a farm of
    3 food and 4 stamps scores 7, not 3 + 4 × 4 = 19."""
    for points in (1, 4):
        g = JellyBeanFarmers(2, seed=3, stamp_points=points)
        view = g.view(0)
        p = view["players"][0]
        assert p["score"] == g.scores()[0] == p["food"] + points * p["stamps"]
        html = JellyBeanFarmersRenderer().seat_html(view, 0)
        assert f"score now {g.scores()[0]}" in html and f"food + {points} per Food Stamp" in html
