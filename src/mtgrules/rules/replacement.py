"""Replacement and prevention effects (614, 615, 616): the one pipeline every event goes through.

``replace(game, event)`` takes an event (rules/events.py) and returns it as the applicable
replacement and prevention effects leave it, or None when one of them replaced it with
something else entirely. 616.1: the effects that apply are found; self-replacement effects
(614.15, 616.1a) come first, then those that say how a permanent enters (control 616.1b,
copy 616.1c, back face up 616.1d), then the others (616.1e); among the
effects of the first such kind, the affected player or the controller of the affected
object chooses one (a pulled decision: ``NeedReplacementChoice``); it applies, and the
effects still applicable are found again (616.1f); each effect applies to an event at most
once (614.5). Prevention of damage goes through the same steps (615, 616.1).

Where effects come from: the event's own self-replacement effects (``event.own``); the
collectors registered per event type in ``COLLECTORS`` (damage prevention and destruction,
zone moves and untapping here, life gain and loss and draws in rules/life.py).

"Your life total can't change" (119.7, 119.8) isn't a replacement effect: life.py checks it
before the pipeline.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from ..cards.ir import DamageCantBePrevented, LifeReplacement, Replacement, StaticAbility
from ..decisions import Choose, Decision
from ..errors import IllegalActionError
from ..zones import Zone
from . import protection
from .events import (
    Apply,
    CountersEvent,
    DamageEvent,
    DestroyEvent,
    DrawEvent,
    Event,
    ExchangeLifeEvent,
    LifeGainEvent,
    LifeLossEvent,
    NeedReplacementChoice,
    ReplacementEffect,
    TapEvent,
    UntapEvent,
    ZoneMoveEvent,
)
from .layers import matches

if TYPE_CHECKING:
    from ..game import Game
    from ..objects import GameObject

E = TypeVar("E", bound=Event)


@dataclass(slots=True)
class PreventionShield:
    """615.7: "Prevent the next N damage that would be dealt to X this turn"."""

    source_name: str
    object_id: int | None
    player: int | None
    remaining: int | None  # None: all damage
    combat_only: bool = False
    source_id: int | None = None  # only damage from this source ("a source of your choice")
    once: bool = False  # "the next time ... would deal damage": used up by one event


@dataclass(slots=True)
class PlayerEffect:
    """An effect on a player: "your life total can't change" (119.7-8) or protection (702.16e)."""

    player: int
    kind: str  # "life_cant_change" | "protection"
    source_name: str
    timestamp: int
    until_turn_of: int | None = (
        None  # "until your next turn" (611.2a): ends as that player's turn begins
    )
    quality: object = None
    end_of_turn: bool = False  # "until end of turn": ends in the cleanup step (514.2)


def prevent(game: Game, ev: DamageEvent) -> DamageEvent | None:
    """615: one damage event through the pipeline: what is left of it after prevention."""
    return replace(game, ev)


def _damage_effects(game: Game, ev: DamageEvent) -> list[ReplacementEffect]:
    """615.1, 616.1: the prevention effects that apply to one damage event. Those that use
    nothing up (protection, static abilities, "prevent all damage ... this turn") give the
    same result in any order (``same``); a shield that is used up (615.7, 615.8) does not."""
    if ev.amount <= 0 or ev.unpreventable or damage_cant_be_prevented(game):
        return []  # 615.12
    out: list[ReplacementEffect] = []
    src = ev.source_chars
    # 702.16e: protection of a permanent or player prevents damage from sources with the quality.
    if ev.recipient.player is not None:
        prots = game.player_chars(ev.recipient.player).protections
        chosen = None
    else:
        assert ev.recipient.object_id is not None
        prots = game.chars(ev.recipient.object_id).protections
        chosen = game.objects[ev.recipient.object_id].chosen_color
    q = protection.protection_from(game, prots, src, ev.source_owner, chosen)
    if q is not None:
        quality = q

        def by_protection(g: Game, e: DamageEvent) -> DamageEvent:
            g.log_event(
                "prevent",
                f"{e.amount} damage from {src.name} to {e.recipient_name} "
                f"is prevented: {protection.describe(quality)}",
                "702.16e",
            )
            e.amount = 0
            return e

        name = protection.describe(q)
        out.append(
            ReplacementEffect(
                "protection", name, None, name, "702.16e", by_protection, same="prevention"
            )
        )
    # 615: static prevention abilities of permanents.
    if ev.recipient.object_id is not None:
        rchars = game.chars(ev.recipient.object_id)
        robj = game.objects[ev.recipient.object_id]
        for perm in game.battlefield_objects():
            for i, a in enumerate(game.chars(perm.id).abilities):
                if (
                    isinstance(a, StaticAbility)
                    and isinstance(a.effect, Replacement)
                    and a.effect.kind == "prevent_damage"
                    and a.effect.filter is not None
                    and matches(
                        game, rchars, robj, a.effect.filter, perm, game.chars(perm.id).controller
                    )
                ):
                    out.append(_static_prevention(perm.id, perm.name, i, a.effect.amount))
    shield_counter = _shield_counter(game, ev)
    if shield_counter is not None:
        out.append(shield_counter)
    # 615.7: prevention shields.
    for shield in game.prevention_shields:
        if shield.combat_only and not ev.combat:
            continue
        if shield.object_id is not None and shield.object_id != ev.recipient.object_id:
            continue
        if shield.player is not None and shield.player != ev.recipient.player:
            continue
        if shield.source_id is not None and shield.source_id != ev.source_id:
            continue
        if shield.remaining is not None and shield.remaining <= 0:
            continue
        used_up = shield.remaining is not None or shield.once
        out.append(
            ReplacementEffect(
                f"shield:{id(shield)}",
                shield.source_name,
                None,
                f"{shield.source_name} (prevent "
                + ("all" if shield.remaining is None else f"the next {shield.remaining}")
                + " damage)",
                "615.7",
                _shield_prevention(shield),
                same=None if used_up else "prevention",
            )
        )
    return out


def _static_prevention(
    perm_id: int, perm_name: str, index: int, amount: int | None
) -> ReplacementEffect:
    def apply(g: Game, e: DamageEvent) -> DamageEvent:
        n = e.amount if amount is None else min(e.amount, amount)
        e.amount -= n
        g.log_event(
            "prevent",
            f"{perm_name} prevents {n} damage from {e.source_chars.name} to {e.recipient_name}",
            "615.1a",
        )
        return e

    return ReplacementEffect(
        f"static:{perm_id}:{index}",
        perm_name,
        perm_id,
        f"{perm_name} (prevent " + ("all" if amount is None else str(amount)) + " damage)",
        "615.1a",
        apply,
        same="prevention",
    )


def _shield_prevention(shield: PreventionShield) -> Apply:
    def apply(g: Game, e: DamageEvent) -> DamageEvent:
        n = e.amount if shield.remaining is None else min(e.amount, shield.remaining)
        e.amount -= n
        if shield.remaining is not None:
            shield.remaining -= n
            if shield.remaining <= 0 and shield in g.prevention_shields:
                g.prevention_shields.remove(shield)
        elif shield.once and shield in g.prevention_shields:
            g.prevention_shields.remove(shield)
        g.log_event(
            "prevent",
            f"{shield.source_name} prevents {n} damage from {e.source_chars.name} to "
            f"{e.recipient_name}",
            "615.7" if shield.remaining is not None else "615.8" if shield.once else "615.1a",
        )
        return e

    return apply


def _shield_counter(game: Game, ev: DamageEvent) -> ReplacementEffect | None:
    """122.1c: "If damage would be dealt to this permanent, prevent that damage and remove a
    shield counter from it": all the damage dealt to it at once (120.5) is prevented and one
    counter is removed (``ev.batch``: the permanents whose counter this batch has spent)."""
    oid = ev.recipient.object_id
    if oid is None:
        return None
    obj = game.objects[oid]
    if obj.counters.get("shield", 0) <= 0 and oid not in ev.batch:
        return None

    def apply(g: Game, e: DamageEvent) -> DamageEvent:
        g.log_event(
            "prevent",
            f"{e.amount} damage from {e.source_chars.name} to {e.recipient_name} is "
            "prevented: shield counter",
            "122.1c",
        )
        e.amount = 0
        if oid not in e.batch:
            e.batch.add(oid)
            g.remove_counters(obj, "shield", 1, "122.1c")
        return e

    return ReplacementEffect(
        "shield_counter",
        f"shield counter on {obj.name}",
        oid,
        f"shield counter on {obj.name} (prevent the damage)",
        "122.1c",
        apply,
    )


def damage_cant_be_prevented(game: Game) -> bool:
    """615.12: "Damage can't be prevented" from a static ability or for the rest of the turn."""
    if game.unpreventable_until_cleanup:
        return True
    for perm in game.battlefield_objects():
        for a in game.chars(perm.id).abilities:
            if isinstance(a, StaticAbility) and isinstance(a.effect, DamageCantBePrevented):
                return True
    return False


def life_replacements(
    game: Game, player: int, event: str
) -> list[tuple[GameObject, LifeReplacement]]:
    """614.1a: the static "If WHO would gain/lose life, ... instead" abilities that apply to
    this player's life gain or loss (``event`` "gain" or "lose"), in timestamp order."""
    out: list[tuple[int, GameObject, LifeReplacement]] = []
    for perm in game.battlefield_objects():
        ch = game.chars(perm.id)
        for a in ch.abilities:
            if not (isinstance(a, StaticAbility) and isinstance(a.effect, LifeReplacement)):
                continue
            r = a.effect
            if r.event != event:
                continue
            if r.who == "you" and player != ch.controller:
                continue
            if r.who == "opponent" and player == ch.controller:
                continue
            if r.your_turn and game.active_player != ch.controller:
                continue
            out.append((perm.timestamp, perm, r))
    return [(perm, r) for _, perm, r in sorted(out, key=lambda x: x[0])]


def life_cant_change(game: Game, player: int) -> PlayerEffect | None:
    """119.7, 119.8: the effect that keeps this player's life total from changing, if any."""
    for e in game.player_effects:
        if e.player == player and e.kind == "life_cant_change":
            return e
    return None


# --- the pipeline ------------------------------------------------------------------------

COLLECTORS: dict[type, Callable[[Any, Any], list[ReplacementEffect]]] = {}
"""Event type -> the function that finds the replacement and prevention effects that apply
to such an event (other modules register theirs, as life.py does)."""


def replace(game: Game, event: E) -> E | None:
    """614, 615, 616.1: apply the replacement and prevention effects to ``event``.

    Returns the event as modified, or None when an effect replaced it entirely. May raise
    NeedReplacementChoice (616.1e) when the affected player must choose which applies first.
    """
    used: set[str] = set()
    collect = COLLECTORS.get(type(event))
    while True:
        found = [*event.own, *(collect(game, event) if collect is not None else ())]
        found = [r for r in found if r.key not in used]  # 614.5: once each
        if not found:
            return event
        tier = min(r.tier for r in found)  # 616.1a-d before 616.1e
        pool = [r for r in found if r.tier == tier]
        chosen = _choose(game, event, pool)
        used.add(chosen.key)
        out = chosen.apply(game, event)  # 616.1f: then the rest are found again
        if out is None:
            return None
        event = out


_SOURCE_KINDS = frozenset({"prevent_damage", "regenerate_instead", "shuffle_into_library_instead"})


def choice_possible(game: Game) -> bool:
    """Whether an answer applied now could lead to a 616.1e choice: two or more sources of
    replacement or prevention effects that don't always commute exist (or a prevention
    shield, which may conflict with protection). Game._answer keeps what it needs to ask
    only then; a choice that arises anyway (both sources appeared during that answer) is
    made in timestamp order (``_choose``)."""
    if game.prevention_shields:
        return True
    n = len(game.draw_replacements)
    for oid, ch in game.battlefield_chars().items():
        obj = game.objects[oid]
        if obj.regen_shields:
            n += 1
        if obj.counters:
            n += sum(1 for k in ("shield", "finality") if obj.counters.get(k, 0) > 0)
        for a in ch.abilities:
            if isinstance(a, StaticAbility) and (
                isinstance(a.effect, LifeReplacement)
                or (isinstance(a.effect, Replacement) and a.effect.kind in _SOURCE_KINDS)
            ):
                n += 1
        if n >= 2:
            return True
    return False


def pass_may_ask(game: Game) -> bool:
    """Whether a pass of priority now could lead to a 616.1e choice: only the last pass of a
    round makes anything happen (117.4: the top of the stack resolves or the step ends);
    before it, priority only moves on (117.3d)."""
    alive = sum(1 for p in game.players if not p.lost)
    return game.passes + 1 >= alive and choice_possible(game)


def affected_player(game: Game, event: Event) -> int:
    """616.1: who chooses: the affected player, or the controller of the affected object
    (its owner when it has none)."""
    if isinstance(event, DamageEvent):
        if event.recipient.player is not None:
            return event.recipient.player
        obj = game.objects.get(event.recipient.object_id or -1)
        return obj.controller if obj is not None else game.active_player
    if isinstance(event, DestroyEvent | ZoneMoveEvent | UntapEvent | TapEvent | CountersEvent):
        obj = game.objects.get(event.object_id)
        return obj.controller if obj is not None else game.active_player
    if hasattr(event, "player"):
        return int(event.player)
    return int(getattr(event, "a", game.active_player))


def labels(pool: Sequence[ReplacementEffect]) -> list[str]:
    """The options a chooser sees: each effect's source name, with its id where two share a
    name."""
    names = [r.name for r in pool]
    return [
        r.name if names.count(r.name) == 1 else f"{r.name} ({r.source_id or i + 1})"
        for i, r in enumerate(pool)
    ]


def _choose(game: Game, event: Event, pool: list[ReplacementEffect]) -> ReplacementEffect:
    if len({r.same or r.key for r in pool}) == 1:
        # 616.1: the same effect more than once (two Boon Reflections): any order gives the
        # same result, so no one is asked.
        return pool[0]
    player = affected_player(game, event)
    options = labels(pool)
    answers = game.replacement_answers
    who = game.players[player].name
    if game.replacement_asked < len(answers):
        label = answers[game.replacement_asked]
        game.replacement_asked += 1
        chosen = pool[options.index(label)]
    elif not game.answering:
        # No answer is being applied that could be played again (a position being set up, a
        # test driving the rules functions directly, see choice_possible): there is no
        # decision to stop at, so the effects apply in the order they were found (timestamp).
        return pool[0]
    else:
        what = describe(game, event)
        decision = Decision(
            "choose",
            player,
            f"{what}: choose which replacement effect applies first (616.1e)",
            tuple(options),
            {
                "purpose": "replacement_order",
                "rule": "616.1e",
                "event": what,
                "effects": [
                    {"option": o, "name": r.name, "source": r.source_id, "text": r.text}
                    for o, r in zip(options, pool, strict=True)
                ],
            },
        )
        raise NeedReplacementChoice(decision, list(answers))
    game.log_event(
        "replace", f"{who} chooses to apply {chosen.text} first", "616.1e", effect=chosen.name
    )
    return chosen


def describe(game: Game, event: Event) -> str:
    """The event in words, for the chooser."""
    if isinstance(event, LifeGainEvent):
        return f"{game.players[event.player].name} would gain {event.amount} life"
    if isinstance(event, LifeLossEvent):
        return f"{game.players[event.player].name} would lose {event.amount} life"
    if isinstance(event, DrawEvent):
        return f"{game.players[event.player].name} would draw a card"
    if isinstance(event, DamageEvent):
        return (
            f"{event.source_chars.name} would deal {event.amount} damage to {event.recipient_name}"
        )
    if isinstance(event, DestroyEvent):
        return f"{game.object_name(event.object_id)} would be destroyed"
    if isinstance(event, ZoneMoveEvent):
        return f"{game.object_name(event.object_id)} would be put into {event.to.value}"
    if isinstance(event, UntapEvent):
        return f"{game.object_name(event.object_id)} would untap"
    if isinstance(event, TapEvent):
        return f"{game.object_name(event.object_id)} would become tapped"
    if isinstance(event, CountersEvent):
        verb = "be removed from" if event.remove else "be put on"
        return f"{event.n} {event.kind} counter(s) would {verb} {game.object_name(event.object_id)}"
    if isinstance(event, ExchangeLifeEvent):
        return (
            f"{game.players[event.a].name} and {game.players[event.b].name} would exchange "
            "life totals"
        )
    return f"{game.players[event.player].name} would become the monarch"


def ask(game: Game, need: NeedReplacementChoice, action: Any) -> None:
    """616.1e: the game, put back as it was before ``action`` was applied, waits for the
    choice; the answer plays ``action`` again with the choices made so far and this one
    (Game._answer_choice). An answer to an earlier such choice stands for the action it
    answered, so a second choice in the same action keeps the first."""
    base = game.pending
    assert base is not None
    if base.data.get("purpose") == "replacement_order":
        action, base = base.data["action"], base.data["decision"]
    d = need.decision
    game.pending = Decision(
        d.kind,
        d.player,
        d.prompt,
        d.options,
        {**d.data, "action": action, "decision": base, "answers": need.answers},
    )


def take_answer(game: Game, action: Any) -> Any:
    """The action to apply for ``action``: itself, or, where it answers a replacement-order
    choice (616.1e), the answer that choice paused, to be played again with the choices
    made so far and this one (``Game.replacement_answers``); the pending decision becomes
    the one that answer answered."""
    d = game.pending
    if d is None or d.data.get("purpose") != "replacement_order":
        return action
    value = getattr(action, "value", None)
    if not isinstance(action, Choose) or value not in (d.options or ()):
        raise IllegalActionError(f"{value!r} isn't one of the choices: {d.prompt}", "616.1e")
    game.pending = d.data["decision"]
    game.replacement_answers, game.replacement_asked = [*d.data["answers"], value], 0
    return d.data["action"]


def _destroy_effects(game: Game, ev: DestroyEvent) -> list[ReplacementEffect]:
    """701.8: the effects that replace a destruction: a shield counter (122.1c, destruction
    by an effect only) and regeneration (701.19a: a shield, or "If this would be destroyed,
    regenerate it", 701.19b)."""
    obj = game.objects[ev.object_id]
    out: list[ReplacementEffect] = []
    if ev.by_effect and obj.counters.get("shield", 0) > 0:
        out.append(
            ReplacementEffect(
                "shield_counter",
                f"shield counter on {obj.name}",
                obj.id,
                f"shield counter on {obj.name} (remove it instead)",
                "122.1c",
                _spend_shield_counter,
            )
        )
    if ev.can_regenerate and (obj.regen_shields > 0 or _regenerates_itself(game, obj.id)):
        out.append(
            ReplacementEffect(
                "regenerate",
                f"regeneration of {obj.name}",
                obj.id,
                f"regeneration of {obj.name}",
                "701.19a",
                _regenerate,
            )
        )
    return out


def _spend_shield_counter(game: Game, ev: DestroyEvent) -> None:
    # 122.1c: "If this permanent would be destroyed as the result of an effect, instead
    # remove a shield counter from it."
    obj = game.objects[ev.object_id]
    obj.counters["shield"] -= 1
    game.dirty()
    game.log_event(
        "destroy",
        f"{obj.name} isn't destroyed ({ev.why}): a shield counter is removed from it instead",
        "122.1c",
    )


def _regenerate(game: Game, ev: DestroyEvent) -> None:
    obj = game.objects[ev.object_id]
    if obj.regen_shields > 0:
        obj.regen_shields -= 1
    # 701.19a: tap it, remove all damage, remove it from combat.
    obj.tapped = True
    obj.damage = 0
    obj.deathtouch_damage = False
    game.combat.remove(obj.id)
    game.dirty()
    game.log_event(
        "regenerate",
        f"{obj.name} regenerates instead of being destroyed "
        f"({ev.why}): tapped, damage removed, removed from combat",
        "701.19a",
    )


def _regenerates_itself(game: Game, oid: int) -> bool:
    """701.19b: a static "If this would be destroyed, regenerate it"."""
    return any(
        isinstance(a, StaticAbility)
        and isinstance(a.effect, Replacement)
        and a.effect.kind == "regenerate_instead"
        for a in game.chars(oid).abilities
    )


def _has_replacement(obj: GameObject, kind: str) -> bool:
    return any(
        isinstance(a, StaticAbility) and isinstance(a.effect, Replacement) and a.effect.kind == kind
        for a in obj.card.abilities
    )


def _move_effects(game: Game, ev: ZoneMoveEvent) -> list[ReplacementEffect]:
    """614.1a: "If it would be put into a graveyard from anywhere, shuffle it into its
    owner's library instead" (Progenitus); 122.1h: a finality counter exiles instead."""
    if ev.to is not Zone.GRAVEYARD:
        return []
    obj = game.objects[ev.object_id]
    out: list[ReplacementEffect] = []
    if _has_replacement(obj, "shuffle_into_library_instead"):
        out.append(
            ReplacementEffect(
                "shuffle_instead",
                obj.name,
                obj.id,
                f"{obj.name} (shuffled into its owner's library instead)",
                "614.1a",
                _shuffle_instead,
            )
        )
    if obj.zone is Zone.BATTLEFIELD and obj.counters.get("finality", 0):
        out.append(
            ReplacementEffect(
                "finality",
                f"finality counter on {obj.name}",
                obj.id,
                f"finality counter on {obj.name} (exiled instead)",
                "122.1h",
                _finality,
            )
        )
    return out


def _shuffle_instead(game: Game, ev: ZoneMoveEvent) -> ZoneMoveEvent:
    obj = game.objects[ev.object_id]
    game.log_event(
        "replace",
        f"{obj.name} would be put into a graveyard; it is shuffled into its owner's library "
        "instead",
        "614.1a",
    )
    ev.to = Zone.LIBRARY
    ev.shuffle = True
    return ev


def _finality(game: Game, ev: ZoneMoveEvent) -> ZoneMoveEvent:
    obj = game.objects[ev.object_id]
    game.log_event(
        "replace",
        f"{obj.name} would be put into a graveyard; it is exiled instead: finality counter",
        "122.1h",
    )
    ev.to = Zone.EXILE
    return ev


def _untap_effects(game: Game, ev: UntapEvent) -> list[ReplacementEffect]:
    """122.1d: "If a permanent with a stun counter on it would become untapped, instead
    remove a stun counter from it." """
    obj = game.objects[ev.object_id]
    if obj.counters.get("stun", 0) <= 0:
        return []
    return [
        ReplacementEffect(
            "stun",
            f"stun counter on {obj.name}",
            obj.id,
            f"stun counter on {obj.name} (remove it instead)",
            "122.1d",
            _stun,
        )
    ]


def _stun(game: Game, ev: UntapEvent) -> None:
    obj = game.objects[ev.object_id]
    obj.counters["stun"] -= 1
    game.dirty()
    game.log_event(
        "counters",
        f"{obj.name} doesn't untap: a stun counter is removed from it instead",
        "122.1d",
        card=obj.name,
    )


COLLECTORS[DamageEvent] = _damage_effects
COLLECTORS[DestroyEvent] = _destroy_effects
COLLECTORS[ZoneMoveEvent] = _move_effects
COLLECTORS[UntapEvent] = _untap_effects
