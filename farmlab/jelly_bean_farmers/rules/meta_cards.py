"""The meta cards of "Reveal and resolve the spring actions" (Actions F.A.Q.: "Steal
Opponent's Card"; Draw 2): cards that change which card a seat plays, resolved
before every other face-up card.

Functions take the game (its named state: :mod:`farmlab.jelly_bean_farmers.state`)
and change it as the section says; the game's flow (``game.py``) calls them in the
text's order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.errors import IllegalActionError
from ...core.events import Secret
from ..actions import KeepDrawn, Steal
from ..state import FACE, META, NONE
from . import preparation
from .sections import (DRAW_TWO, DRAW_TWO_KEEP, FAQ_CATS, FAQ_STEAL, R_ACTIONS, STEAL, STEAL_CLASH, STEAL_DRAW,
                       STEAL_OWN, STEAL_REDRAW, STEAL_SHOW)

if TYPE_CHECKING:  # pragma: no cover
    from ..game import JellyBeanFarmers


def meta_step(g: JellyBeanFarmers) -> bool:
    """Meta-cards play first: Steal Opponent's Card, then Draw 2 Cards.
    Returns True while someone must decide.

    Ruling J7: Steals resolve before Draw 2s (a Steal can take a Draw 2
    that is someone's current card). A Steal that comes into play during
    this step (a victim's new card, a drawn card) resolves at once, as a
    single Steal, before anyone else decides how to play a new card (so a
    victim can steal his card back before the thief plays it); a Draw 2
    that comes into play resolves once every new card has been decided.
    """
    d = g.decks
    is_steal, is_draw = d.steal, d.draw_two
    while True:
        if g.steal_pick is not None or g.draw2 is not None:
            set_meta_pending(g)
            return True
        # the unresolved face-up Steals, and the first such Draw 2, in seat order
        steal = draw = None
        steals = 0
        for s, es in enumerate(g.entries):
            for i, e in enumerate(es):
                if e.how == FACE and not e.done:
                    c = e.card
                    if is_steal[c]:
                        if steal is None:
                            steal = (s, i)
                        steals += 1
                    elif draw is None and is_draw[c]:
                        draw = (s, i)
        if not g.meta_started:
            g.meta_started = True
            if steals > 1:  # played at the same time: resolved together
                steal_group(g)
                continue
        if steal is not None:
            begin_single_steal(g, *steal)
            continue
        if g.redecide:
            set_meta_pending(g)
            return True
        if draw is not None:
            g.entries[draw[0]][draw[1]].done = True
            begin_draw_two(g, *draw)
            continue
        g.stage = None
        return False


def set_meta_pending(g: JellyBeanFarmers) -> None:
    if g.steal_pick is not None:
        g.ask([g.steal_pick[0]])
    elif g.draw2 is not None:
        g.ask([g.draw2[0]])
    elif g.redecide:
        g.ask([g.redecide[-1][0]])
    else:
        g.stage = None


def steal_entries(g: JellyBeanFarmers) -> list[tuple[int, int]]:
    is_steal = g.decks.steal
    return [
        (s, i)
        for s, es in enumerate(g.entries)
        for i, e in enumerate(es)
        if e.how == FACE and not e.done and is_steal[e.card]
    ]


def current_card(g: JellyBeanFarmers, seat: int) -> int:
    """The seat's current action card (its season card, as played now), or -1."""
    es = g.entries[seat]
    if es and not es[0].saved:
        return es[0].card
    return NONE


def steal_group(g: JellyBeanFarmers) -> bool:
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
    steals = steal_entries(g)
    k = len(steals)
    if k < 2:
        return False  # one Steal: resolved on its own (_begin_single_steal)
    in_game = len(g._in_game())
    for s, i in steals:
        g.entries[s][i].done = True
    if k >= 3 or in_game <= 3:
        thieves = [s for s, _ in steals]
        g.emit((STEAL_CLASH, None, thieves, FAQ_STEAL))
        for s, i in steals:
            e = g.entries[s][i]
            g.discard.append(e.card)
            c = preparation.draw_card(g)
            replace(g, s, i, c)
            g.emit((STEAL_REDRAW, s, c >= 0, FAQ_STEAL, Secret({"card": c}, (s,))))
            push_redecide(g, s, i)
        return True
    (a, ia), (b, ib) = steals
    n = g.n
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
    shown = {str(o): g.current_card(o) for o in range(n) if o not in (a, b) and g.current_card(o) >= 0}
    g.emit((STEAL_SHOW, None, [a, b], shown, FAQ_STEAL))
    taken = [g.current_card(v) for v in victims]
    for (t, it), v, c in zip(((a, ia), (b, ib)), victims, taken):
        e = g.entries[t][it]
        g.discard.append(e.card)
        if c < 0:
            got = preparation.draw_card(g)
            replace(g, t, it, got)
            g.emit((STEAL_OWN, t, True, FAQ_STEAL, Secret({"card": got}, (t,))))
        else:
            replace(g, t, it, c)
            g.emit((STEAL, t, v, c, True, adjacent, FAQ_STEAL))
        push_redecide(g, t, it)
    for v, c in zip(victims, taken):
        if c >= 0:
            victim_draws(g, v)
    return True


def replace(g: JellyBeanFarmers, s: int, i: int, card: int) -> None:
    """Entry ``i`` of seat ``s`` now holds ``card`` (undecided), or goes if none."""
    e = g.entries[s][i]
    e.card = card
    e.how = NONE
    e.target = e.where = -1
    e.unit = ""
    e.done = False
    if card < 0:
        del g.entries[s][i]
        g.redecide = [(t, j if t != s or j < i else j - 1) for t, j in g.redecide if (t, j) != (s, i)]


def push_redecide(g: JellyBeanFarmers, s: int, i: int) -> None:
    if i >= len(g.entries[s]) or g.entries[s][i].card < 0 or g.entries[s][i].how != NONE:
        return
    g.redecide = [x for x in g.redecide if x != (s, i)]
    g.redecide.append((s, i))


def victim_draws(g: JellyBeanFarmers, v: int) -> None:
    """ "The opponent who just lost his card then draws one card and plays it immediately.\""""
    c = preparation.draw_card(g)
    replace(g, v, 0, c)
    g.emit((STEAL_DRAW, v, c >= 0, FAQ_STEAL, Secret({"card": c}, (v,))))
    if c >= 0:
        push_redecide(g, v, 0)


def begin_single_steal(g: JellyBeanFarmers, s: int, i: int) -> None:
    """One Steal: every other player shows his current action card; the thief takes one."""
    g.entries[s][i].done = True
    shown = {str(o): g.current_card(o) for o in range(g.n) if o != s and g.current_card(o) >= 0}
    g.emit((STEAL_SHOW, s, [s], shown, FAQ_STEAL))
    g.steal_pick = (s, i)


def steal_victims(g: JellyBeanFarmers, seat: int) -> list[int]:
    return [o for o in range(g.n) if o != seat and not g.out[o] and g.current_card(o) >= 0]


def do_steal(g: JellyBeanFarmers, seat: int, victim: int) -> None:
    """The thief takes the victim's card; the victim draws one and plays it at once.

    Ruling J17: the stolen card becomes the thief's card for this season
    (his current action card if the Steal was his season card): he plays
    it face up, as a Back Action (if he seeded no field) or discards it,
    after the victim has played his new card — so a victim who draws
    another Steal can take his card back first.
    """
    s, i = g.steal_pick  # type: ignore[misc]
    g.steal_pick = None
    e = g.entries[s][i]
    g.discard.append(e.card)
    if victim == s:
        c = preparation.draw_card(g)
        replace(g, s, i, c)
        g.emit((STEAL_OWN, s, False, FAQ_STEAL, Secret({"card": c}, (s,))))
        if c >= 0:
            push_redecide(g, s, i)
        return
    c = g.current_card(victim)
    replace(g, s, i, c)
    g.emit((STEAL, s, victim, c, False, False, FAQ_STEAL))
    # the thief decides after the victim (who may steal his card back)
    push_redecide(g, s, i)
    victim_draws(g, victim)


def begin_draw_two(g: JellyBeanFarmers, s: int, i: int) -> None:
    """Draw 2 Cards (D25): draw 2, play one now as this season's action, keep the other."""
    e = g.entries[s][i]
    g.discard.append(e.card)
    got = []
    for _ in range(2):
        c = preparation.draw_card(g)
        if c >= 0:
            got.append(c)
    g.emit((DRAW_TWO, s, len(got), FAQ_CATS, Secret({"cards": list(got)}, (s,))))
    if len(got) == 2:
        e.card = NONE
        g.draw2 = (s, i, got)
        return
    replace(g, s, i, got[0] if got else NONE)
    if got:
        push_redecide(g, s, i)


# ------------------------------------------------------------------ the moves
def check_steal(g: JellyBeanFarmers, seat: int, action: Steal) -> None:
    """FAQ "Steal Opponent's Card": take a card an opponent shows, or discard the Steal for the deck's top card."""
    if g.step != META or g.steal_pick is None:
        raise IllegalActionError("Nobody is stealing a card now.", rule=FAQ_STEAL)
    v: Any = action.victim
    if type(v) is not int or not (v == seat or v in g.steal_victims(seat)):
        raise IllegalActionError("Take a card one of your opponents is showing, or name yourself to "
                                 "discard the Steal for the top card of the deck.", rule=FAQ_STEAL)


def steal(g: JellyBeanFarmers, seat: int, action: Steal) -> None:
    do_steal(g, seat, action.victim)
    g.stage = None


def check_keep_drawn(g: JellyBeanFarmers, seat: int, action: KeepDrawn) -> None:
    """Draw 2: keep one of the two drawn cards to play, the other goes to the hand."""
    if g.step != META or g.draw2 is None:
        raise IllegalActionError("You have no two drawn cards to choose from.", rule=R_ACTIONS)
    if type(action.index) is not int or action.index not in (0, 1):
        raise IllegalActionError("Choose the first (0) or second (1) drawn card.", rule=R_ACTIONS)


def keep_drawn(g: JellyBeanFarmers, seat: int, action: KeepDrawn) -> None:
    s, i, got = g.draw2  # type: ignore[misc]
    g.draw2 = None
    k = action.index
    g.hands[s].append(got[1 - k])
    replace(g, s, i, got[k])
    g.emit((DRAW_TWO_KEEP, s, R_ACTIONS, Secret({"card": got[k], "hand": got[1 - k]}, (s,))))
    push_redecide(g, s, i)
    g.stage = None
