"""More kinds of amounts (issue 12, h-amount; 107.1, 107.3, 608.2h): values computed as an
instruction is carried out and locked in then (608.2h). Read by
``transform_amount_kinds.py``, written back by ``render/amounts.py``, evaluated by
``rules/amounts.py``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mtgrules.cards.ir.refs import TargetRef, TriggerObjectRef

__all__ = ["Arith", "that_key"]


def that_key(ref: Any) -> str | None:
    """The layout-variant key of a reference that "that creature's" in an amount may name:
    an object target ("t0") or the trigger event's object ("trig")."""
    if isinstance(ref, TargetRef):
        return f"t{ref.index}"
    if isinstance(ref, TriggerObjectRef):
        return "trig"
    return None


@dataclass(frozen=True, slots=True)
class Arith:
    """107.1: an amount computed from others, as the text says: "1 plus the number of cards
    named Kindle in all graveyards" (``op`` "plus", ``left`` 1), "the number of Forests you
    control plus the number of Bears you control", "its power plus its toughness", "twice
    the number of lands you control" ("twice", ``left`` only), "7 minus the number of cards
    in your hand" ("minus"), "half the number of Zombies you control, rounded down" ("half
    down" / "half up", 107.1a). A negative result counts as 0 (107.1b). ``left`` and
    ``right`` are ints or other amounts; ``words``: the numbers are written as words ("one
    plus ..."), for the exact round trip."""

    op: str
    left: Any
    right: Any = None
    words: bool = False
