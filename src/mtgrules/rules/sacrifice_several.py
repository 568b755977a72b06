"""Sacrificing one permanent for each of several nouns (701.21a): "Discard a card and
sacrifice a creature, an artifact, and a land." (Oubliette), "Target player sacrifices an
artifact and a land of their choice." (Structural Collapse): ``ir.SacrificeSeveral``.

Each player chooses in APNAP order (101.4), one noun at a time in the printed order, and then
every chosen permanent is sacrificed at once (701.21a). A permanent that is several of the
nouns (205.2b: an artifact land is an artifact and a land) is chosen for one of them only,
and the player meets as many of the nouns as their permanents allow: the rulings of
Structural Collapse (2013-01-24) say that a player whose only artifact is an artifact land
sacrifices it and another land, and one whose only artifact and only land is that one
permanent sacrifices just it. So each noun's options are the permanents that still let the
most nouns be met (a matching of permanents to nouns, 205.2b), and a noun that can't be met
without leaving another unmet is passed over."""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import ir
from ..cards.render.phrases import article
from ..decisions import SacrificeChoice
from . import effect_context, zone_moves
from .targeting import describe_filter

__all__ = ["most_met", "sacrifice_several"]

RULE = "701.21a"


def most_met(fits: Sequence[Sequence[int]], taken: frozenset[int] = frozenset()) -> int:
    """How many of the nouns (``fits``: for each, the permanents that are one) distinct
    permanents not in ``taken`` can meet at once (a maximum matching, by augmenting paths)."""
    owner: dict[int, int] = {}  # permanent -> the noun it meets

    def place(i: int, seen: set[int]) -> bool:
        for oid in fits[i]:
            if oid in taken or oid in seen:
                continue
            seen.add(oid)
            if oid not in owner or place(owner[oid], seen):
                owner[oid] = i
                return True
        return False

    return sum(1 for i in range(len(fits)) if place(i, set()))


def sacrifice_several(ctx: effect_context.EffectContext, e: ir.SacrificeSeveral) -> None:
    g = ctx.game
    _, players = effect_context.objects_and_players(ctx, e.who)
    chosen: list[int] = []
    for p in g.apnap(players):  # 101.4: choices in APNAP order, then all at once
        fits = [[o.id for o in effect_context.controlled(ctx, p, f)] for f in e.filters]
        if ctx.as_cost and most_met(fits) < len(fits):  # 118.3: a cost is paid in full
            what = " and ".join(describe_filter(f) for f in e.filters)
            g.log_event("effect", f"{ctx.name}: can't sacrifice {what} (118.3)", "118.3")
            ctx.did = False
            return
        taken: set[int] = set()
        for i, f in enumerate(e.filters):
            best = most_met(fits[i:], frozenset(taken))
            options = tuple(
                oid
                for oid in fits[i]
                if oid not in taken
                and 1 + most_met(fits[i + 1 :], frozenset(taken | {oid})) == best
            )
            if not options:
                continue  # none of this kind, or none that leaves the others met (205.2b)
            noun = describe_filter(f)
            answer = ctx.ask(
                SacrificeChoice(
                    player=p,
                    prompt=f"{g.players[p].name}: choose {article(noun)} to sacrifice "
                    f"({ctx.name}; {RULE})",
                    options=options,
                    count=1,
                )
            )
            pick = answer[0] if isinstance(answer, list | tuple) else answer
            taken.add(pick)
            chosen.append(pick)

    def sacrifice_chosen() -> None:  # 701.21a: all at once (101.4)
        for oid in chosen:
            zone_moves.sacrifice(g, oid, ctx.name)

    effect_context.act(ctx, sacrifice_chosen)
    ctx.did = bool(chosen)
    ctx.sacrificed_now = list(chosen)  # "that creature" after it (608.2h)
