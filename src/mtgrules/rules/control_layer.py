"""Layer 2 (613.1b): who controls each permanent, computed. A permanent's controller is,
by default, the player under whose control it entered the battlefield (110.2);
control-changing effects apply on top of that in timestamp order (613.7) with dependencies
(613.8): a resolved "gain control of target creature until end of turn" (Threaten, Act of
Treason: 611.2, a fixed set of objects 611.2c, ``records.ControlEffect``) and a static "You
control enchanted creature." (Control Magic: 611.3a, while the Aura is on the battlefield
attached to it). ``rules/control.py`` starts and ends the effects and keeps each
permanent's cached ``controller`` up to date with this computation.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..cards.ir import AttachedRef, ControlOf, StaticAbility
from ..records import ControlEffect
from .dependency import apply_in_order
from .type_changing import has_static

if TYPE_CHECKING:
    from ..cards.ir import CardDefinition
    from ..objects import GameObject
    from ..records import Characteristics
    from ..state import GameState


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


def apply_layer2(
    game: GameState,
    result: dict[int, Characteristics],
    control_statics: bool = True,
    entered: bool = True,
) -> None:
    """613.1b: every permanent's controller in ``result``, its default (110.2) changed by
    the control-changing effects that apply, in timestamp and dependency order.
    ``control_statics`` / ``entered``: False when the caller knows no permanent in
    ``result`` has a static control-changing ability / an ``entered_controller`` (then
    there is nothing to look at per permanent)."""
    items: list[_Item] = list(game.control_effects)
    objs = game.objects
    for oid, ch in result.items() if control_statics or entered else ():
        obj = objs[oid]
        if obj.entered_controller is not None:
            ch.controller = obj.entered_controller  # 110.2 (printed() gave obj.controller)
        if control_statics and has_static(ch.abilities, ControlOf):
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


def has_control_static(card: CardDefinition) -> bool:
    """Does the card (or a copy's values) have "You control ..." (613.1b)? Read from the
    static kinds kept by abilities tuple (type_changing.static_kinds)."""
    return has_static(card.abilities, ControlOf)
