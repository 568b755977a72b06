"""Combat trigger events (issue 12, h-trig-combat): "Whenever one or more creatures you
control attack" (603.2c: once for the whole declaration), "Whenever you attack [with two or
more creatures]" (508.3c-d), "Whenever this creature attacks and isn't blocked" (509.3g),
"... becomes blocked [by a creature]" (509.3c-d) and "... blocks or becomes blocked [by a
creature]" (509.3a-f). ``combat.declare_attackers`` and ``combat.declare_blockers`` call in
after the declaration; the per-creature events ("attacks", "blocks", "attacks alone") are
fired by ``triggers.fire`` as before."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from ..cards import ir
from ..records import PendingTrigger
from . import characteristics, graveyard_abilities, triggers
from .layers import Characteristics, matches

if TYPE_CHECKING:
    from ..objects import GameObject, Target
    from ..state import GameState

_GROUP = ir.TriggerEvent.ATTACKS
_DAMAGE = ir.TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER
_YOU_ATTACK = ir.TriggerEvent.YOU_ATTACK
_UNBLOCKED = ir.TriggerEvent.ATTACKS_UNBLOCKED
_BLOCKED = ir.TriggerEvent.BECOMES_BLOCKED
_BLOCKS_OR_BLOCKED = ir.TriggerEvent.BLOCKS_OR_BLOCKED
_ATTACKS_OR_BLOCKS = ir.TriggerEvent.ATTACKS_OR_BLOCKS


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
    if not triggers.intervening_if_holds(game, a, obj.id, chars.controller):
        return
    game.pending_triggers.append(
        PendingTrigger(obj.id, chars.name, chars.controller, a, chars, subject, player)
    )
    game.log_event("trigger", f"{chars.name}'s ability triggers ({rule})", "603.2")


def _abilities(
    game: GameState, obj: GameObject, event: ir.TriggerEvent, from_gy: bool = False
) -> Iterator[tuple[Characteristics, ir.TriggeredAbility]]:
    chars = characteristics.chars(game, obj.id)
    if not from_gy and not chars.has_triggers:
        return
    for a in chars.abilities:
        if (
            isinstance(a, ir.TriggeredAbility)
            and a.trigger.event is event
            # 113.6m: an ability returning its card from the graveyard triggers only there
            and graveyard_abilities.triggered_from_graveyard(a) is from_gy
        ):
            yield chars, a


def _sources(game: GameState) -> list[tuple[GameObject, bool]]:
    """The phased-in permanents (702.26b), then the graveyard cards whose abilities trigger
    from there (113.6m), as ``triggers.fire`` finds them."""
    out = [(o, False) for o in game.battlefield_objects()]
    return out + [(o, True) for o in graveyard_abilities.graveyard_sources(game)]


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
    return isinstance(trig.subject, ir.EachRef) and _is(game, oid, trig.subject.filter, src, you)


def attackers_declared(game: GameState, attacks: dict[int, Target]) -> None:
    """After attackers are declared (508.1, 508.3): the group, "you attack" and "attacks or
    blocks" triggers."""
    if not attacks:
        return
    for obj, from_gy in _sources(game):
        for chars, a in _abilities(game, obj, _ATTACKS_OR_BLOCKS, from_gy):
            for o in attacks:  # 508.3a: each creature declared as an attacker
                if _subject_is(game, a.trigger, o, obj, chars.controller):
                    _triggered(game, obj, chars, a, o, None, "508.3a")
        for chars, a in _abilities(game, obj, _GROUP, from_gy):
            trig = a.trigger
            if not trig.group or not isinstance(trig.subject, ir.EachRef):
                continue
            flt = trig.subject.filter
            hits = [o for o in attacks if _is(game, o, flt, obj, chars.controller)]
            if not trig.attack_player:
                if hits:  # 603.2c: once for the declaration, however many attack
                    _triggered(game, obj, chars, a, None, None, "603.2c")
                continue
            # 508.3a: "attack a player": once for each player attacked by one of them
            players = sorted({p for o in hits if (p := attacks[o].player) is not None})
            for p in players:
                _triggered(game, obj, chars, a, None, p, "508.3a")
        for chars, a in _abilities(game, obj, _YOU_ATTACK, from_gy):
            trig = a.trigger
            if chars.controller != game.active_player:
                continue  # 508.3c-d: the attacking player is the active player (508.1)
            flt = trig.subject.filter if isinstance(trig.subject, ir.EachRef) else None
            count = sum(1 for o in attacks if _is(game, o, flt, obj, chars.controller))
            if count >= max(trig.min_count, 1):
                _triggered(game, obj, chars, a, None, None, "508.3d")


def _other_matches(
    game: GameState, a: ir.TriggeredAbility, other: int, src: GameObject, you: int
) -> bool:
    flt = a.trigger.other_filter
    return flt is not None and _is(game, other, flt, src, you)


def blockers_declared(game: GameState, blocks: dict[int, list[int]]) -> None:
    """After blockers are declared (509.1h, 509.3): each attacking creature's "attacks and
    isn't blocked" / "becomes blocked" and each blocking or blocked creature's "blocks or
    becomes blocked" abilities (only the creature's own: "this creature ...")."""
    c = game.combat
    newly: dict[int, list[int]] = {}
    for b, attacked in blocks.items():
        for att in attacked:
            newly.setdefault(att, []).append(b)
    for att in list(c.attackers):
        obj = game.objects.get(att)
        if obj is None:
            continue
        blockers = newly.get(att, [])
        for chars, a in _abilities(game, obj, _UNBLOCKED):
            if not blockers and att not in c.was_blocked:  # 509.3g
                _triggered(game, obj, chars, a, None, None, "509.3g")
        for event in (_BLOCKED, _BLOCKS_OR_BLOCKED):
            for chars, a in _abilities(game, obj, event):
                if not isinstance(a.trigger.subject, ir.SelfRef):
                    continue  # "a creature you control becomes blocked": below
                if a.trigger.other_filter is None:
                    if blockers:  # 509.3c: once, however many block it
                        _triggered(game, obj, chars, a, None, None, "509.3c")
                    continue
                for b in blockers:  # 509.3d: once for each creature blocking it
                    if _other_matches(game, a, b, obj, chars.controller):
                        _triggered(game, obj, chars, a, b, None, "509.3d")
    blocked = [att for att in newly if att in game.objects]
    blocking = [b for b, attacked in blocks.items() if attacked and b in game.objects]
    if blocking:
        for src, from_gy in _sources(game):
            for chars, a in _abilities(game, src, _BLOCKED, from_gy):
                if not isinstance(a.trigger.subject, ir.EachRef):
                    continue
                for att in blocked:  # 509.3c: "a creature you control becomes blocked"
                    if _subject_is(game, a.trigger, att, src, chars.controller):
                        _triggered(game, src, chars, a, att, None, "509.3c")
            for chars, a in _abilities(game, src, _ATTACKS_OR_BLOCKS, from_gy):
                for b in blocking:  # 509.3a: once for each blocker, however many it blocks
                    if _subject_is(game, a.trigger, b, src, chars.controller):
                        _triggered(game, src, chars, a, b, None, "509.3a")
    for b, attacked in blocks.items():
        obj = game.objects.get(b)
        if obj is None or not attacked:
            continue
        for chars, a in _abilities(game, obj, _BLOCKS_OR_BLOCKED):
            if a.trigger.other_filter is None:  # 509.3a: once, however many it blocks
                _triggered(game, obj, chars, a, None, None, "509.3a")
                continue
            for att in attacked:  # 509.3b: once for each creature it blocks
                if _other_matches(game, a, att, obj, chars.controller):
                    _triggered(game, obj, chars, a, att, None, "509.3b")


def combat_damage_dealt(game: GameState, hits: list[tuple[int, int]]) -> None:
    """After combat damage is dealt (510.2): "Whenever one or more creatures you control deal
    combat damage to a player" triggers once for each player dealt combat damage by one or
    more of them (603.2c); "that player" is that player."""
    if not hits:
        return
    for obj, from_gy in _sources(game):
        for chars, a in _abilities(game, obj, _DAMAGE, from_gy):
            trig = a.trigger
            if not trig.group or not isinstance(trig.subject, ir.EachRef):
                continue
            flt = trig.subject.filter
            players = sorted(
                {
                    p
                    for src, p in hits
                    if src in game.objects and _is(game, src, flt, obj, chars.controller)
                }
            )
            for p in players:
                _triggered(game, obj, chars, a, None, p, "603.2c")
