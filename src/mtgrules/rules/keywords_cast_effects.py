"""The effects of keywords that no card spells out. Three cast a spell during a resolution
(608.2g, rules/cast_during_resolution.py): cascade (702.85a, rules/keywords_cast.py),
rebound's cast at the next upkeep (702.88a, rules/keywords_rebound.py) and madness's cast
(702.35a, rules/keywords_madness.py). Storm copies its spell (702.40a, 707.10)."""

from __future__ import annotations

from ..errors import IllegalActionError
from ..mana import mana_value
from ..objects import Target
from ..zones import Zone
from . import (
    cast_during_resolution,
    characteristics,
    copy_targets,
    division,
    effect_context,
    keywords_madness,
    token_copies,  # s11 h-tok
    zone_moves,
)
from .effects_library import _to_bottom, bottom_in_random_order
from .keywords_cast import CascadeEffect, StormEffect
from .keywords_madness import MadnessCast
from .keywords_rebound import ReboundCast
from .keywords_ripple import RippleEffect


def _spell_mana_value(ctx: effect_context.EffectContext) -> int:
    """702.85a: "this spell's mana value": the spell as it is on the stack, or as it last
    existed there if it has left (608.2h); X counts on the stack (202.3e)."""
    g = ctx.game
    spell = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
    if spell is not None and spell.zone is Zone.STACK:
        return mana_value(characteristics.chars(g, spell.id).mv_cost(), spell.x)
    return mana_value(ctx.source_chars.mv_cost())  # (X is 0 off the stack: 202.3e)


def cascade(ctx: effect_context.EffectContext, e: CascadeEffect) -> None:
    """702.85a. The cards to exile are found first and the cast chosen (608.2d), then the
    cards move: an answer plays the resolution again, so nothing moves before it is given."""
    g = ctx.game
    me = ctx.controller
    name = g.players[me].name
    mv = _spell_mana_value(ctx)
    lib = g.players[me].library  # stored bottom first, top last
    found: list[int] = []
    hit = None
    for oid in reversed(lib):
        found.append(oid)
        ch = characteristics.chars(g, oid)
        if "land" not in ch.types and mana_value(ch.mv_cost()) < mv:
            hit = oid
            break
    chosen = None
    hit_name = g.objects[hit].name if hit is not None else ""
    if hit is not None:
        # 702.85a, 107.3b: "if the resulting spell's mana value is less" (X is 0)
        casts = cast_during_resolution.options(g, g.objects[hit], me)
        chosen = cast_during_resolution.choose(  # asked even when it can't be cast (118.3)
            ctx,
            casts,
            f"cascade ({ctx.name}): cast {g.objects[hit].name} without paying its mana cost?",
            "702.85a",
        )
    # every choice is made: the cards move (608.2c)
    exiled: list[int] = []
    cast_id = None
    for oid in found:
        o = g.objects[oid]
        new = zone_moves.move(
            g, o, Zone.EXILE, f"{name} exiles {o.name} ({ctx.name}'s cascade)", "702.85a"
        )
        if new.zone is Zone.EXILE:
            exiled.append(new.id)
            if oid == hit:
                cast_id = new.id
    if not found:
        g.log_event("effect", f"{name} has no card in their library to exile (cascade)", "702.85a")
    if chosen is not None and cast_id is not None:
        g.log_event(
            "cascade",
            f"{name} casts {g.objects[cast_id].name} without paying its mana cost (cascade)",
            "702.85a",
            card=g.objects[cast_id].name,
        )
        cast_during_resolution.cast_now(g, chosen, cast_id, me, f"{ctx.name}'s cascade")
    elif hit is not None:
        g.log_event("cascade", f"{name} doesn't cast {hit_name}", "702.85a")
    # "Then put all cards exiled this way that weren't cast on the bottom of your library in
    # a random order" (702.85a; 401.4)
    rest = [oid for oid in exiled if oid in g.objects and g.objects[oid].zone is Zone.EXILE]
    bottom_in_random_order(g, me, name, rest, "702.85a")


def rebound_cast(ctx: effect_context.EffectContext, e: ReboundCast) -> None:
    """702.88a: "at the beginning of your next upkeep, you may cast this card from exile
    without paying its mana cost" (702.88b: an alternative cost, 118.9). If the card has
    left exile it is a new object (400.7) and can't be cast; if it isn't cast, it stays in
    exile."""
    g = ctx.game
    me = ctx.controller
    card = g.objects.get(e.card)
    if card is None or card.zone is not Zone.EXILE:
        g.log_event("effect", f"{ctx.name} is no longer in exile (rebound)", "702.88a")
        return
    casts = cast_during_resolution.options(g, card, me)  # asked even when none (118.3)
    prompt = f"rebound: cast {card.name} from exile without paying its mana cost?"
    chosen = cast_during_resolution.choose(ctx, casts, prompt, "702.88a")
    if chosen is None:
        g.log_event(
            "rebound",
            f"{g.players[me].name} doesn't cast {card.name}: it stays in exile",
            "702.88a",
        )
        return
    g.log_event(
        "rebound",
        f"{g.players[me].name} casts {card.name} from exile without paying its mana cost (rebound)",
        "702.88a",
        card=card.name,
    )
    cast_during_resolution.cast_now(g, chosen, card.id, me, f"{card.name}'s rebound")


def madness_cast(ctx: effect_context.EffectContext, e: MadnessCast) -> None:
    """702.35a: "its owner may cast it by paying [cost] rather than paying its mana cost. If
    that player doesn't, they put this card into their graveyard." (702.35b: an alternative
    cost, 118.9; the mana is paid as it is cast, 601.2g-h). The card is the object the
    discarded card became in exile (400.7); if it has left exile, nothing happens."""
    from .costs import plan_payment

    g = ctx.game
    me = ctx.controller
    new_id = g.renamed.get(e.card)
    card = g.objects.get(new_id) if new_id is not None else None
    if card is None or card.zone is not Zone.EXILE:
        g.log_event("effect", f"{ctx.name} is no longer in exile (madness)", "702.35a")
        return
    k = keywords_madness.madness(card.card)
    cost = k.cost.mana if k is not None and k.cost is not None else None
    pay = plan_payment(g, me, cost, 0) if cost is not None else None
    casts = []
    if pay is not None and pay.life_problem is None:  # 601.2g-h: only a cast it can pay for
        casts = cast_during_resolution.options(g, card, me, keywords_madness.MADNESS)
    if cost is not None:  # 702.51a: convoke pays part of the total cost, madness's too
        casts += cast_during_resolution.convoked(g, card, me, keywords_madness.MADNESS, cost)
    who = g.players[me].name
    # an optional cost that can't be paid is asked all the same, "don't cast" the only answer
    # (118.3; docs/scenario-conventions.md, "No silent defaults")
    prompt = (
        f"madness: cast {card.name} for {cost} rather than its mana cost?"
        if casts
        else f"madness: {card.name} can't be cast for {cost} now (118.3)."
    )
    chosen = cast_during_resolution.choose(ctx, casts, prompt, "702.35a")
    if chosen is not None:
        g.log_event(
            "madness",
            f"{who} casts {card.name} for its madness cost {cost}",
            "702.35b",
            card=card.name,
        )
        cast_during_resolution.cast_now(g, chosen, card.id, me, f"{card.name}'s madness")
        return
    zone_moves.move(
        g, card, Zone.GRAVEYARD, f"{who} puts {card.name} into their graveyard (madness)", "702.35a"
    )


def storm_copies(ctx: effect_context.EffectContext, e: StormEffect) -> None:
    """702.40a: "copy it for each other spell that was cast before it this turn. If the spell
    has any targets, you may choose new targets for any of the copies." 707.10: each copy
    copies the spell's values and the choices made for it (modes, targets, X, kicker); it
    isn't cast. 707.10c: for each copy its controller keeps the targets or chooses new legal
    ones, before the copy is put onto the stack. Every choice is asked before any copy is
    made: an answer plays the resolution again. If the spell has left the stack, the copies
    copy it as it last existed there (608.2h), with its targets."""
    from ..objects import GameObject, StackItem
    from .abilities import spell_targets
    from .listing_choices import target_choices
    from .targeting import target_name
    from .triggers import became_target

    g = ctx.game
    me = ctx.controller
    spell = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
    item = next((i for i in g.stack if spell is not None and i.object is spell), None)
    card, targets, modes, x, kicked, divided = e.card, e.targets, e.modes, e.x, e.kicked, e.divided
    if item is not None and spell is not None:
        card, targets, modes, x, kicked, divided = (
            spell.values,
            item.targets,
            item.modes,
            item.x,
            spell.kicked,
            spell.divided,
        )
    kw = e.keyword  # storm (702.40a), casualty (702.153a), conspire (702.78a), replicate (702.56a)
    if e.count <= 0 and kw == "gravestorm":
        g.log_event(
            "effect",
            f"no permanent was put into a graveyard from the battlefield this turn ({ctx.name})",
            "702.69a",
        )
        return
    if e.count <= 0:
        g.log_event("effect", f"no other spell was cast before {ctx.name} this turn", "702.40a")
        return
    options: list[tuple[tuple[Target, ...], ...]] = []
    if spell is not None and item is not None and targets:
        ch = characteristics.chars(g, spell.id)
        specs = spell_targets(g, spell, modes)
        options = [t for t in target_choices(g, spell, specs, ch, me, True, x) if t != targets]
    elif targets and ctx.source_id is not None:  # 608.2h: it left the stack (countered)
        options = copy_targets.choices_as_it_last_existed(
            g, ctx.source_id, card, me, modes, x, kicked, targets
        )
    prompts = [
        f"{kw}: copy {i + 1} of {e.count} of {ctx.name}: keep its targets or choose new ones?"
        for i in range(e.count)
    ]
    split = division.divided(card)  # 115.7f: what a division is kept for
    chosen = copy_targets.ask_copies_targets(ctx, me, prompts, targets, options, split, divided)
    for ts, copy_divided in chosen:  # 707.10: put onto the stack, not cast (no "cast" triggers)
        copy = GameObject(g.new_id(), card, me, me, Zone.STACK, g.new_timestamp(), spell_copy=True)
        copy.x, copy.kicked = x, kicked
        if spell is not None:
            if spell.alt_keyword == "overload":
                copy.alt_keyword = spell.alt_keyword  # 707.10: the alternative cost
            # 707.10: "the objects used to pay the costs of the original spell" (the
            # sacrificed creature's power, 608.2h)
            copy.sacrificed, copy.cost_exiled = spell.sacrificed, spell.cost_exiled
        copy.divided = copy_divided  # 707.10, 115.7f
        g.objects[copy.id] = copy
        new_item = StackItem(copy, ts, x, modes)
        g.stack.append(new_item)
        names = ", ".join(target_name(g, t) for t2 in ts for t in t2)
        g.log_event(
            "copy",
            f"{g.players[me].name} puts a copy of {card.name} onto the stack"
            + (f" targeting {names}" if names else "")
            + f" ({kw})",
            "707.10",
            card=card.name,
        )
        became_target(g, new_item)  # 702.21a: ward sees the copy's targets
        token_copies.spell_copied(g, copy)  # s11 h-tok: magecraft (707.10, 207.2c)
    g.dirty()


def ripple(ctx: effect_context.EffectContext, e: RippleEffect) -> None:
    """702.60a (see rules/keywords_ripple.py): every choice is asked before anything moves."""
    from ..decisions import CastSpell, ChooseOption
    from .effects_library import _ordered
    from .keywords_ripple import DONT, REVEAL, RIPPLE, RULE

    g = ctx.game
    me = ctx.controller
    who = g.players[me].name
    lib = g.players[me].library  # bottom first, top last
    top = list(reversed(lib[-e.count :])) if e.count > 0 else []
    if not top:
        g.log_event("effect", f"{who} has no card in their library to reveal (ripple)", RULE)
        return
    offered = (REVEAL, DONT)
    prompt = f"ripple {e.count} ({ctx.name}): reveal the top {len(top)} card(s) of your library?"
    ans = ctx.ask(ChooseOption(player=me, prompt=prompt, options=offered))
    if str(ans).lower() not in offered:
        raise IllegalActionError(f"{ans!r} isn't one of: {'; '.join(offered)}", RULE)
    if str(ans).lower() == DONT:
        g.log_event("effect", f"{who} doesn't reveal (ripple)", RULE)
        return
    casts: list[tuple[int, CastSpell]] = []
    for oid in top:
        o = g.objects[oid]
        if o.card.name != ctx.name:  # "with the same name as this spell"
            continue
        options = cast_during_resolution.options(g, o, me)  # asked even when none (118.3)
        c = cast_during_resolution.choose(
            ctx, options, f"ripple: cast {o.name} without paying its mana cost?", RULE
        )
        if c is not None:
            casts.append((oid, c))
    cast_ids = {oid for oid, _ in casts}
    rest = [oid for oid in top if oid not in cast_ids]
    order = _ordered(ctx, me, rest, "on the bottom of your library")
    # every choice is made: reveal (701.20a), cast, then the rest go to the bottom
    names = ", ".join(g.objects[oid].name for oid in top)
    g.log_event("reveal", f"{who} reveals {names} (ripple)", "701.20a")
    for oid, c in casts:
        g.log_event(
            RIPPLE, f"{who} casts {g.objects[oid].name} without paying its mana cost (ripple)", RULE
        )
        cast_during_resolution.cast_now(g, c, oid, me, f"{ctx.name}'s ripple")
    still = [oid for oid in order if oid in g.players[me].library]
    if still:
        _to_bottom(g, me, still)
        g.log_event(
            "library", f"{who} puts {len(still)} card(s) on the bottom of their library", RULE
        )
