"""The base class of variant options (exported by :mod:`farmlab.core.game`).

It is a dataclass that every game subclasses, which a module compiled with
mypyc (``FARMLAB_COMPILE=1``, see setup.py) cannot hold, so it lives here.
"""

from __future__ import annotations

import dataclasses


@dataclasses.dataclass(frozen=True)
class Options:
    """Variant options. Each game defines its own subclass (a frozen dataclass)."""
