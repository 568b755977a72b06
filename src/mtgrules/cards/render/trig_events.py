"""Writing back the non-combat trigger events of transform_trig_events.py (603.2): "Whenever
a player casts a white spell", "you cast your second spell each turn", "you draw a card",
"you cycle or discard a card", "you sacrifice another permanent", "enchanted land becomes
tapped", "this creature is dealt damage"."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtgrules.cards.ir import EachRef, Filter, SelfRef, Trigger, TriggerEvent, YouRef
from mtgrules.cards.render.mana_triggers import tapped_for_mana_head
from mtgrules.cards.render.phrases import article

_NTH = {2: "second", 3: "third"}


def _either(r: Any, trig: Trigger) -> str | None:
    """ "a Spirit or Arcane spell", in the order the text gave (205.3)."""
    flt = trig.filter
    found = r.variant("either_first:")
    first = found[0] if found else None
    if first is None or flt is None or len(flt.subtypes) != 2:
        return None
    (second,) = flt.subtypes - {first}
    return f"a {first} or {second} spell"


def trig_event_head(r: Any, trig: Trigger, when: str) -> str | None:
    """The trigger condition of ``trig`` if it is one of this family's, else None. ``r`` is
    the Renderer (its filter_text, ref_text and layout variants)."""
    event = trig.event
    if event is TriggerEvent.TAPPED_FOR_MANA:  # 106.12a: render/mana_triggers.py
        return tapped_for_mana_head(r, trig, when)
    nth = _NTH.get(trig.nth, "")
    if trig.targets_self:  # heroic (115.1): "you cast a spell that targets this creature"
        return f"{when} you cast a spell that targets {r.ref_text(SelfRef(), 'object')}"
    if event is TriggerEvent.CAST_SPELL:
        if isinstance(trig.subject, YouRef):
            caster = "you cast"
        elif trig.whose == "opponent":
            caster = "an opponent casts"
        else:
            caster = "a player casts"
        if caster != "a player casts" and not trig.nth and _either(r, trig) is None:
            return None  # "you cast" / "an opponent casts" FILTER: render/abilities.py
        if trig.nth:
            whose = "your" if caster == "you cast" else "their"
            return f"{when} {caster} {whose} {nth} spell each turn"
        spell = _either(r, trig) or article(r.filter_text(trig.filter or Filter(zone="stack")))
        return f"{when} {caster} {spell}"
    if event is TriggerEvent.DRAW:
        return f"{when} you draw your {nth} card each turn" if nth else f"{when} you draw a card"
    if event is TriggerEvent.DISCARD:
        return f"{when} you {'cycle or discard' if trig.cycle else 'discard'} a card"
    if event not in _OBJECT_EVENTS:
        return None
    who = _who(r, trig)
    if event is TriggerEvent.SACRIFICE:
        return f"{when} you sacrifice {who}"
    if event is TriggerEvent.BECOMES_TARGET:  # 115.1, 603.2
        by = {"you": " you control", "opponent": " an opponent controls"}.get(trig.whose, "")
        first = " for the first time each turn" if trig.first_each_turn else ""
        return f"{when} {who} becomes the target of {article(trig.target_of)}{by}{first}"
    verb = {
        TriggerEvent.BECOMES_TAPPED: "becomes tapped",
        TriggerEvent.BECOMES_UNTAPPED: "becomes untapped",
    }.get(event, "is dealt damage")
    return f"{when} {who} {verb}"


_OBJECT_EVENTS = (
    TriggerEvent.SACRIFICE,
    TriggerEvent.BECOMES_TAPPED,
    TriggerEvent.BECOMES_UNTAPPED,
    TriggerEvent.DEALT_DAMAGE,
    TriggerEvent.BECOMES_TARGET,
)


def _who(r: Any, trig: Trigger) -> str:
    """The object a trigger event names: "another permanent", "a creature you control",
    "enchanted land", "this creature"."""
    subject = trig.subject
    if isinstance(subject, EachRef) and subject.filter is not None:
        f = subject.filter
        if f.other:
            return "another " + str(r.filter_text(replace(f, other=False)))
        return str(article(r.filter_text(f)))
    return str(r.ref_text(subject, "subject"))
