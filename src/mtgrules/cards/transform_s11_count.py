"""Counters and what they make of a permanent (issue 12, eleventh session, h-count): the
"modified" premodifier and state (700.9) and endure (701.63a). The engine side is
rules/modified.py and rules/effects_s11_count.py."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import Endure
from mtgrules.cards.transform_effects import Pred

__all__ = ["S11CountMixin"]


class S11CountMixin:
    """Transformer methods of the s11 h-count block of grammar.lark."""

    def pre_modified(self, c: list[Any]) -> tuple[str, str, bool]:
        return ("set", "modified", True)  # 700.9

    def p_endure(self, c: list[Any]) -> Pred:
        n = c[-1]
        return Pred(lambda who: [Endure(who, n)])  # 701.63a
