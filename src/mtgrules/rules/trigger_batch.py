"""Batched trigger events (603.2c; issue 12, tenth session, "trig"): "Whenever one or more
other creatures you control die", "Whenever one or more tokens you control enter",
"Whenever one or more creature cards leave your graveyard". Such an ability triggers once
for each event in which one or more of the objects it names do so. The objects that change
zones in one event are those of one instruction or of one check of state-based actions
(``GameState.simultaneously``, 603.10a, 704.3); elsewhere each zone change is its own event.
The reading is cards/transform_trig_batch.py; triggers.fire asks ``first_in_batch`` and
``_matches`` asks ``left_graveyard_matches``; zone_moves.move fires trigger_firing.fire_left_graveyard."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from . import characteristics
from .layers import Characteristics, matches

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState

# the events whose "one or more" form this module batches (603.2c)
EVENTS = frozenset(
    {ir.TriggerEvent.ENTERS, ir.TriggerEvent.DIES, ir.TriggerEvent.LEAVES_GRAVEYARD}
)

# (game, source object, ability) -> the event (its list of leaving objects) it last
# triggered on; only compared by identity, while that event is going on
_SEEN: dict[tuple[int, int, ir.TriggeredAbility], object] = {}


def first_in_batch(game: GameState, obj: GameObject, a: ir.TriggeredAbility) -> bool:
    """603.2c: whether ``obj``'s batched ability ``a`` hasn't triggered yet on the event
    now going on (then it is noted as having done so). Other abilities: always True."""
    if not a.trigger.group or a.trigger.event not in EVENTS:
        return True
    batch = game._leaving
    if batch is None:
        return True  # a zone change on its own: its own event
    key = (id(game), obj.id, a)
    if _SEEN.get(key) is batch:
        return False
    if len(_SEEN) > 10_000:
        _SEEN.clear()
    _SEEN[key] = batch
    return True


def left_graveyard_matches(
    game: GameState, trig: ir.Trigger, obj: GameObject, chars: Characteristics, card: GameObject
) -> bool:
    """ "one or more [creature] cards leave your graveyard": a card ``chars``' controller
    owns (404.2, 109.5), of the card types named, as it was in the graveyard (603.10a: its
    card's characteristics there, not what it became)."""
    if card.owner != chars.controller or card.is_token:
        return False
    flt = trig.subject.filter if isinstance(trig.subject, ir.EachRef) else None
    if flt is None:
        return False
    return not (flt.types and not set(flt.types) & set(card.card.types))


def enters_or_dies_matches(
    game: GameState,
    trig: ir.Trigger,
    obj: GameObject,
    chars: Characteristics,
    subject: GameObject,
    lki: Characteristics | None,
) -> bool:
    """ "one or more other creatures you control die / enter": ``subject`` is one of them,
    seen as it last existed on the battlefield when it died (603.10a), as it is now when it
    entered (603.6a); "other": not this object (400.7: nor what it became)."""
    flt = trig.subject.filter if isinstance(trig.subject, ir.EachRef) else None
    if flt is None:
        return False
    if flt.other and obj.id in (subject.id, subject.previous_id):
        return False
    sch = lki if lki is not None else characteristics.chars(game, subject.id)
    return matches(game, sch, subject, flt, obj, chars.controller)
