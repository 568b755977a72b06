"""Additional phases (500.8): the sentence of ``ir.AdditionalPhases``; the phase of the turn
as a condition (``ir.PhaseIs``, 505.1, 506.1)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import AdditionalPhases, PhaseIs

_MAIN = " followed by an additional main phase"


def added_phases_text(e: Any) -> str | None:
    """The sentence of ``e`` if it is an ``AdditionalPhases``, else None."""
    if not isinstance(e, AdditionalPhases):
        return None
    if e.form == "combat":
        return "after this combat phase, there is an additional combat phase"
    if e.form in ("after", "after,"):
        tail = ("," if e.form == "after," else "") + _MAIN if e.main else ""
        return "there is an additional combat phase after this phase" + tail
    if e.main:  # 505.1a
        return "after this main phase, there is an additional combat phase" + _MAIN
    return "after this phase, there is an additional combat phase"


def phase_is_text(cond: Any) -> str | None:
    """The words of ``cond`` if it is a ``PhaseIs``, else None."""
    if not isinstance(cond, PhaseIs):
        return None
    if cond.phase == "main":
        return "it's your main phase"
    return "it's the first combat phase of " + ("your turn" if cond.yours else "the turn")
