"""Transformer methods for additional phases (500.8) and "creatures that attacked this turn"
(508.1): the grammar's rules at "additional phases" in grammar.lark."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import AdditionalPhases


class PhasesMixin:
    def e_added_combat(self, c: list[Any]) -> AdditionalPhases:
        return AdditionalPhases()  # 500.8: "After this phase, there is an additional combat phase"

    def e_added_combat_main(self, c: list[Any]) -> AdditionalPhases:
        return AdditionalPhases(main=True)  # 500.8, 505.1a

    def post_attacked_this_turn(self, c: list[Any]) -> tuple[str, str, bool]:
        return ("set", "attacked_this_turn", True)  # 508.1: declared as an attacker this turn
