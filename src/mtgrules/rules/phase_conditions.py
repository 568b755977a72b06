"""The phase of the turn as a condition (``ir.PhaseIs``): "if it's the first combat phase of
the turn" (506.1, with the turn's additional combat phases counted, 500.8) and "if it's your
main phase" (505.1), and "attacks for the first time each turn" (508.3a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from .steps import PHASE_OF

if TYPE_CHECKING:
    from ..state import GameState


def phase_is(game: GameState, cond: ir.PhaseIs, controller: int) -> bool:
    """Whether ``cond`` is true now, seen from ``controller`` ("your turn": 102.1)."""
    if cond.yours and game.active_player != controller:
        return False
    phase = PHASE_OF[game.step]
    if cond.phase == "main":
        return phase == "main"  # 505.1: a precombat or postcombat main phase
    # 506.1, 500.8: a combat phase, and no other came before it this turn
    return phase == "combat" and game.combat_phases == 1


def first_attack(game: GameState, trig: ir.Trigger, subject_id: int | None) -> bool:
    """508.3a: "Whenever this creature attacks for the first time each turn": the attack just
    declared is the creature's only one this turn (508.1: each declaration is recorded in
    ``Player.attackers_this_turn``). True for every other trigger."""
    if not trig.first_each_turn or trig.event is not ir.TriggerEvent.ATTACKS:
        return True
    if subject_id is None:
        return False
    times = sum(p.attackers_this_turn.count(subject_id) for p in game.players)
    return times == 1
