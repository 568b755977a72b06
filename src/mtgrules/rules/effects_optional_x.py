"""107.3f, 118.12: "You may pay {X}. If you do, draw X cards." (s10 engine): X appears in a
cost paid as a triggered or activated ability resolves, not in its activation cost, so the
controller chooses its value as the cost is offered; the choice is one answer to the
``MayPayCost`` decision: "no", or "X=N" for each N (from 0) that can be paid (118.3). The
value chosen is the X of the instructions after it (107.3f, ``EffectContext.x``).

The gate (rules/amount_kinds.later_x_gap) keeps this to abilities where no X was chosen or
used before it: no X in the ability's targets (chosen before it resolves, 601.2c) nor in an
instruction before the cost, and none in a spell (whose X is its cost's, 107.3a)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..decisions import MayPayCost
from . import costs

if TYPE_CHECKING:
    from .effect_context import EffectContext

LIMIT_X = 20  # the largest X offered (as priority.LIMIT_X)
PAID_X_KEY = "paid X"  # 107.3f: in EffectContext.outcomes once "you may pay {X}" is paid


def may_pay_x(ctx: EffectContext, e: ir.MayPay) -> None:
    """Offer ``e.mana`` with each X its controller can pay; pay the one chosen."""
    g = ctx.game
    payer = ctx.controller
    name = g.players[payer].name
    xs = []
    for x in range(LIMIT_X + 1):
        plan = costs.plan_payment(g, payer, e.mana, x)
        if plan is None or plan.life_problem is not None:
            break  # 118.3: more X can't be paid either
        xs.append(x)
    if not xs:
        ctx.did = False
        g.log_event("effect", f"{name} can't pay {e.mana} for {ctx.name}", "118.3")
        return
    answer = ctx.ask(
        MayPayCost(
            player=payer,
            prompt=f"{ctx.name}: pay {e.mana}? (choose X)",
            options=("no", *(f"X={x}" for x in xs)),
            cost=e.mana,
        )
    )
    chosen = _x_of(answer)
    if chosen is None or chosen not in xs:
        ctx.did = False  # 118.12: not paid; "If you do" doesn't happen (608.2c)
        g.log_event("effect", f"{name} doesn't pay {e.mana} for {ctx.name}", "118.12")
        return
    payment = costs.plan_payment(g, payer, e.mana, chosen)
    assert payment is not None
    costs.pay(g, payer, payment, chosen, ctx.name)  # 117.1d, 601.2g-h
    ctx.x = chosen  # 107.3f: the X of what follows
    # kept for the instructions after a pause (a search asks, 608.2c; rules/resolve.py)
    ctx.outcomes = {**ctx.outcomes, PAID_X_KEY: chosen}
    ctx.did = True
    g.log_event("effect", f"{name} pays {e.mana} with X={chosen} for {ctx.name}", "107.3f")


def _x_of(answer: Any) -> int | None:
    text = str(answer).strip().lower()
    if text.startswith("x=") and text[2:].isdigit():
        return int(text[2:])
    return None
