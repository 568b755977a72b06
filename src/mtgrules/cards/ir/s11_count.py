"""Counters (issue 12, eleventh session, h-count): the IR of the s11 h-count block of
grammar.lark (transform_s11_count.py), carried out by rules/effects_s11_count.py."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Endure:
    """ "It endures 2." (701.63a): the permanent's controller puts N +1/+1 counters on it, or
    else creates an N/N white Spirit creature token; "endures 0" does nothing (701.63b).
    ``what`` names the permanent (a Ref), ``count`` N (an Amount)."""

    what: Any
    count: Any = 1
