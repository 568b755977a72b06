"""510.1a, as changed by an effect (s10 h-amount): "Each creature you control assigns combat
damage equal to its toughness rather than its power." (ir.AssignByToughness): the combat
damage a creature assigns (``combat.power``) is then its toughness. Its own ability, an
Aura's or Equipment's ("enchanted creature ... assigns ...") or any permanent's (each with
its "as long as" condition, 611.3a). "This creature assigns no combat damage this turn."
(ir.AssignNoCombatDamage, 611.2a): it assigns none."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from ..cards import ir
from . import characteristics, triggers
from .combat_restrictions import applies_to

if TYPE_CHECKING:
    from ..state import GameState
    from .effect_context import EffectContext

__all__ = ["assign_no_combat_damage", "assigns_by_toughness", "combat_damage_amount"]


def combat_damage_amount(game: GameState, oid: int) -> int:
    """510.1a: the combat damage the creature ``oid`` assigns: its power; its toughness under
    "assigns combat damage equal to its toughness"; none under "assigns no combat damage"."""
    ch = characteristics.chars(game, oid)
    if any(
        isinstance(a, ir.StaticAbility) and isinstance(a.effect, ir.AssignNoCombatDamage)
        for a in ch.abilities
    ):
        return 0  # 611.2a: granted until end of turn (assign_no_combat_damage)
    if assigns_by_toughness(game, oid):
        return max(0, ch.toughness or 0)
    return max(0, ch.power or 0)


def assign_no_combat_damage(ctx: EffectContext, e: ir.AssignNoCombatDamage) -> None:
    """510.1a, 611.2a: "assigns no combat damage this turn": the creatures named now gain the
    effect until end of turn (layer 6, 613.1f)."""
    from .effects_permanents import _affect

    granted = ir.StaticAbility(cast(Any, ir.AssignNoCombatDamage(ir.SelfRef())))
    _affect(ctx, e.what, ir.Duration.END_OF_TURN, "611.2a", abilities=(granted,))


def assigns_by_toughness(game: GameState, oid: int) -> bool:
    """510.1a: whether the creature ``oid`` assigns combat damage equal to its toughness."""
    for pid, pch in characteristics.battlefield_chars(game).items():
        perm = game.objects[pid]
        if perm.phased_out:
            continue
        for a in pch.abilities:
            if (
                isinstance(a, ir.StaticAbility)
                and isinstance(a.effect, ir.AssignByToughness)
                and applies_to(game, perm, pch, a.effect.what, oid)
                and (
                    a.condition is None
                    or triggers.condition_holds(game, a.condition, pid, pch.controller)
                )
            ):
                return True
    return False
