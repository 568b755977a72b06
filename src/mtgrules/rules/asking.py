"""The one place that sets the pending decision and the player with priority.

The engine never calls out to a player (the decisions are pulled): a rule that needs an
answer sets ``game.pending`` here and returns; ``Game.apply`` takes the answer. Priority
(117) is given here too, so every change of who has priority goes through one function."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..decisions import Decision

if TYPE_CHECKING:
    from ..state import GameState


def ask(game: GameState, decision: Decision | None) -> None:
    """Wait for ``decision`` (None: nothing is waited for now)."""
    game.pending = decision


def give_priority(game: GameState, player: int | None) -> None:
    """117.1: ``player`` has priority now (None: no player has priority, 117.3)."""
    game.priority_player = player
