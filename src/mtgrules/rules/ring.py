"""701.54: "The Ring tempts you." (``ir.RingTempts``).

Each time the Ring tempts a player (701.54a, 701.54c):

1. if they have no emblem named The Ring, they get one (114.2), in the command zone;
2. the Ring has tempted them once more (``Player.ring_tempted``), and the emblem has the
   abilities that count gives it (:func:`abilities`);
3. they choose a creature they control, if they control one (a ``ChooseObjects``
   decision, asked even when there is one creature: the engine makes no player's choice),
   and it becomes their Ring-bearer (``Player.ring_bearer``) until another creature becomes
   it or another player gains control of it (``rules/ring_bearer.py``).

The emblem's first ability, "Your Ring-bearer is legendary and can't be blocked by creatures
with greater power.", is a static ability the engine applies from ``rules/ring_bearer.py``
(layer 4, 613.1d; a blocking restriction, 509.1b). Its triggered abilities are the emblem's
own: they trigger as any emblem's do (113.6p, 114.4), their subject "your Ring-bearer" a
filter (``Filter.ring_bearer``, 701.54e)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..decisions import ChooseObjects
from ..objects import GameObject
from ..zones import Zone
from . import characteristics, triggers
from .ring_bearer import NAME
from .trigger_events import listening

if TYPE_CHECKING:
    from ..state import GameState
    from .effect_context import EffectContext

__all__ = ["abilities", "emblem", "tempt"]

# 701.54e: "your Ring-bearer" (on the battlefield under your control, with the designation)
_BEARER = ir.EachRef(ir.Filter(types=frozenset({"creature"}), controller="you", ring_bearer=True))

# 701.54c: the abilities the Ring has once it has tempted its owner 2, 3 and 4 or more times
_LOOT = (
    ir.TriggeredAbility(  # "Whenever your Ring-bearer attacks, draw a card, then discard a card."
        ir.Trigger(ir.TriggerEvent.ATTACKS, subject=_BEARER),
        (ir.Draw(ir.YouRef(), 1), ir.Discard(ir.YouRef(), 1)),
    )
)
_BLOCKED = ir.TriggeredAbility(
    # "Whenever your Ring-bearer becomes blocked by a creature, the blocking creature's
    # controller sacrifices it at end of combat."
    ir.Trigger(ir.TriggerEvent.BECOMES_BLOCKED, subject=_BEARER, other_filter=ir.ANY_CREATURE),
    (ir.AtNextEndStep("controller_sacrifices", ir.TriggerObjectRef(), end_of_combat=True),),  # type: ignore[arg-type]
)
_DRAIN = ir.TriggeredAbility(
    # "Whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 life."
    ir.Trigger(ir.TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER, subject=_BEARER),
    (ir.LoseLife(ir.EachRef(None, players="opponent"), 3),),
)


def abilities(tempted: int) -> tuple[Any, ...]:
    """701.54c: the emblem's triggered abilities once the Ring has tempted its owner
    ``tempted`` times (its static first ability: ``rules/ring_bearer.py``)."""
    return (_LOOT, _BLOCKED, _DRAIN)[: max(0, min(tempted, 4) - 1)]


def emblem(game: GameState, player: int) -> GameObject | None:
    """The player's emblem named The Ring (701.54c), None before the Ring has tempted them."""
    for oid in game.players[player].command:
        o = game.objects[oid]
        if o.card.name == NAME:
            return o
    return None


def tempt(ctx: EffectContext, e: ir.RingTempts) -> None:
    """701.54a, 701.54c: the Ring tempts the controller of the spell or ability."""
    g = ctx.game
    me = ctx.controller
    p = g.players[me]
    options = tuple(
        o.id
        for o in g.battlefield_objects()
        if o.controller == me and "creature" in characteristics.chars(g, o.id).types
    )
    chosen: int | None = None
    if options:  # 701.54a: a creature you control (asked before anything changes: 608.2d)
        answer = ctx.ask(
            ChooseObjects(
                player=me,
                prompt=f"the Ring tempts you ({ctx.name}): choose a creature you control as "
                "your Ring-bearer (701.54a)",
                options=options,
                count=1,
            )
        )
        pick = answer[0] if isinstance(answer, list | tuple) and answer else answer
        chosen = pick if pick in options else options[0]
    ring = emblem(g, me)
    if ring is None:  # 701.54c, 114.2: the emblem first
        card = ir.CardDefinition(name=NAME)
        ring = GameObject.new(g.new_id(), card, me, me, Zone.COMMAND, g.new_timestamp())
        g.objects[ring.id] = ring
        p.command += (ring.id,)
        g.log_event("effect", f"{p.name} gets an emblem named {NAME}", "701.54c")
    p.ring_tempted += 1
    ring.card = ir.CardDefinition(name=NAME, abilities=abilities(p.ring_tempted))
    times = "once" if p.ring_tempted == 1 else f"{p.ring_tempted} times"
    g.log_event("effect", f"The Ring tempts {p.name} ({ctx.name}; {times} in all)", "701.54a")
    if chosen is not None:
        p.ring_bearer = chosen
        g.log_event("effect", f"{g.objects[chosen].name} becomes {p.name}'s Ring-bearer", "701.54a")
    g.dirty()
    # 701.54d: "Whenever the Ring tempts you", even where no creature could be chosen
    if listening(g, ir.TriggerEvent.RING_TEMPTS):
        triggers.fire(g, ir.TriggerEvent.RING_TEMPTS, player=me)
