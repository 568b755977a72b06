"""Transformer rules for the combat family of issue 12 (h-combat block of grammar.lark):
fight (701.14a). Values in ``ir/combat.py``; written back by ``render/combat.py``."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import Fight
from mtgrules.cards.transform_effects import Chain, Pred


class CombatMixin:
    """``p_fight`` ("X fights Y", a predicate of any subject) and ``may_have_fight`` ("you
    may have X fight Y": an optional instruction, 608.2d)."""

    def fight_verb(self, c: list[Any]) -> str:
        return "verb:fight"

    def p_fight(self, c: list[Any]) -> Pred:
        other = next(x for x in c if not (isinstance(x, str) and x.startswith("verb:")))
        return Pred(lambda who: [Fight(who, other)])

    def may_have_fight(self, c: list[Any]) -> Chain:
        who, other = c[0], c[1]
        return Chain([Fight(who, other, have=True)], optional=True)
