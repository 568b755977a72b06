"""Phasing (702.26): phased-out permanents are treated as though they don't exist."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import characteristics

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState


def phase_out(game: GameState, obj: GameObject, rule: str = "702.26b") -> None:
    """Phase out ``obj`` directly, and what is attached to it indirectly (702.26g).

    702.26d: it doesn't leave the battlefield (no zone-change triggers); 702.26b: it is
    removed from combat.
    """
    if obj.phased_out:
        return
    obj.phased_out = True
    obj.phased_out_indirectly = False
    obj.phased_out_controller = obj.controller
    game.combat.remove(obj.id)
    game.log_event("phasing", f"{obj.name} phases out", rule, object=obj.name)
    for att in game.all_battlefield_objects():
        if att.attached_to == obj.id and not att.phased_out:
            att.phased_out = True
            att.phased_out_indirectly = True  # 702.26g, 702.26h
            game.combat.remove(att.id)
            game.log_event(
                "phasing",
                f"{att.name} phases out with {obj.name} (indirectly)",
                "702.26g",
                object=att.name,
            )
    game.dirty()


def untap_step_phasing(game: GameState) -> None:
    """502.1, 702.26a: permanents with phasing the active player controls phase out, and the
    permanents that phased out under their control phase in, simultaneously."""
    ap = game.active_player
    going_in = [
        o
        for o in game.all_battlefield_objects()
        if o.phased_out and not o.phased_out_indirectly and o.phased_out_controller == ap
    ]
    going_out = [
        o
        for o in game.battlefield_objects()
        if o.controller == ap and "phasing" in characteristics.chars(game, o.id).keywords
    ]
    for obj in going_in:
        phase_in(game, obj)
    for obj in going_out:
        phase_out(game, obj, "702.26a")


def phase_in(game: GameState, obj: GameObject) -> None:
    """702.26c; 702.26g: what phased out with it indirectly phases in with it; 702.26i: an
    Aura or Equipment that phased out directly phases in attached if its host is still there."""
    obj.phased_out = False
    obj.phased_out_indirectly = False
    # 702.26 (control): a permanent phases in under its owner's control if the control
    # effect ended meanwhile; mtgrules' control is its controller field, kept as is.
    game.log_event("phasing", f"{obj.name} phases in", "702.26c", object=obj.name)
    if obj.attached_to is not None:
        host = game.objects.get(obj.attached_to)
        if host is None or host.zone.value != "battlefield":
            obj.attached_to = None
            game.log_event("phasing", f"{obj.name} phases in unattached", "702.26i")
    for att in game.all_battlefield_objects():
        if att.attached_to == obj.id and att.phased_out and att.phased_out_indirectly:
            att.phased_out = False
            att.phased_out_indirectly = False
            game.log_event(
                "phasing", f"{att.name} phases in with {obj.name}", "702.26g", object=att.name
            )
    game.dirty()
