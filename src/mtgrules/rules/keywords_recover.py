"""Recover (702.59a): a triggered ability that functions only while the card is in a
graveyard. "Recover [cost]" means "When a creature is put into your graveyard from the
battlefield, you may pay [cost]. If you do, return this card from your graveyard to your hand.
Otherwise, exile this card."

:func:`creature_died` is called by rules/triggers.py as a creature is put into a graveyard
from the battlefield (603.2); the effect (:class:`RecoverPay`) is carried out by
rules/effects_recover.py. This module only reads the game and queues triggers."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from ..cards import ir
from ..records import PendingTrigger
from ..zones import Zone
from . import keyword_costs

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState

RECOVER = "recover"
RULE = "702.59a"


@dataclass(frozen=True, slots=True)
class RecoverPay:
    """ "you may pay [cost]. If you do, return this card from your graveyard to your hand.
    Otherwise, exile this card." (702.59a): an engine effect on the card ``card``."""

    card: int
    cost: str


def keyword(card: ir.CardDefinition) -> ir.Keyword | None:
    for a in card.abilities:
        if isinstance(a, ir.Keyword) and a.name == RECOVER:
            return a
    return None


def creature_died(game: GameState, creature: GameObject) -> None:
    """603.2: "When a creature is put into your graveyard from the battlefield": each card
    with recover already in that graveyard (the creature's owner's) triggers; its owner
    controls the ability (603.3a)."""
    from . import characteristics

    for oid in list(game.players[creature.owner].graveyard):
        obj = game.objects[oid]
        if oid == creature.id or obj.zone is not Zone.GRAVEYARD:
            continue
        kw = keyword(obj.card)
        if kw is None or kw.cost is None:
            continue
        ability = ir.TriggeredAbility(
            ir.Trigger(ir.TriggerEvent.DIES, ir.EachRef(ir.Filter(types=frozenset({"creature"})))),
            cast("tuple[ir.Effect, ...]", (RecoverPay(oid, kw.cost.mana or ""),)),
        )
        chars = characteristics.chars(game, oid)
        game.pending_triggers.append(PendingTrigger(oid, obj.name, obj.owner, ability, chars))
        game.log_event(
            "trigger", f"{obj.name}'s recover ability triggers ({creature.name} died)", "603.2"
        )


def gap(card: ir.CardDefinition) -> list[str]:
    """What of recover the engine can't do for this card (rules/support.py): a cost other
    than mana."""
    return keyword_costs.cost_gaps(card.abilities, (RECOVER,), nonempty=True)
