"""Counters and what they make of a permanent (issue 12, eleventh session, h-count): the
"modified" premodifier and state (700.9) and endure (701.63a). The engine side is
rules/modified.py and rules/effects_s11_count.py."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, cast

from mtgrules.cards.ir import (
    AddCounters,
    AddCountersChoice,
    AddCountersMany,
    AddCountersPair,
    AsEntersChoose,
    Blight,
    ChosenRef,
    CounterPrevention,
    CountersOn,
    DividedCounters,
    DoubleCounters,
    Endure,
    ReturnToBattlefield,
    StaticAbility,
    YouRef,
)
from mtgrules.cards.transform_effects import Pred
from mtgrules.cards.transform_nouns import Unread, words_of
from mtgrules.cards.transform_random import _AMONG

__all__ = ["S11CountMixin"]


class S11CountMixin:
    """Transformer methods of the s11 h-count block of grammar.lark."""

    def pre_modified(self, c: list[Any]) -> tuple[str, str, bool]:
        return ("set", "modified", True)  # 700.9

    def p_endure(self, c: list[Any]) -> Pred:
        n = c[-1]
        return Pred(lambda who: [Endure(who, n)])  # 701.63a

    # --- 614.1c, 122.1h: "... to the battlefield with a finality counter on it" ------------

    def _strip_counters(self, c: list[Any]) -> tuple[list[Any], tuple[tuple[str, int], ...]]:
        rest = [x for x in c if not (isinstance(x, tuple) and x and x[0] == "counter")]
        kinds = tuple(
            (x[1], x[2] if len(x) > 2 else 1)
            for x in c
            if isinstance(x, tuple) and x and x[0] == "counter"
        )
        return rest, kinds

    def _with_counters(self, made: Any, kinds: tuple[tuple[str, int], ...]) -> Any:
        if not isinstance(made, ReturnToBattlefield):
            raise Unread("on it", "counters on something that isn't put onto the battlefield")
        return replace(made, counters=kinds)

    def e_reanimate_self_gy_counters(self, c: list[Any]) -> Any:
        rest, kinds = self._strip_counters(c)
        return self._with_counters(cast(Any, self).e_reanimate_self_gy(rest), kinds)

    def e_reanimate_chosen_counters(self, c: list[Any]) -> Any:
        rest, kinds = self._strip_counters(c)
        return self._with_counters(cast(Any, self).e_reanimate_chosen(rest), kinds)

    def e_put_onto_counters(self, c: list[Any]) -> Any:
        rest, kinds = self._strip_counters(c)
        return self._with_counters(cast(Any, self).e_put_onto_battlefield(rest), kinds)

    def e_put_chosen_onto_counters(self, c: list[Any]) -> Any:
        rest, kinds = self._strip_counters(c)
        return self._with_counters(cast(Any, self).e_put_chosen_onto(rest), kinds)

    def entering_counter_additional(self, c: list[Any]) -> tuple[str, str]:
        # 614.1c: one more than it would enter with: the same replacement, written back so
        cast(Any, self).ctx.variants.add("counters:additional")
        return ("counter", str(c[-1]))

    def entering_counters_additional(self, c: list[Any]) -> tuple[str, str, int]:
        cast(Any, self).ctx.variants.add("counters:additional")
        return ("counter", str(c[-1]), int(c[0]))

    def entering_counters_n(self, c: list[Any]) -> tuple[str, str, int]:
        return ("counter", str(c[-1]), int(c[0]))

    # --- 615.1a, 615.5: the Phantom creatures ----------------------------------------------

    def cp_from_it(self, c: list[Any]) -> tuple[str, bool]:
        return ("cp_from_it", True)

    def cp_many(self, c: list[Any]) -> tuple[str, bool]:
        return ("cp_many", words_of(c) == "that many")

    def cp_noun(self, c: list[Any]) -> tuple[str, bool]:
        return ("cp_noun", words_of(c) == "counters")

    def _counter_prevention(self, c: list[Any], while_has: bool) -> StaticAbility:
        tags = dict(x for x in c if isinstance(x, tuple) and len(x) == 2 and x[0][:3] == "cp_")
        kinds = [x for x in c if isinstance(x, str)]
        if len(set(kinds)) != 1 or kinds[0] != "+1/+1":
            raise Unread("remove", "a prevention that removes counters of another kind")
        many = bool(tags.get("cp_many"))
        if many != bool(tags.get("cp_noun")):
            raise Unread("remove", "a count of counters that doesn't agree with its noun")
        return StaticAbility(
            CounterPrevention(
                kinds[0],
                many=many,
                while_has=while_has,
                joined=while_has,
                from_it=bool(tags.get("cp_from_it")),
            )
        )

    def s_counter_prevention(self, c: list[Any]) -> StaticAbility:
        return self._counter_prevention(c, False)  # 615.1a, 615.5

    def s_counter_prevention_while(self, c: list[Any]) -> StaticAbility:
        return self._counter_prevention(c, True)  # 615.1a, 615.5

    # --- 122.1: "with counters on them", "with no counters on it" ---------------------------

    def post_with_any_counters(self, c: list[Any]) -> tuple[str, str, tuple[str, str]]:
        return ("set", "with_counter", ("", "a"))  # 122.1: any kind

    def post_with_no_counters(self, c: list[Any]) -> tuple[str, str, tuple[str, str]]:
        return ("set", "with_counter", ("", "no"))  # 122.1: none of any kind

    # --- 614.1c: "enters with your choice of a deathtouch counter or a lifelink counter" -----

    def s_enters_choice_counter(self, c: list[Any]) -> AsEntersChoose:
        kinds = tuple(x for x in c if isinstance(x, str))
        if len(set(kinds)) != len(kinds):
            raise Unread("or", "a choice between two counters of one kind")
        return AsEntersChoose("counter kind", counter_kinds=kinds)

    # --- 122.1, 608.2d: "put your choice of a menace, trample, or haste counter on ..." -----

    def cc_short(self, c: list[Any]) -> tuple[str, tuple[str, ...], bool]:
        return ("choice_counters", tuple(str(x) for x in c if isinstance(x, str)), False)

    def cc_long(self, c: list[Any]) -> tuple[str, tuple[str, ...], bool]:
        return ("choice_counters", tuple(str(x) for x in c if isinstance(x, str)), True)

    def e_counters_choice(self, c: list[Any]) -> AddCountersChoice:
        _, kinds, long = c[0]
        if len(set(kinds)) != len(kinds):
            raise Unread("your choice", "a choice between counters of one kind")
        return AddCountersChoice(c[-1], kinds, long)

    # --- 701.10e: "double the number of each kind of counter on ..." ------------------------

    def e_double_each_counter(self, c: list[Any]) -> DoubleCounters:
        return DoubleCounters(c[-1], "")  # 701.10e: each kind (rules/effects_counters.py)

    # --- 701.68a: blight -------------------------------------------------------------------

    def e_blight(self, c: list[Any]) -> Blight:
        return Blight(c[-1])  # 701.68a: you

    def p_blight(self, c: list[Any]) -> Pred:
        n = c[-1]
        return Pred(lambda who: [Blight(n, None if isinstance(who, YouRef) else who)])

    # --- 601.2d: "distribute N +1/+1 counters among one or two target creatures" -----------

    def e_distribute_counters(self, c: list[Any]) -> DividedCounters:
        n, kind, (among, spec) = c
        if spec.kind != "object":
            raise Unread("among", "counters distributed among players")
        count = _AMONG.get(among, n)  # "any number of": at most one target per counter
        ref = cast(Any, self).ctx.add_target(replace(spec, count=count, up_to=True))
        return DividedCounters(n, kind, ref, among)

    # --- 122.1: counters of several kinds, or on two objects, in one instruction ----------

    def counter_item(self, c: list[Any]) -> tuple[str, str, int]:
        n, kind = c[0], c[1]
        return ("counter_item", str(kind), int(n))

    def e_counters_many(self, c: list[Any]) -> AddCountersMany:
        items = [x for x in c if isinstance(x, tuple) and x and x[0] == "counter_item"]
        kinds = tuple((k, n) for _, k, n in items)
        if len({k for k, _ in kinds}) != len(kinds):
            raise Unread("and", "counters of one kind named twice")
        return AddCountersMany(c[-1], kinds)

    def e_counters_pair(self, c: list[Any]) -> AddCountersPair:
        (_, k1, n1), ref1, (_, k2, n2), ref2 = c
        return AddCountersPair(AddCounters(ref1, k1, n1), AddCounters(ref2, k2, n2))

    # --- 603.7a: "remove a +1/+1 counter from it at end of combat" --------------------------

    def d_remove_counter(self, c: list[Any]) -> tuple[str, Any]:
        return ("counter-:" + str(c[0]), c[-1])  # 122.1 (rules/delayed.py)

    def d_put_counter(self, c: list[Any]) -> tuple[str, Any]:
        return ("counter+:" + str(c[0]), c[-1])  # 122.1 (rules/delayed.py)

    # --- 122.1, 608.2d: "put a +1/+1 counter on a creature you control" -------------------

    def e_counters_chosen(self, c: list[Any]) -> AddCounters:
        n, kind, np = c
        if np.filter.zone != "battlefield" or np.plural:
            raise Unread("on", "counters on a chosen object off the battlefield")
        # a later "it" would be the object chosen, which the engine doesn't remember yet:
        # not read (transform_nouns.ref_it: a word antecedent names nothing)
        cast(Any, self).ctx.antecedent = "chosen"
        return AddCounters(ChosenRef(np.filter), kind, n)

    # --- 122.1: "the number of +1/+1 counters on this creature" -----------------------------

    def counters_on_self(self, c: list[Any]) -> CountersOn:
        cast(Any, self).ctx.variants.add("counters_on_self")
        return CountersOn(c[-1], c[0])
