"""Combat-family effects of issue 12 (``cards/ir/combat.py``): fight (701.14)."""

from __future__ import annotations

from typing import Any, cast

from ..cards import ir
from ..objects import Target
from ..zones import Zone
from . import characteristics, effect_context
from .damage import deal_damage, make_event


def fight(ctx: effect_context.EffectContext, e: ir.Fight) -> None:
    """701.14a: each of the two creatures deals damage equal to its power to the other, at
    the same time (one damage event, 120.3). 701.14b: if either is gone from the battlefield,
    isn't a creature any more, or was an illegal target (608.2b: ``ctx.targets`` holds only
    legal ones), neither fights. 701.14c: a creature that fights itself deals damage to
    itself twice. 701.14d: this isn't combat damage."""
    g = ctx.game
    first, _ = effect_context.objects_and_players(ctx, e.what)
    second, _ = effect_context.objects_and_players(ctx, e.other)
    pair = [o for o in (*first[:1], *second[:1])]
    if len(pair) != 2 or any(
        o.zone is not Zone.BATTLEFIELD
        or o.phased_out
        or "creature" not in characteristics.chars(g, o.id).types
        for o in pair
    ):
        g.log_event("effect", f"{ctx.name}: no fight: a creature is missing", "701.14b")
        return
    a, b = pair
    ach, bch = characteristics.chars(g, a.id), characteristics.chars(g, b.id)
    g.log_event("effect", f"{a.name} fights {b.name}", "701.14a")
    events = [
        make_event(g, a.id, ach, a.owner, Target(object_id=b.id), max(0, ach.power or 0)),
        make_event(g, b.id, bch, b.owner, Target(object_id=a.id), max(0, bch.power or 0)),
    ]
    ctx.damage_dealt += deal_damage(g, events)


def attack_despite_defender(ctx: effect_context.EffectContext, e: ir.AttackDespiteDefender) -> None:
    """611.2a, 702.3b: "can attack this turn as though it didn't have defender": the
    creatures named now gain the static effect until end of turn (layer 6, 613.1f)."""
    from .effects_permanents import _affect

    granted = ir.StaticAbility(cast(Any, ir.AttackDespiteDefender(ir.SelfRef())))
    _affect(ctx, e.what, e.duration, "611.2a", abilities=(granted,))


def block_additional(ctx: effect_context.EffectContext, e: ir.BlockAdditional) -> None:
    """509.1a, 611.2a: "can block an additional creature this turn": the creatures named now
    gain "can block an additional creature each combat" until end of turn (613.1f)."""
    from .effects_permanents import _affect

    granted = ir.StaticAbility(ir.BlockAnyNumber(ir.SelfRef(), 1))
    _affect(ctx, e.what, e.duration, "611.2a", abilities=(granted,))
