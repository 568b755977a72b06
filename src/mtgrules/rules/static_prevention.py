"""615.1a: static abilities that prevent damage while their source is on the battlefield:
"Prevent all damage that would be dealt to this creature", "... to you", "... to creatures
you control", "... dealt by enchanted creature", "... dealt to and dealt by ...", "... by
artifact sources", each maybe only for combat damage (510.2). Found for one damage event
by ``rules/replacement.py`` (616.1: they use nothing up, so their order doesn't matter)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.ir import AttachedRef, EachRef, SelfRef, StaticAbility, StaticPrevention, YouRef
from . import characteristics
from .events import DamageEvent, ReplacementEffect
from .layers import matches

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState
    from .layers import Characteristics


def _is(
    game: GameState,
    perm: GameObject,
    pch: Characteristics,
    ref: object,
    oid: int | None,
    player: int | None,
) -> bool:
    """604.2: is the object ``oid`` (or ``player``) what ``ref`` of ``perm``'s ability names?"""
    if isinstance(ref, YouRef):
        return player is not None and player == pch.controller
    if oid is None:
        return False
    if isinstance(ref, SelfRef):
        return oid == perm.id
    if isinstance(ref, AttachedRef):
        return perm.attached_to == oid
    if isinstance(ref, EachRef) and ref.filter is not None:
        obj = game.objects.get(oid)
        if obj is None:
            return False
        return matches(
            game, characteristics.chars(game, oid), obj, ref.filter, perm, pch.controller
        )
    return False


def _applies(
    game: GameState, perm: GameObject, pch: Characteristics, e: StaticPrevention, ev: DamageEvent
) -> bool:
    if e.noncombat_only and ev.combat:
        return False  # s9 h-other: "all noncombat damage" (510.2: combat damage isn't)
    if e.combat_only and not ev.combat:
        return False  # 510.2: only combat damage
    to = ev.recipient
    if e.to is not None and _is(game, perm, pch, e.to, to.object_id, to.player):
        if e.sources is None:
            return True
        src = game.objects.get(ev.source_id) if ev.source_id is not None else None
        if src is not None and matches(game, ev.source_chars, src, e.sources, perm, pch.controller):
            return True
    return e.by is not None and _is(game, perm, pch, e.by, ev.source_id, None)


def static_preventions(game: GameState, ev: DamageEvent) -> list[ReplacementEffect]:
    """615.1a: the static prevention abilities on the battlefield that apply to ``ev``."""
    out: list[ReplacementEffect] = []
    for pid, pch in characteristics.battlefield_chars(game).items():
        for i, a in enumerate(pch.abilities):
            if not (isinstance(a, StaticAbility) and isinstance(a.effect, StaticPrevention)):
                continue
            perm = game.objects[pid]
            if _applies(game, perm, pch, a.effect, ev):
                out.append(_prevent_all(pid, perm.name, i))
    return out


def _prevent_all(perm_id: int, perm_name: str, index: int) -> ReplacementEffect:
    def apply(g: GameState, e: DamageEvent) -> DamageEvent:
        g.log_event(
            "prevent",
            f"{perm_name} prevents {e.amount} damage from {e.source_chars.name} to "
            f"{e.recipient_name}",
            "615.1a",
        )
        e.amount = 0
        return e

    return ReplacementEffect(
        f"static-prevention:{perm_id}:{index}",
        perm_name,
        perm_id,
        f"{perm_name} (prevent all damage)",
        "615.1a",
        apply,
        same="prevention",
    )
