"""Writing back the control changes of the tenth session's "other" family (ir/control.py,
``GainControl.who``): "target opponent gains control of ..." (613.1b) and "exchange control
of ..." (701.12b)."""

from __future__ import annotations

from collections.abc import Callable

from mtgrules.cards.ir import ExchangeControl, GainControl
from mtgrules.cards.render.phrases import verb


def gain_control_predicate(e: GainControl, plural: bool, ref_text: Callable[..., str]) -> str:
    """613.1b: "gains control of WHAT" after its subject (``e.who``)."""
    return f"{verb('gain', plural)} control of {ref_text(e.what)}"


def exchange_text(e: ExchangeControl, ref_text: Callable[..., str]) -> str:
    """701.12b: "exchange control of two target creatures" / "of X and Y"."""
    if e.other is None:
        return f"exchange control of {ref_text(e.what)}"
    return f"exchange control of {ref_text(e.what)} and {ref_text(e.other)}"
