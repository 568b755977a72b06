"""101.2 (h-misc): static abilities that say a player can't cast spells: "You can't cast
creature spells." (Steel Golem), "Your opponents can't cast spells during your turn."
(Dragonlord Dromoka), "Each player can't cast more than one spell each turn." (Rule of Law):
an ``ir.CastBan``. "You" is the ability's controller (109.5); "during your turn": while that
player is the active player (102.1); the limit counts the spells the player has cast this
turn (Player.spells_cast_this_turn). A "can't" beats any permission to cast (101.2). Asked by
rules/stack.cast and the legal actions (rules/priority.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from . import characteristics, mechanics
from .layers import matches

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..records import Characteristics
    from ..state import GameState
    from .effect_context import EffectContext

#: the PlayerEffect kind of "can't cast spells this turn" (its quality: the spells' Filter,
#: or LANDS for "can't play lands this turn")
CANT_CAST = "cant_cast"
LANDS = "lands"


def banned(
    game: GameState, player: int, obj: GameObject, seen_as: Characteristics | None = None
) -> str | None:
    """Why ``player`` can't cast ``obj`` now because of a static ability or an effect, or
    None. ``seen_as``: the characteristics the spell will have where they aren't its own
    (601.3e, 708.4: cast face down, a 2/2 creature with no name, 702.37c)."""

    def chars_of() -> Characteristics:
        return seen_as if seen_as is not None else characteristics.chars(game, obj.id)

    for pe in game.player_effects:
        if pe.player == player and pe.kind == CANT_CAST and pe.quality != LANDS:
            flt = pe.quality
            if not isinstance(flt, ir.Filter) or matches(game, chars_of(), obj, flt, None, player):
                return f"{pe.source_name}: {game.players[player].name} can't cast it this turn"
    if not mechanics.has(game, mechanics.CAST_BANS):
        return None
    for oid, pch in characteristics.battlefield_chars(game).items():
        for a in pch.abilities:
            if not isinstance(a, ir.StaticAbility) or not isinstance(a.effect, ir.CastBan):
                continue
            ban, ctrl = a.effect, pch.controller
            if ban.lands:
                continue  # land_ban below
            if ban.who == "you" and player != ctrl:
                continue  # 109.5: "you" is the ability's controller only
            if ban.who == "opponent" and player == ctrl:
                continue
            if ban.your_turn and game.active_player != ctrl:
                continue
            src = game.objects[oid]
            if ban.limit is not None:
                if game.players[player].spells_cast_this_turn >= ban.limit:
                    return f"{src.name}: no more than {ban.limit} spell each turn"
                continue
            ch = chars_of()
            if ban.filter is None or matches(game, ch, obj, ban.filter, src, ctrl):
                return f"{src.name} says {game.players[player].name} can't cast it"
    return None


def cant_cast_this_turn(ctx: EffectContext, e: ir.CantCastThisTurn) -> None:
    """101.2, 611.2, 514.2: "Target player can't cast spells this turn.": an effect on each
    player named, until the cleanup step."""
    from . import effect_context, player_status

    _, players = effect_context.objects_and_players(ctx, e.who)
    for p in players:
        player_status.add_player_effect(
            ctx.game,
            p,
            CANT_CAST,
            ctx.name,
            ir.Duration.END_OF_TURN,
            LANDS if e.lands else e.filter,
        )


def land_ban(game: GameState, player: int) -> str | None:
    """305.2, 101.2: why ``player`` can't play a land now ("Players can't play lands.",
    "Target player can't play lands this turn."), or None."""
    for pe in game.player_effects:
        if pe.player == player and pe.kind == CANT_CAST and pe.quality == LANDS:
            return f"{pe.source_name}: {game.players[player].name} can't play lands this turn"
    if not mechanics.has(game, mechanics.CAST_BANS):
        return None
    for oid, pch in characteristics.battlefield_chars(game).items():
        for a in pch.abilities:
            if not isinstance(a, ir.StaticAbility) or not isinstance(a.effect, ir.CastBan):
                continue
            ban = a.effect
            if not ban.lands:
                continue
            if (ban.who == "you" and player != pch.controller) or (
                ban.who == "opponent" and player == pch.controller
            ):
                continue
            return f"{game.objects[oid].name}: {game.players[player].name} can't play lands"
    return None
