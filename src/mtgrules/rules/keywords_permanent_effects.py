"""The effects of permanents' keyword abilities that no card's text spells out (issue 12):
fabricate's choice (702.123a). The abilities are built by rules/keywords_permanent.py."""

from __future__ import annotations

from ..decisions import ChooseOption
from ..zones import Zone
from . import effect_context, effects_zones, permanents
from .keywords_permanent import FabricateChoice

__all__ = ["fabricate_choice"]

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
    effects_zones._create_token(ctx, e.servos)
