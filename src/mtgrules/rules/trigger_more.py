"""More trigger events (603.2; issue 12, ninth session, "trig"): the reading is
cards/transform_trig_more.py, the firing rules/trigger_firing.py. Cycling (702.29c: "When you
cycle this card" triggers from the zone the card went to; "Whenever you cycle a card" from the
battlefield), "When you cast this spell" (601.2i: the spell's own ability, on the stack),
another player's draws and discards (121.1, 701.9a: rules/trigger_events.matches), the
beginning of the draw step (504.1, 603.2b) and end of combat (511.2)
(rules/turn.turn_based_actions), and "enters or dies" (603.2: triggers.fire matches either
event)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..cards import ir
from ..zones import Zone
from . import characteristics, keywords_cycling
from .layers import Characteristics, matches

if TYPE_CHECKING:
    from ..objects import GameObject, StackItem
    from ..state import GameState


def gap(trig: ir.Trigger, events: frozenset[ir.TriggerEvent]) -> str | None:
    """What the engine can't do of this family's trigger conditions (or None): the second
    event of "enters or ..." must be one the engine notices (``events``)."""
    if trig.or_event is not None and trig.or_event not in events:
        return f'the trigger "{trig.or_event.value}"'
    if trig.event is ir.TriggerEvent.CAST_SPELL and trig.nth and trig.filter is not None:
        plain = replace(trig.filter, types=frozenset(), non_types=frozenset())
        if plain != ir.Filter(zone=trig.filter.zone):
            return '"your first ... spell each turn" of a kind other than card types'
    return None


def ability_gap(a: ir.TriggeredAbility) -> str | None:
    """ "Whenever a creature dealt damage by enchanted creature this turn dies, put a +1/+1
    counter on that creature": the creature meant is the enchanted one, not the one that died
    (which is a card in a graveyard now, 400.7); not read that way yet."""
    trig = a.trigger
    if trig.event is not ir.TriggerEvent.DIES or not isinstance(trig.subject, ir.EachRef):
        return None
    flt = trig.subject.filter
    if flt is None or flt.damaged_by in (None, "self"):
        return None
    if any(isinstance(e, ir.AddCounters) and e.what == ir.TriggerObjectRef() for e in a.effects):
        return '"put a counter on that creature" after "dealt damage by enchanted creature dies"'
    return None


def is_cycling(chars: Characteristics, ab: ir.ActivatedAbility) -> bool:
    """702.29a, 702.29e-f: ``ab`` is the cycling or a typecycling ability of an object with
    these characteristics (the abilities those keywords stand for, 113.3b)."""
    for kw in chars.abilities:
        if not isinstance(kw, ir.Keyword) or kw.cost is None:
            continue
        if kw.name == "cycling":
            cycling = ir.ActivatedAbility(
                replace(kw.cost, discard_self=True), (ir.Draw(ir.YouRef(), 1),)
            )
            if cycling == ab:
                return True
        elif keywords_cycling.typecycling_ability(kw) == ab:
            return True
    return False


def cycle_matches(
    trig: ir.Trigger,
    obj: GameObject,
    chars: Characteristics,
    subject: GameObject | None,
    player: int | None,
) -> bool:
    """ "Whenever you cycle a card / another card", "Whenever a player cycles a card" of a
    permanent (the card's own "When you cycle this card" is triggered by ``cycled``)."""
    if subject is None or player is None or isinstance(trig.subject, ir.SelfRef):
        return False
    if obj.zone is not Zone.BATTLEFIELD:
        return False
    if trig.whose == "you" and player != chars.controller:  # 109.5
        return False
    flt = trig.subject.filter if isinstance(trig.subject, ir.EachRef) else None
    # "another card": not this object (400.7: nor what it became)
    return not (flt is not None and flt.other and obj.id in (subject.id, subject.previous_id))


def player_matches(trig: ir.Trigger, chars: Characteristics, player: int | None) -> bool:
    """121.1, 701.9a: "Whenever you / an opponent / a player draws (discards) a card": the
    player who drew or discarded (109.5: "you" is the ability's controller, 102.2)."""
    if player is None:
        return False
    if isinstance(trig.subject, ir.YouRef) or trig.whose == "you":
        return player == chars.controller
    if trig.whose == "opponent":
        return player != chars.controller
    return True


def source_matches(
    game: GameState, trig: ir.Trigger, obj: GameObject, chars: Characteristics, source: int
) -> bool:
    """120.3: the source that dealt the damage is the one the trigger condition names: this
    object, the creature it's attached to (301.5, 303.4), or one its filter matches (seen
    from the ability's controller, 109.5)."""
    if isinstance(trig.subject, ir.SelfRef):
        return source == obj.id
    if isinstance(trig.subject, ir.AttachedRef):
        return obj.attached_to == source
    if not isinstance(trig.subject, ir.EachRef) or trig.subject.filter is None:
        return False
    src = game.objects.get(source)
    if src is None:
        return False
    flt = trig.subject.filter
    if flt.other and source == obj.id:
        return False
    return matches(game, characteristics.chars(game, source), src, flt, obj, chars.controller)


def graveyard_owner_ok(trig: ir.Trigger, card: GameObject, controller: int) -> bool:
    """404.2: a card goes to its owner's graveyard: "put into your graveyard" is a card you
    own (109.5: "you", the ability's controller), "an opponent's graveyard" one an opponent
    owns (102.2); and the card is in that graveyard now (not replaced elsewhere, 614.6)."""
    if card.zone is not Zone.GRAVEYARD:
        return False
    if trig.graveyard == "you":
        return card.owner == controller
    return card.owner != controller


def damage_source_matches(
    game: GameState,
    trig: ir.Trigger,
    obj: GameObject,
    you: int,
    source: int | None,
    sch: Characteristics,
) -> bool:
    """120.3: "a source an opponent controls" / "a creature" deals damage to you: the source
    as it was when it dealt the damage (its characteristics in the damage event)."""
    if not isinstance(trig.subject, ir.EachRef) or trig.subject.filter is None:
        return False
    src = game.objects.get(source) if source is not None else None
    if src is None:
        return False
    return matches(game, sch, src, trig.subject.filter, obj, you)  # a spell is a source too


def first_gain(game: GameState, trig: ir.Trigger, player: int | None, amount: int | None) -> bool:
    """119.9, 603.2: "Whenever you gain life for the first time each turn": the life just
    gained (``amount``) is all the player gained this turn. True for every other trigger."""
    if not trig.first_each_turn or trig.event is not ir.TriggerEvent.GAIN_LIFE:
        return True
    if player is None or not amount:
        return False
    return game.players[player].life_gained_this_turn == amount


def is_crime(game: GameState, item: StackItem) -> bool:
    """700.13: the spell or ability ``item`` targets at least one opponent of its controller,
    a permanent, spell or ability an opponent controls, or a card in an opponent's graveyard
    (404.2: a graveyard is its owner's)."""
    you = item.controller
    for ts in item.targets:
        for t in ts:
            if t.player is not None:
                if t.player != you:
                    return True
                continue
            obj = game.objects.get(t.object_id) if t.object_id is not None else None
            if obj is None:
                on_stack = next((i for i in game.stack if i.object.id == t.object_id), None)
                if on_stack is not None and on_stack.controller != you:
                    return True  # an ability an opponent controls (113.8)
                continue
            if obj.zone is Zone.BATTLEFIELD:
                if characteristics.chars(game, obj.id).controller != you:
                    return True
            elif obj.zone is Zone.STACK:
                if obj.controller != you:
                    return True
            elif obj.zone is Zone.GRAVEYARD and obj.owner != you:
                return True
    return False


def targets_match(
    game: GameState, flt: ir.Filter, obj: GameObject, chars: Characteristics, spell: GameObject
) -> bool:
    """601.2c, 115.1: "a spell that targets a creature you control": one of the targets
    chosen for ``spell`` is an object ``flt`` matches (seen from ``obj``'s controller)."""
    item = next((i for i in reversed(game.stack) if i.object is spell), None)
    if item is None:
        return False
    for ts in item.targets:
        for t in ts:
            target = game.objects.get(t.object_id) if t.object_id is not None else None
            if target is None:
                continue
            if flt.zone == "battlefield" and target.zone is not Zone.BATTLEFIELD:
                continue  # 109.2: "a creature" is a permanent, not a creature card elsewhere
            tch = characteristics.chars(game, target.id)
            if matches(game, tch, target, flt, obj, chars.controller):
                return True
    return False


def spells_of_kind(cast_types: tuple[str, ...], flt: ir.Filter) -> int:
    """601.2i: how many of the spells a player cast this turn (their card types, as cast:
    ``Player.spells_cast_types``) are of the kind ``flt`` names by card types ("instant or
    sorcery": either; "noncreature": none of these)."""
    n = 0
    for joined in cast_types:
        types = set(joined.split())
        if flt.types and not types & flt.types:
            continue
        if flt.non_types & types:
            continue
        n += 1
    return n
