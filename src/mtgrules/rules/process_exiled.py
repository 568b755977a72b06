"""s11 h-gy: "put a card an opponent owns from exile into that player's graveyard" (the Eldrazi
processors, ir.PutExiledIntoGraveyard). The controller chooses one card in exile owned by one
of their opponents (102.2); it is put into its owner's graveyard (404.1) as a new object
(400.7). With no such card nothing is done, so a following "If you do" doesn't happen (608.2c,
ctx.did)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from ..decisions import ChooseObjects
from ..zones import Zone
from . import effect_context, zone_moves

if TYPE_CHECKING:
    from ..state import GameState


def processable(game: GameState, controller: int) -> list[int]:
    """The cards in exile that ``controller``'s opponents own (102.2: an opponent is another
    player still in the game; a card face down in exile is one too: its owner is known to the
    game, and the processor may choose it)."""
    opponents = {p.index for p in game.players if p.index != controller and not p.lost}
    return [i for i in game.exile if game.objects[i].owner in opponents]


def put_exiled_into_graveyard(
    ctx: effect_context.EffectContext, e: ir.PutExiledIntoGraveyard
) -> None:
    g = ctx.game
    able = processable(g, ctx.controller)
    if not able:
        ctx.did = False
        g.log_event("effect", f"{ctx.name}: no card an opponent owns in exile", "608.2c")
        return
    # 608.2d: chosen as it resolves, asked even with one card (no silent choices)
    ans = ctx.ask(
        ChooseObjects(
            player=ctx.controller,
            prompt=f"{ctx.name}: which card an opponent owns goes from exile to their graveyard?",
            options=tuple(able),
            count=1,
        )
    )
    chosen = int(ans[0] if isinstance(ans, list | tuple) else ans)
    obj = g.objects[chosen]
    zone_moves.move(
        g,
        obj,
        Zone.GRAVEYARD,
        f"{obj.name} is put from exile into its owner's graveyard ({ctx.name})",
        "404.1",
    )
    ctx.did = True
