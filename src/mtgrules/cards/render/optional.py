"""Rendering optional costs paid while an effect resolves (118.12): ``MayPay`` back to
"you may pay {2}" / "you may pay 2 life"; and an optional instruction (``MayDo``, 608.2d)
back to "you may EFFECT"."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtgrules.cards.ir import MayDo, MayPay


def may_pay_text(e: MayPay) -> str:
    cost = e.mana if e.mana else f"{e.life} life"
    return f"you may pay {cost}"


def may_do_text(e: MayDo, sentence: Callable[[list[Any], list[str]], str]) -> str:
    """``sentence`` writes the optional instruction itself ("you draw a card" or "draw a
    card"); "you may" goes before its verb."""
    text = sentence(list(e.effects), [" and "] * (len(e.effects) - 1))
    return "you may " + (text[4:] if text.startswith("you ") else text)
