"""Effects on permanents (608.2, 611.2): continuous effects (pump, grant, set
characteristics), counters, tap and untap, regeneration, phasing, attachments, control,
restrictions."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..decisions import AttachChoice, ChooseColor, ChooseOption
from ..zones import Zone
from . import (
    characteristics,
    effect_context,
    expiry,
    layers,
    permanents,
    player_status,
)
from .sba import attach_problem

if TYPE_CHECKING:
    pass


def _affect(
    ctx: effect_context.EffectContext, ref: Any, duration: ir.Duration, rule: str, **fields: Any
) -> None:
    """Start a continuous effect on the objects ``ref`` names now (611.2c: the set is locked
    in; 702.26e: phased-out permanents aren't included). A group an earlier instruction of
    this resolution acted on is the same objects ("each planeswalker you control becomes a
    4/4 Dragon creature and gains flying": the set isn't looked at again, 611.2c)."""
    objs, _ = effect_context.objects_and_players(ctx, _locked(ctx, ref))
    ids = frozenset(o.id for o in objs if o.zone is Zone.BATTLEFIELD and not o.phased_out)
    if ids and _while_tapped_ends(ctx, duration):
        return
    if ids:
        characteristics.add_continuous_effect(
            ctx.game,
            ctx.controller,
            ctx.name,
            duration,
            ids,
            rule=rule,
            source_id=_watched(ctx, duration),
            **fields,
        )


def _watched(ctx: effect_context.EffectContext, duration: ir.Duration) -> int | None:
    """611.2b: the source a "for as long as ~ remains tapped / on the battlefield" effect
    watches (None: none)."""
    return ctx.source_id if duration in expiry.WATCHING else None


def _while_tapped_ends(ctx: effect_context.EffectContext, duration: ir.Duration) -> bool:
    """611.2b: a "for as long as ~ remains tapped / on the battlefield" effect whose source
    isn't so as it would begin does nothing (it never starts)."""
    if duration not in expiry.WATCHING or expiry.source_holds(ctx.game, duration, ctx.source_id):
        return False
    why = "isn't tapped" if duration is ir.Duration.WHILE_SOURCE_TAPPED else "left the battlefield"
    ctx.game.log_event(
        "effect", f"{ctx.name}: the effect does nothing (its source {why})", "611.2b"
    )
    return True


def _locked(ctx: effect_context.EffectContext, ref: Any) -> Any:
    """611.2c: a group an earlier instruction of this resolution acted on, as that set."""
    if isinstance(ref, ir.EachRef) and ref.players is None and ref in ctx.groups:
        return ir.GroupRef(ref)
    return ref


def _modify_pt(ctx: effect_context.EffectContext, e: ir.ModifyPT) -> None:
    _affect(ctx, e.what, e.duration, "613.4c", power=e.power, toughness=e.toughness)


def source_choices(
    ctx: effect_context.EffectContext, abilities: tuple[Any, ...]
) -> tuple[Any, ...]:
    """ "the chosen color" / "the chosen player" in an effect: what was chosen as its source
    entered (614.12a), read from the source now or, once it has left the battlefield, from
    its last known information (608.2h: Floating Shield sacrificed for its ability)."""
    g = ctx.game
    src = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
    lk = g.last_known.get(ctx.source_id) if ctx.source_id is not None else None
    color = src.chosen_color if src is not None else (lk.chosen_color if lk else None)
    name = src.chosen_name if src is not None else (lk.chosen_name if lk else None)
    out: list[Any] = []
    for a in abilities:
        q = a.quality if isinstance(a, ir.Keyword) else None
        if q is not None and q.kind is ir.QualityKind.CHOSEN_COLOR and color:
            a = replace(a, quality=ir.Quality(ir.QualityKind.COLOR, color))
        elif (
            q is not None
            and q.kind in (ir.QualityKind.PLAYER, ir.QualityKind.NAME)
            and q.value == "chosen"
            and name
        ):
            a = replace(a, quality=ir.Quality(q.kind, name))
        out.append(a)
    return tuple(out)


def _grant(ctx: effect_context.EffectContext, e: ir.GrantAbilities) -> None:
    e = replace(e, abilities=source_choices(ctx, e.abilities))  # 608.2h, 614.12a
    objs, players = effect_context.objects_and_players(ctx, _locked(ctx, e.what))
    if e.choice and (objs or players):  # s10 h-act, 608.2d: "gains your choice of ..."
        e = replace(e, abilities=(_chosen_keyword(ctx, e.abilities),), choice=False)
    ids = frozenset(o.id for o in objs if o.zone is Zone.BATTLEFIELD and not o.phased_out)
    if ids and _while_tapped_ends(ctx, e.duration):
        return
    if ids:
        characteristics.add_continuous_effect(
            ctx.game,
            ctx.controller,
            ctx.name,
            e.duration,
            ids,
            abilities=e.abilities,
            rule="613.1f",
            source_id=_watched(ctx, e.duration),
        )
    for p in players:
        for a in e.abilities:
            if isinstance(a, ir.Keyword):  # its quality too: "hexproof from black" (702.11d)
                player_status.add_player_effect(
                    ctx.game, p, a.name, ctx.name, e.duration, a.quality
                )


def _chosen_keyword(ctx: effect_context.EffectContext, kws: tuple[Any, ...]) -> Any:
    """608.2d: the keyword the controller chooses among ``kws`` as the effect resolves."""
    names = tuple(k.name for k in kws)
    ans = ctx.ask(
        ChooseOption(player=ctx.controller, prompt=f"choose an ability ({ctx.name})", options=names)
    )
    if ans not in names:
        from ..errors import IllegalActionError

        raise IllegalActionError(f"{ans!r} isn't one of {', '.join(names)}", "608.2d")
    return kws[names.index(str(ans))]


def _protection_choice(ctx: effect_context.EffectContext, e: ir.GrantProtectionChoice) -> None:
    g = ctx.game
    objs, players = effect_context.objects_and_players(ctx, e.what)
    if not objs and not players:
        return
    color = ctx.ask(
        ChooseColor(
            player=ctx.controller,
            prompt=f"choose a color ({ctx.name})",
            options=("white", "blue", "black", "red", "green"),
        )
    )
    letter = ir.COLOR_LETTERS.get(str(color).lower())
    if letter is None:
        from ..errors import IllegalActionError

        raise IllegalActionError(f"{color!r} isn't a color", "105.1")
    kw = ir.Keyword("protection", quality=ir.Quality(ir.QualityKind.COLOR, letter))
    ids = frozenset(o.id for o in objs if o.zone is Zone.BATTLEFIELD)
    if ids:
        characteristics.add_continuous_effect(
            g, ctx.controller, ctx.name, e.duration, ids, abilities=(kw,), rule="613.1f"
        )
    for p in players:  # "you gain protection from the color of your choice" (702.16b)
        player_status.add_player_effect(g, p, "protection", ctx.name, e.duration, kw.quality)


def _add_counters(ctx: effect_context.EffectContext, e: ir.AddCounters) -> None:
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    done = False
    for o in objs:
        before = o.counters.get(e.kind, 0)
        permanents.add_counters(ctx.game, o, e.kind, effect_context.amount(ctx, e.count), "122.1")
        done = done or o.counters.get(e.kind, 0) > before
    if ctx.as_cost:
        # 118.12, 608.2c: "put a +1/+1 counter on it ... If you do" with it gone (400.7) or no
        # counter put
        ctx.did = done


def _tap(ctx: effect_context.EffectContext, e: ir.Tap) -> None:
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    done = False
    for o in objs:
        if not o.tapped:  # 701.26a: only untapped permanents can be tapped
            permanents.tap(ctx.game, o, "701.26a")
            done = done or o.tapped
    if ctx.as_cost:
        ctx.did = done  # 118.12, 608.2c: "tap it. If you do" with it tapped already


def _untap(ctx: effect_context.EffectContext, e: ir.Untap) -> None:
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    done = False
    for o in objs:
        if o.tapped:  # 701.26b: only tapped permanents can be untapped
            permanents.untap(ctx.game, o, "701.26b")
            done = done or not o.tapped
    if ctx.as_cost:
        ctx.did = done  # 118.12, 608.2c: "untap it. If you do" with it untapped already


def _regenerate(ctx: effect_context.EffectContext, e: ir.Regenerate) -> None:
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    for o in objs:
        if o.zone is Zone.BATTLEFIELD:
            o.regen_shields += 1
            ctx.game.log_event(
                "shield", f"{ctx.name} creates a regeneration shield for {o.name}", "701.19a"
            )


def _phase_out(ctx: effect_context.EffectContext, e: ir.PhaseOut) -> None:
    from .phasing import phase_out

    objs, _ = effect_context.objects_and_players(ctx, e.what)
    for o in objs:
        phase_out(ctx.game, o)


def _phase_out_all(ctx: effect_context.EffectContext, e: ir.PhaseOutAll) -> None:
    from .phasing import phase_out

    g = ctx.game
    mine = [
        o
        for o in g.battlefield_objects()
        if layers.matches(g, characteristics.chars(g, o.id), o, e.filter, None, ctx.controller)
    ]
    # 702.26h: what would phase out directly and indirectly at once phases out indirectly.
    hosts = {o.id for o in mine}
    for o in mine:
        if o.attached_to in hosts:
            continue
        phase_out(g, o)


def _becomes_blocked(ctx: effect_context.EffectContext, e: ir.BecomesBlocked) -> None:
    g = ctx.game
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    for o in objs:
        if o.id in g.combat.attackers:
            g.combat.was_blocked.add(o.id)  # 509.1h: it stays blocked with no blockers
            g.combat.blocked_by.setdefault(o.id, [])
            g.dirty_elsewhere()  # the combat: only conditions and filters read it (613)
            g.log_event("block", f"{o.name} becomes blocked ({ctx.name})", "509.1h")


def _move_counters(ctx: effect_context.EffectContext, e: ir.MoveCounters) -> None:
    g = ctx.game
    src, _ = effect_context.objects_and_players(ctx, e.source)
    dst, _ = effect_context.objects_and_players(ctx, e.to)
    if not src or not dst or src[0].counters.get(e.kind, 0) < e.count:
        ctx.did = False
        return
    permanents.remove_counters(g, src[0], e.kind, e.count, "122.5")
    permanents.add_counters(g, dst[0], e.kind, e.count, "122.5")


def _move_aura(ctx: effect_context.EffectContext, e: ir.MoveAura) -> None:
    """Simic Guildmage: the new host is chosen on resolution (not targeted); an Aura can't be
    attached to something it couldn't enchant (701.3b, 702.5a)."""
    from ..errors import IllegalActionError

    g = ctx.game
    auras, _ = effect_context.objects_and_players(ctx, e.what)
    for aura in auras:
        host = g.objects.get(aura.attached_to) if aura.attached_to is not None else None
        if host is None:
            continue
        ctrl = characteristics.chars(g, host.id).controller
        candidates = [
            o.id
            for o in g.battlefield_objects()
            if o.id != host.id
            and characteristics.chars(g, o.id).controller == ctrl
            and "creature" in characteristics.chars(g, o.id).types
        ]
        refusals = {
            oid: why for oid in candidates if (why := attach_problem(g, aura.id, oid, None))
        }
        options = tuple(oid for oid in candidates if oid not in refusals)
        if not options:
            g.log_event(
                "attach",
                f"{aura.name} stays attached: no other creature it could enchant",
                "701.3b",
            )
            continue
        new = ctx.ask(
            AttachChoice(
                player=ctx.controller,
                prompt=f"choose a creature to attach {aura.name} to ({ctx.name})",
                options=options,
                refusals={
                    k: f"{aura.name} can't be attached to {g.objects[k].name}: {v} (701.3b)"
                    for k, v in refusals.items()
                },
            )
        )
        if int(new) not in options:
            raise IllegalActionError(f"{aura.name} can't be attached there", "701.3b")
        aura.attached_to = int(new)
        aura.timestamp = g.new_timestamp()  # 613.7e
        g.dirty()
        g.log_event(
            "attach", f"{aura.name} becomes attached to {g.objects[int(new)].name}", "701.3a"
        )


def _attach_self(ctx: effect_context.EffectContext, e: ir.AttachSelf) -> None:
    """701.3a: attach the source to the target (equip: 702.6a); an illegal host is refused by
    the target check, and 704.5n cleans up anything that became illegal since."""
    g = ctx.game
    src = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
    objs, _ = effect_context.objects_and_players(ctx, e.to)
    if src is None or src.zone is not Zone.BATTLEFIELD or not objs:
        return
    host = objs[0]

    why = attach_problem(g, src.id, host.id, None)
    if why:  # 701.3b: an object that can't be attached doesn't move
        g.log_event("attach", f"{src.name} can't be attached to {host.name}: {why}", "701.3b")
        return
    if src.attached_to == host.id:
        # 701.3b: attached to it already, nothing happens (and no new timestamp, 613.7e)
        g.log_event(
            "attach", f"{src.name} is already attached to {host.name}: nothing happens", "701.3b"
        )
        if ctx.as_cost:
            ctx.did = False
        return
    src.attached_to = host.id
    src.timestamp = g.new_timestamp()  # 613.7e
    g.dirty()
    g.log_event("attach", f"{src.name} becomes attached to {host.name}", "701.3a")


def _must_block(ctx: effect_context.EffectContext, e: Any) -> None:
    """Provoke: the target must block the source this combat if able (509.1c)."""
    g = ctx.game
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    for o in objs:
        if ctx.source_id is not None:
            g.combat.requirements.append((o.id, ctx.source_id))
            g.log_event("effect", f"{o.name} must block {ctx.name} this combat if able", "509.1c")


def _restriction_effect(ctx: effect_context.EffectContext, e: ir.RestrictionEffect) -> None:
    """A one-shot "can't block this turn": a continuous effect adding the restriction."""
    from .targeting import TARGET_RESTRICTION, CantBeTargetedBy

    abilities: tuple[Any, ...] = ()
    rest = e.cant - {TARGET_RESTRICTION}
    if rest and isinstance(e.what, ir.EachRef) and e.what.filter is not None:
        # 611.2c: "Creatures with power 3 or less can't block this turn" changes no
        # characteristic: it applies to what matches when blockers are declared (509.1b),
        # creatures that enter later included, not to a set fixed now
        restriction = ir.Restriction(
            e.what, rest, blockers=e.blockers, blockers_except=e.blockers_except
        )
        characteristics.add_group_effect(
            ctx.game, ctx.controller, ctx.name, e.duration, restriction, e.what.filter
        )
        rest = frozenset()
    if rest:
        abilities += (
            ir.Restriction(
                ir.SelfRef(), rest, blockers=e.blockers, blockers_except=e.blockers_except
            ),
        )
    if TARGET_RESTRICTION in e.cant:  # 109.5: "your opponents": this spell's controller's
        abilities += (CantBeTargetedBy(ctx.controller, ctx.name),)
    if abilities:  # 113.12: a quality, not an ability an effect could remove
        _affect(ctx, e.what, e.duration, "611.2a", qualities=abilities)


def _attach(ctx: effect_context.EffectContext, e: ir.Attach) -> None:
    g = ctx.game
    things, _ = effect_context.objects_and_players(ctx, e.what)
    hosts, _ = effect_context.objects_and_players(ctx, e.to)
    if ctx.as_cost:
        ctx.did = False  # 608.2c: "attach it ... If you do" is true only if it was attached
    if not hosts:
        return
    for o in things:
        why = attach_problem(g, o.id, hosts[0].id, None)
        if why or o.zone is not Zone.BATTLEFIELD:
            g.log_event("attach", f"{o.name} can't be attached to {hosts[0].name}: {why}", "701.3b")
            continue
        if o.attached_to == hosts[0].id:  # 701.3b: attached to it already: nothing happens
            continue
        if ctx.as_cost:
            ctx.did = True
        o.attached_to = hosts[0].id
        o.timestamp = g.new_timestamp()  # 613.7e
        g.dirty()
        g.log_event("attach", f"{o.name} becomes attached to {hosts[0].name}", "701.3a")


def _tap_or_untap(ctx: effect_context.EffectContext, e: ir.TapOrUntap) -> None:
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    for o in objs:
        ans = ctx.ask(
            ChooseOption(
                player=ctx.controller, prompt=f"tap or untap {o.name}?", options=("tap", "untap")
            )
        )
        if str(ans) == "tap":
            permanents.tap(ctx.game, o, "701.26a")
        else:
            permanents.untap(ctx.game, o, "701.26b")


def _remove_abilities(ctx: effect_context.EffectContext, e: ir.RemoveAbilities) -> None:
    _affect(ctx, e.what, e.duration, "613.1f", remove_abilities=e.abilities, remove_all=e.all)


def _set_characteristics(ctx: effect_context.EffectContext, e: ir.SetCharacteristics) -> None:
    _affect(
        ctx,
        e.what,
        e.duration,
        _set_rule(e),
        set_power=e.power,
        set_toughness=e.toughness,
        set_colors=e.colors,
        set_creature_types=e.creature_types,
        switch_pt=e.switch,  # h-act, 613.4d
    )


def _set_rule(e: ir.SetCharacteristics) -> str:
    """The layer of what ``e`` sets (613.1): switching or setting power and toughness (613.4d,
    613.4b), else its colors (613.1e, layer 5), else its creature types (613.1d, layer 4)."""
    if e.switch:
        return "613.4d"
    if e.power is not None or e.toughness is not None:
        return "613.4b"
    if e.colors is not None:
        return "613.1e"
    return "613.1d" if e.creature_types is not None else "613.4b"


def _protection_options(ctx: effect_context.EffectContext, e: ir.GrantProtectionOptions) -> None:
    """Razor Barrier: one protection, its quality chosen on resolution (608.2d)."""
    g = ctx.game
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    from .protection import quality_text

    options = [quality_text(q) for q in e.qualities]
    if e.colors:
        options += [ir.COLOR_NAMES[c] for c in "WUBRG"]
    ans = str(
        ctx.ask(
            ChooseOption(
                player=ctx.controller,
                prompt=f"choose a quality ({ctx.name})",
                options=tuple(options),
            )
        )
    )
    quality = next((q for q in e.qualities if quality_text(q) == ans), None)
    if quality is None:
        quality = ir.Quality(ir.QualityKind.COLOR, ir.COLOR_LETTERS[ans])
    ids = frozenset(o.id for o in objs if o.zone is Zone.BATTLEFIELD)
    if ids:
        characteristics.add_continuous_effect(
            g,
            ctx.controller,
            ctx.name,
            e.duration,
            ids,
            abilities=(ir.Keyword("protection", quality=quality),),
            rule="613.1f",
        )


def _modify_pt_x(ctx: effect_context.EffectContext, e: ir.ModifyPTX) -> None:
    # 613.4c; 608.2h: "+1/+1 for each ..." / "+X/+X, where X is ..." counted once, now
    n = effect_context.amount(ctx, e.amount)
    _affect(ctx, e.what, e.duration, "613.4c", power=e.power * n, toughness=e.toughness * n)


def _doesnt_untap_next(ctx: effect_context.EffectContext, e: ir.DoesntUntapNext) -> None:
    """502.3: each object doesn't untap during the next untap step of its controller now
    (or of the effect's controller: "your next untap step"); Game.untap_locks, used and
    ended by rules/turn.untap_step."""
    g = ctx.game
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    for o in objs:
        if o.zone is not Zone.BATTLEFIELD:
            continue  # only a permanent untaps (502.3)
        player = ctx.controller if e.yours else o.controller
        g.untap_locks.append((o.id, player))
        g.dirty_elsewhere()
        g.log_event(
            "effect",
            f"{o.name} doesn't untap during {g.players[player].name}'s next untap step",
            "502.3",
        )


def _doesnt_untap_while(ctx: effect_context.EffectContext, e: ir.DoesntUntapWhile) -> None:
    """611.2b: "for as long as this creature remains tapped" / "you control this"."""
    g = ctx.game
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    for o in objs:
        if ctx.source_id is not None:
            # 109.5: "you" is the effect's controller, kept with the condition (rules/turn.py)
            cond = e.condition
            if cond == "you control source":
                cond = f"{cond}:{ctx.controller}"
            g.held_untapped.append((o.id, ctx.source_id, cond))
            g.log_event(
                "effect",
                f"{o.name} doesn't untap while {ctx.name}'s condition holds ({e.condition})",
                "611.2b",
            )
