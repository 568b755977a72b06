"""Writing back the tenth session's "other" family: control changes (ir/control.py,
``GainControl.who``): "target opponent gains control of ..." (613.1b) and "exchange control
of ..." (701.12b); "loses half their life, rounded up" (107.1a); "When you do, ..." (603.12)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtgrules.cards.ir import (
    Arith,
    CopySpell,
    ExchangeControl,
    GainControl,
    LifeTotalOf,
    LoseLife,
    TriggerObjectRef,
    WhenYouDo,
    YouRef,
)
from mtgrules.cards.render.phrases import verb
from mtgrules.cards.render.refs import RenderState


def gain_control_predicate(e: GainControl, plural: bool, ref_text: Callable[..., str]) -> str:
    """613.1b: "gains control of WHAT" after its subject (``e.who``)."""
    return f"{verb('gain', plural)} control of {ref_text(e.what)}"


def exchange_text(e: ExchangeControl, ref_text: Callable[..., str]) -> str:
    """701.12b: "exchange control of two target creatures" / "of X and Y"."""
    if e.other is None:
        return f"exchange control of {ref_text(e.what)}"
    return f"exchange control of {ref_text(e.what)} and {ref_text(e.other)}"


def is_half_life(e: LoseLife) -> bool:
    """107.1a: "loses half their life, rounded up" (transform_other10.p_lose_half_life)."""
    a = e.amount
    return isinstance(a, Arith) and a.op.startswith("half ") and isinstance(a.left, LifeTotalOf)


def half_life_text(e: LoseLife, plural: bool) -> str:
    assert isinstance(e.amount, Arith)
    whose = "your" if isinstance(e.who, YouRef) else "their"
    rounding = e.amount.op.split()[1]
    return f"{verb('lose', plural)} half {whose} life, rounded {rounding}"


def when_you_do_text(r: Any, e: WhenYouDo) -> str:
    """603.12: "when you do, EFFECTS" (capitalized by the sentence), written with the
    reflexive ability's own targets (its TargetRefs index ``e.targets``)."""
    saved = r.st
    r.st = RenderState(saved.card_name, saved.self_word, e.targets, set(), saved.variants)
    try:
        inner: str = r.chain(e.effects, e.joins, first_cap=False)
    finally:
        r.st = saved
    return "when you do, " + inner[:-1]


def copy_spell_text(e: CopySpell, ref_text: Callable[..., str], it: bool = False) -> str:
    """707.10c: the two sentences as one instruction ("copy it" / "copy that spell": the
    trigger's spell)."""
    what = ("it" if it else "that spell") if e.what == TriggerObjectRef() else ref_text(e.what)
    return f"copy {what}. You may choose new targets for the copy"


def control_imperative(r: Any, e: ExchangeControl | WhenYouDo) -> str:
    """701.12b: an exchange of control; 603.12: "When you do, ..." (s10 h-other)."""
    if isinstance(e, ExchangeControl):
        return exchange_text(e, r.ref_text)
    return when_you_do_text(r, e)
