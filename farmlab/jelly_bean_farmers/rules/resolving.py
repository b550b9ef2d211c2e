"""Section "Reveal and resolve the spring actions", with the Actions F.A.Q. on the
face-up cards ("Moving Field Upgrades", "Perennial Field Upgrade", "Cats,
Rabbits, and Coyote", "Silo Extension", "Almanac, Geezer ...") and "Saved Card":
the season's cards committed in secret, revealed together, checked, and resolved
in the order the text gives (meta cards, face cards, Warlords last, then the Back
Actions).

Functions take the game (its named state: :mod:`farmlab.jelly_bean_farmers.state`)
and change it as the section says; the game's flow (``game.py``) calls them in the
text's order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.errors import IllegalActionError
from ...core.events import Secret
from ..actions import Done, FireField, Play, UseSaved
from ..cards import PHASES
from ..state import BACK_MAN, COMMIT, DISCARD, FACE, HOW_CODE, HOWS, META, NONE, SAVE, SPRING, Entry, Silo
from . import back_actions, harvest, tribute
from .sections import (
    ASSASSIN,
    CATS,
    COYOTE,
    EXTENSION,
    FAQ_ALMANAC,
    FAQ_CATS,
    FAQ_EXTENSION,
    FAQ_FIRE,
    FAQ_MOVE,
    FAQ_PERENNIAL,
    FAQ_STEAL,
    FAQ_WARLORDS,
    FLEX,
    NO_EFFECT,
    PEEK,
    PERENNIAL_EATEN,
    R_ACTIONS,
    R_BACK,
    R_DRAW,
    R_OFFDEF,
    R_SAVED,
    R_STORAGE,
    R_TRIBUTE,
    R_VERMIN,
    RABBITS,
    REVEAL,
    REVEAL_BACK,
    SAID_DONE,
    SILO,
    UNIT,
    UPGRADED,
    USE_SAVED,
)

if TYPE_CHECKING:  # pragma: no cover
    from ..game import JellyBeanFarmers


def usable_saved(g: JellyBeanFarmers, seat: int) -> list[int]:
    """Indices of saved cards that may come into play now.

    Ruling J6 (Saved for Later): saved cards are brought into play during a
    season's action step ("during the Action phase you can pull into play
    any Saved cards you have saved in earlier rounds"), before the seat
    commits its season; a card saved this season waits for a later one.
    """
    at = g.saved_at[seat]
    if not at:
        return []
    now = 2 * g.year + g.season
    usable: list[int] = []  # (a plain loop: asked at every decision of the step)
    for i, x in enumerate(at):
        if x < now:  # saved in an earlier season
            usable.append(i)
    return usable


def has_usable_saved(g: JellyBeanFarmers, seat: int) -> bool:
    """Is any saved card of ``seat`` usable now (see :meth:`usable_saved`)?"""
    at = g.saved_at[seat]
    if not at:
        return False
    now = 2 * g.year + g.season
    for x in at:
        if x < now:
            return True
    return False


def begin_commit(g: JellyBeanFarmers) -> None:
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
    g.step = COMMIT
    pend = []
    fire = g.fire_in_force()
    out, entries, hands, committed = g.out, g.entries, g.hands, g.committed
    for s in range(g.n):
        if out[s]:
            continue
        if entries[s] or g.has_usable_saved(s) or (fire and hands[s]):
            committed[s] = False
            pend.append(s)
    g.ask(pend)


def reveal_plays(g: JellyBeanFarmers) -> dict[str, list[tuple[int, Entry]]]:
    """Every play of the season is shown: face cards face up, discards face
    up, Back Actions by their orientation only. Returns the face-up plays
    by the phase they play in ("face": now, "last": Warlords, "back": with
    the Back Actions), in seat order.

    Ruling J14: which Back Action a card is used for is public ("indicate
    which you are doing by which way you orient the card"); its face is
    not ("there is no need to reveal the card used for a Back Action").
    """
    phase = g.decks.phase
    emit = g.emit
    plays: dict[str, list[tuple[int, Entry]]] = {p: [] for p in PHASES}
    for s, es in enumerate(g.entries):
        if not es:
            continue
        shown = g.shown[s]
        for e in es:
            c, how = e.card, e.how
            if c < 0 or how == NONE:
                continue
            saved = e.saved
            if how == FACE:
                p = phase[c]
                plays[p].append((s, e))
                shown.append([c, "face", e.target, e.where, e.unit, saved])
                emit((REVEAL, s, c, "face", saved, e.target, e.where, e.unit, p, R_ACTIONS))
            elif how == DISCARD:
                shown.append([c, "discard", e.target, e.where, e.unit, saved])
                emit((REVEAL, s, c, "discard", saved, -1, -1, "", "face", R_ACTIONS))
                g.discard.append(c)
                e.card = NONE
            else:
                h = HOWS[how]
                shown.append([NONE, h, -1, -1, "", saved])
                emit((REVEAL_BACK, s, h, saved, R_SAVED if saved else R_BACK, Secret({"card": c}, (s,))))
    return plays


def resolve_face(g: JellyBeanFarmers) -> tuple[list[tuple[int, Entry]], list[tuple[int, Entry]]]:
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
    plays = reveal_plays(g)
    resolve_plays(g, plays["face"])
    return plays["last"], plays["back"]


def face_plays(g: JellyBeanFarmers, phase: str) -> list[tuple[int, Entry]]:
    """The face-up plays of the season still to resolve whose phase is ``phase``."""
    phase_of = g.decks.phase
    return [
        (s, e)
        for s, es in enumerate(g.entries)
        for e in es
        if e.how == FACE and e.card >= 0 and phase_of[e.card] == phase
    ]


def resolve_plays(g: JellyBeanFarmers, plays: list[tuple[int, Entry]]) -> None:
    ac = g.acard
    coyotes: list[tuple[int, Entry]] = []
    assassins: list[tuple[int, Entry]] = []
    perennials: list[tuple[int, Entry]] = []
    emit = g.emit
    for s, e in plays:
        c = e.card
        a = ac[c]
        eff = a.effect
        if a.kind == "unit":
            g.units[s].append(c)
            emit((UNIT, s, c, g.offense(s), g.defense(s), R_OFFDEF))
        elif eff == "build_silo":
            silos = g.silos[s]
            silos.append(Silo(c, NONE, NONE, a.storage))
            emit((SILO, s, c, len(silos) - 1, g.capacity(s), R_STORAGE))
        elif eff == "extend_silo":
            g.silos[s][e.where].extension = c
            emit((EXTENSION, s, c, e.where, g.capacity(s), FAQ_EXTENSION))
        elif eff == "guard_food":
            g.cats[s].append(c)
            emit((CATS, s, c, g.capacity(s), R_STORAGE))
        elif eff == "vermin_all":
            g.rabbits[e.target].append(c)
            emit((RABBITS, s, c, e.target, R_VERMIN))
        elif a.field_effect != "none":
            if eff == "not_with_rabbits":
                perennials.append((s, e))
            else:
                g.fields[s][e.where].set_upgrade(a.field_effect, c)
                emit((UPGRADED, s, c, e.where, R_ACTIONS))
        elif a.hand_size:
            g.flex[s].append(c)
            emit((FLEX, s, c, g.base_hand + sum(ac[x].hand_size for x in g.flex[s]), R_DRAW))
        elif a.peek != "none":
            peek(g, s, c)
            g.discard.append(c)
        elif eff == "chase_cats_and_rabbits":
            coyotes.append((s, e))
        elif eff == "eliminate_unit":
            assassins.append((s, e))
        else:  # a card with no effect on the table: it is simply discarded
            g.discard.append(c)
            emit((NO_EFFECT, s, c, R_ACTIONS))
    for s, e in coyotes:
        t = e.target
        chased = g.cats[t] + g.rabbits[t]
        g.discard.extend(chased)
        n_cats, n_rabbits = len(g.cats[t]), len(g.rabbits[t])
        g.cats[t] = []
        g.rabbits[t] = []
        g.discard.append(e.card)
        emit((COYOTE, s, e.card, t, n_cats, n_rabbits, FAQ_CATS))
    for s, e in assassins:
        t, key = e.target, e.unit
        victim = NONE
        if key == BACK_MAN:
            if g.back_men[t]:
                victim = g.back_men[t].pop()
        else:
            for j, u in enumerate(g.units[t]):
                if ac[u].id == key:
                    victim = g.units[t].pop(j)
                    break
        if victim >= 0:
            g.discard.append(victim)
        g.discard.append(e.card)
        emit((ASSASSIN, s, e.card, t, key, victim >= 0, R_OFFDEF))
    for s, e in perennials:
        if g.rabbits[s]:
            g.discard.append(e.card)
            emit((PERENNIAL_EATEN, s, e.card, e.where, FAQ_CATS))
        else:
            g.fields[s][e.where].perennial = e.card
            emit((UPGRADED, s, e.card, e.where, FAQ_PERENNIAL))
    for _, e in plays:
        e.card = NONE  # the card has left the Action Placement card
    rabbits = g.rabbits
    if not any(rabbits):
        return
    for t in range(g.n):
        if rabbits[t]:
            for fi, f in enumerate(g.fields[t]):
                if f.perennial >= 0:
                    g.discard.append(f.perennial)
                    emit((PERENNIAL_EATEN, t, f.perennial, fi, FAQ_MOVE))
                    f.perennial = NONE


def peek(g: JellyBeanFarmers, s: int, c: int) -> None:
    """Almanac / Geezer (D24): look in secret at the climate cards of the
    next year (``next_year``) or of the next season's Reveal step
    (``next_season``); they inform the *next* planting (FAQ), never this one.
    D10: after the last year they show nothing."""
    peek = g.acard[c].peek
    y = g.year
    if peek == "next_year":
        pos = [3 * (y + 1), 3 * (y + 1) + 1, 3 * (y + 1) + 2]
    elif g.season == SPRING:
        pos = [3 * y + 2]
    else:
        pos = [3 * (y + 1), 3 * (y + 1) + 1]
    pos = [p for p in pos if p < len(g.climate_order)]
    g.known[s].update(pos)
    cards = [g.climate_order[p] for p in pos]
    g.emit((PEEK, s, c, len(pos), FAQ_ALMANAC, Secret({"cards": cards, "positions": pos}, (s,))))


def end_actions(g: JellyBeanFarmers, warlords: list[tuple[int, Entry]], late: list[tuple[int, Entry]]) -> None:
    """The season's Warlords, then its Back Actions, then the end of the season."""
    tribute.resolve_warlords(g, warlords)
    back_actions.resolve_back(g, late)
    harvest.end_season(g)


def unit_keys(g: JellyBeanFarmers, seat: int) -> list[str]:
    """Kinds of unit an Assassin may eliminate on ``seat``'s farm (D18)."""
    keys = []
    if g.back_men[seat]:
        keys.append(BACK_MAN)
    for c in g.units[seat]:
        k = g.acard[c].id
        if k not in keys:
            keys.append(k)
    return keys


def play_options(g: JellyBeanFarmers, seat: int, card: int, saved: bool) -> list[tuple[str, int, int, str]]:
    """Every legal (how, target, where, unit) for playing ``card`` now."""
    opts: list[tuple[str, int, int, str]] = []
    for cand in face_candidates(g, seat, card):
        if g.face_problem(seat, card, cand[1], cand[2], cand[3]) is None:
            opts.append(cand)
    if not saved:
        opts.append(("discard", -1, -1, ""))
    if saved or not g.seeded_now(seat):
        opts.extend((h, -1, -1, "") for h in ("half_field", "half_silo", "armed_man"))
        if not saved:
            opts.append(("save", -1, -1, ""))
    return opts


def face_candidates(g: JellyBeanFarmers, seat: int, card: int) -> list[tuple[str, int, int, str]]:
    a = g.acard[card]
    eff = a.effect
    if eff == "eliminate_unit":
        return [("face", o, -1, k) for o in targets(g, seat, a.target) for k in g.unit_keys(o)]
    if eff == "extend_silo":
        return [("face", -1, i, "") for i in range(len(g.silos[seat]))]
    if a.field_effect != "none":
        return [("face", -1, i, "") for i in range(len(g.fields[seat]))]
    if a.target != "self" and eff != "tribute_contract" and eff != "steal_card":
        return [("face", o, -1, "") for o in targets(g, seat, a.target)]
    return [("face", -1, -1, "")]


def targets(g: JellyBeanFarmers, seat: int, target: str) -> list[int]:
    if target == "self":
        return [seat]
    if target == "any":
        return g._in_game()
    return [o for o in range(g.n) if o != seat and not g.out[o]]


def other_plays(g: JellyBeanFarmers, seat: int) -> list[Entry]:
    return [e for e in g.entries[seat] if e.how == FACE and e.card >= 0]


def face_problem(
    g: JellyBeanFarmers, seat: int, card: int, target: int, where: int, unit: str
) -> tuple[str, str] | None:
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
    a = g.acard[card]
    eff = a.effect
    name = a.name
    if eff == "eliminate_unit":
        if target not in targets(g, seat, a.target):
            return f"The {name} must name an opponent who is still in the game.", R_OFFDEF
        if unit not in g.unit_keys(target):
            return f"{g.names[target]} has no such unit for the {name} to eliminate.", R_OFFDEF
        return None
    if unit:
        return f"Only an Assassin names a unit; the {name} does not.", R_ACTIONS
    if eff == "extend_silo":
        if target != -1:
            return f"A {name} goes on one of your own silos.", FAQ_EXTENSION
        if not 0 <= where < len(g.silos[seat]):
            return f"You have no silo number {where + 1} to put the {name} on.", FAQ_EXTENSION
        if g.silos[seat][where].extension >= 0 or any(
            e.where == where and g.acard[e.card].effect == "extend_silo" for e in other_plays(g, seat)
        ):
            return "That silo already has an extension: only one extension per silo is allowed.", FAQ_EXTENSION
        return None
    if a.field_effect != "none":
        if target != -1:
            return f"{name} goes on one of your own fields.", R_ACTIONS
        if not 0 <= where < len(g.fields[seat]):
            return f"You have no field number {where + 1} to put the {name} on.", R_ACTIONS
        if g.fields[seat][where].upgrade(a.field_effect) >= 0 or any(
            e.where == where and g.acard[e.card].field_effect == a.field_effect for e in other_plays(g, seat)
        ):
            return f"Field {where + 1} already has {name}: a field takes one of each upgrade.", FAQ_MOVE
        if eff == "not_with_rabbits" and g.rabbits[seat] and not coyote_available(g, seat):
            return (
                f"You cannot play {name} while Rabbits are on your farm, unless you play a Coyote the same turn."
            ), FAQ_PERENNIAL
        return None
    if where != -1:
        return f"The {name} is not played on a field or silo.", R_ACTIONS
    if eff == "tribute_contract":
        if target != -1:
            return "A Warlord names its victim last, after every other card is played.", R_TRIBUTE
        if not g.attackable(seat):
            return (
                "Every opponent already pays you tribute: you cannot attack someone you have a contract with."
            ), FAQ_WARLORDS
        return None
    if eff == "steal_card":
        if target != -1:
            return "The Steal chooses its card after everyone shows theirs.", FAQ_STEAL
        if any(g.acard[e.card].effect == "steal_card" for e in other_plays(g, seat)):
            return "You can play only one Steal Opponent's Card a season.", FAQ_STEAL
        return None
    if a.target == "self":
        if target != -1:
            return f"The {name} is played on your own farm.", R_ACTIONS
        return None
    if target not in targets(g, seat, a.target):
        whom = "an opponent" if a.target == "opponent" else "a farm"
        return f"The {name} must be played on {whom} still in the game.", R_ACTIONS
    return None


def coyote_available(g: JellyBeanFarmers, seat: int) -> bool:
    """Ruling J10: a Perennial may be played on a farm with Rabbits only by a
    seat that can play a Coyote the same season (committed, its season card
    or a usable saved card); if Rabbits are still there when the face cards
    resolve, they eat the Perennial."""
    for e in g.entries[seat]:
        if g.acard[e.card].effect == "chase_cats_and_rabbits" and (
            e.how == NONE or (e.how == FACE and e.target == seat)
        ):
            return True
    if g.step == COMMIT and not g.committed[seat]:
        for i in g.usable_saved(seat):
            if g.acard[g.saved[seat][i]].effect == "chase_cats_and_rabbits":
                return True
    return False


def set_entry(g: JellyBeanFarmers, e: Entry, action: Play | UseSaved) -> None:
    e.how = HOW_CODE[action.how]
    e.target = action.target
    e.where = action.where
    e.unit = action.unit
    e.done = False


# ------------------------------------------------------------------ the moves
def check_play(g: JellyBeanFarmers, seat: int, action: Play) -> None:
    """Play the season's card (or, after a Steal or Draw 2, the card now in front of the seat)."""
    st = g.step
    if st == COMMIT:
        es = g.entries[seat]
        if not es or es[0].saved:
            raise IllegalActionError(f"{g.names[seat]} has no action card to play this season.", rule=R_ACTIONS)
        card = es[0].card
    elif st == META and g.redecide and g.steal_pick is None and g.draw2 is None:
        card = g.entries[seat][g.redecide[-1][1]].card
    elif st == META:
        raise IllegalActionError("First choose which card to take (or which drawn card to play).", rule=FAQ_STEAL)
    else:
        raise IllegalActionError("Action cards are played after the climate is revealed.", rule=R_ACTIONS)
    check_how(g, seat, card, action, False)


def check_how(g: JellyBeanFarmers, seat: int, card: int, action: Play | UseSaved, saved: bool) -> None:
    """How a card is played: face up (see :func:`face_problem`), discarded, or as a Back Action —
    no Back Action in a season the seat seeded a field ("Back Actions"); a saved card comes back
    face up or as another Back Action ("Saved for Later")."""
    a: Any = action  # its fields may hold anything until checked here
    how, target, where, unit = a.how, a.target, a.where, a.unit
    if type(how) is not str or how not in HOW_CODE:
        raise IllegalActionError("Play a card face up, discard it, or use it as ½ Field, ½ Silo, Armed Man or "
                                 "Saved for Later.", rule=R_ACTIONS)
    if type(target) is not int or type(where) is not int or type(unit) is not str:
        raise IllegalActionError("Name targets by seat and fields or silos by number.", rule=R_ACTIONS)
    code = HOW_CODE[how]
    if code == FACE:
        problem = g.face_problem(seat, card, target, where, unit)
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
    if code != DISCARD and g.seeded_now(seat):
        raise IllegalActionError("You seeded a field this season, so your card can only be played face up "
                                 "or discarded (no Back Action).", rule=R_BACK)


def play(g: JellyBeanFarmers, seat: int, action: Play) -> None:
    """The seat decides how its card is played (revealed with everyone's at the end of the step)."""
    if g.step == COMMIT:
        set_entry(g, g.entries[seat][0], action)
        g.committed[seat] = True
        g.stage = g.stage.without(seat)
    else:  # a card that came by a Steal or a Draw 2
        s, i = g.redecide.pop()
        set_entry(g, g.entries[s][i], action)
        g.stage = None


def check_use_saved(g: JellyBeanFarmers, seat: int, action: UseSaved) -> None:
    """Saved for Later: a card saved in an earlier season comes into play with the season's card."""
    if g.step != COMMIT or g.committed[seat]:
        raise IllegalActionError("Saved cards come into play during a season's actions, before you finish "
                                 "playing your season's card.", rule=R_SAVED)
    i: Any = action.index
    if type(i) is not int or i not in g.usable_saved(seat):
        if type(i) is int and 0 <= i < len(g.saved[seat]):
            raise IllegalActionError("A card saved this season can be used from next season on.", rule=R_SAVED)
        raise IllegalActionError(f"{g.names[seat]} has no saved card number {i!r}.", rule=R_SAVED)
    check_how(g, seat, g.saved[seat][i], action, True)


def use_saved(g: JellyBeanFarmers, seat: int, action: UseSaved) -> None:
    i = action.index
    c = g.saved[seat].pop(i)
    del g.saved_at[seat][i]
    e = Entry(c, True)
    set_entry(g, e, action)
    g.entries[seat].append(e)
    g.emit((USE_SAVED, seat, len(g.saved[seat]), R_SAVED, Secret({"card": c, "how": action.how}, (seat,))))


def check_done(g: JellyBeanFarmers, seat: int, action: Done) -> None:
    """Done: a seat with no card of its own to play this season (its card was stolen, or none)."""
    if g.step != COMMIT:
        raise IllegalActionError("Say done only when you have no action card to play this season.", rule=R_ACTIONS)
    if g.entries[seat] and not g.entries[seat][0].saved:
        raise IllegalActionError(f"{g.names[seat]} still has this season's action card to play.", rule=R_ACTIONS)


def done(g: JellyBeanFarmers, seat: int, action: Done) -> None:
    g.committed[seat] = True
    g.stage = g.stage.without(seat)
    g.emit((SAID_DONE, seat, R_ACTIONS))


def check_fire_field(g: JellyBeanFarmers, seat: int, action: FireField) -> None:
    """FAQ "Fire Climate card as a Year-Long Climate": while Fire is in force, a hand card may become
    a free ½ Field once a season, at any time."""
    if not g.fire_in_force():
        raise IllegalActionError("Only while Fire is in force can a hand card become a free ½ Field.", rule=FAQ_FIRE)
    if g.fire_used[seat]:
        raise IllegalActionError(f"{g.names[seat]} already made a free ½ Field this season.", rule=FAQ_FIRE)
    c: Any = action.card
    if type(c) is not int or not 0 <= c < len(g.hands[seat]):
        raise IllegalActionError(f"{g.names[seat]} has no hand card number {c!r}.", rule=FAQ_FIRE)


def fire_field(g: JellyBeanFarmers, seat: int, action: FireField) -> None:
    c = g.hands[seat].pop(action.card)
    g.fire_used[seat] = True
    back_actions.add_half_field(g, seat, c, FAQ_FIRE)
