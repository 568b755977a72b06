"""Firing the non-combat trigger events of rules/trigger_events.py (603.2; h-trig-events)
where they happen: a draw (121.2, zone_moves.draw), a discard (701.9a, zone_moves.discard),
a sacrifice (701.21a, zone_moves.sacrifice), a tap (701.26a, permanents.tap), damage dealt
to a permanent (120.3, 120.4d, damage.deal_damage); s9 trig: cycling (702.29c,
stack.activate) and "When you cast this spell" (601.2i, stack.cast)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from ..cards import ir
from ..records import PendingTrigger
from ..zones import Zone
from . import characteristics, this_turn, trigger_batch, trigger_events, trigger_more, triggers
from .layers import Characteristics
from .trigger_events import listening

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState


def fire_drew(game: GameState, player: int, card: GameObject) -> None:
    """121.1, 121.2: a player drew a card (one event per card). The count this turn is kept
    for "your second card each turn" (603.2)."""
    p = game.players[player]
    p.cards_drawn_this_turn += 1
    if listening(game, ir.TriggerEvent.DRAW):
        triggers.fire(game, ir.TriggerEvent.DRAW, card, player=player)


def fire_discarded(game: GameState, player: int, card: GameObject) -> None:
    """701.9a: a player discarded a card (a cycled card too: 702.29a)."""
    if listening(game, ir.TriggerEvent.DISCARD):
        triggers.fire(game, ir.TriggerEvent.DISCARD, card, player=player)


def fire_sacrificed(
    game: GameState,
    player: int,
    card: GameObject,
    lki: Characteristics | None,
    old: GameObject,
    leaving: tuple[tuple[GameObject, Characteristics], ...] | None = None,
    before: dict[int, Characteristics] | None = None,
) -> None:
    """701.21a: ``player`` sacrificed a permanent, seen as it last existed on the
    battlefield. Leaving the battlefield, the event looks back in time (603.10a): the
    sacrificed permanent's own "whenever you sacrifice a creature" triggers too, and so do
    those of the permanents that left in the same event (``leaving``, with ``before``: the
    battlefield before it), as zone_moves.left_battlefield does."""
    extra = leaving if leaving else ((old, lki),) if lki is not None else ()
    own = any(
        isinstance(a, ir.TriggeredAbility) and a.trigger.event is ir.TriggerEvent.SACRIFICE
        for _, ch in extra
        for a in ch.abilities
    )
    if own or listening(game, ir.TriggerEvent.SACRIFICE):
        triggers.fire(
            game,
            ir.TriggerEvent.SACRIFICE,
            card,
            player=player,
            lki=lki,
            extra_sources=extra,
            before=before,
        )


def fire_left_graveyard(game: GameState, new: GameObject) -> None:
    """603.2c, 603.10a (s10 trig): a card left its owner's graveyard (``new``: what it
    became); "one or more cards leave your graveyard" (rules/trigger_batch.py)."""
    if listening(game, ir.TriggerEvent.LEAVES_GRAVEYARD):
        # 603.10a: the ability looks back in time: a permanent that entered with this event
        # (the card itself, returned to the battlefield; the others returned with it) wasn't
        # on the battlefield to see the card leave (Cyan, Vengeful Samurai)
        newcomers = frozenset([new.id, *(o.id for o in game._entering or ())])
        triggers.fire(
            game, ir.TriggerEvent.LEAVES_GRAVEYARD, new, player=new.owner, newcomers=newcomers
        )


def fire_put_into_graveyard(game: GameState, new: GameObject, frm: Zone) -> None:
    """404.2, 603.2 (s10 trig): a card was put into its owner's graveyard from ``frm``
    ("from anywhere", "from your library": rules/trigger_batch.py)."""
    if listening(game, ir.TriggerEvent.PUT_INTO_GRAVEYARD):
        trigger_batch.FROM[0] = frm
        try:
            triggers.fire(game, ir.TriggerEvent.PUT_INTO_GRAVEYARD, new, player=new.owner)
        finally:
            trigger_batch.FROM[0] = None


def fire_tapped(game: GameState, obj: GameObject) -> None:
    """701.26a: a permanent became tapped."""
    if listening(game, ir.TriggerEvent.BECOMES_TAPPED):
        triggers.fire(game, ir.TriggerEvent.BECOMES_TAPPED, obj)


def fire_untapped(game: GameState, obj: GameObject) -> None:
    """701.26b: a permanent became untapped (in the untap step too: the ability waits for the
    next time a player would receive priority, 502.4, 503.1)."""
    if listening(game, ir.TriggerEvent.BECOMES_UNTAPPED):
        triggers.fire(game, ir.TriggerEvent.BECOMES_UNTAPPED, obj)


def fire_dealt_damage(game: GameState, obj: GameObject, amount: int) -> None:
    """120.3, 120.4d: a permanent was dealt damage (after prevention: 0 damage isn't dealt)."""
    if listening(game, ir.TriggerEvent.DEALT_DAMAGE):
        triggers.fire(game, ir.TriggerEvent.DEALT_DAMAGE, obj, amount=amount)


def fire_cycled(
    game: GameState,
    player: int,
    old: GameObject,
    chars: Characteristics,
    ab: ir.ActivatedAbility,
    x: int = 0,
) -> None:
    """702.29c: ``player`` discarded ``old`` to pay a cycling cost: its own "When you cycle
    this card" abilities trigger from the zone it went to (the new object, 400.7), their X
    the X chosen for the cycling cost (107.3e: Shark Typhoon), and the permanents' "Whenever
    you cycle a card" abilities trigger (603.2)."""
    if not trigger_more.is_cycling(chars, ab):
        return
    game.log_event("cycle", f"{game.players[player].name} cycles {old.name}", "702.29a")
    new = game.objects.get(game.renamed.get(old.id, old.id))
    if new is None:
        return
    now = characteristics.chars(game, new.id)
    for a in now.abilities:
        trig = a.trigger if isinstance(a, ir.TriggeredAbility) else None
        if trig is None or ir.TriggerEvent.CYCLE not in (trig.event, trig.or_event):
            continue  # (603.2: "When you cycle this card and when this creature dies")
        if not isinstance(trig.subject, ir.SelfRef):
            continue
        assert isinstance(a, ir.TriggeredAbility)
        if not _may_trigger(game, a, new, now, player):  # 603.4, 603.2
            continue
        game.pending_triggers.append(
            PendingTrigger(new.id, now.name, player, a, now, new.id, player, x=x)
        )
        game.log_event("trigger", f"{now.name}'s ability triggers (702.29c)", "603.2")
    triggers.fire(game, ir.TriggerEvent.CYCLE, new, player=player)


def fire_discarded_by_opponent(game: GameState, new: GameObject, owner: int, by: int) -> None:
    """701.9a, 113.6k: "When a spell or ability an opponent controls causes you to discard
    this card": the card's own abilities trigger from the zone it went to (the new object,
    400.7), controlled by its owner; "that player" is ``by``, the opponent."""
    now = characteristics.chars(game, new.id)
    for a in now.abilities:
        if not (
            isinstance(a, ir.TriggeredAbility)
            and a.trigger.event is ir.TriggerEvent.DISCARDED_BY_OPPONENT
        ):
            continue
        if not _may_trigger(game, a, new, now, owner):  # 603.4, 603.2
            continue
        game.pending_triggers.append(PendingTrigger(new.id, now.name, owner, a, now, new.id, by))
        game.log_event(
            "trigger",
            f"{now.name}'s ability triggers: an opponent's spell or ability made "
            f"{game.players[owner].name} discard it",
            "603.2",
        )


def fire_cast_self(game: GameState, spell: GameObject) -> None:
    """601.2i, 603.2: "When you cast this spell": the spell's own triggered abilities trigger
    once it becomes cast, from the stack (its controller is the caster, 601.2a)."""
    if spell.zone is not Zone.STACK:
        return
    chars = characteristics.chars(game, spell.id)
    for a in chars.abilities:
        if not isinstance(a, ir.TriggeredAbility) or not a.trigger.this_spell:
            continue
        if not _may_trigger(game, a, spell, chars, spell.controller):  # 603.4, 603.2
            continue
        game.pending_triggers.append(
            PendingTrigger(
                spell.id, chars.name, spell.controller, a, chars, spell.id, spell.controller
            )
        )
        game.log_event("trigger", f"{chars.name}'s ability triggers (601.2i)", "603.2")


_TO_CREATURE = (
    ir.TriggerEvent.DEALS_DAMAGE_TO_CREATURE,
    ir.TriggerEvent.DEALS_COMBAT_DAMAGE_TO_CREATURE,
    ir.TriggerEvent.DAMAGED_BY_SOURCE,
)


def fire_damaged_creatures(game: GameState, hits: dict[tuple[int, int], tuple[int, bool]]) -> None:
    """120.3, 510.2, 603.2: "Whenever this creature / equipped creature / a Sliver deals
    [combat] damage to a creature": once for each creature a source dealt damage to in the
    event (603.2c); "that creature" is the creature dealt damage, "that much" the damage.
    ``hits``: (source, creature) -> (damage, whether it was combat damage)."""
    if not trigger_events.listening_any(game, _TO_CREATURE):
        return
    for obj, chars, a in _listeners(game, _TO_CREATURE):
        trig = a.trigger
        for (source, creature), (n, combat) in hits.items():
            if trig.event is ir.TriggerEvent.DEALS_COMBAT_DAMAGE_TO_CREATURE and not combat:
                continue
            named = creature  # "that creature": the creature dealt damage
            if trig.event is ir.TriggerEvent.DAMAGED_BY_SOURCE:
                # "a source deals damage to this creature": once for each source; "that
                # source" is the event's object
                if creature != obj.id or not isinstance(trig.subject, ir.SelfRef):
                    continue
                named = source
            elif not trigger_more.source_matches(game, trig, obj, chars, source):
                continue
            _trigger(game, a, obj, chars, chars.controller, named, amount=n)


def fire_looked(game: GameState, event: ir.TriggerEvent, player: int, count: int) -> None:
    """701.22d, 701.25d: "Whenever you scry / surveil" triggers after the scry or surveil is
    complete, even if the library had fewer cards; scrying or surveilling 0 is no event
    (701.22b, 701.25c)."""
    if count <= 0:
        return
    # "Whenever you scry or surveil" listens for SCRY with SURVEIL as its second event
    if listening(game, event) or listening(game, _OTHER_LOOK[event]):
        triggers.fire(game, event, player=player)


_OTHER_LOOK = {
    ir.TriggerEvent.SCRY: ir.TriggerEvent.SURVEIL,
    ir.TriggerEvent.SURVEIL: ir.TriggerEvent.SCRY,
}


_TO_YOU = (ir.TriggerEvent.DEALT_DAMAGE_YOU, ir.TriggerEvent.DEALS_DAMAGE_TO_YOU)


def fire_damaged_players(
    game: GameState, hits: list[tuple[int | None, Characteristics, int, int]]
) -> None:
    """120.3, 603.2: "Whenever you're dealt damage" triggers once for the damage dealt to you
    at once (120.5; "that many": the total); "Whenever a source an opponent controls / a
    creature deals damage to you" once for each source ("it", "that player": that source, its
    controller). ``hits``: (source, its characteristics, player, damage)."""
    if not trigger_events.listening_any(game, _TO_YOU):
        return
    totals: dict[int, int] = {}
    for _, _, player, n in hits:
        totals[player] = totals.get(player, 0) + n
    for obj, chars, a in _listeners(game, _TO_YOU):
        you = chars.controller
        found: list[tuple[int | None, int]]
        if a.trigger.event is ir.TriggerEvent.DEALT_DAMAGE_YOU:
            found = [(None, totals[you])] if you in totals else []
        else:
            found = [
                (source, n)
                for source, sch, player, n in hits
                if player == you
                and trigger_more.damage_source_matches(game, a.trigger, obj, you, source, sch)
            ]
        for source, n in found:
            _trigger(game, a, obj, chars, you, source, you, n)


def fire_dealt_by(game: GameState, by_source: dict[int, int]) -> None:
    """120.3, 603.2c: "Whenever this creature / enchanted creature deals damage" triggers once
    for the damage a source deals at once, to however many recipients; "that much" is the
    total. ``by_source``: source -> the damage it dealt (after prevention)."""
    if not listening(game, ir.TriggerEvent.DEALS_DAMAGE):
        return
    for obj, chars, a in _listeners(game, (ir.TriggerEvent.DEALS_DAMAGE,)):
        for source, n in by_source.items():
            if trigger_more.source_matches(game, a.trigger, obj, chars, source):
                _trigger(game, a, obj, chars, chars.controller, source, amount=n)


_OR_KIND = {"player or planeswalker": "planeswalker", "player or battle": "battle"}


def fire_combat_damage_permanents(game: GameState, hits: list[tuple[int, frozenset[str]]]) -> None:
    """510.2, 603.2: "Whenever this creature deals combat damage to a player or planeswalker
    (battle)": the planeswalker or battle part (the player part is triggers.fire's
    DEALS_COMBAT_DAMAGE_TO_PLAYER, damage.note_damage_to_player). ``hits``: (source, the
    types of the permanent it dealt combat damage to)."""
    if not listening(game, ir.TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER):
        return
    for obj, chars, a in _listeners(game, (ir.TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER,)):
        kind = _OR_KIND.get(a.trigger.whose)
        if kind is None:
            continue
        for source, types in hits:
            if kind in types and trigger_more.source_matches(game, a.trigger, obj, chars, source):
                _trigger(game, a, obj, chars, chars.controller, source)


def fire_exerted(game: GameState, obj: GameObject, player: int) -> None:
    """701.43a: ``player`` exerted ``obj`` ("Whenever you exert a creature"; "that creature")."""
    if listening(game, ir.TriggerEvent.EXERT):
        triggers.fire(game, ir.TriggerEvent.EXERT, obj, player=player)


def fire_explored(game: GameState, obj: GameObject, lki: Characteristics | None = None) -> None:
    """701.44a-b: ``obj`` explored (even if its library was empty); ``lki``: as it last
    existed on the battlefield, when it has left (701.44c)."""
    if listening(game, ir.TriggerEvent.EXPLORES):
        triggers.fire(game, ir.TriggerEvent.EXPLORES, obj, lki=lki)


def _listeners(
    game: GameState, events: tuple[ir.TriggerEvent, ...]
) -> Iterator[tuple[GameObject, Characteristics, ir.TriggeredAbility]]:
    """603.2: each triggered ability of a permanent that listens for one of ``events``."""
    for obj in game.battlefield_objects():
        chars = characteristics.chars(game, obj.id)
        if not chars.has_triggers:
            continue
        for a in chars.abilities:
            if isinstance(a, ir.TriggeredAbility) and a.trigger.event in events:
                yield obj, chars, a
    for obj, chars in this_turn.sources(game) if game.turn_triggers else ():  # 603.7b
        for a in chars.abilities:
            if isinstance(a, ir.TriggeredAbility) and a.trigger.event in events:
                yield obj, chars, a


def _trigger(
    game: GameState,
    a: ir.TriggeredAbility,
    obj: GameObject,
    chars: Characteristics,
    controller: int,
    named: int | None,
    player: int | None = None,
    amount: int | None = None,
) -> None:
    """603.2: ``a`` triggers (if its intervening "if" holds, 603.4), naming ``named``."""
    if not _may_trigger(game, a, obj, chars, controller, player, named):
        return
    game.pending_triggers.append(
        PendingTrigger(obj.id, chars.name, controller, a, chars, named, player, amount)
    )
    game.log_event("trigger", f"{chars.name}'s ability triggers", "603.2")


def _may_trigger(
    game: GameState,
    a: ir.TriggeredAbility,
    obj: GameObject,
    chars: Characteristics,
    controller: int,
    player: int | None = None,
    named: int | None = None,
) -> bool:
    """603.4: the intervening "if" holds; 603.2: "This ability triggers only once each turn"
    hasn't been used up (as triggers.fire checks them)."""
    if not trigger_batch.combat_ok(a.trigger):  # s10 trig: combat damage only (510.2)
        return False
    if not triggers.intervening_if_holds(game, a, obj.id, controller, player, named):
        return False
    if a.do_once_each_turn and not trigger_events.not_done(game, obj, chars, a):  # 603.2h
        return False
    return not a.once_each_turn or trigger_events.once_this_turn(game, obj, chars, a)
