"""Delayed triggered abilities that last the turn (603.7a-b; ir/this_turn.py): "Until end of
turn, whenever a player taps an Island for mana, that player adds an additional {U}." (High
Tide), "{1}{R}{R}: Until end of turn, whenever you cast a black spell, put a +1/+1 counter
on this creature." (Mountain Titan).

As the instruction is carried out (``create``) the ability is made: its controller is the
player who controlled the spell or ability that made it, and its source that spell or
ability's source (603.7d-e), as it was then (the spell of High Tide is in a graveyard when
the ability triggers; "this creature" is Mountain Titan while it stays on the battlefield).
It waits in ``GameState.turn_triggers`` and, having a stated duration, triggers each time
its event happens this turn (603.7b): rules/triggers.fire and trigger_firing look at it as
at a permanent's triggered abilities (``sources``), and a triggered mana ability of the
"tapped for mana" family is one here too (605.1b, rules/mana_triggers.py). It ends with the
turn's cleanup step, as "until end of turn" effects do (514.2, ``end``)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..cards.ir.this_turn import ThisTurnTrigger
from ..objects import GameObject
from ..records import TurnTrigger
from ..zones import Zone

if TYPE_CHECKING:
    from ..records import Characteristics
    from ..state import GameState
    from .effect_context import EffectContext

__all__ = ["create", "end", "gap", "listens_for", "sources"]


def create(ctx: EffectContext, e: ThisTurnTrigger) -> None:
    """603.7a: the delayed triggered ability is made, with the controller and source of the
    spell or ability that made it (603.7d-e)."""
    g = ctx.game
    live = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
    if live is not None:
        source = live.clone()  # as it is now: a spell leaves the stack as this resolves
    else:
        card = ir.CardDefinition(ctx.name)
        source = GameObject.new(-1, card, ctx.controller, ctx.controller, Zone.COMMAND, 0)
    chars = replace(
        ctx.source_chars, abilities=(e.ability,), controller=ctx.controller, has_triggers=True
    )
    g.turn_triggers.append(TurnTrigger(g.turn_number, source, chars))
    g.log_event(
        "effect",
        f"{ctx.name}: until end of turn, an ability triggers each time its event happens",
        "603.7b",
    )


def sources(game: GameState) -> list[tuple[GameObject, Characteristics]]:
    """The turn's delayed triggered abilities, as (source, characteristics) pairs for
    triggers.fire (603.7b): a source that is still the same object (400.7: a permanent that
    stayed on the battlefield) is that object, as it is now."""
    out = []
    for t in game.turn_triggers:
        if t.turn != game.turn_number:
            continue  # 514.2: ended with its turn (a game whose cleanup was skipped)
        live = game.objects.get(t.source.id)
        out.append((t.source if live is None else live, t.chars))
    return out


def listens_for(game: GameState, event: ir.TriggerEvent) -> bool:
    """Whether one of the turn's delayed triggered abilities waits for ``event``."""
    return any(
        isinstance(a, ir.TriggeredAbility) and a.trigger.event is event
        for t in game.turn_triggers
        for a in t.chars.abilities
    )


def end(game: GameState) -> None:
    """514.2: "until end of turn" ends: the turn's delayed triggered abilities are gone."""
    if game.turn_triggers:
        game.turn_triggers = []


def gap(e: Any, last: bool) -> str | None:
    """What the engine can't do of a ThisTurnTrigger (``last``: whether it is the last
    instruction of its ability); None when it can."""
    if not isinstance(e, ThisTurnTrigger):
        return None
    if not last:
        # the words after it would read its trigger's "that player" and "it" (608.2c)
        return "instructions after an 'until end of turn, whenever' ability (603.7b)"
    if e.ability.intervening_if is not None:
        return "an intervening 'if' in an 'until end of turn, whenever' ability (603.4)"
    return None
