"""Additional phases (500.8): "After this phase, there is an additional combat phase." and
"After this main phase, there is an additional combat phase followed by an additional main
phase." (``ir.AdditionalPhases``).

The turn keeps the phases added to it in ``GameState.added_phases`` (the next one first) and,
while they run, the step its regular order goes on with (``GameState.resume_step``). An
added combat phase has the five steps of any combat phase (506.1); an added main phase is a
postcombat main phase (505.1a), so it is the step ``main2``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from . import effect_context
from .steps import PHASE_OF

if TYPE_CHECKING:
    from ..state import GameState

#: the step each kind of added phase begins with (506.1, 505.1a)
_FIRST_STEP = {"combat": "beginning_of_combat", "main": "main2"}
#: ``resume_step`` when the phases were added after the ending phase: the next turn
NEXT_TURN = "next turn"


def add_phases(ctx: effect_context.EffectContext, e: ir.AdditionalPhases) -> None:
    """500.8: the phases are added directly after the current phase, before any added earlier
    after it (the most recently created occurs first)."""
    g = ctx.game
    # 500.8: "after this main phase" / "after this combat phase" names the phase it is now;
    # in another phase there is none to add them after ("after this phase": any phase)
    named = "main" if e.main and not e.form else "combat" if e.form == "combat" else None
    if named is not None and PHASE_OF[g.step] != named:
        g.log_event("effect", f"{ctx.name}: it isn't a {named} phase: no phase is added", "500.8")
        return
    phases = ["combat", "main"] if e.main else ["combat"]
    g.added_phases[0:0] = phases
    words = " followed by an additional main phase" if e.main else ""
    g.log_event(
        "effect",
        f"{ctx.name}: there will be an additional combat phase{words} after this phase",
        "500.8",
    )


def after_phase(game: GameState, regular: str) -> str:
    """The step that begins after the current phase ends: the first added phase (500.8),
    else, once the added phases are over, the step the turn's order goes on with
    (``regular`` when none were added: the next step in order, or ``NEXT_TURN``)."""
    if game.added_phases:
        kind = game.added_phases.pop(0)
        if game.resume_step is None:
            game.resume_step = regular
        game.log_event("turn", f"An additional {kind} phase begins", "500.8")
        return _FIRST_STEP[kind]
    if game.resume_step is not None:
        regular, game.resume_step = game.resume_step, None
    return regular


def ends_phase(step: str, nxt: str) -> bool:
    """Does going from ``step`` to ``nxt`` (or to the next turn) end a phase (500.1)?"""
    return nxt == NEXT_TURN or PHASE_OF[step] != PHASE_OF[nxt]
