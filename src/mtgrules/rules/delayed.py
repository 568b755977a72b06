"""Delayed triggered abilities created by a resolving spell or ability (603.7): "Sacrifice it
at the beginning of the next end step." (``ir.AtNextEndStep``).

As the effect resolves, the objects it names are fixed (603.7c) and a delayed triggered
ability is created (603.7a) with the same source and controller as the spell or ability
that created it (603.7d-e). It waits in ``GameState.delayed_triggers`` and triggers once, at
the beginning of the next end step (603.7b, 513.1: ``triggers.fire``); on resolution it
acts only on those objects still on the battlefield (603.7c, 400.7: one that left and came
back is a new object)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..cards import ir
from ..records import PendingTrigger
from ..zones import Zone
from . import effect_context, permanents, zone_moves

__all__ = [
    "DelayedThen",
    "EndStepAction",
    "create_at_next_end_step",
    "create_with_then",
    "end_step_action",
    "fold_then",
]


@dataclass(frozen=True, slots=True)
class EndStepAction:
    """The delayed ability's instruction: ``action`` on the objects with ``object_ids``."""

    action: str  # "sacrifice" | "exile" | "destroy" | "bounce"
    object_ids: tuple[int, ...]
    # 603.7c, 400.7: the objects named in a graveyard (a dies trigger's "return it to its
    # owner's hand at the beginning of the next end step"), acted on while still there
    elsewhere: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class DelayedThen:
    """603.7a: "At the beginning of the next end step, return that creature to its owner's
    hand. If you do, each opponent loses 2 life." (Alora, Cheerful Assassin): the "If you
    do" is the delayed ability's own, done when it resolves if its instruction was."""

    at: ir.AtNextEndStep
    then: ir.IfYouDo


def fold_then(effects: tuple[Any, ...]) -> tuple[Any, ...]:
    """The instructions with each "If you do" that follows a delayed ability's instruction
    given to that ability (603.7a)."""
    if not any(isinstance(e, ir.AtNextEndStep) for e in effects):
        return effects
    out: list[Any] = []
    for e in effects:
        if isinstance(e, ir.IfYouDo) and out and isinstance(out[-1], ir.AtNextEndStep):
            out[-1] = DelayedThen(out[-1], e)
        else:
            out.append(e)
    return tuple(out)


_WORDS = {
    "sacrifice": "sacrifice",
    "exile": "exile",
    "destroy": "destroy",
    "bounce": "return to its owner's hand",
    # 701.54c: "the blocking creature's controller sacrifices it at end of combat" (rules/ring.py)
    "controller_sacrifices": "its controller sacrifices",
}


# actions that a card in a graveyard can be the object of (603.7c)
_ANYWHERE = frozenset({"bounce", "exile"})


def _named_ids(
    ctx: effect_context.EffectContext, what: object, action: str
) -> tuple[list[int], list[int]]:
    """The objects the delayed ability names: permanents, and (for a return to hand or an
    exile) cards in a graveyard, such as the creature card a dies trigger names (603.10a,
    603.7c)."""
    if isinstance(what, ir.CreatedRef):
        return list(ctx.created), []  # 111.1: the tokens this resolution created
    objs, _ = effect_context.objects_and_players(ctx, what)
    here = [o.id for o in objs if o.zone is Zone.BATTLEFIELD]
    there = [o.id for o in objs if action in _ANYWHERE and o.zone is Zone.GRAVEYARD]
    return here, there


def create_with_then(ctx: effect_context.EffectContext, e: DelayedThen) -> None:
    create_at_next_end_step(ctx, e.at, (e.then,))


def create_at_next_end_step(
    ctx: effect_context.EffectContext, e: ir.AtNextEndStep, then: tuple[object, ...] = ()
) -> None:
    """603.7a: create the delayed triggered ability (its objects fixed now, 603.7c);
    ``then``: its "If you do" (DelayedThen)."""
    g = ctx.game
    here, there = _named_ids(ctx, e.what, e.action)
    ids = tuple(here) + tuple(there)
    # 511.2: "at end of combat" triggers as the end of combat step begins
    # (triggers.delayed_end_of_combat); otherwise at the next end step (603.7b)
    when = ir.TriggerEvent.END_OF_COMBAT if e.end_of_combat else ir.TriggerEvent.END_STEP
    ability = ir.TriggeredAbility(
        ir.Trigger(when),
        (EndStepAction(e.action, ids, tuple(there)), *then),  # type: ignore[arg-type]
    )
    # 603.7d-e: the source and controller of the spell or ability that created it
    trig = PendingTrigger(ctx.source_id or -1, ctx.name, ctx.controller, ability, ctx.source_chars)
    g.delayed_triggers.append((g.turn_number, trig))
    names = ", ".join(g.objects[i].name for i in ids if i in g.objects) or "nothing"
    at = "at end of combat" if e.end_of_combat else "at the beginning of the next end step"
    word = _WORDS.get(e.action) or counter_words(e.action)  # s11 h-count: counters
    g.log_event("effect", f"{ctx.name}: {at}, {word} {names}", "603.7a")


def counter_words(action: str) -> str:
    """s11 h-count: the words of a delayed "counter+:KIND" / "counter-:KIND" action."""
    kind = action.partition(":")[2]
    if action.startswith("counter+:"):
        return f"put a {kind} counter on"
    return f"remove a {kind} counter from"


def end_step_action(ctx: effect_context.EffectContext, e: EndStepAction) -> None:
    """The delayed ability resolves: each object still on the battlefield (603.7c); "If you
    do" after it reads whether it acted on any (608.2c)."""
    g = ctx.game
    ctx.did = False
    for oid in e.object_ids:
        obj = g.objects.get(oid)
        if obj is not None and oid in e.elsewhere and obj.zone is Zone.GRAVEYARD:
            # 603.7c: the card it named is still where it was (a new object once it moves)
            if e.action == "bounce":
                text, to = f"{obj.name} returns to its owner's hand ({ctx.name})", Zone.HAND
            else:
                text, to = f"{obj.name} is exiled by {ctx.name}", Zone.EXILE
            ctx.did = ctx.did or zone_moves.move(g, obj, to, text, "603.7c").zone is to
            continue
        if obj is None or obj.zone is not Zone.BATTLEFIELD or oid in e.elsewhere:
            # 603.7c, 400.7: it left the battlefield: a new object, not affected
            g.log_event(
                "effect",
                f"{ctx.name}: the object it named left the battlefield; nothing happens",
                "603.7c",
            )
            continue
        if e.action == "controller_sacrifices":  # 701.54c, 701.21a: whoever controls it now
            zone_moves.sacrifice(g, oid, ctx.name)
            ctx.did = ctx.did or oid not in g.objects
            continue
        if e.action == "sacrifice":
            if obj.controller != ctx.controller:
                # 701.21a: a player can sacrifice only a permanent they control
                g.log_event(
                    "effect",
                    f"{ctx.name}: {obj.name} isn't sacrificed: its controller changed (701.21a)",
                    "701.21a",
                )
                continue
            zone_moves.sacrifice(g, oid, ctx.name)
            ctx.did = ctx.did or oid not in g.objects
            continue
        if e.action == "exile":
            new = zone_moves.move(
                g, obj, Zone.EXILE, f"{obj.name} is exiled by {ctx.name}", "406.2"
            )
            ctx.did = ctx.did or new.zone is Zone.EXILE
        elif e.action == "destroy":
            zone_moves.destroy(g, oid, f"destroyed by {ctx.name}", "701.8a")
            ctx.did = ctx.did or oid not in g.objects
        elif e.action.startswith(("counter+:", "counter-:")):
            # s11 h-count, 122.1: "remove a +1/+1 counter from it at end of combat" /
            # "put a -1/-1 counter on it at end of combat"
            kind = e.action.partition(":")[2]
            if e.action.startswith("counter+:"):
                permanents.add_counters(g, obj, kind, 1, "122.1")
            else:
                permanents.remove_counters(g, obj, kind, 1, "122.1")
            ctx.did = True
        else:
            text = f"{obj.name} returns to its owner's hand ({ctx.name})"
            new = zone_moves.move(g, obj, Zone.HAND, text, "400.7")
            ctx.did = ctx.did or new.zone is Zone.HAND  # "If you do" (608.2c)
