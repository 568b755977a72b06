"""Counter instructions beyond "put" (122): proliferate (701.34) and "remove N KIND
counters from ..." as an effect (``ir.Proliferate``, ``ir.RemoveCounters``). Every counter
goes on or comes off through ``permanents.add_counters`` / ``remove_counters``: the
``CountersEvent`` and its replacements (614.16)."""

from __future__ import annotations

from ..cards import ir
from ..decisions import ChooseOption, ProliferateChoice
from ..zones import Zone
from . import effect_context, permanents
from .resolution_costs import cost_shortfall

__all__ = [
    "double_counters",
    "player_counters",
    "proliferate",
    "remove_counters",
]


def _player_kinds(poison: int, counters: dict[str, int]) -> list[str]:
    kinds = ["poison"] if poison > 0 else []  # 122.1f
    return kinds + sorted(k for k, n in counters.items() if n > 0 and k != "poison")


def proliferate(ctx: effect_context.EffectContext, e: ir.Proliferate) -> None:
    g = ctx.game
    you = g.players[ctx.controller].name
    # 701.34a: the permanents and players that have a counter can be chosen
    objs = [o for o in g.battlefield_objects() if any(n > 0 for n in o.counters.values())]
    players = [p for p in g.players if not p.lost and _player_kinds(p.poison, p.counters)]
    options: tuple[int | str, ...] = (*(o.id for o in objs), *(p.name for p in players))
    if not options:
        g.log_event("effect", f"{you} proliferates ({ctx.name}): nothing has a counter", "701.34a")
        return
    ans = ctx.ask(
        ProliferateChoice(
            player=ctx.controller,
            prompt=f"proliferate ({ctx.name}): choose any number of permanents and players "
            "with counters",
            options=options,
            count=len(options),
        )
    )
    picks = set(ans if isinstance(ans, list | tuple) else [] if ans is None else [ans])
    chosen = [o for o in options if o in picks]  # in the order offered: deterministic
    names = ", ".join(g.objects[o].name if isinstance(o, int) else o for o in chosen)
    g.log_event("effect", f"{you} proliferates ({ctx.name}): {names or 'nothing'}", "701.34a")
    for pick in chosen:
        if isinstance(pick, int):
            o = g.objects[pick]
            if o.zone is not Zone.BATTLEFIELD:
                continue
            # 701.34a: one more counter of each kind it already has (the kinds before any)
            for kind in sorted(k for k, n in o.counters.items() if n > 0):
                permanents.add_counters(g, o, kind, 1, "701.34a")
        else:
            p = next(q for q in g.players if q.name == pick)
            for kind in _player_kinds(p.poison, p.counters):
                if kind == "poison":
                    p.poison += 1  # 122.1f (704.5c checks it)
                else:
                    p.counters[kind] = p.counters.get(kind, 0) + 1
                g.dirty()
                total = p.poison if kind == "poison" else p.counters[kind]
                g.log_event(
                    "counters", f"{p.name} gets 1 {kind} counter ({total} in all)", "701.34a"
                )


def remove_counters(ctx: effect_context.EffectContext, e: ir.RemoveCounters) -> None:
    """122.1: "remove N KIND counters from REF": as many as it has, up to N (609.3); "remove
    all": every one of that kind."""
    g = ctx.game
    objs, players = effect_context.objects_and_players(ctx, e.what)
    n = 0 if e.every else effect_context.amount(ctx, e.count)
    removed = False
    if players and not ctx.as_cost:  # 122.1: a player's counters (poison, 122.1f; energy, ...)
        removed = _remove_from_players(ctx, e, players, n)
    if not e.kind:  # any kind: every counter, or one of a kind chosen (608.2d)
        for o in objs:
            kinds = sorted(k for k, v in o.counters.items() if v > 0)
            if not e.every:
                kinds = _kind_chosen(ctx, o.name, kinds)
            for kind in kinds:
                have = o.counters.get(kind, 0)
                permanents.remove_counters(g, o, kind, have if e.every else min(n, have), "122.1")
                removed = True
        ctx.did = removed
        return
    if ctx.as_cost and (why := cost_shortfall(ctx, e)):
        # 118.12, 118.3: before "If you do" / "When you do" it is a cost: all of it or none
        g.log_event("effect", f"{ctx.name}: can't remove {n} {e.kind} counter(s): {why}", "118.3")
        ctx.did = False
        return
    total = 0
    for o in objs:
        have = o.counters.get(e.kind, 0)
        k = have if e.every else min(n, have)
        if k > 0:
            permanents.remove_counters(g, o, e.kind, k, "122.1")
            removed = True
            total += k
    ctx.did = removed  # 608.2c: "if you do" / "if you can't"
    if e.every and not ctx.x_chosen:
        # "Add {C} for each charge counter removed this way" (Ventifact Bottle: X); an X
        # chosen for the ability's cost stays its X (107.3a: Anthroplasm's "put X counters")
        ctx.x = total


def _kind_chosen(ctx: effect_context.EffectContext, name: str, kinds: list[str]) -> list[str]:
    """608.2d: "remove a counter from ...": of several kinds, the one its controller chooses."""
    if len(kinds) <= 1:
        return kinds
    ans = ctx.ask(
        ChooseOption(
            player=ctx.controller,
            prompt=f"which kind of counter to remove from {name} ({ctx.name})",
            options=tuple(kinds),
        )
    )
    return [str(ans)]


def _remove_from_players(
    ctx: effect_context.EffectContext, e: ir.RemoveCounters, players: list[int], n: int
) -> bool:
    """122.1: "remove all counters from target player", "remove N KIND counters from each
    opponent": as many as the player has, up to N; any kind: every kind, or one chosen
    (608.2d). Whether any came off."""
    g = ctx.game
    removed = False
    for i in players:
        p = g.players[i]
        kinds = _player_kinds(p.poison, p.counters) if not e.kind else [e.kind]
        if not e.kind and not e.every:
            kinds = _kind_chosen(ctx, p.name, kinds)
        for kind in kinds:
            have = p.poison if kind == "poison" else p.counters.get(kind, 0)
            k = have if e.every else min(n, have)
            if k <= 0:
                continue
            if kind == "poison":
                p.poison -= k
            else:
                p.counters[kind] = have - k
            g.dirty()
            removed = True
            left = have - k
            g.log_event(
                "counters",
                f"{p.name} loses {k} {kind} counter(s) ({left} left, {ctx.name})",
                "122.1",
            )
    return removed


def player_counters(ctx: effect_context.EffectContext, e: ir.PlayerCounters) -> None:
    """122.1: "target player gets a poison counter" (122.1f: ten or more lose the game as a
    state-based action, 704.5c); "you get an experience counter"."""
    g = ctx.game
    _, players = effect_context.objects_and_players(ctx, e.who)
    n = effect_context.amount(ctx, e.count)
    if n <= 0:
        return
    for i in players:
        p = g.players[i]
        if e.kind == "poison":
            p.poison += n
            total, rule = p.poison, "122.1f"
        else:
            p.counters[e.kind] = p.counters.get(e.kind, 0) + n
            total, rule = p.counters[e.kind], "122.1"
        g.dirty()
        g.log_event("counters", f"{p.name} gets {n} {e.kind} counter(s) ({total} in all)", rule)


def double_counters(ctx: effect_context.EffectContext, e: ir.DoubleCounters) -> None:
    """701.10e: give each object as many counters of that kind as it already has (through
    the counters event: "if one or more +1/+1 counters would be put" replacements apply)."""
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    for o in objs:
        if not e.kind and o.zone is Zone.BATTLEFIELD:
            # s11 h-count, 701.10e: "double the number of each kind of counter on it": each
            # kind it has as the instruction begins
            for kind, have in list(o.counters.items()):
                if have > 0:
                    permanents.add_counters(ctx.game, o, kind, have, "701.10e")
            continue
        have = o.counters.get(e.kind, 0)
        if have > 0 and o.zone is Zone.BATTLEFIELD:
            permanents.add_counters(ctx.game, o, e.kind, have, "701.10e")
