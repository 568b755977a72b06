"""Crew (702.122): "Crew N" means "Tap any number of other untapped creatures you control with
total power N or greater: This permanent becomes an artifact creature until end of turn."
The cost is paid like any tap-creatures cost (602.2b, rules/stack.py); the Vehicle then has
its printed power and toughness (301.7a-b, 208.3), applied in layer 4 (613.1d)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from ..cards import ir
from ..zones import Zone
from . import characteristics

if TYPE_CHECKING:
    from .effect_context import EffectContext

CREW_TYPES = frozenset({"artifact", "creature"})


@dataclass(frozen=True, slots=True)
class BecomesCrewed:
    """The effect of a crew ability (an engine effect, not one of the card text's):
    "This permanent becomes an artifact creature until end of turn." (702.122a)."""


def crew_ability(kw: ir.Keyword) -> ir.ActivatedAbility | None:
    """702.122a: the activated ability "Crew N" stands for (115.1e)."""
    if kw.name != "crew" or not kw.amount:
        return None
    effect = cast("ir.Effect", BecomesCrewed())
    return ir.ActivatedAbility(ir.Cost(tap_creatures_total_power=kw.amount), (effect,))


def becomes_crewed(ctx: EffectContext, e: BecomesCrewed) -> None:
    """702.122a, 613.1d: the Vehicle becomes an artifact creature until end of turn."""
    g = ctx.game
    obj = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return  # 608.2h: it left the battlefield; nothing becomes a creature
    characteristics.add_continuous_effect(
        g,
        ctx.controller,
        ctx.name,
        ir.Duration.END_OF_TURN,
        frozenset({obj.id}),
        rule="702.122a",
        add_types=CREW_TYPES,
    )
    g.log_event("crew", f"{obj.name} becomes an artifact creature until end of turn", "702.122a")


def gap(card: ir.CardDefinition) -> list[str]:
    """What of crew the engine can't do for this card (rules/support.py)."""
    gaps = []
    for a in card.abilities:
        if isinstance(a, ir.Keyword) and a.name == "crew" and not a.amount:
            gaps.append("crew 0")
    return gaps
