"""Populate (701.36): choose a creature token you control and create a token that's a copy
of it (``ir.Populate``)."""

from __future__ import annotations

from ..cards import ir
from ..decisions import ChooseObjects
from . import characteristics, copying, effect_context, zone_moves

__all__ = ["populate"]

_NO_TOKEN = ir.CreateToken(1, 0, 0, frozenset(), (), ())  # create_tokens' spec for a copy


def populate(ctx: effect_context.EffectContext, e: ir.Populate) -> None:
    g = ctx.game
    tokens = []
    for o in g.battlefield_objects():
        ch = characteristics.chars(g, o.id)
        if o.is_token and ch.controller == ctx.controller and "creature" in ch.types:
            tokens.append(o)
    you = g.players[ctx.controller].name
    if not tokens:
        # 701.36b: no creature token to choose: no token is created
        g.log_event(
            "effect", f"{you} populates ({ctx.name}) but controls no creature token", "701.36b"
        )
        ctx.created = []
        return
    # 701.36a: the player chooses which creature token (608.2d: on resolution, not targeted)
    ans = ctx.ask(
        ChooseObjects(
            player=ctx.controller,
            prompt=f"choose a creature token you control to copy (populate, {ctx.name})",
            options=tuple(o.id for o in tokens),
            count=1,
        )
    )
    pick = ans[0] if isinstance(ans, list | tuple) else ans
    chosen = g.objects[int(pick)]
    # 707.2: the copy has the chosen token's copiable values
    values = copying.token_copy_values(chosen.values)
    g.log_event("copy", f"{you} populates ({ctx.name}): a copy of {chosen.name}", "701.36a")
    made = zone_moves.create_tokens(g, ctx.controller, _NO_TOKEN, ctx.name, copy=values)
    ctx.created = [t.id for t in made]
