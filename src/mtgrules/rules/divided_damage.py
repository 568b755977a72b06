"""Damage "divided as you choose" among targets, dealt (601.2d, 608.2b; issue 12, h-memory):
"Arc Lightning deals 3 damage divided as you choose among one, two, or three targets." The
division is announced as the spell is cast, or as an ability is activated or put on the stack
(rules/division.py); as it resolves, each target still legal is dealt its share (608.2b)."""

from __future__ import annotations

from typing import Any

from ..cards import ir
from ..objects import Target
from ..zones import Zone
from . import effect_context, permanents
from .damage import deal_damage, make_event
from .division import KINDS, key

__all__ = ["deal", "distribute", "gap"]


def deal(ctx: effect_context.EffectContext, e: ir.DividedDamage) -> None:
    """601.2d, 608.2b: each target still legal is dealt the share announced for it."""
    g = ctx.game
    source = effect_context._damage_source(ctx, e.source)
    if source is None:
        return
    sid, chars, owner, _ = source
    shares = dict(ctx.divided)
    legal = ctx.targets[e.to.index] if e.to.index < len(ctx.targets) else ()
    events: list[Any] = []
    for t in legal:
        n = shares.get(key(t), 0)
        if not n:
            continue
        if t.object_id is not None:
            o = g.objects.get(t.object_id)
            if o is None or o.zone is not Zone.BATTLEFIELD:
                continue  # 120.1: only permanents are dealt damage
            events.append(make_event(g, sid, chars, owner, Target(object_id=o.id), n))
        elif t.player is not None:
            events.append(make_event(g, sid, chars, owner, Target(player=t.player), n))
    ctx.damage_dealt += deal_damage(g, events)


def distribute(ctx: effect_context.EffectContext, e: ir.DividedCounters) -> None:
    """s11 h-count, 601.2d, 608.2b: "distribute N +1/+1 counters among ... targets": each
    target still legal gets the counters announced for it as the spell was cast."""
    g = ctx.game
    shares = dict(ctx.divided)
    legal = ctx.targets[e.to.index] if e.to.index < len(ctx.targets) else ()
    for t in legal:
        n = shares.get(key(t), 0)
        o = g.objects.get(t.object_id) if t.object_id is not None else None
        if n and o is not None and o.zone is Zone.BATTLEFIELD:
            permanents.add_counters(g, o, e.kind, n, "601.2d")


def gap(card: ir.CardDefinition) -> list[str]:
    """What of the card's divided damage isn't carried out: a spell's own top-level
    instruction, one per spell, of a fixed amount or X (601.2d), and an activated or triggered
    ability's, one of a fixed amount (602.2b, 603.3d), are."""
    if not _has(repr(card.abilities)):
        return []
    spell = [a for a in card.abilities if isinstance(a, ir.SpellAbility)]
    top = [e for a in spell for e in a.effects if isinstance(e, KINDS)]
    rest = [a for a in card.abilities if not isinstance(a, ir.SpellAbility)]
    outside = ["damage divided as you choose outside a spell's own instruction (601.2d, 603.3d)"]
    if not all(_ability_ok(a) for a in rest):
        return outside
    if not top:
        return [] if not _has(repr(spell)) else outside  # inside a mode (700.2) or another
    amount = top[0].amount if len(top) == 1 else None
    # 107.3 (s11 h-dmg): X damage divided is carried out; X counters distributed isn't yet
    fixed = isinstance(amount, int) or (
        isinstance(amount, ir.XAmount) and isinstance(top[0], ir.DividedDamage)
    )
    if len(top) != 1 or not fixed:
        return outside
    if _has(repr([x for a in spell for x in a.effects if x is not top[0]])):
        return ["damage divided as you choose inside another instruction (601.2d)"]
    return []


def _ability_ok(a: Any) -> bool:
    """Whether an ability other than a spell's divides only as the engine carries out: not
    at all, or with one top-level instruction of a fixed amount, of an activated or triggered
    ability (602.2b, 603.3d)."""
    if not _has(repr(a)):
        return True
    if not isinstance(a, ir.ActivatedAbility | ir.LoyaltyAbility | ir.TriggeredAbility):
        return False
    top = [e for e in a.effects if isinstance(e, KINDS)]
    if len(top) != 1 or not isinstance(top[0].amount, int) or isinstance(top[0].amount, bool):
        return False
    others = [e for e in a.effects if e is not top[0]]
    return not _has(repr(others)) and not _has(repr(a.targets))


def _has(text: str) -> bool:
    """Whether a repr holds a divided instruction (damage, or s11 h-count's counters)."""
    return "DividedDamage(" in text or "DividedCounters(" in text
