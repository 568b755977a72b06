"""More kinds of amounts (issue 12, h-amount), worked out for rules/amounts.py: amounts
computed from others ("1 plus the number of ...", "twice ...", "half ..., rounded down":
107.1, 107.1a, 107.1b). The read is ``cards/transform_amount_kinds.py``, the IR
``cards/ir/amount_kinds.py``. Like every amount, each is worked out once, as the
instruction is carried out (608.2h)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..cards import ir

__all__ = ["arith", "arith_parts"]


def arith_parts(value: ir.Arith) -> list[Any]:
    """The amounts an ``Arith`` is made of (not its plain numbers)."""
    return [v for v in (value.left, value.right) if v is not None and not isinstance(v, int)]


def arith(value: ir.Arith, of: Callable[[Any], int]) -> int:
    """107.1: the amount the text computes from others (``of`` works out each part); 107.1a:
    a half is rounded as the text says; 107.1b: a negative result counts as 0."""
    left = of(value.left)
    if value.op == "plus":
        return left + of(value.right)
    if value.op == "minus":
        return max(0, left - of(value.right))  # 107.1b
    if value.op == "twice":
        return 2 * left
    if value.op == "half down":
        return left // 2  # 107.1a
    if value.op == "half up":
        return (left + 1) // 2  # 107.1a
    raise TypeError(f"unknown amount operation {value.op!r}")
