"""Transformer methods for the text linked to keyword abilities (702): kicker's "if this
spell was kicked" sentences and "if this creature was kicked, it enters with ..." (702.33e).
The keyword lines themselves ("Kicker {2}{R}") are read by ``transform_abilities``.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass, replace
from typing import Any, cast

from mtgrules.cards.ir import (
    DealDamage,
    IfCondition,
    IfKicked,
    IfYouDo,
    Replacement,
    SelfRef,
    StaticAbility,
    TargetRef,
)
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
        if self.ctx.antecedent is None:
            # 702.33e: "Target player discards two cards. If this spell was kicked, it deals
            # 3 damage to that player.": no object named before, so "it" is the spell
            self.ctx.antecedent = SelfRef()
            self.ctx.kicked_self = True
        return "kicked"

    def if_kicked(self, c: list[Any]) -> Chain:
        inner = as_chain(c[1])
        if inner.optional:
            raise Unread("you may", "no optional instruction after 'if this spell was kicked'")
        new = tuple(sorted(i for i in target_indices(inner.effects) if i >= self._kicked_from))
        return Chain([IfKicked(tuple(inner.effects), new, joins=tuple(inner.joins))])

    def s_kicked_enters_counters(self, c: list[Any]) -> Any:
        # 614.1c: "If this creature was kicked, it enters with two +1/+1 counters on it."
        n, kind = c[1], c[2]
        return StaticAbility(Replacement("kicked_enters_with_counters", amount=n, counter=kind))

    def s_escapes_with_counters(self, c: list[Any]) -> Any:
        # 702.138c, 614.1c: "This creature escapes with two +1/+1 counters on it." means "If
        # this permanent escaped, it enters with two +1/+1 counters on it."
        n, kind = c[1], c[2]
        return StaticAbility(Replacement("escapes_with_counters", amount=n, counter=kind))

    def s_multikicked_enters_counters(self, c: list[Any]) -> Any:
        # 702.33c, 614.1c: "... enters with a +1/+1 counter on it for each time it was kicked."
        n, kind = c[1], c[2]
        return StaticAbility(Replacement("enters_with_counters_per_kick", amount=n, counter=kind))

    def if_kicked_instead(self, c: list[Any]) -> Chain:
        # "If this spell was kicked, draw three cards instead.": merged with the sentence
        # before it by ``effects`` below
        return self._instead(c[1], "end")

    def if_kicked_instead_front(self, c: list[Any]) -> Chain:
        return self._instead(c[1], "front")

    def if_kicked_damage_instead(self, c: list[Any]) -> Chain:
        # "If this spell was kicked, it deals 4 damage instead.": the damage before, 4 of it
        return Chain([IfKicked((), instead="damage", joins=(str(c[1]),))])

    def _instead(self, chain: Any, how: str) -> Chain:
        inner = as_chain(chain)
        if inner.optional:
            raise Unread("you may", "no optional instruction after 'if this spell was kicked'")
        new = tuple(sorted(i for i in target_indices(inner.effects) if i >= self._kicked_from))
        return Chain([IfKicked(tuple(inner.effects), new, instead=how, joins=tuple(inner.joins))])

    def effects(self, c: list[Any]) -> Chain:
        out: Chain = super().effects(c)
        for k, e in enumerate(out.effects):
            if isinstance(e, IfKicked | IfCondition) and e.instead and not e.otherwise:
                if k == 0 and isinstance(e, IfCondition):
                    continue  # s9 cond: its own paragraph ("Morbid — ..."): parser._merge_spell
                return merge_instead(out, k, e)
        return out


def merge_instead(out: Chain, k: int, e: IfKicked | IfCondition) -> Chain:
    """608.2c, 702.33e: "... instead" replaces the sentence before it when kicked (or, s9 cond,
    when its condition is true). The sentence before may end a paragraph of its own ("Brimstone
    Volley deals 3 damage to any target.\nMorbid — Brimstone Volley deals 5 damage instead if
    a creature died this turn.": an IfCondition then keeps ``form`` "paragraph")."""
    paragraph = k > 0 and out.joins[k - 1] == "\n" and isinstance(e, IfCondition)
    if k == 0 or (out.joins[k - 1] != ". " and not paragraph):
        raise Unread("instead", "nothing before 'if ..., ... instead'")
    start = k - 1
    while start > 0 and out.joins[start - 1] not in (". ", "\n"):
        start -= 1
    before = tuple(out.effects[start:k])
    before_joins = tuple(out.joins[start : k - 1])
    kicked = e.effects
    damage = e.instead in ("damage", "damage after")  # s9 cond: IfCondition's too
    if (
        len(before) == 1
        and isinstance(before[0], IfYouDo)
        and len(before[0].effects) == 1
        and isinstance(e, IfCondition)
        and not damage
    ):
        # 608.2c: "If you do, put a +1/+1 counter on it. If it's a Unicorn, put two +1/+1
        # counters on it instead." (Emiel the Blessed): the "instead" replaces what "If you
        # do" does, so it too happens only if you did
        did = before[0]
        inner = replace(e, otherwise=did.effects, otherwise_joins=())
        merged_did = replace(did, effects=cast(Any, (inner,)))
        effects = [*out.effects[:start], merged_did, *out.effects[k + 1 :]]
        return Chain(effects, [*out.joins[:start], *out.joins[k:]], out.optional)
    if damage:
        if len(before) != 1 or not isinstance(before[0], DealDamage):
            raise Unread("it deals", "no damage before 'it deals N damage instead'")
        kicked = (replace(before[0], amount=int(e.joins[0])),)
    own_joins = e.joins[1:] if isinstance(e, IfCondition) and damage else e.joins
    if isinstance(e, IfKicked) and damage:
        own_joins = ()
    merged = replace(
        e, effects=kicked, otherwise=before, joins=own_joins, otherwise_joins=before_joins
    )
    if paragraph and isinstance(merged, IfCondition):
        merged = replace(merged, form="paragraph")
    effects = [*out.effects[:start], merged, *out.effects[k + 1 :]]
    joins = [*out.joins[:start], *out.joins[k:]]
    rest = Chain(effects, joins, out.optional)
    for j, later in enumerate(rest.effects):  # another "instead" later in the paragraph
        if (
            j > start
            and isinstance(later, IfKicked | IfCondition)
            and later.instead
            and not later.otherwise
        ):
            return merge_instead(rest, j, later)
    return rest
