"""Skipping steps (614.10): "Skip your draw step." (a static ability of a permanent; its
controller skips that step of each of their turns). Carried out by ``rules/turn.py``."""

from __future__ import annotations

from dataclasses import dataclass, field

from mtgrules.cards.ir.values import Layout


@dataclass(frozen=True, slots=True)
class SkipStep:
    """614.10: "Skip your draw step." (``step``: the step its controller skips)."""

    step: str = "draw"
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)


@dataclass(frozen=True, slots=True)
class MayNotUntap:
    """502.3: "You may choose not to untap this creature during your untap step." (a static
    ability; its controller chooses in each of their untap steps: rules/untap_choice.py)."""

    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)
