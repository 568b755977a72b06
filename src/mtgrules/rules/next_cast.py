"""Delayed "when you next cast" abilities, in the eleventh session's token family (issue 12):
"When you next cast an instant or sorcery spell this turn, copy that spell. You may choose
new targets for the copy." (ir.NextCastCopy).

As the effect resolves it creates a delayed triggered ability (603.7a) with the source and
controller of the spell or ability that made it (603.7d-e), waiting in
``GameState.delayed_triggers`` for a CAST_SPELL event this turn. It triggers once (603.7c:
"when you next"), the first time its controller casts a spell its filter accepts, as that
spell becomes cast (601.2i); then it's gone. Its effect copies that spell (707.10, 707.10c:
``effects_control.copy_spell``). At the end of the turn an unused one is gone too."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, cast

from ..cards import ir
from ..objects import GameObject
from ..records import PendingTrigger
from ..zones import Zone
from . import characteristics, effect_context
from .ir_rewrite import rewrite
from .layers import matches

if TYPE_CHECKING:
    from ..state import GameState


#: the events of this module's delayed abilities, which last only the turn they're made in
#: (triggers._delayed_upkeep drops them afterwards rather than letting them trigger)
THIS_TURN_EVENTS = frozenset({ir.TriggerEvent.CAST_SPELL, ir.TriggerEvent.DIES})


def create_next_cast_copy(ctx: effect_context.EffectContext, e: ir.NextCastCopy) -> None:
    """603.7a: create the delayed triggered ability."""
    g = ctx.game
    ability = ir.TriggeredAbility(
        ir.Trigger(ir.TriggerEvent.CAST_SPELL, ir.YouRef(), filter=e.filter),
        (ir.CopySpell(ir.TriggerObjectRef()),),  # type: ignore[arg-type]
    )
    trig = PendingTrigger(ctx.source_id or -1, ctx.name, ctx.controller, ability, ctx.source_chars)
    g.delayed_triggers.append((g.turn_number, trig))
    g.log_event(
        "effect",
        f"{ctx.name}: when {g.players[ctx.controller].name} next casts a matching spell this "
        "turn, it is copied",
        "603.7a",
    )


def spell_cast(game: GameState, spell: GameObject) -> None:
    """601.2i: ``spell`` became cast: the first waiting "when you next cast" ability of its
    controller whose filter accepts it triggers (603.7c: once), with the spell as the
    object its event names (each waiting one triggers on its own next spell); those made in
    an earlier turn are gone ("this turn")."""
    if not game.delayed_triggers:
        return
    keep: list[tuple[int, PendingTrigger]] = []
    for created, trig in game.delayed_triggers:
        t = trig.ability.trigger
        if t.event is not ir.TriggerEvent.CAST_SPELL:
            keep.append((created, trig))
            continue
        if created != game.turn_number:
            continue  # "this turn": it expired with the turn it was made in
        ok = spell.controller == trig.controller and (
            t.filter is None
            or matches(
                game,
                characteristics.chars(game, spell.id),
                spell,
                t.filter,
                None,
                trig.controller,
            )
        )
        if not ok:
            keep.append((created, trig))
            continue
        game.pending_triggers.append(replace(trig, subject=spell.id, player=spell.controller))
        game.log_event("trigger", f"{trig.source_name}'s delayed ability triggers", "603.7a")
    game.delayed_triggers = keep


def create_dies_watch(ctx: effect_context.EffectContext, e: ir.WhenDiesThisTurn) -> None:
    """603.7a: "When that creature dies this turn, EFFECTS": a delayed triggered ability
    watching each creature ``e.what`` names now (603.7c: that object; one that leaves the
    battlefield and comes back is a new object, 400.7)."""
    g = ctx.game
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    effects = e.effects
    if isinstance(e.what, ir.TargetRef):  # "its controller": the dead creature's (608.2h)
        effects = cast("tuple[ir.Effect, ...]", _about_it(effects, e.what.index))
    for o in objs:
        if o.zone is not Zone.BATTLEFIELD:
            continue
        ability = ir.TriggeredAbility(ir.Trigger(ir.TriggerEvent.DIES), effects)
        trig = PendingTrigger(
            ctx.source_id or -1, ctx.name, ctx.controller, ability, ctx.source_chars, o.id
        )
        g.delayed_triggers.append((g.turn_number, trig))
        g.log_event("effect", f"{ctx.name}: when {o.name} dies this turn, ...", "603.7a")


def _about_it(effects: tuple[ir.Effect, ...], index: int) -> object:
    """603.7c: in the delayed ability, the target that was "that creature" is the creature
    that died (the trigger's object) and "its controller" that creature's controller as it
    last existed (608.2h): the delayed ability has no targets of its own. An ability it
    grants or creates keeps references of its own."""

    def swap(x: object) -> object:
        if isinstance(x, ir.TargetRef) and x.index == index:
            return ir.TriggerObjectRef()
        if isinstance(x, ir.TargetControllerRef) and x.index == index:
            return ir.TriggerPlayerRef(of_object=True)
        return x

    def keep(x: object) -> bool:
        return isinstance(x, ir.TriggeredAbility | ir.ActivatedAbility | ir.StaticAbility)

    return rewrite(effects, swap, keep)


def died(game: GameState, subject: GameObject) -> None:
    """700.4: ``subject`` (in the graveyard now) died: the "when that creature dies this
    turn" abilities watching the permanent it was trigger (603.7c: once)."""
    keep: list[tuple[int, PendingTrigger]] = []
    for created, trig in game.delayed_triggers:
        if trig.ability.trigger.event is not ir.TriggerEvent.DIES:
            keep.append((created, trig))
            continue
        if created != game.turn_number:
            continue  # "this turn": gone
        if trig.subject is None or trig.subject != subject.previous_id:
            keep.append((created, trig))
            continue
        game.pending_triggers.append(replace(trig, subject=subject.id))
        game.log_event("trigger", f"{trig.source_name}'s delayed ability triggers", "603.7a")
    game.delayed_triggers = keep
