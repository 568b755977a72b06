"""Rebound (702.88a): "If this spell was cast from your hand, instead of putting it into your
graveyard as it resolves, exile it and, at the beginning of your next upkeep, you may cast
this card from exile without paying its mana cost."

The spell remembers that it was cast from its controller's hand (``mark``, from
rules/stack.py); as it resolves (608.2n) it is exiled instead (``resolved``, from
rules/resolve.py) and the delayed triggered ability is created (603.7a). Its effect, the cast
(608.2g, 702.88b: an alternative cost, 118.9), is rules/keywords_cast_effects.py."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from ..cards import ir
from ..records import PendingTrigger
from ..zones import Zone
from . import characteristics, zone_moves

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState

REBOUND = "rebound"


@dataclass(frozen=True, slots=True)
class ReboundCast:
    """ "you may cast this card from exile without paying its mana cost" (702.88a): the
    delayed ability's effect, on the exiled card ``card`` (an engine effect)."""

    card: int


def has_rebound(card: ir.CardDefinition) -> bool:
    return any(isinstance(a, ir.Keyword) and a.name == REBOUND for a in card.abilities)


def mark(game: GameState, spell: GameObject, from_hand: bool) -> None:
    """702.88a: "If this spell was cast from your hand": remembered by the spell (702.88c:
    more instances are redundant), its own rebound or one an effect gives it (613.1f: "Instant
    and sorcery spells you control have rebound"). Instants and sorceries have no other
    keyword cost that the spell remembers (``alt_keyword``: evoke and dash are for
    permanents, flashback casts from a graveyard), except buyback, which puts it into the hand
    instead (702.27a)."""
    if not from_hand or spell.alt_keyword is not None:
        return
    if any(
        isinstance(a, ir.Keyword) and a.name == REBOUND
        for a in characteristics.chars(game, spell.id).abilities
    ):
        spell.alt_keyword = REBOUND


def resolved(game: GameState, spell: GameObject) -> bool:
    """608.2n, 702.88a: as a spell cast from its controller's hand with rebound finishes
    resolving, it is exiled instead of being put into the graveyard, and the delayed
    triggered ability "at the beginning of your next upkeep" is created (603.7a). False when
    rebound doesn't apply (the spell goes to the graveyard as usual)."""
    if spell.alt_keyword != REBOUND or spell.zone is not Zone.STACK:
        return False
    me = spell.controller
    new = zone_moves.move(
        game, spell, Zone.EXILE, f"{spell.name} is exiled instead (rebound)", "702.88a"
    )
    if new.zone is not Zone.EXILE:
        return True  # another replacement effect sent it elsewhere (616.1)
    ability = ir.TriggeredAbility(
        ir.Trigger(ir.TriggerEvent.UPKEEP, whose="you"),
        cast("tuple[ir.Effect, ...]", (ReboundCast(new.id),)),
    )
    chars = characteristics.chars(game, new.id)
    game.delayed_triggers.append(
        (game.turn_number, PendingTrigger(new.id, new.name, me, ability, chars))
    )
    game.log_event(
        "effect",
        f"{new.name}: at the beginning of {game.players[me].name}'s next upkeep, they may cast "
        "it from exile without paying its mana cost (rebound)",
        "702.88a",
    )
    return True
