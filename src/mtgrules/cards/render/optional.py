"""Rendering optional costs paid while an effect resolves (118.12): ``MayPay`` back to
"you may pay {2}" / "you may pay 2 life"."""

from __future__ import annotations

from mtgrules.cards.ir import MayPay


def may_pay_text(e: MayPay) -> str:
    cost = e.mana if e.mana else f"{e.life} life"
    return f"you may pay {cost}"
