"""Community Farm's rules, one module per section of the rule text, in its order.

=====================  ==================================================
module                 section of ``community-farm.txt``
=====================  ==================================================
:mod:`.stables`        Stables
:mod:`.setup`          Setup
:mod:`.housing`        1. House animal cards
:mod:`.trading`        2. Draw, trade & give animal cards; Rules for trading/giving
:mod:`.housing_received`  3. House traded & given animals
:mod:`.drawing`        4. Draw new animal cards
:mod:`.selling`        Selling animals
:mod:`.ending`         Ending and Scoring
:mod:`.variations`     Variations based on number of players
=====================  ==================================================

The animal cards, their signs and the goods are data: ``data/animals.csv``
(read by :mod:`farmlab.community_farm.cards`). Rulings R1–R12 are listed in
``docs/community-farm-rulings.md``; each is in the docstring of the function
that applies it.
"""

from . import drawing, ending, housing, housing_received, selling, setup, stables, trading, variations

__all__ = ["stables", "setup", "housing", "trading", "housing_received", "drawing", "selling", "ending",
           "variations"]
