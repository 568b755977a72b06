"""s10 h-cant: earthbend (701.66) and detain (701.35), keyword actions written as sentences
("Earthbend 2.", "Detain target creature an opponent controls."); the IR is
``cards/ir/s10_cant.py``, earthbend's delayed ability ``earthbend_watch.py``."""

from __future__ import annotations

from ..cards import ir
from ..cards.ir.animate import IN_ADDITION
from ..records import PendingTrigger
from ..zones import Zone
from . import (
    effect_context,
    effects_animate,
    effects_permanents,
    effects_zones,
    emblems,
    permanents,
)
from .earthbend_watch import ReturnEarthbent

__all__ = ["detain", "earthbend", "get_emblem", "return_earthbent"]

_HASTE = (ir.Keyword("haste"),)


def earthbend(ctx: effect_context.EffectContext, e: ir.Earthbend) -> None:
    """701.66a: the target land becomes a 0/0 land creature with haste in addition to its
    other types (one continuous effect: 613.1d, 613.1f, 613.4b), gets N +1/+1 counters, and
    a delayed triggered ability watches it (603.7a)."""
    g = ctx.game
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    lands = [o for o in objs if o.zone is Zone.BATTLEFIELD]
    you = g.players[ctx.controller].name
    n = effect_context.amount(ctx, e.count)
    if not lands:
        g.log_event("effect", f"{you} earthbends {n} ({ctx.name}): no land", "701.66a")
        return
    names = ", ".join(o.name for o in lands)
    g.log_event("effect", f"{you} earthbends {n} ({ctx.name}): {names}", "701.66a")
    animate = ir.Animate(e.what, 0, 0, abilities=_HASTE, keep=IN_ADDITION)
    effects_animate.animate(ctx, animate)  # 205.1b: still a land
    for o in lands:
        permanents.add_counters(g, o, "+1/+1", n, "701.66a")  # 122.1
        ability = ir.TriggeredAbility(
            ir.Trigger(ir.TriggerEvent.LEAVES_BATTLEFIELD),
            # an engine effect, not one of the card text's (like records.SacrificeLinked)
            (ReturnEarthbent(o.id),),  # type: ignore[arg-type]
        )
        trig = PendingTrigger(
            ctx.source_id or -1, ctx.name, ctx.controller, ability, ctx.source_chars
        )
        g.delayed_triggers.append((g.turn_number, trig))  # 603.7a


def return_earthbent(ctx: effect_context.EffectContext, e: ReturnEarthbent) -> None:
    """701.66a: "return it to the battlefield tapped under your control"; 400.7, 603.7c: if
    the card left the graveyard or exile since, it's a new object and stays where it is."""
    g = ctx.game
    card = g.objects.get(e.object_id)
    if card is None or card.zone not in (Zone.GRAVEYARD, Zone.EXILE):
        g.log_event("effect", f"{ctx.name}: the land is no longer there to return", "603.7c")
        return
    text = f"{card.name} returns to the battlefield tapped ({ctx.name})"
    # 614.12a, 614.1c: its "As this land enters" choice is made as it enters, every time
    chosen = effects_zones.as_enters_choice(ctx, card, ctx.controller)
    effects_zones.put_entering(
        g,
        card,
        Zone.BATTLEFIELD,
        text,
        "701.66a",
        chosen,
        None,
        controller=ctx.controller,
        tapped=True,
    )


#: 701.35a: "can't attack or block and its activated abilities can't be activated"
_DETAINED = frozenset({"attack", "block", "activate"})


def detain(ctx: effect_context.EffectContext, e: ir.Detain) -> None:
    """701.35a: until its controller's next turn (611.2a), each detained permanent can't
    attack or block (508.1c, 509.1b) and its activated abilities can't be activated (602.5);
    the set is locked in as it resolves (611.2c)."""
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    names = ", ".join(o.name for o in objs if o.zone is Zone.BATTLEFIELD) or "nothing"
    ctx.game.log_event("effect", f"{ctx.name} detains {names}", "701.35a")
    # 701.35a: "detain each nonland permanent your opponents control ..." detains the
    # permanents there now (not a rule for those that enter later), whoever controls them
    # later: the restriction is each detained permanent's own, until the detainer's next turn
    detained = (ir.Restriction(ir.SelfRef(), _DETAINED),)
    effects_permanents._affect(
        ctx, e.what, ir.Duration.YOUR_NEXT_TURN, "701.35a", abilities=detained
    )


def get_emblem(ctx: effect_context.EffectContext, e: ir.GetEmblem) -> None:
    """114.2: "You get an emblem with ...": into your command zone (rules/emblems.py)."""
    emblems.create(ctx.game, ctx.controller, e.abilities, ctx.name)
