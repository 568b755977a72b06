"""IR of the s11 h-ctl family (issue 12, eleventh session): phrasings around "you control"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class AllOf:
    """ "an opponent controls a Swamp and you control a Plains": true when every one of
    ``conditions`` is (each an ir.Condition; checked as rules/conditions.holds checks it)."""

    conditions: tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class UntapDuringOthers:
    """ "Untap all creatures you control during each other player's untap step." (502.3):
    during the untap step of each player other than this ability's controller, the tapped
    permanents ``what`` names (an EachRef of a "you control" group) untap too."""

    what: Any
