"""Counters and what they make of a permanent (issue 12, eleventh session, h-count): the
"modified" premodifier and state (700.9), ... The engine side is rules/modified.py."""

from __future__ import annotations

from typing import Any

__all__ = ["S11CountMixin"]


class S11CountMixin:
    """Transformer methods of the s11 h-count block of grammar.lark."""

    def pre_modified(self, c: list[Any]) -> tuple[str, str, bool]:
        return ("set", "modified", True)  # 700.9
