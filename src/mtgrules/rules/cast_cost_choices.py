"""601.2b-f: the cost choices legal_actions (rules/priority.py) and the casts during a
resolution (rules/cast_during_resolution.py) list for a spell, after its targets, X and
modes: one cast for each set of cards exiled from a graveyard (601.2f, 702.138a), of cards
discarded (601.2f), of X and its cards for "discard / exile X cards" (107.3), and of
permanents sacrificed, cards discarded or life paid for a keyword cost (702.33a, 702.27a,
702.34a, 702.42a); and whether an alternative cost can be chosen now (118.9)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..objects import GameObject
from . import (
    additional_x_costs,
    graveyard_costs,
    keyword_action_costs,
    keywords_emerge,  # 702.119 (s10 engine)
    pitch_costs,  # s11 h-gy: 118.9
    spell_discard_costs,
)
from .alt_cost_checks import check as alt_check  # 118.9, 119.4

if TYPE_CHECKING:
    from ..state import GameState

__all__ = ["alt_check", "expand"]


def expand(game: GameState, obj: GameObject, player: int, casts: list[Any]) -> list[Any]:
    """The casts of ``obj`` with each of those cost choices (118.3: none that can't be paid)."""
    casts = graveyard_costs.with_spell_exiles(game, obj, player, casts)
    casts = spell_discard_costs.with_discards(game, obj, player, casts)
    casts = additional_x_costs.with_x(game, obj, player, casts)  # 107.3
    casts = keywords_emerge.with_sacrifice(game, obj, player, casts)  # 702.119a, c
    casts = pitch_costs.with_hand_exiles(game, obj, player, casts)  # s11 h-gy: 118.9
    return keyword_action_costs.with_action_costs(game, obj, player, casts)
