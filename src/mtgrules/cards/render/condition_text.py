"""A condition in words for the game's log and refusals, by the whole card renderer (which
words amounts too: "Kitsa, Otterball Elite's power is 3 or greater")."""

from __future__ import annotations

from typing import Any

from .abilities import Renderer

__all__ = ["condition_words"]


def condition_words(cond: Any, card_name: str = "this permanent") -> str:
    """A condition in words, for the log ("you control three or more artifacts")."""
    return Renderer(card_name).condition_text(cond)
