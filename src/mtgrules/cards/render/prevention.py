"""Static prevention written back (615.1a): "Prevent all [combat] damage that would be dealt
to / by / to and dealt by WHAT [by SOURCES]" (ir/prevention.py)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import AttachedRef, EachRef, SelfRef, StaticPrevention, YouRef


def _who(r: Any, ref: Any) -> str:
    if isinstance(ref, SelfRef):
        return str(r.self_text())
    if isinstance(ref, YouRef):
        return "you"
    if isinstance(ref, AttachedRef):
        return f"{ref.kind} creature"
    if isinstance(ref, EachRef) and ref.filter is not None:
        other = "other " if ref.filter.other else ""  # s9 h-other: "to other creatures ..."
        return other + str(r.filter_text(ref.filter, plural=True))
    raise ValueError(f"can't render a prevention subject {ref!r}")


def prevention_text(r: Any, e: StaticPrevention) -> str:
    """The sentence without its final period; ``r`` is the renderer (self_text, filter_text)."""
    head = "prevent all combat damage" if e.combat_only else "prevent all damage"
    if e.noncombat_only:  # s9 h-other
        head = "prevent all noncombat damage"
    head += " that would be dealt "
    if e.to is not None and e.by is not None:
        return head + "to and dealt by " + _who(r, e.to)
    if e.by is not None:
        return head + "by " + _who(r, e.by)
    text = head + "to " + _who(r, e.to)
    if e.sources is not None:
        text += " by " + str(r.filter_text(e.sources, plural=True))
    return text


def prevent_damage_text(r: Any, e: Any) -> str:
    """615.1: "prevent all [combat] damage that would be dealt [to X] this turn", "prevent the
    next N damage that would be dealt to X this turn" (s11 h-dmg: "the next X damage")."""
    from mtgrules.cards.render.phrases import number_amount

    if e.to is None:
        return "prevent all combat damage that would be dealt this turn"
    who = r.ref_text(e.to)
    if e.amount is None:
        return f"prevent all damage that would be dealt to {who} this turn"
    return (
        f"prevent the next {number_amount(e.amount)} damage that would be dealt to {who} this turn"
    )
