"""What a card's "the sacrificed creature" (ir.SacrificedRef) can refer to (issue 12,
h-memory): only the object sacrificed to pay the cost of the same spell (601.2f, 601.2h) or
activated ability (602.2b), one object; it is seen as it last existed on the battlefield
(608.2h: rules/effect_context.referenced_ids, rules/amounts.py)."""

from __future__ import annotations

from typing import Any

from ..cards import ir

__all__ = ["gap"]


def _mentions(a: Any) -> bool:
    return "SacrificedRef(" in repr(a)


def gap(card: ir.CardDefinition) -> list[str]:
    """The gap of a "the sacrificed creature" that no single sacrifice cost of its own
    spell or ability pays for (for rules/support.py); empty when every one is paid for."""
    abilities = card.abilities
    if not any(_mentions(a) for a in abilities):
        return []
    extra = next((a.cost for a in abilities if isinstance(a, ir.AdditionalCost)), None)
    spell_sacrifices = extra is not None and extra.sacrifice is not None
    spell_sacrifices = spell_sacrifices and extra is not None and extra.sacrifice_count == 1
    for a in abilities:
        if not _mentions(a):
            continue
        if isinstance(a, ir.SpellAbility) and spell_sacrifices:
            continue  # 601.2f, 601.2h
        if (
            isinstance(a, ir.ActivatedAbility)
            and a.cost.sacrifice is not None
            and a.cost.sacrifice_count == 1
        ):
            continue  # 602.2b
        return ["'the sacrificed creature' without a sacrifice cost of its own (601.2h)"]
    return []
