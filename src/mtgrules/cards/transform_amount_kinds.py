"""Transformer methods for more kinds of amounts (107.1, 107.3, 608.2h; h-amount, issue 12).

- "that creature's toughness", "that card's mana value", "that spell's mana value": a
  characteristic of the object the text named before (the last object target, or the object
  the trigger event names), as an ``ir.PowerOf`` / ``ToughnessOf`` / ``ManaValueOf`` of that
  reference; its value is locked in as the instruction is carried out, from the object as it
  last existed if it has left (608.2h). The words are kept as a layout variant
  (``m_that:REF:that creature's``) so the renderer writes them back.
"""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import TargetRef, TriggerObjectRef, that_key
from mtgrules.cards.transform_nouns import Context, Unread, words_of

__all__ = ["AmountKindsMixin"]


class AmountKindsMixin:
    ctx: Context

    def that_poss(self, c: list[Any]) -> str:
        return words_of(c)

    def m_that(self, c: list[Any]) -> Any:
        """ "that creature's", "that card's", "that spell's" (608.2h): the object named
        before: the last object target, else the object of the trigger event."""
        words = "that " + str(c[0])
        ante = self.ctx.antecedent
        ref: Any
        objects = [i for i, t in enumerate(self.ctx.targets) if t.kind != "player"]
        if objects and not isinstance(ante, TriggerObjectRef):
            last = len(self.ctx.targets) - 1
            if objects[-1] != last:  # "that creature" after a player target: not a target
                raise Unread(words, "the object 'that' names isn't the last target")
            ref = TargetRef(last)
        elif not objects and (self.ctx.trigger_object or isinstance(ante, TriggerObjectRef)):
            ref = TriggerObjectRef()
        else:
            raise Unread(words, "nothing for 'that' to refer to")
        self.ctx.variants.add(f"m_that:{that_key(ref)}:{words}")
        return ref
