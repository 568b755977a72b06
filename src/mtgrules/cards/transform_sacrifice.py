"""Transformer rules for sacrificing one permanent for each of several nouns (701.21a; the
block of grammar.lark after the dungeons'): "sacrifice a creature, an artifact, and a land"
and "PLAYER sacrifices an artifact and a land of their choice". Values in
``ir/sacrifice.py``."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import AnyPlayerMaySacrifice, SacrificeSeveral, YouRef
from mtgrules.cards.transform_effects import Chain, Pred
from mtgrules.cards.transform_nouns import NP, Context, Unread

__all__ = ["SacrificeMixin"]


class SacrificeMixin:
    ctx: Context

    def sac_several(self, c: list[Any]) -> tuple[Any, ...]:
        nps = [x for x in c if isinstance(x, NP)]
        for np in nps:
            if np.filter.zone not in (None, "battlefield"):
                raise Unread("sacrifice", "a noun that isn't a permanent")  # 701.21a
        return tuple(np.filter for np in nps)

    def e_sacrifice_several(self, c: list[Any]) -> SacrificeSeveral:
        return SacrificeSeveral(YouRef(), c[-1])

    def p_sacrifice_several(self, c: list[Any]) -> Pred:
        filters = next(x for x in c if isinstance(x, tuple))
        return Pred(lambda who: [SacrificeSeveral(who, filters)])

    def sentence_punisher_sacrifice(self, c: list[Any]) -> Chain:
        """101.4, 608.2d: "WHO may sacrifice N FILTER of their choice." ("If a player does,
        ..." after it: transform_s11_dmg.sentence_if_punished)."""
        who, (n, np) = c[0], c[-1]
        if np.filter.zone not in (None, "battlefield"):
            raise Unread("sacrifice", "a noun that isn't a permanent")  # 701.21a
        self.ctx.variants.add("punisher")
        return Chain([AnyPlayerMaySacrifice(who, np.filter, n)])
