"""Executors of the non-combat trigger events family (issue 12, h-trig-events):
"counter that spell" / "counter that spell or ability" (701.6a, 701.6b: ir.CounterEventSpell),
the spell or ability the trigger event named (601.2i, 115.1)."""

from __future__ import annotations

from ..cards import ir
from . import effect_context, zone_moves


def counter_event_spell(ctx: effect_context.EffectContext, e: ir.CounterEventSpell) -> None:
    """701.6a, 701.6b: counter the spell cast (the trigger's object) or the spell or ability
    that targeted (the trigger's spell), if it is still on the stack (608.2b: else nothing)."""
    g = ctx.game
    sid = ctx.trigger_spell if e.or_ability else ctx.trigger_subject
    if sid is None or not any(i.object.id == sid for i in g.stack):
        return
    zone_moves.counter(g, sid, ctx.name)
