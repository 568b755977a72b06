"""Additional phases (500.8), carried out by ``rules/added_phases.py``."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class AdditionalPhases:
    """500.8: "After this phase, there is an additional combat phase." / ``main``: "After
    this main phase, there is an additional combat phase followed by an additional main
    phase." (only during a main phase: 505.1)."""

    main: bool = False
