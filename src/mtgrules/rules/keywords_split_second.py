"""Split second (702.61): "As long as this spell is on the stack, players can't cast other
spells or activate abilities that aren't mana abilities" (702.61a, a static ability that
functions only while the spell is on the stack).

702.61b: mana abilities may still be activated and special actions taken (turning a
face-down permanent face up, 116.2b); triggered abilities trigger and are put on the stack as
normal. 702.61c: more instances on one spell are redundant.

Checked where a spell is cast (rules/stack.cast, face_down.cast, a cast during a resolution:
rules/cast_during_resolution.py), where an ability is activated (rules/stack.activate) and
where priority's actions are listed (rules/priority.py). The stack is usually empty: the
check is one test then."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import IllegalActionError
from ..objects import GameObject

if TYPE_CHECKING:
    from ..state import GameState

SPLIT_SECOND = "split second"
RULE = "702.61a"


def on_stack(game: GameState) -> str | None:
    """The name of a spell with split second on the stack (702.61a), or None."""
    if not game.stack:
        return None
    from . import characteristics

    for item in game.stack:
        o = item.object
        if isinstance(o, GameObject) and SPLIT_SECOND in characteristics.chars(game, o.id).keywords:
            return o.name
    return None


def refuse_cast(game: GameState, name: str) -> None:
    """702.61a: no spell can be cast while a spell with split second is on the stack."""
    holder = on_stack(game)
    if holder is not None:
        raise IllegalActionError(
            f"{name} can't be cast: {holder} has split second and is on the stack", RULE
        )


def refuse_activation(game: GameState, name: str, is_mana_ability: bool) -> None:
    """702.61a-b: only mana abilities can be activated while a spell with split second is on
    the stack."""
    if is_mana_ability:
        return  # 702.61b
    holder = on_stack(game)
    if holder is not None:
        raise IllegalActionError(
            f"{name}'s ability can't be activated: {holder} has split second and is on the "
            "stack (only mana abilities can be)",
            RULE,
        )
