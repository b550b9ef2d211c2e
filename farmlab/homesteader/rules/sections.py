"""The sections of the rule text, as the events cite them, and the kinds of event."""

from __future__ import annotations

from typing import Final

from ...core.events import EventKind

R_PREPARATION: Final = "Preparation"
R_SETTLEMENT: Final = "Settlement Phase"
R_STEP1: Final = "Settlement Phase, step 1"
R_STEP2: Final = "Settlement Phase, step 2"
R_HOUSE: Final = "Settlement Phase: the house"
R_PLAY: Final = "Play Phase"
R_FLIP: Final = "Play Phase, 1. The flip"
R_DISCARD: Final = "Play Phase, 2. The discard"
R_TRANSPLANT: Final = "Play Phase, 3. The transplant"
R_SWAP: Final = "Play Phase, 4. Plant swap"
R_DISASTERS: Final = "Play Phase, 5. Disasters & pests"
R_SCORING: Final = "Scoring"

DEALT: Final = EventKind("deal", ("n", "reserve"), R_PREPARATION)
START: Final = EventKind("start", ("x", "y"), R_SETTLEMENT)
PLACED: Final = EventKind("place", ("x", "y"), R_STEP1)
NO_ROOM: Final = EventKind("no_room", ("n",), R_STEP1)
POSTS: Final = EventKind("posts", ("posts", "new"), R_STEP2)
STUCK: Final = EventKind("stuck", (), R_STEP2)
CLOSED: Final = EventKind("closed", ("squares", "returned"), R_STEP2)
COMPLETED: Final = EventKind("completed", ("squares",), R_STEP2)
HOUSED: Final = EventKind("house", ("x", "y"), R_HOUSE)
HOUSE_DISCARD: Final = EventKind("house_discard", ("x", "y"), R_HOUSE)
FLIPPED: Final = EventKind("flip", ("x", "y", "card"), R_FLIP)
DISCARDED: Final = EventKind("discard", ("card", "drawn"), R_DISCARD)
REFRESHED: Final = EventKind("refresh", ("cards",), R_DISCARD)
TRANSPLANTED: Final = EventKind("transplant", ("card", "x", "y", "to_x", "to_y"), R_TRANSPLANT)
SWAPPED: Final = EventKind("swap", ("target", "card", "given"), R_SWAP)
AIMED: Final = EventKind("aim", ("card", "target"), R_DISASTERS)
PROTECTED: Final = EventKind("protected", ("target", "card"), R_DISASTERS)
SPARED: Final = EventKind("spared", ("target", "card"), R_DISASTERS)
REMOVED: Final = EventKind("remove", ("card", "x", "y"), R_DISASTERS)
TURN: Final = EventKind("turn", (), R_PLAY)
UNSCORED: Final = EventKind("unscored", ("card", "missing"), R_SCORING)
SCORED: Final = EventKind("score", ("cards", "inputs", "total"), R_SCORING)
ENDED: Final = EventKind("end", (), R_SCORING)

EVENTS: Final = (DEALT, START, PLACED, NO_ROOM, POSTS, STUCK, CLOSED, COMPLETED, HOUSED, HOUSE_DISCARD, FLIPPED,
                 DISCARDED, REFRESHED, TRANSPLANTED, SWAPPED, AIMED, PROTECTED, SPARED, REMOVED, TURN, UNSCORED,
                 SCORED, ENDED)
