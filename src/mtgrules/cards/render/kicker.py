"""Kicker's linked sentences rendered back (702.33e): "if this spell was kicked, EFFECTS",
with "instead" at the end or the front, or "it deals N damage instead"."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import IfKicked
from mtgrules.cards.render.phrases import cap, number_amount


def if_kicked_text(r: Any, e: IfKicked) -> str:
    """``r`` is the effects renderer (its ``sentence`` writes one sentence of effects)."""
    # the sentence before first: the renderer names things in text order ("target creature",
    # then "that creature")
    before = r.sentence(list(e.otherwise), list(e.otherwise_joins)) if e.otherwise else ""
    head = f"if {e.spell_word} was kicked, "
    if e.instead == "damage":
        amount = getattr(e.effects[0], "amount", 0)
        text = head + f"it deals {number_amount(amount)} damage instead"
    else:
        body = r.sentence(list(e.effects), list(e.joins))
        if e.instead == "front":
            text = head + "instead " + body
        elif e.instead == "end":
            text = head + body + " instead"
        else:
            text = head + body
    return f"{before}. {cap(text)}" if before else text
