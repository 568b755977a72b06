"""Replacement and prevention effects (614, 615, 616) that the event pipeline consults.

Prevention effects on damage (615): protection's (702.16e), "prevent the next N damage"
shields (615.7), static prevention abilities (Daunting Defender), and a player's
protection from everything. Regeneration shields (701.19a) replace destruction. "Your life
total can't change" (119.7, 119.8) stops life gain and loss.

616.1: when several apply, the affected object's controller (or the affected player) would
choose the order; mtgrules applies them in a fixed order (protection, then static effects,
then shields by age), which gives the same result whenever each prevents all it can. Life
gain and loss replacements (614.1a) apply in timestamp order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.ir import DamageCantBePrevented, LifeReplacement, Replacement, StaticAbility
from ..records import PlayerEffect as PlayerEffect
from ..records import PreventionShield as PreventionShield
from . import characteristics, permanents, protection
from .layers import matches

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState
    from .damage import DamageEvent


def prevent(game: GameState, ev: DamageEvent) -> None:
    """Apply prevention to one damage event in place, logging each prevention with its rule."""
    if ev.amount <= 0 or ev.unpreventable or damage_cant_be_prevented(game):
        return  # 615.12
    src = ev.source_chars
    # 702.16e: protection of a permanent or player prevents damage from sources with the quality.
    if ev.recipient.player is not None:
        prots = characteristics.player_chars(game, ev.recipient.player).protections
        chosen = None
    else:
        assert ev.recipient.object_id is not None
        prots = characteristics.chars(game, ev.recipient.object_id).protections
        chosen = game.objects[ev.recipient.object_id].chosen_color
    q = protection.protection_from(game, prots, src, ev.source_owner, chosen)
    if q is not None:
        game.log_event(
            "prevent",
            f"{ev.amount} damage from {src.name} to {ev.recipient_name} "
            f"is prevented: {protection.describe(q)}",
            "702.16e",
        )
        ev.amount = 0
        return
    # 615: static prevention abilities of permanents.
    if ev.recipient.object_id is not None:
        rchars = characteristics.chars(game, ev.recipient.object_id)
        robj = game.objects[ev.recipient.object_id]
        for perm in game.battlefield_objects():
            for a in characteristics.chars(game, perm.id).abilities:
                if (
                    isinstance(a, StaticAbility)
                    and isinstance(a.effect, Replacement)
                    and a.effect.kind == "prevent_damage"
                    and a.effect.filter is not None
                    and matches(
                        game,
                        rchars,
                        robj,
                        a.effect.filter,
                        perm,
                        characteristics.chars(game, perm.id).controller,
                    )
                ):
                    n = ev.amount if a.effect.amount is None else min(ev.amount, a.effect.amount)
                    ev.amount -= n
                    game.log_event(
                        "prevent",
                        f"{perm.name} prevents {n} damage from {src.name} to {ev.recipient_name}",
                        "615.1a",
                    )
                    if ev.amount <= 0:
                        return
    # 615.7: prevention shields.
    for shield in list(game.prevention_shields):
        if shield.combat_only and not ev.combat:
            continue
        if shield.object_id is not None and shield.object_id != ev.recipient.object_id:
            continue
        if shield.player is not None and shield.player != ev.recipient.player:
            continue
        if shield.source_id is not None and shield.source_id != ev.source_id:
            continue
        n = ev.amount if shield.remaining is None else min(ev.amount, shield.remaining)
        if n <= 0:
            continue
        ev.amount -= n
        if shield.remaining is not None:
            shield.remaining -= n
            if shield.remaining <= 0:
                game.prevention_shields.remove(shield)
        elif shield.once:
            game.prevention_shields.remove(shield)
        game.log_event(
            "prevent",
            f"{shield.source_name} prevents {n} damage from {src.name} to {ev.recipient_name}",
            "615.7" if shield.remaining is not None else "615.8" if shield.once else "615.1a",
        )
        if ev.amount <= 0:
            return


def shield_counters(game: GameState, events: list[DamageEvent]) -> None:
    """122.1c: "If damage would be dealt to this permanent, prevent that damage and remove a
    shield counter from it": all the damage dealt to it at once (120.5) is prevented and one
    counter is removed. Applied after the other prevention effects, so that a counter is
    only spent on damage they leave."""
    if damage_cant_be_prevented(game):  # 615.12
        return
    hit: dict[int, list[DamageEvent]] = {}
    for ev in events:
        oid = ev.recipient.object_id
        if oid is not None and ev.amount > 0 and not ev.unpreventable:
            hit.setdefault(oid, []).append(ev)
    for oid, evs in hit.items():
        obj = game.objects.get(oid)
        if obj is None or obj.counters.get("shield", 0) <= 0:
            continue
        for ev in evs:
            game.log_event(
                "prevent",
                f"{ev.amount} damage from {ev.source_chars.name} to {ev.recipient_name} is "
                "prevented: shield counter",
                "122.1c",
            )
            ev.amount = 0
        permanents.remove_counters(game, obj, "shield", 1, "122.1c")


def damage_cant_be_prevented(game: GameState) -> bool:
    """615.12: "Damage can't be prevented" from a static ability or for the rest of the turn."""
    if game.unpreventable_until_cleanup:
        return True
    for perm in game.battlefield_objects():
        for a in characteristics.chars(game, perm.id).abilities:
            if isinstance(a, StaticAbility) and isinstance(a.effect, DamageCantBePrevented):
                return True
    return False


def life_replacements(
    game: GameState, player: int, event: str
) -> list[tuple[GameObject, LifeReplacement]]:
    """614.1a: the static "If WHO would gain/lose life, ... instead" abilities that apply to
    this player's life gain or loss (``event`` "gain" or "lose"), in timestamp order."""
    out: list[tuple[int, GameObject, LifeReplacement]] = []
    for perm in game.battlefield_objects():
        ch = characteristics.chars(game, perm.id)
        for a in ch.abilities:
            if not (isinstance(a, StaticAbility) and isinstance(a.effect, LifeReplacement)):
                continue
            r = a.effect
            if r.event != event:
                continue
            if r.who == "you" and player != ch.controller:
                continue
            if r.who == "opponent" and player == ch.controller:
                continue
            if r.your_turn and game.active_player != ch.controller:
                continue
            out.append((perm.timestamp, perm, r))
    return [(perm, r) for _, perm, r in sorted(out, key=lambda x: x[0])]


def life_cant_change(game: GameState, player: int) -> PlayerEffect | None:
    """119.7, 119.8: the effect that keeps this player's life total from changing, if any."""
    for e in game.player_effects:
        if e.player == player and e.kind == "life_cant_change":
            return e
    return None
