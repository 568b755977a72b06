"""Effects on players and damage (608.2): damage, life, prevention (615), mana, the
monarch, skipped steps and draw replacements."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..decisions import ChooseMana, ChooseSource
from ..objects import GameObject, Target
from ..records import CreatureControllerBecomesMonarch
from ..zones import Zone
from . import (
    characteristics,
    effect_context,
    life_bans,
    mana_abilities,
    player_status,
    snow_mana,
)
from .damage import deal_damage, make_event
from .filter_match import PERMANENT_TYPES
from .life import exchange_life, gain_life, lose_life

if TYPE_CHECKING:
    from ..state import GameState


def _deal_damage(ctx: effect_context.EffectContext, e: ir.DealDamage) -> None:
    g = ctx.game
    if isinstance(e.source, ir.EachRef):
        _each_deals_damage(ctx, e)
        return
    source = effect_context._damage_source(ctx, e.source)
    if source is None:
        return
    sid, chars, owner, obj = source
    n = effect_context.amount(ctx, e.amount)
    objs, players = effect_context.objects_and_players(ctx, e.to, other_than=obj)
    objs = [o for o in objs if o.zone is Zone.BATTLEFIELD]  # 120.1: permanents are dealt damage
    events = [make_event(g, sid, chars, owner, Target(object_id=o.id), n) for o in objs]
    for p in players:  # 608.2c: "equal to the number of ... that player controls": each's own
        n = per_player(ctx, e.amount, p)
        events.append(make_event(g, sid, chars, owner, Target(player=p), n))
    ctx.damage_dealt += deal_damage(g, events, ctx.damaged)


def _each_deals_damage(ctx: effect_context.EffectContext, e: ir.DealDamage) -> None:
    """120.1, 120.2: "Each Dragon you control deals 1 damage to that creature": each object
    of the group (fixed now, 608.2h) is the source of its own damage, all dealt at once
    (one damage event, 120.3)."""
    g = ctx.game
    n = effect_context.amount(ctx, e.amount)
    sources, _ = effect_context.objects_and_players(ctx, e.source)
    # the recipients are found once (a choice among them is made once, 608.2c), except
    # "each other creature", which is other than each source in turn
    per_source = isinstance(e.to, ir.EachRef)
    fixed = ([], []) if per_source else effect_context.objects_and_players(ctx, e.to)
    events = []
    for src in sources:
        if src.zone is not Zone.BATTLEFIELD:
            continue
        chars = characteristics.chars(g, src.id)
        objs, players = (
            effect_context.objects_and_players(ctx, e.to, other_than=src) if per_source else fixed
        )
        objs = [o for o in objs if o.zone is Zone.BATTLEFIELD]  # 120.1
        events += [make_event(g, src.id, chars, src.owner, Target(object_id=o.id), n) for o in objs]
        events += [make_event(g, src.id, chars, src.owner, Target(player=p), n) for p in players]
    ctx.damage_dealt += deal_damage(g, events, ctx.damaged)


def per_player(ctx: effect_context.EffectContext, value: Any, player: int) -> int:
    """An instruction's amount for one of the players it deals with (608.2c): "that player"
    in it (ir.EachPlayerNowRef) is ``player``."""
    ctx.each_player = player
    try:
        return effect_context.amount(ctx, value)
    finally:
        ctx.each_player = None


def _gain_life(ctx: effect_context.EffectContext, e: ir.GainLife) -> None:
    _, players = effect_context.objects_and_players(ctx, e.who)
    for p in players:
        gain_life(ctx.game, p, per_player(ctx, e.amount, p), ctx.name)


def _lose_life(ctx: effect_context.EffectContext, e: ir.LoseLife) -> None:
    _, players = effect_context.objects_and_players(ctx, e.who)
    for p in players:  # s11 h-combat: the life actually lost (119.3), for "this way"
        ctx.life_lost += lose_life(ctx.game, p, per_player(ctx, e.amount, p), ctx.name)


def _source_is(g: GameState, oid: int, f: ir.Filter) -> bool:
    """105.1, 205.2 (h-act): whether the source has one of the colors, or card types, that
    "a black or red source" / "an artifact source" names (its characteristics now)."""
    from . import characteristics

    if oid in g.objects:
        ch = characteristics.chars(g, oid)
    elif (lk := g.last_known.get(oid)) is not None:
        ch = lk.chars  # 609.7a: gone from its zone, as it last existed (608.2h)
    else:
        return False
    return bool(f.colors & ch.colors) or bool(f.types & ch.types)


def choosable_sources(g: GameState) -> tuple[int, ...]:
    """609.7a: what a player may choose as "a source of your choice": a permanent, a spell on
    the stack, or an object a spell or ability on the stack refers to (its source, the object
    its trigger event named, its targets), even one no longer where it was."""
    seen: dict[int, None] = {}

    def add(oid: int | None) -> None:
        if oid is not None and (oid in g.objects or oid in g.former_names):
            seen.setdefault(oid, None)

    for o in g.battlefield_objects():
        add(o.id)
    for item in g.stack:
        obj = item.object
        if isinstance(obj, GameObject):
            add(obj.id)
        else:
            add(obj.source_id)
            add(obj.trigger_subject)
        for ts in item.targets:
            for t in ts:
                add(t.object_id)
    return tuple(seen)


def _prevent(ctx: effect_context.EffectContext, e: ir.PreventDamage) -> None:
    from .replacement import PreventionShield

    if e.by_only:  # s10 h-act, 615.1: "... dealt by target creature this turn"
        objs, _ = effect_context.objects_and_players(ctx, e.to)
        for o in objs:
            ctx.game.prevention_shields.append(
                PreventionShield(ctx.name, None, None, None, e.combat_only, source_id=o.id)
            )
            kind = "combat damage" if e.combat_only else "damage"
            ctx.game.log_event(
                "shield", f"{ctx.name}: {kind} by {o.name} will be prevented", "615.1"
            )
        return
    if e.and_by:  # h-act, 615.1: "... dealt to and dealt by that creature this turn"
        objs, _ = effect_context.objects_and_players(ctx, e.to)
        for o in objs:
            ctx.game.prevention_shields.append(PreventionShield(ctx.name, o.id, None, None, True))
            ctx.game.prevention_shields.append(
                PreventionShield(ctx.name, None, None, None, True, source_id=o.id)
            )
            ctx.game.log_event(
                "shield",
                f"{ctx.name}: combat damage to and by {o.name} will be prevented",
                "615.1",
            )
        return
    if e.from_chosen_source:  # "The next time a source of your choice would deal damage"
        g = ctx.game
        sources = choosable_sources(g)
        if e.source_filter is not None:  # h-act, 615.7: "a red source of your choice"
            sources = tuple(s for s in sources if _source_is(g, s, e.source_filter))
        if not sources:
            return
        src = int(
            ctx.ask(
                ChooseSource(
                    player=ctx.controller,
                    prompt=f"choose a source ({ctx.name})",
                    options=sources,
                )
            )
        )
        chosen = g.objects.get(src)
        # 609.7a: a permanent spell: the shield applies to the permanent it becomes, too
        becomes = (
            chosen is not None
            and chosen.zone is Zone.STACK
            and bool(PERMANENT_TYPES & set(characteristics.chars(g, src).types))
        )
        if e.to is None:  # "Prevent all damage a source of your choice would deal this turn"
            g.prevention_shields.append(
                PreventionShield(
                    ctx.name,
                    None,
                    None,
                    None,
                    e.combat_only,
                    source_id=src,
                    spell_becomes=becomes,
                )
            )
        else:  # "The next time a source of your choice would deal damage to X this turn"
            objs, players = effect_context.objects_and_players(ctx, e.to)
            recipients = [(o.id, None) for o in objs] + [(None, p) for p in players]
            for object_id, player in recipients:
                g.prevention_shields.append(
                    PreventionShield(
                        ctx.name,
                        object_id,
                        player,
                        None,
                        e.combat_only,
                        source_id=src,
                        once=True,
                        spell_becomes=becomes,
                    )
                )
        name = g.object_name(src)
        to = "" if e.to is None else _recipients_text(ctx, e.to)
        g.log_event(
            "shield",
            f"{ctx.name}: "
            + (
                f"all damage {name} would deal this turn will be prevented"
                if e.to is None
                else f"the next damage {name} would deal{to} is prevented"
            ),
            "615.1a" if e.to is None else "615.8",
        )
        return

    if e.to is None:
        ctx.game.prevention_shields.append(
            PreventionShield(ctx.name, None, None, e.amount, e.combat_only)
        )
        ctx.game.log_event("shield", f"{ctx.name}: damage will be prevented", "615.1")
        return
    objs, players = effect_context.objects_and_players(ctx, e.to)
    n = e.amount  # s11 h-dmg, 107.3: "the next X damage" counted as it resolves (608.2h)
    if n is not None and not isinstance(n, int):
        n = effect_context.amount(ctx, n)
    for o in objs:
        ctx.game.prevention_shields.append(PreventionShield(ctx.name, o.id, None, n, e.combat_only))
        ctx.game.log_event(
            "shield",
            f"{ctx.name} will prevent damage to {o.name}",
            "615.1a" if e.amount is None else "615.7",
        )
    for p in players:
        ctx.game.prevention_shields.append(PreventionShield(ctx.name, None, p, n, e.combat_only))


def _add_mana(ctx: effect_context.EffectContext, e: ir.AddMana) -> None:
    g = ctx.game
    mana = e.mana
    if e.combination or e.chosen_color or e.could_produce is not None:  # h-mana, h-act
        mana_abilities.add_mana_more(ctx, e)
        return
    if e.alternatives and (isinstance(e.count, int) and e.count == 1):
        choice = ctx.ask(
            ChooseMana(
                player=ctx.controller,
                prompt="choose which mana to add",
                options=(e.mana, *e.alternatives),  # "Add {B} or {R}": either (106.1)
            )
        )
        mana = str(choice)
    elif e.alternatives and (n := effect_context.amount(ctx, e.count)) > 0:
        # "Add {B} or {G} for each permanent destroyed this way.": a choice for each (106.1)
        options = (e.mana, *e.alternatives)
        prompts = [f"choose which mana to add ({k + 1} of {n})" for k in range(n)]
        picks = [ChooseMana(player=ctx.controller, prompt=p, options=options) for p in prompts]
        mana = "".join(str(ctx.ask(d)) for d in picks)
        e = replace(e, count=1)
    elif e.any_color:
        color = ctx.ask(
            ChooseMana(
                player=ctx.controller,
                prompt="choose a color of mana",
                options=("W", "U", "B", "R", "G"),
            )
        )
        mana = "{" + str(color) + "}"
        if e.many:  # h-mana, 106.1: "two mana of any one color": one color, that many
            mana = mana * e.many
    if not isinstance(e.count, int) or e.count != 1:
        # "Add {G} for each creature you control": counted as it resolves (107.1, 608.2h)
        n = effect_context.amount(ctx, e.count)
        if n <= 0:
            who = g.players[ctx.controller].name
            g.log_event("mana", f"{who} adds no mana ({ctx.name}: the count is 0)", "107.1")
            return
        mana = mana * n
    if e.spend is not None:  # 106.6 (h-costs): it keeps its restriction in the pool
        g.players[ctx.controller].mana_pool.add_restricted(mana, e.spend)
    else:  # 106.4; 107.4h: a snow source's mana is snow mana
        snow_mana.add(g, g.players[ctx.controller].mana_pool, mana, ctx.source_id)
    g.log_event("mana", f"{g.players[ctx.controller].name} adds {mana} ({ctx.name})", "605.3b")
    if e.kept:  # 500.4: "Until end of turn, you don't lose this mana as steps and phases end."
        g.players[ctx.controller].mana_pool.keep_until_end_of_turn(mana)
        g.log_event(
            "mana", f"{mana} stays in the mana pool until end of turn ({ctx.name})", "500.4"
        )


def _life_cant_change(ctx: effect_context.EffectContext, e: ir.LifeTotalCantChange) -> None:
    _, players = effect_context.objects_and_players(ctx, e.who)
    kind = life_bans.CANT_GAIN_LIFE if e.gain_only else "life_cant_change"  # h-misc: 101.2
    for p in players:
        player_status.add_player_effect(ctx.game, p, kind, ctx.name, e.duration, None)


def game_result(ctx: effect_context.EffectContext, e: ir.GameResult) -> None:
    """104.2b: "you win the game": the game ends (104.1), every other player having lost;
    104.3e: "you lose the game"."""
    g = ctx.game
    _, players = effect_context.objects_and_players(ctx, e.who)
    players = [p for p in players if not g.players[p].lost]
    if not players or g.over:
        return
    if not e.win:
        player_status.lose_together(g, [(p, f"{ctx.name}'s effect", "104.3e") for p in players])
        return
    winner = g.players[players[0]]
    g.log_event("game", f"{winner.name} wins the game ({ctx.name})", "104.2b")
    why = f"{winner.name} won the game ({ctx.name})"
    others = [(q.index, why, "104.2b") for q in g.players if q.index != winner.index and not q.lost]
    player_status.lose_together(g, others)


def _become_monarch(ctx: effect_context.EffectContext, e: ir.BecomeMonarch) -> None:
    _, players = effect_context.objects_and_players(ctx, e.who)
    for p in players:
        player_status.become_monarch(ctx.game, p, ctx.name)


def _set_life(ctx: effect_context.EffectContext, e: ir.SetLifeTotal) -> None:
    """119.5: the player gains or loses the difference (so "can't change" stops it)."""
    _, players = effect_context.objects_and_players(ctx, e.who)
    n = effect_context.amount(ctx, e.amount)
    for p in players:
        diff = n - ctx.game.players[p].life
        if diff > 0:
            gain_life(ctx.game, p, diff, ctx.name, "119.5")
        elif diff < 0:
            lose_life(ctx.game, p, -diff, ctx.name, "119.5")


def _exchange_life(ctx: effect_context.EffectContext, e: ir.ExchangeLifeTotals) -> None:
    """701.12c: through the pipeline (life.exchange_life)."""
    _, a = effect_context.objects_and_players(ctx, e.a)
    _, b = effect_context.objects_and_players(ctx, e.b)
    if a and b:
        exchange_life(ctx.game, a[0], b[0], ctx.name)


def _extra_turn(ctx: effect_context.EffectContext, e: ir.ExtraTurn) -> None:
    """500.7: each player gets an extra turn directly after this one, added one at a time in
    APNAP order; the most recently added is taken first (``Game.extra_turns``, taken from
    the end by rules/turn.end_step)."""
    g = ctx.game
    _, players = effect_context.objects_and_players(ctx, e.who)
    for p in g.apnap(list(players)):
        g.extra_turns.append(p)
        g.dirty_elsewhere()
        g.log_event(
            "effect", f"{g.players[p].name} will take an extra turn after this one", "500.7"
        )


def _skip_untap(ctx: effect_context.EffectContext, e: ir.SkipNextUntap) -> None:
    _, players = effect_context.objects_and_players(ctx, e.who)
    if e.turn:  # s10 h-act, 614.10: "You skip your next turn." (rules/turn.end_step)
        for p in players:
            ctx.game.skip_turns[p] = ctx.game.skip_turns.get(p, 0) + 1
            ctx.game.log_event(
                "effect", f"{ctx.game.players[p].name} will skip their next turn", "614.10"
            )
        return
    for p in players:
        ctx.game.skip_untap[p] = ctx.game.skip_untap.get(p, 0) + 1
        ctx.game.log_event(
            "effect", f"{ctx.game.players[p].name} will skip their next untap step", "614.10"
        )


def _damage_cant_be_prevented(
    ctx: effect_context.EffectContext, e: ir.DamageCantBePrevented
) -> None:
    ctx.game.unpreventable_until_cleanup = True
    ctx.game.log_event("effect", f"{ctx.name}: damage can't be prevented this turn", "615.12")


def _next_draw_replaced(ctx: effect_context.EffectContext, e: ir.NextDrawReplaced) -> None:
    ctx.game.draw_replacements.append(
        (ctx.controller, effect_context.amount(ctx, e.life), ctx.name)
    )
    ctx.game.log_event(
        "effect",
        f"{ctx.name}: the next card "
        f"{ctx.game.players[ctx.controller].name} would draw this turn is replaced",
        "614.1a",
    )


def _creature_controller_becomes_monarch(
    ctx: effect_context.EffectContext, e: CreatureControllerBecomesMonarch
) -> None:
    g = ctx.game
    obj = g.objects.get(e.creature_id)
    on_battlefield = obj is not None and obj.zone is Zone.BATTLEFIELD
    player = characteristics.chars(g, e.creature_id).controller if on_battlefield else e.controller
    player_status.become_monarch(g, player, "combat damage")


def _recipients_text(ctx: effect_context.EffectContext, to: Any) -> str:
    """615.8: " to Alice", " to Grizzly Bears and Bob": what the shield protects."""
    objs, players = effect_context.objects_and_players(ctx, to)
    names = [o.name for o in objs] + [ctx.game.players[p].name for p in players]
    return " to " + " and ".join(names) if names else ""
