"""Section "Pay Tribute to Warlords" (with the FAQ "Multiple Warlord Attacks",
"Warlord Clemency" and "Bottoming Out to end Tribute"): Warlord attacks, Tribute
Contracts and the tribute paid after summer.

Functions take the game (its named state: :mod:`farmlab.jelly_bean_farmers.state`)
and change it as the section says; the game's flow (``game.py``) calls them in the
text's order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.errors import IllegalActionError
from ...core.events import Secret
from ..actions import Attack
from ..state import FACE, NONE, WARLORD, Contract, Entry
from .sections import (ATTACK_CHOSEN, CONTRACT_END, FAQ_CLEMENCY, FAQ_WARLORDS, R_TRIBUTE, TRIBUTE, WARLORD_ATTACK,
                       WARLORD_DISCARD, WARLORD_FAIL)

if TYPE_CHECKING:  # pragma: no cover
    from ..game import JellyBeanFarmers


def begin_warlords(g: JellyBeanFarmers, warlords: list[tuple[int, Entry]]) -> None:
    """The Warlord plays last.

    Ruling J13: a Warlord is committed face up like any card, and its
    victim is named only now, after every other card of the season has
    been revealed ("he can wait until you have committed your action
    before playing it"). Several Warlord players name their victims at
    the same time, in secret. A Warlord committed face up attacks or is
    discarded; it cannot turn into a Back Action any more.
    """
    g.step = WARLORD
    pending: list[int] = []
    for s, e in warlords:  # in seat order
        if not e.done and (not pending or pending[-1] != s):
            pending.append(s)
    g.ask(pending)


def attackable(g: JellyBeanFarmers, seat: int, exclude: tuple[int, ...] = ()) -> list[int]:
    """Opponents ``seat`` may attack: in the game, and not already under a
    Tribute Contract with ``seat`` (FAQ: Multiple Warlord Attacks)."""
    under = {c.victim for c in g.contracts if c.attacker == seat}
    return [o for o in range(g.n) if o != seat and not g.out[o] and o not in under and o not in exclude]


def warlord_entries(g: JellyBeanFarmers, seat: int) -> list[Entry]:
    phase = g.decks.phase
    return [e for e in g.entries[seat] if e.how == FACE and e.card >= 0 and phase[e.card] == "last"]


def resolve_warlords(g: JellyBeanFarmers, warlords: list[tuple[int, Entry]]) -> None:
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
            g.discard.append(e.card)
            g.emit((WARLORD_DISCARD, s, e.card, R_TRIBUTE))
            continue
        off = g.offense(s) + g.acard[e.card].offense
        dfn = g.defense(e.target)
        amount = (off - dfn) // 2
        g.st_attacks[s] += 1
        if amount <= 0:
            g.discard.append(e.card)
            g.emit((WARLORD_FAIL, s, e.card, e.target, off, dfn, R_TRIBUTE))
            continue
        new.append(Contract(s, e.target, amount, e.card))
        g.emit((WARLORD_ATTACK, s, e.card, e.target, off, dfn, amount, R_TRIBUTE))
    for _, e in warlords:
        e.card = NONE
    g.contracts.extend(new)


def pay_tribute(g: JellyBeanFarmers) -> None:
    """Pay Tribute to Warlords (after summer). A contract first ends if the
    victim's defense has reached the attacker's current offense plus that
    Warlord's +1 (D17), checked now, so it can end before any tribute is
    paid; otherwise the full amount is paid if the victim has it, else all
    he has (FAQ: Warlord Clemency).

    Ruling J21: tribute is paid from all the victim's food, protected or
    not, and goes into the attacker's storage like any food (if it has no
    room, it waits unprotected until the next vermin step).
    """
    for c in list(g.contracts):
        a, v, amount, card = c.attacker, c.victim, c.amount, c.warlord
        off = g.offense(a) + g.acard[card].offense
        dfn = g.defense(v)
        if dfn >= off:
            g.contracts.remove(c)
            g.discard.append(card)
            g.emit((CONTRACT_END, a, v, off, dfn, R_TRIBUTE))
            continue
        paid = min(amount, g.food[v])
        g.food[v] -= paid
        g.food[a] += paid
        g.st_tribute_in[a] += paid
        g.st_tribute_out[v] += paid
        g.emit((TRIBUTE, v, a, amount, paid, FAQ_CLEMENCY if paid < amount else R_TRIBUTE))


# ------------------------------------------------------------------ the move
def check_attack(g: JellyBeanFarmers, seat: int, action: Attack) -> None:
    """A Warlord names its victim (or -1: discarded), never one already under a contract with the seat
    (FAQ "Multiple Warlord Attacks")."""
    if g.step != WARLORD:
        raise IllegalActionError("A Warlord attacks only after every other face-up card is played.", rule=R_TRIBUTE)
    tg: Any = action.target
    if tg == -1 and type(tg) is int:
        return
    chosen = tuple(e.target for e in g.warlord_entries(seat) if e.done and e.target >= 0)
    if type(tg) is not int or tg not in g.attackable(seat, chosen):
        if type(tg) is int and any(c.attacker == seat and c.victim == tg for c in g.contracts) or tg in chosen:
            raise IllegalActionError("You cannot attack an opponent who already has a Tribute Contract with you.",
                                     rule=FAQ_WARLORDS)
        raise IllegalActionError("A Warlord must attack an opponent still in the game (or be discarded).",
                                 rule=R_TRIBUTE)


def attack(g: JellyBeanFarmers, seat: int, action: Attack) -> None:
    tg = action.target
    for e in g.warlord_entries(seat):
        if not e.done:
            e.done = True
            e.target = tg
            break
    g.emit((ATTACK_CHOSEN, seat, R_TRIBUTE, Secret({"target": tg}, (seat,))))
    if all(e.done for e in g.warlord_entries(seat)):
        g.stage = g.stage.without(seat)
