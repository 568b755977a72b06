"""Transformer methods for conditions (ir/conditions.py): "if you control three or more
artifacts", "as long as seven or more cards are in your graveyard", "if it's your turn".

A condition is read the same wherever it appears: as a triggered ability's intervening "if"
(603.4, ``intervening_if``) and as the "as long as" of a static ability (611.3a,
``s_continuous_while`` / ``s_while_continuous``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtgrules.cards.ir import (
    AnyOf,
    AttachedRef,
    CardTypesInGraveyard,
    CountIs,
    CountOf,
    DefendingPlayerControls,
    Filter,
    IfCondition,
    IsMonarch,
    LifeIs,
    MeasureIs,
    ObjectIs,
    OpponentsAtLeast,
    Replacement,
    Restriction,
    SelfRef,
    StaticAbility,
    Trigger,
    TriggerEvent,
    TriggerObjectRef,
    Unless,
    UnlessPays,
    WasKicked,
    YourTurn,
)
from mtgrules.cards.transform_effects import Chain, as_chain
from mtgrules.cards.transform_nouns import NP, NounsMixin, Unread, words_of
from mtgrules.cards.transform_static import _with_layout

__all__ = ["ConditionsMixin"]

# a quantity: (operator, number, how the text says it)
Qty = tuple[str, int, str]


def _controlled(np: NP, **changes: Any) -> CountOf:
    """ "you control N NOUN": the count of NOUN you control (on the battlefield)."""
    f = np.filter
    if f.controller is not None or f.zone != "battlefield":
        raise Unread("you control", "a noun phrase that already says where")
    return CountOf(replace(f, controller="you", **changes))


def _in_your_graveyard(np: NP) -> CountOf:
    f = np.filter
    if f.controller is not None or f.zone != "battlefield":
        raise Unread("in your graveyard", "a noun phrase that already says where")
    return CountOf(replace(f, controller="you", zone="graveyard"))


class ConditionsMixin(NounsMixin):
    # --- quantities ------------------------------------------------------------------------

    def q_or_more(self, c: list[Any]) -> Qty:
        return (">=", c[0], "or more")

    def q_or_fewer(self, c: list[Any]) -> Qty:
        return ("<=", c[0], "or fewer")

    def q_at_least(self, c: list[Any]) -> Qty:
        return (">=", c[0], "at least")

    def life_or_less(self, c: list[Any]) -> Qty:
        return ("<=", c[0], "or less")

    def life_or_more(self, c: list[Any]) -> Qty:
        return (">=", c[0], "or more")

    def life_or_greater(self, c: list[Any]) -> Qty:
        return (">=", c[0], "or greater")

    def life_at_least(self, c: list[Any]) -> Qty:
        return (">=", c[0], "at least")

    def cond_state(self, c: list[Any]) -> str:
        return words_of(c)

    # --- counts ----------------------------------------------------------------------------

    def cond_control_n(self, c: list[Any]) -> CountIs:
        (op, n, q), np = c
        return CountIs(_controlled(np), op, n, "you control", q)

    def cond_control_a(self, c: list[Any]) -> CountIs:
        return CountIs(_controlled(c[-1]), ">=", 1, "you control", "a")

    def cond_control_another(self, c: list[Any]) -> CountIs:
        return CountIs(_controlled(c[-1], other=True), ">=", 1, "you control", "another")

    def cond_control_no(self, c: list[Any]) -> CountIs:
        return CountIs(_controlled(c[-1]), "==", 0, "you control", "no")

    def cond_control_no_sub(self, c: list[Any]) -> CountIs:
        # "you control no Islands": a plural subtype (obj_pl_bare's second form)
        np = self.obj_pl_bare(c)
        return CountIs(_controlled(np), "==", 0, "you control", "no")

    def cond_control_n_sub(self, c: list[Any]) -> CountIs:
        op, n, q = c[0]
        np = self.obj_pl_bare(c[1:])
        return CountIs(_controlled(np), op, n, "you control", q)

    def cond_there_are(self, c: list[Any]) -> CountIs:
        (op, n, q), np = c
        if np.filter.zone == "battlefield":
            raise Unread("there are", "a count without a zone")
        return CountIs(CountOf(np.filter), op, n, "there are", q)

    def cond_n_in_graveyard(self, c: list[Any]) -> CountIs:
        (op, n, q), np = c
        return CountIs(_in_your_graveyard(np), op, n, "are in", q)

    def cond_a_in_graveyard(self, c: list[Any]) -> CountIs:
        return CountIs(_in_your_graveyard(c[-1]), ">=", 1, "are in", "a")

    def cond_none_on_battlefield(self, c: list[Any]) -> CountIs:
        np: NP = c[-1]
        if np.filter.controller is not None or np.filter.zone != "battlefield":
            raise Unread("are on the battlefield", "a noun phrase that already says where")
        return CountIs(CountOf(np.filter), "==", 0, "are on the battlefield", "no")

    def cond_no_hand(self, c: list[Any]) -> CountIs:
        return CountIs(CountOf(Filter(controller="you", zone="hand")), "==", 0, "you have", "no")

    def cond_hand_n(self, c: list[Any]) -> CountIs:
        op, n, q = c[0]
        return CountIs(CountOf(Filter(controller="you", zone="hand")), op, n, "you have", q)

    def cond_control_a_or(self, c: list[Any]) -> AnyOf:
        nps = [x for x in c if isinstance(x, NP)]
        return AnyOf(tuple(CountIs(_controlled(np), ">=", 1, "you control", "a") for np in nps))

    def cond_control_n_other(self, c: list[Any]) -> CountIs:
        (op, n, q), np = c
        return CountIs(_controlled(np, other=True), op, n, "you control", q)

    def cond_opponents_control_n(self, c: list[Any]) -> CountIs:
        (op, n, q), np = c
        f = np.filter
        if f.controller is not None or f.zone != "battlefield":
            raise Unread("your opponents control", "a noun phrase that already says where")
        count = CountOf(replace(f, controller="opponent"))
        return CountIs(count, op, n, "your opponents control", q)

    def cond_defending_controls(self, c: list[Any]) -> DefendingPlayerControls:
        np: NP = c[-1]
        if np.filter.controller is not None or np.filter.zone != "battlefield":
            raise Unread("defending player controls", "a noun phrase that already says where")
        return DefendingPlayerControls(np.filter)

    # --- other facts -----------------------------------------------------------------------

    def cond_life_you(self, c: list[Any]) -> LifeIs:
        op, n, q = c[0]
        return LifeIs("you", op, n, q)

    def cond_life_opponent(self, c: list[Any]) -> LifeIs:
        op, n, q = c[0]
        return LifeIs("opponent", op, n, q)

    def cond_life_player(self, c: list[Any]) -> LifeIs:
        op, n, q = c[0]
        return LifeIs("player", op, n, q)

    def cond_delirium(self, c: list[Any]) -> CardTypesInGraveyard:
        return CardTypesInGraveyard(c[0])

    def cond_your_turn(self, c: list[Any]) -> YourTurn:
        return YourTurn()

    def cond_not_your_turn(self, c: list[Any]) -> YourTurn:
        return YourTurn(negated=True)

    def cond_opponents_n(self, c: list[Any]) -> OpponentsAtLeast:
        return OpponentsAtLeast(c[0])  # 102.2

    def cond_monarch(self, c: list[Any]) -> IsMonarch:
        return IsMonarch()

    def cond_kicked(self, c: list[Any]) -> WasKicked:
        return WasKicked()  # 702.33e

    def cond_self_is(self, c: list[Any]) -> ObjectIs:
        ref = c[0]
        if not isinstance(ref, SelfRef):
            raise Unread("is", "a condition on another object")
        return ObjectIs(c[-1], ref)

    def cond_it_is(self, c: list[Any]) -> ObjectIs:
        # "this creature gets +1/+0 as long as it's attacking": "it" is the object itself
        ante = self.ctx.antecedent
        if ante is not None and not isinstance(ante, SelfRef):
            raise Unread("it's", "a condition on another object")
        return ObjectIs(c[-1], SelfRef())

    # --- where conditions appear -----------------------------------------------------------

    def activation_if(self, c: list[Any]) -> Any:
        return c[0]  # 602.5b (activated() puts it on the ability)

    def t_state(self, c: list[Any]) -> Trigger:
        """603.8: a state trigger, "When you control no Islands, sacrifice this creature."."""
        self.ctx.antecedent = SelfRef()
        return Trigger(TriggerEvent.STATE, SelfRef(), condition=c[-1])

    def intervening_if(self, c: list[Any]) -> Any:
        return c[0]  # 603.4: the condition (triggered() puts it on the ability)

    def _while(self, subject: Any, preds: list[Any], condition: Any, first: bool) -> list[Any]:
        """611.3a: a static ability whose effect applies only while ``condition`` is true;
        "and" joins predicates of one sentence (as s_continuous)."""
        out = []
        if (
            isinstance(subject, AttachedRef)
            and "its_self" in self.ctx.variants
            and isinstance(condition, MeasureIs)
            and getattr(condition.value, "ref", None) == SelfRef()
        ):
            # "Equipped creature can't be blocked as long as its power is 3 or less": "its" is
            # the subject's, the equipped creature's (611.3a; blind14, Thieves' Tools)
            condition = replace(condition, value=replace(condition.value, ref=subject))
        for i, pred in enumerate(preds):
            ability = pred(subject)
            if not isinstance(ability, StaticAbility | Restriction):
                raise Unread("as long as", "a condition on this kind of static ability")
            ability = replace(ability, condition=condition)
            if i:
                ability = _with_layout(ability, same_line=" and ")
            out.append(ability)
        if first:
            self.ctx.variants.add("cond:first")
        return out

    def s_continuous_while(self, c: list[Any]) -> list[Any]:
        return self._while(c[0], c[1:-1], c[-1], first=False)

    def s_while_continuous(self, c: list[Any]) -> list[Any]:
        return self._while(c[1], c[2:], c[0], first=True)

    def s_during_your_turn(self, c: list[Any]) -> list[Any]:
        self.ctx.variants.add("cond:during your turn")
        return self._while(c[0], c[1:], YourTurn(), first=True)

    def if_condition(self, c: list[Any]) -> Chain:
        """608.2c: "If CONDITION, EFFECTS.": followed only if the condition is true then."""
        inner = as_chain(c[1])
        if inner.optional:
            raise Unread("If ..., you may", "no optional instruction inside 'if'")
        if len(inner.effects) != 1 and any(j != " and " for j in inner.joins):
            raise Unread("If ...,", "instructions joined other than by 'and'")
        effects = tuple(inner.effects)
        if isinstance(c[0], ObjectIs) and isinstance(c[0].ref, SelfRef):
            # "If this enchantment isn't a creature, it becomes a 3/3 Angel ..." (Answered
            # Prayers): "it" is the object the condition names, not the trigger's object
            effects = tuple(
                replace(e, what=SelfRef())
                if isinstance(getattr(e, "what", None), TriggerObjectRef)
                else e
                for e in effects
            )
        return Chain([IfCondition(c[0], effects)])

    def s_enters_tapped_unless(self, c: list[Any]) -> StaticAbility:
        """614.1d, 603.6d: "This land enters tapped unless CONDITION." (checked as it
        would enter)."""
        return StaticAbility(Replacement("enters_tapped"), condition=Unless(c[-1]))

    def unless_you_pay(self, c: list[Any]) -> Chain:
        """118.12a: "EFFECTS unless you pay {1}.": you may pay; if you don't, EFFECTS."""
        inner = as_chain(c[0])
        if inner.optional:
            raise Unread("unless you pay", "an optional instruction before 'unless'")
        if len(inner.effects) != 1:
            raise Unread("unless you pay", "more than one instruction before 'unless'")
        return Chain([UnlessPays(tuple(inner.effects), str(c[1]))])

    def s_continuous_unless(self, c: list[Any]) -> Restriction:
        """508.1c, 509.1b: "This creature can't attack unless CONDITION." (a restriction that
        applies while the condition is false)."""
        ability = c[1](c[0])
        if not isinstance(ability, Restriction):
            raise Unread("unless", "'unless' after something other than 'can't'")
        return replace(ability, condition=Unless(c[-1]))
