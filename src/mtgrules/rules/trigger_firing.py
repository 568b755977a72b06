"""Firing the non-combat trigger events of rules/trigger_events.py (603.2; h-trig-events)
where they happen: a draw (121.2, zone_moves.draw), a discard (701.9a, zone_moves.discard),
a sacrifice (701.21a, zone_moves.sacrifice), a tap (701.26a, permanents.tap), damage dealt
to a permanent (120.3, 120.4d, damage.deal_damage)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from . import triggers
from .layers import Characteristics
from .trigger_events import listening

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState


def fire_drew(game: GameState, player: int, card: GameObject) -> None:
    """121.1, 121.2: a player drew a card (one event per card). The count this turn is kept
    for "your second card each turn" (603.2)."""
    p = game.players[player]
    p.cards_drawn_this_turn += 1
    if listening(game, ir.TriggerEvent.DRAW):
        triggers.fire(game, ir.TriggerEvent.DRAW, card, player=player)


def fire_discarded(game: GameState, player: int, card: GameObject) -> None:
    """701.9a: a player discarded a card (a cycled card too: 702.29a)."""
    if listening(game, ir.TriggerEvent.DISCARD):
        triggers.fire(game, ir.TriggerEvent.DISCARD, card, player=player)


def fire_sacrificed(
    game: GameState, player: int, card: GameObject, lki: Characteristics | None, old: GameObject
) -> None:
    """701.21a: ``player`` sacrificed a permanent, seen as it last existed on the
    battlefield. Leaving the battlefield, the event looks back in time (603.10a): the
    sacrificed permanent's own "whenever you sacrifice a creature" triggers too."""
    extra = ((old, lki),) if lki is not None else ()  # as zone_moves.left_battlefield does
    own = lki is not None and any(
        isinstance(a, ir.TriggeredAbility) and a.trigger.event is ir.TriggerEvent.SACRIFICE
        for a in lki.abilities
    )
    if own or listening(game, ir.TriggerEvent.SACRIFICE):
        triggers.fire(
            game, ir.TriggerEvent.SACRIFICE, card, player=player, lki=lki, extra_sources=extra
        )


def fire_tapped(game: GameState, obj: GameObject) -> None:
    """701.26a: a permanent became tapped."""
    if listening(game, ir.TriggerEvent.BECOMES_TAPPED):
        triggers.fire(game, ir.TriggerEvent.BECOMES_TAPPED, obj)


def fire_untapped(game: GameState, obj: GameObject) -> None:
    """701.26b: a permanent became untapped (in the untap step too: the ability waits for the
    next time a player would receive priority, 502.4, 503.1)."""
    if listening(game, ir.TriggerEvent.BECOMES_UNTAPPED):
        triggers.fire(game, ir.TriggerEvent.BECOMES_UNTAPPED, obj)


def fire_dealt_damage(game: GameState, obj: GameObject, amount: int) -> None:
    """120.3, 120.4d: a permanent was dealt damage (after prevention: 0 damage isn't dealt)."""
    if listening(game, ir.TriggerEvent.DEALT_DAMAGE):
        triggers.fire(game, ir.TriggerEvent.DEALT_DAMAGE, obj, amount=amount)
