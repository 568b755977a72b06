"""Persist (702.79a) and undying (702.93a): "When this permanent is put into a graveyard from
the battlefield, if it had no -1/-1 (+1/+1) counters on it, return it to the battlefield under
its owner's control with a -1/-1 (+1/+1) counter on it." The triggered abilities are built by
rules/keywords_triggered.py; this is their effect."""

from __future__ import annotations

from ..zones import Zone
from . import copying, effect_context, effects_zones, zone_moves
from .keywords_triggered import ReturnWithCounter


def return_with_counter(ctx: effect_context.EffectContext, e: ReturnWithCounter) -> None:
    """400.7e: the ability finds the card in the graveyard it went to; if it has left that
    graveyard since, nothing happens. It returns under its owner's control and enters with
    the counter (614.1c: the counter is part of the entering event)."""
    g = ctx.game
    oid = ctx.source_id
    while oid is not None and oid not in g.objects and oid in g.renamed:
        oid = g.renamed[oid]
    card = g.objects.get(oid) if oid is not None else None
    if card is None or card.zone is not Zone.GRAVEYARD:
        g.log_event("effect", f"{ctx.name} isn't in a graveyard: it doesn't return", e.rule)
        return
    host = effects_zones.aura_host(ctx, card)
    if host is False:
        return  # 303.4g: an Aura with nothing to enchant stays in the graveyard
    chosen = effects_zones.as_enters_choice(ctx, card, card.owner)
    new = zone_moves.move(
        g,
        card,
        Zone.BATTLEFIELD,
        f"{card.name} returns to the battlefield with a {e.kind} counter on it ({ctx.name})",
        e.rule,
        controller=card.owner,
        copy_of=copying.copied_values(g, card.card, chosen),  # 707.5
        counters={e.kind: 1},
    )
    effects_zones.record_as_enters(g, new, chosen)
    effects_zones.attach_entering(g, new, host)
