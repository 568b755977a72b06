"""Counters (issue 12, eleventh session, h-count): carrying out the s11 h-count instructions
(cards/ir/s11_count.py): endure (701.63a) and "put your choice of a ... counter on"
(122.1, 608.2d)."""

from __future__ import annotations

from ..cards import ir
from ..decisions import ChooseObjects, ChooseOption, OptionalInstruction
from ..errors import IllegalActionError
from ..zones import Zone
from . import characteristics, effect_context, permanents, zone_moves

__all__ = [
    "add_counters_choice",
    "add_counters_many",
    "add_counters_pair",
    "blight",
    "endure",
]

_P1 = "+1/+1"


def _spirit(n: int) -> ir.CreateToken:
    """701.63a: an N/N white Spirit creature token."""
    return ir.CreateToken(1, n, n, frozenset({"W"}), ("creature",), ("Spirit",))


def endure(ctx: effect_context.EffectContext, e: ir.Endure) -> None:
    """701.63a: the permanent's controller puts N +1/+1 counters on it, or else creates an
    N/N white Spirit creature token; 701.63b: enduring 0 does nothing. A permanent no longer
    on the battlefield can't be given counters (its controller as it last existed creates
    the token, 608.2h)."""
    g = ctx.game
    n = effect_context.amount(ctx, e.count)
    if isinstance(e.what, ir.TargetRef | ir.SelfRef | ir.TriggerObjectRef | ir.CreatedRef):
        ids = effect_context.referenced_ids(ctx, e.what)
    else:
        ids = [o.id for o in effect_context.objects_and_players(ctx, e.what)[0]]
    for oid in dict.fromkeys(ids):
        obj = effect_context.find(ctx, oid)
        here = obj if obj is not None and obj.zone is Zone.BATTLEFIELD else None
        known = effect_context.known(ctx, oid)
        if here is not None:
            who = characteristics.chars(g, here.id).controller
        else:
            who = known.controller if known is not None else ctx.controller
        name = here.name if here is not None else (known.name if known is not None else ctx.name)
        if n <= 0:  # 701.63b
            g.log_event("effect", f"{name} endures 0: nothing happens", "701.63b")
            continue
        counters = False
        if here is not None:
            answer = ctx.ask(
                OptionalInstruction(
                    player=who,
                    prompt=(
                        f"{ctx.name}: {name} endures {n}: put {n} +1/+1 counter(s) on it? "
                        f"If you don't, you create a {n}/{n} white Spirit creature token"
                    ),
                    options=("yes", "no"),
                )
            )
            counters = str(answer).lower() in ("yes", "true")
        if counters and here is not None:
            g.log_event("effect", f"{name} endures {n}: +1/+1 counters", "701.63a")
            permanents.add_counters(g, here, _P1, n, "701.63a")
        else:
            g.log_event("effect", f"{name} endures {n}: a Spirit token", "701.63a")
            zone_moves.create_tokens(g, who, _spirit(n), ctx.name, 1)


def add_counters_choice(ctx: effect_context.EffectContext, e: ir.AddCountersChoice) -> None:
    """122.1, 608.2d: the controller chooses one of the kinds as the instruction is carried
    out, for each object named, and one counter of that kind is put on it."""
    g = ctx.game
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    for o in objs:
        if o.zone is not Zone.BATTLEFIELD:
            continue
        ans = ctx.ask(
            ChooseOption(
                player=ctx.controller,
                prompt=f"{ctx.name}: which counter to put on {o.name}?",
                options=e.kinds,
            )
        )
        kind = str(ans)
        if kind not in e.kinds:
            raise IllegalActionError(f"{kind!r} isn't one of {list(e.kinds)}", "608.2d")
        permanents.add_counters(g, o, kind, 1, "122.1")


def blight(ctx: effect_context.EffectContext, e: ir.Blight) -> None:
    """701.68a: each player named (in APNAP order, 101.4) chooses a creature they control and
    puts N -1/-1 counters on it; 701.68b: one who controls no creature can't blight."""
    g = ctx.game
    n = effect_context.amount(ctx, e.count)
    players = [ctx.controller]
    if e.who is not None:
        _, players = effect_context.objects_and_players(ctx, e.who)
        players = g.apnap(players)
    ctx.did = False  # 701.68b, 608.2c: "If you do" reads whether a creature was blighted
    for p in players:
        mine = [
            o
            for o in g.battlefield_objects()
            if characteristics.chars(g, o.id).controller == p
            and "creature" in characteristics.chars(g, o.id).types
        ]
        name = g.players[p].name
        if n <= 0 or not mine:
            g.log_event("effect", f"{name} can't blight {n} ({ctx.name})", "701.68b")
            continue
        ans = ctx.ask(
            ChooseObjects(
                player=p,
                prompt=f"{ctx.name}: blight {n}: choose a creature you control",
                options=tuple(o.id for o in mine),
                count=1,
            )
        )
        pick = ans[0] if isinstance(ans, list | tuple) else ans
        chosen = g.objects.get(int(pick)) if pick is not None else None
        if chosen is None or chosen not in mine:
            raise IllegalActionError(f"{pick!r} isn't a creature {name} controls", "701.68a")
        g.log_event("effect", f"{name} blights {n}: {chosen.name} ({ctx.name})", "701.68a")
        permanents.add_counters(g, chosen, "-1/-1", n, "701.68a")
        ctx.did = True


def add_counters_many(ctx: effect_context.EffectContext, e: ir.AddCountersMany) -> None:
    """122.1: counters of each kind named put on each object, in one instruction (122.6:
    "one or more counters are put" of any kind triggers once for it)."""
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    for o in objs:
        for i, (kind, n) in enumerate(e.kinds):
            if o.zone is Zone.BATTLEFIELD:
                permanents.add_counters(ctx.game, o, kind, n, "122.1", more_kinds=i > 0)


def add_counters_pair(ctx: effect_context.EffectContext, e: ir.AddCountersPair) -> None:
    """122.1: "put a +1/+1 counter on that creature and a +1/+1 counter on this creature"."""
    effect_context.execute(ctx, e.first)
    effect_context.execute(ctx, e.second)
