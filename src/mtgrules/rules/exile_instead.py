"""614.1a: "If that creature would die this turn, exile it instead." and "If a creature dealt
damage this way would die this turn, exile it instead.": replacement effects created by a
resolving spell or ability (``ir.ExileIfDies``), kept in ``GameState.die_exile`` until the
cleanup step (514.2) and found by the zone-move collector (rules/replacement.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from ..zones import Zone
from . import characteristics, effect_context
from .events import Apply, ReplacementEffect, ZoneMoveEvent
from .layers import matches

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState


def exile_if_dies(ctx: effect_context.EffectContext, e: ir.ExileIfDies) -> None:
    """614.1a, 611.2a: the effect applies to the permanents the text names now: "that
    creature" (the target), or those dealt damage by this spell or ability (``ctx.damaged``,
    120.3) that match ``e.filter`` ("a creature dealt damage this way")."""
    g = ctx.game
    if e.damaged_this_way:
        objs = [g.objects[o] for o in dict.fromkeys(ctx.damaged) if o in g.objects]
    else:
        objs, _ = effect_context.objects_and_players(ctx, e.what)
    for o in objs:
        if o.zone is not Zone.BATTLEFIELD:
            continue
        if e.filter is not None and not matches(
            g, characteristics.chars(g, o.id), o, e.filter, None, ctx.controller
        ):
            continue
        g.die_exile.append((o.id, ctx.name))
        g.log_event(
            "effect",
            f"If {o.name} would die this turn, it is exiled instead ({ctx.name})",
            "614.1a",
        )


def move_effects(game: GameState, ev: ZoneMoveEvent, obj: GameObject) -> list[ReplacementEffect]:
    """614.1a: "exile it instead" for ``obj`` going to a graveyard: a permanent that would die
    (700.4: put into a graveyard from the battlefield), or a spell cast during a resolution
    ("If that spell would be put into your graveyard, ...": rules/cast_free.py); each such
    effect that names ``obj`` applies once (614.5)."""
    if ev.to is not Zone.GRAVEYARD:
        return []
    if obj.zone is Zone.STACK:
        return _listed(game, obj, _exile_spell)
    if obj.zone is not Zone.BATTLEFIELD:
        return []
    return _static_effects(game, obj) + _listed(game, obj, _exile)


def _listed(game: GameState, obj: GameObject, apply: Apply) -> list[ReplacementEffect]:
    """The effects of this turn's ``GameState.die_exile`` that name ``obj``."""
    return [
        ReplacementEffect(
            f"die_exile:{i}",
            source,
            None,
            f"{obj.name} ({source}: exiled instead)",
            "614.1a",
            apply,
        )
        for i, (oid, source) in enumerate(game.die_exile)
        if oid == obj.id
    ]


def _static_effects(game: GameState, obj: GameObject) -> list[ReplacementEffect]:
    """614.1a: static abilities: the permanent's own "If this creature would die, exile it
    instead." and any permanent's "If a creature an opponent controls would die, exile it
    instead." (each source's effect once, 614.5)."""
    out: list[ReplacementEffect] = []
    chars = characteristics.battlefield_chars(game)
    for pid, pch in chars.items():
        for a in pch.abilities:
            if not isinstance(a, ir.StaticAbility) or not isinstance(a.effect, ir.Replacement):
                continue
            kind = a.effect.kind
            if kind == "die_exile_self" and pid == obj.id:
                pass
            elif kind == "die_exile" and a.effect.filter is not None:
                perm = game.objects[pid]
                if perm.phased_out or not matches(
                    game,
                    characteristics.chars(game, obj.id),
                    obj,
                    a.effect.filter,
                    perm,
                    pch.controller,
                ):
                    continue
            else:
                continue
            out.append(
                ReplacementEffect(
                    f"die_exile_static:{pid}",
                    pch.name,
                    pid,
                    f"{obj.name} ({pch.name}: exiled instead)",
                    "614.1a",
                    _exile,
                )
            )
    return out


def _exile_spell(game: GameState, ev: ZoneMoveEvent) -> ZoneMoveEvent:
    obj = game.objects[ev.object_id]
    game.log_event(
        "replace", f"{obj.name} would be put into a graveyard; it is exiled instead", "614.1a"
    )
    ev.to = Zone.EXILE
    return ev


def _exile(game: GameState, ev: ZoneMoveEvent) -> ZoneMoveEvent:
    obj = game.objects[ev.object_id]
    game.log_event("replace", f"{obj.name} would die; it is exiled instead", "614.1a")
    ev.to = Zone.EXILE
    return ev
