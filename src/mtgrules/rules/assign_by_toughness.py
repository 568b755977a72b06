"""510.1a, as changed by a static ability (s10 h-amount): "Each creature you control assigns
combat damage equal to its toughness rather than its power." (ir.AssignByToughness): the
combat damage a creature assigns (``combat.power``) is then its toughness. Its own ability,
an Aura's or Equipment's ("enchanted creature ... assigns ...") or any permanent's (each
with its "as long as" condition, 611.3a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from . import characteristics, triggers
from .combat_restrictions import applies_to

if TYPE_CHECKING:
    from ..state import GameState

__all__ = ["assigns_by_toughness"]


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
