"""Transformer rules for sacrificing one permanent for each of several nouns (701.21a; the
block of grammar.lark after the dungeons'): "sacrifice a creature, an artifact, and a land"
and "PLAYER sacrifices an artifact and a land of their choice". Values in
``ir/sacrifice.py``."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import SacrificeSeveral, YouRef
from mtgrules.cards.transform_effects import Pred
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
