"""Batched trigger events (603.2c; issue 12, tenth session, "trig"): "Whenever one or more
other creatures you control die", "Whenever one or more Elves you control enter", "Whenever
one or more creature cards leave your graveyard", "Whenever you discard one or more cards".
Such an ability triggers once for each event in which one or more of the objects it names do
so; "that many" is how many did. The objects that change zones in one event are those of one
instruction or of one check of state-based actions (``GameState.simultaneously``, 603.10a,
704.3); elsewhere each zone change is its own event. The reading is
cards/transform_trig_batch.py; triggers.fire asks ``matches`` (through ``_matches``),
``first_in_batch`` and ``first_amount``; zone_moves.move fires
trigger_firing.fire_left_graveyard."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from ..zones import Zone
from . import characteristics, lki_filters
from .layers import Characteristics
from .layers import matches as filter_matches

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState

# the events whose "one or more" form this module batches (603.2c)
EVENTS = frozenset(
    {
        ir.TriggerEvent.ENTERS,
        ir.TriggerEvent.DIES,
        ir.TriggerEvent.LEAVES_GRAVEYARD,
        ir.TriggerEvent.DISCARD,
        ir.TriggerEvent.PUT_INTO_GRAVEYARD,
    }
)
# the events this module answers for, batched or not
_OWN = frozenset({ir.TriggerEvent.PUT_INTO_GRAVEYARD, ir.TriggerEvent.LOSE_LIFE})
# the events of this module the engine notices (support.TRIGGER_EVENTS): zone_moves.move
# (trigger_firing.fire_left_graveyard, fire_put_into_graveyard), life.lose_life (119.3)
NOTICED = frozenset(
    {
        ir.TriggerEvent.LEAVES_GRAVEYARD,
        ir.TriggerEvent.PUT_INTO_GRAVEYARD,
        ir.TriggerEvent.LOSE_LIFE,
    }
)
# whether the damage now firing its triggers is combat damage (set by damage.deal_damage:
# one call deals combat damage or noncombat damage, 510.2)
COMBAT: list[bool] = [False]
# the zone the card now being put into a graveyard came from (set by
# trigger_firing.fire_put_into_graveyard as it fires the event)
FROM: list[Zone | None] = [None]

# (game, source object, ability) -> the event (its list of leaving objects) it last
# triggered on; only compared by identity, while that event is going on
_SEEN: dict[tuple[int, int, ir.TriggeredAbility], object] = {}


def handles(trig: ir.Trigger) -> bool:
    """Whether triggers._matches asks this module about ``trig`` (``matches``)."""
    return trig.event in _OWN or batched(trig)


def batched(trig: ir.Trigger) -> bool:
    """Whether ``trig`` is one of this module's "one or more" trigger conditions."""
    return trig.group and trig.event in EVENTS


def first_in_batch(game: GameState, obj: GameObject, a: ir.TriggeredAbility) -> bool:
    """603.2c: whether ``obj``'s batched ability ``a`` hasn't triggered yet on the event
    now going on (then it is noted as having done so); if it has, the one waiting counts
    one more object ("that many"). Other abilities: always True."""
    if not batched(a.trigger):
        return True
    batch = game._leaving
    if batch is None:
        return True  # a zone change on its own: its own event
    key = (id(game), obj.id, a)
    if _SEEN.get(key) is batch:
        for t in reversed(game.pending_triggers):
            if t.source_id == obj.id and t.ability == a:
                t.amount = (t.amount or 1) + 1
                break
        return False
    if len(_SEEN) > 10_000:
        _SEEN.clear()
    _SEEN[key] = batch
    return True


def first_amount(a: ir.TriggeredAbility, amount: int | None) -> int | None:
    """The amount a triggered ability notes as it triggers: one object for a batched event
    (``first_in_batch`` adds the others), else the event's own (603.2)."""
    return 1 if batched(a.trigger) else amount


def matches(
    game: GameState,
    trig: ir.Trigger,
    obj: GameObject,
    chars: Characteristics,
    subject: GameObject | None,
    player: int | None,
    lki: Characteristics | None,
) -> bool:
    """603.2: whether the event (``subject``, done by ``player``) is one of those ``trig`` of
    the permanent ``obj`` (``chars``: its characteristics, controller 109.5) names."""
    if trig.event is ir.TriggerEvent.LOSE_LIFE:  # 119.3: the player who lost life
        if player is None or (trig.your_turn and game.active_player != chars.controller):
            return False  # "during your turn": the controller's (102.2)
        return (player == chars.controller) is (trig.whose == "you")  # 102.2, 109.5
    flt = trig.subject.filter if isinstance(trig.subject, ir.EachRef) else None
    if subject is None or flt is None:
        return False
    if trig.your_turn and game.active_player != chars.controller:
        return False  # "during your turn": the controller's (102.2)
    if trig.event is ir.TriggerEvent.LEAVES_GRAVEYARD:
        # "your graveyard": a card you own (404.2); of the card types named, as it was in
        # the graveyard (603.10a: its card's characteristics there, not what it became)
        if subject.owner != chars.controller or subject.is_token:
            return False
        return _card_types_match(flt, subject)
    if trig.event is ir.TriggerEvent.PUT_INTO_GRAVEYARD:
        return _put_matches(game, trig, flt, obj, chars, subject)
    if trig.event is ir.TriggerEvent.DISCARD:  # 701.9a: the player who discarded
        if trig.whose == "you" and player != chars.controller:
            return False
        return _card_types_match(flt, subject)
    # "one or more other creatures you control die / enter": seen as it last existed on the
    # battlefield when it died (603.10a), as it is now when it entered (603.6a); "other":
    # not this object (400.7: nor what it became)
    if flt.other and obj.id in (subject.id, subject.previous_id):
        return False
    sch = lki if lki is not None else characteristics.chars(game, subject.id)
    if lki is not None:  # 603.10a: counters, modified, in combat as it last existed there
        looked = lki_filters.looked_back(game, subject, flt)
        if looked is None:
            return False
        flt = looked
    return filter_matches(game, sch, subject, flt, obj, chars.controller)


def _card_types_match(flt: ir.Filter, card: GameObject) -> bool:
    """ "one or more [artifact / nonland] cards": the card's types (205.2a)."""
    types = set(card.card.types)
    if flt.types and not set(flt.types) & types:
        return False
    return not set(flt.non_types) & types


def _put_matches(
    game: GameState,
    trig: ir.Trigger,
    flt: ir.Filter,
    obj: GameObject,
    chars: Characteristics,
    card: GameObject,
) -> bool:
    """ "a [kind] card is put into your / an opponent's / a graveyard from anywhere [your
    library]": a card (not a token, 111.1) in the graveyard of the player named (404.2: its
    owner's; 109.5, 102.2), of that kind there; "another card": not this object (400.7)."""
    if card.is_token or card.zone is not Zone.GRAVEYARD:
        return False
    if trig.from_library and FROM[0] is not Zone.LIBRARY:
        return False
    if trig.graveyard == "you" and card.owner != chars.controller:
        return False
    if trig.graveyard == "opponent" and card.owner == chars.controller:
        return False
    if flt.other and obj.id in (card.id, card.previous_id):
        return False
    ch = characteristics.chars(game, card.id)
    if flt.types and not set(flt.types) & set(ch.types):
        return False
    if flt.colors and not set(flt.colors) & set(ch.colors):
        return False
    return not (flt.subtypes and not set(flt.subtypes) & set(ch.subtypes))


def combat_ok(trig: ir.Trigger) -> bool:
    """510.2: a "deals combat damage" / "is dealt combat damage" trigger condition matches
    only combat damage (``COMBAT``, set while damage.deal_damage fires its triggers)."""
    return not trig.combat_only or COMBAT[0]
