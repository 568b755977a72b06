"""Miracle (702.94a): "You may reveal this card from your hand as you draw it if it's the first
card you've drawn this turn. When you reveal this card this way, you may cast it by paying
[cost] rather than its mana cost." (a static ability linked to a triggered ability, 603.11).

As a player draws the first card of their turn (``Player.cards_drawn_this_turn``, 121.1) and it has
miracle, :func:`drawn` queues its triggered ability; whether the card is revealed is asked of
its owner (a ``MiracleReveal`` decision) before the ability would be put on the stack (603.3,
rules/triggers.py): not revealed, it never triggers and nothing is shown. The ability's
effect (:class:`MiracleCast`) and the reveal's answer are carried out by
rules/effects_miracle.py. This module only reads the game and queues the trigger."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from ..cards import ir
from ..decisions import MiracleReveal
from ..errors import IllegalActionError
from ..records import PendingTrigger
from ..zones import Zone
from . import keyword_costs
from .asking import ask

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState

MIRACLE = "miracle"
RULE = "702.94a"


@dataclass(frozen=True, slots=True)
class MiracleCast:
    """ "you may cast it by paying [cost] rather than its mana cost" (702.94a): the
    triggered ability's effect on the revealed card ``card`` (an engine effect)."""

    card: int


def keyword(card: ir.CardDefinition) -> ir.Keyword | None:
    for a in card.abilities:
        if isinstance(a, ir.Keyword) and a.name == MIRACLE:
            return a
    return None


def drawn(game: GameState, obj: GameObject, player: int) -> None:
    """702.94a: the first card ``player`` drew this turn has miracle: its owner may reveal it
    (asked before its ability would be put on the stack; nothing is logged until then)."""
    if obj.zone is not Zone.HAND or keyword(obj.card) is None:
        return
    from . import characteristics

    ability = ir.TriggeredAbility(
        ir.Trigger(ir.TriggerEvent.UPKEEP), cast("tuple[ir.Effect, ...]", (MiracleCast(obj.id),))
    )
    chars = characteristics.chars(game, obj.id)
    game.pending_triggers.append(PendingTrigger(obj.id, obj.name, player, ability, chars))


def ask_reveal(game: GameState, t: PendingTrigger) -> None:
    """702.94a: "You may reveal this card from your hand as you draw it": asked of its owner
    before the ability would be put on the stack (603.3); a card no longer in that hand can't
    be revealed, and the ability never triggers."""
    card = game.objects.get(t.source_id)
    if card is None or card.zone is not Zone.HAND or card.owner != t.controller:
        return
    ask(
        game,
        MiracleReveal(
            player=t.controller,
            prompt=f"reveal {card.name} for miracle?",
            options=("yes", "no"),
            trigger=t,
        ),
    )


def is_miracle(t: PendingTrigger) -> bool:
    """Whether the pending trigger is a miracle ability waiting for its reveal (702.94a)."""
    effects = t.ability.effects if t.ability is not None else ()
    return len(effects) == 1 and isinstance(effects[0], MiracleCast)


def cast_cost(obj: GameObject, alt_cost: str | None, during_resolution: bool) -> str | None:
    """The miracle cost paid instead of the mana cost (702.94a, 118.9) when the cast names
    miracle; None when it doesn't. Refused except as the miracle ability resolves (608.2g),
    the card in its owner's hand."""
    if alt_cost is None or alt_cost.strip().lower() != MIRACLE:
        return None
    k = keyword(obj.card)
    if k is None or k.cost is None:
        raise IllegalActionError(f"{obj.name} has no miracle cost", RULE)
    if not during_resolution or obj.zone is not Zone.HAND:
        raise IllegalActionError(
            f"{obj.name} can be cast for its miracle cost only as its miracle ability resolves",
            RULE,
        )
    return k.cost.mana or ""


def gap(card: ir.CardDefinition) -> list[str]:
    """What of miracle the engine can't do for this card (rules/support.py): a cost other
    than mana; X in the miracle cost."""
    gaps = keyword_costs.cost_gaps(card.abilities, (MIRACLE,), nonempty=True)
    k = keyword(card)
    if k is not None and k.cost is not None and "X" in (k.cost.mana or ""):
        gaps.append("miracle with X in its cost")
    return gaps
