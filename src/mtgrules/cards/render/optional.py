"""Rendering optional costs paid while an effect resolves (118.12): ``MayPay`` back to
"you may pay {2}" / "you may pay 2 life"; and an optional instruction (``MayDo``, 608.2d)
back to "you may EFFECT"."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtgrules.cards.ir import IfYouDo, MayDo, MayPay, UnlessDoes, UnlessPays


def may_pay_text(e: MayPay) -> str:
    cost = e.mana if e.mana else f"{e.life} life"
    if e.energy:  # h-mana, 107.14: "you may pay {E}{E}"
        cost = "{E}" * e.energy
    return f"{e.payer_words} may pay {cost}"


def unless_words(r: Any, e: UnlessPays | UnlessDoes) -> str:
    """118.12a: what follows "unless": "you pay {1}", "they pay 2 life", "that player pays
    {3}"; "you discard a card", "they discard a card", "that player sacrifices it"."""
    if isinstance(e, UnlessDoes):
        if e.who is None:
            return "you " + str(r.imperative(e.action))
        return f"{e.who_words} " + str(r.predicate(e.action, e.who_words == "they", e.who))
    cost = e.mana if e.mana else f"{e.life} life"
    verb = "pay" if e.payer_words in ("you", "they") else "pays"
    return f"{e.payer_words} {verb} {cost}"


def if_did_words(e: IfYouDo) -> str:
    """608.2c, 118.12: "if you do", "if they don't", "if that player doesn't"."""
    third = e.subject not in ("you", "they")
    if e.negated:
        return f"if {e.subject} " + ("doesn't" if third else "don't")
    return f"if {e.subject} " + ("does" if third else "do")


def may_do_text(
    e: MayDo, sentence: Callable[[list[Any], list[str]], str], have: bool = False
) -> str:
    """``sentence`` writes the optional instruction itself ("you draw a card" or "draw a
    card"); "you may" goes before its verb."""
    text = sentence(list(e.effects), [" and "] * (len(e.effects) - 1))
    return may_text(text, have)


def may_text(text: str, have: bool = False) -> str:
    """ "you may" before an instruction; ``have``: "you may have it deal 1 damage to any
    target" (s9 h-other: the source named deals the damage, 120.3, 608.2d)."""
    if have and " deals " not in text:  # s10 h-amount: "you may have it get +X/+X"
        return "you may have " + text.replace(" gets ", " get ", 1)
    if have:
        return "you may have " + text.replace(" deals ", " deal ", 1)
    return "you may " + (text[4:] if text.startswith("you ") else text)
