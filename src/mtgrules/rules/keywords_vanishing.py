"""702.63a vanishing's third ability: "When the last time counter is removed from this
permanent, sacrifice it." A triggered ability of its own (603.2): it goes on the stack, and
players may respond (tap the permanent for mana first), whatever removed the counter (the
upkeep ability of 702.63a or another effect). Called by rules/permanents.remove_counters as
the last time counter comes off a permanent."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from ..cards import ir
from ..records import PendingTrigger

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState

__all__ = ["last_counter_removed"]


def last_counter_removed(game: GameState, obj: GameObject) -> None:
    """702.63a: each vanishing ability of ``obj`` (on the battlefield) triggers."""
    from . import characteristics

    chars = characteristics.chars(game, obj.id)
    n = sum(1 for a in chars.abilities if isinstance(a, ir.Keyword) and a.name == "vanishing")
    # an engine ability, triggered here: its trigger event isn't read again (no event names
    # counters removed; the suspend ability's twin in rules/keywords_suspend.py does the same)
    ability = ir.TriggeredAbility(
        ir.Trigger(ir.TriggerEvent.COUNTERS_PUT, ir.SelfRef()),
        cast("tuple[ir.Effect, ...]", (ir.SacrificeSelf(),)),
    )
    for _ in range(n):
        game.pending_triggers.append(
            PendingTrigger(obj.id, obj.name, chars.controller, ability, chars)
        )
        game.log_event(
            "trigger",
            f"{obj.name}'s vanishing ability triggers: its last time counter was removed",
            "702.63a",
        )
