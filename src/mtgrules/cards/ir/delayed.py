"""Delayed triggered abilities created by an effect (603.7): values, carried out by
``rules/delayed.py``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class CreatedRef:
    """ "it" / "them" / "that token" after "create ...": the tokens the same resolution
    created (111.1)."""


@dataclass(frozen=True, slots=True)
class AtNextEndStep:
    """ "Sacrifice it at the beginning of the next end step." / "At the beginning of the
    next end step, sacrifice it.": as the spell or ability resolves, a delayed triggered
    ability is created (603.7a) that triggers once, at the beginning of the next end step
    (603.7b, 513.1), and acts on the objects ``what`` named then (603.7c: if one left the
    battlefield, it's a new object and isn't affected, 400.7).

    ``action``: "sacrifice" (701.21a), "exile" (406.2), "destroy" (701.8a) or "bounce"
    (return to its owner's hand). ``what``: a TargetRef, SelfRef or CreatedRef.
    """

    action: str
    what: Any
    end_of_combat: bool = False  # h-trig-combat: "at end of combat" (511.2) instead
