"""Writing back sacrifices (701.21a) as Oracle text: "sacrifice a creature" and "sacrifice a
creature, an artifact, and a land" (one permanent for each noun, ``ir.SacrificeSeveral``)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import Sacrifice, SacrificeSeveral
from mtgrules.cards.render.phrases import verb


def sacrificed_np(r: Any, e: Sacrifice | SacrificeSeveral) -> str:
    """What is sacrificed: "a creature", "two lands", "an artifact and a land", "a creature,
    an artifact, and a land" (the serial comma of Oracle text)."""
    if isinstance(e, Sacrifice):
        return str(r.count_np(e.count, e.filter))
    nps = [str(r.count_np(1, f)) for f in e.filters]
    if len(nps) == 2:
        return f"{nps[0]} and {nps[1]}"
    return ", ".join(nps[:-1]) + ", and " + nps[-1]


def sacrifice_predicate(r: Any, e: Sacrifice | SacrificeSeveral, plural: bool, you: bool) -> str:
    """ "sacrifice a creature" (you), "sacrifices an artifact and a land of their choice"."""
    text = f"{verb('sacrifice', plural)} {sacrificed_np(r, e)}"
    return text if you else text + " of their choice"
