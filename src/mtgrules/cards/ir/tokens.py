"""Token keyword actions (701): values, carried out by ``rules/populate.py``."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Populate:
    """ "Populate." (701.36a): choose a creature token you control and create a token that's
    a copy of it (707.2); with none, nothing is created (701.36b)."""
