"""Reflexive triggered abilities (603.12) of the tenth session's "other" family: "you may
sacrifice another creature. When you do, destroy target creature an opponent controls."
Values, carried out by ``rules/effects_control.py`` (``when_you_do``); read by
``transform_other10.py`` and written back by ``render/control.py``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mtgrules.cards.ir.refs import TargetSpec


@dataclass(frozen=True, slots=True)
class WhenYouDo:
    """603.12: "When you do, EFFECTS": if the instruction before it was carried out, a
    reflexive triggered ability triggers; it goes on the stack the next time a player would
    receive priority (603.3), its own ``targets`` chosen then (603.3d; its effects' TargetRefs
    index these). ``joins``: the connectors between its effects, for the renderer."""

    effects: tuple[Any, ...]
    targets: tuple[TargetSpec, ...] = ()
    joins: tuple[str, ...] = ()
