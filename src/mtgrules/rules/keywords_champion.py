"""Champion (702.72a): "Champion an [object]" means "When this permanent enters, sacrifice
it unless you exile another [object] you control" and "When this permanent leaves the
battlefield, return the exiled card to the battlefield under its owner's control." The two
abilities are linked (702.72b, 607.2a): the card the first exiles is recorded with the
permanent (``GameState.exiled_with``, rules/effects_zones._exile) and the second returns it
(rules/effects_library._return_exiled_with), if it is still in exile (400.7).

The keyword is ``Keyword("champion", filter=...)``; :func:`champion_trigger` gives the
triggered ability for the event being looked at (rules/triggers.fire): entering, or
leaving the battlefield. "Sacrifice it unless you exile ..." is the shared "unless you
ACTION" (118.12a, rules/effects_payments.unless_does): offered only when there is another
such permanent to exile (118.3)."""

from __future__ import annotations

from dataclasses import replace
from typing import cast

from ..cards import ir

CHAMPION = "champion"
RULE = "702.72a"


def champion_trigger(
    kw: ir.Keyword, event: ir.TriggerEvent | None = None
) -> ir.TriggeredAbility | None:
    """The ability "Champion a Goblin" stands for that triggers on ``event`` (702.72a):
    leaving the battlefield, or else entering it."""
    if kw.filter is None:
        return None
    if event is ir.TriggerEvent.LEAVES_BATTLEFIELD:
        return ir.TriggeredAbility(
            ir.Trigger(ir.TriggerEvent.LEAVES_BATTLEFIELD, ir.SelfRef()),
            (ir.ReturnExiledWith(),),
        )
    other = replace(kw.filter, other=True, controller="you", zone="battlefield")
    exile = ir.Exile(ir.ChosenRef(other))
    return ir.TriggeredAbility(
        ir.Trigger(ir.TriggerEvent.ENTERS, ir.SelfRef()),
        cast("tuple[ir.Effect, ...]", (ir.UnlessDoes((ir.SacrificeSelf(),), exile),)),
    )


def has_champion(card: ir.CardDefinition) -> bool:
    return any(isinstance(a, ir.Keyword) and a.name == CHAMPION for a in card.abilities)
