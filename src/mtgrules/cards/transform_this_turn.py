"""Reading "Until end of turn, whenever EVENT, EFFECTS." (603.7a-b; ir/this_turn.py): a
delayed triggered ability that lasts the turn, made by a spell or an ability as it resolves
(High Tide, The Mirari Conjecture's chapter III, Mistway Spy)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import Layout, Trigger, TriggeredAbility
from mtgrules.cards.ir.this_turn import ThisTurnTrigger
from mtgrules.cards.transform_effects import Chain, as_chain
from mtgrules.cards.transform_nouns import Context, Unread

__all__ = ["ThisTurnMixin"]


class ThisTurnMixin:
    ctx: Context

    def this_turn_trigger(self, c: list[Any]) -> Chain:
        trigger: Trigger = c[0]
        inner = as_chain(c[-1])
        if self.ctx.targets:
            # 603.7c: a target of the ability that makes it, or one of its own: not yet
            raise Unread("until end of turn, whenever", "a target in or before it")
        if not inner.effects:
            raise Unread("until end of turn, whenever", "no instruction")
        # its own words: "whenever" (the line's "When this creature enters" is the other's)
        words = (self.ctx.variants - {"when:when"}) | {"when:whenever"}
        layout = Layout(
            self_word=self.ctx.self_word, variants=frozenset(words), joins=tuple(inner.joins)
        )
        ability = TriggeredAbility(
            trigger, tuple(inner.effects), (), optional=inner.optional, layout=layout
        )
        return Chain([ThisTurnTrigger(ability)])
