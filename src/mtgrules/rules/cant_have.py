"""s11 h-ctl, 613.1f: "Creatures your opponents control lose trample and can't have or gain
trample." (ir.CantHaveAbilities): once every other layer-6 effect has been applied, in
whatever timestamp order, the permanents the phrase names lose those abilities again: an
effect that says an object can't have an ability wins over one that would grant it, before
or after it (the Archetypes' rulings; 613.1f)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..cards.ir import AttachedRef, CantHaveAbilities, EachRef, SelfRef, StaticAbility

if TYPE_CHECKING:
    from ..state import GameState
    from .layers import Characteristics


def apply(
    game: GameState,
    result: dict[int, Characteristics],
    matches: Callable[..., bool],
    loses: Callable[[Any, tuple[Any, ...]], bool],
    finish: Callable[[Characteristics], None],
) -> None:
    """Strip the abilities no permanent named by a CantHaveAbilities may have (613.1f)."""
    found: list[tuple[int, int, CantHaveAbilities]] = []
    for oid, ch in result.items():
        for a in ch.abilities:
            if isinstance(a, StaticAbility) and isinstance(a.effect, CantHaveAbilities):
                found.append((oid, ch.controller, a.effect))
    for src_id, controller, eff in found:
        src = game.objects[src_id]
        what = eff.what
        if isinstance(what, SelfRef):
            targets = [src_id]
        elif isinstance(what, AttachedRef):  # "enchanted creature can't have ..." (303.4)
            host = src.attached_to
            targets = [host] if host is not None and host in result else []
        elif isinstance(what, EachRef) and what.filter is not None:
            f = what.filter
            targets = [
                oid
                for oid, ch in result.items()
                if matches(game, ch, game.objects[oid], f, src, controller)
            ]
        else:
            continue  # rules/support.py refuses any other reference
        for oid in targets:
            ch = result[oid]
            kept = tuple(a for a in ch.abilities if not loses(a, eff.abilities))
            if len(kept) != len(ch.abilities):
                ch.abilities = kept
                finish(ch)
