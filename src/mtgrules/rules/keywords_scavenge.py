"""Scavenge (702.97a): "Scavenge [cost]" means "[Cost], Exile this card from your graveyard:
Put a number of +1/+1 counters equal to the power of the card you exiled on target creature.
Activate only as a sorcery." An activated ability that functions only while the card is in
a graveyard (113.6m: rules/graveyard_abilities.py lists it there)."""

from __future__ import annotations

from dataclasses import replace

from ..cards import ir
from . import keyword_costs

SCAVENGE = "scavenge"


def ability(kw: ir.Keyword) -> ir.ActivatedAbility | None:
    """The activated ability "Scavenge [cost]" stands for (702.97a); the power is the card's
    as it last existed in the graveyard (608.2h: the ability's source was exiled as a cost)."""
    if kw.name != SCAVENGE or kw.cost is None:
        return None
    return ir.ActivatedAbility(
        replace(kw.cost, exile_self_from_graveyard=True),
        (ir.AddCounters(ir.TargetRef(0), "+1/+1", ir.PowerOf(ir.SelfRef())),),
        (ir.TargetSpec("object", ir.Filter(types=frozenset({"creature"}))),),
        sorcery_speed=True,
    )


def gap(card: ir.CardDefinition) -> list[str]:
    """What of scavenge the engine can't do for this card (rules/support.py)."""
    return keyword_costs.cost_gaps(card.abilities, (SCAVENGE,))
