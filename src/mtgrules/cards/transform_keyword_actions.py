"""Transformer rules for keyword actions written as sentences (h-kw-perm block of
grammar.lark): amass (701.47a), bolster (701.39a), adapt (701.46a) and connive (701.50a,
701.50e). Values in ``ir/keyword_actions.py``; written back by ``render/keyword_actions.py``."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import (
    Adapt,
    Amass,
    Bolster,
    Connive,
    Discover,
    Filter,
    Incubate,
    ReturnToBattlefield,
    RingTempts,
    SelfRef,
    Support,
    TargetSpec,
    Transform,
)
from mtgrules.cards.transform_effects import Pred
from mtgrules.cards.transform_nouns import Context, Unread

__all__ = ["KeywordActionsMixin"]


class KeywordActionsMixin:
    ctx: Context

    def e_amass(self, c: list[Any]) -> Amass:
        # 701.47a: "amass Orcs 2"; 701.47d: the subtype is always written
        return Amass(str(c[0]), c[1])

    def e_bolster(self, c: list[Any]) -> Bolster:
        return Bolster(c[0])  # 701.39a

    def e_adapt(self, c: list[Any]) -> Adapt:
        return Adapt(c[0])  # 701.46a

    def e_discover(self, c: list[Any]) -> Discover:
        return Discover(c[0])  # 701.57a

    def e_incubate(self, c: list[Any]) -> Incubate:
        return Incubate(c[0])  # 701.53a

    def incubate_verb(self, c: list[Any]) -> str:
        return "verb:incubate"

    def p_incubate(self, c: list[Any]) -> Pred:
        # "Its controller incubates X, where X is its mana value." (701.53a, 111.2)
        n = c[-1]
        return Pred(lambda who: [Incubate(n, who)])

    def e_support(self, c: list[Any]) -> Support:
        # 701.41a: "up to N other target creatures" (on an instant or sorcery: not "other")
        n = int(c[0])
        spell = self.ctx.is_spell
        creatures = Filter(types=frozenset({"creature"}), other=not spell)
        ref = self.ctx.add_target(TargetSpec("object", creatures, count=n, up_to=True))
        return Support(ref, n)

    def connive_verb(self, c: list[Any]) -> str:
        return "verb:connive"

    def p_connive(self, c: list[Any]) -> Pred:
        return Pred(lambda who: [Connive(who)])  # 701.50a

    def p_connive_n(self, c: list[Any]) -> Pred:
        n = c[-1]
        return Pred(lambda who: [Connive(who, n, with_count=True)])  # 701.50e

    def e_return_transformed(self, c: list[Any]) -> ReturnToBattlefield:
        # 712.14a: "Exile this Saga, then return it to the battlefield transformed under your
        # control." / "When this creature dies, return it to the battlefield transformed under
        # its owner's control." (this object only, as for "transform")
        if not isinstance(c[0], SelfRef):
            raise Unread("return", "a card other than this one to the battlefield transformed")
        return ReturnToBattlefield(c[0], under_your_control="under" in c[1:], transformed=True)

    def e_ring_tempts(self, c: list[Any]) -> RingTempts:
        return RingTempts()  # 701.54a

    def e_transform(self, c: list[Any]) -> Transform:
        # 701.27a: "Transform this creature." / "transform it" (this object); another
        # permanent ("transform target creature") isn't read
        if not isinstance(c[0], SelfRef):
            raise Unread("transform", "a permanent other than this one (701.27a)")
        return Transform(c[0])
