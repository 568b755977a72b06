"""Non-combat trigger events (603.2; issue 12, h-trig-events): drawing (121.1), discarding
(701.9a; cycling discards, 702.29a), sacrificing (701.21a), becoming tapped (701.26a), being
dealt damage (120.3), becoming the target of a spell or ability (115.1: triggers.became_target
fires it), heroic and "your second spell each turn" (601.2i). The reading is
cards/transform_trig_events.py; ``matches`` is called by triggers._matches, and
rules/trigger_firing.py fires the events where they happen (zone_moves.py, permanents.py,
damage.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..objects import StackAbility, StackItem
from ..zones import Zone
from . import (
    characteristics,
    graveyard_abilities,
    mechanics,
    this_turn,
    trigger_batch,
    trigger_more,
)
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
        ir.TriggerEvent.BECOMES_UNTAPPED,  # 701.26b (s9 engine)
        ir.TriggerEvent.DEALT_DAMAGE,
        ir.TriggerEvent.BECOMES_TARGET,
    }
)
# activated_this_turn keys (oid, _TARGETED - player): the permanent became the target of a
# spell or ability that player controlled this turn ("for the first time each turn")
_TARGETED = -100
# activated_this_turn keys (oid, _ONCE - index): the object's ability at ``index`` triggered
# this turn ("This ability triggers only once each turn")
_ONCE = -1000


def listening(game: GameState, event: ir.TriggerEvent) -> bool:
    """Whether any permanent or graveyard card could trigger on ``event`` (saves the
    triggers.fire walk on every tap and draw); triggers.fire decides (603.2, 113.6m). The
    events the battlefield's triggered abilities listen for are found once per state (the
    characteristics they were read from)."""
    if mechanics.has(game, mechanics.GRAVEYARD_TRIGGERS) and graveyard_abilities.graveyard_sources(
        game
    ):
        return True
    if game.turn_triggers and this_turn.listens_for(game, event):  # 603.7b
        return True
    if any(p.command for p in game.players):  # 113.6p, 114.4: an emblem's abilities
        return True
    chars = characteristics.battlefield_chars(game)
    if _EVENTS[0] is not chars:
        _EVENTS[0] = chars
        _EVENTS[1] = frozenset(
            a.trigger.event
            for ch in chars.values()
            for a in ch.abilities
            if isinstance(a, ir.TriggeredAbility)
        )
    return event in _EVENTS[1]


def listening_any(game: GameState, events: tuple[ir.TriggerEvent, ...]) -> bool:
    """Whether any permanent could trigger on one of ``events`` (s9 trig)."""
    return any(listening(game, e) for e in events)


# (the battlefield characteristics, the trigger events their abilities listen for)
_EVENTS: list[Any] = [None, frozenset()]


def once_this_turn(
    game: GameState, obj: GameObject, chars: Characteristics, a: ir.TriggeredAbility
) -> bool:
    """603.2: "This ability triggers only once each turn.": whether this object's ability
    hasn't triggered yet this turn; if not, it is marked as triggering now (a new object
    after a zone change has a new ability, 400.7)."""
    key = (obj.id, _ONCE - _index(chars.abilities, a))
    if key in game.activated_this_turn:
        return False
    game.activated_this_turn.add(key)
    return True


# activated_this_turn keys (oid, _DONE - index): the optional part of the object's ability at
# ``index`` was chosen this turn ("Do this only once each turn.", 603.2h)
_DONE = -2000


def _index(abilities: Any, a: object) -> int:
    """The position of ``a`` among its source's abilities (0 when it isn't one of them)."""
    return next((i for i, x in enumerate(abilities) if x is a), 0)


def _done_key(o: StackAbility) -> tuple[int, int]:
    abilities = o.source_snapshot.abilities if o.source_snapshot is not None else ()
    return (o.source_id, _DONE - _index(abilities, o.ability))


def done_this_turn(game: GameState, o: StackAbility) -> bool:
    """603.2h: "Do this only once each turn.": whether the optional part of this triggered
    ability of its source (a new object after a zone change, 400.7) was chosen this turn."""
    return _done_key(o) in game.activated_this_turn


def mark_done(game: GameState, o: StackAbility) -> None:
    game.activated_this_turn.add(_done_key(o))


def not_done(
    game: GameState, obj: GameObject, chars: Characteristics, a: ir.TriggeredAbility
) -> bool:
    """603.2h: an ability with "Do this only once each turn." triggers only if its source's
    controller hasn't taken that action this turn (by this object's ability, 400.7)."""
    return (obj.id, _DONE - _index(chars.abilities, a)) not in game.activated_this_turn


def nth_ok(game: GameState, trig: ir.Trigger, player: int) -> bool:
    """603.2: "your second spell each turn" / "your second card each turn": the event is the
    player's Nth of its kind this turn (counted before the triggers are looked for)."""
    if not trig.nth:
        return True
    p = game.players[player]
    if trig.event is ir.TriggerEvent.CAST_SPELL and trig.filter is not None:
        # s9 trig: "your first noncreature spell each turn": the spells of that kind
        return trigger_more.spells_of_kind(p.spells_cast_types, trig.filter) == trig.nth
    if trig.event is ir.TriggerEvent.CAST_SPELL:
        return p.spells_cast_this_turn == trig.nth  # 601.2i: counted as it became cast
    return p.cards_drawn_this_turn == trig.nth


def cast_ok(game: GameState, trig: ir.Trigger, obj: GameObject, spell: GameObject) -> bool:
    """CAST_SPELL (601.2i): "your second spell each turn"; heroic, "a spell that targets this
    creature" (115.1: one of its targets, as chosen while casting it, 601.2c)."""
    if not nth_ok(game, trig, spell.controller):
        return False
    if not trig.targets_self:
        return True
    item = next((i for i in reversed(game.stack) if i.object is spell), None)
    return item is not None and any(t.object_id == obj.id for ts in item.targets for t in ts)


def targeted_permanents(item: StackItem, game: GameState) -> list[int]:
    """115.1, 603.2: the permanents ``item`` targets, each once however often it's targeted."""
    out: list[int] = []
    for ts in item.targets:
        for t in ts:
            oid = t.object_id
            if oid is None or oid in out or oid not in game.objects:
                continue
            obj = game.objects[oid]
            if obj.zone is Zone.BATTLEFIELD and not obj.phased_out:
                out.append(oid)
    return out


def mark_targeted(game: GameState, oids: list[int], player: int) -> None:
    """Remember for "for the first time each turn" (cleared as each turn begins, 500.1)."""
    for oid in oids:
        key = (oid, _TARGETED - player)
        if key not in game.activated_this_turn:
            game.activated_this_turn.add(key)


def _target_matches(
    game: GameState, trig: ir.Trigger, obj: GameObject, chars: Characteristics, player: int | None
) -> bool:
    """115.1, 603.2: "becomes the target of a spell [or ability] [an opponent controls / you
    control] [for the first time each turn]"; ``player`` controls the spell or ability, the
    one just put on the stack (601.2c, 602.2b, 603.3d: targets chosen as it was)."""
    if player is None or not game.stack:
        return False
    is_spell = not isinstance(game.stack[-1].object, StackAbility)
    if trig.target_of == "spell" and not is_spell:
        return False
    if trig.target_of == "ability" and is_spell:
        return False
    if trig.whose == "you" and player != chars.controller:  # 109.5
        return False
    return not (trig.whose == "opponent" and player == chars.controller)  # 102.2


def _first_time(game: GameState, trig: ir.Trigger, subject: GameObject, controller: int) -> bool:
    """ "for the first time each turn": no spell or ability of the kind named targeted it
    earlier this turn (marked after each targeting, mark_targeted)."""
    for p in range(len(game.players)):
        if (subject.id, _TARGETED - p) not in game.activated_this_turn:
            continue
        if trig.whose == "any" or (trig.whose == "you") == (p == controller):
            return False
    return True


# the events whose triggered abilities remember an amount ("that much": 120.3 damage dealt)
AMOUNT_EVENTS = frozenset(
    {
        ir.TriggerEvent.DEALT_DAMAGE,
        # h-amount: the damage dealt to the player (rules/damage.note_damage_to_player, 120.3)
        ir.TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER,
        ir.TriggerEvent.DEALS_DAMAGE_TO_PLAYER,
        ir.TriggerEvent.GAIN_LIFE,  # h-amount: the life gained (rules/life.py, 119.10)
        ir.TriggerEvent.LOSE_LIFE,  # s10 trig: the life lost (rules/life.lose_life, 119.3)
        # s9 trig: "deals damage to a creature, ... loses that much life" (120.3)
        ir.TriggerEvent.DEALS_DAMAGE_TO_CREATURE,
        ir.TriggerEvent.DEALS_COMBAT_DAMAGE_TO_CREATURE,
        ir.TriggerEvent.DEALT_DAMAGE_YOU,  # "put that many charge counters"
        ir.TriggerEvent.DEALS_DAMAGE,  # "you gain that much life" (Spirit Link)
        ir.TriggerEvent.DAMAGED_BY_SOURCE,  # "sacrifices that many permanents"
        ir.TriggerEvent.DEALS_DAMAGE_TO_YOU,
    }
)
_ABILITIES = (ir.TriggeredAbility, ir.ActivatedAbility, ir.StaticAbility, ir.SpellAbility)


def event_amount_gap(ability: Any) -> str | None:
    """ "that much" (ir.EventAmount) is the amount of the event that triggered the ability
    (603.2): only the effects of a triggered ability whose event has one can use it, not a
    spell's, an activated ability's or an ability that ability creates."""
    allowed = isinstance(ability, ir.TriggeredAbility) and (
        trigger_batch.batched(ability.trigger)  # s10 trig: "that many" of them (603.2c)
        or (
            ability.trigger.event in AMOUNT_EVENTS
            # h-amount: one event's amount, not a group's ("one or more creatures ...", 603.2c)
            and not ability.trigger.group
            and not ability.trigger.min_count
        )
    )
    if _has_event_amount(ability.effects, True) if allowed else _fields(ability, False):
        return '"that much" without a trigger event that has an amount (603.2)'
    return None


def _has_event_amount(value: Any, allowed: bool) -> bool:
    """Whether ``value`` uses "that much" where it isn't ``allowed``; an ability inside (a
    delayed or granted one) isn't the ability it is in: a triggered one may use its own
    event's amount (603.2: "Enchanted creature has 'Whenever you gain life, put that many
    +1/+1 counters on this creature.'"), the others never may."""
    if isinstance(value, ir.EventAmount):
        return not allowed
    if isinstance(value, tuple | list):
        return any(_has_event_amount(v, allowed) for v in value)
    if isinstance(value, ir.TriggeredAbility):
        return event_amount_gap(value) is not None
    if isinstance(value, _ABILITIES):
        return _fields(value, False)
    return _fields(value, allowed)


def _fields(value: Any, allowed: bool) -> bool:
    fields = getattr(value, "__dataclass_fields__", None)
    if fields is None:
        return False
    return any(_has_event_amount(getattr(value, f), allowed) for f in fields if f != "layout")


def gap(trig: ir.Trigger) -> str | None:
    """What the engine can't do of a trigger condition of this family (or None)."""
    if (
        trig.event is ir.TriggerEvent.BECOMES_TARGET
        and trig.first_each_turn
        and trig.target_of != "spell or ability"
    ):
        return f'"the target of {trig.target_of} ... for the first time each turn"'
    return None


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
        # "Whenever you draw / discard a card": you are the ability's controller (109.5);
        # s9 trig: "an opponent draws a card", "a player discards a card" (102.2)
        if player is None or not trigger_more.player_matches(trig, chars, player):
            return False
        return nth_ok(game, trig, player)
    if event is ir.TriggerEvent.SACRIFICE:
        if player != chars.controller:  # 701.21a: the player who sacrificed it
            return False
        return _object_matches(game, trig, obj, chars, subject, lki)
    if event is ir.TriggerEvent.BECOMES_TARGET:
        if not _target_matches(game, trig, obj, chars, player):
            return False
        if trig.first_each_turn and not _first_time(game, trig, subject, chars.controller):
            return False
    # BECOMES_TAPPED, BECOMES_UNTAPPED, DEALT_DAMAGE, BECOMES_TARGET: the permanent the event
    # happened to
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
