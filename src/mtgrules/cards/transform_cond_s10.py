"""Transformer methods for more kinds of condition (issue 12, s10 "cond";
ir/conditions_s10.py): "if you control a white or black permanent", "if you control your
commander", "if it was a creature card", "if an opponent has three or more poison counters"."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from mtgrules.cards.ir import (
    ControlsCommander,
    ControlsGreatest,
    DoesntUntap,
    Duration,
    GainControl,
    HadCounters,
    HasCounters,
    IfCondition,
    ManaValuesInGraveyard,
    MeasureIs,
    PlayerHas,
    RefHasKeyword,
    RefIs,
    SelfInGraveyard,
    SelfRef,
    TriggerObjectRef,
    TriggerPlayerRef,
    Unless,
)
from mtgrules.cards.transform_conditions_more import _plain
from mtgrules.cards.transform_effects import Chain
from mtgrules.cards.transform_nouns import NP, Context, Unread, words_of

__all__ = ["CondS10Mixin"]


class CondS10Mixin:
    """The ``cond_*`` methods of the s10 "cond" block of grammar.lark."""

    ctx: Context

    ref_it: Callable[[list[Any]], Any]  # NounsMixin.ref_it
    ref_that_player: Callable[[list[Any]], Any]  # NounsMixin.ref_that_player
    settle_its: Callable[[Any], Any]  # AmountsMixin.settle_its

    def pre_color_or(self, c: list[Any]) -> tuple[str, str, frozenset[str]]:
        # 105.1: "a white or black permanent": either color (Filter.colors is a disjunction)
        return ("set", "colors", frozenset(c))

    def cond_your_commander(self, c: list[Any]) -> ControlsCommander:
        return ControlsCommander("your commander")  # 903.3

    def cond_it_was_a(self, c: list[Any]) -> RefIs:
        # 608.2c, 608.2h: what the object "it" names was, as it last existed
        nps = [np for np in c if isinstance(np, NP)]
        nouns = {np.noun for np in nps}
        if len(nouns) != 1 or not nouns <= {"", "card", "spell"}:
            raise Unread("it was a", "nouns of different kinds")
        # "a Jace planeswalker spell": the types it had on the stack (its zone not a test)
        filters = tuple(
            _plain(replace(np, filter=replace(np.filter, zone="battlefield")), "was a")
            if np.noun == "spell"
            else _plain(np, "was a")
            for np in nps
        )
        (noun,) = nouns
        # the noun after the types ("a creature card", "a legendary spell") kept for the text
        return RefIs(self.ref_it([]), filters, f"was a {noun}".rstrip())

    def opp_has_what(self, c: list[Any]) -> str:
        return words_of(c)

    def cond_opp_has_n(self, c: list[Any]) -> PlayerHas:
        (op, n, quantity), what = c
        return PlayerHas(what, op, n, quantity)  # 102.2

    def cond_opp_no_hand(self, c: list[Any]) -> PlayerHas:
        return PlayerHas("cards in hand", "==", 0, "no")  # 402.1

    def _that_player(self) -> TriggerPlayerRef:
        # 608.2k: the player the trigger event names (the player whose upkeep it is)
        ref = self.ref_that_player([])
        if ref != TriggerPlayerRef():
            raise Unread("that player has", "a condition on a player other than the trigger's")
        return TriggerPlayerRef()

    def cond_that_player_has_n(self, c: list[Any]) -> PlayerHas:
        (op, n, quantity), what = c
        return PlayerHas(what, op, n, quantity, self._that_player())

    def cond_that_player_no_hand(self, c: list[Any]) -> PlayerHas:
        return PlayerHas("cards in hand", "==", 0, "no", self._that_player())

    def cond_that_player_life(self, c: list[Any]) -> PlayerHas:
        ((op, n, quantity),) = c
        return PlayerHas("life", op, n, quantity, self._that_player())  # 119.1

    # --- 608.2c: an amount compared with a number --------------------------------------

    def measure_verb(self, c: list[Any]) -> str:
        return words_of(c)

    def cmp_or_less(self, c: list[Any]) -> tuple[str, int, str]:
        return ("<=", c[0], "or less")

    def cmp_or_greater(self, c: list[Any]) -> tuple[str, int, str]:
        return (">=", c[0], "or greater")

    def cond_measure_is(self, c: list[Any]) -> MeasureIs:
        value, verb, (op, n, quantity) = c
        # "its": what "it" refers to, else the object with the ability (608.2h)
        return MeasureIs(self.settle_its(value), op, n, quantity, verb)

    # --- 113.6b: an ability that functions from the graveyard ---------------------------

    def cond_self_in_graveyard(self, c: list[Any]) -> SelfInGraveyard:
        return SelfInGraveyard()

    # --- 603.10a: the counters it had as it last existed --------------------------------

    def _had(self, kind: str, op: str, n: int, quantity: str) -> HadCounters:
        ante = self.ctx.antecedent  # "it": the object with the ability (as it left)
        if isinstance(ante, TriggerObjectRef):  # or the one the trigger event names
            return HadCounters(kind, op, n, quantity, of_trigger_object=True)
        if ante is not None and not isinstance(ante, SelfRef):
            raise Unread("it had", "a counters condition on another object")
        return HadCounters(kind, op, n, quantity)

    def cond_had_counter(self, c: list[Any]) -> HadCounters:
        return self._had(c[0], ">=", 1, "a")

    def cond_had_any_counters(self, c: list[Any]) -> HadCounters:
        return self._had("", ">=", 1, "any")

    def cond_had_no_counters(self, c: list[Any]) -> HadCounters:
        return self._had(c[0], "==", 0, "no")

    def cond_had_counters_n(self, c: list[Any]) -> HadCounters:
        (op, n, quantity), kind = c
        return self._had(kind, op, n, quantity)

    # --- 611.2b: "for as long as you control this creature" -----------------------------

    def while_tapped_too(self, c: list[Any]) -> str:
        return "tapped"

    def e_gain_control_while(self, c: list[Any]) -> GainControl:
        tapped = c[-1] == "tapped"
        duration = (
            Duration.WHILE_YOU_CONTROL_SOURCE_TAPPED
            if tapped
            else Duration.WHILE_YOU_CONTROL_SOURCE
        )
        return GainControl(c[0], duration)

    # --- 611.3a: "... doesn't untap during your untap step if ..." --------------------

    _while: Callable[..., list[Any]]  # ConditionsMixin._while (611.3a)

    def s_continuous_if(self, c: list[Any]) -> list[Any]:
        out = self._while(c[0], c[1:-1], c[-1], first=False)
        if any(not isinstance(getattr(a, "effect", None), DoesntUntap) for a in out):
            raise Unread("if", "a static 'if' on something other than untapping")
        self.ctx.variants.add("cond:if")  # written back "... if CONDITION" (render/static.py)
        return out

    # --- 202.3: mana values among cards in your graveyard -----------------------------

    def cond_mana_values(self, c: list[Any]) -> ManaValuesInGraveyard:
        return ManaValuesInGraveyard(c[0])

    # --- 208.1: "the creature with the greatest power or tied for the greatest power" ---

    def cond_greatest_stat(self, c: list[Any]) -> ControlsGreatest:
        first, second = c
        if first != second:
            raise Unread("greatest", "two different characteristics compared")
        return ControlsGreatest(first)

    # --- 608.2c: "EFFECTS unless CONDITION." ------------------------------------------

    if_condition: Callable[[list[Any]], Chain]  # ConditionsMixin.if_condition (608.2c)

    def unless_condition_after(self, c: list[Any]) -> Chain:
        chain = self.if_condition([Unless(c[1]), c[0]])
        (cond,) = chain.effects
        assert isinstance(cond, IfCondition)
        return Chain([replace(cond, form="unless")])

    def unless_condition_then(self, c: list[Any]) -> Chain:
        chain = self.unless_condition_after(c)
        chain.then = True  # 608.2c: "Then ..." (as transform_amount_kinds.sentence_then)
        return chain

    # --- 602.5b: "Activate only as a sorcery and only if ..." -------------------------

    def activation_limit(self, c: list[Any]) -> str:
        # h-act: "no more than three times" (a number word read as an int)
        text = words_of([str(x) if isinstance(x, int) else x for x in c])
        if "sorcery and only once" in text:  # h-act: one sentence for both (602.5b, 602.5d)
            self.ctx.variants.add("limit:sorcery_once")
        if "but only as a sorcery" in text:  # h-act: "Any player may ... but only as ..."
            self.ctx.variants.add("limit:any_player_sorcery")
        if "turn and only once" in text:  # 602.5b: one sentence for both
            self.ctx.variants.add("limit:turn_once")
        if "upkeep and only once" in text:
            self.ctx.variants.add("limit:upkeep_once")
        return text

    def once_tail(self, c: list[Any]) -> str:
        self.ctx.variants.add("limit:if_once")  # 602.5b: "Activate only if ... and only once"
        return "once each turn"

    def sorcery_and_only_if(self, c: list[Any]) -> str:
        self.ctx.variants.add("limit:sorcery_if")  # one sentence (render/abilities.py)
        return "activate only as a sorcery"  # a limit: ActivatedAbility.sorcery_speed

    # --- 608.2c: what the object an earlier instruction named has -------------------

    ref_that: Callable[[list[Any]], Any]  # NounsMixin.ref_that

    def that_has_kw(self, c: list[Any]) -> str:
        return str(c[0])

    def cond_that_has_counter(self, c: list[Any]) -> HasCounters:
        noun, kind = c
        return HasCounters(kind, ">=", 1, "a", self.ref_that([noun]))

    def cond_that_has_kw(self, c: list[Any]) -> RefHasKeyword:
        noun, keyword = c
        return RefHasKeyword(self.ref_that([noun]), keyword)
