"""The special actions taken with a card in the hand (116.2): foretell (116.2h, 702.143a),
suspend (116.2f, 702.62a) and plot (116.2k, 702.170a), listed only for the keywords the hand
has (one pass over it: a hot path of every listing)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import (
    card_keywords,
    keywords_foretell_action,
    keywords_plot_action,
    keywords_suspend_action,
    mechanics,
)

if TYPE_CHECKING:
    from ..state import GameState


def listed(game: GameState, player: int, can_pay: Callable[[str], bool]) -> list[Any]:
    out: list[Any] = []
    if not mechanics.has(game, mechanics.HAND_ACTIONS):
        return out
    special = card_keywords.in_hand(game, player)
    if "foretell" in special:
        out += keywords_foretell_action.listed(game, player, can_pay)
    if "suspend" in special:
        out += keywords_suspend_action.listed(game, player, can_pay)
    if "plot" in special:
        out += keywords_plot_action.listed(game, player, can_pay)
    return out
