"""The Fields of Green board, driven in the kernel with clicks only (no browser): a person plays
seat 0 against bots by clicking the buttons the board shows, a whole game; the page of seat 0 never
shows another seat's hand or selection; the farm grid, the Towers' reach and the Harvest list come
from the engine's view."""

from __future__ import annotations

import random

from farmlab.fields_of_green import FieldsOfGreen, HeuristicBot
from farmlab.fields_of_green.actions import BuildLocation, DrawCards, PickCard
from farmlab.fields_of_green.state import TOWER, Place
from farmlab.widgets import Board, find_widgets
from farmlab.widgets.fields_of_green import FieldsOfGreenRenderer

GAME = "fields_of_green"


def buttons(board: Board) -> list:
    return [b for b in find_widgets(board, "fl-action", visible_only=True) if hasattr(b, "click")]


def test_a_person_plays_a_whole_game_by_clicks():
    board = Board(GAME, ["human", "heuristic", "heuristic"], seed=4)
    bot = HeuristicBot(9)
    for _ in range(3000):
        g = board.game
        if g.over:
            break
        if 0 in g.to_act():
            want = bot.choose(g, 0)
            if isinstance(want, DrawCards):  # the draw: a number per pile, then the panel's button
                [panel] = find_widgets(board, "fl-fg-draw", visible_only=True)
                for box, n in zip(panel.counts, want.counts()):
                    box.value = n
                button = panel.go
            else:  # one button per label: two copies of a card are one choice
                [button] = [b for b in buttons(board) if b.description == g.describe_action(want, 0)]
            button.click()
            assert not board.error, board.error
        else:
            board.bot_step_button.click()
    g = board.game
    assert g.over and sum(1 for s, _ in g.history if s == 0) >= 30
    [over] = find_widgets(board, "fl-gameover", visible_only=True)
    for name, score in zip(g.names, g.scores()):
        assert f"<td>{name}</td><td>{score}</td>" in over.value
    assert "wins with" in over.value or "share the victory" in over.value


def test_the_page_of_a_seat_shows_nothing_it_cannot_see():
    board = Board(GAME, ["human", "heuristic", "heuristic"], seed=2)
    g = board.game
    rng = random.Random(0)
    while not g.over and g.table.step != "pick":
        if 0 in g.to_act():
            rng.choice(buttons(board)).click()
        else:
            board.bot_step_button.click()
    r = board.renderer
    for k in range(3):
        twin = g.copy()
        twin.shuffle_unseen(0, random.Random(k))
        v = twin.view(0)
        v["controllers"] = list(board.seats)
        assert r.table_html(v) == board.table.value
        for s in range(g.n):
            assert r.seat_html(v, s) == board.seat_htmls[s].value


def test_farm_grid_reach_and_harvest_list_come_from_the_view():
    g = FieldsOfGreen(3, 1, first_player=0)
    bots = [HeuristicBot(s) for s in range(3)]
    while g.table.step != "harvest":
        s = g.to_act()[0]
        g.apply(s, bots[s].choose(g, s))
    seat = g.to_act()[0]
    v = g.view(seat)
    html = FieldsOfGreenRenderer().seat_html(v, seat)
    p = v["players"][seat]
    for c in p["farm"]:
        assert f"data-place='{c['x']},{c['y']}'" in html
    for f in p["free_places"]:
        assert f"data-free='{f['x']},{f['y']}'" in html and f"💧 {f['water_near']} in reach" in html
    assert "Show where the Water Towers reach" in html and "fl-fg-reach" in html
    for x, y in p["to_harvest"]:
        assert f"data-harvest='{x},{y}'" in html
    table = FieldsOfGreenRenderer().table_html(v)
    for kind, n in v["piles"].items():
        assert f"data-pile='{kind}'" in table and f"<b>{n}</b>" in table


def test_the_draw_is_four_numbers_and_only_a_draw_the_rules_allow_can_be_sent():
    """The Upkeep's draw ("6 cards ... from at least 3 of the 4 piles") is chosen with a number per
    pile, starting from the text's suggestion for the round, not picked from 84 buttons."""
    from farmlab.widgets.fields_of_green import DrawPanel

    board = Board(GAME, ["human", "heuristic", "heuristic"], seed=5)
    panel = find_widgets(board, "fl-fg-draw", visible_only=True)[0]
    assert isinstance(panel, DrawPanel)
    assert not [b for b in buttons(board) if isinstance(getattr(b, "fl_action", None), DrawCards)]
    assert [box.value for box in panel.counts] == [3, 2, 1, 0]  # "Round 1: 3 Fields, 2 Livestock, 1 Facilities"
    panel.counts[0].value = 5  # 8 cards
    assert panel.go.disabled and "take 6" in panel.go.description
    panel.counts[0].value, panel.counts[1].value, panel.counts[2].value = 6, 0, 0  # one pile only
    assert panel.go.disabled and "at least 3 piles" in panel.go.description
    panel.go.click()  # a disabled choice sends nothing
    assert board.game.stage.name == "draw"
    panel.counts[0].value, panel.counts[1].value, panel.counts[2].value, panel.counts[3].value = 2, 2, 1, 1
    assert not panel.go.disabled
    panel.go.click()
    assert board.game.stage.name == "pick" and not board.error
    assert [len(f.hand) for f in board.game.farms][0] == 6


def _give(g, seat: int, name: str) -> None:
    """Card 0 of ``seat``'s hand becomes a card of this name from the piles (the old one goes under its pile)."""
    for pile in g.table.piles.values():
        for k, c in enumerate(pile):
            if g.location_of[c].name == name:
                old, g.farms[seat].hand[0] = g.farms[seat].hand[0], pile.pop(k)
                g.table.piles[g.location_of[old].type].insert(0, old)
                return
    raise LookupError(name)


def _choose_by_button(board: Board, step: str) -> None:
    """The seat's page says what the Water is for, and each distinct way is a button naming its Towers."""
    g = board.game
    assert g.table.step == step and g.to_act() == (0,)
    html = board.renderer.seat_html(g.view(0), 0)
    assert "fl-fg-water-choice" in html and ("new water" if step == "water" else "water</b> to pay") in html
    ways = g.legal_actions(0)
    labels = sorted(b.description for b in buttons(board))
    assert len(ways) > 1 and labels == sorted(g.describe_action(a, 0) for a in ways)
    assert all(label.startswith("Put " if step == "water" else "Pay ") for label in labels)
    [button] = [b for b in buttons(board) if b.description == g.describe_action(ways[-1], 0)]
    before = len(g.history)
    button.click()
    assert not board.error and g.history[before] == (0, ways[-1]) and g.table.step != step


def _bots_until_seat_0(board: Board) -> None:
    while 0 not in board.game.to_act():
        board.bot_step_button.click()


def test_a_water_choice_is_shown_and_made_with_a_button_per_way():
    """G10 and G5 by clicks: which Water Towers pay for a Rice Paddy, where a Well's water goes."""
    board = Board(GAME, ["human", "heuristic", "heuristic"], seed=0)
    g = board.game
    _bots_until_seat_0(board)
    board.act(0, DrawCards(2, 2, 1, 1))
    farm = g.farms[0]
    farm.grid[(0, 0)].water = 2
    for x, y, water in ((0, 1, 3), (0, -1, 0)):  # two Towers more; the one at (0, -1) is out of reach of (-1, 1)
        farm.add(Place(x, y, TOWER, water=water))
        g.table.towers_left -= 1
    for name, x, step in (("Rice Paddy", -1, "pay"), ("Well", 1, "water")):  # 2 water to pay; 3 water to place
        _bots_until_seat_0(board)
        _give(g, 0, name)
        board.act(0, PickCard(0))
        _bots_until_seat_0(board)
        board.act(0, BuildLocation(x, 1))
        _choose_by_button(board, step)
    assert sum(t.water for t in farm.towers) == 5 - 2 + 3
