"""h-misc: "Players can't gain life." (Leyline of Punishment, a static ability), "Your
opponents can't gain life this turn." (Skullcrack, Atarka's Command: an effect on players
until end of turn, 611.2, 514.2). 101.2: the "can't" wins over any instruction to gain life;
119.7: such a player can't exchange life totals for a higher one, and a life total set
higher (119.5) is a gain that doesn't happen. Asked by rules/life.py."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from . import characteristics

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState

#: the PlayerEffect kind of the one-shot form
CANT_GAIN_LIFE = "cant_gain_life"


def _covers(who: object, player: int, controller: int) -> bool:
    """Does "players" / "your opponents" (seen from ``controller``, 109.5) name ``player``?"""
    if isinstance(who, ir.EachRef):
        return who.players == "each" or (who.players == "opponent" and player != controller)
    return isinstance(who, ir.YouRef) and player == controller


def _static_source(game: GameState, player: int, gain_only: bool) -> GameObject | None:
    """The permanent whose static ability says ``player`` can't gain life (``gain_only``,
    101.2) or that their life total can't change (119.7-8), or None."""
    for oid, ch in characteristics.battlefield_chars(game).items():
        for a in ch.abilities:
            if (
                isinstance(a, ir.StaticAbility)
                and isinstance(a.effect, ir.LifeTotalCantChange)
                and a.effect.gain_only == gain_only
                and _covers(a.effect.who, player, ch.controller)
            ):
                return game.objects[oid]
    return None


def cant_gain(game: GameState, player: int) -> str | None:
    """The source of an effect that says ``player`` can't gain life, or None."""
    for e in game.player_effects:
        if e.player == player and e.kind == CANT_GAIN_LIFE:
            return e.source_name
    source = _static_source(game, player, gain_only=True)
    return None if source is None else source.name


def cant_change(game: GameState, player: int) -> GameObject | None:
    """119.7-8: a permanent whose static ability says ``player``'s life total can't change
    ("Your life total can't change.", Platinum Emperion), or None."""
    return _static_source(game, player, gain_only=False)
