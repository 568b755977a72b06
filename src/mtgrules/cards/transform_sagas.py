"""Transformer methods for Sagas' chapter abilities (714.2): "I — EFFECT", "I, II — EFFECT"
(grammar.lark's ``chapter_ability``). A chapter ability is a triggered ability (714.2b):
"When one or more lore counters are put onto this Saga, if the number of lore counters on
it was less than N and became at least N, EFFECT"; the engine is ``rules/sagas.py``."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import IfYouDo, SelfRef, Trigger, TriggeredAbility, TriggerEvent
from mtgrules.cards.transform_effects import Chain
from mtgrules.cards.transform_nouns import Context
from mtgrules.cards.transform_optional import may_do_first

__all__ = ["ROMAN", "SagasMixin"]

#: 714.2a: the Roman numeral of a chapter symbol, and the number it represents
ROMAN = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6}


class SagasMixin:
    """The chapter-ability rules of grammar.lark (714.2)."""

    ctx: Context

    def chapter_number(self, c: list[Any]) -> int:
        return ROMAN[str(c[0])]  # 714.2a

    def chapter_ability(self, c: list[Any]) -> TriggeredAbility:
        *numbers, chain = c
        assert isinstance(chain, Chain)
        effects, optional = list(chain.effects), chain.optional
        if optional and any(isinstance(e, IfYouDo) and e.negated for e in effects):
            # 118.12: "you may X. If you don't, Y": X is an optional instruction (608.2d)
            effects, optional = may_do_first(effects, "before 'If you don't'"), False
        # 714.2c: "I, II — EFFECT" is one ability per chapter number (rules/sagas.py)
        trigger = Trigger(
            TriggerEvent.COUNTERS_PUT, SelfRef(), counter="lore", chapters=tuple(numbers)
        )
        return TriggeredAbility(
            trigger,
            tuple(effects),
            tuple(self.ctx.targets),
            optional=optional,
            layout=self._layout(joins=tuple(chain.joins)),  # type: ignore[attr-defined]
        )
