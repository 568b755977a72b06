"""Sacrifice as a cost (701.21a): "As an additional cost to cast this spell, sacrifice a
creature" (601.2f) and "Sacrifice an artifact: ..." (602.2b): whether the permanents chosen
can pay it, and why not."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from ..errors import IllegalActionError
from ..zones import Zone
from . import characteristics
from .filter_match import mismatch
from .life import can_pay_life

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState


def additional_sacrifice(
    game: GameState, obj: GameObject, chosen: tuple[int, ...], player: int, x: int = 0
) -> list[int]:
    """601.2f: "As an additional cost to cast this spell, sacrifice a creature"."""

    needed = [a.cost for a in obj.card.abilities if isinstance(a, ir.AdditionalCost)]
    if not needed:
        if chosen:
            raise IllegalActionError(f"{obj.name} has no sacrifice cost", "601.2f")
        return []
    c = needed[0]
    life = x if c.pay_life_x else c.pay_life
    if life:  # "pay N life" / "pay X life" as an additional cost (119.4, 119.8)
        why = can_pay_life(game, player, life)
        if why:
            raise IllegalActionError(f"{obj.name}'s additional cost can't be paid: {why}")
    if c.sacrifice is None:
        return []
    if len(chosen) != c.sacrifice_count:
        raise IllegalActionError(
            f"choose {c.sacrifice_count} permanent(s) to sacrifice as the "
            f"additional cost of {obj.name}",
            "601.2f",
        )
    for s in chosen:
        why = sacrifice_problem(game, s, player, c.sacrifice, obj)
        if why:
            raise IllegalActionError(f"that can't be sacrificed for this cost: {why}", "601.2f")
    return list(chosen)


def sacrifice_problem(
    game: GameState, oid: int, player: int, flt: ir.Filter, source: GameObject
) -> str:
    """701.21a, 601.2f, 602.2b: why permanent ``oid`` can't be sacrificed by ``player`` to pay
    a "sacrifice a FILTER" cost of ``source``; "" when it can."""
    o = game.objects.get(oid)
    name = game.object_name(oid)
    if o is None or o.zone is not Zone.BATTLEFIELD or o.phased_out:
        return f"{name} isn't a permanent on the battlefield (701.21a)"
    ch = characteristics.chars(game, oid)
    if ch.controller != player:
        return f"{game.players[player].name} doesn't control {name} (701.21a)"
    why = mismatch(game, ch, o, flt, source, player)
    return f"{name}: {why}" if why else ""
