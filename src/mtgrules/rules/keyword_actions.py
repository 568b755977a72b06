"""Keyword actions written as sentences (701): amass (701.47), connive (701.50), bolster
(701.39), adapt (701.46) and discover (701.57, a cast during the resolution: 608.2g); the
IR is ``cards/ir/keyword_actions.py``.

Connive draws before its discard is chosen (701.50a). A resolution paused at a decision
resumes by carrying out the same instruction again with the answers given so far
(``resolve.run_effects``), so what an instruction did before a decision already answered
was done in an earlier pass: ``_first_time`` tells, and it isn't done twice.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import ir
from ..decisions import ChooseObjects, DiscardChoice
from ..mana import mana_value
from ..objects import GameObject
from ..zones import Zone
from . import (
    cast_during_resolution,
    characteristics,
    effect_context,
    layers,
    permanents,
    zone_moves,
)
from .effects_library import bottom_in_random_order

__all__ = ["adapt", "amass", "bolster", "connive", "discover", "incubate", "support"]

_P1 = "+1/+1"


def _first_time(ctx: effect_context.EffectContext) -> bool:
    """608.2c: is the next step of this instruction new? A step followed by a decision that
    was already answered was carried out before the resolution paused at that decision."""
    return ctx.asked >= len(ctx.answers)


def _pick(ctx: effect_context.EffectContext, options: list[GameObject], prompt: str) -> GameObject:
    """608.2d: one object chosen as the instruction is carried out (not targeted); asked
    even where there is one to choose (no silent choices: docs/scenario-conventions.md)."""
    ans = ctx.ask(
        ChooseObjects(
            player=ctx.controller,
            prompt=f"{prompt} ({ctx.name})",
            options=tuple(o.id for o in options),
            count=1,
        )
    )
    pick = ans[0] if isinstance(ans, list | tuple) else ans
    return ctx.game.objects[int(pick)]


def _creatures_you_control(ctx: effect_context.EffectContext) -> list[GameObject]:
    g = ctx.game
    out = []
    for o in g.battlefield_objects():
        ch = characteristics.chars(g, o.id)
        if ch.controller == ctx.controller and "creature" in ch.types:
            out.append(o)
    return out


# --- 701.47: amass -------------------------------------------------------------------------


def amass(ctx: effect_context.EffectContext, e: ir.Amass) -> None:
    g = ctx.game
    you = g.players[ctx.controller].name
    n = effect_context.amount(ctx, e.count)

    def armies() -> list[GameObject]:
        return [
            o
            for o in _creatures_you_control(ctx)
            if "Army" in characteristics.chars(g, o.id).subtypes
        ]

    if not armies():
        # 701.47a: with no Army creature, a 0/0 black SUBTYPE Army creature token first
        # (once made, there is one: a resumed resolution doesn't make another)
        spec = ir.CreateToken(1, 0, 0, frozenset({"B"}), ("creature",), (e.subtype, "Army"))
        zone_moves.create_tokens(g, ctx.controller, spec, ctx.name)
    mine = armies()
    if not mine:
        # 701.47b: the player amassed even though nothing could be done
        g.log_event("effect", f"{you} amasses ({ctx.name}) but controls no Army", "701.47b")
        return
    army = _pick(ctx, mine, "choose an Army creature you control to amass")
    g.log_event("effect", f"{you} amasses {n} ({ctx.name}): {army.name}", "701.47a")
    permanents.add_counters(g, army, _P1, n, "701.47a")
    if e.subtype not in characteristics.chars(g, army.id).subtypes:
        # 701.47a, 613.1d: it becomes a SUBTYPE in addition to its other types (no duration)
        characteristics.add_continuous_effect(
            g,
            ctx.controller,
            ctx.name,
            ir.Duration.PERMANENT,
            frozenset({army.id}),
            rule="701.47a",
            add_subtypes=frozenset({e.subtype}),
        )


# --- 701.50: connive -----------------------------------------------------------------------


def connive(ctx: effect_context.EffectContext, e: ir.Connive) -> None:
    g = ctx.game
    n = effect_context.amount(ctx, e.count)
    if isinstance(e.what, ir.TargetRef | ir.SelfRef | ir.TriggerObjectRef | ir.CreatedRef):
        ids = effect_context.referenced_ids(ctx, e.what)
    else:
        ids = [o.id for o in effect_context.objects_and_players(ctx, e.what)[0]]
    remaining = list(dict.fromkeys(ids))
    while remaining:
        oid = remaining[0]
        if len(remaining) > 1:
            # 701.50d: several connive at once: one at a time, in the order chosen (here by
            # the controller of the effect, who controls them all in the cards read)
            here = [g.objects[i] for i in remaining if i in g.objects]
            if len(here) == len(remaining):
                oid = _pick(ctx, here, "choose the creature that connives next").id
        remaining.remove(oid)
        _connive_one(ctx, oid, n)


def _connive_one(ctx: effect_context.EffectContext, oid: int, n: int) -> None:
    g = ctx.game
    obj = effect_context.find(ctx, oid)
    here = obj if obj is not None and obj.zone is Zone.BATTLEFIELD else None
    # 701.50c: a permanent that left the battlefield connives as it last existed
    known = effect_context.known(ctx, oid)
    who = (
        characteristics.chars(g, here.id).controller
        if here is not None
        else (known.controller if known is not None else ctx.controller)
    )
    name = here.name if here is not None else (known.name if known is not None else ctx.name)
    player = g.players[who]
    if _first_time(ctx):
        g.log_event("effect", f"{name} connives ({ctx.name})", "701.50e" if n > 1 else "701.50a")
        zone_moves.draw(g, who, n, "121.1")  # 701.50a: its controller draws
    k = min(n, len(player.hand))
    picks: list[int] = []
    if k:
        ans = ctx.ask(
            DiscardChoice(  # 701.50a, 701.9b: the player chooses what to discard
                player=who,
                prompt=f"choose {k} card(s) to discard ({name} connives, {ctx.name})",
                options=tuple(player.hand),
                count=k,
            )
        )
        picks = [int(a) for a in (ans if isinstance(ans, list | tuple) else [ans])]
    if not _first_time(ctx):
        return  # carried out before a later decision of this instruction
    nonland = 0
    for card in picks:
        if card in g.objects and "land" not in layers.off_battlefield(g, g.objects[card]).types:
            nonland += 1
    for card in picks:
        zone_moves.discard(g, card, ctx.name, ctx.controller)
    if nonland and here is not None and here.zone is Zone.BATTLEFIELD:
        # 701.50a, 701.50e: a +1/+1 counter for each nonland card discarded this way
        permanents.add_counters(g, here, _P1, nonland, "701.50e" if n > 1 else "701.50a")


# --- 701.39: bolster -----------------------------------------------------------------------


def bolster(ctx: effect_context.EffectContext, e: ir.Bolster) -> None:
    g = ctx.game
    n = effect_context.amount(ctx, e.count)
    mine = _creatures_you_control(ctx)
    you = g.players[ctx.controller].name
    if not mine:
        what = f"{you} bolsters {n} ({ctx.name}) but controls no creature"
        g.log_event("effect", what, "701.39a")
        return
    # 701.39a: the least toughness among creatures you control, or tied for it
    tough = {o.id: characteristics.chars(g, o.id).toughness or 0 for o in mine}
    least = min(tough.values())
    tied = [o for o in mine if tough[o.id] == least]
    chosen = _pick(ctx, tied, "choose a creature with the least toughness to bolster")
    g.log_event("effect", f"{you} bolsters {n} ({ctx.name}): {chosen.name}", "701.39a")
    permanents.add_counters(g, chosen, _P1, n, "701.39a")


# --- 701.46: adapt -------------------------------------------------------------------------


def adapt(ctx: effect_context.EffectContext, e: ir.Adapt) -> None:
    g = ctx.game
    n = effect_context.amount(ctx, e.count)
    obj = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        g.log_event("effect", f"{ctx.name} can't adapt: it isn't on the battlefield", "701.46a")
        return
    if e.monstrosity:  # s10 h-act, 701.37a-b: once monstrous, until it leaves
        if obj.monstrous:
            g.log_event("effect", f"{obj.name} is already monstrous", "701.37a")
            return
        permanents.add_counters(g, obj, _P1, n, "701.37a")
        obj.monstrous = True
        g.log_event("effect", f"{obj.name} becomes monstrous", "701.37a")
        return
    if obj.counters.get(_P1, 0) > 0:
        # 701.46a: only a permanent with no +1/+1 counters on it gets them
        g.log_event("effect", f"{obj.name} doesn't adapt: it has a +1/+1 counter", "701.46a")
        return
    g.log_event("effect", f"{obj.name} adapts {n}", "701.46a")
    permanents.add_counters(g, obj, _P1, n, "701.46a")


# --- 701.57: discover ----------------------------------------------------------------------


def discover(ctx: effect_context.EffectContext, e: ir.Discover) -> None:
    """701.57a. The cards to exile are found and the cast chosen first (608.2d); then the
    cards move, so a resolution resumed with the answer moves nothing twice."""
    g = ctx.game
    me = ctx.controller
    name = g.players[me].name
    n = effect_context.amount(ctx, e.count)
    found: list[int] = []
    hit = None
    for oid in reversed(g.players[me].library):  # stored bottom first: the top is last
        found.append(oid)
        ch = characteristics.chars(g, oid)
        if "land" not in ch.types and mana_value(ch.mv_cost()) <= n:
            hit = oid
            break
    chosen = None
    if hit is not None:
        # 701.57a, 107.3b: cast without paying its mana cost (X is 0), if it can be cast
        casts = cast_during_resolution.options(g, g.objects[hit], me)
        prompt = f"discover {n} ({ctx.name}): cast {g.objects[hit].name} without paying"
        chosen = cast_during_resolution.choose(  # asked even when it can't be cast (118.3)
            ctx, casts, prompt + " its mana cost?", "701.57a"
        )
    # every choice is made: the cards move (608.2c)
    exiled: list[int] = []
    hit_now = None
    for oid in found:
        o = g.objects[oid]
        new = zone_moves.move(
            g, o, Zone.EXILE, f"{name} exiles {o.name} (discover {n}, {ctx.name})", "701.57a"
        )
        if new.zone is Zone.EXILE:
            exiled.append(new.id)
            if oid == hit:
                hit_now = new.id
    if hit is None:
        g.log_event("effect", f"{name} discovers {n} and finds no card ({ctx.name})", "701.57b")
    elif hit_now is not None and chosen is not None:
        card = g.objects[hit_now].name
        g.log_event("effect", f"{name} casts {card} without paying its mana cost", "701.57a")
        cast_during_resolution.cast_now(g, chosen, hit_now, me, ctx.name)
    elif hit_now is not None:
        o = g.objects[hit_now]
        zone_moves.move(g, o, Zone.HAND, f"{name} puts {o.name} into their hand", "701.57a")
    # 701.57a: the rest on the bottom of the library in a random order (the game's RNG)
    rest = [oid for oid in exiled if oid != hit_now and g.objects[oid].zone is Zone.EXILE]
    bottom_in_random_order(g, me, name, rest, "701.57a")


# --- 701.41: support -----------------------------------------------------------------------


def support(ctx: effect_context.EffectContext, e: ir.Support) -> None:
    """701.41a: a +1/+1 counter on each of the up to N targets still legal (608.2b)."""
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    you = ctx.game.players[ctx.controller].name
    names = ", ".join(o.name for o in objs) or "no creature"
    ctx.game.log_event("effect", f"{you} supports {e.count} ({ctx.name}): {names}", "701.41a")
    for o in objs:
        permanents.add_counters(ctx.game, o, _P1, 1, "701.41a")


# --- 701.53: incubate ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TransformToken:
    """ "Transform this token." (701.27a), the Incubator token's ability (701.53b)."""


#: 701.53b: the Incubator token's back face, a 0/0 colorless Phyrexian artifact creature
#: named Phyrexian Token (its copiable values once transformed: 712.8d)
PHYREXIAN_FACE = ir.CardDefinition(
    name="Phyrexian Token",
    types=("artifact", "creature"),
    subtypes=("Phyrexian",),
    power="0",
    toughness="0",
    is_token=True,
)
#: 701.53b: its front face, a colorless Incubator artifact with "{2}: Transform this token."
INCUBATOR = ir.CreateToken(
    1,
    0,
    0,
    frozenset(),
    ("artifact",),
    ("Incubator",),
    (ir.ActivatedAbility(ir.Cost(mana="{2}"), (TransformToken(),)),),  # type: ignore[arg-type]
)


def incubate(ctx: effect_context.EffectContext, e: ir.Incubate) -> None:
    g = ctx.game
    n = effect_context.amount(ctx, e.count)
    players = [ctx.controller]
    if e.who is not None:  # "Its controller incubates X" (111.2: they create and control it)
        players = g.apnap(effect_context.objects_and_players(ctx, e.who)[1])
    made = []
    for p in players:
        g.log_event("effect", f"{g.players[p].name} incubates {n} ({ctx.name})", "701.53a")
        made += zone_moves.create_tokens(
            g, p, INCUBATOR, ctx.name, counters={_P1: n} if n > 0 else None
        )
    ctx.created = [t.id for t in made]


def transform_token(ctx: effect_context.EffectContext, e: TransformToken) -> None:
    """701.27a: the Incubator token turns its back face up (701.53b): its characteristics
    are those of the Phyrexian Token face (712.8d), its counters stay."""
    g = ctx.game
    obj = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return
    if obj.copy_of is not None and obj.copy_of.name == PHYREXIAN_FACE.name:
        return  # its back face has no ability that transforms it
    before = obj.name
    obj.copy_of = PHYREXIAN_FACE
    g.dirty()
    g.log_event("effect", f"{before} transforms into a Phyrexian Token", "701.27a")
