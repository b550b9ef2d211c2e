"""The rules of Fields of Green, one module per section of the rule text, in its order.

* :mod:`.setup` — Setup
* :mod:`.upkeep` — Upkeep Phase: the Turn Order Marker, new resources, storage
* :mod:`.drafting` — Upkeep Phase: drawing 6 cards from at least 3 piles (and the suggested combinations)
* :mod:`.action_phase` — Action Phase: select, pass, reveal, choose one of the four actions
* :mod:`.build` — Build Location: adjacency, water within 2, food from any Silo, abilities
* :mod:`.structures` — Build Water Tower; Build Silo (and moving Food between Silos)
* :mod:`.market` — Go to Market
* :mod:`.harvest` — Harvest Phase: costs paid in the player's order, Open Areas, the marker passed
* :mod:`.game_end` — Game End: the score
* :mod:`.equipment` — Equipment: draw 2, keep 1, place it or keep it aside
* :mod:`.timing` — Timing Rules
* :mod:`.two_player` — 2 Player Rules

Where the text is silent the ruling (G1, G2, ...) is written in the docstring of the
function that applies it and listed in ``docs/fields-of-green-rulings.md``.
"""
