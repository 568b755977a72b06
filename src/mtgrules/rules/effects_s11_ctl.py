"""s11 h-ctl: "That player returns a creature they control to its owner's hand." / "Each
player returns a permanent they control to its owner's hand." (ir.ReturnChosenBy): each
player named chooses (608.2d: not a target, so shroud and hexproof don't matter) among the
permanents they control matching the phrase, in APNAP order (101.4), and then the chosen
permanents return to their owners' hands at once (400.7)."""

from __future__ import annotations

from ..cards import ir
from ..decisions import ChooseObjects
from ..zones import Zone
from . import characteristics, effect_context, layers, zone_moves


def return_chosen_by(ctx: effect_context.EffectContext, e: ir.ReturnChosenBy) -> None:
    g = ctx.game
    _, players = effect_context.objects_and_players(ctx, e.who)
    src = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
    chosen: list[int] = []
    for p in g.apnap(players):  # 101.4: choices in APNAP order, then all at once
        mine = [
            o.id
            for o in g.battlefield_objects()
            if characteristics.chars(g, o.id).controller == p
            and layers.matches(g, characteristics.chars(g, o.id), o, e.filter, src, p)
        ]
        if not mine:
            continue
        count = min(e.count, len(mine))
        answer = ctx.ask(
            ChooseObjects(
                player=p,
                prompt=f"{g.players[p].name}: choose {count} to return to its owner's hand "
                f"({ctx.name})",
                options=tuple(mine),
                count=count,
            )
        )
        picks = list(answer) if isinstance(answer, list | tuple) else [answer]
        chosen += [int(x) for x in picks if x is not None]
    for oid in chosen:
        o = g.objects[oid]
        if o.zone is Zone.BATTLEFIELD:
            zone_moves.move(
                g, o, Zone.HAND, f"{o.name} returns to its owner's hand ({ctx.name})", "400.7"
            )
    ctx.did = bool(chosen)
