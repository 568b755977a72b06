"""Rendering face-down permanents put onto the battlefield by an effect (ir.Manifest:
701.40a manifest, 701.62a manifest dread, 701.58a cloak) and turned face up by one
(ir.TurnFaceUpEffect, 708.8)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtgrules.cards.ir import Manifest, TurnFaceUpEffect

FACE_DOWN_EFFECTS = (Manifest, TurnFaceUpEffect)


def face_down_text(e: Any, ref_text: Callable[[Any], str]) -> str:
    """The imperative of a face-down effect (701.40a, 701.62a, 701.58a, 708.8)."""
    if isinstance(e, TurnFaceUpEffect):
        return f"turn {ref_text(e.what)} face up"
    return manifest_text(e)


def manifest_text(e: Manifest) -> str:
    if e.dread:
        return "manifest dread"
    return ("cloak" if e.cloak else "manifest") + " the top card of your library"
