"""Payments by the player the text names, made as a spell or ability resolves (issue 12):
"EFFECTS unless that player pays {1}." (118.12a: "that player may pay {1}; if they don't,
EFFECTS"), "unless any player pays {3}", "unless you pay 2 life", and "that player may pay
{2}. If they don't, ..." (118.12).

The payer is the player the words name, not the controller (608.2c-d); they are asked as
the instruction is reached (a pulled decision), and only when the cost can be paid now
(118.3: enough mana, mana abilities included, 117.1d / 605.3a; enough life, 119.4). The
payment goes through the shared cost payment (``costs.plan_payment`` / ``costs.pay``,
601.2g-h). Where several players may pay ("each opponent sacrifices a permanent unless
they pay {1}"), each chooses for themself in APNAP order (101.4), and the instruction
happens for those who didn't pay."""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..cards import ir
from ..cards.render import Renderer
from ..decisions import Decision, MayPayCost, OptionalInstruction, PayUnless, WardPayment
from ..zones import Zone
from . import costs, effect_context, keywords_kicker, resolution_costs, zone_moves
from .effect_context import EffectContext, execute
from .effects_conditions import otherwise_words, unless_you_pay
from .keywords_cumulative import CumulativeUpkeepPay
from .life import can_pay_life, lose_life

__all__ = [
    "Offer",
    "action_gap",
    "can_do",
    "cost_text",
    "offer",
    "payers",
    "settle",
    "try_to_pay",
    "unless_does",
]


def cost_text(mana: str, life: int) -> str:
    return mana if mana else f"{life} life"


def payers(ctx: EffectContext, ref: object, words: str) -> list[int]:
    """The players ``words`` name now: ``ref`` (608.2h: "its controller" is the target's
    controller now, or as it last existed), or, for "any player", every player still in
    the game in APNAP order (101.4); None with "you" or "they" unresolved: the controller."""
    g = ctx.game
    if words == "any player":
        return g.apnap([p.index for p in g.players if not p.lost])
    if ref is None:
        return [ctx.controller]
    _, players = effect_context.objects_and_players(ctx, ref)
    return g.apnap([p for p in dict.fromkeys(players) if not g.players[p].lost])


@dataclass(slots=True)
class Offer:
    """One player's answer to a payment offer: ``why`` they couldn't pay (118.3), else
    whether they chose to (``paid``), and how the mana would be paid (``payment``)."""

    player: int
    mana: str
    life: int
    why: str | None
    payment: costs.Payment | None
    paid: bool


def offer(ctx: EffectContext, player: int, mana: str, life: int, decision: Decision) -> Offer:
    """Ask ``player`` (``decision``) whether to pay, only if the cost can be paid now (118.3);
    nothing changes yet, so a resolution that resumes here asks the same again (608.2)."""
    g = ctx.game
    payment = costs.plan_payment(g, player, mana) if mana else None
    if mana:
        why = (
            None
            if payment is not None
            else "not enough mana (118.3)" + costs.by_hand(g, player, None, mana)
        )
        if payment is not None and payment.life_problem is not None:
            why = payment.life_problem
    else:
        why = can_pay_life(g, player, life)
    paid = False
    if why is None:
        paid = str(ctx.ask(decision)).lower() in ("yes", "true")
    elif isinstance(decision, PayUnless | MayPayCost | WardPayment):
        # 118.3: a cost that can't be paid is still asked about, with "no" the only answer
        # (no silent choices: the controller's own "you may pay" is asked so too)
        ctx.ask(
            replace(
                decision,
                prompt=f"{decision.prompt} (it can't be paid: {why})",
                options=("no",),
            )
        )
    return Offer(player, mana, life, why, payment, paid)


def settle(ctx: EffectContext, o: Offer, rule: str) -> None:
    """Log the answer and make the payment (117.1d, 601.2g-h: mana abilities, then pay)."""
    g = ctx.game
    name = g.players[o.player].name
    what = cost_text(o.mana, o.life)
    if o.why is not None:
        g.log_event("effect", f"{name} can't pay {what} for {ctx.name}: {o.why}", "118.3")
    elif not o.paid:
        g.log_event("effect", f"{name} doesn't pay {what} for {ctx.name}", rule)
    else:
        if o.payment is not None:
            costs.pay(g, o.player, o.payment, 0, ctx.name)
        else:
            lose_life(g, o.player, o.life, f"paying {o.life} life for {ctx.name}", "119.4")
        g.log_event("effect", f"{name} pays {what} for {ctx.name}", rule)


def replaying(ctx: EffectContext) -> bool:
    """Whether answers to later questions of this instruction are waiting: it is being
    carried out again after a pause (608.2), so what came before them was done already."""
    return ctx.asked < len(ctx.answers)


def try_to_pay(
    ctx: EffectContext, player: int, mana: str, life: int, decision: Decision, rule: str
) -> bool:
    """Offer ``player`` the cost and pay it if they choose to; whether it was paid (for an
    instruction that asks nothing after it)."""
    o = offer(ctx, player, mana, life, decision)
    settle(ctx, o, rule)
    return o.paid


def unless_pays(ctx: EffectContext, e: ir.UnlessPays) -> None:
    """118.12a: "EFFECTS unless PAYER pays COST." The payer (or each payer, 101.4) may pay;
    EFFECTS happen unless the cost was paid ("any player": unless any one of them paid).
    Every payer answers first; nothing changes before EFFECTS ask their own questions, so
    the instruction resumes after one exactly as it was (608.2)."""
    if e.payer is None and e.payer_words == "you" and e.mana and not e.life:
        unless_you_pay(ctx, e)  # the controller's own "unless you pay {1}"
        return
    g = ctx.game
    what = cost_text(e.mana, e.life)
    anyone = e.payer_words == "any player"
    who = payers(ctx, e.payer, e.payer_words)
    offers: list[Offer] = []
    for p in who:
        prompt = f"{ctx.name}: pay {what}? If you don't: " + otherwise_words(
            ctx.name, tuple(e.effects)
        )
        ask = PayUnless(player=p, prompt=prompt, options=("yes", "no"))
        offers.append(offer(ctx, p, e.mana, e.life, ask))
        if anyone and offers[-1].paid:
            break  # 118.12a: someone pays; nobody else is asked
    unpaid = [o.player for o in offers if not o.paid]
    if any(o.paid for o in offers) and (anyone or not unpaid):
        for o in offers:
            settle(ctx, o, "118.12a")
        ctx.did = True  # 118.12: "If they do, ..." reads whether they paid
        return
    if not replaying(ctx):  # logged once, not again when EFFECTS' own question resumes it
        for o in offers:
            if not o.paid:
                settle(ctx, o, "118.12a")
        if len(who) <= 1 or anyone:
            g.log_event("effect", f"{ctx.name}: {what} wasn't paid", "118.12a")
    if len(who) > 1 and not anyone:
        # 101.4: the instruction happens for the players who didn't pay
        before = ctx.only_players
        ctx.only_players = frozenset(unpaid)
        try:
            for sub in e.effects:
                execute(ctx, sub)
        finally:
            ctx.only_players = before
        # the others' payments are made once EFFECTS have asked what they ask (608.2: a
        # resumed instruction asks again, and nothing may have changed before that); no
        # payment can change what another player's instruction does
        for o in offers:
            if o.paid:
                settle(ctx, o, "118.12a")
        ctx.did = len(unpaid) < len(offers)
        return
    for sub in e.effects:
        execute(ctx, sub)
    ctx.did = False


def may_pay_other(ctx: EffectContext, e: ir.MayPay) -> None:
    """118.12: "that player may pay {2}." The player named chooses; a following "If they
    don't" / "If they do" reads whether it was paid (608.2c). "any player may pay": each in
    APNAP order until one pays (101.4)."""
    what = cost_text(e.mana, e.life)
    offers: list[Offer] = []
    for p in payers(ctx, e.payer, e.payer_words):
        decision = MayPayCost(
            player=p, prompt=f"{ctx.name}: pay {what}?", options=("yes", "no"), cost=what
        )
        offers.append(offer(ctx, p, e.mana, e.life, decision))
        if offers[-1].paid:
            break
    for o in offers:
        settle(ctx, o, "118.12")
    ctx.did = any(o.paid for o in offers)


# The instructions "unless you ..." can offer, each with the check that it can be done now
# (118.3: a cost can't be paid without the resources to pay it fully).
UNLESS_ACTIONS = (ir.Discard, ir.Sacrifice, ir.ReturnToHand, ir.Exile)


#: instructions that ask no player anything as they are carried out: the EFFECTS of "unless
#: they ACTION" for several players, carried out after the actions asked theirs (608.2)
_ASK_NOTHING = (ir.LoseLife, ir.GainLife, ir.DealDamage, ir.Draw)


def unless_gap(e: ir.UnlessDoes) -> str | None:
    """What of "EFFECTS unless you / they ACTION" the engine can't carry out (for
    rules/support.py), or None."""
    who = ir.YouRef() if e.who is None else e.who
    if isinstance(e.action, ir.Discard | ir.Sacrifice) and e.action.who != who:
        return "'unless ... discard / sacrifice' by a player other than the one choosing"
    if isinstance(who, ir.EachRef) and not all(isinstance(x, _ASK_NOTHING) for x in e.effects):
        # 101.4: each player chooses, then the actions are done, then EFFECTS: an instruction
        # of EFFECTS that asks a question would replay the actions (608.2)
        return "'unless they ...' for several players where the instruction asks a question"
    if e.who is not None and isinstance(e.action, ir.ReturnToHand | ir.Exile):
        return "'unless they return / exile ...'"
    return action_gap(e.action)


def action_gap(action: object) -> str | None:
    """What of "unless you ACTION" the engine can't offer (for rules/support.py), or None."""
    if isinstance(action, ir.Discard):
        if action.chooser != "self" or not isinstance(action.count, int):
            return "'unless you discard' other than the player's own discard"
        return None
    if isinstance(action, ir.Sacrifice):
        return None
    if isinstance(action, ir.ReturnToHand | ir.Exile):
        ref = action.what
        if isinstance(ref, ir.ChosenRef) and ref.filter.zone == "battlefield":
            if isinstance(action, ir.Exile) and action.until_source_leaves:
                return "'unless you exile ... until'"
            return None
        return f"'unless you {type(action).__name__}' of something not chosen on the battlefield"
    return f"'unless you' with {type(action).__name__}"


def can_do(ctx: EffectContext, action: object, player: int | None = None) -> bool:
    """118.3: whether ``player`` (None: the controller) can carry out ``action`` fully now."""
    g = ctx.game
    me = ctx.controller if player is None else player
    if isinstance(action, ir.Discard):
        n = action.count if isinstance(action.count, int) else 1  # action_gap: a number
        return not resolution_costs.short_of_cards(g, me, action, n)
    if isinstance(action, ir.Sacrifice) and player is not None:
        # "unless they sacrifice ...": what that player has to sacrifice (118.3)
        action = replace(action, who=ir.YouRef())
    if isinstance(action, ir.Sacrifice) or (
        isinstance(action, ir.ReturnToHand | ir.Exile) and isinstance(action.what, ir.ChosenRef)
    ):
        return not resolution_costs.short_of_objects(g, me, ctx.source_id, action, ctx.x)
    return False


def unless_does(ctx: EffectContext, e: ir.UnlessDoes) -> None:
    """118.12a: "EFFECTS unless you ACTION." means "You may ACTION. If you don't, EFFECTS."
    The controller is asked as the instruction is reached (608.2d), offered the action only
    when it can be done fully (118.3); if they do it, EFFECTS don't happen. "EFFECTS unless
    they ACTION" (101.4): each player named, in APNAP order, is asked; then the actions are
    done by those who chose to, then EFFECTS happen to the others. Every question is asked
    before anything changes (608.2): each player makes all their choices, whether and then
    which permanents or cards (101.4c), before the next player chooses (101.4b), and the
    moves are made together (``EffectContext.held``); EFFECTS ask nothing for several
    players (``unless_gap``)."""
    g = ctx.game
    # 101.4: "unless they ...": each player named, in APNAP order; else the controller
    who = payers(ctx, e.who, e.who_words) if e.who is not None else [ctx.controller]
    what = _action_words(e.action)
    answers: list[tuple[int, bool, bool]] = []
    # the choices of "sacrifice ..." / "discard ..." are asked player by player, the moves held
    held = e.who is not None and isinstance(e.action, _HELD)
    before = ctx.only_players
    ctx.held = [] if held else None
    try:
        for p in who:  # asked even when it can't be done, with "no" the only answer
            able = can_do(ctx, e.action, p if e.who is not None else None)
            answer = ctx.ask(
                OptionalInstruction(
                    player=p,
                    prompt=f"{ctx.name}: {what}? If you don't: "
                    + otherwise_words(ctx.name, tuple(e.effects))
                    + ("" if able else " (it can't be done (118.3))"),
                    options=("yes", "no") if able else ("no",),
                )
            )
            answers.append((p, able, able and str(answer).lower() in ("yes", "true")))
            if held and answers[-1][2]:
                ctx.only_players = frozenset({p})
                execute(ctx, e.action)  # 101.4c: this player's choices, the move held
        moves = ctx.held or []
    finally:
        ctx.held, ctx.only_players = None, before
    if not replaying(ctx):  # logged once, not again when a later question resumes it (608.2)
        for p, able, does in answers:
            name = g.players[p].name
            if not able:
                g.log_event("effect", f"{name} can't {what} for {ctx.name}", "118.3")
            else:
                verb = "chooses to" if does else "doesn't"
                g.log_event("effect", f"{name} {verb} {what} for {ctx.name}", "118.12a")
    doers = frozenset(p for p, _, does in answers if does)
    others = frozenset(p for p, _, does in answers if not does)
    try:
        for move in moves:  # 101.4: the actions happen together
            move()
        if doers and not held:
            if e.who is not None:  # 101.4: each of them does it (the action's subject)
                ctx.only_players = doers
            execute(ctx, e.action)
        if others:
            if e.who is not None:  # the effect happens to those who didn't
                ctx.only_players = others
            for sub in e.effects:
                execute(ctx, sub)
    finally:
        ctx.only_players = before
    ctx.did = bool(doers)  # 118.12: "If you do" reads the choice, not what happened


#: the actions whose moves wait for every player's choices (``EffectContext.held``)
_HELD = (ir.Sacrifice, ir.Discard, ir.SacrificeSeveral)


def _action_words(action: object) -> str:
    try:
        return Renderer("").imperative(action)
    except (ValueError, AttributeError, KeyError, TypeError):  # a renderer gap: name it plainly
        return type(action).__name__.lower()


def cumulative_upkeep(ctx: EffectContext, e: CumulativeUpkeepPay) -> None:
    """702.24a: "Then you may pay [cost] for each age counter on it. If you don't, sacrifice
    it." (the age counter was put on by the instruction before, keywords_cumulative.py). The
    counters are counted as the ability resolves (702.24b); the whole cost is paid or none
    of it."""
    g = ctx.game
    obj = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        g.log_event("effect", f"{ctx.name}: it isn't on the battlefield", "702.24a")
        return
    n = obj.counters.get("age", 0)
    if e.action is not None:
        _cumulative_action(ctx, e.action, n, obj.id)
        return
    # 107.4: the generic mana added up ("{3}", not "{1}{1}{1}")
    mana = (keywords_kicker.add_mana(e.mana, e.mana * (n - 1)) or "") if n else ""
    life = e.life * n
    what = cost_text(mana, life) if n else "nothing"
    prompt = f"pay {what} for {ctx.name}'s cumulative upkeep? If you don't, sacrifice it"
    ask = PayUnless(player=ctx.controller, prompt=prompt, options=("yes", "no"))
    if n and try_to_pay(ctx, ctx.controller, mana, life, ask, "702.24a"):
        return
    ctx.did = False
    if n:
        zone_moves.sacrifice(g, obj.id, ctx.name)


def _cumulative_action(
    ctx: EffectContext, action: ir.Discard | ir.Sacrifice, n: int, oid: int
) -> None:
    """702.24a: "you may [discard a card] for each age counter on it. If you don't, sacrifice
    it.": the instruction done ``n`` times at once (all or none), offered only when it can be
    done fully (118.3); the player chooses the cards or permanents (701.9a, 701.21a)."""
    g = ctx.game
    me = g.players[ctx.controller].name
    assert isinstance(action.count, int)  # rules/keyword_costs.cost_action: a number
    scaled = replace(action, count=action.count * n)
    what = _action_words(scaled)
    able = n > 0 and can_do(ctx, scaled)
    does = False
    if n > 0:  # 118.3: asked even when it can't be done, with "no" the only answer
        ask = PayUnless(
            player=ctx.controller,
            prompt=f"{what} for {ctx.name}'s cumulative upkeep? If you don't, sacrifice it"
            + ("" if able else " (it can't be done (118.3))"),
            options=("yes", "no") if able else ("no",),
        )
        does = str(ctx.ask(ask)).lower() in ("yes", "true")
    if does:
        g.log_event("effect", f"{me} chooses to {what} for {ctx.name}", "702.24a")
        execute(ctx, scaled)
        return
    if not replaying(ctx):
        why = "can't" if not able else "doesn't"
        g.log_event("effect", f"{me} {why} {what} for {ctx.name}", "702.24a")
    ctx.did = False
    zone_moves.sacrifice(g, oid, ctx.name)
