"""Rendering face-down permanents put onto the battlefield by an effect (ir.Manifest:
701.40a manifest, 701.62a manifest dread, 701.58a cloak)."""

from __future__ import annotations

from mtgrules.cards.ir import Manifest


def manifest_text(e: Manifest) -> str:
    if e.dread:
        return "manifest dread"
    return ("cloak" if e.cloak else "manifest") + " the top card of your library"
