"""Writes back the s11 h-ctl family (issue 12, eleventh session)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import (
    AlternativeCost,
    EnteredThisTurn,
    Filter,
    ReturnChosenBy,
    UntapDuringOthers,
)
from mtgrules.cards.render.phrases import article


def free_alt_cost_text(r: Any, a: AlternativeCost) -> str:
    """118.9: "If CONDITION, you may cast this spell without paying its mana cost." """
    text = "you may cast this spell without paying its mana cost."
    if a.condition is not None:
        return f"If {r.condition_text(a.condition)}, {text}"
    return text[0].upper() + text[1:]


def untap_during_others_text(r: Any, e: UntapDuringOthers) -> str:
    """502.3: "untap all creatures you control during each other player's untap step" """
    what = r.filter_text(e.what.filter, plural=True)
    return f"untap all {what} during each other player's untap step"


def entered_this_turn_text(r: Any, cond: EnteredThisTurn) -> str:
    """403.3: "a creature entered the battlefield under your control this turn" / "you had
    another creature enter the battlefield under your control this turn"."""
    noun = r.filter_text(Filter(types=cond.types))
    what = ("another " + noun) if cond.other else article(noun)
    if cond.form == "had":
        return f"you had {what} enter the battlefield under your control this turn"
    return f"{what} entered the battlefield under your control this turn"


def return_chosen_by_text(r: Any, e: ReturnChosenBy, plural: bool) -> str:
    """608.2d: "returns a creature they control to its owner's hand" """
    verb = "return" if plural else "returns"
    return f"{verb} {r.count_np(e.count, e.filter)} they control to its owner's hand"
