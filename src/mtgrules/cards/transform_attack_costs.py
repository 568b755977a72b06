"""Transformer rules for costs to attack (508.1d, 508.1h; the last block of grammar.lark):
"Creatures can't attack you [or planeswalkers you control] unless their controller pays {N}
for each ...". Values in ``ir/attack_costs.py``."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import AttackTax
from mtgrules.cards.transform_nouns import Context, Unread

__all__ = ["AttackCostsMixin"]


def _generic(token: Any) -> str:
    mana = str(token)
    if not mana[1:-1].isdigit():  # {W/P}, {X}: not read yet
        raise Unread(mana, "a cost to attack other than generic mana")
    return mana


class AttackCostsMixin:
    ctx: Context

    def s_attack_tax(self, c: list[Any]) -> AttackTax:
        return AttackTax(_generic(c[0]))  # 508.1h (Propaganda)

    def s_attack_tax_pw(self, c: list[Any]) -> AttackTax:
        return AttackTax(_generic(c[0]), planeswalkers=True)  # 508.1h (Archon of Absolution)
