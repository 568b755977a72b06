"""Triggered abilities (603): noticing trigger events and putting abilities on the stack."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from ..cards import ir
from ..decisions import TriggerModes, TriggerOrder, TriggerTargets, check_target_form, is_id
from ..errors import IllegalActionError
from ..objects import StackAbility, StackItem, Target
from ..records import PendingTrigger as PendingTrigger
from ..records import WardCounter
from ..zones import Zone
from . import (
    asking,
    characteristics,
    condition_refs,
    conditions,
    division,
    emblems,
    graveyard_abilities,
    keywords_cipher,
    keywords_miracle,
    keywords_recover,
    keywords_suspend,
    lki_filters,  # 603.10a
    mechanics,
    modal_choice,  # 603.3c, 700.2
    monarch,  # 724.2
    next_cast,  # s11 h-tok
    phase_conditions,  # 508.3a
    sagas,
    targeting,
    this_turn,
    trigger_batch,
    trigger_events,
    trigger_labels,
    trigger_more,
    trigger_targets,
)
from .amounts import AmountScope
from .keywords import triggered_from_keyword
from .keywords_conditions import holds as keyword_holds
from .keywords_permanent import RULES as PERMANENT_RULES
from .keywords_triggered import RULES as TRIGGERED_RULES
from .layers import Characteristics, matches

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState

KEYWORD_RULES = {**TRIGGERED_RULES, **PERMANENT_RULES}  # 603.2: named as each triggers


def _abilities(game: GameState, obj: GameObject) -> list[ir.TriggeredAbility]:
    return [
        a
        for a in characteristics.chars(game, obj.id).abilities
        if isinstance(a, ir.TriggeredAbility)
    ]


def fire(
    game: GameState,
    event: ir.TriggerEvent,
    subject: GameObject | None = None,
    player: int | None = None,
    lki: Characteristics | None = None,
    extra_sources: tuple[tuple[GameObject, Characteristics], ...] = (),
    counter: str | None = None,
    amount: int | None = None,
    spell: int | None = None,
    also: ir.TriggerEvent | None = None,
    added: int = 0,
    more_kinds: bool = False,
    before: dict[int, Characteristics] | None = None,
    newcomers: frozenset[int] = frozenset(),
) -> None:
    """An event happened: every phased-in permanent whose trigger condition matches it
    triggers (603.2). Phased-out permanents' abilities don't trigger (702.26b).
    ``counter``: the kind of counters put, for COUNTERS_PUT (122.6); ``added``: how many
    (a Saga's chapter abilities, 714.2b). ``also``: a second event the same change is
    (combat damage to a player is damage to a player, 120.3).

    ``extra_sources``: objects that just left the battlefield, with their last known
    characteristics; ``before``: the others' just before that event, ``newcomers`` those that
    weren't on the battlefield then (603.10a: look back)."""
    if event is ir.TriggerEvent.UPKEEP:
        _delayed_upkeep(game)
        if game.exile:
            keywords_suspend.upkeep_triggers(game)  # 702.62a: suspended cards in exile
    if event is ir.TriggerEvent.END_STEP:
        _delayed_end_step(game)
    if event is ir.TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER and subject is not None:
        keywords_cipher.combat_damage(game, subject)  # 702.99a: the encoded cards
    if (
        event is ir.TriggerEvent.DIES
        and subject is not None
        and subject.zone is Zone.GRAVEYARD
        and (lki is None or "creature" in lki.types)
    ):
        keywords_recover.creature_died(game, subject)  # 702.59a: from the owner's graveyard
    if event is ir.TriggerEvent.DIES and subject is not None and game.delayed_triggers:
        next_cast.died(game, subject)  # s11 h-tok: "When that creature dies this turn" (603.7)
    if event is ir.TriggerEvent.END_STEP and game.monarch == game.active_player:
        monarch.end_step(game)  # 724.2
    bf = characteristics.battlefield_chars(game)  # the phased-in permanents' (613)
    get = (bf if before is None else before).get
    sources: list[tuple[GameObject, Characteristics]] = [
        (o, ch) for o in game.battlefield_objects() if (ch := get(o.id) or bf[o.id]).has_triggers
    ]
    if newcomers:  # 603.10a: it looks back in time; they weren't there to see it
        sources = [(o, ch) for o, ch in sources if o.id not in newcomers]
    sources += extra_sources
    if any(p.command for p in game.players):  # 113.6p, 114.4: emblems' abilities (s10)
        sources += emblems.sources(game)
    if game.turn_triggers:  # 603.7b: "until end of turn, whenever ..." (rules/this_turn.py)
        sources += this_turn.sources(game)
    # 113.6m: a card in a graveyard whose triggered ability returns it from there
    first_gy = len(sources)
    if mechanics.has(game, mechanics.GRAVEYARD_TRIGGERS):
        sources += [
            (o, characteristics.chars(game, o.id))
            for o in graveyard_abilities.sources_for(game, event)
        ]
    for n, (obj, chars) in enumerate(sources):
        from_gy = n >= first_gy
        for ability in chars.abilities:
            a = (
                # backup: 702.165a; champion: its ability for this event (702.72a)
                triggered_from_keyword(ability, obj.values.abilities, event)
                if isinstance(ability, ir.Keyword)
                else ability
            )
            # (a keyword that triggers: provoke, 702.39a)
            if not isinstance(a, ir.TriggeredAbility) or (
                a.trigger.event is not event
                and a.trigger.event is not also
                and a.trigger.or_event is not event  # s9 trig: "enters or dies" (603.2)
            ):
                continue
            if graveyard_abilities.triggered_from_graveyard(a) is not from_gy:
                continue  # 113.6m: it triggers only from the graveyard (and only it does there)
            if a.trigger.counter is not None and a.trigger.counter != counter:
                continue  # 122.6: counters of another kind
            if a.trigger.counter is None and more_kinds:
                continue  # s11 h-count, 122.6: the same putting of counters, another kind
            if a.trigger.chapters:  # 714.2b-c: chapter abilities (rules/sagas.py)
                if subject is None or not _matches(game, a.trigger, obj, chars, subject, None, lki):
                    continue
                for one in sagas.reached(a, obj.counters.get("lore", 0), added):
                    game.pending_triggers.append(
                        PendingTrigger(obj.id, chars.name, chars.controller, one, chars, obj.id)
                    )
                    numeral = sagas.numeral(one.trigger.chapters[0])
                    text = f"{chars.name}'s chapter {numeral} ability triggers"
                    game.log_event("trigger", text, "714.2b")
                continue
            if (
                _matches(game, a.trigger, obj, chars, subject, player, lki)
                # s10 trig, 603.2c: "one or more ...": once for the event (trigger_batch)
                and trigger_batch.first_in_batch(game, obj, a)
                and trigger_batch.combat_ok(a.trigger)  # s10 trig: combat damage only (510.2)
                and intervening_if_holds(  # 603.4
                    game,
                    a,
                    obj.id,
                    chars.controller,
                    player,
                    None if subject is None else subject.id,
                )
                # 603.4: a keyword's own "if" (persist, undying: keywords_conditions)
                and (
                    not isinstance(ability, ir.Keyword)
                    or keyword_holds(game, ability, obj, chars.controller, subject)
                )
                # "This ability triggers only once each turn." (h-trig-events, 603.2)
                and (not a.once_each_turn or trigger_events.once_this_turn(game, obj, chars, a))
                and (not a.do_once_each_turn or trigger_events.not_done(game, obj, chars, a))
                # s9 trig: "Whenever you gain life for the first time each turn" (119.9)
                and trigger_more.first_gain(game, a.trigger, player, amount)
                # 508.3a: "attacks for the first time each turn" (rules/phase_conditions.py)
                and phase_conditions.first_attack(
                    game, a.trigger, None if subject is None else subject.id
                )
            ):
                game.pending_triggers.append(
                    PendingTrigger(
                        obj.id,
                        chars.name,
                        chars.controller,
                        a,
                        chars,
                        subject.id if subject is not None else None,
                        player,
                        # "that much" (603.2): rules/trigger_firing.fire_dealt_damage; s10
                        # trig: "that many" of a batched event (trigger_batch.first_in_batch)
                        trigger_batch.first_amount(a, amount),
                        spell,  # "counter that spell or ability" (115.1): became_target
                    )
                )
                game.log_event("trigger", _trigger_text(chars.name, ability), "603.2")


def _trigger_text(name: str, ability: object) -> str:
    if isinstance(ability, ir.Keyword) and ability.name in KEYWORD_RULES:
        # echo, soulshift, persist, undying: rules/keywords_triggered.py
        return f"{name}'s {ability.name} ability triggers ({KEYWORD_RULES[ability.name]})"
    return f"{name}'s ability triggers"


def intervening_if_holds(
    game: GameState,
    ability: ir.TriggeredAbility,
    source_id: int,
    controller: int,
    player: int | None = None,
    subject: int | None = None,
) -> bool:
    """603.4: an intervening "if" clause is checked as the ability triggers and again as
    it resolves (rules/conditions.py), seen from the ability's controller (109.5);
    ``player``: the player the trigger event names ("if that player has ...", 608.2k);
    ``subject``: the object it names ("if it had counters on it", 603.10a)."""
    cond = ability.intervening_if
    if cond is None:
        return True
    scope = condition_scope(game, source_id, controller, player, subject)
    return conditions.holds(cond, scope)


def check_state_triggers(game: GameState) -> None:
    """603.8: a state trigger ("When you control no Islands, ...") triggers whenever its
    condition is true, checked here before a player would receive priority (117.5); it
    doesn't trigger again while it is waiting to be put on the stack or is on the stack."""
    cache = characteristics.chars_cache(game)
    sources = cache.state_trigger_sources
    if sources is None:  # found once per state, from its characteristics (613)
        sources = cache.state_trigger_sources = _state_trigger_sources(cache.battlefield)
    for oid in sources:
        chars = cache.battlefield[oid]
        abilities = chars.abilities
        obj = game.objects[oid]
        for a in abilities:
            if not isinstance(a, ir.TriggeredAbility) or a.trigger.event is not _STATE:
                continue
            cond = a.trigger.condition
            if cond is None or _state_trigger_waiting(game, obj.id, a):
                continue
            if not condition_holds(game, cond, obj.id, chars.controller):
                continue
            if not intervening_if_holds(game, a, obj.id, chars.controller):
                continue  # 603.4: "if this enchantment is an enchantment" (Lurking Jackals)
            game.pending_triggers.append(
                PendingTrigger(obj.id, chars.name, chars.controller, a, chars)
            )
            game.log_event("trigger", f"{chars.name}'s ability triggers", "603.8")


def _state_trigger_sources(battlefield: dict[int, Characteristics]) -> list[int]:
    """The phased-in permanents (702.26b) with a state trigger (603.8) among their abilities."""
    memo = _STATE_TRIGGERS
    out = []
    for oid, chars in battlefield.items():
        abilities = chars.abilities
        known = memo.get(id(abilities))
        if known is None or known[0] is not abilities:
            if len(memo) > 50_000:
                memo.clear()
            found = any(
                isinstance(a, ir.TriggeredAbility) and a.trigger.event is _STATE for a in abilities
            )
            known = memo[id(abilities)] = (abilities, found)
        if known[1]:
            out.append(oid)
    return out


_STATE = ir.TriggerEvent.STATE
# by abilities tuple (immutable, shared): whether a state trigger (603.8) is among them
_STATE_TRIGGERS: dict[int, tuple[tuple[Any, ...], bool]] = {}


def _state_trigger_waiting(game: GameState, source_id: int, a: ir.TriggeredAbility) -> bool:
    """603.8: the state trigger has triggered and hasn't yet left the stack."""
    waiting = [*game.pending_triggers, *game._trigger_queue]
    for group in game._pending_order.values():
        waiting += group
    if any(t.source_id == source_id and t.ability == a for t in waiting):
        return True
    return any(
        isinstance(o := item.object, StackAbility) and o.source_id == source_id and o.ability == a
        for item in game.stack
    )


def condition_holds(
    game: GameState, cond: Any, source_id: int, controller: int, defender: int | None = None
) -> bool:
    """Whether ``cond`` of ``source_id``'s ability, controlled by ``controller``, is true now
    (rules/conditions.py): "Activate only if ..." (602.5b), "can't attack unless defending
    player controls ..." (508.1c, ``defender``: the defending player, 506.2)."""
    return conditions.holds(cond, condition_scope(game, source_id, controller), defender)


def condition_scope(
    game: GameState,
    source_id: int,
    controller: int,
    player: int | None = None,
    subject: int | None = None,
) -> AmountScope:
    """What a condition of ``source_id``'s ability is evaluated against outside a resolving
    instruction (an intervening "if", 603.4; "enters tapped unless", 614.1d): the game now,
    seen from ``controller`` (109.5)."""
    src = game.objects.get(source_id)

    def known(oid: int) -> Characteristics | None:
        if oid in game.objects:
            return characteristics.chars(game, oid)
        # 603.10a, 608.2h: a leaves-the-battlefield trigger's source as it last existed ("if
        # its power was 3 or greater", Deathknell Berserker)
        lk = game.last_known.get(oid)
        return None if lk is None else cast("Characteristics", lk.chars)

    return AmountScope(
        game,
        controller,
        source_id,
        0,
        0,
        lambda ref: condition_refs.objects(src, source_id, subject, ref),
        known,
        lambda oid: characteristics.chars(game, oid),
        lambda ch, o, flt: matches(game, ch, o, flt, src, controller),
        # s10 cond, 608.2k: "that player" is the player the trigger event named, if any
        players_of=lambda ref: (
            [player]
            if player is not None and isinstance(ref, ir.TriggerPlayerRef) and not ref.of_object
            else []
        ),
    )


def _delayed_upkeep(game: GameState) -> None:
    """603.7: delayed triggered abilities waiting for the next upkeep."""
    keep = []
    for created, trig in game.delayed_triggers:
        if trig.ability.trigger.event in next_cast.THIS_TURN_EVENTS:  # s11 h-tok: "this turn"
            if created == game.turn_number:  # (603.7c: gone once the turn ends)
                keep.append((created, trig))
            continue
        if (
            created < game.turn_number
            and trig.ability.trigger.event is not ir.TriggerEvent.END_STEP
            and trig.ability.trigger.event is not ir.TriggerEvent.END_OF_COMBAT  # 511.2
            # s10: earthbend's "when that land dies or is put into exile" (701.66a)
            and trig.ability.trigger.event is not ir.TriggerEvent.LEAVES_BATTLEFIELD
            # "at the beginning of your next upkeep" (702.88a): its controller's upkeep
            and (trig.ability.trigger.whose != "you" or game.active_player == trig.controller)
        ):
            game.pending_triggers.append(trig)
            game.log_event("trigger", f"{trig.source_name}'s delayed ability triggers", "603.7a")
        else:
            keep.append((created, trig))
    game.delayed_triggers = keep


def delayed_end_of_combat(game: GameState) -> None:
    """511.2: delayed triggered abilities waiting for "end of combat" ("sacrifice it at end
    of combat": decayed, 702.147a) trigger as the end of combat step begins (603.7a)."""
    if not game.delayed_triggers:
        return
    keep = []
    for created, trig in game.delayed_triggers:
        if trig.ability.trigger.event is ir.TriggerEvent.END_OF_COMBAT:
            game.pending_triggers.append(trig)
            game.log_event(
                "trigger",
                f"{trig.source_name}'s delayed ability triggers at end of combat (511.2)",
                "603.7a",
            )
        else:
            keep.append((created, trig))
    game.delayed_triggers = keep


def _delayed_end_step(game: GameState) -> None:
    """603.7a, 603.7b: delayed triggered abilities waiting for "the beginning of the next end
    step" trigger once, at the first end step that begins after they were created (513.2)."""
    keep = []
    for created, trig in game.delayed_triggers:
        if trig.ability.trigger.event is ir.TriggerEvent.END_STEP:
            game.pending_triggers.append(trig)
            game.log_event("trigger", f"{trig.source_name}'s delayed ability triggers", "603.7a")
        else:
            keep.append((created, trig))
    game.delayed_triggers = keep


def player_subject(trig: ir.Trigger) -> str:
    """Whose event a trigger condition names: "you" (109.5: the ability's controller),
    "opponent", "enchanted player" or "any". "Whenever you cast ..." and "Whenever you gain
    life" carry their subject as a YouRef; step triggers carry it in ``whose``."""
    if isinstance(trig.subject, ir.YouRef):
        return "you"
    return "enchanted player" if trig.whose == "enchanted_player" else trig.whose


def _player_matches(
    game: GameState, whose: str, player: int | None, obj: GameObject, controller: int
) -> bool:
    """603.2: an event done by ``player`` matches a trigger condition naming ``whose``."""
    if whose == "you":  # 109.5
        return player == controller
    if whose == "opponent":  # 102.2: "an opponent" is a player other than the controller
        return player is not None and player != controller
    if whose == "enchanted player":
        return player is not None and obj.attached_to_player == player
    if whose == "enchanted controller":  # 503.1 (h-history): "the upkeep of enchanted
        # creature's controller": the player who controls the permanent it's attached to
        host = None if obj.attached_to is None else game.objects.get(obj.attached_to)
        return host is not None and player == characteristics.chars(game, host.id).controller
    return True


def _your_planeswalker(game: GameState, oid: int, you: int) -> bool:
    ch = characteristics.chars(game, oid)
    return ch.controller == you and "planeswalker" in ch.types


_TO_PLAYER = (ir.TriggerEvent.DEALS_DAMAGE_TO_PLAYER, ir.TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER)
# events a player does: "Whenever you gain life", s9 trig: "you scry", "you surveil"
_PLAYER_EVENTS = (
    ir.TriggerEvent.GAIN_LIFE,
    ir.TriggerEvent.SCRY,
    ir.TriggerEvent.SURVEIL,
    ir.TriggerEvent.RING_TEMPTS,  # 701.54d: rules/ring.py
    ir.TriggerEvent.COMPLETE_DUNGEON,  # 309.7: rules/dungeons.py
    ir.TriggerEvent.CRIME,  # 700.13
    ir.TriggerEvent.EXERT,  # 701.43a
)


def _matches(
    game: GameState,
    trig: ir.Trigger,
    obj: GameObject,
    chars: Characteristics,
    subject: GameObject | None,
    player: int | None,
    lki: Characteristics | None,
) -> bool:
    whose = player_subject(trig)
    if trigger_batch.handles(trig):  # s10 trig: "one or more" (603.2c), "from anywhere"
        return trigger_batch.matches(game, trig, obj, chars, subject, player, lki)
    if trig.event in trigger_events.EVENTS:  # h-trig-events: draw, discard, sacrifice, ...
        return trigger_events.matches(game, trig, obj, chars, subject, player, lki)
    if trig.event is ir.TriggerEvent.CYCLE:  # s9 trig: 702.29c (rules/trigger_more.py)
        return trigger_more.cycle_matches(trig, obj, chars, subject, player)
    if trig.event in _PLAYER_EVENTS:  # the player who gained life (119.9), scried (701.22d)
        return _player_matches(game, whose, player, obj, chars.controller)
    if trig.event in (
        ir.TriggerEvent.UPKEEP,
        ir.TriggerEvent.END_STEP,
        ir.TriggerEvent.BEGIN_COMBAT,
        ir.TriggerEvent.FIRST_MAIN,  # h-history: whose main phase it is (505.1)
        ir.TriggerEvent.SECOND_MAIN,
        ir.TriggerEvent.POSTCOMBAT_MAIN,
        ir.TriggerEvent.DRAW_STEP,  # s9 trig: 504.1, 603.2b
        ir.TriggerEvent.END_OF_COMBAT,  # s9 trig: 511.2 ("At end of combat": each one)
    ):  # the player whose step it is
        return _player_matches(game, whose, game.active_player, obj, chars.controller)
    if trig.event is ir.TriggerEvent.ATTACKS_ALONE and trig.whose == "you":
        return (
            subject is not None
            and characteristics.chars(game, subject.id).controller == chars.controller
        )
    if trig.event is ir.TriggerEvent.CAST_SPELL:
        if subject is None or trig.this_spell:  # the caster controls the spell (601.2a);
            return False  # "When you cast this spell": trigger_firing (601.2i)
        if not _player_matches(game, whose, subject.controller, obj, chars.controller):
            return False
        if not trigger_events.cast_ok(game, trig, obj, subject):  # "second spell", heroic
            return False
        if trig.opponents_turn and game.active_player == chars.controller:  # s9 trig, 102.2
            return False
        if trig.other_filter is not None and not trigger_more.targets_match(
            game, trig.other_filter, obj, chars, subject
        ):  # s9 trig: "a spell that targets a creature you control" (601.2c)
            return False
        return trig.filter is None or matches(
            game,
            characteristics.chars(game, subject.id),
            subject,
            trig.filter,
            obj,
            chars.controller,
        )
    if subject is None:
        return False
    if trig.graveyard and not trigger_more.graveyard_owner_ok(trig, subject, chars.controller):
        return False  # s9 trig: "into your / an opponent's graveyard" (404.2)
    if (
        trig.whose == "opponent"
        and trig.event in _TO_PLAYER
        and not _player_matches(game, "opponent", player, obj, chars.controller)
    ):  # h-trig-combat: "deals [combat] damage to an opponent" (102.2, 120.3)
        return False
    if trig.event is ir.TriggerEvent.ATTACKS and trig.whose != "any":
        # h-trig-combat, 508.3a: "attacks you [or a planeswalker you control]"
        t = game.combat.attackers.get(subject.id)
        if t is None or not (
            t.player == chars.controller
            or (
                trig.whose == "you or planeswalker"
                and t.object_id is not None
                and _your_planeswalker(game, t.object_id, chars.controller)
            )
        ):
            return False
    if trig.other_filter is not None:  # 509.3b, 509.3d: rules/triggers_combat.py
        return False
    if isinstance(trig.subject, ir.SelfRef):
        return subject.id == obj.id or subject.previous_id == obj.id
    if isinstance(trig.subject, ir.AttachedRef):  # "When enchanted creature dies"
        if trig.or_self and subject.id == obj.id:
            return True  # s9 trig: "this creature or equipped creature" (301.5)
        return obj.attached_to is not None and obj.attached_to in (subject.id, subject.previous_id)
    if isinstance(trig.subject, ir.EachRef) and trig.subject.filter is not None:
        if trig.group:  # 603.2c: once for the event (rules/triggers_combat.py)
            return False
        if trig.or_self and obj.id in (subject.id, subject.previous_id):
            return True  # "this creature or another creature you control" (603.2)
        if trig.subject.filter.other and obj.id in (subject.id, subject.previous_id):
            return False  # "another creature": not this one, in its new zone either (400.7)
        sch = lki if lki is not None else characteristics.chars(game, subject.id)
        flt = trig.subject.filter
        if lki is not None:  # 603.10a: counters, modified, in combat as it last existed
            looked = lki_filters.looked_back(game, subject, flt)
            if looked is None:
                return False
            flt = looked
        return matches(game, sch, subject, flt, obj, chars.controller)
    return False


def would_trigger(
    game: GameState,
    a: ir.TriggeredAbility,
    obj: GameObject,
    subject: GameObject,
    player: int,
    chars: Characteristics | None = None,
) -> bool:
    """Whether ``obj``'s ``a`` matches an event naming ``subject`` and ``player`` (603.2);
    ``chars``: ``obj``'s characteristics, when known (a delayed ability's source, 603.7b)."""
    ch = characteristics.chars(game, obj.id) if chars is None else chars
    return _matches(game, a.trigger, obj, ch, subject, player, None)


def spell_cast(game: GameState, spell: GameObject, targets: tuple[tuple[Target, ...], ...]) -> None:
    fire(game, ir.TriggerEvent.CAST_SPELL, spell, player=spell.controller)
    next_cast.spell_cast(game, spell)  # s11 h-tok: "when you next cast ..." (603.7c)
    became_target(game, game.stack[-1])


def became_target(game: GameState, item: StackItem) -> None:
    """702.21a: ward triggers when a permanent becomes the target of a spell or ability
    an opponent controls."""
    for ts in item.targets:
        for t in ts:
            if t.object_id is None or t.object_id not in game.objects:
                continue
            obj = game.objects[t.object_id]
            if obj.zone is not Zone.BATTLEFIELD:
                continue
            for kw in characteristics.keyword_abilities(game, obj.id, "ward"):
                if (
                    characteristics.chars(game, obj.id).controller != item.controller
                    and kw.cost is not None
                ):
                    ab = ir.TriggeredAbility(
                        ir.Trigger(ir.TriggerEvent.BECOMES_TARGET),
                        # an engine effect, not one of the card text's (records.py)
                        cast("tuple[ir.Effect, ...]", (WardCounter(kw.cost, item.object.id),)),
                    )
                    game.pending_triggers.append(
                        PendingTrigger(
                            obj.id,
                            obj.name,
                            characteristics.chars(game, obj.id).controller,
                            ab,
                            characteristics.chars(game, obj.id),
                        )
                    )
                    game.log_event("trigger", f"{obj.name}'s ward triggers", "702.21a")
    # h-trig-events (115.1, 603.2): "whenever this creature becomes the target of a spell or
    # ability": once per permanent the spell or ability targets (rules/trigger_events.py)
    hit = trigger_events.targeted_permanents(item, game)
    if hit and trigger_events.listening(game, ir.TriggerEvent.BECOMES_TARGET):
        for oid in hit:
            fire(
                game,
                ir.TriggerEvent.BECOMES_TARGET,
                game.objects[oid],
                player=item.controller,
                spell=item.object.id,
            )
    trigger_events.mark_targeted(game, hit, item.controller)
    if trigger_events.listening(game, ir.TriggerEvent.CRIME) and trigger_more.is_crime(game, item):
        # s9 trig, 700.13: its controller commits a crime as it's cast, activated or put
        # on the stack targeting an opponent or what an opponent controls or owns
        fire(game, ir.TriggerEvent.CRIME, player=item.controller)


def put_triggers_on_stack(game: GameState) -> None:
    """603.3b: in APNAP order, each player puts their triggered abilities on the stack in
    the order they choose; 603.3d: targets are chosen as each is put there."""
    if game.pending_triggers:
        by_player: dict[int, list[PendingTrigger]] = {}
        for t in game.pending_triggers:
            by_player.setdefault(t.controller, []).append(t)
        game.pending_triggers = []
        for p in game.apnap(list(by_player)):
            mine = by_player[p]
            # 603.3b: the player orders them, whenever the order can be told apart;
            # copies of one trigger (same source, ability and event) have one order.
            if len(mine) > 1 and trigger_labels.told_apart(mine):
                game._trigger_queue.append(PendingTrigger(-1, "order", p, None, None))  # type: ignore[arg-type]
                game._pending_order = getattr(game, "_pending_order", {})
                game._pending_order[p] = mine
            else:
                game._trigger_queue.extend(mine)
    while game._trigger_queue and game.pending is None:
        t = game._trigger_queue.pop(0)
        if t.source_id == -1:
            mine = game._pending_order.pop(t.controller)
            asking.ask(
                game,
                TriggerOrder(
                    player=t.controller,
                    prompt=f"{game.players[t.controller].name}: order triggered abilities "
                    "(first goes on the stack first): "
                    + "; ".join(trigger_labels.labels(game, mine)),
                    triggers=tuple(mine),
                ),
            )
            return
        trigger_to_stack(game, t)


def trigger_to_stack(game: GameState, t: PendingTrigger, chosen: Any = None) -> None:
    if chosen is None and keywords_miracle.is_miracle(t):
        # 702.94a: revealed or not, asked before the ability would be put on the stack
        keywords_miracle.ask_reveal(game, t)
        return
    m = modal_choice.trigger_modal(t.ability)
    if m is not None and t.modes is None:
        _ask_modes(game, t, m)  # 603.3c: the modes first, then their targets (603.3d)
        return
    specs = modal_choice.trigger_specs(t.ability, t.modes)
    sa = StackAbility.from_trigger(game.new_id(), t)
    if specs and chosen is None:
        ctx = trigger_targets.context(game, t)
        if not targeting.has_enough_targets(game, specs, ctx):
            game.log_event(
                "trigger",
                f"{t.source_name}'s triggered ability is removed from the stack: no legal targets",
                "603.3d",
            )
            game.sba_clean_version = -1  # 714.4, 704.5s: checked again (a Saga may wait)
            return
        trigger_targets.ask(game, t, specs, ctx)  # 603.3d
        return
    if (divided := division.trigger_division(game, t, tuple(chosen or ()))) is None:
        return  # 603.3d, 601.2d: its controller divides the damage among its targets first
    sa.divided = divided
    item = StackItem(sa, tuple(chosen) if chosen else (), modes=t.modes or (), x=t.x)
    game.stack.append(item)
    aimed = targeting.targets_text(game, item.targets)  # 603.3d: its targets
    game.log_event(
        "trigger", f"{t.source_name}'s triggered ability is put on the stack{aimed}", "603.3"
    )
    became_target(game, item)


def _ask_modes(game: GameState, t: PendingTrigger, m: ir.Modal) -> None:
    """603.3c: the controller announces the modes as the ability is put on the stack; with
    no mode that can be chosen, the ability is removed from the stack."""
    up = m.upgrade is not None and condition_holds(game, m.upgrade, t.source_id, t.controller)
    options = modal_choice.trigger_mode_options(game, m, up, trigger_targets.context(game, t))
    if not options:
        game.log_event(
            "trigger",
            f"{t.source_name}'s triggered ability is removed from the stack: no mode can be chosen",
            "603.3c",
        )
        return
    name = game.players[t.controller].name
    prompt = f"{name}: choose the modes of {t.source_name}'s triggered ability"
    asking.ask(game, TriggerModes(player=t.controller, prompt=prompt, options=options, trigger=t))


def answer_trigger_targets(game: GameState, d: TriggerTargets, value: Any) -> None:
    t = d.trigger
    chosen = value if isinstance(value, list | tuple) else [value]
    if chosen and not isinstance(chosen[0], list | tuple):
        chosen = [chosen]
    groups: list[tuple[Target, ...]] = []
    for group in chosen:  # one list per target phrase; None: no target ("up to", 601.2c)
        if not isinstance(group, list | tuple):
            raise IllegalActionError("give the targets as a list per target phrase", "603.3d")
        for x in group:
            if x is not None:
                check_target_form(x, len(game.players))
        groups.append(tuple(x for x in group if x is not None))
    targets = tuple(groups)
    ctx = trigger_targets.context(game, t)
    specs = modal_choice.trigger_specs(t.ability, t.modes)
    fixed = targeting.check_targets(
        game, f"{t.source_name}'s ability", specs, targets, ctx, "603.3d"
    )
    asking.ask(game, None)
    trigger_to_stack(game, t, fixed)


def answer_trigger_order(game: GameState, d: TriggerOrder, value: Any) -> None:
    mine = d.triggers
    order = list(value) if isinstance(value, list | tuple) else [value]
    if not all(is_id(i) for i in order) or sorted(order) != list(range(len(mine))):
        names = trigger_labels.labels(game, mine)
        raise IllegalActionError(
            f"give an order of all {len(mine)} triggered abilities: " + "; ".join(names), "603.3b"
        )
    asking.ask(game, None)
    game._trigger_queue[0:0] = [mine[i] for i in order]
