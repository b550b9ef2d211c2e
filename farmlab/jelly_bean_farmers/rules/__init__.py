"""The rules of Jelly Bean Farmers, one module per section of the rule text, in its order.

* :mod:`.sections` — the section headings the events cite
* :mod:`.setup` — Setup
* :mod:`.preparation` — Game Play, Preparation Phase (food stamps, draw, choose actions)
* :mod:`.planting` — Choose whether or not to plant; Special Rule for order of planting
* :mod:`.climate` — Reveal the Climate Cards
* :mod:`.meta_cards` — Reveal and resolve the actions: Steal and Draw 2 first
* :mod:`.resolving` — Reveal and resolve the actions: the face-up cards
* :mod:`.tribute` — the Warlords (last of the face-up cards) and Pay Tribute to Warlords
* :mod:`.back_actions` — Back Actions; Saved for Later
* :mod:`.harvest` — Harvest; Eat One Food; Lose half unprotected food to vermin
* :mod:`.ending` — End of the Game; Scoring; Tie-breaker

Where the text is silent the ruling (J1, J2, ... and the deck's D1, D2, ...) is written
in the docstring of the function that applies it and listed in
``docs/jelly-bean-farmers-rulings.md``.
"""
