"""Suspend (702.62a): "Suspend N—[cost]" means "If you could begin to cast this card by
putting it onto the stack from your hand, you may pay [cost] and exile it with N time
counters on it. This action doesn't use the stack," and "At the beginning of your upkeep, if
this card is suspended, remove a time counter from it," and "When the last time counter is
removed from this card, if it's exiled, you may play it without paying its mana cost if able.
If you don't, it remains exiled. If you cast a creature spell this way, it gains haste until
you lose control of the spell or the permanent it becomes."

702.62b: a card is suspended if it's in exile, has suspend and has a time counter on it. The
two triggered abilities function in exile (:func:`upkeep_triggers`, called by
rules/triggers.py as the upkeep begins, and :func:`last_counter_removed`, called by
rules/permanents.py as the last time counter is removed); their effects and the special
action (116.2f) are carried out by rules/effects_suspend.py. This module only reads the game
and queues triggers."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from ..cards import ir
from ..records import PendingTrigger
from ..zones import Zone
from . import keyword_costs
from .card_keywords import card_keyword

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState

SUSPEND = "suspend"
RULE = "702.62a"
TIME = "time"


@dataclass(frozen=True, slots=True)
class SuspendTick:
    """ "if this card is suspended, remove a time counter from it" (702.62a, an intervening
    "if", 603.4: checked again as it resolves): an engine effect on the exiled card."""

    card: int


@dataclass(frozen=True, slots=True)
class SuspendCast:
    """ "if it's exiled, you may play it without paying its mana cost if able. If you don't,
    it remains exiled." (702.62a): an engine effect on the exiled card."""

    card: int


def keyword(card: ir.CardDefinition) -> ir.Keyword | None:
    return card_keyword(card, SUSPEND)  # (kept per card: asked at every listing)


def is_suspended(obj: GameObject) -> bool:
    """702.62b: in exile, with suspend, with a time counter on it."""
    return (
        obj.zone is Zone.EXILE and obj.counters.get(TIME, 0) > 0 and keyword(obj.card) is not None
    )


def _trigger(game: GameState, obj: GameObject, effect: object, what: str) -> None:
    from . import characteristics

    ability = ir.TriggeredAbility(
        ir.Trigger(ir.TriggerEvent.UPKEEP), cast("tuple[ir.Effect, ...]", (effect,))
    )
    chars = characteristics.chars(game, obj.id)
    # 603.3a: in exile, the card's owner controls its triggered abilities
    game.pending_triggers.append(PendingTrigger(obj.id, obj.name, obj.owner, ability, chars))
    game.log_event("trigger", f"{obj.name}'s suspend ability triggers: {what}", "603.2")


def upkeep_triggers(game: GameState) -> None:
    """702.62a: "At the beginning of your upkeep, if this card is suspended, remove a time
    counter from it": each suspended card the active player owns (603.4: the "if" is checked
    as it triggers)."""
    for oid in list(game.exile):
        obj = game.objects[oid]
        if obj.owner == game.active_player and is_suspended(obj):
            _trigger(game, obj, SuspendTick(oid), "remove a time counter (702.62a)")


def last_counter_removed(game: GameState, obj: GameObject) -> None:
    """702.62a: "When the last time counter is removed from this card, if it's exiled, ...":
    it triggers as its last time counter is removed (603.2), the card in exile (603.4)."""
    if obj.zone is Zone.EXILE and keyword(obj.card) is not None:
        _trigger(game, obj, SuspendCast(obj.id), "the last time counter was removed (702.62a)")


def entered(game: GameState, new: GameObject, controller: int) -> None:
    """702.62a: the permanent a creature spell cast with suspend becomes has haste until its
    controller loses control of it (:func:`control_changed`)."""
    from . import characteristics

    characteristics.add_continuous_effect(
        game,
        controller,
        new.name,
        ir.Duration.PERMANENT,
        frozenset({new.id}),
        abilities=(ir.Keyword("haste"),),
        rule=RULE,
    )


def control_changed(game: GameState, obj: GameObject) -> None:
    """702.62a: "until you lose control of ... the permanent": the haste ends when another
    player gains control of it (rules/control.py)."""
    if obj.alt_keyword != SUSPEND:
        return
    kept = [
        e
        for e in game.continuous_effects
        if not (e.rule == RULE and e.affected == frozenset({obj.id}))
    ]
    if len(kept) != len(game.continuous_effects):
        game.continuous_effects = kept
        game.dirty()
        game.log_event("effect", f"{obj.name} loses the haste suspend gave it", RULE)


def gap(card: ir.CardDefinition) -> list[str]:
    """What of suspend the engine can't do for this card (rules/support.py): a cost other
    than mana; a card with a casting restriction."""
    gaps = keyword_costs.cost_gaps(card.abilities, (SUSPEND,))
    if keyword(card) is not None and any(isinstance(a, ir.CastRestriction) for a in card.abilities):
        gaps.append("suspend with a casting restriction")
    return gaps
