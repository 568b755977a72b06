"""The objects a reference in a condition names outside a resolving instruction (603.4,
611.3a, 602.5b; ``triggers.condition_scope``): "this creature" is the source; "the object the
trigger event named" (603.10a); "equipped creature" / "enchanted creature" the permanent the
source is attached to ("Equipped creature can't be blocked as long as its power is 3 or
less", 611.3a: checked at each moment, so the creature it is attached to now)."""

from __future__ import annotations

from ..cards import ir
from ..objects import GameObject

__all__ = ["objects"]


def objects(src: GameObject | None, source_id: int, subject: int | None, ref: object) -> list[int]:
    if isinstance(ref, ir.SelfRef):
        return [source_id]
    if subject is not None and isinstance(ref, ir.TriggerObjectRef):  # s10 cond, 603.10a
        return [subject]
    if isinstance(ref, ir.AttachedRef) and src is not None and src.attached_to is not None:
        return [src.attached_to]  # 301.5, 303.4
    return []
