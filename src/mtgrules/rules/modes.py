"""How many modes a modal spell's controller may choose as it is cast (700.2, 601.2b), where
the text changes the number: "Choose one. If you control a Wizard as you cast this spell, you
may choose two instead." (h-misc). The condition is checked as the modes are chosen (601.2b),
from the caster's side (109.5); "you may" keeps the printed number as an option, without it
the new number replaces it. "you control a commander" is never true here (903.3d: the engine
plays no Commander games, so no permanent is a commander)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from . import triggers

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState

#: "both", "two", "one or more" (700.2)
_UPGRADE_SIZES = {"both": (2,), "two": (2,), "one or more": None}


def mode_sizes(m: ir.Modal, upgraded: bool) -> tuple[int, ...]:
    """700.2: the numbers of modes that may be chosen."""
    n = len(m.modes)
    if m.any_number:
        sizes: tuple[int, ...] = tuple(range(0, n + 1))
    elif m.or_more:
        sizes = tuple(range(1, n + 1))
    else:
        sizes = (m.choose,)
    if upgraded:
        up = _UPGRADE_SIZES.get(m.upgrade_to) or tuple(range(1, n + 1))
        sizes = tuple(sorted({*sizes, *up})) if m.upgrade_may else up
    return sizes


def upgraded(game: GameState, obj: GameObject, player: int, m: ir.Modal) -> bool:
    """601.2b: whether the condition of "If ..., you may choose both instead" holds as the
    spell is cast (the caster, ``player``, is "you": 109.5)."""
    if m.upgrade is None:
        return False
    return triggers.condition_holds(game, m.upgrade, obj.id, player)
