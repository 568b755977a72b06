"""Non-combat trigger events (603.2; issue 12, h-trig-events): drawing (121.1), discarding
(701.9a; cycling discards, 702.29a), sacrificing (701.21a), becoming tapped (701.26a), being
dealt damage (120.3) and "your second spell each turn" (601.2i). The reading is
cards/transform_trig_events.py; ``matches`` is called by triggers._matches, and
rules/trigger_firing.py fires the events where they happen (zone_moves.py, permanents.py,
damage.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from . import characteristics
from .layers import Characteristics
from .layers import matches as filter_matches

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState

# the events this module answers for in triggers._matches
EVENTS = frozenset(
    {
        ir.TriggerEvent.DRAW,
        ir.TriggerEvent.DISCARD,
        ir.TriggerEvent.SACRIFICE,
        ir.TriggerEvent.BECOMES_TAPPED,
        ir.TriggerEvent.DEALT_DAMAGE,
    }
)


def nth_ok(game: GameState, trig: ir.Trigger, player: int) -> bool:
    """603.2: "your second spell each turn" / "your second card each turn": the event is the
    player's Nth of its kind this turn (counted before the triggers are looked for)."""
    if not trig.nth:
        return True
    p = game.players[player]
    if trig.event is ir.TriggerEvent.CAST_SPELL:
        return p.spells_cast_this_turn == trig.nth  # 601.2i: counted as it became cast
    return p.cards_drawn_this_turn == trig.nth


def matches(
    game: GameState,
    trig: ir.Trigger,
    obj: GameObject,
    chars: Characteristics,
    subject: GameObject | None,
    player: int | None,
    lki: Characteristics | None,
) -> bool:
    """603.2: whether the event (``subject``, done by ``player``) matches ``trig`` of the
    permanent ``obj`` (``chars``: its characteristics, controller 109.5)."""
    event = trig.event
    if subject is None:
        return False
    if event in (ir.TriggerEvent.DRAW, ir.TriggerEvent.DISCARD):
        # "Whenever you draw / discard a card": you are the ability's controller (109.5)
        if player != chars.controller:
            return False
        return nth_ok(game, trig, player)
    if event is ir.TriggerEvent.SACRIFICE:
        if player != chars.controller:  # 701.21a: the player who sacrificed it
            return False
        return _object_matches(game, trig, obj, chars, subject, lki)
    # BECOMES_TAPPED, DEALT_DAMAGE: the permanent the event happened to
    if isinstance(trig.subject, ir.SelfRef):
        return subject.id == obj.id
    if isinstance(trig.subject, ir.AttachedRef):  # 303.4: "enchanted land becomes tapped"
        return obj.attached_to == subject.id
    return _object_matches(game, trig, obj, chars, subject, lki)


def _object_matches(
    game: GameState,
    trig: ir.Trigger,
    obj: GameObject,
    chars: Characteristics,
    subject: GameObject,
    lki: Characteristics | None,
) -> bool:
    if not isinstance(trig.subject, ir.EachRef) or trig.subject.filter is None:
        return False
    flt = trig.subject.filter
    if flt.other and obj.id in (subject.id, subject.previous_id):
        return False  # "another permanent": not this one (in its new zone either, 400.7)
    # 603.10a: a sacrificed permanent is matched as it last existed on the battlefield
    sch = lki if lki is not None else characteristics.chars(game, subject.id)
    return filter_matches(game, sch, subject, flt, obj, chars.controller)
