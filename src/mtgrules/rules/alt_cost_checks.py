"""118.9, 601.2b: whether an alternative cost ("You may pay {W}{U}{B}{R}{G} rather than pay
this spell's mana cost.", "If you control a Swamp, you may pay 4 life rather than ...") can
be chosen now: its "if" condition is true (checked as the spell is cast, seen from the
caster), and its life can be paid (119.4). The mana is paid as the total cost (601.2f-h,
rules/stack.cast) and the life as the costs are paid (119.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from ..errors import IllegalActionError
from ..objects import GameObject
from . import conditions, triggers
from .life import can_pay_life

if TYPE_CHECKING:
    from ..state import GameState


def check(game: GameState, obj: GameObject, alt: ir.AlternativeCost | None, player: int) -> None:
    """Refuse, before anything changes, an alternative cost that can't be chosen now."""
    if alt is None:
        return
    if alt.condition is not None and not conditions.holds(
        alt.condition, triggers.condition_scope(game, obj.id, player)
    ):
        raise IllegalActionError(
            f"{obj.name}'s alternative cost can't be chosen: its condition isn't true", "118.9"
        )
    if alt.pay_life:
        why = can_pay_life(game, player, alt.pay_life)
        if why:
            raise IllegalActionError(f"{obj.name}'s alternative cost can't be paid: {why}")


def gap(alt: ir.AlternativeCost) -> str | None:
    """What of the alternative cost the engine can't check (rules/support.py)."""
    if alt.condition is None:
        return None
    return conditions.condition_gap(alt.condition)
