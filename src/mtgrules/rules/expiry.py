"""Continuous effects from resolved spells and abilities that end (611.2a): at the cleanup
step, "until end of turn" (514.2); as a player's turn begins, "until your next turn"."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..cards.ir import Duration
    from ..records import ContinuousEffect
    from ..state import GameState


def expire(
    game: GameState, duration: Duration, player: int | None = None
) -> list[ContinuousEffect]:
    """Remove the effects that end now (514.2: end of turn; 611.2a: "until your next turn")."""
    ended = [
        e
        for e in game.continuous_effects
        if e.duration == duration and (player is None or e.controller == player)
    ]
    if ended:
        game.continuous_effects = [e for e in game.continuous_effects if e not in ended]
        game.dirty()
    return ended
