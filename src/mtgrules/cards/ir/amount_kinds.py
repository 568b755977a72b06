"""More kinds of amounts (issue 12, h-amount; 107.1, 107.3, 608.2h): values computed as an
instruction is carried out and locked in then (608.2h). Read by
``transform_amount_kinds.py``, written back by ``render/amounts.py``, evaluated by
``rules/amounts.py``."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir.refs import TargetRef, TriggerObjectRef

__all__ = ["that_key"]


def that_key(ref: Any) -> str | None:
    """The layout-variant key of a reference that "that creature's" in an amount may name:
    an object target ("t0") or the trigger event's object ("trig")."""
    if isinstance(ref, TargetRef):
        return f"t{ref.index}"
    if isinstance(ref, TriggerObjectRef):
        return "trig"
    return None
