"""The steps of a turn, in order (500.1, 501.1, 506.1), with nothing else in the module, so
that modules below the turn structure (filter_match) can read them without importing it."""

from __future__ import annotations

STEPS = (
    "untap",
    "upkeep",
    "draw",
    "main1",
    "beginning_of_combat",
    "declare_attackers",
    "declare_blockers",
    "first_strike_damage",
    "combat_damage",
    "end_of_combat",
    "main2",
    "end",
    "cleanup",
)
STEP_INDEX = {s: i for i, s in enumerate(STEPS)}
# 506.1: the steps of the combat phase
COMBAT_STEPS = frozenset(STEPS[4:10])
# 500.1, 501.1: the phase each step belongs to ("main" for both main phases, 505.1)
PHASE_OF = {
    "untap": "beginning",
    "upkeep": "beginning",
    "draw": "beginning",
    "main1": "main",
    "beginning_of_combat": "combat",
    "declare_attackers": "combat",
    "declare_blockers": "combat",
    "first_strike_damage": "combat",
    "combat_damage": "combat",
    "end_of_combat": "combat",
    "main2": "main",
    "end": "ending",
    "cleanup": "ending",
}
