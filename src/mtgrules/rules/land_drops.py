"""305.2: how many lands a player can play this turn: one, plus "You may play an additional
land on each of your turns." of the permanents they control, plus "You may play an additional
land this turn." of spells and abilities that resolved this turn (``Player.land_drops``
counts the one and those; it is reset as each turn begins, rules/turn.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cards import ir
from . import cast_bans, characteristics

if TYPE_CHECKING:
    from ..state import GameState
    from .effect_context import EffectContext

# (the battlefield characteristics it was counted from, {player: extra lands}): found once
# per state, as the legal actions ask for every land in a hand
_CACHE: list[Any] = [None, {}]


def land_drops(game: GameState, player: int) -> int:
    """305.2a: the number of lands ``player`` can play this turn."""
    chars = characteristics.battlefield_chars(game)
    if _CACHE[0] is not chars:
        extra: dict[int, int] = {}
        for ch in chars.values():
            for a in ch.abilities:
                if type(a) is ir.AdditionalLands:
                    extra[ch.controller] = extra.get(ch.controller, 0) + a.count
        _CACHE[0], _CACHE[1] = chars, extra
    extra_now: dict[int, int] = _CACHE[1]
    if cast_bans.land_ban(game, player) is not None:
        return 0  # 305.2, 101.2: "Players can't play lands." (h-misc)
    return game.players[player].land_drops + extra_now.get(player, 0)


def play_additional_lands(ctx: EffectContext, e: ir.PlayAdditionalLands) -> None:
    """305.2, 611.2a: "You may play an additional land this turn."."""
    p = ctx.game.players[ctx.controller]
    p.land_drops += e.count
    ctx.game.log_event(
        "effect", f"{p.name} may play {e.count} more land(s) this turn ({ctx.name})", "305.2"
    )
