"""Transformer methods for counter instructions beyond "put" (122): "Proliferate."
(701.34a) and "Remove N KIND counters from REF" as an instruction (grammar.lark's counters
block; ``ir/counters.py``)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import Proliferate, RemoveCounters, XAmount

__all__ = ["CountersMixin"]


class CountersMixin:
    """The counters rules of grammar.lark (122, 701.34)."""

    def e_proliferate(self, c: list[Any]) -> Proliferate:
        return Proliferate()  # 701.34a

    def e_remove_counters(self, c: list[Any]) -> RemoveCounters:
        n, kind, ref = c  # 122.1: "remove two time counters from it"
        return RemoveCounters(ref, kind, n)

    def e_remove_counters_x(self, c: list[Any]) -> RemoveCounters:
        kind, ref = c  # 107.3: "remove X charge counters from it"
        return RemoveCounters(ref, kind, XAmount())

    def e_remove_all_counters(self, c: list[Any]) -> RemoveCounters:
        kind, ref = c  # "remove all +1/+1 counters from target creature"
        return RemoveCounters(ref, kind, 0, every=True)
