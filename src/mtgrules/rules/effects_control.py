"""Executors of the tenth session's "other" family for control changes (s10 h-other):
"Target opponent gains control of target permanent you control." (613.1b) and "Exchange
control of two target creatures." (701.12); and its reflexive triggered abilities, "When you
do, ..." (603.12); "Copy target instant or sorcery spell. You may choose new targets for the
copy." (707.10)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, cast

from ..cards import ir
from ..objects import GameObject, StackAbility
from ..records import ControlEffect, PendingTrigger
from ..zones import Zone
from . import control, copy_abilities, effect_context
from .ir_rewrite import rewrite
from .keywords_cast import StormEffect
from .keywords_cast_effects import storm_copies


def gain_control(ctx: effect_context.EffectContext, e: ir.GainControl) -> None:
    """613.1b: the player ``e.who`` names (you when None) gains control of the objects."""
    g = ctx.game
    player = ctx.controller
    if e.who is not None:
        _, players = effect_context.objects_and_players(ctx, e.who)
        if len(players) != 1:  # an illegal target player (608.2b): nobody gains control
            g.log_event("effect", f"no player gains control ({ctx.name})", "613.1b")
            ctx.did = False  # 608.2c: "If they do" reads it
            return
        player = players[0]
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    gained = False
    for o in objs:
        if o.zone is Zone.BATTLEFIELD and not o.phased_out:
            # 611.2b: "for as long as you control this creature" watches the source (s10 cond)
            control.gain_control(g, o, player, e.duration, ctx.name, ctx.source_id)
            gained = gained or o.controller == player
    if e.who is not None:
        ctx.did = gained  # 608.2c: "If they do, ..."


def exchange_control(ctx: effect_context.EffectContext, e: ir.ExchangeControl) -> None:
    """701.12a-b: the two permanents' controllers each gain control of the other's permanent,
    at once; if the whole exchange can't be done (one of them is gone, 608.2b) or one player
    controls both, nothing happens."""
    g = ctx.game
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    if e.other is not None:
        others, _ = effect_context.objects_and_players(ctx, e.other)
        objs = objs + others
    objs = [o for o in objs if o.zone is Zone.BATTLEFIELD and not o.phased_out]
    if len(objs) != 2 or objs[0] is objs[1]:
        g.log_event("effect", f"the exchange of control can't be completed ({ctx.name})", "701.12a")
        return
    a, b = objs
    if a.controller == b.controller:
        g.log_event(
            "effect",
            f"{a.name} and {b.name} have the same controller: nothing is exchanged ({ctx.name})",
            "701.12b",
        )
        return
    # 701.12b: simultaneously: both effects begin with one timestamp order (613.7)
    to_a, to_b = b.controller, a.controller
    effects = [
        ControlEffect(g.new_timestamp(), to_a, ir.Duration.PERMANENT, frozenset({a.id}), ctx.name),
        ControlEffect(g.new_timestamp(), to_b, ir.Duration.PERMANENT, frozenset({b.id}), ctx.name),
    ]
    g.control_effects = [*g.control_effects, *effects]
    g.dirty()
    for o, _ in control.sync_controllers(g):
        g.log_event(
            "control",
            f"{g.players[o.controller].name} gains control of {o.name} "
            f"(exchange of control, {ctx.name})",
            "701.12b",
        )


def when_you_do(ctx: effect_context.EffectContext, e: ir.WhenYouDo) -> None:
    """603.12: "When you do, ...": the instruction before it was carried out (608.2c), so
    the reflexive triggered ability triggers now and goes on the stack the next time a player
    would receive priority (603.3), its targets chosen then (603.3d). Its source and
    controller are the resolving spell's or ability's (603.7d-e, as for a delayed ability);
    "that player" and "that creature" keep naming what the first trigger named."""
    g = ctx.game
    if not ctx.did:
        g.log_event("effect", f"{ctx.name}: it wasn't done; nothing triggers", "603.12")
        return
    effects = e.effects
    if ctx.sacrificed_now:  # 608.2h: "that creature's power" names what was sacrificed
        effects = cast(tuple[Any, ...], rewrite(effects, _as_sacrificed, _never))
    ability = ir.TriggeredAbility(ir.Trigger(ir.TriggerEvent.ENTERS), effects, e.targets)
    g.pending_triggers.append(
        PendingTrigger(
            ctx.source_id if ctx.source_id is not None else -1,
            ctx.name,
            ctx.controller,
            ability,
            ctx.source_chars,
            ctx.trigger_subject,
            ctx.trigger_player,
            x=ctx.x,  # 107.3n: "put X +1/+1 counters" after "you may pay {X}" (603.12)
            sacrificed=tuple(ctx.sacrificed_now),
        )
    )
    # 603.12: a reflexive ability triggers on the event of the instruction being done (603.2)
    g.log_event("trigger", f"{ctx.name}'s reflexive ability triggers (603.12)", "603.2")


def _as_sacrificed(node: object) -> object:
    """The reflexive ability's "that creature" (Heart-Piercer Manticore): the permanent the
    resolving ability sacrificed, carried to it as its own (PendingTrigger.sacrificed)."""
    return ir.SacrificedRef(node.noun) if isinstance(node, ir.SacrificedNowRef) else node


def _never(node: object) -> bool:
    return False


def copy_spell(ctx: effect_context.EffectContext, e: ir.CopySpell) -> None:
    """707.10: a copy of the target spell, its values and the choices made for it (modes,
    X, kicker, targets), is put onto the stack under this effect's controller; it isn't cast
    (no "cast" triggers). 707.10c: its controller may keep the targets or choose new legal
    ones (the same choice storm's copies offer: keywords_cast_effects.storm_copies). A target
    spell that left the stack is an illegal target: nothing is copied (608.2b)."""
    g = ctx.game
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    items = [i for o in objs for i in g.stack if i.object is o]
    if isinstance(e.what, ir.TargetRef) and e.what.index < len(ctx.targets):
        # 707.10: an activated or triggered ability targeted on the stack (Strionic Resonator)
        ids = {t.object_id for t in ctx.targets[e.what.index]}
        found = [i for i in g.stack if isinstance(i.object, StackAbility) and i.object.id in ids]
        if found:
            copy_abilities.copy_ability(ctx, found[0])
            return
    if not items:
        g.log_event("effect", f"{ctx.name}: no spell to copy", "608.2b")
        return
    item = items[0]
    spell = item.object
    if not isinstance(spell, GameObject):  # 115.1: a target spell, never an ability
        return
    copying = StormEffect(
        1, spell.values, item.targets, item.modes, item.x, spell.kicked, ctx.name, spell.divided
    )
    # storm_copies copies the spell its context names (as storm's trigger does)
    sub = replace(ctx, source_id=spell.id, name=spell.name)
    try:
        storm_copies(sub, copying)
    finally:
        ctx.asked = sub.asked  # the answers it used are this resolution's


def copy_trigger_gaps(a: ir.TriggeredAbility) -> list[str]:
    """707.10f: a copy of a permanent spell becomes a token, which ``copy_spell`` doesn't do:
    "copy that spell" is carried out only after "Whenever you cast an instant or sorcery
    spell" (a trigger that names only instant and sorcery spells)."""
    found: list[Any] = list(a.effects)
    found += [x for e in a.effects if isinstance(e, ir.IfYouDo | ir.MayDo) for x in e.effects]
    if not any(isinstance(e, ir.CopySpell) and e.what == ir.TriggerObjectRef() for e in found):
        return []
    f = a.trigger.filter
    if a.trigger.event is not ir.TriggerEvent.CAST_SPELL or f is None or not f.types:
        return ["copying a spell that may be a permanent spell (707.10f)"]
    if not f.types <= {"instant", "sorcery"}:
        return ["copying a spell that may be a permanent spell (707.10f)"]
    return []
