"""Maximum hand size (402.2): seven, changed by static abilities ("You have no maximum hand
size.", "Each opponent's maximum hand size is reduced by two."); checked in the cleanup
step (514.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from . import characteristics

if TYPE_CHECKING:
    from ..state import GameState

MAX_HAND_SIZE = 7  # 402.2


def max_hand_size(game: GameState, player: int) -> int | None:
    """``player``'s maximum hand size now; None: no maximum (402.2)."""
    size = MAX_HAND_SIZE
    for ch in characteristics.battlefield_chars(game).values():
        for a in ch.abilities:
            if type(a) is not ir.MaxHandSize:
                continue
            if (a.who == "you") != (ch.controller == player):
                continue  # "your" is its controller's; "each opponent's" the others'
            if a.change is None:
                return None
            size += a.change
    return max(size, 0)
