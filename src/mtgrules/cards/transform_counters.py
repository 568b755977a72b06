"""Transformer methods for counter instructions beyond "put" (122): "Proliferate."
(701.34a) and "Remove N KIND counters from REF" as an instruction (grammar.lark's counters
block; ``ir/counters.py``)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import (
    CountersOn,
    DoubleCounters,
    EachRef,
    HasCounters,
    PlayerCounters,
    Proliferate,
    RemoveCounters,
    Replacement,
    SelfRef,
    StaticAbility,
    Trigger,
    TriggerEvent,
    TriggerObjectRef,
    XAmount,
)
from mtgrules.cards.transform_effects import Pred
from mtgrules.cards.transform_nouns import Context, Unread

__all__ = ["CountersMixin"]


class CountersMixin:
    """The counters rules of grammar.lark (122, 701.34)."""

    ctx: Context

    def e_proliferate(self, c: list[Any]) -> Proliferate:
        return Proliferate()  # 701.34a

    def e_remove_counters(self, c: list[Any]) -> RemoveCounters:
        n, kind, ref = c  # 122.1: "remove two time counters from it"
        return RemoveCounters(ref, kind, n)

    def e_remove_counters_x(self, c: list[Any]) -> RemoveCounters:
        kind, ref = c  # 107.3: "remove X charge counters from it"
        return RemoveCounters(ref, kind, XAmount())

    def e_remove_all_counters(self, c: list[Any]) -> RemoveCounters:
        kind, ref = c  # "remove all +1/+1 counters from target creature"
        return RemoveCounters(ref, kind, 0, every=True)

    def fe_counters(self, c: list[Any]) -> CountersOn:
        kind, ref = c  # 122.1: "for each charge counter on this artifact"
        return CountersOn(ref, kind)

    # --- 122.1 as a condition (ir.HasCounters) ------------------------------------------------

    def ctr_self(self, c: list[Any]) -> SelfRef:
        return c[0]  # type: ignore[no-any-return]

    def ctr_it(self, c: list[Any]) -> SelfRef:
        # "as long as it has a +1/+1 counter on it": "it" is the object itself
        ante = self.ctx.antecedent
        if ante is not None and not isinstance(ante, SelfRef):
            raise Unread("it has", "a counters condition on another object")
        return SelfRef()

    def cond_has_counter(self, c: list[Any]) -> HasCounters:
        ref, kind = c
        return HasCounters(kind, ">=", 1, "a", ref)

    def cond_has_counters(self, c: list[Any]) -> HasCounters:
        ref, (op, n, quantity), kind = c
        return HasCounters(kind, op, n, quantity, ref)

    def cond_has_no_counters(self, c: list[Any]) -> HasCounters:
        ref, kind = c
        return HasCounters(kind, "==", 0, "no", ref)

    def cond_has_fewer_counters(self, c: list[Any]) -> HasCounters:
        ref, n, kind = c
        return HasCounters(kind, "<", int(n), "fewer than", ref)

    # --- 122.1f: counters a player gets (ir.PlayerCounters) ------------------------------------

    def player_counter_word(self, c: list[Any]) -> str:
        return str(c[0])

    def p_get_counters(self, c: list[Any]) -> Pred:
        n, kind = (x for x in c if not (isinstance(x, str) and x.startswith("verb:")))
        return Pred(lambda who: [PlayerCounters(who, kind, n)])

    # --- 122.1 in a noun phrase (Filter.with_counter) -----------------------------------------

    def post_with_counter(self, c: list[Any]) -> tuple[str, str, tuple[str, str]]:
        return ("set", "with_counter", (c[0], "a"))

    def post_with_counters(self, c: list[Any]) -> tuple[str, str, tuple[str, str]]:
        return ("set", "with_counter", (c[0], "a"))

    def post_with_counters_1om(self, c: list[Any]) -> tuple[str, str, tuple[str, str]]:
        return ("set", "with_counter", (c[0], "one or more"))

    # --- 614.1c: "enters tapped with N KIND counters on it" ------------------------------------

    def s_enters_tapped_counters(self, c: list[Any]) -> StaticAbility:
        _, n, kind = c
        return StaticAbility(Replacement("enters_tapped_with_counters", amount=n, counter=kind))

    def cond_there_are_no_counters(self, c: list[Any]) -> HasCounters:
        kind, ref = c  # "if there are no depletion counters on this land"
        return HasCounters(kind, "==", 0, "there are no", ref)

    # --- 602.2b: putting counters on the object itself as a cost ------------------------------

    def c_put_counters(self, c: list[Any]) -> dict[str, Any]:
        n, kind = c[0], c[1]  # stored as a negative removal, as loyalty costs are (606.4)
        self.ctx.antecedent = SelfRef()
        return {"remove_counters": ((kind, -n),)}

    def e_double_counters(self, c: list[Any]) -> DoubleCounters:
        kind, ref = c  # 701.10e
        return DoubleCounters(ref, kind)

    def e_remove_a_counter(self, c: list[Any]) -> RemoveCounters:
        return RemoveCounters(c[-1], "", 1)  # 122.1, 608.2d: the kind chosen on resolution

    def e_remove_every_counter(self, c: list[Any]) -> RemoveCounters:
        return RemoveCounters(c[-1], "", 0, every=True)

    # --- 122.6: "Whenever one or more KIND counters are put on ..." ---------------------------

    def t_counters_put_self(self, c: list[Any]) -> Trigger:
        return self._counters_trigger(c[1], SelfRef())

    def t_counters_put(self, c: list[Any]) -> Trigger:
        return self._counters_trigger(c[1], EachRef(c[2].filter))

    def t_any_counters_put_self(self, c: list[Any]) -> Trigger:
        return self._counters_trigger(None, SelfRef())

    def _counters_trigger(self, kind: str | None, subject: Any) -> Trigger:
        # as transform_abilities._trigger: "it" is then the object the counters were put on
        self.ctx.antecedent = subject if isinstance(subject, SelfRef) else TriggerObjectRef()
        self.ctx.trigger_object = isinstance(subject, EachRef)
        return Trigger(TriggerEvent.COUNTERS_PUT, subject, counter=kind)
