"""s10 h-cant: emblems (114). "You get an emblem with "ABILITY"." puts an emblem into the
command zone (114.2), owned and controlled by that player, with no characteristics but its
abilities (114.3); its abilities function there (113.6p, 114.4).

An emblem is a :class:`GameObject` in ``Zone.COMMAND`` whose id its owner's
``Player.command`` lists (408.1). It is no card (its definition is marked ``is_token``
nowhere: ``invariants.card_counts`` leaves the command zone out) and never leaves the zone.
The engine carries out an emblem's triggered abilities (``triggers.fire`` reads
:func:`sources`); an emblem with any other kind of ability is refused as the text is read
(``cards/transform_s10_cant.py``), so no emblem is half carried out."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..objects import GameObject
from ..zones import Zone
from . import characteristics

if TYPE_CHECKING:
    from ..state import GameState
    from .layers import Characteristics

__all__ = ["create", "sources"]


def create(game: GameState, player: int, abilities: tuple[Any, ...], source_name: str) -> int:
    """114.2: ``player`` gets an emblem with ``abilities`` (put into the command zone)."""
    card = ir.CardDefinition(name=f"Emblem ({source_name})", abilities=abilities)  # 114.3
    obj = GameObject.new(game.new_id(), card, player, player, Zone.COMMAND, game.new_timestamp())
    game.objects[obj.id] = obj
    game.players[player].command += (obj.id,)
    game.dirty()
    name = game.players[player].name
    game.log_event("effect", f"{name} gets an emblem ({source_name})", "114.2")
    return obj.id


def sources(game: GameState) -> list[tuple[GameObject, Characteristics]]:
    """113.6p, 114.4: the emblems whose abilities function now, with their characteristics."""
    out = []
    for p in game.players:
        for oid in p.command:
            out.append((game.objects[oid], characteristics.chars(game, oid)))
    return out
