"""Effects of the h-trig-combat family (issue 12): "remove it from combat" (506.4), carried
out by ``rules/effects_trig_combat.py``."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.cards.ir.refs import Ref


@dataclass(frozen=True, slots=True)
class RemoveFromCombat:
    """506.4: "remove it from combat": the creature stops being an attacking, blocking,
    blocked or unblocked creature (it stays on the battlefield)."""

    what: Ref
