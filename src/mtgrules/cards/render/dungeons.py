"""Writing back the instructions the dungeons' rooms brought (ir/dungeons.py): "draw three
cards and reveal them" (701.20a) and "you may cast one of them without paying its mana cost"
(608.2g, 118.9)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import CastOneFree, DrawReveal
from mtgrules.cards.render.trig_more import draw_cards_text


def room_text(r: Any, e: Any) -> str | None:
    """The text of ``e`` (``r``: the effects renderer), or None for another effect."""
    if isinstance(e, DrawReveal):
        pronoun = "it" if e.count == 1 else "them"
        return f"draw {draw_cards_text(r, e.count)} and reveal {pronoun}"
    if isinstance(e, CastOneFree):
        return "you may cast one of them without paying its mana cost"
    return None
