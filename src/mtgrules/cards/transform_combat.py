"""Transformer rules for the combat family of issue 12 (h-combat block of grammar.lark):
fight (701.14a). Values in ``ir/combat.py``; written back by ``render/combat.py``."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, cast

from mtgrules.cards.ir import (
    AttackDespiteDefender,
    BlockAdditional,
    CounterSpell,
    Duration,
    ExertAsAttacks,
    ExileIfDies,
    Fight,
    Filter,
    Replacement,
    SelfRef,
    StaticAbility,
    TargetRef,
    Trigger,
    TriggeredAbility,
    TriggerEvent,
)
from mtgrules.cards.transform_effects import Chain, Fold, Pred
from mtgrules.cards.transform_nouns import Unread, words_of


class CounterExiled(Fold):
    """614.1a: "If that spell is countered this way, exile it instead of putting it into its
    owner's graveyard.": the counter before it exiles (``CounterSpell.exile_instead``)."""

    def fold(self, effects: list[Any]) -> None:
        last = effects[-1] if effects else None
        if not isinstance(last, CounterSpell) or last.unless_times != 1:
            raise Unread("countered this way", "'countered this way' after no counter")
        effects[-1] = replace(last, exile_instead=True)


class CombatMixin:
    """``p_fight`` ("X fights Y", a predicate of any subject) and ``may_have_fight`` ("you
    may have X fight Y": an optional instruction, 608.2d)."""

    def fight_verb(self, c: list[Any]) -> str:
        return "verb:fight"

    def p_fight(self, c: list[Any]) -> Pred:
        # "Target creature fights another target creature": "another" is a different
        # creature from the first target (115.3: Filter.differs_from_target)
        other = next(x for x in c if not (isinstance(x, str) and x.startswith("verb:")))

        def fight(who: Any) -> list[Any]:
            if who == other and isinstance(who, TargetRef) and who.index > 0:
                # "Choose target creature an opponent controls. ... Target creature you
                # control fights that creature." (Time to Feed): "that creature" is the
                # target named before the subject's own, not the subject (701.14a)
                return [Fight(who, self._that_one_before(who.index))]
            return [Fight(who, other)]

        return Pred(fight)

    def _that_one_before(self, index: int) -> TargetRef:
        """The target before ``index``, which "that creature" named; the words noted for the
        renderer move to it (``that:INDEX:N:WORDS``, transform_nouns.ref_that)."""
        ctx = self.ctx  # type: ignore[attr-defined]
        n = ctx.pronouns.get(index, 0)
        words = "that creature"
        for v in [v for v in ctx.variants if v.startswith(f"that:{index}:{n}:")]:
            ctx.variants.discard(v)
            words = v.split(":", 3)[3]
        ctx.pronouns[index] = max(0, n - 1)
        m = ctx.pronouns.get(index - 1, 0) + 1
        ctx.pronouns[index - 1] = m
        ctx.variants.add(f"that:{index - 1}:{m}:{words}")
        return TargetRef(index - 1)

    def may_have_fight(self, c: list[Any]) -> Chain:
        who, other = c[0], c[1]
        return Chain([Fight(who, other, have=True)], optional=True)

    def die_noun(self, c: list[Any]) -> str:
        return words_of(c)

    def exile_if_dies(self, c: list[Any]) -> Chain:
        """614.1a: the replacement effect this resolution creates (``ExileIfDies``)."""
        noun: str = c[0]
        if noun.endswith("dealt damage this way"):
            kind = "creature" if noun.startswith("a creature") else None
            flt = Filter(types=frozenset({kind})) if kind else None
            return Chain([ExileIfDies(noun, damaged_this_way=True, filter=flt)])
        targets = self.ctx.targets  # type: ignore[attr-defined]
        if not targets:
            raise Unread(noun, f"'{noun}' names no target")
        return Chain([ExileIfDies(noun, TargetRef(len(targets) - 1))])

    def counter_exile_instead(self, c: list[Any]) -> CounterExiled:
        return CounterExiled()

    def exert_self(self, c: list[Any]) -> SelfRef:
        # "When you do, it gets +2/+2": "it" is the exerted creature (read after this)
        self.ctx.antecedent = SelfRef()  # type: ignore[attr-defined]
        return SelfRef()

    def exert_when(self, c: list[Any]) -> TriggeredAbility:
        """607.2h: the linked "When you do, ..." (its trigger: a placeholder)."""
        chain: Chain = c[-1]
        return TriggeredAbility(
            Trigger(TriggerEvent.ATTACKS),
            tuple(chain.effects),
            tuple(self.ctx.targets),  # type: ignore[attr-defined]
            optional=chain.optional,
            layout=self._layout(joins=tuple(chain.joins)),  # type: ignore[attr-defined]
        )

    def exert_line(self, c: list[Any]) -> list[Any]:
        when = next((x for x in c if isinstance(x, TriggeredAbility)), None)
        return [ExertAsAttacks(when, layout=self._layout())]  # type: ignore[attr-defined]

    def s_die_exile_self(self, c: list[Any]) -> StaticAbility:
        return StaticAbility(Replacement("die_exile_self"))  # 614.1a, 700.4

    def s_die_exile(self, c: list[Any]) -> StaticAbility:
        np = c[0]
        return StaticAbility(Replacement("die_exile", np.filter))  # 614.1a, 700.4

    def sp_attack_despite_defender(self, c: list[Any]) -> Any:
        # 702.3b (an effect outside ir.Effect's union: read by rules/combat.py)
        return lambda who: StaticAbility(cast(Any, AttackDespiteDefender(who)))

    def p_attack_despite_defender(self, c: list[Any]) -> Pred:
        # 611.2a: "can attack this turn as though it didn't have defender"
        return Pred(
            lambda who: [AttackDespiteDefender(who, Duration.END_OF_TURN)], Duration.END_OF_TURN
        )

    def p_block_additional(self, c: list[Any]) -> Pred:
        # 509.1a, 611.2a: "can block an additional creature this turn"
        return Pred(lambda who: [BlockAdditional(who)], Duration.END_OF_TURN)
