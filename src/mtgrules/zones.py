"""The zones of the game (400.1)."""

from __future__ import annotations

from enum import Enum


class Zone(Enum):
    LIBRARY = "library"
    HAND = "hand"
    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    STACK = "stack"
    EXILE = "exile"
    COMMAND = "command"

    def __str__(self) -> str:
        return self.value


# 400.2: public zones; library and hand are hidden.
PUBLIC_ZONES = frozenset({Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.STACK, Zone.EXILE, Zone.COMMAND})
# Zones each player has one of (400.1); the rest are shared.
PLAYER_ZONES = (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD)
