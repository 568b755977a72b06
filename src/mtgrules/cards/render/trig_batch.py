"""Writing back the batched trigger events of transform_trig_batch.py (603.2c; s10 trig):
"Whenever one or more other creatures you control die", "Whenever one or more tokens you
control enter", "Whenever one or more creature cards leave your graveyard"."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtgrules.cards import words
from mtgrules.cards.ir import EachRef, Trigger, TriggerEvent
from mtgrules.cards.render.phrases import article

_VERBS = {TriggerEvent.ENTERS: "enter", TriggerEvent.DIES: "die"}


_GRAVEYARD = {"you": "your", "opponent": "an opponent's", "": "a"}


def _put_into_graveyard(trig: Trigger, when: str) -> str | None:
    """ "a [kind] card is put into an opponent's graveyard from anywhere" (404.2)."""
    if not isinstance(trig.subject, EachRef) or trig.subject.filter is None:
        return None
    flt = trig.subject.filter
    where = f"{_GRAVEYARD[trig.graveyard]} graveyard from " + (
        "your library" if trig.from_library else "anywhere"
    )
    kinds = [*sorted(flt.types), *(words.COLOR_NAMES[c] for c in sorted(flt.colors))]
    kinds += sorted(flt.subtypes)
    kind = " ".join(kinds)
    if trig.group:
        during = " during your turn" if trig.your_turn else ""
        return f"{when} one or more {kind + ' ' if kind else ''}cards are put into {where}{during}"
    card = "another card" if flt.other else article(f"{kind} card" if kind else "card")
    return f"{when} {card} is put into {where}"


def trig_batch_head(r: Any, trig: Trigger, when: str) -> str | None:
    """The trigger condition of ``trig`` if it is one of this family's, else None. ``r`` is
    the Renderer (its filter_text)."""
    if trig.event is TriggerEvent.PUT_INTO_GRAVEYARD:
        return _put_into_graveyard(trig, when)
    if trig.event is TriggerEvent.LOSE_LIFE:  # 119.3
        if trig.whose == "opponent":
            return f"{when} an opponent loses life"
        return f"{when} you lose life" + (" during your turn" if trig.your_turn else "")
    if not trig.group or not isinstance(trig.subject, EachRef) or trig.subject.filter is None:
        return None
    flt = trig.subject.filter
    kind = " ".join([*sorted(flt.types), *("non" + t for t in sorted(flt.non_types))])
    cards = f"one or more {kind + ' ' if kind else ''}cards"
    if trig.event is TriggerEvent.LEAVES_GRAVEYARD:
        return f"{when} {cards} leave your graveyard" + (
            " during your turn" if trig.your_turn else ""
        )
    if trig.event is TriggerEvent.DISCARD:
        if trig.whose == "you":
            return f"{when} you discard {cards}"
        return f"{when} one or more players discard one or more cards"
    verb = _VERBS.get(trig.event)
    if verb is None:
        return None
    other = "other " if flt.other else ""
    return (
        f"{when} one or more {other}{r.filter_text(replace(flt, other=False), plural=True)} {verb}"
    )


def combat_head(text: str) -> str:
    """510.2: the trigger condition "deals damage" / "is dealt damage" of ``text`` (a
    triggered ability's text) written "deals combat damage" / "is dealt combat damage"."""
    head, sep, rest = text.partition(",")
    for verb in (" deals damage", " is dealt damage"):
        if head.endswith(verb) or verb + " to " in head:
            return head.replace(verb, verb.replace("damage", "combat damage"), 1) + sep + rest
    raise ValueError(f"no damage in the trigger condition {head!r}")
