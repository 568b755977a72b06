"""Keyword abilities (702) as the log and expectations name them."""

from __future__ import annotations

from ..cards.ir import Keyword
from .protection import quality_text


def keyword_text(kw: Keyword) -> str:
    """ "flying", "protection from black", "hexproof from red", "ward {2}", "toxic 1"."""
    if kw.name in ("protection", "hexproof from") and kw.quality is not None:
        prefix = "protection from " if kw.name == "protection" else "hexproof from "
        return prefix + quality_text(kw.quality)
    if kw.cost is not None and kw.cost.mana:
        return f"{kw.name} {kw.cost.mana}"
    if kw.amount is not None:
        return f"{kw.name} {kw.amount}"
    return kw.name
