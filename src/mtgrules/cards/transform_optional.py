"""Transformer rules for optional costs paid while an effect resolves (118.12): the
``may_pay`` block of grammar.lark ("you may pay {2}", "you may pay 2 life"), and "you may"
as one instruction among others (``MayDo``, 608.2d)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from lark import Token

from mtgrules.cards.ir import IfYouDo, MayDo, MayPay
from mtgrules.cards.transform_nouns import Unread


class OptionalMixin:
    """``may_pay`` and its costs; the clause is one effect, not an optional chain: the choice
    is made when the cost is offered (118.12), and "If you do" reads whether it was paid
    (608.2c)."""

    def may_pay(self, c: list[Any]) -> MayPay:
        pay: MayPay = c[0]
        return pay

    def pay_mana(self, c: list[Any]) -> MayPay:
        mana = "".join(str(t).upper() for t in c if isinstance(t, Token))
        # "you may pay {X}": X chosen as it is paid (107.3f; rules/effects_optional_x.py)
        return MayPay(mana=mana)

    def pay_life(self, c: list[Any]) -> MayPay:
        return MayPay(life=int(c[0]))


def may_do(effects: Sequence[Any], where: str) -> MayDo:
    """The one instruction a "you may" clause made, as an optional instruction (608.2d);
    anything more (a chain "you may X, then Y") isn't read: which part is optional would be
    a guess."""
    if len(effects) != 1:
        raise Unread("you may", f"'you may' {where}")
    return MayDo(tuple(effects))


def may_do_first(effects: Sequence[Any], where: str) -> list[Any]:
    """A spell's or activated ability's text that starts with "you may X": X becomes an
    optional instruction; the "If you do" sentences after it stay as they are (608.2c)."""
    if not effects or not all(isinstance(e, IfYouDo) for e in effects[1:]):
        raise Unread("you may", f"'you may' {where}")
    return [may_do(effects[:1], where), *effects[1:]]
