"""Punisher choices (s11 h-dmg, issue 12): "Any player may have Browbeat deal 5 damage to
them. If no one does, target player draws three cards." (ir/s11_dmg.py AnyPlayerMayDamage,
IfPunished).

101.4: the players are asked in turn order, starting with the active player; the first who
accepts is dealt the damage (120.3) and no one else is asked. 608.2c: the sentence after it
reads whether someone did (``EffectContext.outcomes["punisher"]``)."""

from __future__ import annotations

from ..cards.ir import AnyPlayerMaySacrifice
from ..cards.ir.s11_dmg import AnyPlayerMayDamage, IfPunished
from ..cards.render.phrases import article
from ..decisions import OptionalInstruction, SacrificeChoice
from ..objects import Target
from . import effect_context, zone_moves
from .damage import deal_damage, make_event
from .targeting import describe_filter

__all__ = [
    "AnyPlayerMayDamage",
    "AnyPlayerMaySacrifice",
    "IfPunished",
    "any_player_may_damage",
    "any_player_may_sacrifice",
    "if_punished",
]


def _askable(
    ctx: effect_context.EffectContext, e: AnyPlayerMayDamage | AnyPlayerMaySacrifice
) -> list[int]:
    g = ctx.game
    if not isinstance(e.who, str):  # "target opponent may ...": that player only
        _, players = effect_context.objects_and_players(ctx, e.who)
        return players
    living = [p.index for p in g.players if not p.lost]
    if e.who == "any opponent":
        living = [p for p in living if p != ctx.controller]  # 102.3
    return g.apnap(living)  # 101.4: in turn order, the active player first


def any_player_may_damage(ctx: effect_context.EffectContext, e: AnyPlayerMayDamage) -> None:
    """101.4, 608.2d: each player in turn may accept the damage; the first who does is dealt
    it."""
    g = ctx.game
    n = effect_context.amount(ctx, e.amount)
    for p in _askable(ctx, e):
        answer = ctx.ask(
            OptionalInstruction(
                player=p,
                prompt=f"{ctx.name}: have {ctx.name} deal {n} damage to you?",
                options=("yes", "no"),
            )
        )
        if str(answer).lower() not in ("yes", "true"):
            continue
        g.log_event("effect", f"{g.players[p].name} has {ctx.name} deal {n} damage", "608.2d")
        source = effect_context._damage_source(ctx, e.source)
        if source is not None:
            sid, chars, owner, _ = source
            event = make_event(g, sid, chars, owner, Target(player=p), n)
            ctx.damage_dealt += deal_damage(g, [event], ctx.damaged)
        ctx.outcomes = {**ctx.outcomes, "punisher": 1}
        return
    g.log_event("effect", f"no one has {ctx.name} deal {n} damage", "608.2d")
    ctx.outcomes = {**ctx.outcomes, "punisher": 0}


def any_player_may_sacrifice(ctx: effect_context.EffectContext, e: AnyPlayerMaySacrifice) -> None:
    """101.4, 608.2d, 701.21a: each player in turn may sacrifice; the first who accepts
    chooses which and sacrifices them, and no one else is asked. A player who can't sacrifice
    that many can only decline (118.3)."""
    g = ctx.game
    noun = describe_filter(e.filter)
    what = article(noun) if e.count == 1 else f"{e.count} {noun}s"
    for p in _askable(ctx, e):
        mine = [o.id for o in effect_context.controlled(ctx, p, e.filter)]
        able = len(mine) >= e.count
        answer = ctx.ask(
            OptionalInstruction(
                player=p,
                prompt=f"{ctx.name}: sacrifice {what}?"
                + ("" if able else " (you can't: too few to sacrifice (118.3))"),
                options=("yes", "no") if able else ("no",),
            )
        )
        if not able or str(answer).lower() not in ("yes", "true"):
            continue
        picks = ctx.ask(
            SacrificeChoice(
                player=p,
                prompt=f"{g.players[p].name}: choose {e.count} to sacrifice ({ctx.name})",
                options=tuple(mine),
                count=e.count,
            )
        )
        chosen = list(picks) if isinstance(picks, list | tuple) else [picks]
        g.log_event("effect", f"{g.players[p].name} chooses to sacrifice ({ctx.name})", "608.2d")
        for oid in chosen:
            zone_moves.sacrifice(g, oid, ctx.name)
        ctx.outcomes = {**ctx.outcomes, "punisher": 1}
        ctx.did = True  # 608.2c: "If they don't" (Rakdos, Patron of Chaos) reads it too
        return
    g.log_event("effect", f"no one sacrifices for {ctx.name}", "608.2d")
    ctx.outcomes = {**ctx.outcomes, "punisher": 0}
    ctx.did = False


def if_punished(ctx: effect_context.EffectContext, e: IfPunished) -> None:
    """608.2c: "If no one does" / "If a player does" / "If that player doesn't"."""
    done = bool(ctx.outcomes.get("punisher", 0))
    if done == e.done:
        for sub in e.effects:
            effect_context.execute(ctx, sub)
