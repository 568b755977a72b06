"""Transformer rules for costs to attack (508.1d, 508.1h; the last block of grammar.lark):
"Creatures can't attack you [or planeswalkers you control] unless their controller pays {N}
for each ...", with an X ("..., where X is ...", 107.3c), some creatures only ("Nonblack
creatures can't attack you unless ..."), planeswalkers only, or the enchanted creature
("Enchanted creature can't attack unless its controller pays {3}."). Values in
``ir/attack_costs.py``."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import AttackTax, WhereX
from mtgrules.cards.transform_nouns import Context, Unread

__all__ = ["AttackCostsMixin"]


def _cost(c: list[Any]) -> tuple[str, WhereX | None]:
    """The mana (generic, or {X} with the "where X is" that defines it: 107.3c)."""
    mana = str(c[0]).upper()
    where = c[1] if len(c) > 1 and isinstance(c[1], WhereX) else None
    if mana == "{X}":
        if where is None:
            raise Unread(mana, "a cost to attack with an X the text doesn't define (107.3c)")
        return mana, where
    if where is not None:
        raise Unread(mana, "'where X is' without an X in the cost to attack")
    if not mana[1:-1].isdigit():  # {W/P}: not read yet
        raise Unread(mana, "a cost to attack other than generic mana")
    return mana, None


class AttackCostsMixin:
    ctx: Context

    def tax_where(self, c: list[Any]) -> WhereX:
        return WhereX(self.settle_its(c[-1]))  # type: ignore[attr-defined]

    def s_attack_tax(self, c: list[Any]) -> AttackTax:
        mana, x = _cost(c)
        return AttackTax(mana, amount=x)  # 508.1h (Propaganda; Collective Restraint)

    def s_attack_tax_pw(self, c: list[Any]) -> AttackTax:
        mana, x = _cost(c)
        return AttackTax(mana, planeswalkers=True, amount=x)  # 508.1h (Archon of Absolution)

    def s_attack_tax_some(self, c: list[Any]) -> AttackTax:
        mana, _ = _cost(c[1:])
        return AttackTax(mana, attackers=c[0].filter)  # 508.1h (Elephant Grass)

    def s_attack_tax_only_pw(self, c: list[Any]) -> AttackTax:
        mana, _ = _cost(c)
        return AttackTax(mana, planeswalkers=True, players=False)  # 508.1h (Onakke Oathkeeper)

    def s_attack_tax_enchanted(self, c: list[Any]) -> AttackTax:
        mana, _ = _cost(c)
        return AttackTax(mana, enchanted=True)  # 508.1h (Brainwash)
