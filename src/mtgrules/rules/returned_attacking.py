"""s11 h-gy, 508.4: "Return target creature card from your graveyard to the battlefield tapped
and attacking." (ir.ReturnAttacking). The card returns as ReturnToBattlefield returns it
(rules/effects_zones.py); if it is a creature and its controller is the attacking player in a
combat, it enters attacking what that player chooses as it enters (the player or planeswalker,
rules/effects_tokens.entering_attacks; 506.3b: outside combat it isn't attacking). It was
never declared as an attacker, so "whenever ... attacks" abilities don't trigger (508.4)."""

from __future__ import annotations

from ..cards import ir
from ..zones import Zone
from . import characteristics, effect_context, effects_zones
from .effects_tokens import entering_attacks


def return_attacking(ctx: effect_context.EffectContext, e: ir.ReturnAttacking) -> None:
    g = ctx.game
    inner: ir.ReturnToBattlefield = e.inner
    objs, _ = effect_context.objects_and_players(ctx, inner.what)
    found = [o for o in objs if o.zone is not Zone.BATTLEFIELD] or inner.from_graveyard
    attacks = entering_attacks(ctx, 1) if found else []  # asked before it moves (508.4)
    before = set(g.battlefield)
    effects_zones._return_to_battlefield(ctx, inner)
    for oid in [i for i in g.battlefield if i not in before]:
        obj = g.objects[oid]
        if not attacks or "creature" not in characteristics.chars(g, oid).types:
            continue
        g.combat.attackers[oid] = attacks[0]
        g.dirty_elsewhere()
        g.log_event("attack", f"{obj.name} enters attacking", "508.4")
