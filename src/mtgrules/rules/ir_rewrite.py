"""An IR value with some of its nodes replaced, the rest shared: the one walk behind the
resolution-time rewrites of an instruction (``x_filters``: "mana value X" made a number,
107.3; ``next_cast``: a delayed ability's references to the spell's target, 603.7c;
``chosen_values``: "the chosen color / type" filled in, 608.2d). A node
nothing under it changes is returned as it is, so an unchanged instruction stays the same
object (and the caches kept by it keep working)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

__all__ = ["rewrite"]


def rewrite(
    thing: object, swap: Callable[[object], object], keep: Callable[[object], bool]
) -> object:
    """``thing`` with each node ``swap`` changes (it returns the node itself to keep it)
    replaced; a node ``keep`` says to leave is not entered."""
    new = swap(thing)
    if new is not thing or keep(thing):
        return new
    if isinstance(thing, tuple):
        items = tuple(rewrite(t, swap, keep) for t in thing)
        return items if any(a is not b for a, b in zip(items, thing, strict=True)) else thing
    fields = getattr(thing, "__dataclass_fields__", None)
    if fields is None:
        return thing
    changes = {}
    for f in fields:
        old = getattr(thing, f, None)
        changed = rewrite(old, swap, keep)
        if changed is not old:
            changes[f] = changed
    return replace(thing, **changes) if changes else thing  # type: ignore[type-var]
