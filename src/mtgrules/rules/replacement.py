"""Replacement and prevention effects (614, 615): the catalog of effects the pipeline finds.

The pipeline itself (``pipeline.replace``: 616.1, 614.5, the 616.1e choice) is in
rules/pipeline.py; this module registers, per event type, the function that finds the
effects that apply to an event (``pipeline.COLLECTORS``): damage prevention (protection
702.16e, static prevention abilities, prevention shields 615.7, shield counters 122.1c),
destruction (shield counters 122.1c, regeneration 701.19a), zone moves (Progenitus 614.1a,
finality counters 122.1h) and untapping (stun counters 122.1d). Life gain and loss and
draws register theirs in rules/life.py.

"Your life total can't change" (119.7, 119.8) isn't a replacement effect: life.py checks it
before the pipeline.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..cards.ir import DamageCantBePrevented, LifeReplacement, Replacement, StaticAbility
from ..records import PlayerEffect as PlayerEffect
from ..records import PreventionShield as PreventionShield
from ..zones import Zone
from . import (
    characteristics,
    counter_prevention,  # s11 h-count: 615.1a
    damage_mods,
    discard_cause,
    entering,
    exile_instead,
    keywords_buyback,
    keywords_flashback,
    keywords_from_graveyard,
    keywords_madness,
    keywords_unearth,
    life_bans,
    permanents,
    protection,
    redirection,
    s11_dmg,  # s11 h-dmg
    static_prevention,
    trigger_firing,
)
from .events import (
    Apply,
    DamageEvent,
    DestroyEvent,
    ReplacementEffect,
    UntapEvent,
    ZoneMoveEvent,
)
from .layers import matches
from .pipeline import COLLECTORS, replace

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState


def prevent(game: GameState, ev: DamageEvent) -> DamageEvent | None:
    """615: one damage event through the pipeline: what is left of it after prevention."""
    return replace(game, ev)


def _damage_effects(game: GameState, ev: DamageEvent) -> list[ReplacementEffect]:
    """615.1, 616.1: the prevention effects that apply to one damage event. Those that use
    nothing up (protection, static abilities, "prevent all damage ... this turn") give the
    same result in any order (``same``); a shield that is used up (615.7, 615.8) does not."""
    mods = damage_mods.damage_modifications(game, ev)  # 614.1a (s10 h-amount)
    mods += redirection.redirections(game, ev)  # 614.9: not prevention (615.12 aside)
    unpreventable = ev.unpreventable or damage_cant_be_prevented(game)
    # s11 h-count, 615.1a, 615.12: the Phantom creatures' prevention, whose removing of
    # counters happens even for damage that can't be prevented
    mods = mods + counter_prevention.counter_preventions(game, ev, unpreventable)
    if ev.amount > 0 and unpreventable:
        # 615.12, 122.1c: a shield counter's prevention prevents nothing here, but the
        # counter is still removed
        shield_counter = _shield_counter(game, ev, unpreventable=True)
        if shield_counter is not None:
            mods = [*mods, shield_counter]
    if ev.amount <= 0 or unpreventable:
        return mods  # 615.12
    out: list[ReplacementEffect] = mods
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
        quality = q

        def by_protection(g: GameState, e: DamageEvent) -> DamageEvent:
            g.log_event(
                "prevent",
                f"{e.amount} damage from {src.name} to {e.recipient_name} "
                f"is prevented: {protection.describe(quality)}",
                "702.16e",
            )
            e.amount = 0
            return e

        name = protection.describe(q)
        out.append(  # its source: the permanent whose protection it is (a player's: none)
            ReplacementEffect(
                "protection",
                name,
                ev.recipient.object_id,
                name,
                "702.16e",
                by_protection,
                same="prevention",
            )
        )
    # 615: static prevention abilities of permanents.
    if ev.recipient.object_id is not None:
        rchars = characteristics.chars(game, ev.recipient.object_id)
        robj = game.objects[ev.recipient.object_id]
        for perm in game.battlefield_objects():
            for i, a in enumerate(characteristics.chars(game, perm.id).abilities):
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
                    out.append(_static_prevention(perm.id, perm.name, i, a.effect.amount))
    out += static_prevention.static_preventions(game, ev)  # 615.1a: "Prevent all damage ..."
    out += s11_dmg.some_preventions(game, ev)  # 615.1a: "prevent 2 of that damage" (s11 h-dmg)
    shield_counter = _shield_counter(game, ev)
    if shield_counter is not None:
        out.append(shield_counter)
    # 615.7: prevention shields.
    for shield in game.prevention_shields:
        if not shield_applies(game, shield, ev):
            continue
        used_up = shield.remaining is not None or shield.once
        # 616.1: shields alike in every part (two activations of Balduvian Hydra's "prevent
        # the next 1 damage") give the same result whichever is used first: no one is asked
        alike = (
            "shield "
            + repr(
                (
                    shield.source_name,
                    shield.object_id,
                    shield.player,
                    shield.remaining,
                    shield.combat_only,
                    shield.source_id,
                    shield.once,
                )
            )
            if shield.group is None
            else None
        )
        out.append(
            ReplacementEffect(
                f"shield:{id(shield)}",
                shield.source_name,
                None,
                f"{shield.source_name} (prevent "
                + ("all" if shield.remaining is None else f"the next {shield.remaining}")
                + " damage)",
                "615.7",
                _shield_prevention(shield),
                same=alike if used_up else "prevention",
            )
        )
    return out


def _static_prevention(
    perm_id: int, perm_name: str, index: int, amount: int | None
) -> ReplacementEffect:
    def apply(g: GameState, e: DamageEvent) -> DamageEvent:
        n = e.amount if amount is None else min(e.amount, amount)
        e.amount -= n
        g.log_event(
            "prevent",
            f"{perm_name} prevents {n} damage from {e.source_chars.name} to {e.recipient_name}",
            "615.1a",
        )
        return e

    return ReplacementEffect(
        f"static:{perm_id}:{index}",
        perm_name,
        perm_id,
        f"{perm_name} (prevent " + ("all" if amount is None else str(amount)) + " damage)",
        "615.1a",
        apply,
        same="prevention",
    )


def _dealt_as_it_was(game: GameState, chosen: int, ev: DamageEvent) -> bool:
    """609.7a, 608.2h: the damage is dealt by the chosen source as it last existed, gone from
    its zone (a creature that died, named by the trigger on the stack): its last known
    information is the event's source; the chosen object may be the card it became."""
    if ev.source_id is not None:
        return False
    o = game.objects.get(chosen)
    for oid in (chosen, o.previous_id if o is not None else None):
        lk = game.last_known.get(oid) if oid is not None else None
        if lk is not None and lk.chars is ev.source_chars:
            return True
    return False


def shield_applies(game: GameState, shield: PreventionShield, ev: DamageEvent) -> bool:
    """615.7: whether ``shield`` would prevent damage of ``ev`` (its recipient, its source,
    combat damage only, what is left of it)."""
    if shield.combat_only and not ev.combat:
        return False
    if shield.object_id is not None and shield.object_id != ev.recipient.object_id:
        return False
    if shield.player is not None and shield.player != ev.recipient.player:
        return False
    if shield.source_id is not None and shield.source_id != ev.source_id:
        became = game.objects.get(ev.source_id) if ev.source_id is not None else None
        # 609.7a: a permanent spell chosen as the source: the permanent it became too
        if not (
            shield.spell_becomes
            and became is not None
            and became.zone is Zone.BATTLEFIELD
            and became.previous_id == shield.source_id
        ) and not _dealt_as_it_was(game, shield.source_id, ev):
            return False
    if shield.remaining is not None and shield.remaining <= 0:
        return False
    # s11 h-dmg, 615.1: "to creatures", "by creatures with flying"
    return shield.group is None or s11_dmg.group_applies(game, shield.group, ev)


def _shield_prevention(shield: PreventionShield) -> Apply:
    def apply(g: GameState, e: DamageEvent) -> DamageEvent:
        n = e.amount if shield.remaining is None else min(e.amount, shield.remaining)
        e.amount -= n
        if shield.remaining is not None:
            shield.remaining -= n
            if shield.remaining <= 0 and shield in g.prevention_shields:
                g.prevention_shields.remove(shield)
        elif shield.once and shield in g.prevention_shields:
            g.prevention_shields.remove(shield)
        g.log_event(
            "prevent",
            f"{shield.source_name} prevents {n} damage from {e.source_chars.name} to "
            f"{e.recipient_name}",
            "615.7" if shield.remaining is not None else "615.8" if shield.once else "615.1a",
        )
        return e

    return apply


def _shield_counter(
    game: GameState, ev: DamageEvent, unpreventable: bool = False
) -> ReplacementEffect | None:
    """122.1c: "If damage would be dealt to this permanent, prevent that damage and remove a
    shield counter from it": all the damage dealt to it at once (120.5) is prevented and one
    counter is removed (``ev.batch``: the permanents whose counter this batch has spent).
    615.12: damage that can't be prevented is dealt, and the counter is still removed."""
    oid = ev.recipient.object_id
    if oid is None:
        return None
    obj = game.objects[oid]
    if obj.counters.get("shield", 0) <= 0 and oid not in ev.batch:
        return None

    def apply(g: GameState, e: DamageEvent) -> DamageEvent:
        if unpreventable:
            if oid not in e.batch:
                g.log_event(
                    "prevent",
                    f"{e.amount} damage from {e.source_chars.name} to {e.recipient_name} "
                    "can't be prevented: the shield counter is removed all the same",
                    "615.12",
                )
        else:
            g.log_event(
                "prevent",
                f"{e.amount} damage from {e.source_chars.name} to {e.recipient_name} is "
                "prevented: shield counter",
                "122.1c",
            )
            e.amount = 0
        if oid not in e.batch:
            e.batch.add(oid)
            permanents.remove_counters(g, obj, "shield", 1, "122.1c")
        return e

    return ReplacementEffect(
        "shield_counter",
        f"shield counter on {obj.name}",
        oid,
        f"shield counter on {obj.name} (prevent the damage)",
        "122.1c",
        apply,
    )


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
    # "Your life total can't change." as a permanent's static ability (Platinum Emperion)
    static = life_bans.cant_change(game, player)
    if static is not None:
        return PlayerEffect(player, "life_cant_change", static.name, static.timestamp)
    return None


def _destroy_effects(game: GameState, ev: DestroyEvent) -> list[ReplacementEffect]:
    """701.8: the effects that replace a destruction: a shield counter (122.1c, destruction
    by an effect only) and regeneration (701.19a: a shield, or "If this would be destroyed,
    regenerate it", 701.19b)."""
    obj = game.objects[ev.object_id]
    out: list[ReplacementEffect] = []
    if ev.by_effect and obj.counters.get("shield", 0) > 0:
        out.append(
            ReplacementEffect(
                "shield_counter",
                f"shield counter on {obj.name}",
                obj.id,
                f"shield counter on {obj.name} (remove it instead)",
                "122.1c",
                _spend_shield_counter,
            )
        )
    if ev.can_regenerate and (obj.regen_shields > 0 or _regenerates_itself(game, obj.id)):
        out.append(
            ReplacementEffect(
                "regenerate",
                f"regeneration of {obj.name}",
                obj.id,
                f"regeneration of {obj.name}",
                "701.19a",
                _regenerate,
            )
        )
    for more in DESTROY_EFFECTS:  # 702.89a umbra armor: rules/keywords_umbra.py
        out += more(game, ev)
    return out


#: more collectors of the effects that replace a destruction, registered by their modules
#: (rules/keywords_umbra.py, which needs zone_moves and so can't be imported here)
DESTROY_EFFECTS: list[Callable[[GameState, DestroyEvent], list[ReplacementEffect]]] = []


def _spend_shield_counter(game: GameState, ev: DestroyEvent) -> None:
    # 122.1c: "If this permanent would be destroyed as the result of an effect, instead
    # remove a shield counter from it."
    obj = game.objects[ev.object_id]
    # a new dict, not a change in place: Game.apply journals field writes (objects.py)
    obj.counters = {**obj.counters, "shield": obj.counters["shield"] - 1}
    game.dirty()
    game.log_event(
        "destroy",
        f"{obj.name} isn't destroyed ({ev.why}): a shield counter is removed from it instead",
        "122.1c",
    )


def _regenerate(game: GameState, ev: DestroyEvent) -> None:
    obj = game.objects[ev.object_id]
    if obj.regen_shields > 0:
        obj.regen_shields -= 1
    # 701.19a: tap it, remove all damage, remove it from combat.
    was_tapped = obj.tapped
    obj.tapped = True
    obj.damage = 0
    obj.deathtouch_damage = False
    in_combat = obj.id in game.combat.attackers or obj.id in game.combat.blockers
    game.combat.remove(obj.id)
    game.dirty()
    if not was_tapped:  # 701.26a, 603.2: "whenever ... becomes tapped"
        trigger_firing.fire_tapped(game, obj)
    game.log_event(
        "regenerate",
        f"{obj.name} regenerates instead of being destroyed "
        f"({ev.why}): tapped, damage removed" + (", removed from combat" if in_combat else ""),
        "701.19a",
    )


def _regenerates_itself(game: GameState, oid: int) -> bool:
    """701.19b: a static "If this would be destroyed, regenerate it"."""
    return any(
        isinstance(a, StaticAbility)
        and isinstance(a.effect, Replacement)
        and a.effect.kind == "regenerate_instead"
        for a in characteristics.chars(game, oid).abilities
    )


def _has_replacement(obj: GameObject, kind: str) -> bool:
    return any(
        isinstance(a, StaticAbility) and isinstance(a.effect, Replacement) and a.effect.kind == kind
        for a in obj.values.abilities
    )


def _move_effects(game: GameState, ev: ZoneMoveEvent) -> list[ReplacementEffect]:
    """614.1a: "If it would be put into a graveyard from anywhere, shuffle it into its
    owner's library instead" (Progenitus); 122.1h: a finality counter exiles instead. To
    the battlefield: how the permanent enters (614.1c-d, rules/entering.py)."""
    if ev.to is Zone.BATTLEFIELD:
        return entering.enter_effects(game, ev)
    obj = game.objects.get(ev.object_id)
    if obj is None:
        return []
    out: list[ReplacementEffect] = []
    if keywords_flashback.exile_instead(obj, ev.to):
        out.append(  # 702.34a: a spell cast with flashback is exiled instead
            ReplacementEffect(
                "flashback",
                obj.name,
                obj.id,
                f"{obj.name} (flashback: exiled instead)",
                "702.34a",
                _flashback_exile,
            )
        )
    if keywords_from_graveyard.exile_instead(obj, ev.to):
        out.append(  # 702.133a: a spell cast with jump-start is exiled instead
            ReplacementEffect(
                "jump-start",
                obj.name,
                obj.id,
                f"{obj.name} (jump-start: exiled instead)",
                "702.133a",
                keywords_from_graveyard.exile,
            )
        )
    if keywords_buyback.hand_instead(obj, ev.to, ev.rule):
        out.append(  # 702.27a: a spell whose buyback cost was paid goes to its owner's hand
            ReplacementEffect(
                "buyback",
                obj.name,
                obj.id,
                f"{obj.name} (buyback: put into its owner's hand instead)",
                "702.27a",
                _buyback_hand,
            )
        )
    if keywords_madness.exile_instead(obj, ev.to, ev.rule):
        out.append(  # 702.35a: a card with madness that would be discarded is exiled instead
            ReplacementEffect(
                "madness",
                obj.name,
                obj.id,
                f"{obj.name} (madness: exiled instead)",
                "702.35a",
                _madness_exile,
            )
        )
    if keywords_unearth.exile_instead(obj, ev.to):
        out.append(  # 702.84a: a permanent returned by unearth is exiled instead
            ReplacementEffect(
                "unearth",
                obj.name,
                obj.id,
                f"{obj.name} (unearth: exiled instead)",
                "702.84a",
                _unearth_exile,
            )
        )
    if ev.to is not Zone.GRAVEYARD:
        return out
    out += exile_instead.move_effects(game, ev, obj)  # 614.1a "exile it instead" (h-combat)
    out += discard_cause.move_effects(game, ev, obj)  # 614.1a, 701.9a: an opponent's discard
    if _has_replacement(obj, "shuffle_into_library_instead"):
        out.append(
            ReplacementEffect(
                "shuffle_instead",
                obj.name,
                obj.id,
                f"{obj.name} (shuffled into its owner's library instead)",
                "614.1a",
                _shuffle_instead,
            )
        )
    if obj.zone is Zone.BATTLEFIELD and obj.counters.get("finality", 0):
        out.append(
            ReplacementEffect(
                "finality",
                f"finality counter on {obj.name}",
                obj.id,
                f"finality counter on {obj.name} (exiled instead)",
                "122.1h",
                _finality,
            )
        )
    return out


def _flashback_exile(game: GameState, ev: ZoneMoveEvent) -> ZoneMoveEvent:
    obj = game.objects[ev.object_id]
    game.log_event("replace", f"{obj.name} is exiled instead (flashback)", "702.34a")
    ev.to = Zone.EXILE
    return ev


def _buyback_hand(game: GameState, ev: ZoneMoveEvent) -> ZoneMoveEvent:
    obj = game.objects[ev.object_id]
    game.log_event(
        "replace", f"{obj.name} is put into its owner's hand instead (buyback)", "702.27a"
    )
    ev.to = Zone.HAND
    return ev


def _madness_exile(game: GameState, ev: ZoneMoveEvent) -> ZoneMoveEvent:
    obj = game.objects[ev.object_id]
    game.log_event("replace", f"{obj.name} is exiled instead (madness)", "702.35a")
    keywords_madness.exiled(game, obj)  # 702.35a: "When this card is exiled this way"
    ev.to = Zone.EXILE
    return ev


def _unearth_exile(game: GameState, ev: ZoneMoveEvent) -> ZoneMoveEvent:
    obj = game.objects[ev.object_id]
    game.log_event("replace", f"{obj.name} is exiled instead (unearth)", "702.84a")
    ev.to = Zone.EXILE
    return ev


def _shuffle_instead(game: GameState, ev: ZoneMoveEvent) -> ZoneMoveEvent:
    obj = game.objects[ev.object_id]
    game.log_event(
        "replace",
        f"{obj.name} would be put into a graveyard; it is shuffled into its owner's library "
        "instead",
        "614.1a",
    )
    ev.to = Zone.LIBRARY
    ev.shuffle = True
    return ev


def _finality(game: GameState, ev: ZoneMoveEvent) -> ZoneMoveEvent:
    obj = game.objects[ev.object_id]
    game.log_event(
        "replace",
        f"{obj.name} would be put into a graveyard; it is exiled instead: finality counter",
        "122.1h",
    )
    ev.to = Zone.EXILE
    return ev


def _untap_effects(game: GameState, ev: UntapEvent) -> list[ReplacementEffect]:
    """122.1d: "If a permanent with a stun counter on it would become untapped, instead
    remove a stun counter from it." """
    obj = game.objects[ev.object_id]
    if obj.counters.get("stun", 0) <= 0:
        return []
    return [
        ReplacementEffect(
            "stun",
            f"stun counter on {obj.name}",
            obj.id,
            f"stun counter on {obj.name} (remove it instead)",
            "122.1d",
            _stun,
        )
    ]


def _stun(game: GameState, ev: UntapEvent) -> None:
    obj = game.objects[ev.object_id]
    obj.counters = {**obj.counters, "stun": obj.counters["stun"] - 1}  # a new dict (objects.py)
    game.dirty()
    game.log_event(
        "counters",
        f"{obj.name} doesn't untap: a stun counter is removed from it instead",
        "122.1d",
        card=obj.name,
    )


COLLECTORS[DamageEvent] = _damage_effects
COLLECTORS[DestroyEvent] = _destroy_effects
COLLECTORS[ZoneMoveEvent] = _move_effects
COLLECTORS[UntapEvent] = _untap_effects
