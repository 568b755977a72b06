"""Damage instructions of s11 h-dmg (issue 12).

120.4a excess damage: "Flame Spill deals 4 damage to target creature. Excess damage is dealt
to that creature's controller instead." (ir/s11_dmg.py DealDamageExcess): one damage event,
modified first (before prevention, 616.1): lethal damage to the creature, the rest to its
controller, dealt at the same time (120.5).

615.12: "The damage can't be prevented." (DealDamageUnpreventable): its damage events are
marked unpreventable (rules/replacement.py applies no prevention to them)."""

from __future__ import annotations

from ..cards.ir.s11_dmg import DealDamageExcess, DealDamageUnpreventable
from ..objects import Target
from ..zones import Zone
from . import characteristics, effect_context
from .damage import deal_damage, make_event

__all__ = ["DealDamageExcess", "DealDamageUnpreventable", "deal_excess", "deal_unpreventable"]


def deal_excess(ctx: effect_context.EffectContext, e: DealDamageExcess) -> None:
    """120.4a: the damage event is modified first: the creature is dealt lethal damage (its
    toughness less the damage marked on it, 120.6; 1 from a source with deathtouch, 702.2c)
    and the excess is dealt to its controller instead, at the same time (120.5)."""
    g = ctx.game
    source = effect_context._damage_source(ctx, e.source)
    if source is None:
        return
    sid, chars, owner, obj = source
    n = effect_context.amount(ctx, e.amount)
    objs, _ = effect_context.objects_and_players(ctx, e.to, other_than=obj)
    events = []
    for o in objs:
        if o.zone is not Zone.BATTLEFIELD:
            continue  # 120.1: only permanents are dealt damage
        ch = characteristics.chars(g, o.id)
        lethal = 1 if chars.has("deathtouch") else max(0, (ch.toughness or 0) - o.damage)
        to_it = min(n, lethal) if "creature" in ch.types else n
        excess = n - to_it
        if to_it > 0:
            events.append(make_event(g, sid, chars, owner, Target(object_id=o.id), to_it))
        if excess > 0:
            events.append(make_event(g, sid, chars, owner, Target(player=ch.controller), excess))
            g.log_event(
                "replace",
                f"{ctx.name}: {excess} excess damage is dealt to "
                f"{g.players[ch.controller].name} instead of {o.name}",
                "120.4a",
            )
    ctx.damage_dealt += deal_damage(g, events, ctx.damaged)


def deal_unpreventable(ctx: effect_context.EffectContext, e: DealDamageUnpreventable) -> None:
    """615.12: the instruction's damage, none of which can be prevented."""
    g = ctx.game
    source = effect_context._damage_source(ctx, e.source)
    if source is None:
        return
    sid, chars, owner, obj = source
    n = effect_context.amount(ctx, e.amount)
    objs, players = effect_context.objects_and_players(ctx, e.to, other_than=obj)
    targets = [Target(object_id=o.id) for o in objs if o.zone is Zone.BATTLEFIELD]  # 120.1
    targets += [Target(player=p) for p in players]
    events = [make_event(g, sid, chars, owner, t, n) for t in targets]
    for ev in events:
        ev.unpreventable = True
    ctx.damage_dealt += deal_damage(g, events, ctx.damaged)
