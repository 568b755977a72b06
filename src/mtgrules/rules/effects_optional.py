"""Optional costs paid while a spell or ability resolves (118.12): "You may pay {2}. If you
do, draw a card." The controller is offered the cost only when it can be paid (118.3); mana
abilities may be activated to pay it (117.1d: ``costs.plan_payment`` plans them, as casting
and activating do, 601.2g-h); whether it was paid is what a following "If you do" reads
(608.2c)."""

from __future__ import annotations

from ..cards import ir
from ..cards.render import Renderer
from ..decisions import MayPayCost, OptionalInstruction
from ..objects import GameObject, state_writes
from . import costs, effect_context, effects_optional_x, effects_payments, energy, resolution_costs
from .effect_context import EXECUTORS
from .life import can_pay_life, lose_life


def _cost_text(e: ir.MayPay) -> str:
    if e.energy:
        return "{E}" * e.energy  # 107.14
    return e.mana if e.mana else f"{e.life} life"


def _may_pay(ctx: effect_context.EffectContext, e: ir.MayPay) -> None:
    if e.payer_words != "you":  # "that player may pay {2}" (rules/effects_payments.py)
        effects_payments.may_pay_other(ctx, e)
        return
    g = ctx.game
    if "X" in e.mana:  # 107.3f: "you may pay {X}" (s10 engine)
        effects_optional_x.may_pay_x(ctx, e)
        return
    payer = ctx.controller
    name = g.players[payer].name
    what = _cost_text(e)
    payment = costs.plan_payment(g, payer, e.mana) if e.mana else None
    if e.energy:  # 107.14, 118.3: only energy the player has
        why = energy.can_pay(g, payer, e.energy)
    elif e.mana:
        why = None if payment is not None else "not enough mana (118.3)"
        if payment is not None and payment.life_problem is not None:
            why = payment.life_problem
    else:
        why = can_pay_life(g, payer, e.life)
    answer = ctx.ask(
        MayPayCost(
            player=payer,
            # 118.3: a cost that can't be paid is still asked about, with "no" only (no
            # silent choices)
            prompt=f"{ctx.name}: pay {what}?" + (f" (it can't be paid: {why})" if why else ""),
            options=("no",) if why is not None else ("yes", "no"),
            cost=what,
        )
    )
    if why is not None:
        # 118.3: a cost can't be paid without the resources; then it isn't paid (118.12)
        ctx.did = False
        g.log_event("effect", f"{name} can't pay {what} for {ctx.name}: {why}", "118.3")
        return
    if str(answer).lower() not in ("yes", "true"):
        ctx.did = False  # 118.12: not paid; "If you do" doesn't happen (608.2c)
        g.log_event("effect", f"{name} doesn't pay {what} for {ctx.name}", "118.12")
        return
    if e.energy:
        energy.pay(g, payer, e.energy, f"for {ctx.name}")  # 107.14
    elif payment is not None:
        costs.pay(g, payer, payment, 0, ctx.name)  # 117.1d, 601.2g-h: mana abilities, then pay
    else:
        lose_life(g, payer, e.life, f"paying {e.life} life for {ctx.name}", "119.4")
    ctx.did = True
    if not e.energy:  # (energy.pay logs the payment itself, 107.14)
        g.log_event("effect", f"{name} pays {what} for {ctx.name}", "118.12")


def _may_do(ctx: effect_context.EffectContext, e: ir.MayDo) -> None:
    """608.2d: the controller chooses, as the instruction is carried out, whether to do it;
    a following "If you do" reads whether it was done (608.2c)."""
    g = ctx.game
    # 118.12, 118.3: before "If you do" it is a cost, offered only when it can be paid in full
    why_not = resolution_costs.cost_shortfall(ctx, e.effects[0]) if ctx.as_cost else ""
    why_not = why_not or resolution_costs.cant_choose(ctx, e.effects[0])  # 701.68b
    if not why_not and _no_target(ctx, e):
        why_not = "no legal target for it (none was chosen, or it is gone: 608.2b)"
    words = _instruction(e, ctx.name, _specs(ctx))
    answer = ctx.ask(
        OptionalInstruction(
            player=ctx.controller,
            prompt=f"{ctx.name}: {words}?" + (f" (it can't be done: {why_not})" if why_not else ""),
            options=("no",) if why_not else ("yes", "no"),
        )
    )
    if str(answer).lower() not in ("yes", "true"):
        ctx.did = False
        g.log_event(
            "effect",
            f"{g.players[ctx.controller].name} chooses no: {words} ({ctx.name})",
            "608.2d",
        )
        return
    for sub in e.effects:
        before = state_writes()
        effect_context.execute(ctx, sub)  # ctx.did: whether the last of them was done
        if isinstance(sub, MOVES) and state_writes() == before:
            # 118.12, 608.2c: "you may discard a card" with no card to discard: it wasn't
            # done, so "If you do" doesn't happen
            ctx.did = False


# Instructions that move objects: done only if some object moved (118.3: nothing to move).
MOVES = (ir.Discard, ir.Sacrifice, ir.ReturnToHand, ir.Exile, ir.ReturnToBattlefield, ir.Destroy)


def _instruction(e: ir.MayDo, name: str, specs: tuple[ir.TargetSpec, ...] = ()) -> str:
    """The instruction's own words ("you may remove a +1/+1 counter from Magmasaur", "you may
    shuffle up to one target card from your graveyard into your library"), for the prompt and
    the log; the object itself is named by its name, a target by its phrase (``specs``: the
    resolving spell's or ability's targets)."""
    try:
        r = Renderer(name)
        r.st.targets = specs
        return r.imperative(e)
    except (ValueError, AttributeError, KeyError, TypeError, IndexError):  # a renderer gap
        return "you may " + ", ".join(type(sub).__name__ for sub in e.effects)


def first_words(name: str, ability: ir.TriggeredAbility) -> str:
    """603.5: an optional triggered ability's first instruction in its own words ("you may
    mill four cards"), for the question whether to use it; "" where the renderer can't."""
    try:
        r = Renderer(name)
        r.st.targets = tuple(ability.targets)
        return r.imperative(ir.MayDo(ability.effects[:1]))
    except (ValueError, AttributeError, KeyError, TypeError, IndexError):  # a renderer gap
        return ""


def _no_target(ctx: effect_context.EffectContext, e: ir.MayDo) -> bool:
    """Whether each instruction of ``e`` acts on a target (115.1) that has no legal object now:
    "you may shuffle up to one target card ..." with none chosen, or with it gone (608.2b)."""
    refs = [getattr(sub, "what", None) for sub in e.effects]
    return all(
        isinstance(r, ir.TargetRef) and (r.index >= len(ctx.targets) or not ctx.targets[r.index])
        for r in refs
    )


def _specs(ctx: effect_context.EffectContext) -> tuple[ir.TargetSpec, ...]:
    """The target phrases of the spell or ability resolving now (115.1), for the prompt."""
    r = ctx.game._resolving
    item = r["item"] if r is not None else None
    if item is None:
        return ()
    o = item.object
    if isinstance(o, GameObject):
        from .abilities import spell_ability

        ab = spell_ability(ctx.game, o)
        return tuple(ab.targets) if ab is not None else ()
    return tuple(getattr(o.ability, "targets", ()))


EXECUTORS[ir.MayPay] = _may_pay
EXECUTORS[ir.MayDo] = _may_do
