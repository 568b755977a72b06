"""Miracle's reveal and its triggered ability's effect (702.94a; the rules of miracle are in
rules/keywords_miracle.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..decisions import MiracleReveal
from ..errors import IllegalActionError
from ..zones import Zone
from . import asking, cast_during_resolution, effect_context, triggers
from .costs import plan_payment
from .keywords_miracle import RULE, MiracleCast, keyword

if TYPE_CHECKING:
    from ..state import GameState


def answer_reveal(game: GameState, d: MiracleReveal, value: Any) -> None:
    """Revealed: the ability triggers and is put on the stack (603.3); not revealed:
    nothing happens (the card stays hidden)."""
    answer = str(value).lower()
    if answer not in ("yes", "no", "true", "false"):
        raise IllegalActionError(f"{value!r} isn't one of: yes; no", RULE)
    asking.ask(game, None)
    t = d.trigger
    if answer in ("no", "false"):
        return
    name = game.players[t.controller].name
    game.log_event("reveal", f"{name} reveals {t.source_name} (miracle)", "702.94b")
    game.log_event("trigger", f"{t.source_name}'s miracle ability triggers", "603.2")
    triggers.trigger_to_stack(game, t, ())


def miracle_cast(ctx: effect_context.EffectContext, e: MiracleCast) -> None:
    """702.94a: "you may cast it by paying [cost] rather than its mana cost" (118.9; 608.2g:
    cast as the ability resolves, whatever its timing), the card still in its owner's hand
    (400.7: otherwise it is a new object)."""
    g = ctx.game
    me = ctx.controller
    card = g.objects.get(e.card)
    if card is None or card.zone is not Zone.HAND:
        g.log_event("effect", f"{ctx.name} is no longer in its owner's hand", "400.7")
        return
    k = keyword(card.card)
    cost = k.cost.mana if k is not None and k.cost is not None else None
    pay = plan_payment(g, me, cost, 0) if cost is not None else None
    casts = []
    if pay is not None and pay.life_problem is None:  # 601.2g-h: only a cast it can pay for
        casts = cast_during_resolution.options(g, card, me, "miracle")
    # an optional cost that can't be paid is asked all the same, "don't cast" the only answer
    # (118.3; docs/scenario-conventions.md, "No silent defaults")
    prompt = (
        f"miracle: cast {card.name} for {cost} rather than its mana cost?"
        if casts
        else f"miracle: {card.name} can't be cast for its miracle cost {cost} now (118.3)."
    )
    chosen = cast_during_resolution.choose(ctx, casts, prompt, RULE)
    who = g.players[me].name
    if chosen is None:
        g.log_event("effect", f"{who} doesn't cast {card.name} (miracle)", RULE)
        return
    g.log_event("miracle", f"{who} casts {card.name} for its miracle cost {cost}", RULE)
    cast_during_resolution.cast_now(g, chosen, card.id, me, f"{card.name}'s miracle ability")
