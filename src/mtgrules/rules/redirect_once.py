"""One-shot redirection (614.9): "The next 1 damage that would be dealt to this creature this
turn is dealt to target creature you control instead." (the en-Kor creatures), "All combat
damage that would be dealt to you this turn is dealt to target attacking creature instead."
(Turn the Tables), "All damage that would be dealt to target creature this turn by a source
of your choice is dealt to this creature instead." (Oracle's Attendants).

Carried out as the spell or ability resolves: the recipient, the new recipient and the
source are found then (608.2b: an illegal target is not affected, so nothing is redirected to
or from it; 609.7a: "a source of your choice" is chosen then), and a ``RedirectionShield``
is kept for the rest of the turn (514.2). Applying it is rules/redirection.py's."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.ir.s11_dmg import RedirectOnce
from ..decisions import ChooseSource
from ..objects import Target
from ..records import RedirectionShield
from . import effect_context
from .effects_players import choosable_sources
from .targeting import target_name

if TYPE_CHECKING:
    from .effect_context import EffectContext

__all__ = ["RedirectOnce", "redirect_once"]


def redirect_once(ctx: EffectContext, e: RedirectOnce) -> None:
    """614.9: a redirection for this turn, from each recipient ``e.frm`` names to the one
    ``e.to`` names."""
    g = ctx.game
    tobjs, tplayers = effect_context.objects_and_players(ctx, e.to)
    news = [Target(object_id=o.id) for o in tobjs] + [Target(player=p) for p in tplayers]
    if len(news) != 1:
        return  # 608.2b: the new recipient was an illegal target (or there is none)
    new = news[0]
    source_id: int | None = None
    if e.by == "chosen":  # 609.7a: "a source of your choice", chosen now (not targeted)
        sources = choosable_sources(g)
        if not sources:
            return
        source_id = int(
            ctx.ask(
                ChooseSource(
                    player=ctx.controller, prompt=f"choose a source ({ctx.name})", options=sources
                )
            )
        )
    elif e.by is not None and e.by != "unblocked creatures":
        bobjs, _ = effect_context.objects_and_players(ctx, e.by)
        if not bobjs:
            return  # 608.2b: "by target attacking creature" no longer a legal target
        source_id = bobjs[0].id
    n = e.amount
    if n is not None and not isinstance(n, int):
        n = effect_context.amount(ctx, n)  # 107.3: "the next X damage" (608.2h)
    if n is not None and n <= 0:
        return
    objs, players = effect_context.objects_and_players(ctx, e.frm)
    froms = [(o.id, None) for o in objs] + [(None, p) for p in players]
    to_name = target_name(g, new)
    for object_id, player in froms:
        g.redirection_shields.append(
            RedirectionShield(
                ctx.name,
                g.new_timestamp(),
                object_id,
                player,
                new,
                n,
                e.combat,
                source_id,
                unblocked=e.by == "unblocked creatures",
            )
        )
        frm = g.objects[object_id].name if object_id is not None else g.players[player or 0].name
        what = "all" if n is None else f"the next {n}"
        kind = "combat damage" if e.combat else "damage"
        by = "" if source_id is None else f" by {g.object_name(source_id)}"
        by = " by unblocked creatures" if e.by == "unblocked creatures" else by
        g.log_event(
            "shield",
            f"{ctx.name}: {what} {kind} that would be dealt to {frm} this turn{by} will be "
            f"dealt to {to_name} instead",
            "614.9",
        )
