"""Writing back the "tapped for mana" family (106.12a, 605.1b; ir/mana_triggers.py and
transform_mana_triggers.py)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtgrules.cards.ir import EachRef, Trigger, TriggerEvent, TriggerPlayerRef
from mtgrules.cards.ir.mana_triggers import AddManaExtra
from mtgrules.cards.render.phrases import article

__all__ = ["mana_extra_text", "tapped_for_mana_head"]

_WHAT = {
    "any color": "one mana of any color",
    "combination": "two mana in any combination of colors",
    "chosen color": "one mana of the chosen color",
    "produced": "one mana of any type that land produced",
}


def tapped_for_mana_head(r: Any, trig: Trigger, when: str) -> str | None:
    """ "Whenever enchanted land is tapped for mana", "Whenever a Forest is tapped for mana",
    "Whenever you tap a Swamp for mana" (106.12a); None for another event."""
    if trig.event is not TriggerEvent.TAPPED_FOR_MANA:
        return None
    tapper = r.variant("tapper:")
    if tapper and isinstance(trig.subject, EachRef) and trig.subject.filter is not None:
        flt = replace(trig.subject.filter, controller=None)  # the tapper says whose
        return f"{when} {tapper[0]} {article(r.filter_text(flt))} for mana"
    if isinstance(trig.subject, EachRef) and trig.subject.filter is not None:
        return f"{when} {article(r.filter_text(trig.subject.filter))} is tapped for mana"
    return f"{when} {r.ref_text(trig.subject, 'subject')} is tapped for mana"


def mana_extra_text(e: Any) -> str | None:
    """ "its controller adds an additional {G}", "add an additional {B}" (106.12a); None
    for another effect."""
    if not isinstance(e, AddManaExtra):
        return None
    what = e.mana if e.kind == "fixed" else _WHAT[e.kind]
    if e.additional:
        what = "an additional " + what
    if isinstance(e.who, TriggerPlayerRef):
        return f"{'its controller' if e.who.of_object else 'that player'} adds {what}"
    return f"add {what}"
