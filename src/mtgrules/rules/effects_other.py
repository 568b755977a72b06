"""Executors of the ninth session's "other" family (s9 h-other): "Target player shuffles
their graveyard into their library." (701.24a)."""

from __future__ import annotations

from ..cards import ir
from ..zones import Zone
from . import characteristics, effect_context, zone_moves


def shuffle_graveyard(ctx: effect_context.EffectContext, e: ir.ShuffleGraveyard) -> None:
    """701.24a: each card of the player's graveyard goes into its owner's library (400.3:
    the graveyard's cards are that player's), then the library is shuffled (701.24d: even an
    empty graveyard shuffles it)."""
    g = ctx.game
    _, players = effect_context.objects_and_players(ctx, e.who)
    for p in g.apnap(players):
        for oid in list(g.players[p].graveyard):
            o = g.objects[oid]
            text = f"{o.name} is shuffled into its owner's library ({ctx.name})"
            zone_moves.move(g, o, Zone.LIBRARY, text, "701.24a")
        zone_moves.shuffle(g, p)


def switch_pt(ctx: effect_context.EffectContext, e: ir.SwitchPT) -> None:
    """613.4d: a continuous effect switching power and toughness, on the objects named now
    (611.2c), applied after all other changes to power and toughness (rules/layers.py)."""
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    ids = frozenset(o.id for o in objs if o.zone is Zone.BATTLEFIELD and not o.phased_out)
    if ids:
        characteristics.add_continuous_effect(
            ctx.game, ctx.controller, ctx.name, e.duration, ids, rule="613.4d", switch_pt=True
        )
