"""702.21a: ward with a cost that is an action, "Ward—Discard a card." / "Ward—Sacrifice a
creature.": "counter that spell or ability unless that player discards a card" (118.12a).
The player who controls the spell or ability (the ward trigger's "that player", its
``PendingTrigger.player``) is asked, only when they can do it fully (118.3); if they do,
they choose the cards or permanents (701.9a, 701.21a) through the usual instruction
(rules/effects_zones.py), with "that player" as the one who acts."""

from __future__ import annotations

from ..cards import ir
from ..decisions import WardPayment
from . import characteristics, layers
from .effect_context import EffectContext, execute
from .keyword_costs import cost_action


def action(cost: ir.Cost) -> ir.Discard | ir.Sacrifice | None:
    """The instruction the payer carries out to pay a ward cost, None for a mana or life
    cost (rules/effects_zones._ward) or one the engine can't offer (a gap)."""
    if cost.mana is not None or cost.pay_life:
        return None
    done = cost_action(cost)
    if done is None:
        return None
    if isinstance(done, ir.Discard):
        return ir.Discard(ir.TriggerPlayerRef(), done.count)
    return ir.Sacrifice(ir.TriggerPlayerRef(), done.filter, done.count)


def able(ctx: EffectContext, act: ir.Discard | ir.Sacrifice, payer: int) -> bool:
    """118.3: whether ``payer`` can carry out the whole of ``act`` now."""
    g = ctx.game
    if isinstance(act, ir.Discard):
        assert isinstance(act.count, int)
        return len(g.players[payer].hand) >= act.count
    mine = [
        o
        for o in g.battlefield_objects()
        if characteristics.chars(g, o.id).controller == payer
        and layers.matches(g, characteristics.chars(g, o.id), o, act.filter, None, payer)
    ]
    return len(mine) >= act.count


def pay(ctx: EffectContext, act: ir.Discard | ir.Sacrifice, payer: int, spell_name: str) -> bool:
    """Offer ``payer`` the ward action and carry it out if they choose to (118.12a); whether
    it was done (the spell or ability isn't countered then)."""
    g = ctx.game
    words = "discard" if isinstance(act, ir.Discard) else "sacrifice"
    what = f"{words} {act.count}"
    prompt = f"{what} for ward, or {spell_name} is countered?"
    if not able(ctx, act, payer):
        # 118.3: a cost that can't be paid is still asked about, with "no" the only answer,
        # as a ward mana or life cost is (rules/effects_payments.offer): no silent choices
        ctx.ask(WardPayment(player=payer, prompt=f"{prompt} (it can't be done)", options=("no",)))
        g.log_event("ward", f"{g.players[payer].name} can't {what} for ward", "118.3")
        return False
    ans = ctx.ask(WardPayment(player=payer, prompt=prompt, options=("yes", "no")))
    if str(ans).lower() not in ("yes", "true"):
        return False
    before = ctx.trigger_player
    ctx.trigger_player = payer  # "that player" (702.21a)
    try:
        execute(ctx, act)
    finally:
        ctx.trigger_player = before
    g.log_event("ward", f"{g.players[payer].name} pays ward ({what})", "702.21a")
    return True
