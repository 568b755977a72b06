"""The s11 h-count phrases written back as Oracle text (the inverse of
transform_s11_count.py): endure (701.63a)."""

from __future__ import annotations

from mtgrules.cards.ir import Endure
from mtgrules.cards.render.phrases import plain_amount, verb

__all__ = ["endure_predicate"]


def endure_predicate(e: Endure, plural: bool) -> str:
    n = plain_amount(e.count)
    return f"{verb('endure', plural)} {n if isinstance(n, int) else 'X'}"  # 701.63a
