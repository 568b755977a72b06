"""Control (layer 2, 613.1b): control-changing effects begin and end, and each permanent's
cached controller follows the computation (``rules/control_layer.py``).

``GameObject.controller`` is a cached copy of the computed controller, kept for the many
questions that ask "who controls it": :func:`sync_controllers` is the one place that writes
it for a permanent, and it also does what a change of control does: the new controller
hasn't controlled it continuously since their turn began (302.6) and it leaves combat
(506.4), as a creature that stops being one does (:func:`leave_combat`). It runs as an
effect begins or ends, as a permanent enters or leaves the battlefield, as an Aura spell
resolves attached, and before state-based actions are checked (704.3).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.ir import ControlOf, Duration
from ..records import ControlEffect
from ..zones import Zone
from . import characteristics, expiry, keywords_suspend, ring_bearer
from .control_layer import base_controller, has_control_static
from .type_changing import _STATIC_KINDS, static_kinds

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState


def _may_change(game: GameState) -> bool:
    """Could any permanent's computed controller differ from its cached one? Not while no
    control-changing effect exists and none has applied (the common case: nothing to do)."""
    if game.control_effects:
        game.control_quiet = None
        return True
    if game.control_quiet == game.battlefield:
        # the same permanents (ids are never reused, 400.7) as when none could change
        # control: a permanent's copiable values are fixed as it enters (707.5), and
        # ``entered_controller`` is written only while a change is possible
        return False
    objs = game.objects
    known = _STATIC_KINDS  # type_changing.static_kinds, its lookup inlined
    for oid in game.battlefield:
        o = objs[oid]
        if o.entered_controller is not None:
            return True
        # a copy's copiable values (707.2): a Control Magic copy too
        abilities = (o.card if o.copy_of is None else o.copy_of).abilities
        k = known.get(id(abilities))
        kinds = k[1] if k is not None and k[0] is abilities else static_kinds(abilities)
        if ControlOf in kinds:
            return True
    game.control_quiet = list(game.battlefield)
    return False


def sync_controllers(game: GameState) -> list[tuple[GameObject, int]]:
    """Write each permanent's computed controller (613.1b) to ``obj.controller``, with what
    a change of control does (302.6, 506.4); the permanents whose controller changed, each
    with its controller before."""
    _end_while_source(game)  # s10 cond, 611.2b: "for as long as you control ~"
    if game.continuous_effects:  # 611.2b: "for as long as ~ remains tapped"
        expiry.end_while_tapped(game)
    end_held_untapped(game)  # 611.2b: "doesn't untap for as long as you control ~"
    if game.control_effects:  # 400.7: an effect on objects that all left applies no more
        objs = game.objects
        live = [
            e
            for e in game.control_effects
            if any(i in objs and objs[i].zone is Zone.BATTLEFIELD for i in e.affected)
        ]
        if len(live) != len(game.control_effects):
            game.control_effects = live
            game.dirty()
    if not _may_change(game):
        return []
    changed: list[tuple[GameObject, int]] = []
    computed = {oid: ch.controller for oid, ch in characteristics.battlefield_chars(game).items()}
    for obj in game.all_battlefield_objects():
        if obj.phased_out:
            computed[obj.id] = _phased_out_controller(game, obj)
    for oid in game.battlefield:
        obj = game.objects[oid]
        now = computed.get(oid)
        if now is None or obj.controller == now:
            continue
        if obj.entered_controller is None:
            obj.entered_controller = obj.controller  # 110.2: kept before the first change
            game.control_quiet = None
        before = obj.controller
        obj.controller = now
        obj.controlled_since_turn = game.turn_number  # 302.6
        game.combat.remove(oid)  # 506.4
        keywords_suspend.control_changed(game, obj)  # 702.62a: its haste ends
        ring_bearer.control_changed(game, obj)  # 701.54a: no longer its Ring-bearer
        changed.append((obj, before))
    if changed:
        game.dirty()
        if _end_while_source(game):  # 611.2b: a source changed controller
            again = sync_controllers(game)
            return changed + [c for c in again if all(c[0] is not o for o, _ in changed)]
    return changed


def _phased_out_controller(game: GameState, obj: GameObject) -> int:
    """A phased-out permanent is treated as though it doesn't exist (702.26b), but a
    control-changing effect that ends while it is phased out still ends (611.2a): its
    controller from its default and the resolved effects that still apply to it."""
    changes = [(e.timestamp, e.player) for e in game.control_effects if obj.id in e.affected]
    for oid in game.battlefield:  # an Aura phased out with it (702.26g) phases in with it
        aura = game.objects[oid]
        if aura.attached_to == obj.id and has_control_static(aura.values):
            changes.append((aura.timestamp, aura.controller))
    ctrl = base_controller(obj)
    for _, player in sorted(changes):
        ctrl = player
    return ctrl


#: s10 cond, 611.2b: "for as long as you control this creature [and it remains tapped]"
WHILE_SOURCE = (
    Duration.WHILE_YOU_CONTROL_SOURCE,
    Duration.WHILE_YOU_CONTROL_SOURCE_TAPPED,
    Duration.WHILE_SOURCE_ON_BATTLEFIELD,  # 611.2b: "remains on the battlefield"
)


def _while_source_holds(
    game: GameState, player: int, duration: Duration, source_id: int | None
) -> bool:
    """611.2b: ``player`` controls the source (on the battlefield and phased in, 702.26b: a
    phased-out permanent is treated as though it doesn't exist), and for the "tapped" form
    it is tapped."""
    src = None if source_id is None else game.objects.get(source_id)
    if src is None or src.zone is not Zone.BATTLEFIELD or src.phased_out:
        return False
    if duration is Duration.WHILE_SOURCE_ON_BATTLEFIELD:
        return True  # whoever controls it
    if src.controller != player:
        return False
    return duration is not Duration.WHILE_YOU_CONTROL_SOURCE_TAPPED or src.tapped


def _end_while_source(game: GameState) -> bool:
    """611.2b: the "for as long as you control ~" effects whose duration is over end (and
    stay ended: the effect is gone); True when one ended."""
    ended = [
        e
        for e in game.control_effects
        if e.duration in WHILE_SOURCE
        and not _while_source_holds(game, e.player, e.duration, e.source_id)
    ]
    if not ended:
        return False
    game.control_effects = [e for e in game.control_effects if e not in ended]
    game.dirty()
    for e in ended:
        game.log_event(
            "control", f"{e.source_name}'s control effect ends ({e.duration.value})", "611.2b"
        )
    return True


def held_condition_holds(game: GameState, source: int, condition: str) -> bool:
    """611.2b, 702.26f: a "doesn't untap for as long as ..." effect's condition: its source
    is on the battlefield and phased in, and tapped ("source tapped") or controlled by the
    effect's controller ("you control source:N", 109.5; without N, the active player)."""
    src = game.objects.get(source)
    if src is None or src.zone is not Zone.BATTLEFIELD or src.phased_out:
        return False
    if condition == "source tapped":
        return src.tapped
    _, _, who = condition.partition(":")
    return condition.startswith("you control source") and src.controller == (
        int(who) if who.isdigit() else game.active_player
    )


def end_held_untapped(game: GameState) -> None:
    """611.2b: a "for as long as" duration that is over ends for good: regaining control of
    the source (Dungeon Geists back from Act of Treason) or tapping it again doesn't start
    the effect again. Checked as control and zones change and as the source untaps."""
    if not game.held_untapped:
        return
    keep = [h for h in game.held_untapped if held_condition_holds(game, h[1], h[2])]
    if len(keep) == len(game.held_untapped):
        return
    for oid, source, _ in game.held_untapped:
        if (oid, source, _) not in keep:
            game.log_event(
                "effect",
                f"{game.object_name(oid)} may untap again: "
                f'{game.object_name(source)}\'s "for as long as" duration is over',
                "611.2b",
            )
    game.held_untapped = keep


def gain_control(
    game: GameState,
    obj: GameObject,
    player: int,
    duration: Duration,
    cause: str,
    source_id: int | None = None,
) -> None:
    """613.1b, 611.2: a resolving spell or ability gives ``player`` control of ``obj``;
    ``source_id``: the source a "for as long as you control ~" duration watches (611.2b)."""
    if obj.zone is not Zone.BATTLEFIELD:
        return
    watched = source_id if duration in WHILE_SOURCE else None
    if duration in WHILE_SOURCE and not _while_source_holds(game, player, duration, watched):
        # 611.2b: the "for as long as" duration never starts: the effect does nothing
        game.log_event(
            "control", f"{cause}: the effect does nothing ({duration.value} isn't true)", "611.2b"
        )
        return
    effect = ControlEffect(
        game.new_timestamp(), player, duration, frozenset({obj.id}), cause, watched
    )
    game.control_effects = [*game.control_effects, effect]
    game.dirty()
    for o, _ in sync_controllers(game):
        if o is obj:
            game.log_event(
                "control",
                f"{game.players[o.controller].name} gains control of {o.name} "
                f"({cause}, {duration.value})",
                "613.1b",
            )
        else:
            log_change(game, o)


def end_control_effects(game: GameState, duration: Duration, player: int | None = None) -> None:
    """611.2a: the control-changing effects with this duration end (``player``: only those
    of that player, "until your next turn"); control goes back (613.1b)."""
    ended = [
        e
        for e in game.control_effects
        if e.duration is duration and (player is None or e.player == player)
    ]
    if ended:
        game.control_effects = [e for e in game.control_effects if e not in ended]
        game.dirty()
    else:  # a new turn or step (the caller's): only what isn't closed is computed again (613)
        game.dirty_elsewhere()
    changed = dict((o.id, o) for o, _ in sync_controllers(game))
    for e in ended:
        for oid in sorted(e.affected):
            o = changed.pop(oid, None)
            if o is not None:
                game.log_event(
                    "control",
                    f"{e.source_name}'s control effect ends: "
                    f"{game.players[o.controller].name} controls {o.name} again",
                    "611.2a",
                )
    for o in changed.values():
        log_change(game, o)


def sync_and_log(game: GameState) -> None:
    """Bring every permanent's controller up to date (after a change of the state that may
    start or end a static control effect: an Aura entering, leaving or moving) and log it;
    and remove from combat what stopped being a creature (:func:`leave_combat`)."""
    for o, _ in sync_controllers(game):
        log_change(game, o)
    if game.combat.attackers or game.combat.blockers:
        leave_combat(game)


def leave_combat(game: GameState) -> None:
    """506.4: an attacking or blocking creature that stops being a creature (a face-down
    Concealed Weapon turned face up as an Equipment, a land whose animation ended) is removed
    from combat; it stops being an attacking, blocking, blocked or unblocked creature."""
    combat = game.combat
    for oid in [*combat.attackers, *combat.blockers]:
        obj = game.objects.get(oid)
        if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.phased_out:
            continue  # leaving and phasing out remove it where they happen (506.4)
        if "creature" not in characteristics.chars(game, oid).types:
            combat.remove(oid)
            combat.was_blocked.discard(oid)
            game.dirty()
            game.log_event(
                "combat", f"{obj.name} is removed from combat: it isn't a creature", "506.4"
            )


def log_change(game: GameState, obj: GameObject) -> None:
    ch = characteristics.chars(game, obj.id)
    who = game.players[obj.controller].name
    if obj.controller == base_controller(obj):
        game.log_event(
            "control",
            f"{who} controls {obj.name} again: no control-changing effect applies to it",
            "613.1b",
        )
    else:
        game.log_event(
            "control", f"{who} gains control of {obj.name} ({ch.control_source})", "613.1b"
        )
