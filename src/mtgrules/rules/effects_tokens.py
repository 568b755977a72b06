"""Creating tokens (111.1-111.4): "create N ... tokens", entering blocking (509.4) or
tapped and attacking (508.4)."""

from __future__ import annotations

from dataclasses import replace

from ..cards import ir
from ..decisions import ChooseOption
from ..objects import GameObject, Target
from . import as_enters, characteristics, effect_context, keywords_entering, zone_moves
from .steps import COMBAT_STEPS


def create_token(ctx: effect_context.EffectContext, e: ir.CreateToken) -> None:
    g = ctx.game
    blocked: list[GameObject] = []
    if e.blocking is not None:
        blocked, _ = effect_context.objects_and_players(ctx, e.blocking)

    def then(tok: GameObject) -> None:
        for att in blocked:  # 509.4: put onto the battlefield blocking; never "declared"
            if att.id in g.combat.attackers:
                g.combat.blockers.setdefault(tok.id, []).append(att.id)
                g.combat.blocked_by.setdefault(att.id, []).append(tok.id)
                g.combat.was_blocked.add(att.id)
                g.dirty_elsewhere()  # the combat: only conditions and filters read it (613)
                g.log_event("block", f"{tok.name} enters blocking {att.name}", "509.4")

    n = effect_context.amount(ctx, e.count)  # "for each ...": counted now (608.2h)
    if e.pt_x is not None:  # h-amount, 107.3: "an X/X ... token": X worked out now (608.2h)
        x = effect_context.amount(ctx, e.pt_x)
        e = replace(e, power=x, toughness=x, pt_x=None)
    attacks = entering_attacks(ctx, n) if e.attacking else []

    def then_attack(tok: GameObject) -> None:
        then(tok)
        if attacks and "creature" in characteristics.chars(g, tok.id).types:  # 506.3a
            # 508.4: attacking what its controller chose; extra tokens a replacement effect
            # made (614.16) attack what the last one chose
            target = attacks[min(len(made_attacking), len(attacks) - 1)]
            made_attacking.append(tok.id)
            g.combat.attackers[tok.id] = target
            g.dirty_elsewhere()
            g.log_event("attack", f"{tok.name} enters attacking {_label(ctx, target)}", "508.4")

    made_attacking: list[int] = []
    creators = [ctx.controller]
    if e.who is not None:  # "Its controller creates ..." (111.2: they control the tokens)
        _, creators = effect_context.objects_and_players(ctx, e.who)
        creators = g.apnap(creators)
    made: list[GameObject] = []
    devoured = _devour(ctx, e, creators) if n == 1 else None
    for player in creators:
        made += zone_moves.create_tokens(
            g,
            player,
            e,
            ctx.name,
            n,
            tapped=e.tapped,
            then=then_attack,
            counters=devoured,
            counters_once=True,
        )
    ctx.created = [t.id for t in made]  # "it", "them" (rules/delayed.py)


def _devour(
    ctx: effect_context.EffectContext, e: ir.CreateToken, creators: list[int]
) -> dict[str, int] | None:
    """702.82a, 702.38a: "create a 1/1 ... Dragon creature token with flying and devour 2"
    (Dragon Broodmother): as the token enters, its controller may sacrifice creatures; it
    enters with counters for them (614.1c). Asked before anything is created; one token by
    one player (support.py refuses more)."""
    if len(creators) != 1:
        return None
    card = zone_moves.token_card(e)
    chosen = as_enters.multi_asked(ctx, card, creators[0], -1)
    picks = keywords_entering.picks_of(chosen)
    if not picks:
        return None
    return keywords_entering.before_entering(ctx.game, card, creators[0], picks) or None


def entering_attacks(ctx: effect_context.EffectContext, n: int) -> list[Target]:
    """508.4: what each of ``n`` tokens put onto the battlefield attacking attacks, chosen by
    their controller as they enter (asked before anything is created); none outside combat
    or under a player who isn't attacking (506.3b)."""
    g = ctx.game
    if g.step not in COMBAT_STEPS or ctx.controller != g.active_player:
        return []
    # 506.2, 802.2: every opponent of the attacking player is a defending player (a
    # creature declared as an attacker elsewhere doesn't narrow the choice: 802.3)
    defenders = [p.index for p in g.players if p.index != ctx.controller and not p.lost]
    options: list[Target] = [Target(player=p) for p in defenders]
    options += [
        Target(object_id=o.id)
        for o in g.battlefield_objects()
        if "planeswalker" in characteristics.chars(g, o.id).types and o.controller in defenders
    ]
    if len(options) == 1:
        return options * n  # 508.4: one player to attack, nothing else: no choice to make
    labels = [_label(ctx, t) for t in options]
    if len(set(labels)) < len(labels):  # two planeswalkers with one name: tell them apart
        pairs = zip(labels, options, strict=True)
        labels = [x if t.object_id is None else f"{x} #{t.object_id}" for x, t in pairs]
    out = []
    for i in range(n):
        ans = ctx.ask(
            ChooseOption(
                player=ctx.controller,
                prompt=f"{ctx.name}: what does token {i + 1} of {n} enter attacking? (508.4)",
                options=tuple(labels),
            )
        )
        out.append(options[labels.index(str(ans))])
    return out


def _label(ctx: effect_context.EffectContext, t: Target) -> str:
    if t.player is not None:
        return ctx.game.players[t.player].name
    assert t.object_id is not None
    return ctx.game.object_name(t.object_id)
