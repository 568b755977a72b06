"""Dealing damage (120): prevention, then the results of the damage that is dealt.

120.3: damage to a player makes them lose that much life (poison counters instead with
infect, 702.90b); damage to a planeswalker removes that many loyalty counters (120.3c);
damage to a creature is marked on it (120.3e), or becomes -1/-1 counters with wither or
infect (702.80a, 702.90c); lifelink makes the source's controller gain that much life
(702.15b); deathtouch flags the creature for 704.5h; toxic gives poison counters with
combat damage (702.164c). All damage dealt at once is one event (120.5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..cards.words import CREATURE_TYPES
from ..objects import Target
from . import (
    characteristics,
    history,
    initiative,
    monarch,
    permanents,
    replacement,
    shield_choice,
    trigger_batch,
    trigger_firing,
    triggers,
)
from .events import DamageEvent
from .life import gain_life, lose_life

_CREATURE_TYPES = frozenset(CREATURE_TYPES)  # 205.3m

if TYPE_CHECKING:
    from ..state import GameState
    from .layers import Characteristics


def make_event(
    game: GameState,
    source_id: int | None,
    source_chars: Characteristics,
    source_owner: int,
    recipient: Target,
    amount: int,
    combat: bool = False,
) -> DamageEvent:
    from .targeting import target_name

    return DamageEvent(
        source_id,
        source_chars,
        source_owner,
        recipient,
        target_name(game, recipient),
        amount,
        combat,
    )


def deal_damage(
    game: GameState,
    events: list[DamageEvent],
    damaged: list[int] | None = None,
    to_players: list[tuple[int, int]] | None = None,
) -> int:
    """Deal all ``events`` simultaneously (120.5). Returns the total damage dealt;
    ``damaged`` gets the permanents dealt damage ("dealt damage this way", 614.1a);
    ``to_players`` gets (source, player) for each player dealt damage (603.2c: the group
    triggers of rules/triggers_combat.py).

    One damage event's journey (combat damage: combat.deal_combat_damage makes the events,
    510.2):
    1. pipeline.replace: prevention and replacement effects (615, 616.1), shield counters
       among them (122.1c), the affected player or controller choosing the order where it
       matters (616.1e, a pulled decision);
    2. applied here: marked damage, life loss, loyalty or -1/-1 counters (120.3), each
       change through the pipeline in its turn (life.lose_life, permanents.add_counters),
       and logged with its rule (510.2 for combat damage, 120.3 otherwise);
    3. triggers: the changes fire triggered abilities (triggers.fire: "whenever ... deals
       combat damage to a player", lifelink's gain, 603.2), collected as pending;
    4. state-based actions (704.3: a creature with lethal damage is destroyed, 704.5g)
       are checked before the next player gets priority, and then the pending triggers
       go on the stack (priority.run, 117.5).
    """
    batch: set[int] = set()  # 120.5: one event for shield counters (122.1c)
    for ev in events:
        ev.batch = batch
    if game.prevention_shields and len(events) > 1:
        events = shield_choice.shield_first(game, events)  # 615.7: which damage it prevents
    events = [out for ev in events for out in _through_pipeline(game, ev)]
    total = 0
    # 119.9, 702.15b: each lifelink source's controller gains life: one event per source
    lifelink: dict[int, tuple[int, str, int]] = {}
    rule_combat = "510.2"
    # 120.5, 603.2: "whenever this creature is dealt damage" triggers once for damage dealt
    # at once by several sources, "that much" being the total
    dealt_to: dict[int, int] = {}
    # (source, creature) -> (damage, whether any of it was combat damage): s9 trig, 120.3
    to_creatures: dict[tuple[int, int], tuple[int, bool]] = {}
    # s9 trig: (source, its characteristics, player, damage) for "you're dealt damage"
    to_you: list[tuple[int | None, Characteristics, int, int]] = []
    by_source: dict[int, int] = {}  # s9 trig: "Whenever this creature deals damage" (120.3)
    to_permanents: list[tuple[int, frozenset[str]]] = []  # (source, a planeswalker's types)
    for ev in events:
        if ev.amount <= 0:
            continue
        src = ev.source_chars
        if ev.source_id is not None:
            by_source[ev.source_id] = by_source.get(ev.source_id, 0) + ev.amount
        kind = "combat damage" if ev.combat else "damage"
        rule = rule_combat if ev.combat else "120.3"
        t = ev.recipient
        if t.player is not None:
            p = game.players[t.player]
            game.log_event(
                "damage",
                f"{src.name} deals {ev.amount} {kind} to {p.name}",
                rule,
                source=src.name,
                recipient=p.name,
                amount=ev.amount,
                combat=ev.combat,
            )
            p.damage_dealt_this_turn += ev.amount  # bloodthirst (702.54a)
            _record_source(game, ev)  # h-history: "creature that dealt damage to you ..."
            if ev.combat and src.subtypes:  # 702.76a, 702.173a: by a source with these types
                by = game.players[src.controller]
                types = _CREATURE_TYPES & src.subtypes
                if not types <= set(by.combat_damage_types):
                    by.combat_damage_types = tuple(sorted(types | set(by.combat_damage_types)))
            if src.has("infect"):
                p.poison += ev.amount
                game.dirty()
                game.log_event(
                    "poison",
                    f"{p.name} gets {ev.amount} poison counters (infect; {p.poison} in all)",
                    "702.90b",
                )
            else:
                lose_life(game, t.player, ev.amount, src.name, "120.3a")
            if ev.combat:
                toxic = sum(  # 702.164c
                    a.amount or 0
                    for a in src.abilities
                    if isinstance(a, ir.Keyword) and a.name == "toxic"
                )
                if toxic:
                    p.poison += toxic
                    game.dirty()
                    game.log_event(
                        "poison", f"{p.name} gets {toxic} poison counters (toxic)", "702.164c"
                    )
            note_damage_to_player(game, ev)
            to_you.append((ev.source_id, src, t.player, ev.amount))  # s9 trig (120.3)
            if to_players is not None and ev.source_id is not None:
                to_players.append((ev.source_id, t.player))
        else:
            assert t.object_id is not None
            obj = game.objects[t.object_id]
            ch = characteristics.chars(game, obj.id)
            game.log_event(
                "damage",
                f"{src.name} deals {ev.amount} {kind} to {obj.name}",
                rule,
                source=src.name,
                recipient=obj.name,
                amount=ev.amount,
                combat=ev.combat,
            )
            if damaged is not None:
                damaged.append(obj.id)
            game.damaged_this_turn.add(obj.id)  # "a creature that was dealt damage this turn"
            if ev.source_id is not None:  # s9 trig: "dealt damage by this creature this turn"
                history.note_damaged_by(game, ev.source_id, obj.id)
            if ev.combat and ev.source_id is not None and ch.types & {"planeswalker", "battle"}:
                # s9 trig: "deals combat damage to a player or planeswalker / battle"
                to_permanents.append((ev.source_id, ch.types))
            _record_source(game, ev)  # h-history: "creature that dealt damage this turn"
            if "planeswalker" in ch.types:  # 120.3c
                permanents.remove_counters(game, obj, "loyalty", ev.amount, "120.3c")
            if "creature" in ch.types:
                if src.has("wither") or src.has("infect"):  # 702.80a, 702.90c
                    permanents.add_counters(
                        game, obj, "-1/-1", ev.amount, "702.90c" if src.has("infect") else "702.80a"
                    )
                else:
                    obj.damage += ev.amount  # 120.3e
                    game.dirty_elsewhere()  # objects.QUIET_FIELDS
                if src.has("deathtouch"):
                    obj.deathtouch_damage = True  # 704.5h
            dealt_to[obj.id] = dealt_to.get(obj.id, 0) + ev.amount  # 120.4d: fired below
            if "creature" in ch.types and ev.source_id is not None:  # s9 trig (120.3)
                pair = (ev.source_id, obj.id)
                n_hit, was_combat = to_creatures.get(pair, (0, ev.combat))
                to_creatures[pair] = (n_hit + ev.amount, was_combat or ev.combat)
        total += ev.amount
        if src.has("lifelink"):  # 702.15b
            key = ev.source_id if ev.source_id is not None else id(src)
            _, name, n = lifelink.get(key, (src.controller, src.name, 0))
            lifelink[key] = (src.controller, name, n + ev.amount)
    for player, name, n in lifelink.values():
        gain_life(game, player, n, f"{name} (lifelink)", "702.15b")
    # s10 trig: "deals / is dealt combat damage" (510.2; rules/trigger_batch.combat_ok)
    trigger_batch.COMBAT[0] = any(ev.combat for ev in events if ev.amount > 0)
    try:
        for oid, n in dealt_to.items():
            if oid in game.objects:
                trigger_firing.fire_dealt_damage(game, game.objects[oid], n)  # 603.2
        if to_creatures:  # "Whenever this creature deals damage to a creature" (s9 trig)
            trigger_firing.fire_damaged_creatures(game, to_creatures)
        if to_you:  # "Whenever you're dealt damage", "a source ... deals damage to you"
            trigger_firing.fire_damaged_players(game, to_you)
        if by_source:  # "Whenever enchanted creature deals damage" (120.3, 603.2c: once)
            trigger_firing.fire_dealt_by(game, by_source)
    finally:
        trigger_batch.COMBAT[0] = False
    if to_permanents:  # "... combat damage to a player or planeswalker" (510.2)
        trigger_firing.fire_combat_damage_permanents(game, to_permanents)
    return total


def _through_pipeline(game: GameState, ev: DamageEvent) -> list[DamageEvent]:
    """``ev`` after the pipeline, and the parts a redirection sent elsewhere (614.9: "the
    next 1 damage"), each after its own trip through it (616.1f), all dealt at once."""
    out = replacement.prevent(game, ev)
    if out is None:  # replaced entirely (614.6): no damage is dealt
        ev.amount = 0
        out = ev
    parts = out.split or ev.split
    if not parts:
        return [out]
    out.split = ev.split = None
    return [out, *(p for part in parts for p in _through_pipeline(game, part))]


__all__ = ["DamageEvent", "Target", "deal_damage", "make_event"]


def note_damage_to_player(game: GameState, ev: Any) -> None:
    if ev.combat and game.monarch == ev.recipient.player and ev.source_id in game.objects:
        # 724.2: "Whenever a creature deals combat damage to the monarch, its controller
        # becomes the monarch": a triggered ability, controlled by the monarch
        monarch.damaged(game, game.objects[ev.source_id])
    if ev.combat and game.initiative == ev.recipient.player and ev.source_id in game.objects:
        initiative.damaged(game, game.objects[ev.source_id])  # 725.2
    if ev.source_id in game.objects:
        # 120.3: combat damage to a player is also "deals damage to a player" (one pass)
        to_player = ir.TriggerEvent.DEALS_DAMAGE_TO_PLAYER
        triggers.fire(
            game,
            ir.TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER if ev.combat else to_player,
            game.objects[ev.source_id],
            player=ev.recipient.player,
            also=to_player if ev.combat else None,
            amount=ev.amount,  # h-amount: "that much" / "that many", the damage dealt (603.2)
        )


def _record_source(game: GameState, ev: DamageEvent) -> None:
    """h-history, 120.3: ``ev``'s source dealt damage this turn (to a player: to that player
    too), for "creature that dealt damage (to you) this turn"."""
    sid = ev.source_id
    if sid is None:
        return
    by = game.players[ev.source_chars.controller]
    if sid not in by.sources_dealt_damage:
        by.sources_dealt_damage += (sid,)
    t = ev.recipient.player
    if t is not None and sid not in game.players[t].damaged_by:
        game.players[t].damaged_by += (sid,)
