"""Additional phases (500.8): the sentence of ``ir.AdditionalPhases``."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import AdditionalPhases


def added_phases_text(e: Any) -> str | None:
    """The sentence of ``e`` if it is an ``AdditionalPhases``, else None."""
    if not isinstance(e, AdditionalPhases):
        return None
    if e.main:  # 505.1a
        return (
            "after this main phase, there is an additional combat phase followed by an"
            " additional main phase"
        )
    return "after this phase, there is an additional combat phase"
