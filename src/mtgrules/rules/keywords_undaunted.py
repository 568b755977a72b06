"""Undaunted (702.125): "This spell costs {1} less to cast for each opponent you have"
(702.125a), a cost reduction applied as the total cost is determined (601.2f); it lowers
only generic mana (118.7). Players who have left the game aren't counted (702.125b); each
instance applies (702.125c)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from ..objects import GameObject
from .card_keywords import keyword_names

if TYPE_CHECKING:
    from ..state import GameState

UNDAUNTED = "undaunted"


def reduction(game: GameState, obj: GameObject, player: int) -> int:
    """702.125a: {1} less for each opponent of ``player`` still in the game (702.125b)."""
    if UNDAUNTED not in keyword_names(obj.card):
        return 0
    n = sum(1 for a in obj.card.abilities if isinstance(a, ir.Keyword) and a.name == UNDAUNTED)
    if not n:
        return 0
    opponents = sum(1 for p in game.players if p.index != player and not p.lost)
    return n * opponents  # 702.125c: each instance applies
