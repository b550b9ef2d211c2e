"""Small helpers shared by the board's parts: find widgets by CSS class, set a trait only
when it changes (no message to the browser otherwise), show or hide, close a tree."""

from __future__ import annotations

import re
from typing import Any, Sequence

import ipywidgets as widgets

from farmlab.core.actions import Action

__all__ = ["action_class", "find_widgets", "close_tree"]

_KEBAB = re.compile(r"(?<!^)(?=[A-Z])")


def action_class(action: Action) -> str:
    """CSS class of an action's button: ``Sell`` → ``fl-sell``, ``EndTrading`` → ``fl-end-trading``."""
    return "fl-" + _KEBAB.sub("-", type(action).__name__).lower()


def find_widgets(root: widgets.Widget, css_class: str, visible_only: bool = False) -> list[widgets.Widget]:
    """Every widget under ``root`` (included) carrying ``css_class``, in page order.

    ``visible_only``: skip widgets inside a hidden (``display: none``) box.
    """
    out: list[widgets.Widget] = []

    def walk(w: widgets.Widget) -> None:
        if visible_only and getattr(getattr(w, "layout", None), "display", None) == "none":
            return
        if css_class in getattr(w, "_dom_classes", ()):
            out.append(w)
        for child in getattr(w, "children", ()) or ():
            walk(child)

    walk(root)
    return out


def _show(w: widgets.Widget, visible: bool) -> None:
    want = None if visible else "none"
    if w.layout.display != want:
        w.layout.display = want


def _set(w: widgets.Widget, name: str, value: Any) -> None:
    """Set a trait only when it changes (no message to the browser otherwise)."""
    if getattr(w, name) != value:
        setattr(w, name, value)


def _set_classes(w: widgets.Widget, classes: Sequence[str]) -> None:
    t = tuple(classes)
    if tuple(w._dom_classes) != t:
        w._dom_classes = t


def close_tree(w: widgets.Widget, seen: set[int]) -> None:
    """Close ``w`` and every widget under it (their models leave the browser)."""
    if id(w) in seen:
        return
    seen.add(id(w))
    for child in list(getattr(w, "children", ()) or ()):
        close_tree(child, seen)
    w.close()

