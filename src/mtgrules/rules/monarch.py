"""The monarch's two triggered abilities (724.2), which no card has: "At the beginning of the
monarch's end step, that player draws a card." and "Whenever a creature deals combat damage
to the monarch, its controller becomes the monarch." Each has no source and is controlled by
the monarch (``PendingTrigger`` with source -2); ``triggers.fire`` and ``damage`` call them."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from ..cards import ir
from ..records import CreatureControllerBecomesMonarch, PendingTrigger
from . import characteristics

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState

__all__ = ["damaged", "end_step"]


def end_step(game: GameState) -> None:
    """724.2: "At the beginning of the monarch's end step, that player draws a card." """
    game.pending_triggers.append(
        PendingTrigger(
            -2,
            "The monarch",
            game.active_player,
            ir.TriggeredAbility(ir.Trigger(ir.TriggerEvent.END_STEP), (ir.Draw(ir.YouRef(), 1),)),
            characteristics.player_chars(game, game.active_player),
        )
    )
    game.log_event("trigger", "The monarch's ability triggers", "724.2")


def damaged(game: GameState, creature: GameObject) -> None:
    """724.2: "Whenever a creature deals combat damage to the monarch, its controller
    becomes the monarch." The ability has no source and is controlled by the monarch."""
    monarch = game.monarch
    assert monarch is not None
    game.pending_triggers.append(
        PendingTrigger(
            -2,
            "The monarch",
            monarch,
            ir.TriggeredAbility(
                ir.Trigger(ir.TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER),
                cast(  # an engine effect, not one of the card text's (records.py)
                    "tuple[ir.Effect, ...]",
                    (
                        CreatureControllerBecomesMonarch(
                            creature.id,
                            characteristics.chars(game, creature.id).controller,
                            creature.name,
                        ),
                    ),
                ),
            ),
            characteristics.player_chars(game, monarch),
        )
    )
    game.log_event(
        "trigger",
        f"The monarch's ability triggers: {creature.name} dealt combat damage to "
        f"{game.players[monarch].name}",
        "724.2",
    )
