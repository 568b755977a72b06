"""The monarch (724): becoming the monarch is an event of the replacement pipeline."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .events import MonarchEvent
from .pipeline import replace

if TYPE_CHECKING:
    from ..game import Game


def become_monarch(game: Game, player: int, cause: str) -> None:
    """724.1: ``player`` becomes the monarch (724.3: the monarch before ceases to be). A
    player who is the monarch already doesn't become it again: no event."""
    if game.monarch == player:
        return
    ev = replace(game, MonarchEvent(player, cause))  # 614.1, 616.1
    if ev is None or game.monarch == ev.player:
        return
    game.monarch = ev.player
    game.log_event(
        "monarch", f"{game.players[ev.player].name} becomes the monarch ({ev.cause})", "724.1"
    )
