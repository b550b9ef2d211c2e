"""Homesteader (2–4 players): stake out a property with fences, then grow a food forest.

>>> from farmlab.homesteader.game import Homesteader
>>> g = Homesteader(2, seed=1)
>>> g.to_act()
(0,)

The package follows the template of ``docs/adding-a-game.md``: ``data/cards.csv`` and
``cards.py`` (the Food Forest deck), ``grid.py`` (the lattice of squares and fence posts),
``state.py``, ``rules/`` (one module per section of the rule text), ``game.py``, ``view.py``,
``text.py`` and ``bots/``.
"""

IN_PROGRESS = "the recorded games and the registration"
