"""What a spell's or ability's costs paid, referred to as it resolves (issue 12, h-memory):
"the sacrificed creature's power" (601.2h, 602.2b: the cost is paid as it is cast or
activated; 608.2h: the sacrificed object is seen as it last existed on the battlefield)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class SacrificedRef:
    """ "the sacrificed creature" (``noun``: "creature", "artifact", "permanent"): the object
    sacrificed to pay the cost of the spell or ability that refers to it (601.2h, 602.2b),
    by its last known information (608.2h)."""

    noun: str = "creature"
