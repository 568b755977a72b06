"""Reconfigure (702.151a): "[Cost]: Attach this permanent to another target creature you
control. Activate only as a sorcery" and "[Cost]: Unattach this permanent. Activate only if
this permanent is attached to a creature and only as a sorcery." (:func:`abilities`, written
out by rules/abilities.py). 702.151b: attached to a creature, the Equipment stops being a
creature until it becomes unattached (:func:`attached_values`, read by rules/layers.py where
the permanent's values are read: an exception to 301.5c that the attaching checks allow)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..cards import ir
from ..cards.words import CREATURE_TYPES
from ..zones import Zone

if TYPE_CHECKING:
    from . import effect_context

RECONFIGURE = "reconfigure"
RULE = "702.151a"
_CREATURE_TYPES = frozenset(CREATURE_TYPES)
_CACHE: dict[int, tuple[ir.CardDefinition, ir.CardDefinition]] = {}


@dataclass(frozen=True, slots=True)
class Unattach:
    """702.151a: "Unattach this permanent." (701.3d: it stays on the battlefield)."""


def abilities(kw: ir.Keyword) -> list[ir.ActivatedAbility]:
    """702.151a: the two activated abilities reconfigure stands for."""
    assert kw.cost is not None
    other_creature = ir.Filter(types=frozenset({"creature"}), controller="you", other=True)
    attach = ir.ActivatedAbility(
        kw.cost,
        (ir.AttachSelf(ir.TargetRef(0)),),
        (ir.TargetSpec("object", other_creature),),
        sorcery_speed=True,
    )
    unattach = ir.ActivatedAbility(
        kw.cost,
        (Unattach(),),  # type: ignore[arg-type]
        sorcery_speed=True,
        condition=ir.ObjectIs("attached"),  # "Activate only if ... attached to a creature"
    )
    return [attach, unattach]


def has_reconfigure(card: ir.CardDefinition) -> bool:
    return any(isinstance(a, ir.Keyword) and a.name == RECONFIGURE for a in card.abilities)


def attached_values(card: ir.CardDefinition) -> ir.CardDefinition:
    """702.151b: an attached Equipment with reconfigure is not a creature (nor has creature
    types, 205.3d); any other card's values are its own. Kept per card (the same object)."""
    known = _CACHE.get(id(card))
    if known is not None and known[0] is card:
        return known[1]
    out = card
    if has_reconfigure(card) and "creature" in card.types:
        out = replace(
            card,
            types=tuple(t for t in card.types if t != "creature"),
            subtypes=tuple(s for s in card.subtypes if s not in _CREATURE_TYPES),
            power=None,
            toughness=None,
        )
    if len(_CACHE) > 10_000:
        _CACHE.clear()
    _CACHE[id(card)] = (card, out)
    return out


def gap(card: ir.CardDefinition) -> list[str]:
    n = sum(1 for a in card.abilities if isinstance(a, ir.Keyword) and a.name == RECONFIGURE)
    if n and not any(
        isinstance(a, ir.Keyword) and a.name == RECONFIGURE and a.cost is not None
        for a in card.abilities
    ):
        return ["reconfigure without its cost"]
    return []


def unattach(ctx: effect_context.EffectContext, e: Unattach) -> None:
    """702.151a, 701.3d: the source becomes unattached; 702.151b: a creature again."""
    g = ctx.game
    src = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
    if src is None or src.zone is not Zone.BATTLEFIELD or src.attached_to is None:
        return
    host = g.object_name(src.attached_to)
    src.attached_to = None
    src.timestamp = g.new_timestamp()  # 613.7e
    g.dirty()
    g.log_event("attach", f"{src.name} becomes unattached from {host} (reconfigure)", "702.151a")
