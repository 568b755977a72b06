"""The one event pipeline for replacement and prevention effects (614, 615, 616).

``replace(game, event)`` takes an event (rules/events.py) and returns it as the applicable
replacement and prevention effects leave it, or None when one of them replaced it with
something else entirely. 616.1: the effects that apply are found; self-replacement effects
(614.15, 616.1a) come first, then those that say how a permanent enters (control 616.1b,
copy 616.1c, back face up 616.1d), then the others (616.1e); among the effects of the first
such kind, the affected player or the controller of the affected object chooses one (a
pulled decision: ``NeedReplacementChoice``, asked by ``ask`` and answered through
``take_answer``); it applies, and the effects still applicable are found again (616.1f);
each effect applies to an event at most once (614.5). Prevention of damage goes through
the same steps (615, 616.1).

Where effects come from: the event's own self-replacement effects (``event.own``) and the
functions registered per event type in ``COLLECTORS`` (rules/replacement.py, rules/life.py).
This module imports no other rules module but events, so every rules module may send its
events here.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from ..cards.ir import (
    CountersReplacement,
    DamageModification,
    EnterAsCopyOfThis,
    Keyword,
    LifeReplacement,
    Replacement,
    StaticAbility,
    TokensReplacement,
)
from ..cards.ir.s11_dmg import PreventSome, RedirectDamage  # s11 h-dmg, 614.9
from ..decisions import Choose, ReplacementOrder
from ..errors import IllegalActionError
from . import asking, characteristics, keywords_dredge
from .events import (
    ANY_ORDER,
    CountersEvent,
    CreateTokensEvent,
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

if TYPE_CHECKING:
    from ..state import GameState

E = TypeVar("E", bound=Event)

COLLECTORS: dict[type, Callable[[Any, Any], list[ReplacementEffect]]] = {}
"""Event type -> the function that finds the replacement and prevention effects that apply
to such an event (other modules register theirs, as life.py does)."""


def replace(game: GameState, event: E) -> E | None:
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


def choice_possible(game: GameState) -> bool:
    """Whether an answer applied now could lead to a 616.1e choice: two or more sources of
    replacement or prevention effects that don't always commute exist (or a prevention
    shield, which may conflict with protection). Game._answer keeps what it needs to ask
    only then; a choice that arises anyway (both sources appeared during that answer) is
    made in timestamp order (``_choose``)."""
    if game.prevention_shields or game.redirection_shields:  # 615.7, 614.9
        return True
    cache = characteristics.chars_cache(game)
    statics = cache.replacement_sources
    if statics < 0:  # counted once per state, from its characteristics (613)
        statics = 0
        known = _REPLACEMENT_STATICS
        for ch in cache.battlefield.values():
            abilities = ch.abilities
            k = known.get(id(abilities))
            statics += (
                k[1] if k is not None and k[0] is abilities else _replacement_statics(abilities)
            )
        cache.replacement_sources = statics
    n = len(game.draw_replacements) + statics
    if n >= 2:
        return True
    if keywords_dredge.possible(game):
        return True  # 702.52a: a draw may be replaced by dredge (a choice, 614.1a)
    objs = game.objects
    for oid in cache.battlefield:
        obj = objs[oid]
        if obj.regen_shields:
            n += 1
        counters = obj.counters
        if counters:
            if counters.get("shield", 0) > 0:
                n += 1
            if counters.get("finality", 0) > 0:
                n += 1
        if n >= 2:
            return True
    return False


_REPLACEMENT_STATICS: dict[int, tuple[tuple[object, ...], int]] = {}


def _replacement_statics(abilities: tuple[object, ...]) -> int:
    """How many static abilities among ``abilities`` are sources of replacement or
    prevention effects that may not commute (616.1e). Kept by tuple (abilities are
    immutable and shared)."""
    known = _REPLACEMENT_STATICS.get(id(abilities))
    if known is None or known[0] is not abilities:
        if len(_REPLACEMENT_STATICS) > 50_000:
            _REPLACEMENT_STATICS.clear()
        n = sum(
            1
            for a in abilities
            if (
                isinstance(a, StaticAbility)
                and (
                    isinstance(
                        a.effect,
                        LifeReplacement
                        | DamageModification  # 614.1a (s10 h-amount)
                        | PreventSome  # 615.1a (s11 h-dmg)
                        | RedirectDamage  # 614.9 (rules/redirection.py)
                        | CountersReplacement
                        | TokensReplacement
                        | EnterAsCopyOfThis,
                    )
                    or (isinstance(a.effect, Replacement) and a.effect.kind in _SOURCE_KINDS)
                )
            )
            or (isinstance(a, Keyword) and a.name == "umbra armor")  # 702.89a (keywords_umbra)
        )
        # 614.9, 616.1e: a redirection may not commute even with the protection or prevention
        # of the creature it sends damage to, which aren't counted here: it counts twice
        n += sum(
            1
            for a in abilities
            if isinstance(a, StaticAbility) and isinstance(a.effect, RedirectDamage)
        )
        known = _REPLACEMENT_STATICS[id(abilities)] = (abilities, n)
    return known[1]


def pass_may_ask(game: GameState) -> bool:
    """Whether a pass of priority now could lead to a 616.1e choice: only the last pass of a
    round makes anything happen (117.4: the top of the stack resolves or the step ends);
    before it, priority only moves on (117.3d)."""
    alive = 0
    for p in game.players:
        if not p.lost:
            alive += 1
    return game.passes + 1 >= alive and choice_possible(game)


def affected_player(game: GameState, event: Event) -> int:
    """616.1: who chooses: the affected player, or the controller of the affected object
    (its owner when it has none)."""
    if isinstance(event, DamageEvent):
        if event.recipient.player is not None:
            return event.recipient.player
        obj = game.objects.get(event.recipient.object_id or -1)
        return obj.controller if obj is not None else game.active_player
    if isinstance(event, ZoneMoveEvent) and event.controller is not None:
        return event.controller  # 616.1: the permanent entering: who would control it
    if isinstance(event, CreateTokensEvent):
        return event.controller  # 616.1: the player the tokens would be created for
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


def _choose(game: GameState, event: Event, pool: list[ReplacementEffect]) -> ReplacementEffect:
    for r in pool:
        if r.same == ANY_ORDER:
            return r  # 616.1: its result is the same whichever applies first: no one is asked
    if len({r.same or r.key for r in pool}) == 1:
        # 616.1: the same effect more than once (two Boon Reflections): any order gives the
        # same result, so no one is asked.
        return pool[0]
    player = affected_player(game, event)
    options = labels(pool)
    who = game.players[player].name
    what = describe(game, event)
    label = pulled_choice(
        game,
        player,
        f"{what}: choose which replacement effect applies first (616.1e)",
        what,
        tuple((o, r.name, r.source_id, r.text) for o, r in zip(options, pool, strict=True)),
    )
    if label is None:
        # No answer is being applied that could be played again (a position being set up, a
        # test driving the rules functions directly, see choice_possible): there is no
        # decision to stop at, so the effects apply in the order they were found (timestamp).
        return pool[0]
    chosen = pool[options.index(label)]
    game.log_event(
        "replace", f"{who} chooses to apply {chosen.text} first", "616.1e", effect=chosen.name
    )
    return chosen


def pulled_choice(
    game: GameState,
    player: int,
    prompt: str,
    event: str,
    effects: tuple[tuple[str, str, int | None, str], ...],
    rule: str = "616.1e",
) -> str | None:
    """A choice made as an event is applied (616.1e; 615.7: which damage a shield
    prevents), pulled: the answer given when the action is played again with the answers
    so far, or NeedReplacementChoice asking ``player`` to choose among the labels of
    ``effects`` (label, name, source id, words). None when no answer can be asked (no action
    being answered that could be played again)."""
    answers = game.replacement_answers
    if game.replacement_asked < len(answers):
        label = answers[game.replacement_asked]
        game.replacement_asked += 1
        return str(label)
    if not game.answering:
        return None
    decision = ReplacementOrder(
        player=player,
        prompt=prompt,
        options=tuple(e[0] for e in effects),
        event=event,
        effects=effects,
        rule=rule,
    )
    raise NeedReplacementChoice(decision, list(answers))


def describe(game: GameState, event: Event) -> str:
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
    if isinstance(event, ZoneMoveEvent) and event.token and event.card is not None:
        return f"{event.card.name} would enter the battlefield"
    if isinstance(event, ZoneMoveEvent):
        return f"{game.object_name(event.object_id)} would be put into {event.to.value}"
    if isinstance(event, CreateTokensEvent):
        return (
            f"{event.cause} would create {event.n} {event.card.name}(s) for "
            f"{game.players[event.controller].name}"
        )
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


def ask(game: GameState, need: NeedReplacementChoice, action: Any) -> None:
    """616.1e: the game, put back as it was before ``action`` was applied, waits for the
    choice; the answer plays ``action`` again with the choices made so far and this one
    (``take_answer``). An answer to an earlier such choice stands for the action it
    answered, so a second choice in the same action keeps the first."""
    base = game.pending
    assert base is not None
    if isinstance(base, ReplacementOrder):
        action, base = base.action, base.decision
    d = need.decision
    assert isinstance(d, ReplacementOrder)
    asking.ask(
        game, dataclasses.replace(d, action=action, decision=base, answers=tuple(need.answers))
    )


def take_answer(game: GameState, action: Any) -> Any:
    """The action to apply for ``action``: itself, or, where it answers a replacement-order
    choice (616.1e), the answer that choice paused, to be played again with the choices
    made so far and this one (``GameState.replacement_answers``); the pending decision becomes
    the one that answer answered."""
    d = game.pending
    if not isinstance(d, ReplacementOrder):
        return action
    if not isinstance(action, Choose):
        raise IllegalActionError(f"the game waits for a choice: {d.prompt}", d.rule)
    value = action.value
    if not isinstance(value, str) or value not in (d.options or ()):
        raise IllegalActionError(asking.not_a_choice(game, value, d), d.rule)
    asking.ask(game, d.decision)
    game.replacement_answers, game.replacement_asked = [*d.answers, value], 0
    return d.action
