"""Optional costs paid while a spell or ability resolves (118.12): "You may pay {2}. If you
do, draw a card." The controller is offered the cost only when it can be paid (118.3); mana
abilities may be activated to pay it (117.1d: ``costs.plan_payment`` plans them, as casting
and activating do, 601.2g-h); whether it was paid is what a following "If you do" reads
(608.2c)."""

from __future__ import annotations

from ..cards import ir
from ..decisions import MayPayCost
from . import costs, effect_context
from .effect_context import EXECUTORS
from .life import can_pay_life, lose_life


def _cost_text(e: ir.MayPay) -> str:
    return e.mana if e.mana else f"{e.life} life"


def _may_pay(ctx: effect_context.EffectContext, e: ir.MayPay) -> None:
    g = ctx.game
    payer = ctx.controller
    name = g.players[payer].name
    what = _cost_text(e)
    payment = costs.plan_payment(g, payer, e.mana) if e.mana else None
    if e.mana:
        why = None if payment is not None else "not enough mana (118.3)"
        if payment is not None and payment.life_problem is not None:
            why = payment.life_problem
    else:
        why = can_pay_life(g, payer, e.life)
    if why is not None:
        # 118.3: a cost can't be paid without the resources; then it isn't paid (118.12)
        ctx.did = False
        g.log_event("effect", f"{name} can't pay {what} for {ctx.name}: {why}", "118.3")
        return
    answer = ctx.ask(
        MayPayCost(
            player=payer,
            prompt=f"{ctx.name}: pay {what}?",
            options=("yes", "no"),
            cost=what,
        )
    )
    if str(answer).lower() not in ("yes", "true"):
        ctx.did = False  # 118.12: not paid; "If you do" doesn't happen (608.2c)
        g.log_event("effect", f"{name} doesn't pay {what} for {ctx.name}", "118.12")
        return
    if payment is not None:
        costs.pay(g, payer, payment, 0, ctx.name)  # 117.1d, 601.2g-h: mana abilities, then pay
    else:
        lose_life(g, payer, e.life, f"paying {e.life} life for {ctx.name}", "119.4")
    ctx.did = True
    g.log_event("effect", f"{name} pays {what} for {ctx.name}", "118.12")


EXECUTORS[ir.MayPay] = _may_pay
