"""The rules of Homesteader, one module per section of the rule text, in its order.

* :mod:`.preparation` — Preparation
* :mod:`.settlement` — Settlement Phase: the start, step 1 (placing a card), whose turn
* :mod:`.fences` — Settlement Phase: step 2 (fence posts) and enclosing the property
* :mod:`.house` — Settlement Phase: the house card at the end of settlement
* :mod:`.reserve` — Play Phase: the reserve deck (action 2's cycling and refresh)
* :mod:`.play` — Play Phase: actions 1–3 (the flip, the discard, the transplant) and the end
* :mod:`.swap` — Play Phase: action 4 (the plant swap)
* :mod:`.disasters` — Play Phase: action 5 (disasters & pests)
* :mod:`.scoring` — Play Phase's inputs and permaculture zones; Scoring

Where the text is silent the ruling (H1, H2, ...) is written in the docstring of the function
that applies it and listed in ``docs/homesteader-rulings.md``.
"""
