"""Writing back "until end of turn, whenever EVENT, EFFECTS" (603.7a-b; ir/this_turn.py),
and the other effects render/effects.py hands on here: the "tapped for mana" family's mana
(render/mana_triggers.py) and the dungeons' rooms' (render/dungeons.py)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtgrules.cards.ir import Layout
from mtgrules.cards.ir.this_turn import ThisTurnTrigger
from mtgrules.cards.render.dungeons import room_text
from mtgrules.cards.render.mana_triggers import mana_extra_text

__all__ = ["extra_text"]


def extra_text(r: Any, e: Any) -> str | None:
    """The text of ``e`` without its final period (``r``: the Renderer), or None for an
    effect written elsewhere."""
    if isinstance(e, ThisTurnTrigger):
        a = e.ability
        layout = a.layout or Layout()
        outer = r.st  # the line's; meanwhile the inner ability's own words, same names
        r.st = replace(outer, targets=(), mentioned=set(), variants=layout.variants)
        r.st.subject, r.st.pronouns = None, {}
        try:
            text: str = r.triggered(a, layout)  # "Whenever ..., ... ."
        finally:
            outer.self_count, r.st = r.st.self_count, outer
        return "until end of turn, " + text[:1].lower() + text[1:].removesuffix(".")
    return mana_extra_text(e) or room_text(r, e)  # 106.12a; ir/dungeons.py
