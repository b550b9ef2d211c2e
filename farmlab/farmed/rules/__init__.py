"""The rules of FARMED (Basic game), one module per section of the rule text, in its order.

* :mod:`.setup` — Game setup
* :mod:`.seasons` — Crop cards; Young People Employment; Game flow (a season's card, passing)
* :mod:`.weather` — Weather cards; Natural Disasters; Event cards
* :mod:`.woman` — Woman cards
* :mod:`.harvest` — Harvest; Nutrition
* :mod:`.year_end` — End of the year and beginning of new year
* :mod:`.ending` — End of the game

Where the text is silent the ruling (F1, F2, ...) is written in the docstring of the
function that applies it and listed in ``docs/farmed-rulings.md``.
"""
