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
from ..cards.walk import nodes
from ..objects import GameObject
from ..state import GameState
from ..zones import Zone
from . import characteristics, effect_context, zone_moves

__all__ = [
    "can_transform",
    "entering_gap",
    "return_transformed",
    "transform",
    "transform_effect",
    "turn_over",
]

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


def transform(
    game: GameState, obj: GameObject, by: str, rule: str = "701.27a", *, by_day_night: bool = False
) -> bool:
    """701.27a: turn ``obj`` over to its other face; False (and a log entry saying why) when
    nothing happens. ``by_day_night``: as it becomes day or night (702.145b, 702.145e), the
    only way a daybound or nightbound permanent transforms."""
    why = can_transform(obj)
    if why is None and not by_day_night:
        keywords = characteristics.chars(game, obj.id).keywords
        if "daybound" in keywords or "nightbound" in keywords:
            which = "702.145b" if "daybound" in keywords else "702.145e"
            why = ("it transforms only as it becomes day or night", which)
    if why is not None:
        game.log_event("effect", f"{obj.name} doesn't transform ({by}): {why[0]}", why[1])
        return False
    before = obj.name
    turn_over(game, obj)
    game.log_event("effect", f"{before} transforms into {obj.name} ({by})", rule)
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
            "ability was put onto the stack",
            "701.27f",
        )
        ctx.did = False
        return
    ctx.did = transform(g, obj, ctx.name)


def return_transformed(ctx: effect_context.EffectContext, e: ir.ReturnToBattlefield) -> None:
    """712.14a: "return it to the battlefield transformed": the card enters with its back
    face up (its back face's replacement effects and abilities apply as it enters, 616.1d);
    a card that isn't a double-faced card, or whose back face is an instant or sorcery face
    (712.10), stays where it is."""
    g = ctx.game
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    for o in objs:
        if o.zone is Zone.BATTLEFIELD:
            continue  # it didn't leave: it stays (and isn't turned over)
        back = o.card.back
        if back is None or o.is_token or set(back.types) & _NONPERMANENT:
            why = (
                "isn't a double-faced card"
                if back is None or o.is_token
                else "has an instant or sorcery back face"
            )
            g.log_event("zone", f"{o.name} stays where it is ({ctx.name}): it {why}", "712.14a")
            continue
        zone_moves.move(
            g,
            o,
            Zone.BATTLEFIELD,
            f"{o.name} returns to the battlefield transformed into {back.name} ({ctx.name})",
            "712.14a",
            controller=ctx.controller if e.under_your_control else o.owner,
            tapped=e.tapped,
            transformed=True,
        )


def entering_gap(card: ir.CardDefinition) -> str | None:
    """What of a card that returns "transformed" (712.14a) the engine can't do: a back face
    that is an Aura (303.4f: what it enchants is chosen as it enters) or that chooses
    something as it enters (614.12a)."""
    back = card.back
    if back is None or not any(
        isinstance(x, ir.ReturnToBattlefield) and x.transformed for x in nodes(card.abilities)
    ):
        return None
    if "Aura" in back.subtypes:
        return "an Aura back face put onto the battlefield transformed (303.4f, 712.14a)"
    if any(isinstance(a, ir.AsEntersChoose) for a in back.abilities):
        return "a back face that chooses as it enters, put onto the battlefield transformed"
    return None
