"""What spell and ability effects do when they resolve (608.2c-d), one function per kind.

Each executor first asks for every choice it needs (through ``ctx.ask``, which pauses the
resolution at a decision when the answer isn't known yet) and only then changes the game,
so a paused resolution resumes at the same effect with nothing half done.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..decisions import Decision
from ..objects import Target
from ..zones import Zone
from . import layers
from .damage import deal_damage, make_event
from .life import gain_life, lose_life

if TYPE_CHECKING:
    from ..game import Game
    from ..objects import GameObject


class NeedDecision(Exception):
    def __init__(self, decision: Decision) -> None:
        super().__init__(decision.prompt)
        self.decision = decision


@dataclass(slots=True)
class EffectContext:
    game: Game
    controller: int
    source_id: int | None  # the spell, or the ability's source
    source_chars: layers.Characteristics
    source_owner: int
    name: str
    targets: tuple[tuple[Target, ...], ...]  # legal targets only (608.2b)
    x: int = 0
    answers: list[Any] = field(default_factory=list)
    asked: int = 0
    damage_dealt: int = 0
    trigger_subject: int | None = None
    trigger_player: int | None = None

    def ask(self, decision: Decision) -> Any:
        if self.asked < len(self.answers):
            value = self.answers[self.asked]
            self.asked += 1
            return value
        raise NeedDecision(decision)


# --- references -----------------------------------------------------------------------


def objects_and_players(ctx: EffectContext, ref: Any) -> tuple[list[GameObject], list[int]]:
    g = ctx.game
    if isinstance(ref, ir.TargetRef):
        ts = ctx.targets[ref.index] if ref.index < len(ctx.targets) else ()
        objs = [g.objects[t.object_id] for t in ts if t.object_id is not None]
        return objs, [t.player for t in ts if t.player is not None]
    if isinstance(ref, ir.SelfRef):
        src = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
        return ([src] if src is not None else []), []
    if isinstance(ref, ir.YouRef):
        return [], [ctx.controller]
    if isinstance(ref, ir.AttachedRef):
        src = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
        if src is not None and src.attached_to is not None:
            return [g.objects[src.attached_to]], []
        return [], []
    if isinstance(ref, ir.TargetControllerRef):
        ts = ctx.targets[ref.index] if ref.index < len(ctx.targets) else ()
        players = [g.chars(t.object_id).controller for t in ts if t.object_id is not None
                   and g.objects[t.object_id].zone is Zone.BATTLEFIELD]
        players += [g.objects[t.object_id].controller for t in ts if t.object_id is not None
                    and g.objects[t.object_id].zone is not Zone.BATTLEFIELD]
        return [], players
    if isinstance(ref, ir.TriggerObjectRef):
        if ctx.trigger_subject is not None and ctx.trigger_subject in g.objects:
            return [g.objects[ctx.trigger_subject]], []
        return [], ([ctx.trigger_player] if ctx.trigger_player is not None else [])
    if isinstance(ref, ir.EachRef):
        objs: list[GameObject] = []
        if ref.filter is not None:
            src = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
            # 702.26b: "each creature" skips phased-out permanents.
            objs = [o for o in g.battlefield_objects()
                    if layers.matches(g, g.chars(o.id), o, ref.filter, src, ctx.controller)]
        players: list[int] = []
        if ref.players == "each":
            players = [p.index for p in g.players if not p.lost]
        elif ref.players == "opponent":
            players = [p.index for p in g.players if not p.lost and p.index != ctx.controller]
        return objs, players
    raise TypeError(f"unknown reference {ref!r}")


def amount(ctx: EffectContext, value: Any) -> int:
    if isinstance(value, int):
        return value
    if isinstance(value, ir.XAmount):
        return ctx.x
    if isinstance(value, ir.DamageDealtAmount):
        return ctx.damage_dealt
    if isinstance(value, ir.PowerOf):
        objs, _ = objects_and_players(ctx, value.ref)
        if objs:
            o = objs[0]
            if o.zone is Zone.BATTLEFIELD:
                return max(0, ctx.game.chars(o.id).power or 0)
        if isinstance(value.ref, ir.SelfRef):
            return max(0, ctx.source_chars.power or 0)  # 608.2h: last known information
        return 0
    raise TypeError(f"unknown amount {value!r}")


# --- executors ------------------------------------------------------------------------


def _deal_damage(ctx: EffectContext, e: ir.DealDamage) -> None:
    g = ctx.game
    n = amount(ctx, e.amount)
    objs, players = objects_and_players(ctx, e.to)
    events = [make_event(g, ctx.source_id, ctx.source_chars, ctx.source_owner,
                         Target(object_id=o.id), n) for o in objs]
    events += [make_event(g, ctx.source_id, ctx.source_chars, ctx.source_owner,
                          Target(player=p), n) for p in players]
    ctx.damage_dealt += deal_damage(g, events)


def _destroy(ctx: EffectContext, e: ir.Destroy) -> None:
    objs, _ = objects_and_players(ctx, e.what)
    for o in objs:  # simultaneous in effect; applied in order (no choices involved)
        ctx.game.destroy(o.id, f"destroyed by {ctx.name}", "701.8a",
                         can_regenerate=not e.no_regenerate)


def _exile(ctx: EffectContext, e: ir.Exile) -> None:
    objs, _ = objects_and_players(ctx, e.what)
    for o in objs:
        ctx.game.move(o, Zone.EXILE, f"{o.name} is exiled by {ctx.name}", "406.3")


def _return_to_hand(ctx: EffectContext, e: ir.ReturnToHand) -> None:
    objs, _ = objects_and_players(ctx, e.what)
    for o in objs:
        ctx.game.move(o, Zone.HAND, f"{o.name} returns to its owner's hand ({ctx.name})", "400.7")


def _return_to_battlefield(ctx: EffectContext, e: ir.ReturnToBattlefield) -> None:
    objs, _ = objects_and_players(ctx, e.what)
    for o in objs:
        ctx.game.move(o, Zone.BATTLEFIELD, f"{o.name} returns to the battlefield ({ctx.name})",
                      "400.7", controller=ctx.controller if e.under_your_control else None,
                      tapped=e.tapped)


def _sacrifice(ctx: EffectContext, e: ir.Sacrifice) -> None:
    g = ctx.game
    _, players = objects_and_players(ctx, e.who)
    chosen: list[int] = []
    for p in g.apnap(players):  # 101.4: choices in APNAP order, then all at once
        mine = [o for o in g.battlefield_objects() if g.chars(o.id).controller == p
                and layers.matches(g, g.chars(o.id), o, e.filter, None, p)]
        if len(mine) <= e.count:
            picks = [o.id for o in mine]
            if mine:
                ctx.ask(Decision("choose", p, f"{g.players[p].name}: sacrifice "
                                 f"{e.count} ({ctx.name})", tuple(picks), {"count": len(picks)}))
        else:
            answer = ctx.ask(Decision("choose", p, f"{g.players[p].name}: choose {e.count} to "
                                      f"sacrifice ({ctx.name})", tuple(o.id for o in mine),
                                      {"count": e.count}))
            picks = list(answer) if isinstance(answer, list | tuple) else [answer]
        chosen += picks
    for oid in chosen:
        g.sacrifice(oid, ctx.name)


def _sacrifice_self(ctx: EffectContext, e: ir.SacrificeSelf) -> None:
    if ctx.source_id is not None and ctx.source_id in ctx.game.objects:
        ctx.game.sacrifice(ctx.source_id, ctx.name)


def _draw(ctx: EffectContext, e: ir.Draw) -> None:
    _, players = objects_and_players(ctx, e.who)
    for p in players:
        ctx.game.draw(p, amount(ctx, e.count), "121.1")


def _discard(ctx: EffectContext, e: ir.Discard) -> None:
    g = ctx.game
    _, players = objects_and_players(ctx, e.who)
    for p in players:
        hand = list(g.players[p].hand)
        n = min(amount(ctx, e.count), len(hand))
        if n == 0:
            continue
        chooser = ctx.controller if e.chooser == "you" else p
        if e.random:
            picks = g.rng.sample(hand, n)
        elif n == len(hand):
            picks = hand
        else:
            ans = ctx.ask(Decision("choose", chooser, f"choose {n} card(s) for "
                                   f"{g.players[p].name} to discard ({ctx.name})", tuple(hand),
                                   {"count": n}))
            picks = list(ans) if isinstance(ans, list | tuple) else [ans]
        for oid in picks:
            g.discard(oid, ctx.name)


def _gain_life(ctx: EffectContext, e: ir.GainLife) -> None:
    _, players = objects_and_players(ctx, e.who)
    for p in players:
        gain_life(ctx.game, p, amount(ctx, e.amount), ctx.name)


def _lose_life(ctx: EffectContext, e: ir.LoseLife) -> None:
    _, players = objects_and_players(ctx, e.who)
    for p in players:
        lose_life(ctx.game, p, amount(ctx, e.amount), ctx.name)


def _modify_pt(ctx: EffectContext, e: ir.ModifyPT) -> None:
    objs, _ = objects_and_players(ctx, e.what)
    ids = frozenset(o.id for o in objs if o.zone is Zone.BATTLEFIELD and not o.phased_out)
    if ids:
        ctx.game.add_continuous_effect(ctx.controller, ctx.name, e.duration, ids,
                                       power=e.power, toughness=e.toughness, rule="613.4c")


def _grant(ctx: EffectContext, e: ir.GrantAbilities) -> None:
    objs, players = objects_and_players(ctx, e.what)
    ids = frozenset(o.id for o in objs if o.zone is Zone.BATTLEFIELD and not o.phased_out)
    if ids:
        ctx.game.add_continuous_effect(ctx.controller, ctx.name, e.duration, ids,
                                       abilities=e.abilities, rule="613.1f")
    for p in players:
        for a in e.abilities:
            if isinstance(a, ir.Keyword) and a.name == "protection":
                ctx.game.add_player_effect(p, "protection", ctx.name, e.duration, a.quality)
            elif isinstance(a, ir.Keyword):
                ctx.game.add_player_effect(p, a.name, ctx.name, e.duration, None)


def _protection_choice(ctx: EffectContext, e: ir.GrantProtectionChoice) -> None:
    g = ctx.game
    objs, _ = objects_and_players(ctx, e.what)
    if not objs:
        return
    color = ctx.ask(Decision("choose", ctx.controller, f"choose a color ({ctx.name})",
                             ("white", "blue", "black", "red", "green")))
    letter = ir.COLOR_LETTERS.get(str(color).lower())
    if letter is None:
        from ..errors import IllegalActionError

        raise IllegalActionError(f"{color!r} isn't a color", "105.1")
    kw = ir.Keyword("protection", quality=ir.Quality(ir.QualityKind.COLOR, letter))
    ids = frozenset(o.id for o in objs if o.zone is Zone.BATTLEFIELD)
    g.add_continuous_effect(ctx.controller, ctx.name, e.duration, ids, abilities=(kw,),
                            rule="613.1f")


def _add_counters(ctx: EffectContext, e: ir.AddCounters) -> None:
    objs, _ = objects_and_players(ctx, e.what)
    for o in objs:
        ctx.game.add_counters(o, e.kind, amount(ctx, e.count), "122.1")


def _tap(ctx: EffectContext, e: ir.Tap) -> None:
    objs, _ = objects_and_players(ctx, e.what)
    for o in objs:
        ctx.game.tap(o, "701.26a")


def _untap(ctx: EffectContext, e: ir.Untap) -> None:
    objs, _ = objects_and_players(ctx, e.what)
    for o in objs:
        ctx.game.untap(o, "701.26b")


def _regenerate(ctx: EffectContext, e: ir.Regenerate) -> None:
    objs, _ = objects_and_players(ctx, e.what)
    for o in objs:
        if o.zone is Zone.BATTLEFIELD:
            o.regen_shields += 1
            ctx.game.log_event("shield", f"{ctx.name} creates a regeneration shield for {o.name}",
                               "701.19a")


def _prevent(ctx: EffectContext, e: ir.PreventDamage) -> None:
    from .replacement import PreventionShield

    if e.to is None:
        ctx.game.prevention_shields.append(
            PreventionShield(ctx.name, None, None, e.amount, e.combat_only))
        ctx.game.log_event("shield", f"{ctx.name}: damage will be prevented", "615.1")
        return
    objs, players = objects_and_players(ctx, e.to)
    for o in objs:
        ctx.game.prevention_shields.append(
            PreventionShield(ctx.name, o.id, None, e.amount, e.combat_only))
        ctx.game.log_event("shield", f"{ctx.name} will prevent damage to {o.name}", "615.7")
    for p in players:
        ctx.game.prevention_shields.append(
            PreventionShield(ctx.name, None, p, e.amount, e.combat_only))


def _phase_out(ctx: EffectContext, e: ir.PhaseOut) -> None:
    from .phasing import phase_out

    objs, _ = objects_and_players(ctx, e.what)
    for o in objs:
        phase_out(ctx.game, o)


def _phase_out_all(ctx: EffectContext, e: ir.PhaseOutAll) -> None:
    from .phasing import phase_out

    g = ctx.game
    mine = [o for o in g.battlefield_objects()
            if layers.matches(g, g.chars(o.id), o, e.filter, None, ctx.controller)]
    # 702.26h: what would phase out directly and indirectly at once phases out indirectly.
    hosts = {o.id for o in mine}
    for o in mine:
        if o.attached_to in hosts:
            continue
        phase_out(g, o)


def _add_mana(ctx: EffectContext, e: ir.AddMana) -> None:
    g = ctx.game
    mana = e.mana
    if e.any_color:
        color = ctx.ask(Decision("choose", ctx.controller, "choose a color of mana",
                                 ("W", "U", "B", "R", "G")))
        mana = "{" + str(color) + "}"
    g.players[ctx.controller].mana_pool.add(mana)
    g.log_event("mana", f"{g.players[ctx.controller].name} adds {mana} ({ctx.name})", "605.3b")


def _counter(ctx: EffectContext, e: ir.CounterSpell) -> None:
    objs, _ = objects_and_players(ctx, e.what)
    for o in objs:
        ctx.game.counter(o.id, ctx.name)


def _life_cant_change(ctx: EffectContext, e: ir.LifeTotalCantChange) -> None:
    _, players = objects_and_players(ctx, e.who)
    for p in players:
        ctx.game.add_player_effect(p, "life_cant_change", ctx.name, e.duration, None)


def _search(ctx: EffectContext, e: ir.SearchLibrary) -> None:
    g = ctx.game
    lib = g.players[ctx.controller].library
    found = [oid for oid in lib if layers.matches(g, layers.off_battlefield(g, g.objects[oid]),
                                                  g.objects[oid], e.filter, None, ctx.controller)]
    picks: list[int] = []
    if found:
        ans = ctx.ask(Decision("choose", ctx.controller, f"search your library ({ctx.name})",
                               (None, *found), {"count": e.count, "optional": True}))
        if ans is not None:
            picks = list(ans) if isinstance(ans, list | tuple) else [ans]
    for oid in picks:
        o = g.objects[oid]
        if e.destination == "battlefield":
            g.move(o, Zone.BATTLEFIELD, f"{o.name} is put onto the battlefield ({ctx.name})",
                   "701.23a", tapped=e.tapped)
        else:
            g.move(o, Zone.HAND, f"{o.name} is put into a hand ({ctx.name})", "701.23a")
    g.shuffle(ctx.controller)


def _create_token(ctx: EffectContext, e: ir.CreateToken) -> None:
    g = ctx.game
    for _ in range(e.count):
        g.create_token(ctx.controller, e, ctx.name)


def _attach_self(ctx: EffectContext, e: ir.AttachSelf) -> None:
    """701.3a: attach the source to the target (equip: 702.6a); an illegal host is refused by
    the target check, and 704.5n cleans up anything that became illegal since."""
    g = ctx.game
    src = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
    objs, _ = objects_and_players(ctx, e.to)
    if src is None or src.zone is not Zone.BATTLEFIELD or not objs:
        return
    host = objs[0]
    from .sba import attach_problem

    why = attach_problem(g, src.id, host.id, None)
    if why:  # 701.3b: an object that can't be attached doesn't move
        g.log_event("attach", f"{src.name} can't be attached to {host.name}: {why}", "701.3b")
        return
    src.attached_to = host.id
    src.timestamp = g.new_timestamp()  # 613.7e
    g.dirty()
    g.log_event("attach", f"{src.name} becomes attached to {host.name}", "701.3a")


EXECUTORS: dict[type, Callable[[EffectContext, Any], None]] = {
    ir.AttachSelf: _attach_self,
    ir.DealDamage: _deal_damage,
    ir.Destroy: _destroy,
    ir.Exile: _exile,
    ir.ReturnToHand: _return_to_hand,
    ir.ReturnToBattlefield: _return_to_battlefield,
    ir.Sacrifice: _sacrifice,
    ir.SacrificeSelf: _sacrifice_self,
    ir.Draw: _draw,
    ir.Discard: _discard,
    ir.GainLife: _gain_life,
    ir.LoseLife: _lose_life,
    ir.ModifyPT: _modify_pt,
    ir.GrantAbilities: _grant,
    ir.GrantProtectionChoice: _protection_choice,
    ir.AddCounters: _add_counters,
    ir.Tap: _tap,
    ir.Untap: _untap,
    ir.Regenerate: _regenerate,
    ir.PreventDamage: _prevent,
    ir.PhaseOut: _phase_out,
    ir.PhaseOutAll: _phase_out_all,
    ir.AddMana: _add_mana,
    ir.CounterSpell: _counter,
    ir.LifeTotalCantChange: _life_cant_change,
    ir.SearchLibrary: _search,
    ir.CreateToken: _create_token,
}


def execute(ctx: EffectContext, effect: Any) -> None:
    fn = EXECUTORS.get(type(effect))
    if fn is None:
        raise NotImplementedError(f"the engine can't yet do {type(effect).__name__}")
    fn(ctx, effect)


def supported_effect(effect: Any) -> bool:
    return type(effect) in EXECUTORS
