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
from .modal_choice import mode_sizes as mode_sizes  # 700.2

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState


def upgraded(game: GameState, obj: GameObject, player: int, m: ir.Modal) -> bool:
    """601.2b: whether the condition of "If ..., you may choose both instead" holds as the
    spell is cast (the caster, ``player``, is "you": 109.5)."""
    if m.upgrade is None:
        return False
    return triggers.condition_holds(game, m.upgrade, obj.id, player)
