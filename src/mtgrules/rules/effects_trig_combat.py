"""Effects of the h-trig-combat family (issue 12): "remove it from combat" (506.4)."""

from __future__ import annotations

from ..cards import ir
from ..zones import Zone
from . import effect_context


def remove_from_combat(ctx: effect_context.EffectContext, e: ir.RemoveFromCombat) -> None:
    """506.4: each creature named stops being an attacking, blocking, blocked or unblocked
    creature; it stays on the battlefield (and tapped or untapped as it was)."""
    g = ctx.game
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    for obj in objs:
        if obj.zone is not Zone.BATTLEFIELD:
            continue
        c = g.combat
        if obj.id not in c.attackers and obj.id not in c.blockers:
            continue
        c.remove(obj.id)
        c.was_blocked.discard(obj.id)
        g.dirty_elsewhere()  # the combat: only conditions and filters read it (613)
        g.log_event("combat", f"{obj.name} is removed from combat", "506.4")
