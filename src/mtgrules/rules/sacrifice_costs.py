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
from .targeting import describe_filter

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
            f"additional cost of {obj.name} - "
            + choice_problem(game, chosen, c.sacrifice_count, player, c.sacrifice, obj),
            "601.2f",
        )
    for s in chosen:
        why = sacrifice_problem(game, s, player, c.sacrifice, obj)
        if why:
            raise IllegalActionError(f"that can't be sacrificed for this cost: {why}", "601.2f")
    return list(chosen)


def choice_problem(
    game: GameState,
    chosen: tuple[int, ...],
    n: int,
    player: int,
    flt: ir.Filter,
    source: GameObject,
    rule: str = "701.21a",
) -> str:
    """601.2f, 602.2b: why ``chosen`` can't be the ``n`` permanents a "sacrifice (return) N
    FILTER" cost takes: how many it needs, one chosen twice, or why one can't pay it; ""
    when they pay it."""
    if len(chosen) != n:
        noun = describe_filter(flt)
        takes = f"1 {noun}" if n == 1 else f"{n} (each: {noun})"
        able = _able(game, player, flt, source)
        if able < n:  # 118.3: the cost can't be paid at all
            there = f"only {able} can pay it" if able else "there is none"
            return f"it takes {takes}, and {there}"
        return f"it takes {takes}, {len(chosen)} chosen"
    if len(set(chosen)) != n:
        return f"{game.object_name(chosen[0])} chosen twice"
    for s in chosen:
        why = sacrifice_problem(game, s, player, flt, source, rule)
        if why:
            return why
    return ""


def _able(game: GameState, player: int, flt: ir.Filter, source: GameObject) -> int:
    """How many permanents could pay a "sacrifice (return) N FILTER" cost of ``player``."""
    return sum(
        1
        for o in game.battlefield_objects()
        if not sacrifice_problem(game, o.id, player, flt, source, "")
    )


def sacrifice_problem(
    game: GameState,
    oid: int,
    player: int,
    flt: ir.Filter,
    source: GameObject,
    rule: str = "701.21a",
) -> str:
    """701.21a, 601.2f, 602.2b: why permanent ``oid`` can't be sacrificed by ``player`` to pay
    a "sacrifice a FILTER" cost of ``source`` (or returned for a return cost, ``rule``);
    "" when it can."""
    o = game.objects.get(oid)
    name = game.object_name(oid)
    if o is None or o.zone is not Zone.BATTLEFIELD or o.phased_out:
        return f"{name} isn't a permanent on the battlefield" + (f" ({rule})" if rule else "")
    ch = characteristics.chars(game, oid)
    if ch.controller != player:
        return f"{game.players[player].name} doesn't control {name}" + (
            f" ({rule})" if rule else ""
        )
    why = mismatch(game, ch, o, flt, source, player)
    return f"{name}: {why}" if why else ""
