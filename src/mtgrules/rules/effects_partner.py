"""702.124j: the effect of "Partner with [name]"'s triggered ability (rules/keywords_partner.py):
"target player may search their library for a card named [name], reveal it, put it into
their hand, then shuffle." The target player chooses whether to search (608.2d), finds at
most one card with that name (701.23b: one with a stated quality may not be found), reveals
it (701.20a), puts it into their hand and shuffles (701.24a)."""

from __future__ import annotations

from ..decisions import OptionalInstruction, SearchChoice
from ..zones import Zone
from . import zone_moves
from .effect_context import EffectContext
from .keywords_partner import RULE, PartnerSearch


def _printed_name(ctx: EffectContext, name: str) -> str:
    """The partner's name as the source's text prints it (the ability keeps it lowercased,
    201.2: names are compared whatever their case)."""
    src = ctx.game.objects.get(ctx.source_id) if ctx.source_id is not None else None
    text = src.card.text if src is not None else ""
    i = text.lower().find(name)
    return text[i : i + len(name)] if i >= 0 else name


def partner_search(ctx: EffectContext, e: PartnerSearch) -> None:
    g = ctx.game
    players = [t.player for ts in ctx.targets for t in ts if t.player is not None]
    if not players:
        return  # 608.2b: the target is illegal now
    p = players[0]
    who = g.players[p].name
    named = _printed_name(ctx, e.name)
    ans = ctx.ask(
        OptionalInstruction(
            player=p,
            prompt=f"search your library for a card named {named}? ({ctx.name})",
            options=("yes", "no"),
        )
    )
    if str(ans).lower() not in ("yes", "true"):
        g.log_event("effect", f"{who} doesn't search ({ctx.name})", "608.2d")
        return
    lib = g.players[p].library
    found = [oid for oid in lib if g.objects[oid].name.lower() == e.name]  # 201.2
    picks: list[int] = []
    if found:
        choice = ctx.ask(
            SearchChoice(
                player=p,
                prompt=f"search your library for a card named {named} ({ctx.name})",
                options=(None, *found),
                count=1,
                up_to=True,
            )
        )
        if choice is not None:
            picks = list(choice) if isinstance(choice, list | tuple) else [choice]
    for oid in picks:
        o = g.objects[oid]
        g.log_event("reveal", f"{ctx.name}: {who} reveals {o.name}", "701.20a")
        zone_moves.move(g, o, Zone.HAND, f"{o.name} is put into {who}'s hand", RULE)
    zone_moves.shuffle(g, p)  # 701.24a
