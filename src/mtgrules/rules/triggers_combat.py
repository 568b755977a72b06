"""Combat trigger events (issue 12, h-trig-combat): "Whenever one or more creatures you
control attack [a player]" and "... deal combat damage to a player" (603.2c: once for the
event), "Whenever you attack [with two or more creatures]" (508.3c-d), "Whenever this
creature attacks or blocks" (508.3a, 509.3a), "... attacks and isn't blocked" (509.3g),
"... becomes blocked [by a creature]" (509.3c-d) and "... blocks or becomes blocked [by a
creature]" (509.3a-f). ``combat.declare_attackers``, ``combat.declare_blockers`` and
``combat.deal_combat_damage`` call in after the declaration or the damage; the per-creature
events ("attacks", "blocks", "attacks alone", "deals combat damage to a player") are fired by
``triggers.fire`` as before."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from ..records import PendingTrigger
from . import characteristics, emblems, graveyard_abilities, mechanics, trigger_events, triggers
from .layers import Characteristics, matches

if TYPE_CHECKING:
    from ..objects import GameObject, Target
    from ..state import GameState

E = ir.TriggerEvent
_ATTACK_EVENTS = frozenset(
    {E.ATTACKS, E.YOU_ATTACK, E.ATTACKS_OR_BLOCKS, E.ENTERS_OR_ATTACKS, E.PLAYER_ATTACKED}
)
_BLOCK_EVENTS = frozenset(
    {E.ATTACKS_UNBLOCKED, E.BECOMES_BLOCKED, E.BLOCKS_OR_BLOCKED, E.ATTACKS_OR_BLOCKS, E.BLOCKS}
)
_DAMAGE_EVENTS = frozenset({E.DEALS_COMBAT_DAMAGE_TO_PLAYER})

Found = tuple["GameObject", Characteristics, ir.TriggeredAbility]


def _found(game: GameState, events: frozenset[ir.TriggerEvent]) -> list[Found]:
    """The triggered abilities with one of ``events``: of the phased-in permanents
    (702.26b), then of the graveyard cards whose abilities trigger from there (113.6m), as
    ``triggers.fire`` finds them (113.6m: an ability returning its card from the graveyard
    triggers only there). This module handles only its kinds among them: a group ("one or
    more"), "you attack", "attacks or blocks" and the blocking events."""
    out: list[Found] = []
    from_gy = graveyard_abilities.triggered_from_graveyard
    for obj in game.battlefield_objects():
        chars = characteristics.chars(game, obj.id)
        if chars.has_triggers:
            for a in chars.abilities:
                if (
                    isinstance(a, ir.TriggeredAbility)
                    and a.trigger.event in events
                    and not from_gy(a)
                ):
                    out.append((obj, chars, a))
    if any(p.command for p in game.players):  # 113.6p, 114.4: emblems' abilities (The Ring)
        for obj, chars in emblems.sources(game):
            out += [
                (obj, chars, a)
                for a in chars.abilities
                if isinstance(a, ir.TriggeredAbility) and a.trigger.event in events
            ]
    gy = mechanics.has(game, mechanics.GRAVEYARD_TRIGGERS)
    for obj in graveyard_abilities.graveyard_sources(game) if gy else ():
        chars = characteristics.chars(game, obj.id)
        for a in chars.abilities:
            if isinstance(a, ir.TriggeredAbility) and a.trigger.event in events and from_gy(a):
                out.append((obj, chars, a))
    return out


def _triggered(
    game: GameState,
    obj: GameObject,
    chars: Characteristics,
    a: ir.TriggeredAbility,
    subject: int | None,
    player: int | None,
    rule: str,
) -> None:
    """``a`` of ``obj`` triggers (603.2), if its intervening "if" holds (603.4)."""
    if not triggers.intervening_if_holds(game, a, obj.id, chars.controller, player, subject):
        return
    # 603.2: "This ability triggers only once each turn." (as triggers.fire checks it)
    if a.once_each_turn and not trigger_events.once_this_turn(game, obj, chars, a):
        return
    if a.do_once_each_turn and not trigger_events.not_done(game, obj, chars, a):  # 603.2h
        return
    game.pending_triggers.append(
        PendingTrigger(obj.id, chars.name, chars.controller, a, chars, subject, player)
    )
    game.log_event("trigger", f"{chars.name}'s ability triggers ({rule})", "603.2")


def _is(game: GameState, oid: int, flt: ir.Filter | None, src: GameObject, you: int) -> bool:
    if flt is None:
        return True
    if flt.other and oid == src.id:
        return False
    obj = game.objects[oid]
    return matches(game, characteristics.chars(game, oid), obj, flt, src, you)


def _subject_is(game: GameState, trig: ir.Trigger, oid: int, src: GameObject, you: int) -> bool:
    """The creature ``oid`` is the one the trigger condition names: this one, or one its
    filter matches ("a creature you control attacks or blocks")."""
    if isinstance(trig.subject, ir.SelfRef):
        return oid == src.id
    if isinstance(trig.subject, ir.AttachedRef):  # s9 trig: "equipped creature" (301.5, 303.4)
        return src.attached_to == oid
    return isinstance(trig.subject, ir.EachRef) and _is(game, oid, trig.subject.filter, src, you)


def attackers_declared(game: GameState, attacks: dict[int, Target]) -> None:
    """After attackers are declared (508.1, 508.3): the group, "you attack" and "attacks or
    blocks" triggers."""
    if not attacks:
        return
    for obj, chars, a in _found(game, _ATTACK_EVENTS):
        trig, you = a.trigger, chars.controller
        if trig.event is E.ATTACKS_OR_BLOCKS or trig.event is E.ENTERS_OR_ATTACKS:
            for o in attacks:  # 508.3a: each creature declared as an attacker
                if _subject_is(game, trig, o, obj, you):
                    _triggered(game, obj, chars, a, o, None, "508.3a")
        elif trig.event is E.YOU_ATTACK:
            if you != game.active_player:
                continue  # 508.3c-d: the attacking player is the active player (508.1)
            if isinstance(trig.subject, ir.SelfRef) and trig.min_count and obj.id not in attacks:
                continue  # "this creature and at least two other creatures attack" (508.3a)
            flt = trig.subject.filter if isinstance(trig.subject, ir.EachRef) else None
            count = sum(1 for o in attacks if _is(game, o, flt, obj, you))
            if count >= max(trig.min_count, 1):
                _triggered(game, obj, chars, a, None, None, "508.3d")
        elif trig.event is E.PLAYER_ATTACKED:
            # 508.3b: once if one or more creatures are declared attacking that player
            p = obj.attached_to_player
            if p is not None and any(t.player == p for t in attacks.values()):
                _triggered(game, obj, chars, a, None, p, "508.3b")
        elif trig.group and isinstance(trig.subject, ir.EachRef):
            hits = [o for o in attacks if _is(game, o, trig.subject.filter, obj, you)]
            if not trig.attack_player:
                if hits:  # 603.2c: once for the declaration, however many attack
                    _triggered(game, obj, chars, a, None, None, "603.2c")
                continue
            # 508.3a: "attack a player": once for each player attacked by one of them
            for p in sorted({p for o in hits if (p := attacks[o].player) is not None}):
                _triggered(game, obj, chars, a, None, p, "508.3a")


def _other_matches(
    game: GameState, a: ir.TriggeredAbility, other: int, src: GameObject, you: int
) -> bool:
    flt = a.trigger.other_filter
    return flt is not None and _is(game, other, flt, src, you)


def blockers_declared(game: GameState, blocks: dict[int, list[int]]) -> None:
    """After blockers are declared (509.1h, 509.3): "attacks and isn't blocked", "becomes
    blocked [by]", "blocks or becomes blocked [by]" and "attacks or blocks"."""
    c = game.combat
    newly: dict[int, list[int]] = {}  # attacker -> the creatures declared blocking it
    for b, attacked in blocks.items():
        for att in attacked:
            newly.setdefault(att, []).append(b)
    blocking = {b: attacked for b, attacked in blocks.items() if attacked}
    for obj, chars, a in _found(game, _BLOCK_EVENTS):
        trig, you, me = a.trigger, chars.controller, obj.id
        if trig.event is E.ATTACKS_OR_BLOCKS:
            for b in blocking:  # 509.3a: once for each blocker, however many it blocks
                if _subject_is(game, trig, b, obj, you):
                    _triggered(game, obj, chars, a, b, None, "509.3a")
        elif trig.event is E.ATTACKS_UNBLOCKED:
            if me in c.attackers and me not in newly and me not in c.was_blocked:  # 509.3g
                _triggered(game, obj, chars, a, None, None, "509.3g")
        elif trig.event is E.BECOMES_BLOCKED and isinstance(
            trig.subject, ir.EachRef | ir.AttachedRef
        ):
            for att in newly:  # 509.3c: "a creature you control / enchanted creature ..."
                if not _subject_is(game, trig, att, obj, you):
                    continue
                if trig.other_filter is None:
                    _triggered(game, obj, chars, a, att, None, "509.3c")
                    continue
                for b in newly[att]:  # 509.3d: "... becomes blocked by a creature" (701.54c)
                    if _other_matches(game, a, b, obj, you):
                        _triggered(game, obj, chars, a, b, None, "509.3d")
        elif trig.event is E.BLOCKS and trig.other_filter is None:
            continue  # "Whenever this creature blocks": triggers.fire (509.3a)
        else:  # this creature becomes blocked / blocks [a creature] / blocks or becomes blocked
            blockers = newly.get(me, []) if trig.event is not E.BLOCKS else []
            blocked = blocking.get(me, []) if trig.event is not E.BECOMES_BLOCKED else []
            if trig.other_filter is None:
                if blockers:  # 509.3c: once, however many block it
                    _triggered(game, obj, chars, a, None, None, "509.3c")
                elif blocked:  # 509.3a: once, however many it blocks
                    _triggered(game, obj, chars, a, None, None, "509.3a")
                continue
            for b in blockers:  # 509.3d: once for each creature blocking it
                if _other_matches(game, a, b, obj, you):
                    _triggered(game, obj, chars, a, b, None, "509.3d")
            for att in blocked:  # 509.3b: once for each creature it blocks
                if _other_matches(game, a, att, obj, you):
                    _triggered(game, obj, chars, a, att, None, "509.3b")


def combat_damage_dealt(game: GameState, hits: list[tuple[int, int]]) -> None:
    """After combat damage is dealt (510.2): "Whenever one or more creatures you control deal
    combat damage to a player" triggers once for each player dealt combat damage by one or
    more of them (603.2c); "that player" is that player."""
    if not hits:
        return
    for obj, chars, a in _found(game, _DAMAGE_EVENTS):
        trig = a.trigger
        if not trig.group or not isinstance(trig.subject, ir.EachRef):
            continue
        flt = trig.subject.filter
        players = {
            p
            for src, p in hits
            if src in game.objects and _is(game, src, flt, obj, chars.controller)
        }
        for p in sorted(players):
            _triggered(game, obj, chars, a, None, p, "603.2c")
