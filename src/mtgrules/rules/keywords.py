"""Keyword abilities (702) as the log and expectations name them."""

from __future__ import annotations

from ..cards.ir import Keyword
from .protection import quality_text


def keyword_text(kw: Keyword) -> str:
    """Keyword text: "protection from black" (702.16a), "hexproof from red" (702.11d),
    "ward {2}" (702.21a), "toxic 1" (702.164a)."""
    if kw.name in ("protection", "hexproof from") and kw.quality is not None:
        prefix = "protection from " if kw.name == "protection" else "hexproof from "
        return prefix + quality_text(kw.quality)
    if kw.cost is not None and kw.cost.mana:
        return f"{kw.name} {kw.cost.mana}"
    if kw.amount is not None:
        return f"{kw.name} {kw.amount}"
    return kw.name
