"""Transformer methods for the text linked to keyword abilities (702): kicker's "if this
spell was kicked" sentences and "if this creature was kicked, it enters with ..." (702.33e).
The keyword lines themselves ("Kicker {2}{R}") are read by ``transform_abilities``.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any

from mtgrules.cards.ir import IfKicked, Replacement, StaticAbility, TargetRef
from mtgrules.cards.transform_effects import Chain, as_chain
from mtgrules.cards.transform_nouns import Unread
from mtgrules.cards.transform_static import StaticMixin


def target_indices(thing: Any) -> set[int]:
    """The target phrases (their indices) an effect refers to, however deep."""
    if isinstance(thing, TargetRef):
        return {thing.index}
    if isinstance(thing, tuple | list):
        return {i for t in thing for i in target_indices(t)}
    if is_dataclass(thing) and not isinstance(thing, type):
        return {i for f in fields(thing) for i in target_indices(getattr(thing, f.name))}
    return set()


class KeywordsMixin(StaticMixin):
    """Kicker's linked abilities (702.33e)."""

    _kicked_from: int = 0  # the number of target phrases before "if this spell was kicked,"

    def kicked_if(self, c: list[Any]) -> str:
        # read before the sentence's clauses (Lark transforms children in order): the
        # targets named after this are chosen only if the spell was kicked (702.33g)
        self._kicked_from = len(self.ctx.targets)
        return "kicked"

    def if_kicked(self, c: list[Any]) -> Chain:
        inner = as_chain(c[1])
        if inner.optional:
            raise Unread("you may", "no optional instruction after 'if this spell was kicked'")
        new = tuple(sorted(i for i in target_indices(inner.effects) if i >= self._kicked_from))
        return Chain([IfKicked(tuple(inner.effects), new, tuple(inner.joins))])

    def s_kicked_enters_counters(self, c: list[Any]) -> Any:
        # 614.1c: "If this creature was kicked, it enters with two +1/+1 counters on it."
        n, kind = c[1], c[2]
        return StaticAbility(Replacement("kicked_enters_with_counters", amount=n, counter=kind))
