"""714.3b: as a player's precombat main phase begins, that player puts a lore counter on
each Saga they control with one or more chapter abilities (a turn-based action that doesn't
use the stack). The chapter abilities trigger from ``permanents.add_counters`` (714.2b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import characteristics, permanents
from .sagas import final_chapter

if TYPE_CHECKING:
    from ..state import GameState


def add_lore_counters(game: GameState) -> None:
    """714.3b: one lore counter on each Saga the active player controls (phased in,
    702.26b) with one or more chapter abilities."""
    ap = game.active_player
    sagas = [
        oid
        for oid, ch in characteristics.battlefield_chars(game).items()
        if ch.controller == ap and "Saga" in ch.subtypes and final_chapter(ch.abilities) > 0
    ]
    for oid in sorted(sagas):
        obj = game.objects[oid]
        # a turn-based action, not an effect: "if an effect would put" doesn't see it (614.16)
        permanents.add_counters(game, obj, "lore", 1, "714.3b", by_effect=False)
