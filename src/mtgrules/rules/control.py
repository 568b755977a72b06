"""Control (layer 2, 613.1b): control-changing effects and who controls each permanent.

A permanent's controller is, by default, the player under whose control it entered the
battlefield (110.2); control-changing effects apply on top of that in layer 2, in timestamp
order (613.7) with dependencies (613.8): a resolved "gain control of target creature until
end of turn" (Threaten, Act of Treason: 611.2, fixed set of objects 611.2c) and a static
"You control enchanted creature." (Control Magic: 611.3a, for as long as the Aura is on the
battlefield attached to it). When an effect ends, the controller computed again is the one
the remaining effects give: control goes back.

``GameObject.controller`` is a cached copy of the computed controller, kept for the many
questions that ask "who controls it": :func:`sync_controllers` is the one place that writes
it for a permanent, and it also does what a change of control does: the new controller
hasn't controlled it continuously since their turn began (302.6) and it leaves combat
(506.4).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..cards.ir import AttachedRef, ControlOf, Duration, StaticAbility
from ..zones import Zone
from .dependency import apply_in_order
from .type_changing import has_static

if TYPE_CHECKING:
    from ..cards.ir import CardDefinition
    from ..game import Game
    from ..objects import GameObject
    from .layers import Characteristics


@dataclass(frozen=True, slots=True)
class ControlEffect:
    """A control-changing effect from a resolved spell or ability (611.2, 613.1b): ``player``
    controls the objects in ``affected`` (fixed when it began, 611.2c) for ``duration``."""

    timestamp: int
    player: int
    duration: Duration
    affected: frozenset[int]
    source_name: str


@dataclass(frozen=True, slots=True)
class _StaticControl:
    """A static ability's control-changing effect ("You control enchanted creature.")."""

    timestamp: int
    source: GameObject
    effect: ControlOf


_Item = ControlEffect | _StaticControl


def base_controller(obj: GameObject) -> int:
    """110.2: the player under whose control the permanent entered the battlefield."""
    return obj.controller if obj.entered_controller is None else obj.entered_controller


def apply_layer2(game: Game, result: dict[int, Characteristics]) -> None:
    """613.1b: every permanent's controller in ``result``, its default (110.2) changed by
    the control-changing effects that apply, in timestamp and dependency order."""
    items: list[_Item] = list(game.control_effects)
    objs = game.objects
    for oid, ch in result.items():
        obj = objs[oid]
        if obj.entered_controller is not None:
            ch.controller = obj.entered_controller  # 110.2 (printed() gave obj.controller)
        if has_static(ch.abilities, ControlOf):
            for a in ch.abilities:
                if isinstance(a, StaticAbility) and isinstance(a.effect, ControlOf):
                    # 613.7a: a static ability's effect has its object's timestamp
                    items.append(_StaticControl(obj.timestamp, obj, a.effect))
    if not items:
        return

    def affected(item: _Item) -> list[int]:
        if isinstance(item, ControlEffect):
            return [i for i in item.affected if i in result]
        what = item.effect.what
        if isinstance(what, AttachedRef):
            host = item.source.attached_to
            return [host] if host is not None and host in result else []
        return []

    def new_controller(item: _Item) -> int:
        if isinstance(item, ControlEffect):
            return item.player
        return result[item.source.id].controller  # "you": the ability's controller, now

    def depends(a: _Item, b: _Item) -> bool:
        # 613.8a: b would change what a does: it changes who controls a's source ("you")
        return (
            isinstance(a, _StaticControl)
            and a.source.id in affected(b)
            and new_controller(b) != result[a.source.id].controller
        )

    def apply(item: _Item) -> None:
        player = new_controller(item)
        name = item.source_name if isinstance(item, ControlEffect) else item.source.name
        for oid in affected(item):
            result[oid].controller = player
            result[oid].control_source = name

    apply_in_order(items, lambda i: i.timestamp, depends, apply)


_CONTROL_STATIC: dict[int, tuple[CardDefinition, bool]] = {}


def _has_control_static(card: CardDefinition) -> bool:
    known = _CONTROL_STATIC.get(id(card))
    if known is None or known[0] is not card:
        found = any(
            isinstance(a, StaticAbility) and isinstance(a.effect, ControlOf) for a in card.abilities
        )
        known = _CONTROL_STATIC[id(card)] = (card, found)
    return known[1]


def _may_change(game: Game) -> bool:
    """Could any permanent's computed controller differ from its cached one? Not while no
    control-changing effect exists and none has applied (the common case: nothing to do)."""
    if game.control_effects:
        return True
    objs = game.objects
    known = _CONTROL_STATIC
    for oid in game.battlefield:
        o = objs[oid]
        if o.entered_controller is not None:
            return True
        k = known.get(id(o.card))
        if k[1] if k is not None and k[0] is o.card else _has_control_static(o.card):
            return True
    return False


def sync_controllers(game: Game) -> list[tuple[GameObject, int]]:
    """Write each permanent's computed controller (613.1b) to ``obj.controller``, with what
    a change of control does (302.6, 506.4); the permanents whose controller changed, each
    with its controller before."""
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
    computed = {oid: ch.controller for oid, ch in game.battlefield_chars().items()}
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
        before = obj.controller
        obj.controller = now
        obj.controlled_since_turn = game.turn_number  # 302.6
        game.combat.remove(oid)  # 506.4
        changed.append((obj, before))
    if changed:
        game.dirty()
    return changed


def _phased_out_controller(game: Game, obj: GameObject) -> int:
    """A phased-out permanent is treated as though it doesn't exist (702.26b), but a
    control-changing effect that ends while it is phased out still ends (611.2a): its
    controller from its default and the resolved effects that still apply to it."""
    changes = [(e.timestamp, e.player) for e in game.control_effects if obj.id in e.affected]
    for oid in game.battlefield:  # an Aura phased out with it (702.26g) phases in with it
        aura = game.objects[oid]
        if aura.attached_to == obj.id and _has_control_static(aura.card):
            changes.append((aura.timestamp, aura.controller))
    ctrl = base_controller(obj)
    for _, player in sorted(changes):
        ctrl = player
    return ctrl


def gain_control(game: Game, obj: GameObject, player: int, duration: Duration, cause: str) -> None:
    """613.1b, 611.2: a resolving spell or ability gives ``player`` control of ``obj``."""
    if obj.zone is not Zone.BATTLEFIELD:
        return
    effect = ControlEffect(game.new_timestamp(), player, duration, frozenset({obj.id}), cause)
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


def end_control_effects(game: Game, duration: Duration, player: int | None = None) -> None:
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


def sync_and_log(game: Game) -> None:
    """Bring every permanent's controller up to date (after a change of the state that may
    start or end a static control effect: an Aura entering, leaving or moving) and log it."""
    for o, _ in sync_controllers(game):
        log_change(game, o)


def log_change(game: Game, obj: GameObject) -> None:
    ch = game.chars(obj.id)
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
