"""Control-changing effects (613.1b, layer 2) and their end (611.2b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..state import GameState

from ..cards import ir
from ..objects import _WRITES as _WRITES  # the write count, read in the hot chars()
from ..objects import (
    GameObject,
)
from ..zones import Zone


def gain_control(
    game: GameState, obj: GameObject, player: int, duration: ir.Duration, cause: str
) -> None:
    """613.1b: a control-changing effect. The new controller hasn't controlled it since
    their turn began (302.6); a change of control removes it from combat (506.4)."""
    if obj.controller == player:
        return
    game.control_effects.append((obj.id, obj.controller, duration, cause))
    obj.controller = player
    obj.controlled_since_turn = game.turn_number
    game.combat.remove(obj.id)
    game.dirty()
    game.log_event(
        "control",
        f"{game.players[player].name} gains control of {obj.name} ({cause}, {duration.value})",
        "613.1b",
    )


def end_control_effects(game: GameState, duration: ir.Duration) -> None:
    """611.2: control effects with this duration end; control returns (613.1b)."""
    keep = []
    for oid, before, dur, cause in game.control_effects:
        if dur is not duration:
            keep.append((oid, before, dur, cause))
            continue
        obj = game.objects.get(oid)
        if obj is not None and obj.zone is Zone.BATTLEFIELD:
            obj.controller = before
            obj.controlled_since_turn = game.turn_number
            game.combat.remove(oid)
            game.log_event(
                "control",
                f"{cause}'s control effect ends: "
                f"{game.players[before].name} controls {obj.name} again",
                "611.2a",
            )
    game.control_effects = keep
    game.dirty()
