"""The effects of suspend's triggered abilities (702.62a; its shape and triggers are in
rules/keywords_suspend.py, its special action in rules/keywords_suspend_action.py)."""

from __future__ import annotations

from ..objects import GameObject
from ..zones import Zone
from . import (
    cast_during_resolution,
    characteristics,
    effect_context,
    permanents,
)
from .keywords_suspend import (
    RULE,
    SUSPEND,
    TIME,
    SuspendCast,
    SuspendTick,
    is_suspended,
)


def suspend_tick(ctx: effect_context.EffectContext, e: SuspendTick) -> None:
    """702.62a: "if this card is suspended, remove a time counter from it" (603.4: the "if"
    again as it resolves; 400.7: a card that left exile is a new object)."""
    g = ctx.game
    obj = g.objects.get(e.card)
    if obj is None or not is_suspended(obj):
        g.log_event("effect", f"{ctx.name} isn't suspended: nothing happens", "603.4")
        return
    permanents.remove_counters(g, obj, TIME, 1, RULE)


def suspend_cast(ctx: effect_context.EffectContext, e: SuspendCast) -> None:
    """702.62a: "if it's exiled, you may play it without paying its mana cost if able. If
    you don't, it remains exiled." (702.62d: an alternative cost, 118.9; 608.2g: cast while
    the ability resolves). A creature spell cast this way gains haste (:func:`entered`)."""
    g = ctx.game
    me = ctx.controller
    card = g.objects.get(e.card)
    if card is None or card.zone is not Zone.EXILE:
        g.log_event("effect", f"{ctx.name} is no longer exiled: nothing happens", "603.4")
        return
    casts = cast_during_resolution.options(g, card, me)  # asked even when none (118.3)
    prompt = f"suspend: cast {card.name} without paying its mana cost?"
    chosen = cast_during_resolution.choose(ctx, casts, prompt, RULE)
    who = g.players[me].name
    if chosen is None:
        g.log_event("suspend", f"{who} doesn't cast {card.name}: it remains exiled", RULE)
        return
    g.log_event("suspend", f"{who} casts {card.name} without paying its mana cost (suspend)", RULE)
    creature = "creature" in characteristics.chars(g, card.id).types
    cast_during_resolution.cast_now(g, chosen, card.id, me, f"{card.name}'s suspend ability")
    spell = g.stack[-1].object if g.stack else None
    if creature and isinstance(spell, GameObject) and spell.card is card.card:
        spell.alt_keyword = SUSPEND  # 702.62a: it gains haste (kept by the permanent)
        g.log_event("effect", f"{card.name} gains haste (suspend)", RULE)
