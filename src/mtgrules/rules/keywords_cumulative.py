"""702.24 cumulative upkeep: "Cumulative upkeep [cost]" means "At the beginning of your
upkeep, if this permanent is on the battlefield, put an age counter on this permanent. Then
you may pay [cost] for each age counter on it. If you don't, sacrifice it." (702.24a). The
triggered ability is built here from the keyword (rules/keywords.py
``triggered_from_keyword``); its one instruction, ``CumulativeUpkeepPay``, is carried out by
rules/effects_payments.py (the shared payment of 118.12)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from ..cards import ir
from .keyword_costs import cost_action

__all__ = ["CumulativeUpkeepPay", "cumulative_upkeep_gap", "cumulative_upkeep_trigger"]


@dataclass(frozen=True, slots=True)
class CumulativeUpkeepPay:
    """702.24a: put an age counter on this permanent, then its controller may pay ``mana``
    (mana symbols) or ``life`` once for each age counter on it (all of it or none: partial
    payments aren't allowed); if they don't, sacrifice it. An engine effect, not card text."""

    mana: str = ""
    life: int = 0
    # "Cumulative upkeep—Discard a card." / "—Sacrifice a land.": the instruction done once
    # for each age counter (its count multiplied), rules/keyword_costs.cost_action
    action: ir.Discard | ir.Sacrifice | None = None


def cumulative_upkeep_trigger(kw: ir.Keyword) -> ir.TriggeredAbility | None:
    """The triggered ability "Cumulative upkeep {1}" stands for (702.24a); None for a cost
    the engine can't pay (``cumulative_upkeep_gap``)."""
    if kw.cost is None or cumulative_upkeep_gap(kw) is not None:
        return None
    pay = CumulativeUpkeepPay(kw.cost.mana or "", kw.cost.pay_life, cost_action(kw.cost))
    return ir.TriggeredAbility(
        ir.Trigger(ir.TriggerEvent.UPKEEP, whose="you"),
        # 702.24a: "put an age counter on this permanent. Then ..." (two instructions, so
        # the counter isn't put on again when the payment question resumes it, 608.2)
        cast("tuple[ir.Effect, ...]", (ir.AddCounters(ir.SelfRef(), "age", 1), pay)),
    )


def cumulative_upkeep_gap(kw: ir.Keyword) -> str | None:
    """What of a cumulative upkeep the engine can't do: a cost other than mana or life
    ("Cumulative upkeep—Sacrifice a land."), or a choice of costs."""
    c = kw.cost
    if c is None:
        return "cumulative upkeep without a cost"
    if c == ir.Cost(mana=c.mana) and c.mana and "X" not in c.mana.upper():
        return None
    if c == ir.Cost(pay_life=c.pay_life) and c.pay_life > 0:
        return None
    if cost_action(c) is not None:  # 118.12a: "Discard a card." / "Sacrifice a land."
        return None
    return "cumulative upkeep with a cost other than mana or life"
