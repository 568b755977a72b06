"""Recover's effect (702.59a; the trigger is in rules/keywords_recover.py): "you may pay
[cost]. If you do, return this card from your graveyard to your hand. Otherwise, exile this
card." The cost is offered only when it can be paid (118.3); unpaid, the card is exiled."""

from __future__ import annotations

from ..decisions import MayPayCost
from ..zones import Zone
from . import costs, effect_context, zone_moves
from .keywords_recover import RULE, RecoverPay


def recover(ctx: effect_context.EffectContext, e: RecoverPay) -> None:
    """702.59a, 118.12: the card must still be in its owner's graveyard (400.7: otherwise
    it is a new object and nothing happens)."""
    g = ctx.game
    card = g.objects.get(e.card)
    if card is None or card.zone is not Zone.GRAVEYARD:
        g.log_event("effect", f"{ctx.name} is no longer in a graveyard: nothing happens", "400.7")
        return
    me = ctx.controller
    name = g.players[me].name
    payment = costs.plan_payment(g, me, e.cost) if e.cost else None
    payable = payment is not None and payment.life_problem is None
    paid = False
    if payable:
        answer = ctx.ask(
            MayPayCost(
                player=me,
                prompt=f"recover: pay {e.cost} to return {card.name} to your hand?",
                options=("yes", "no"),
                cost=e.cost,
            )
        )
        paid = str(answer).lower() in ("yes", "true")
    else:
        g.log_event("effect", f"{name} can't pay {e.cost} for recover (118.3)", "118.3")
    if paid and payment is not None:
        costs.pay(g, me, payment, 0, f"{card.name}'s recover")
        g.log_event("effect", f"{name} pays {e.cost} (recover)", RULE)
        zone_moves.move(
            g, card, Zone.HAND, f"{card.name} is returned to its owner's hand (recover)", RULE
        )
        return
    zone_moves.move(g, card, Zone.EXILE, f"{card.name} is exiled (recover wasn't paid)", RULE)
