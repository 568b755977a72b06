"""Additional phases (500.8), carried out by ``rules/added_phases.py``, and the conditions
on the phase of the turn ("if it's the first combat phase of the turn", "if it's your main
phase"), answered by ``rules/added_phases.phase_is``."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class AdditionalPhases:
    """500.8: "After this phase, there is an additional combat phase." / ``main``: "After
    this main phase, there is an additional combat phase followed by an additional main
    phase." (only during a main phase: 505.1).

    ``form``: how the sentence is written: "" as above; "after" ("There is an additional
    combat phase after this phase[ followed by an additional main phase]"); "after," (the
    same with a comma before "followed"); "combat" ("After this combat phase, there is an
    additional combat phase"). Only the "" form with ``main`` names a main phase; the others
    add their phases after whichever phase this is."""

    main: bool = False
    form: str = ""


@dataclass(frozen=True, slots=True)
class PhaseIs:
    """ "it's the first combat phase of the turn" (``phase`` "first combat": 506.1, the turn
    has had no combat phase before this one, 500.8), "... of your turn" (``yours``), and
    "it's your main phase" (``phase`` "main", ``yours``: a precombat or postcombat main phase
    of your turn, 505.1)."""

    phase: str
    yours: bool = False
