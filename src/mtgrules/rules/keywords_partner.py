"""Partner with [name] (702.124j): "You may designate two legendary cards as your commander
rather than one if each has a 'partner with [name]' ability with the other's name" (deck
construction in the Commander variant, which the engine doesn't play: nothing during a game)
and "When this permanent enters, target player may search their library for a card named
[name], reveal it, put it into their hand, then shuffle."

The keyword is ``Keyword("partner with", quality=Quality(NAME, name))`` (the name read
lowercased, cards/transform_keywords.py); :func:`partner_trigger` is its triggered ability
(rules/keywords.triggered_from_keyword); rules/effects_partner.py carries out its effect: the target
player chooses whether to search (608.2d), finds at most one card with that name (a card
with a stated quality may not be found, 701.23b), reveals it (701.20a), puts it into their
hand and shuffles (701.24a)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from ..cards import ir

PARTNER_WITH = "partner with"
RULE = "702.124j"


@dataclass(frozen=True, slots=True)
class PartnerSearch:
    """The triggered ability's effect: the target player may search for a card ``name``d."""

    name: str  # lowercased, as read (201.2)


def partner_name(kw: ir.Keyword) -> str | None:
    q = kw.quality
    return q.value if q is not None and q.kind is ir.QualityKind.NAME else None


def partner_trigger(kw: ir.Keyword) -> ir.TriggeredAbility | None:
    """702.124j: "When this permanent enters, target player may search their library for a
    card named [name], reveal it, put it into their hand, then shuffle." """
    name = partner_name(kw)
    if name is None:
        return None
    return ir.TriggeredAbility(
        ir.Trigger(ir.TriggerEvent.ENTERS, ir.SelfRef()),
        cast("tuple[ir.Effect, ...]", (PartnerSearch(name),)),
        (ir.TargetSpec("player"),),
    )
