"""Transformer rules for optional costs paid while an effect resolves (118.12): the
``may_pay`` block of grammar.lark ("you may pay {2}", "you may pay 2 life")."""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.ir import MayPay
from mtgrules.cards.transform_effects import Chain
from mtgrules.cards.transform_nouns import Unread


class OptionalMixin:
    """``may_pay`` and its costs; the clause is a one-effect chain, not an optional one: the
    choice is made when the cost is offered (118.12), and "If you do" reads whether it was
    paid (608.2c)."""

    def may_pay(self, c: list[Any]) -> Chain:
        return Chain([c[0]])

    def pay_mana(self, c: list[Any]) -> MayPay:
        mana = "".join(str(t).upper() for t in c if isinstance(t, Token))
        if "X" in mana:  # 107.3: who chooses X, and what it counts, isn't read yet
            raise Unread("may pay {X}", "an optional cost with X")
        return MayPay(mana=mana)

    def pay_life(self, c: list[Any]) -> MayPay:
        return MayPay(life=int(c[0]))
