"""The effects of permanents' keyword abilities that no card's text spells out (issue 12):
fabricate's choice (702.123a), mobilize's attacking tokens (702.181a), decayed's sacrifice at
end of combat (702.147a), myriad's attacking copies (702.116a), backup's abilities
(702.165a). The abilities are built by rules/keywords_permanent.py."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, cast

from ..cards import ir
from ..decisions import ChooseOption
from ..objects import Target
from ..records import PendingTrigger
from ..zones import Zone
from . import (
    characteristics,
    combat,
    copying,
    delayed,
    effect_context,
    effects_tokens,
    permanents,
    zone_moves,
)
from .keywords_permanent import (
    BackupGrant,
    FabricateChoice,
    MobilizeTokens,
    MyriadCopies,
    SacrificeAtEndOfCombat,
)

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState

__all__ = [
    "backup_grant",
    "decayed_sacrifice",
    "fabricate_choice",
    "mobilize_tokens",
    "myriad_copies",
]

#: the steps of the combat phase after attackers are declared (506.1, 508.4)
_COMBAT_STEPS = frozenset(
    {"declare_attackers", "declare_blockers", "first_strike_damage", "combat_damage"}
)

_COUNTERS = "counters"
_SERVOS = "servos"


def fabricate_choice(ctx: effect_context.EffectContext, e: FabricateChoice) -> None:
    """702.123a: "you may put N +1/+1 counters on it. If you don't, create N 1/1 colorless
    Servo artifact creature tokens." The controller chooses as it resolves (608.2d); "it" is
    the permanent with fabricate: once it has left the battlefield the counters can't be put
    on it (400.7, 609.3) and the Servos are created."""
    g = ctx.game
    me = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
    here = me is not None and me.zone is Zone.BATTLEFIELD
    choice = _SERVOS
    if here:
        counters = "a +1/+1 counter" if e.amount == 1 else f"{e.amount} +1/+1 counters"
        answer = ctx.ask(
            ChooseOption(
                player=ctx.controller,
                prompt=f"{ctx.name}: fabricate {e.amount}: put {counters} on it, or create "
                f"{e.amount} Servo token(s)?",
                options=(_COUNTERS, _SERVOS),
            )
        )
        choice = _COUNTERS if str(answer) == _COUNTERS else _SERVOS
    if choice == _COUNTERS and me is not None:
        g.log_event("effect", f"{ctx.name}: fabricate {e.amount}: +1/+1 counters", "702.123a")
        permanents.add_counters(g, me, "+1/+1", e.amount, "702.123a")
        return
    why = "it left the battlefield" if not here else "the Servos are chosen"
    g.log_event("effect", f"{ctx.name}: fabricate {e.amount}: Servo tokens ({why})", "702.123a")
    effects_tokens.create_token(ctx, e.servos)


def _attackable(g: GameState, controller: int) -> list[tuple[str, Target]]:
    """508.4, 506.2: what a creature put onto the battlefield attacking may attack: a
    defending player (an opponent still in the game) or a planeswalker one controls, by
    the words a player answers with."""
    out = [(p.name, Target(player=p.index)) for p in g.players if p.index != controller]
    out = [(n, t) for n, t in out if t.player is not None and not g.players[t.player].lost]
    walkers = [
        o
        for o in g.battlefield_objects()
        if "planeswalker" in (ch := characteristics.chars(g, o.id)).types
        and ch.controller != controller
    ]
    names = [o.name for o in walkers]
    for o in walkers:
        label = o.name if names.count(o.name) == 1 else f"{o.name} ({o.id})"
        out.append((label, Target(object_id=o.id)))
    return out


def mobilize_tokens(ctx: effect_context.EffectContext, e: MobilizeTokens) -> None:
    """702.181a: "create N 1/1 red Warrior creature tokens. Those tokens enter tapped and
    attacking. Sacrifice them at the beginning of the next end step."

    508.4: as each enters attacking, its controller chooses which defending player or
    planeswalker it attacks (asked before any is created; with one choice only, there is
    nothing to choose). Such tokens are attacking, but they never "attacked" (no attack
    trigger). 506.3b: outside the combat phase, or for a player who isn't the attacking
    player, they enter but aren't attacking."""
    effects_tokens.create_token(ctx, replace(e.warriors, tapped=True, attacking=True))
    if ctx.created:  # 603.7a: "Sacrifice them at the beginning of the next end step."
        delayed.create_at_next_end_step(ctx, ir.AtNextEndStep("sacrifice", ir.CreatedRef()))


def _at_end_of_combat(
    ctx: effect_context.EffectContext, action: str, ids: tuple[int, ...], source: int
) -> None:
    """603.7a, 511.2: a delayed triggered ability that does ``action`` to ``ids`` as the end
    of combat step begins (triggers.delayed_end_of_combat), with the same source and
    controller as the ability that made it (603.7d-e)."""
    g = ctx.game
    ability = ir.TriggeredAbility(
        ir.Trigger(ir.TriggerEvent.END_OF_COMBAT),
        cast("tuple[ir.Effect, ...]", (delayed.EndStepAction(action, ids),)),
    )
    trig = PendingTrigger(source, ctx.name, ctx.controller, ability, ctx.source_chars)
    g.delayed_triggers.append((g.turn_number, trig))


def decayed_sacrifice(ctx: effect_context.EffectContext, e: SacrificeAtEndOfCombat) -> None:
    """702.147a: "sacrifice it at end of combat": a delayed triggered ability (603.7a) with the
    same source and controller (603.7d-e), triggering as the end of combat step begins
    (511.2: triggers.delayed_end_of_combat); it acts on this object only if it is still on
    the battlefield then (603.7c, 400.7)."""
    g = ctx.game
    me = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
    if me is None or me.zone is not Zone.BATTLEFIELD:
        g.log_event("effect", f"{ctx.name} has left the battlefield: nothing to do", "603.7c")
        return
    _at_end_of_combat(ctx, "sacrifice", (me.id,), me.id)
    g.log_event("effect", f"{ctx.name}: at end of combat, sacrifice {me.name}", "702.147a")


def _copiable_values(ctx: effect_context.EffectContext) -> ir.CardDefinition | None:
    """707.2: the copiable values of the creature with myriad: as it is now, or, once it has
    left the battlefield, as it last existed there: its card's own values when it wasn't
    copying anything then (its last known name is its card's); None when they aren't known."""
    g = ctx.game
    oid = ctx.source_id
    me = g.objects.get(oid) if oid is not None else None
    if me is not None and me.zone is Zone.BATTLEFIELD:
        return me.values
    while oid is not None and oid not in g.objects and oid in g.renamed:
        oid = g.renamed[oid]
    card = g.objects.get(oid) if oid is not None else None
    if card is not None and card.copy_of is None and card.card.name == ctx.source_chars.name:
        return card.card
    return None


def myriad_copies(ctx: effect_context.EffectContext, e: MyriadCopies) -> None:
    """702.116a: "for each opponent other than defending player, you may create a token
    that's a copy of this creature that's tapped and attacking that player or a planeswalker
    they control. If one or more tokens are created this way, exile the tokens at end of
    combat."

    802.2a: the defending player is the one this creature attacks (or attacked). Every
    choice is made before any token is created (608.2d): for each other opponent in turn
    order, whether to create the copy, then what it attacks (508.4) where that opponent
    controls a planeswalker. The copies are attacking but never "attacked" (508.4)."""
    g = ctx.game
    attacked = g.combat.attackers.get(ctx.source_id or -1)
    defending: int | None = (
        combat.defending_player_of(g, attacked)  # 802.2a
        if attacked is not None
        else g.combat.defending_player
    )
    fighting = g.step in _COMBAT_STEPS and ctx.controller == g.active_player  # 506.3b
    others = [
        p.index
        for p in g.players
        if fighting and p.index not in (ctx.controller, defending) and not p.lost
    ]
    values = _copiable_values(ctx) if others else None
    if others and values is None:
        g.log_event(
            "effect",
            f"{ctx.name}: its copiable values as it last existed aren't known; no copies",
            "707.2",
        )
        return
    picks: list[Target] = []
    for p in others:
        who = g.players[p].name
        yes = ctx.ask(
            ChooseOption(
                player=ctx.controller,
                prompt=f"{ctx.name}: myriad: create a copy attacking {who}?",
                options=("yes", "no"),
            )
        )
        if str(yes).lower() not in ("yes", "true"):
            g.log_event("effect", f"{ctx.name}: myriad: no copy attacks {who}", "702.116a")
            continue
        options = [(label, t) for label, t in _attackable(g, ctx.controller) if _of(g, t, p)]
        if len(options) == 1:
            picks.append(options[0][1])
            continue
        labels = [label for label, _ in options]
        answer = ctx.ask(
            ChooseOption(
                player=ctx.controller,
                prompt=f"{ctx.name}: myriad: does the copy attack {who} or a planeswalker?",
                options=tuple(labels),
            )
        )
        picks.append(options[labels.index(str(answer))][1])
    if not picks or values is None:
        return
    left = iter(picks)

    def attacking(tok: GameObject) -> None:
        t = next(left)
        g.combat.attackers[tok.id] = t  # 508.4: attacking, though it never "attacked"
        g.dirty()
        what = g.players[t.player].name if t.player is not None else g.object_name(t.object_id or 0)
        g.log_event("combat", f"{tok.name} enters tapped and attacking {what}", "508.4")

    copy = copying.token_copy_values(values)  # 707.2, 111.1
    g.log_event("copy", f"{ctx.name} creates {len(picks)} token copies of it (myriad)", "702.116a")
    made = zone_moves.create_tokens(
        g, ctx.controller, _NO_TOKEN, ctx.name, len(picks), copy=copy, tapped=True, then=attacking
    )
    ctx.created = [t.id for t in made]
    if made:  # "exile the tokens at end of combat" (603.7a, 511.2)
        _at_end_of_combat(ctx, "exile", tuple(ctx.created), ctx.source_id or -1)


_NO_TOKEN = ir.CreateToken(1, 0, 0, frozenset(), (), ())  # create_tokens' spec for a copy


def _of(g: GameState, t: Target, player: int) -> bool:
    """Whether ``t`` is ``player`` or a planeswalker they control."""
    return combat.defending_player_of(g, t) == player  # 802.2a (506.4c: even if it left)


def backup_grant(ctx: effect_context.EffectContext, e: BackupGrant) -> None:
    """702.165a: "If that's another creature, it also gains the non-backup abilities of this
    creature printed below this one until end of turn" (the target, if it is still legal:
    608.2b; the abilities fixed as the ability was put on the stack, 702.165d)."""
    if not e.abilities:
        return
    g = ctx.game
    objs, _ = effect_context.objects_and_players(ctx, ir.TargetRef(0))
    for o in objs:
        if o.id == ctx.source_id:
            g.log_event(
                "effect", f"{ctx.name}: backup's target is itself: no abilities", "702.165a"
            )
            continue
        effect_context.execute(
            ctx, ir.GrantAbilities(ir.TargetRef(0), e.abilities, ir.Duration.END_OF_TURN)
        )
        g.log_event("effect", f"{o.name} gains {ctx.name}'s backup abilities", "702.165a")
