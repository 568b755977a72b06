"""The instructions with a condition: "If CONDITION, EFFECTS." (608.2c: the condition,
rules/conditions.py, is checked as the instruction is reached, and the instructions it
governs are followed only if it is true) and "EFFECTS unless you pay {N}." (118.12a)."""

from __future__ import annotations

from ..cards import ir
from ..cards.render import Renderer
from ..cards.render.condition_text import condition_words
from ..decisions import PayUnless
from . import characteristics, costs, layers
from .amounts import AmountScope
from .conditions import holds
from .effect_context import (
    EffectContext,
    execute,
    known,
    objects_and_players,
    referenced_ids,
)
from .effect_steps import ConditionCheck

__all__ = ["condition_check", "if_condition", "scope_of", "unless_you_pay"]


def scope_of(ctx: EffectContext) -> AmountScope:
    """What a condition of a resolving spell or ability is evaluated against: its controller
    ("you", 109.5), its source, the objects its references name now (608.2h)."""
    g = ctx.game
    src = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
    return AmountScope(
        g,
        ctx.controller,
        ctx.source_id,
        ctx.x,
        ctx.damage_dealt,
        lambda ref: referenced_ids(ctx, ref),
        lambda oid: known(ctx, oid),
        lambda oid: characteristics.chars(g, oid),
        lambda ch, o, flt: layers.matches(g, ch, o, flt, src, ctx.controller),
        # s10 cond: "if that player has ..." (608.2k): the players a reference names
        players_of=lambda ref: objects_and_players(ctx, ref)[1],
    )


def if_condition(ctx: EffectContext, e: ir.IfCondition) -> None:
    """608.2c: "If CONDITION, EFFECTS.": the condition is checked now; "... instead": the
    sentence before it (``otherwise``) is done only if the condition is false (s9 cond)."""
    true = _checked(ctx, e)
    for sub in e.effects if true else e.otherwise:
        execute(ctx, sub)


def condition_check(ctx: EffectContext, step: ConditionCheck) -> None:
    """608.2c: the condition of an "If ..." flattened into steps (effect_context.
    flatten_conditions), its outcome kept for the steps after it."""
    true = _checked(ctx, step.condition)
    ctx.outcomes = {**ctx.outcomes, step.key: int(true)}  # replaced, never changed


def _checked(ctx: EffectContext, e: ir.IfCondition) -> bool:
    """Whether the condition holds now, logged."""
    true = holds(e.condition, scope_of(ctx))
    words = condition_words(e.condition, ctx.name)
    if e.instead:
        what = (
            f"{words}: its 'instead' applies"
            if true
            else (f"not true that {words}: its 'instead' doesn't apply")
        )
        ctx.game.log_event("effect", f"{ctx.name}: {what}", "608.2c")
    elif not true:
        ctx.game.log_event(
            "effect", f"{ctx.name}: the rest doesn't happen (not true: {words})", "608.2c"
        )
    return true


def otherwise_words(name: str, effects: tuple[object, ...]) -> str:
    """What happens if a player doesn't pay or do what "unless" offers (118.12a), in the
    card's words ("sacrifice Kuro, Pitlord"), for the question; "its instruction happens"
    where the renderer has no words for it."""
    try:
        words = [Renderer(name).imperative(x) for x in effects]
    except (ValueError, AttributeError, KeyError, TypeError):
        return f"{name}'s instruction happens"
    return " and ".join(words) if words else f"{name}'s instruction happens"


def unless_you_pay(ctx: EffectContext, e: ir.UnlessPays) -> None:
    """118.12a: "EFFECTS unless you pay {1}." means "You may pay {1}. If you don't,
    EFFECTS." The controller is asked, with "no" the only answer when the mana can't be
    paid (118.3, 601.2g-h)."""
    g = ctx.game
    payer = ctx.controller
    plan = costs.mana_plan(g, payer, e.mana)
    # 118.3: asked even when it can't be paid, with "no" the only answer (no silent choices)
    ans = ctx.ask(
        PayUnless(
            player=payer,
            prompt=f"{ctx.name}: pay {e.mana}? If you don't: "
            + otherwise_words(ctx.name, tuple(e.effects))
            + ("" if plan is not None else " (it can't be paid: not enough mana (118.3))"),
            options=("yes", "no") if plan is not None else ("no",),
        )
    )
    if plan is not None and str(ans).lower() in ("yes", "true"):
        costs.pay_mana(g, payer, e.mana, 0, plan)
        g.log_event("effect", f"{g.players[payer].name} pays {e.mana} ({ctx.name})", "118.12a")
        ctx.did = True  # 118.12: "If you do, ..." reads whether it was paid
        return
    g.log_event("effect", f"{g.players[payer].name} doesn't pay {e.mana} ({ctx.name})", "118.12a")
    for sub in e.effects:
        execute(ctx, sub)
    ctx.did = False
