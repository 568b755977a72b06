"""Transformer methods for more kinds of condition (issue 12, s9 "cond"; ir/conditions_more.py):
"if an opponent controls more lands than you", "as long as an opponent controls a black
permanent", "if you cast it from your hand", "as long as equipped creature is a Human"."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from mtgrules.cards.ir import (
    AttachedIs,
    AttachedRef,
    CountIs,
    CountOf,
    Filter,
    HappenedThisTurn,
    IfCondition,
    OpponentHasMore,
    RefIs,
    SelfRef,
    TotalIs,
    WasCast,
    XAtLeast,
)
from mtgrules.cards.ir.conditions_more import CAST_WHERE
from mtgrules.cards.transform_effects import Chain, as_chain
from mtgrules.cards.transform_nouns import NP, Context, Unread, words_of

__all__ = ["ConditionsMoreMixin"]


def _plain(np: NP, where: str) -> Filter:
    """The noun phrase's filter, which mustn't already say whose or where it is."""
    f = np.filter
    if f.controller is not None or f.zone != "battlefield":
        raise Unread(where, "a noun phrase that already says where")
    return f


class ConditionsMoreMixin:
    """The ``cond_*`` methods of the s9 "cond" block of grammar.lark."""

    ctx: Context

    _while: Callable[..., list[Any]]  # ConditionsMixin._while (611.3a)
    if_condition: Callable[[list[Any]], Chain]  # ConditionsMixin.if_condition (608.2c)

    # --- 608.2c: "Then if ..., ..." and "... if ..." -------------------------------------

    def then_if_condition(self, c: list[Any]) -> Chain:
        return self._if_form(self.if_condition(c), "then")

    def if_condition_after(self, c: list[Any]) -> Chain:
        return self._if_form(self.if_condition([c[1], c[0]]), "after")

    # --- 608.2c: "If ..., ... instead" (merged with the sentence before: transform_keywords)

    def _cond_instead(self, cond: Any, chain: Any, how: str) -> Chain:
        inner = as_chain(chain)
        if inner.optional:
            raise Unread("instead", "no optional instruction inside 'if ..., ... instead'")
        joins = tuple(inner.joins)
        return Chain([IfCondition(cond, tuple(inner.effects), instead=how, joins=joins)])

    def if_cond_instead(self, c: list[Any]) -> Chain:
        return self._cond_instead(c[0], c[1], "end")

    def if_cond_instead_front(self, c: list[Any]) -> Chain:
        return self._cond_instead(c[0], c[1], "front")

    def cond_instead_after(self, c: list[Any]) -> Chain:
        return self._cond_instead(c[1], c[0], "after")

    def instead_src(self, c: list[Any]) -> str:
        return "it" if words_of(c) == "it" else "self"

    def if_cond_damage_instead(self, c: list[Any]) -> Chain:
        cond, src, n = c
        return Chain([IfCondition(cond, (), instead="damage", joins=(str(n), src))])

    def cond_damage_instead_after(self, c: list[Any]) -> Chain:
        src, n, cond = c
        return Chain([IfCondition(cond, (), instead="damage after", joins=(str(n), src))])

    def _if_form(self, chain: Chain, form: str) -> Chain:
        (cond,) = chain.effects
        assert isinstance(cond, IfCondition)
        return Chain([replace(cond, form=form)])

    # --- 102.2: what an opponent controls or has ---------------------------------------

    def cond_opp_controls_a(self, c: list[Any]) -> CountIs:
        # "an opponent controls a black permanent": one or more among all opponents' (any
        # one opponent controls one, 102.2)
        f = replace(_plain(c[-1], "an opponent controls"), controller="opponent")
        return CountIs(CountOf(f), ">=", 1, "an opponent controls", "a")

    def cond_no_opp_controls_a(self, c: list[Any]) -> CountIs:
        f = replace(_plain(c[-1], "no opponent controls"), controller="opponent")
        return CountIs(CountOf(f), "==", 0, "no opponent controls", "a")

    def cond_opp_controls_more(self, c: list[Any]) -> OpponentHasMore:
        return OpponentHasMore("controls", _plain(c[-1], "an opponent controls more"))

    def cond_opp_more_life(self, c: list[Any]) -> OpponentHasMore:
        return OpponentHasMore("life")  # 119.1

    def cond_you_more_life(self, c: list[Any]) -> OpponentHasMore:
        return OpponentHasMore("life", you_more=True)  # 119.1

    def cond_you_more_cards_each(self, c: list[Any]) -> OpponentHasMore:
        return OpponentHasMore("cards in hand", you_more=True, each=True)  # 402.1

    def cond_descended(self, c: list[Any]) -> HappenedThisTurn:
        return HappenedThisTurn("descended")  # 700.11

    def cond_x_at_least(self, c: list[Any]) -> XAtLeast:
        return XAtLeast(c[0])  # 107.3

    def cond_dont_control_a(self, c: list[Any]) -> CountIs:
        f = replace(_plain(c[-1], "you don't control"), controller="you")
        return CountIs(CountOf(f), "==", 0, "you don't control", "a")

    def cond_opp_more_cards(self, c: list[Any]) -> OpponentHasMore:
        return OpponentHasMore("cards in hand")  # 402.1

    # --- 601.2: how it came to be -------------------------------------------------------

    def _cast_it(self, zone: str) -> WasCast:
        ante = self.ctx.antecedent  # "it": the ability's source (or this spell)
        if ante is not None and not isinstance(ante, SelfRef):
            raise Unread("you cast it", "a condition on how another object was cast")
        return WasCast(zone)

    def cond_you_cast_it(self, c: list[Any]) -> WasCast:
        return self._cast_it("")

    def cond_you_cast_it_hand(self, c: list[Any]) -> WasCast:
        return self._cast_it("hand")

    def cast_from_where(self, c: list[Any]) -> str:
        words = words_of(c)
        return CAST_WHERE[words]

    def cond_spell_was_cast(self, c: list[Any]) -> WasCast:
        return WasCast(c[-1], form="this spell was")  # "If this spell was cast from a graveyard"

    def cond_you_cast_spell(self, c: list[Any]) -> WasCast:
        return WasCast(c[-1], form="this spell")

    def cond_you_cast_spell_main(self, c: list[Any]) -> WasCast:
        return WasCast(main_phase=True, form="this spell")  # addendum (505.1)

    # --- 301.5, 303.4: the permanent it's attached to -----------------------------------

    def attached_noun(self, c: list[Any]) -> tuple[str, str]:
        kind, noun = words_of(c).split()
        return kind, noun

    def cond_attached_is_a(self, c: list[Any]) -> AttachedIs:
        kind, noun = c[0]
        nps = [x for x in c[1:] if isinstance(x, NP)]
        # "If equipped creature is a Vampire, put two +1/+1 counters on it instead.": "it"
        # is the equipped creature (608.2c)
        self.ctx.antecedent = AttachedRef(kind)
        return AttachedIs(kind, noun, tuple(_plain(np, "is a") for np in nps))

    def cond_attached_legendary(self, c: list[Any]) -> AttachedIs:
        kind, noun = c[0]
        legendary = Filter(supertypes=frozenset({"legendary"}))
        return AttachedIs(kind, noun, (legendary,), "legendary")

    def s_while_attached_it(self, c: list[Any]) -> list[Any]:
        """611.3a: "As long as equipped creature is a Human, it gets +1/+1.": "it" is the
        permanent the source is attached to (the subject the condition names)."""
        cond: AttachedIs = c[0]
        if cond.kind == "enchanted" and cond.noun != "creature":
            self.ctx.variants.add(f"enchanted:{cond.noun}")
        self.ctx.variants.add("cond:it")
        return self._while(AttachedRef(cond.kind), c[1:], cond, first=True)

    # --- 608.2c: what the object a reference names is -----------------------------------

    ref_it: Callable[[list[Any]], Any]  # NounsMixin.ref_it
    ref_that: Callable[[list[Any]], Any]  # NounsMixin.ref_that

    def _ref_is(self, ref: Any, rest: list[Any], form: str) -> RefIs:
        if form == "a":
            filters = tuple(_plain(np, "is a") for np in rest if isinstance(np, NP))
        else:
            filters = tuple(Filter(colors=frozenset({x})) for x in rest if isinstance(x, str))
        return RefIs(ref, filters, form)

    def cond_its_a(self, c: list[Any]) -> RefIs:
        cond = self._ref_is(self.ref_it([]), c, "a")
        nouns = {np.noun for np in c if isinstance(np, NP)}
        if nouns == {"card"}:  # 701.20a: "If it's a creature card, ..." (the revealed card)
            return replace(cond, form="a card")
        return cond

    def cond_its_color(self, c: list[Any]) -> RefIs:
        return self._ref_is(self.ref_it([]), c, "color")

    def that_noun(self, c: list[Any]) -> str:
        return str(c[0])

    def that_permanent(self, c: list[Any]) -> str:
        return "permanent"

    def cond_that_is_a(self, c: list[Any]) -> RefIs:
        return self._ref_is(self.ref_that([c[0]]), c[1:], "a")

    def cond_that_is_color(self, c: list[Any]) -> RefIs:
        return self._ref_is(self.ref_that([c[0]]), c[1:], "color")

    # --- 208.1: total power or toughness ------------------------------------------------

    def total_stat(self, c: list[Any]) -> str:
        return words_of(c)

    def cond_total(self, c: list[Any]) -> TotalIs:
        np, stat, n = c
        if np.filter.zone != "battlefield":
            raise Unread("have total", "a total of cards not on the battlefield")
        return TotalIs(np.filter, stat, n)
