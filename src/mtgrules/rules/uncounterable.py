"""101.2 (h-misc): "Creature spells you control can't be countered." A static ability of a
permanent (``ir.SpellsCantBeCountered``) about the spells its filter matches, seen from the
ability's controller (109.5); asked by zone_moves.counter as a spell would be countered
(701.6a). A spell's own "This spell can't be countered." is read there too."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from . import characteristics
from .layers import matches

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState


def protected_by(game: GameState, spell: GameObject) -> str | None:
    """The name of a permanent whose static ability says ``spell`` can't be countered."""
    chars = characteristics.battlefield_chars(game)
    for oid, pch in chars.items():
        for a in pch.abilities:
            if not (
                isinstance(a, ir.StaticAbility) and isinstance(a.effect, ir.SpellsCantBeCountered)
            ):
                continue
            src = game.objects[oid]
            sch = characteristics.chars(game, spell.id)
            if matches(game, sch, spell, a.effect.filter, src, pch.controller):
                return src.name
    return None
