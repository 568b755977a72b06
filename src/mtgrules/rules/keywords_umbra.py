"""Umbra armor (702.89a), a static ability of some Auras: "If enchanted permanent would be
destroyed, instead remove all damage marked on it and destroy this Aura." (702.89b: "totem
armor" is its old name.) A replacement effect of the destruction (614.1a), found by
rules/replacement.py for each destruction (``DestroyEvent``); registered there as this module
is imported (by game.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..zones import Zone
from . import characteristics, zone_moves
from .events import DestroyEvent, ReplacementEffect
from .replacement import DESTROY_EFFECTS

if TYPE_CHECKING:
    from ..state import GameState

__all__ = ["UMBRA_ARMOR", "effects"]

UMBRA_ARMOR = "umbra armor"


def effects(game: GameState, ev: DestroyEvent) -> list[ReplacementEffect]:
    """702.89a: one replacement effect for each Aura with umbra armor attached to the
    permanent that would be destroyed (616.1: its controller chooses among them and any
    regeneration)."""
    out: list[ReplacementEffect] = []
    for aura in game.battlefield_objects():
        if aura.attached_to != ev.object_id or aura.phased_out:
            continue
        if UMBRA_ARMOR not in characteristics.chars(game, aura.id).keywords:
            continue
        out.append(
            ReplacementEffect(
                f"umbra armor:{aura.id}",
                aura.name,
                aura.id,
                f"{aura.name}'s umbra armor (destroy it instead)",
                "702.89a",
                _instead(aura.id),
            )
        )
    return out


def _instead(aura_id: int) -> Callable[[GameState, DestroyEvent], None]:
    def apply(game: GameState, ev: DestroyEvent) -> None:
        obj = game.objects.get(ev.object_id)
        aura = game.objects.get(aura_id)
        if obj is not None:
            obj.damage = 0  # 702.89a: "remove all damage marked on it"
            obj.deathtouch_damage = False
            game.dirty()
        name = obj.name if obj is not None else "it"
        game.log_event(
            "destroy",
            f"{name} isn't destroyed ({ev.why}): its damage is removed and "
            f"{aura.name if aura is not None else 'the Aura'} is destroyed instead",
            "702.89a",
        )
        if aura is not None and aura.zone is Zone.BATTLEFIELD:
            zone_moves.destroy(game, aura_id, f"umbra armor of {name}", "702.89a")

    return apply


DESTROY_EFFECTS.append(effects)  # found with regeneration and shield counters (616.1)
