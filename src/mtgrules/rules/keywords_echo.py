"""702.30 echo: "Echo [cost]" means "At the beginning of your upkeep, if this permanent came
under your control since the beginning of your last upkeep, sacrifice it unless you pay
[cost]." (702.30a). The triggered ability is built here from the keyword (rules/keywords.py
``triggered_from_keyword``); the "unless you pay" is the shared payment of 118.12a
(rules/effects_payments.py); the intervening "if" is checked as it triggers and again as
it resolves (603.4) through ``holds_in``, which rules/conditions.py asks of an engine
condition."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from ..cards import ir
from . import keyword_costs
from .keyword_costs import cost_action

if TYPE_CHECKING:
    from .amounts import AmountScope

__all__ = ["ControlledSinceLastUpkeep", "echo_gap", "echo_trigger"]


@dataclass(frozen=True, slots=True)
class ControlledSinceLastUpkeep:
    """702.30a: "if this permanent came under your control since the beginning of your last
    upkeep" (the upkeep before the one now beginning)."""

    words = "this permanent came under your control since the beginning of your last upkeep"

    def holds_in(self, scope: AmountScope) -> bool:
        g = scope.game
        obj = g.objects.get(scope.source_id) if scope.source_id is not None else None
        if obj is None:
            return False
        # the turn of this player's previous upkeep (0: none yet); control gained during
        # that turn or later is "since the beginning of your last upkeep" (control can't
        # change in an untap step, where no player gets priority: 502.4)
        previous: int = g.previous_turn.get(scope.controller, 0)
        return obj.controlled_since_turn >= previous


def echo_trigger(kw: ir.Keyword) -> ir.TriggeredAbility | None:
    """The triggered ability "Echo {2}{R}" stands for (702.30a); "Echo—Discard a card." /
    "Echo—Sacrifice two lands." is "sacrifice it unless you discard a card" (118.12a,
    rules/effects_payments.unless_does); None for an echo cost the engine can't pay (refused
    by ``echo_gap``)."""
    if kw.cost is None or echo_gap(kw) is not None:
        return None
    effect: object
    if kw.cost.mana is not None:
        effect = ir.UnlessPays((ir.SacrificeSelf(),), kw.cost.mana)
    else:
        action = cost_action(kw.cost)
        assert action is not None  # echo_gap
        effect = ir.UnlessDoes((ir.SacrificeSelf(),), action)
    return ir.TriggeredAbility(
        ir.Trigger(ir.TriggerEvent.UPKEEP, whose="you"),
        cast("tuple[ir.Effect, ...]", (effect,)),
        intervening_if=cast(Any, ControlledSinceLastUpkeep()),
    )


def echo_gap(kw: ir.Keyword) -> str | None:
    """What of an echo keyword the engine can't do: a cost other than mana alone, "Discard
    N cards" alone or "Sacrifice N FILTER" alone."""
    if kw.cost is not None and kw.cost.mana is None and cost_action(kw.cost) is not None:
        return None
    other = keyword_costs.cost_gaps((kw,), (kw.name,), nonempty=True)
    if other:
        return other[0]
    assert kw.cost is not None
    if "X" in (kw.cost.mana or "").upper():
        return "echo {X}"
    return None
