"""Transforming double-faced permanents (701.27, 712): "Transform this creature."

A nonmodal double-faced card's front face definition holds its back face
(``CardDefinition.back``, joined by ``cards/gate.py``). A permanent with its back face up has
``transformed`` set and the back face as its copiable values (``copy_of``), so every rule that
reads its characteristics sees only the back face's (712.8e); its mana value is still its
front face's (712.8e: ``Characteristics.front_cost``, set in layer 1). It stays the same
object (712.18): its counters, damage, attachments, the effects that apply to it and its
status stay. Any zone change makes a new object with its front face up (712.8a, 400.7).
"""

from __future__ import annotations

from ..cards import ir
from ..objects import GameObject
from ..state import GameState
from ..zones import Zone
from . import effect_context

__all__ = ["can_transform", "transform", "transform_effect", "turn_over"]

_NONPERMANENT = frozenset({"instant", "sorcery"})


def can_transform(obj: GameObject) -> tuple[str, str] | None:
    """Why ``obj`` can't transform, and the rule (None: it can)."""
    if obj.zone is not Zone.BATTLEFIELD:
        return "it isn't a permanent", "712.9"
    back = obj.card.back
    if back is None or obj.is_token:
        return "it isn't a double-faced card", "712.9"
    if obj.face_down:
        return "it is face down", "712.15a"
    if not obj.transformed and set(back.types) & _NONPERMANENT:
        return "its other face is an instant or sorcery face", "712.10"
    return None


def turn_over(game: GameState, obj: GameObject) -> None:
    """Turn ``obj`` over to its other face (701.27a), unchecked: :func:`can_transform`."""
    back = obj.card.back
    if not obj.transformed:
        if obj.copy_of is None:  # 712.8e (a copy effect still wins in layer 1, 707.2)
            obj.copy_of = back
        obj.transformed = True
    else:
        if obj.copy_of is not None and obj.copy_of == back:
            obj.copy_of = None  # 712.8d: its front face up again
        obj.transformed = False
    obj.transform_mark = game._next_id  # 701.27f
    game.dirty()


def transform(game: GameState, obj: GameObject, by: str) -> bool:
    """701.27a: turn ``obj`` over to its other face; False (and a log entry saying why) when
    nothing happens."""
    why = can_transform(obj)
    if why is not None:
        game.log_event("effect", f"{obj.name} doesn't transform ({by}): {why[0]}", why[1])
        return False
    before = obj.name
    turn_over(game, obj)
    game.log_event("effect", f"{before} transforms into {obj.name} ({by})", "701.27a")
    return True


def transform_effect(ctx: effect_context.EffectContext, e: ir.Transform) -> None:
    """ "Transform this creature." (701.27a). An activated or triggered ability of the
    permanent that has transformed since the ability was put onto the stack does nothing
    (701.27f)."""
    g = ctx.game
    oid = ctx.source_id
    obj = g.objects.get(oid) if oid is not None else None
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        ctx.did = False  # 712.9: it left the battlefield (a new object elsewhere, 400.7)
        return
    if ctx.ability_id is not None and obj.transform_mark > ctx.ability_id:
        g.log_event(
            "effect",
            f"{obj.name} doesn't transform ({ctx.name}): it has transformed since the "
            "ability was put onto the stack (701.27f)",
            "701.27f",
        )
        ctx.did = False
        return
    ctx.did = transform(g, obj, ctx.name)
