"""The effects of keyword abilities (702) that no card's text spells out: persist's and
undying's return, unearth's return.

Persist (702.79a) and undying (702.93a): "When this permanent is put into a graveyard from
the battlefield, if it had no -1/-1 (+1/+1) counters on it, return it to the battlefield under
its owner's control with a -1/-1 (+1/+1) counter on it." The triggered abilities are built by
rules/keywords_triggered.py; this is their effect."""

from __future__ import annotations

from typing import cast

from ..cards import ir
from ..records import PendingTrigger
from ..zones import Zone
from . import (
    characteristics,
    delayed,
    effect_context,
    effects_zones,
    permanents,
    zone_moves,
)
from .keywords_conditions import evolves
from .keywords_triggered import (
    BecomeRenowned,
    EvolveCounter,
    ExileTopOfLibrary,
    ExtortPayment,
    MeleeBonus,
    ModularCounters,
    RampageBonus,
    RemoveCounterOrSacrifice,
    ReturnWithCounter,
)
from .keywords_unearth import UNEARTH, UnearthReturn


def return_with_counter(ctx: effect_context.EffectContext, e: ReturnWithCounter) -> None:
    """400.7e: the ability finds the card in the graveyard it went to; if it has left that
    graveyard since, nothing happens. It returns under its owner's control and enters with
    the counter (614.1c: the counter is part of the entering event)."""
    g = ctx.game
    oid = ctx.source_id
    while oid is not None and oid not in g.objects and oid in g.renamed:
        oid = g.renamed[oid]
    card = g.objects.get(oid) if oid is not None else None
    if card is None or card.zone is not Zone.GRAVEYARD:
        g.log_event("effect", f"{ctx.name} isn't in a graveyard: it doesn't return", e.rule)
        return
    host = effects_zones.aura_host(ctx, card)
    if host is False:
        return  # 303.4g: an Aura with nothing to enchant stays in the graveyard
    chosen = effects_zones.as_enters_choice(ctx, card, card.owner)
    effects_zones.put_entering(
        g,
        card,
        Zone.BATTLEFIELD,
        f"{card.name} returns to the battlefield with a {e.kind} counter on it ({ctx.name})",
        e.rule,
        chosen,
        host,
        controller=card.owner,
        counters={e.kind: 1},
    )


def unearth_return(ctx: effect_context.EffectContext, e: UnearthReturn) -> None:
    """702.84a: "Return this card from your graveyard to the battlefield. It gains haste.
    Exile it at the beginning of the next end step." The card is the ability's source, where
    it was when the ability was activated (113.7a: it does nothing if the card left the
    graveyard). The returned permanent remembers unearth, so leaving the battlefield it is
    exiled instead (702.84a, rules/replacement.py)."""
    g = ctx.game
    card = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
    if card is None or card.zone is not Zone.GRAVEYARD:
        g.log_event("effect", f"{ctx.name} isn't in the graveyard: it doesn't return", "702.84a")
        return
    host = effects_zones.aura_host(ctx, card)
    if host is False:
        return  # 303.4g
    chosen = effects_zones.as_enters_choice(ctx, card, ctx.controller)
    new = effects_zones.put_entering(
        g,
        card,
        Zone.BATTLEFIELD,
        f"{card.name} returns to the battlefield (unearth)",
        "702.84a",
        chosen,
        host,
        controller=ctx.controller,
    )
    if new.zone is not Zone.BATTLEFIELD:
        return  # a replacement effect put it elsewhere (614.1a)
    new.alt_keyword = UNEARTH  # 702.84a: exiled instead if it would leave the battlefield
    # "It gains haste": an effect with no duration (611.2a), on this object only (400.7)
    characteristics.add_continuous_effect(
        g,
        ctx.controller,
        ctx.name,
        ir.Duration.PERMANENT,
        frozenset({new.id}),
        abilities=(ir.Keyword("haste"),),
        rule="702.84a",
    )
    # "Exile it at the beginning of the next end step": a delayed triggered ability (603.7a)
    ability = ir.TriggeredAbility(
        ir.Trigger(ir.TriggerEvent.END_STEP),
        cast("tuple[ir.Effect, ...]", (delayed.EndStepAction("exile", (new.id,)),)),
    )
    trig = PendingTrigger(ctx.source_id or -1, ctx.name, ctx.controller, ability, ctx.source_chars)
    g.delayed_triggers.append((g.turn_number, trig))
    g.log_event(
        "effect",
        f"{ctx.name}: it gains haste; at the beginning of the next end step, exile {new.name}",
        "702.84a",
    )


def become_renowned(ctx: effect_context.EffectContext, e: BecomeRenowned) -> None:
    """702.112a: "if it isn't renowned, put N +1/+1 counters on it and it becomes renowned",
    checked again as it resolves (603.4, 702.112c: a second instance does nothing)."""
    g = ctx.game
    obj = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return  # 702.112b: only a permanent can become renowned
    if obj.renowned:
        g.log_event("effect", f"{obj.name} is already renowned", "702.112c")
        return
    permanents.add_counters(g, obj, "+1/+1", e.amount, "702.112a")
    obj.renowned = True
    g.log_event("effect", f"{obj.name} becomes renowned", "702.112a")


def rampage_bonus(ctx: effect_context.EffectContext, e: RampageBonus) -> None:
    """702.23a-b: +N/+N until end of turn for each creature blocking it beyond the first,
    counted now, as the ability resolves; later changes to the blockers don't change it."""
    g = ctx.game
    obj = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return
    beyond = max(0, len(g.combat.blocked_by.get(obj.id, [])) - 1)
    if not beyond:
        g.log_event("effect", f"{obj.name} is blocked by one creature: no bonus", "702.23a")
        return
    n = e.amount * beyond
    characteristics.add_continuous_effect(
        g,
        ctx.controller,
        ctx.name,
        ir.Duration.END_OF_TURN,
        frozenset({obj.id}),
        power=n,
        toughness=n,
        rule="613.4c",  # a P/T change (layer 7c); the log line below names rampage
    )
    g.log_event("effect", f"{obj.name} gets +{n}/+{n} until end of turn (rampage)", "702.23a")


def exile_top_of_library(ctx: effect_context.EffectContext, e: ExileTopOfLibrary) -> None:
    """702.115a: "that player exiles the top card of their library" (the player dealt combat
    damage: the trigger's player)."""
    g = ctx.game
    who = ctx.trigger_player
    if who is None or not g.players[who].library:
        return
    top = g.objects[g.players[who].library[-1]]  # the top card is last (players.py)
    zone_moves.move(g, top, Zone.EXILE, f"{g.players[who].name} exiles {top.name}", "702.115a")


def melee_bonus(ctx: effect_context.EffectContext, e: MeleeBonus) -> None:
    """702.121a: +1/+1 until end of turn for each opponent the controller attacked with a
    creature this combat (the players attacked, not planeswalkers: 506.3), counted now."""
    g = ctx.game
    obj = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return
    attacked = {
        t.player
        for a, t in g.combat.attackers.items()
        if t.player is not None
        and t.player != ctx.controller
        and a in g.objects
        and characteristics.chars(g, a).controller == ctx.controller
    }
    n = len(attacked)
    if not n:
        return
    characteristics.add_continuous_effect(
        g,
        ctx.controller,
        ctx.name,
        ir.Duration.END_OF_TURN,
        frozenset({obj.id}),
        power=n,
        toughness=n,
        rule="613.4c",
    )
    g.log_event("effect", f"{obj.name} gets +{n}/+{n} until end of turn (melee)", "702.121a")


def remove_counter_or_sacrifice(
    ctx: effect_context.EffectContext, e: RemoveCounterOrSacrifice
) -> None:
    """702.32a fading: remove a fade counter; if none can be removed, sacrifice it.
    702.63a vanishing: remove a time counter (when the last is removed, vanishing's third
    ability triggers: rules/keywords_vanishing.py)."""
    g = ctx.game
    obj = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return
    have = obj.counters.get(e.kind, 0)
    if have <= 0:
        if e.kind == "fade":  # 702.32a: "If you can't, sacrifice the permanent."
            zone_moves.sacrifice(g, obj.id, f"{obj.name}'s fading")
        return
    permanents.remove_counters(g, obj, e.kind, 1, e.rule)


def evolve_counter(ctx: effect_context.EffectContext, e: EvolveCounter) -> None:
    """702.100a: the comparison is made again as the ability resolves (603.4); if either
    creature has left the battlefield, its last known information is used (608.2h)."""
    g = ctx.game
    obj = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
    subject = ctx.trigger_subject
    if obj is None or obj.zone is not Zone.BATTLEFIELD or subject is None:
        return
    if subject in g.objects and g.objects[subject].zone is Zone.BATTLEFIELD:
        bigger = evolves(g, subject, obj.id)
    else:
        a = effect_context.known(ctx, subject)
        b = characteristics.chars(g, obj.id)
        bigger = a is not None and (
            (a.power or 0) > (b.power or 0) or (a.toughness or 0) > (b.toughness or 0)
        )
    if not bigger:
        g.log_event("effect", f"{obj.name} doesn't evolve: the condition no longer holds", "603.4")
        return
    permanents.add_counters(g, obj, "+1/+1", 1, "702.100a")


def extort_payment(ctx: effect_context.EffectContext, e: ExtortPayment) -> None:
    """702.101a: "you may pay {W/B}. If you do, each opponent loses 1 life and you gain life
    equal to the total life lost this way." Asked even when {W/B} can't be paid, with "no"
    the only answer then (118.3; no silent choices)."""
    from ..decisions import PayUnless
    from .costs import mana_plan, pay_mana
    from .life import gain_life, lose_life

    g = ctx.game
    me = ctx.controller
    plan = mana_plan(g, me, "{W/B}")
    ans = ctx.ask(
        PayUnless(
            player=me,
            prompt=f"pay {{W/B}} for {ctx.name}'s extort? If you do, each opponent loses 1 life"
            + (" (it can't be paid: not enough mana (118.3))" if plan is None else ""),
            options=("yes", "no") if plan is not None else ("no",),
        )
    )
    if plan is None or str(ans).lower() not in ("yes", "true"):
        return
    pay_mana(g, me, "{W/B}", 0, plan)
    g.log_event("effect", f"{g.players[me].name} pays {{W/B}} ({ctx.name})", "702.101a")
    lost = sum(
        lose_life(g, p.index, 1, ctx.name, "702.101a")
        for p in g.players
        if p.index != me and not p.lost
    )
    gain_life(g, me, lost, ctx.name, "702.101a")


def modular_counters(ctx: effect_context.EffectContext, e: ModularCounters) -> None:
    """702.43a: "put a +1/+1 counter on target artifact creature for each +1/+1 counter on
    this permanent": the counters it had as it left the battlefield (608.2h)."""
    g = ctx.game
    known = g.last_known.get(ctx.source_id) if ctx.source_id is not None else None
    n = dict(known.counters).get("+1/+1", 0) if known is not None else 0
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    for o in objs:
        if o.zone is Zone.BATTLEFIELD:
            permanents.add_counters(g, o, "+1/+1", n, "702.43a")
