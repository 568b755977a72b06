"""The initiative (725): ``ir.TakeInitiative`` and the initiative's three inherent triggered
abilities (725.2), which have no source and are controlled by the player who had the
initiative as they triggered:

- "At the beginning of the upkeep of the player who has the initiative, that player ventures
  into Undercity" (:func:`upkeep`, from ``triggers.fire``);
- "Whenever one or more creatures a player controls deal combat damage to the player who has
  the initiative, the controller of those creatures takes the initiative" (:func:`damaged`,
  from ``damage.note_damage_to_player``; once for each such player and combat damage step);
- "Whenever a player takes the initiative, that player ventures into Undercity" (:func:`take`;
  it triggers even for a player who has it already, 725.5).

``GameState.initiative`` is the player who has it (None: there is no initiative in the game
yet, 725.1); only one player has it (725.3). A player who leaves the game passes it on
(725.4, ``leaving.py``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from ..cards import ir
from ..records import PendingTrigger
from . import characteristics, effect_context

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState

__all__ = ["NAME", "PlayerTakesInitiative", "damaged", "take", "take_effect", "upkeep"]

NAME = "The initiative"


@dataclass(frozen=True, slots=True)
class PlayerTakesInitiative:
    """725.2: "the controller of those creatures takes the initiative" (an engine effect, not
    one of the card text's): ``player`` controlled the creatures as they dealt the damage."""

    player: int


_VENTURE = (ir.VentureIntoDungeon(ir.YouRef(), undercity=True),)  # 701.49d


def _trigger(
    game: GameState, controller: int, event: ir.TriggerEvent, effects: tuple[object, ...], text: str
) -> None:
    ability = ir.TriggeredAbility(ir.Trigger(event), cast("tuple[ir.Effect, ...]", effects))
    chars = characteristics.player_chars(game, controller)
    game.pending_triggers.append(PendingTrigger(-2, NAME, controller, ability, chars))
    game.log_event("trigger", f"{NAME}'s ability triggers: {text}", "725.2")


def take(game: GameState, player: int, cause: str) -> None:
    """725.1, 725.3: ``player`` takes the initiative (the one who had it ceases to have it);
    725.5: a player who has it already doesn't get a second one, but the ability triggers."""
    name = game.players[player].name
    if game.initiative != player:
        game.initiative = player
        game.dirty_elsewhere()  # 611.3a: "as long as you have the initiative" reads it
    game.log_event("initiative", f"{name} takes the initiative ({cause})", "725.1")
    text = f"{name} took the initiative and ventures into Undercity"
    _trigger(game, player, ir.TriggerEvent.TAKES_INITIATIVE, _VENTURE, text)


def upkeep(game: GameState) -> None:
    """725.2: the upkeep of the player who has the initiative."""
    if game.initiative is not None and game.initiative == game.active_player:
        who = game.players[game.active_player].name
        text = f"{who} has the initiative and ventures into Undercity"
        _trigger(game, game.active_player, ir.TriggerEvent.UPKEEP, _VENTURE, text)


def damaged(game: GameState, creature: GameObject) -> None:
    """725.2: a creature dealt combat damage to the player who has the initiative: its
    controller takes it, once for the creatures each player controls (one or more)."""
    holder = game.initiative
    assert holder is not None
    controller = characteristics.chars(game, creature.id).controller
    effect = PlayerTakesInitiative(controller)
    for t in game.pending_triggers:  # the same combat damage step: one trigger a player
        if t.source_id == -2 and t.source_name == NAME and effect in cast(Any, t.ability.effects):
            return
    text = (
        f"creatures {game.players[controller].name} controls dealt combat damage to "
        f"{game.players[holder].name}"
    )
    _trigger(game, holder, ir.TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER, (effect,), text)


def take_effect(ctx: effect_context.EffectContext, e: ir.TakeInitiative) -> None:
    """725.1: "You take the initiative." (each player ``e.who`` names)."""
    _, players = effect_context.objects_and_players(ctx, e.who)
    for p in players:
        if not ctx.game.players[p].lost:
            take(ctx.game, p, ctx.name)


def combat_take(ctx: effect_context.EffectContext, e: PlayerTakesInitiative) -> None:
    if not ctx.game.players[e.player].lost:  # 800.4a: a player who left takes nothing
        take(ctx.game, e.player, "combat damage")
