"""``mypyc_attr``, and the state for pickle and copy, for the opt-in compiled build (``FARMLAB_COMPILE=1``, see setup.py).

The compiled modules mark their classes
``@mypyc_attr(allow_interpreted_subclasses=True)`` so that notebooks can still
subclass them. A pure install does not need ``mypy_extensions``: without it
the decorator does nothing (it does nothing at run time anyway).
"""

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # mypy/mypyc must see the real one
    from mypy_extensions import mypyc_attr
else:
    try:
        from mypy_extensions import mypyc_attr
    except ImportError:  # pure install without mypy
        def mypyc_attr(*attrs, **kwattrs):
            return lambda cls: cls


def get_state(obj: Any) -> dict[str, Any]:
    """``obj.__dict__`` (as pickle takes it by default). In the compiled build
    the attributes of compiled classes are not in ``__dict__`` (they are listed
    in ``__mypyc_attrs__``), and mypyc's own pickling forgets the ``__dict__`` of
    an interpreted subclass: both go into the state."""
    names = getattr(type(obj), "__mypyc_attrs__", None)
    if names is None:  # pure Python
        return obj.__dict__  # type: ignore[no-any-return]
    state = {}
    for key in names:
        if key != "__dict__" and hasattr(obj, key):
            state[key] = getattr(obj, key)
    state.update(getattr(obj, "__dict__", {}))
    return state


def set_state(obj: Any, state: dict[str, Any]) -> None:
    """The inverse of :func:`get_state` (pure Python: what pickle does by default)."""
    if getattr(type(obj), "__mypyc_attrs__", None) is None:
        obj.__dict__.update(state)
    else:
        for key, value in state.items():
            setattr(obj, key, value)


__all__ = ["get_state", "mypyc_attr", "set_state"]
