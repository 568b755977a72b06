"""Encore's tokens (702.141a; the ability's shape is in rules/keywords_encore.py)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, cast

from ..cards import ir
from . import characteristics, delayed, effect_context, zone_moves
from .keywords_encore import RULE, EncoreCopies
from .s11_requirements import AttackPlayer


def encore_copies(ctx: effect_context.EffectContext, e: EncoreCopies) -> None:
    """702.141a: for each opponent, a token that's a copy of this card (707.2: the card's
    copiable values, as it was exiled to pay the cost, 602.2b), which attacks that opponent
    this turn if able and gains haste; a delayed triggered ability sacrifices them at the
    beginning of the next end step (603.7a). Each token's requirement names its opponent
    (508.1d: attacking another player doesn't obey it), until end of turn (611.2)."""
    g = ctx.game
    oid = ctx.source_id
    while oid is not None and oid not in g.objects and oid in g.renamed:
        oid = g.renamed[oid]
    card = g.objects.get(oid) if oid is not None else None
    if card is None:
        g.log_event("effect", f"{ctx.name}: no card to copy", RULE)
        return
    opponents = [p.index for p in g.players if p.index != ctx.controller and not p.lost]
    values = replace(card.values, is_token=True)
    spec = ir.CreateToken(1, 0, 0, frozenset(), (), ())  # create_tokens' spec for a copy
    made: list[int] = []
    for p in opponents:
        g.log_event(
            "copy",
            f"{ctx.name} (encore) creates a token that's a copy of {card.name} that attacks "
            f"{g.players[p].name} this turn if able",
            RULE,
        )
        tokens = zone_moves.create_tokens(g, ctx.controller, spec, ctx.name, copy=values)
        if not tokens:
            continue
        characteristics.add_continuous_effect(
            g,
            ctx.controller,
            ctx.name,
            ir.Duration.END_OF_TURN,
            frozenset(t.id for t in tokens),
            abilities=(cast(Any, AttackPlayer(p, False, ctx.name)), ir.Keyword("haste")),
            rule=RULE,
        )
        made += [t.id for t in tokens]
    ctx.created = made
    if not made:
        return
    g.log_event("effect", f"{ctx.name}: the tokens gain haste and attack this turn if able", RULE)
    delayed.create_at_next_end_step(ctx, ir.AtNextEndStep("sacrifice", ir.CreatedRef()))
