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
from .replacement import life_cant_change

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


def gaining_opponents(game: GameState, player: int) -> list[int]:
    """118.9, 119.7: the opponents who can be chosen to gain life for an alternative cost
    ("you may have an opponent gain 3 life rather than pay ..."): those whose life total can
    change."""
    return [
        p.index
        for p in game.players
        if p.index != player and not p.lost and life_cant_change(game, p.index) is None
    ]


def gaining_opponent(
    game: GameState, obj: GameObject, alt: ir.AlternativeCost, player: int, chosen: int | None
) -> int:
    """601.2h: the opponent the caster chose to gain life for ``alt`` (``chosen``; with one
    opponent who can, that one). Refused before anything changes when there is no such
    choice to make."""
    can = gaining_opponents(game, player)
    n = alt.opponent_gains_life
    if chosen is None:
        if len(can) == 1:
            return can[0]
        names = ", ".join(game.players[i].name for i in can)
        raise IllegalActionError(
            f"{obj.name}'s alternative cost: choose the opponent who gains {n} life ({names})",
            "601.2h",
        )
    if chosen not in can:
        name = game.players[chosen].name if 0 <= chosen < len(game.players) else str(chosen)
        raise IllegalActionError(
            f"{obj.name}'s alternative cost can't have {name} gain {n} life: not an opponent "
            "whose life total can change",
            "119.7",
        )
    return chosen


def gap(alt: ir.AlternativeCost) -> str | None:
    """What of the alternative cost the engine can't check (rules/support.py)."""
    if alt.condition is None:
        return None
    return conditions.condition_gap(alt.condition)
