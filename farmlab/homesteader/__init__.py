"""Homesteader (2–4 players): stake out a property with fences, then grow a food forest.

>>> from farmlab.homesteader import Homesteader
>>> g = Homesteader(2, seed=1)
>>> g.to_act()
(0,)
"""

IN_PROGRESS = "the engine, its tests and the shared suites"
