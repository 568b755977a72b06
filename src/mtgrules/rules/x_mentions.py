"""Whether a card or ability has an X for its controller to choose (107.3a, 107.3f)."""

from __future__ import annotations

import re
from typing import Any

from ..cards import ir

__all__ = ["mentions_x"]


def mentions_x(thing: Any, _seen: set[int] | None = None) -> bool:
    """107.3a, 107.3f: whether a card or ability has an X for its controller to choose (in a
    cost, in its targets or in its text); without one, X stays 0."""
    seen = _seen if _seen is not None else set()
    if id(thing) in seen:
        return False
    seen.add(id(thing))
    if isinstance(thing, str):
        return bool(_X_WORD.search(thing))
    if isinstance(thing, ir.XAmount | ir.ModifyPTX):
        return True
    if isinstance(thing, tuple | list | frozenset | set):
        return any(mentions_x(t, seen) for t in thing)
    if hasattr(thing, "__dataclass_fields__"):
        for f in thing.__dataclass_fields__:
            if f in ("name", "flavor_name", "foreign_names"):
                continue
            v = getattr(thing, f, None)
            if f in ("count_x", "pay_life_x") and v is True:
                return True
            if f == "remove_counters_x" and v:  # h-act: "Remove X / any number of ..." (107.3)
                return True
            if v is not None and not isinstance(v, bool | int | float) and mentions_x(v, seen):
                return True
    return False


_X_WORD = re.compile(r"\{X\}|(?<![A-Za-z])X(?![A-Za-z])")
