"""Dungeons (309) and venturing into the dungeon (701.49): ``ir.VentureIntoDungeon``.

A player who ventures while they own no dungeon card in the command zone chooses one from
outside the game (every player may use each dungeon card: 309.2a), puts it into the command
zone and their venture marker on its topmost room (701.49a, 309.4a). Otherwise they move the
marker to the next room, choosing among the arrows when there are several (701.49b); from the
bottommost room they complete the dungeon first (701.49c, 309.7), then choose a dungeon again.
"Venture into Undercity" (701.49d, the initiative's: ``rules/initiative.py``) chooses only
Undercity, and only it does: "You can't enter this dungeon unless you venture into
Undercity".

The dungeon card is a ``GameObject`` in the command zone, listed in its owner's
``Player.command`` (408.1); ``Player.venture_room`` is the room the marker is in (-1: no
dungeon) and ``Player.dungeons_completed`` the names of the dungeons they completed, in order.
Moving the marker into a room triggers that room's ability (309.4c), controlled by the
dungeon's owner, its source the dungeon card. The state-based action 704.5t removes a dungeon
whose marker is on its bottommost room once no room ability of it waits to resolve
(:func:`finished`), and its owner completes it (309.7; "Whenever you complete a dungeon").

The dungeons' texts are read by the card parser (``cards/dungeons.py``) through the same
support gate as every card; a card that ventures is supported only when every dungeon it may
enter is (:func:`gap`)."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..cards.dungeons import DUNGEONS, Room, choices, record
from ..decisions import ChooseOption
from ..errors import IllegalActionError
from ..objects import GameObject
from ..records import PendingTrigger
from ..zones import Zone
from . import characteristics, effect_context, sagas, triggers
from .trigger_events import listening

if TYPE_CHECKING:
    from ..state import GameState

__all__ = ["current", "definition", "finished", "rooms", "set_up", "venture"]

RULE = "701.49a"


@cache
def definition(name: str) -> ir.CardDefinition:
    """The dungeon card ``name`` as read from its text (cards/dungeons.py). The support gate
    checked it already: a card that ventures is supported only when every dungeon it may
    enter is (``gate.dungeon_gaps``), and a scenario's dungeon is checked as it is set up."""
    from ..cards.parser import definition_from_record
    from ..cards.preparsed import cached_definition

    rec: Any = record(name)  # a CardRecord (frozen: the parser's protocol reads it)
    return cached_definition(rec) or definition_from_record(rec)


def rooms(name: str) -> tuple[Room, ...]:
    return DUNGEONS[name].rooms


def current(game: GameState, player: int) -> GameObject | None:
    """309.3: the dungeon card ``player`` owns in the command zone, if any."""
    for oid in game.players[player].command:
        o = game.objects[oid]
        if o.card.name in DUNGEONS and "dungeon" in o.card.types:
            return o
    return None


def _ask(
    ctx: effect_context.EffectContext, player: int, prompt: str, options: tuple[str, ...]
) -> str:
    ans = ctx.ask(ChooseOption(player=player, prompt=prompt, options=options))
    picked = next((o for o in options if o.lower() == str(ans).lower()), None)
    if picked is None:
        raise IllegalActionError(f"{ans!r} isn't one of: {'; '.join(options)}", RULE)
    return picked


def _plan(ctx: effect_context.EffectContext, player: int, undercity: bool) -> tuple[str, int]:
    """The choice the venture needs, asked before anything changes (608.2d): (the dungeon to
    enter, or "" to stay in the one owned; the room to move into)."""
    g = ctx.game
    p = g.players[player]
    here = current(g, player)
    if here is not None:
        exits = rooms(here.card.name)[p.venture_room].exits
        if len(exits) == 1:
            return "", exits[0]
        if exits:  # 701.49b: several arrows: the player chooses one
            names = tuple(rooms(here.card.name)[i].name for i in exits)
            prompt = (
                f"venture into the dungeon ({ctx.name}): choose the room to move into from "
                f"{rooms(here.card.name)[p.venture_room].name} ({here.card.name}, 701.49b)"
            )
            room = _ask(ctx, player, prompt, names)
            return "", exits[names.index(room)]
    # 701.49a, 701.49c: a dungeon from outside the game (a completed one may be chosen again)
    offered = choices(undercity)
    if len(offered) == 1:  # Undercity: the only one it may be
        return offered[0], 0
    prompt = f"venture into the dungeon ({ctx.name}): choose a dungeon to enter (701.49a)"
    return _ask(ctx, player, prompt, offered), 0


def venture(ctx: effect_context.EffectContext, e: ir.VentureIntoDungeon) -> None:
    """701.49a-d: each player ``e.who`` names ventures into the dungeon (or Undercity)."""
    _, players = effect_context.objects_and_players(ctx, e.who)
    players = [p for p in players if not ctx.game.players[p].lost]
    plans = [_plan(ctx, p, e.undercity) for p in players]  # every choice first (608.2d)
    for player, (enter, room) in zip(players, plans, strict=True):
        venture_as_planned(ctx.game, player, enter, room, ctx.name)


def venture_as_planned(game: GameState, player: int, enter: str, room: int, cause: str) -> None:
    p = game.players[player]
    here = current(game, player)
    if enter and here is not None:  # 701.49c: from the bottommost room: it is completed
        complete(game, player, here, "701.49c")
    if enter:  # 309.2a, 309.4a: into the command zone, the marker on the topmost room
        here = set_up(game, player, enter, 0)
        game.log_event(
            "dungeon",
            f"{p.name} ventures into {enter} ({cause}): the venture marker is on "
            f"{rooms(enter)[0].name}",
            "701.49d" if DUNGEONS[enter].undercity else RULE,
        )
    else:
        assert here is not None
        p.venture_room = room
        game.log_event(
            "dungeon",
            f"{p.name} ventures into the dungeon ({cause}): the venture marker moves to "
            f"{rooms(here.card.name)[room].name} ({here.card.name})",
            "701.49b",
        )
    game.dirty()
    _room_triggers(game, player, here, p.venture_room)


def set_up(game: GameState, player: int, name: str, room: int) -> GameObject:
    """309.2a: ``player``'s dungeon card ``name`` put into the command zone, their venture
    marker on ``room`` (309.4a: the topmost, 0, as they venture into it)."""
    card = definition(name)
    here = GameObject.new(game.new_id(), card, player, player, Zone.COMMAND, game.new_timestamp())
    game.objects[here.id] = here
    p = game.players[player]
    p.command += (here.id,)
    p.venture_room = room
    game.dirty()
    return here


def _room_triggers(game: GameState, player: int, dungeon: GameObject, room: int) -> None:
    """309.4c: "When you move your venture marker into this room, [effect]", controlled by
    the dungeon's owner."""
    ability = dungeon.card.abilities[room]
    assert isinstance(ability, ir.TriggeredAbility)
    chars = characteristics.chars(game, dungeon.id)
    game.pending_triggers.append(
        PendingTrigger(dungeon.id, dungeon.card.name, player, ability, chars)
    )
    room_name = rooms(dungeon.card.name)[room].name
    game.log_event("trigger", f"{dungeon.card.name}'s room ability triggers: {room_name}", "309.4c")


def _is_room(a: ir.TriggeredAbility) -> bool:
    return a.trigger.event is ir.TriggerEvent.ROOM_ENTERED


def complete(game: GameState, player: int, dungeon: GameObject, rule: str) -> None:
    """309.7: the dungeon card is removed from the game, and its owner completes it."""
    p = game.players[player]
    p.command = tuple(oid for oid in p.command if oid != dungeon.id)
    del game.objects[dungeon.id]
    p.venture_room = -1
    p.dungeons_completed += (dungeon.card.name,)
    game.dirty()
    game.log_event(
        "dungeon", f"{p.name} completes {dungeon.card.name} (it is removed from the game)", rule
    )
    if listening(game, ir.TriggerEvent.COMPLETE_DUNGEON):  # "Whenever you complete a dungeon"
        triggers.fire(game, ir.TriggerEvent.COMPLETE_DUNGEON, player=player)


def finished(game: GameState) -> bool:
    """704.5t: each dungeon whose venture marker is on its bottommost room, and that isn't the
    source of a room ability that has triggered but not yet left the stack, is removed from
    the game by its owner (309.6). True if any was."""
    acted = False
    for p in game.players:
        if p.venture_room < 0:
            continue
        here = current(game, p.index)
        if here is None or rooms(here.card.name)[p.venture_room].exits:
            continue
        if sagas.triggered_from(game, here.id, _is_room):
            continue
        complete(game, p.index, here, "704.5t")
        acted = True
    return acted
