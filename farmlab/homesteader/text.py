"""Homesteader in words: a sentence per kind of event (the kinds are declared in ``rules/sections.py``),
a label per action and a first game's tips per kind of decision."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .rules.sections import EVENTS

if TYPE_CHECKING:  # pragma: no cover
    from ..core.actions import Action, Event
    from .game import Homesteader

__all__ = ["EVENTS", "TEXT", "GUIDE", "describe", "square_name"]


def square_name(x: int, y: int) -> str:
    """A square as a person reads it: column and row ("square 3, -1")."""
    return f"square {x},{y}"


def _cite(e: "Event", g: "Homesteader") -> str:
    return f" ({g._kinds()[e.kind].section})."


def _t(fn: Any) -> Any:
    """A template function: the sentence without its citation; the citation is added here."""
    def template(g: "Homesteader", e: "Event", viewer: Any) -> str:
        d = e.visible_data(viewer)
        who = g.names[e.seat] if e.seat is not None else ""
        return fn(g, d, who).rstrip(".") + _cite(e, g)
    return template


def _name(g: "Homesteader", card: int) -> str:
    return g.card_of[card].name


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


TEXT: dict[str, Any] = {
    "deal": _t(lambda g, d, who: f"{who} is dealt {d['n']} cards face down; {d['reserve']} are left for the reserve"),
    "start": _t(lambda g, d, who: f"{who} starts on {square_name(d['x'], d['y'])}"),
    "place": _t(lambda g, d, who: f"{who} places a face-down card on {square_name(d['x'], d['y'])}"),
    "no_room": _t(lambda g, d, who: f"{who} has no square left to place a card: {_plural(d['n'], 'card')} go back "
                                    f"to the reserve"),
    "posts": _t(lambda g, d, who: f"{who} extends the fence by {_plural(len(d['posts']) // 2, 'post')}"
                + (f" ({d['new']} new)" if d["new"] != len(d["posts"]) // 2 else "")),
    "stuck": _t(lambda g, d, who: f"{who}'s fence cannot be extended this turn"),
    "closed": _t(lambda g, d, who: f"{who} closes the fence around {_plural(d['squares'], 'square')}"
                 + (f"; {_plural(d['returned'], 'unplaced card')} go back to the reserve" if d["returned"] else "")),
    "completed": _t(lambda g, d, who: f"{who}'s fence is completed around {_plural(d['squares'], 'square')}"),
    "house": _t(lambda g, d, who: f"{who} places the house on {square_name(d['x'], d['y'])}"),
    "house_discard": _t(lambda g, d, who: f"{who} has no empty square: the card on {square_name(d['x'], d['y'])} "
                                          f"is discarded unseen"),
    "flip": _t(lambda g, d, who: f"{who} turns over {_name(g, d['card'])} on {square_name(d['x'], d['y'])}"),
    "discard": _t(lambda g, d, who: f"{who} swaps {_name(g, d['card'])} for {_name(g, d['drawn'])} from the reserve"),
    "refresh": _t(lambda g, d, who: f"The reserve deck is shuffled face down ({_plural(d['cards'], 'card')})"),
    "transplant": _t(lambda g, d, who: f"{who} transplants {_name(g, d['card'])} from "
                                       f"{square_name(d['x'], d['y'])} to {square_name(d['to_x'], d['to_y'])}"),
    "swap": _t(lambda g, d, who: f"{who} swaps with {g.names[d['target']]}: takes {_name(g, d['card'])}, gives "
                                 f"{_name(g, d['given'])}"),
    "aim": _t(lambda g, d, who: f"{who} plays {_name(g, d['card'])} on "
                                f"{'their own farm' if g.names[d['target']] == who else g.names[d['target']]}"),
    "protected": _t(lambda g, d, who: f"{g.names[d['target']]} has Ladybugs or a Praying Mantis: "
                                      f"{_name(g, d['card'])} is discarded"),
    "spared": _t(lambda g, d, who: f"{g.names[d['target']]} has nothing {_name(g, d['card'])} can take"),
    "remove": _t(lambda g, d, who: f"{who} loses {_name(g, d['card'])} from {square_name(d['x'], d['y'])}"),
    "turn": "{name} ends the turn.",
    "unscored": _t(lambda g, d, who: f"{who}'s {_name(g, d['card'])} scores nothing (missing: "
                                     f"{', '.join(d['missing'])}) and is removed"),
    "score": _t(lambda g, d, who: f"{who} scores {d['total']} pennies: {_plural(d['cards'], 'card')} with every "
                                  f"need met, plus {_plural(d['inputs'], 'input')} satisfied"),
    "end": "The game is over.",
}

#: A first game's tips: per kind of decision, what to do now and why.
GUIDE: dict[str, str] = {
    "place": "Put your next card (you don't know what it is) on an empty square touching one of your cards, side "
             "or corner. Build a compact block and leave an empty square or two in the middle: your house and "
             "your transplants will need them.",
    "fence": "Extend your fence by two posts along the outside of your cards: pick an end of your line (A or B on "
             "the board) and the way it goes (each arrow is half a side of a card). Don't close the fence until "
             "all your cards are placed: closing it early sends the rest of your cards back.",
    "house": "Put your house on an empty square inside your fence. Cards near the house (zone 1) are the ones you "
             "visit most.",
    "flip": "Turn over one of your face-down cards. A disaster or pest must be played at once.",
    "aim": "A disaster or pest! Play it on another player who will lose a good card — or on yourself if nobody "
           "else has anything it can take.",
    "lose": "Choose which card to lose: the one that helps your other cards least.",
    "act": "You may swap the card you just turned over with the reserve's top card, move one card to an empty "
           "square of your property so that its needs are met by its eight neighbours, or (once a game) swap a "
           "plant with another player. Then end your turn.",
}


ARROWS = {(1, 0): "→", (-1, 0): "←", (0, 1): "↓", (0, -1): "↑"}


def _fence_label(g: "Homesteader", action: Any, seat: int | None) -> str:
    """"Fence from end A: → ↓", walking from the end of the line the board marks A (its first post) or B."""
    posts = [(action.posts[i], action.posts[i + 1]) for i in range(0, len(action.posts) - 1, 2)]
    line = g.farms[seat].line if seat is not None and 0 <= seat < g.n else []
    end = "A" if action.end == 0 else "B"
    if not line or action.end not in (0, 1):
        return f"Fence from end {end}: " + " ".join(f"({x},{y})" for x, y in posts)
    q = line[0] if action.end == 0 else line[-1]
    steps = []
    for p in posts:
        steps.append(ARROWS.get((p[0] - q[0], p[1] - q[1]), f"({p[0]},{p[1]})"))
        q = p
    closes = posts and posts[-1] == (line[-1] if action.end == 0 else line[0])
    return f"Fence from end {end}: {' '.join(steps)}" + (" (closes the fence)" if closes else "")


def describe(g: "Homesteader", action: "Action", seat: int | None) -> str:
    """A short label for a button offering ``action``."""
    from .actions import Aim, Discard, EndTurn, Fence, Flip, Place, PlaceHouse, PlantSwap, Remove, Transplant

    grid = g.table.grid

    def card_at(x: int, y: int) -> str:
        p = grid.get((x, y))
        return "?" if p is None else (_name(g, p.card) if p.face_up else "a face-down card")

    if isinstance(action, Place):
        return f"Place a card on {square_name(action.x, action.y)}"
    if isinstance(action, Fence):
        return _fence_label(g, action, seat)
    if isinstance(action, PlaceHouse):
        if (action.x, action.y) in grid:
            return f"House on {square_name(action.x, action.y)} (discard the card there unseen)"
        return f"House on {square_name(action.x, action.y)}"
    if isinstance(action, Flip):
        return f"Turn over the card on {square_name(action.x, action.y)}"
    if isinstance(action, Discard):
        return "Swap it with the reserve's top card"
    if isinstance(action, Transplant):
        return f"Move {card_at(action.x, action.y)} to {square_name(action.to_x, action.to_y)}"
    if isinstance(action, PlantSwap):
        who = g.names[action.target] if 0 <= action.target < g.n else "?"
        return f"Take {card_at(action.x, action.y)} from {who}, give {card_at(action.give_x, action.give_y)}"
    if isinstance(action, Aim):
        who = g.names[action.target] if 0 <= action.target < g.n else "?"
        return f"Play it on {'yourself' if action.target == seat else who}"
    if isinstance(action, Remove):
        return f"Lose {card_at(action.x, action.y)}"
    if isinstance(action, EndTurn):
        return "End your turn"
    return repr(action)
