"""The Phantom creatures' prevention (issue 12, s11 h-count): "If damage would be dealt to
this creature, prevent that damage. Remove a +1/+1 counter from this creature." and "If damage
would be dealt to this creature while it has a +1/+1 counter on it, prevent that damage and
remove that many +1/+1 counters from it." (ir.CounterPrevention).

615.1a: a prevention effect of a static ability of the permanent dealt damage; 615.5: its
additional effect (removing counters) happens right after the damage is prevented. Damage
dealt at once by several sources is one event (120.5: ``DamageEvent.batch``), so "remove a
+1/+1 counter" removes one for all of it; "that many" removes as many as the damage. 615.12:
damage that can't be prevented still has the counters removed (``unpreventable``), though
none of it is prevented. Found for one damage event by rules/replacement.py."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from . import characteristics, permanents
from .events import DamageEvent, ReplacementEffect

if TYPE_CHECKING:
    from ..state import GameState

__all__ = ["counter_preventions"]


def _batch_key(oid: int, index: int) -> int:
    """The mark this ability leaves in ``DamageEvent.batch`` once it removed its counter for
    the damage dealt at once (negative: the shield counters' marks are the ids, 122.1c)."""
    return -1 - (oid * 64 + index)


def counter_preventions(
    game: GameState, ev: DamageEvent, unpreventable: bool
) -> list[ReplacementEffect]:
    """615.1a: the Phantom preventions of the permanent ``ev`` would deal damage to."""
    oid = ev.recipient.object_id
    if oid is None or ev.amount <= 0 or oid not in game.objects:
        return []
    obj = game.objects[oid]
    out: list[ReplacementEffect] = []
    for i, a in enumerate(characteristics.chars(game, oid).abilities):
        if not (isinstance(a, ir.StaticAbility) and isinstance(a.effect, ir.CounterPrevention)):
            continue
        e = a.effect
        key = _batch_key(oid, i)
        if e.while_has and obj.counters.get(e.kind, 0) <= 0 and key not in ev.batch:
            continue  # "while it has a +1/+1 counter on it": checked as the damage would be dealt
        out.append(_effect(obj.id, obj.name, i, e, key, unpreventable))
    return out


def _effect(
    oid: int, name: str, index: int, e: ir.CounterPrevention, key: int, unpreventable: bool
) -> ReplacementEffect:
    def apply(g: GameState, ev: DamageEvent) -> DamageEvent:
        n = ev.amount
        if n <= 0:
            return ev  # already prevented by another effect applied first (616.1e)
        obj = g.objects.get(oid)
        if not unpreventable:
            ev.amount = 0
            g.log_event(
                "prevent",
                f"{name} prevents {n} damage from {ev.source_chars.name} to itself",
                "615.1a",
            )
        if obj is None:
            return ev
        if e.many:  # "remove that many +1/+1 counters" (615.5)
            permanents.remove_counters(g, obj, e.kind, n, "615.5")
        elif key not in ev.batch:  # 120.5: one counter for the damage dealt at once
            ev.batch.add(key)
            permanents.remove_counters(g, obj, e.kind, 1, "615.5")
        return ev

    return ReplacementEffect(
        f"counter-prevention:{oid}:{index}",
        name,
        oid,
        f"{name} (prevent that damage and remove {e.kind} counters)",
        "615.1a",
        apply,
    )
