"""Transformer methods for delayed triggered abilities an effect creates (603.7): "Sacrifice
it at the beginning of the next end step." and "At the beginning of the next end step,
sacrifice it." (grammar.lark's 603.7 block; ``ir/delayed.py``)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import (
    AtNextEndStep,
    AttachedRef,
    CreatedRef,
    SelfRef,
    TargetRef,
    TriggerObjectRef,
)
from mtgrules.cards.transform_nouns import Context, Unread, words_of

__all__ = ["DelayedMixin"]

#: what transform_effects.e_create leaves as the antecedent of "it" (a created token)
_CREATED = "created token"


class DelayedMixin:
    """The 603.7 rules of grammar.lark."""

    ctx: Context

    def delayed_obj(self, c: list[Any]) -> Any:
        text = words_of(c)
        if text.startswith("this "):
            # 603.7e: the object is the source of the ability that created it
            self.ctx.self_word = self.ctx.self_word or text
            ref: Any = SelfRef()
        else:
            ante = self.ctx.antecedent
            if (
                text.startswith("that ")
                and not self.ctx.targets
                and self.ctx.trigger_object
                # "create a token that's a copy of that creature. Exile that token at end of
                # combat.": the token created (111.1), not the trigger's creature
                and not (text == "that token" and ante == _CREATED)
            ):
                # "that creature": the object the trigger event named, as ref_that reads it
                # (h-trig-combat: "blocks or becomes blocked by a creature, destroy that
                # creature at end of combat", where "it" is this creature)
                ante = TriggerObjectRef()
            if ante == _CREATED:
                ref = CreatedRef()  # 111.1: the tokens just created
            elif isinstance(ante, (TargetRef, SelfRef, AttachedRef, TriggerObjectRef)):
                ref = ante
            else:
                raise Unread(text, "nothing for the delayed ability to refer to")
        self.ctx.variants.add("delayed:" + text)
        return ref

    def at_next_end_step(self, c: list[Any]) -> None:
        return None

    def d_sacrifice(self, c: list[Any]) -> tuple[str, Any]:
        return ("sacrifice", c[0])

    def d_exile(self, c: list[Any]) -> tuple[str, Any]:
        return ("exile", c[0])

    def d_destroy(self, c: list[Any]) -> tuple[str, Any]:
        return ("destroy", c[0])

    def d_bounce(self, c: list[Any]) -> tuple[str, Any]:
        return ("bounce", c[0])

    def d_bounce_pl(self, c: list[Any]) -> tuple[str, Any]:
        self.ctx.variants.add("delayed_hands")
        return ("bounce", c[0])

    def delayed_end_step(self, c: list[Any]) -> AtNextEndStep:
        action, what = next(x for x in c if isinstance(x, tuple))
        return AtNextEndStep(action, what)

    def delayed_end_step_first(self, c: list[Any]) -> AtNextEndStep:
        self.ctx.variants.add("delayed_first")
        return self.delayed_end_step(c)
