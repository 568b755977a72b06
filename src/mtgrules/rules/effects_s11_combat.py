"""s11 h-combat: carries out ir.CombatRequirement (611.2a, 508.1d, 509.1c): each object
named now gains a static requirement until end of turn (613.1f), read by rules/combat.py
through rules/s11_requirements.py."""

from __future__ import annotations

from typing import Any, cast

from ..cards import ir
from ..cards.ir.s11_combat import ATTACK, BE_BLOCKED, LURE
from . import effect_context
from .lure import GrantedLure
from .s11_requirements import (
    AttackPlayer,
    CantBlockObject,
    MustBlockEachAttacker,
    MustBlockObject,
)


def combat_requirement(ctx: effect_context.EffectContext, e: ir.CombatRequirement) -> None:
    from .effects_permanents import _affect

    granted: tuple[Any, ...]
    if e.kind == ATTACK and e.against is not None:  # 508.1d: "attacks you this turn"
        granted = (AttackPlayer(ctx.controller, False, ctx.name),)
        rule = "508.1d"
    elif e.kind == ATTACK:  # 508.1d: "attacks this turn if able"
        granted = (ir.StaticAbility(ir.AttacksEachCombat(ir.SelfRef())),)
        rule = "508.1d"
    elif e.kind == BE_BLOCKED:  # 509.1c: "must be blocked this turn if able"
        granted = (ir.StaticAbility(cast(Any, ir.MustBeBlocked(ir.SelfRef()))),)
        rule = "509.1c"
    elif e.kind == LURE:  # 509.1c: "all creatures able to block it this turn do so"
        blockers = e.blockers or ir.Filter(types=frozenset())  # 109.5: the spell's "your"
        granted = (GrantedLure(ir.SelfRef(), blockers, viewer=ctx.controller),)
        rule = "509.1c"
    elif e.combat and e.against is not None:  # 509.1c, 506.1: "blocks it this combat"
        _this_combat(ctx, e)
        return
    elif e.against is None:  # 509.1c: "blocks this turn if able" (any attacker)
        granted = (ir.StaticAbility(ir.AttacksEachCombat(ir.SelfRef(), blocks=True)),)
        rule = "509.1c"
    elif (
        isinstance(e.against, ir.EachRef)
        and e.against.filter is not None
        and e.against.filter.attacking
    ):  # 509.1c: "blocks each attacking creature this turn if able": as blockers are declared
        granted = (MustBlockEachAttacker(ctx.name),)
        rule = "509.1c"
    else:  # 509.1c: "blocks this creature this turn if able"; 611.2c: named now
        objs, _ = effect_context.objects_and_players(ctx, e.against)
        if not objs:
            return
        granted = tuple(MustBlockObject(o.id, ctx.name) for o in objs)
        rule = "509.1c"
    _affect(ctx, e.what, e.duration, rule, abilities=granted)
    ctx.game.log_event("effect", f"{ctx.name}: a combat requirement until end of turn", rule)


def _this_combat(ctx: effect_context.EffectContext, e: ir.CombatRequirement) -> None:
    """509.1c: "WHAT blocks OTHER this combat if able": a requirement of this combat's
    declaration of blockers only (the combat's requirements end with it, 506.1)."""
    g = ctx.game
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    others, _ = effect_context.objects_and_players(ctx, e.against)
    if not others:
        return
    for o in objs:
        g.combat.requirements.append((o.id, others[0].id))
        g.log_event("effect", f"{o.name} blocks {others[0].name} this combat if able", "509.1c")


def goad(ctx: effect_context.EffectContext, e: ir.Goad) -> None:
    """701.15a-b: until this spell's or ability's controller's next turn, each creature named
    now is goaded: it attacks each combat if able and attacks a player other than that
    player if able (rules/combat.py through s11_requirements.attack_requirements)."""
    from .effects_permanents import _affect

    granted = (AttackPlayer(ctx.controller, True, ctx.name),)
    _affect(ctx, e.what, ir.Duration.YOUR_NEXT_TURN, "701.15a", abilities=granted)
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    for o in objs:
        ctx.game.log_event("effect", f"{o.name} is goaded", "701.15a")


def cant_block_it(ctx: effect_context.EffectContext, e: ir.CantBlockIt) -> None:
    """509.1b, 611.2a: "WHAT can't block AGAINST this turn". A group ("Creatures without
    defender ...") is a restriction on AGAINST's being blocked by creatures matching it,
    checked as blockers are declared; named creatures each gain the restriction for the
    object named now (611.2c)."""
    from .effects_permanents import _affect

    others, _ = effect_context.objects_and_players(ctx, e.against)
    if not others:
        return
    if isinstance(e.what, ir.EachRef) and e.what.filter is not None:
        cant = ir.Restriction(ir.SelfRef(), frozenset({"be blocked"}), blockers=e.what.filter)
        _affect(ctx, e.against, e.duration, "509.1b", abilities=(cant,))
    else:
        granted = (CantBlockObject(others[0].id, ctx.name),)
        _affect(ctx, e.what, e.duration, "509.1b", abilities=granted)
    ctx.game.log_event("effect", f"{ctx.name}: a blocking restriction this turn", "509.1b")


def block_any_this_turn(ctx: effect_context.EffectContext, e: ir.BlockAnyThisTurn) -> None:
    """509.1a, 611.2a: "can block any number of creatures this turn": the creatures named
    now gain "can block any number of creatures" until end of turn (613.1f)."""
    from .effects_permanents import _affect

    granted = (ir.StaticAbility(ir.BlockAnyNumber(ir.SelfRef())),)
    _affect(ctx, e.what, e.duration, "509.1a", abilities=granted)
