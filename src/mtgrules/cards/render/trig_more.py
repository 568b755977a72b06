"""Writing back the trigger events of transform_trig_more.py (603.2; s9 trig): "this creature
enters or dies", "At the beginning of each combat", "At the beginning of your draw step", "At
end of combat", "an opponent draws a card", "When you cycle this card", "When you cast this
spell". The creature an Aura or Equipment is attached to attacking or blocking is written by
render/abilities.py (its subject is an AttachedRef)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtgrules.cards.ir import (
    AttachedRef,
    EachRef,
    Filter,
    SelfRef,
    Trigger,
    TriggerEvent,
    YouRef,
)
from mtgrules.cards.render.phrases import article, cards_text, number_text
from mtgrules.cards.render.trig_events import _who as who_text

_NTH = {2: "second", 3: "third"}
_OR_EVENTS = {
    TriggerEvent.DIES: "dies",
    TriggerEvent.LEAVES_BATTLEFIELD: "leaves the battlefield",
    TriggerEvent.PUT_INTO_GRAVEYARD_FROM_BATTLEFIELD: (
        "is put into a graveyard from the battlefield"
    ),
    TriggerEvent.TURNED_FACE_UP: "is turned face up",
}
_WHOSE = {
    "you": "your",
    "any": "each",
    "opponent": "each opponent's",
    "enchanted player": "enchanted player's",
}
_PLAYER = {"opponent": "an opponent", "any": "a player"}
_OR_PERMANENT = ("player or planeswalker", "player or battle")
_TO_CREATURE = {
    TriggerEvent.DEALS_DAMAGE_TO_CREATURE: "",
    TriggerEvent.DEALS_COMBAT_DAMAGE_TO_CREATURE: "combat ",
}


def trig_more_head(r: Any, trig: Trigger, when: str) -> str | None:
    """The trigger condition of ``trig`` if it is one of this family's, else None. ``r`` is
    the Renderer (its ref_text and layout variants)."""
    event = trig.event
    second = next(iter(r.variant("second_when:")), "when")  # "and when" / "and whenever"
    again = next(iter(r.variant("second_self:")), "this creature")  # "this creature dies"
    if trig.or_event is TriggerEvent.CYCLE and event is TriggerEvent.DIES:  # 702.29c
        me = r.ref_text(SelfRef(), "object")
        return f"{when} you cycle {me} and {second} {again} dies"
    if trig.this_spell and event in (TriggerEvent.ATTACKS, TriggerEvent.DIES):  # 601.2i
        verb = "attacks" if event is TriggerEvent.ATTACKS else "dies"
        return f"{when} you cast {r.ref_text(SelfRef(), 'object')} and {second} {again} {verb}"
    if trig.or_event is not None and trig.or_event in _OR_EVENTS:  # 603.2: either event
        me = r.ref_text(SelfRef(), "subject")
        return f"{when} {me} enters or {_OR_EVENTS[trig.or_event]}"
    if event is TriggerEvent.SCRY and trig.or_event is TriggerEvent.SURVEIL:  # 701.22d
        return f"{when} you scry or surveil"
    if event in (TriggerEvent.SCRY, TriggerEvent.SURVEIL):  # 701.22d, 701.25d
        return f"{when} you {event.value}"
    if event is TriggerEvent.RING_TEMPTS:  # 701.54d
        return f"{when} the Ring tempts you"
    if event is TriggerEvent.COMPLETE_DUNGEON:  # 309.7
        return f"{when} you complete a dungeon"
    if event is TriggerEvent.TAKES_INITIATIVE:  # 725.2 (the initiative's own, not printed)
        return f"{when} a player takes the initiative"
    if (
        event is TriggerEvent.DIES
        and isinstance(trig.subject, EachRef)
        and trig.subject.filter is not None
        and trig.subject.filter.damaged_by is not None
    ):  # 120.3: "a creature dealt damage by this creature this turn dies"
        by = trig.subject.filter.damaged_by
        who = who_text(
            r, replace(trig, subject=EachRef(replace(trig.subject.filter, damaged_by=None)))
        )
        src = r.ref_text(SelfRef(), "subject") if by == "self" else f"{by} creature"
        return f"{when} {who} dealt damage by {src} this turn dies"
    if event is TriggerEvent.GAIN_LIFE and trig.first_each_turn:  # 119.9
        return f"{when} you gain life for the first time each turn"
    if event is TriggerEvent.CRIME:  # 700.13
        if isinstance(trig.subject, YouRef):
            return f"{when} you commit a crime"
        return f"{when} an opponent commits a crime"
    if event is TriggerEvent.DEALT_DAMAGE_YOU:  # 120.3
        return f"{when} you're dealt damage"
    if event is TriggerEvent.DEALS_DAMAGE_TO_YOU:
        if r.has("source_damages_you"):
            return f"{when} a source an opponent controls deals damage to you"
        return f"{when} {who_text(r, trig)} deals damage to you"
    if event is TriggerEvent.ENTERS and r.has("enters_the_battlefield") and trig.or_event is None:
        return f"{when} {who_text(r, trig)} enters the battlefield"  # 603.6a: older wording
    if event is TriggerEvent.CAST_SPELL and r.has("first_kind") and trig.filter is not None:
        kind = r.filter_text(trig.filter)  # 601.2i: "your first noncreature spell each turn"
        if isinstance(trig.subject, YouRef):
            return f"{when} you cast your first {kind} each turn"
        return f"{when} {_PLAYER[trig.whose]} casts their first {kind} each turn"
    if event is TriggerEvent.DAMAGED_BY_SOURCE:  # 120.3
        return f"{when} a source deals damage to {r.ref_text(SelfRef(), 'object')}"
    if event is TriggerEvent.EXERT:  # 701.43a
        return f"{when} you exert a creature"
    if event is TriggerEvent.EXPLORES:  # 701.44a
        return f"{when} {who_text(r, trig)} explores"
    if event is TriggerEvent.DISCARD and trig.cycle and r.has("discard_another"):  # 702.29d
        return f"{when} you cycle or discard another card"
    if event is TriggerEvent.END_STEP and trig.whose == "enchanted controller":  # 513.1
        kind = next(iter(r.variant("upkeep_of:")), "creature's")
        return f"At the beginning of the end step of enchanted {kind} controller"
    if (
        event is TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER
        and trig.or_self
        and isinstance(trig.subject, AttachedRef)
    ):  # 510.2, 301.5
        me = r.ref_text(SelfRef(), "subject")
        return f"{when} {me} or equipped creature deals combat damage to a player"
    if event is TriggerEvent.CAST_SPELL and trig.other_filter is not None:  # 601.2c
        spell = article(r.filter_text(trig.filter or Filter(zone="stack")))
        return f"{when} you cast {spell} that targets {article(r.filter_text(trig.other_filter))}"
    if trig.opponents_turn:  # 601.2i, 102.2
        if trig.nth == 1:
            return f"{when} you cast your first spell during each opponent's turn"
        return f"{when} you cast a spell during an opponent's turn"
    if trig.this_spell:  # 601.2i
        return f"{when} you cast {r.ref_text(SelfRef(), 'object')}"
    if event is TriggerEvent.BEGIN_COMBAT and trig.whose == "any":  # 507.1
        return "At the beginning of each combat"
    if event is TriggerEvent.BEGIN_COMBAT and trig.whose == "opponent":
        return "At the beginning of combat on each opponent's turn"
    if event is TriggerEvent.DRAW_STEP:  # 504.1
        whose = _WHOSE[trig.whose]
        if trig.whose == "any" and r.has("whose:each player's"):
            whose = "each player's"
        return f"At the beginning of {whose} draw step"
    if event is TriggerEvent.END_OF_COMBAT:  # 511.2
        return "At end of combat"
    if event in (TriggerEvent.DRAW, TriggerEvent.DISCARD) and not isinstance(
        trig.subject, YouRef
    ):  # 121.1, 701.9a: another player's
        who = _PLAYER[trig.whose]
        if event is TriggerEvent.DISCARD:
            return f"{when} {who} discards a card"
        if trig.nth:
            return f"{when} {who} draws their {_NTH[trig.nth]} card each turn"
        return f"{when} {who} draws a card"
    if event is TriggerEvent.PUT_INTO_GRAVEYARD_FROM_BATTLEFIELD and trig.graveyard:  # 404.2
        whose = "your" if trig.graveyard == "you" else "an opponent's"
        return f"{when} {who_text(r, trig)} is put into {whose} graveyard from the battlefield"
    if event is TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER and trig.whose in _OR_PERMANENT:
        return f"{when} {who_text(r, trig)} deals combat damage to a {trig.whose}"  # 510.2
    if event in _TO_CREATURE:  # 120.3, 510.2
        return f"{when} {who_text(r, trig)} deals {_TO_CREATURE[event]}damage to a creature"
    if event is TriggerEvent.DISCARDED_BY_OPPONENT:  # 701.9a
        card: str = r.ref_text(SelfRef(), "object")
        return f"{when} a spell or ability an opponent controls causes you to discard {card}"
    if event is TriggerEvent.CYCLE:  # 702.29c
        if isinstance(trig.subject, SelfRef):
            return f"{when} you cycle {r.ref_text(SelfRef(), 'object')}"
        if trig.whose == "any":
            return f"{when} a player cycles a card"
        other = isinstance(trig.subject, EachRef) and bool(
            trig.subject.filter and trig.subject.filter.other
        )
        return f"{when} you cycle {'another' if other else 'a'} card"
    return None


def draw_cards_text(r: Any, n: Any) -> str:
    """ "a card" / "two cards", or "an additional card" / "two additional cards" where the
    text said so (504.1, 121.1: it is a draw like any other)."""
    if not r.has("additional_cards") or not isinstance(n, int):
        return str(cards_text(n))
    return "an additional card" if n == 1 else f"{number_text(n)} additional cards"
