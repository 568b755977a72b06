"""s11 h-lib: Fact or Fiction and Steam Augury (``ir.RevealPiles``): the top cards of the
controller's library are revealed (701.20a); one player separates them into two piles (either
may be empty), the other chooses a pile (608.2d); that pile goes to the controller's hand and
the other to their graveyard. "An opponent" is chosen by the controller (608.2d). Every
question is asked before a card moves (an answer plays the resolution again)."""

from __future__ import annotations

from ..cards import ir
from ..decisions import ChooseObjects, ChooseOption
from ..zones import Zone
from . import effect_context, zone_moves
from .effects_library import _as_list


def reveal_piles(ctx: effect_context.EffectContext, e: ir.RevealPiles) -> None:
    g = ctx.game
    me = ctx.controller
    lib = g.players[me].library
    top = list(reversed(lib[-e.count :])) if e.count > 0 else []
    _, opponents = effect_context.objects_and_players(ctx, ir.ChosenPlayerRef("opponent"))
    if not top or not opponents:
        ctx.did = False
        return
    opp = opponents[0]
    separator, chooser = (me, opp) if e.you_separate else (opp, me)
    d = ChooseObjects(
        player=separator,
        prompt=f"separate the revealed cards into two piles: choose the cards of the first "
        f"pile, the others make the second ({ctx.name})",
        options=(None, *top),
        count=len(top),
        up_to=True,
    )
    first = [oid for oid in _as_list(ctx.ask(d)) if oid in top]
    second = [oid for oid in top if oid not in first]

    def names(pile: list[int]) -> str:
        return ", ".join(g.objects[oid].name for oid in pile) or "no cards"

    ans = ctx.ask(
        ChooseOption(
            player=chooser,
            prompt=f"choose the pile {g.players[me].name} puts into their hand: first "
            f"({names(first)}) or second ({names(second)}) ({ctx.name})",
            options=("first", "second"),
        )
    )
    to_hand, to_gy = (second, first) if str(ans).lower() == "second" else (first, second)
    who = g.players[me].name
    g.log_event("reveal", f"{who} reveals {names(top)} ({ctx.name})", "701.20a")
    for oid, zone in [*((o, Zone.HAND) for o in to_hand), *((o, Zone.GRAVEYARD) for o in to_gy)]:
        o = g.objects[oid]
        where = "hand" if zone is Zone.HAND else "graveyard"
        zone_moves.move(
            g, o, zone, f"{who} puts {o.name} into their {where} ({ctx.name})", "608.2d"
        )
    ctx.did = True
