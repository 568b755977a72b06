"""Continuous effects from resolved spells and abilities that end (611.2a): at the cleanup
step, "until end of turn" (514.2); as a player's turn begins, "until your next turn"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.ir import Duration
from ..zones import Zone

WHILE_TAPPED = Duration.WHILE_SOURCE_TAPPED
WHILE_ON_BATTLEFIELD = Duration.WHILE_SOURCE_ON_BATTLEFIELD
#: 611.2b: the durations that watch their source (``ContinuousEffect.source_id``)
WATCHING = (WHILE_TAPPED, WHILE_ON_BATTLEFIELD)

if TYPE_CHECKING:
    from ..records import ContinuousEffect
    from ..state import GameState


def end_while_tapped(game: GameState) -> None:
    """611.2b: the "for as long as ~ remains tapped" effects whose source has untapped, left
    the battlefield or phased out (702.26b), and the "for as long as ~ remains on the
    battlefield" ones whose source left it or phased out, end, and stay ended."""
    if not any(e.duration in WATCHING for e in game.continuous_effects):
        return
    objs = game.objects
    ended = [
        e
        for e in game.continuous_effects
        if e.duration in WATCHING and not source_holds(game, e.duration, e.source_id)
    ]
    if ended:
        game.continuous_effects = [e for e in game.continuous_effects if e not in ended]
        game.dirty()
    for e in ended:
        src = objs.get(e.source_id) if e.source_id is not None else None
        why = "it untapped"
        if src is None or src.zone is not Zone.BATTLEFIELD:
            why = "it left the battlefield"
        elif src.phased_out:  # 702.26b: treated as though it doesn't exist
            why = "it phased out"
        game.log_event("effect", f"{e.source_name}'s effect ends: {why}", "611.2b")


def source_holds(game: GameState, duration: Duration, source_id: int | None) -> bool:
    """611.2b: the source is on the battlefield and phased in (702.26b), and, for "remains
    tapped", tapped."""
    if duration is WHILE_TAPPED:
        return source_tapped(game, source_id)
    src = game.objects.get(source_id) if source_id is not None else None
    return src is not None and src.zone is Zone.BATTLEFIELD and not src.phased_out


def source_tapped(game: GameState, source_id: int | None) -> bool:
    """611.2b: the source is on the battlefield, phased in (702.26b), and tapped."""
    src = game.objects.get(source_id) if source_id is not None else None
    return src is not None and src.zone is Zone.BATTLEFIELD and not src.phased_out and src.tapped


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
